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
#include "problem_gen.h"
#include "scan.h"

typedef struct problem {
    const char *name;
    const char *summary;
    /* Reads the whole input; appends the answer to out. GR_OK or an error
    ** with err->where set (line and column). */
    int (*solve)(scanner *in, gr_buf *out, gr_error *err);
    /* Writes one random valid input, within the statement's limits (small
    ** cases, or at the limits when g->large), every random decision drawn
    ** through g (gen_int and kin), so that problem_shrink can replay it. */
    void (*generate)(problem_gen *g);
    /* Whether output is a right answer to input (expected: the solver's),
    ** where the judge accepts more than one; NULL: the output must be the
    ** solver's, line by line (problem_check.c). */
    int (*judge)(const char *input, size_t ni, const char *expected, size_t ne,
                 const char *output, size_t no);
} problem;

/* The solvers and generators, one each per problem, named in the list
** (problem_list.h, where they are registered): problem_FUNCTION and
** problem_gen_FUNCTION. The solvers are one family a file (problem_nim.c, problem_seq.c,
** problem_tree.c, problem_heap.c, problem_stair.c, problem_wythoff.c,
** problem_box.c, problem_corner.c, problem_ed.c, problem_cut.c,
** problem_graph.c), the generators all in problem_inputs.c. */
#define PROBLEM(function, name, summary) \
    int problem_##function(scanner *in, gr_buf *out, gr_error *err); \
    void problem_gen_##function(problem_gen *g);
#define JUDGED(function, name, summary) \
    PROBLEM(function, name, summary) \
    int problem_judge_##function(const char *input, size_t ni, const char *expected, \
                                 size_t ne, const char *output, size_t no);
#include "problem_list.h"
#undef JUDGED
#undef PROBLEM

#endif
