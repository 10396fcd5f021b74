/*
** turn_table.c - the values g(n) of "turn one to K coins": g(n) is the mex of
** the nim-sums of fewer than K values of coins before n (turning n alone, or
** with up to K - 1 others); and of "turn s coins, s in a set": the mex of
** the nim-sums of s - 1 earlier values, s in the set. Kept as K rows of
** bits, row j marking the nim-sums of exactly j earlier (distinct) values;
** a new coin of value x adds row j-1 moved by x to row j (v -> v ^ x: whole
** words move by x's bits from 6 up, and the bits inside a word by its low 6
** bits, one swap of halves a bit). Rows only grow, so g never decreases and
** each mex is looked for from the last value on.
** Values stay below 2^22 and coins up to 4096; beyond, the value is refused
** (GR_EUNDECIDED), never guessed. Moebius reaches coin 574 so, in about
** 0.3 s the first time it is asked for that far (a coin's cost follows the
** span of the values so far, not the count of coins).
** The period of the values of 1..K coins comes from the theory, for every
** coin: a closed form for K <= 2, no period for K >= 3; a rule of a set of
** counts has none known (its period is NULL).
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "turn_table.h"

#define ROW_WORDS (TURN_MAX_VALUE / 64)

static uint64_t *row(turn_params *t, unsigned j)
{
    return t->reach + (size_t)j * ROW_WORDS;
}

/* The mex of the union of the rows j of the rule (s = j + 1 coins turned),
** or TURN_MAX_VALUE when every value is taken. */
static uint64_t table_mex(turn_params *t)
{
    uint64_t from = t->known ? t->g[t->known] : 0, w;
    unsigned j;

    for (w = from / 64; w < ROW_WORDS; w++) {
        uint64_t taken = w == from / 64 ? (UINT64_C(1) << from % 64) - 1 : 0;
        for (j = 0; j < t->k; j++)
            if (t->counts >> (j + 1) & 1)
                taken |= row(t, j)[w];
        if (~taken != 0)
            return w * 64 + (uint64_t)__builtin_ctzll(~taken);
    }
    return TURN_MAX_VALUE;
}

/* The word with bit p moved to bit p ^ c (c below 64): for each bit of c,
** the halves of each block of twice its size change places. */
static uint64_t xor_bits(uint64_t word, unsigned c)
{
    static const uint64_t low[6] = {
        UINT64_C(0x5555555555555555), UINT64_C(0x3333333333333333),
        UINT64_C(0x0f0f0f0f0f0f0f0f), UINT64_C(0x00ff00ff00ff00ff),
        UINT64_C(0x0000ffff0000ffff), UINT64_C(0x00000000ffffffff)};
    for (unsigned b = 0; b < 6; b++)
        if (c >> b & 1)
            word = (word & low[b]) << (1u << b) | (word >> (1u << b) & low[b]);
    return word;
}

/* Adds a coin of value x. Every nim-sum of the values so far is below the
** least power of two above them all (span), so only that much of each row
** is walked. */
static void table_add(turn_params *t, uint64_t x)
{
    unsigned j;
    uint64_t w, words, shift = x / 64;

    while (t->span <= x)
        t->span *= 2;
    words = (t->span + 63) / 64;
    for (j = t->k - 1; j >= 1; j--) {
        const uint64_t *from = row(t, j - 1);
        uint64_t *to = row(t, j);
        for (w = 0; w < words; w++)
            if (from[w] != 0)
                to[w ^ shift] |= xor_bits(from[w], (unsigned)(x % 64));
    }
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
                            "(below 2^22 and coin 4096); coin %llu is beyond", _(t->title),
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
    if (t == NULL || (t->reach = calloc((size_t)k * ROW_WORDS, sizeof *t->reach)) == NULL) {
        free(t);
        return NULL;
    }
    t->k = k;
    t->counts = counts;
    t->span = 1;
    t->reach[0] = 1;   /* row 0: the empty sum, value 0 */
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
