/*
** hackenbush.c - Green Hackenbush on any graph, ground vertex 0, multiple
** edges and loops allowed: a move cuts one edge, and whatever is no longer
** joined to the ground disappears.
**
** Values by the fusion and colon principles (Winning Ways, ch. 7): the
** vertices of a circuit may be fused into one without changing the value,
** an edge between fused vertices becoming a loop (worth *1). Fusing every
** 2-edge-connected component leaves a tree of bridges with loops on its
** nodes: a node is worth the parity of its loops XOR, over its child
** bridges, (value of the child + 1). One depth-first pass (Tarjan's bridge
** search, with an explicit stack) finds the components and their values.
**
** Edges not joined to the ground are refused at parse: they are not part of
** any game position (after a move they vanish), so a position never has them.
*/
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "edges.h"

#define GROUND 0
#define UNSEEN UINT32_MAX

/* One evaluation's scratch and results, per vertex (indexed by dense id). */
typedef struct fusion {
    const gr_graph *g;
    uint32_t *tin, *low;   /* discovery time; lowest time reachable by one back edge */
    uint32_t *pe;          /* the tree edge to the parent; GR_NONE at the start */
    uint32_t *next;        /* the next incidence to look at */
    uint32_t *comp;        /* the top vertex of the vertex's 2-edge-connected component */
    uint64_t *acc;         /* XOR of (child value + 1) over bridges hanging at the vertex */
    uint64_t *val;         /* at a component's top: the value of everything above it */
    uint32_t *stack, *open, *seen;   /* the DFS path; unfinished vertices; visit order */
    uint32_t nseen;
    uint32_t skip;            /* the walk uses every edge but this one */
    const uint64_t *weight;   /* extra XOR term per vertex, or NULL */
} fusion;

static void fusion_free(fusion *f)
{
    free(f->tin);
    free(f->low);
    free(f->pe);
    free(f->next);
    free(f->comp);
    free(f->acc);
    free(f->val);
    free(f->stack);
    free(f->open);
    free(f->seen);
}

static int fusion_init(fusion *f, const gr_graph *g)
{
    size_t n = g->nv;
    uint32_t v;

    memset(f, 0, sizeof *f);
    f->g = g;
    f->tin = malloc(n * sizeof *f->tin);
    f->low = malloc(n * sizeof *f->low);
    f->pe = malloc(n * sizeof *f->pe);
    f->next = malloc(n * sizeof *f->next);
    f->comp = malloc(n * sizeof *f->comp);
    f->acc = malloc(n * sizeof *f->acc);
    f->val = malloc(n * sizeof *f->val);
    f->stack = malloc(n * sizeof *f->stack);
    f->open = malloc(n * sizeof *f->open);
    f->seen = malloc(n * sizeof *f->seen);
    if (!f->tin || !f->low || !f->pe || !f->next || !f->comp || !f->acc || !f->val ||
        !f->stack || !f->open || !f->seen) {
        fusion_free(f);
        return GR_ENOMEM;
    }
    for (v = 0; v < n; v++)
        f->tin[v] = UNSEEN;
    f->skip = GR_NONE;
    return GR_OK;
}

/* Forgets the last walk (only the vertices it saw). */
static void fusion_reset(fusion *f)
{
    uint32_t i;

    for (i = 0; i < f->nseen; i++)
        f->tin[f->seen[i]] = UNSEEN;
    f->nseen = 0;
}

static int usable(const fusion *f, uint32_t e)
{
    return e != f->skip;
}

static void discover(fusion *f, uint32_t v, uint32_t pe, size_t *top, size_t *nopen)
{
    f->tin[v] = f->low[v] = f->nseen;
    f->seen[f->nseen++] = v;
    f->pe[v] = pe;
    f->comp[v] = UNSEEN;   /* no component yet: close_component reads it */
    f->next[v] = f->g->start[v];
    f->acc[v] = f->weight ? f->weight[v] : 0;
    f->stack[(*top)++] = v;
    f->open[(*nopen)++] = v;
}

