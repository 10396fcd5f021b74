/*
** twins.c - Twins: a move turns exactly two coins, the rightmost from heads
** to tails.
**
** g(n) = mex{g(m) : m < n} = n - 1 (coins numbered from 1): Turning Turtles
** moved one coin along. From a head m the move to change the value by e
** turns m and coin e + 1, when that is below m.
*/
#include "base/i18n.h"
#include "coins.h"

static int twins_single(const coin_rule *r, uint64_t n, uint64_t *out, gr_error *err)
{
    (void)r;
    (void)err;
    *out = n - 1;
    return GR_OK;
}

static int twins_finish(const coin_rule *r, uint64_t m, uint64_t e, coin_set_fn fn,
                        void *ctx, gr_error *err)
{
    uint64_t c = e + 1;

    (void)r;
    (void)err;
    return c != 0 && c < m ? fn(ctx, &c, 1) : 0;
}

/* g(0) = g(1) = 0, then g(n) = n - 1: period 1 and saltus 1 from coin 1 (not
** from 0, as g(1) = g(0)) */
static const gr_period twins_periodicity = {
    GR_PERIOD_PROVED, 1, 1, 1, 0,
    N_("the closed form G(n) = n - 1 for n >= 1, and G(0) = 0 (Turning Turtles moved one "
       "coin along)")
};

const coin_rule coin_rule_twins = {
    .kind = COIN_EXACT, .k = 2,
    .title = N_("Twins (turn exactly two coins)"),
    .law = N_("g(n) = n - 1"),
    .single = twins_single,
    .below = 1,
    .finish = twins_finish,
    .period = &twins_periodicity,
};

COINS_OPS(twins, coin_rule_twins)

const gr_ruleset gr_rules_twins = {
    .api = GR_RULESET_API,
    .name = "twins",
    .summary = N_("Twins: turn exactly two coins, the rightmost heads to tails"),
    .syntax = N_("twins N... | twins HT...  (heads' positions from 1, or a row of H and T)"),
    COINS_FIELDS(twins),
    .samples = "twins 2 4 7; twins THTHH",
};
