/*
** graph_gsg.c - the generalized Sprague-Grundy function of a game graph,
** cycles allowed (Smith 1966; Fraenkel and Yesha 1986): every position gets
** a finite value, or infinity with the set K of its options' finite values,
** and the finite values a counter, the order in which they were found.
**
** Round i = 0, 1, ...: a position still unvalued is given value i when no
** option has value i and every option that is unvalued or infinite has an
** option of value i (so a move there can be answered back to i); repeat
** while one is found. Then every unvalued position with no option of value
** i is infinite (it can never get a value above i, which needs an option of
** value i). Positions left go on to round i + 1. Each round is linear in the
** edges of the positions still open: counts of the "bad" options (unvalued
** or infinite, without an option of value i) are kept and lowered as values
** appear, so nothing is rescanned and nothing recurses.
**
** Before the rounds, the positions from which play always ends (no cycle
** below them) take the mex of their options' values in one pass, leaves
** first (Kahn's order): the value the rounds would give them, and a
** counter after their options' (which is all a counter must be). A round
** then marks the open predecessors of those of its value, as it does for
** the positions it values. Without the pass a graph of large values took
** a round a value over all its open edges: a complete acyclic graph of n
** positions n^3 / 6 steps (3,000 positions, 18 s), now its n^2 / 2 edges.
*/
#include <stdlib.h>
#include <string.h>

#include "graph_gsg.h"

#define OPEN (GRAPH_INF - 1)   /* value[u] while u is not yet valued */

typedef struct gsg {
    gr_movegraph *g;
    uint64_t *in_start;    /* predecessors: in[in_start[u] .. in_start[u + 1]) */
    uint32_t *in;
    uint8_t *has;          /* u has an option of value i (this round) */
    uint32_t *bad;         /* open u: its options that are open or infinite and lack one */
    uint32_t *queue, *open, *inf;
    uint64_t nopen, ninf, counter;
    /* the positions valued before the rounds, by value: by_value[first[i] ..
    ** first[i + 1]) have value i, for i up to nfirst - 2 */
    uint32_t *by_value;
    uint64_t *first, nfirst;
} gsg;

static int build_predecessors(gsg *s)
{
    gr_movegraph *g = s->g;
    uint64_t k, e;
    uint32_t u;

    s->in_start = calloc((size_t)g->n + 1, sizeof *s->in_start);
    s->in = malloc((g->m ? g->m : 1) * sizeof *s->in);
    if (s->in_start == NULL || s->in == NULL)
        return GR_ENOMEM;
    for (k = 0; k < g->m; k++)
        s->in_start[g->out[k] + 1]++;
    for (u = 0; u < g->n; u++)
        s->in_start[u + 1] += s->in_start[u];
    for (u = 0; u < g->n; u++)
        for (e = g->out_start[u]; e < g->out_start[u] + g->out_count[u]; e++)
            s->in[s->in_start[g->out[e]]++] = u;
    for (u = g->n; u > 0; u--)   /* the fill moved each start to the next one's */
        s->in_start[u] = s->in_start[u - 1];
    s->in_start[0] = 0;
    return GR_OK;
}

/* Open predecessor p lost a bad option: queue it when it may take value i. */
static void lower_bad(gsg *s, uint32_t p, uint64_t *tail)
{
    if (s->g->value[p] == OPEN && --s->bad[p] == 0 && !s->has[p])
        s->queue[(*tail)++] = p;
}

/* v (open or infinite) now has an option of value i: it stops being bad. */
static void gains_option(gsg *s, uint32_t v, uint64_t *tail)
{
    uint64_t e;

    if (s->has[v])
        return;
    s->has[v] = 1;
    for (e = s->in_start[v]; e < s->in_start[v + 1]; e++)
        lower_bad(s, s->in[e], tail);
}

/* The values of the positions from which play always ends, leaves first:
** a position is taken once its options are all valued (pending[u] of them
** are not yet). Then by_value and first list them by value. */
static int value_ending(gsg *s)
{
    gr_movegraph *g = s->g;
    uint32_t *pending = malloc((size_t)g->n * sizeof *pending), u;
    uint32_t *stamp = calloc((size_t)g->n + 1, sizeof *stamp);
    uint64_t head = 0, tail = 0, e, top = 0, k;

    if (pending == NULL || stamp == NULL) {
        free(pending);
        free(stamp);
        return GR_ENOMEM;
    }
    for (u = 0; u < g->n; u++)
        if ((pending[u] = g->out_count[u]) == 0)
            s->queue[tail++] = u;
    while (head < tail) {
        uint64_t v, d;
        u = s->queue[head++];
        d = g->out_count[u];   /* the mex is at most d: only values up to d matter */
        for (e = g->out_start[u]; e < g->out_start[u] + d; e++)
            if ((v = g->value[g->out[e]]) <= d)
                stamp[v] = u + 1;
        for (v = 0; stamp[v] == u + 1; v++)
            ;
        g->value[u] = v;
        g->counter[u] = s->counter++;
        top = v > top ? v : top;
        for (e = s->in_start[u]; e < s->in_start[u + 1]; e++)
            if (--pending[s->in[e]] == 0)
                s->queue[tail++] = s->in[e];
    }
    free(pending);
    free(stamp);
    /* by value, for the rounds: a counting sort */
    s->nfirst = tail > 0 ? top + 2 : 1;
    s->first = calloc((size_t)s->nfirst, sizeof *s->first);
    s->by_value = malloc((tail ? tail : 1) * sizeof *s->by_value);
    if (s->first == NULL || s->by_value == NULL)
        return GR_ENOMEM;
    for (k = 0; k < tail; k++)
        s->first[g->value[s->queue[k]] + 1]++;
    for (k = 1; k < s->nfirst; k++)
        s->first[k] += s->first[k - 1];
    for (k = 0; k < tail; k++) {
        u = s->queue[k];
        s->by_value[s->first[g->value[u]]++] = u;
    }
    for (k = s->nfirst - 1; k > 0; k--)   /* the fill moved each start to the next one's */
        s->first[k] = s->first[k - 1];
    s->first[0] = 0;
    return GR_OK;
}

