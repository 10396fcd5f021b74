/*
** cmd_explain.c - `grundy explain [--misere | --compound KIND] POSITION`: reads the options
** and the position, solves it (with progress on a terminal) and prints the
** explanation explain.c writes.
*/
#include "cli.h"
#include "answer/compound_answer.h"
#include "answer/explain.h"
#include "operands.h"
#include "output.h"

enum { OPT_MISERE, OPT_MAX_HEAP, OPT_COLOR, OPT_SEARCH_LIMIT, OPT_COMPOUND };

const cli_option explain_options[] = {
    [OPT_MISERE] = {"misere", 0, NULL, N_("misere play: the player who cannot move wins")},
    [OPT_MAX_HEAP] = {"max-heap", 0, "N", N_("compute take-and-break tables on demand up to heap N")},
    [OPT_COLOR] = CLI_COLOR_OPTION,
    [OPT_SEARCH_LIMIT] = CLI_SEARCH_LIMIT_OPTION,
    [OPT_COMPOUND] = CLI_COMPOUND_OPTION,
    {NULL, 0, NULL, NULL}
};

/* The explanation of p played as the compound `kind`; frees p. */
static int explain_compound_of(gr_position *p, gr_compound kind, const gr_solve_options *opt,
                               int colour)
{
    gr_buf out = GR_BUF_INIT;
    gr_error err;
    int rc = explain_compound(p, kind, opt, (term_when)colour, &out, &err);

    cli_search_progress_end();
    rc = rc == GR_OK ? cli_write(&out) : cli_fail(&err);
    gr_position_free(p);
    gr_buf_free(&out);
    return rc;
}

int cmd_explain(const cli_args *args)
{
    gr_solve_options opt = {0, 0, NULL, NULL, NULL, 0};
    gr_buf out = GR_BUF_INIT;
    gr_analysis a;
    gr_position *p;
    gr_error err, unlisted;
    uint64_t max_heap = 0;
    gr_compound kind = GR_COMPOUND_SUM;
    int k, colour = TERM_AUTO, rc = EXIT_ANSWERED;

    for (k = 0; k < args->nopts && rc == EXIT_ANSWERED; k++) {
        if (args->opts[k].id == OPT_MISERE)
            opt.misere = 1;
        else if (args->opts[k].id == OPT_COLOR)
            rc = cli_color(&args->opts[k], explain_options, &colour);
        else if (args->opts[k].id == OPT_SEARCH_LIMIT)
            rc = cli_opt_u64_min(&args->opts[k], explain_options, 1, &opt.search_limit);
        else if (args->opts[k].id == OPT_COMPOUND)
            rc = cli_compound(&args->opts[k], explain_options, &kind);
        else
            rc = cli_max_heap(&args->opts[k], explain_options, &max_heap);
    }
    if (rc == EXIT_ANSWERED)
        rc = cli_compound_misere(kind, opt.misere);
    if (rc != EXIT_ANSWERED || (p = cli_position(args, 0, "nim 3 4 5", &rc)) == NULL)
        return rc;
    if ((rc = cli_position_max_heap(p, max_heap)) != EXIT_ANSWERED) {
        gr_position_free(p);
        return rc;
    }
    cli_catch_stops(N_("grundy: interrupted by %s while computing the explanation; nothing "
                       "was printed\n"), NULL);
    cli_search_progress(&opt);
    if (kind != GR_COMPOUND_SUM)
        return explain_compound_of(p, kind, &opt, colour);
    rc = gr_solve(p, &opt, &a, &err);
    cli_search_progress_end();
    if (rc != GR_OK) {
        gr_position_free(p);
        return cli_fail(&err);
    }
    rc = explain_analysis(p, &a, &opt, (term_when)colour, &out, &err, &unlisted);
    rc = rc == GR_OK ? cli_write(&out) : cli_fail(&err);
    if (rc == EXIT_ANSWERED && unlisted.code != GR_OK)
        rc = cli_fail(&unlisted);   /* as solve: the moves listed are not all (exit 3) */
    gr_analysis_free(&a);
    gr_position_free(p);
    gr_buf_free(&out);
    return rc;
}
