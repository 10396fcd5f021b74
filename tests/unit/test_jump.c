/*
** test_jump.c - jumping pieces (Luogu P2575) against exhaustive search of
** the real game: every row of up to 12 cells alone, rows in sums and in
** misere play, moves_to against every move; long rows against Staircase Nim
** counted here cell by cell from the left; the syntax and the words.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

#define LONG_ROW 100000

/* Writes "jump " and the n cells of the bits of code (bit i: cell i + 1). */
static void row_text(char *text, unsigned code, int n)
{
    int i, len = snprintf(text, 32, "jump ");

    for (i = 0; i < n; i++)
        text[len++] = code >> i & 1 ? 'X' : '.';
    text[len] = '\0';
}

/* The value of every row of n cells (bit i: cell i + 1) by the rule itself:
** the mex of the rows a jump reaches. A jump raises the sum of the pieces'
** cells, so rows are valued by decreasing sum. */
static void brute_values(int n, unsigned char *g)
{
    unsigned code, order, seen;
    int i, j, sum;

    for (sum = n * (n + 1) / 2; sum >= 0; sum--)
        for (code = 0; code < 1u << n; code++) {
            for (order = 0, i = 0; i < n; i++)
                order += code >> i & 1 ? (unsigned)i + 1 : 0;
            if (order != (unsigned)sum)
                continue;
            for (seen = 0, i = 0; i < n; i++) {
                if (!(code >> i & 1))
                    continue;
                for (j = i + 1; j < n && code >> j & 1; j++)
                    ;
                if (j < n)
                    seen |= 1u << g[(code & ~(1u << i)) | 1u << j];
            }
            for (g[code] = 0; seen >> g[code] & 1; g[code]++)
                ;
        }
}

/* Every row of 1..12 cells: the value and the number of winning moves
** against the rule's own values; the solver against search on rows up to
** 9 cells (misere up to 7), moves_to up to 9. */
static void every_row(void)
{
    static unsigned char g[1u << 12];
    char text[32];
    unsigned code;
    uint64_t t, value;
    size_t moves, want;
    int n, i, j;

    for (n = 1; n <= 12; n++) {
        brute_values(n, g);
        for (code = 0; code < 1u << n; code++) {
            row_text(text, code, n);
            check_solve(text, &value, &moves);
            for (want = 0, i = 0; g[code] != 0 && i < n; i++) {
                for (j = i + 1; j < n && code >> j & 1; j++)
                    ;
                want += code >> i & 1 && j < n && g[(code & ~(1u << i)) | 1u << j] == 0;
            }
            CHECK_EQ_U64(value, g[code]);
            CHECK_EQ_U64(moves, want);
            if (n <= 9)
                check_against_search(text, 0);
            if (n <= 7)
                check_against_search(text, 1);
            for (t = 0; n <= 9 && t <= 4; t++)
                check_moves_to(text, t);
        }
    }
}

/* Sums of rows, and with other games, normal and misere. */
static void sums(void)
{
    char a[32], b[32], sum[96];
    int k;

    srand(2575);
    for (k = 0; k < 400; k++) {
        row_text(a, (unsigned)rand() % 256, 8);
        row_text(b, (unsigned)rand() % 64, 6);
        snprintf(sum, sizeof sum, "%s %s + nim %d", a, b + 5, k % 4);
        check_against_search(sum, 0);
        if (k % 4 == 0)
            check_against_search(sum, 1);
    }
    check_against_search("jump XX.X.. + stair 1 2 + jump .X.", 0);
}

/* The staircase of a row, counted from the left: the pieces since the last
** empty cell are the coins of the step that the next empty cell begins;
** steps numbered from the right at the end. Writes "stair C1 C2 ...". */
static void staircase_text(const char *cells, char *text, size_t size)
{
    size_t n = strlen(cells), i, steps = 0, run = 0, len;
    size_t *coins = malloc((n + 1) * sizeof *coins);

    for (i = 0; i < n; i++)
        if (cells[i] == 'X') {
            run++;
        } else {
            coins[steps++] = run;
            run = 0;
        }
    len = (size_t)snprintf(text, size, "stair");
    while (steps > 0 && len < size)
        len += (size_t)snprintf(text + len, size - len, " %zu", coins[--steps]);
    if (len == 5)
        snprintf(text, size, "stair 0");
    free(coins);
}

/* Long random rows: the value is the staircase's, and moves_to reports
** exactly the moves to each target. */
static void long_rows(void)
{
    char *cells = malloc(LONG_ROW + 1), *jump = malloc(LONG_ROW + 8);
    char *stair = malloc(8 * LONG_ROW);
    uint64_t vj, vs, t;
    size_t mj, ms, i, n;
    int k;

    srand(20);
    for (k = 0; k < 12; k++) {
        n = k < 6 ? 2000 : LONG_ROW;
        for (i = 0; i < n; i++)   /* runs of pieces of all lengths */
            cells[i] = rand() % (2 + k % 5) ? 'X' : '.';
        cells[n] = '\0';
        snprintf(jump, LONG_ROW + 8, "jump %s", cells);
        staircase_text(cells, stair, 8 * LONG_ROW);
        check_solve(jump, &vj, &mj);
        check_solve(stair, &vs, &ms);
        CHECK_EQ_U64(vj, vs);
        for (t = 0; k < 6 && t < 6; t++)
            check_moves_to(jump, t);
    }
    free(cells);
    free(jump);
    free(stair);
}

static void syntax(void)
{
    check_roundtrip("jump XX.X.. .X", "jump XX.X.. .X");
    check_roundtrip("jump XXX", "jump XXX");
    check_rejects("jump X.Q", GR_EINPUT, "line 1, column 6",
                  "'Q' at character 3 of a row: write a piece as X and an empty cell as .");
    check_rejects("jump XX x.", GR_EINPUT, "line 1, column 9", "'x' at character 1");
    check_explain("jump XX.X..", "Jumping pieces are Staircase Nim: each empty cell, counted "
                  "from the right, begins a step whose coins are the pieces just left of it, "
                  "and a jump passes the pieces it jumps over, and itself, down one step. The "
                  "value is the XOR of steps 1, 3, 5, ... (2 of 3 steps): 0 xor 2 = 2");
    check_explain_draw("jump XXX", "(0 of 0 steps): 0 = 0", "XXX");
    check_draw("jump X.XX.", 0, "X.XX.");
}

int main(void)
{
    every_row();
    sums();
    long_rows();
    syntax();
    return check_summary("test_jump");
}
