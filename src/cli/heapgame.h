/*
** heapgame.h - what `grundy values` and `grundy period` share: opening a
** heap game from its spec, and the SVG plot of a value sequence.
*/
#ifndef GR_CLI_HEAPGAME_H
#define GR_CLI_HEAPGAME_H

#include "cli.h"

/* The heap game named by spec (argument `argn` on the command line), or
** NULL after printing the error; *status is then the exit code. */
gr_game *heapgame_open(const char *spec, int argn, int *status);

/* Parses a size option's value (argument argn); EXIT_ANSWERED or the exit
** code after printing the error. */
int heapgame_number(const char *text, int argn, const char *option, uint64_t *out);

/* Long runs: progress on stderr (when `progress` is set or stderr is a
** terminal), the checkpoint file (NULL: none), and SIGINT/SIGTERM caught
** so that the run stops cleanly (GR_ESTOP); _end ends all that. */
void heapgame_long_run(const char *checkpoint, int progress, int threads,
                       uint64_t max_memory);
/* The value of --max-memory MIB (option at argument argn), in bytes. */
int heapgame_memory(const char *text, int argn, uint64_t *bytes);
/* The value of --threads (argument argi): 1 or 2. */
int heapgame_threads(const char *text, int argi, int *out);
void heapgame_long_run_end(void);
/* A run stopped by Ctrl-C or SIGTERM (err is GR_ESTOP): one line on stderr
** saying where it stopped and how to resume; returns 130 or 143. */
int heapgame_stopped(const gr_error *err);

/* Writes an SVG drawing of G(from..to) to path; the proved period, when
** p says so, is marked. Returns an exit code. */
int heapgame_plot(const char *path, const gr_game *g, uint64_t from, uint64_t to,
                  const gr_period *p);

#endif
