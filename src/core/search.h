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

/* Genera (gr_genus_of) with one table across many positions; stop_wild
** ends a search at the first position that is not tame (GR_EUNDECIDED,
** and gr_genus_session_wild says so), for the solver's tame rule. */
typedef struct gr_genus_session gr_genus_session;

gr_genus_session *gr_genus_session_new(const gr_solve_options *opt, int stop_wild,
                                       gr_error *err);
int gr_genus_session_of(gr_genus_session *gs, const gr_position *p, gr_genus *out);
int gr_genus_session_wild(const gr_genus_session *gs);
void gr_genus_session_free(gr_genus_session *gs);

#endif
