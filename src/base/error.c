/*
** error.c - filling gr_error: a status code and one line saying what is wrong.
**
** A message must stay one line and keep its reason even when it quotes a
** huge token: the text is formatted here (not by vsnprintf alone), control
** characters in quoted strings become '?', and when the whole line would not
** fit in gr_error.message the quoted strings are abbreviated ("first...last")
** until it does, so the words around them survive.
*/
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grundy.h"
#include "i18n.h"

/* The text being written: up to cap - 1 bytes kept, len counts them all. */
typedef struct sink {
    char *buf;
    size_t cap, len;
} sink;

static void sink_put(sink *s, const char *p, size_t n)
{
    size_t room = s->len + 1 < s->cap ? s->cap - 1 - s->len : 0;

    memcpy(s->buf + s->len, p, n < room ? n : room);
    s->len += n;
}

/* A byte that continues a UTF-8 character (never cut before one). */
static int utf8_continues(unsigned char c)
{
    return (c & 0xC0) == 0x80;
}

/* Writes n bytes of token str, controls as '?', abbreviated to about keep
** bytes ("head...tail") when longer. */
static void put_token(sink *s, const char *str, size_t n, size_t keep)
{
    size_t head = n, tail = n, i;

    if (n > keep) {
        head = keep * 2 / 3;
        tail = n - (keep - head);
        while (head > 0 && utf8_continues((unsigned char)str[head]))
            head--;
        while (tail < n && utf8_continues((unsigned char)str[tail]))
            tail++;
    }
    for (i = 0; i < n; i++) {
        char c = (unsigned char)str[i] < 0x20 || str[i] == 0x7f ? '?' : str[i];
        if (i == head && head < tail) {
            sink_put(s, "...", 3);
            i = tail;
            if (i == n)
                break;
            c = (unsigned char)str[i] < 0x20 || str[i] == 0x7f ? '?' : str[i];
        }
        sink_put(s, &c, 1);
    }
}

/* ---- the arguments, fetched once in the English format's order ----
**
** A translation may number its conversions ("%2$s ... %1$zu") where its
** language puts the arguments in another order. So the arguments are read
** first, by the conversions of the original format (msgid) in order, into a
** table; the line is then written from the translated format, each
** conversion taking its numbered argument or the next one. */

#define MAX_ARGS 24

typedef union fmt_arg {
    long long i;
    unsigned long long u;
    double d;
    const void *p;
} fmt_arg;

/* Skips the flags, width and precision at f, reading an int argument for
** each '*' (into args, from *k); returns the length modifier's start. */
static const char *skip_to_len(const char *f, va_list *ap, fmt_arg *args, size_t *k)
{
    while (*f != '\0' && strchr("-+ #0123456789.*", *f) != NULL) {
        if (*f == '*' && *k < MAX_ARGS)
            args[(*k)++].i = va_arg(*ap, int);
        f++;
    }
    return f;
}

static size_t read_args(const char *fmt, va_list *ap, fmt_arg *args)
{
    size_t k = 0;
    const char *f = fmt;
    char len[3];
    int n;

    while ((f = strchr(f, '%')) != NULL && k < MAX_ARGS) {
        f = skip_to_len(f + 1, ap, args, &k);
        for (n = 0; (*f == 'l' || *f == 'h' || *f == 'z' || *f == 'j' || *f == 't') && n < 2;)
            len[n++] = *f++;
        len[n] = '\0';
        if (*f == '\0' || k >= MAX_ARGS)
            break;
        if (*f == 'd' || *f == 'i')
            args[k++].i = len[0] == 'l' && len[1] == 'l' ? va_arg(*ap, long long)
                        : len[0] == 'l' ? va_arg(*ap, long)
                        : len[0] == 'z' ? (long long)va_arg(*ap, size_t)
                        : len[0] == 'j' ? (long long)va_arg(*ap, intmax_t)
                        : len[0] == 't' ? (long long)va_arg(*ap, ptrdiff_t) : va_arg(*ap, int);
        else if (strchr("uxXo", *f) != NULL)
            args[k++].u = len[0] == 'l' && len[1] == 'l' ? va_arg(*ap, unsigned long long)
                        : len[0] == 'l' ? va_arg(*ap, unsigned long)
                        : len[0] == 'z' ? va_arg(*ap, size_t)
                        : len[0] == 'j' ? (unsigned long long)va_arg(*ap, uintmax_t)
                        : va_arg(*ap, unsigned);
        else if (*f == 'c')
            args[k++].i = va_arg(*ap, int);
        else if (*f == 's' || *f == 'p')
            args[k++].p = va_arg(*ap, const void *);
        else if (strchr("feEgGaA", *f) != NULL)
            args[k++].d = va_arg(*ap, double);
        f++;
    }
    return k;
}

/* The argument a conversion takes: number N of "N$" at *f (skipped), or
** the next one; NULL when there is none. */
static const fmt_arg *take_arg(const char **f, const fmt_arg *args, size_t nargs, size_t *next)
{
    const char *p = *f;
    size_t n = 0;

    while (*p >= '0' && *p <= '9' && n < 1000)
        n = n * 10 + (size_t)(*p++ - '0');
    if (p > *f && *p == '$') {
        *f = p + 1;
        return n >= 1 && n <= nargs ? &args[n - 1] : NULL;
    }
    return *next < nargs ? &args[(*next)++] : NULL;
}

