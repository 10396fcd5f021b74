/*
** test_graph.c - game graphs from files (`graph:FILE NODE...`), with and
** without cycles, against an independent brute force: the outcome of every
** sum of one, two and three components (and of each with a Nim heap) by
** retrograde analysis of the sum's own graph. The values follow from it
** without the library's algorithm: a component u has finite value g iff
** u + *g is a P-position, and otherwise is infinite with escape set
** K = { j : u + *j is an N-position }. Winning and drawing moves are
** checked to be exactly the moves to P- and D-positions. The same sums in
** misere play (the player who cannot move wins), against the same analysis
** with that one rule turned round.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"

#define MAXN 7          /* nodes of a random graph */
#define HEAP_MAX 9      /* Nim heaps added to find values: above any value here */
#define MAXPARTS 3

/* A small explicit graph: a random game graph, or a Nim heap (node i moves
** to every j < i). */
typedef struct small {
    int n;
    unsigned char adj[HEAP_MAX + 1][HEAP_MAX + 1];   /* adj[u][v]: a move u -> v */
} small;

static unsigned long long rng = 88172645463325252ull;

static unsigned rnd(unsigned n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (unsigned)(rng % n);
}

static void random_graph(small *g, int acyclic)
{
    int u, v, density = 15 + (int)rnd(40);

    memset(g, 0, sizeof *g);
    g->n = 1 + (int)rnd(MAXN);
    for (u = 0; u < g->n; u++)
        for (v = 0; v < g->n; v++)
            if ((!acyclic || v < u) && (int)rnd(100) < density)
                g->adj[u][v] = 1;
}

static void nim_heap(small *g, int size)
{
    int u, v;

    memset(g, 0, sizeof *g);
    g->n = size + 1;
    for (u = 0; u <= size; u++)
        for (v = 0; v < u; v++)
            g->adj[u][v] = 1;
}

/* ---- retrograde analysis of a sum of small graphs ---- */

enum { UNKNOWN = 0, WIN, LOSS, DRAW };

typedef struct sum {
    int k;
    const small *part[MAXPARTS + 1];
    int states;
    unsigned char *result;   /* for the player to move */
    int misere;              /* no move is a win, not a loss */
} sum;

static void decode(const sum *s, int x, int *at)
{
    int i;

    for (i = s->k - 1; i >= 0; i--) {
        at[i] = x % s->part[i]->n;
        x /= s->part[i]->n;
    }
}

static int encode(const sum *s, const int *at)
{
    int i, x = 0;

    for (i = 0; i < s->k; i++)
        x = x * s->part[i]->n + at[i];
    return x;
}

/* Outcomes of every state: no move is a loss (a win in misere play); a move
** to a loss is a win; all moves to wins is a loss; what is left is a draw.
** Iterated to a fixpoint. */
static void retrograde(sum *s)
{
    int x, i, v, at[MAXPARTS + 1], changed = 1;

    s->states = 1;
    for (i = 0; i < s->k; i++)
        s->states *= s->part[i]->n;
    s->result = calloc((size_t)s->states, 1);
    while (changed) {
        changed = 0;
        for (x = 0; x < s->states; x++) {
            int any = 0, all_win = 1, moves = 0;
            if (s->result[x] != UNKNOWN)
                continue;
            decode(s, x, at);
            for (i = 0; i < s->k && !any; i++)
                for (v = 0; v < s->part[i]->n; v++) {
                    int to, save = at[i];
                    if (!s->part[i]->adj[save][v])
                        continue;
                    moves++;
                    at[i] = v;
                    to = encode(s, at);
                    at[i] = save;
                    if (s->result[to] == LOSS) {
                        any = 1;
                        break;
                    }
                    if (s->result[to] != WIN)
                        all_win = 0;
                }
            if (moves == 0 && s->misere)
                s->result[x] = WIN, changed = 1;
            else if (any)
                s->result[x] = WIN, changed = 1;
            else if (all_win)
                s->result[x] = LOSS, changed = 1;
        }
    }
    for (x = 0; x < s->states; x++)
        if (s->result[x] == UNKNOWN)
            s->result[x] = DRAW;
}

/* ---- the library's answers ---- */

static char path[64];

