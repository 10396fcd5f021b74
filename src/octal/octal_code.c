/*
** octal_code.c - octal and hexadecimal codes of take-and-break games:
** parsing "4.37" or "0.f" into digits, and writing them back.
*/
#include <string.h>

#include "base/i18n.h"
#include "octal_code.h"

static int code_digit(char c, int hex)
{
    if (c >= '0' && c <= '7')
        return c - '0';
    if (!hex)
        return c == '8' || c == '9' ? 100 : -1;
    if (c == '8' || c == '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

static void code_finish(gr_octal_rules *r)
{
    int k, bit;

    r->t = 0;
    r->maxparts = 0;
    for (k = 0; k < r->ndigits; k++) {
        if (r->digit[k] == 0)
            continue;
        r->t = k;
        for (bit = 0; bit < 4; bit++)
            if ((r->digit[k] >> bit) & 1 && bit > r->maxparts)
                r->maxparts = bit;
    }
}

static int code_first(const char *code, int hex, gr_octal_rules *out, gr_error *err)
{
    int d = code_digit(code[0], hex);

    if (d < 0 || code[1] != '.')
        return gr_error_set(err, GR_EINPUT, hex ? N_("'%s' is not a hexadecimal code: "
                            "expected a digit, a point and digits, e.g. 0.f or 4.37")
                            : N_("'%s' is not an octal code: expected a digit, a point and "
                                 "digits, e.g. 0.07 or 4.37"), code);
    if (d & 3)   /* whole sentences: a language says "or" its own way */
        return gr_error_set(err, GR_EINPUT, hex ? N_("'%s': the digit before the point is "
                            "for splitting without removing; it may be 0, 4, 8 or c, not "
                            "'%c'") : N_("'%s': the digit before the point is for splitting "
                            "without removing; it may be 0 or 4, not '%c'"), code, code[0]);
    if (d >= 8 && !hex)
        return gr_error_set(err, GR_EINPUT, "'%s': '%c' is not an octal digit (0-7)", code,
                            code[0]);
    out->digit[0] = (uint8_t)d;
    return GR_OK;
}

int gr_octal_rules_parse(const char *code, int hex, gr_octal_rules *out, gr_error *err)
{
    size_t i, len;
    int d, rc;

    memset(out, 0, sizeof *out);
    out->hex = hex;
    if (code == NULL || code[0] == '\0')
        return gr_error_set(err, GR_EINPUT, "%s needs a code after ':', e.g. %s",
                            hex ? "hex" : "octal", hex ? "hex:0.f" : "octal:0.07");
    if ((rc = code_first(code, hex, out, err)) != GR_OK)
        return rc;
    len = strlen(code);
    if (len == 2)
        return gr_error_set(err, GR_EINPUT, "'%s': expected digits after the point", code);
    if (len - 1 > GR_OCTAL_MAXDIGITS)
        return gr_error_set(err, GR_ERANGE, "'%s' has more than %d digits after the point",
                            code, GR_OCTAL_MAXDIGITS - 1);
    for (i = 2; i < len; i++) {
        d = code_digit(code[i], hex);
        if (d < 0 || d > 15)
            return gr_error_set(err, GR_EINPUT, hex ? N_("'%s': '%c' (character %zu) is "
                                "not a hexadecimal digit") : N_("'%s': '%c' (character %zu) "
                                "is not an octal digit"), code, code[i], i + 1);
        out->digit[i - 1] = (uint8_t)d;
    }
    out->ndigits = (int)len - 1;
    code_finish(out);
    return GR_OK;
}

void gr_octal_rules_grundys(gr_octal_rules *out)
{
    memset(out, 0, sizeof *out);
    out->digit[0] = 4;
    out->ndigits = 1;
    out->unequal = 1;
    code_finish(out);
}

void gr_octal_rules_print(const gr_octal_rules *r, gr_buf *out)
{
    static const char digits[] = "0123456789abcdef";
    int k, last = r->ndigits - 1;

    while (last > 1 && r->digit[last] == 0)
        last--;
    gr_buf_putc(out, digits[r->digit[0]]);
    gr_buf_putc(out, '.');
    if (last < 1)
        gr_buf_putc(out, '0');
    for (k = 1; k <= last; k++)
        gr_buf_putc(out, digits[r->digit[k]]);
}
