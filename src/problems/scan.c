/*
** scan.c - the contest formats' number reader: read() buffers that fit in
** the L2 cache, runs of plain numbers to the block parser (scan_block.c),
** numbers of 17 to 20 digits (random 64-bit values) to its word-at-a-time way,
** and a careful digit loop over a NUL sentinel for everything else: buffer
** ends, long numbers, errors with their line and column.
*/
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/i18n.h"
#include "scan.h"
#include "scan_block.h"

#define SCAN_KEEP 64          /* a token longer than this may straddle a refill */

int scan_open(scanner *s, int fd)
{
    memset(s, 0, sizeof *s);
    s->fd = fd;
    s->cap = SCAN_CHUNK;
    s->buf = malloc(SCAN_BLOCK_FRONT + s->cap + 1);
    if (s->buf == NULL)
        return GR_ENOMEM;
    memset(s->buf, '0', SCAN_BLOCK_FRONT);   /* read (and masked off) by the block parser */
    s->buf += SCAN_BLOCK_FRONT;
    s->p = s->end = s->buf;
    *s->end = '\0';
    s->line = 1;
    return GR_OK;
}

void scan_close(scanner *s)
{
    if (s->buf != NULL)
        free(s->buf - SCAN_BLOCK_FRONT);
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
    if (s->base == 0 && keep == 0 && n >= 3 && memcmp(s->buf, "\xEF\xBB\xBF", 3) == 0) {
        s->p += 3;             /* a UTF-8 byte-order mark opens the input: skip it */
        s->line_start = 3;     /* columns count from after it */
    }
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

/* The word at s->p, for an error message (at most 24 bytes); or, when a
** byte 0 ends or is in it, that byte: the input is not text (the word as
** printed would stop there, and the reason would be wrong). */
static int scan_bad_word(scanner *s, int code, const char *why, gr_error *err)
{
    const char *q = s->p;
    int n = 0;

    while (q + n < s->end && !is_space(q[n]) && n < 24) {
        if (q[n] == '\0') {
            gr_error_set(err, GR_EINPUT, "a NUL byte (this is not a line of text)");
            scan_locate(s, q + n, err);
            return GR_EINPUT;
        }
        n++;
    }
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
            return scan_bad_word(s, GR_ERANGE, _("is too large (more than 64 bits)"), err);
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
        gr_error_set(err, GR_EINPUT, "unexpected end of input: expected %s", gr_tr(what));
        scan_locate(s, s->end, err);
        return GR_EINPUT;
    }
    start = q = s->p;
    v = (unsigned)(*q - '0');
    if (v > 9)
        return scan_bad_word(s, GR_EINPUT, *q == '-' && (unsigned)(q[1] - '0') < 10 ?
                             _("is negative: expected a whole number of 0 or more") :
                             _("is not a number"), err);
    for (;;) {
        for (q++; (d = (unsigned)(*q - '0')) < 10; q++)
            v = v * 10 + d;
        if (q < s->end || s->eof || s->failed)
            break;
        /* the digits run to the end of what is buffered (a pipe may give a
        ** few bytes at a time): read more, unless the word fills the buffer */
        if ((size_t)(q - start) + 1 >= s->cap)
            return scan_bad_word(s, GR_EINPUT, _("is too long for a number"), err);
        s->p = (char *)start;
        scan_fill(s);
        q = s->p + (q - start) - 1;   /* the last digit read, at its new place */
        start = s->p;
    }
    if (s->failed)
        return gr_error_set(err, GR_EIO, "cannot read the input: %s", strerror(errno));
    if (q < s->end && !is_space(*q)) {
        s->p = (char *)start;
        return scan_bad_word(s, GR_EINPUT, _("is not a number"), err);
    }
    if (q - start >= 20)
        return scan_long(s, start, q, out, err);
    s->p = (char *)q;
    *out = v;
    return GR_OK;
}

/* Reads numbers with a fast path of scan_block.c (scan_block_numbers, or
** scan_block_words) from s->p (a digit) on, up to room. */
static size_t scan_fast(scanner *s, uint64_t *out, size_t room,
                        size_t (*path)(scan_run *, uint64_t *, size_t))
{
    scan_run r;
    size_t n;

    r.p = s->p;
    r.end = s->end;
    r.lines = 0;
    r.line_start = NULL;
    n = path(&r, out, room);
    if (r.lines != 0) {
        s->line += r.lines;
        s->line_start = s->base + (uint64_t)(r.line_start - s->buf);
    }
    s->p = (char *)r.p;
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
        if (s->end - s->p >= 32 && (unsigned)(s->p[16] - '0') < 10 &&
            (got = scan_fast(s, out + i, max - i, scan_block_words)) > 0) {
            i += got;      /* 17 to 20 digits, which blocks do not take */
            continue;
        }
        if (s->end - s->p >= SCAN_BLOCK_SIZE && (unsigned)(*s->p - '0') < 10 &&
            (got = scan_fast(s, out + i, max - i, scan_block_numbers)) > 0) {
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
    return scan_bad_word(s, GR_EINPUT, _("is extra input after the last case"), err);
}

void scan_place_next(scanner *s, scan_place *at)
{
    if (scan_skip(s)) {
        at->line = s->line;
        at->column = s->base + (uint64_t)(s->p - s->buf) - s->line_start + 1;
    }
}

int scan_u64_at(scanner *s, uint64_t *out, const char *what, scan_place *at, gr_error *err)
{
    scan_place_next(s, at);
    return scan_u64(s, out, what, err);
}

int scan_blame(const scan_place *at, gr_error *err)
{
    snprintf(err->where, sizeof err->where, "line %llu, column %llu",
             (unsigned long long)at->line, (unsigned long long)at->column);
    return err->code;
}
