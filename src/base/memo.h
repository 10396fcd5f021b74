/*
** memo.h - a string-keyed table of 64-bit results, for exhaustive searches.
*/
#ifndef GR_MEMO_H
#define GR_MEMO_H

#include <stddef.h>
#include <stdint.h>

typedef struct memo_entry {
    char *key;
    uint64_t value;
} memo_entry;

typedef struct memo {
    memo_entry *slots;
    size_t count;
    size_t cap;     /* a power of two */
    size_t bytes;   /* memory held: the slots and the keys */
} memo;

void memo_init(memo *m);
void memo_free(memo *m);
/* Returns 1 and sets *value when key is present, 0 otherwise. */
int memo_get(const memo *m, const char *key, uint64_t *value);
/* Inserts or replaces; returns 0 on allocation failure. */
int memo_put(memo *m, const char *key, uint64_t value);
/* The entries one by one, in no order: from *at = 0, each call gives the
** next key and value and returns 1, then 0 at the end. */
int memo_next(const memo *m, size_t *at, const char **key, uint64_t *value);

#endif
