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

#include "error.h"
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

/* The length of the UTF-8 character at str[i] (of n bytes), or 0 when the
** bytes there are none (a lone or cut byte, an overlong form, a surrogate);
** *code is its code point. */
static size_t utf8_char(const char *str, size_t i, size_t n, uint32_t *code)
{
    const unsigned char *u = (const unsigned char *)str + i;
    size_t len = u[0] < 0x80 ? 1 : u[0] >= 0xC2 && u[0] < 0xE0 ? 2
               : u[0] >= 0xE0 && u[0] < 0xF0 ? 3 : u[0] >= 0xF0 && u[0] < 0xF5 ? 4 : 0, k;
    uint32_t c;

    if (len == 0 || i + len > n)
        return 0;
    for (k = 1; k < len; k++)
        if (!utf8_continues(u[k]))
            return 0;
    c = len == 1 ? u[0]
      : len == 2 ? (uint32_t)(u[0] & 0x1F) << 6 | (u[1] & 0x3F)
      : len == 3 ? (uint32_t)(u[0] & 0x0F) << 12 | (uint32_t)(u[1] & 0x3F) << 6 | (u[2] & 0x3F)
                 : (uint32_t)(u[0] & 0x07) << 18 | (uint32_t)(u[1] & 0x3F) << 12 |
                       (uint32_t)(u[2] & 0x3F) << 6 | (u[3] & 0x3F);
    if ((len == 3 && (c < 0x800 || (c >= 0xD800 && c < 0xE000))) ||
        (len == 4 && (c < 0x10000 || c > 0x10FFFF)))
        return 0;
    *code = c;
    return len;
}

/* Whether code point c is one that shows nothing where it stands: a
** byte-order mark (a file's, in the middle of a batch of files joined), a
** zero-width space or joiner, a direction mark or embedding, a soft hyphen.
** Quoted, it is named ("<U+FEFF>"): 'nim' and '<U+FEFF>nim' are different
** words and should look it. */
static int invisible(uint32_t c)
{
    return c == 0xAD || c == 0x034F || c == 0x061C || c == 0x180E || c == 0xFEFF ||
           (c >= 0x200B && c <= 0x200F) || (c >= 0x202A && c <= 0x202E) ||
           (c >= 0x2060 && c <= 0x206F);
}

