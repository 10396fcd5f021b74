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

#define CUT_TABLE 400 /* every sheet up to 400 x 400 is in the game's table */
#define THIN_H 6      /* long thin sheets past the table: heights 2..THIN_H */
#define THIN_W 1200   /* and lengths up to this */

/* G(w, h) for h <= THIN_H, w <= THIN_W, row by row from the definition
** (a sheet w x h needs the shorter sheets of its row and the lower rows). */
static uint16_t thin[THIN_H + 1][THIN_W + 1];

static void thin_definition(void)
{
    static unsigned char seen[1 << 16];
    int w, h, i, v;

    for (h = 2; h <= THIN_H; h++)
        for (w = 2; w <= THIN_W; w++) {
            memset(seen, 0, sizeof seen);
            for (i = 2; i + 2 <= w; i++)
                seen[thin[h][i] ^ thin[h][w - i]] = 1;
            for (i = 2; i + 2 <= h; i++)
                seen[thin[i][w] ^ thin[h - i][w]] = 1;
            for (v = 0; seen[v]; v++)
                ;
            thin[h][w] = (uint16_t)v;
        }
}

/* Long thin sheets past the 400 table have values from their strip (cut
** 700,2 was searched, 45 s to list its moves): every one against the
** definition, both ways round, as the components of one position (one
** game, so the strip is made once and grown). */
static void long_sheets(void)
{
    gr_buf text = GR_BUF_INIT;
    gr_position *p;
    gr_value v;
    int w, h, known;
    size_t i;

    thin_definition();
    gr_buf_puts(&text, "cut");
    for (h = 2; h <= THIN_H; h++)
        for (w = CUT_TABLE + 1; w <= THIN_W; w++)
            gr_buf_printf(&text, w % 2 ? " %d,%d" : " %d,%d", w % 2 ? w : h, w % 2 ? h : w);
    p = check_parse(gr_buf_str(&text));
    gr_buf_free(&text);
    if (!CHECK(p != NULL))
        return;
    for (i = 0; i < p->count; i++) {
        h = 2 + (int)(i / (THIN_W - CUT_TABLE));
        w = CUT_TABLE + 1 + (int)(i % (THIN_W - CUT_TABLE));
        if (!CHECK(gr_game_value(p->items[i].game, p->items[i].state, &v, NULL) == GR_OK &&
                   v.kind == GR_VALUE_NIMBER) ||
            !CHECK_EQ_U64(v.nimber, thin[h][w])) {
            fprintf(stderr, "  sheet %d x %d\n", w, h);
            break;
        }
    }
    gr_position_free(p);
    value_of("cut 30001,2", &known);   /* past the strip's longest side */
    CHECK(!known);
    value_of("cut 5000,400", &known);   /* a strip that would cost too much */
    CHECK(!known);
}

static void beyond(void)
{
    gr_position *p = check_parse("cut 1000,1000");
    gr_analysis a;
    gr_error err;
    int known = 1;

    value_of("cut 401,2", &known);
    CHECK(known);
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
    long_sheets();
    syntax();
    return check_summary("test_cut");
}
