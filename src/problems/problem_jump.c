/*
** problem_jump.c - Luogu P2575 "高手过招": T cases of n rows of 20 cells,
** each row m and the cells (1..20) of its m pieces; a move takes a piece
** right to the nearest empty cell, over the pieces next to it. YES if the
** first player wins. A row is one component of the jump ruleset (a word of
** X and .), a case their sum.
*/
#include <string.h>

#include "base/i18n.h"
#include "problem.h"
#include "problem_input.h"

#define ROW_CELLS 20

/* One row: m and the m cells of its pieces, as jump's word `row`. */
static int read_row(scanner *in, char row[ROW_CELLS + 1], gr_error *err)
{
    uint64_t m, p;
    scan_place at;
    int rc;

    memset(row, '.', ROW_CELLS);
    row[ROW_CELLS] = '\0';
    if ((rc = scan_u64(in, &m, N_("the number of pieces in a row"), err)) != GR_OK)
        return rc;
    for (; m > 0; m--) {
        if ((rc = scan_u64_at(in, &p, N_("a piece's cell"), &at, err)) != GR_OK)
            return rc;
        if (p == 0 || p > ROW_CELLS || row[p - 1] == 'X') {
            gr_error_set(err, GR_EINPUT, p == 0 || p > ROW_CELLS ? "cell %llu is not on the "
                         "board (cells 1..20)" : N_("two pieces in cell %llu"),
                         (unsigned long long)p);
            return scan_blame(&at, err);
        }
        row[p - 1] = 'X';
    }
    return GR_OK;
}

/* One case: n and n rows; its outcome, a jump component per row. */
static int rows_case(scanner *in, gr_game *g, void *scratch, gr_outcome *o, gr_error *err)
{
    gr_position *p = gr_position_new();
    char row[ROW_CELLS + 1];
    const char *word = row;
    uint64_t n;
    int rc = p != NULL ? GR_OK : gr_error_set(err, GR_ENOMEM, "out of memory");

    (void)scratch;
    if (rc == GR_OK)
        rc = scan_u64(in, &n, N_("the number of rows"), err);
    for (; rc == GR_OK && n > 0; n--)
        if ((rc = read_row(in, row, err)) == GR_OK)
            rc = problem_push(g, p, &word, 1, NULL, err);
    if (rc == GR_OK)
        rc = problem_outcome(p, o, err);
    gr_position_free(p);
    return rc;
}

int problem_luogu_p2575(scanner *in, gr_buf *out, gr_error *err)
{
    return problem_cases(in, "jump", rows_case, NULL, "YES\n", "NO\n", out, err);
}
