/*
** octal_find.h - the first split of a heap whose value is among a few
** wanted ones, many splits a step (octal_find.c): the sparse method's scan
** once only a few rare values are still missing.
*/
#ifndef GR_OCTAL_FIND_H
#define GR_OCTAL_FIND_H

#include <stdint.h>

#define GR_FIND_MAX 16   /* wanted values a find takes at most */

/* Whether this processor runs the finds many splits a step (AVX2); when
** not, they look at one split at a time and the sparse method keeps to its
** own scan. Asked once; the answer never changes. */
int gr_find_fast(void);

/* The least a in lo..hi-1, looked at a step of 32 (bytes) or 16 (2-byte
** values) splits at a time, whose split a + (m - a) has value
** g[a] ^ g[m - a] in w[0..nw) (1 <= nw <= GR_FIND_MAX, and every w[i] below
** 256 for gr_find_8); when no whole step
** holds one, the first a that no step looked at (hi minus less than a
** step). The table's entries are the values themselves from g[lo] to
** g[m - lo], with lo <= hi <= m - hi + 1. */
uint64_t gr_find_8(const uint8_t *g, uint64_t m, uint64_t lo, uint64_t hi,
                   const uint16_t *w, unsigned nw);
uint64_t gr_find_16(const uint16_t *g, uint64_t m, uint64_t lo, uint64_t hi,
                    const uint16_t *w, unsigned nw);

#endif
