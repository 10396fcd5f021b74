/*
** cli.h - what the grundy command's files share: the command table entry,
** error reporting and exit codes.
*/
#ifndef GR_CLI_H
#define GR_CLI_H

#include <stdio.h>

#include "grundy.h"
#include "options.h"

/* Exit codes of the grundy command. */
enum {
    EXIT_ANSWERED = 0,
    EXIT_BADINPUT = 2,    /* malformed input, unknown name, refused size */
    EXIT_UNDECIDED = 3,   /* well-formed but beyond what can be computed */
    EXIT_FAILURE_IO = 4,  /* out of memory, or reading/writing failed */
    EXIT_UNFINISHED = 5   /* play: input ended, or quit, before the game did */
};

/* A command: main.c sorts its command line out with its option table and
** hands it the result; `grundy help NAME` prints usage, summary, the
** options and the examples. */
typedef struct cli_command {
    const char *name;
    int (*run)(const cli_args *a);
    const cli_option *options;
    const char *usage;
    const char *summary;
    const char *examples;  /* lines "  grundy ...", shown by help */
} cli_command;

/* Prints "grundy: WHERE: MESSAGE" on stderr; returns the exit code for err. */
int cli_fail(const gr_error *err);
/* For input read from the file `file` (NULL: stdin, left alone): a place
** "line L, column C" in err becomes "FILE:L:C". */
void cli_where_in_file(gr_error *err, const char *file);
/* "grundy: cannot open FILE: REASON" (from errno); returns EXIT_BADINPUT. */
int cli_cannot_open(const char *file);
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
/* --max-heap N: how far the value tables of take-and-break games are
** computed on demand (the default is 65536 heaps). Reads N into *max_heap;
** EXIT_ANSWERED or the usage error. cli_position_max_heap gives it (when
** not 0) to every game of p, as its long-run settings. */
int cli_max_heap(const cli_opt *o, const cli_option *table, uint64_t *max_heap);
int cli_position_max_heap(const gr_position *p, uint64_t max_heap);

/* --color=WHEN, an option of the commands that write for people. */
#define CLI_COLOR_OPTION \
    {"color", 0, "auto|always|never", "colour (auto: on a terminal, unless NO_COLOR is set)"}
/* --search-limit N: the positions an exhaustive search may visit. */
#define CLI_SEARCH_LIMIT_OPTION \
    {"search-limit", 0, "N", "positions an exhaustive search may visit (default 2000000)"}
/* Its value into *when (a term_when); EXIT_ANSWERED or the usage error. */
int cli_color(const cli_opt *o, const cli_option *table, int *when);

/* Progress of exhaustive searches on stderr, when it is a terminal: sets
** opt's progress callback to a line counting positions (progress.c). */
void cli_search_progress(gr_solve_options *opt);
/* Ends that line, if one was drawn. */
void cli_search_progress_end(void);

/* A value as text: the nimber, or ∞ with its escape set ("∞{0,2}"), "?"
** when unknown; with json, the number, {"inf":[0,2]}, or null. */
void cli_put_value(gr_buf *o, const gr_value *v, int json);

/* JSON: appends s as a quoted, escaped JSON string. */
void json_string(gr_buf *b, const char *s);

/* The position in the words a->words[from..]: errors name the argument as
** given on the command line. NULL after printing the error (*status is then
** the exit code). With no words, the error shows `example` (a position).  */
gr_position *cli_position(const cli_args *a, int from, const char *example, int *status);

/* The explanation `grundy explain` prints for p, without colour, appended
** to out (the web API's too). GR_OK or the solver's error. */
int explain_position(const gr_position *p, const gr_solve_options *opt, gr_buf *out,
                     gr_error *err);

/* The command table (commands.c): the i-th command, NULL past the end;
** the command of that name, or NULL; its help on stdout. */
const cli_command *cli_command_at(size_t i);
const cli_command *cli_command_named(const char *name);
int cli_command_help(const cli_command *c);

/* The commands, one file each, and their options. */
int cmd_solve(const cli_args *a);
int cmd_games(const cli_args *a);
int cmd_problem(const cli_args *a);
int cmd_play(const cli_args *a);
int cmd_explain(const cli_args *a);
int cmd_values(const cli_args *a);
int cmd_period(const cli_args *a);
int cmd_census(const cli_args *a);
int cmd_completion(const cli_args *a);
int cmd_serve(const cli_args *a);
extern const cli_option solve_options[], problem_options[], play_options[],
    explain_options[], values_options[], period_options[], census_options[], serve_options[], no_options[];

#endif
