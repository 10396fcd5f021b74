/*
** problem_cut.c - POJ 2311 "Cutting Game": lines "W H" (2 <= W, H) until
** the end of input; WIN if the first player wins, else LOSE. The sheet is
** one component of the cut ruleset, decided by the solver.
*/
#include "base/i18n.h"
#include "problem.h"
#include "problem_input.h"

#define SIDE_MAX 400   /* the cut ruleset's table: every sheet up to it is exact */

int problem_poj_2311(scanner *in, gr_buf *out, gr_error *err)
{
    gr_game *g = problem_game("cut", err);
    scan_place at;
    uint64_t w, h;
    gr_outcome o;
    int rc = GR_OK;

    if (g == NULL)
        return err->code;
    while (rc == GR_OK && !scan_at_end(in)) {
        if ((rc = scan_u64_at(in, &w, N_("the sheet's width"), &at, err)) != GR_OK ||
            (rc = scan_u64(in, &h, N_("the sheet's height"), err)) != GR_OK)
            break;
        if (w < 2 || h < 2) {
            gr_error_set(err, GR_EINPUT, "a sheet of %llu x %llu: both sides must be at "
                         "least 2", (unsigned long long)w, (unsigned long long)h);
            rc = scan_blame(&at, err);
        } else if (w > SIDE_MAX || h > SIDE_MAX) {
            /* past the table an answer would be a search of unbounded cost */
            gr_error_set(err, GR_EUNDECIDED, "a sheet of %llu x %llu: sides up to %d are "
                         "answered (the statement's are up to 200)", (unsigned long long)w,
                         (unsigned long long)h, SIDE_MAX);
            rc = scan_blame(&at, err);
        } else if ((rc = problem_pair_outcome(g, w, h, &o, err)) == GR_OK) {
            gr_buf_puts(out, o == GR_OUTCOME_N ? "WIN\n" : "LOSE\n");
        }
    }
    gr_game_unref(g);
    return rc;
}
