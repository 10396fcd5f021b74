/*
** problem_stair.c - POJ 1704 "Georgia and Bob": chessmen on a row of grids
** move left, never past another one. The empty grids before each chessman
** are the coins of a staircase (the rightmost chessman's gap is step 1,
** coins leave from there; moving a chessman left moves coins from its step
** to the next lower one), so a case is one component of the stair ruleset.
** And AcWing 892, staircase Nim itself: n and the stones on steps 1..n.
*/
#include <stdio.h>
#include <stdlib.h>

#include "base/i18n.h"
#include "problem.h"
#include "problem_input.h"
#include "words.h"

static int compare_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* The staircase of the chessmen at grids l (sorted here) as stair's words,
** step 1 first; refuses grid 0 and two chessmen on one grid (blamed at `at`). */
static int staircase(problem_list *l, words *w, const scan_place *at, gr_error *err)
{
    char digits[24];
    size_t i;

    qsort(l->v, l->count, sizeof *l->v, compare_u64);
    words_clear(w);
    for (i = l->count; i-- > 0;) {
        uint64_t left = i > 0 ? l->v[i - 1] : 0;
        if (l->v[i] == 0 || l->v[i] == left) {
            gr_error_set(err, GR_EINPUT, l->v[i] == 0 ? "a chessman on grid 0; grids are "
                         "numbered from 1" : N_("two chessmen on grid %llu"),
                         (unsigned long long)l->v[i]);
            return scan_blame(at, err);
        }
        snprintf(digits, sizeof digits, "%llu", (unsigned long long)(l->v[i] - left - 1));
        if (!words_push(w, digits))
            return gr_error_set(err, GR_ENOMEM, "out of memory");
    }
    return GR_OK;
}

/* The outcome of the staircase of words w, one component of stair game g;
** a refused staircase is blamed at `at`. */
static int stair_outcome(gr_game *g, words *w, const scan_place *at, gr_outcome *o,
                         gr_error *err)
{
    return problem_component_outcome(g, (const char *const *)w->items, w->count, at, o, err);
}

/* The scratch of POJ 1704's cases: the grids, the staircase's words. */
typedef struct chessmen {
    problem_list l;
    words w;
} chessmen;

/* One case: N and the N grids; the outcome through the stair ruleset. */
static int chessmen_case(scanner *in, gr_game *g, void *scratch, gr_outcome *o,
                         gr_error *err)
{
    chessmen *c = scratch;
    problem_list *l = &c->l;
    words *w = &c->w;
    scan_place at;
    uint64_t n;
    int rc;

    if ((rc = scan_u64_at(in, &n, N_("the number of chessmen"), &at, err)) != GR_OK)
        return rc;
    if (n == 0) {   /* the problem guarantees 1 <= N */
        gr_error_set(err, GR_EINPUT, "a case has 0 chessmen; the game needs at least 1");
        return scan_blame(&at, err);
    }
    if ((rc = problem_read_list(in, n, l, N_("a chessman's grid"), err)) != GR_OK ||
        (rc = staircase(l, w, &at, err)) != GR_OK)
        return rc;
    return stair_outcome(g, w, &at, o, err);
}

int problem_poj_1704(scanner *in, gr_buf *out, gr_error *err)
{
    chessmen c = {PROBLEM_LIST_INIT, WORDS_INIT};
    int rc = problem_cases(in, "stair", chessmen_case, &c, "Georgia will win\n",
                           "Bob will win\n", out, err);

    words_free(&c.w);
    problem_list_free(&c.l);
    return rc;
}

/* The numbers of l as words. */
static int list_words(const problem_list *l, words *w, gr_error *err)
{
    char digits[24];
    size_t i;

    for (i = 0; i < l->count; i++) {
        snprintf(digits, sizeof digits, "%llu", (unsigned long long)l->v[i]);
        if (!words_push(w, digits))
            return gr_error_set(err, GR_ENOMEM, "out of memory");
    }
    return GR_OK;
}

/* AcWing 892: n, then the stones on steps 1..n; Yes if the first player wins
** (no step at all: no move, No). */
int problem_acwing_892(scanner *in, gr_buf *out, gr_error *err)
{
    gr_game *g = problem_game("stair", err);
    problem_list l = PROBLEM_LIST_INIT;
    words w = WORDS_INIT;
    gr_outcome o = GR_OUTCOME_P;
    scan_place at;
    uint64_t n;
    int rc;

    if (g == NULL)
        return err->code;
    if ((rc = scan_u64_at(in, &n, N_("the number of steps"), &at, err)) == GR_OK &&
        (rc = problem_read_list(in, n, &l, N_("the stones on a step"), err)) == GR_OK &&
        (rc = problem_end(in, err)) == GR_OK &&
        (rc = list_words(&l, &w, err)) == GR_OK &&
        (n == 0 || (rc = stair_outcome(g, &w, &at, &o, err)) == GR_OK))
        gr_buf_puts(out, o == GR_OUTCOME_N ? "Yes\n" : "No\n");
    words_free(&w);
    problem_list_free(&l);
    gr_game_unref(g);
    return rc;
}
