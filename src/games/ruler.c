/*
** ruler.c - Ruler: a move turns a run of consecutive coins that ends at the
** rightmost, which goes from heads to tails.
**
** g(n) is the largest power of 2 dividing n (1, 2, 1, 4, 1, 2, 1, 8, ...).
** The nim-sum of g(1..x) is the Gray code x ^ (x >> 1): its bit t is the
** parity of the count of i <= x with g(i) = 2^t, which is odd exactly when
** bits t and t+1 of x differ. So the run j+1..m-1 turned with m changes the
** value by Gray(m-1) ^ Gray(j), and the one j for a change e is the inverse
** Gray code of Gray(m-1) ^ e: at most one winning move per head, found at
** once.
*/
#include <stdlib.h>

#include "base/i18n.h"
#include "coins.h"

#define MAX_LISTED_RUN (1u << 16)

static int ruler_single(const coin_rule *r, uint64_t n, uint64_t *out, gr_error *err)
{
    (void)r;
    (void)err;
    *out = n & (~n + 1);
    return GR_OK;
}

static uint64_t gray_inverse(uint64_t g)
{
    unsigned s;

    for (s = 1; s < 64; s <<= 1)
        g ^= g >> s;
    return g;
}

static int ruler_finish(const coin_rule *r, uint64_t m, uint64_t e, coin_set_fn fn,
                        void *ctx, gr_error *err)
{
    uint64_t j = gray_inverse(((m - 1) ^ ((m - 1) >> 1)) ^ e), *u, c;
    int rc;

    (void)r;
    if (j > m - 1)
        return 0;
    if (m - 1 - j > MAX_LISTED_RUN)
        return gr_error_set(err, GR_EUNDECIDED, "the winning move from coin %llu turns %llu "
                            "coins, more than can be listed", (unsigned long long)m,
                            (unsigned long long)(m - j));
    if ((u = malloc((size_t)(m - j) * sizeof *u)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (c = j + 1; c < m; c++)
        u[c - j - 1] = c;
    rc = fn(ctx, u, (size_t)(m - 1 - j));
    free(u);
    return rc;
}

/* No period: a saltus s > 0 would make g grow along every residue class mod
** p, but g is 1 at every odd coin; with s = 0, g would be bounded, but
** g(2^k) = 2^k. */
static const gr_period ruler_periodicity = {
    GR_PERIOD_NEVER, 0, 0, 0, 0,
    N_("G(n) is the largest power of 2 dividing n: 1 at every odd n, yet G(2^k) = 2^k grows "
       "without bound, which neither a period (bounded values) nor an arithmetic period "
       "(values growing along every residue class) allows")
};

const coin_rule coin_rule_ruler = {
    .kind = COIN_RUN,
    .title = N_("Ruler (turn a run of coins ending at the rightmost)"),
    .law = N_("g(n) is the largest power of 2 dividing n"),
    .single = ruler_single,
    .finish = ruler_finish,
    .period = &ruler_periodicity,
};

COINS_OPS(ruler, coin_rule_ruler)

const gr_ruleset gr_rules_ruler = {
    .api = GR_RULESET_API,
    .name = "ruler",
    .summary = N_("Ruler: turn a run of consecutive coins, the rightmost heads to tails"),
    .syntax = N_("ruler N... | ruler HT...  (heads' positions from 1, or a row of H and T)"),
    COINS_FIELDS(ruler),
    .samples = "ruler 3 6 8; ruler HHTHTTH",
};