/* Closes the component whose top is v: its vertices are open[from..nopen). */
static void close_component(fusion *f, uint32_t v, size_t from, size_t nopen)
{
    const gr_graph *g = f->g;
    uint64_t ends = 0, x = 0;
    size_t i;
    uint32_t j;

    for (i = from; i < nopen; i++)
        f->comp[f->open[i]] = v;
    for (i = from; i < nopen; i++) {
        uint32_t u = f->open[i];
        x ^= f->acc[u];
        for (j = g->start[u]; j < g->start[u + 1]; j++) {
            uint32_t e = g->inc[j];
            if (usable(f, e) && f->tin[gr_graph_other(g, e, u)] != UNSEEN &&
                f->comp[gr_graph_other(g, e, u)] == v && f->tin[gr_graph_other(g, e, u)] >=
                f->tin[v])
                ends++;   /* each inner edge is seen from both ends, a loop twice at one */
        }
    }
    f->val[v] = x ^ ((ends / 2) & 1);
    if (f->pe[v] != GR_NONE)
        f->acc[gr_graph_other(g, f->pe[v], v)] ^= f->val[v] + 1;
}

/* Tarjan's bridge search from `root` with the value of every component on
** the way; returns the value of everything joined to root. */
static uint64_t fusion_walk(fusion *f, uint32_t root)
{
    const gr_graph *g = f->g;
    size_t top = 0, nopen = 0;

    discover(f, root, GR_NONE, &top, &nopen);
    while (top > 0) {
        uint32_t v = f->stack[top - 1];
        if (f->next[v] < g->start[v + 1]) {
            uint32_t e = g->inc[f->next[v]++], u = gr_graph_other(g, e, v);
            if (e == f->pe[v] || !usable(f, e))
                continue;
            if (f->tin[u] == UNSEEN)
                discover(f, u, e, &top, &nopen);
            else if (f->tin[u] < f->low[v])
                f->low[v] = f->tin[u];
            continue;
        }
        top--;
        if (f->low[v] == f->tin[v]) {   /* v tops a component: the edge above is a bridge */
            size_t from = nopen;
            while (f->open[from - 1] != v)
                from--;
            close_component(f, v, from - 1, nopen);
            nopen = from - 1;
        }
        if (top > 0 && f->low[v] < f->low[f->stack[top - 1]])
            f->low[f->stack[top - 1]] = f->low[v];
    }
    return f->val[root];
}

/* ---- parse, print, value ---- */

/* Checks every edge is joined to the ground; the walk that finds out gives
** the value too, kept with the edges. */
static int hackenbush_parse(const gr_game *gm, const char *const *args, size_t nargs,
                            gr_state *out, gr_error *err)
{
    gr_edges *e = NULL;
    uint32_t i;
    gr_graph g;
    fusion f;
    int rc;

    (void)gm;
    if ((rc = gr_edges_parse(args, nargs, GROUND, 0, &e, err)) != GR_OK)
        return rc;
    if ((rc = gr_graph_build(e, GROUND, &g, err)) != GR_OK)
        goto cleanup;
    if (fusion_init(&f, &g) != GR_OK) {
        rc = gr_error_set(err, GR_ENOMEM, "out of memory");
        gr_graph_free(&g);
        goto cleanup;
    }
    e->value = fusion_walk(&f, 0);
    e->valued = 1;
    for (i = 0; i < g.ne && rc == GR_OK; i++)
        if (f.tin[g.from[i]] == UNSEEN)
            rc = gr_error_at(err, i, GR_EINPUT, "'%s' is not joined to the ground 0 (an "
                             "edge that hangs from nothing is not part of the game)", args[i]);
    fusion_free(&f);
    gr_graph_free(&g);
cleanup:
    if (rc == GR_OK)
        out->data = e;
    else
        gr_edges_free(e);
    return rc;
}

static void hackenbush_print(const gr_game *g, gr_state s, gr_buf *out)
{
    (void)g;
    gr_edges_print(s.data, GROUND, out);
}

static void hackenbush_key(const gr_game *g, gr_state s, gr_buf *out)
{
    (void)g;
    gr_edges_key(s.data, GROUND, out);
}

