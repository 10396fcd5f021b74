/*
** test_hackenbush.c - Green Hackenbush on graphs against exhaustive search:
** every multigraph of up to 4 edges on 4 vertices (loops and repeated edges
** included), thousands of random graphs with circuits, sums with Nim and
** trees, misere by search; the syntax and its errors; large graphs.
*/
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* Keeps the edges joined to the ground (the game drops the others). */
static int grounded(const int *a, const int *b, int m, int *keep)
{
    int reach[16] = {1}, changed = 1, i, n = 0;

    while (changed)
        for (changed = 0, i = 0; i < m; i++)
            if (reach[a[i]] != reach[b[i]]) {
                reach[a[i]] = reach[b[i]] = 1;
                changed = 1;
            }
    for (i = 0; i < m; i++)
        if ((keep[i] = reach[a[i]]))
            n++;
    return n;
}

static void graph_text(char *text, size_t size, const int *a, const int *b, int m)
{
    int keep[32], i;
    size_t len = (size_t)snprintf(text, size, "hackenbush");

    if (grounded(a, b, m, keep) == 0)
        snprintf(text + len, size - len, " 0");
    for (i = 0; i < m; i++)
        if (keep[i])
            len += (size_t)snprintf(text + len, size - len, " %d-%d", a[i], b[i]);
}

/* Every multiset of up to 4 edges among the 10 on vertices 0..3. */
static void all_small(void)
{
    int types[10][2], t = 0, x, y, c[4], m, a[4], b[4], i;
    char text[128];
    long count = 0;

    for (x = 0; x < 4; x++)
        for (y = x; y < 4; y++, t++) {
            types[t][0] = (x + t) % 2 ? y : x;   /* both orientations occur */
            types[t][1] = (x + t) % 2 ? x : y;
        }
    for (m = 1; m <= 4; m++) {
        for (i = 0; i < m; i++)
            c[i] = 0;
        for (;;) {
            for (i = 0; i < m; i++) {
                a[i] = types[c[i]][0];
                b[i] = types[c[i]][1];
            }
            graph_text(text, sizeof text, a, b, m);
            check_against_search(text, 0);
            count++;
            for (i = m - 1; i >= 0 && c[i] == 9; i--)
                ;
            if (i < 0)
                break;
            c[i]++;
            while (++i < m)
                c[i] = c[i - 1];
        }
    }
    CHECK_EQ_U64(count, 10 + 55 + 220 + 715);
}

static void random_graphs(void)
{
    char text[256], sum[320];
    int a[12], b[12], r, m, n, i;

    srand(3);
    for (r = 0; r < 3000; r++) {
        n = 2 + rand() % 5;
        m = 1 + rand() % (r % 3 == 0 ? 10 : 8);
        for (i = 0; i < m; i++) {
            a[i] = rand() % n;
            b[i] = rand() % 8 == 0 ? a[i] : rand() % n;
        }
        graph_text(text, sizeof text, a, b, m);
        check_against_search(text, 0);
        if (r % 10 == 0) {
            snprintf(sum, sizeof sum, "%s + nim %d + tree 1-2 1-3", text, r % 5);
            check_against_search(sum, 0);
        }
        if (r % 50 == 0 && m <= 6)
            check_against_search(text, 1);
    }
}

static void syntax(void)
{
    check_roundtrip("hackenbush 0-1 1-2 2-0 2-2", "hackenbush 0-1 1-2 2-0 2-2");
    check_roundtrip("hackenbush 0", "hackenbush 0");
    check_roundtrip("hackenbush 0-0 0-0", "hackenbush 0-0 0-0");
    check_roundtrip("hackenbush 5-0 + hackenbush 0", "hackenbush 5-0 + hackenbush 0");
    check_rejects("hackenbush 0-1 2-3", GR_EINPUT, "line 1, column 16", "not joined to the ground");
    check_rejects("hackenbush 1-1", GR_EINPUT, "line 1, column 12", "not joined to the ground");
    check_rejects("hackenbush 0-a", GR_EINPUT, "line 1, column 12", "expected two vertex numbers");
    check_rejects("hackenbush 0-1 0", GR_EINPUT, "line 1, column 16", "bare root");
    check_rejects("hackenbush 3", GR_EINPUT, "line 1, column 12", "not an edge");
    check_pair_word_lengths("hackenbush", "0", '-', "expected two vertex numbers joined by '-'",
                            "vertex number too large");
}

/* A circuit of n edges through the ground, with a stalk of s edges on it. */
static char *circuit(size_t n, size_t s)
{
    char *text = malloc(32 * (n + s + 1)), *p = text;
    size_t i;

    p += sprintf(p, "hackenbush");
    for (i = 0; i < n; i++)
        p += sprintf(p, " %zu-%zu", i, (i + 1) % n);
    for (i = 0; i < s; i++)
        p += sprintf(p, " %zu-%zu", i ? n + i - 1 : 1, n + i);
    return text;
}

static void large(void)
{
    uint64_t value;
    size_t moves;
    char *text;

    text = circuit(1000000, 0);   /* an even circuit fuses to an even number of loops */
    check_solve(text, &value, &moves);
    CHECK_EQ_U64(value, 0);
    CHECK_EQ_U64(moves, 0);
    free(text);
    text = circuit(999, 0);       /* odd: every cut leaves two stalks whose lengths differ */
    check_solve(text, &value, &moves);
    CHECK_EQ_U64(value, 1);
    CHECK_EQ_U64(moves, 1);   /* only the middle edge leaves two equal stalks */
    free(text);
    text = circuit(5, 1000000);   /* 5 loops (*1) and a stalk of 10^6 on them */
    check_solve(text, &value, &moves);
    CHECK_EQ_U64(value, 1000001);
    CHECK_EQ_U64(moves, 1);
    free(text);
}

/* Graphs of a few hundred edges (small circuits sharing vertices, loops,
** repeated edges): the winning moves found through the block tree are
** exactly the cuts whose result has value 0 (each cut re-valued whole). */
static void medium_graphs(void)
{
    char *text = malloc(24 * 600);
    int r, m, nv, at, len, i, prev;

    srand(23);
    for (r = 0; r < 200; r++) {
        size_t n;

        n = (size_t)sprintf(text, "hackenbush");
        for (m = 0, nv = 1; m < 20 + r;) {
            at = rand() % nv;
            len = 1 + rand() % (r % 4 == 0 ? 12 : 5);
            for (prev = at, i = 1; i < len; i++, m++) {
                n += (size_t)sprintf(text + n, " %d-%d", prev, nv);
                prev = nv++;
            }
            n += (size_t)sprintf(text + n, " %d-%d", prev, rand() % 3 ? at : prev);
            m++;
        }
        check_winning_count(text);
    }
    free(text);
}

int main(void)
{
    check_against_search("hackenbush 0-1 1-2 2-0 2-2", 0);
    check_against_search("hackenbush 0-1 1-2 2-0 2-2 + nim 1 + tree 1-2", 0);
    all_small();
    random_graphs();
    syntax();
    medium_graphs();
    large();
    check_explain_draw("hackenbush 0-1 1-2 2-0 2-2", "ground's part is worth 0",
                       "0\n`- 1\n   `- 2 (also to 0) (loop)\n");
    return check_summary("test_hackenbush");
}
