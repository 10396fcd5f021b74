/*
** turn_table.h - the values of "turn one to K coins" (turn_table.c), the
** rule of turn:K, moebius (K = 5) and mogul (K = 7), and of "turn s coins, s
** in a set" (turn:SET): a table of g(n) filled on demand by the rule's
** definition, and the rule itself.
*/
#ifndef GR_GAMES_TURN_TABLE_H
#define GR_GAMES_TURN_TABLE_H

#include "coins.h"

#define TURN_MAX_K 16
#define TURN_MAX_COINS 4096           /* coins valued, at most */
#define TURN_MAX_VALUE (1u << 22)     /* values below this */

/* A game's rule and its table (the game's parameters: one per game). */
typedef struct turn_params {
    coin_rule rule;
    unsigned k;            /* the most coins a move turns */
    unsigned counts;       /* bit s set when a move may turn s coins */
    size_t known;          /* g[1..known] are filled */
    size_t last;           /* when the table is full: its last coin, else 0 */
    uint64_t span;         /* a power of two above every value so far */
    uint64_t g[TURN_MAX_COINS + 1];
    uint64_t *reach;       /* k rows of TURN_MAX_VALUE bits: XORs of exactly j values */
    char title[64];
} turn_params;

/* A new rule for s coins, s in the set `counts` (bit s for s coins, s from 1
** to TURN_MAX_K, at least one), or NULL when out of memory. 1..k is
** TURN_UPTO(k). */
#define TURN_UPTO(k) (((1u << (k)) - 1) << 1)
turn_params *turn_params_new(unsigned counts, const char *title);
void turn_params_free(void *params);

#endif