/* Builds the graph and walks it whole: f holds every component's value. */
static int analyse(const gr_edges *e, gr_graph *g, fusion *f, gr_error *err)
{
    int rc;

    if ((rc = gr_graph_build(e, GROUND, g, err)) != GR_OK)
        return rc;
    if (fusion_init(f, g) != GR_OK) {
        gr_graph_free(g);
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    }
    fusion_walk(f, 0);
    return GR_OK;
}

static int hackenbush_value(const gr_game *gm, gr_state s, gr_value *out, gr_error *err)
{
    gr_edges *e = s.data;
    gr_graph g;
    fusion f;
    int rc;

    (void)gm;
    out->kind = GR_VALUE_NIMBER;
    if (e->valued) {
        out->nimber = e->value;
        return GR_OK;
    }
    if ((rc = analyse(e, &g, &f, err)) != GR_OK)
        return rc;
    out->nimber = e->value = f.val[0];
    e->valued = 1;
    fusion_free(&f);
    gr_graph_free(&g);
    return GR_OK;
}

static int hackenbush_moves(const gr_game *gm, gr_state s, gr_option_fn fn, void *ctx)
{
    (void)gm;
    return gr_edges_all_cuts(s.data, GROUND, fn, ctx);
}

/* ---- moves to a value: the block tree ----
**
** For the winning moves the graph is split into blocks (biconnected
** components: a bridge, a loop, or a 2-connected piece), which form a tree
** hanging from the ground. Pieces that share only their root add as a sum,
** so W(v), the value of all that hangs below vertex v, is the XOR of its
** blocks' values: a bridge to u is worth W(u) + 1, a loop 1, and a
** 2-connected block (all its vertices fuse) the parity of its edges XOR the
** W of its other vertices. The top-down pass knows the value each block
** must take: cutting a bridge leaves 0; an edge inside a 2-connected block
** is re-valued on that block alone (its hangings as weights); a move further
** down must change some W(v) to what is needed. Time: O(E) plus, for every
** 2-connected block that must change, O(size^2) - linear when the blocks
** are small, quadratic for one huge circuit. */

typedef struct blocks {
    const gr_graph *g;
    uint32_t *tin, *low, *pe, *next, *stack, *estack, *stamp;
    uint64_t *w;              /* W(v) */
    uint32_t nb;              /* blocks, in the order they closed (children first) */
    uint32_t *top, *first;    /* block b: top vertex, its edges edges[first[b]..first[b+1]) */
    uint32_t *edges;
    uint64_t *val;            /* block b's value */
    unsigned char *loop_done;
} blocks;

static void blocks_free(blocks *k)
{
    free(k->tin);
    free(k->low);
    free(k->pe);
    free(k->next);
    free(k->stack);
    free(k->estack);
    free(k->stamp);
    free(k->w);
    free(k->top);
    free(k->first);
    free(k->edges);
    free(k->val);
    free(k->loop_done);
}

static int blocks_init(blocks *k, const gr_graph *g)
{
    size_t nv = g->nv, ne = (size_t)g->ne + 1;

    memset(k, 0, sizeof *k);
    k->g = g;
    k->tin = malloc(nv * sizeof *k->tin);
    k->low = malloc(nv * sizeof *k->low);
    k->pe = malloc(nv * sizeof *k->pe);
    k->next = malloc(nv * sizeof *k->next);
    k->stack = malloc(nv * sizeof *k->stack);
    k->stamp = malloc(nv * sizeof *k->stamp);
    k->w = calloc(nv, sizeof *k->w);
    k->estack = malloc(ne * sizeof *k->estack);
    k->top = malloc(ne * sizeof *k->top);
    k->first = malloc((ne + 1) * sizeof *k->first);
    k->edges = malloc(ne * sizeof *k->edges);
    k->val = malloc(ne * sizeof *k->val);
    k->loop_done = calloc(ne, 1);
    if (!k->tin || !k->low || !k->pe || !k->next || !k->stack || !k->stamp || !k->w ||
        !k->estack || !k->top || !k->first || !k->edges || !k->val || !k->loop_done) {
        blocks_free(k);
        return GR_ENOMEM;
    }
    memset(k->tin, 0xff, nv * sizeof *k->tin);
    memset(k->stamp, 0xff, nv * sizeof *k->stamp);
    return GR_OK;
}