static void write_file(const small *g)
{
    FILE *f = fopen(path, "w");
    int u, v;

    fputs("# a random game graph\n", f);
    for (u = 0; u < g->n; u++) {
        fprintf(f, "n%d:", u);
        for (v = 0; v < g->n; v++)
            if (g->adj[u][v])
                fprintf(f, " n%d", v);
        fputc('\n', f);
    }
    fclose(f);
}

/* Collects the texts "component: move" of the moves reported. */
typedef struct moves_seen {
    int count;
    int target[64][2];   /* component, node moved to */
} moves_seen;

static int collect(void *ctx, const gr_winning_move *w)
{
    moves_seen *m = ctx;
    const char *arrow = strstr(w->option->text, "-> n");

    if (m->count < 64 && arrow != NULL) {
        m->target[m->count][0] = (int)w->component;
        m->target[m->count][1] = atoi(arrow + 4);
        m->count++;
    }
    return 0;
}

/* The position "graph:PATH nA + graph:PATH nB ...". */
static gr_position *position_of(const int *node, int k)
{
    char text[256];
    size_t at = 0;
    int i;

    at += (size_t)snprintf(text, sizeof text, "graph:%s", path);
    for (i = 0; i < k; i++)
        at += (size_t)snprintf(text + at, sizeof text - at, " n%d", node[i]);
    return check_parse(text);
}

/* Compares the solver on the sum of the nodes `node` (k of them, all in
** graph g) with the retrograde analysis s (whose parts are k copies of g). */
static void compare_sum(const small *g, const sum *s, const int *node, int k)
{
    gr_position *p = position_of(node, k);
    gr_solve_options opt = {0, 0, NULL, NULL, NULL, 0};
    gr_analysis a;
    gr_error err;
    moves_seen seen = {0, {{0}}};
    int want = s->result[encode(s, node)], i, v, expected = 0, m;

    if (p == NULL)
        return;
    opt.misere = s->misere;
    if (!CHECK(gr_solve(p, &opt, &a, &err) == GR_OK)) {
        fprintf(stderr, "  %s: %s\n", s->misere ? "misere" : "normal", err.message);
        gr_position_free(p);
        return;
    }
    CHECK(a.outcome == (want == WIN ? GR_OUTCOME_N : want == LOSS ? GR_OUTCOME_P : GR_OUTCOME_D));
    if (a.outcome == GR_OUTCOME_D)
        CHECK(gr_drawing_moves(p, &opt, &a, collect, &seen, NULL) == GR_OK);
    else
        CHECK(gr_winning_moves(p, &opt, &a, collect, &seen, NULL) == GR_OK);
    /* exactly the moves to a loss (to a draw, from a draw) */
    for (i = 0; i < k; i++)
        for (v = 0; v < g->n; v++) {
            int at[MAXPARTS + 1], to, hit = 0;
            if (!g->adj[node[i]][v])
                continue;
            memcpy(at, node, (size_t)k * sizeof *at);
            at[i] = v;
            to = s->result[encode(s, at)];
            for (m = 0; m < seen.count; m++)
                hit += seen.target[m][0] == i && seen.target[m][1] == v;
            if ((want == WIN && to == LOSS) || (want == DRAW && to == DRAW)) {
                expected++;
                CHECK(hit == 1);
            } else {
                CHECK(hit == 0);
            }
        }
    CHECK(seen.count == expected);
    gr_analysis_free(&a);
    gr_position_free(p);
}

/* The value of node u, as the solver gives it, against u + *j for every j. */
static void compare_value(const small *g, int u)
{
    gr_position *p = position_of(&u, 1);
    gr_analysis a;
    int j, k;

    if (p == NULL || !CHECK(gr_solve(p, NULL, &a, NULL) == GR_OK)) {
        gr_position_free(p);
        return;
    }
    for (j = 0; j < HEAP_MAX; j++) {
        small heap;
        sum s = {2, {g, &heap, NULL, NULL}, 0, NULL, 0};
        int at[2] = {u, j}, r, in_k = 0;
        nim_heap(&heap, j);
        retrograde(&s);
        r = s.result[encode(&s, at)];
        if (a.values[0].kind == GR_VALUE_NIMBER) {
            CHECK(r == ((uint64_t)j == a.values[0].nimber ? LOSS : WIN));
        } else {
            CHECK(a.values[0].kind == GR_VALUE_INF);
            for (k = 0; k < (int)a.values[0].nescapes; k++)
                in_k |= a.values[0].escapes[k] == (uint64_t)j;
            CHECK(r == (in_k ? WIN : DRAW));
        }
        free(s.result);
    }
    gr_analysis_free(&a);
    gr_position_free(p);
}

