/*
** octal_find.c - the first split of m whose value is among a few wanted
** ones, 32 splits a step: the sparse method's scan (octal_sparse.c) looks
** at a split with a load, a xor and a lookup, and once only a few rare
** values are still missing (the hard ones, often hundreds of splits
** away) this looks at 32 byte values or 16 two-byte values at once: the
** parts a.. and ..m - a loaded side by side (the second reversed), xored,
** and compared with each wanted value.
**
** The same loads serve the period looks (octal_period.c): a candidate
** period p must repeat the table's last few values p places back, and
** this finds the next p that does, 32 byte values at a time.
**
** And the sparse method's helper packs its rows of 0-or-1 bytes into bits
** for the main thread, 32 bytes a step.
**
** And the reach: which of a few values each of 64 heaps reaches through a
** list of splits, the sparse method's check of the rare heaps it does not
** mark. The parts' partners of the 64 heaps are consecutive in the table:
** one load (two for 2-byte values), a xor with the part's value, and a
** compare with each heap's wanted values; with AVX-512BW, whose compares
** and their masks take 32 or 64 values an instruction (without it the
** sparse method marks instead).
**
** Written for AVX2 with the compiler's target attribute and chosen at run
** time, so the build needs no flag and runs anywhere; other processors and
** compilers get the plain loop, which the sparse method then leaves alone.
*/
#include <pthread.h>
#include <string.h>

#include "octal_find.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define FIND_AVX2 1
#include <immintrin.h>
#endif

/* Value n of a table of `size`-byte values. */
static inline unsigned repeat_value(const char *g, unsigned size, uint64_t n)
{
    return size == 1 ? ((const uint8_t *)g)[n] : ((const uint16_t *)(const void *)g)[n];
}

/* 8 bytes of 0 or 1 into a byte: (x * 0x0102040810204080) >> 56 gathers
** the low bits of x's eight bytes, byte i to bit i (the products of
** different bytes fall below bit 56 or past bit 63, and never meet). */
static void pack_plain(const uint8_t *bytes, size_t from, size_t n, uint8_t *bits)
{
    size_t v;

    for (v = from; v < n; v++) {
        uint64_t x;
        memcpy(&x, bytes + 8 * v, 8);
        bits[v] = (uint8_t)((x * 0x0102040810204080u) >> 56);
    }
}

/* The repeat one p at a time (see gr_repeat_8): also the end of a run of
** whole steps. */
static uint64_t repeat_plain(const char *g, unsigned size, uint64_t last, uint64_t lo,
                             uint64_t hi, int saltus)
{
    unsigned mod = size == 1 ? 0xffu : 0xffffu, v[GR_REPEAT_PLACES], k, d;
    uint64_t p;

    for (k = 0; k < GR_REPEAT_PLACES; k++)
        v[k] = repeat_value(g, size, last - k);
    for (p = lo; p < hi; p++) {
        d = (v[0] - repeat_value(g, size, last - p)) & mod;
        if (saltus ? d == 0 : d != 0)
            continue;
        for (k = 1; k < GR_REPEAT_PLACES &&
                    ((v[k] - repeat_value(g, size, last - k - p)) & mod) == d; k++)
            ;
        if (k == GR_REPEAT_PLACES)
            break;
    }
    return p;
}

/* Bit i: value i < 64 has popcount(i & m) odd (the values with bit b of m
** set, xored over the b in m's low six bits); for base a multiple of 64,
** base + i is common when this differs from popcount(base & m)'s parity. */
static uint64_t odd64(unsigned m)
{
    static const uint64_t with_bit[6] = {0xaaaaaaaaaaaaaaaau, 0xccccccccccccccccu,
                                         0xf0f0f0f0f0f0f0f0u, 0xff00ff00ff00ff00u,
                                         0xffff0000ffff0000u, 0xffffffff00000000u};
    uint64_t x = 0;
    unsigned b;

    for (b = 0; b < 6; b++)
        if ((m >> b) & 1)
            x ^= with_bit[b];
    return x;
}

