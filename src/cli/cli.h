/*
** cli.h - the commands of grundy: what an entry of the command table
** (commands.c) holds, and each command's function and option table, one
** file src/cli/cmd_NAME.c each. Only the command layer includes it: main.c,
** commands.c and the cmd_*.c files; the parts below them (options.h,
** output.h, operands.h, answer.h, ...) never do.
*/
#ifndef GR_CLI_H
#define GR_CLI_H

#include "grundy.h"
#include "options.h"

/* What the words after a command are, for the shell completions. */
typedef enum cli_operand {
    CLI_OPERAND_NONE,       /* no words, or none a completion can offer */
    CLI_OPERAND_POSITION,   /* a position: a game at the start of each component */
    CLI_OPERAND_GAME,       /* one game */
    CLI_OPERAND_PROBLEM,    /* a problem's name, then files */
    CLI_OPERAND_COMMAND,    /* a command's name */
    CLI_OPERAND_SHELL       /* a shell's name */
} cli_operand;

/* A command: main.c sorts its command line out with its option table and
** hands it the result; `grundy help NAME` prints usage, summary, the
** options and the examples. The table ends with an entry whose name is
** NULL. */
typedef struct cli_command {
    const char *name;
    int (*run)(const cli_args *a);
    const cli_option *options;
    cli_operand operand;   /* what its words are */
    const char *usage;
    const char *summary;
    const char *examples;  /* lines "  grundy ...", shown by help */
} cli_command;

/* The commands, one file each, and their options. */
int cmd_solve(const cli_args *a);
int cmd_games(const cli_args *a);
int cmd_problem(const cli_args *a);
int cmd_play(const cli_args *a);
int cmd_explain(const cli_args *a);
int cmd_values(const cli_args *a);
int cmd_period(const cli_args *a);
int cmd_census(const cli_args *a);
int cmd_serve(const cli_args *a);
extern const cli_option solve_options[], problem_options[], play_options[],
    explain_options[], values_options[], period_options[], census_options[], serve_options[];
/* Completion reads the command table, which commands.c passes in (a run
** function of the table calls it: the table is above the commands). */
int cmd_completion(const cli_args *a, const cli_command *commands);

#endif
