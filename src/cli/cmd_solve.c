/*
** cmd_solve.c - `grundy solve`: the value, the outcome and every winning
** move of a position, in words or as JSON; one position per line with `-`.
*/
#include <stdlib.h>
#include <string.h>

#include "answer/answer.h"
#include "answer/compound_answer.h"
#include "base/file.h"
#include "cli.h"
#include "lines.h"
#include "operands.h"
#include "answer/put.h"
#include "output.h"

/* What a stop says (cli_catch_stops): before any answer is printed, or of
** a batch's line N (the lines before it answered); and, once a huge
** answer is being written as it is made, that it is cut short. */
static const char *const stop_computing =
    N_("grundy: interrupted by %s while computing the answer; nothing was printed\n");
static const char *const stop_computing_line =
    N_("grundy: interrupted by %s while computing the answer of line %lu; the lines before it "
       "were answered, whole (tail -n +%lu of the input goes on from there)\n");
static const char *const stop_writing =
    N_("grundy: interrupted by %s while writing the answer; it is cut short after the whole "
       "lines printed\n");
static const char *const stop_writing_line =
    N_("grundy: interrupted by %s while writing the answer of line %lu; it is cut short after "
       "the whole lines printed, and the lines before it were answered, whole (tail -n +%lu "
       "of the input goes on from there)\n");

static int streaming;   /* the answer being made is being written */
static int write_failed;   /* a part of it could not be (cli_write said so) */

/* Writes a part of a huge answer as it is made (answer.c streams it):
** nonzero when writing failed. From its first part on, a stop says that
** the answer is cut short (until the next line of a batch: stop_written). */
static int write_part(const gr_buf *b)
{
    if (!streaming) {
        streaming = 1;
        cli_catch_stops(stop_writing, stop_writing_line);
    }
    if (cli_write(b) != EXIT_ANSWERED)
        write_failed = 1;
    return write_failed;
}

/* A batch's answer is whole: a stop says again that it computes. */
static void stop_written(void)
{
    if (streaming) {
        streaming = 0;
        cli_catch_stops(stop_computing, stop_computing_line);
    }
}

/* A UTF-8 byte-order mark, skipped at the start of any input. */
#define UTF8_BOM "\xEF\xBB\xBF"

/* The answer to p, as a sum or as the compound --compound names. */
static int answer_any(const gr_position *p, const solve_flags *flags, gr_buf *out,
                      gr_error *err)
{
    if (flags->compound != GR_COMPOUND_SUM)
        return answer_compound(p, flags->compound, flags, out, err);
    return answer_solve(p, flags, out, err);
}

/* Parses and answers one batch line into out; GR_OK or the error, with its
** place. A NUL byte is refused where it stands (the line is not text, and
** the batch ends there: lines_read reads no further). */
static int solve_line(gr_shelf *shelf, const char *line, size_t n, size_t lineno,
                      const solve_flags *flags, gr_buf *out, gr_error *err)
{
    const char *nul = memchr(line, '\0', n);
    gr_position *p;
    int rc;

    if (nul != NULL) {
        gr_error_set(err, GR_EINPUT, "a NUL byte (this is not a line of text): the input is "
                     "not read past it");
        snprintf(err->where, sizeof err->where, "line %zu, column %zu", lineno,
                 (size_t)(nul - line) + 1);
        return GR_EINPUT;
    }
    if ((p = gr_position_parse_line_shelved(shelf, line, lineno, err)) == NULL)
        return err->code;
    if (cli_position_max_heap(p, flags->max_heap) != EXIT_ANSWERED) {
        gr_position_free(p);
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    }
    rc = answer_any(p, flags, out, err);
    cli_search_progress_end();
    if (rc != GR_OK && err->where[0] == '\0')
        snprintf(err->where, sizeof err->where, "line %zu", lineno);
    gr_position_free(p);
    return rc;
}

/* Reports a failed batch line and lets the batch go on: the line on stderr,
** and with --json a record {"line":N,"error":"..."} in place of the answer. */
static void report_line(const solve_flags *flags, size_t lineno, const gr_error *err,
                        gr_buf *out)
{
    gr_buf text = GR_BUF_INIT;

    cli_fail(err);
    if (!flags->json)
        return;
    gr_buf_printf(&text, "%s%s%s", err->where, err->where[0] ? ": " : "", err->message);
    gr_buf_printf(out, "{\"line\":%zu,\"error\":", lineno);
    json_string(out, gr_buf_str(&text));
    gr_buf_puts(out, "}\n");
    gr_buf_free(&text);
}

