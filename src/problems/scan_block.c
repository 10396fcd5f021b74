/*
** scan_block.c - the scanner's fast path: a 64-byte block at a time, the
** starts and ends of its digit runs from bit masks, each number converted
** without a digit loop; an AVX2 path chosen at run time, SSE2 or portable
** code elsewhere; and numbers of up to 20 digits one word at a time (random
** 64-bit values, too long for the blocks).
*/
#include <string.h>

#include "scan_block.h"
#include "base/debug.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__GNUC__)
#define SCAN_X86 1   /* the AVX2 path can be built (and chosen at run time) */
#include <immintrin.h>
#endif

/* For the small functions of the inner loops, which each caller needs as
** its own copy (with its masks, and its instruction set). */
#define INLINE static inline __attribute__((always_inline))

/* Masks of the 64 bytes of a block (bit i: byte i). */
typedef struct block {
    uint64_t digit;     /* '0'..'9' */
    uint64_t ok;        /* a digit or a blank */
    uint64_t newline;
} block;

#define ONES 0x0101010101010101ull
#define HIGHS 0x8080808080808080ull

/* The 8 bytes at p, the first in the low byte. */
INLINE uint64_t load8(const char *p)
{
    uint64_t w;

    memcpy(&w, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    w = __builtin_bswap64(w);
#endif
    return w;
}

/* The high bit of each byte of w that is below n (1..128), exactly: no
** carry crosses a byte. */
INLINE uint64_t bytes_below(uint64_t w, unsigned n)
{
    return ~(((w & ~HIGHS) + ONES * (128 - n)) | w) & HIGHS;
}

/* Bit k set when byte k of h has its high bit set (h has no other bits):
** the multiplier moves the 8 bits side by side without carries. */
INLINE uint64_t gather8(uint64_t h)
{
    return ((h >> 7) * 0x0102040810204080ull) >> 56;
}

/* Masks 8 bytes at a time with plain integer arithmetic (SWAR). */
INLINE void masks_portable(const char *p, block *b)
{
    int k;

    b->digit = b->ok = b->newline = 0;
    for (k = 0; k < 64; k += 8) {
        uint64_t w = load8(p + k);
        uint64_t digit = bytes_below(w ^ ONES * '0', 10);
        uint64_t blank = bytes_below(w ^ ONES * ' ', 1) |
                         (bytes_below(w, '\r' + 1) & ~bytes_below(w, '\t'));
        b->digit |= gather8(digit) << k;
        b->ok |= gather8(digit | blank) << k;
        b->newline |= gather8(bytes_below(w ^ ONES * '\n', 1)) << k;
    }
}

#ifdef __SSE2__
static uint64_t bits16(__m128i m)
{
    return (uint64_t)(unsigned)_mm_movemask_epi8(m);
}

INLINE void masks_sse2(const char *p, block *b)
{
    const __m128i zero = _mm_set1_epi8('0'), nine = _mm_set1_epi8(9);
    const __m128i tab = _mm_set1_epi8('\t'), four = _mm_set1_epi8(4);
    const __m128i space = _mm_set1_epi8(' '), newline = _mm_set1_epi8('\n');
    int k;

    b->digit = b->ok = b->newline = 0;
#pragma GCC unroll 4
    for (k = 0; k < 4; k++) {
        __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(p + 16 * k));
        __m128i d = _mm_sub_epi8(v, zero);     /* digits become 0..9 */
        __m128i c = _mm_sub_epi8(v, tab);      /* \t \n \v \f \r become 0..4 */
        __m128i is_digit = _mm_cmpeq_epi8(_mm_min_epu8(d, nine), d);
        __m128i is_ctl = _mm_cmpeq_epi8(_mm_min_epu8(c, four), c);
        __m128i is_ok = _mm_or_si128(_mm_or_si128(is_digit, is_ctl), _mm_cmpeq_epi8(v, space));
        b->digit |= bits16(is_digit) << (16 * k);
        b->ok |= bits16(is_ok) << (16 * k);
        b->newline |= bits16(_mm_cmpeq_epi8(v, newline)) << (16 * k);
    }
}
#endif