/* Bits v..v+63 of packed, those of bytes at or past tlen 0. */
static inline uint64_t packed64(const uint8_t *packed, size_t tlen, unsigned v)
{
    uint64_t x = 0;
    size_t i;

    if (v / 8 + 8 <= tlen) {
        memcpy(&x, packed + v / 8, 8);
        return x;
    }
    for (i = v / 8; i < tlen && i < v / 8 + 8; i++)
        x |= (uint64_t)packed[i] << (8 * (i - v / 8));
    return x;
}

/* Bit i: row[v + i] is set, 8 bytes at a time (see pack_plain). */
static uint64_t row64_plain(const uint8_t *row, unsigned v)
{
    uint64_t bits = 0, x;
    unsigned q;

    for (q = 0; q < 8; q++) {
        memcpy(&x, row + v + 8 * q, 8);
        bits |= ((x * 0x0102040810204080u) >> 56) << (8 * q);
    }
    return bits;
}

/* gr_free_common with the row's bits from rowbits. */
static inline unsigned free_common(const uint8_t *row, const uint8_t *packed, size_t tlen,
                                   unsigned m, unsigned limit, uint16_t *out, unsigned max,
                                   uint64_t (*rowbits)(const uint8_t *, unsigned))
{
    uint64_t odd = odd64(m);
    unsigned v, n = 0;

    for (v = 0; v < limit && n < max; v += 64) {
        uint64_t free = __builtin_popcount(v & m) & 1 ? ~odd : odd;
        for (free &= ~(rowbits(row, v) | packed64(packed, tlen, v)); free != 0 && n < max;
             free &= free - 1) {
            unsigned x = v + (unsigned)__builtin_ctzll(free);
            if (x >= limit)
                return n;
            out[n++] = (uint16_t)x;
        }
    }
    return n;
}

/* The reach one split and heap at a time (see gr_reach_16). */
static void reach_plain(const char *g, unsigned size, uint64_t m, const gr_part *p, size_t n,
                        const uint16_t want[][GR_REACH_LANES], unsigned nw, uint64_t *hit)
{
    size_t i;
    unsigned j, w;

    for (w = 0; w < nw; w++)
        hit[w] = 0;
    for (i = 0; i < n; i++)
        for (j = 0; j < GR_REACH_LANES; j++) {
            unsigned v = p[i].value ^ repeat_value(g, size, m + j - p[i].heap);
            for (w = 0; w < nw; w++)
                if (v == want[w][j])
                    hit[w] |= (uint64_t)1 << j;
        }
}

#ifdef FIND_AVX2

/* The processor is asked once, whichever thread asks first (pthread_once:
** two tables computed at once in two threads must not race on it). */
static int find_fast;
static pthread_once_t find_once = PTHREAD_ONCE_INIT;

static void find_fast_ask(void)
{
    __builtin_cpu_init();
    find_fast = __builtin_cpu_supports("avx2") != 0;
}

int gr_find_fast(void)
{
    pthread_once(&find_once, find_fast_ask);
    return find_fast;
}

/* Bit i of the mask of a step: the split lo + i has a wanted value. */
__attribute__((target("avx2"))) static inline unsigned hits(__m256i x, const __m256i *w,
                                                            unsigned nw, int bytes)
{
    __m256i hit = bytes ? _mm256_cmpeq_epi8(x, w[0]) : _mm256_cmpeq_epi16(x, w[0]);
    unsigned i;

    for (i = 1; i < nw; i++)
        hit = _mm256_or_si256(hit, bytes ? _mm256_cmpeq_epi8(x, w[i])
                                         : _mm256_cmpeq_epi16(x, w[i]));
    return (unsigned)_mm256_movemask_epi8(hit);
}

