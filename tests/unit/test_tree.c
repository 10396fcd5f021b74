/*
** test_tree.c - Green Hackenbush on trees: every tree up to 7 vertices
** against exhaustive search (alone, in sums with Nim, misere), the syntax
** and its errors, and large trees (a path and a star of 10^6 edges).
*/
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* Writes the tree with parent[v] (v = 2..n) as text; `flip` turns some edges
** around and `rot` rotates the edge order, so no input order is favoured. */
static void tree_text(char *text, size_t size, const int *parent, int n, int flip, int rot)
{
    size_t len = (size_t)snprintf(text, size, "tree");
    int i;

    if (n == 1)
        snprintf(text + len, size - len, " 1");
    for (i = 0; i < n - 1; i++) {
        int v = 2 + (i + rot) % (n - 1);
        if ((flip >> (v % 8)) & 1)
            len += (size_t)snprintf(text + len, size - len, " %d-%d", v, parent[v]);
        else
            len += (size_t)snprintf(text + len, size - len, " %d-%d", parent[v], v);
    }
}

/* Every increasing tree (parent[v] < v) on n vertices: every rooted tree shape. */
static void all_trees(int n, int v, int *parent, long *count)
{
    char text[256], sum[300];
    int p;

    if (v > n) {
        tree_text(text, sizeof text, parent, n, (int)*count, (int)(*count % 5));
        check_against_search(text, 0);
        if (*count % 7 == 0) {
            snprintf(sum, sizeof sum, "%s + nim %ld", text, *count % 4);
            check_against_search(sum, 0);
        }
        if (n <= 5)
            check_against_search(text, 1);
        (*count)++;
        return;
    }
    for (p = 1; p < v; p++) {
        parent[v] = p;
        all_trees(n, v + 1, parent, count);
    }
}

static void syntax(void)
{
    check_roundtrip("tree 1-2 1-3 3-4", "tree 1-2 1-3 3-4");
    check_roundtrip("tree 4-3 1-3 2-1", "tree 4-3 1-3 2-1");
    check_roundtrip("tree 1", "tree 1");
    check_roundtrip("tree 1-18446744073709551615", "tree 1-18446744073709551615");
    check_roundtrip("tree 1-2 + nim 3 + tree 1", "tree 1-2 + nim 3 + tree 1");
    check_rejects("tree 1-2 2-3 3-1", GR_EINPUT, "line 1, column 14", "closes a cycle");
    check_rejects("tree 1-2 2-1", GR_EINPUT, "line 1, column 10", "repeats an earlier edge");
    check_rejects("tree 1-2 2-2", GR_EINPUT, "line 1, column 10", "loop");
    check_rejects("tree 1-2 3-4", GR_EINPUT, "line 1, column 10", "not joined to the root");
    check_rejects("tree 2-3", GR_EINPUT, "line 1, column 6", "not joined to the root");
    check_rejects("tree 0-1", GR_EINPUT, "line 1, column 6", "numbered from 1");
    check_rejects("tree 1-x", GR_EINPUT, "line 1, column 6", "expected two vertex numbers");
    check_rejects("tree 12", GR_EINPUT, "line 1, column 6", "not an edge");
    check_rejects("tree 1-2 1", GR_EINPUT, "line 1, column 10", "bare root");
    check_rejects("tree 1-", GR_EINPUT, "line 1, column 6", "not an edge");
    check_rejects("tree 1-18446744073709551616", GR_ERANGE, "line 1, column 6", "too large");
    check_rejects("tree 1--2", GR_EINPUT, "line 1, column 6", "expected two vertex numbers");
    check_pair_word_lengths("tree", "1", '-', "expected two vertex numbers joined by '-'",
                            "vertex number too large");
}

/* "tree" and n edges made by edge(i, buf). */
static char *big_text(size_t n, void (*edge)(size_t i, char *buf))
{
    char *text = malloc(32 * (n + 1)), *p = text;
    size_t i;

    p += sprintf(p, "tree");
    for (i = 0; i < n; i++) {
        *p++ = ' ';
        edge(i, p);
        p += strlen(p);
    }
    return text;
}

static void path_edge(size_t i, char *buf) { sprintf(buf, "%zu-%zu", i + 1, i + 2); }
static void star_edge(size_t i, char *buf) { sprintf(buf, "1-%zu", i + 2); }
/* a path hung from the far end first: the worst order for a naive walk */
static void path_back(size_t i, char *buf) { sprintf(buf, "%zu-%zu", 1000001 - i, 1000000 - i); }

static void large(void)
{
    uint64_t value;
    size_t moves;
    char *text;

    text = big_text(1000000, path_edge);   /* a path is a Nim heap of its length */
    check_solve(text, &value, &moves);
    CHECK_EQ_U64(value, 1000000);
    CHECK_EQ_U64(moves, 1);
    free(text);
    text = big_text(1000000, path_back);
    check_solve(text, &value, &moves);
    CHECK_EQ_U64(value, 1000000);
    CHECK_EQ_U64(moves, 1);
    free(text);
    text = big_text(1000000, star_edge);   /* 10^6 heaps of 1 */
    check_solve(text, &value, &moves);
    CHECK_EQ_U64(value, 0);
    CHECK_EQ_U64(moves, 0);
    free(text);
    text = big_text(1001, star_edge);      /* an odd star: every cut wins */
    check_solve(text, &value, &moves);
    CHECK_EQ_U64(value, 1);
    CHECK_EQ_U64(moves, 1001);
    free(text);
}

/* Random trees of a few hundred edges: the winning moves the top-down pass
** finds are exactly the cuts whose result has value 0 (each cut re-valued). */
static void random_trees(void)
{
    char *text = malloc(16 * 400);
    int t, v, n;

    srand(17);
    for (t = 0; t < 60; t++) {
        size_t len;

        n = 2 + rand() % 300;
        len = (size_t)sprintf(text, "tree");
        for (v = 2; v <= n; v++)
            len += (size_t)sprintf(text + len, " %d-%d", 1 + rand() % (v - 1), v);
        check_winning_count(text);
    }
    free(text);
}

int main(void)
{
    int parent[8];
    long count = 0;
    int n;

    for (n = 1; n <= 7; n++)
        all_trees(n, 2, parent, &count);
    CHECK_EQ_U64(count, 874);
    check_against_search("tree 1-2 1-3 3-4 + nim 3 + tree 1-5 5-6", 0);
    check_against_search("tree 1-2 2-3 + tree 1-2 1-3 1-4", 0);
    syntax();
    large();
    random_trees();
    check_explain_draw("tree 1-2 1-3 3-4",
                       "branches to 2 (value 0, counts 1), 3 (value 1, counts 2): their XOR is 3",
                       "1\n+- 2\n`- 3\n   `- 4\n");
    check_explain_draw("tree 1", "no branch: value 0", "1\n");
    return check_summary("test_tree");
}