/* Reports a failed line (report_line) and gives its exit status: 2 for
** bad input, 3 for what is too large to decide, 4 when memory or reading
** failed. */
static int line_failed(const solve_flags *flags, const char *file, size_t lineno,
                       gr_error *err, gr_buf *out)
{
    cli_where_in_file(err, file);
    report_line(flags, lineno, err, out);
    if (err->code == GR_EUNDECIDED)
        return EXIT_UNDECIDED;
    return err->code == GR_ENOMEM || err->code == GR_EIO ? EXIT_FAILURE_IO : EXIT_BADINPUT;
}

/* Reports an answer whose list of moves is not whole (answer.h): the
** answer itself says so, and stderr says why; the status is 3. */
static int answer_unlisted(const char *file, gr_error *err)
{
    cli_where_in_file(err, file);
    return cli_fail(err);
}

/* A line with nothing to answer: blank, or a comment. */
static int skipped(const char *text, size_t n)
{
    return strspn(text, " \t\r") == n || text[strspn(text, " \t")] == '#';
}

/* `grundy solve -`: one position per line, each answered as soon as read
** (so it works as a co-process). A bad line is reported and the batch goes
** on; the exit status is then that of the first failure. Reading stops at a
** NUL byte (the input is not text), at a line over LINES_MAX bytes and when
** memory or reading fails. */
static int solve_stream(const solve_flags *flags, FILE *in, const char *file)
{
    lines l = LINES_INIT(in);
    gr_buf out = GR_BUF_INIT;
    gr_shelf *shelf = gr_shelf_new();   /* the games of every line, kept */
    gr_error err;
    int rc = EXIT_ANSWERED, status = EXIT_ANSWERED, got;

    cli_catch_stops(stop_computing, stop_computing_line);
    /* a stop while a line is read names it: the lines before are answered */
    while (cli_stop_line(l.lineno > 0 ? l.lineno + 1 : 0),
           (got = lines_read(&l, &err)) != GR_ESTOP) {
        char *text = l.line;
        size_t n = l.len;
        cli_stop_line(l.lineno);
        gr_buf_reset(&out);
        if (got == GR_OK && l.lineno == 1 && n >= 3 && memcmp(text, UTF8_BOM, 3) == 0)
            text += 3, n -= 3;
        if (got == GR_OK && l.nul == 0 && skipped(text, n))
            continue;
        if (got != GR_OK)
            status = line_failed(flags, file, l.lineno, &err, &out);
        else if ((got = solve_line(shelf, text, n, l.lineno, flags, &out, &err)) != GR_OK)
            status = write_failed ? EXIT_FAILURE_IO   /* write_part said why */
                     : answer_kept(got, &out, 0) ? answer_unlisted(file, &err)
                                                 : line_failed(flags, file, l.lineno, &err, &out);
        if (write_failed) {
            rc = EXIT_FAILURE_IO;
            break;
        }
        if (rc == EXIT_ANSWERED)
            rc = status;
        if (cli_write(&out) != EXIT_ANSWERED)
            rc = status = EXIT_FAILURE_IO;
        if (status == EXIT_FAILURE_IO)
            break;
        status = EXIT_ANSWERED;
        fflush(stdout);
        stop_written();
    }
    lines_free(&l);
    gr_buf_free(&out);
    gr_shelf_free(shelf);
    return rc;
}

enum { OPT_JSON, OPT_MISERE, OPT_LIMIT, OPT_ALL_MOVES, OPT_FULL, OPT_MAX_HEAP, OPT_FILE,
       OPT_COLOR, OPT_SEARCH_LIMIT, OPT_COMPOUND };

const cli_option solve_options[] = {
    [OPT_JSON] = {"json", 0, NULL, N_("one JSON object per position (JSON Lines with - or -f)")},
    [OPT_MISERE] = {"misere", 0, NULL, N_("misere play: the player who cannot move wins")},
    [OPT_LIMIT] = {"limit", 0, "N", N_("list at most N winning moves (default 1000; 0: all)")},
    [OPT_ALL_MOVES] = {"all-moves", 0, NULL, N_("list every winning move (--limit 0)")},
    [OPT_FULL] = {"full", 0, NULL, N_("print long positions whole (and after every move)")},
    [OPT_MAX_HEAP] = {"max-heap", 0, "N", N_("compute take-and-break tables on demand up to heap N")},
    [OPT_FILE] = {"file", 'f', "FILE", N_("one position per line from FILE (- alone: stdin)")},
    [OPT_COLOR] = CLI_COLOR_OPTION,
    [OPT_SEARCH_LIMIT] = CLI_SEARCH_LIMIT_OPTION,
    [OPT_COMPOUND] = CLI_COMPOUND_OPTION,
    {NULL, 0, NULL, NULL}
};

