/*
** edges.c - edge lists for the graph rulesets: `a-b` words in and out, and
** the renumbered graph with incidence lists that tree.c and hackenbush.c
** walk without recursion.
*/
#include <stdlib.h>
#include <string.h>

#include "edges.h"
#include "base/number.h"
#include "heap.h"

#define MAX_EDGES ((size_t)1 << 31)

gr_edges *gr_edges_new(size_t count)
{
    gr_edges *e = malloc(sizeof *e);

    if (e == NULL)
        return NULL;
    e->count = count;
    e->valued = 0;
    e->value = 0;
    e->ends = malloc((count ? count : 1) * 2 * sizeof *e->ends);
    if (e->ends == NULL) {
        free(e);
        return NULL;
    }
    return e;
}

void gr_edges_free(gr_edges *e)
{
    if (e == NULL)
        return;
    free(e->ends);
    free(e);
}

gr_edges *gr_edges_copy(const gr_edges *e)
{
    gr_edges *c = gr_edges_new(e->count);

    if (c == NULL)
        return NULL;
    if (e->count > 0)
        memcpy(c->ends, e->ends, e->count * 2 * sizeof *e->ends);
    c->valued = e->valued;
    c->value = e->value;
    return c;
}

int gr_edges_copy_state(const gr_game *g, gr_state s, gr_state *out)
{
    (void)g;
    out->data = gr_edges_copy(s.data);
    return out->data != NULL ? GR_OK : GR_ENOMEM;
}

void gr_edges_release_state(const gr_game *g, gr_state s)
{
    (void)g;
    gr_edges_free(s.data);
}

/* Parses word k, "a-b", into ends[0] and ends[1]. The form is checked
** before the size, so that a word that is not two numbers joined by '-' is
** called so at any length, and only digits too many are "too large". */
static int parse_edge(const char *word, size_t k, uint64_t lowest, uint64_t *ends,
                      gr_error *err)
{
    const char *dash = strchr(word, '-'), *end = word + strlen(word);
    int rc0, rc1, i;

    if (dash == NULL || dash == word || dash + 1 == end)
        return gr_error_at(err, (long)k, GR_EINPUT, "'%s' is not an edge: expected two vertex "
                           "numbers joined by '-', e.g. 1-2", word);
    rc0 = gr_number_span(word, dash, &ends[0]);
    rc1 = gr_number_span(dash + 1, end, &ends[1]);
    if (rc0 == GR_EINPUT || rc1 == GR_EINPUT)
        return gr_error_at(err, (long)k, GR_EINPUT, "'%s': expected two vertex numbers joined "
                           "by '-', e.g. 1-2", word);
    if (rc0 != GR_OK || rc1 != GR_OK)
        return gr_error_at(err, (long)k, GR_ERANGE, "'%s': vertex number too large", word);
    for (i = 0; i < 2; i++)
        if (ends[i] < lowest)
            return gr_error_at(err, (long)k, GR_EINPUT, "'%s': vertices are numbered from %llu",
                               word, (unsigned long long)lowest);
    return GR_OK;
}

static int is_root_word(const char *word, uint64_t root)
{
    uint64_t v;

    return strchr(word, '-') == NULL && gr_parse_u64(word, &v, NULL) == GR_OK && v == root;
}

