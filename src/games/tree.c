/*
** tree.c - Green Hackenbush on a tree rooted at vertex 1 (AtCoder AGC017 D
** "Game on Tree"): a move cuts an edge, and the part no longer joined to
** the root disappears.
**
** The colon principle (Winning Ways, ch. 7): a branch from a vertex to its
** child c plays like a Nim heap of value(c) + 1, so value(v) is the XOR of
** value(c) + 1 over the children c of v. Everything runs in time linear in
** the number of edges, with explicit queues and stacks (no recursion).
*/
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "edges.h"

#define ROOT_LABEL 1
#define SHOWN 200   /* lines of a drawing, branches in an explanation */

/* A tree laid out for the algorithms: breadth-first order, parent edges, values. */
typedef struct tree {
    gr_graph g;
    uint32_t *order;   /* the vertices, every parent before its children */
    uint32_t *pe;      /* the edge to the parent; GR_NONE at the root */
    uint64_t *val;     /* value of the subtree at each vertex */
} tree;

static void tree_free(tree *t)
{
    gr_graph_free(&t->g);
    free(t->order);
    free(t->pe);
    free(t->val);
    t->order = t->pe = NULL;
    t->val = NULL;
}

/* Peels leaves until the root alone is left: a vertex is peeled once all
** its children are, so its value is complete then, and the peeling order,
** reversed, puts every parent before its children. The one edge and the one
** neighbour left at a leaf are the XOR of all it had (xor lists: no
** incidence lists needed, and few cache misses). */
static int tree_peel(tree *t)
{
    const gr_graph *g = &t->g;
    uint32_t *deg = calloc(g->nv, sizeof *deg), *nx = calloc(g->nv, sizeof *nx);
    uint32_t *ex = calloc(g->nv, sizeof *ex), *stack = malloc(g->nv * sizeof *stack);
    uint32_t i, top = 0, n = g->nv;

    if (deg == NULL || nx == NULL || ex == NULL || stack == NULL) {
        free(deg), free(nx), free(ex), free(stack);
        return GR_ENOMEM;
    }
    for (i = 0; i < g->ne; i++) {
        deg[g->from[i]]++, nx[g->from[i]] ^= g->to[i], ex[g->from[i]] ^= i;
        deg[g->to[i]]++, nx[g->to[i]] ^= g->from[i], ex[g->to[i]] ^= i;
    }
    memset(t->val, 0, g->nv * sizeof *t->val);
    for (i = 1; i < g->nv; i++)
        if (deg[i] == 1)
            stack[top++] = i;
    while (top > 0) {
        uint32_t v = stack[--top], u = nx[v];
        t->order[--n] = v;
        t->val[u] ^= t->val[v] + 1;
        nx[u] ^= v, ex[u] ^= ex[v], deg[u]--;
        if (u != 0 && deg[u] == 1)
            stack[top++] = u;
        t->pe[v] = ex[v];
    }
    t->order[0] = 0;
    t->pe[0] = GR_NONE;
    free(deg), free(nx), free(ex), free(stack);
    return GR_OK;
}

/* Lays out the valid tree whose graph t->g is built (t->g is freed on error). */
static int tree_layout(tree *t, gr_error *err)
{
    t->order = malloc(t->g.nv * sizeof *t->order);
    t->pe = malloc(t->g.nv * sizeof *t->pe);
    t->val = malloc(t->g.nv * sizeof *t->val);
    if (t->order == NULL || t->pe == NULL || t->val == NULL) {
        tree_free(t);
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    }
    if (tree_peel(t) != GR_OK) {
        tree_free(t);
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    }
    return GR_OK;
}

/* Lays out a valid tree (as parse checked it). */
static int tree_build(const gr_edges *e, tree *t, gr_error *err)
{
    int rc;

    memset(t, 0, sizeof *t);
    if ((rc = gr_graph_number(e, ROOT_LABEL, &t->g, err)) != GR_OK)
        return rc;
    return tree_layout(t, err);
}

/* ---- validation: a tree on the root, checked edge by edge (union-find) ---- */

static uint32_t find(uint32_t *up, uint32_t v)
{
    uint32_t r = v, next;

    while (up[r] != r)
        r = up[r];
    for (; up[v] != r; v = next) {
        next = up[v];
        up[v] = r;
    }
    return r;
}

