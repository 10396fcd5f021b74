/*
** problem_input.h - what the solvers of contest problems share in reading
** their input (problem_input.c).
*/
#ifndef GR_CLI_PROBLEM_INPUT_H
#define GR_CLI_PROBLEM_INPUT_H

#include "grundy.h"
#include "scan.h"

/* The game named spec, or NULL with err set. */
gr_game *problem_game(const char *spec, gr_error *err);
/* Fails with "extra input" unless only white space is left. */
int problem_end(scanner *in, gr_error *err);

#endif
