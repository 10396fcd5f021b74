/*
** problem_corner.c - HDU 2147 "kiki's game": lines "n m" (an n x m board,
** the coin in row 1, column m) until "0 0"; Wonderful! if kiki, who moves
** first, wins, else What a pity!. The coin is one component of the corner
** ruleset, m - 1 columns right of and n - 1 rows above the corner.
*/
#include "base/i18n.h"
#include "problem.h"
#include "problem_input.h"

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
        if ((rc = scan_u64_at(in, &n, N_("the rows of the board"), &at, err)) != GR_OK ||
            (rc = scan_u64(in, &m, N_("the columns of the board"), err)) != GR_OK ||
            (n == 0 && m == 0))
            break;
        if (n == 0 || m == 0) {
            gr_error_set(err, GR_EINPUT, "a board of %llu x %llu: both sides must be at "
                         "least 1", (unsigned long long)n, (unsigned long long)m);
            rc = scan_blame(&at, err);
        } else if ((rc = problem_pair_outcome(g, m - 1, n - 1, &o, err)) == GR_OK) {
            gr_buf_puts(out, o == GR_OUTCOME_N ? "Wonderful!\n" : "What a pity!\n");
        }
    }
    if (rc == GR_OK)
        rc = problem_end(in, err);
    gr_game_unref(g);
    return rc;
}
