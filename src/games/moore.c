/*
** moore.c - Moore's Nim_k: the whole list of heaps is one component, and a
** move reduces between 1 and k heaps, each by any positive amount.
**
** Moore's theorem (E. H. Moore, "A generalization of the game called Nim",
** Annals of Mathematics 11, 1910): a position is P
** iff in every binary column the number of heaps with a 1 there is a
** multiple of k + 1. moore:1 is Nim. The winning moves are built column by
** column, from the highest bit down, and handed out one at a time. There is
** no closed form for the nim-values: they are computed by a table over every
** position below this one when that box is small (MAX_BOX positions), and
** are otherwise unknown (the position alone is still decided by the theorem).
*/
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "heap.h"

#define MAX_BOX 4096u   /* positions in the table of nim-values (work: its square) */
#define BITS 64

typedef struct heaps {
    size_t n;
    uint64_t h[];
} heaps;

static uint64_t moore_k(const gr_game *g)
{
    return *(const uint64_t *)g->params;
}

/* ---- parameters and syntax ---- */

static int moore_params_parse(const char *text, void **params, gr_error *err)
{
    uint64_t k, *p;
    int rc;

    if (text == NULL)
        return gr_error_set(err, GR_EINPUT, "moore needs k, the most heaps a move may "
                            "reduce: e.g. moore:2");
    if ((rc = gr_parse_u64(text, &k, err)) != GR_OK)
        return gr_error_set(err, rc, "moore:%s: k must be a whole number from 1 to %llu",
                            text, (unsigned long long)(UINT64_MAX - 1));
    if (k == 0 || k == UINT64_MAX)
        return gr_error_set(err, GR_EINPUT, "moore:%s: k must be from 1 to %llu", text,
                            (unsigned long long)(UINT64_MAX - 1));
    if ((p = malloc(sizeof *p)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    *p = k;
    *params = p;
    return GR_OK;
}

static void moore_params_print(const void *params, gr_buf *out)
{
    gr_buf_u64(out, *(const uint64_t *)params);
}

static heaps *heaps_new(size_t n)
{
    heaps *h = malloc(sizeof *h + (n ? n : 1) * sizeof h->h[0]);

    if (h != NULL)
        h->n = n;
    return h;
}

static int moore_parse(const gr_game *g, const char *const *args, size_t nargs,
                       gr_state *out, gr_error *err)
{
    heaps *h = heaps_new(nargs);
    size_t i;
    int rc;

    (void)g;
    if (h == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (i = 0; i < nargs; i++)
        if ((rc = gr_parse_u64(args[i], &h->h[i], err)) != GR_OK) {
            free(h);
            err->arg = (long)i;
            return rc;
        }
    out->data = h;
    return GR_OK;
}

static void moore_print(const gr_game *g, gr_state s, gr_buf *out)
{
    const heaps *h = s.data;
    size_t i;

    (void)g;
    for (i = 0; i < h->n; i++) {
        if (i > 0)
            gr_buf_putc(out, ' ');
        gr_buf_u64(out, h->h[i]);
    }
}

static int moore_copy(const gr_game *g, gr_state s, gr_state *out)
{
    const heaps *h = s.data;
    heaps *c = heaps_new(h->n);

    (void)g;
    if (c == NULL)
        return GR_ENOMEM;
    memcpy(c->h, h->h, h->n * sizeof h->h[0]);
    out->data = c;
    return GR_OK;
}

static void moore_release(const gr_game *g, gr_state s)
{
    (void)g;
    free(s.data);
}

/* ---- Moore's theorem ---- */

/* The first column (from the top) whose count of ones is not a multiple of
** k + 1, or -1 when there is none (a P-position). */
static int moore_bad_column(const heaps *h, uint64_t k)
{
    int b;
    size_t i;

    for (b = BITS - 1; b >= 0; b--) {
        uint64_t ones = 0;
        for (i = 0; i < h->n; i++)
            ones += (h->h[i] >> b) & 1;
        if (ones % (k + 1) != 0)
            return b;
    }
    return -1;
}

static int moore_outcome(const gr_game *g, gr_state s, gr_outcome *out, gr_error *err)
{
    (void)err;
    *out = moore_bad_column(s.data, moore_k(g)) < 0 ? GR_OUTCOME_P : GR_OUTCOME_N;
    return GR_OK;
}

/* ---- options ---- */

/* Calls fn with the move from h to the heaps in `to`: "3 4 5 -> 1 4 2". */
static int moore_option(const heaps *h, heaps *to, gr_buf *text, gr_option_fn fn, void *ctx)
{
    gr_state part;
    size_t i;

    gr_buf_reset(text);
    moore_print(NULL, (gr_state){.data = (void *)h}, text);
    gr_buf_puts(text, " ->");
    for (i = 0; i < to->n; i++) {
        gr_buf_putc(text, ' ');
        gr_buf_u64(text, to->h[i]);
    }
    if (text->failed)
        return GR_ENOMEM;
    part.data = to;
    return gr_option_offer(part, gr_buf_str(text), fn, ctx);
}

/* The next m-combination c[0] < ... < c[m-1] of 0..n-1; 0 after the last. */
static int next_combination(size_t *c, size_t m, size_t n)
{
    size_t j = m;

    while (j > 0 && c[j - 1] == n - m + j - 1)
        j--;
    if (j == 0)
        return 0;
    c[j - 1]++;
    for (; j < m; j++)
        c[j] = c[j - 1] + 1;
    return 1;
}

static void first_combination(size_t *c, size_t m)
{
    size_t j;

    for (j = 0; j < m; j++)
        c[j] = j;
}

/* Every move of h, as the heaps it leaves in `to` (a scratch copy of h):
** for each set of 1..k non-empty heaps, every way to lower each of them. */
typedef int (*heaps_fn)(void *ctx, const heaps *to);

static int lower_each(const heaps *h, heaps *to, const size_t *idx, const size_t *c, size_t m,
                      heaps_fn fn, void *ctx)
{
    size_t j;
    int rc;

    for (j = 0; j < m; j++)
        to->h[idx[c[j]]] = h->h[idx[c[j]]] - 1;
    for (;;) {
        if ((rc = fn(ctx, to)) != 0)
            break;
        for (j = 0; j < m && to->h[idx[c[j]]] == 0; j++)
            to->h[idx[c[j]]] = h->h[idx[c[j]]] - 1;   /* odometer: take one more */
        if (j == m)
            break;
        to->h[idx[c[j]]]--;
    }
    for (j = 0; j < m; j++)
        to->h[idx[c[j]]] = h->h[idx[c[j]]];
    return rc;
}

static int each_move(const heaps *h, uint64_t k, heaps_fn fn, void *ctx)
{
    heaps *to = heaps_new(h->n);
    size_t *idx = malloc((h->n + 1) * sizeof *idx), *c = malloc((h->n + 1) * sizeof *c);
    size_t i, m, nz = 0;
    int rc = 0;

    if (to == NULL || idx == NULL || c == NULL) {
        rc = GR_ENOMEM;
        goto cleanup;
    }
    memcpy(to->h, h->h, h->n * sizeof h->h[0]);
    for (i = 0; i < h->n; i++)
        if (h->h[i] > 0)
            idx[nz++] = i;
    for (m = 1; m <= nz && m <= k && rc == 0; m++) {
        first_combination(c, m);
        do
            rc = lower_each(h, to, idx, c, m, fn, ctx);
        while (rc == 0 && next_combination(c, m, nz));
    }
cleanup:
    free(to);
    free(idx);
    free(c);
    return rc;
}

typedef struct texter {
    const heaps *h;
    gr_buf text;
    gr_option_fn fn;
    void *ctx;
} texter;

static int texter_move(void *ctx, const heaps *to)
{
    texter *t = ctx;

    return moore_option(t->h, (heaps *)to, &t->text, t->fn, t->ctx);
}

static int moore_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    texter t = {s.data, GR_BUF_INIT, fn, ctx};
    int rc = each_move(s.data, moore_k(g), texter_move, &t);

    gr_buf_free(&t.text);
    return rc;
}

/* ---- nim-values of small positions: a table over the box below h ---- */

typedef struct table {
    const heaps *h;
    size_t box;
    uint32_t *value;   /* by mixed-radix index, digit i in 0..h[i] */
    uint32_t *stamp;   /* stamp[v] == current: value v is an option's */
    uint32_t current;
} table;

static size_t box_index(const heaps *h, const heaps *v)
{
    size_t i = h->n, idx = 0;

    while (i-- > 0)
        idx = idx * (size_t)(h->h[i] + 1) + (size_t)v->h[i];
    return idx;
}

static int table_mark(void *ctx, const heaps *to)
{
    table *t = ctx;

    t->stamp[t->value[box_index(t->h, to)]] = t->current;
    return 0;
}

/* The number of positions in the box below h, or 0 when above MAX_BOX. */
static size_t box_size(const heaps *h)
{
    size_t i, box = 1;

    for (i = 0; i < h->n; i++) {
        if (h->h[i] >= MAX_BOX || box * (size_t)(h->h[i] + 1) > MAX_BOX)
            return 0;
        box *= (size_t)(h->h[i] + 1);
    }
    return box;
}

/* Fills t->value for every position of the box by mex over its moves.
** GR_EUNDECIDED when the box is too large. */
static int table_fill(table *t, const heaps *h, uint64_t k)
{
    heaps *v = heaps_new(h->n);
    size_t idx, i, rest;
    uint32_t m;
    int rc = GR_OK;

    t->h = h;
    t->box = box_size(h);
    if (t->box == 0) {
        free(v);
        return GR_EUNDECIDED;
    }
    t->value = malloc(t->box * sizeof *t->value);
    t->stamp = calloc(t->box + 1, sizeof *t->stamp);
    if (v == NULL || t->value == NULL || t->stamp == NULL)
        rc = GR_ENOMEM;
    for (idx = 0; idx < t->box && rc == GR_OK; idx++) {
        for (i = 0, rest = idx; i < h->n; i++) {
            v->h[i] = rest % (size_t)(h->h[i] + 1);
            rest /= (size_t)(h->h[i] + 1);
        }
        t->current = (uint32_t)idx + 1;
        rc = each_move(v, k, table_mark, t);
        for (m = 0; t->stamp[m] == t->current; m++)
            ;
        t->value[idx] = m;
    }
    free(v);
    return rc;
}

static void table_free(table *t)
{
    free(t->value);
    free(t->stamp);
}

static int moore_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    table t = {0};
    int rc = table_fill(&t, s.data, moore_k(g));

    out->kind = GR_VALUE_UNKNOWN;
    if (rc == GR_OK) {
        out->kind = GR_VALUE_NIMBER;
        out->nimber = t.value[t.box - 1];
    } else if (rc == GR_EUNDECIDED) {
        rc = GR_OK;   /* no closed form: only the outcome is known */
    } else {
        gr_error_set(err, rc, "out of memory");
    }
    table_free(&t);
    return rc;
}

/* ---- winning moves, column by column ---- */

/* Builds the moves to P-positions from the top bit down. A heap becomes
** free at the first bit where it drops from 1 to 0; below that bit its bits
** are chosen freely. In each column the heaps that stay as they were, the
** heaps freed there (now 0) and the free heaps' chosen bits must add up to a
** multiple of k + 1. Every move to a P-position is built exactly once (the
** free heaps and their first changed bits are fixed by the result). */
typedef struct builder {
    const heaps *h;
    uint64_t k;
    heaps *to;            /* the heaps being built: bits above the column are set */
    unsigned char *free_;  /* free_[i]: heap i already dropped below h[i] */
    size_t *freed;        /* the free heaps, in the order they were freed */
    size_t nfree;
    int found;            /* the last call below built at least one move */
    texter out;
} builder;

static int build(builder *bd, int b);

/* Sets bit b in r of the free heaps freed[0..nold) (each way), then goes on. */
static int build_bits(builder *bd, int b, size_t nold, size_t r)
{
    size_t *c = malloc((r + 1) * sizeof *c), j;
    int rc = 0, any = 0;

    if (c == NULL)
        return GR_ENOMEM;
    first_combination(c, r);
    do {
        for (j = 0; j < r; j++)
            bd->to->h[bd->freed[c[j]]] |= (uint64_t)1 << b;
        rc = build(bd, b - 1);
        for (j = 0; j < r; j++)
            bd->to->h[bd->freed[c[j]]] &= ~((uint64_t)1 << b);
        any |= bd->found;
        /* what lies below does not depend on the bits chosen here */
        if (rc != 0 || !bd->found)
            break;
    } while (r > 0 && next_combination(c, r, nold));
    free(c);
    bd->found = any;
    return rc;
}

/* Frees the heaps cand[c[0..m)] at bit b, then chooses the free heaps' bits. */
static int build_freeing(builder *bd, int b, const size_t *cand, const size_t *c, size_t m,
                         size_t ones)
{
    uint64_t k1 = bd->k + 1, r = (k1 - (ones - m) % k1) % k1;
    size_t nold = bd->nfree, j;
    int rc;

    if (r > nold) {
        bd->found = 0;
        return 0;
    }
    for (j = 0; j < m; j++) {
        size_t i = cand[c[j]];
        bd->free_[i] = 1;
        bd->freed[bd->nfree++] = i;
        bd->to->h[i] = b + 1 < BITS ? (bd->h->h[i] >> (b + 1)) << (b + 1) : 0;
    }
    rc = build_bits(bd, b, nold, (size_t)r);
    for (j = 0; j < m; j++) {
        size_t i = cand[c[j]];
        bd->free_[i] = 0;
        bd->to->h[i] = bd->h->h[i];
    }
    bd->nfree = nold;
    return rc;
}

/* Column b: chooses which heaps with a 1 here drop (become free) now. */
static int build_column(builder *bd, int b, size_t *cand, size_t *c)
{
    size_t i, m, ones = 0;
    int rc = 0, any = 0;

    for (i = 0; i < bd->h->n; i++)
        if (!bd->free_[i] && ((bd->h->h[i] >> b) & 1))
            cand[ones++] = i;
    for (m = 0; m <= ones && m <= bd->k - bd->nfree && rc == 0; m++) {
        first_combination(c, m);
        do {
            rc = build_freeing(bd, b, cand, c, m, ones);
            any |= bd->found;
        } while (rc == 0 && m > 0 && next_combination(c, m, ones));
    }
    bd->found = any;
    return rc;
}

static int build(builder *bd, int b)
{
    size_t *cand, *c;
    int rc;

    if (b < 0) {
        bd->found = bd->nfree > 0;
        return bd->found ? texter_move(&bd->out, bd->to) : 0;
    }
    cand = malloc((bd->h->n + 1) * sizeof *cand);
    c = malloc((bd->h->n + 1) * sizeof *c);
    rc = cand && c ? build_column(bd, b, cand, c) : GR_ENOMEM;
    free(cand);
    free(c);
    return rc;
}

static int moore_moves_to_loss(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx,
                               gr_error *err)
{
    const heaps *h = s.data;
    builder bd;
    int rc = GR_ENOMEM;

    memset(&bd, 0, sizeof bd);
    bd.h = h;
    bd.k = moore_k(g);
    bd.out = (texter){h, GR_BUF_INIT, fn, ctx};
    bd.to = heaps_new(h->n);
    bd.free_ = calloc(h->n + 1, 1);
    bd.freed = malloc((h->n + 1) * sizeof *bd.freed);
    if (bd.to != NULL && bd.free_ != NULL && bd.freed != NULL) {
        memcpy(bd.to->h, h->h, h->n * sizeof h->h[0]);
        rc = moore_bad_column(h, bd.k) < 0 ? 0 : build(&bd, BITS - 1);
    }
    if (rc == GR_ENOMEM)
        gr_error_set(err, rc, "out of memory");
    free(bd.to);
    free(bd.free_);
    free(bd.freed);
    gr_buf_free(&bd.out.text);
    return rc;
}

typedef struct picker {
    table t;
    uint64_t target;
    texter out;
} picker;

static int picker_move(void *ctx, const heaps *to)
{
    picker *p = ctx;

    if (p->t.value[box_index(p->t.h, to)] != p->target)
        return 0;
    return texter_move(&p->out, to);
}

/* Moves to a value: value 0 is a P-position (Moore's theorem builds them);
** other values need the table, so only small positions have them. */
static int moore_moves_to(const gr_game *g, gr_state s, uint64_t target, gr_option_fn fn,
                          void *ctx, gr_error *err)
{
    picker p;
    int rc;

    if (target == 0)
        return moore_moves_to_loss(g, s, fn, ctx, err);
    memset(&p, 0, sizeof p);
    p.target = target;
    p.out = (texter){s.data, GR_BUF_INIT, fn, ctx};
    rc = table_fill(&p.t, s.data, moore_k(g));
    if (rc == GR_OK)
        rc = each_move(s.data, moore_k(g), picker_move, &p);
    else if (rc == GR_EUNDECIDED)
        gr_error_set(err, rc, "moore: nim-values are known only for positions with at most "
                     "%u positions below them", MAX_BOX);
    else
        gr_error_set(err, rc, "out of memory");
    table_free(&p.t);
    gr_buf_free(&p.out.text);
    return rc;
}

/* ---- explain and draw ---- */

static int moore_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    uint64_t k = moore_k(g);
    int bad = moore_bad_column(s.data, k);

    (void)err;
    if (bad < 0)
        gr_buf_printf(out, _("Moore's Nim_%llu, by Moore's theorem (E. H. Moore, 1910): "
                             "write the heaps in binary; the position is P exactly when "
                             "every column holds a multiple of %llu ones. Every column does: "
                             "the player to move loses."), (unsigned long long)k,
                      (unsigned long long)k + 1);
    else
        gr_buf_printf(out, _("Moore's Nim_%llu, by Moore's theorem (E. H. Moore, 1910): "
                             "write the heaps in binary; the position is P exactly when "
                             "every column holds a multiple of %llu ones. The column of 2^%d "
                             "does not: the player to move wins by lowering at most %llu "
                             "heaps so that every column does."), (unsigned long long)k,
                      (unsigned long long)k + 1, bad, (unsigned long long)k);
    return GR_OK;
}

