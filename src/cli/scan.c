/*
** scan.c - the contest formats' number reader: large read() buffers, a plain
** digit loop over a NUL sentinel, and line counting only when a buffer is
** recycled, so that reading runs close to memory speed.
*/
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "scan.h"
#include "debug.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#define SCAN_CHUNK (1u << 20)
#define SCAN_KEEP 64          /* a token longer than this may straddle a refill */
#define BLOCK_NEED 96         /* bytes scan_block may read: 64 + a number's 16 + 16 */

int scan_open(scanner *s, int fd)
{
    memset(s, 0, sizeof *s);
    s->fd = fd;
    s->cap = SCAN_CHUNK;
    s->buf = malloc(s->cap + 1);
    if (s->buf == NULL)
        return GR_ENOMEM;
    s->p = s->end = s->buf;
    *s->end = '\0';
    s->line = 1;
    return GR_OK;
}

void scan_close(scanner *s)
{
    free(s->buf);
    s->buf = NULL;
}

/* Moves the unread bytes to the front and reads more. Returns the number
** of bytes added (0 at the end of input or on failure). */
static size_t scan_fill(scanner *s)
{
    size_t keep = (size_t)(s->end - s->p);
    ssize_t n;

    if (s->eof || s->failed)
        return 0;
    s->base += (uint64_t)(s->p - s->buf);
    memmove(s->buf, s->p, keep);
    s->p = s->buf;
    s->end = s->buf + keep;
    do
        n = read(s->fd, s->end, s->cap - keep);
    while (n < 0 && errno == EINTR);
    if (n <= 0) {
        s->eof = n == 0;
        s->failed = n < 0;
        *s->end = '\0';
        return 0;
    }
    s->end += n;
    *s->end = '\0';
    return (size_t)n;
}

void scan_locate(const scanner *s, const char *q, gr_error *err)
{
    uint64_t at = s->base + (uint64_t)(q - s->buf);

    snprintf(err->where, sizeof err->where, "line %llu, column %llu",
             (unsigned long long)s->line, (unsigned long long)(at - s->line_start + 1));
}

static int is_space(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f';
}

/* Skips white space in the buffer, counting lines. */
static void scan_blanks(scanner *s)
{
    char *p = s->p;

    for (; is_space(*p); p++)
        if (*p == '\n') {
            s->line++;
            s->line_start = s->base + (uint64_t)(p + 1 - s->buf);
        }
    s->p = p;
}

/* Skips white space, refilling as needed; returns 0 at the end of input.
** On return at least SCAN_KEEP bytes are buffered, or all that is left. */
static int scan_skip(scanner *s)
{
    for (;;) {
        scan_blanks(s);
        if (s->end - s->p >= SCAN_KEEP)
            return 1;
        if (scan_fill(s) == 0) {
            scan_blanks(s);
            return s->p < s->end;
        }
    }
}

int scan_at_end(scanner *s)
{
    return !scan_skip(s);
}

/* The word at s->p, for an error message (at most 24 bytes). */
static int scan_bad_word(scanner *s, int code, const char *why, gr_error *err)
{
    const char *q = s->p;
    int n = 0;

    while (q + n < s->end && !is_space(q[n]) && n < 24)
        n++;
    gr_error_set(err, code, "'%.*s'%s %s", n, q, q + n < s->end && !is_space(q[n]) ?
                 "..." : "", why);
    scan_locate(s, q, err);
    return code;
}

/* Slow path: a number of 20 or more digits (maybe leading zeros). */
static int scan_long(scanner *s, const char *start, const char *stop, uint64_t *out,
                     gr_error *err)
{
    uint64_t v = 0;
    const char *q;

    for (q = start; q < stop; q++) {
        unsigned d = (unsigned)(*q - '0');
        if (v > (UINT64_MAX - d) / 10) {
            s->p = (char *)start;
            return scan_bad_word(s, GR_ERANGE, "is too large (more than 64 bits)", err);
        }
        v = v * 10 + d;
    }
    *out = v;
    s->p = (char *)stop;
    return GR_OK;
}

int scan_u64(scanner *s, uint64_t *out, const char *what, gr_error *err)
{
    const char *start, *q;
    uint64_t v;
    unsigned d;

    if (!scan_skip(s)) {
        if (s->failed)
            return gr_error_set(err, GR_EIO, "cannot read the input: %s", strerror(errno));
        gr_error_set(err, GR_EINPUT, "unexpected end of input: expected %s", what);
        scan_locate(s, s->end, err);
        return GR_EINPUT;
    }
    start = q = s->p;
    v = (unsigned)(*q - '0');
    if (v > 9)
        return scan_bad_word(s, GR_EINPUT, *q == '-' ? "is negative: expected a count of 0 "
                             "or more" : "is not a number", err);
    for (q++; (d = (unsigned)(*q - '0')) < 10; q++)
        v = v * 10 + d;
    if (q == s->end && !s->eof)   /* the word fills the whole look-ahead */
        return scan_bad_word(s, GR_EINPUT, "is too long for a number", err);
    if (q < s->end && !is_space(*q)) {
        s->p = (char *)start;
        return scan_bad_word(s, GR_EINPUT, "is not a number", err);
    }
    if (q - start >= 20)
        return scan_long(s, start, q, out, err);
    s->p = (char *)q;
    *out = v;
    return GR_OK;
}

/* The value of the first n (1..8) digit bytes of w. */
static uint64_t swar_value(uint64_t w, unsigned n)
{
    uint64_t v = (w ^ 0x3030303030303030ull) << (8 * (8 - n));

    v = (v * 10 + (v >> 8)) & 0x00FF00FF00FF00FFull;
    v = (v * 100 + (v >> 16)) & 0x0000FFFF0000FFFFull;
    v = (v * 10000 + (v >> 32)) & 0xFFFFFFFFull;
    return v;
}

