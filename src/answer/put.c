/*
** put.c - how every front end writes a value and a string: a nim-value as
** text or JSON, a JSON string (always valid UTF-8), a label padded to its
** column by display width.
*/
#include <string.h>

#include "base/i18n.h"
#include "put.h"

void put_value(gr_buf *o, const gr_value *v, int json)
{
    size_t k;

    if (v->kind == GR_VALUE_NIMBER) {
        gr_buf_u64(o, v->nimber);
        return;
    }
    if (v->kind != GR_VALUE_INF) {
        gr_buf_puts(o, json ? "null" : "?");
        return;
    }
    gr_buf_puts(o, json ? "{\"inf\":[" : "\u221e{");
    for (k = 0; k < v->nescapes; k++)
        gr_buf_printf(o, "%s%llu", k ? "," : "", (unsigned long long)v->escapes[k]);
    gr_buf_puts(o, json ? "]}" : "}");
}

/* The length of the well-formed UTF-8 character at s (1 to 4, within the
** `avail` bytes there, avail >= 1), or 0 when the bytes there are not one:
** a stray continuation byte, an overlong form (C0 AE), a surrogate, a code
** point past U+10FFFF or a cut sequence. */
static size_t utf8_char(const unsigned char *s, size_t avail)
{
    size_t n, i;
    unsigned lo = 0x80, hi = 0xBF;

    if (s[0] < 0x80)
        return 1;
    if (s[0] >= 0xC2 && s[0] <= 0xDF)
        n = 2;
    else if (s[0] >= 0xE0 && s[0] <= 0xEF)
        n = 3, lo = s[0] == 0xE0 ? 0xA0 : 0x80, hi = s[0] == 0xED ? 0x9F : 0xBF;
    else if (s[0] >= 0xF0 && s[0] <= 0xF4)
        n = 4, lo = s[0] == 0xF0 ? 0x90 : 0x80, hi = s[0] == 0xF4 ? 0x8F : 0xBF;
    else
        return 0;
    if (n > avail || s[1] < lo || s[1] > hi)
        return 0;
    for (i = 2; i < n; i++)
        if ((s[i] & 0xC0) != 0x80)
            return 0;
    return n;
}

void json_string(gr_buf *b, const char *s)
{
    json_string_n(b, s, strlen(s));
}

void json_string_n(gr_buf *b, const char *s, size_t len)
{
    const char *end = s + len;

    gr_buf_putc(b, '"');
    while (s < end) {
        size_t plain = 0, n;
        unsigned char c;
        while (s + plain < end && (c = (unsigned char)s[plain]) >= 0x20 && c < 0x80 &&
               c != '"' && c != '\\')
            plain++;
        gr_buf_putn(b, s, plain);   /* the common case: a long run needing no escape */
        s += plain;
        if (s == end)
            break;
        c = (unsigned char)*s;
        if (c >= 0x80) {   /* valid UTF-8 as it is; any other byte as '?' */
            n = utf8_char((const unsigned char *)s, (size_t)(end - s));
            if (n == 0)
                gr_buf_putc(b, '?');
            else
                gr_buf_putn(b, s, n);
            s += n ? n : 1;
            continue;
        }
        if (c == '"' || c == '\\')
            gr_buf_printf(b, "\\%c", c);
        else   /* a control character, NUL too */
            gr_buf_printf(b, "\\u%04x", c);
        s++;
    }
    gr_buf_putc(b, '"');
}

void put_padded(gr_buf *o, const char *text, size_t width)
{
    size_t w = gr_text_width(text, strlen(text));

    gr_buf_puts(o, text);
    if (w < width)
        gr_buf_printf(o, "%*s", (int)(width - w), "");
}
