/*
** test_coins.c - the coin-turning games against exhaustive search: every
** row of up to 12 coins (as H and T) valued by mex search, moves_to against
** every move; each rule's single-head values against an independent mex by
** its definition up to coin 200; huge coins by the closed forms; the forms
** a row is written in, and the errors.
*/
#include <stdio.h>
#include <string.h>

#include "check.h"

static const char *const games[] = {"turtles", "mock", "ruler", "twins", "triplets"};
#define NGAMES (sizeof games / sizeof games[0])

/* the row of n coins whose heads are the bits of code, as H and T */
static void ht_row(char *text, size_t size, const char *game, unsigned code, int n)
{
    int i, len = snprintf(text, size, "%s ", game);

    for (i = 0; i < n; i++)
        text[len + i] = (code >> i & 1) ? 'H' : 'T';
    text[len + n] = '\0';
}

/* Rows against mex search: every row of up to 7 coins, and two rows of each
** length 8 to 12 (a search of 12 coins visits up to 4096 rows). */
static void rows_against_search(const char *game)
{
    char text[64];
    unsigned code, stride;
    int n;

    for (n = 1; n <= 12; n++) {
        stride = n <= 7 ? 1 : (1u << n) / 2 + 1;
        for (code = 0; code < (1u << n); code += stride) {
            ht_row(text, sizeof text, game, code | 1u << (n - 1), n);
            check_against_search(text, 0);
            if (n <= 6) {
                check_moves_to(text, 0);
                check_moves_to(text, code % 5);
            }
        }
    }
}

/* g(n) by the rule's definition: mex over the sets it may turn with n */
static uint64_t mex_of(const int *seen, int size)
{
    int v = 0;
    while (v < size && seen[v])
        v++;
    return (uint64_t)v;
}

static void definition_values(const char *game, uint64_t *g, int n)
{
    static int seen[1 << 16];
    int m, a, b, k;

    for (m = 1; m <= n; m++) {
        uint64_t run = 0;
        memset(seen, 0, sizeof seen);
        if (strcmp(game, "ruler") == 0) {
            for (k = m - 1; k >= 0; k--)
                seen[run] = 1, run ^= k ? g[k] : 0;
        } else {
            int upto = strcmp(game, "turtles") == 0 ? 2 : strcmp(game, "mock") == 0 ? 3 : 0;
            int exact = strcmp(game, "twins") == 0 ? 2 : strcmp(game, "triplets") == 0 ? 3 : 0;
            if (upto || exact == 1)
                seen[0] = 1;
            for (a = 1; a < m; a++) {
                if (upto >= 2 || exact == 2)
                    seen[g[a]] = 1;
                for (b = a + 1; b < m; b++)
                    if (upto >= 3 || exact == 3)
                        seen[g[a] ^ g[b]] = 1;
            }
        }
        g[m] = mex_of(seen, 1 << 16);
    }
}

static uint64_t row_value(const char *game, uint64_t coin)
{
    char text[80];
    uint64_t v;
    size_t moves;

    snprintf(text, sizeof text, "%s %llu", game, (unsigned long long)coin);
    check_solve(text, &v, &moves);
    return v;
}

static void single_heads(const char *game)
{
    uint64_t g[201];
    int n, bad = 0;

    definition_values(game, g, 200);
    for (n = 1; n <= 200; n++)
        bad += row_value(game, (uint64_t)n) != g[n];
    if (!CHECK(bad == 0))
        printf("  %s: %d single heads differ from the definition\n", game, bad);
}

/* a coin worth more than 64 bits (or beyond a table): solving fails with
** code, and a message that contains what */
static void check_refused(const char *text, int code, const char *what)
{
    gr_position *p = check_parse(text);
    gr_analysis a;
    gr_error err;

    if (p == NULL)
        return;
    CHECK(gr_solve(p, NULL, &a, &err) == code);
    CHECK(strstr(err.message, what) != NULL);
    gr_position_free(p);
}

