/*
** problem_euclidean.c - HDU 3595 "GG and MM": cases until end of input,
** each N and then N games of two piles "x y" played at once; in every turn
** the player moves in each game that can still move (Euclid's game: take a
** multiple of the smaller pile from the larger), and whoever makes the
** last move wins. MM moves first: MM if MM wins, else GG. Each game is one
** component of the euclidean ruleset, and the case is decided by the
** solver's continued conjunctive compound (suspense numbers, which the
** euclidean ruleset folds from Euclid's algorithm for any 64-bit piles).
*/
#include <stdio.h>

#include "base/i18n.h"
#include "problem.h"
#include "problem_input.h"

/* Positions the session may search over all the cases. Euclid's game gives
** its suspense in closed form (euclidean.c), so no component is searched
** and piles of any size are answered at once; the bound stays for any
** search the compound would do. */
#define GG_SEARCH_LIMIT 8000000u

/* Reads n games into p. */
static int read_games(scanner *in, gr_game *g, uint64_t n, gr_position *p, gr_error *err)
{
    char word[48];
    const char *words[1] = {word};
    uint64_t i, x, y;
    gr_state s;
    int rc;

    for (i = 0; i < n; i++) {
        if ((rc = scan_u64(in, &x, N_("a pile"), err)) != GR_OK ||
            (rc = scan_u64(in, &y, N_("a pile"), err)) != GR_OK)
            return rc;
        snprintf(word, sizeof word, "%llu,%llu", (unsigned long long)x, (unsigned long long)y);
        if ((rc = gr_game_parse(g, words, 1, &s, err)) != GR_OK)
            return rc;
        if (gr_position_push(p, g, s) != GR_OK) {
            gr_state_release(g, s);
            return gr_error_set(err, GR_ENOMEM, "out of memory");
        }
    }
    return GR_OK;
}

/* One case: the outcome of its games played as the continued compound
** (the session keeps what earlier cases found). */
static int gg_case(scanner *in, gr_game *g, gr_compound_session *cs, gr_outcome *o,
                   gr_error *err)
{
    gr_compound_analysis a;
    gr_position *p;
    scan_place at;
    uint64_t n;
    int rc;

    if ((rc = scan_u64_at(in, &n, N_("the number of games"), &at, err)) != GR_OK)
        return rc;
    if ((p = gr_position_new()) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    if ((rc = read_games(in, g, n, p, err)) == GR_OK) {
        rc = gr_compound_session_solve(cs, p, &a, err);
        if (rc == GR_OK)
            *o = a.outcome;
        else if (rc == GR_EUNDECIDED)
            scan_blame(&at, err);
        gr_compound_analysis_free(&a);
    }
    gr_position_free(p);
    return rc;
}

int problem_hdu_3595(scanner *in, gr_buf *out, gr_error *err)
{
    gr_game *g = problem_game("euclidean", err);
    gr_solve_options opt = {0, GG_SEARCH_LIMIT, NULL, NULL, NULL, 0};
    gr_compound_session *cs;
    gr_outcome o = GR_OUTCOME_P;
    int rc = GR_OK;

    if (g == NULL)
        return err->code;
    if ((cs = gr_compound_session_new(GR_COMPOUND_CONTINUED, &opt, err)) == NULL) {
        gr_game_unref(g);
        return err->code;
    }
    while (rc == GR_OK && !scan_at_end(in))
        if ((rc = gg_case(in, g, cs, &o, err)) == GR_OK)
            gr_buf_puts(out, o == GR_OUTCOME_N ? "MM\n" : "GG\n");
    gr_compound_session_free(cs);
    gr_game_unref(g);
    return rc;
}
