/*
** search.h - the library's own access to exhaustive search (search.c): a
** session keeps one transposition table across many searches, so that the
** solver checking each move of a misere sum searches the positions they
** share once.
*/
#ifndef GR_SEARCH_H
#define GR_SEARCH_H

#include "grundy.h"

typedef struct gr_search_session gr_search_session;

/* A session with opt's limit (positions over all its searches), misere
** flag and progress callback; errors go to err. NULL when out of memory. */
gr_search_session *gr_search_session_new(const gr_solve_options *opt, gr_error *err);
/* The outcome of p, with every position seen in the session remembered. */
int gr_search_session_outcome(gr_search_session *s, const gr_position *p, gr_outcome *out);
void gr_search_session_free(gr_search_session *s);

/* gr_search_value_with, and *round (when not NULL) 1 when the search failed
** because play went round: a position came back on its own line of play. */
int gr_search_value_round(const gr_game *g, gr_state st, const gr_solve_options *opt,
                          uint64_t *out, int *round, gr_error *err);

/* Genera (gr_genus_of) with one table across many positions; stop_wild
** ends a search at the first position that is not tame (GR_EUNDECIDED,
** and gr_genus_session_wild says so), for the solver's tame rule. */
typedef struct gr_genus_session gr_genus_session;

gr_genus_session *gr_genus_session_new(const gr_solve_options *opt, int stop_wild,
                                       gr_error *err);
int gr_genus_session_of(gr_genus_session *gs, const gr_position *p, gr_genus *out);
int gr_genus_session_wild(const gr_genus_session *gs);
void gr_genus_session_free(gr_genus_session *gs);

/* Numbers of components for the compounds other than the sum (compound.c):
** remoteness (GR_COMPOUND_CONJUNCTIVE), suspense (GR_COMPOUND_CONTINUED) or
** the outcome alone, 0 for P and 1 for N (GR_COMPOUND_SELECTIVE), by
** recursion over every move, remembered across the components of one
** session, within opt's limits (GR_EUNDECIDED past them, or for a game
** whose play can go on forever). */
typedef struct gr_number_search gr_number_search;

gr_number_search *gr_number_search_new(gr_compound kind, const gr_solve_options *opt,
                                       gr_error *err);
/* The number of component st of game g; errors go to err (may be NULL). */
int gr_number_search_run(gr_number_search *ns, const gr_game *g, gr_state st, uint64_t *out,
                         gr_error *err);
void gr_number_search_free(gr_number_search *ns);
/* The number of the compound of two games of numbers a and b: the least
** for the conjunctive compound, the largest for the others. */
uint64_t gr_compound_join(gr_compound kind, uint64_t a, uint64_t b);

#endif
