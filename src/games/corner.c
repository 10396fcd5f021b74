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
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/number.h"
#include "heap.h"

typedef struct coin {
    uint64_t x, y;   /* columns right of, rows above the corner */
} coin;

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

static int corner_parse(const gr_game *g, const char *const *args, size_t nargs,
                        gr_state *out, gr_error *err)
{
    const char *comma = strchr(args[0], ','), *end = args[0] + strlen(args[0]);
    uint64_t x, y;
    int rcx, rcy;
    coin *c;

    (void)g;
    (void)nargs;
    if (comma == NULL)
        return gr_error_at(err, 0, GR_EINPUT, "'%s' is not a coin: expected X,Y (columns "
                           "right of, rows above the corner), e.g. 3,4", args[0]);
    rcx = gr_number_span(args[0], comma, &x);
    rcy = gr_number_span(comma + 1, end, &y);
    if (rcx == GR_EINPUT || rcy == GR_EINPUT)
        return gr_error_at(err, 0, GR_EINPUT, "'%s': expected a coin X,Y, e.g. 3,4", args[0]);
    if (rcx != GR_OK || rcy != GR_OK)
        return gr_error_at(err, 0, GR_ERANGE, "'%s': a distance is too large (the largest is "
                           "18446744073709551615)", args[0]);
    if ((c = malloc(sizeof *c)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    c->x = x;
    c->y = y;
    out->data = c;
    return GR_OK;
}

static void print_coin(coin c, gr_buf *out)
{
    gr_buf_u64(out, c.x);
    gr_buf_putc(out, ',');
    gr_buf_u64(out, c.y);
}

static void corner_print(const gr_game *g, gr_state s, gr_buf *out)
{
    (void)g;
    print_coin(*(const coin *)s.data, out);
}

static int corner_copy(const gr_game *g, gr_state s, gr_state *out)
{
    coin *c = malloc(sizeof *c);

    (void)g;
    if (c == NULL)
        return GR_ENOMEM;
    *c = *(const coin *)s.data;
    out->data = c;
    return GR_OK;
}

static void corner_release(const gr_game *g, gr_state s)
{
    (void)g;
    free(s.data);
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

/* Calls fn with the move from `from` to `to`: "3,4 -> 2,3". */
static int coin_option(coin from, coin to, gr_option_fn fn, void *ctx)
{
    char text[96];
    gr_buf b = {text, 0, sizeof text, 0};
    gr_state part;

    /* the buffer is on the stack and large enough: it never grows */
    print_coin(from, &b);
    gr_buf_puts(&b, " -> ");
    print_coin(to, &b);
    part.data = &to;
    return gr_option_offer(part, text, fn, ctx);
}

/* The three moves: left, down, diagonally. */
static int corner_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    coin c = *(const coin *)s.data;
    int rc = 0;

    (void)g;
    if (c.x > 0)
        rc = coin_option(c, (coin){c.x - 1, c.y}, fn, ctx);
    if (rc == 0 && c.y > 0)
        rc = coin_option(c, (coin){c.x, c.y - 1}, fn, ctx);
    if (rc == 0 && c.x > 0 && c.y > 0)
        rc = coin_option(c, (coin){c.x - 1, c.y - 1}, fn, ctx);
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
    .print = corner_print,
    .copy = corner_copy,
    .release = corner_release,
    .value = corner_value,
    .moves = corner_moves,
    .explain = corner_explain,
    .samples = "corner 4,6; corner 5,2; corner 3,3",
};
