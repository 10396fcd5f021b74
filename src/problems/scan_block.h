/*
** scan_block.h - the scanner's fast path: the numbers of whole 64-byte
** blocks at a time, from masks of their digits, blanks and newlines.
*/
#ifndef GR_SCAN_BLOCK_H
#define GR_SCAN_BLOCK_H

#include <stddef.h>
#include <stdint.h>

/* The bytes before a block's numbers must be readable: the buffer keeps this
** many in front of its first byte. */
#define SCAN_BLOCK_FRONT 16
/* The bytes a call needs buffered from its start to read one block. */
#define SCAN_BLOCK_SIZE 64

/* One run of the fast path over a buffer. */
typedef struct scan_run {
    const char *p;          /* in: a number's first digit, after a non-digit;
                            ** out: where the careful path goes on: the next
                            ** number, or the block it stopped before */
    const char *end;        /* end of the buffered bytes */
    uint64_t lines;         /* out: the newlines passed */
    const char *line_start; /* out: the byte after the last of them (if any) */
} scan_run;

/* Reads up to room numbers of 1 to 16 digits separated by blanks, stopping
** before a block that holds anything else (a stray byte, a longer number) or
** that is not wholly buffered; returns how many were read, maybe 0. */
size_t scan_block_numbers(scan_run *r, uint64_t *out, size_t room);

/* Reads up to room numbers of 1 to 20 digits, each ended by blanks, one
** at a time with 32 bytes buffered from each (the way for numbers of 17 to
** 20 digits, random 64-bit values, which blocks do not take); stops before
** anything else, a number past 64 bits too. Returns how many were read. */
size_t scan_block_words(scan_run *r, uint64_t *out, size_t room);

/* The ways of reading blocks, best last. */
enum { SCAN_PATH_PORTABLE, SCAN_PATH_SSE2, SCAN_PATH_AVX2, SCAN_PATH_COUNT };

/* Makes scan_block_numbers use `path` (for tests); returns 0, changing
** nothing, when this build or machine cannot. */
int scan_block_force(int path);

#endif
