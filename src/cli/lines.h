/*
** lines.h - lines of text from a stream, bounded (lines.c): reading stops at
** a NUL byte (the input is not text) and at a line longer than LINES_MAX, so
** that `solve - < /dev/zero` or a file without newlines never fills memory.
*/
#ifndef GR_CLI_LINES_H
#define GR_CLI_LINES_H

#include <stdio.h>

#include "grundy.h"

#define LINES_MAX (16u << 20)   /* bytes a line may hold */

typedef struct lines {
    FILE *in;
    char *line;      /* the last line read, its newline removed; owned */
    size_t len;      /* its bytes */
    size_t cap;
    size_t lineno;   /* lines read so far */
    size_t nul;      /* the column of the NUL byte that ended the line, or 0 */
    int ended;       /* no more lines: the end of input, or a NUL byte was read */
} lines;

#define LINES_INIT(in) {(in), NULL, 0, 0, 0, 0, 0}

/* Reads the next line. GR_OK: a line in l->line (l->len bytes, the "\n" or
** "\r\n" ending it removed, NUL-terminated); when l->nul is set the line
** ended at a NUL byte and it is the last one (the caller refuses it).
** GR_ESTOP: the end of input. GR_EINPUT: a line longer than LINES_MAX
** (err names the line). GR_EIO: reading failed; GR_ENOMEM. After an error
** there are no more lines. */
int lines_read(lines *l, gr_error *err);
void lines_free(lines *l);

#endif
