/*
** mogul.c - Mogul: a move turns one to 7 coins, the rightmost from heads to
** tails; turn:7 under its Winning Ways name. The values come from the
** table of turn_table.c (by the definition: the mex of the nim-sums of fewer
** than 7 earlier values), for coins up to where they pass 2^22.
*/
#include <stddef.h>

#include "base/i18n.h"
#include "turn_table.h"

static int mogul_params_parse(const char *text, void **params, gr_error *err)
{
    if (text != NULL)
        return gr_error_set(err, GR_EINPUT, "'%s' takes no parameters after ':'", "mogul");
    if ((*params = turn_params_new(TURN_UPTO(7), N_("Mogul (turn one to seven coins)"))) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    return GR_OK;
}

#define RULE(g) (&((turn_params *)(g)->params)->rule)

static int mogul_parse(const gr_game *g, const char *const *args, size_t nargs,
                        gr_state *out, gr_error *err)
{
    (void)g;
    return coins_parse(NULL, args, nargs, out, err);
}

static int mogul_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    return coins_value(RULE(g), s, out, err);
}

static int mogul_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    return coins_moves(RULE(g), s, fn, ctx);
}

static int mogul_moves_to(const gr_game *g, gr_state s, uint64_t target, gr_option_fn fn,
                           void *ctx, gr_error *err)
{
    return coins_moves_to(RULE(g), s, target, fn, ctx, err);
}

static int mogul_period(const gr_game *g, uint64_t max, gr_period *out, gr_error *err)
{
    (void)err;
    return coins_period(RULE(g), max, out);
}

static int mogul_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    return coins_explain(RULE(g), s, out, err);
}

const gr_ruleset gr_rules_mogul = {
    .api = GR_RULESET_API,
    .name = "mogul",
    .summary = N_("Mogul: turn one to 7 coins, the rightmost heads to tails"),
    .syntax = N_("mogul N... | mogul HT...  (heads' positions from 1, or a row of H and T)"),
    .params_parse = mogul_params_parse,
    .params_free = turn_params_free,
    .shape = GR_SHAPE_WHOLE,
    .props = GR_PROP_COINS,
    .parse = mogul_parse,
    .print = coins_print,
    .key = coins_key,
    .copy = coins_copy,
    .release = coins_release,
    .value = mogul_value,
    .moves = mogul_moves,
    .moves_to = mogul_moves_to,
    .period = mogul_period,
    .explain = mogul_explain,
    .draw = coins_draw,
    .samples = "mogul 3 8; mogul HHTTHTH",
};
