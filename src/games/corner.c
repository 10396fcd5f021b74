/*
** corner.c - a coin walking to the corner of a board (HDU 2147 "kiki's
** game"): a move takes the coin one cell left, one cell down, or one cell
** diagonally down-left. A component `X,Y` is a coin X columns right of and Y
** rows above the bottom-left corner; the player who cannot move loses.
**
** G(X, Y) by parity (induction on X + Y; tests/unit/test_corner.c checks it
** against the definition): 0 when X and Y are both even, 2 when both are
** odd; when one is odd, 1 if the even one is smaller, 3 if it is larger.
** Every move changes the parity of one coordinate or of both, so a 0 (both
** even) only moves to non-zeros and any other value moves to 0 in one step
** of the odd coordinates. Exact for any 64-bit board.
*/
#include "base/i18n.h"
#include "pair.h"

typedef gr_pair coin;   /* x columns right of, y rows above the corner */

static uint64_t corner_g(uint64_t x, uint64_t y)
{
    uint64_t odd, even;

    if (x % 2 == y % 2)
        return x % 2 == 0 ? 0 : 2;
    odd = x % 2 ? x : y;
    even = x % 2 ? y : x;
    return even > odd ? 3 : 1;
}

/* ---- syntax and state ---- */

/* A coin anywhere on the board. */
static const gr_pair_syntax corner_syntax = {
    N_("'%s' is not a coin: expected X,Y (columns right of, rows above the corner), e.g. 3,4"),
    N_("'%s': expected a coin X,Y, e.g. 3,4"),
    N_("'%s': a distance is too large (the largest is 18446744073709551615)"),
    NULL,
};

static int corner_parse(const gr_game *g, const char *const *args, size_t nargs,
                        gr_state *out, gr_error *err)
{
    (void)g;
    (void)nargs;
    return gr_pair_parse(args, &corner_syntax, out, err);
}

static int corner_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    const coin *c = s.data;

    (void)g;
    (void)err;
    out->kind = GR_VALUE_NIMBER;
    out->nimber = corner_g(c->x, c->y);
    return GR_OK;
}

/* The three moves: left, down, diagonally. */
static int corner_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    coin c = *(const coin *)s.data;
    int rc = 0;

    (void)g;
    if (c.x > 0)
        rc = gr_pair_option(c, (coin){c.x - 1, c.y}, fn, ctx);
    if (rc == 0 && c.y > 0)
        rc = gr_pair_option(c, (coin){c.x, c.y - 1}, fn, ctx);
    if (rc == 0 && c.x > 0 && c.y > 0)
        rc = gr_pair_option(c, (coin){c.x - 1, c.y - 1}, fn, ctx);
    return rc;
}

static int corner_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    const coin *c = s.data;

    (void)g;
    (void)err;
    gr_buf_printf(out, _("A coin %llu columns right of and %llu rows above the corner, "
                         "moving one cell left, down or diagonally: by parity, both even is "
                         "0, both odd 2, and one odd 1 or 3 (3 when the even one is larger); "
                         "value %llu."),
                  (unsigned long long)c->x, (unsigned long long)c->y,
                  (unsigned long long)corner_g(c->x, c->y));
    return GR_OK;
}

const gr_ruleset gr_rules_corner = {
    .api = GR_RULESET_API,
    .name = "corner",
    .summary = N_("a coin steps left, down or diagonally toward a corner (HDU 2147)"),
    .syntax = N_("corner X,Y...  (one coin X columns right of and Y rows above the corner, "
                 "e.g. corner 2,4)"),
    .shape = GR_SHAPE_EACH,
    .parse = corner_parse,
    .print = gr_pair_print,
    .copy = gr_pair_copy,
    .release = gr_pair_release,
    .value = corner_value,
    .moves = corner_moves,
    .explain = corner_explain,
    .samples = "corner 4,6; corner 5,2; corner 3,3",
};
