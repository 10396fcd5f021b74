/*
** output.c - what every command shares to answer: one error line on stderr
** with its exit status, writing a finished answer, JSON strings.
*/
#include <stdarg.h>
#include <stdio.h>

#include "cli.h"

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

int cli_max_heap(const char *text, int argn)
{
    gr_long_run run = {0};
    gr_error err;

    if (text == NULL)
        return cli_usage("argument %d: --max-heap needs a number after it", argn);
    if (gr_parse_u64(text, &run.max_heap, &err) != GR_OK)
        return cli_usage("argument %d: --max-heap: %s", argn + 1, err.message);
    if (run.max_heap == 0)
        return cli_usage("argument %d: --max-heap: must be at least 1", argn + 1);
    gr_long_run_set(&run);
    return EXIT_ANSWERED;
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
