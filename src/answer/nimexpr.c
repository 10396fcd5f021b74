/*
** nimexpr.c - the nimber calculator: a recursive-descent reader of nimber
** expressions that evaluates as it reads (nim arithmetic of the library),
** and the explanation of a product by the Fermat 2-powers.
**
**     expr  = term { "+" term }
**     term  = power { ("*" | "/") power }
**     power = unit { "^" ["-"] unit }     (left to right; the exponent is an ordinary integer)
**     unit  = number | "(" expr ")" | name "(" expr { "," expr } ")"
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "answer/nimexpr.h"
#include "base/i18n.h"

#define MAX_DEPTH 200
#define MAX_TERMS 16   /* products of 2-powers shown one a line */

typedef struct reader {
    const char *text;
    size_t pos;
    int depth;
    const nimexpr_style *style;
    gr_error *err;
} reader;

static int expr(reader *r, uint64_t *out);
static int unit(reader *r, uint64_t *out);

void nimexpr_put(gr_buf *o, uint64_t x, int hex)
{
    if (hex)
        gr_buf_printf(o, "0x%llx", (unsigned long long)x);
    else
        gr_buf_u64(o, x);
}

size_t nimexpr_column(const gr_error *err)
{
    unsigned long long c = 0;

    if (strncmp(err->where, "column ", 7) != 0)
        return 0;
    c = strtoull(err->where + 7, NULL, 10);
    return (size_t)c;
}

/* ---- reading ---- */

static void skip_space(reader *r)
{
    while (r->text[r->pos] == ' ' || r->text[r->pos] == '\t')
        r->pos++;
}

/* code, the error just set being placed at byte `at` of the text (column
** at + 1). */
static int placed(reader *r, size_t at, int code)
{
    if (r->err)
        snprintf(r->err->where, sizeof r->err->where, "column %zu", at + 1);
    return code;
}

/* An error at byte `at` of the text; returns its code. */
static int fail_at(reader *r, size_t at, int code, const char *message)
{
    gr_error_set(r->err, code, "%s", message);
    return placed(r, at, code);
}

static int unexpected(reader *r, const char *wanted)
{
    char m[160];
    char c = r->text[r->pos];

    if (c == '\0')
        snprintf(m, sizeof m, _("the expression ends where %s was expected"), wanted);
    else
        snprintf(m, sizeof m, _("unexpected '%c' where %s was expected"), c, wanted);
    return fail_at(r, r->pos, GR_EINPUT, m);
}

static int digit_value(char c, int base)
{
    int d = c >= '0' && c <= '9' ? c - '0'
          : c >= 'a' && c <= 'f' ? c - 'a' + 10
          : c >= 'A' && c <= 'F' ? c - 'A' + 10 : 99;
    return d < base ? d : -1;
}

/* A decimal or 0x hex number below 2^64. */
static int number(reader *r, uint64_t *out)
{
    size_t start = r->pos;
    int base = 10, d, any = 0;
    uint64_t v = 0;

    if (r->text[r->pos] == '0' && (r->text[r->pos + 1] | 32) == 'x')
        base = 16, r->pos += 2;
    for (; (d = digit_value(r->text[r->pos], base)) >= 0; r->pos++, any = 1) {
        if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
            return fail_at(r, start, GR_ERANGE, _("a number beyond 2^64 - 1 (nimbers here "
                             "are below 2^64)"));
        v = v * (uint64_t)base + (uint64_t)d;
    }
    if (!any && base == 16)   /* "0x" and no hex digit */
        return fail_at(r, r->pos, GR_EINPUT, _("'0x' needs hexadecimal digits after it "
                                                "(0-9, a-f)"));
    if (!any) {
        r->pos = start;
        return unexpected(r, _("a number, '(' or a function (sqrt, inv, log, order)"));
    }
    *out = v;
    return GR_OK;
}

static int expect_char(reader *r, char c, const char *wanted)
{
    skip_space(r);
    if (r->text[r->pos] != c)
        return unexpected(r, wanted);
    r->pos++;
    return GR_OK;
}

/* ---- steps for learners ---- */

static void step_start(reader *r)
{
    gr_buf_puts(r->style->steps, "  ");
}

