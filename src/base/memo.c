/*
** memo.c - open-addressing hash table from strings to 64-bit results.
*/
#include <stdlib.h>
#include <string.h>

#include "memo.h"

static uint64_t memo_hash(const char *s)
{
    uint64_t h = 1469598103934665603ull;   /* FNV-1a */

    for (; *s != '\0'; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

void memo_init(memo *m)
{
    m->slots = NULL;
    m->count = m->cap = m->bytes = 0;
}

void memo_free(memo *m)
{
    size_t i;

    for (i = 0; i < m->cap; i++)
        free(m->slots[i].key);
    free(m->slots);
    memo_init(m);
}

static memo_entry *memo_slot(memo_entry *slots, size_t cap, const char *key)
{
    size_t i = (size_t)memo_hash(key) & (cap - 1);

    while (slots[i].key != NULL && strcmp(slots[i].key, key) != 0)
        i = (i + 1) & (cap - 1);
    return &slots[i];
}

int memo_get(const memo *m, const char *key, uint64_t *value)
{
    memo_entry *e;

    if (m->cap == 0)
        return 0;
    e = memo_slot(m->slots, m->cap, key);
    if (e->key == NULL)
        return 0;
    *value = e->value;
    return 1;
}

static int memo_grow(memo *m)
{
    size_t cap = m->cap ? m->cap * 2 : 64, i;
    memo_entry *slots = calloc(cap, sizeof *slots);

    if (slots == NULL)
        return 0;
    for (i = 0; i < m->cap; i++)
        if (m->slots[i].key != NULL)
            *memo_slot(slots, cap, m->slots[i].key) = m->slots[i];
    free(m->slots);
    m->bytes += (cap - m->cap) * sizeof *slots;
    m->slots = slots;
    m->cap = cap;
    return 1;
}

int memo_put(memo *m, const char *key, uint64_t value)
{
    memo_entry *e;

    if ((m->count + 1) * 4 > m->cap * 3 && !memo_grow(m))
        return 0;
    e = memo_slot(m->slots, m->cap, key);
    if (e->key == NULL) {
        e->key = strdup(key);
        if (e->key == NULL)
            return 0;
        m->count++;
        m->bytes += strlen(key) + 1;
    }
    e->value = value;
    return 1;
}

int memo_next(const memo *m, size_t *at, const char **key, uint64_t *value)
{
    for (; *at < m->cap; ++*at)
        if (m->slots[*at].key != NULL) {
            *key = m->slots[*at].key;
            *value = m->slots[(*at)++].value;
            return 1;
        }
    return 0;
}
