/*
** compound_answer.h - the answer and the explanation of a position played
** as a compound other than the sum (compound_answer.c), for `grundy solve
** --compound`, `grundy explain --compound` and the web API (/api/solve and
** /api/explain with compound=).
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

/* The explanation as one JSON object and its newline (/api/explain with
** compound=):
**   {"explanation":TEXT, "position":P, "compound":K, "misere":false,
**    "outcome":"N"|"P", "rule":R, R:NUMBER (not for the selective compound),
**    "components":[{"position":C,"number":V,"outcome":"N"|"P"}...],
**    "winning":[{"moves":[M|null...],"after":A}...], "winning_complete":B}
** TEXT is what explain_compound writes (in the thread's language, no
** colour), K and R the compound's names as `solve --json --compound` gives
** them, V a component's number (for the selective compound 1 for N, 0 for
** P) and its outcome alone, "winning" the moves TEXT lists (the first 20).
** Nothing is appended on error. */
int explain_compound_json(const gr_position *p, gr_compound kind, const gr_solve_options *opt,
                          gr_buf *out, gr_error *err);

#endif
