/*
** cli.h - what the grundy command's files share: the command table entry,
** error reporting and exit codes.
*/
#ifndef GR_CLI_H
#define GR_CLI_H

#include <stdio.h>

#include "grundy.h"

/* Exit codes of the grundy command. */
enum {
    EXIT_ANSWERED = 0,
    EXIT_BADINPUT = 2,    /* malformed input, unknown name, refused size */
    EXIT_UNDECIDED = 3,   /* well-formed but beyond what can be computed */
    EXIT_FAILURE_IO = 4,  /* out of memory, or reading/writing failed */
    EXIT_UNFINISHED = 5   /* play: input ended, or quit, before the game did */
};

typedef struct cli_command {
    const char *name;
    int (*run)(int argc, char **argv);   /* argv[0] is the command name */
    const char *usage;
    const char *summary;
    const char *help;     /* every option, then examples: `grundy help NAME` */
} cli_command;

/* Prints "grundy: WHERE: MESSAGE" on stderr; returns the exit code for err. */
int cli_fail(const gr_error *err);
/* Prints "grundy: MESSAGE" for a usage error; returns EXIT_BADINPUT. */
int cli_usage(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
/* Writes the buffer to stdout; EXIT_FAILURE_IO when that fails. */
int cli_write(const gr_buf *b);
/* Ctrl-C and SIGTERM end the command at once with 128 + the signal and one
** line on stderr naming what was being computed (`what`, e.g. "the
** answer") and, in a batch, the line (cli_stop_line); never inside
** cli_write, so stdout holds whole answers only. */
void cli_catch_stops(const char *what);
void cli_stop_line(size_t line);
/* --max-heap N (the option at argument argn, N the next word): how far the
** value tables of take-and-break games are computed on demand (the default
** is 65536 heaps). Sets it for the run; EXIT_ANSWERED or the usage error. */
int cli_max_heap(const char *text, int argn);

/* JSON: appends s as a quoted, escaped JSON string. */
void json_string(gr_buf *b, const char *s);

/* The commands, one file each. */
int cmd_solve(int argc, char **argv);
int cmd_games(int argc, char **argv);
int cmd_problem(int argc, char **argv);
int cmd_play(int argc, char **argv);
int cmd_explain(int argc, char **argv);
int cmd_values(int argc, char **argv);
int cmd_period(int argc, char **argv);

#endif
