/*
** movegraph.h - a game graph read from a file (types only): what the reader
** (graph_read.c), the valuation (graph_gsg.c) and the ruleset `graph:FILE
** NODE...` (graph.c) share, below all three.
*/
#ifndef GR_GAMES_MOVEGRAPH_H
#define GR_GAMES_MOVEGRAPH_H

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

#endif
