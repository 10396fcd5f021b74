/*
** test_box.c - boxes of stones (box S,C; HDU 1729): every box up to capacity
** 14 against exhaustive search (alone, in sums, misere), moves_to against
** every move, the values up to capacity 400 against an independent table,
** 64-bit boxes (values and winning moves by the closed form, checked by the
** move they make), the syntax and its errors.
*/
#include <stdio.h>
#include <string.h>

#include "check.h"

#define TABLE_MAX 400

static void small(void)
{
    char text[96];
    int s, c;
    uint64_t t;

    for (s = 0; s <= 14; s++)
        for (c = 0; c <= s; c++) {
            snprintf(text, sizeof text, "box %d,%d", s, c);
            check_against_search(text, 0);
            for (t = 0; t <= 14; t++)
                check_moves_to(text, t);
            if (s <= 8)
                check_against_search(text, 1);
            snprintf(text, sizeof text, "box %d,%d %d,%d + nim %d", s, c, s / 2, c / 2, c % 3);
            check_against_search(text, 0);
        }
    check_moves_to_stops("box 30,2", 0);
}

/* G(s, c) for every c of capacity s by the definition, from the full box down. */
static void table_of(int s, int *g)
{
    int c, k, v;
    static int seen[TABLE_MAX + 2];
    static int stamp;

    for (c = s; c >= 0; c--) {
        stamp++;
        for (k = 1; k <= c * c && c + k <= s; k++)
            seen[g[c + k]] = stamp;
        for (v = 0; seen[v] == stamp; v++)
            ;
        g[c] = v;
    }
}

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

static void against_table(void)
{
    static int g[TABLE_MAX + 1];
    char text[96];
    int s, c;

    for (s = 0; s <= TABLE_MAX; s += s < 60 ? 1 : 17) {
        table_of(s, g);
        for (c = 0; c <= s; c++) {
            snprintf(text, sizeof text, "box %d,%d", s, c);
            if (!CHECK_EQ_U64(value_of(text), (uint64_t)g[c]))
                return;
        }
    }
}

/* 64-bit boxes: the value by the closed form, and the winning move to a
** zero of a big box found without listing its 2^62 moves. */
static void huge(void)
{
    CHECK_EQ_U64(value_of("box 18446744073709551615,4294967296"), 18446744069414584319u);
    CHECK_EQ_U64(value_of("box 18446744073709551615,4294967295"), 0);
    CHECK_EQ_U64(value_of("box 18446744073709551615,0"), 0);
    CHECK_STR(check_move_to_text("box 18446744073709551615,4294967296", 0, 1),
              "18446744073709551615,4294967296 -> 18446744073709551615,18446744073709551615");
}

static void syntax(void)
{
    check_roundtrip("box 6,2 3,3 + box 0,0", "box 6,2 3,3 0,0");
    check_rejects("box 6", GR_EINPUT, "line 1, column 5", "is not a box: expected S,C");
    check_rejects("box 6,2 6,x", GR_EINPUT, "line 1, column 9", "expected a box S,C");
    check_rejects("box 3,4", GR_EINPUT, "line 1, column 5", "a box of capacity 3 holds at most 3");
    check_rejects("box 18446744073709551616,1", GR_ERANGE, "line 1, column 5", "too large");
    check_explain("box 20,3", "A box of capacity 20 holding 3 stones; a move adds 1 to C^2 "
                  "stones. The largest t with t + t^2 < 20 is 3: the box holds t stones, a "
                  "P-position (every move passes t and lets the opponent fill the box), "
                  "value 0.");
}

int main(void)
{
    small();
    against_table();
    huge();
    syntax();
    return check_summary("test_box");
}
