/*
** test_bash.c - the Bash game bash:M against exhaustive search (M = 1..5,
** heaps up to 12, alone and in sums, normal and misere), moves_to against
** every move, 64-bit heaps and limits, the period, bad parameters.
*/
#include <stdio.h>
#include <string.h>

#include "check.h"

static void small_heaps(void)
{
    char text[128];
    int m, a, b, misere;
    uint64_t t;

    for (m = 1; m <= 5; m++)
        for (a = 0; a <= 12; a++) {
            snprintf(text, sizeof text, "bash:%d %d", m, a);
            for (misere = 0; misere <= 1; misere++)
                check_against_search(text, misere);
            for (t = 0; t <= 7; t++)
                check_moves_to(text, t);
            check_moves_to_stops(text, (uint64_t)(a + 1) % (uint64_t)(m + 1));
            for (b = 0; b <= 8; b++) {
                snprintf(text, sizeof text, "bash:%d %d %d + nim %d", m, a, b, (a + b) % 4);
                check_against_search(text, 0);
                if (a <= 6 && b <= 6)
                    check_against_search(text, 1);
            }
        }
    check_against_search("bash:3 10 7 + bash:2 5", 0);
}

static uint64_t value_of(const char *text, size_t component)
{
    gr_position *p = check_parse(text);
    gr_value v = {GR_VALUE_UNKNOWN, 0, NULL, 0, 0};
    gr_error err;

    if (p == NULL)
        return 0;
    CHECK(gr_game_value(p->items[component].game, p->items[component].state, &v, &err) ==
          GR_OK);
    gr_position_free(p);
    return v.nimber;
}

static void huge(void)
{
    CHECK_EQ_U64(value_of("bash:3 18446744073709551615", 0), 3);
    CHECK_EQ_U64(value_of("bash:18446744073709551615 18446744073709551615", 0), UINT64_MAX);
    CHECK_EQ_U64(value_of("bash:18446744073709551614 18446744073709551615", 0), 0);
    CHECK_EQ_U64(value_of("bash:1000000000000000000 18446744073709551615", 0),
                 UINT64_MAX % 1000000000000000001u);
    CHECK_STR(check_move_to_text("bash:3 18446744073709551615", 0, 1),
              "18446744073709551615 -> 18446744073709551612");
    CHECK_STR(check_move_to_text("bash:3 18446744073709551615", 1, 1),
              "18446744073709551615 -> 18446744073709551613");
    CHECK_STR(check_move_to_text("bash:3 18446744073709551615", 3, 1), "");
    CHECK_STR(check_move_to_text("bash:3 18446744073709551615", 4, 1), "");
    CHECK_STR(check_move_to_text("bash:18446744073709551615 18446744073709551615", 0, 1),
              "18446744073709551615 -> 0");
    CHECK_STR(check_move_to_text("bash:18446744073709551615 7", 6, 1), "7 -> 6");
    CHECK_STR(check_move_to_text("bash:18446744073709551615 7", 8, 1), "");
    CHECK_STR(check_move_to_text("bash:18446744073709551614 18446744073709551614", 3, 1),
              "18446744073709551614 -> 3");
    CHECK_STR(check_move_to_text("bash:18446744073709551614 18446744073709551615", 3, 1),
              "18446744073709551615 -> 3");
    CHECK_STR(check_move_to_text("bash:5 2", 1, 1), "2 -> 1");
    CHECK_STR(check_move_to_text("bash:5 2", 4, 1), "");   /* would need 4 more tokens */
    CHECK_STR(check_move_to_text("bash:5 8", 4, 1), "8 -> 4");
    CHECK_STR(check_move_to_text("bash:5 8", 3, 1), "8 -> 3");
    CHECK_STR(check_move_to_text("bash:5 8", 2, 1), "");   /* 8 - 2 = 6 > 5 */
}

static void period_and_errors(void)
{
    gr_error err;
    gr_game *g = gr_game_new("bash:6", 6, &err);
    gr_period per;
    const char *bad[][2] = {{"bash", "needs its move limit"}, {"bash:", "needs its move"},
                            {"bash:0", "at least 1"}, {"bash:-2", "negative"},
                            {"bash:2x", "not a whole number"},
                            {"bash:18446744073709551616", "too large"}};
    size_t i;

    CHECK(g != NULL && gr_game_period(g, 100, &per, &err) == GR_OK);
    CHECK(per.status == GR_PERIOD_PROVED && per.period == 7 && per.preperiod == 0);
    gr_game_unref(g);
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        g = gr_game_new(bad[i][0], strlen(bad[i][0]), &err);
        CHECK(g == NULL);
        if (!CHECK(strstr(err.message, bad[i][1]) != NULL))
            fprintf(stderr, "  %s: %s\n", bad[i][0], err.message);
    }
    g = gr_game_new("bash:5", 6, &err);
    CHECK_STR(g ? g->spec : NULL, "bash:5");
    gr_game_unref(g);
}

static void words(void)
{
    check_explain("bash:3 10", "Bash game with M = 3: a heap moves to the 3 heaps below it, "
                  "so G(n) = n mod 4; 10 mod 4 = 2");
    check_explain("bash:18446744073709551615 5", "Bash game with M = 18446744073709551615: "
                  "every heap can be taken at once, so it plays as Nim and G(5) = 5");
    check_draw("bash:3 3", 0, "ooo (3)");
}

int main(void)
{
    small_heaps();
    huge();
    period_and_errors();
    words();
    return check_summary("test_bash");
}
