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

static void roundtrip(const char *text, const char *want)
{
    gr_position *p = check_parse(text);
    gr_buf b = GR_BUF_INIT;

    if (p == NULL)
        return;
    gr_position_print(p, &b);
    CHECK_STR(gr_buf_str(&b), want);
    gr_buf_free(&b);
    gr_position_free(p);
}

static void rejects(const char *text, const char *where, const char *what)
{
    gr_error err;
    gr_position *p = gr_position_parse_line(text, 1, &err);

    CHECK(p == NULL);
    if (p != NULL) {
        gr_position_free(p);
        return;
    }
    CHECK_STR(err.where, where);
    if (!CHECK(strstr(err.message, what) != NULL))
        fprintf(stderr, "  message was: %s\n", err.message);
}

static void syntax(void)
{
    roundtrip("tree 1-2 1-3 3-4", "tree 1-2 1-3 3-4");
    roundtrip("tree 4-3 1-3 2-1", "tree 4-3 1-3 2-1");
    roundtrip("tree 1", "tree 1");
    roundtrip("tree 1-18446744073709551615", "tree 1-18446744073709551615");
    roundtrip("tree 1-2 + nim 3 + tree 1", "tree 1-2 + nim 3 + tree 1");
    rejects("tree 1-2 2-3 3-1", "line 1, column 14", "closes a cycle");
    rejects("tree 1-2 2-1", "line 1, column 10", "repeats an earlier edge");
    rejects("tree 1-2 2-2", "line 1, column 10", "loop");
    rejects("tree 1-2 3-4", "line 1, column 10", "not joined to the root");
    rejects("tree 2-3", "line 1, column 6", "not joined to the root");
    rejects("tree 0-1", "line 1, column 6", "numbered from 1");
    rejects("tree 1-x", "line 1, column 6", "expected two vertex numbers");
    rejects("tree 12", "line 1, column 6", "not an edge");
    rejects("tree 1-2 1", "line 1, column 10", "bare root");
    rejects("tree 1-", "line 1, column 6", "not an edge");
    rejects("tree 1-18446744073709551616", "line 1, column 6", "too large");
    rejects("tree 1--2", "line 1, column 6", "expected two vertex numbers");
}

/* The value of a one-component position, and its number of winning moves. */
static int count_move(void *ctx, const gr_winning_move *w)
{
    (void)w;
    (*(size_t *)ctx)++;
    return 0;
}

static void solve_text(const char *text, uint64_t *value, size_t *moves)
{
    gr_position *p = check_parse(text);
    gr_analysis a;
    gr_error err;

    *value = UINT64_MAX;
    *moves = 0;
    if (p == NULL)
        return;
    if (CHECK(gr_solve(p, NULL, &a, &err) == GR_OK)) {
        *value = a.value.nimber;
        CHECK(gr_winning_moves(p, NULL, &a, count_move, moves, &err) == GR_OK);
        gr_analysis_free(&a);
    }
    gr_position_free(p);
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
    solve_text(text, &value, &moves);
    CHECK_EQ_U64(value, 1000000);
    CHECK_EQ_U64(moves, 1);
    free(text);
    text = big_text(1000000, path_back);
    solve_text(text, &value, &moves);
    CHECK_EQ_U64(value, 1000000);
    CHECK_EQ_U64(moves, 1);
    free(text);
    text = big_text(1000000, star_edge);   /* 10^6 heaps of 1 */
    solve_text(text, &value, &moves);
    CHECK_EQ_U64(value, 0);
    CHECK_EQ_U64(moves, 0);
    free(text);
    text = big_text(1001, star_edge);      /* an odd star: every cut wins */
    solve_text(text, &value, &moves);
    CHECK_EQ_U64(value, 1);
    CHECK_EQ_U64(moves, 1001);
    free(text);
}

/* Random trees of a few hundred edges: the winning moves the top-down pass
** finds are exactly the cuts whose result has value 0 (each cut re-valued). */
static int cut_value(void *ctx, const gr_option *o)
{
    const gr_game *g = ((void **)ctx)[0];
    size_t *zeros = ((void **)ctx)[1];
    gr_value v;

    if (g->rules->value(g, o->parts[0], &v, NULL) == GR_OK && v.nimber == 0)
        (*zeros)++;
    return 0;
}

static void random_trees(void)
{
    char *text = malloc(16 * 400);
    int t, v, n;

    srand(17);
    for (t = 0; t < 60; t++) {
        gr_position *p;
        size_t zeros = 0, moves = 0, len;
        uint64_t value;
        void *ctx[2];

        n = 2 + rand() % 300;
        len = (size_t)sprintf(text, "tree");
        for (v = 2; v <= n; v++)
            len += (size_t)sprintf(text + len, " %d-%d", 1 + rand() % (v - 1), v);
        solve_text(text, &value, &moves);
        if ((p = check_parse(text)) == NULL)
            continue;
        ctx[0] = p->items[0].game;
        ctx[1] = &zeros;
        gr_game_moves(p->items[0].game, p->items[0].state, cut_value, ctx);
        CHECK_EQ_U64(moves, value ? zeros : 0);
        gr_position_free(p);
    }
    free(text);
}

/* The explanation names the rule; the drawing shows the component. */
static void explain_draw(const char *text, const char *rule, const char *drawn)
{
    gr_position *p = check_parse(text);
    gr_buf b = GR_BUF_INIT;
    gr_error err;
    const gr_component *c;

    if (p == NULL)
        return;
    c = &p->items[0];
    CHECK(c->game->rules->explain(c->game, c->state, &b, &err) == GR_OK);
    if (!CHECK(strstr(gr_buf_str(&b), rule) != NULL))
        fprintf(stderr, "  explanation: %s\n", gr_buf_str(&b));
    gr_buf_reset(&b);
    c->game->rules->draw(c->game, c->state, &b, 0);
    if (!CHECK(strstr(gr_buf_str(&b), drawn) != NULL))
        fprintf(stderr, "  drawing:\n%s\n", gr_buf_str(&b));
    gr_buf_free(&b);
    gr_position_free(p);
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
    explain_draw("tree 1-2 1-3 3-4", "branches to 2 (value 0, counts 1), 3 (value 1, counts 2): "
                 "their XOR is 3", "1\n+- 2\n`- 3\n   `- 4\n");
    explain_draw("tree 1", "no branch: value 0", "1\n");
    return check_summary("test_tree");
}
