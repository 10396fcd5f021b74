/*
** cmd_problem.c - `grundy problem NAME [FILE...]`: reads a classic contest
** problem's input (each file in turn, or stdin) and writes exactly the
** expected output; an answer is written only once its whole input has been
** read without error. `--generate` writes a random input of the problem,
** `--check COMMAND` checks a solution against grundy (problem_check.c).
*/
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "base/file.h"
#include "output.h"
#include "problem_check.h"
#include "problems/problems.h"

static int problem_list(void)
{
    size_t i;

    for (i = 0; i < problem_count(); i++)
        printf("%-12s %s\n", problem_at(i)->name, _(problem_at(i)->summary));
    return EXIT_ANSWERED;
}

/* Answers one input (the file `file`, argument argn; NULL or "-": stdin).
** The answer is written only when the whole input was read without error. */
static int problem_run(const problem *pr, const char *file, int argn)
{
    gr_buf out = GR_BUF_INIT;
    gr_error err;
    scanner in;
    int fd = STDIN_FILENO, rc;

    if (file != NULL && strcmp(file, "-") == 0)
        file = NULL;
    gr_error_clear(&err);
    if (file != NULL && (fd = gr_file_open_fd(file, "", &err)) < 0) {
        cli_where_arg(&err, argn);
        return cli_fail(&err);
    }
    if (scan_open(&in, fd) != GR_OK) {
        if (file != NULL)
            close(fd);
        return cli_usage("out of memory");
    }
    rc = pr->solve(&in, &out, &err);
    scan_close(&in);
    if (file != NULL)
        close(fd);
    cli_where_in_file(&err, file);
    if (rc != GR_OK && file != NULL && err.where[0] == '\0')   /* no place: the file, at least */
        snprintf(err.where, sizeof err.where, "%.200s", file);
    rc = rc == GR_OK ? cli_write(&out) : cli_fail(&err);
    gr_buf_free(&out);
    return rc;
}

enum { OPT_LIST, OPT_GENERATE, OPT_CHECK, OPT_RUNS, OPT_SEED, OPT_SIZE, OPT_TIMEOUT, OPT_JSON };

const cli_option problem_options[] = {
    [OPT_LIST] = {"list", 'l', NULL, N_("the problems and what each reads")},
    [OPT_GENERATE] = {"generate", 0, NULL, N_("write one random valid input of the problem")},
    [OPT_CHECK] = {"check", 0, "COMMAND", N_("run COMMAND (sh -c) on random inputs and compare "
                      "its output with grundy's; the first difference is shrunk and shown")},
    [OPT_RUNS] = {"runs", 0, "N", N_("--check: the number of inputs (default 100)")},
    [OPT_SEED] = {"seed", 0, "N", N_("the first input's seed (default 1; run k uses N + k - 1)")},
    [OPT_SIZE] = {"size", 0, "small|large", N_("small cases (default), or at the statement's "
                     "limits")},
    [OPT_TIMEOUT] = {"timeout", 0, "S", N_("--check: seconds a run of COMMAND may take "
                        "(default 10)")},
    [OPT_JSON] = {"json", 0, NULL, N_("--check: one JSON record")},
    {NULL, 0, NULL, NULL}
};

/* What the options ask for: a list, an input, a check, or answers. */
typedef struct problem_setup {
    int list, generate;
    check_options check;
    const cli_opt *only;   /* the first option that needs --check or --generate */
} problem_setup;

