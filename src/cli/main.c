/*
** main.c - the grundy command: dispatches to one command per file.
*/
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

static int cmd_help(int argc, char **argv);
static int cmd_version(int argc, char **argv);

static const cli_command commands[] = {
    {"solve", cmd_solve, "solve [--misere] [--json] [--limit N] POS | -",
     "who wins, the nim-value and every winning move"},
    {"problem", cmd_problem, "problem NAME | --list",
     "answer a classic contest problem from its input on stdin"},
    {"play", cmd_play, "play [--misere] [--seed N] [--first WHO] POS",
     "play the perfect engine; WHO: you or engine"},
    {"explain", cmd_explain, "explain [--misere] POSITION",
     "why a position is won or lost, step by step (binary columns for Nim)"},
    {"values", cmd_values, "values GAME --to N [--from A] [OPTIONS]",
     "G(A)..G(N) of a heap game (--format oeis, --plot F.svg, --progress, --checkpoint F, --threads 1|2)"},
    {"period", cmd_period, "period GAME [--max N] [--json] [OPTIONS]",
     "the period of a heap game, proved where a theorem can (--progress, --checkpoint F, --threads 1|2)"},
    {"games", cmd_games, "games", "list the games (rulesets) and their syntax"},
    {"version", cmd_version, "version", "print the version"},
    {"help", cmd_help, "help", "this list"},
};

#define NCOMMANDS (sizeof commands / sizeof commands[0])

static int cmd_help(int argc, char **argv)
{
    size_t i;

    (void)argc;
    (void)argv;
    printf("grundy %s - impartial games solved: who wins, the nim-value, every winning move\n\n"
           "usage: grundy COMMAND [ARGS]\n\n", GR_VERSION);
    for (i = 0; i < NCOMMANDS; i++)
        printf("  %-44s %s\n", commands[i].usage, commands[i].summary);
    printf("\nA POSITION is components joined by '+', each a game and its arguments:\n"
           "  grundy solve nim 3 4 5\n"
           "exit status: 0 answered, 2 bad input, 3 cannot decide, 4 I/O error,\n"
           "             5 play: input ended or quit before the game did\n");
    return EXIT_ANSWERED;
}

static int cmd_version(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    printf("grundy %s\n", GR_VERSION);
    return EXIT_ANSWERED;
}

int main(int argc, char **argv)
{
    size_t i;
    int rc;

    if (argc < 2) {
        cmd_help(argc, argv);
        return EXIT_BADINPUT;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
        return cmd_help(argc, argv);
    if (strcmp(argv[1], "--version") == 0)
        return cmd_version(argc, argv);
    for (i = 0; i < NCOMMANDS; i++)
        if (strcmp(argv[1], commands[i].name) == 0) {
            rc = commands[i].run(argc - 1, argv + 1);
            if (fflush(stdout) != 0 && rc == EXIT_ANSWERED) {
                fputs("grundy: cannot write the answer\n", stderr);
                rc = EXIT_FAILURE_IO;
            }
            return rc;
        }
    return cli_usage("unknown command '%s' (grundy help lists them)", argv[1]);
}
