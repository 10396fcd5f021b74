/*
** box.c - boxes of stones (HDU 1729 "Stone Game"): a box of capacity S holds
** C stones; a move adds k stones, 1 <= k <= C^2, without passing S. Each
** argument `S,C` is one component.
**
** With t the largest number such that t + t^2 < S: from C > t every count
** up to S is one move away, so G(S, C) = S - C; from C = t every move goes
** to a count in (t, S), whose value S - C' is not 0, so (S, t) is a
** P-position; and for C < t, G(S, C) = G(t, C): below t the box plays as a
** box of capacity t (the classic solution; tests/unit/test_box.c checks it
** against exhaustive search). Exact for every 64-bit box: t < 2^32, so
** t + t^2 fits in 64 bits.
*/
#include "base/i18n.h"
#include "pair.h"

typedef gr_pair box;   /* x the capacity, y the stones */

/* The largest t with t + t^2 < s (s >= 1). */
static uint64_t box_pivot(uint64_t s)
{
    uint64_t t = 0, bit;

    for (bit = (uint64_t)1 << 31; bit != 0; bit >>= 1)
        if ((t | bit) * ((t | bit) + 1) < s)
            t |= bit;
    return t;
}

/* G(s, c) by the closed form. */
static uint64_t box_g(uint64_t s, uint64_t c)
{
    uint64_t t;

    for (;;) {
        if (s == 0)
            return 0;
        t = box_pivot(s);
        if (c > t)
            return s - c;
        if (c == t)
            return 0;
        s = t;
    }
}

/* The most stones a move may add to (s, c). */
static uint64_t box_room(box b)
{
    uint64_t room = b.x - b.y;

    return b.y >= ((uint64_t)1 << 32) || b.y * b.y >= room ? room : b.y * b.y;
}

/* ---- syntax and state ---- */

/* A box holds at most its capacity. */
static int box_check(gr_pair p, const char *arg, gr_error *err)
{
    if (p.y > p.x)
        return gr_error_at(err, 0, GR_EINPUT, "'%s': a box of capacity %llu holds at most "
                           "%llu stones", arg, (unsigned long long)p.x,
                           (unsigned long long)p.x);
    return GR_OK;
}

/* A box S,C of capacity S holding C stones. */
static const gr_pair_syntax box_syntax = {
    N_("'%s' is not a box: expected S,C (capacity, stones), e.g. 6,2"),
    N_("'%s': expected a box S,C (capacity, stones), e.g. 6,2"),
    N_("'%s': a number is too large (the largest is 18446744073709551615)"),
    box_check,
};

static int box_parse(const gr_game *g, const char *const *args, size_t nargs,
                     gr_state *out, gr_error *err)
{
    (void)g;
    (void)nargs;
    return gr_pair_parse(args, &box_syntax, out, err);
}

static int box_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    const box *b = s.data;

    (void)g;
    (void)err;
    out->kind = GR_VALUE_NIMBER;
    out->nimber = box_g(b->x, b->y);
    return GR_OK;
}

/* ---- moves ---- */

/* Calls fn with the move from `from` to c stones: "6,2 -> 6,5". */
static int box_option(box from, uint64_t c, gr_option_fn fn, void *ctx)
{
    return gr_pair_option(from, (box){from.x, c}, fn, ctx);
}

/* Every move, the fewest stones added first. */
static int box_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    box b = *(const box *)s.data;
    uint64_t k, room = box_room(b);
    int rc = 0;

    (void)g;
    for (k = 1; k <= room && rc == 0; k++)
        rc = box_option(b, b.y + k, fn, ctx);
    return rc;
}

/* Every count c' in [lo, hi] (at most s) whose G(s, c') is target, in
** increasing order: below the pivot t the values are those of a box of
** capacity t; t itself is 0; above it, G = s - c' (one count). */
static int box_find(box from, uint64_t s, uint64_t lo, uint64_t hi, uint64_t target,
                    gr_option_fn fn, void *ctx)
{
    uint64_t t;
    int rc = 0;

    if (lo > hi)
        return 0;
    if (s == 0)
        return lo == 0 && target == 0 ? box_option(from, 0, fn, ctx) : 0;
    t = box_pivot(s);
    if (lo < t)
        rc = box_find(from, t, lo, hi < t - 1 ? hi : t - 1, target, fn, ctx);
    if (rc == 0 && target == 0 && lo <= t && t <= hi)
        rc = box_option(from, t, fn, ctx);
    if (rc == 0 && target < s - t && s - target >= lo && s - target <= hi)
        rc = box_option(from, s - target, fn, ctx);
    return rc;
}

static int box_moves_to(const gr_game *g, gr_state s, uint64_t target, gr_option_fn fn,
                        void *ctx, gr_error *err)
{
    box b = *(const box *)s.data;
    uint64_t room = box_room(b);

    (void)g;
    (void)err;
    return room == 0 ? 0 : box_find(b, b.x, b.y + 1, b.y + room, target, fn, ctx);
}

/* ---- explain ---- */

static int box_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    const box *b = s.data;
    uint64_t t = b->x > 0 ? box_pivot(b->x) : 0;
    unsigned long long cap = b->x, has = b->y;

    (void)g;
    (void)err;
    if (b->x == 0 || b->y == t)
        gr_buf_printf(out, _("A box of capacity %llu holding %llu stones; a move adds 1 to "
                             "C^2 stones. The largest t with t + t^2 < %llu is %llu: the box "
                             "holds t stones, a P-position (every move passes t and lets the "
                             "opponent fill the box), value 0."),
                      cap, has, cap, (unsigned long long)t);
    else if (b->y > t)
        gr_buf_printf(out, _("A box of capacity %llu holding %llu stones; a move adds 1 to "
                             "C^2 stones. The largest t with t + t^2 < %llu is %llu: above t "
                             "every count up to the capacity is one move away, so the value "
                             "is %llu - %llu = %llu."),
                      cap, has, cap, (unsigned long long)t, cap, has, cap - has);
    else
        gr_buf_printf(out, _("A box of capacity %llu holding %llu stones; a move adds 1 to "
                             "C^2 stones. The largest t with t + t^2 < %llu is %llu: below t "
                             "the box plays as a box of capacity %llu, value %llu."),
                      cap, has, cap, (unsigned long long)t, (unsigned long long)t,
                      (unsigned long long)box_g(t, b->y));
    return GR_OK;
}

const gr_ruleset gr_rules_box = {
    .api = GR_RULESET_API,
    .name = "box",
    .summary = N_("boxes of stones (HDU 1729): add 1 to C^2 stones to a box of capacity S"),
    .syntax = N_("box S,C...  (one box of capacity S holding C stones per argument, e.g. box 6,2)"),
    .shape = GR_SHAPE_EACH,
    .parse = box_parse,
    .print = gr_pair_print,
    .copy = gr_pair_copy,
    .release = gr_pair_release,
    .value = box_value,
    .moves = box_moves,
    .moves_to = box_moves_to,
    .explain = box_explain,
    .samples = "box 6,2; box 3,3; box 20,3; box 13,1; box 30,2",
};