static int problem_setup_read(const cli_args *a, problem_setup *s)
{
    int k, size, rc = EXIT_ANSWERED;
    const cli_opt *check_only = NULL;

    memset(s, 0, sizeof *s);
    s->check.runs = 100;
    s->check.seed = 1;
    s->check.timeout = 10;
    for (k = 0; k < a->nopts && rc == EXIT_ANSWERED; k++) {
        const cli_opt *o = &a->opts[k];
        switch (o->id) {
        case OPT_LIST:
            s->list = 1;
            break;
        case OPT_GENERATE:
            s->generate = 1;
            break;
        case OPT_CHECK:
            rc = cli_opt_text(o, problem_options, &s->check.command);
            break;
        case OPT_RUNS:
            rc = cli_opt_u64_min(o, problem_options, 1, &s->check.runs);
            check_only = check_only ? check_only : o;
            break;
        case OPT_SEED:
            rc = cli_opt_u64(o, problem_options, &s->check.seed);
            s->only = s->only ? s->only : o;
            break;
        case OPT_SIZE:
            if ((rc = cli_opt_choice(o, problem_options, &size)) == EXIT_ANSWERED)
                s->check.large = size == 1;
            s->only = s->only ? s->only : o;
            break;
        case OPT_TIMEOUT:
            rc = cli_opt_seconds(o, problem_options, &s->check.timeout);
            check_only = check_only ? check_only : o;
            break;
        case OPT_JSON:
            s->check.json = 1;
            check_only = check_only ? check_only : o;
            break;
        }
    }
    if (rc != EXIT_ANSWERED)
        return rc;
    if (s->list && (s->generate || s->check.command != NULL || s->only || check_only))
        return cli_usage("problem --list takes no other option");
    if (s->generate && s->check.command != NULL)
        return cli_usage("problem: --generate and --check go one at a time");
    if (check_only != NULL && s->check.command == NULL)
        return cli_usage("argument %d: --%s goes with --check", check_only->argn,
                         problem_options[check_only->id].name);
    if (s->only != NULL && s->check.command == NULL && !s->generate)
        return cli_usage("argument %d: --%s goes with --generate or --check", s->only->argn,
                         problem_options[s->only->id].name);
    if (s->check.command != NULL && s->check.runs - 1 > UINT64_MAX - s->check.seed)
        return cli_usage("problem --check: --seed %llu and --runs %llu pass the last seed, "
                         "18446744073709551615", (unsigned long long)s->check.seed,
                         (unsigned long long)s->check.runs);
    return EXIT_ANSWERED;
}

/* `--generate`: one input, from the seed. */
static int problem_generate(const problem *pr, const check_options *o)
{
    gr_buf out = GR_BUF_INIT;
    problem_gen g;
    int rc;

    gen_open(&g, o->seed, o->large, &out);
    pr->generate(&g);
    if (g.nomem) {
        gr_error err;
        gr_error_set(&err, GR_ENOMEM, "out of memory");
        rc = cli_fail(&err);
    } else {
        rc = cli_write(&out);
    }
    gen_close(&g);
    gr_buf_free(&out);
    return rc;
}

/* `grundy problem NAME FILE...`: each file is one whole input, answered in
** turn; a bad file is reported and the others still answered. */
int cmd_problem(const cli_args *a)
{
    const problem *pr = NULL;
    problem_setup s;
    size_t i;
    int k, rc = EXIT_ANSWERED, status;

    if ((rc = problem_setup_read(a, &s)) != EXIT_ANSWERED)
        return rc;
    if (s.list)
        return cli_args_at_most(a, 0, "problem --list takes no name") == EXIT_ANSWERED
                   ? problem_list() : EXIT_BADINPUT;
    if (a->nwords == 0)
        return cli_usage("problem needs a name (grundy problem --list names them)");
    for (i = 0; i < problem_count() && pr == NULL; i++)
        if (strcmp(a->words[0], problem_at(i)->name) == 0)
            pr = problem_at(i);
    if (pr == NULL)
        return cli_usage("argument %d: unknown problem '%s' (grundy problem --list names them)",
                         a->argn[0], a->words[0]);
    if (s.generate || s.check.command != NULL) {
        if (cli_args_at_most(a, 1, s.generate ? N_("problem --generate reads no file")
                                              : N_("problem --check reads no file")) != EXIT_ANSWERED)
            return EXIT_BADINPUT;
        return s.generate ? problem_generate(pr, &s.check) : problem_check(pr, &s.check);
    }
    /* a stop in the files named names the one being answered (its "line") */
    cli_catch_stops(N_("grundy: interrupted by %s while computing the answer (it is "
                       "written only when the whole input is read); nothing was printed\n"),
                    N_("grundy: interrupted by %s while computing the answer of file %lu of "
                       "those named; the files before it were answered, whole\n"));
    if (a->nwords == 1)
        return problem_run(pr, NULL, 0);
    for (k = 1; k < a->nwords; k++) {
        cli_stop_line((size_t)k);
        status = problem_run(pr, a->words[k], a->argn[k]);
        if (rc == EXIT_ANSWERED)
            rc = status;
        if (status == EXIT_FAILURE_IO)
            break;
    }
    return rc;
}
