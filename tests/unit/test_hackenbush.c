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
    roundtrip("hackenbush 0-1 1-2 2-0 2-2", "hackenbush 0-1 1-2 2-0 2-2");
    roundtrip("hackenbush 0", "hackenbush 0");
    roundtrip("hackenbush 0-0 0-0", "hackenbush 0-0 0-0");
    roundtrip("hackenbush 5-0 + hackenbush 0", "hackenbush 5-0 + hackenbush 0");
    rejects("hackenbush 0-1 2-3", "line 1, column 16", "not joined to the ground");
    rejects("hackenbush 1-1", "line 1, column 12", "not joined to the ground");
    rejects("hackenbush 0-a", "line 1, column 12", "expected two vertex numbers");
    rejects("hackenbush 0-1 0", "line 1, column 16", "bare root");
    rejects("hackenbush 3", "line 1, column 12", "not an edge");
}

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
    solve_text(text, &value, &moves);
    CHECK_EQ_U64(value, 0);
    CHECK_EQ_U64(moves, 0);
    free(text);
    text = circuit(999, 0);       /* odd: every cut leaves two stalks whose lengths differ */
    solve_text(text, &value, &moves);
    CHECK_EQ_U64(value, 1);
    CHECK_EQ_U64(moves, 1);   /* only the middle edge leaves two equal stalks */
    free(text);
    text = circuit(5, 1000000);   /* 5 loops (*1) and a stalk of 10^6 on them */
    solve_text(text, &value, &moves);
    CHECK_EQ_U64(value, 1000001);
    CHECK_EQ_U64(moves, 1);
    free(text);
}

/* Graphs of a few hundred edges (small circuits sharing vertices, loops,
** repeated edges): the winning moves found through the block tree are
** exactly the cuts whose result has value 0 (each cut re-valued whole). */
static int cut_value(void *ctx, const gr_option *o)
{
    const gr_game *g = ((void **)ctx)[0];
    size_t *zeros = ((void **)ctx)[1];
    gr_value v;

    if (g->rules->value(g, o->parts[0], &v, NULL) == GR_OK && v.nimber == 0)
        (*zeros)++;
    return 0;
}

static void medium_graphs(void)
{
    char *text = malloc(24 * 600);
    int r, m, nv, at, len, i, prev;

    srand(23);
    for (r = 0; r < 200; r++) {
        gr_position *p;
        size_t zeros = 0, moves = 0, n;
        uint64_t value;
        void *ctx[2];

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
    check_against_search("hackenbush 0-1 1-2 2-0 2-2", 0);
    check_against_search("hackenbush 0-1 1-2 2-0 2-2 + nim 1 + tree 1-2", 0);
    all_small();
    random_graphs();
    syntax();
    medium_graphs();
    large();
    explain_draw("hackenbush 0-1 1-2 2-0 2-2", "ground's part is worth 0",
                 "0\n`- 1\n   `- 2 (also to 0) (loop)\n");
    return check_summary("test_hackenbush");
}