static void step_num(reader *r, uint64_t x)
{
    nimexpr_put(r->style->steps, x, r->style->hex);
}

static void step_binary(reader *r, uint64_t a, const char *op, uint64_t b, uint64_t v,
                        const char *why)
{
    if (!r->style->steps)
        return;
    step_start(r);
    step_num(r, a);
    gr_buf_printf(r->style->steps, " %s ", op);
    step_num(r, b);
    gr_buf_puts(r->style->steps, " = ");
    step_num(r, v);
    gr_buf_printf(r->style->steps, "%s%s\n", why[0] ? "   " : "", why);
}

static void step_call(reader *r, const char *f, uint64_t x, uint64_t v, const char *why)
{
    if (!r->style->steps)
        return;
    gr_buf_printf(r->style->steps, "  %s(", f);
    step_num(r, x);
    gr_buf_puts(r->style->steps, ") = ");
    step_num(r, v);
    gr_buf_printf(r->style->steps, "   %s\n", why);
}

/* ---- functions ---- */

static int call_one(reader *r, const char *f, uint64_t x, size_t at, uint64_t *out)
{
    if (strcmp(f, "sqrt") == 0) {
        *out = gr_nim_sqrt(x);
        step_call(r, f, x, *out, _("(x^(2^63): squaring is one-to-one, so every nimber "
                                   "has one root)"));
    } else if (strcmp(f, "order") == 0) {
        if (x == 0)
            return fail_at(r, at, GR_EINPUT, _("order(0): 0 has no multiplicative order"));
        *out = gr_nim_order(x);
        step_call(r, f, x, *out, _("(the smallest e > 0 with x^e = 1, a divisor of 2^64 - 1)"));
    } else {
        if (gr_nim_inv(x, out, NULL) != GR_OK)
            return fail_at(r, at, GR_EINPUT, _("division by zero: 0 has no inverse"));
        step_call(r, f, x, *out, _("(x^(2^64 - 2); x times it is 1)"));
    }
    return GR_OK;
}

static int call_log(reader *r, uint64_t b, uint64_t x, size_t at, uint64_t *out)
{
    gr_error e;

    if (gr_nim_log(b, x, out, &e) != GR_OK)
        return fail_at(r, at, e.code, e.message);
    if (r->style->steps) {
        gr_buf_puts(r->style->steps, "  log(");
        step_num(r, b);
        gr_buf_puts(r->style->steps, ", ");
        step_num(r, x);
        gr_buf_puts(r->style->steps, ") = ");
        step_num(r, *out);
        gr_buf_puts(r->style->steps, _("   (the smallest e > 0 with b^e = x: Pohlig-Hellman "
                                       "over the primes of 2^64 - 1)\n"));
    }
    return GR_OK;
}

/* name "(" args ")": the name is read, r->pos is on the "(" */
static int call(reader *r, const char *f, size_t at, uint64_t *out)
{
    uint64_t x, y;
    int rc, two = strcmp(f, "log") == 0;

    skip_space(r);
    if (r->text[r->pos] == '(' && ++r->depth > MAX_DEPTH)   /* as deep as parentheses */
        return fail_at(r, r->pos, GR_EINPUT, _("parentheses nested more than 200 deep"));
    if ((rc = expect_char(r, '(', _("'(' after the function's name"))) != GR_OK ||
        (rc = expr(r, &x)) != GR_OK)
        return rc;
    if (two && ((rc = expect_char(r, ',', _("',' and the second argument of log(b, x)")))
                    != GR_OK || (rc = expr(r, &y)) != GR_OK))
        return rc;
    if ((rc = expect_char(r, ')', two ? _("')' closing log(b, x)") : "')'")) != GR_OK)
        return rc;
    r->depth--;
    return two ? call_log(r, x, y, at, out) : call_one(r, f, x, at, out);
}

