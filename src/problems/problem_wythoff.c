/*
** problem_wythoff.c - Wythoff's game in its contest dresses: HDU 1527 and
** POJ 1067 (the NOI problem: lines "a b" until the end of input; 1 if the
** first player wins, else 0), and Luogu P2252 (one line "a b", the same
** answer). Each pair is one component of the wythoff
** ruleset, decided by the solver (exact for 64-bit piles).
*/
#include "base/i18n.h"
#include "problem.h"
#include "problem_input.h"

int problem_hdu_1527(scanner *in, gr_buf *out, gr_error *err)
{
    gr_game *g = problem_game("wythoff", err);
    uint64_t a, b;
    gr_outcome o;
    int rc = GR_OK;

    if (g == NULL)
        return err->code;
    while (rc == GR_OK && !scan_at_end(in))
        if ((rc = scan_u64(in, &a, N_("the first pile"), err)) == GR_OK &&
            (rc = scan_u64(in, &b, N_("the second pile"), err)) == GR_OK &&
            (rc = problem_pair_outcome(g, a, b, &o, err)) == GR_OK)
            gr_buf_puts(out, o == GR_OUTCOME_N ? "1\n" : "0\n");
    gr_game_unref(g);
    return rc;
}

int problem_poj_1067(scanner *in, gr_buf *out, gr_error *err)
{
    return problem_hdu_1527(in, out, err);
}

/* Luogu P2252 "[SHOI2002] 取石子游戏": one pair "a b"; 1 or 0 (the
** statement's -1, "cannot be decided", never happens). */
int problem_luogu_p2252(scanner *in, gr_buf *out, gr_error *err)
{
    gr_game *g = problem_game("wythoff", err);
    uint64_t a, b;
    gr_outcome o;
    int rc;

    if (g == NULL)
        return err->code;
    if ((rc = scan_u64(in, &a, N_("the first pile"), err)) == GR_OK &&
        (rc = scan_u64(in, &b, N_("the second pile"), err)) == GR_OK &&
        (rc = problem_end(in, err)) == GR_OK &&
        (rc = problem_pair_outcome(g, a, b, &o, err)) == GR_OK)
        gr_buf_puts(out, o == GR_OUTCOME_N ? "1\n" : "0\n");
    gr_game_unref(g);
    return rc;
}