/* The positions of a file, one per line, answered as with `-`. */
static int solve_file(const solve_flags *flags, const char *path, int argn)
{
    gr_error err;
    FILE *in = gr_file_open(path, "", &err);
    int rc;

    if (in == NULL) {
        cli_where_arg(&err, argn);
        return cli_fail(&err);
    }
    rc = solve_stream(flags, in, path);
    fclose(in);
    return rc;
}

static int solve_parse(const cli_args *a, solve_flags *flags, const char **file,
                       int *file_arg)
{
    int k, colour = TERM_AUTO, rc = EXIT_ANSWERED;

    for (k = 0; k < a->nopts && rc == EXIT_ANSWERED; k++) {
        const cli_opt *o = &a->opts[k];
        switch (o->id) {
        case OPT_JSON: flags->json = 1; break;
        case OPT_MISERE: flags->misere = 1; break;
        case OPT_ALL_MOVES: flags->limit = 0; break;
        case OPT_FULL: flags->full = 1; break;
        case OPT_LIMIT: rc = cli_opt_u64(o, solve_options, &flags->limit); break;
        case OPT_MAX_HEAP: rc = cli_max_heap(o, solve_options, &flags->max_heap); break;
        case OPT_FILE:
            rc = cli_opt_text(o, solve_options, file);
            *file_arg = o->argn;
            break;
        case OPT_COLOR: rc = cli_color(o, solve_options, &colour); break;
        case OPT_SEARCH_LIMIT:
            rc = cli_opt_u64_min(o, solve_options, 1, &flags->opt.search_limit);
            break;
        case OPT_COMPOUND: rc = cli_compound(o, solve_options, &flags->compound); break;
        }
    }
    if (rc == EXIT_ANSWERED)
        rc = cli_compound_misere(flags->compound, flags->misere);
    flags->term = term_detect(stdout, (term_when)colour);
    flags->opt.misere = flags->misere;
    cli_search_progress(&flags->opt);
    if (rc == EXIT_ANSWERED && *file != NULL && a->nwords > 0)
        rc = cli_usage("argument %d: unexpected '%s' (solve -f reads its positions from the "
                       "file)", a->argn[0], a->words[0]);
    else if (rc == EXIT_ANSWERED && a->nwords > 1 && strcmp(a->words[0], "-") == 0)
        rc = cli_usage("argument %d: unexpected '%s' (solve - reads its positions from "
                       "standard input)", a->argn[1], a->words[1]);
    return rc;
}

int cmd_solve(const cli_args *a)
{
    solve_flags flags = {{0, 0}, 0, 0, 0, 0, SHOWN_MOVES, {0, 0, NULL, NULL, NULL, 0},
                         write_part, GR_COMPOUND_SUM};
    gr_buf out = GR_BUF_INIT;
    const char *file = NULL;
    gr_position *p;
    gr_error err;
    int rc, status, file_arg = 0;

    if ((rc = solve_parse(a, &flags, &file, &file_arg)) != EXIT_ANSWERED)
        return rc;
    if (file != NULL)
        return strcmp(file, "-") == 0 ? solve_stream(&flags, stdin, NULL)
                                      : solve_file(&flags, file, file_arg);
    if (a->nwords == 1 && strcmp(a->words[0], "-") == 0)
        return solve_stream(&flags, stdin, NULL);
    if ((p = cli_position(a, 0, "nim 3 4 5", &rc)) == NULL)
        return rc;
    if ((rc = cli_position_max_heap(p, flags.max_heap)) != EXIT_ANSWERED) {
        gr_position_free(p);
        return rc;
    }
    cli_catch_stops(stop_computing, NULL);
    rc = answer_any(p, &flags, &out, &err);
    cli_search_progress_end();
    gr_position_free(p);
    if (write_failed)
        rc = EXIT_FAILURE_IO;   /* write_part said why */
    else if (answer_kept(rc, &out, 0) && (status = cli_write(&out)) != EXIT_ANSWERED)
        rc = status;   /* cli_write said why */
    else
        rc = rc == GR_OK ? EXIT_ANSWERED : cli_fail(&err);
    gr_buf_free(&out);
    return rc;
}