/* Values i for every position that can take it, found by a work queue. */
static void round_values(gsg *s, uint64_t i)
{
    gr_movegraph *g = s->g;
    uint64_t head = 0, tail = 0, k, e;

    for (k = 0; k < s->ninf; k++)
        s->has[s->inf[k]] = 0;
    for (k = 0; k < s->nopen; k++)
        s->has[s->open[k]] = 0;
    for (k = 0; k < s->nopen; k++) {
        uint32_t u = s->open[k], count = 0;
        for (e = g->out_start[u]; e < g->out_start[u] + g->out_count[u]; e++)
            count += g->value[g->out[e]] >= OPEN;
        if ((s->bad[u] = count) == 0)
            s->queue[tail++] = u;
    }
    /* the positions of value i valued before the rounds: their open and
    ** infinite predecessors have an option of value i */
    for (k = i + 1 < s->nfirst ? s->first[i] : 0; i + 1 < s->nfirst && k < s->first[i + 1];
         k++)
        for (e = s->in_start[s->by_value[k]]; e < s->in_start[s->by_value[k] + 1]; e++)
            if (g->value[s->in[e]] >= OPEN)
                gains_option(s, s->in[e], &tail);
    while (head < tail) {
        uint32_t u = s->queue[head++];
        if (g->value[u] != OPEN || s->has[u] || s->bad[u] != 0)
            continue;
        g->value[u] = i;
        g->counter[u] = s->counter++;
        /* u was a bad option of its open predecessors, and now has value i */
        for (e = s->in_start[u]; e < s->in_start[u + 1]; e++) {
            uint32_t p = s->in[e];
            lower_bad(s, p, &tail);
            if (g->value[p] >= OPEN)
                gains_option(s, p, &tail);
        }
    }
}

/* After round i: the open positions with no option of value i are
** infinite; the others stay open. */
static void round_close(gsg *s)
{
    uint64_t k, kept = 0;

    for (k = 0; k < s->nopen; k++) {
        uint32_t u = s->open[k];
        if (s->g->value[u] != OPEN)
            continue;
        if (s->has[u])
            s->open[kept++] = u;
        else {
            s->g->value[u] = GRAPH_INF;
            s->inf[s->ninf++] = u;
        }
    }
    s->nopen = kept;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

    return x < y ? -1 : x > y;
}

/* K for every infinite position: its options' finite values, ascending. */
static int escape_sets(gr_movegraph *g)
{
    uint64_t total = 0, at = 0, e, k, kept, from;
    uint32_t u;

    for (u = 0; u < g->n; u++)
        if (g->value[u] == GRAPH_INF)
            total += g->out_count[u];
    g->esc_start = calloc((size_t)g->n + 1, sizeof *g->esc_start);
    g->esc = malloc((total ? total : 1) * sizeof *g->esc);
    if (g->esc_start == NULL || g->esc == NULL)
        return GR_ENOMEM;
    for (u = 0; u < g->n; u++) {
        g->esc_start[u] = at;
        if (g->value[u] != GRAPH_INF)
            continue;
        g->loopy = 1;
        from = kept = at;
        for (e = g->out_start[u]; e < g->out_start[u] + g->out_count[u]; e++)
            if (g->value[g->out[e]] != GRAPH_INF)
                g->esc[kept++] = g->value[g->out[e]];
        qsort(g->esc + from, kept - from, sizeof *g->esc, cmp_u64);
        for (k = from; k < kept; k++)
            if (k == from || g->esc[k] != g->esc[at - 1])
                g->esc[at++] = g->esc[k];
    }
    g->esc_start[g->n] = at;
    return GR_OK;
}

int gr_movegraph_value_all(gr_movegraph *g)
{
    gsg s;
    uint64_t i;
    uint32_t u;
    int rc = GR_ENOMEM;

    memset(&s, 0, sizeof s);
    s.g = g;
    g->value = malloc((size_t)g->n * sizeof *g->value);
    g->counter = calloc((size_t)g->n, sizeof *g->counter);
    s.has = calloc((size_t)g->n, 1);
    s.bad = malloc((size_t)g->n * sizeof *s.bad);
    s.queue = malloc((size_t)g->n * 2 * sizeof *s.queue);
    s.open = malloc((size_t)g->n * sizeof *s.open);
    s.inf = malloc((size_t)g->n * sizeof *s.inf);
    if (g->value == NULL || g->counter == NULL || s.has == NULL || s.bad == NULL ||
        s.queue == NULL || s.open == NULL || s.inf == NULL || build_predecessors(&s) != GR_OK)
        goto done;
    for (u = 0; u < g->n; u++)
        g->value[u] = OPEN;
    if (value_ending(&s) != GR_OK)
        goto done;
    for (u = 0; u < g->n; u++)
        if (g->value[u] == OPEN)
            s.open[s.nopen++] = u;
    for (i = 0; s.nopen > 0; i++) {
        round_values(&s, i);
        round_close(&s);
    }
    rc = escape_sets(g);
done:
    free(s.first);
    free(s.by_value);
    free(s.in_start);
    free(s.in);
    free(s.has);
    free(s.bad);
    free(s.queue);
    free(s.open);
    free(s.inf);
    return rc;
}
