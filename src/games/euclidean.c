/*
** euclidean.c - Euclid's game (Cole and Davie), the game of each component
** of HDU 3595 "GG and MM": a component `A,B` is two piles; a move takes a
** positive multiple of the smaller pile from the larger, leaving it at
** least 0 (from equal piles, all of either: 5,5 moves to 0,5 and to 5,0). A
** pile of 0 ends the component.
** (examples/euclid.c is the same game as a plugin, the tutorial of
** docs/PLUGINS.md; this built-in serves the contest problem.)
**
** Values, exact for any 64-bit pair in O(log) steps. Take x >= y > 0 and
** x = q*y + r (0 <= r < y). The moves reach (r + j*y, y) for j = 0..q-1,
** and each of those moves only to the ones with smaller j: so with
** t = G(y, r) (0 when r = 0), G(r + j*y, y) is t for j = 0 and, for j >= 1,
** the least number not among the values below it. Hence G(x, y) = q - 1
** when t >= q, else q (q when r = 0): the quotients of Euclid's algorithm
** folded from the last one. tests/unit/test_registry.c checks it against
** exhaustive search from the samples.
**
** Its numbers in the other compounds (remoteness, suspense: HDU 3595 plays
** the continued conjunctive compound) fold the same quotients, so no
** component needs a search, whose moves are quadratic in the quotients;
** tests/unit/test_compound.c checks them against search.
*/
#include "base/i18n.h"
#include "pair.h"

typedef gr_pair piles;   /* the two piles */

#define MAX_QUOTIENTS 96   /* 64-bit numbers have at most 93 quotients */

/* The quotients of Euclid's algorithm on piles x and y, first to last,
** into q; their count (0 when a pile is empty). */
static int quotients(uint64_t x, uint64_t y, uint64_t q[MAX_QUOTIENTS])
{
    uint64_t t;
    int n = 0;

    if (x < y)
        t = x, x = y, y = t;
    while (y != 0) {
        t = x % y;
        q[n++] = x / y;
        x = y;
        y = t;
    }
    return n;
}

/* G(x, y): the quotients folded from the last. */
static uint64_t euclidean_g(uint64_t x, uint64_t y)
{
    uint64_t q[MAX_QUOTIENTS], t;
    int n = quotients(x, y, q);

    if (n == 0)
        return 0;
    t = q[--n];
    while (n > 0) {
        uint64_t qi = q[--n];
        t = t >= qi ? qi - 1 : qi;
    }
    return t;
}

/* The number of (x, y) in a compound (not the sum): with the same chain,
** where N0 is the number of (y, r) (0 at the end, r = 0), the moves of
** (r + j*y, y) reach those with smaller j only, and the rules of
** search.c's number_of give N0 + 1 for every j >= 1 when N0 is even (its
** one move to an even number is to N0), and N0 + 1 for j = 1 and N0 + 2
** for j >= 2 when N0 is odd (the even number N0 + 1 at j = 1 is then the
** one to reach); remoteness and suspense agree. The selective compound's
** 0 / 1: 1 when N0 is 0, else 0 for j = 1 and 1 for j >= 2. */
static uint64_t euclidean_number(uint64_t x, uint64_t y, gr_compound kind)
{
    uint64_t q[MAX_QUOTIENTS], number = 0;
    int n = quotients(x, y, q);

    while (n > 0) {
        uint64_t qi = q[--n];
        if (kind == GR_COMPOUND_SELECTIVE)
            number = number == 0 ? 1 : qi >= 2;
        else
            number = number % 2 == 0 || qi == 1 ? number + 1 : number + 2;
    }
    return number;
}

/* ---- syntax and state ---- */

/* Two piles, any two numbers. */
static const gr_pair_syntax euclidean_syntax = {
    N_("'%s' is not two piles: expected A,B, e.g. 12,5"),
    N_("'%s': expected two piles A,B, e.g. 12,5"),
    N_("'%s': a pile is too large (the largest is 18446744073709551615)"),
    NULL,
};

