/*
** buf.c - gr_buf, the growable text buffer every printer writes into.
*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grundy.h"
#include "debug.h"
#include "option_text.h"

_Thread_local int gr_option_text_off;   /* see option_text.h */

/* Makes room for `extra` more bytes plus the terminating NUL. */
static int buf_reserve(gr_buf *b, size_t extra)
{
    size_t need, cap;
    char *data;

    if (b->failed)
        return 0;
    gr_assert(b->len <= b->cap);
    need = b->len + extra + 1;
    if (need <= b->cap)
        return 1;
    cap = b->cap ? b->cap : 64;
    while (cap < need)
        cap *= 2;
    data = realloc(b->data, cap);
    if (data == NULL) {
        b->failed = 1;
        return 0;
    }
    b->data = data;
    b->cap = cap;
    return 1;
}

void gr_buf_putn(gr_buf *b, const char *s, size_t n)
{
    if (!buf_reserve(b, n))
        return;
    if (n > 0)   /* s may be NULL with nothing to copy (an empty buffer's data) */
        memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
}

void gr_buf_puts(gr_buf *b, const char *s)
{
    gr_buf_putn(b, s, strlen(s));
}

void gr_buf_putc(gr_buf *b, char c)
{
    if (!b->failed && b->len + 2 <= b->cap) {   /* room for c and its NUL: usual */
        b->data[b->len++] = c;
        b->data[b->len] = '\0';
        return;
    }
    gr_buf_putn(b, &c, 1);
}

/* The decimal digits of 0..99, two each. */
static const char digit_pairs[201] =
    "00010203040506070809101112131415161718192021222324"
    "25262728293031323334353637383940414243444546474849"
    "50515253545556575859606162636465666768697071727374"
    "75767778798081828384858687888990919293949596979899";

/* Writes the 8 digits of c (below 10^8, leading zeros) to d[0..7]: two
** independent halves of 4 digits, a table read per 2 digits. */
static void eight_digits(char *d, uint32_t c)
{
    uint32_t hi = c / 10000, lo = c % 10000;

    memcpy(d, digit_pairs + 2 * (hi / 100), 2);
    memcpy(d + 2, digit_pairs + 2 * (hi % 100), 2);
    memcpy(d + 4, digit_pairs + 2 * (lo / 100), 2);
    memcpy(d + 6, digit_pairs + 2 * (lo % 100), 2);
}

/* Writes v in decimal to d (room for 20 digits); returns how many. Four
** digits or fewer (most numbers printed) take two table reads; more, chunks
** of 8 digits (32-bit arithmetic), then the leading zeros cut. */
static size_t put_u64(char *d, uint64_t v)
{
    char digits[24];
    size_t i = sizeof digits, n;

    if (v < 10000) {
        n = v < 10 ? 1 : v < 100 ? 2 : v < 1000 ? 3 : 4;
        memcpy(digits, digit_pairs + 2 * (v / 100), 2);
        memcpy(digits + 2, digit_pairs + 2 * (v % 100), 2);
        memcpy(d, digits + 4 - n, n);
        return n;
    }
    while (v >= 100000000u) {
        i -= 8;
        eight_digits(digits + i, (uint32_t)(v % 100000000u));
        v /= 100000000u;
    }
    i -= 8;
    eight_digits(digits + i, (uint32_t)v);
    while (i < sizeof digits - 1 && digits[i] == '0')
        i++;
    memcpy(d, digits + i, sizeof digits - i);
    return sizeof digits - i;
}

void gr_buf_u64(gr_buf *b, uint64_t v)
{
    if (!buf_reserve(b, 20))
        return;
    b->len += put_u64(b->data + b->len, v);
    b->data[b->len] = '\0';
}

void gr_buf_u64s(gr_buf *b, const uint64_t *v, size_t n, char after)
{
    size_t i;

    if (n > (SIZE_MAX - b->len - 1) / 21) {   /* len + 21 n + 1 would not fit a size_t */
        b->failed = 1;
        return;
    }
    if (!buf_reserve(b, 21 * n))
        return;
    for (i = 0; i < n; i++) {
        b->len += put_u64(b->data + b->len, v[i]);
        b->data[b->len++] = after;
    }
    b->data[b->len] = '\0';
}

void gr_buf_printf(gr_buf *b, const char *fmt, ...)
{
    va_list ap;
    int n;

    va_start(ap, fmt);
    n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0 || !buf_reserve(b, (size_t)n))
        return;
    va_start(ap, fmt);
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

void gr_buf_reset(gr_buf *b)
{
    b->len = 0;
    if (b->data != NULL)
        b->data[0] = '\0';
}

const char *gr_buf_str(const gr_buf *b)
{
    return b->data != NULL ? b->data : "";
}

void gr_buf_free(gr_buf *b)
{
    if (b == NULL)
        return;
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
    b->failed = 0;
}
