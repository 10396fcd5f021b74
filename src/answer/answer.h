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
    ** failed, and the answer ends with GR_EIO), or NULL: the whole answer
    ** is appended to the buffer */
    int (*stream)(const gr_buf *part);
    /* how the components are played together: GR_COMPOUND_SUM (answer_solve)
    ** or another compound (answer_compound, compound_answer.h) */
    gr_compound compound;
} solve_flags;

/* Solves p and appends the whole answer to out (text, or JSON with
** flags->json); nothing is appended on error. With flags->stream a long
** answer is handed to flags->stream, a part at a time, as it grows.
** One error keeps the answer: when the value and outcome are exact but the
** game could not list every move (a Rugs move that turns a million coins),
** the answer with the moves it did list and why the list is not whole (in
** JSON "complete":false and "unlisted") is appended, and GR_EUNDECIDED is
** returned with err saying why: answer_kept tells the two apart. */
int answer_solve(const gr_position *p, const solve_flags *flags, gr_buf *out, gr_error *err);

/* Whether an answer that returned rc made out longer than `before`: the
** answer is then to be shown (with its error, when rc is not GR_OK). */
int answer_kept(int rc, const gr_buf *out, size_t before);

#endif
