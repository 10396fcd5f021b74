/*
** problem_check.c - a contestant's solution against grundy on generated
** inputs (problem_check.h): each run writes one input to a temporary file,
** answers it with the problem's solver, runs COMMAND in a process group of
** its own with that file on stdin and its output read through a pipe (at
** most 16 MiB kept, or three times the right answer's size), kills the
** whole group at the timeout, and compares (the problem's judge where it
** accepts more than one answer).
** The first failure is shrunk (problem_shrink: the generator's choices
** replayed smaller) while it still fails the same way; a timeout is not
** shrunk (each try would cost it).
*/
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "answer/put.h"
#include "base/i18n.h"
#include "output.h"
#include "problem_check.h"
#include "progress.h"

/* The most of COMMAND's output kept (the rest is read and dropped), unless
** the right answer is long (output_keep). */
#define OUTPUT_KEEP (16u << 20)
/* Candidates tried while shrinking a failure. */
#define SHRINK_TRIES 2000
#define SHRINK_SECONDS 20   /* and at most this long: the smallest input so far is shown */

enum { RUN_AGREES, RUN_WRONG, RUN_EXIT, RUN_SIGNAL, RUN_TIMEOUT };

typedef struct run_result {
    int kind;          /* RUN_* */
    int code;          /* the exit status or the signal */
    gr_buf output;     /* what COMMAND wrote on stdout (its first output_keep bytes) */
    int truncated;     /* it wrote more than that (a wrong answer) */
    gr_buf expected;   /* grundy's answer */
} run_result;

