/*
** problem.h - what a classic contest problem `grundy problem` answers is
** (the table is in problems.c): a name, a summary, and its solver, which
** reads the problem's own input format from a scanner and appends the
** exact expected output to a buffer; and the solvers, one family a file
** (problem_nim.c, problem_seq.c, problem_tree.c).
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

/* problem_nim.c: Nim in its many contest dresses */
int problem_acwing_891(scanner *in, gr_buf *out, gr_error *err);
int problem_luogu_p2197(scanner *in, gr_buf *out, gr_error *err);
int problem_poj_2234(scanner *in, gr_buf *out, gr_error *err);
int problem_poj_2975(scanner *in, gr_buf *out, gr_error *err);
int problem_hdu_2176(scanner *in, gr_buf *out, gr_error *err);
int problem_poj_3480(scanner *in, gr_buf *out, gr_error *err);
/* problem_seq.c: Codeforces 1382B, through the seq ruleset */
int problem_cf_1382b(scanner *in, gr_buf *out, gr_error *err);
/* problem_tree.c: AtCoder AGC017 D, through the tree ruleset */
int problem_agc017_d(scanner *in, gr_buf *out, gr_error *err);

#endif
