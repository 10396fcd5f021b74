/*
** problem_seq.c - Codeforces 1382B "Sequential Nim": t cases of n and n
** heaps; First or Second. Each case is one component of the seq ruleset.
*/
#include <stdio.h>

#include "base/i18n.h"
#include "problem.h"
#include "problem_input.h"
#include "words.h"

/* Reads one case and decides it with the seq ruleset. */
static int seq_case(scanner *in, gr_game *g, words *w, gr_buf *out, gr_error *err)
{
    char digits[24];
    uint64_t n, i, heap;
    scan_place at;
    gr_position *p;
    gr_analysis a;
    gr_state s;
    int rc;

    if ((rc = scan_u64_at(in, &n, N_("the number of heaps"), &at, err)) != GR_OK)
        return rc;
    if (n == 0) {   /* the problem guarantees 1 <= n */
        gr_error_set(err, GR_EINPUT, "a case has 0 heaps; Sequential Nim needs at least 1");
        return scan_blame(&at, err);
    }
    words_clear(w);
    for (i = 0; i < n; i++) {
        if ((rc = scan_u64(in, &heap, N_("a heap size"), err)) != GR_OK)
            return rc;
        snprintf(digits, sizeof digits, "%llu", (unsigned long long)heap);
        if (!words_push(w, digits))
            return gr_error_set(err, GR_ENOMEM, "out of memory");
    }
    if ((rc = gr_game_parse(g, (const char *const *)w->items, w->count, &s, err)) != GR_OK)
        return rc;
    if ((p = gr_position_new()) == NULL || gr_position_push(p, g, s) != GR_OK) {
        gr_state_release(g, s);
        gr_position_free(p);
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    }
    if ((rc = gr_solve(p, NULL, &a, err)) == GR_OK) {
        gr_buf_puts(out, a.outcome == GR_OUTCOME_N ? "First\n" : "Second\n");
        gr_analysis_free(&a);
    }
    gr_position_free(p);
    return rc;
}

int problem_cf_1382b(scanner *in, gr_buf *out, gr_error *err)
{
    gr_game *g = problem_game("seq", err);
    words w = WORDS_INIT;
    uint64_t t;
    int rc;

    if (g == NULL)
        return err->code;
    rc = scan_u64(in, &t, N_("the number of cases"), err);
    for (; rc == GR_OK && t > 0; t--)
        rc = seq_case(in, g, &w, out, err);
    if (rc == GR_OK)
        rc = problem_end(in, err);
    words_free(&w);
    gr_game_unref(g);
    return rc;
}
