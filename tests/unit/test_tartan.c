/*
** test_tartan.c - products of coin games: Turning Corners (turn the four
** corners of a rectangle) by its own rule against tartan:twins*twins, boards
** against exhaustive search in two and three dimensions, huge coordinates
** by nim-products, the syntax and its errors.
*/
#include <stdio.h>
#include <string.h>

#include "check.h"

#define SIDE 16

/* Turning Corners by its rule: a head at (x, y) moves to the three other
** corners of a rectangle x1 < x, y1 < y, so g(x, y) is the mex of
** g(x1, y) ^ g(x, y1) ^ g(x1, y1). */
static void turning_corners(uint64_t g[SIDE + 1][SIDE + 1])
{
    static int seen[1024];
    int x, y, a, b, v;

    for (x = 1; x <= SIDE; x++)
        for (y = 1; y <= SIDE; y++) {
            memset(seen, 0, sizeof seen);
            for (a = 1; a < x; a++)
                for (b = 1; b < y; b++)
                    seen[g[a][y] ^ g[x][b] ^ g[a][b]] = 1;
            for (v = 0; seen[v]; v++)
                ;
            g[x][y] = (uint64_t)v;
        }
}

/* the value of a board alone (huge boards have no listed moves) */
static uint64_t board_value(const char *text)
{
    gr_position *p = check_parse(text);
    gr_analysis a;
    uint64_t v = UINT64_MAX;

    if (p != NULL && gr_solve(p, NULL, &a, NULL) == GR_OK) {
        v = a.value.nimber;
        gr_analysis_free(&a);
    }
    gr_position_free(p);
    return v;
}

static void corners(void)
{
    uint64_t g[SIDE + 1][SIDE + 1];
    char text[96];
    int x, y, bad = 0;

    turning_corners(g);
    for (x = 1; x <= SIDE; x++)
        for (y = 1; y <= SIDE; y++) {
            snprintf(text, sizeof text, "tartan:twins*twins %d,%d", x, y);
            bad += board_value(text) != g[x][y];
            bad += g[x][y] != gr_nim_mul((uint64_t)x - 1, (uint64_t)y - 1);
        }
    CHECK(bad == 0);
}

/* boards of up to 12 coins with two or three heads, against search */
static void boards_against_search(void)
{
    static const char *const specs[] = {"twins*twins", "turtles*turtles", "turtles*ruler",
                                        "mock*twins", "ruler*triplets"};
    char text[128];
    size_t i;
    int x, y;

    for (i = 0; i < sizeof specs / sizeof specs[0]; i++)
        for (x = 1; x <= 4; x++)
            for (y = 1; y <= 3; y++) {
                snprintf(text, sizeof text, "tartan:%s %d,%d", specs[i], x, y);
                check_against_search(text, 0);
                if (!(x == 1 && y == 2)) {
                    snprintf(text, sizeof text, "tartan:%s 1,2 %d,%d", specs[i], x, y);
                    check_against_search(text, 0);
                }
                if (x < 3 && !(x == 2 && y == 1)) {
                    snprintf(text, sizeof text, "tartan:%s 2,1 %d,%d 3,3", specs[i], x, y);
                    check_against_search(text, 0);
                }
            }
    check_against_search("tartan:twins*twins*twins 2,2,2 2,3,2", 0);
    check_against_search("tartan:turtles*turtles*turtles 2,1,2", 0);
    check_against_search("tartan:twins*twins 2,2 + mock 3 + nim 2", 0);
}

static void huge(void)
{
    uint64_t big = UINT64_C(1) << 63;

    CHECK_EQ_U64(board_value("tartan:twins*twins 9223372036854775808,5"),
                 gr_nim_mul(big - 1, 4));
    CHECK_EQ_U64(board_value("tartan:turtles*ruler*mock 18446744073709551615,12,3"),
                 gr_nim_mul(gr_nim_mul(UINT64_MAX, 4), 4));
}

static void syntax(void)
{
    check_roundtrip("tartan:twins*twins 3,3 1,2", "tartan:twins*twins 1,2 3,3");
    check_roundtrip("tartan:twins*twins 0", "tartan:twins*twins 0");
    check_rejects("tartan:twins*twins 3", GR_EINPUT, "line 1, column 20",
                  "is not a coin of the board");
    check_rejects("tartan:twins*twins 0,2", GR_EINPUT, "line 1, column 20",
                  "is not a coin of the board");
    check_rejects("tartan:twins*twins 2,2 2,2", GR_EINPUT, "line 1, column 20", "named twice");
    check_rejects("tartan:twins 2,2", GR_EINPUT, "line 1, column 1", "two or three coin games");
    check_rejects("tartan:twins*nim 2,2", GR_EINPUT, "line 1, column 1", "unknown coin game 'nim'");
    check_explain_draw("tartan:twins*twins 2,2 3,3", "g(2,2) = 1 ⊗ 1 = 1 ⊕ g(3,3) = 2 ⊗ 2 = 3 = 2",
                       "THT");
}

int main(void)
{
    corners();
    boards_against_search();
    huge();
    syntax();
    return check_summary("test_tartan");
}
