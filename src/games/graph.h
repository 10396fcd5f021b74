/*
** graph.h - game graphs read from a file (graph_read.c), valued by the
** generalized Sprague-Grundy function (graph_gsg.c), played as the ruleset
** `graph:FILE NODE...` (graph.c).
*/
#ifndef GR_GAMES_GRAPH_H
#define GR_GAMES_GRAPH_H

#include <stdint.h>

#include "grundy.h"

#define GRAPH_NAME_MAX 64
#define GRAPH_INF UINT64_MAX   /* value[u] of a node whose value is infinite */

typedef struct gr_movegraph {
    char *path;            /* the file, as named in the spec */
    char *text;            /* the file's bytes: names point into them */
    uint32_t n;            /* positions (nodes) */
    uint64_t m;            /* moves (edges) */
    uint64_t *name_at;     /* node u's name: text + name_at[u], name_len[u] bytes */
    uint8_t *name_len;
    uint32_t *slots;       /* the name hash table: node + 1, or 0 */
    uint64_t nslots;       /* a power of two */
    uint64_t *out_start;   /* out[out_start[u] .. out_start[u] + out_count[u]) */
    uint32_t *out_count;
    uint32_t *out;         /* the options of every node */
    /* the generalized Sprague-Grundy function (graph_gsg.c) */
    uint64_t *value;       /* finite value, or GRAPH_INF */
    uint64_t *counter;     /* finite values: the order they were found in */
    uint64_t *esc_start;   /* GRAPH_INF: escape set esc[esc_start[u] .. esc_start[u+1]) */
    uint64_t *esc;
    int loopy;             /* some node's value is infinite */
} gr_movegraph;

/* Reads and checks the file at path (errors name FILE:LINE:COLUMN in the
** message), then values every node. NULL with err set on failure. */
gr_movegraph *gr_movegraph_load(const char *path, gr_error *err);
void gr_movegraph_free(gr_movegraph *g);
/* The node called name[0, len), or -1. */
int64_t gr_movegraph_find(const gr_movegraph *g, const char *name, size_t len);

/* Computes value, counter and the escape sets (graph_gsg.c). GR_ENOMEM or
** GR_OK. */
int gr_movegraph_value_all(gr_movegraph *g);

#endif
