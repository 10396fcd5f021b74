/*
** compound_answer.h - the answer and the explanation of a position played
** as a compound other than the sum (compound_answer.c), for `grundy solve
** --compound`, `grundy explain --compound` and the web API.
*/
#ifndef GR_ANSWER_COMPOUND_H
#define GR_ANSWER_COMPOUND_H

#include "answer.h"

/* Solves p as the compound `kind` and appends the answer (text, or JSON
** with flags->json; flags->limit winning moves at most, 0: all) to out;
** nothing is appended on error. */
int answer_compound(const gr_position *p, gr_compound kind, const solve_flags *flags,
                    gr_buf *out, gr_error *err);

/* Solves p as the compound `kind` and appends why it is won or lost, in
** steps: each component's number, the compound's, the winning moves (the
** first 20). GR_OK or the solver's error. */
int explain_compound(const gr_position *p, gr_compound kind, const gr_solve_options *opt,
                     term_when colour, gr_buf *out, gr_error *err);

#endif
