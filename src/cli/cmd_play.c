/*
** cmd_play.c - `grundy play`: a game against the perfect engine, in a
** terminal (play_tty.c) or through a line protocol (play_lines.c).
*/
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "play.h"

static int parse_first(const char *text, int *first)
{
    if (strcmp(text, "you") == 0)
        *first = PLAY_YOU;
    else if (strcmp(text, "engine") == 0)
        *first = PLAY_ENGINE;
    else
        return 0;
    return 1;
}

/* Reads the options; returns the index of the first word of the position,
** or -1 after reporting a usage error. */
static int play_options(int argc, char **argv, play_setup *s, int *seeded)
{
    gr_error err;
    int i;

    for (i = 1; i < argc && strncmp(argv[i], "--", 2) == 0; i++) {
        if (strcmp(argv[i], "--misere") == 0) {
            s->opt.misere = 1;
        } else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            if (gr_parse_u64(argv[++i], &s->seed, &err) != GR_OK)
                return cli_usage("argument %d: --seed: %s", i + 1, err.message), -1;
            *seeded = 1;
        } else if (strcmp(argv[i], "--max-heap") == 0) {
            if (cli_max_heap(i + 1 < argc ? argv[i + 1] : NULL, i + 1) != EXIT_ANSWERED)
                return -1;
            i++;
        } else if (strcmp(argv[i], "--first") == 0 && i + 1 < argc) {
            if (!parse_first(argv[++i], &s->first))
                return cli_usage("argument %d: --first takes 'you' or 'engine', not '%s'",
                                 i + 1, argv[i]), -1;
        } else {
            return cli_usage("argument %d: unknown option '%s' for play%s", i + 1, argv[i],
                             i + 1 == argc ? " (or its value is missing)" : ""), -1;
        }
    }
    if (i == argc)
        return cli_usage("play needs a position, e.g. 'grundy play nim 3 4 5'"), -1;
    return i;
}

int cmd_play(int argc, char **argv)
{
    play_setup s = {NULL, -1, {0, 0}, 0};
    gr_position *p;
    gr_analysis a;
    gr_error err;
    int i, seeded = 0, rc;

    if ((i = play_options(argc, argv, &s, &seeded)) < 0)
        return EXIT_BADINPUT;
    p = gr_position_parse_args((const char *const *)argv + i, (size_t)(argc - i),
                               (size_t)i + 1, &err);
    if (p == NULL)
        return cli_fail(&err);
    if (gr_solve(p, &s.opt, &a, &err) != GR_OK) {   /* refuse what cannot be decided */
        gr_position_free(p);
        return cli_fail(&err);
    }
    gr_analysis_free(&a);
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
