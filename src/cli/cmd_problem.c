/*
** cmd_problem.c - `grundy problem NAME [FILE...]`: reads a classic contest
** problem's input (each file in turn, or stdin) and writes exactly the
** expected output; an answer is written only once its whole input has been
** read without error.
*/
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "base/file.h"
#include "output.h"
#include "problems/problems.h"

static int problem_list(void)
{
    size_t i;

    for (i = 0; i < problem_count(); i++)
        printf("%-12s %s\n", problem_at(i)->name, problem_at(i)->summary);
    return EXIT_ANSWERED;
}

/* Answers one input (the file `file`; NULL or "-": stdin). The answer is
** written only when the whole input was read without error. */
static int problem_run(const problem *pr, const char *file)
{
    gr_buf out = GR_BUF_INIT;
    gr_error err;
    scanner in;
    int fd = STDIN_FILENO, rc;

    if (file != NULL && strcmp(file, "-") == 0)
        file = NULL;
    gr_error_clear(&err);
    if (file != NULL && (fd = gr_file_open_fd(file, "", &err)) < 0)
        return cli_fail(&err);
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
    rc = rc == GR_OK ? cli_write(&out) : cli_fail(&err);
    gr_buf_free(&out);
    return rc;
}

enum { OPT_LIST };

const cli_option problem_options[] = {
    [OPT_LIST] = {"list", 'l', NULL, "the problems and what each reads"},
    {NULL, 0, NULL, NULL}
};

/* `grundy problem NAME FILE...`: each file is one whole input, answered in
** turn; a bad file is reported and the others still answered. */
int cmd_problem(const cli_args *a)
{
    const problem *pr = NULL;
    size_t i;
    int k, rc = EXIT_ANSWERED, status;

    if (a->nopts > 0)
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
    cli_catch_stops("the answer (it is written only when the whole input is read)");
    if (a->nwords == 1)
        return problem_run(pr, NULL);
    for (k = 1; k < a->nwords; k++) {
        status = problem_run(pr, a->words[k]);
        if (rc == EXIT_ANSWERED)
            rc = status;
        if (status == EXIT_FAILURE_IO)
            break;
    }
    return rc;
}
