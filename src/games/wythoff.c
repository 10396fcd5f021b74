/*
** wythoff.c - Wythoff's game: two piles; take any number from one pile, or
** the same number from both. Each argument `x,y` is one component.
**
** Wythoff (1907): the P-positions are the pairs (a_k, b_k), k >= 0, with
** a_k = floor(k * phi), b_k = a_k + k = floor(k * phi^2), phi = (1 + sqrt 5)/2;
** every positive number is exactly one a_k or one b_k (Beatty's theorem).
** All of it is computed exactly in integers: b_k = floor((3k + isqrt(5k^2))/2)
** in 128-bit arithmetic, so outcome and winning moves hold for any 64-bit
** pair. Nim-values have no closed form: a table gives them for small pairs
** (MAX_WORK below), and they are unknown beyond.
*/
#include <stdlib.h>

#include "base/i18n.h"
#include "heap.h"
#include "pair.h"

__extension__ typedef unsigned __int128 u128;

#define MAX_WORK ((uint64_t)1 << 24)   /* cells times moves per cell, for the table */
/* the largest k whose 5k^2 fits in 128 bits, rounded down; b_k exceeds 2^64 from
** about k = 7.05e18 on, so no 64-bit pile is past it */
#define K_MAX 7200000000000000000ull

typedef gr_pair pair;   /* the two piles */

/* ---- the golden-ratio pairs, exactly ---- */

/* floor(sqrt(n)), digit by digit. */
static uint64_t isqrt128(u128 n)
{
    u128 r = 0, bit = (u128)1 << 126;

    while (bit > n)
        bit >>= 2;
    while (bit != 0) {
        if (n >= r + bit) {
            n -= r + bit;
            r = (r >> 1) + bit;
        } else {
            r >>= 1;
        }
        bit >>= 2;
    }
    return (uint64_t)r;
}

/* b_k = floor(k phi^2) = floor((3k + k sqrt 5) / 2), for k <= K_MAX. */
static u128 upper_of(uint64_t k)
{
    return ((u128)3 * k + isqrt128((u128)5 * k * k)) / 2;
}

/* a_k = b_k - k = floor(k phi). */
static u128 lower_of(uint64_t k)
{
    return upper_of(k) - k;
}