/* The value of block b from its edges, and its share of W(top). */
static void block_close(blocks *k, uint32_t b)
{
    const gr_graph *g = k->g;
    uint32_t i, t = k->top[b], n = k->first[b + 1] - k->first[b];
    uint64_t v = n & 1;

    for (i = k->first[b]; i < k->first[b + 1]; i++) {
        uint32_t e = k->edges[i], ends[2] = {g->from[e], g->to[e]}, j;
        for (j = 0; j < 2; j++)
            if (ends[j] != t && k->stamp[ends[j]] != b) {
                k->stamp[ends[j]] = b;
                v ^= k->w[ends[j]];
            }
    }
    if (n == 1 && g->from[k->edges[k->first[b]]] != g->to[k->edges[k->first[b]]])
        v = k->w[gr_graph_other(g, k->edges[k->first[b]], t)] + 1;   /* a bridge */
    k->val[b] = v;
    k->w[t] ^= v;
}

static void block_push(blocks *k, uint32_t top, const uint32_t *edges, uint32_t n, size_t *nedges)
{
    k->top[k->nb] = top;
    k->first[k->nb] = (uint32_t)*nedges;
    memcpy(k->edges + *nedges, edges, n * sizeof *edges);
    *nedges += n;
    k->first[k->nb + 1] = (uint32_t)*nedges;
    block_close(k, k->nb++);
}

/* Looks at v's next incidence: a loop is a block at once; tree and back
** edges go on the edge stack. */
static void blocks_step(blocks *k, uint32_t v, size_t *top, size_t *etop, uint32_t *time,
                        size_t *nedges)
{
    const gr_graph *g = k->g;
    uint32_t e = g->inc[k->next[v]++], u = gr_graph_other(g, e, v);

    if (e == k->pe[v])
        return;
    if (u == v) {
        if (!k->loop_done[e]) {
            k->loop_done[e] = 1;
            block_push(k, v, &e, 1, nedges);
        }
    } else if (k->tin[u] == UNSEEN) {
        k->estack[(*etop)++] = e;
        k->tin[u] = k->low[u] = (*time)++;
        k->pe[u] = e;
        k->next[u] = g->start[u];
        k->stack[(*top)++] = u;
    } else if (k->tin[u] < k->tin[v]) {
        k->estack[(*etop)++] = e;
        if (k->tin[u] < k->low[v])
            k->low[v] = k->tin[u];
    }
}

/* Tarjan's biconnected components with an edge stack, without recursion. */
static void blocks_walk(blocks *k)
{
    const gr_graph *g = k->g;
    size_t top = 0, etop = 0, nedges = 0;
    uint32_t time = 0;

    k->tin[0] = k->low[0] = time++;
    k->pe[0] = GR_NONE;
    k->next[0] = g->start[0];
    k->stack[top++] = 0;
    while (top > 0) {
        uint32_t v = k->stack[top - 1], p;
        if (k->next[v] < g->start[v + 1]) {
            blocks_step(k, v, &top, &etop, &time, &nedges);
            continue;
        }
        if (--top == 0)
            break;
        p = k->stack[top - 1];
        if (k->low[v] < k->low[p])
            k->low[p] = k->low[v];
        if (k->low[v] >= k->tin[p]) {   /* p separates v's block from the rest */
            size_t from = etop;
            while (k->estack[from - 1] != k->pe[v])
                from--;
            block_push(k, p, k->estack + from - 1, (uint32_t)(etop - from + 1), &nedges);
            etop = from - 1;
        }
    }
}