/* The find on a table of `size`-byte values (1 or 2), 32 bytes a step. */
__attribute__((target("avx2"))) static inline uint64_t find(const char *g, unsigned size,
                                                            uint64_t m, uint64_t lo,
                                                            uint64_t hi, const uint16_t *w,
                                                            unsigned nw)
{
    const __m256i rev = size == 1
        ? _mm256_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
                           15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)
        : _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1,
                           14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1);
    const uint64_t step = 32 / size;
    __m256i want[GR_FIND_MAX];
    uint64_t a;
    unsigned i, mask;

    for (i = 0; i < nw; i++)
        want[i] = size == 1 ? _mm256_set1_epi8((char)w[i]) : _mm256_set1_epi16((short)w[i]);
    for (a = lo; a + step <= hi; a += step) {
        __m256i x = _mm256_loadu_si256((const void *)(g + a * size));
        __m256i y = _mm256_loadu_si256((const void *)(g + (m - a - (step - 1)) * size));
        y = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(y, rev), 0x4e);
        if ((mask = hits(_mm256_xor_si256(x, y), want, nw, size == 1)) != 0)
            return a + (uint64_t)__builtin_ctz(mask) / size;
    }
    return a;
}

/* The find on a table of 2-byte values with AVX-512BW: 32 splits a step,
** the other parts reversed by one permute, each wanted value compared into
** a mask; the last splits (less than such a step) go to find, so the
** answer is find's. Officers to 3*10^6 on one thread: 3.05-3.11 s against
** 3.18-3.61 s with find alone (four runs each). Tables of bytes keep find:
** Grundy's game's finds end sooner, and 64 splits a step made it slower
** (2.70 s against 2.55 s on average; docs/RESEARCH.md). */
__attribute__((target("avx512f,avx512bw"))) static uint64_t find16_512(
    const uint16_t *g, uint64_t m, uint64_t lo, uint64_t hi, const uint16_t *w, unsigned nw)
{
    const __m512i rev = _mm512_set_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
                                         16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
                                         29, 30, 31);
    __m512i want[GR_FIND_MAX];
    uint64_t a;
    __mmask32 mask;
    unsigned i;

    for (i = 0; i < nw; i++)
        want[i] = _mm512_set1_epi16((short)w[i]);
    for (a = lo; a + 32 <= hi; a += 32) {
        __m512i x = _mm512_loadu_si512((const void *)(g + a));
        __m512i y = _mm512_permutexvar_epi16(rev, _mm512_loadu_si512((const void *)(g + m - a - 31)));
        x = _mm512_xor_si512(x, y);
        mask = _mm512_cmpeq_epi16_mask(x, want[0]);
        for (i = 1; i < nw; i++)
            mask |= _mm512_cmpeq_epi16_mask(x, want[i]);
        if (mask != 0)
            return a + (uint64_t)__builtin_ctz(mask);
    }
    return find((const char *)g, 2, m, a, hi, w, nw);
}

uint64_t gr_find_8(const uint8_t *g, uint64_t m, uint64_t lo, uint64_t hi, const uint16_t *w,
                   unsigned nw)
{
    return find((const char *)g, 1, m, lo, hi, w, nw);
}

uint64_t gr_find_16(const uint16_t *g, uint64_t m, uint64_t lo, uint64_t hi, const uint16_t *w,
                    unsigned nw)
{
    if (gr_reach_fast())
        return find16_512(g, m, lo, hi, w, nw);
    return find((const char *)g, 2, m, lo, hi, w, nw);
}