static void huge_coins(void)
{
    uint64_t big = UINT64_C(1) << 62;

    CHECK_EQ_U64(row_value("turtles", UINT64_MAX), UINT64_MAX);
    CHECK_EQ_U64(row_value("twins", UINT64_MAX), UINT64_MAX - 1);
    CHECK_EQ_U64(row_value("ruler", big * 3), big);
    CHECK_EQ_U64(row_value("mock", big + 1), 2 * big);   /* 2^62 has one 1 */
    CHECK_EQ_U64(row_value("mock", UINT64_C(1) << 63), UINT64_MAX - 1);
    CHECK_EQ_U64(row_value("triplets", (UINT64_C(1) << 63) + 2), UINT64_MAX - 1);
    check_refused("mock 9223372036854775809", GR_ERANGE, "worth more than 2^64 - 1");
    check_refused("triplets 9223372036854775811", GR_ERANGE, "worth more than 2^64 - 1");
    /* a winning move from a huge head, found without trying every move */
    {
        uint64_t v;
        size_t moves;
        check_solve("turtles 1000000000000 7", &v, &moves);
        CHECK_EQ_U64(v, UINT64_C(1000000000000) ^ 7);
        CHECK_EQ_U64(moves, 1);   /* from the head at 10^12: turn it and coin 7 */
        check_solve("ruler 1000000000000 3", &v, &moves);
        CHECK_EQ_U64(moves, 1);
    }
    check_winning_count("twins 5 9");
}

static void forms(void)
{
    check_roundtrip("mock 8 1 5", "mock 1 5 8");
    check_roundtrip("mock HTTTHTTH", "mock HTTTHTTH");
    check_roundtrip("mock 0", "mock 0");
    check_roundtrip("ruler TTT", "ruler TTT");
    check_rejects("mock 3 3", GR_EINPUT, "line 1, column 6", "coin 3 is named twice");
    check_rejects("mock 0 2", GR_EINPUT, "line 1, column 6", "'0' alone stands for a row with no heads");
    check_rejects("mock HTX", GR_EINPUT, "line 1, column 6", "'X' in a row of coins");
    check_explain_draw("mock 1 5 8", "g(1) = 1 ⊕ g(5) = 8 ⊕ g(8) = 14 = 7", "HTTTHTTH");
}

/* g(n) of "turn one to k coins" by its definition: the mex of the nim-sums
** of fewer than k values of earlier coins (every subset tried) */
static void mark_sums(int *seen, const uint64_t *g, int below, int from, int left,
                      uint64_t sum)
{
    int c;

    seen[sum] = 1;
    if (left == 0)
        return;
    for (c = from; c < below; c++)
        mark_sums(seen, g, below, c + 1, left - 1, sum ^ g[c]);
}

static void turn_values(int k, uint64_t *g, int n)
{
    static int seen[1 << 16];
    int m;

    for (m = 1; m <= n; m++) {
        memset(seen, 0, sizeof seen);
        mark_sums(seen, g, m, 1, k - 1, 0);
        g[m] = mex_of(seen, 1 << 16);
    }
}

static void turn_games(void)
{
    static const char *const named[] = {"turn:1", "turn:2", "turn:3", "turn:4", "moebius",
                                        "turn:6", "mogul"};
    char text[64];
    uint64_t g[25];
    int k, n, bad = 0;
    unsigned code;

    for (k = 1; k <= 7; k++) {
        turn_values(k, g, 24);
        for (n = 1; n <= 24; n++) {
            snprintf(text, sizeof text, "%s %d", named[k - 1], n);
            bad += row_value(named[k - 1], (uint64_t)n) != g[n];
        }
        for (n = 1; n <= 6; n++)
            for (code = 1u << (n - 1); code < (1u << n); code += 3) {
                ht_row(text, sizeof text, named[k - 1], code, n);
                check_against_search(text, 0);
                check_moves_to(text, code % 4);
            }
        /* longer rows, one of each length up to 12 coins for K <= 3 and 8
        ** coins beyond (a search of every row the rule reaches: K = 7 turns
        ** up to 7 of 8 coins a move) */
        for (n = 7; n <= (k <= 3 ? 12 : 8); n++) {
            ht_row(text, sizeof text, named[k - 1], (1u << (n - 1)) | 0x2du, n);
            check_against_search(text, 0);
        }
    }
    if (!CHECK(bad == 0))
        printf("  turn:K: %d single heads differ from the definition\n", bad);
    CHECK_EQ_U64(row_value("turn:3", 200), row_value("mock", 200));
    CHECK_EQ_U64(row_value("turn:2", 200), 200);
    check_refused("mogul 300", GR_EUNDECIDED, "values are computed here up to coin");
    check_rejects("turn:17 3", GR_EINPUT, "line 1, column 1", "1 to 16");
    check_rejects("moebius:2 3", GR_EINPUT, "line 1, column 1", "takes no parameters");
}

int main(void)
{
    size_t i;

    for (i = 0; i < NGAMES; i++) {
        rows_against_search(games[i]);
        single_heads(games[i]);
    }
    check_against_search("mock 1 4 + turtles HTH + nim 3", 0);
    check_against_search("ruler 1 2 3 + twins 4", 1);
    huge_coins();
    forms();
    turn_games();
    return check_summary("test_coins");
}
