/*
** fuzz_graph.c - game graph files (`graph:FILE`): any file is either
** refused with one clean error or read, and then every position's value
** obeys the generalized Sprague-Grundy function's definition: a finite value
** g has followers of every value below g, none of value g, and every
** follower that is infinite or above g can move back to g; an infinite
** value's escape set is exactly its followers' finite values. A position
** prints back to what parses to it, and solving agrees with the values.
*/
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "fuzz.h"
#include "games/graph_read.h"

#define CHECKED 300   /* positions checked at most per file */

static int has_follower_of(const gr_movegraph *m, uint32_t v, uint64_t value)
{
    uint64_t e;

    for (e = m->out_start[v]; e < m->out_start[v] + m->out_count[v]; e++)
        if (m->value[m->out[e]] == value)
            return 1;
    return 0;
}

static void check_node(const gr_movegraph *m, uint32_t u)
{
    uint64_t e, g = m->value[u], k, j, below = 0;

    if (g == GRAPH_INF) {
        /* K is the set of finite follower values, ascending */
        for (k = m->esc_start[u]; k < m->esc_start[u + 1]; k++) {
            FUZZ_CHECK(has_follower_of(m, u, m->esc[k]));
            FUZZ_CHECK(k == m->esc_start[u] || m->esc[k - 1] < m->esc[k]);
        }
        for (e = m->out_start[u]; e < m->out_start[u] + m->out_count[u]; e++) {
            uint64_t v = m->value[m->out[e]], found = 0;
            for (k = m->esc_start[u]; k < m->esc_start[u + 1]; k++)
                found |= m->esc[k] == v;
            FUZZ_CHECK(v == GRAPH_INF || found);
        }
        return;
    }
    FUZZ_CHECK(!has_follower_of(m, u, g));
    for (j = 0; j < g; j++)
        below += has_follower_of(m, u, j);
    FUZZ_CHECK(below == g);
    for (e = m->out_start[u]; e < m->out_start[u] + m->out_count[u]; e++) {
        uint32_t v = m->out[e];
        if (m->value[v] == GRAPH_INF || m->value[v] > g)
            FUZZ_CHECK(has_follower_of(m, v, g));
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char path[64], *spec, line[256];
    gr_position *p;
    gr_analysis a;
    gr_error err;
    gr_game *g;
    uint32_t u;
    FILE *f;

    if (size > 4096)
        return 0;
    snprintf(path, sizeof path, "/tmp/grundy-fuzz-graph-%ld", (long)getpid());
    FUZZ_CHECK((f = fopen(path, "wb")) != NULL);
    FUZZ_CHECK(fwrite(data, 1, size, f) == size);
    FUZZ_CHECK(fclose(f) == 0);
    spec = malloc(strlen(path) + 8);
    FUZZ_CHECK(spec != NULL);
    snprintf(spec, strlen(path) + 8, "graph:%s", path);
    if ((g = gr_game_new(spec, strlen(spec), &err)) == NULL) {
        fuzz_check_error(&err);
        goto done;
    }
    for (u = 0; u < ((const gr_movegraph *)g->params)->n && u < CHECKED; u++) {
        const gr_movegraph *m = g->params;
        check_node(m, u);
        snprintf(line, sizeof line, "%s %.*s", spec, (int)m->name_len[u],
                 m->text + m->name_at[u]);
        FUZZ_CHECK((p = gr_position_parse_line(line, 1, &err)) != NULL);
        FUZZ_CHECK(p->count == 1 && p->items[0].state.heap == u);
        FUZZ_CHECK(gr_solve(p, NULL, &a, &err) == GR_OK);
        FUZZ_CHECK(m->value[u] == GRAPH_INF
                       ? a.value.kind == GR_VALUE_INF
                       : a.value.kind == GR_VALUE_NIMBER && a.value.nimber == m->value[u]);
        gr_analysis_free(&a);
        gr_position_free(p);
    }
    gr_game_unref(g);
done:
    free(spec);
    remove(path);
    return 0;
}
