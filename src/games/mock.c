/*
** mock.c - Mock Turtles: a move turns one, two or three coins, the
** rightmost from heads to tails.
**
** g(n) (coins from 1) is the n-th odious number, a number with an odd count
** of binary ones: 1, 2, 4, 7, 8, 11, 13, 14, ... (Winning Ways numbers the
** coins from 0, where its coin 0 is our coin 1). Two odious numbers XOR to
** an even count of ones, so from a head m a change e is made by m alone
** (e = 0), by m and the coin worth e (e odious), or by m and two coins a < b
** with g(a) ^ g(b) = e (e evil and not 0): for each a below m the partner
** is the coin worth g(a) ^ e.
*/
#include "base/i18n.h"
#include "coins.h"

#define MOCK_LAST (UINT64_C(1) << 63)   /* g(n) fits in 64 bits up to here */

static int mock_single(const coin_rule *r, uint64_t n, uint64_t *out, gr_error *err)
{
    (void)r;
    if (n > MOCK_LAST)
        return gr_error_set(err, GR_ERANGE, "mock: coin %llu is worth more than 2^64 - 1 "
                            "(coins up to 2^63 are)", (unsigned long long)n);
    *out = coins_odious(n - 1);
    return GR_OK;
}

/* the coin worth v (an odious number) */
static uint64_t mock_coin(uint64_t v)
{
    return v / 2 + 1;
}

static int mock_finish(const coin_rule *r, uint64_t m, uint64_t e, coin_set_fn fn,
                       void *ctx, gr_error *err)
{
    uint64_t c;

    (void)r;
    (void)err;
    if (e == 0)
        return fn(ctx, NULL, 0);
    if (coins_is_odious(e)) {
        c = mock_coin(e);
        return c < m ? fn(ctx, &c, 1) : 0;
    }
    if (m > 1 && 63 - __builtin_clzll(e) > 64 - __builtin_clzll(coins_odious(m - 2)))
        return 0;   /* e has a one above every value below m */
    return coins_odious_pairs(1, m, e, fn, ctx);
}

/* No period: g(n) = 2(n - 1) + t(n - 1), t(i) = 1 when i has an even count of
** ones, so g(n + p) - g(n) = 2p + t(n - 1 + p) - t(n - 1) would be constant from
** some n on, and then t periodic from there (a constant difference of 1 or -1
** cannot last). The Thue-Morse sequence t never becomes periodic: with a
** least period p from some i, p even would give period p / 2 (t(2i) = t(i)),
** and p odd gives t(j) = 1 - t(j + (p - 1) / 2) from t(2i + 1) = 1 - t(i), so
** t(j) = t(j + p - 1) = t(j + p), t constant, against t(2i + 1) != t(2i). */
static const gr_period mock_periodicity = {
    GR_PERIOD_NEVER, 0, 0, 0, 0,
    N_("G(n) is 2n - 2 or 2n - 1 (n >= 1) as n - 1 has an odd or an even count of binary "
       "ones; that parity is the Thue-Morse sequence, which never becomes periodic")
};

const coin_rule coin_rule_mock = {
    .kind = COIN_UPTO, .k = 3,
    .title = N_("Mock Turtles (turn one, two or three coins)"),
    .law = N_("g(n) is the n-th odious number (1, 2, 4, 7, 8, 11, 13, 14, ...)"),
    .single = mock_single,
    .finish = mock_finish,
    .period = &mock_periodicity,
    .last = MOCK_LAST,
};

COINS_OPS(mock, coin_rule_mock)

const gr_ruleset gr_rules_mock = {
    .api = GR_RULESET_API,
    .name = "mock",
    .summary = N_("Mock Turtles: turn one, two or three coins, the rightmost heads to tails"),
    .syntax = N_("mock N... | mock HT...  (heads' positions from 1, or a row of H and T)"),
    COINS_FIELDS(mock),
    .samples = "mock 2 5 7; mock HTTHTHH",
};