static int cycle_error(const gr_edges *e, const gr_graph *g, uint32_t i, gr_error *err)
{
    gr_buf b = GR_BUF_INIT;
    uint32_t j;
    int rc;

    gr_edges_print_one(e, i, &b);
    if (g->from[i] == g->to[i]) {
        rc = gr_error_at(err, i, GR_EINPUT, "'%s' is a loop; a tree has none (hackenbush "
                         "plays on any graph)", gr_buf_str(&b));
        gr_buf_free(&b);
        return rc;
    }
    for (j = 0; j < i; j++)
        if ((g->from[j] == g->from[i] && g->to[j] == g->to[i]) ||
            (g->from[j] == g->to[i] && g->to[j] == g->from[i]))
            break;
    if (j < i)
        rc = gr_error_at(err, i, GR_EINPUT, "'%s' repeats an earlier edge (argument %u "
                         "of the tree)", gr_buf_str(&b), j + 1);
    else
        rc = gr_error_at(err, i, GR_EINPUT, "'%s' closes a cycle; a tree has none "
                         "(hackenbush plays on any graph)", gr_buf_str(&b));
    gr_buf_free(&b);
    return rc;
}

static int tree_check(const gr_edges *e, const gr_graph *g, uint32_t *up, gr_error *err)
{
    uint32_t i, a, b;

    for (i = 0; i < g->nv; i++)
        up[i] = i;
    for (i = 0; i < g->ne; i++) {
        a = find(up, g->from[i]);
        b = find(up, g->to[i]);
        if (a == b)
            return cycle_error(e, g, i, err);
        up[a] = b;
    }
    for (i = 0; i < g->ne; i++)
        if (find(up, g->from[i]) != find(up, 0))
            return gr_error_at(err, i, GR_EINPUT, "'%llu-%llu' is not joined to the root "
                               "1 (every edge must hang from vertex 1)",
                               (unsigned long long)e->ends[2 * i],
                               (unsigned long long)e->ends[2 * i + 1]);
    return GR_OK;
}

static int tree_parse(const gr_game *gm, const char *const *args, size_t nargs,
                      gr_state *out, gr_error *err)
{
    gr_edges *e = NULL;
    uint32_t *up = NULL;
    tree t;
    int rc;

    (void)gm;
    if ((rc = gr_edges_parse(args, nargs, ROOT_LABEL, 1, &e, err)) != GR_OK)
        return rc;
    memset(&t, 0, sizeof t);
    if ((rc = gr_graph_number(e, ROOT_LABEL, &t.g, err)) != GR_OK)
        goto cleanup;
    up = malloc(t.g.nv * sizeof *up);
    rc = up ? tree_check(e, &t.g, up, err) : gr_error_set(err, GR_ENOMEM, "out of memory");
    free(up);
    if (rc == GR_OK && (rc = tree_layout(&t, err)) == GR_OK) {
        e->valued = 1;   /* the value comes with the check, at little cost */
        e->value = t.val[0];
    }
    tree_free(&t);
cleanup:
    if (rc == GR_OK)
        out->data = e;
    else
        gr_edges_free(e);
    return rc;
}

static void tree_print(const gr_game *g, gr_state s, gr_buf *out)
{
    (void)g;
    gr_edges_print(s.data, ROOT_LABEL, out);
}

static void tree_key(const gr_game *g, gr_state s, gr_buf *out)
{
    (void)g;
    gr_edges_key(s.data, ROOT_LABEL, out);
}

static int tree_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    tree t;
    int rc;

    gr_edges *e = s.data;

    (void)g;
    out->kind = GR_VALUE_NIMBER;
    if (e->valued) {
        out->nimber = e->value;
        return GR_OK;
    }
    if ((rc = tree_build(e, &t, err)) != GR_OK)
        return rc;
    out->nimber = e->value = t.val[0];
    e->valued = 1;
    tree_free(&t);
    return GR_OK;
}

/* ---- moves ---- */

static int tree_moves(const gr_game *gm, gr_state s, gr_option_fn fn, void *ctx)
{
    (void)gm;
    return gr_edges_all_cuts(s.data, ROOT_LABEL, fn, ctx);
}

