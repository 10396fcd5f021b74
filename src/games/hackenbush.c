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

#include "edges.h"
#include "rulesets.h"

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
    /* what the walk may use: every edge but `skip`, and, when `within` is
    ** not NULL, only edges whose ends both have within[v] == inside */
    uint32_t skip;
    const uint32_t *within;
    uint32_t inside;
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
    const gr_graph *g = f->g;

    if (e == f->skip)
        return 0;
    return f->within == NULL ||
           (f->within[g->from[e]] == f->inside && f->within[g->to[e]] == f->inside);
}

static void discover(fusion *f, uint32_t v, uint32_t pe, size_t *top, size_t *nopen)
{
    f->tin[v] = f->low[v] = f->nseen;
    f->seen[f->nseen++] = v;
    f->pe[v] = pe;
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

static int hackenbush_parse(const gr_game *gm, const char *const *args, size_t nargs,
                            gr_state *out, gr_error *err)
{
    gr_edges *e = NULL;
    unsigned char *seen = NULL;
    uint32_t *stack = NULL, i;
    gr_graph g;
    int rc;

    (void)gm;
    if ((rc = gr_edges_parse(args, nargs, GROUND, 0, &e, err)) != GR_OK)
        return rc;
    if ((rc = gr_graph_build(e, GROUND, &g, err)) != GR_OK)
        goto cleanup;
    seen = calloc(g.nv, 1);
    stack = malloc(g.nv * sizeof *stack);
    if (seen == NULL || stack == NULL)
        rc = gr_error_set(err, GR_ENOMEM, "out of memory");
    else
        gr_graph_reach(&g, GR_NONE, seen, stack);
    for (i = 0; i < g.ne && rc == GR_OK; i++)
        if (!seen[g.from[i]])
            rc = gr_error_at(err, i, GR_EINPUT, "'%s' is not joined to the ground 0 (an "
                             "edge that hangs from nothing is not part of the game)", args[i]);
    free(seen);
    free(stack);
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
    gr_graph g;
    fusion f;
    int rc;

    (void)gm;
    if ((rc = analyse(s.data, &g, &f, err)) != GR_OK)
        return rc;
    out->kind = GR_VALUE_NIMBER;
    out->nimber = f.val[0];
    fusion_free(&f);
    gr_graph_free(&g);
    return GR_OK;
}

static int hackenbush_moves(const gr_game *gm, gr_state s, gr_option_fn fn, void *ctx)
{
    gr_graph g;
    int rc;

    (void)gm;
    if ((rc = gr_graph_build(s.data, GROUND, &g, NULL)) != GR_OK)
        return rc;
    rc = gr_edges_cut_moves(s.data, &g, NULL, fn, ctx);
    gr_graph_free(&g);
    return rc;
}

/* ---- moves to a value ---- */

/* What the top-down pass needs: the whole walk, the value each component
** must take (need, at its top, where has), and a second walk for re-valuing
** one component with one of its inner edges cut. */
typedef struct seeker {
    fusion *f, local;
    uint64_t *need;
    unsigned char *has, *tried, *marks;
} seeker;

/* A bridge from u's component (top t) down to the component topped by c. */
static void seek_bridge(seeker *s, uint32_t t, uint32_t e, uint32_t c)
{
    const fusion *f = s->f;
    uint64_t rest = f->val[t] ^ (f->val[c] + 1), w = s->need[t] ^ rest;

    if (rest == s->need[t])
        s->marks[e] = 1;
    else if (w >= 1) {
        s->has[c] = 1;
        s->need[c] = w - 1;
    }
}

/* An edge inside the component topped by t: cut it and re-value the
** component alone, its hanging branches counted as weights. */
static void seek_inner(seeker *s, uint32_t t, uint32_t e)
{
    fusion *l = &s->local;

    s->tried[e] = 1;
    l->skip = e;
    l->within = s->f->comp;
    l->inside = t;
    l->weight = s->f->acc;
    if (fusion_walk(l, t) == s->need[t])
        s->marks[e] = 1;
    fusion_reset(l);
}

/* Every vertex in discovery order: a component's need is known before its
** vertices are reached, as its parent component was discovered first. */
static void seek(seeker *s)
{
    const fusion *f = s->f;
    const gr_graph *g = f->g;
    uint32_t i, j;

    s->has[0] = 1;
    for (i = 0; i < f->nseen; i++) {
        uint32_t u = f->seen[i], t = f->comp[u];
        if (!s->has[t] || s->need[t] == f->val[t])
            continue;
        for (j = g->start[u]; j < g->start[u + 1]; j++) {
            uint32_t e = g->inc[j], w = gr_graph_other(g, e, u);
            if (f->comp[w] == t && !s->tried[e])
                seek_inner(s, t, e);
            else if (f->comp[w] != t && f->pe[w] == e && f->comp[w] == w)
                seek_bridge(s, t, e, w);
        }
    }
}

static int hackenbush_moves_to(const gr_game *gm, gr_state st, uint64_t target,
                               gr_option_fn fn, void *ctx, gr_error *err)
{
    seeker s;
    gr_graph g;
    fusion f;
    int rc;

    (void)gm;
    if ((rc = analyse(st.data, &g, &f, err)) != GR_OK)
        return rc;
    memset(&s, 0, sizeof s);
    s.f = &f;
    s.need = malloc(g.nv * sizeof *s.need);
    s.has = calloc(g.nv, 1);
    s.tried = calloc(g.ne + 1, 1);
    s.marks = calloc(g.ne + 1, 1);
    if (!s.need || !s.has || !s.tried || !s.marks || fusion_init(&s.local, &g) != GR_OK) {
        rc = gr_error_set(err, GR_ENOMEM, "out of memory");
        goto cleanup;
    }
    s.need[0] = target;
    seek(&s);
    rc = gr_edges_cut_moves(st.data, &g, s.marks, fn, ctx);
    if (rc == GR_ENOMEM)
        gr_error_set(err, rc, "out of memory");
    fusion_free(&s.local);
cleanup:
    free(s.need);
    free(s.has);
    free(s.tried);
    free(s.marks);
    fusion_free(&f);
    gr_graph_free(&g);
    return rc;
}

/* ---- explain and draw ---- */

#define SHOWN 200

static int hackenbush_explain(const gr_game *gm, gr_state s, gr_buf *out, gr_error *err)
{
    uint32_t i, comps = 0, loops = 0, j;
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
    gr_buf_printf(out, "Green Hackenbush, by the fusion principle (Winning Ways, ch. 7): the "
                  "vertices of every circuit fuse into one, each edge inside becoming a loop "
                  "worth 1; here %u edge%s inside circuits become loops and %u part%s remain, "
                  "joined by %u bridge%s. Then the colon principle: a part is worth the parity "
                  "of its loops XOR, over the bridges hanging from it, (value above + 1). "
                  "The ground's part is worth %llu.", loops, loops == 1 ? "" : "s", comps,
                  comps == 1 ? "" : "s", comps - 1, comps == 2 ? "" : "s",
                  (unsigned long long)f.val[0]);
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
    .summary = "Green Hackenbush on any graph grounded at 0 (loops and multiple edges "
               "allowed): cut an edge, what hangs from nothing disappears",
    .syntax = "hackenbush A-B...  (edges; 0 is the ground, e.g. hackenbush 0-1 1-2 2-0 2-2; "
              "hackenbush 0 is the bare ground)",
    .shape = GR_SHAPE_WHOLE,
    .parse = hackenbush_parse,
    .print = hackenbush_print,
    .copy = gr_edges_copy_state,
    .release = gr_edges_release_state,
    .value = hackenbush_value,
    .moves = hackenbush_moves,
    .moves_to = hackenbush_moves_to,
    .explain = hackenbush_explain,
    .draw = hackenbush_draw,
};
