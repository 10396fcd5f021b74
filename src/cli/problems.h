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

/* One function per problem, named in the list (problem_list.h). */
#define PROBLEM(function, name, summary) \
    int problem_##function(scanner *in, gr_buf *out, gr_error *err);
#include "problem_list.h"
#undef PROBLEM

/* The problems, in listing order (problems.c): problem_at(i) for i below
** problem_count(), NULL past the end. */
size_t problem_count(void);
const problem *problem_at(size_t i);

/* Shared by the problem files: the game named spec, or NULL with err set. */
gr_game *problem_game(const char *spec, gr_error *err);
/* Fails with "extra input" unless only white space is left. */
int problem_end(scanner *in, gr_error *err);

#endif
