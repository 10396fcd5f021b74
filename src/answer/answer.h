/*
** answer.h - the answer to one position (answer.c), shared by `grundy
** solve` and the web API (`grundy serve`).
*/
#ifndef GR_CLI_ANSWER_H
#define GR_CLI_ANSWER_H

#include <stdint.h>

#include "grundy.h"
#include "term.h"

#define SHOWN_MOVES 1000  /* the default --limit: a huge heap may have more */

typedef struct solve_flags {
    term term;        /* colour for text answers */
    int json;
    int misere;
    int full;         /* long positions printed whole */
    uint64_t max_heap; /* --max-heap, or 0 */
    uint64_t limit;   /* winning moves listed at most; 0: all */
    gr_solve_options opt;  /* misere, and the progress of searches */
    /* writes a part of a huge answer as it is made (nonzero: writing
    ** failed), or NULL: the whole answer is appended to the buffer */
    int (*stream)(const gr_buf *part);
    /* how the components are played together: GR_COMPOUND_SUM (answer_solve)
    ** or another compound (answer_compound, compound_answer.h) */
    gr_compound compound;
} solve_flags;

/* Solves p and appends the whole answer to out (text, or JSON with
** flags->json); nothing is appended on error. With flags->stream a long
** answer is handed to flags->stream, a part at a time, as it grows. */
int answer_solve(const gr_position *p, const solve_flags *flags, gr_buf *out, gr_error *err);

#endif
