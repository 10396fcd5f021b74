/*
** progress.c - one progress line on stderr for long runs (see progress.h),
** in the thread's language (the unit is marked N_ by the caller).
*/
#include <stdio.h>
#include <unistd.h>

#include "base/i18n.h"
#include "progress.h"

void cli_progress_start(cli_progress *p, const char *unit, int until_end)
{
    p->unit = unit;
    p->until_end = until_end;
    p->tty = isatty(STDERR_FILENO);
    p->shown = 0;
    p->started = time(NULL);
    p->first = UINT64_MAX;
    p->goal = 0;
}

void cli_progress_report(void *ctx, uint64_t done, uint64_t total)
{
    cli_progress *p = ctx;
    time_t now = time(NULL);
    const char *unit = _(p->unit);
    double rate;

    if (p->first == UINT64_MAX)   /* where the run began (a resumed one: not at 0) */
        p->first = done;
    if (p->goal > total)
        total = p->goal;
    if (now <= p->started)        /* the first second is quiet */
        return;
    rate = (double)(done > p->first ? done - p->first : done) / (double)(now - p->started);
    if (p->until_end)
        fprintf(stderr, _("%sgrundy: %llu of %llu %s, %.0f %s/s, about %.0f s to go%s"),
                p->tty ? "\r" : "", (unsigned long long)done, (unsigned long long)total,
                unit, rate, unit, total > done ? (double)(total - done) / rate : 0.0,
                p->tty ? "   " : "\n");
    else
        fprintf(stderr, _("%sgrundy: searched %llu %s (the limit is %llu), %.0f %s/s%s"),
                p->tty ? "\r" : "", (unsigned long long)done, unit,
                (unsigned long long)total, rate, unit, p->tty ? "   " : "\n");
    p->shown = 1;
}

void cli_progress_end(cli_progress *p)
{
    if (p->shown && p->tty)
        fputc('\n', stderr);
    p->shown = 0;
}
