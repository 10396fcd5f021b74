/*
** lines.c - lines of text from a stream, read byte by byte up to the
** newline, a NUL byte or LINES_MAX bytes: memory never grows past one
** bounded line, whatever the stream holds.
*/
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "lines.h"

/* Makes room for one more byte and the terminating NUL. */
static int grow(lines *l)
{
    size_t cap = l->cap ? l->cap * 2 : 256;
    char *line;

    if (l->len + 2 <= l->cap)
        return GR_OK;
    if ((line = realloc(l->line, cap)) == NULL)
        return GR_ENOMEM;
    l->line = line;
    l->cap = cap;
    return GR_OK;
}

static int too_long(const lines *l, gr_error *err)
{
    gr_error_set(err, GR_EINPUT, "longer than %u bytes (this is not a line of text)",
                 LINES_MAX);
    if (err != NULL)
        snprintf(err->where, sizeof err->where, "line %zu", l->lineno);
    return GR_EINPUT;
}

static int ended(lines *l, int rc)
{
    l->ended = 1;
    return rc;
}

int lines_read(lines *l, gr_error *err)
{
    int c;

    l->len = 0;
    l->nul = 0;
    if (l->ended)
        return GR_ESTOP;
    l->lineno++;
    while ((c = getc(l->in)) != EOF && c != '\n') {
        if (l->len == LINES_MAX)
            return ended(l, too_long(l, err));
        if (grow(l) != GR_OK)
            return ended(l, gr_error_set(err, GR_ENOMEM, "out of memory"));
        l->line[l->len++] = (char)c;
        if (c == '\0') {   /* not text: this line is the last */
            l->nul = l->len;
            l->ended = 1;
            break;
        }
    }
    if (ferror(l->in))
        return ended(l, gr_error_set(err, GR_EIO, "cannot read the input: %s", strerror(errno)));
    if (c == EOF && l->len == 0)
        return ended(l, GR_ESTOP);
    if (c == EOF)
        l->ended = 1;
    if (grow(l) != GR_OK)
        return ended(l, gr_error_set(err, GR_ENOMEM, "out of memory"));
    if (c == '\n' && l->len > 0 && l->line[l->len - 1] == '\r')
        l->len--;
    l->line[l->len] = '\0';
    return GR_OK;
}

void lines_free(lines *l)
{
    free(l->line);
    l->line = NULL;
    l->cap = l->len = 0;
}
