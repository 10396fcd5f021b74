/*
** test_split.c - split Nim (split N; AcWing 894): the closed form (odious
** numbers) against the definition up to heap 300, the solver against
** exhaustive search (alone, in sums, misere), moves_to against every move,
** the 64-bit limit, the syntax.
*/
#include <stdio.h>
#include <string.h>

#include "check.h"

#define DEF_MAX 300

static uint64_t value_of(uint64_t n)
{
    char text[64];
    gr_position *p;
    gr_value v = {GR_VALUE_UNKNOWN, 0, NULL, 0, 0};
    gr_error err;

    snprintf(text, sizeof text, "split %llu", (unsigned long long)n);
    if ((p = check_parse(text)) == NULL)
        return UINT64_MAX;
    CHECK(gr_game_value(p->items[0].game, p->items[0].state, &v, &err) == GR_OK);
    gr_position_free(p);
    return v.nimber;
}

/* G(n) = mex of G(i) ^ G(j), j <= i < n, by the definition. */
static void against_definition(void)
{
    static uint64_t g[DEF_MAX + 1];
    static unsigned char seen[4 * DEF_MAX + 4];
    uint64_t n, i, j, v;

    for (n = 0; n <= DEF_MAX; n++) {
        memset(seen, 0, sizeof seen);
        for (i = 0; i < n; i++)
            for (j = 0; j <= i; j++)
                seen[g[i] ^ g[j]] = 1;
        for (v = 0; seen[v]; v++)
            ;
        g[n] = v;
        if (!CHECK_EQ_U64(value_of(n), v))
            return;
    }
}

static void small(void)
{
    char text[96];
    int a, b;
    uint64_t t;

    for (a = 0; a <= 4; a++) {
        snprintf(text, sizeof text, "split %d", a);
        check_against_search(text, 0);
        check_against_search(text, 1);
        for (b = 0; b <= 3; b++) {
            snprintf(text, sizeof text, "split %d %d + nim %d", a, b, (a + b) % 3);
            check_against_search(text, 0);
        }
    }
    for (a = 0; a <= 40; a++)
        for (t = 0; t <= 80; t++) {
            snprintf(text, sizeof text, "split %d", a);
            check_moves_to(text, t);
        }
    check_moves_to_stops("split 30", 0);
}

static void huge(void)
{
    CHECK_EQ_U64(value_of(9223372036854775808u), 18446744073709551614u);
    CHECK_EQ_U64(value_of(1000000000000u), 1999999999999u);
    /* an odious target: its one move, found without a scan */
    CHECK_STR(check_move_to_text("split 9223372036854775808", 7, 0),
              "9223372036854775808 -> 4 + 0");
    check_rejects("split 9223372036854775809", GR_ERANGE, "line 1, column 7",
                  "has a nim-value beyond 64 bits");
    check_roundtrip("split 3 4 + split 0", "split 3 4 0");
}

int main(void)
{
    against_definition();
    small();
    huge();
    return check_summary("test_split");
}