/* Bit i set when a run of 17 or more digits starts at byte i. */
static uint64_t long_runs(uint64_t d)
{
    uint64_t r = d & (d >> 1);   /* runs of 2 */

    r &= r >> 2;
    r &= r >> 4;
    r &= r >> 8;                 /* runs of 16 */
    return r & (d >> 16);
}

/* Whether the fast path may read the block: only digits and blanks, and no
** number too long for it. */
static int block_plain(const block *b)
{
    return ~b->ok == 0 && long_runs(b->digit) == 0;
}

/* Adds the newlines among the first `adv` bytes of the block at q. */
static void count_lines(scan_run *r, const char *q, uint64_t newline, unsigned adv)
{
    if (adv < 64)
        newline &= (1ull << adv) - 1;
    if (newline != 0) {
        r->lines += (uint64_t)__builtin_popcountll(newline);
        r->line_start = q + 64 - __builtin_clzll(newline);
    }
}

/* The value of 8 digits (0..9 each, the first in the low byte). */
static uint64_t swar8(uint64_t v)
{
    v = (v * 10 + (v >> 8)) & 0x00FF00FF00FF00FFull;
    v = (v * 100 + (v >> 16)) & 0x0000FFFF0000FFFFull;
    return (v * 10000 + (v >> 32)) & 0xFFFFFFFFull;
}

/* The value of the len (1..16) digits just before term (the 16 bytes
** before term are readable). */
INLINE uint64_t swar_number(const char *term, unsigned len)
{
    const uint64_t zeros = 0x3030303030303030ull;
    uint64_t lo, hi;

    lo = load8(term - 8) ^ zeros;
    if (len <= 8)
        return swar8(lo & (~0ull << (8 * (8 - len))));
    if (len == 9)   /* the most common long case: one leading digit */
        return (uint64_t)(term[-9] - '0') * 100000000u + swar8(lo);
    hi = (load8(term - 16) ^ zeros) & (~0ull << (8 * (16 - len)));
    return swar8(hi) * 100000000u + swar8(lo);
}

/* Whether c is a blank: space, \t, \n, \v, \f or \r. */
INLINE int blank(char c)
{
    return c == ' ' || (unsigned)(c - '\t') <= '\r' - '\t';
}

size_t scan_block_words(scan_run *r, uint64_t *out, size_t room)
{
    const uint64_t zeros = ONES * '0';
    const char *p = r->p, *end = r->end;
    uint64_t mask, head, tail;
    size_t n = 0, len;

    while (n < room && end - p >= 32) {
        /* the digits from p: a run of 1 to 20, then a blank */
        mask = gather8(bytes_below(load8(p) ^ zeros, 10)) |
               gather8(bytes_below(load8(p + 8) ^ zeros, 10)) << 8 |
               gather8(bytes_below(load8(p + 16) ^ zeros, 10)) << 16;
        len = (size_t)__builtin_ctzll(~mask);
        if (len == 0 || len > 20 || !blank(p[len]))
            break;
        if (len <= 16) {
            out[n] = swar_number(p + len, (unsigned)len);
        } else {
            /* the len - 16 leading digits moved to the top of a word, over zeros */
            head = swar8((load8(p) ^ zeros) << (8 * (24 - len)));
            tail = swar8(load8(p + len - 16) ^ zeros) * 100000000u +
                   swar8(load8(p + len - 8) ^ zeros);
            if (head > 1844 || (head == 1844 && tail > 6744073709551615u))
                break;   /* past 2^64 - 1 = 1844 6744073709551615 */
            out[n] = head * 10000000000000000u + tail;
        }
        n++;
        for (p += len; p < end && blank(*p); p++)
            if (*p == '\n') {
                r->lines++;
                r->line_start = p + 1;
            }
    }
    r->p = p;
    return n;
}

