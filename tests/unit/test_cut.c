/*
** test_cut.c - the Cutting Game (cut W,H; POJ 2311): the table against an
** independent recursion from the definition up to 40 x 40, the solver
** against exhaustive search (alone, in sums, misere), moves_to against
** every move, sheets past the table (no value; a big one is refused), the
** syntax and its errors.
*/
#include <stdio.h>
#include <string.h>

#include "check.h"

#define DEF_MAX 40

static int memo[DEF_MAX + 1][DEF_MAX + 1];

/* G(w, h) by memoised recursion over the cuts leaving two sheets >= 2 x 2. */
static int g_def(int w, int h)
{
    int seen[2 * DEF_MAX + 2] = {0}, i, v;

    if (memo[w][h] >= 0)
        return memo[w][h];
    for (i = 2; i + 2 <= w; i++)
        seen[g_def(i, h) ^ g_def(w - i, h)] = 1;
    for (i = 2; i + 2 <= h; i++)
        seen[g_def(w, i) ^ g_def(w, h - i)] = 1;
    for (v = 0; seen[v]; v++)
        ;
    return memo[w][h] = v;
}

static uint64_t value_of(const char *text, int *known)
{
    gr_position *p = check_parse(text);
    gr_value v = {GR_VALUE_UNKNOWN, 0, NULL, 0, 0};
    gr_error err;

    if (p == NULL)
        return UINT64_MAX;
    CHECK(gr_game_value(p->items[0].game, p->items[0].state, &v, &err) == GR_OK);
    gr_position_free(p);
    *known = v.kind == GR_VALUE_NIMBER;
    return v.nimber;
}

static void against_definition(void)
{
    char text[64];
    int w, h, known;

    memset(memo, -1, sizeof memo);
    for (w = 2; w <= DEF_MAX; w++)
        for (h = 2; h <= DEF_MAX; h++) {
            snprintf(text, sizeof text, "cut %d,%d", w, h);
            if (!CHECK_EQ_U64(value_of(text, &known), (uint64_t)g_def(w, h)) || !CHECK(known))
                return;
        }
}

static void small(void)
{
    char text[96];
    int w, h;
    uint64_t t;

    for (w = 2; w <= 7; w++)
        for (h = 2; h <= 7; h++) {
            snprintf(text, sizeof text, "cut %d,%d", w, h);
            if (w * h <= 30)
                check_against_search(text, 0);
            if (w * h <= 16)
                check_against_search(text, 1);
            for (t = 0; t <= 4; t++)
                check_moves_to(text, t);
            if (w * h <= 16) {
                snprintf(text, sizeof text, "cut %d,%d 2,3 + nim %d", w, h, (w + h) % 3);
                check_against_search(text, 0);
            }
        }
}

static void beyond(void)
{
    gr_position *p = check_parse("cut 1000,1000");
    gr_analysis a;
    gr_error err;
    int known = 1;

    value_of("cut 401,2", &known);
    CHECK(!known);
    value_of("cut 400,400", &known);
    CHECK(known);
    if (p == NULL)
        return;
    CHECK(gr_solve(p, NULL, &a, &err) == GR_EUNDECIDED);
    gr_position_free(p);
}

static void syntax(void)
{
    check_roundtrip("cut 4,2 5,3 + cut 2,2", "cut 4,2 5,3 2,2");
    check_rejects("cut 4", GR_EINPUT, "line 1, column 5", "is not a sheet: expected W,H");
    check_rejects("cut 4,x", GR_EINPUT, "line 1, column 5", "expected a sheet W,H");
    check_rejects("cut 1,5", GR_EINPUT, "line 1, column 5", "a sheet is at least 2 x 2");
    check_rejects("cut 2,18446744073709551616", GR_ERANGE, "line 1, column 5", "too large");
    check_rejects("cut:3 4,2", GR_EINPUT, "line 1, column 1", "takes no parameters");
}

int main(void)
{
    against_definition();
    small();
    beyond();
    syntax();
    return check_summary("test_cut");
}
