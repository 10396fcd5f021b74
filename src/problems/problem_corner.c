/*
** problem_corner.c - HDU 2147 "kiki's game": lines "n m" (an n x m board,
** the coin in row 1, column m) until "0 0"; Wonderful! if kiki, who moves
** first, wins, else What a pity!. The coin is one component of the corner
** ruleset, m - 1 columns right of and n - 1 rows above the corner.
*/
#include <stdio.h>

#include "problem.h"
#include "problem_input.h"

/* The outcome of the coin x,y of game g. */
static int coin_outcome(gr_game *g, uint64_t x, uint64_t y, gr_outcome *o, gr_error *err)
{
    char word[48];
    const char *words[1] = {word};
    gr_position *p;
    gr_state s;
    int rc;

    snprintf(word, sizeof word, "%llu,%llu", (unsigned long long)x, (unsigned long long)y);
    if ((rc = gr_game_parse(g, words, 1, &s, err)) != GR_OK)
        return rc;
    if ((p = gr_position_new()) == NULL || gr_position_push(p, g, s) != GR_OK) {
        gr_state_release(g, s);
        gr_position_free(p);
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    }
    rc = problem_outcome(p, o, err);
    gr_position_free(p);
    return rc;
}

int problem_hdu_2147(scanner *in, gr_buf *out, gr_error *err)
{
    gr_game *g = problem_game("corner", err);
    scan_place at;
    uint64_t n, m;
    gr_outcome o;
    int rc = GR_OK;

    if (g == NULL)
        return err->code;
    while (rc == GR_OK && !scan_at_end(in)) {
        if ((rc = scan_u64_at(in, &n, "the rows of the board", &at, err)) != GR_OK ||
            (rc = scan_u64(in, &m, "the columns of the board", err)) != GR_OK ||
            (n == 0 && m == 0))
            break;
        if (n == 0 || m == 0) {
            gr_error_set(err, GR_EINPUT, "a board of %llu x %llu: both sides must be at "
                         "least 1", (unsigned long long)n, (unsigned long long)m);
            rc = scan_blame(&at, err);
        } else if ((rc = coin_outcome(g, m - 1, n - 1, &o, err)) == GR_OK) {
            gr_buf_puts(out, o == GR_OUTCOME_N ? "Wonderful!\n" : "What a pity!\n");
        }
    }
    if (rc == GR_OK)
        rc = problem_end(in, err);
    gr_game_unref(g);
    return rc;
}
