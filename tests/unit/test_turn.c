/*
** test_turn.c - turn:SET (a move turns s coins, s in a set) against the rule
** played out here on rows as bit masks: every row of up to 10 coins for
** many sets, the value and the number of winning moves; the solver against
** its exhaustive search on short rows; the sets that name other games
** (turn:2-2 is twins, turn:3-3 triplets, turn:1-2 turtles); the set's
** syntax, printed back and refused.
*/
#include <stdio.h>
#include <string.h>

#include "check.h"

#define COINS 10

/* Values of every row of n coins (bit i: coin i + 1 heads) under the rule
** "turn s coins, s in set (bit s)": a move turns a head m and s - 1 coins
** below it. Rows are valued by increasing mask: a move clears the highest
** turned bit, which is set, so it lowers the mask. */
static void brute_values(unsigned set, int n, unsigned char *g)
{
    unsigned row, u, m, seen[8];
    int top;

    for (row = 0; row < 1u << n; row++) {
        memset(seen, 0, sizeof seen);
        for (top = 0; top < n; top++) {
            if (!(row >> top & 1))
                continue;
            m = 1u << top;
            for (u = 0; u < m; u++)   /* the other coins: any set below m */
                if (set >> (__builtin_popcount(u) + 1) & 1)
                    seen[g[row ^ m ^ u] / 32] |= 1u << g[row ^ m ^ u] % 32;
        }
        for (g[row] = 0; seen[g[row] / 32] >> g[row] % 32 & 1; g[row]++)
            ;
    }
}

/* Writes "turn:SPEC" and the row as H and T (or "0" when it has no head
** and is written by positions). */
static void row_text(char *text, size_t size, const char *spec, unsigned row, int n)
{
    int len = snprintf(text, size, "turn:%s ", spec), i;

    for (i = 0; i < n; i++)
        text[len++] = row >> i & 1 ? 'H' : 'T';
    text[len] = '\0';
}

/* The number of moves of row to a row of value 0 under the brute values. */
static size_t brute_winning(unsigned set, unsigned row, int n, const unsigned char *g)
{
    unsigned u, m;
    size_t count = 0;
    int top;

    for (top = 0; top < n; top++)
        if (row >> top & 1)
            for (m = 1u << top, u = 0; u < m; u++)
                count += (set >> (__builtin_popcount(u) + 1) & 1) && g[row ^ m ^ u] == 0;
    return count;
}

static void sets_against_the_rule(void)
{
    static const struct {
        const char *spec;
        unsigned set;
    } sets[] = {
        {"1,3", 0x0a}, {"2-4", 0x1c}, {"3-3", 0x08}, {"2-2", 0x04}, {"1,4", 0x12},
        {"2,5", 0x24}, {"1-2,4", 0x16}, {"3,5-6", 0x68}, {"4-4", 0x10}, {"1,3,5,7", 0xaa},
        {"2-3,6", 0x4c}, {"5-5", 0x20},
    };
    static unsigned char g[1u << COINS];
    char text[64];
    uint64_t value;
    size_t i, moves;
    unsigned row;
    int n;

    for (i = 0; i < sizeof sets / sizeof sets[0]; i++)
        for (n = 1; n <= COINS; n++) {
            brute_values(sets[i].set, n, g);
            for (row = 0; row < 1u << n; row++) {
                if (n < COINS && row >> (n - 1) == 0)
                    continue;   /* a shorter row: its last coin tails, seen already */
                row_text(text, sizeof text, sets[i].spec, row, n);
                check_solve(text, &value, &moves);
                if (!CHECK_EQ_U64(value, g[row]))
                    fprintf(stderr, "  %s\n", text);
                CHECK_EQ_U64(moves, g[row] ? brute_winning(sets[i].set, row, n, g) : 0);
                if (n <= 6)
                    check_against_search(text, 0);
                if (n <= 5)
                    check_against_search(text, 1);
            }
        }
}

/* The sets that are games of their own give their values. */
static void named_games(void)
{
    static const char *pairs[][2] = {
        {"turn:2-2", "twins"}, {"turn:3-3", "triplets"}, {"turn:1-2", "turtles"},
        {"turn:1-3", "mock"}, {"turn:1-5", "moebius"}, {"turn:7", "mogul"},
    };
    char a[96], b[96];
    uint64_t va, vb;
    size_t i, ma, mb;
    unsigned c;

    for (i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
        for (c = 1; c <= 25; c++) {
            snprintf(a, sizeof a, "%s %u %u", pairs[i][0], c, c + 7);
            snprintf(b, sizeof b, "%s %u %u", pairs[i][1], c, c + 7);
            check_solve(a, &va, &ma);
            check_solve(b, &vb, &mb);
            CHECK_EQ_U64(va, vb);
            CHECK_EQ_U64(ma, mb);
        }
}

static void syntax(void)
{
    check_roundtrip("turn:1,3 HTTH", "turn:1,3 HTTH");
    check_roundtrip("turn:1-3 2 5", "turn:3 2 5");
    check_roundtrip("turn:3-3 2 5", "turn:3-3 2 5");
    check_roundtrip("turn:1-1 2", "turn:1 2");
    check_roundtrip("turn:1,2,3,5,6 2", "turn:1-3,5-6 2");
    check_roundtrip("turn:4,2-3,16 2", "turn:2-4,16 2");
    check_rejects("turn:0 1", GR_EINPUT, "line 1, column 1", "or the counts a move may turn");
    check_rejects("turn:17 1", GR_EINPUT, "line 1, column 1", "1 to 16");
    check_rejects("turn:3-1 1", GR_EINPUT, "line 1, column 1", "e.g. turn:1,3 or turn:2-4");
    check_rejects("turn:1, 1", GR_EINPUT, "line 1, column 1", "turn:1,3");
    check_rejects("turn:1,,2 1", GR_EINPUT, "line 1, column 1", "turn:1,3");
    check_rejects("turn:2-17 1", GR_EINPUT, "line 1, column 1", "turn:1,3");
    check_rejects("turn:a 1", GR_EINPUT, "line 1, column 1", "turn:1,3");
}

int main(void)
{
    sets_against_the_rule();
    named_games();
    syntax();
    return check_summary("test_turn");
}
