/*
** problems.h - the table of classic contest problems `grundy problem`
** answers (problems.c, made from the list in problem_list.h, which opens
** with the recipe for adding one); problem.h says what a problem is.
*/
#ifndef GR_PROBLEMS_H
#define GR_PROBLEMS_H

#include <stddef.h>

#include "problem.h"

/* The problems, in listing order: problem_at(i) for i below
** problem_count(), NULL past the end. */
size_t problem_count(void);
const problem *problem_at(size_t i);

#endif
