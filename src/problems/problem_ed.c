/*
** problem_ed.c - Luogu P2148 "[SDOI2009] E&D": T cases of N (even) and N
** heaps, heaps 2k-1 and 2k a pair; YES if the first player wins, else NO.
** Each pair is one component of the ed ruleset, decided by the solver.
*/
#include <stdio.h>

#include "base/i18n.h"
#include "problem.h"
#include "problem_input.h"

/* Pushes the pairs of heaps h[0..n-1] (n even) onto p; a pair with a heap
** of 0, which the game refuses, is blamed at `at`. */
static int push_pairs(gr_game *g, gr_position *p, const problem_list *h, const scan_place *at,
                      gr_error *err)
{
    char word[48];
    const char *words[1] = {word};
    size_t i;
    int rc = GR_OK;

    for (i = 0; i + 1 < h->count && rc == GR_OK; i += 2) {
        if (h->v[i] == 0 || h->v[i + 1] == 0) {
            gr_error_set(err, GR_EINPUT, "heap %zu or %zu of the case is 0; every heap holds "
                         "at least 1 stone", i + 1, i + 2);
            return scan_blame(at, err);
        }
        snprintf(word, sizeof word, "%llu,%llu", (unsigned long long)h->v[i],
                 (unsigned long long)h->v[i + 1]);
        rc = problem_push(g, p, words, 1, at, err);
    }
    return rc;
}

/* One case: its outcome (h, the list of heaps, is the problem's scratch). */
static int ed_case(scanner *in, gr_game *g, void *scratch, gr_outcome *o, gr_error *err)
{
    problem_list *h = scratch;
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
    problem_list h = PROBLEM_LIST_INIT;
    int rc = problem_cases(in, "ed", ed_case, &h, "YES\n", "NO\n", out, err);

    problem_list_free(&h);
    return rc;
}