/* The value of the n (1..16) digits at p, 8 bytes readable past them. */
static uint64_t block_number(const char *p, unsigned n)
{
    uint64_t w, w2;

    memcpy(&w, p, 8);
    if (n <= 8)
        return swar_value(w, n);
    memcpy(&w2, p + n - 8, 8);
    if (n == 9)   /* the most common long case: one leading digit */
        return (uint64_t)(*p - '0') * 100000000u + swar_value(w2, 8);
    return swar_value(w, n - 8) * 100000000u + swar_value(w2, 8);
}

/* Masks of the 64 bytes at p: digits, white space, newlines (bit i: p[i]). */
typedef struct block {
    uint64_t digit, space, newline;
} block;

#ifdef __SSE2__
static uint64_t block_bits(__m128i m)
{
    return (uint64_t)(unsigned)_mm_movemask_epi8(m);
}

static void block_scan(const char *p, block *b)
{
    const __m128i zero = _mm_set1_epi8('0'), nine = _mm_set1_epi8(9);
    const __m128i tab = _mm_set1_epi8('\t'), four = _mm_set1_epi8(4);
    int k;

    b->digit = b->space = b->newline = 0;
    for (k = 0; k < 4; k++) {
        __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(p + 16 * k));
        __m128i d = _mm_sub_epi8(v, zero);     /* digits become 0..9 */
        __m128i c = _mm_sub_epi8(v, tab);      /* \t \n \v \f \r become 0..4 */
        __m128i is_digit = _mm_cmpeq_epi8(_mm_min_epu8(d, nine), d);
        __m128i is_ctl = _mm_cmpeq_epi8(_mm_min_epu8(c, four), c);
        __m128i is_space = _mm_or_si128(is_ctl, _mm_cmpeq_epi8(v, _mm_set1_epi8(' ')));
        b->digit |= block_bits(is_digit) << (16 * k);
        b->space |= block_bits(is_space) << (16 * k);
        b->newline |= block_bits(_mm_cmpeq_epi8(v, _mm_set1_epi8('\n'))) << (16 * k);
    }
}
#else
static void block_scan(const char *p, block *b)
{
    int k;

    b->digit = b->space = b->newline = 0;
    for (k = 0; k < 64; k++) {
        b->digit |= (uint64_t)((unsigned)(p[k] - '0') < 10) << k;
        b->space |= (uint64_t)is_space(p[k]) << k;
        b->newline |= (uint64_t)(p[k] == '\n') << k;
    }
}
#endif

/* Reads the numbers lying wholly in the 64 bytes at s->p (a digit there,
** BLOCK_NEED bytes readable), up to room of them; stops before anything
** that needs the careful path (a long number, a stray character). Returns
** how many were read. */
static size_t scan_block(scanner *s, uint64_t *out, size_t room)
{
    const char *p = s->p;
    uint64_t starts, junk, nl;
    unsigned stop, pos;
    size_t n = 0;
    block b;

    gr_assert(s->end - s->p >= BLOCK_NEED && (unsigned)(*p - '0') < 10);
    block_scan(p, &b);
    starts = b.digit & ~(b.digit << 1);
    junk = ~(b.digit | b.space);
    stop = junk ? (unsigned)__builtin_ctzll(junk) : 64;
    for (; starts != 0; starts &= starts - 1) {
        unsigned st = (unsigned)__builtin_ctzll(starts);
        uint64_t after = ~b.digit >> st;
        unsigned len = after ? (unsigned)__builtin_ctzll(after) : 64;
        if (st + len >= stop || len > 16 || n == room)
            break;   /* runs past the block or into a stray byte, long, or no room */
        out[n++] = block_number(p + st, len);
    }
    /* consumed: up to the next number left for later, or to the stray byte */
    pos = starts != 0 && (unsigned)__builtin_ctzll(starts) < stop
        ? (unsigned)__builtin_ctzll(starts) : stop;
    nl = pos ? b.newline & (~0ull >> (64 - pos)) : 0;
    if (nl != 0) {
        s->line += (uint64_t)__builtin_popcountll(nl);
        s->line_start = s->base + (uint64_t)(p - s->buf) + 64 - (unsigned)__builtin_clzll(nl);
    }
    s->p += pos;
    return n;
}

int scan_u64s(scanner *s, uint64_t *out, size_t max, size_t *count, const char *what,
              gr_error *err)
{
    size_t i = 0, got;
    int rc = GR_OK;

    while (i < max) {
        if (is_space(*s->p))
            scan_blanks(s);
        if (s->end - s->p >= BLOCK_NEED && (unsigned)(*s->p - '0') < 10 &&
            (got = scan_block(s, out + i, max - i)) > 0) {
            i += got;
            continue;
        }
        /* near the end of the buffer, long, or not a number: the careful way */
        if ((rc = scan_u64(s, &out[i], what, err)) != GR_OK)
            break;
        i++;
    }
    *count = i;
    return i == max ? GR_OK : rc;
}

int scan_extra(scanner *s, gr_error *err)
{
    return scan_bad_word(s, GR_EINPUT, "is extra input after the last case", err);
}

int scan_u64_at(scanner *s, uint64_t *out, const char *what, scan_place *at, gr_error *err)
{
    if (scan_skip(s)) {
        at->line = s->line;
        at->column = s->base + (uint64_t)(s->p - s->buf) - s->line_start + 1;
    }
    return scan_u64(s, out, what, err);
}

int scan_blame(const scan_place *at, gr_error *err)
{
    snprintf(err->where, sizeof err->where, "line %llu, column %llu",
             (unsigned long long)at->line, (unsigned long long)at->column);
    return err->code;
}
