/*
** cut.c - the Cutting Game (POJ 2311): a sheet of W x H squares; a move cuts
** one sheet along a grid line into two sheets. Whoever cuts out a single
** square wins, so nobody ever cuts off a strip one square wide (the
** opponent would cut a square out of it at once): the game is played on
** sheets of at least 2 x 2, a move leaves two such sheets, and the player
** who cannot cut so loses (any other cut lets the opponent win). Each
** argument `W,H` (both at least 2) is one component.
**
** No closed form is known: G(W, H) is the mex over the cuts of the XOR of
** the two parts, tabulated for every sheet up to the largest side asked
** (the table lives in the game, grown on demand, O(N^3) for sides up to N);
** past CUT_MAX a long thin sheet has a table of its own, the strip of every
** sheet no wider than its short side and no longer than its long one,
** while that costs at most STRIP_WORK steps (cut 700,2 listed its moves by
** search in 45 s); other sheets have no known value.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "pair.h"

#define CUT_MAX 400   /* the largest side tabulated (the table costs about N^3 steps) */
#define STRIP_WORK (UINT64_C(1) << 29)   /* steps a strip of long sheets may cost */
#define STRIP_MAX 30000   /* and its longest side: values stay below 2^16 */

typedef gr_pair sheet;   /* x the width, y the height */

typedef struct cut_table {
    size_t n;           /* G(w, h) known for 2 <= w, h < n */
    uint16_t *g;        /* g[w * n + h] */
    size_t sh, sl;      /* the strip: G(l, s) known for 2 <= s < sh, 2 <= l < sl */
    uint16_t *s;        /* s[s * sl + l] */
} cut_table;

/* No parameters: the "parameters" are the game's table, made empty here
** (and, without params_print, the spec stays "cut"). */
static int cut_params_parse(const char *text, void **params, gr_error *err)
{
    if (text != NULL)
        return gr_error_set(err, GR_EINPUT, "cut takes no parameters (cut W,H)");
    if ((*params = calloc(1, sizeof(cut_table))) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    return GR_OK;
}

static void cut_params_free(void *params)
{
    cut_table *t = params;

    if (t != NULL) {
        free(t->g);
        free(t->s);
    }
    free(t);
}

/* G(w, h) from the table's smaller sheets: the mex over every cut. */
static uint16_t cut_mex(const cut_table *t, size_t w, size_t h, unsigned char *seen)
{
    size_t i, n = t->n;
    uint16_t v;

    memset(seen, 0, 2 * CUT_MAX);
    for (i = 2; i + 2 <= w; i++)
        seen[t->g[i * n + h] ^ t->g[(w - i) * n + h]] = 1;
    for (i = 2; i + 2 <= h; i++)
        seen[t->g[w * n + i] ^ t->g[w * n + h - i]] = 1;
    for (v = 0; seen[v]; v++)
        ;
    return v;
}

/* Makes the table hold every sheet with sides below `need`. */
static int cut_grow(cut_table *t, size_t need)
{
    unsigned char *seen;
    size_t n = t->n, w, h;

    if (need <= n)
        return GR_OK;
    n = need < 2 * n ? 2 * n : need;
    n = n > CUT_MAX + 1 ? CUT_MAX + 1 : n;
    free(t->g);
    t->n = 0;
    t->g = calloc(n * n, sizeof *t->g);
    seen = malloc(2 * CUT_MAX);
    if (t->g == NULL || seen == NULL) {
        free(seen);
        return GR_ENOMEM;
    }
    t->n = n;
    for (w = 2; w < n; w++)
        for (h = 2; h < n; h++)
            t->g[w * n + h] = cut_mex(t, w, h, seen);
    free(seen);
    return GR_OK;
}

/* The steps a strip of short sides below sh and long ones below sl costs:
** each sheet's cuts across its long side, then across its short one. */
static uint64_t strip_cost(uint64_t sh, uint64_t sl)
{
    return sh * sl / 2 * sl + sl * sh / 2 * sh;
}

/* Makes the strip hold G(l, s) for every s < sh and l < sl, when that costs
** at most STRIP_WORK steps; 0, or -1 when it would cost more (or memory
** fails). Computed row by row: a sheet l x s needs the shorter sheets of
** its row and the thinner rows. The mex looks in a stamped table, cleared by
** a new stamp, since a value may be as large as l + s. */
static int cut_strip(cut_table *t, size_t sh, size_t sl)
{
    uint32_t *seen, stamp = 0;
    uint16_t *s;
    size_t y, x, i, v;

    size_t rows = sh > t->sh ? sh : t->sh, len = sl > t->sl ? sl : t->sl;

    if (sh <= t->sh && sl <= t->sl)
        return 0;
    if (strip_cost(rows, len) > STRIP_WORK)   /* the old strip and the new sheet: */
        rows = sh, len = sl;                   /* too much, so only what is asked */
    if (rows > len || strip_cost(rows, len) > STRIP_WORK)
        return -1;
    if (sl > t->sl && len < 2 * t->sl && 2 * t->sl <= STRIP_MAX + 1 &&   /* room to grow */
        strip_cost(rows, 2 * t->sl) <= STRIP_WORK)
        len = 2 * t->sl;
    sh = rows;
    sl = len;
    s = calloc(sh * sl, sizeof *s);
    seen = calloc((size_t)1 << 16, sizeof *seen);
    if (s == NULL || seen == NULL) {
        free(s);
        free(seen);
        return -1;
    }
    for (y = 2; y < sh; y++)
        for (x = 2; x < sl; x++) {
            stamp++;
            for (i = 2; i + 2 <= x; i++)
                seen[s[y * sl + i] ^ s[y * sl + x - i]] = stamp;
            for (i = 2; i + 2 <= y; i++)
                seen[s[i * sl + x] ^ s[(y - i) * sl + x]] = stamp;
            for (v = 0; seen[v] == stamp; v++)
                ;
            s[y * sl + x] = (uint16_t)v;
        }
    free(seen);
    free(t->s);
    t->s = s;
    t->sh = sh;
    t->sl = sl;
    return 0;
}

/* A sheet is at least 2 x 2. */
static int cut_check(gr_pair p, const char *arg, gr_error *err)
{
    if (p.x < 2 || p.y < 2)
        return gr_error_at(err, 0, GR_EINPUT, "'%s': a sheet is at least 2 x 2 (a strip one "
                           "wide is never left: the opponent would cut a square from it)",
                           arg);
    return GR_OK;
}

/* A sheet W,H of at least 2 x 2. */
static const gr_pair_syntax cut_syntax = {
    N_("'%s' is not a sheet: expected W,H, e.g. 4,2"),
    N_("'%s': expected a sheet W,H, e.g. 4,2"),
    N_("'%s': a side is too large (the largest is 18446744073709551615)"),
    cut_check,
};

static int cut_parse(const gr_game *g, const char *const *args, size_t nargs,
                     gr_state *out, gr_error *err)
{
    (void)g;
    (void)nargs;
    return gr_pair_parse(args, &cut_syntax, out, err);
}

static int cut_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    const sheet *sh = s.data;
    cut_table *t = g->params;
    uint64_t side = sh->x > sh->y ? sh->x : sh->y, thin = sh->x < sh->y ? sh->x : sh->y;

    out->kind = GR_VALUE_UNKNOWN;
    if (side > CUT_MAX) {   /* a long sheet: from the strip, if it is not too costly */
        if (side > STRIP_MAX || cut_strip(t, (size_t)thin + 1, (size_t)side + 1) != 0)
            return GR_OK;
        out->kind = GR_VALUE_NIMBER;
        out->nimber = t->s[thin * t->sl + side];
        return GR_OK;
    }
    if (cut_grow(t, (size_t)side + 1) != GR_OK)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    out->kind = GR_VALUE_NIMBER;
    out->nimber = t->g[sh->x * t->n + sh->y];
    return GR_OK;
}