static int function(reader *r, uint64_t *out)
{
    static const char *names[] = {"sqrt", "inv", "log", "order"};
    size_t at = r->pos, n = 0, i;
    char name[16];

    while ((r->text[r->pos + n] | 32) >= 'a' && (r->text[r->pos + n] | 32) <= 'z')
        n++;
    for (i = 0; i < 4; i++)
        if (strlen(names[i]) == n && strncmp(r->text + at, names[i], n) == 0) {
            memcpy(name, names[i], n + 1);
            r->pos += n;
            return call(r, name, at, out);
        }
    /* the name whole, or abbreviated as every quoted token is */
    gr_error_set(r->err, GR_EINPUT, "unknown function '%.*s' (sqrt, inv, log, order)", (int)n,
                 r->text + at);
    return placed(r, at, GR_EINPUT);
}

static int unit(reader *r, uint64_t *out)
{
    char c;
    int rc;

    skip_space(r);
    c = r->text[r->pos];
    if (c == '(') {
        if (++r->depth > MAX_DEPTH)
            return fail_at(r, r->pos, GR_EINPUT, _("parentheses nested more than 200 deep"));
        r->pos++;
        if ((rc = expr(r, out)) == GR_OK)
            rc = expect_char(r, ')', _("')' or an operator (+ * / ^)"));
        r->depth--;
        return rc;
    }
    if ((c | 32) >= 'a' && (c | 32) <= 'z')
        return function(r, out);
    return number(r, out);
}

/* ---- operators ---- */

static void step_power(reader *r, uint64_t a, int inverse, uint64_t e, uint64_t v)
{
    if (!r->style->steps)
        return;
    step_start(r);
    step_num(r, a);
    gr_buf_puts(r->style->steps, inverse ? "^-" : "^");
    gr_buf_u64(r->style->steps, e);
    gr_buf_puts(r->style->steps, " = ");
    step_num(r, v);
    gr_buf_puts(r->style->steps, inverse ? _("   (the power of the inverse)\n")
                                         : _("   (repeated nim-products)\n"));
}

/* "^" was read at `at`; the exponent (a number, or a unit whose value is
** taken as an ordinary integer) is read, "-" before it for the inverse's power */
static int power_of(reader *r, uint64_t *v, size_t at)
{
    uint64_t e, base = *v;
    int inverse, rc;

    skip_space(r);
    inverse = r->text[r->pos] == '-';
    r->pos += (size_t)inverse;
    if ((rc = unit(r, &e)) != GR_OK)
        return rc;
    if (inverse && gr_nim_inv(base, v, NULL) != GR_OK)
        return fail_at(r, at, GR_EINPUT, _("division by zero: 0 has no inverse"));
    *v = gr_nim_pow(*v, e);
    step_power(r, base, inverse, e, *v);
    return GR_OK;
}

static int power(reader *r, uint64_t *out)
{
    int rc = unit(r, out);

    while (rc == GR_OK) {
        size_t at;
        skip_space(r);
        if (r->text[r->pos] != '^')
            break;
        at = r->pos++;
        rc = power_of(r, out, at);
    }
    return rc;
}

static int product(reader *r, uint64_t a, char op, uint64_t b, size_t at, uint64_t *out)
{
    if (op == '/') {
        if (gr_nim_div(a, b, out, NULL) != GR_OK)
            return fail_at(r, at, GR_EINPUT, _("division by zero: 0 has no inverse"));
        step_binary(r, a, "/", b, *out, _("(times the inverse: the quotient times the "
                                          "divisor is the dividend)"));
        return GR_OK;
    }
    *out = gr_nim_mul(a, b);
    if (r->style->steps)
        nimexpr_explain_product(r->style->steps, a, b, r->style->hex);
    return GR_OK;
}

static int term(reader *r, uint64_t *out)
{
    int rc = power(r, out);
    uint64_t b;

    while (rc == GR_OK) {
        size_t at;
        char op;
        skip_space(r);
        op = r->text[r->pos];
        if (op != '*' && op != '/')
            break;
        at = r->pos++;
        if ((rc = power(r, &b)) == GR_OK)
            rc = product(r, *out, op, b, at, out);
    }
    return rc;
}

static int expr(reader *r, uint64_t *out)
{
    int rc = term(r, out);
    uint64_t b;

    while (rc == GR_OK) {
        skip_space(r);
        if (r->text[r->pos] != '+')
            break;
        r->pos++;
        if ((rc = term(r, &b)) == GR_OK) {
            step_binary(r, *out, "⊕", b, *out ^ b, _("(nim-sum: binary digits added "
                                                     "without carry)"));
            *out ^= b;
        }
    }
    return rc;
}

