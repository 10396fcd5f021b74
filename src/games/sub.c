/*
** sub.c - subtraction games sub:S: a move takes x tokens from a heap, for
** some x in the finite set S (e.g. sub:1,3,4).
**
** G(n) = mex { G(n - x) : x in S, x <= n }. With s = max S, G(n) for n >= s
** depends only on the window of the s values before it, so once the window
** at m repeats at m + p, the sequence is periodic with period p from m
** (the window theorem; e.g. Berlekamp, Conway, Guy, Winning Ways ch. 4).
** The values are computed once per game, lazily, into a table kept in the
** game's parameters, until the window repeats (Brent's cycle finding on the
** windows, compared by a rolling hash and then element by element); the
** least period and the least preperiod follow, and every larger heap is
** answered through the period.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "heap.h"

#define SUB_MAX_SET 65535u            /* values <= |S| fit in 16 bits */
#define SUB_HARD_LIMIT (1u << 27)     /* at most this many values are tabled */
#define SUB_WORK (1u << 28)           /* value lookups: about this many steps */
#define SUB_HASH_BASE 0x9e3779b97f4a7c15u

typedef struct sub_params {
    size_t count;
    uint64_t *set;        /* sorted, distinct, each >= 1 */
    uint64_t s;           /* the largest element */
    uint16_t *table;      /* G(0) .. G(computed - 1) */
    size_t computed, cap;
    uint32_t *mark;       /* mex scratch: count + 1 stamps */
    size_t tried;         /* the largest limit searched without a proof */
    int proved;
    size_t preperiod, period;
    size_t proof_end;     /* the values 0 .. proof_end - 1 prove the period */
} sub_params;

/* ---- parameters ---- */

static void sub_params_free(void *params)
{
    sub_params *sp = params;

    if (sp == NULL)
        return;
    free(sp->set);
    free(sp->table);
    free(sp->mark);
    free(sp);
}