/* A line's end, without its trailing white space; *next: the next line. */
static size_t line_end(const char *s, size_t i, size_t n, size_t *next)
{
    size_t e = i;

    while (e < n && s[e] != '\n')
        e++;
    *next = e < n ? e + 1 : n;
    while (e > i && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\r'))
        e--;
    return e;
}

/* Where the text ends once its trailing blank lines are dropped. */
static size_t text_end(const char *s, size_t n)
{
    size_t i = 0, next, end = 0, e;

    while (i < n) {
        e = line_end(s, i, n, &next);
        if (e > i)
            end = next;
        i = next;
    }
    return end;
}

int check_same_output(const char *a, size_t na, const char *b, size_t nb)
{
    size_t i = 0, j = 0, ni, nj, ei, ej;

    na = text_end(a, na);
    nb = text_end(b, nb);
    while (i < na && j < nb) {
        ei = line_end(a, i, na, &ni);
        ej = line_end(b, j, nb, &nj);
        if (ei - i != ej - j || memcmp(a + i, b + j, ei - i) != 0)
            return 0;
        i = ni;
        j = nj;
    }
    return i >= na && j >= nb;
}

/* A temporary file holding text, at offset 0; -1 with err set on failure. */
static int temp_with(const gr_buf *text, gr_error *err)
{
    FILE *f = tmpfile();
    int fd;

    if (f == NULL ||
        (text->len > 0 && fwrite(text->data, 1, text->len, f) != text->len) ||
        fflush(f) != 0) {
        gr_error_set(err, GR_EIO, "cannot write a temporary file: %s", strerror(errno));
        if (f != NULL)
            fclose(f);
        return -1;
    }
    fd = dup(fileno(f));
    fclose(f);
    if (fd < 0 || lseek(fd, 0, SEEK_SET) != 0) {
        gr_error_set(err, GR_EIO, "cannot write a temporary file: %s", strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    return fd;
}

/* grundy's answer to the input in file fd, into out. */
static int answer(const problem *pr, int fd, gr_buf *out, gr_error *err)
{
    scanner in;
    int rc;

    if (lseek(fd, 0, SEEK_SET) != 0)
        return gr_error_set(err, GR_EIO, "cannot read a temporary file: %s", strerror(errno));
    if (scan_open(&in, fd) != GR_OK)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    rc = pr->solve(&in, out, err);
    scan_close(&in);
    return rc;
}

static double now(void)
{
    struct timespec t;

    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* The command running now (its process group), for a stop to kill. */
static volatile sig_atomic_t running;

static void kill_running(void)
{
    if (running > 0)
        kill(-(pid_t)running, SIGKILL);
}

/* Runs command with stdin from file in, its stdout read through a pipe into
** r->output (past `keep` bytes, read and dropped: r->truncated); sets
** r->kind (RUN_AGREES for a clean exit: the caller compares) and r->code. */
static int run_command(const char *command, int in, double timeout, size_t keep,
                       run_result *r, gr_error *err)
{
    int fds[2], status = 0, null, open_ = 1, exited = 0, timed_out = 0;
    double end = now() + timeout, left;
    struct timespec pause = {0, 1000000};
    char chunk[65536];
    ssize_t got;
    pid_t pid;

    if (lseek(in, 0, SEEK_SET) != 0 || pipe(fds) != 0)
        return gr_error_set(err, GR_EIO, "cannot run the command: %s", strerror(errno));
    if ((pid = fork()) < 0) {
        close(fds[0]);
        close(fds[1]);
        return gr_error_set(err, GR_EIO, "cannot run the command: %s", strerror(errno));
    }
    if (pid == 0) {
        setpgid(0, 0);
        close(fds[0]);
        null = open("/dev/null", O_WRONLY);
        dup2(in, STDIN_FILENO);
        dup2(fds[1], STDOUT_FILENO);
        if (null >= 0)
            dup2(null, STDERR_FILENO);
        signal(SIGINT, SIG_DFL);
        signal(SIGTERM, SIG_DFL);
        execl("/bin/sh", "sh", "-c", command, (char *)NULL);
        _exit(127);
    }
    setpgid(pid, pid);
    running = (sig_atomic_t)pid;
    close(fds[1]);
    gr_buf_reset(&r->output);
    r->truncated = 0;
    while (open_ || !exited) {
        if ((left = end - now()) <= 0) {
            timed_out = !exited;
            break;
        }
        if (open_) {   /* wait for output, at most 20 ms (the exit is polled too) */
            struct pollfd pf;
            pf.fd = fds[0];
            pf.events = POLLIN;
            pf.revents = 0;
            if (poll(&pf, 1, exited ? 0 : left < 0.02 ? (int)(left * 1000) + 1 : 20) > 0) {
                if ((got = read(fds[0], chunk, sizeof chunk)) > 0) {
                    if (r->output.len < keep)
                        gr_buf_putn(&r->output, chunk, (size_t)got);
                    else
                        r->truncated = 1;
                } else if (got == 0 || errno != EINTR) {
                    open_ = 0;
                }
            } else if (exited) {
                open_ = 0;   /* it has ended and nothing more is there to read */
            }
        } else {
            nanosleep(&pause, NULL);
        }
        if (!exited && waitpid(pid, &status, WNOHANG) == pid)
            exited = 1;
    }
    if (!exited) {
        kill(-pid, SIGKILL);
        waitpid(pid, &status, 0);
    }
    kill(-pid, SIGKILL);   /* whatever it left running in its group */
    running = 0;
    close(fds[0]);
    if (timed_out) {
        r->kind = RUN_TIMEOUT;
    } else if (WIFSIGNALED(status)) {
        r->kind = RUN_SIGNAL;
        r->code = WTERMSIG(status);
    } else if (WEXITSTATUS(status) > 128 && WEXITSTATUS(status) <= 128 + 64) {
        r->kind = RUN_SIGNAL;    /* the shell's report of its child's signal */
        r->code = WEXITSTATUS(status) - 128;
    } else if (WEXITSTATUS(status) != 0) {
        r->kind = RUN_EXIT;
        r->code = WEXITSTATUS(status);
    } else {
        r->kind = r->truncated ? RUN_WRONG : RUN_AGREES;
    }
    return GR_OK;
}

/* The output kept of a run whose right answer is `expected`: 16 MiB, or
** room for it written with CR LF line ends and as much again. */
static size_t output_keep(const gr_buf *expected)
{
    size_t room = expected->len > (SIZE_MAX - (1u << 20)) / 3 ? SIZE_MAX
                                                              : 3 * expected->len + (1u << 20);

    return room > OUTPUT_KEEP ? room : OUTPUT_KEEP;
}

/* Whether COMMAND's output is a right answer: the problem's judge where
** more than one is, else grundy's answer line by line (trailing white space
** and blank lines aside). */
static int judged_right(const problem *pr, const gr_buf *input, const run_result *r)
{
    if (pr->judge != NULL)
        return pr->judge(input->data != NULL ? input->data : "", input->len,
                         r->expected.data != NULL ? r->expected.data : "", r->expected.len,
                         r->output.data != NULL ? r->output.data : "", r->output.len);
    return check_same_output(r->expected.data, r->expected.len, r->output.data, r->output.len);
}

/* One run on input: grundy's answer and COMMAND's, compared. */
static int run_once(const problem *pr, const check_options *o, const gr_buf *input,
                    run_result *r, gr_error *err)
{
    int fd = temp_with(input, err), rc;

    if (fd < 0)
        return err->code;
    gr_buf_reset(&r->expected);
    r->code = 0;
    if ((rc = answer(pr, fd, &r->expected, err)) == GR_OK &&
        (rc = run_command(o->command, fd, o->timeout, output_keep(&r->expected), r, err)) ==
            GR_OK &&
        r->kind == RUN_AGREES && !judged_right(pr, input, r))
        r->kind = RUN_WRONG;
    close(fd);
    return rc;
}

/* What problem_shrink asks: does a candidate still fail as the first did? */
typedef struct shrink_ctx {
    const problem *pr;
    const check_options *o;
    int kind;
    run_result last;     /* the last candidate that failed so: the smallest */
    gr_buf input;        /* ... its input */
    gr_buf first;        /* the input that failed first */
    struct timespec began;   /* when shrinking began */
} shrink_ctx;

/* Seconds since *t. */
static double seconds_since(const struct timespec *t)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - t->tv_sec) + (double)(now.tv_nsec - t->tv_nsec) / 1e9;
}

static int still_fails(void *ctx, const gr_buf *input)
{
    shrink_ctx *s = ctx;
    run_result r = {RUN_AGREES, 0, GR_BUF_INIT, 0, GR_BUF_INIT};
    gr_error err;
    int fails;

    if (seconds_since(&s->began) > SHRINK_SECONDS)
        return -1;   /* large inputs: each try costs a run of COMMAND on them */
    if (input == NULL)
        return 0;   /* only asked whether to go on */
    gr_error_clear(&err);
    if (run_once(s->pr, s->o, input, &r, &err) != GR_OK) {
        fails = err.code == GR_EIO || err.code == GR_ENOMEM ? -1 : 0;
    } else if ((fails = r.kind == s->kind) == 1) {
        gr_buf_free(&s->last.output);
        gr_buf_free(&s->last.expected);
        s->last = r;
        gr_buf_reset(&s->input);
        gr_buf_putn(&s->input, input->data, input->len);
        return 1;
    }
    gr_buf_free(&r.output);
    gr_buf_free(&r.expected);
    return fails;
}

static const char *kind_name(int kind)
{
    switch (kind) {
    case RUN_WRONG: return "wrong answer";
    case RUN_EXIT: return "nonzero exit";
    case RUN_SIGNAL: return "killed by a signal";
    case RUN_TIMEOUT: return "timeout";
    default: return "agrees";
    }
}

static size_t count_lines(const gr_buf *b)
{
    size_t i, n = 0;

    for (i = 0; i < b->len; i++)
        n += b->data[i] == '\n';
    return n + (b->len > 0 && b->data[b->len - 1] != '\n');
}

/* What a report shows of a text: its first SHOW_LINES lines, at most
** SHOW_BYTES bytes. */
#define SHOW_LINES 200
#define SHOW_BYTES 16384

/* The length of the part of text shown. */
static size_t shown(const gr_buf *text)
{
    size_t i, lines = 0;

    for (i = 0; i < text->len && i < SHOW_BYTES; i++)
        if (text->data[i] == '\n' && ++lines == SHOW_LINES)
            return i + 1;
    return i;
}

/* A text under its heading, ending with a newline; a long one is cut. */
static void put_block(gr_buf *out, const char *heading, const gr_buf *text)
{
    size_t n = shown(text);

    gr_buf_puts(out, heading);
    gr_buf_putn(out, text->data, n);
    if (n < text->len)
        gr_buf_printf(out, _("%s[... %zu more bytes not shown]\n"),
                      text->data[n - 1] != '\n' ? "\n" : "", text->len - n);
    else if (text->len > 0 && text->data[text->len - 1] != '\n')
        gr_buf_puts(out, _("\n(no newline at the end)\n"));
}

/* "key":"text" (its first 1 MiB, NUL bytes too) */
static void json_text(gr_buf *out, const char *key, const gr_buf *text)
{
    gr_buf_printf(out, ",\"%s\":", key);
    json_string_n(out, text->data != NULL ? text->data : "",
                  text->len < (1u << 20) ? text->len : (1u << 20));
}

/* The report of a failure at run `run` (seed `seed`), shrunk in `tries`
** candidates. */
static void report_failure(gr_buf *out, const problem *pr, const check_options *o,
                           const shrink_ctx *s, uint64_t run, uint64_t seed, size_t tries)
{
    const run_result *r = &s->last;
    char what[160];

    if (r->kind == RUN_WRONG)
        snprintf(what, sizeof what, "%s", _("a wrong answer"));
    else if (r->kind == RUN_EXIT && r->code == 127)
        snprintf(what, sizeof what, _("the command exited with status %d (the shell's: "
                                      "command not found)"), r->code);
    else if (r->kind == RUN_EXIT)
        snprintf(what, sizeof what, _("the command exited with status %d"), r->code);
    else if (r->kind == RUN_SIGNAL)
        snprintf(what, sizeof what, _("the command was killed by signal %d (%s)"), r->code,
                 strsignal(r->code));
    else
        snprintf(what, sizeof what, _("the command ran past the timeout of %g s (killed)"),
                 o->timeout);
    if (o->json) {
        gr_buf_printf(out, "{\"problem\":");
        json_string(out, pr->name);
        gr_buf_printf(out, ",\"agree\":false,\"runs\":%llu,\"seed\":%llu,\"size\":\"%s\","
                      "\"failure\":", (unsigned long long)run + 1, (unsigned long long)seed,
                      o->large ? "large" : "small");
        json_string(out, kind_name(r->kind));
        if (r->kind == RUN_EXIT || r->kind == RUN_SIGNAL)
            gr_buf_printf(out, ",\"%s\":%d", r->kind == RUN_EXIT ? "status" : "signal",
                          r->code);
        gr_buf_printf(out, ",\"lines\":%zu,\"bytes\":%zu,\"shrunk_from_lines\":%zu,"
                      "\"shrunk_from_bytes\":%zu,\"shrink_tries\":%zu",
                      count_lines(&s->input), s->input.len, count_lines(&s->first),
                      s->first.len, tries);
        json_text(out, "input", &s->input);
        json_text(out, "expected", &r->expected);
        json_text(out, "output", &r->output);
        gr_buf_puts(out, "}\n");
        return;
    }
    /* the seed and the size: --generate --seed N --size S gives the input again */
    gr_buf_printf(out, o->large ? _("run %llu of %llu (seed %llu, large inputs): %s\n")
                                : _("run %llu of %llu (seed %llu, small inputs): %s\n"),
                  (unsigned long long)run + 1, (unsigned long long)o->runs,
                  (unsigned long long)seed, what);
    if (r->kind == RUN_TIMEOUT)
        gr_buf_puts(out, _("not shrunk (each try would take the timeout)\n"));
    else
        gr_buf_printf(out, _("shrunk from %zu lines (%zu bytes) to %zu (%zu bytes) in %zu "
                             "tries\n"), count_lines(&s->first), s->first.len,
                      count_lines(&s->input), s->input.len, tries);
    put_block(out, _("--- input\n"), &s->input);
    put_block(out, _("--- expected output\n"), &r->expected);
    put_block(out, _("--- output of the command\n"), &r->output);
}

int problem_check(const problem *pr, const check_options *o)
{
    shrink_ctx s = {pr, o, 0, {RUN_AGREES, 0, GR_BUF_INIT, 0, GR_BUF_INIT}, GR_BUF_INIT,
                    GR_BUF_INIT, {0, 0}};
    gr_buf input = GR_BUF_INIT, out = GR_BUF_INIT;
    cli_progress progress;
    uint64_t run;
    gr_error err;
    int rc = GR_OK, status = EXIT_ANSWERED;

    gr_error_clear(&err);
    cli_catch_stops(N_("grundy: interrupted by %s while computing the check (COMMAND's "
                       "process group was killed); nothing was printed\n"), NULL);
    cli_stop_first(kill_running);
    cli_progress_start(&progress, N_("runs"), 1);
    for (run = 0; run < o->runs; run++) {
        problem_gen g;
        uint64_t *choices;
        size_t n, tries = 0;

        gr_buf_reset(&input);
        gen_open(&g, o->seed + run, o->large, &input);
        pr->generate(&g);
        if (g.nomem) {
            gen_close(&g);
            rc = gr_error_set(&err, GR_ENOMEM, "out of memory");
            break;
        }
        if ((rc = run_once(pr, o, &input, &s.last, &err)) != GR_OK) {
            gen_close(&g);
            if (rc == GR_EINPUT || rc == GR_ERANGE) {
                char why[sizeof err.message];
                memcpy(why, err.message, sizeof why);
                gr_error_set(&err, rc, "grundy refused its own input of run %llu (seed %llu): "
                             "%s", (unsigned long long)run + 1,
                             (unsigned long long)(o->seed + run), why);
            }
            break;
        }
        if (progress.tty)
            cli_progress_report(&progress, run + 1, o->runs);
        if (s.last.kind == RUN_AGREES) {
            gen_close(&g);
            continue;
        }
        cli_progress_end(&progress);
        s.kind = s.last.kind;
        gr_buf_putn(&s.input, input.data, input.len);
        gr_buf_putn(&s.first, input.data, input.len);
        choices = g.choices;
        n = g.count;
        g.choices = NULL;
        gen_close(&g);
        clock_gettime(CLOCK_MONOTONIC, &s.began);
        if (s.kind != RUN_TIMEOUT)
            tries = problem_shrink(pr->generate, o->large, &choices, &n, still_fails, &s,
                                   SHRINK_TRIES);
        free(choices);
        report_failure(&out, pr, o, &s, run, o->seed + run, tries);
        status = EXIT_CHECK_FAILED;
        break;
    }
    cli_progress_end(&progress);
    if (rc == GR_OK && status == EXIT_ANSWERED) {
        if (o->json) {
            gr_buf_puts(&out, "{\"problem\":");
            json_string(&out, pr->name);
            gr_buf_printf(&out, ",\"agree\":true,\"runs\":%llu,\"seed\":%llu,\"size\":\"%s\"}\n",
                          (unsigned long long)o->runs, (unsigned long long)o->seed,
                          o->large ? "large" : "small");
        } else {
            gr_buf_printf(&out, o->large ? _("all %llu runs agree (seeds %llu..%llu, large "
                                             "inputs)\n")
                                         : _("all %llu runs agree (seeds %llu..%llu, small "
                                             "inputs)\n"),
                          (unsigned long long)o->runs, (unsigned long long)o->seed,
                          (unsigned long long)(o->seed + o->runs - 1));
        }
    }
    gr_buf_free(&input);
    gr_buf_free(&s.input);
    gr_buf_free(&s.first);
    gr_buf_free(&s.last.output);
    gr_buf_free(&s.last.expected);
    if (rc != GR_OK) {
        gr_buf_free(&out);
        return cli_fail(&err);
    }
    rc = cli_write(&out);
    gr_buf_free(&out);
    return rc == EXIT_ANSWERED ? status : rc;
}