/* One conversion other than %s, %c and %%: spec is "%" with the flags, width
** and precision; the number is written with a length fitting its table
** entry. */
static void put_number(sink *s, char *spec, size_t n, char conv, const fmt_arg *a)
{
    char tmp[96];
    int w;

    if (strchr("diuxXo", conv) != NULL) {
        spec[n++] = 'l';
        spec[n++] = 'l';
    }
    spec[n++] = conv;
    spec[n] = '\0';
    if (conv == 'p')
        w = snprintf(tmp, sizeof tmp, spec, a->p);
    else if (strchr("feEgGaA", conv) != NULL)
        w = snprintf(tmp, sizeof tmp, spec, a->d);
    else if (conv == 'd' || conv == 'i')
        w = snprintf(tmp, sizeof tmp, spec, a->i);
    else
        w = snprintf(tmp, sizeof tmp, spec, a->u);
    if (w > 0)
        sink_put(s, tmp, (size_t)w < sizeof tmp ? (size_t)w : sizeof tmp - 1);
}

/* A %s argument: padded to its width, cut at its precision. */
static void put_string(sink *s, const char *spec, const char *str, int width, int prec,
                       size_t keep)
{
    size_t n;

    if (str == NULL)
        str = "(null)";
    n = prec >= 0 ? strnlen(str, (size_t)prec) : strlen(str);
    for (; spec[1] != '-' && width > 0 && (size_t)width > n; width--)
        sink_put(s, " ", 1);
    put_token(s, str, n, keep);
    for (; width > 0 && (size_t)width > n; width--)
        sink_put(s, " ", 1);
}

/* Reads the flags, width and precision at *f into spec (from "%"), each '*'
** or "*N$" taking its argument; sets *width and *prec (-1: none). Returns
** spec's length, 0 when it does not fit. */
static size_t read_spec(const char **f, char *spec, size_t size, int *width, int *prec,
                        const fmt_arg *args, size_t nargs, size_t *next)
{
    size_t n = 1;
    int dot = 0;
    const char *p = *f;

    spec[0] = '%';
    *width = *prec = -1;
    while (*p != '\0' && strchr("-+ #0123456789.*", *p) != NULL && n + 16 < size) {
        int *into = dot ? prec : width;
        dot |= *p == '.';
        if (*p == '*') {
            const fmt_arg *a;
            p++;
            if ((a = take_arg(&p, args, nargs, next)) == NULL)
                return 0;
            *into = (int)a->i;
            n += (size_t)snprintf(spec + n, size - n, "%d", *into);
            continue;
        }
        if (*p >= '1' && *p <= '9' && (p == *f || p[-1] < '0' || p[-1] > '9'))
            *into = (int)strtol(p, NULL, 10);
        else if (*p == '0' && p > *f && p[-1] == '.')
            *prec = 0;
        spec[n++] = *p++;
    }
    while (*p == 'l' || *p == 'h' || *p == 'z' || *p == 'j' || *p == 't')
        p++;
    *f = p;
    return *p == '\0' || n + 4 > size ? 0 : n;
}

/* Formats into buf (cap bytes); returns the length the whole line needs. */
static size_t format_line(char *buf, size_t cap, size_t keep, const char *fmt,
                          const fmt_arg *args, size_t nargs)
{
    sink s = {buf, cap, 0};
    char spec[48];
    size_t next = 0, n;
    int prec, width, numbered;

    while (*fmt != '\0') {
        const char *pct = strchr(fmt, '%');
        const fmt_arg *a;
        char conv;
        if (pct == NULL)
            pct = fmt + strlen(fmt);
        sink_put(&s, fmt, (size_t)(pct - fmt));
        if (*pct == '\0')
            break;
        fmt = pct + 1;
        if (*fmt == '%') {
            sink_put(&s, "%", 1);
            fmt++;
            continue;
        }
        numbered = fmt[strspn(fmt, "0123456789")] == '$';
        a = numbered ? take_arg(&fmt, args, nargs, &next) : NULL;
        if ((n = read_spec(&fmt, spec, sizeof spec, &width, &prec, args, nargs, &next)) == 0)
            break;
        if (!numbered)
            a = take_arg(&fmt, args, nargs, &next);
        if (a == NULL)
            break;
        conv = *fmt++;
        if (conv == 's') {
            spec[n] = '\0';
            put_string(&s, spec, a->p, width, prec, keep);
        } else if (conv == 'c') {
            char c = (char)a->i;
            put_token(&s, &c, 1, keep);   /* a control character as '?' too */
        } else if (strchr("diuxXopfeEgGaA", conv) != NULL) {
            put_number(&s, spec, n, conv, a);
        } else {
            break;
        }
    }
    buf[s.len < cap ? s.len : cap - 1] = '\0';
    return s.len;
}

static int error_vset(gr_error *err, long arg, int code, const char *fmt, va_list ap)
{
    static const size_t keeps[] = {(size_t)-1, 160, 128, 96, 80, 64, 48, 32, 16, 8};
    fmt_arg args[MAX_ARGS];
    size_t i, nargs, need = 0;
    va_list cp;

    if (err == NULL)
        return code;
    err->code = code;
    err->arg = arg;
    err->where[0] = '\0';
    va_copy(cp, ap);
    nargs = read_args(fmt, &cp, args);
    va_end(cp);
    fmt = gr_tr(fmt);
    for (i = 0; i < sizeof keeps / sizeof keeps[0]; i++) {
        need = format_line(err->message, sizeof err->message, keeps[i], fmt, args, nargs);
        if (need < sizeof err->message)
            return code;
    }
    memcpy(err->message + sizeof err->message - 4, "...", 4);   /* still too long */
    return code;
}

int gr_error_set(gr_error *err, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    error_vset(err, -1, code, fmt, ap);
    va_end(ap);
    return code;
}

int gr_error_at(gr_error *err, long arg, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    error_vset(err, arg, code, fmt, ap);
    va_end(ap);
    return code;
}

void gr_error_clear(gr_error *err)
{
    if (err == NULL)
        return;
    memset(err, 0, sizeof *err);
    err->arg = -1;
}
