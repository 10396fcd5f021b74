/*
** operands.h - what commands read from their words besides options
** (operands.c): a position, errors naming the argument as given, and
** --max-heap handed to its games.
*/
#ifndef GR_CLI_OPERANDS_H
#define GR_CLI_OPERANDS_H

#include <stdint.h>

#include "grundy.h"
#include "options.h"

/* The position in the words a->words[from..]: errors name the argument as
** given on the command line. NULL after printing the error (*status is then
** the exit code). With no words, the error shows `example` (a position).  */
gr_position *cli_position(const cli_args *a, int from, const char *example, int *status);

/* Gives max_heap (read by cli_max_heap; 0: nothing to give) to every game
** of p as its long-run settings. EXIT_ANSWERED, or the error printed and
** its exit code. */
int cli_position_max_heap(const gr_position *p, uint64_t max_heap);

#endif