/* Reads blocks from r->p on with the given masks, one number at a time, up
** to room numbers. Inlined in each caller, with its masks. */
INLINE size_t walk(scan_run *r, uint64_t *out, size_t room,
                   void (*masks)(const char *, block *))
{
    const char *q = r->p;
    size_t n = 0;
    block b;

    while (r->end - q >= SCAN_BLOCK_SIZE && n < room) {
        uint64_t starts, ends;
        unsigned adv = 64;
        masks(q, &b);
        if (!block_plain(&b))
            break;
        starts = b.digit & ~(b.digit << 1);
        ends = ~b.digit & (b.digit << 1);   /* the byte after each number */
        for (; ends != 0 && n < room; ends &= ends - 1, starts &= starts - 1) {
            unsigned st = (unsigned)__builtin_ctzll(starts);
            unsigned en = (unsigned)__builtin_ctzll(ends);
            out[n++] = swar_number(q + en, en - st);
        }
        if (starts != 0)   /* the next number: read, or left for the next block */
            adv = (unsigned)__builtin_ctzll(starts);
        count_lines(r, q, b.newline, adv);
        q += adv;
    }
    r->p = q;
    return n;
}

static size_t walk_portable(scan_run *r, uint64_t *out, size_t room)
{
    return walk(r, out, room, masks_portable);
}

#ifdef __SSE2__
static size_t walk_sse2(scan_run *r, uint64_t *out, size_t room)
{
    return walk(r, out, room, masks_sse2);
}
#endif

#ifdef SCAN_X86
#define AVX2 __attribute__((target("avx2,bmi,popcnt")))

/* The masks of the 32 bytes at p, in the low halves of b's; *ok: bytes
** that are digits or blanks. */
AVX2 static void half_avx2(const char *p, block *b, __m256i *ok)
{
    const __m256i zero = _mm256_set1_epi8('0'), nine = _mm256_set1_epi8(9);
    /* blank[c & 15] == c exactly for the six blanks (their low nibbles differ) */
    const __m256i blank = _mm256_setr_epi8(' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ', '\t',
        '\n', '\v', '\f', '\r', ' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ', '\t',
        '\n', '\v', '\f', '\r', ' ', ' ');
    __m256i v = _mm256_loadu_si256((const __m256i *)(const void *)p);
    __m256i d = _mm256_sub_epi8(v, zero);
    __m256i is_digit = _mm256_cmpeq_epi8(_mm256_min_epu8(d, nine), d);

    *ok = _mm256_or_si256(is_digit, _mm256_cmpeq_epi8(_mm256_shuffle_epi8(blank, v), v));
    b->digit = (uint32_t)_mm256_movemask_epi8(is_digit);
    b->newline = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(v, _mm256_set1_epi8('\n')));
}

/* The block's masks; b->ok is all ones when every byte is a digit or a
** blank, else 0. */
AVX2 static void masks_avx2(const char *p, block *b)
{
    __m256i ok_low, ok_high, ok;
    block high;

    half_avx2(p, b, &ok_low);
    half_avx2(p + 32, &high, &ok_high);
    b->digit |= high.digit << 32;
    b->newline |= high.newline << 32;
    ok = _mm256_and_si256(ok_low, ok_high);
    b->ok = _mm256_testc_si256(ok, _mm256_set1_epi8(-1)) ? ~0ull : 0;
}

/* 16 zero bytes then 32 of 0xFF: the 16 at `len` keep the last len bytes. */
static const unsigned char keep_last[48] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
};

/* The 16 bytes before term: its digits, if len (0..16) of them; more than
** 16 give some number. */
AVX2 static __m128i simd_digits(const char *term, unsigned len)
{
    __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(term - 16));
    __m128i keep = _mm_loadu_si128((const __m128i *)(const void *)(keep_last + (len & 31)));

    return _mm_and_si128(_mm_sub_epi8(v, _mm_set1_epi8('0')), keep);
}