/* Calls fn with the cut of `from` into a and b: "5,3 -> 2,3 + 3,3". */
static int cut_option(sheet from, sheet a, sheet b, gr_option_fn fn, void *ctx)
{
    char text[192];
    gr_buf buf = {text, 0, sizeof text, 0};
    gr_state parts[2];
    gr_option o;

    /* the buffer is on the stack and large enough: it never grows */
    gr_pair_write(from, &buf);
    gr_buf_puts(&buf, " -> ");
    gr_pair_write(a, &buf);
    gr_buf_puts(&buf, " + ");
    gr_pair_write(b, &buf);
    parts[0].data = &a;
    parts[1].data = &b;
    o.text = text;
    o.nparts = 2;
    o.parts = parts;
    return fn(ctx, &o);
}

/* Every cut leaving two sheets of at least 2 x 2: across the width, then
** across the height. */
static int cut_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    sheet sh = *(const sheet *)s.data;
    uint64_t i;
    int rc = 0;

    (void)g;
    for (i = 2; i + 2 <= sh.x && rc == 0; i++)
        rc = cut_option(sh, (sheet){i, sh.y}, (sheet){sh.x - i, sh.y}, fn, ctx);
    for (i = 2; i + 2 <= sh.y && rc == 0; i++)
        rc = cut_option(sh, (sheet){sh.x, i}, (sheet){sh.x, sh.y - i}, fn, ctx);
    return rc;
}

static int cut_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    const sheet *sh = s.data;
    gr_value v;
    int rc;

    if ((rc = cut_value(g, s, &v, err)) != GR_OK)
        return rc;
    if (v.kind != GR_VALUE_NIMBER)
        gr_buf_printf(out, _("a sheet of %llu x %llu: beyond the tables (every sheet up to "
                             "%d x %d, and long sheets whose strip costs at most %llu "
                             "steps), no value is known"), (unsigned long long)sh->x,
                      (unsigned long long)sh->y, CUT_MAX, CUT_MAX,
                      (unsigned long long)STRIP_WORK);
    else
        gr_buf_printf(out, _("a sheet of %llu x %llu: the mex over its cuts of the XOR of "
                             "the two sheets each leaves (tabulated, no closed form is "
                             "known): %llu"), (unsigned long long)sh->x,
                      (unsigned long long)sh->y, (unsigned long long)v.nimber);
    return GR_OK;
}

const gr_ruleset gr_rules_cut = {
    .api = GR_RULESET_API,
    .name = "cut",
    .summary = N_("the Cutting Game (POJ 2311): cut a sheet in two; cutting out a square wins"),
    .syntax = N_("cut W,H...  (one sheet of at least 2 x 2 per argument, e.g. cut 4,2)"),
    .shape = GR_SHAPE_EACH,
    .params_parse = cut_params_parse,
    .params_free = cut_params_free,
    .parse = cut_parse,
    .print = gr_pair_print,
    .copy = gr_pair_copy,
    .release = gr_pair_release,
    .value = cut_value,
    .moves = cut_moves,
    .explain = cut_explain,
    .samples = "cut 4,2; cut 5,3; cut 6,4; cut 2,2",
};
