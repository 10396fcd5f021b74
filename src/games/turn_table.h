/*
** turn_table.h - the values of "turn one to K coins" (turn_table.c), the
** rule of turn:K, moebius (K = 5) and mogul (K = 7): a table of g(n) filled
** on demand by the rule's definition, and the rule itself.
*/
#ifndef GR_GAMES_TURN_TABLE_H
#define GR_GAMES_TURN_TABLE_H

#include "coins.h"

#define TURN_MAX_K 16
#define TURN_MAX_COINS 256            /* coins valued, at most */
#define TURN_MAX_VALUE (1u << 16)     /* values below this */

/* A game's rule and its table (the game's parameters: one per game). */
typedef struct turn_params {
    coin_rule rule;
    unsigned k;
    size_t known;          /* g[1..known] are filled */
    size_t last;           /* when the table is full: its last coin, else 0 */
    uint64_t g[TURN_MAX_COINS + 1];
    unsigned char *reach;  /* k rows of TURN_MAX_VALUE: XORs of exactly j values */
    char title[64];
} turn_params;

/* A new rule for 1..k coins (1 <= k <= TURN_MAX_K), or NULL when out of memory. */
turn_params *turn_params_new(unsigned k, const char *title);
void turn_params_free(void *params);

#endif