int nimexpr_eval(const char *text, const nimexpr_style *style, uint64_t *out,
                 gr_error *err)
{
    reader r;
    uint64_t v;
    int rc;

    r.text = text;
    r.pos = 0;
    r.depth = 0;
    r.style = style;
    r.err = err;
    if ((rc = expr(&r, &v)) != GR_OK)
        return rc;
    skip_space(&r);
    if (text[r.pos] != '\0')
        return unexpected(&r, _("an operator (+ * / ^) or the end"));
    *out = v;
    return GR_OK;
}

/* ---- the explanation of a product ---- */

static void put_power(gr_buf *o, unsigned i, int hex)
{
    if (i < 16)
        nimexpr_put(o, UINT64_C(1) << i, hex);
    else
        gr_buf_printf(o, "2^%u", i);
}

/* "6 = 4 + 2" */
static void put_split(gr_buf *o, uint64_t x, int hex)
{
    int i, first = 1;

    gr_buf_puts(o, "  ");
    nimexpr_put(o, x, hex);
    gr_buf_puts(o, " =");
    for (i = 63; i >= 0; i--)
        if (x >> i & 1) {
            gr_buf_puts(o, first ? " " : " + ");
            put_power(o, (unsigned)i, hex);
            first = 0;
        }
    gr_buf_puts(o, first ? " 0\n" : "\n");
}

/* "  8 ⊗ 4 = 11   (Fermat 2-powers in common: 4; F ⊗ F = F ⊕ F/2)" */
static void put_term(gr_buf *o, unsigned i, unsigned j, int hex)
{
    unsigned shared = i & j, k, first = 1;
    gr_buf common = GR_BUF_INIT;

    gr_buf_puts(o, "    ");
    put_power(o, i, hex);
    gr_buf_puts(o, " ⊗ ");
    put_power(o, j, hex);
    gr_buf_puts(o, " = ");
    nimexpr_put(o, gr_nim_mul(UINT64_C(1) << i, UINT64_C(1) << j), hex);
    if (shared == 0) {
        gr_buf_puts(o, _("   (no Fermat 2-power in common: the ordinary product)\n"));
        return;
    }
    for (k = 0; k < 6; k++)
        if (shared >> k & 1) {
            gr_buf_puts(&common, first ? "" : ", ");
            put_power(&common, 1u << k, hex);
            first = 0;
        }
    gr_buf_printf(o, _("   (Fermat 2-powers in common: %s; F ⊗ F = F ⊕ F/2)\n"),
                  gr_buf_str(&common));
    gr_buf_free(&common);
}

void nimexpr_explain_product(gr_buf *o, uint64_t a, uint64_t b, int hex)
{
    int i, j;
    unsigned terms = 0;

    gr_buf_puts(o, "  ");
    nimexpr_put(o, a, hex);
    gr_buf_puts(o, " ⊗ ");
    nimexpr_put(o, b, hex);
    gr_buf_puts(o, _(": the nim-sum of the products of their 2-powers; 2^n is the "
                     "nim-product of the Fermat 2-powers 2^(2^k) of n's binary digits\n"));
    put_split(o, a, hex);
    put_split(o, b, hex);
    for (i = 63; i >= 0; i--)
        for (j = 63; j >= 0; j--)
            if ((a >> i & 1) && (b >> j & 1) && terms++ < MAX_TERMS)
                put_term(o, (unsigned)i, (unsigned)j, hex);
    if (terms > MAX_TERMS)
        gr_buf_printf(o, _("    ... (%u products of 2-powers in all)\n"), terms);
    gr_buf_puts(o, "  ");
    nimexpr_put(o, a, hex);
    gr_buf_puts(o, " ⊗ ");
    nimexpr_put(o, b, hex);
    gr_buf_puts(o, " = ");
    nimexpr_put(o, gr_nim_mul(a, b), hex);
    gr_buf_puts(o, terms > 1 ? _("   (the nim-sum of those)\n") : "\n");
}
