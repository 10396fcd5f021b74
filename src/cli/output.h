/*
** output.h - what every part of the command shares to answer (output.c):
** the exit codes, one error line on stderr, writing a finished answer,
** values and JSON strings as text, and Ctrl-C outside long runs.
*/
#ifndef GR_CLI_OUTPUT_H
#define GR_CLI_OUTPUT_H

#include <stdio.h>

#include "grundy.h"

/* Exit codes of the grundy command. */
enum {
    EXIT_ANSWERED = 0,
    EXIT_CHECK_FAILED = 1, /* problem --check: the solution failed on an input */
    EXIT_BADINPUT = 2,    /* malformed input, unknown name, refused size */
    EXIT_UNDECIDED = 3,   /* well-formed but beyond what can be computed */
    EXIT_FAILURE_IO = 4,  /* out of memory, or reading/writing failed */
    EXIT_UNFINISHED = 5   /* play: input ended, or quit, before the game did */
};

/* Prints "grundy: WHERE: MESSAGE" on stderr; returns the exit code for err. */
int cli_fail(const gr_error *err);
/* For input read from the file `file` (NULL: stdin, left alone): a place
** "line L, column C" in err becomes "FILE:L:C". */
void cli_where_in_file(gr_error *err, const char *file);
/* Places err at command-line argument argn ("argument N"). */
void cli_where_arg(gr_error *err, int argn);
/* "grundy: argument N: cannot open FILE: REASON" (from errno; no place when
** argn is 0, FILE being no argument); returns EXIT_BADINPUT. */
int cli_cannot_open(const char *file, int argn);
/* Prints "grundy: MESSAGE" for a usage error; returns EXIT_BADINPUT. */
int cli_usage(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
/* Writes the buffer to stdout; EXIT_FAILURE_IO when that fails. */
int cli_write(const gr_buf *b);
/* Says that writing the answer failed (one line on stderr); EXIT_FAILURE_IO. */
int cli_write_failed(void);
/* Ctrl-C and SIGTERM end the command at once with 128 + the signal and one
** line on stderr: the sentence once (N_()-marked, translated here, "%s" the
** signal's name), or per_line when a batch line is set (cli_stop_line; "%s"
** the name, then "%lu" the line, twice), per_line NULL when there are no
** lines; never inside cli_write, so stdout holds whole answers only. */
void cli_catch_stops(const char *once, const char *per_line);
void cli_stop_line(size_t line);
/* A function the handler calls first, async-signal-safe (problem --check
** kills the command it runs); NULL: none. */
void cli_stop_first(void (*fn)(void));

/* Progress of exhaustive searches on stderr, when it is a terminal: sets
** opt's progress callback to a line counting positions (progress.c). */
void cli_search_progress(gr_solve_options *opt);
/* Ends that line, if one was drawn. */
void cli_search_progress_end(void);

#endif
