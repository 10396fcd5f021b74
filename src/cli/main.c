/*
** main.c - the grundy command: dispatches to one command per file.
*/
#include <stdarg.h>
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

int cli_fail(const gr_error *err)
{
    if (err->where[0] != '\0')
        fprintf(stderr, "grundy: %s: %s\n", err->where, err->message);
    else
        fprintf(stderr, "grundy: %s\n", err->message);
    switch (err->code) {
    case GR_EINPUT:
    case GR_ERANGE:
        return EXIT_BADINPUT;
    case GR_EUNDECIDED:
        return EXIT_UNDECIDED;
    default:
        return EXIT_FAILURE_IO;
    }
}

int cli_usage(const char *fmt, ...)
{
    va_list ap;

    fputs("grundy: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    return EXIT_BADINPUT;
}

int cli_write(const gr_buf *b)
{
    if (b->failed) {
        fputs("grundy: out of memory\n", stderr);
        return EXIT_FAILURE_IO;
    }
    if (b->len > 0 && fwrite(b->data, 1, b->len, stdout) != b->len) {
        fputs("grundy: cannot write the answer\n", stderr);
        return EXIT_FAILURE_IO;
    }
    return EXIT_ANSWERED;
}

void json_string(gr_buf *b, const char *s)
{
    gr_buf_putc(b, '"');
    while (*s != '\0') {
        size_t plain = 0;
        unsigned char c;
        while ((c = (unsigned char)s[plain]) >= 0x20 && c != '"' && c != '\\')
            plain++;
        gr_buf_putn(b, s, plain);   /* the common case: a long run needing no escape */
        s += plain;
        if ((c = (unsigned char)*s) == '\0')
            break;
        if (c == '"' || c == '\\')
            gr_buf_printf(b, "\\%c", c);
        else
            gr_buf_printf(b, "\\u%04x", c);
        s++;
    }
    gr_buf_putc(b, '"');
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