static int compare_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Parses element k (1-based) of the set, text[0..len). */
static int sub_element(const char *all, const char *text, size_t len, size_t k,
                       uint64_t *out, gr_error *err)
{
    char why[sizeof err->message];
    char *word = strndup(text, len);
    int rc;

    if (word == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    rc = gr_parse_u64(word, out, err);
    free(word);
    if (rc != GR_OK) {
        snprintf(why, sizeof why, "%s", err->message);
        return gr_error_set(err, rc, "sub:%s: element %zu of the set: %s", all, k, why);
    }
    if (*out == 0)
        return gr_error_set(err, GR_EINPUT, "sub:%s: 0 cannot be in the set (a move takes "
                            "at least one token)", all);
    return GR_OK;
}

/* Splits text at commas into sp->set, sorted; refuses duplicates. */
static int sub_parse_set(const char *text, sub_params *sp, gr_error *err)
{
    const char *p = text, *comma;
    size_t i, n = 1;
    int rc;

    for (i = 0; text[i] != '\0'; i++)
        n += text[i] == ',';
    if (n > SUB_MAX_SET)
        return gr_error_set(err, GR_ERANGE, "sub: the set has %zu elements; at most %u",
                            n, SUB_MAX_SET);
    if ((sp->set = malloc(n * sizeof *sp->set)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (i = 0; i < n; i++, p = comma + 1) {
        comma = strchr(p, ',');
        if (comma == NULL)
            comma = p + strlen(p);
        rc = sub_element(text, p, (size_t)(comma - p), i + 1, &sp->set[i], err);
        if (rc != GR_OK)
            return rc;
    }
    sp->count = n;
    qsort(sp->set, n, sizeof *sp->set, compare_u64);
    for (i = 1; i < n; i++)
        if (sp->set[i] == sp->set[i - 1])
            return gr_error_set(err, GR_EINPUT, "sub:%s: %llu is listed twice", text,
                                (unsigned long long)sp->set[i]);
    sp->s = sp->set[n - 1];
    return GR_OK;
}

static int sub_params_parse(const char *text, void **params, gr_error *err)
{
    sub_params *sp;
    int rc;

    if (text == NULL || *text == '\0')
        return gr_error_set(err, GR_EINPUT, "sub needs its subtraction set, e.g. sub:1,3,4 "
                            "(take 1, 3 or 4 tokens)");
    if ((sp = calloc(1, sizeof *sp)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    rc = sub_parse_set(text, sp, err);
    if (rc == GR_OK && (sp->mark = calloc(sp->count + 1, sizeof *sp->mark)) == NULL)
        rc = gr_error_set(err, GR_ENOMEM, "out of memory");
    if (rc != GR_OK) {
        sub_params_free(sp);
        return rc;
    }
    *params = sp;
    return GR_OK;
}

static void sub_params_print(const void *params, gr_buf *out)
{
    const sub_params *sp = params;
    size_t i;

    for (i = 0; i < sp->count; i++) {
        if (i > 0)
            gr_buf_putc(out, ',');
        gr_buf_u64(out, sp->set[i]);
    }
}

/* ---- the table of values ---- */

/* G(n) from the table's values below n (n == sp->computed). */
static uint16_t sub_mex(sub_params *sp, size_t n)
{
    uint32_t stamp = (uint32_t)n + 1;
    size_t i;
    uint16_t v;

    for (i = 0; i < sp->count && sp->set[i] <= n; i++)
        sp->mark[sp->table[n - sp->set[i]]] = stamp;
    for (v = 0; sp->mark[v] == stamp; v++)
        ;
    return v;
}

/* Computes values until `upto` are known. */
static int sub_fill(sub_params *sp, size_t upto)
{
    if (upto > sp->cap) {
        size_t cap = sp->cap ? sp->cap : 1024;
        uint16_t *table;
        while (cap < upto)
            cap *= 2;
        if ((table = realloc(sp->table, cap * sizeof *table)) == NULL)
            return GR_ENOMEM;
        sp->table = table;
        sp->cap = cap;
    }
    while (sp->computed < upto) {
        sp->table[sp->computed] = sub_mex(sp, sp->computed);
        sp->computed++;
    }
    return GR_OK;
}

/* ---- proving the period ---- */

/* The hash of the window G(m) .. G(m + s - 1). */
static uint64_t sub_hash(const sub_params *sp, size_t m)
{
    uint64_t h = 0;
    size_t i;

    for (i = 0; i < sp->s; i++)
        h = h * SUB_HASH_BASE + sp->table[m + i] + 1;
    return h;
}

static int sub_windows_equal(const sub_params *sp, size_t a, size_t b)
{
    return memcmp(sp->table + a, sp->table + b, (size_t)sp->s * sizeof *sp->table) == 0;
}

/* With G periodic of least period p from `from`: the least preperiod. */
static void sub_settle(sub_params *sp, size_t from, size_t p)
{
    while (from > 0 && sp->table[from - 1] == sp->table[from - 1 + p])
        from--;
    sp->proved = 1;
    sp->preperiod = from;
    sp->period = p;
    sp->proof_end = from + p + (size_t)sp->s;
}

/* Brent's cycle finding on the windows W(m) = G(m .. m+s-1), using at most
** `limit` values; W(m+1) is a function of W(m), so the first repeat gives
** the least period exactly. Sets sp->proved, or sp->tried = limit. */
static int sub_detect(sub_params *sp, size_t limit)
{
    size_t s = (size_t)sp->s, tort = 0, hare = 1, power = 1, lam = 1;
    uint64_t bpow = 1, ht, hh;
    size_t i;

    if (sp->proved || limit <= sp->tried)
        return GR_OK;
    if (sp->s >= limit || s + 1 >= limit) {
        sp->tried = limit;
        return sub_fill(sp, limit);
    }
    if (sub_fill(sp, s + 1) != GR_OK)
        return GR_ENOMEM;
    for (i = 1; i < s; i++)
        bpow *= SUB_HASH_BASE;
    ht = sub_hash(sp, 0);
    hh = sub_hash(sp, 1);
    while (hh != ht || !sub_windows_equal(sp, tort, hare)) {
        if (power == lam) {
            tort = hare;
            ht = hh;
            power *= 2;
            lam = 0;
        }
        if (hare + s + 1 > limit) {
            sp->tried = limit;
            return GR_OK;
        }
        if (sub_fill(sp, hare + s + 1) != GR_OK)
            return GR_ENOMEM;
        hh = (hh - (sp->table[hare] + 1u) * bpow) * SUB_HASH_BASE + sp->table[hare + s] + 1u;
        hare++;
        lam++;
    }
    sub_settle(sp, tort, lam);
    return GR_OK;
}

/* The limit for plain value lookups: about SUB_WORK steps of mex. */
static size_t sub_value_limit(const sub_params *sp)
{
    size_t limit = SUB_WORK / sp->count;

    if (limit < (1u << 16))
        limit = 1u << 16;
    return limit < (1u << 24) ? limit : (1u << 24);
}

/* Refuses heap n at once, before any value is computed, when it is beyond
** the lookup limit and the largest move leaves no room there for the
** windows that prove a period (sub_detect would give up). */
static int sub_beyond_proof(const gr_game *g, uint64_t n, gr_error *err)
{
    const sub_params *sp = g->params;
    size_t limit = sub_value_limit(sp);

    if (n < limit || sp->proved || sp->s < limit - 1)
        return GR_OK;
    return gr_error_set(err, GR_EUNDECIDED, "%s: a period of moves up to %llu cannot be "
                        "proved within the first %zu values, and heap %llu is beyond them",
                        g->spec, (unsigned long long)sp->s, limit, (unsigned long long)n);
}

/* G(n): from the table, or through the proved period. */
static int sub_g(const gr_game *g, uint64_t n, uint64_t *out, gr_error *err)
{
    sub_params *sp = g->params;
    int rc;

    if ((rc = sub_beyond_proof(g, n, err)) != GR_OK)
        return rc;
    if (n >= sp->computed && !sp->proved && sub_detect(sp, sub_value_limit(sp)) != GR_OK)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    if (n < sp->computed) {
        *out = sp->table[n];
        return GR_OK;
    }
    if (!sp->proved)
        return gr_error_set(err, GR_EUNDECIDED, "%s: no period found among the first %zu "
                            "values, and heap %llu is beyond them", g->spec, sp->computed,
                            (unsigned long long)n);
    *out = sp->table[sp->preperiod + (n - sp->preperiod) % sp->period];
    return GR_OK;
}

/* The values of many heaps (the contest fast path): the table is filled
** straight to the largest heap when that is within the lookup limit, so a
** contest's heaps cost that many steps of mex and no period search. */
static int sub_values(const gr_game *g, const uint64_t *heaps, size_t n, uint64_t *out,
                      gr_error *err)
{
    sub_params *sp = g->params;
    uint64_t most = 0;
    size_t i;
    int rc;

    for (i = 0; i < n; i++)
        most = heaps[i] > most ? heaps[i] : most;
    if ((rc = sub_beyond_proof(g, most, err)) != GR_OK)
        return rc;
    if (n > 0 && !sp->proved && most >= sp->computed && most < sub_value_limit(sp) &&
        sub_fill(sp, (size_t)most + 1) != GR_OK)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (i = 0; i < n; i++)
        if ((rc = sub_g(g, heaps[i], &out[i], err)) != GR_OK)
            return rc;
    return GR_OK;
}

/* ---- the ruleset ---- */

static int sub_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    out->kind = GR_VALUE_NIMBER;
    return sub_g(g, s.heap, &out->nimber, err);
}

static int sub_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    const sub_params *sp = g->params;
    size_t i;
    int rc;

    for (i = 0; i < sp->count && sp->set[i] <= s.heap; i++)
        if ((rc = gr_heap_option(s.heap, s.heap - sp->set[i], fn, ctx)) != 0)
            return rc;
    return 0;
}

static int sub_moves_to(const gr_game *g, gr_state s, uint64_t target,
                        gr_option_fn fn, void *ctx, gr_error *err)
{
    const sub_params *sp = g->params;
    uint64_t v;
    size_t i;
    int rc;

    for (i = 0; i < sp->count && sp->set[i] <= s.heap; i++) {
        if ((rc = sub_g(g, s.heap - sp->set[i], &v, err)) != GR_OK)
            return rc;
        if (v == target && (rc = gr_heap_option(s.heap, s.heap - sp->set[i], fn, ctx)) != 0)
            return rc;
    }
    return 0;
}

/* Values for heaps 0..max at most: a proof needs the values up to
** proof_end - 1 <= max; Brent's search may look up to about 4 (max + 1). */
static int sub_period(const gr_game *g, uint64_t max, gr_period *out, gr_error *err)
{
    sub_params *sp = g->params;
    size_t want = max < SUB_HARD_LIMIT ? (size_t)max + 1 : SUB_HARD_LIMIT;
    size_t search = want < SUB_HARD_LIMIT / 4 ? 4 * want + 4 : SUB_HARD_LIMIT;

    if (sub_detect(sp, search) != GR_OK || sub_fill(sp, want) != GR_OK)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    memset(out, 0, sizeof *out);
    if (sp->proved && sp->proof_end - 1 <= max) {
        out->status = GR_PERIOD_PROVED;
        out->preperiod = sp->preperiod;
        out->period = sp->period;
        out->checked_to = sp->proof_end - 1;
        return GR_OK;
    }
    out->status = GR_PERIOD_NONE;
    out->checked_to = want - 1;
    return GR_OK;
}

/* A set of moves of at most 31 is an octal code (a 3 at each move). */
static unsigned sub_game_props(const gr_game *g)
{
    const sub_params *sp = g->params;
    return sp->s <= 31 ? GR_PROP_OCTAL : 0;
}

static int sub_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    const sub_params *sp = g->params;
    uint64_t v, n = s.heap, k;
    int rc;

    if ((rc = sub_g(g, n, &v, err)) != GR_OK)
        return rc;
    if (!sp->proved || n < sp->preperiod) {
        gr_buf_printf(out, _("%s: G(n) is the mex of G(n - x) over the x in the set that "
                        "fit; computed in order, G(%llu) = %llu"), g->spec, (unsigned long long)n,
                      (unsigned long long)v);
        return GR_OK;
    }
    k = sp->preperiod + (n - sp->preperiod) % sp->period;
    if (sp->preperiod == 0)
        gr_buf_printf(out, _("%s has period %zu from heap %zu (proved: a window of %llu "
                             "values repeats); %llu mod %zu = %llu and G(%llu) = %llu"),
                      g->spec, sp->period, sp->preperiod, (unsigned long long)sp->s,
                      (unsigned long long)n, sp->period, (unsigned long long)k,
                      (unsigned long long)k, (unsigned long long)v);
    else
        gr_buf_printf(out, _("%s has period %zu from heap %zu (proved: a window of %llu "
                             "values repeats); %zu + (%llu - %zu) mod %zu = %llu and "
                             "G(%llu) = %llu"),
                      g->spec, sp->period, sp->preperiod, (unsigned long long)sp->s,
                      sp->preperiod, (unsigned long long)n, sp->preperiod, sp->period,
                      (unsigned long long)k, (unsigned long long)k, (unsigned long long)v);
    return GR_OK;
}

const gr_ruleset gr_rules_sub = {
    .api = GR_RULESET_API,
    .name = "sub",
    .summary = N_("subtraction game: take x tokens from one heap, x in a finite set S"),
    .syntax = N_("sub:S N...  (S like 1,3,4; one heap per number)"),
    .shape = GR_SHAPE_HEAP,
    .params_parse = sub_params_parse,
    .params_print = sub_params_print,
    .params_free = sub_params_free,
    .parse = gr_heap_parse,
    .print = gr_heap_print,
    .value = sub_value,
    .values = sub_values,
    .moves = sub_moves,
    .moves_to = sub_moves_to,
    .period = sub_period,
    .game_props = sub_game_props,
    .explain = sub_explain,
    .draw = gr_heap_draw,
    .samples = "sub:1,3,4 9; sub:2,5 11; sub:3 7",
};