/* Writes n bytes of token str, controls and bytes that are no UTF-8
** character (a lone byte of one: '%c' of its first byte) as '?', characters
** that show nothing by their names ("<U+200B>"), abbreviated to about keep
** bytes ("head...tail") when longer. */
static void put_token(sink *s, const char *str, size_t n, size_t keep)
{
    size_t head = n, tail = n, i = 0, len;
    uint32_t c;

    if (n > keep) {
        head = keep * 2 / 3;
        tail = n - (keep - head);
        while (head > 0 && utf8_continues((unsigned char)str[head]))
            head--;
        while (tail < n && utf8_continues((unsigned char)str[tail]))
            tail++;
    }
    while (i < n) {
        if (i >= head && head < tail) {   /* once */
            sink_put(s, "...", 3);
            head = i = tail;
            if (i == n)
                break;
        }
        len = utf8_char(str, i, n, &c);
        if (len == 0 || (unsigned char)str[i] < 0x20 || str[i] == 0x7f) {
            sink_put(s, "?", 1);
            i++;
        } else if (invisible(c)) {
            char name[16];
            sink_put(s, name, (size_t)snprintf(name, sizeof name, "<U+%04X>", (unsigned)c));
            i += len;
        } else {
            sink_put(s, str + i, len);
            i += len;
        }
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

/* The type of each argument, as its conversion says. */
enum {
    K_NONE, K_INT, K_LONG, K_LLONG, K_SSIZE, K_IMAX, K_PTRDIFF,
    K_UINT, K_ULONG, K_ULLONG, K_SIZE, K_UMAX, K_PTR, K_DOUBLE
};

/* "N$" at *f: N (and *f past it), or 0 when there is none. */
static size_t arg_number(const char **f)
{
    const char *p = *f;
    size_t n = 0;

    while (*p >= '0' && *p <= '9' && n < 1000)
        n = n * 10 + (size_t)(*p++ - '0');
    if (p == *f || *p != '$')
        return 0;
    *f = p + 1;
    return n;
}

/* Notes that argument number `at` (from 1; 0: the next one) has type
** kind; returns the next one's number. */
static size_t note_kind(unsigned char *kinds, size_t at, size_t next, int kind)
{
    size_t k = at > 0 ? at : next;

    if (k >= 1 && k <= MAX_ARGS)
        kinds[k - 1] = (unsigned char)kind;
    return k + 1;
}

static int kind_of(char conv, const char *len)
{
    int ll = len[0] == 'l' && len[1] == 'l';

    if (conv == 'd' || conv == 'i')
        return ll ? K_LLONG : len[0] == 'l' ? K_LONG : len[0] == 'z' ? K_SSIZE
             : len[0] == 'j' ? K_IMAX : len[0] == 't' ? K_PTRDIFF : K_INT;
    if (strchr("uxXo", conv) != NULL)
        return ll ? K_ULLONG : len[0] == 'l' ? K_ULONG : len[0] == 'z' ? K_SIZE
             : len[0] == 'j' ? K_UMAX : K_UINT;
    if (conv == 'c')
        return K_INT;
    if (conv == 's' || conv == 'p')
        return K_PTR;
    return strchr("feEgGaA", conv) != NULL ? K_DOUBLE : K_NONE;
}

/* The type of every argument of fmt, numbered ("%2$s", "*1$") or not. */
static size_t read_kinds(const char *fmt, unsigned char *kinds)
{
    size_t next = 1, most = 0, at;
    const char *f = fmt;
    char len[3];
    int n;

    memset(kinds, K_NONE, MAX_ARGS);
    while ((f = strchr(f, '%')) != NULL) {
        f++;
        if (*f == '%') {
            f++;
            continue;
        }
        at = arg_number(&f);
        for (; *f != '\0' && strchr("-+ #0123456789.*", *f) != NULL; f++)
            if (*f == '*') {
                const char *p = f + 1;
                size_t star = arg_number(&p);
                next = note_kind(kinds, star, next, K_INT);
                f = p - 1;
            }
        for (n = 0; (*f == 'l' || *f == 'h' || *f == 'z' || *f == 'j' || *f == 't') && n < 2;)
            len[n++] = *f++;
        len[n] = '\0';
        if (*f == '\0')
            break;
        next = note_kind(kinds, at, next, kind_of(*f++, len));
        if ((at > 0 ? at : next - 1) > most)
            most = at > 0 ? at : next - 1;
    }
    for (at = 0; at < MAX_ARGS; at++)
        if (kinds[at] != K_NONE && at + 1 > most)
            most = at + 1;
    return most < MAX_ARGS ? most : MAX_ARGS;
}

/* Fetches the arguments of fmt, in their order, into args. */
static size_t read_args(const char *fmt, va_list *ap, fmt_arg *args)
{
    unsigned char kinds[MAX_ARGS];
    size_t n = read_kinds(fmt, kinds), k;

    for (k = 0; k < n; k++)
        switch (kinds[k]) {
        case K_INT:     args[k].i = va_arg(*ap, int); break;
        case K_LONG:    args[k].i = va_arg(*ap, long); break;
        case K_LLONG:   args[k].i = va_arg(*ap, long long); break;
        case K_SSIZE:   args[k].i = (long long)va_arg(*ap, size_t); break;
        case K_IMAX:    args[k].i = (long long)va_arg(*ap, intmax_t); break;
        case K_PTRDIFF: args[k].i = (long long)va_arg(*ap, ptrdiff_t); break;
        case K_UINT:    args[k].u = va_arg(*ap, unsigned); break;
        case K_ULONG:   args[k].u = va_arg(*ap, unsigned long); break;
        case K_ULLONG:  args[k].u = va_arg(*ap, unsigned long long); break;
        case K_SIZE:    args[k].u = va_arg(*ap, size_t); break;
        case K_UMAX:    args[k].u = (unsigned long long)va_arg(*ap, uintmax_t); break;
        case K_PTR:     args[k].p = va_arg(*ap, const void *); break;
        case K_DOUBLE:  args[k].d = va_arg(*ap, double); break;
        default:        return k;   /* a gap: the arguments after it are unknown */
        }
    return n;
}

/* The argument a conversion takes: number N of "N$" at *f (skipped), or
** the next one; NULL when there is none. */
static const fmt_arg *take_arg(const char **f, const fmt_arg *args, size_t nargs, size_t *next)
{
    size_t n = arg_number(f);

    if (n > 0)
        return n <= nargs ? &args[n - 1] : NULL;
    return *next < nargs ? &args[(*next)++] : NULL;
}

/* One conversion other than %s, %c and %%: spec is "%" with the flags, width
** and precision; the number is written with a length fitting its table
** entry. */
static void put_number(sink *s, char *spec, size_t n, char conv, int half, const fmt_arg *a)
{
    char tmp[96];
    long long i = a->i;
    unsigned long long u = a->u;
    int w;

    if (half == 1) {   /* %hd, %hu: as a short, as printf converts it */
        i = (short)i;
        u = (unsigned short)u;
    } else if (half >= 2) {   /* %hhd, %hhu: as a char */
        i = (signed char)i;
        u = (unsigned char)u;
    }
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
        w = snprintf(tmp, sizeof tmp, spec, i);
    else
        w = snprintf(tmp, sizeof tmp, spec, u);
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
** or "*N$" taking its argument; sets *width and *prec (-1: none; "." alone
** is 0) and *half (the 'h's of the length). Returns spec's length, 0 when
** it does not fit. */
static size_t read_spec(const char **f, char *spec, size_t size, int *width, int *prec,
                        int *half, const fmt_arg *args, size_t nargs, size_t *next)
{
    size_t n = 1;
    int dot = 0;
    const char *p = *f;

    spec[0] = '%';
    *width = *prec = -1;
    while (*p != '\0' && strchr("-+ #0123456789.*", *p) != NULL && n + 16 < size) {
        int *into = dot ? prec : width;
        if (*p == '.') {
            dot = 1;
            *prec = 0;
        }
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
        spec[n++] = *p++;
    }
    *half = 0;
    while (*p == 'l' || *p == 'h' || *p == 'z' || *p == 'j' || *p == 't')
        *half += *p++ == 'h';
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
    int prec, width, half, numbered;

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
        if ((n = read_spec(&fmt, spec, sizeof spec, &width, &prec, &half, args, nargs, &next)) ==
            0)
            break;
        if (!numbered)
            a = take_arg(&fmt, args, nargs, &next);
        if (a == NULL)
            break;
        conv = *fmt++;
        if (conv == 's') {
            spec[n] = '\0';
            put_string(&s, spec, a->p, width, prec, keep);
        } else if (conv == 'c') {   /* as a string of one (a control character: '?') */
            char c[2] = {(char)a->i, '\0'};
            spec[n] = '\0';
            put_string(&s, spec, c, width, -1, keep);
        } else if (strchr("diuxXopfeEgGaA", conv) != NULL) {
            put_number(&s, spec, n, conv, half, a);
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

size_t gr_format_line(char *buf, size_t cap, size_t keep, const char *fmt, va_list ap)
{
    fmt_arg args[MAX_ARGS];
    size_t nargs;
    va_list cp;

    va_copy(cp, ap);
    nargs = read_args(fmt, &cp, args);
    va_end(cp);
    return format_line(buf, cap, keep, gr_tr(fmt), args, nargs);
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

const char *gr_text_control(const char *text)
{
    for (; *text != '\0'; text++)
        if ((unsigned char)*text < 0x20 || *text == 0x7f)
            return text;
    return NULL;
}

void gr_text_clean(char *text, char with)
{
    while ((text = (char *)gr_text_control(text)) != NULL)
        *text++ = with;
}

int gr_error_settle(gr_error *err, int rc, const char *who, const char *op)
{
    if (rc == GR_OK)
        return GR_OK;
    err->message[sizeof err->message - 1] = '\0';   /* an op may have filled them */
    err->where[sizeof err->where - 1] = '\0';
    if (rc == GR_ESTOP)   /* only a callback's stop gives it: a caller reads a stop */
        return gr_error_set(err, GR_EINPUT, "%s: its %s op returned GR_ESTOP, which only a "
                            "callback asking to stop may give", who, op);
    if (rc < GR_EINPUT || rc > GR_EIO)
        return gr_error_set(err, GR_EINPUT, "%s: its %s op failed with %d, not an error code",
                            who, op, rc);
    err->code = rc;
    if (err->message[0] == '\0')
        gr_error_set(err, rc, "%s: its %s op failed and gave no reason", who, op);
    gr_text_clean(err->message, ' ');   /* one line */
    return rc;
}

int gr_error_worded(gr_error *err, int rc)
{
    if (rc == GR_ENOMEM && err != NULL && err->message[0] == '\0')
        gr_error_set(err, rc, "out of memory");
    return rc;
}
