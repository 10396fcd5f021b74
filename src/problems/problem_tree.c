/*
** problem_tree.c - AtCoder AGC017 D "Game on Tree": N, then N-1 edges x y;
** Alice (first player) or Bob. The tree is one component of the tree
** ruleset, rooted at vertex 1.
*/
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

#include "base/i18n.h"
#include "problem.h"
#include "problem_input.h"
#include "words.h"

/* Makes room for one more place in *places (a growing array of *cap). */
static int places_reserve(scan_place **places, size_t *cap, size_t used, gr_error *err)
{
    scan_place *grown;
    size_t want;

    if (used < *cap)
        return GR_OK;
    want = *cap ? *cap * 2 : 1024;
    if (want > SIZE_MAX / sizeof **places ||
        (grown = realloc(*places, want * sizeof **places)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    *places = grown;
    *cap = want;
    return GR_OK;
}

/* Reads the N-1 edges as words "x-y", remembering where each stood. Memory
** grows with the edges actually read, never with the declared N alone. */
static int read_edges(scanner *in, uint64_t n, words *w, scan_place **places,
                      gr_error *err)
{
    char edge[48];
    uint64_t i, x, y;
    size_t cap = 0;
    int rc;

    for (i = 0; i + 1 < n; i++) {
        if ((rc = places_reserve(places, &cap, (size_t)i, err)) != GR_OK)
            return rc;
        if ((rc = scan_u64_at(in, &x, N_("an edge's first vertex"), &(*places)[i], err)) != GR_OK ||
            (rc = scan_u64(in, &y, N_("an edge's second vertex"), err)) != GR_OK)
            return rc;
        if (x == 0 || x > n || y == 0 || y > n) {
            gr_error_set(err, GR_EINPUT, "edge %llu-%llu names a vertex outside 1..%llu",
                         (unsigned long long)x, (unsigned long long)y, (unsigned long long)n);
            return scan_blame(&(*places)[i], err);
        }
        snprintf(edge, sizeof edge, "%llu-%llu", (unsigned long long)x, (unsigned long long)y);
        if (!words_push(w, edge))
            return gr_error_set(err, GR_ENOMEM, "out of memory");
    }
    return GR_OK;
}

/* The tree ruleset's refusal of edge i (words "x-y"), said in the input's
** terms: a loop, an edge read before (its line), or a cycle; and placed. */
static int edge_refused(const words *w, const scan_place *places, size_t i, gr_error *err)
{
    unsigned long long x, y, a, b;
    size_t j;

    if (err->code != GR_EINPUT || sscanf(w->items[i], "%llu-%llu", &x, &y) != 2)
        return scan_blame(&places[i], err);   /* not about the shape: as it is */
    for (j = 0; j < i; j++)
        if (sscanf(w->items[j], "%llu-%llu", &a, &b) == 2 &&
            ((a == x && b == y) || (a == y && b == x)))
            break;
    if (x == y)
        gr_error_set(err, GR_EINPUT, "edge %llu-%llu is a loop; a tree has none", x, y);
    else if (j < i)
        gr_error_set(err, GR_EINPUT, "edge %llu-%llu repeats the edge of line %llu; a tree "
                     "has each edge once", x, y, (unsigned long long)places[j].line);
    else
        gr_error_set(err, GR_EINPUT, "edge %llu-%llu closes a cycle with the edges before "
                     "it; a tree has none", x, y);
    return scan_blame(&places[i], err);
}

int problem_agc017_d(scanner *in, gr_buf *out, gr_error *err)
{
    gr_game *g = problem_game("tree", err);
    scan_place *places = NULL, at;
    words w = WORDS_INIT;
    gr_position *p = NULL;
    gr_analysis a;
    gr_state s;
    uint64_t n;
    int rc;

    if (g == NULL)
        return err->code;
    if ((rc = scan_u64_at(in, &n, N_("the number of vertices"), &at, err)) != GR_OK)
        goto cleanup;
    if (n == 0) {   /* a tree has its root, vertex 1 */
        gr_error_set(err, GR_EINPUT, "a tree of 0 vertices; it needs at least its root, 1");
        rc = scan_blame(&at, err);
        goto cleanup;
    }
    if ((rc = read_edges(in, n, &w, &places, err)) != GR_OK ||
        (rc = problem_end(in, err)) != GR_OK)
        goto cleanup;
    if (n < 2) {
        gr_buf_puts(out, "Bob\n");   /* no edge: the first player cannot move */
        goto cleanup;
    }
    rc = gr_game_parse(g, (const char *const *)w.items, w.count, &s, err);
    if (rc != GR_OK) {
        edge_refused(&w, places, err->arg >= 0 ? (size_t)err->arg : 0, err);
        goto cleanup;
    }
    if ((p = gr_position_new()) == NULL || gr_position_push(p, g, s) != GR_OK) {
        gr_state_release(g, s);
        rc = gr_error_set(err, GR_ENOMEM, "out of memory");
        goto cleanup;
    }
    if ((rc = gr_solve(p, NULL, &a, err)) == GR_OK) {
        gr_buf_puts(out, a.outcome == GR_OUTCOME_N ? "Alice\n" : "Bob\n");
        gr_analysis_free(&a);
    }
cleanup:
    gr_position_free(p);
    free(places);
    words_free(&w);
    gr_game_unref(g);
    return rc;
}