/* The values of two numbers of 16 digits each (leading zeros) in the two
** halves of v, stored to out[0] and out[1]. */
AVX2 static void simd_values(__m256i v, uint64_t *out)
{
    v = _mm256_maddubs_epi16(v, _mm256_set1_epi16(1 << 8 | 10));   /* 8 x 2 digits */
    v = _mm256_madd_epi16(v, _mm256_set1_epi32(1 << 16 | 100));     /* 4 x 4 */
    v = _mm256_packus_epi32(v, v);
    v = _mm256_madd_epi16(v, _mm256_set1_epi32(1 << 16 | 10000));   /* 2 x 8 */
    v = _mm256_add_epi64(_mm256_mul_epu32(v, _mm256_set1_epi64x(100000000)),
                         _mm256_srli_epi64(v, 32));
    v = _mm256_permute4x64_epi64(v, 2 << 2);   /* the two values side by side */
    _mm_storeu_si128((__m128i *)(void *)out, _mm256_castsi256_si128(v));
}

/* Takes the next number of a block from its masks: its end and length. */
AVX2 static __m128i simd_next(const char *q, uint64_t *starts, uint64_t *ends)
{
    unsigned st = (unsigned)_tzcnt_u64(*starts), en = (unsigned)_tzcnt_u64(*ends);

    *starts &= *starts - 1;
    *ends &= *ends - 1;
    return simd_digits(q + en, en - st);
}

/* Writes the block's numbers to out, 2 at a time: as many as ends has bits,
** and one more with no meaning when that is odd (up to 32 in all). */
AVX2 static void convert_avx2(const char *q, uint64_t starts, uint64_t ends, uint64_t *out)
{
    while (ends != 0) {
        __m128i a = simd_next(q, &starts, &ends), b = simd_next(q, &starts, &ends);
        simd_values(_mm256_inserti128_si256(_mm256_castsi128_si256(a), b, 1), out);
        out += 2;
    }
}

/* Reads blocks from r->p on, two numbers at a time, while 32 more fit in
** room; the rest one at a time. */
AVX2 static size_t walk_avx2(scan_run *r, uint64_t *out, size_t room)
{
    const char *q = r->p, *end = r->end;
    size_t n = 0;
    block b;

    while (end - q >= SCAN_BLOCK_SIZE && room - n >= 32) {
        uint64_t ends;
        unsigned adv;
        masks_avx2(q, &b);
        if (!block_plain(&b))
            break;
        /* on to the start of the digits running into the next block, if any
        ** (a plain block has a non-digit) */
        adv = 64 - (unsigned)__builtin_clzll(~b.digit);
        if (b.newline != 0)
            count_lines(r, q, b.newline, adv);
        ends = ~b.digit & (b.digit << 1);
        convert_avx2(q, b.digit & ~(b.digit << 1), ends, out + n);
        n += (unsigned)__builtin_popcountll(ends);
        q += adv;
    }
    r->p = q;
    return n + walk(r, out + n, room - n, masks_sse2);   /* the last few, if room is short */
}

static int have_avx2(void)
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
           __builtin_cpu_supports("popcnt");
}
#endif

typedef size_t walker(scan_run *, uint64_t *, size_t);

static walker *chosen;

/* The best walker this build and machine can run for path, or NULL. */
static walker *walker_for(int path)
{
    switch (path) {
    case SCAN_PATH_PORTABLE:
        return walk_portable;
#ifdef __SSE2__
    case SCAN_PATH_SSE2:
        return walk_sse2;
#endif
#ifdef SCAN_X86
    case SCAN_PATH_AVX2:
        return have_avx2() ? walk_avx2 : NULL;
#endif
    default:
        return NULL;
    }
}

int scan_block_force(int path)
{
    walker *w = walker_for(path);

    if (w != NULL)
        chosen = w;
    return w != NULL;
}

size_t scan_block_numbers(scan_run *r, uint64_t *out, size_t room)
{
    int path;

    gr_assert(r->end - r->p < SCAN_BLOCK_SIZE || (unsigned)(*r->p - '0') < 10);
    for (path = SCAN_PATH_COUNT - 1; chosen == NULL; path--)
        chosen = walker_for(path);
    return chosen(r, out, room);
}