/* Block b alone as a small graph rooted at its top (local id 0), with the
** W of its other vertices as weights; loc[] maps the block's edges. */
static int block_graph(const blocks *k, uint32_t b, gr_graph *lg, uint64_t *weight,
                       uint32_t *local)
{
    const gr_graph *g = k->g;
    uint32_t i, n = k->first[b + 1] - k->first[b], j;

    if (gr_graph_alloc(lg, n) != GR_OK)
        return GR_ENOMEM;
    lg->nv = 1;
    local[k->top[b]] = 0;
    weight[0] = 0;
    for (i = 0; i < n; i++) {
        uint32_t e = k->edges[k->first[b] + i], ends[2] = {g->from[e], g->to[e]}, id[2];
        for (j = 0; j < 2; j++) {
            if (ends[j] != k->top[b] && k->stamp[ends[j]] != UNSEEN - 1 - b) {
                k->stamp[ends[j]] = UNSEEN - 1 - b;
                local[ends[j]] = lg->nv;
                weight[lg->nv++] = k->w[ends[j]];
            }
            id[j] = local[ends[j]];
        }
        lg->from[i] = id[0];
        lg->to[i] = id[1];
    }
    gr_graph_link(lg);
    return GR_OK;
}

typedef struct seeker {
    blocks *k;
    uint64_t *need;           /* the value W(v) must take, where has[v] */
    unsigned char *has, *marks;
    uint32_t *local;
    uint64_t *weight;
    gr_error *err;
} seeker;

/* Re-walking a 2-connected block once per edge costs size^2 steps; a block
** that is not a simple cycle is refused beyond this many (about a second). */
#define SEEK_WORK_LIMIT 100000000ULL

/* ---- a cycle block in linear time ----
**
** Cutting edge i of a cycle c0 c1 ... c(n-1) (c0 the top) leaves two chains
** hanging from c0: c1..ci and c(n-1)..c(i+1). A chain's value seen from its
** top is F1(F2(...F(m-1)(w(m)))) with Fk(x) = w(k) xor (x + 1). The chains
** for every cut are kept as one composition grown a step at a time; a run of
** zero weights folds into one addition, so evaluating costs one step per
** vertex with something hanging from it, and a bare cycle is linear. */

typedef struct compose {
    uint64_t *xr, *add;   /* segment j, outermost first: x -> (x + add[j]) xor xr[j] */
    size_t n;
} compose;

/* Appends F(x) = w xor (x + 1) as the new innermost step: a zero weight
** only adds 1 before the innermost segment's own addition. */
static void compose_push(compose *c, uint64_t w)
{
    if (w == 0 && c->n > 0) {
        c->add[c->n - 1]++;
        return;
    }
    c->xr[c->n] = w;
    c->add[c->n++] = 1;
}

/* The composition applied to x, innermost segment first. */
static uint64_t compose_apply(const compose *c, uint64_t x)
{
    size_t j;

    for (j = c->n; j-- > 0;)
        x = (x + c->add[j]) ^ c->xr[j];
    return x;
}

/* Orders the cycle block lg from its top: vert[i] is c(i), edge[i] joins
** c(i) and c(i+1) (c(n) = c(0)). */
static void cycle_order(const gr_graph *lg, uint32_t *vert, uint32_t *edge)
{
    uint32_t i, v = 0, prev = GR_NONE;

    for (i = 0; i < lg->ne; i++) {
        uint32_t e = lg->inc[lg->start[v]];
        if (e == prev)
            e = lg->inc[lg->start[v] + 1];
        vert[i] = v;
        edge[i] = e;
        prev = e;
        v = gr_graph_other(lg, e, v);
    }
}

/* The chains' values for every cut of the cycle: hang[i] is the value that
** chain c1..ci adds at the top (0 when empty) for the cut of edge i, going
** one way round; the caller goes the other way with the order reversed. */
static void cycle_chains(const uint64_t *w, size_t n, compose *c, uint64_t *hang)
{
    size_t i;

    c->n = 0;
    hang[0] = 0;
    for (i = 1; i < n; i++) {
        hang[i] = compose_apply(c, w[i]) + 1;
        compose_push(c, w[i]);
    }
}

