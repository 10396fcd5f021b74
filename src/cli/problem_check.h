/*
** problem_check.h - `grundy problem NAME --check COMMAND`: a solution
** checked against grundy on generated inputs (problem_check.c): each input
** is given to COMMAND (through /bin/sh -c) on stdin and its output compared
** with grundy's under a judge's rules (trailing white space of a line and
** trailing blank lines do not count); the first failing input is shrunk.
*/
#ifndef GR_CLI_PROBLEM_CHECK_H
#define GR_CLI_PROBLEM_CHECK_H

#include <stdint.h>

#include "problems/problems.h"

typedef struct check_options {
    const char *command;
    uint64_t runs;      /* inputs to try */
    uint64_t seed;      /* run k (from 0) uses seed + k */
    int large;          /* inputs at the statement's limits */
    double timeout;     /* seconds a run may take */
    int json;           /* one JSON record instead of the text report */
} check_options;

/* Runs the check and prints its report on stdout: 0 when every run agrees,
** 1 on a difference (the shrunk input, the expected output and COMMAND's),
** or an exit status of the command's conventions (output.h) when grundy
** itself fails (one line on stderr). */
int problem_check(const problem *pr, const check_options *o);

/* The same under the judge's rules: the texts a[0..na) and b[0..nb) with
** white space at the end of each line and blank lines at the end dropped. */
int check_same_output(const char *a, size_t na, const char *b, size_t nb);

#endif
