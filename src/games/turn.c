/*
** turn.c - turn:K: a move turns one to K coins (1 <= K <= 16), the rightmost
** from heads to tails. turn:2 is Turning Turtles, turn:3 Mock Turtles,
** turn:5 Moebius, turn:7 Mogul; the values come from a table filled by the
** definition (turn_table.c), the moves to a value by trying every set.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "turn_table.h"

static int turn_params_parse(const char *text, void **params, gr_error *err)
{
    uint64_t k = 0;
    char title[64];

    if (text == NULL || gr_parse_u64(text, &k, NULL) != GR_OK || k < 1 || k > TURN_MAX_K)
        return gr_error_set(err, GR_EINPUT, "turn needs the most coins a move turns, 1 to %d, "
                            "e.g. turn:3 (Mock Turtles)", TURN_MAX_K);
    /* the title is built here, in the language of the thread that names the game */
    snprintf(title, sizeof title, _("turn:%u (turn one to %u coins)"), (unsigned)k, (unsigned)k);
    if ((*params = turn_params_new((unsigned)k, title)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    return GR_OK;
}

static void turn_params_print(const void *params, gr_buf *out)
{
    gr_buf_printf(out, "%u", ((const turn_params *)params)->k);
}

#define RULE(g) (&((turn_params *)(g)->params)->rule)

static int turn_parse(const gr_game *g, const char *const *args, size_t nargs, gr_state *out,
                      gr_error *err)
{
    (void)g;
    return coins_parse(args, nargs, out, err);
}

static int turn_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    return coins_value(RULE(g), s, out, err);
}

static int turn_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    return coins_moves(RULE(g), s, fn, ctx);
}

static int turn_moves_to(const gr_game *g, gr_state s, uint64_t target, gr_option_fn fn,
                         void *ctx, gr_error *err)
{
    return coins_moves_to(RULE(g), s, target, fn, ctx, err);
}

static int turn_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    return coins_explain(RULE(g), s, out, err);
}

const gr_ruleset gr_rules_turn = {
    .api = GR_RULESET_API,
    .name = "turn",
    .summary = N_("turn:K: turn one to K coins, the rightmost heads to tails (moebius is 5, "
                  "mogul 7)"),
    .syntax = N_("turn:K N... | turn:K HT...  (heads' positions from 1, or a row of H and T)"),
    .params_parse = turn_params_parse,
    .params_print = turn_params_print,
    .params_free = turn_params_free,
    .shape = GR_SHAPE_WHOLE,
    .props = GR_PROP_COINS,
    .parse = turn_parse,
    .print = coins_print,
    .copy = coins_copy,
    .release = coins_release,
    .value = turn_value,
    .moves = turn_moves,
    .moves_to = turn_moves_to,
    .explain = turn_explain,
    .draw = coins_draw,
    .samples = "turn:4 2 5 6; turn:1 HTH; turn:6 HHTTH",
};