/* The number of upper Wythoff numbers b_j (j >= 1) at most n: a bisection,
** started from a bracket around n / phi^2 in floating point (off by far less
** than its slack for every 64-bit n; the bracket is checked exactly, and the
** whole range searched if it were wrong). */
static uint64_t uppers_upto(uint64_t n)
{
    double est = (double)n * 0.38196601125010515;   /* 1 / phi^2 */
    uint64_t slack = (n >> 40) + 4, lo = 0, hi = K_MAX;   /* b_lo <= n < b_hi */

    if (est < (double)(K_MAX - 2 * slack)) {
        uint64_t mid = (uint64_t)est;
        uint64_t a = mid > slack ? mid - slack : 0, b = mid + slack;
        if (upper_of(a) <= n && upper_of(b) > n) {
            lo = a;
            hi = b;
        }
    }

    while (hi - lo > 1) {
        uint64_t mid = lo + (hi - lo) / 2;
        if (upper_of(mid) <= n)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

/* The other pile of the P-position that has a pile of n, in *out; 0 when
** it does not fit in 64 bits (no move can reach it then). */
static int partner(uint64_t n, uint64_t *out)
{
    uint64_t j, k;

    if (n == 0)
        return *out = 0, 1;
    j = uppers_upto(n);
    if (j > 0 && upper_of(j) == n)
        return *out = n - j, 1;   /* n = b_j */
    k = n - j;                    /* n = a_k: k lower numbers up to n */
    if (n > UINT64_MAX - k)
        return 0;
    return *out = n + k, 1;
}

/* Is (x, y) a P-position? Then *index is its k. */
static int is_p(uint64_t x, uint64_t y, uint64_t *index)
{
    uint64_t lo = x < y ? x : y, hi = x < y ? y : x, p;

    if (!partner(lo, &p) || p != hi)
        return 0;
    *index = hi - lo;
    return 1;
}

/* ---- syntax and state ---- */

/* A pair of piles, any two numbers. */
static const gr_pair_syntax wythoff_syntax = {
    N_("'%s' is not a pair of piles: expected X,Y, e.g. 3,5"),
    N_("'%s': expected two piles X,Y, e.g. 3,5"),
    N_("'%s': a pile is too large (the largest is 18446744073709551615)"),
    NULL,
};

static int wythoff_parse(const gr_game *g, const char *const *args, size_t nargs,
                         gr_state *out, gr_error *err)
{
    (void)g;
    (void)nargs;
    return gr_pair_parse(args, &wythoff_syntax, out, err);
}

/* ---- moves ---- */

/* Every move, the smallest takes first. */
static int wythoff_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    pair p = *(const pair *)s.data;
    uint64_t t, min = p.x < p.y ? p.x : p.y;
    int rc = 0;

    (void)g;
    for (t = 1; t <= p.x && rc == 0; t++)
        rc = gr_pair_option(p, (pair){p.x - t, p.y}, fn, ctx);
    for (t = 1; t <= p.y && rc == 0; t++)
        rc = gr_pair_option(p, (pair){p.x, p.y - t}, fn, ctx);
    for (t = 1; t <= min && rc == 0; t++)
        rc = gr_pair_option(p, (pair){p.x - t, p.y - t}, fn, ctx);
    return rc;
}

static int wythoff_outcome(const gr_game *g, gr_state s, gr_outcome *out, gr_error *err)
{
    const pair *p = s.data;
    uint64_t k;

    (void)g;
    (void)err;
    *out = is_p(p->x, p->y, &k) ? GR_OUTCOME_P : GR_OUTCOME_N;
    return GR_OK;
}

/* The moves to a P-position, at most three: lower one pile to the partner
** of the other, or both to the P-position (a_k, b_k) with the same gap k. */
static int wythoff_moves_to_loss(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx,
                                 gr_error *err)
{
    pair p = *(const pair *)s.data;
    uint64_t q, k = p.x < p.y ? p.y - p.x : p.x - p.y, lo = p.x < p.y ? p.x : p.y;
    int rc = 0;

    (void)g;
    (void)err;
    if (partner(p.y, &q) && q < p.x)
        rc = gr_pair_option(p, (pair){q, p.y}, fn, ctx);
    if (rc == 0 && partner(p.x, &q) && q < p.y)
        rc = gr_pair_option(p, (pair){p.x, q}, fn, ctx);
    if (rc == 0 && k <= K_MAX && lower_of(k) < lo) {
        uint64_t d = lo - (uint64_t)lower_of(k);
        rc = gr_pair_option(p, (pair){p.x - d, p.y - d}, fn, ctx);
    }
    return rc;
}

/* ---- nim-values of small pairs: the table below (x, y) ---- */

typedef struct table {
    uint64_t w;          /* y + 1: the row length */
    uint32_t *value;     /* value[i * w + j] = G(i, j) */
} table;

/* Fills the table for every pair up to (x, y): 0 when that is too much work. */
static int table_fill(table *t, pair p)
{
    uint64_t i, j, d, cells, moves;
    uint32_t *stamp, m;

    t->value = NULL;
    if (p.x >= MAX_WORK || p.y >= MAX_WORK)
        return 0;
    cells = (p.x + 1) * (p.y + 1);
    moves = p.x + p.y + 1;
    if (cells > MAX_WORK / moves)
        return 0;
    t->w = p.y + 1;
    t->value = malloc(cells * sizeof *t->value);
    stamp = calloc(moves + 1, sizeof *stamp);
    if (t->value == NULL || stamp == NULL) {
        free(stamp);
        free(t->value);
        t->value = NULL;
        return 0;
    }
    for (i = 0; i <= p.x; i++)
        for (j = 0; j <= p.y; j++) {
            uint32_t mark = (uint32_t)(i * t->w + j + 1);
            for (d = 1; d <= i; d++)
                stamp[t->value[(i - d) * t->w + j]] = mark;
            for (d = 1; d <= j; d++)
                stamp[t->value[i * t->w + j - d]] = mark;
            for (d = 1; d <= i && d <= j; d++)
                stamp[t->value[(i - d) * t->w + j - d]] = mark;
            for (m = 0; stamp[m] == mark; m++)
                ;
            t->value[i * t->w + j] = m;
        }
    free(stamp);
    return 1;
}

static int wythoff_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    pair p = *(const pair *)s.data;
    table t;

    (void)g;
    (void)err;
    out->kind = GR_VALUE_UNKNOWN;
    if (table_fill(&t, p)) {
        out->kind = GR_VALUE_NIMBER;
        out->nimber = t.value[p.x * t.w + p.y];
    }
    free(t.value);
    return GR_OK;
}

