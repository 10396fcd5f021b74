/*
** problems.h - the classic contest problems `grundy problem` answers, each
** reading its own input format from a scanner and appending the exact
** expected output to a buffer.
*/
#ifndef GR_PROBLEMS_H
#define GR_PROBLEMS_H

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

/* The problems, in listing order (problems.c): problem_at(i) for i below
** problem_count(), NULL past the end. */
size_t problem_count(void);
const problem *problem_at(size_t i);

/* Shared by the problem files: the game named spec, or NULL with err set. */
gr_game *problem_game(const char *spec, gr_error *err);
/* Fails with "extra input" unless only white space is left. */
int problem_end(scanner *in, gr_error *err);

#endif
