/*
** turn_table.c - the values g(n) of "turn one to K coins": g(n) is the mex of
** the nim-sums of fewer than K values of coins before n (turning n alone, or
** with up to K - 1 others); and of "turn s coins, s in a set": the mex of
** the nim-sums of s - 1 earlier values, s in the set. Kept as K rows of
** flags, row j marking the nim-sums of exactly j earlier (distinct) values;
** a new coin of value x adds row j-1 moved by x to row j. Rows only grow, so
** g never decreases and each mex is looked for from the last value on.
** Values stay below 2^16 and coins up to 256; beyond, the value is refused
** (GR_EUNDECIDED), never guessed.
** The period of the values of 1..K coins comes from the theory, for every
** coin: a closed form for K <= 2, no period for K >= 3; a rule of a set of
** counts has none known (its period is NULL).
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "turn_table.h"

static unsigned char *row(turn_params *t, unsigned j)
{
    return t->reach + (size_t)j * TURN_MAX_VALUE;
}

/* The mex of the union of the rows j of the rule (s = j + 1 coins turned),
** or TURN_MAX_VALUE when every value is taken. */
static uint64_t table_mex(turn_params *t)
{
    uint64_t v;
    unsigned j;

    for (v = t->known ? t->g[t->known] : 0; v < TURN_MAX_VALUE; v++) {
        for (j = 0; j < t->k && !(t->counts >> (j + 1) & 1 && row(t, j)[v]); j++)
            ;
        if (j == t->k)
            return v;
    }
    return TURN_MAX_VALUE;
}

/* Adds a coin of value x. Every nim-sum of the values so far is below the
** least power of two above them all (span), so only that much of each row
** is walked. */
static void table_add(turn_params *t, uint64_t x)
{
    unsigned j;
    uint64_t v;

    while (t->span <= x)
        t->span *= 2;
    for (j = t->k - 1; j >= 1; j--)
        for (v = 0; v < t->span; v++)
            if (row(t, j - 1)[v])
                row(t, j)[v ^ x] = 1;
}

/* Fills g up to coin n, or until the table is full. */
static void table_fill(turn_params *t, uint64_t n)
{
    uint64_t x;

    while (t->known < n && t->last == 0) {
        x = table_mex(t);
        if (x >= TURN_MAX_VALUE || t->known == TURN_MAX_COINS) {
            t->last = t->known;
            break;
        }
        t->g[++t->known] = x;
        table_add(t, x);
    }
}

static int turn_single(const coin_rule *r, uint64_t n, uint64_t *out, gr_error *err)
{
    turn_params *t = (turn_params *)r->data;

    table_fill(t, n);
    if (n > t->known)
        return gr_error_set(err, GR_EUNDECIDED, "%s: values are computed here up to coin %zu "
                            "(below 2^16 and coin 256); coin %llu is beyond", t->title,
                            t->known, (unsigned long long)n);
    *out = t->g[n];
    return GR_OK;
}

/* turn:1: every head is one move to 0, so g(n) = 1 for n >= 1 */
static const gr_period turn_one_periodicity = {
    GR_PERIOD_PROVED, 1, 1, 0, 0,
    N_("the closed form G(n) = 1 for n >= 1, and G(0) = 0 (a move turns one head)")
};

/* K >= 4: no set of at most K coins has values of nim-sum 0 (its rightmost
** coin's value would be the nim-sum of fewer than K earlier ones), so the sets
** of at most two of the coins 1..n have distinct nim-sums, 1 + n + n(n-1)/2 of
** them, below twice the largest value M: M > n^2 / 4, which outgrows the
** linear bound that any period, plain or arithmetic, puts on G. */
static const gr_period turn_many_periodicity = {
    GR_PERIOD_NEVER, 0, 0, 0, 0,
    N_("a move turns up to K >= 4 coins (moebius 5, mogul 7), so no K or fewer coins have "
       "values of nim-sum 0 and the nim-sums of two values are all distinct: G(n) > n^2 / 4, "
       "faster growth than any period, plain or arithmetic, allows")
};

/* The period of turn:k (1..k coins): turn:2 is Turning Turtles, turn:3 Mock
** Turtles. */
static const gr_period *period_of(unsigned k)
{
    if (k == 1)
        return &turn_one_periodicity;
    if (k <= 3)
        return k == 2 ? coin_rule_turtles.period : coin_rule_mock.period;
    return &turn_many_periodicity;
}

turn_params *turn_params_new(unsigned counts, const char *title)
{
    turn_params *t = calloc(1, sizeof *t);
    unsigned k = 0;

    while (counts >> (k + 1))
        k++;
    if (t == NULL || (t->reach = calloc(k, TURN_MAX_VALUE)) == NULL) {
        free(t);
        return NULL;
    }
    t->k = k;
    t->counts = counts;
    t->span = 1;
    t->reach[0] = 1;   /* row 0: the empty sum */
    snprintf(t->title, sizeof t->title, "%s", title);   /* translated at use */
    t->rule.kind = counts == TURN_UPTO(k) ? COIN_UPTO : COIN_COUNTS;
    t->rule.k = k;
    t->rule.counts = counts;
    t->rule.title = t->title;
    t->rule.law = counts == TURN_UPTO(k)
                ? N_("g(n) is the mex of the nim-sums of fewer than K values of earlier "
                     "coins (a table, by that definition)")
                : N_("g(n) is the mex of the nim-sums of s - 1 values of earlier coins, s "
                     "in the set (a table, by that definition)");
    t->rule.single = turn_single;
    t->rule.finish = coins_finish_search;
    t->rule.data = t;
    t->rule.period = counts == TURN_UPTO(k) ? period_of(k) : NULL;   /* sets: none known */
    return t;
}

void turn_params_free(void *params)
{
    turn_params *t = params;

    if (t != NULL)
        free(t->reach);
    free(t);
}
