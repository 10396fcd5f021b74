/*
** cmd_play.c - `grundy play`: a game against the perfect engine, in a
** terminal (play_tty.c) or through a line protocol (play_lines.c).
*/
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "operands.h"
#include "output.h"
#include "play/play.h"

enum { OPT_MISERE, OPT_SEED, OPT_FIRST, OPT_MAX_HEAP, OPT_COLOR, OPT_SEARCH_LIMIT,
       OPT_COMPOUND };

const cli_option play_options[] = {
    [OPT_MISERE] = {"misere", 0, NULL, N_("misere play: the player who cannot move wins")},
    [OPT_SEED] = {"seed", 0, "N", N_("the engine's random choices (a game can be replayed)")},
    [OPT_FIRST] = {"first", 0, "you|engine", N_("who moves first (a terminal asks)")},
    [OPT_MAX_HEAP] = {"max-heap", 0, "N", N_("compute take-and-break tables on demand up to heap N")},
    [OPT_COLOR] = CLI_COLOR_OPTION,
    [OPT_SEARCH_LIMIT] = CLI_SEARCH_LIMIT_OPTION,
    [OPT_COMPOUND] = CLI_COMPOUND_OPTION,
    {NULL, 0, NULL, NULL}
};

/* Reads the options into s; EXIT_ANSWERED or the exit code of the error. */
static int play_parse(const cli_args *a, play_setup *s, int *seeded, uint64_t *max_heap)
{
    int k, who, rc = EXIT_ANSWERED;

    for (k = 0; k < a->nopts && rc == EXIT_ANSWERED; k++) {
        const cli_opt *o = &a->opts[k];
        switch (o->id) {
        case OPT_MISERE:
            s->opt.misere = 1;
            break;
        case OPT_SEED:
            rc = cli_opt_u64(o, play_options, &s->seed);
            *seeded = 1;
            break;
        case OPT_FIRST:
            if ((rc = cli_opt_choice(o, play_options, &who)) == EXIT_ANSWERED)
                s->first = who == 0 ? PLAY_YOU : PLAY_ENGINE;
            break;
        case OPT_MAX_HEAP:
            rc = cli_max_heap(o, play_options, max_heap);
            break;
        case OPT_COLOR:
            rc = cli_color(o, play_options, &s->colour);
            break;
        case OPT_SEARCH_LIMIT:
            rc = cli_opt_u64_min(o, play_options, 1, &s->opt.search_limit);
            break;
        case OPT_COMPOUND:
            rc = cli_compound(o, play_options, &s->compound);
            break;
        }
    }
    return rc == EXIT_ANSWERED ? cli_compound_misere(s->compound, s->opt.misere) : rc;
}

/* Solves the start once, as a sum or as the compound, so that a position
** that cannot be decided is refused before the game begins. */
static int decidable(const gr_position *p, const play_setup *s, gr_error *err)
{
    gr_compound_analysis c;
    gr_analysis a;
    int rc;

    if (s->compound != GR_COMPOUND_SUM) {
        rc = gr_compound_solve(p, s->compound, &s->opt, &c, err);
        gr_compound_analysis_free(&c);
        return rc;
    }
    if ((rc = gr_solve(p, &s->opt, &a, err)) == GR_OK)
        gr_analysis_free(&a);
    return rc;
}

int cmd_play(const cli_args *args)
{
    play_setup s = {NULL, -1, {0, 0, NULL, NULL, NULL, 0}, 0, TERM_AUTO, GR_COMPOUND_SUM};
    gr_position *p;
    gr_error err;
    uint64_t max_heap = 0;
    int seeded = 0, rc;

    if ((rc = play_parse(args, &s, &seeded, &max_heap)) != EXIT_ANSWERED ||
        (p = cli_position(args, 0, "nim 3 4 5", &rc)) == NULL)
        return rc;
    if ((rc = cli_position_max_heap(p, max_heap)) != EXIT_ANSWERED) {
        gr_position_free(p);
        return rc;
    }
    cli_search_progress(&s.opt);
    rc = decidable(p, &s, &err);
    cli_search_progress_end();
    if (rc != GR_OK) {   /* refuse what cannot be decided */
        gr_position_free(p);
        return cli_fail(&err);
    }
    if (!seeded)
        s.seed = (uint64_t)time(NULL) * 1000003u ^ (uint64_t)getpid();
    s.start = p;
    if (isatty(STDIN_FILENO))
        rc = play_tty(&s);
    else
        rc = play_lines(&s);   /* without --first, the user starts */
    gr_position_free(p);
    return rc;
}