static void moore_draw(const gr_game *g, gr_state s, gr_buf *out, int unicode)
{
    const heaps *h = s.data;
    size_t i;

    for (i = 0; i < h->n; i++) {
        gr_buf_printf(out, _("heap %zu: "), i);
        gr_heap_draw(g, (gr_state){.heap = h->h[i]}, out, unicode);
        gr_buf_putc(out, '\n');
    }
}

const gr_ruleset gr_rules_moore = {
    .api = GR_RULESET_API,
    .name = "moore",
    .summary = N_("Moore's Nim_k: reduce between 1 and k heaps, each by any amount"),
    .syntax = N_("moore:K N...  (k >= 1; all the heaps are one component, e.g. moore:2 3 4 5)"),
    .shape = GR_SHAPE_WHOLE,
    .params_parse = moore_params_parse,
    .params_print = moore_params_print,
    .params_free = free,
    .parse = moore_parse,
    .print = moore_print,
    .copy = moore_copy,
    .release = moore_release,
    .value = moore_value,
    .moves = moore_moves,
    .moves_to = moore_moves_to,
    .outcome = moore_outcome,
    .moves_to_loss = moore_moves_to_loss,
    .explain = moore_explain,
    .draw = moore_draw,
    .samples = "moore:2 3 4 5; moore:1 2 3; moore:3 1 2 2 3",
};
