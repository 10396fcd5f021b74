/*
** output.c - what every command shares to answer: one error line on stderr
** with its exit status, writing a finished answer, JSON strings.
*/
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "base/error.h"
#include "base/i18n.h"
#include "output.h"
#include "progress.h"

int cli_fail(const gr_error *err)
{
    char line[sizeof err->where + sizeof err->message + GR_WHERE_SLACK];

    gr_where_line(line, sizeof line, err->where, err->message);
    fprintf(stderr, "grundy: %s\n", line);
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

void cli_where_arg(gr_error *err, int argn)
{
    snprintf(err->where, sizeof err->where, "argument %d", argn);
}

void cli_where_in_file(gr_error *err, const char *file)
{
    static const struct {
        const char *form, *in_file;   /* the place in standard input, in FILE */
        int numbers;
    } forms[] = {
        {"line %llu, column %llu", "%.200s:%llu:%llu", 2},
        {"line %llu", "%.200s:%llu", 1},
        {"lines %llu to %llu", "%.200s:%llu-%llu", 2},   /* a list of numbers over lines */
    };
    unsigned long long a, b;
    size_t i;

    for (i = 0; file != NULL && i < sizeof forms / sizeof forms[0]; i++)
        if (gr_where_is(err->where, forms[i].form, forms[i].numbers, &a, &b)) {
            snprintf(err->where, sizeof err->where, forms[i].in_file, file, a, b);
            return;
        }
}

int cli_cannot_open(const char *file, int argn)
{
    gr_error err;

    gr_error_set(&err, GR_EINPUT, "cannot open %s: %s", file, strerror(errno));
    if (argn > 0)
        cli_where_arg(&err, argn);
    return cli_fail(&err);
}

/* Bytes a word quoted by a usage error keeps at most (a word of 100,000
** bytes is shown as its first and last bytes). */
#define USAGE_KEEP 160

int cli_usage(const char *fmt, ...)
{
    char line[4096];
    va_list ap;

    va_start(ap, fmt);   /* the words it quotes: one line, long ones abbreviated */
    gr_format_line(line, sizeof line, USAGE_KEEP, fmt, ap);
    va_end(ap);
    fprintf(stderr, "grundy: %s\n", line);
    return EXIT_BADINPUT;
}

static cli_progress search_progress;

void cli_search_progress(gr_solve_options *opt)
{
    cli_progress_start(&search_progress, N_("positions"), 0);
    if (search_progress.tty) {
        opt->progress = cli_progress_report;
        opt->ctx = &search_progress;
    }
}

void cli_search_progress_end(void)
{
    cli_progress_end(&search_progress);
}

int cli_write(const gr_buf *b)
{
    sigset_t stops, old;
    int ok;

    if (b->failed) {
        fprintf(stderr, "grundy: %s\n", _("out of memory"));
        return EXIT_FAILURE_IO;
    }
    sigemptyset(&stops);
    sigaddset(&stops, SIGINT);
    sigaddset(&stops, SIGTERM);
    sigprocmask(SIG_BLOCK, &stops, &old);   /* an answer is written whole, or not */
    ok = b->len == 0 || (fwrite(b->data, 1, b->len, stdout) == b->len && fflush(stdout) == 0);
    sigprocmask(SIG_SETMASK, &old, NULL);
    return ok ? EXIT_ANSWERED : cli_write_failed();
}

int cli_write_failed(void)
{
    fprintf(stderr, "grundy: %s\n", _("cannot write the answer"));
    return EXIT_FAILURE_IO;
}

/* ---- Ctrl-C and SIGTERM outside long runs ----
**
** A command that answers in whole pieces (solve, explain, problem, play)
** may be stopped at any moment but inside a write: the signal is blocked
** while an answer is written, so a line on stdout is never torn. The
** handler says on stderr where the run stopped and ends it with 128 + the
** signal's number (only async-signal-safe calls in it). */

/* The handler's sentences, translated by cli_catch_stops (gettext is not
** async-signal-safe): "%s" there is the signal's name, "%lu" the line; a
** translation may number them ("%1$s", "%2$lu"). */
static const char *stop_once = "grundy: interrupted by %s while computing the answer; nothing "
                               "was printed\n";
static const char *stop_per_line;          /* with a line set, or NULL */
static volatile sig_atomic_t stop_line;   /* the batch line being answered, or 0 */
static void (*volatile stop_first)(void);  /* called first by the handler, or NULL */

static size_t put_text(char *buf, size_t at, size_t cap, const char *s)
{
    while (*s != '\0' && at + 1 < cap)
        buf[at++] = *s++;
    return at;
}

static size_t put_number(char *buf, size_t at, size_t cap, unsigned long n)
{
    char digits[24];
    size_t k = 0;

    do
        digits[k++] = (char)('0' + n % 10);
    while ((n /= 10) > 0);
    while (k > 0 && at + 1 < cap)
        buf[at++] = digits[--k];
    return at;
}

/* Fills the template fmt into buf: "%s" (or "%N$s") is name, "%lu" (or
** "%N$lu") line, "%%" a percent sign; async-signal-safe, unlike printf. */
static size_t fill(char *buf, size_t cap, const char *fmt, const char *name, unsigned long line)
{
    size_t n = 0;

    while (*fmt != '\0' && n + 1 < cap) {
        if (*fmt != '%' || fmt[1] == '%') {
            buf[n++] = *fmt;
            fmt += *fmt == '%' ? 2 : 1;
            continue;
        }
        fmt++;
        while (*fmt >= '0' && *fmt <= '9')   /* an argument's number: its type says which */
            fmt++;
        fmt += *fmt == '$';
        if (*fmt == 's')
            n = put_text(buf, n, cap, name);
        else
            n = put_number(buf, n, cap, line);
        while (*fmt == 'l')
            fmt++;
        fmt += *fmt != '\0';
    }
    return n;
}

static void on_stop(int sig)
{
    char msg[512];
    unsigned long line = (unsigned long)stop_line;
    const char *fmt = line > 0 && stop_per_line != NULL ? stop_per_line : stop_once;
    size_t n;

    if (stop_first != NULL)
        stop_first();
    n = fill(msg, sizeof msg, fmt, sig == SIGTERM ? "SIGTERM" : "SIGINT", line);
    if (write(2, msg, n) < 0) {
        /* nothing more can be done */
    }
    _exit(128 + sig);
}

void cli_catch_stops(const char *once, const char *per_line)
{
    struct sigaction sa;

    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_stop;
    sigemptyset(&sa.sa_mask);
    stop_once = _(once);   /* looked up now: the handler may not call gettext */
    stop_per_line = per_line != NULL ? _(per_line) : NULL;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
}

void cli_stop_first(void (*fn)(void))
{
    stop_first = fn;
}

void cli_stop_line(size_t line)
{
    stop_line = (sig_atomic_t)(line > (size_t)SIG_ATOMIC_MAX ? 0 : line);
}
