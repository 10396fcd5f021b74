/*
** triplets.c - Triplets: a move turns exactly three coins, the rightmost
** from heads to tails.
**
** Coins 1 and 2 are worth 0 (no two coins lie before them), and coin n >= 3
** is worth the (n-2)-th odious number: Mock Turtles moved two coins along.
** A change e from a head m turns two coins a < b below m with
** g(a) ^ g(b) = e: the pair 1, 2 for e = 0; coin 1 or 2 with the coin worth
** e (e odious); or two coins from 3 on, as in Mock Turtles.
*/
#include "base/i18n.h"
#include "coins.h"

#define TRIPLETS_LAST ((UINT64_C(1) << 63) + 2)   /* g(n) fits in 64 bits up to here */

static int triplets_single(const coin_rule *r, uint64_t n, uint64_t *out, gr_error *err)
{
    (void)r;
    if (n > TRIPLETS_LAST)
        return gr_error_set(err, GR_ERANGE, "triplets: coin %llu is worth more than 2^64 - 1 "
                            "(coins up to 2^63 + 2 are)", (unsigned long long)n);
    *out = n <= 2 ? 0 : coins_odious(n - 3);
    return GR_OK;
}

static uint64_t triplets_coin(uint64_t v)
{
    return v / 2 + 3;
}

static int triplets_finish(const coin_rule *r, uint64_t m, uint64_t e, coin_set_fn fn,
                           void *ctx, gr_error *err)
{
    uint64_t u[2] = {1, 2};
    int rc;

    (void)r;
    (void)err;
    if (e == 0)
        return m > 2 ? fn(ctx, u, 2) : 0;
    if (coins_is_odious(e)) {
        u[1] = triplets_coin(e);
        if (u[1] >= m || (rc = fn(ctx, u, 2)) != 0)
            return u[1] >= m ? 0 : rc;
        u[0] = 2;
        return fn(ctx, u, 2);
    }
    return coins_odious_pairs(3, m, e, fn, ctx);
}

/* No period: g(n) = 2(n - 3) + t(n - 3) for n >= 3, with t the Thue-Morse
** sequence, which never becomes periodic (the proof at mock_periodicity in mock.c) */
static const gr_period triplets_periodicity = {
    GR_PERIOD_NEVER, 0, 0, 0, 0,
    N_("G(n) is 2n - 6 or 2n - 5 (n >= 3) as n - 3 has an odd or an even count of binary "
       "ones; that parity is the Thue-Morse sequence, which never becomes periodic")
};

const coin_rule coin_rule_triplets = {
    .kind = COIN_EXACT, .k = 3,
    .title = N_("Triplets (turn exactly three coins)"),
    .law = N_("g(1) = g(2) = 0 and g(n) is the (n-2)-th odious number (1, 2, 4, 7, 8, ...)"),
    .single = triplets_single,
    .finish = triplets_finish,
    .period = &triplets_periodicity,
    .last = TRIPLETS_LAST,
};

COINS_OPS(triplets, coin_rule_triplets)

const gr_ruleset gr_rules_triplets = {
    .api = GR_RULESET_API,
    .name = "triplets",
    .summary = N_("Triplets: turn exactly three coins, the rightmost heads to tails"),
    .syntax = N_("triplets N... | triplets HT...  (heads' positions from 1, or a row of H and T)"),
    COINS_FIELDS(triplets),
    .samples = "triplets 3 5 6; triplets HHTHTH",
};