static void random_graphs(int count, int acyclic)
{
    int t, u, v, w;

    for (t = 0; t < count; t++) {
        small g;
        sum one = {1, {&g}, 0, NULL, 0}, two = {2, {&g, &g}, 0, NULL, 0},
            three = {3, {&g, &g, &g}, 0, NULL, 0}, mone = {1, {&g}, 0, NULL, 1},
            mtwo = {2, {&g, &g}, 0, NULL, 1}, mthree = {3, {&g, &g, &g}, 0, NULL, 1};
        random_graph(&g, acyclic);
        write_file(&g);
        retrograde(&one);
        retrograde(&two);
        retrograde(&mone);
        retrograde(&mtwo);
        if (t % 4 == 0) {
            retrograde(&three);
            retrograde(&mthree);
        }
        for (u = 0; u < g.n; u++) {
            int node[3] = {u, 0, 0};
            compare_value(&g, u);
            compare_sum(&g, &one, node, 1);
            compare_sum(&g, &mone, node, 1);
            for (v = 0; v < g.n; v++) {
                node[1] = v;
                compare_sum(&g, &two, node, 2);
                compare_sum(&g, &mtwo, node, 2);
                for (w = 0; t % 4 == 0 && w < g.n; w++) {
                    node[2] = w;
                    compare_sum(&g, &three, node, 3);
                    compare_sum(&g, &mthree, node, 3);
                }
            }
        }
        free(one.result);
        free(two.result);
        free(three.result);
        free(mone.result);
        free(mtwo.result);
        free(mthree.result);
    }
}

/* A path of 300000 positions, read and valued without recursion: values
** alternate 0, 1 from the end. */
static void long_path(void)
{
    FILE *f = fopen(path, "w");
    gr_position *p;
    gr_analysis a;
    long i, n = 300000;

    char text[128];

    for (i = 0; i + 1 < n; i++)
        fprintf(f, "p%ld: p%ld\n", i, i + 1);
    fprintf(f, "p%ld:\n", n - 1);
    fclose(f);
    snprintf(text, sizeof text, "graph:%s p0 p1", path);
    if ((p = check_parse(text)) == NULL)
        return;
    CHECK(gr_solve(p, NULL, &a, NULL) == GR_OK);
    CHECK(a.values[0].kind == GR_VALUE_NIMBER && a.values[0].nimber == (uint64_t)((n - 1) % 2));
    CHECK(a.values[1].nimber == (uint64_t)(n % 2));
    gr_analysis_free(&a);
    gr_position_free(p);
}

/* A graph made in memory (gr_game_new_graph): values and moves as from a
** file, errors naming the given name, a NUL byte refused. */
static void from_text(void)
{
    static const char text[] = "a: b c\nb: c\nc:\nd: d\n";
    const char *words[1] = {"a"};
    gr_game *g = gr_game_new_graph(text, sizeof text - 1, "mem", NULL);
    gr_error err;
    gr_value v;
    gr_state s;

    if (!CHECK(g != NULL))
        return;
    CHECK_STR(g->spec, "graph:mem");
    CHECK(gr_game_parse(g, words, 1, &s, &err) == GR_OK);
    CHECK(gr_game_value(g, s, &v, &err) == GR_OK && v.kind == GR_VALUE_NIMBER);
    CHECK_EQ_U64(v.nimber, 2);
    words[0] = "d";
    CHECK(gr_game_parse(g, words, 1, &s, &err) == GR_OK);
    CHECK(gr_game_value(g, s, &v, &err) == GR_OK && v.kind == GR_VALUE_INF);
    gr_game_unref(g);
    CHECK(gr_game_new_graph("a: z\n", 5, "mem", &err) == NULL && err.code == GR_EINPUT);
    CHECK(strstr(err.message, "mem:1:4") != NULL);
    CHECK(gr_game_new_graph("a:\0\n", 4, "mem", &err) == NULL && err.code == GR_EINPUT);
    CHECK(strstr(err.message, "NUL") != NULL);
}

int main(void)
{
    from_text();
    snprintf(path, sizeof path, "/tmp/grundy-test-graph-%ld.txt", (long)getpid());
    random_graphs(400, 1);
    random_graphs(1200, 0);
    long_path();
    remove(path);
    return check_summary("test_graph");
}
