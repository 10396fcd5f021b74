/*
** test_ed.c - E&D (ed A,B; SDOI 2009): the closed form (lowest 0 bit of
** (A-1)|(B-1)) against the definition up to 80 x 80, the solver against
** exhaustive search (alone, in sums, misere), moves_to against every move,
** 64-bit pairs and their splits, the syntax and its errors.
*/
#include <stdio.h>
#include <string.h>

#include "check.h"

#define DEF_MAX 80

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

/* G(a, b) = mex over the splits of a and of b, by the definition. */
static void against_definition(void)
{
    static int g[DEF_MAX + 1][DEF_MAX + 1];
    char text[64];
    int a, b, i, v, seen[16];

    for (a = 1; a <= DEF_MAX; a++)
        for (b = 1; b <= a; b++) {
            memset(seen, 0, sizeof seen);
            for (i = 1; i < a; i++)
                seen[g[i > a - i ? i : a - i][i > a - i ? a - i : i]] = 1;
            for (i = 1; i < b; i++)
                seen[g[i > b - i ? i : b - i][i > b - i ? b - i : i]] = 1;
            for (v = 0; seen[v]; v++)
                ;
            g[a][b] = v;
            snprintf(text, sizeof text, "ed %d,%d", b, a);
            if (!CHECK_EQ_U64(value_of(text), (uint64_t)v))
                return;
        }
}

static void small(void)
{
    char text[96];
    int a, b;
    uint64_t t;

    for (a = 1; a <= 12; a++)
        for (b = 1; b <= 12; b++) {
            snprintf(text, sizeof text, "ed %d,%d", a, b);
            if (a + b <= 14)
                check_against_search(text, 0);
            if (a + b <= 9)
                check_against_search(text, 1);
            for (t = 0; t <= 5; t++)
                check_moves_to(text, t);
            if (a + b <= 10) {
                snprintf(text, sizeof text, "ed %d,%d + nim %d", a, b, (a * b) % 4);
                check_against_search(text, 0);
            }
        }
    for (a = 30; a <= 70; a += 7)
        for (t = 0; t <= 7; t++) {
            snprintf(text, sizeof text, "ed %d,%d", a, a / 3 + 1);
            check_moves_to(text, t);
        }
    check_moves_to_stops("ed 9,17", 0);
}

static void huge(void)
{
    CHECK_EQ_U64(value_of("ed 18446744073709551615,18446744073709551615"), 0);
    CHECK_EQ_U64(value_of("ed 18446744073709551615,9223372036854775808"), 64);
    CHECK_EQ_U64(value_of("ed 9223372036854775808,1"), 63);
    CHECK_EQ_U64(value_of("ed 2000000000,1999999999"), 10);
    /* a split of value 63: i' | j' = 2^63 - 1, found without a scan */
    CHECK_STR(check_move_to_text("ed 9223372036854775809,1", 63, 0),
              "9223372036854775809,1 -> 1,9223372036854775808");
    CHECK_STR(check_move_to_text("ed 9223372036854775809,1", 64, 0), "");
}

static void syntax(void)
{
    check_roundtrip("ed 2,3 5,4 + ed 1,1", "ed 2,3 5,4 1,1");
    check_rejects("ed 2", GR_EINPUT, "line 1, column 4", "is not a pair of heaps");
    check_rejects("ed 2,x", GR_EINPUT, "line 1, column 4", "expected two heaps A,B");
    check_rejects("ed 0,3", GR_EINPUT, "line 1, column 4", "holds at least 1 stone");
    check_rejects("ed 2,18446744073709551616", GR_ERANGE, "line 1, column 4", "too large");
}

int main(void)
{
    against_definition();
    small();
    huge();
    syntax();
    return check_summary("test_ed");
}