/* The repeat on a table of `size`-byte values, 32 bytes a step: the loads
** at last - k - p for step values of p, the largest p at the lowest
** address; the first p that passes is at the highest bit of the mask (two
** bits a value for 2-byte values). d = g[last] - g[last - p] (wrapping) is
** 0 for a plain period, not 0 for a saltus, and the same at every place. */
__attribute__((target("avx2"))) static inline uint64_t repeat(const char *g, unsigned size,
                                                              uint64_t last, uint64_t lo,
                                                              uint64_t hi, int saltus)
{
    const uint64_t step = 32 / size;
    __m256i v[GR_REPEAT_PLACES];
    uint64_t p;
    unsigned k, mask;

    for (k = 0; k < GR_REPEAT_PLACES; k++) {
        unsigned x = repeat_value(g, size, last - k);
        v[k] = size == 1 ? _mm256_set1_epi8((char)x) : _mm256_set1_epi16((short)x);
    }
    for (p = lo; p + step <= hi; p += step) {
        const char *at = g + (last - p - (step - 1)) * size;
        __m256i x = _mm256_loadu_si256((const void *)at);
        __m256i d = size == 1 ? _mm256_sub_epi8(v[0], x) : _mm256_sub_epi16(v[0], x);
        __m256i zero = size == 1 ? _mm256_cmpeq_epi8(x, v[0]) : _mm256_cmpeq_epi16(x, v[0]);
        __m256i hit = saltus ? _mm256_xor_si256(zero, _mm256_set1_epi8(-1)) : zero;
        for (k = 1; k < GR_REPEAT_PLACES; k++) {
            __m256i y = _mm256_loadu_si256((const void *)(at - k * size));
            y = size == 1 ? _mm256_add_epi8(y, d) : _mm256_add_epi16(y, d);
            hit = _mm256_and_si256(hit, size == 1 ? _mm256_cmpeq_epi8(y, v[k])
                                                  : _mm256_cmpeq_epi16(y, v[k]));
        }
        if ((mask = (unsigned)_mm256_movemask_epi8(hit)) != 0)
            return p + (uint64_t)__builtin_clz(mask) / size;
    }
    return repeat_plain(g, size, last, p, hi, saltus);
}

static uint64_t repeat_any(const char *g, unsigned size, uint64_t last, uint64_t lo,
                           uint64_t hi, int saltus)
{
    return gr_find_fast() ? repeat(g, size, last, lo, hi, saltus)
                          : repeat_plain(g, size, last, lo, hi, saltus);
}

/* A byte of 1 is moved to the byte's top bit, which movemask gathers. */
__attribute__((target("avx2"))) static void pack(const uint8_t *bytes, size_t n,
                                                 uint8_t *bits)
{
    size_t v;

    for (v = 0; v + 4 <= n; v += 4) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(const void *)(bytes + 8 * v));
        uint32_t m = (uint32_t)_mm256_movemask_epi8(_mm256_slli_epi16(x, 7));
        memcpy(bits + v, &m, 4);
    }
    pack_plain(bytes, v, n, bits);
}

void gr_pack_bits(const uint8_t *bytes, size_t n, uint8_t *bits)
{
    if (gr_find_fast())
        pack(bytes, n, bits);
    else
        pack_plain(bytes, 0, n, bits);
}

static int reach_fast;
static pthread_once_t reach_once = PTHREAD_ONCE_INIT;

static void reach_fast_ask(void)
{
    __builtin_cpu_init();
    reach_fast = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw");
}

int gr_reach_fast(void)
{
    pthread_once(&reach_once, reach_fast_ask);
    return reach_fast;
}

