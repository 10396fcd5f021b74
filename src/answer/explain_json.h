/*
** explain_json.h - the explanation of a position as JSON for the web page
** (explain_json.c): explain.c's text, and beside it the numbers the page
** draws its table from.
*/
#ifndef GR_ANSWER_EXPLAIN_JSON_H
#define GR_ANSWER_EXPLAIN_JSON_H

#include "grundy.h"

/* Solves p and appends one JSON object and its newline to out:
**   {"explanation":TEXT, "position":P, "misere":B, "outcome":"N"|"P"|"D",
**    "rule":R, "components":[{"position":C,"value":V}...], "nim_sum":X|null,
**    "table_step":2|null, "winning":[{"component":I,"move":M,"after":A,
**    "from":V,"to":W|null}...], "winning_complete":B}
** TEXT is what `grundy explain` prints (in the thread's language), V a
** value as put_value writes it in JSON, X the XOR of the values when all
** are nimbers, table_step the step of TEXT that holds the binary table,
** "winning" the first 32 winning moves with the value the move leaves its
** component. GR_OK or the solver's error. */
int explain_json(const gr_position *p, const gr_solve_options *opt, gr_buf *out,
                 gr_error *err);

#endif
