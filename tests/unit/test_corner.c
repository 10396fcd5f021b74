/*
** test_corner.c - a coin walking to the corner (corner X,Y; HDU 2147): the
** closed form against the definition on a 200 x 200 board, the solver
** against exhaustive search (alone, in sums, misere), moves_to, 64-bit
** coins, the syntax and its errors.
*/
#include <stdio.h>
#include <string.h>

#include "check.h"

#define SIDE 200

static uint64_t value_of(const char *text)
{
    gr_position *p = check_parse(text);
    gr_value v = {GR_VALUE_UNKNOWN, 0, NULL, 0, 0};
    gr_error err;

    if (p == NULL)
        return UINT64_MAX;
    CHECK(gr_game_value(p->items[0].game, p->items[0].state, &v, &err) == GR_OK);
    gr_position_free(p);
    return v.nimber;
}

/* G by mex over the three moves, row by row. */
static void against_definition(void)
{
    static int g[SIDE][SIDE];
    char text[64];
    int x, y, v, seen[8];

    for (x = 0; x < SIDE; x++)
        for (y = 0; y < SIDE; y++) {
            memset(seen, 0, sizeof seen);
            if (x > 0)
                seen[g[x - 1][y]] = 1;
            if (y > 0)
                seen[g[x][y - 1]] = 1;
            if (x > 0 && y > 0)
                seen[g[x - 1][y - 1]] = 1;
            for (v = 0; seen[v]; v++)
                ;
            g[x][y] = v;
            snprintf(text, sizeof text, "corner %d,%d", x, y);
            if (!CHECK_EQ_U64(value_of(text), (uint64_t)v))
                return;
        }
}

static void small(void)
{
    char text[96];
    int x, y;
    uint64_t t;

    for (x = 0; x <= 7; x++)
        for (y = 0; y <= 7; y++) {
            snprintf(text, sizeof text, "corner %d,%d", x, y);
            check_against_search(text, 0);
            check_against_search(text, 1);
            for (t = 0; t <= 3; t++)
                check_moves_to(text, t);
            snprintf(text, sizeof text, "corner %d,%d %d,%d + nim %d", x, y, y / 2, x, x % 4);
            check_against_search(text, 0);
        }
}

static void huge(void)
{
    CHECK_EQ_U64(value_of("corner 18446744073709551615,18446744073709551614"), 1);
    CHECK_EQ_U64(value_of("corner 18446744073709551614,18446744073709551615"), 1);
    CHECK_EQ_U64(value_of("corner 1,18446744073709551614"), 3);
    CHECK_EQ_U64(value_of("corner 18446744073709551615,18446744073709551615"), 2);
    check_moves_to("corner 18446744073709551615,18446744073709551614", 0);
    check_moves_to("corner 18446744073709551614,18446744073709551615", 3);
}

static void syntax(void)
{
    check_roundtrip("corner 2,4 1,2 + corner 0,0", "corner 2,4 1,2 0,0");
    check_rejects("corner 2", GR_EINPUT, "line 1, column 8", "is not a coin: expected X,Y");
    check_rejects("corner 2,x", GR_EINPUT, "line 1, column 8", "expected a coin X,Y");
    check_rejects("corner 2,18446744073709551616", GR_ERANGE, "line 1, column 8", "too large");
    check_explain("corner 2,5", "A coin 2 columns right of and 5 rows above the corner, moving "
                  "one cell left, down or diagonally: by parity, both even is 0, both odd 2, "
                  "and one odd 1 or 3 (3 when the even one is larger); value 1.");
}

int main(void)
{
    against_definition();
    small();
    huge();
    syntax();
    return check_summary("test_corner");
}
