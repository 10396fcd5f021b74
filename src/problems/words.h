/*
** words.h - a growable list of owned strings: the words a front end hands to
** a ruleset's parser.
*/
#ifndef GR_WORDS_H
#define GR_WORDS_H

#include <stddef.h>

typedef struct words {
    char **items;
    size_t count, cap;
} words;

#define WORDS_INIT {NULL, 0, 0}

/* Appends a copy of s; returns 0 on allocation failure. */
int words_push(words *w, const char *s);
/* Empties the list, keeping its memory for reuse. */
void words_clear(words *w);
void words_free(words *w);

#endif