/* The top-down pass: need[v] is the value v's subtree must take (valid
** where has[v]). Cutting the edge to child c makes v worth val[v] ^ (val[c]+1);
** a move inside c's subtree changes c's term val[c]+1 to w, reachable when
** c's subtree can reach w - 1. Marks the edges whose cut reaches the target. */
static void tree_mark(const tree *t, uint64_t target, uint64_t *need, unsigned char *has,
                      unsigned char *marks)
{
    const gr_graph *g = &t->g;
    uint32_t i;

    has[0] = 1;
    need[0] = target;
    for (i = 1; i < g->nv; i++) {
        uint32_t c = t->order[i], e = t->pe[c], v = gr_graph_other(g, e, c);
        uint64_t rest = t->val[v] ^ (t->val[c] + 1), w;
        if (!has[v] || need[v] == t->val[v])
            continue;   /* nothing to reach, or a value no move keeps */
        w = need[v] ^ rest;
        if (rest == need[v])
            marks[e] = 1;
        else if (w >= 1) {
            has[c] = 1;
            need[c] = w - 1;
        }
    }
}

/* Calls fn with "cut A-B" for each marked edge: the subtree below it goes
** (gone[] is scratch; parents come before children in t->order). */
static int tree_cuts(const tree *t, const gr_edges *e, const unsigned char *marks,
                     unsigned char *gone, gr_option_fn fn, void *ctx)
{
    const gr_graph *g = &t->g;
    uint32_t i, j, k, n;
    int rc = 0;

    for (i = 0; i < g->ne && rc == 0; i++) {
        char text[64];
        gr_buf b = {text, 0, sizeof text, 0};
        gr_option o = {text, 1, NULL};
        gr_state part;
        gr_edges *after;
        if (!marks[i])
            continue;
        memset(gone, 0, g->nv);
        gone[t->pe[g->from[i]] == i ? g->from[i] : g->to[i]] = 1;
        for (j = 1; j < g->nv; j++) {
            uint32_t c = t->order[j];
            gone[c] |= gone[gr_graph_other(g, t->pe[c], c)];
        }
        for (j = 0, n = 0; j < g->ne; j++)
            n += !gone[g->from[j]] && !gone[g->to[j]];
        if ((after = gr_edges_new(n)) == NULL)
            return GR_ENOMEM;
        for (j = 0, k = 0; j < g->ne; j++)
            if (!gone[g->from[j]] && !gone[g->to[j]]) {
                after->ends[2 * k] = e->ends[2 * j];
                after->ends[2 * k++ + 1] = e->ends[2 * j + 1];
            }
        gr_buf_puts(&b, "cut ");
        gr_edges_print_one(e, i, &b);
        part.data = after;
        o.parts = &part;
        rc = fn(ctx, &o);
        gr_edges_free(after);
    }
    return rc;
}

static int tree_moves_to(const gr_game *gm, gr_state s, uint64_t target, gr_option_fn fn,
                         void *ctx, gr_error *err)
{
    uint64_t *need = NULL;
    unsigned char *has = NULL, *marks = NULL;
    tree t;
    int rc;

    (void)gm;
    if ((rc = tree_build(s.data, &t, err)) != GR_OK)
        return rc;
    need = malloc(t.g.nv * sizeof *need);
    has = calloc(t.g.nv, 1);
    marks = calloc(t.g.ne + 1, 1);
    if (need == NULL || has == NULL || marks == NULL) {
        rc = gr_error_set(err, GR_ENOMEM, "out of memory");
        goto cleanup;
    }
    tree_mark(&t, target, need, has, marks);
    rc = tree_cuts(&t, s.data, marks, has, fn, ctx);
    if (rc == GR_ENOMEM)
        gr_error_set(err, rc, "out of memory");
cleanup:
    free(need);
    free(has);
    free(marks);
    tree_free(&t);
    return rc;
}

/* ---- explain and draw ---- */

