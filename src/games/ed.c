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
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/number.h"
#include "heap.h"

typedef struct ed_pair {
    uint64_t a, b;
} ed_pair;

static uint64_t ed_g(uint64_t a, uint64_t b)
{
    uint64_t v = (a - 1) | (b - 1), k = 0;

    while (k < 64 && (v >> k & 1))
        k++;
    return k;
}

static int ed_parse(const gr_game *g, const char *const *args, size_t nargs,
                    gr_state *out, gr_error *err)
{
    const char *comma = strchr(args[0], ','), *end = args[0] + strlen(args[0]);
    uint64_t a, b;
    int rca, rcb;
    ed_pair *p;

    (void)g;
    (void)nargs;
    if (comma == NULL)
        return gr_error_at(err, 0, GR_EINPUT, "'%s' is not a pair of heaps: expected A,B, "
                           "e.g. 2,3", args[0]);
    rca = gr_number_span(args[0], comma, &a);
    rcb = gr_number_span(comma + 1, end, &b);
    if (rca == GR_EINPUT || rcb == GR_EINPUT)
        return gr_error_at(err, 0, GR_EINPUT, "'%s': expected two heaps A,B, e.g. 2,3", args[0]);
    if (rca != GR_OK || rcb != GR_OK)
        return gr_error_at(err, 0, GR_ERANGE, "'%s': a heap is too large (the largest is "
                           "18446744073709551615)", args[0]);
    if (a == 0 || b == 0)
        return gr_error_at(err, 0, GR_EINPUT, "'%s': an E&D heap holds at least 1 stone",
                           args[0]);
    if ((p = malloc(sizeof *p)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    p->a = a;
    p->b = b;
    out->data = p;
    return GR_OK;
}

static void print_pair(ed_pair p, gr_buf *out)
{
    gr_buf_u64(out, p.a);
    gr_buf_putc(out, ',');
    gr_buf_u64(out, p.b);
}

static void ed_print(const gr_game *g, gr_state s, gr_buf *out)
{
    (void)g;
    print_pair(*(const ed_pair *)s.data, out);
}

static int ed_copy(const gr_game *g, gr_state s, gr_state *out)
{
    ed_pair *p = malloc(sizeof *p);

    (void)g;
    if (p == NULL)
        return GR_ENOMEM;
    *p = *(const ed_pair *)s.data;
    out->data = p;
    return GR_OK;
}

static void ed_release(const gr_game *g, gr_state s)
{
    (void)g;
    free(s.data);
}

static int ed_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    const ed_pair *p = s.data;

    (void)g;
    (void)err;
    out->kind = GR_VALUE_NIMBER;
    out->nimber = ed_g(p->a, p->b);
    return GR_OK;
}

/* Calls fn with the move from `from` to the pair i, x - i: "3,5 -> 2,3". */
static int ed_option(ed_pair from, uint64_t x, uint64_t i, gr_option_fn fn, void *ctx)
{
    char text[96];
    gr_buf b = {text, 0, sizeof text, 0};
    ed_pair to = {i, x - i};
    gr_state part;

    /* the buffer is on the stack and large enough: it never grows */
    print_pair(from, &b);
    gr_buf_puts(&b, " -> ");
    print_pair(to, &b);
    part.data = &to;
    return gr_option_offer(part, text, fn, ctx);
}

/* Every move: split a (the other heap removed), then b unless it is a again
** (the same pairs). */
static int ed_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    ed_pair p = *(const ed_pair *)s.data;
    uint64_t i;
    int rc = 0;

    (void)g;
    for (i = 1; i < p.a && rc == 0; i++)
        rc = ed_option(p, p.a, i, fn, ctx);
    for (i = 1; p.b != p.a && i < p.b && rc == 0; i++)
        rc = ed_option(p, p.b, i, fn, ctx);
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
    rc = ed_splits_to(p, p.a, target, fn, ctx);
    if (rc == 0 && p.b != p.a)
        rc = ed_splits_to(p, p.b, target, fn, ctx);
    return rc;
}

static int ed_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    const ed_pair *p = s.data;

    (void)g;
    (void)err;
    gr_buf_printf(out, _("an E&D pair %llu,%llu: the value is the index of the lowest 0 "
                         "bit of (A - 1) | (B - 1) = %llu, so %llu"), (unsigned long long)p->a,
                  (unsigned long long)p->b, (unsigned long long)((p->a - 1) | (p->b - 1)),
                  (unsigned long long)ed_g(p->a, p->b));
    return GR_OK;
}

const gr_ruleset gr_rules_ed = {
    .api = GR_RULESET_API,
    .name = "ed",
    .summary = N_("E&D (SDOI 2009): remove one heap of a pair, split the other into two"),
    .syntax = N_("ed A,B...  (one pair of heaps of at least 1 per argument, e.g. ed 2,3)"),
    .shape = GR_SHAPE_EACH,
    .parse = ed_parse,
    .print = ed_print,
    .copy = ed_copy,
    .release = ed_release,
    .value = ed_value,
    .moves = ed_moves,
    .moves_to = ed_moves_to,
    .explain = ed_explain,
    .samples = "ed 2,3; ed 5,4; ed 7,7; ed 1,9",
};
