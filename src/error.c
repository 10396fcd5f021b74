/*
** error.c - filling gr_error: a status code and one line saying what is wrong.
*/
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "grundy.h"

static int error_vset(gr_error *err, long arg, int code, const char *fmt, va_list ap)
{
    if (err == NULL)
        return code;
    err->code = code;
    err->arg = arg;
    err->where[0] = '\0';
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    return code;
}

int gr_error_set(gr_error *err, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    error_vset(err, -1, code, fmt, ap);
    va_end(ap);
    return code;
}

int gr_error_at(gr_error *err, long arg, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    error_vset(err, arg, code, fmt, ap);
    va_end(ap);
    return code;
}

void gr_error_clear(gr_error *err)
{
    if (err == NULL)
        return;
    memset(err, 0, sizeof *err);
    err->arg = -1;
}