/* Marks the edges of cycle block b whose cut leaves the value want. */
static int seek_cycle(seeker *s, uint32_t b, const gr_graph *lg, uint64_t want)
{
    size_t n = lg->ne, i;
    uint32_t *vert = malloc(n * sizeof *vert), *edge = malloc(n * sizeof *edge);
    uint64_t *w = malloc(n * sizeof *w), *down = malloc(n * sizeof *down);
    uint64_t *up = malloc(n * sizeof *up);
    compose c = {malloc(n * sizeof *c.xr), malloc(n * sizeof *c.add), 0};
    int rc = GR_ENOMEM;

    if (vert && edge && w && down && up && c.xr && c.add) {
        cycle_order(lg, vert, edge);
        for (i = 0; i < n; i++)
            w[i] = s->weight[vert[i]];
        cycle_chains(w, n, &c, down);    /* cut i leaves c1..ci */
        for (i = 1; i < n; i++)          /* and, the other way, c(n-1)..c(i+1) */
            w[i] = s->weight[vert[n - i]];
        cycle_chains(w, n, &c, up);
        for (i = 0; i < n; i++)
            if ((down[i] ^ up[n - 1 - i]) == want)
                s->marks[s->k->edges[s->k->first[b] + edge[i]]] = 1;
        rc = GR_OK;
    }
    free(vert);
    free(edge);
    free(w);
    free(down);
    free(up);
    free(c.xr);
    free(c.add);
    return rc;
}

/* A 2-connected block with as many vertices as edges, each of degree 2. */
static int is_cycle(const gr_graph *lg)
{
    uint32_t v;

    if (lg->nv != lg->ne)
        return 0;
    for (v = 0; v < lg->nv; v++)
        if (lg->start[v + 1] - lg->start[v] != 2)
            return 0;
    return 1;
}

/* Marks the edges of 2-connected block b whose cut gives it the value want. */
static int seek_inner(seeker *s, uint32_t b, uint64_t want)
{
    const blocks *k = s->k;
    uint32_t i, n = k->first[b + 1] - k->first[b];
    gr_graph lg;
    fusion f;
    int rc;

    if (block_graph(k, b, &lg, s->weight, s->local) != GR_OK)
        return gr_error_set(s->err, GR_ENOMEM, "out of memory");
    if (is_cycle(&lg)) {
        rc = seek_cycle(s, b, &lg, want);
        gr_graph_free(&lg);
        return rc == GR_OK ? rc : gr_error_set(s->err, rc, "out of memory");
    }
    if ((uint64_t)n * n > SEEK_WORK_LIMIT) {
        gr_graph_free(&lg);
        return gr_error_set(s->err, GR_EUNDECIDED, "the winning moves inside a circuit "
                            "block of %lu edges (not a simple cycle) take %lu^2 steps, "
                            "beyond the limit of %llu", (unsigned long)n, (unsigned long)n,
                            SEEK_WORK_LIMIT);
    }
    if (fusion_init(&f, &lg) != GR_OK) {
        gr_graph_free(&lg);
        return gr_error_set(s->err, GR_ENOMEM, "out of memory");
    }
    f.weight = s->weight;
    for (i = 0; i < n; i++) {
        f.skip = i;
        if (fusion_walk(&f, 0) == want)
            s->marks[k->edges[k->first[b] + i]] = 1;
        fusion_reset(&f);
    }
    fusion_free(&f);
    gr_graph_free(&lg);
    return GR_OK;
}

/* Block b must take the value want (not its own): which cuts do it, and
** what its vertices' hangings must become otherwise. */
static int seek_block(seeker *s, uint32_t b, uint64_t want)
{
    const blocks *k = s->k;
    const gr_graph *g = k->g;
    uint32_t i, e = k->edges[k->first[b]], u = gr_graph_other(g, e, k->top[b]);

    if (k->first[b + 1] - k->first[b] == 1) {   /* a bridge or a loop */
        if (want == 0)
            s->marks[e] = 1;
        else if (u != k->top[b]) {
            s->has[u] = 1;
            s->need[u] = want - 1;
        }
        return GR_OK;
    }
    for (i = k->first[b]; i < k->first[b + 1]; i++) {
        uint32_t ends[2] = {g->from[k->edges[i]], g->to[k->edges[i]]}, j;
        for (j = 0; j < 2; j++)
            if (ends[j] != k->top[b]) {
                s->has[ends[j]] = 1;
                s->need[ends[j]] = want ^ k->val[b] ^ k->w[ends[j]];
            }
    }
    return seek_inner(s, b, want);
}

