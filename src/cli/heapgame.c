/*
** heapgame.c - shared by `grundy values` and `grundy period`: opening a heap
** game from its spec, the options and the settings of long runs (progress,
** checkpoints, stops by signals).
*/
#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "heapgame.h"
#include "base/i18n.h"
#include "output.h"
#include "progress.h"

gr_game *heapgame_open(const char *spec, int argn, int *status)
{
    gr_error err;
    gr_game *g = gr_game_new(spec, strlen(spec), &err);

    if (g == NULL) {
        cli_where_arg(&err, argn);
        *status = cli_fail(&err);
        return NULL;
    }
    if (!gr_ruleset_numbered(g->rules, gr_game_props(g))) {
        *status = cli_usage("argument %d: '%s' is not a heap game (one heap per argument); "
                            "values and periods are for heap games and rows of coins",
                            argn, g->spec);
        gr_game_unref(g);
        return NULL;
    }
    return g;
}

static cli_progress progress_now;

int heapgame_run_option(const cli_opt *o, const cli_option *table, heapgame_run *run)
{
    uint64_t mib;
    int rc = EXIT_ANSWERED;

    switch (o->id) {
    case RUN_PROGRESS:
        run->progress = 1;
        break;
    case RUN_CHECKPOINT:
        rc = cli_opt_text(o, table, &run->checkpoint);
        run->checkpoint_arg = o->argn;
        break;
    case RUN_THREADS:
        if ((rc = cli_opt_choice(o, table, &run->threads)) == EXIT_ANSWERED)
            run->threads++;
        break;
    case RUN_MAX_MEMORY:
        if ((rc = cli_opt_u64_min(o, table, 1, &mib)) != EXIT_ANSWERED)
            break;
        if (mib > UINT64_MAX >> 20)
            return cli_usage("argument %d: --max-memory takes a number of MiB from 1 to %llu",
                             o->argn, (unsigned long long)(UINT64_MAX >> 20));
        run->max_memory = mib << 20;
        break;
    }
    return rc;
}

int heapgame_check_run(const gr_game *g, const heapgame_run *run)
{
    if (run->checkpoint != NULL && g->rules->params_long_run == NULL)
        return cli_usage("argument %d: --checkpoint: %s computes no table of values to save "
                         "(its values come from its own rule); the games of the octal "
                         "engine keep checkpoints", run->checkpoint_arg, g->spec);
    return EXIT_ANSWERED;
}

/* ---- Ctrl-C and SIGTERM: the run stops cleanly ---- */

static volatile sig_atomic_t caught;   /* the signal that asked to stop, or 0 */
static struct sigaction old_int, old_term;
static const char *run_checkpoint;

static void on_signal(int sig)
{
    caught = sig;
}

int heapgame_stop_asked(void *ctx)
{
    (void)ctx;
    return caught != 0;
}

int heapgame_signal(void)
{
    return caught;
}

void heapgame_catch_stops(void)
{
    struct sigaction sa;

    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sa.sa_flags = SA_RESTART;   /* a save's write goes on: the run looks at `caught` */
    sigemptyset(&sa.sa_mask);
    caught = 0;
    sigaction(SIGINT, &sa, &old_int);
    sigaction(SIGTERM, &sa, &old_term);
}

void heapgame_release_stops(void)
{
    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGTERM, &old_term, NULL);
}

int heapgame_stop_signal(const char **name)
{
    int sig = caught ? caught : SIGINT;

    if (name != NULL)
        *name = sig == SIGTERM ? "SIGTERM" : "SIGINT";
    return sig;
}

int heapgame_stopped(const gr_error *err)
{
    const char *name;
    int sig = heapgame_stop_signal(&name);

    fputs("grundy: ", stderr);
    if (run_checkpoint != NULL)
        fprintf(stderr, _("interrupted by %s: %s; they are saved in the checkpoint %s: run the "
                          "same command again to go on from there\n"), name, err->message,
                run_checkpoint);
    else
        fprintf(stderr, _("interrupted by %s: %s; nothing was saved (with --checkpoint FILE a "
                          "run can be resumed)\n"), name, err->message);
    return 128 + sig;
}

void heapgame_long_run(gr_game *g, const heapgame_run *r)
{
    gr_long_run run = {0};

    run.stop = heapgame_stop_asked;
    run.max_memory = r->max_memory;
    run.more_memory = _("(--max-memory MIB raises it)");
    /* a heap past every table is answered by a period proved on the way:
    ** looked for as far as period's default ceiling, not only on demand */
    run.max_heap = HEAPGAME_PERIOD_REACH;
    heapgame_catch_stops();
    run_checkpoint = r->checkpoint;

    cli_progress_start(&progress_now, N_("heaps"), 1);
    progress_now.goal = r->goal;
    if (r->progress || progress_now.tty) {
        run.progress = cli_progress_report;
        run.ctx = &progress_now;
    }
    run.checkpoint = r->checkpoint;
    run.threads = r->threads;
    gr_game_set_long_run(g, &run);
}

void heapgame_long_run_end(gr_game *g)
{
    cli_progress_end(&progress_now);
    gr_game_set_long_run(g, NULL);
    heapgame_release_stops();
}

void heapgame_blame(gr_error *err, int argn)
{
    if ((err->code == GR_ERANGE || err->code == GR_EUNDECIDED) && err->where[0] == '\0' &&
        argn > 0)
        cli_where_arg(err, argn);
}
