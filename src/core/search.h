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

#endif