/* The reach over the 64 heaps m + j of a table of 2-byte values, 32 a
** vector: each wanted value's heaps still unreached are a mask, and a
** compare under that mask clears the heaps a split reaches. The masks are
** independent chains, so the compares of one split run side by side
** (7.7 ns a split for the 64 heaps and 6 values on an AMD EPYC at 2.6 GHz,
** against 21 ns for the 64 marks, when the two halves were two loops). */
__attribute__((target("avx512f,avx512bw"))) static void reach16_64(
    const uint16_t *g, uint64_t m, const gr_part *p, size_t n,
    const uint16_t want[][GR_REACH_LANES], unsigned nw, uint64_t *hit)
{
    __m512i w0[GR_REACH_MAX], w1[GR_REACH_MAX];
    __mmask32 open0[GR_REACH_MAX], open1[GR_REACH_MAX];
    const uint16_t *at = g + m;
    size_t i;
    unsigned k;

    for (k = 0; k < GR_REACH_MAX; k++) {
        w0[k] = _mm512_loadu_si512((const void *)want[k < nw ? k : 0]);
        w1[k] = _mm512_loadu_si512((const void *)(want[k < nw ? k : 0] + 32));
        open0[k] = open1[k] = ~(__mmask32)0;
    }
    for (i = 0; i < n; i++) {
        __m512i v = _mm512_set1_epi16((short)p[i].value);
        __m512i x0 = _mm512_xor_si512(_mm512_loadu_si512((const void *)(at - p[i].heap)), v);
        __m512i x1 = _mm512_xor_si512(_mm512_loadu_si512((const void *)(at - p[i].heap + 32)), v);
        for (k = 0; k < GR_REACH_MAX; k++)
            if (k < nw) {
                open0[k] = _mm512_mask_cmpneq_epu16_mask(open0[k], x0, w0[k]);
                open1[k] = _mm512_mask_cmpneq_epu16_mask(open1[k], x1, w1[k]);
            }
    }
    for (k = 0; k < nw; k++)
        hit[k] = (uint64_t)(uint32_t)~open0[k] | (uint64_t)(uint32_t)~open1[k] << 32;
}

/* The same for a table of bytes: the 64 heaps in one step. */
__attribute__((target("avx512f,avx512bw"))) static void reach8_64(
    const uint8_t *g, uint64_t m, const gr_part *p, size_t n,
    const uint16_t want[][GR_REACH_LANES], unsigned nw, uint64_t *hit)
{
    __m512i w[GR_REACH_MAX];
    __mmask64 open[GR_REACH_MAX];
    uint64_t big[GR_REACH_MAX];   /* wanted values of 256 or more: never reached */
    uint8_t b[GR_REACH_LANES];
    size_t i;
    unsigned j, k;

    for (k = 0; k < GR_REACH_MAX; k++) {
        const uint16_t *v = want[k < nw ? k : 0];
        for (big[k] = 0, j = 0; j < GR_REACH_LANES; j++) {
            b[j] = (uint8_t)v[j];
            big[k] |= (uint64_t)(v[j] >= 256) << j;
        }
        w[k] = _mm512_loadu_si512((const void *)b);
        open[k] = ~(__mmask64)0;
    }
    for (i = 0; i < n; i++) {
        __m512i x = _mm512_xor_si512(_mm512_loadu_si512((const void *)(g + m - p[i].heap)),
                                     _mm512_set1_epi8((char)p[i].value));
        for (k = 0; k < GR_REACH_MAX; k++)
            if (k < nw)
                open[k] = _mm512_mask_cmpneq_epu8_mask(open[k], x, w[k]);
    }
    for (k = 0; k < nw; k++)
        hit[k] = ~(uint64_t)open[k] & ~big[k];
}

/* Bit i: row[v + i] is set, 64 bytes an instruction. */
__attribute__((target("avx512f,avx512bw"))) static inline uint64_t row64(const uint8_t *row,
                                                                        unsigned v)
{
    __m512i x = _mm512_loadu_si512((const void *)(row + v));

    return (uint64_t)_mm512_test_epi8_mask(x, x);
}

__attribute__((target("avx512f,avx512bw"))) static unsigned free_common_512(
    const uint8_t *row, const uint8_t *packed, size_t tlen, unsigned m, unsigned limit,
    uint16_t *out, unsigned max)
{
    return free_common(row, packed, tlen, m, limit, out, max, row64);
}

unsigned gr_free_common(const uint8_t *row, const uint8_t *packed, size_t tlen, unsigned m,
                        unsigned limit, uint16_t *out, unsigned max, int plain)
{
    if (plain || !gr_reach_fast())
        return free_common(row, packed, tlen, m, limit, out, max, row64_plain);
    return free_common_512(row, packed, tlen, m, limit, out, max);
}

