/*
** problem.h - what a classic contest problem `grundy problem` answers is
** (the table is in problems.c): a name, a summary, and its solver, which
** reads the problem's own input format from a scanner and appends the
** exact expected output to a buffer; and the solvers, declared from their
** list (problem_list.h), one family a file in src/problems.
*/
#ifndef GR_CLI_PROBLEM_H
#define GR_CLI_PROBLEM_H

#include "grundy.h"
#include "scan.h"

typedef struct problem {
    const char *name;
    const char *summary;
    /* Reads the whole input; appends the answer to out. GR_OK or an error
    ** with err->where set (line and column). */
    int (*solve)(scanner *in, gr_buf *out, gr_error *err);
} problem;

/* The solvers, one per problem, named in the list (problem_list.h, where
** they are registered): one family a file (problem_nim.c, problem_seq.c,
** problem_tree.c, problem_heap.c, problem_stair.c, problem_wythoff.c,
** problem_box.c, problem_corner.c, problem_ed.c, problem_cut.c,
** problem_graph.c). */
#define PROBLEM(function, name, summary) \
    int problem_##function(scanner *in, gr_buf *out, gr_error *err);
#include "problem_list.h"
#undef PROBLEM

#endif