static int tree_explain(const gr_game *gm, gr_state s, gr_buf *out, gr_error *err)
{
    const gr_graph *g;
    gr_buf list = GR_BUF_INIT;
    tree t;
    uint32_t j, shown = 0;
    int rc;

    (void)gm;
    if ((rc = tree_build(s.data, &t, err)) != GR_OK)
        return rc;
    gr_graph_link(&t.g);   /* the root's branches, in the order given */
    g = &t.g;
    if (g->ne == 0)
        gr_buf_puts(out, _("Green Hackenbush on a tree, by the colon principle (Winning "
                           "Ways, ch. 7): a branch from a vertex to a child c plays like a "
                           "Nim heap of value(c) + 1, and a vertex is worth the XOR of its "
                           "branches. The root 1 has no branch: value 0."));
    /* the list of branches first (each item translated), then the sentence whole */
    for (j = g->start[0]; g->ne > 0 && j < g->start[1]; j++, shown++) {
        uint32_t c = gr_graph_other(g, g->inc[j], 0);
        if (shown == SHOWN) {
            gr_buf_printf(&list, _(" ... (%u more)"), g->start[1] - j);
            break;
        }
        gr_buf_puts(&list, shown ? _(", ") : "");
        gr_buf_printf(&list, _("%llu (value %llu, counts %llu)"),
                      (unsigned long long)g->label[c], (unsigned long long)t.val[c],
                      (unsigned long long)t.val[c] + 1);
    }
    if (g->ne > 0)
        gr_buf_printf(out, _("Green Hackenbush on a tree, by the colon principle (Winning "
                             "Ways, ch. 7): a branch from a vertex to a child c plays like a "
                             "Nim heap of value(c) + 1, and a vertex is worth the XOR of its "
                             "branches. The root 1 has branches to %s: their XOR is %llu."),
                      gr_buf_str(&list), (unsigned long long)t.val[0]);
    gr_buf_free(&list);
    tree_free(&t);
    return GR_OK;
}

/* One outline line: the branches above as bars or blanks, then the vertex. */
static void draw_line(gr_buf *out, const unsigned char *last, uint32_t depth, uint64_t label,
                      int unicode)
{
    uint32_t d;

    for (d = 1; d < depth; d++)
        gr_buf_puts(out, last[d] ? "   " : unicode ? "\u2502  " : "|  ");
    if (depth > 0)
        gr_buf_puts(out, last[depth] ? (unicode ? "\u2514\u2500 " : "`- ")
                                     : (unicode ? "\u251c\u2500 " : "+- "));
    gr_buf_u64(out, label);
    gr_buf_putc(out, '\n');
}

/* Depth-first with an explicit stack of (vertex, depth, last child?) entries. */
static void draw_tree(const gr_graph *g, gr_buf *out, int unicode, uint32_t *stack,
                      uint32_t *pe, unsigned char *last)
{
    size_t top = 0, lines = 0;
    uint32_t j;

    pe[0] = GR_NONE;
    stack[top++] = 0;   /* entries: vertex, depth, last */
    stack[top++] = 0;
    stack[top++] = 1;
    while (top > 0 && lines++ < SHOWN) {
        uint32_t islast = stack[--top], depth = stack[--top], v = stack[--top], first = 1;
        last[depth] = (unsigned char)islast;
        draw_line(out, last, depth, g->label[v], unicode);
        for (j = g->start[v + 1]; j-- > g->start[v];) {
            uint32_t e = g->inc[j], u = gr_graph_other(g, e, v);
            if (e == pe[v])
                continue;
            pe[u] = e;
            stack[top++] = u;
            stack[top++] = depth + 1;
            stack[top++] = first;
            first = 0;
        }
    }
    if (top > 0)
        gr_buf_printf(out, "... (%u vertices in all)\n", g->nv);
}

static void tree_draw(const gr_game *gm, gr_state s, gr_buf *out, int unicode)
{
    uint32_t *stack, *pe;
    unsigned char *last;
    gr_graph g;

    (void)gm;
    if (gr_graph_build(s.data, ROOT_LABEL, &g, NULL) != GR_OK)
        return;
    stack = malloc(3 * (size_t)g.nv * sizeof *stack);
    pe = malloc(g.nv * sizeof *pe);
    last = malloc(g.nv + 1);
    if (stack != NULL && pe != NULL && last != NULL)
        draw_tree(&g, out, unicode, stack, pe, last);
    free(stack);
    free(pe);
    free(last);
    gr_graph_free(&g);
}

const gr_ruleset gr_rules_tree = {
    .api = GR_RULESET_API,
    .name = "tree",
    .summary = N_("Green Hackenbush on a tree rooted at 1: cut an edge, the part cut off "
                  "the root disappears"),
    .syntax = N_("tree A-B...  (the edges of a tree on vertex 1, e.g. tree 1-2 1-3 3-4; "
                 "tree 1 is the bare root)"),
    .shape = GR_SHAPE_WHOLE,
    .parse = tree_parse,
    .print = tree_print,
    .key = tree_key,
    .copy = gr_edges_copy_state,
    .release = gr_edges_release_state,
    .value = tree_value,
    .moves = tree_moves,
    .moves_to = tree_moves_to,
    .explain = tree_explain,
    .draw = tree_draw,
    .samples = "tree 1-2 1-3 3-4 3-5; tree 1-2 2-3 2-4 4-5",
};
