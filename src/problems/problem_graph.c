/*
** problem_graph.c - HDU 1524 / POJ 2425 "A Chess Game": cases of N positions
** 0..N-1, each line "Xi" and its Xi out-positions, then queries "M p1..pM"
** (chesses on those positions) until M = 0, until the end of input; WIN if
** the first player wins, else LOSE. A case's graph is a game of the graph
** ruleset made in memory (gr_game_new_graph), a chess one component.
*/
#include <stdio.h>

#include "base/i18n.h"
#include "problem.h"
#include "problem_input.h"

/* Reads a position's number, blaming one outside 0..n-1. */
static int read_position(scanner *in, uint64_t n, const char *what, uint64_t *p, gr_error *err)
{
    scan_place at;
    int rc;

    if ((rc = scan_u64_at(in, p, what, &at, err)) != GR_OK)
        return rc;
    if (*p >= n) {
        gr_error_set(err, GR_EINPUT, "position %llu is not one of 0..%llu",
                     (unsigned long long)*p, (unsigned long long)(n - 1));
        return scan_blame(&at, err);
    }
    return GR_OK;
}

/* Reads the N lines of a case as the text of its move graph ("i: a b"). */
static int read_graph(scanner *in, uint64_t n, gr_buf *text, gr_error *err)
{
    uint64_t i, x, p;
    int rc;

    gr_buf_reset(text);
    for (i = 0; i < n; i++) {
        if ((rc = scan_u64(in, &x, N_("the number of out-positions"), err)) != GR_OK)
            return rc;
        gr_buf_printf(text, "%llu:", (unsigned long long)i);
        for (; x > 0; x--) {
            if ((rc = read_position(in, n, N_("an out-position"), &p, err)) != GR_OK)
                return rc;
            gr_buf_printf(text, " %llu", (unsigned long long)p);
        }
        gr_buf_putc(text, '\n');
    }
    return text->failed ? gr_error_set(err, GR_ENOMEM, "out of memory") : GR_OK;
}

/* One query: M and the M positions of its chesses; its outcome. */
static int query(scanner *in, gr_game *g, uint64_t n, uint64_t m, gr_outcome *o,
                 gr_error *err)
{
    gr_position *pos = gr_position_new();
    char word[24];
    const char *words[1] = {word};
    uint64_t p;
    gr_state s;
    int rc = pos != NULL ? GR_OK : gr_error_set(err, GR_ENOMEM, "out of memory");

    for (; rc == GR_OK && m > 0; m--) {
        if ((rc = read_position(in, n, N_("a chess's position"), &p, err)) != GR_OK)
            break;
        snprintf(word, sizeof word, "%llu", (unsigned long long)p);
        if ((rc = gr_game_parse(g, words, 1, &s, err)) == GR_OK &&
            gr_position_push(pos, g, s) != GR_OK)
            rc = gr_error_set(err, GR_ENOMEM, "out of memory");
    }
    if (rc == GR_OK)
        rc = problem_outcome(pos, o, err);
    gr_position_free(pos);
    return rc;
}

/* The queries of a case, until M = 0 (or the end of input). */
static int queries(scanner *in, gr_game *g, uint64_t n, gr_buf *out, gr_error *err)
{
    scan_place at;
    uint64_t m;
    gr_outcome o;
    int rc;

    while (!scan_at_end(in)) {
        if ((rc = scan_u64_at(in, &m, N_("the number of chesses"), &at, err)) != GR_OK)
            return rc;
        if (m == 0)
            break;
        if ((rc = query(in, g, n, m, &o, err)) != GR_OK)
            return rc;
        if (o == GR_OUTCOME_D) {
            gr_error_set(err, GR_EINPUT, "the graph has a cycle and this query can go on "
                         "forever (the problem's graph has none)");
            return scan_blame(&at, err);
        }
        gr_buf_puts(out, o == GR_OUTCOME_N ? "WIN\n" : "LOSE\n");
    }
    return GR_OK;
}

int problem_hdu_1524(scanner *in, gr_buf *out, gr_error *err)
{
    gr_buf text = GR_BUF_INIT;
    gr_game *g;
    scan_place at;
    uint64_t n;
    int rc = GR_OK;

    while (rc == GR_OK && !scan_at_end(in)) {
        if ((rc = scan_u64_at(in, &n, N_("the number of positions"), &at, err)) != GR_OK ||
            (rc = read_graph(in, n, &text, err)) != GR_OK)
            break;
        if (n == 0) {
            gr_error_set(err, GR_EINPUT, "a case with no positions; the game needs at "
                         "least 1");
            rc = scan_blame(&at, err);
            break;
        }
        if ((g = gr_game_new_graph(text.data, text.len, "input", err)) == NULL) {
            rc = scan_blame(&at, err);
            break;
        }
        rc = queries(in, g, n, out, err);
        gr_game_unref(g);
    }
    gr_buf_free(&text);
    return rc;
}

int problem_poj_2425(scanner *in, gr_buf *out, gr_error *err)
{
    return problem_hdu_1524(in, out, err);
}
