/*
** turn_table.c - the values g(n) of "turn one to K coins": g(n) is the mex of
** the nim-sums of fewer than K values of coins before n (turning n alone, or
** with up to K - 1 others). Kept as K rows of flags, row j marking the
** nim-sums of exactly j earlier values; a new coin of value x adds row j-1
** moved by x to row j. Values stay below 2^16 and coins up to 256; beyond,
** the value is refused (GR_EUNDECIDED), never guessed. For K >= 2 the values
** increase with n (each set of sums holds the last one's mex), so the coin of
** a value is found by binary search.
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

/* The mex of the union of the rows, or TURN_MAX_VALUE when every value is taken. */
static uint64_t table_mex(turn_params *t)
{
    uint64_t v;
    unsigned j;

    for (v = t->known ? t->g[t->known] : 0; v < TURN_MAX_VALUE; v++) {
        for (j = 0; j < t->k && !row(t, j)[v]; j++)
            ;
        if (j == t->k)
            return v;
    }
    return TURN_MAX_VALUE;
}

static void table_add(turn_params *t, uint64_t x)
{
    unsigned j;
    uint64_t v;

    for (j = t->k - 1; j >= 1; j--)
        for (v = 0; v < TURN_MAX_VALUE; v++)
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

turn_params *turn_params_new(unsigned k, const char *title)
{
    turn_params *t = calloc(1, sizeof *t);

    if (t == NULL || (t->reach = calloc(k, TURN_MAX_VALUE)) == NULL) {
        free(t);
        return NULL;
    }
    t->k = k;
    t->reach[0] = 1;   /* row 0: the empty sum */
    snprintf(t->title, sizeof t->title, "%s", title);   /* translated at use */
    t->rule.kind = COIN_UPTO;
    t->rule.k = k;
    t->rule.title = t->title;
    t->rule.law = N_("g(n) is the mex of the nim-sums of fewer than K values of earlier "
                     "coins (a table, by that definition)");
    t->rule.single = turn_single;
    t->rule.finish = coins_finish_search;
    t->rule.data = t;
    return t;
}

void turn_params_free(void *params)
{
    turn_params *t = params;

    if (t != NULL)
        free(t->reach);
    free(t);
}
