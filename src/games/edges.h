/*
** edges.h - edge lists for the graph rulesets (tree, hackenbush): parsing
** and printing `a-b` words, and the dense graph the algorithms run on.
*/
#ifndef GR_EDGES_H
#define GR_EDGES_H

#include "grundy.h"

#define GR_NONE UINT32_MAX   /* no vertex, no edge */

/* A component's state: the edges as the user wrote them, in order (edge i
** joins ends[2i] and ends[2i+1]). No edges at all prints as the root alone. */
typedef struct gr_edges {
    size_t count;
    uint64_t *ends;
    int valued;       /* the value below is known (computed once, e.g. at parse) */
    uint64_t value;
} gr_edges;

/* Parses the words `a-b` (vertices at least `lowest`); the single word that
** names `root` alone is the empty graph. Errors blame the argument. */
int gr_edges_parse(const char *const *args, size_t nargs, uint64_t root, uint64_t lowest,
                   gr_edges **out, gr_error *err);
void gr_edges_print(const gr_edges *e, uint64_t root, gr_buf *out);
/* The key of e (gr_ruleset.key): its edges each written low end first, in
** order, so that one graph written in any order or orientation has one. */
void gr_edges_key(const gr_edges *e, uint64_t root, gr_buf *out);
/* Writes edge i as the user wrote it ("1-2"). */
void gr_edges_print_one(const gr_edges *e, size_t i, gr_buf *out);
/* A new edge list of count edges (ends uninitialised); NULL when out of memory. */
gr_edges *gr_edges_new(size_t count);
gr_edges *gr_edges_copy(const gr_edges *e);
void gr_edges_free(gr_edges *e);
/* State helpers for the rulesets' copy and release ops. */
int gr_edges_copy_state(const gr_game *g, gr_state s, gr_state *out);
void gr_edges_release_state(const gr_game *g, gr_state s);

/* The graph with vertices renumbered 0..nv-1 (the root is 0) and every
** vertex's incident edges listed (a loop twice) from inc[start[v]]. */
typedef struct gr_graph {
    uint32_t nv, ne;
    uint32_t *from, *to;     /* ends of edge i, dense */
    uint32_t *start;         /* nv + 1 offsets into inc */
    uint32_t *inc;           /* edge ids */
    uint64_t *label;         /* dense -> the user's vertex number */
} gr_graph;

/* Builds the graph; GR_ERANGE past 2^31 edges, GR_ENOMEM. The root is
** vertex 0 even when no edge touches it. */
int gr_graph_build(const gr_edges *e, uint64_t root, gr_graph *g, gr_error *err);
void gr_graph_free(gr_graph *g);
/* gr_graph_build without the incidence lists (start and inc stay unset). */
int gr_graph_number(const gr_edges *e, uint64_t root, gr_graph *g, gr_error *err);
/* For graphs built by hand: room for ne edges (and 2 ne + 1 vertices);
** fill nv, from and to (labels are left unset), then link the incidences. */
int gr_graph_alloc(gr_graph *g, size_t ne);
void gr_graph_link(gr_graph *g);

static inline uint32_t gr_graph_other(const gr_graph *g, uint32_t edge, uint32_t v)
{
    return g->from[edge] == v ? g->to[edge] : g->from[edge];
}

/* Marks in seen[] (nv bytes, zeroed by the caller) the vertices reachable
** from the root without edge `skip` (GR_NONE: none skipped). `stack` has
** room for nv entries. */
void gr_graph_reach(const gr_graph *g, uint32_t skip, unsigned char *seen, uint32_t *stack);

/* The edges reachable from the root once edge `skip` is cut, in order. */
gr_edges *gr_edges_after_cut(const gr_edges *e, const gr_graph *g, uint32_t skip,
                             unsigned char *seen, uint32_t *stack);

/* Calls fn with the move "cut A-B" for every edge whose mark is set (every
** edge when marks is NULL), in the order given. GR_ENOMEM, or what fn returned. */
int gr_edges_cut_moves(const gr_edges *e, const gr_graph *g, const unsigned char *marks,
                       gr_option_fn fn, void *ctx);
/* Every move of the edge list hung from root: builds its graph and calls fn
** with "cut A-B" for each edge, in order. GR_ERANGE or GR_ENOMEM (from the
** build, with no calls), or what fn returned. */
int gr_edges_all_cuts(const gr_edges *e, uint64_t root, gr_option_fn fn, void *ctx);

#endif