typedef struct picker {
    table t;
    uint64_t target;
    gr_option_fn fn;
    void *ctx;
} picker;

static int picker_option(void *ctx, const gr_option *o)
{
    picker *pk = ctx;
    const pair *to = o->parts[0].data;

    return pk->t.value[to->x * pk->t.w + to->y] == pk->target ? pk->fn(pk->ctx, o) : 0;
}

static int wythoff_moves_to(const gr_game *g, gr_state s, uint64_t target, gr_option_fn fn,
                            void *ctx, gr_error *err)
{
    picker pk;
    int rc;

    if (target == 0)
        return wythoff_moves_to_loss(g, s, fn, ctx, err);
    if (!table_fill(&pk.t, *(const pair *)s.data))
        return gr_error_set(err, GR_EUNDECIDED, "wythoff: nim-values are known only for "
                            "small pairs (the table below the pair is too large)");
    pk.target = target;
    pk.fn = fn;
    pk.ctx = ctx;
    rc = wythoff_moves(g, s, picker_option, &pk);
    free(pk.t.value);
    return rc;
}

/* ---- explain and draw ---- */

static int wythoff_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    const pair *p = s.data;
    uint64_t k = p->x < p->y ? p->y - p->x : p->x - p->y;

    (void)g;
    (void)err;
    if (k > K_MAX) {
        gr_buf_printf(out, _("Wythoff's game, by Wythoff's theorem (1907): the P-positions "
                             "are the pairs (a_k, b_k) with a_k = floor(k phi), b_k = a_k + k, "
                             "phi = (1 + sqrt 5)/2 (computed exactly in integers). The piles "
                             "%llu,%llu differ by k = %llu, and a_k is beyond 64 bits: not a "
                             "P-position."), (unsigned long long)p->x,
                      (unsigned long long)p->y, (unsigned long long)k);
        return GR_OK;
    }
    uint64_t index;

    gr_buf_printf(out, is_p(p->x, p->y, &index) ?
                  _("Wythoff's game, by Wythoff's theorem (1907): the P-positions are the "
                    "pairs (a_k, b_k) with a_k = floor(k phi), b_k = a_k + k, phi = (1 + "
                    "sqrt 5)/2 (computed exactly in integers). The piles %llu,%llu differ by "
                    "k = %llu; a_%llu = %llu and b_%llu = %llu, so this is a P-position: the "
                    "player to move loses.") :
                  _("Wythoff's game, by Wythoff's theorem (1907): the P-positions are the "
                    "pairs (a_k, b_k) with a_k = floor(k phi), b_k = a_k + k, phi = (1 + "
                    "sqrt 5)/2 (computed exactly in integers). The piles %llu,%llu differ by "
                    "k = %llu; a_%llu = %llu and b_%llu = %llu, so this is not a P-position: "
                    "the player to move wins."),
                  (unsigned long long)p->x, (unsigned long long)p->y,
                  (unsigned long long)k, (unsigned long long)k,
                  (unsigned long long)lower_of(k), (unsigned long long)k,
                  (unsigned long long)upper_of(k));
    return GR_OK;
}

static void wythoff_draw(const gr_game *g, gr_state s, gr_buf *out, int unicode)
{
    const pair *p = s.data;

    gr_buf_puts(out, _("pile 1: "));
    gr_heap_draw(g, (gr_state){.heap = p->x}, out, unicode);
    gr_buf_putc(out, '\n');
    gr_buf_puts(out, _("pile 2: "));
    gr_heap_draw(g, (gr_state){.heap = p->y}, out, unicode);
    gr_buf_putc(out, '\n');
}

const gr_ruleset gr_rules_wythoff = {
    .api = GR_RULESET_API,
    .name = "wythoff",
    .summary = N_("Wythoff's game: take from one pile, or the same number from both"),
    .syntax = N_("wythoff X,Y...  (one pair of piles per argument, e.g. wythoff 3,5 4,7)"),
    .shape = GR_SHAPE_EACH,
    .parse = wythoff_parse,
    .print = gr_pair_print,
    .copy = gr_pair_copy,
    .release = gr_pair_release,
    .value = wythoff_value,
    .moves = wythoff_moves,
    .moves_to = wythoff_moves_to,
    .outcome = wythoff_outcome,
    .moves_to_loss = wythoff_moves_to_loss,
    .explain = wythoff_explain,
    .draw = wythoff_draw,
    .samples = "wythoff 3,5; wythoff 4,4; wythoff 6,2",
};
