/*
** cmd_problem.c - `grundy problem NAME`: reads a classic contest problem's
** input on stdin and writes exactly the expected output. The answer is
** written only once the whole input has been read without error.
*/
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "problems.h"

static const problem problems[] = {
    {"acwing-891", "AcWing 891: Nim, n heaps; Yes if the first player wins", problem_acwing_891},
    {"luogu-p2197", "Luogu P2197: T cases of Nim; Yes/No each", problem_luogu_p2197},
    {"poj-2234", "POJ 2234 Matches Game: Nim cases until end of input; Yes/No",
     problem_poj_2234},
    {"poj-2975", "POJ 2975 Nim: count the winning first moves; cases end with 0",
     problem_poj_2975},
    {"hdu-2176", "HDU 2176: Nim; No, or Yes and every winning move 'a b'; ends with 0",
     problem_hdu_2176},
    {"cf-1382b", "Codeforces 1382B Sequential Nim: First/Second, via the seq ruleset",
     problem_cf_1382b},
    {"agc017-d", "AtCoder AGC017 D Game on Tree: Alice/Bob, via the tree ruleset",
     problem_agc017_d},
    {"poj-3480", "POJ 3480 John: misere Nim (Anti-Nim); John/Brother", problem_poj_3480},
};

#define NPROBLEMS (sizeof problems / sizeof problems[0])

gr_game *problem_game(const char *spec, gr_error *err)
{
    return gr_game_new(spec, strlen(spec), err);
}

int problem_end(scanner *in, gr_error *err)
{
    return scan_at_end(in) ? GR_OK : scan_extra(in, err);
}

static int problem_list(void)
{
    size_t i;

    for (i = 0; i < NPROBLEMS; i++)
        printf("%-12s %s\n", problems[i].name, problems[i].summary);
    return EXIT_ANSWERED;
}

static int problem_run(const problem *pr)
{
    gr_buf out = GR_BUF_INIT;
    gr_error err;
    scanner in;
    int rc;

    gr_error_clear(&err);
    if (scan_open(&in, STDIN_FILENO) != GR_OK)
        return cli_usage("out of memory");
    rc = pr->solve(&in, &out, &err);
    scan_close(&in);
    rc = rc == GR_OK ? cli_write(&out) : cli_fail(&err);
    gr_buf_free(&out);
    return rc;
}

int cmd_problem(int argc, char **argv)
{
    size_t i;

    if (argc != 2)
        return cli_usage("problem takes one name, or --list");
    if (strcmp(argv[1], "--list") == 0)
        return problem_list();
    for (i = 0; i < NPROBLEMS; i++)
        if (strcmp(argv[1], problems[i].name) == 0)
            return problem_run(&problems[i]);
    return cli_usage("argument 2: unknown problem '%s' (grundy problem --list names them)",
                     argv[1]);
}
