/*
** problem_box.c - HDU 1729 "Stone Game": cases of N boxes "s c" (capacity,
** stones) until N = 0; "Case k:" and Yes if the first player wins, else No.
** Each box is one component of the box ruleset, decided by the solver.
*/
#include <stdio.h>

#include "base/i18n.h"
#include "problem.h"
#include "problem_input.h"

/* Reads one box "s c" and pushes it onto p; a refused box is blamed at s. */
static int read_box(scanner *in, gr_game *g, gr_position *p, gr_error *err)
{
    char word[48];
    const char *words[1] = {word};
    scan_place at;
    uint64_t s, c;
    gr_state st;
    int rc;

    if ((rc = scan_u64_at(in, &s, N_("a box's size"), &at, err)) != GR_OK ||
        (rc = scan_u64(in, &c, N_("the stones in a box"), err)) != GR_OK)
        return rc;
    if (c > s) {
        gr_error_set(err, GR_EINPUT, "a box of size %llu cannot hold %llu stones",
                     (unsigned long long)s, (unsigned long long)c);
        return scan_blame(&at, err);
    }
    snprintf(word, sizeof word, "%llu,%llu", (unsigned long long)s, (unsigned long long)c);
    if ((rc = gr_game_parse(g, words, 1, &st, err)) != GR_OK)
        return scan_blame(&at, err);
    if (gr_position_push(p, g, st) != GR_OK) {
        gr_state_release(g, st);
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    }
    return GR_OK;
}

/* One case of n boxes: its outcome. */
static int box_case(scanner *in, gr_game *g, uint64_t n, gr_outcome *o, gr_error *err)
{
    gr_position *p = gr_position_new();
    int rc = p != NULL ? GR_OK : gr_error_set(err, GR_ENOMEM, "out of memory");

    for (; rc == GR_OK && n > 0; n--)
        rc = read_box(in, g, p, err);
    if (rc == GR_OK)
        rc = problem_outcome(p, o, err);
    gr_position_free(p);
    return rc;
}

int problem_hdu_1729(scanner *in, gr_buf *out, gr_error *err)
{
    gr_game *g = problem_game("box", err);
    uint64_t n, k = 0;
    gr_outcome o;
    int rc = GR_OK;

    if (g == NULL)
        return err->code;
    while (rc == GR_OK && !scan_at_end(in)) {
        if ((rc = scan_u64(in, &n, N_("the number of boxes"), err)) != GR_OK || n == 0)
            break;
        if ((rc = box_case(in, g, n, &o, err)) == GR_OK)
            gr_buf_printf(out, "Case %llu:\n%s\n", (unsigned long long)++k,
                          o == GR_OUTCOME_N ? "Yes" : "No");
    }
    if (rc == GR_OK)
        rc = problem_end(in, err);
    gr_game_unref(g);
    return rc;
}
