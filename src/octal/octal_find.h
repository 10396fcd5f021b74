/*
** octal_find.h - the first split of a heap whose value is among a few
** wanted ones, many splits a step (octal_find.c): the sparse method's scan
** once only a few rare values are still missing; and the next candidate
** period of the period looks; rows of bytes packed into bits; and which of
** a few values each heap of a block reaches through a list of splits.
*/
#ifndef GR_OCTAL_FIND_H
#define GR_OCTAL_FIND_H

#include <stddef.h>
#include <stdint.h>

#define GR_FIND_MAX 16   /* wanted values a find takes at most */

/* Whether this processor runs the finds many splits a step (AVX2); when
** not, they look at one split at a time and the sparse method keeps to its
** own scan. Asked once; the answer never changes. */
int gr_find_fast(void);

/* The least a in lo..hi-1, looked at a step of 32 (bytes) or 16 (2-byte
** values; 32 with AVX-512BW, then 16 for the last) splits at a time, whose
** split a + (m - a) has value
** g[a] ^ g[m - a] in w[0..nw) (1 <= nw <= GR_FIND_MAX, and every w[i] below
** 256 for gr_find_8); when no whole step
** holds one, the first a that no step looked at (hi minus less than a
** step). The table's entries are the values themselves from g[lo] to
** g[m - lo], with lo <= hi <= m - hi + 1. */
uint64_t gr_find_8(const uint8_t *g, uint64_t m, uint64_t lo, uint64_t hi,
                   const uint16_t *w, unsigned nw);
uint64_t gr_find_16(const uint16_t *g, uint64_t m, uint64_t lo, uint64_t hi,
                    const uint16_t *w, unsigned nw);

#define GR_REPEAT_PLACES 4   /* the last values a repeat compares */

/* The least p in lo..hi-1 where the last GR_REPEAT_PLACES values repeat p
** places back, for k = 0..GR_REPEAT_PLACES-1: with saltus 0, g[last - k - p]
** == g[last - k]; with saltus 1, g[last - p] != g[last] and every
** difference g[last - k] - g[last - k - p] is the same modulo 256
** (gr_repeat_8) or 65536 (a superset of the same positive difference).
** hi when no p passes. Needs 1 <= lo and hi + GR_REPEAT_PLACES <= last.
** Looked at 32 bytes at a time where the processor can (gr_find_fast),
** else one p at a time. */
uint64_t gr_repeat_8(const uint8_t *g, uint64_t last, uint64_t lo, uint64_t hi, int saltus);
uint64_t gr_repeat_16(const uint16_t *g, uint64_t last, uint64_t lo, uint64_t hi, int saltus);

/* bits[i / 8] bit i % 8 = bytes[i], for i < 8 * n, the bytes each 0 or 1:
** the sparse method's helper hands its rows over this way. 32 bytes a
** step where the processor can (gr_find_fast). */
void gr_pack_bits(const uint8_t *bytes, size_t n, uint8_t *bits);

/* A part b of splits and its value G(b): the sparse method's entries.
** The value is below 2^16 but held in 32 bits (the struct is 8 bytes
** either way): told it fits 16 bits, gcc computed a mark's index as a
** 16-bit xor and zero-extended it, one more instruction a mark, which
** cost Officers' grouped far marks a third of their speed. */
typedef struct gr_part {
    uint32_t heap;
    uint32_t value;
} gr_part;

#define GR_REACH_LANES 64   /* heaps a reach looks at together */
#define GR_REACH_MAX 8      /* values it looks for in each, at most */

/* Whether this processor runs the reaches 32 or 64 heaps an instruction
** (AVX-512BW); when not, the sparse method marks every rare heap instead.
** Asked once; the answer never changes. */
int gr_reach_fast(void);

/* Which of a few values each of the heaps m + j (j < GR_REACH_LANES) reaches
** through the splits with parts p[0..n): bit j of hit[w] is set when some
** p[i].value ^ g[m + j - p[i].heap] equals want[w][j] (w < nw <=
** GR_REACH_MAX). Every m + j - p[i].heap is a heap of the table, whose
** entries are the values themselves. plain: one split and heap at a time,
** on any processor (tests). */
void gr_reach_8(const uint8_t *g, uint64_t m, const gr_part *p, size_t n,
                const uint16_t want[][GR_REACH_LANES], unsigned nw, uint64_t *hit, int plain);
void gr_reach_16(const uint16_t *g, uint64_t m, const gr_part *p, size_t n,
                 const uint16_t want[][GR_REACH_LANES], unsigned nw, uint64_t *hit, int plain);

/* The least values v < limit, at most max of them, ascending, into out
** (how many): those common under mask m (popcount(v & m) odd), 0 in row
** (a byte a value, 0 or 1) and, for v < 8 * tlen, clear in packed (a bit a
** value). The row has room for limit rounded up to 64. 64 values a step,
** the row read 64 bytes an instruction with AVX-512BW (gr_reach_fast), else
** 8 bytes at a time (and so with plain set: tests). */
unsigned gr_free_common(const uint8_t *row, const uint8_t *packed, size_t tlen, unsigned m,
                        unsigned limit, uint16_t *out, unsigned max, int plain);

#endif