/* Parents before children: the blocks in the reverse of their closing order. */
static int seek(seeker *s, uint64_t target)
{
    const blocks *k = s->k;
    uint32_t b;
    int rc = GR_OK;

    s->has[0] = 1;
    s->need[0] = target;
    for (b = k->nb; b-- > 0 && rc == GR_OK;) {
        uint32_t t = k->top[b];
        uint64_t want = s->has[t] ? s->need[t] ^ k->w[t] ^ k->val[b] : k->val[b];
        if (want != k->val[b])
            rc = seek_block(s, b, want);
    }
    return rc;
}

static int hackenbush_moves_to(const gr_game *gm, gr_state st, uint64_t target,
                               gr_option_fn fn, void *ctx, gr_error *err)
{
    seeker s;
    gr_graph g;
    blocks k;
    int rc;

    (void)gm;
    if ((rc = gr_graph_build(st.data, GROUND, &g, err)) != GR_OK)
        return rc;
    memset(&s, 0, sizeof s);
    s.k = &k;
    s.err = err;
    s.need = malloc(g.nv * sizeof *s.need);
    s.has = calloc(g.nv, 1);
    s.marks = calloc(g.ne + 1, 1);
    s.local = malloc(g.nv * sizeof *s.local);
    s.weight = malloc((2 * (size_t)g.ne + 2) * sizeof *s.weight);
    rc = !s.need || !s.has || !s.marks || !s.local || !s.weight ? GR_ENOMEM
                                                                : blocks_init(&k, &g);
    if (rc == GR_OK) {
        blocks_walk(&k);
        rc = seek(&s, target);
        if (rc == GR_OK)
            rc = gr_edges_cut_moves(st.data, &g, s.marks, fn, ctx);
        blocks_free(&k);
    }
    if (rc == GR_ENOMEM)
        gr_error_set(err, rc, "out of memory");
    free(s.need);
    free(s.has);
    free(s.marks);
    free(s.local);
    free(s.weight);
    gr_graph_free(&g);
    return rc;
}

/* ---- explain and draw ---- */

#define SHOWN 200

static int hackenbush_explain(const gr_game *gm, gr_state s, gr_buf *out, gr_error *err)
{
    uint32_t i, comps = 0, loops = 0, j;
    gr_buf edges = GR_BUF_INIT, parts = GR_BUF_INIT, bridges = GR_BUF_INIT;
    gr_graph g;
    fusion f;
    int rc;

    (void)gm;
    if ((rc = analyse(s.data, &g, &f, err)) != GR_OK)
        return rc;
    for (i = 0; i < f.nseen; i++)
        comps += f.comp[f.seen[i]] == f.seen[i];
    for (j = 0; j < g.ne; j++)
        loops += f.comp[g.from[j]] == f.comp[g.to[j]];
    /* the counted nouns are phrases of their own: English inflects them */
    gr_buf_printf(&edges, loops == 1 ? _("%u edge") : _("%u edges"), loops);
    gr_buf_printf(&parts, comps == 1 ? _("%u part") : _("%u parts"), comps);
    gr_buf_printf(&bridges, comps == 2 ? _("%u bridge") : _("%u bridges"), comps - 1);
    gr_buf_printf(out, _("Green Hackenbush, by the fusion principle (Winning Ways, ch. 7): "
                         "the vertices of every circuit fuse into one, each edge inside "
                         "becoming a loop worth 1; here %s inside circuits become loops and "
                         "%s remain, joined by %s. Then the colon principle: a part is worth "
                         "the parity of its loops XOR, over the bridges hanging from it, "
                         "(value above + 1). The ground's part is worth %llu."),
                  gr_buf_str(&edges), gr_buf_str(&parts), gr_buf_str(&bridges),
                  (unsigned long long)f.val[0]);
    gr_buf_free(&edges);
    gr_buf_free(&parts);
    gr_buf_free(&bridges);
    fusion_free(&f);
    gr_graph_free(&g);
    return GR_OK;
}

