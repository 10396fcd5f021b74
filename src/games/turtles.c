/*
** turtles.c - Turning Turtles: a move turns one or two coins, the rightmost
** from heads to tails.
**
** A head at coin n is a Nim heap of n (g(n) = mex{0, g(1), ..., g(n-1)} = n):
** turning n alone leaves 0, turning n and m < n leaves a head worth m. So
** the moves to a row worth v ^ d from a head m turn m alone (d = m) or m and
** coin m ^ d when that is below m.
*/
#include "base/i18n.h"
#include "coins.h"

static int turtles_single(const coin_rule *r, uint64_t n, uint64_t *out, gr_error *err)
{
    (void)r;
    (void)err;
    *out = n;
    return GR_OK;
}

static int turtles_finish(const coin_rule *r, uint64_t m, uint64_t e, coin_set_fn fn,
                          void *ctx, gr_error *err)
{
    (void)r;
    (void)err;
    if (e == 0)
        return fn(ctx, NULL, 0);
    return e < m ? fn(ctx, &e, 1) : 0;
}

/* g(n) = n from n = 0 on: G(n + 1) = G(n) + 1, period 1 and saltus 1 from 0 */
static const gr_period turtles_periodicity = {
    GR_PERIOD_PROVED, 0, 1, 1, 0,
    N_("the closed form G(n) = n (a head at coin n is a Nim heap of n)")
};

const coin_rule coin_rule_turtles = {
    .kind = COIN_UPTO, .k = 2,
    .title = N_("Turning Turtles (turn one or two coins)"),
    .law = N_("g(n) = n, a Nim heap"),
    .single = turtles_single,
    .below = 1,
    .finish = turtles_finish,
    .period = &turtles_periodicity,
};

COINS_OPS(turtles, coin_rule_turtles)

const gr_ruleset gr_rules_turtles = {
    .api = GR_RULESET_API,
    .name = "turtles",
    .summary = N_("Turning Turtles: turn one or two coins, the rightmost heads to tails"),
    .syntax = N_("turtles N... | turtles HT...  (heads' positions from 1, or a row of H and T)"),
    COINS_FIELDS(turtles),
    .samples = "turtles 3 5; turtles HTHTH; turtles 0",
};
