/*
** heapgame.h - what `grundy values`, `grundy period` and `grundy census`
** share (heapgame.c): opening a heap game from its spec, and long runs
** (their options, progress, checkpoint, and stopping cleanly on a signal).
*/
#ifndef GR_CLI_HEAPGAME_H
#define GR_CLI_HEAPGAME_H

#include <stdint.h>

#include "grundy.h"
#include "options.h"

/* The heap game named by spec (argument `argn` on the command line), or
** NULL after printing the error; *status is then the exit code. Values and
** period take the games for which gr_ruleset_numbered holds. */
gr_game *heapgame_open(const char *spec, int argn, int *status);

/* The options of long runs, first in the option tables of values and
** period (their ids are RUN_...). */
enum { RUN_PROGRESS, RUN_CHECKPOINT, RUN_THREADS, RUN_MAX_MEMORY, RUN_OPTIONS };
#define HEAPGAME_RUN_OPTIONS                                                              \
    {"progress", 0, NULL, N_("progress on stderr (always on a terminal)")},               \
    {"checkpoint", 0, "FILE", N_("save the table to FILE now and then; resume from it")}, \
    {"threads", 0, "1|2", N_("threads for large tables (default: both cores)")},          \
    {"max-memory", 0, "MIB", N_("the most memory one table may take")}

/* How far values and period look for a period when a heap past every table
** (2^32 heaps) is asked for; period's default ceiling too. */
#define HEAPGAME_PERIOD_REACH (UINT64_C(1) << 25)

typedef struct heapgame_run {
    const char *checkpoint;   /* NULL: none */
    int checkpoint_arg;       /* the argument that named it */
    int progress;             /* asked for (a terminal always gets it) */
    int threads;              /* 0: the default */
    uint64_t max_memory;      /* bytes; 0: the library's default */
    uint64_t goal;            /* heaps the whole run computes, for its progress
                              ** (values asks a stretch at a time); 0: each call's */
} heapgame_run;

/* Takes one of the RUN_ options into run; EXIT_ANSWERED or the exit code
** after printing the error. */
int heapgame_run_option(const cli_opt *o, const cli_option *table, heapgame_run *run);

/* EXIT_ANSWERED, or the error printed when run asks what game g cannot
** do: a checkpoint of a game that computes no table of values to save. */
int heapgame_check_run(const gr_game *g, const heapgame_run *run);

/* Long runs: progress on stderr (when asked or stderr is a terminal), the
** checkpoint, and SIGINT/SIGTERM caught so that the run stops cleanly
** (GR_ESTOP); _end ends all that. */
void heapgame_long_run(gr_game *g, const heapgame_run *run);
void heapgame_long_run_end(gr_game *g);
/* SIGINT and SIGTERM set a flag instead of ending the process, so that a
** long run stops cleanly: heapgame_stop_asked is a gr_long_run stop
** callback, heapgame_signal the signal caught (0: none); _release puts the
** old handlers back. (heapgame_long_run does all that itself.) */
void heapgame_catch_stops(void);
void heapgame_release_stops(void);
int heapgame_stop_asked(void *ctx);
int heapgame_signal(void);
/* The signal that stopped a run (SIGINT when none was caught: a stop asked
** otherwise), its name in *name unless name is NULL ("SIGINT", "SIGTERM"). */
int heapgame_stop_signal(const char **name);

/* A run stopped by Ctrl-C or SIGTERM (err is GR_ESTOP): one line on stderr
** saying where it stopped and how to resume; returns 130 or 143. */
int heapgame_stopped(const gr_error *err);

/* A heap past the last one the engine computes (GR_ERANGE, or GR_EUNDECIDED
** when no period reaches it, with no place of its own) is blamed on the
** option that asked for it, argument argn (none when argn is 0: the default
** asked). */
void heapgame_blame(gr_error *err, int argn);

#endif
