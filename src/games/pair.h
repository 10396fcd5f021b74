/*
** pair.h - what the pair rulesets share (pair.c): a component of two numbers
** written `X,Y` (wythoff, ed, euclidean, box, corner, cut), its parse, print,
** copy and release, and the option from one pair to another.
*/
#ifndef GR_GAMES_PAIR_H
#define GR_GAMES_PAIR_H

#include "grundy.h"

/* Two numbers; each game says what they are (piles, heaps, a box's
** capacity and stones, a coin's place, a sheet's sides). */
typedef struct gr_pair {
    uint64_t x, y;
} gr_pair;

/* A game's syntax for a pair: the words of its parse errors, each a format
** whose one %s is the argument (mark them N_() where they are written: the
** error translates them) -- no comma; a part that is not a number; a number
** past 64 bits -- and, where the game allows fewer pairs, check, which
** returns GR_OK or blames argument 0 itself (NULL: every pair is a position). */
typedef struct gr_pair_syntax {
    const char *not_pair, *not_numbers, *too_large;
    int (*check)(gr_pair p, const char *arg, gr_error *err);
} gr_pair_syntax;

/* Reads arg as two numbers X,Y into *out, blaming argument 0 in the game's
** words on error (GR_EINPUT, or GR_ERANGE for a number too large); check
** is not called. */
int gr_pair_read(const char *arg, const gr_pair_syntax *syntax, gr_pair *out, gr_error *err);
/* The parse op of a pair game, its syntax passed in: reads args[0], checks
** it, and makes out a state owning the pair. */
int gr_pair_parse(const char *const *args, const gr_pair_syntax *syntax, gr_state *out,
                  gr_error *err);
/* Makes out a state owning a copy of p (a GR_SHAPE_EACH component);
** GR_ENOMEM with "out of memory" in err on failure. */
int gr_pair_state(gr_pair p, gr_state *out, gr_error *err);
/* Writes p as "X,Y". */
void gr_pair_write(gr_pair p, gr_buf *out);
/* The ruleset ops print, copy and release of a pair state. */
void gr_pair_print(const gr_game *g, gr_state s, gr_buf *out);
int gr_pair_copy(const gr_game *g, gr_state s, gr_state *out);
void gr_pair_release(const gr_game *g, gr_state s);
/* Calls fn with the move from `from` to the one pair `to`, "3,5 -> 1,5";
** returns what fn returned. */
int gr_pair_option(gr_pair from, gr_pair to, gr_option_fn fn, void *ctx);

#endif
