/*
** moebius.c - Moebius: a move turns one to 5 coins, the rightmost from heads to
** tails; turn:5 under its Winning Ways name. The values come from the
** table of turn_table.c (by the definition: the mex of the nim-sums of fewer
** than 5 earlier values), for coins up to where they pass 2^22.
*/
#include <stddef.h>

#include "base/i18n.h"
#include "turn_table.h"

static int moebius_params_parse(const char *text, void **params, gr_error *err)
{
    if (text != NULL)
        return gr_error_set(err, GR_EINPUT, "'%s' takes no parameters after ':'", "moebius");
    if ((*params = turn_params_new(TURN_UPTO(5), N_("Moebius (turn one to five coins)"))) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    return GR_OK;
}

#define RULE(g) (&((turn_params *)(g)->params)->rule)

static int moebius_parse(const gr_game *g, const char *const *args, size_t nargs,
                        gr_state *out, gr_error *err)
{
    (void)g;
    return coins_parse(NULL, args, nargs, out, err);
}

static int moebius_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    return coins_value(RULE(g), s, out, err);
}

static int moebius_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    return coins_moves(RULE(g), s, fn, ctx);
}

static int moebius_moves_to(const gr_game *g, gr_state s, uint64_t target, gr_option_fn fn,
                           void *ctx, gr_error *err)
{
    return coins_moves_to(RULE(g), s, target, fn, ctx, err);
}

static int moebius_period(const gr_game *g, uint64_t max, gr_period *out, gr_error *err)
{
    (void)err;
    return coins_period(RULE(g), max, out);
}

static int moebius_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    return coins_explain(RULE(g), s, out, err);
}

const gr_ruleset gr_rules_moebius = {
    .api = GR_RULESET_API,
    .name = "moebius",
    .summary = N_("Moebius: turn one to 5 coins, the rightmost heads to tails"),
    .syntax = N_("moebius N... | moebius HT...  (heads' positions from 1, or a row of H and T)"),
    .params_parse = moebius_params_parse,
    .params_free = turn_params_free,
    .shape = GR_SHAPE_WHOLE,
    .props = GR_PROP_COINS,
    .parse = moebius_parse,
    .print = coins_print,
    .key = coins_key,
    .copy = coins_copy,
    .release = coins_release,
    .value = moebius_value,
    .moves = moebius_moves,
    .moves_to = moebius_moves_to,
    .period = moebius_period,
    .explain = moebius_explain,
    .draw = coins_draw,
    .samples = "moebius 2 6 7; moebius HTTHH",
};
