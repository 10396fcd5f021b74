/*
** cmd_problem.c - `grundy problem NAME`: placeholder until the formats land.
*/
#include "cli.h"

int cmd_problem(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    return cli_usage("problem: not yet");
}