static int euclidean_parse(const gr_game *g, const char *const *args, size_t nargs,
                           gr_state *out, gr_error *err)
{
    (void)g;
    (void)nargs;
    return gr_pair_parse(args, &euclidean_syntax, out, err);
}

static int euclidean_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    const piles *p = s.data;

    (void)g;
    (void)err;
    out->kind = GR_VALUE_NIMBER;
    out->nimber = euclidean_g(p->x, p->y);
    return GR_OK;
}

static int euclidean_compound_number(const gr_game *g, gr_state s, gr_compound kind,
                                     uint64_t *out, gr_error *err)
{
    const piles *p = s.data;

    (void)g;
    (void)err;
    *out = euclidean_number(p->x, p->y, kind);
    return GR_OK;
}

/* ---- moves ---- */

/* Calls fn with the move taking k times the smaller pile from the larger:
** "12,5 -> 2,5". */
static int take_multiple(piles from, uint64_t k, gr_option_fn fn, void *ctx)
{
    piles to = from;
    int rc;

    if (to.x >= to.y)
        to.x -= k * to.y;
    else
        to.y -= k * to.x;
    rc = gr_pair_option(from, to, fn, ctx);
    if (rc == 0 && from.x == from.y) {   /* equal piles: either may be the larger */
        to = from;
        to.y = 0;
        rc = gr_pair_option(from, to, fn, ctx);
    }
    return rc;
}

static int euclidean_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    piles p = *(const piles *)s.data;
    uint64_t big = p.x >= p.y ? p.x : p.y, small = p.x >= p.y ? p.y : p.x, k;
    int rc;

    (void)g;
    if (small == 0)
        return 0;
    for (k = 1; k <= big / small; k++)
        if ((rc = take_multiple(p, k, fn, ctx)) != 0)
            return rc;
    return 0;
}

/* The one move to value target, if any: j = q - k multiples of the smaller
** pile stay, and G there is t (j = 0), j - 1 (1 <= j <= t) or j (j > t). */
static int euclidean_moves_to(const gr_game *g, gr_state s, uint64_t target, gr_option_fn fn,
                              void *ctx, gr_error *err)
{
    piles p = *(const piles *)s.data;
    uint64_t big = p.x >= p.y ? p.x : p.y, small = p.x >= p.y ? p.y : p.x, q, t, j;

    (void)g;
    (void)err;
    if (small == 0)
        return 0;
    q = big / small;
    t = euclidean_g(small, big % small);
    if (target == t)
        j = 0;
    else if (target < t)
        j = target + 1;
    else
        j = target;
    return j < q ? take_multiple(p, q - j, fn, ctx) : 0;
}

static int euclidean_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    const piles *p = s.data;

    (void)g;
    (void)err;
    gr_buf_printf(out, _("Piles %llu and %llu: by the quotients of Euclid's algorithm, "
                         "folded from the last (the value is q, or q - 1 when the value after "
                         "the next division is at least q); value %llu."), (unsigned long long)p->x,
                  (unsigned long long)p->y, (unsigned long long)euclidean_g(p->x, p->y));
    return GR_OK;
}

const gr_ruleset gr_rules_euclidean = {
    .api = GR_RULESET_API,
    .name = "euclidean",
    .summary = N_("Euclid's game: take a multiple of the smaller pile from the larger (HDU 3595)"),
    .syntax = N_("euclidean A,B...  (one pair of piles per argument, e.g. euclidean 12,5)"),
    .shape = GR_SHAPE_EACH,
    .parse = euclidean_parse,
    .print = gr_pair_print,
    .copy = gr_pair_copy,
    .release = gr_pair_release,
    .value = euclidean_value,
    .moves = euclidean_moves,
    .moves_to = euclidean_moves_to,
    .compound_number = euclidean_compound_number,
    .explain = euclidean_explain,
    .samples = "euclidean 12,5; euclidean 7,3; euclidean 5,5; euclidean 9,0; euclidean 4,17",
};
