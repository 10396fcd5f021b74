/*
** ed.c - E&D (SDOI 2009): a pair of heaps; a move removes one heap of the
** pair and splits the other into two non-empty heaps, which become the new
** pair. Each argument `A,B` (both at least 1) is one component.
**
** G(A, B) is the index of the lowest 0 bit of (A - 1) | (B - 1) (found by
** tabulating, proved by induction; tests/unit/test_ed.c checks it against
** the definition). The splits of x into i + (x - i) with value t are found
** without scanning: with i' = i - 1, j' = x - 1 - i and S = x - 2 = i' + j',
** the low t + 1 bits must have i' | j' = 2^t - 1 (bit t clear in both), so
** i' + j' = 2^t - 1 + (i' & j') there: c = (S mod 2^(t+1)) - (2^t - 1) must
** lie in [0, 2^t), and then i' mod 2^(t+1) is c | X for X any subset of the
** other t low bits. Exact for every 64-bit pair.
*/
#include <stdio.h>

#include "base/i18n.h"
#include "pair.h"

typedef gr_pair ed_pair;   /* the heaps A (x) and B (y) */

static uint64_t ed_g(uint64_t a, uint64_t b)
{
    uint64_t v = (a - 1) | (b - 1), k = 0;

    while (k < 64 && (v >> k & 1))
        k++;
    return k;
}

/* Both heaps hold a stone at least. */
static int ed_check(gr_pair p, const char *arg, gr_error *err)
{
    if (p.x == 0 || p.y == 0)
        return gr_error_at(err, 0, GR_EINPUT, "'%s': an E&D heap holds at least 1 stone", arg);
    return GR_OK;
}

/* A pair of heaps, each of at least 1. */
static const gr_pair_syntax ed_syntax = {
    N_("'%s' is not a pair of heaps: expected A,B, e.g. 2,3"),
    N_("'%s': expected two heaps A,B, e.g. 2,3"),
    N_("'%s': a heap is too large (the largest is 18446744073709551615)"),
    ed_check,
};

static int ed_parse(const gr_game *g, const char *const *args, size_t nargs,
                    gr_state *out, gr_error *err)
{
    (void)g;
    (void)nargs;
    return gr_pair_parse(args, &ed_syntax, out, err);
}

static int ed_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    const ed_pair *p = s.data;

    (void)g;
    (void)err;
    out->kind = GR_VALUE_NIMBER;
    out->nimber = ed_g(p->x, p->y);
    return GR_OK;
}

/* Calls fn with the move from `from` to the pair i, x - i: "3,5 -> 2,3". */
static int ed_option(ed_pair from, uint64_t x, uint64_t i, gr_option_fn fn, void *ctx)
{
    return gr_pair_option(from, (ed_pair){i, x - i}, fn, ctx);
}

/* Every move: split a (the other heap removed), then b unless it is a again
** (the same pairs). */
static int ed_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    ed_pair p = *(const ed_pair *)s.data;
    uint64_t i;
    int rc = 0;

    (void)g;
    for (i = 1; i < p.x && rc == 0; i++)
        rc = ed_option(p, p.x, i, fn, ctx);
    for (i = 1; p.y != p.x && i < p.y && rc == 0; i++)
        rc = ed_option(p, p.y, i, fn, ctx);
    return rc;
}

/* The splits of x with value t, in increasing i (see the header). */
static int ed_splits_to(ed_pair from, uint64_t x, uint64_t t, gr_option_fn fn, void *ctx)
{
    uint64_t s, full, low, c, free_bits, sub, base, step;
    int rc = 0;

    if (x < 2 || t >= 64)
        return 0;   /* no split; or past every value a 64-bit split can have */
    s = x - 2;
    full = ((uint64_t)1 << t) - 1;
    step = t == 63 ? 0 : (uint64_t)2 << t;   /* 0: the residues cover every 64-bit i' */
    low = step == 0 ? s : s & (step - 1);
    if (low < full || low - full > full)
        return 0;
    c = low - full;
    free_bits = full & ~c;
    for (base = 0; rc == 0; base += step) {
        sub = 0;
        do {
            if (base + (c | sub) > s)
                break;
            rc = ed_option(from, x, base + (c | sub) + 1, fn, ctx);
            sub = (sub - free_bits) & free_bits;
        } while (sub != 0 && rc == 0);
        if (step == 0 || base > UINT64_MAX - step || base + step > s - c)
            break;
    }
    return rc;
}

static int ed_moves_to(const gr_game *g, gr_state s, uint64_t target, gr_option_fn fn,
                       void *ctx, gr_error *err)
{
    ed_pair p = *(const ed_pair *)s.data;
    int rc;

    (void)g;
    (void)err;
    rc = ed_splits_to(p, p.x, target, fn, ctx);
    if (rc == 0 && p.y != p.x)
        rc = ed_splits_to(p, p.y, target, fn, ctx);
    return rc;
}

static int ed_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    const ed_pair *p = s.data;

    (void)g;
    (void)err;
    gr_buf_printf(out, _("an E&D pair %llu,%llu: the value is the index of the lowest 0 "
                         "bit of (A - 1) | (B - 1) = %llu, so %llu"), (unsigned long long)p->x,
                  (unsigned long long)p->y, (unsigned long long)((p->x - 1) | (p->y - 1)),
                  (unsigned long long)ed_g(p->x, p->y));
    return GR_OK;
}

const gr_ruleset gr_rules_ed = {
    .api = GR_RULESET_API,
    .name = "ed",
    .summary = N_("E&D (SDOI 2009): remove one heap of a pair, split the other into two"),
    .syntax = N_("ed A,B...  (one pair of heaps of at least 1 per argument, e.g. ed 2,3)"),
    .shape = GR_SHAPE_EACH,
    .parse = ed_parse,
    .print = gr_pair_print,
    .copy = gr_pair_copy,
    .release = gr_pair_release,
    .value = ed_value,
    .moves = ed_moves,
    .moves_to = ed_moves_to,
    .explain = ed_explain,
    .samples = "ed 2,3; ed 5,4; ed 7,7; ed 1,9",
};
