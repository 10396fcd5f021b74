/*
** octal_mark.c - the plain mex of a take-and-break heap: every option
** marked (no part, one part, every split into two or three heaps), then
** the least value not marked. The engine uses it for small heaps and for
** the games its faster methods cannot take; the sparse method marks the
** options that leave at most one heap with it.
*/
#include <string.h>

#include "octal_mark.h"
#include "octal_table.h"

#define SEEN_SET(s, v) ((s)[v] = 1)

static void seen_clear(gr_octal *o)
{
    memset(o->seen, 0, ((size_t)2 << o->bits) + 1);
}

/* Removing nothing or one heap: zero or one part. */
void gr_octal_mark_simple(const gr_octal *o, uint64_t n, uint8_t *seen)
{
    int k;

    for (k = 0; k <= o->rules.t && (uint64_t)k <= n; k++) {
        unsigned d = o->rules.digit[k];
        if ((d & 1) && n == (uint64_t)k)
            SEEN_SET(seen, 0u);
        if ((d & 2) && n > (uint64_t)k)
            SEEN_SET(seen, gr_octal_g(o, n - (uint64_t)k));
    }
}

/* PAIRS_B: the splits a + (m - a), a in 1..top, the entries of the table
** of B bits a value being the values themselves: a load, a xor and a
** store a split. */
#define PAIRS(B)                                                               \
    static void pairs_##B(const uint##B##_t *g, uint64_t m, uint64_t top, uint8_t *seen) \
    {                                                                          \
        const uint##B##_t *h = g + m;                                          \
        uint64_t a;                                                            \
        for (a = 1; a <= top; a++)                                             \
            SEEN_SET(seen, (unsigned)(g[a] ^ h[-(int64_t)a]));                 \
    }

PAIRS(8)
PAIRS(16)

/* Every split of m tokens into two non-empty heaps. */
static void add_pairs(const gr_octal *o, uint64_t m, uint8_t *seen)
{
    uint64_t a, top = o->rules.unequal ? (m - 1) / 2 : m / 2;

    if (o->g16 != NULL) {
        pairs_16(o->g16, m, top, seen);
        return;
    }
    if (!gr_octal_wide_in(o, o->nwide, 1, m)) {
        pairs_8(o->g, m, top, seen);
        return;
    }
    for (a = 1; a <= top; a++)
        SEEN_SET(seen, gr_octal_g(o, a) ^ gr_octal_g(o, m - a));
}

/* Every split of m tokens into three non-empty heaps a <= b <= c. */
static void add_triples(const gr_octal *o, uint64_t m, uint8_t *seen)
{
    uint64_t a, b;

    for (a = 1; 3 * a <= m; a++)
        for (b = a; 2 * b <= m - a; b++)
            SEEN_SET(seen, gr_octal_g(o, a) ^ gr_octal_g(o, b) ^ gr_octal_g(o, m - a - b));
}

static unsigned seen_mex(const uint8_t *seen)
{
    unsigned v = 0;

    while (seen[v])
        v++;
    return v;
}

unsigned gr_octal_mark_value(gr_octal *o, uint64_t n)
{
    int k;

    seen_clear(o);
    gr_octal_mark_simple(o, n, o->seen);
    for (k = 0; k <= o->rules.t && (uint64_t)k <= n; k++) {
        unsigned d = o->rules.digit[k];
        uint64_t m = n - (uint64_t)k;
        if ((d & 4) && m >= 2)
            add_pairs(o, m, o->seen);
        if ((d & 8) && m >= 3)
            add_triples(o, m, o->seen);
    }
    return seen_mex(o->seen);
}
