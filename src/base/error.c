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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grundy.h"

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

/* One conversion other than %s and %%: spec is "%...X" with any '*' already
** replaced by its number; the argument is fetched by its length modifier. */
static void put_number(sink *s, const char *spec, char conv, const char *len, va_list *ap)
{
    char tmp[96];
    int n;

    if (conv == 'p')
        n = snprintf(tmp, sizeof tmp, spec, va_arg(*ap, void *));
    else if (strchr("feEgGaA", conv) != NULL)
        n = snprintf(tmp, sizeof tmp, spec, va_arg(*ap, double));
    else if (conv == 'd' || conv == 'i')
        n = strcmp(len, "ll") == 0 ? snprintf(tmp, sizeof tmp, spec, va_arg(*ap, long long))
          : strcmp(len, "l") == 0  ? snprintf(tmp, sizeof tmp, spec, va_arg(*ap, long))
          : strcmp(len, "z") == 0  ? snprintf(tmp, sizeof tmp, spec, va_arg(*ap, size_t))
                                   : snprintf(tmp, sizeof tmp, spec, va_arg(*ap, int));
    else
        n = strcmp(len, "ll") == 0
                ? snprintf(tmp, sizeof tmp, spec, va_arg(*ap, unsigned long long))
          : strcmp(len, "l") == 0 ? snprintf(tmp, sizeof tmp, spec, va_arg(*ap, unsigned long))
          : strcmp(len, "z") == 0 ? snprintf(tmp, sizeof tmp, spec, va_arg(*ap, size_t))
                                  : snprintf(tmp, sizeof tmp, spec, va_arg(*ap, unsigned));
    if (n > 0)
        sink_put(s, tmp, (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
}

/* Reads one conversion at *fmt (just past '%') into spec; returns its
** letter, or 0 for a spec too odd to handle. */
static char read_spec(const char **fmt, char *spec, size_t size, char *len, int *prec,
                      int *width, va_list *ap)
{
    const char *f = *fmt;
    size_t n = 1;
    int k, dot = 0;

    spec[0] = '%';
    *prec = *width = -1;
    while (*f != '\0' && strchr("-+ #0123456789.*", *f) != NULL && n + 12 < size) {
        int *into = dot ? prec : width;
        dot |= *f == '.';
        if (*f == '*') {
            *into = k = va_arg(*ap, int);
            n += (size_t)snprintf(spec + n, size - n, "%d", k);
        } else {
            if (*f >= '1' && *f <= '9' && (f == *fmt || f[-1] < '0' || f[-1] > '9'))
                *into = (int)strtol(f, NULL, 10);
            else if (*f == '0' && f > *fmt && f[-1] == '.')
                *prec = 0;
            spec[n++] = *f;
        }
        f++;
    }
    for (k = 0; (*f == 'l' || *f == 'h' || *f == 'z' || *f == 'j' || *f == 't') && k < 2; k++)
        len[k] = *f, spec[n++] = *f++;
    len[k] = '\0';
    if (*f == '\0' || n + 2 > size)
        return 0;
    spec[n++] = *f;
    spec[n] = '\0';
    *fmt = f + 1;
    return spec[n - 1];
}

/* Formats into buf (cap bytes); returns the length the whole line needs. */
static size_t format_line(char *buf, size_t cap, size_t keep, const char *fmt, va_list *ap)
{
    sink s = {buf, cap, 0};
    char spec[48], len[3];
    int prec, width;

    while (*fmt != '\0') {
        const char *pct = strchr(fmt, '%');
        char conv;
        if (pct == NULL)
            pct = fmt + strlen(fmt);
        sink_put(&s, fmt, (size_t)(pct - fmt));
        if (*pct == '\0')
            break;
        fmt = pct + 1;
        conv = read_spec(&fmt, spec, sizeof spec, len, &prec, &width, ap);
        if (conv == '%') {
            sink_put(&s, "%", 1);
        } else if (conv == 's') {
            const char *str = va_arg(*ap, const char *);
            size_t n;
            if (str == NULL)
                str = "(null)";
            n = prec >= 0 ? strnlen(str, (size_t)prec) : strlen(str);
            for (; spec[1] != '-' && width > 0 && (size_t)width > n; width--)
                sink_put(&s, " ", 1);
            put_token(&s, str, n, keep);
            for (; width > 0 && (size_t)width > n; width--)
                sink_put(&s, " ", 1);
        } else if (conv == 'c') {
            char c = (char)va_arg(*ap, int);
            put_token(&s, &c, 1, keep);   /* a control character as '?' too */
        } else if (conv != 0) {
            put_number(&s, spec, conv, len, ap);
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
    size_t i, need = 0;

    if (err == NULL)
        return code;
    err->code = code;
    err->arg = arg;
    err->where[0] = '\0';
    for (i = 0; i < sizeof keeps / sizeof keeps[0]; i++) {
        va_list cp;
        va_copy(cp, ap);
        need = format_line(err->message, sizeof err->message, keeps[i], fmt, &cp);
        va_end(cp);
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