/* One outline line for v, then its extra edges: loops and edges back to
** vertices met earlier (those close circuits). */
static void draw_vertex(gr_buf *out, const fusion *f, uint32_t v, const unsigned char *last,
                        uint32_t depth, int unicode)
{
    const gr_graph *g = f->g;
    uint32_t d, j;

    for (d = 1; d < depth; d++)
        gr_buf_puts(out, last[d] ? "   " : unicode ? "\u2502  " : "|  ");
    if (depth > 0)
        gr_buf_puts(out, last[depth] ? (unicode ? "\u2514\u2500 " : "`- ")
                                     : (unicode ? "\u251c\u2500 " : "+- "));
    gr_buf_u64(out, g->label[v]);
    for (j = g->start[v]; j < g->start[v + 1]; j++) {
        uint32_t e = g->inc[j], u = gr_graph_other(g, e, v);
        if (u == v && (j + 1 == g->start[v + 1] || g->inc[j + 1] != e))
            continue;   /* a loop is listed twice: show it once */
        if (u == v)
            gr_buf_puts(out, " (loop)");
        else if (e != f->pe[v] && f->pe[u] != e && f->tin[u] < f->tin[v])
            gr_buf_printf(out, " (also to %llu)", (unsigned long long)g->label[u]);
    }
    gr_buf_putc(out, '\n');
}

/* The depth-first tree of the walk as an outline, in discovery order. */
static void draw_outline(gr_buf *out, const fusion *f, uint32_t *depth, uint32_t *lastchild,
                         unsigned char *last, int unicode)
{
    const gr_graph *g = f->g;
    uint32_t i;

    depth[0] = 0;
    for (i = 1; i < f->nseen; i++) {
        uint32_t v = f->seen[i], p = gr_graph_other(g, f->pe[v], v);
        depth[v] = depth[p] + 1;
        lastchild[p] = v;
    }
    for (i = 0; i < f->nseen && i < SHOWN; i++) {
        uint32_t v = f->seen[i];
        if (i > 0)
            last[depth[v]] = lastchild[gr_graph_other(g, f->pe[v], v)] == v;
        draw_vertex(out, f, v, last, depth[v], unicode);
    }
    if (f->nseen > SHOWN)
        gr_buf_printf(out, "... (%u vertices in all)\n", f->nseen);
}

static void hackenbush_draw(const gr_game *gm, gr_state s, gr_buf *out, int unicode)
{
    uint32_t *depth, *lastchild;
    unsigned char *last;
    gr_graph g;
    fusion f;

    (void)gm;
    if (analyse(s.data, &g, &f, NULL) != GR_OK)
        return;
    depth = malloc(g.nv * sizeof *depth);
    lastchild = malloc(g.nv * sizeof *lastchild);
    last = malloc(g.nv + 1);
    if (depth != NULL && lastchild != NULL && last != NULL)
        draw_outline(out, &f, depth, lastchild, last, unicode);
    free(depth);
    free(lastchild);
    free(last);
    fusion_free(&f);
    gr_graph_free(&g);
}

const gr_ruleset gr_rules_hackenbush = {
    .api = GR_RULESET_API,
    .name = "hackenbush",
    .summary = N_("Green Hackenbush on any graph grounded at 0 (loops and multiple edges "
                  "allowed): cut an edge, what hangs from nothing disappears"),
    .syntax = N_("hackenbush A-B...  (edges; 0 is the ground, e.g. hackenbush 0-1 1-2 2-0 2-2; "
                 "hackenbush 0 is the bare ground)"),
    .shape = GR_SHAPE_WHOLE,
    .parse = hackenbush_parse,
    .print = hackenbush_print,
    .key = hackenbush_key,
    .copy = gr_edges_copy_state,
    .release = gr_edges_release_state,
    .value = hackenbush_value,
    .moves = hackenbush_moves,
    .moves_to = hackenbush_moves_to,
    .explain = hackenbush_explain,
    .draw = hackenbush_draw,
    .samples = "hackenbush 0-1 1-2 2-0 2-2; hackenbush 0-1 0-1 1-2; hackenbush 0-1 1-2 2-3 3-1",
};
