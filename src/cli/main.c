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
     "who wins, the nim-value and every winning move",
     "  --json           one JSON object per position (JSON Lines with -)\n"
     "  --misere         misere play: the player who cannot move wins\n"
     "  --limit N        list at most N winning moves (default 1000; 0: all)\n"
     "  --all-moves      list every winning move (--limit 0)\n"
     "  --max-heap N     compute take-and-break tables on demand up to heap N\n"
     "  -                read one position per line from stdin, answer each at once\n"
     "examples:\n"
     "  grundy solve nim 3 4 5\n"
     "  grundy solve --json kayles 7 + sub:1,3,4 9\n"
     "  printf 'nim 1 2\\nkayles 5\\n' | grundy solve -\n"},
    {"problem", cmd_problem, "problem NAME | --list",
     "answer a classic contest problem from its input on stdin",
     "  --list           the problems and their formats\n"
     "examples:\n"
     "  grundy problem --list\n"
     "  printf '2\\n1 2\\n' | grundy problem acwing-891\n"},
    {"play", cmd_play, "play [--misere] [--seed N] [--first WHO] POS",
     "play the perfect engine; WHO: you or engine",
     "  --misere         misere play\n"
     "  --seed N         the engine's random choices (a game can be replayed)\n"
     "  --first WHO      who moves first: you or engine (a terminal asks)\n"
     "  --max-heap N     compute take-and-break tables on demand up to heap N\n"
     "Without a terminal, play speaks a line protocol (docs/PLAY.md).\n"
     "examples:\n"
     "  grundy play nim 3 4 5\n"
     "  printf 'hint\\nquit\\n' | grundy play --first you kayles 7\n"},
    {"explain", cmd_explain, "explain [--misere] POSITION",
     "why a position is won or lost, step by step (binary columns for Nim)",
     "  --misere         misere play\n"
     "  --max-heap N     compute take-and-break tables on demand up to heap N\n"
     "examples:\n"
     "  grundy explain nim 3 4 5\n"
     "  grundy explain --misere nim 1 1 2\n"},
    {"values", cmd_values, "values GAME --to N [--from A] [OPTIONS]",
     "G(A)..G(N) of a heap game (--format oeis, --plot F.svg, --progress, --checkpoint F, --threads 1|2)",
     "  --to N           the last heap (required)\n"
     "  --from A         the first heap (default 0)\n"
     "  --format oeis    an OEIS b-file: 'n G(n)' per line\n"
     "  --plot FILE.svg  an SVG plot of the values, the period marked when proved\n"
     "  --progress       progress on stderr (always on a terminal)\n"
     "  --checkpoint F   save the table to F now and then; resume from it\n"
     "  --threads 1|2    threads for large tables (default: both cores)\n"
     "  --max-memory MIB the most memory one table may take\n"
     "examples:\n"
     "  grundy values grundys --to 20\n"
     "  grundy values octal:0.137 --to 100000 --format oeis\n"},
    {"period", cmd_period, "period GAME [--max N] [--json] [OPTIONS]",
     "the period of a heap game, proved where a theorem can (--progress, --checkpoint F, --threads 1|2)",
     "  --max N          compute at most up to heap N (default 100000)\n"
     "  --json           one JSON object\n"
     "  --progress, --checkpoint F, --threads 1|2, --max-memory MIB: as for values\n"
     "examples:\n"
     "  grundy period kayles\n"
     "  grundy period octal:0.16 --max 1000000 --json\n"},
    {"games", cmd_games, "games", "list the games (rulesets) and their syntax",
     "examples:\n"
     "  grundy games\n"},
    {"version", cmd_version, "version", "print the version",
     "examples:\n"
     "  grundy version\n"},
    {"help", cmd_help, "help [COMMAND]", "this list, or one command's options and examples",
     "examples:\n"
     "  grundy help\n"
     "  grundy help solve\n"},
};

#define NCOMMANDS (sizeof commands / sizeof commands[0])

static const cli_command *command_named(const char *name)
{
    size_t i;

    for (i = 0; i < NCOMMANDS; i++)
        if (strcmp(name, commands[i].name) == 0)
            return &commands[i];
    return NULL;
}

/* One command's usage, options and examples, on stdout. */
static int command_help(const cli_command *c)
{
    printf("usage: grundy %s\n%s\n\n%s", c->usage, c->summary, c->help);
    return EXIT_ANSWERED;
}

static int cmd_help(int argc, char **argv)
{
    size_t i;

    if (argc > 1) {
        const cli_command *c = command_named(argv[1]);
        if (c == NULL || argc > 2)
            return cli_usage("argument 3: unknown command '%s' (grundy help lists them)",
                             argv[argc > 2 ? 2 : 1]);
        return command_help(c);
    }
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

    if (argc < 2)
        return cli_usage("usage: grundy COMMAND [ARGS] (grundy help lists the commands, "
                         "grundy help COMMAND tells one)");
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
        return cmd_help(1, argv);
    if (strcmp(argv[1], "--version") == 0)
        return cmd_version(argc, argv);
    for (i = 0; i < NCOMMANDS; i++)
        if (strcmp(argv[1], commands[i].name) == 0) {
            if (argc > 2 && (strcmp(argv[2], "--help") == 0 || strcmp(argv[2], "-h") == 0))
                return command_help(&commands[i]);
            rc = commands[i].run(argc - 1, argv + 1);
            if (fflush(stdout) != 0 && rc == EXIT_ANSWERED) {
                fputs("grundy: cannot write the answer\n", stderr);
                rc = EXIT_FAILURE_IO;
            }
            return rc;
        }
    return cli_usage("unknown command '%s' (grundy help lists them)", argv[1]);
}
