/*
** list.h - rulesets whose component is a row of numbers (list.c): `seq`,
** `stair`.
*/
#ifndef GR_GAMES_LIST_H
#define GR_GAMES_LIST_H

#include "grundy.h"

/* The state of a list ruleset (GR_SHAPE_WHOLE): counts in order. */
typedef struct gr_list {
    size_t count;
    uint64_t items[];
} gr_list;

/* A list of count items (uninitialised), or NULL when out of memory. */
gr_list *gr_list_new(size_t count);
/* Parses every argument as a count into a new gr_list, blaming the argument
** that is wrong. */
int gr_list_parse(const gr_game *g, const char *const *args, size_t nargs,
                  gr_state *out, gr_error *err);
/* Prints the counts separated by spaces. */
void gr_list_print(const gr_game *g, gr_state s, gr_buf *out);
int gr_list_copy(const gr_game *g, gr_state s, gr_state *out);
void gr_list_release(const gr_game *g, gr_state s);
/* Draws each count as a row of tokens, labelled by item ("step %zu: ",
** marked N_ and translated here, with the count's number from 1); past 24
** rows, all ("... (%zu steps in all)\n") says how many there are. */
void gr_list_draw(const gr_list *l, const char *item, const char *all, gr_buf *out,
                  int unicode);

#endif
