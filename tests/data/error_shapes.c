/*
** error_shapes.c - a sample for tests/tools/error_messages.c, read by
** test_errors.sh and never compiled: one of each shape of message the
** extractor must find (their texts say which), and texts it must leave out
** (they say "not"). test_errors.sh holds the list it must print.
*/
#include <stdarg.h>
#include <stdio.h>

#include "grundy.h"

/* gr_error_set(err, GR_EINPUT, "not in a comment"); */
// gr_error_set(err, GR_EINPUT, "not in a line comment");

static int direct(gr_error *err, size_t k, int c, const char *word)
{
    if (k == 0)
        return gr_error_set(err, GR_EINPUT, "a plain message");
    if (k == 1)
        return gr_error_at(err, (long)k, GR_EINPUT, "after a cast (%zu)", k);
    if (k == 2)
        return gr_error_set(err, GR_EINPUT, "split over " /* a comment between */
                            "adjacent literals "
                            "on three lines");
    if (k == 3)
        return gr_error_at(err, (long)(k + 1), c ? GR_ERANGE : GR_EINPUT, c ? "one side of "
                           "a ?:" : "the other side of a ?:");
    if (k == 4)
        return gr_error_set(err, GR_EINPUT, "'%s': %s", word, c ? "a reason for the last %s" :
                            "another reason");
    if (k == 5)
        return gr_error_set(err, GR_EINPUT, "%s", name_of("not a literal of a nested call"));
    if (k == 6)
        return gr_error_set(err, GR_EINPUT, "'%s' (%s) is a word", word, "not a reason");
#ifdef GR_SOMETHING
    if (k == 7)
        return gr_error_set(err, GR_EINPUT, "in an #ifdef branch, \"quoted\" (and a paren");
#endif
    return GR_OK;
}

static void to_stderr(int n)
{
    fprintf(stderr, "grundy: to stderr, %d\n", n);
    fputs("grundy: put on stderr\n", stderr);
    fprintf(stderr, "grundy: %s\n", _("a reason marked for translation"));
    fputs("grundy: ", stderr);
    fprintf(stderr, _("a translated format, %d\n"), n);
    fprintf(stdout, "not on stderr\n");
    printf("not on stderr either\n");
}

/* Helpers: a message handed on, once or twice, and a format. */
static int bad(gr_error *err, const char *why)
{
    return gr_error_set(err, GR_EINPUT, "bad: %s", why);
}

static int worse(gr_error *err, const char *what)
{
    return bad(err, what);
}

static int usage(const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    return 2;
}

static int helpers(gr_error *err, const char *name)
{
    worse(err, "two helpers down");
    usage("a format of a helper: %d words of %s", 3, "the last argument");
    usage(name);
    return bad(err, "through a helper");
}

/* A reason only marked for translation, handed on and translated there. */
static int marked(gr_error *err, const char *what)
{
    return gr_error_set(err, GR_EINPUT, "a marked format expects %s", gr_tr(what));
}

static int marks(gr_error *err)
{
    return marked(err, N_("a marked reason handed on"));
}

/* A JSON error body, as the web API writes it. */
static int fail(reply *r, int status, const char *message)
{
    gr_buf_puts(&r->body, "{\"error\":");
    json_string(&r->body, message);
    gr_buf_puts(&r->body, "}\n");
    return r->status = status;
}

static int endpoint(reply *r)
{
    gr_buf_puts(&r->body, "not an error body");
    return fail(r, 404, "an HTTP error body");
}

/* A reply kept ready: a whole JSON error body in a literal (split in two);
** a body that is not an error is none. */
static const char *ready(int which)
{
    static const char gone[] = "{\"error\":\"a ready JSON body, "
                               "split\"}\n";
    static const char fine[] = "{\"answer\":\"not an error\"}\n";

    return which ? gone : fine;
}

/* play's reasons: a buffer filled by functions of this file, printed after
** "error: "; what is written to other buffers is no message. */
static void more(gr_buf *why)
{
    gr_buf_puts(why, ", a second part");
    gr_buf_puts(other, "not in the reason buffer");
}

static int read_move(const char *line, gr_buf *why)
{
    gr_buf_printf(why, "reason %zu of a move", strlen(line));
    more(why);
    return GR_EINPUT;
}

static void user_line(gr_buf *out, const char *line)
{
    gr_buf why = GR_BUF_INIT;
    gr_buf note = GR_BUF_INIT;

    if (read_move(line, &why) != GR_OK)
        gr_buf_printf(out, "error: %s\n", gr_buf_str(&why));
    gr_buf_puts(out, "error: said on stdout\n");
    gr_buf_puts(&note, "not said");
    gr_buf_free(&why);
}
