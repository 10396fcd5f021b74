/*
** cmd_problem.c - `grundy problem NAME`: reads a classic contest problem's
** input on stdin and writes exactly the expected output. The answer is
** written only once the whole input has been read without error.
*/
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "problems.h"

static int problem_list(void)
{
    size_t i;

    for (i = 0; i < problem_count(); i++)
        printf("%-12s %s\n", problem_at(i)->name, problem_at(i)->summary);
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
    cli_catch_stops("the answer (it is written only when the whole input is read)");
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
    for (i = 0; i < problem_count(); i++)
        if (strcmp(argv[1], problem_at(i)->name) == 0)
            return problem_run(problem_at(i));
    return cli_usage("argument 2: unknown problem '%s' (grundy problem --list names them)",
                     argv[1]);
}
