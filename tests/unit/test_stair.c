/*
** test_stair.c - Staircase Nim against exhaustive search (every staircase of
** up to four steps, alone and in sums, normal and misere), moves_to against
** every move, and 64-bit staircases.
*/
#include <stdio.h>
#include <stdlib.h>

#include "check.h"

static void small_stairs(void)
{
    char text[128], sum[160];
    unsigned code, total;
    int n, max, misere, i;
    uint64_t t;

    for (n = 1; n <= 4; n++) {
        max = n <= 3 ? 4 : 3;
        for (total = 1, i = 0; i < n; i++)
            total *= (unsigned)(max + 1);
        for (code = 0; code < total; code++) {
            check_row_text(text, sizeof text, "stair", code, n, max);
            for (misere = 0; misere <= 1; misere++)
                check_against_search(text, misere);
            for (t = 0; t <= 8; t++)
                check_moves_to(text, t);
            check_moves_to_stops(text, 0);
            snprintf(sum, sizeof sum, "%s + nim %u", text, code % (n <= 3 ? 5u : 2u));
            check_against_search(sum, 0);
            if (n <= 2)
                check_against_search(sum, 1);
        }
    }
    check_against_search("stair 0 3 1 5 + nim 2", 0);
    check_against_search("stair 1 2 + stair 2 1 + nim 3", 1);
}

/* Longer staircases: moves_to against every move (raising odd steps too). */
static void medium_stairs(void)
{
    char text[256];
    int i, k, len;
    uint64_t t;

    srand(4242);
    for (k = 0; k < 300; k++) {
        len = snprintf(text, sizeof text, "stair");
        for (i = 0; i < 1 + k % 9; i++)
            len += snprintf(text + len, sizeof text - (size_t)len, " %d", rand() % 33);
        for (t = 0; t <= 70; t++)
            check_moves_to(text, t);
    }
}

typedef struct seen {
    const gr_game *g;
    uint64_t target;
    int count, bad;
} seen;

static int value_is_target(void *ctx, const gr_option *o)
{
    seen *s = ctx;
    gr_value v;

    s->count++;
    if (o->nparts != 1 || gr_game_value(s->g, o->parts[0], &v, NULL) != GR_OK ||
        v.nimber != s->target)
        s->bad++;
    return 0;
}

/* moves_to on text for target: every move reported has the target value;
** returns how many there were. */
static int moves_to_count(const char *text, uint64_t target)
{
    gr_position *p = check_parse(text);
    seen s = {NULL, target, 0, 0};
    gr_error err;

    if (p == NULL)
        return -1;
    s.g = p->items[0].game;
    CHECK(gr_game_moves_to(s.g, p->items[0].state, target, value_is_target, &s, &err) == 0);
    CHECK(s.bad == 0);
    gr_position_free(p);
    return s.count;
}

static void huge_stairs(void)
{
    gr_error err;
    const char *big[] = {"stair 18446744073709551615", "stair 0 9223372036854775808",
                         "stair 0 18446744073709551615", "stair 18446744073709551614 1"};
    const char *too_big[] = {"stair", "18446744073709551615", "1"};

    /* 2^63 on step 2 moves onto the empty step 1: to 2^63 exactly one way */
    CHECK_EQ_U64(moves_to_count(big[1], (uint64_t)1 << 63), 1);
    CHECK_EQ_U64(moves_to_count(big[0], 0), 1);
    CHECK_EQ_U64(moves_to_count(big[2], UINT64_MAX), 1);
    CHECK_EQ_U64(moves_to_count(big[3], UINT64_MAX), 1);
    CHECK_EQ_U64(moves_to_count(big[3], 5), 1);
    CHECK_EQ_U64(moves_to_count("stair 1 2 4 8 16 32", 0), 1);   /* 16 -> 5 */
    CHECK_EQ_U64(moves_to_count("stair 1 30 4 8 16 32", 0), 2);   /* and 19 onto 1 */
    /* the coins must fit on one step */
    CHECK(gr_position_parse_args(too_big, 3, 1, &err) == NULL);
    CHECK(err.code == GR_ERANGE);
    CHECK_STR(err.where, "argument 3");
}

static void words(void)
{
    check_explain("stair 0 3 1 5", "Staircase Nim: only the odd steps count (coins moved from "
                  "an even step onto an odd one can be moved on down at once), so the value is "
                  "the XOR of steps 1, 3, 5, ...: 0 xor 1 = 1");
    check_draw("stair 1 0 2", 0, "step 1: o (1)\nstep 2: (0)\nstep 3: oo (2)\n");
}

int main(void)
{
    small_stairs();
    medium_stairs();
    huge_stairs();
    words();
    return check_summary("test_stair");
}
