/*
** words.c - a growable list of owned strings.
*/
#include <stdlib.h>
#include <string.h>

#include "words.h"

int words_push(words *w, const char *s)
{
    char *copy;

    if (w->count == w->cap) {
        size_t cap = w->cap ? w->cap * 2 : 64;
        char **items = realloc(w->items, cap * sizeof *items);
        if (items == NULL)
            return 0;
        w->items = items;
        w->cap = cap;
    }
    if ((copy = strdup(s)) == NULL)
        return 0;
    w->items[w->count++] = copy;
    return 1;
}

void words_clear(words *w)
{
    size_t i;

    for (i = 0; i < w->count; i++)
        free(w->items[i]);
    w->count = 0;
}

void words_free(words *w)
{
    words_clear(w);
    free(w->items);
    w->items = NULL;
    w->cap = 0;
}
