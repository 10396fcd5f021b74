/*
** monoid.c - finite commutative monoids as tables: the cyclic ones, direct
** products, and the reduction of a bipartite monoid to its least quotient.
*/
#include "monoid.h"

#include <stdlib.h>
#include <string.h>

int monoid_alloc(monoid *m, uint32_t order)
{
    memset(m, 0, sizeof *m);
    if (order == 0 || order > MONOID_MAX)
        return 0;
    m->mul = calloc((size_t)order * order, sizeof *m->mul);
    m->is_p = calloc(order, 1);
    if (m->mul == NULL || m->is_p == NULL) {
        monoid_free(m);
        return 0;
    }
    m->order = order;
    return 1;
}

void monoid_free(monoid *m)
{
    free(m->mul);
    free(m->is_p);
    memset(m, 0, sizeof *m);
}

int monoid_cyclic(monoid *m, uint32_t index, uint32_t period)
{
    uint32_t n = index + period;
    if (period == 0 || !monoid_alloc(m, n))
        return 0;
    for (uint32_t x = 0; x < n; x++)
        for (uint32_t y = 0; y < n; y++) {
            uint32_t k = x + y;
            if (k >= n)
                k = index + (k - index) % period;
            m->mul[(size_t)x * n + y] = (uint16_t)k;
        }
    return 1;
}

int monoid_product(monoid *out, const monoid *a, const monoid *b)
{
    uint64_t n = (uint64_t)a->order * b->order;
    if (n > MONOID_MAX || !monoid_alloc(out, (uint32_t)n))
        return 0;
    for (uint32_t x = 0; x < n; x++)
        for (uint32_t y = 0; y < n; y++) {
            uint32_t xa = x / b->order, xb = x % b->order;
            uint32_t ya = y / b->order, yb = y % b->order;
            out->mul[(size_t)x * n + y] =
                (uint16_t)(monoid_mul(a, xa, ya) * b->order + monoid_mul(b, xb, yb));
        }
    return 1;
}

uint32_t monoid_reach(const monoid *m, const uint32_t *gens, size_t ngens, uint32_t *reached,
                      uint8_t *seen)
{
    uint32_t n = 1;
    reached[0] = 0;
    seen[0] = 1;
    for (uint32_t i = 0; i < n; i++)
        for (size_t k = 0; k < ngens; k++) {
            uint32_t y = monoid_mul(m, reached[i], gens[k]);
            if (!seen[y]) {
                seen[y] = 1;
                reached[n++] = y;
            }
        }
    return n;
}

/* ---- reduction ---- */

typedef struct reducer {
    const monoid *m;
    const uint32_t *gens;
    size_t ngens;
    uint32_t *reached;   /* the elements the generators reach, in walk order */
    uint32_t nreached;
    uint32_t *cls;       /* class of each element (reached ones) */
    uint32_t *next;      /* scratch: the refined classes */
} reducer;

/* Whether x and y agree in class and in the class of every g*x, g*y. */
static int same_row(const reducer *r, uint32_t x, uint32_t y)
{
    if (r->cls[x] != r->cls[y])
        return 0;
    for (size_t k = 0; k < r->ngens; k++)
        if (r->cls[monoid_mul(r->m, x, r->gens[k])] != r->cls[monoid_mul(r->m, y, r->gens[k])])
            return 0;
    return 1;
}

/* One round of refinement; returns the number of classes after it. The
** first element of each new class stands for it (rep). */
static uint32_t refine(reducer *r, uint32_t *rep)
{
    uint32_t nclasses = 0;
    for (uint32_t i = 0; i < r->nreached; i++) {
        uint32_t x = r->reached[i], c;
        for (c = 0; c < nclasses; c++)
            if (same_row(r, x, rep[c]))
                break;
        if (c == nclasses)
            rep[nclasses++] = x;
        r->next[x] = c;
    }
    for (uint32_t i = 0; i < r->nreached; i++)
        r->cls[r->reached[i]] = r->next[r->reached[i]];
    return nclasses;
}

static int build_quotient(const reducer *r, const uint32_t *rep, uint32_t n, monoid *out,
                          uint32_t *map)
{
    if (!monoid_alloc(out, n))
        return 0;
    for (uint32_t c = 0; c < n; c++) {
        out->is_p[c] = r->m->is_p[rep[c]];
        for (uint32_t d = 0; d < n; d++)
            out->mul[(size_t)c * n + d] = (uint16_t)r->cls[monoid_mul(r->m, rep[c], rep[d])];
    }
    for (uint32_t x = 0; x < r->m->order; x++)
        map[x] = UINT32_MAX;
    for (uint32_t i = 0; i < r->nreached; i++)
        map[r->reached[i]] = r->cls[r->reached[i]];
    return 1;
}

int monoid_reduce(const monoid *m, const uint32_t *gens, size_t ngens, int merge,
                  monoid *out, uint32_t *map)
{
    reducer r = {m, gens, ngens, NULL, 0, NULL, NULL};
    uint8_t *seen = calloc(m->order, 1);
    uint32_t *rep = malloc(m->order * sizeof *rep);
    int ok = 0;
    r.reached = malloc(m->order * sizeof *r.reached);
    r.cls = calloc(m->order, sizeof *r.cls);
    r.next = calloc(m->order, sizeof *r.next);
    if (seen == NULL || rep == NULL || r.reached == NULL || r.cls == NULL || r.next == NULL)
        goto cleanup;
    r.nreached = monoid_reach(m, gens, ngens, r.reached, seen);
    /* classes start as P and not P, the identity's class first (or one
    ** class an element, without merging) */
    for (uint32_t i = 0; i < r.nreached; i++)
        r.cls[r.reached[i]] = merge ? m->is_p[r.reached[i]] != m->is_p[0] : i;
    uint32_t n = 0, before;
    do {
        before = n;
        n = refine(&r, rep);
    } while (n != before);
    ok = build_quotient(&r, rep, n, out, map);
cleanup:
    free(seen);
    free(rep);
    free(r.reached);
    free(r.cls);
    free(r.next);
    return ok;
}
