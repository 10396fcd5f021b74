/*
** scan.h - a fast reader of whitespace-separated numbers and words from a
** file descriptor, for the contest formats: its own buffering and digit
** loop (no scanf), and line:column positions for error messages.
*/
#ifndef GR_SCAN_H
#define GR_SCAN_H

#include <stddef.h>
#include <stdint.h>

#include "grundy.h"

/* Bytes read at a time: a buffer that stays in the L2 cache while it is
** parsed. */
#define SCAN_CHUNK (1u << 18)

typedef struct scanner {
    int fd;
    char *buf;          /* cap bytes plus a sentinel, SCAN_BLOCK_FRONT readable before */
    size_t cap;
    char *p;            /* next unread byte */
    char *end;          /* end of the data read; *end is a sentinel NUL */
    int eof;            /* read() returned 0 */
    int failed;         /* read() failed */
    uint64_t base;      /* input offset of buf[0] */
    uint64_t line;      /* line of the white space being skipped, from 1 */
    uint64_t line_start;/* input offset where that line starts */
} scanner;

/* Opens a scanner on fd; returns GR_ENOMEM on failure. */
int scan_open(scanner *s, int fd);
void scan_close(scanner *s);

/* Reads the next unsigned number. Returns GR_OK, or GR_EINPUT at the end of
** input (err says "expected <what>") or for a malformed word, GR_ERANGE for a
** number beyond 64 bits; err->where is the line and column. `what` names the
** expected item for the message ("the number of heaps"). */
int scan_u64(scanner *s, uint64_t *out, const char *what, gr_error *err);

/* Reads up to max numbers into out, as scan_u64 would one by one; returns
** the status and sets *count to how many were read (max unless an error). */
int scan_u64s(scanner *s, uint64_t *out, size_t max, size_t *count, const char *what,
              gr_error *err);

/* Skips white space; returns 1 when only white space is left. */
int scan_at_end(scanner *s);

/* Reports, at the current position, that extra input follows. */
int scan_extra(scanner *s, gr_error *err);

/* Fills err->where with the line and column of position q in the buffer. */
void scan_locate(const scanner *s, const char *q, gr_error *err);

/* The line and column of the next word (call after a successful read to get
** the place of the word just read: see scan_u64's `at`). */
typedef struct scan_place {
    uint64_t line, column;
} scan_place;

/* Skips white space and says where the next word stands (at unchanged at
** the end of the input). */
void scan_place_next(scanner *s, scan_place *at);
/* Like scan_u64, and also says where the number stood. */
int scan_u64_at(scanner *s, uint64_t *out, const char *what, scan_place *at, gr_error *err);
/* Fills err->where with the place `at`; returns err->code. */
int scan_blame(const scan_place *at, gr_error *err);

#endif
