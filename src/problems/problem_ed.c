/*
** problem_ed.c - Luogu P2148 "[SDOI2009] E&D": T cases of N (even) and N
** heaps, heaps 2k-1 and 2k a pair; YES if the first player wins, else NO.
** Each pair is one component of the ed ruleset, decided by the solver.
*/
#include <stdio.h>

#include "base/i18n.h"
#include "problem.h"
#include "problem_input.h"

/* Pushes the pairs of heaps h[0..n-1] (n even) onto p; a refused pair (a
** heap of 0) is blamed at `at`. */
static int push_pairs(gr_game *g, gr_position *p, const problem_list *h, const scan_place *at,
                      gr_error *err)
{
    char word[48];
    const char *words[1] = {word};
    gr_state s;
    size_t i;

    for (i = 0; i + 1 < h->count; i += 2) {
        snprintf(word, sizeof word, "%llu,%llu", (unsigned long long)h->v[i],
                 (unsigned long long)h->v[i + 1]);
        if (gr_game_parse(g, words, 1, &s, err) != GR_OK) {
            gr_error_set(err, GR_EINPUT, "heap %zu or %zu of the case is 0; every heap holds "
                         "at least 1 stone", i + 1, i + 2);
            return scan_blame(at, err);
        }
        if (gr_position_push(p, g, s) != GR_OK) {
            gr_state_release(g, s);
            return gr_error_set(err, GR_ENOMEM, "out of memory");
        }
    }
    return GR_OK;
}

/* One case: its outcome. */
static int ed_case(scanner *in, gr_game *g, problem_list *h, gr_outcome *o, gr_error *err)
{
    gr_position *p;
    scan_place at;
    uint64_t n;
    int rc;

    if ((rc = scan_u64_at(in, &n, N_("the number of heaps"), &at, err)) != GR_OK)
        return rc;
    if (n % 2 != 0) {
        gr_error_set(err, GR_EINPUT, "%llu heaps: E&D needs an even number (pairs)",
                     (unsigned long long)n);
        return scan_blame(&at, err);
    }
    if ((rc = problem_read_list(in, n, h, N_("a heap size"), err)) != GR_OK)
        return rc;
    if ((p = gr_position_new()) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    if ((rc = push_pairs(g, p, h, &at, err)) == GR_OK)
        rc = problem_outcome(p, o, err);
    gr_position_free(p);
    return rc;
}

int problem_luogu_p2148(scanner *in, gr_buf *out, gr_error *err)
{
    gr_game *g = problem_game("ed", err);
    problem_list h = PROBLEM_LIST_INIT;
    uint64_t t;
    gr_outcome o;
    int rc;

    if (g == NULL)
        return err->code;
    rc = scan_u64(in, &t, N_("the number of cases"), err);
    for (; rc == GR_OK && t > 0; t--)
        if ((rc = ed_case(in, g, &h, &o, err)) == GR_OK)
            gr_buf_puts(out, o == GR_OUTCOME_N ? "YES\n" : "NO\n");
    if (rc == GR_OK)
        rc = problem_end(in, err);
    problem_list_free(&h);
    gr_game_unref(g);
    return rc;
}
