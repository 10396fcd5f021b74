/*
** progress.h - one progress line on stderr for long runs (value tables,
** period proofs, exhaustive searches): what is done, the rate, and the time
** left when the end is known; redrawn in place on a terminal.
*/
#ifndef GR_CLI_PROGRESS_H
#define GR_CLI_PROGRESS_H

#include <stdint.h>
#include <time.h>

typedef struct cli_progress {
    const char *unit;   /* what is counted: N_("heaps"), N_("positions") */
    int until_end;      /* the total is where the run ends: say the time left */
    int tty, shown;
    time_t started;
    uint64_t first;
    uint64_t goal;      /* where the whole run ends, when the calls that report
                        ** go there a stretch at a time; 0: each call's total */
} cli_progress;

/* A progress line for runs counting `unit`. until_end: the total given to
** the reports is where the run ends (not only a limit it may stop before). */
void cli_progress_start(cli_progress *p, const char *unit, int until_end);
/* A report (a gr_long_run or gr_solve_options progress callback; ctx is the
** cli_progress): one line, once the run is a second old. */
void cli_progress_report(void *ctx, uint64_t done, uint64_t total);
/* Ends the line on a terminal, when one was drawn. */
void cli_progress_end(cli_progress *p);

#endif