void gr_reach_8(const uint8_t *g, uint64_t m, const gr_part *p, size_t n,
                const uint16_t want[][GR_REACH_LANES], unsigned nw, uint64_t *hit, int plain)
{
    if (plain || !gr_reach_fast())
        reach_plain((const char *)g, 1, m, p, n, want, nw, hit);
    else
        reach8_64(g, m, p, n, want, nw, hit);
}

void gr_reach_16(const uint16_t *g, uint64_t m, const gr_part *p, size_t n,
                 const uint16_t want[][GR_REACH_LANES], unsigned nw, uint64_t *hit, int plain)
{
    if (plain || !gr_reach_fast()) {
        reach_plain((const char *)g, 2, m, p, n, want, nw, hit);
        return;
    }
    reach16_64(g, m, p, n, want, nw, hit);
}

#else /* no AVX2: one split at a time (the sparse method does not call these) */

static uint64_t repeat_any(const char *g, unsigned size, uint64_t last, uint64_t lo,
                           uint64_t hi, int saltus)
{
    return repeat_plain(g, size, last, lo, hi, saltus);
}

int gr_find_fast(void)
{
    return 0;
}

void gr_pack_bits(const uint8_t *bytes, size_t n, uint8_t *bits)
{
    pack_plain(bytes, 0, n, bits);
}

int gr_reach_fast(void)
{
    return 0;
}

void gr_reach_8(const uint8_t *g, uint64_t m, const gr_part *p, size_t n,
                const uint16_t want[][GR_REACH_LANES], unsigned nw, uint64_t *hit, int plain)
{
    (void)plain;
    reach_plain((const char *)g, 1, m, p, n, want, nw, hit);
}

void gr_reach_16(const uint16_t *g, uint64_t m, const gr_part *p, size_t n,
                 const uint16_t want[][GR_REACH_LANES], unsigned nw, uint64_t *hit, int plain)
{
    (void)plain;
    reach_plain((const char *)g, 2, m, p, n, want, nw, hit);
}

unsigned gr_free_common(const uint8_t *row, const uint8_t *packed, size_t tlen, unsigned m,
                        unsigned limit, uint16_t *out, unsigned max, int plain)
{
    (void)plain;
    return free_common(row, packed, tlen, m, limit, out, max, row64_plain);
}

/* The value of split a + (m - a) of a table of `size`-byte values. */
static unsigned split_value(const void *g, unsigned size, uint64_t m, uint64_t a)
{
    if (size == 1)
        return (unsigned)(((const uint8_t *)g)[a] ^ ((const uint8_t *)g)[m - a]);
    return (unsigned)(((const uint16_t *)g)[a] ^ ((const uint16_t *)g)[m - a]);
}

/* The first a whose split has a value among w[0..nw), or hi. */
static uint64_t find(const void *g, unsigned size, uint64_t m, uint64_t lo, uint64_t hi,
                     const uint16_t *w, unsigned nw)
{
    uint64_t a;
    unsigned i, v;

    for (a = lo; a < hi; a++)
        for (v = split_value(g, size, m, a), i = 0; i < nw; i++)
            if (w[i] == v)
                return a;
    return a;
}

uint64_t gr_find_8(const uint8_t *g, uint64_t m, uint64_t lo, uint64_t hi, const uint16_t *w,
                   unsigned nw)
{
    return find(g, 1, m, lo, hi, w, nw);
}

uint64_t gr_find_16(const uint16_t *g, uint64_t m, uint64_t lo, uint64_t hi, const uint16_t *w,
                    unsigned nw)
{
    return find(g, 2, m, lo, hi, w, nw);
}

#endif

uint64_t gr_repeat_8(const uint8_t *g, uint64_t last, uint64_t lo, uint64_t hi, int saltus)
{
    return repeat_any((const char *)g, 1, last, lo, hi, saltus);
}

uint64_t gr_repeat_16(const uint16_t *g, uint64_t last, uint64_t lo, uint64_t hi, int saltus)
{
    return repeat_any((const char *)g, 2, last, lo, hi, saltus);
}
