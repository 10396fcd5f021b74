/*
** explain.h - why a position is won or lost, in steps a learner can follow
** (explain.c): what `grundy explain` prints and the web API sends.
*/
#ifndef GR_CLI_EXPLAIN_H
#define GR_CLI_EXPLAIN_H

#include "grundy.h"
#include "term.h"

/* Appends to out the whole explanation of p, solved as a with opt (normal
** or misere play), in colour as `colour` and stdout say. GR_OK, or the
** solver's error in err (the moves are solved again to list them). When
** the winning moves could not all be listed, the explanation says so and
** *unlisted (may be NULL) gets why (its code GR_EUNDECIDED; else GR_OK). */
int explain_analysis(const gr_position *p, const gr_analysis *a, const gr_solve_options *opt,
                     term_when colour, gr_buf *out, gr_error *err, gr_error *unlisted);

/* Solves p and appends its explanation without colour (the web API's).
** GR_OK or the solver's error. */
int explain_position(const gr_position *p, const gr_solve_options *opt, gr_buf *out,
                     gr_error *err);

#endif