int gr_edges_parse(const char *const *args, size_t nargs, uint64_t root, uint64_t lowest,
                   gr_edges **out, gr_error *err)
{
    gr_edges *e;
    size_t i;
    int rc = GR_OK;

    if (nargs == 1 && is_root_word(args[0], root))
        nargs = 0;
    if (nargs > MAX_EDGES)
        return gr_error_at(err, 0, GR_ERANGE, "too many edges (at most %zu)", MAX_EDGES);
    if ((e = gr_edges_new(nargs)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (i = 0; i < nargs && rc == GR_OK; i++) {
        if (is_root_word(args[i], root))
            rc = gr_error_at(err, (long)i, GR_EINPUT, "'%s' alone stands for the bare root; "
                             "it cannot be mixed with edges", args[i]);
        else
            rc = parse_edge(args[i], i, lowest, &e->ends[2 * i], err);
    }
    if (rc != GR_OK) {
        gr_edges_free(e);
        return rc;
    }
    *out = e;
    return GR_OK;
}

void gr_edges_print_one(const gr_edges *e, size_t i, gr_buf *out)
{
    gr_buf_u64(out, e->ends[2 * i]);
    gr_buf_putc(out, '-');
    gr_buf_u64(out, e->ends[2 * i + 1]);
}

void gr_edges_print(const gr_edges *e, uint64_t root, gr_buf *out)
{
    size_t i;

    if (e->count == 0)
        gr_buf_u64(out, root);
    for (i = 0; i < e->count; i++) {
        if (i > 0)
            gr_buf_putc(out, ' ');
        gr_edges_print_one(e, i, out);
    }
}

static int cmp_edge(const void *a, const void *b)
{
    const uint64_t *x = a, *y = b;

    if (x[0] != y[0])
        return x[0] < y[0] ? -1 : 1;
    return x[1] < y[1] ? -1 : x[1] > y[1];
}

void gr_edges_key(const gr_edges *e, uint64_t root, gr_buf *out)
{
    uint64_t *ends;
    size_t i;

    if (e->count == 0) {
        gr_buf_u64(out, root);
        return;
    }
    if (e->count > SIZE_MAX / (2 * sizeof *ends) ||
        (ends = malloc(2 * e->count * sizeof *ends)) == NULL) {
        out->failed = 1;
        return;
    }
    for (i = 0; i < e->count; i++) {
        uint64_t a = e->ends[2 * i], b = e->ends[2 * i + 1];
        ends[2 * i] = a < b ? a : b;
        ends[2 * i + 1] = a < b ? b : a;
    }
    qsort(ends, e->count, 2 * sizeof *ends, cmp_edge);
    for (i = 0; i < e->count; i++)
        gr_buf_printf(out, "%s%llu-%llu", i ? " " : "", (unsigned long long)ends[2 * i],
                      (unsigned long long)ends[2 * i + 1]);
    free(ends);
}

/* ---- renumbering: an open-addressing table from labels to dense ids ---- */

typedef struct labels {
    uint64_t *keys;
    uint32_t *ids;    /* id + 1; 0 marks an empty slot */
    size_t mask;
} labels;

static size_t label_slot(const labels *t, uint64_t key)
{
    size_t h = (size_t)((key * 0x9E3779B97F4A7C15ull) >> 20) & t->mask;

    while (t->ids[h] != 0 && t->keys[h] != key)
        h = (h + 1) & t->mask;
    return h;
}

/* The dense id of key, numbering it next when new. */
static uint32_t label_id(labels *t, gr_graph *g, uint64_t key)
{
    size_t h = label_slot(t, key);

    if (t->ids[h] == 0) {
        t->keys[h] = key;
        t->ids[h] = ++g->nv;
        g->label[g->nv - 1] = key;
    }
    return t->ids[h] - 1;
}

int gr_graph_alloc(gr_graph *g, size_t ne)
{
    size_t nvmax = 2 * ne + 1;

    memset(g, 0, sizeof *g);
    g->ne = (uint32_t)ne;
    g->from = malloc((ne + 1) * sizeof *g->from);
    g->to = malloc((ne + 1) * sizeof *g->to);
    g->inc = malloc((2 * ne + 1) * sizeof *g->inc);
    g->start = calloc(nvmax + 1, sizeof *g->start);
    g->label = malloc(nvmax * sizeof *g->label);
    return g->from && g->to && g->inc && g->start && g->label ? GR_OK : GR_ENOMEM;
}

/* The common case: vertex numbers below 4 per edge, an array indexed by them. */
static int graph_number_dense(const gr_edges *e, uint64_t root, uint64_t max, gr_graph *g)
{
    uint32_t *ids = calloc(max + 1, sizeof *ids);   /* id + 1; 0: not numbered yet */
    size_t i;

    if (ids == NULL)
        return GR_ENOMEM;
    ids[root] = ++g->nv;
    g->label[0] = root;
    for (i = 0; i < 2 * e->count; i++) {
        uint64_t v = e->ends[i];
        if (ids[v] == 0) {
            ids[v] = ++g->nv;
            g->label[g->nv - 1] = v;
        }
        (i % 2 ? g->to : g->from)[i / 2] = ids[v] - 1;
    }
    free(ids);
    return GR_OK;
}

static int graph_number(const gr_edges *e, uint64_t root, gr_graph *g)
{
    labels t;
    size_t size = 16, i;
    uint64_t max = root;

    for (i = 0; i < 2 * e->count; i++)
        max = e->ends[i] > max ? e->ends[i] : max;
    if (max <= 4 * (uint64_t)e->count + 4)
        return graph_number_dense(e, root, max, g);

    while (size < 4 * (e->count + 1))
        size *= 2;
    t.mask = size - 1;
    t.keys = malloc(size * sizeof *t.keys);
    t.ids = calloc(size, sizeof *t.ids);
    if (t.keys == NULL || t.ids == NULL) {
        free(t.keys);
        free(t.ids);
        return GR_ENOMEM;
    }
    label_id(&t, g, root);
    for (i = 0; i < e->count; i++) {
        g->from[i] = label_id(&t, g, e->ends[2 * i]);
        g->to[i] = label_id(&t, g, e->ends[2 * i + 1]);
    }
    free(t.keys);
    free(t.ids);
    return GR_OK;
}

/* Counting sort of the incidences by vertex. */
void gr_graph_link(gr_graph *g)
{
    uint32_t i, v;

    for (i = 0; i < g->ne; i++) {
        g->start[g->from[i] + 1]++;
        g->start[g->to[i] + 1]++;
    }
    for (v = 0; v < g->nv; v++)
        g->start[v + 1] += g->start[v];
    for (i = 0; i < g->ne; i++) {
        g->inc[g->start[g->from[i]]++] = i;
        g->inc[g->start[g->to[i]]++] = i;
    }
    for (v = g->nv; v > 0; v--)
        g->start[v] = g->start[v - 1];
    g->start[0] = 0;
}

int gr_graph_number(const gr_edges *e, uint64_t root, gr_graph *g, gr_error *err)
{
    if (e->count >= MAX_EDGES)
        return gr_error_set(err, GR_ERANGE, "too many edges (at most %zu)", MAX_EDGES);
    if (gr_graph_alloc(g, e->count) != GR_OK || graph_number(e, root, g) != GR_OK) {
        gr_graph_free(g);
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    }
    return GR_OK;
}

int gr_graph_build(const gr_edges *e, uint64_t root, gr_graph *g, gr_error *err)
{
    int rc = gr_graph_number(e, root, g, err);

    if (rc == GR_OK)
        gr_graph_link(g);
    return rc;
}

void gr_graph_free(gr_graph *g)
{
    free(g->from);
    free(g->to);
    free(g->start);
    free(g->inc);
    free(g->label);
    memset(g, 0, sizeof *g);
}

void gr_graph_reach(const gr_graph *g, uint32_t skip, unsigned char *seen, uint32_t *stack)
{
    size_t top = 0;
    uint32_t j;

    seen[0] = 1;
    stack[top++] = 0;
    while (top > 0) {
        uint32_t v = stack[--top];
        for (j = g->start[v]; j < g->start[v + 1]; j++) {
            uint32_t e = g->inc[j], u = gr_graph_other(g, e, v);
            if (e != skip && !seen[u]) {
                seen[u] = 1;
                stack[top++] = u;
            }
        }
    }
}

gr_edges *gr_edges_after_cut(const gr_edges *e, const gr_graph *g, uint32_t skip,
                             unsigned char *seen, uint32_t *stack)
{
    gr_edges *after;
    size_t i, n = 0;

    memset(seen, 0, g->nv);
    gr_graph_reach(g, skip, seen, stack);
    for (i = 0; i < e->count; i++)
        n += i != skip && seen[g->from[i]];
    if ((after = gr_edges_new(n)) == NULL)
        return NULL;
    for (i = 0, n = 0; i < e->count; i++)
        if (i != skip && seen[g->from[i]]) {
            after->ends[2 * n] = e->ends[2 * i];
            after->ends[2 * n + 1] = e->ends[2 * i + 1];
            n++;
        }
    return after;
}

/* Calls fn with the move that cuts edge i of the laid-out tree. */
static int cut_option(const gr_edges *e, const gr_graph *g, uint32_t i,
                      unsigned char *seen, uint32_t *stack, gr_option_fn fn, void *ctx)
{
    char text[64];
    gr_buf b = {text, 0, sizeof text, 0};
    gr_state part;
    int rc;

    gr_buf_puts(&b, "cut ");
    gr_edges_print_one(e, i, &b);
    part.data = gr_edges_after_cut(e, g, i, seen, stack);
    if (part.data == NULL)
        return GR_ENOMEM;
    rc = gr_option_offer(part, text, fn, ctx);
    gr_edges_free(part.data);
    return rc;
}

/* An edge by its two ends, the lower first, and its number. */
typedef struct edge_key {
    uint64_t ends;
    uint32_t i;
} edge_key;

static int edge_key_order(const void *x, const void *y)
{
    const edge_key *a = x, *b = y;

    if (a->ends != b->ends)
        return a->ends < b->ends ? -1 : 1;
    return a->i < b->i ? -1 : a->i > b->i;
}

/* Sets twin[i] for each edge to cut (marked, or any when marks is NULL)
** with the same two ends as an earlier one to cut: cutting either of two
** parallel edges leaves the same position, so the later is not offered
** again (hackenbush 0-1 0-1 0-1 listed three "cut 0-1"). 0, or -1 when
** memory fails. */
static int mark_twins(const gr_graph *g, const unsigned char *marks, unsigned char *twin)
{
    edge_key *k = malloc((g->ne ? g->ne : 1) * sizeof *k);
    uint32_t i, n = 0;

    if (k == NULL)
        return -1;
    for (i = 0; i < g->ne; i++) {
        uint64_t a = g->from[i], b = g->to[i];
        if (marks != NULL && !marks[i])
            continue;
        k[n].ends = a < b ? a << 32 | b : b << 32 | a;
        k[n++].i = i;
    }
    qsort(k, n, sizeof *k, edge_key_order);
    for (i = 1; i < n; i++)
        if (k[i].ends == k[i - 1].ends)
            twin[k[i].i] = 1;
    free(k);
    return 0;
}

/* Cuts each edge whose mark is set (every edge when marks is NULL), in
** order, once for each pair of ends. */
int gr_edges_cut_moves(const gr_edges *e, const gr_graph *g, const unsigned char *marks,
                      gr_option_fn fn, void *ctx)
{
    unsigned char *seen = malloc(g->nv), *twin = calloc(g->ne ? g->ne : 1, 1);
    uint32_t *stack = malloc(g->nv * sizeof *stack);
    uint32_t i;
    int rc = GR_OK;

    if (seen == NULL || stack == NULL || twin == NULL || mark_twins(g, marks, twin) != 0)
        rc = GR_ENOMEM;
    for (i = 0; i < g->ne && rc == GR_OK; i++)
        if ((marks == NULL || marks[i]) && !twin[i])
            rc = cut_option(e, g, i, seen, stack, fn, ctx);
    free(seen);
    free(twin);
    free(stack);
    return rc;
}

/* Every cut, for the rulesets' moves op: builds the graph, then cuts each edge. */
int gr_edges_all_cuts(const gr_edges *e, uint64_t root, gr_option_fn fn, void *ctx)
{
    gr_graph g;
    int rc;

    if ((rc = gr_graph_build(e, root, &g, NULL)) != GR_OK)
        return rc;
    rc = gr_edges_cut_moves(e, &g, NULL, fn, ctx);
    gr_graph_free(&g);
    return rc;
}
