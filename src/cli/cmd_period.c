/*
** cmd_period.c - `grundy period SPEC [--max N] [--json]`: computes the value
** sequence of a heap game until its period is proved, and says which of
** four answers holds: proved, looks periodic but not proved, none found,
** none exists (proved); with the game's reason when its theory gives one.
*/
#include <string.h>

#include "cli.h"
#include "heapgame.h"
#include "output.h"
#include "answer/period_json.h"

/* The ceiling a run grows to unless --max says (0.354 needs 20 million). */
#define DEFAULT_MAX HEAPGAME_PERIOD_REACH

/* The line that says why, when the game's theory gives a reason. */
static void period_why(gr_buf *b, const gr_period *p)
{
    if (p->reason != NULL)
        gr_buf_printf(b, _("  why:       %s\n"), _(p->reason));
}

static void period_text(gr_buf *b, const gr_game *g, const gr_period *p)
{
    unsigned long long n0 = p->preperiod, per = p->period, s = p->saltus;

    /* each line is one msgid with its label: a language pads its own labels */
    gr_buf_printf(b, "%s\n", g->spec);
    if (p->status == GR_PERIOD_NEVER) {
        gr_buf_puts(b, _("  no period: proved that there is none, plain or arithmetic\n"));
        period_why(b, p);
        return;
    }
    if (p->status == GR_PERIOD_NONE) {
        gr_buf_printf(b, _("  no period found up to heap %llu: none is proved, and none "
                           "repeats there often enough to show (--max N looks further)\n"),
                      (unsigned long long)p->checked_to);
        return;
    }
    gr_buf_printf(b, _("  preperiod: %llu\n"), n0);
    gr_buf_printf(b, _("  period:    %llu\n"), per);
    if (s != 0)
        gr_buf_printf(b, _("  saltus:    %llu (arithmetic periodicity: G(n + %llu) = G(n) + "
                           "%llu for n >= %llu)\n"), s, per, s, n0);
    if (p->reason == NULL)   /* a theory's proof checks no values */
        gr_buf_printf(b, _("  checked:   every heap up to %llu\n"),
                      (unsigned long long)p->checked_to);
    if (p->status == GR_PERIOD_PROVED && p->reason != NULL)
        gr_buf_puts(b, _("  status:    proved by the game's theory, for every heap\n"));
    else if (p->status == GR_PERIOD_PROVED)
        gr_buf_puts(b, _("  status:    proved (the periodicity theorem applies to the values "
                         "checked)\n"));
    else if (s != 0)
        gr_buf_puts(b, _("  status:    observed, not proved: no theorem here proves "
                         "arithmetic periodicity\n"));
    else
        gr_buf_puts(b, _("  status:    looks periodic, not proved (no theorem applies, or "
                         "more values are needed: try a larger --max)\n"));
    period_why(b, p);
}

typedef struct period_args {
    const char *spec;
    int spec_arg, json, max_arg;   /* max_arg: --max's argument, or 0 */
    uint64_t max;
    heapgame_run run;
} period_args;

enum { OPT_MAX = RUN_OPTIONS, OPT_JSON };

const cli_option period_options[] = {
    HEAPGAME_RUN_OPTIONS,
    [OPT_MAX] = {"max", 0, "N", N_("the ceiling: compute at most up to heap N (default 33554432)")},
    [OPT_JSON] = {"json", 0, NULL, N_("one JSON object")},
    {NULL, 0, NULL, NULL}
};

static int period_parse(period_args *a, const cli_args *args)
{
    int k, rc = EXIT_ANSWERED;

    for (k = 0; k < args->nopts && rc == EXIT_ANSWERED; k++) {
        const cli_opt *o = &args->opts[k];
        if (o->id == OPT_JSON)
            a->json = 1;
        else if (o->id == OPT_MAX)
            rc = cli_opt_u64_min(o, period_options, 1, &a->max), a->max_arg = o->argn;
        else
            rc = heapgame_run_option(o, period_options, &a->run);
    }
    if (rc != EXIT_ANSWERED)
        return rc;
    if (args->nwords == 0)
        return cli_usage("period needs a game, e.g. 'grundy period kayles'");
    if (cli_args_at_most(args, 1, "period takes one game") != EXIT_ANSWERED)
        return EXIT_BADINPUT;
    a->spec = args->words[0];
    a->spec_arg = args->argn[0];
    return EXIT_ANSWERED;
}

int cmd_period(const cli_args *args)
{
    period_args a;
    gr_buf out = GR_BUF_INIT;
    gr_period p;
    gr_error err;
    gr_game *g;
    int rc;

    memset(&a, 0, sizeof a);
    a.max = DEFAULT_MAX;
    if ((rc = period_parse(&a, args)) != EXIT_ANSWERED)
        return rc;
    if ((g = heapgame_open(a.spec, a.spec_arg, &rc)) == NULL)
        return rc;
    if ((rc = heapgame_check_run(g, &a.run)) != EXIT_ANSWERED) {
        gr_game_unref(g);
        return rc;
    }
    heapgame_long_run(g, &a.run);
    rc = gr_game_period(g, a.max, &p, &err);
    heapgame_long_run_end(g);
    if (rc != GR_OK) {
        if (rc == GR_EINPUT && err.where[0] == '\0')   /* the game's: no period to compute */
            cli_where_arg(&err, a.spec_arg);
        heapgame_blame(&err, a.max_arg);
        gr_game_unref(g);
        return rc == GR_ESTOP ? heapgame_stopped(&err) : cli_fail(&err);
    }
    if (a.json)
        period_json(&out, g, &p);
    else
        period_text(&out, g, &p);
    rc = cli_write(&out);
    gr_buf_free(&out);
    gr_game_unref(g);
    return rc;
}
