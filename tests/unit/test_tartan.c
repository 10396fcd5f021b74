/*
** test_tartan.c - products of coin games: Turning Corners (turn the four
** corners of a rectangle) by its own rule against tartan:twins*twins, boards
** against exhaustive search in two and three dimensions, huge coordinates
** by nim-products, the syntax and its errors; the moves to each value,
** found by algebra, against every move tried on small boards, and checked
** move by move at 64-bit coordinates; and every board of 12 coins (3 x 4,
** 4 x 3, 2 x 6) of every product of two games, played out by the games'
** own rules.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

#define SIDE 16

/* Turning Corners by its rule: a head at (x, y) moves to the three other
** corners of a rectangle x1 < x, y1 < y, so g(x, y) is the mex of
** g(x1, y) ^ g(x, y1) ^ g(x1, y1). */
static void turning_corners(uint64_t g[SIDE + 1][SIDE + 1])
{
    static int seen[1024];
    int x, y, a, b, v;

    for (x = 1; x <= SIDE; x++)
        for (y = 1; y <= SIDE; y++) {
            memset(seen, 0, sizeof seen);
            for (a = 1; a < x; a++)
                for (b = 1; b < y; b++)
                    seen[g[a][y] ^ g[x][b] ^ g[a][b]] = 1;
            for (v = 0; seen[v]; v++)
                ;
            g[x][y] = (uint64_t)v;
        }
}

/* the value of a board alone (huge boards have no listed moves) */
static uint64_t board_value(const char *text)
{
    gr_position *p = check_parse(text);
    gr_analysis a;
    uint64_t v = UINT64_MAX;

    if (p != NULL && gr_solve(p, NULL, &a, NULL) == GR_OK) {
        v = a.value.nimber;
        gr_analysis_free(&a);
    }
    gr_position_free(p);
    return v;
}

static void corners(void)
{
    uint64_t g[SIDE + 1][SIDE + 1];
    char text[96];
    int x, y, bad = 0;

    turning_corners(g);
    for (x = 1; x <= SIDE; x++)
        for (y = 1; y <= SIDE; y++) {
            snprintf(text, sizeof text, "tartan:twins*twins %d,%d", x, y);
            bad += board_value(text) != g[x][y];
            bad += g[x][y] != gr_nim_mul((uint64_t)x - 1, (uint64_t)y - 1);
        }
    CHECK(bad == 0);
}

/* boards of up to 12 coins with two or three heads, against search */
static void boards_against_search(void)
{
    static const char *const specs[] = {"twins*twins", "turtles*turtles", "turtles*ruler",
                                        "mock*twins", "ruler*triplets"};
    char text[128];
    size_t i;
    int x, y;

    for (i = 0; i < sizeof specs / sizeof specs[0]; i++)
        for (x = 1; x <= 4; x++)
            for (y = 1; y <= 3; y++) {
                snprintf(text, sizeof text, "tartan:%s %d,%d", specs[i], x, y);
                check_against_search(text, 0);
                if (!(x == 1 && y == 2)) {
                    snprintf(text, sizeof text, "tartan:%s 1,2 %d,%d", specs[i], x, y);
                    check_against_search(text, 0);
                }
                if (x < 3 && !(x == 2 && y == 1)) {
                    snprintf(text, sizeof text, "tartan:%s 2,1 %d,%d 3,3", specs[i], x, y);
                    check_against_search(text, 0);
                }
            }
    check_against_search("tartan:twins*twins*twins 2,2,2 2,3,2", 0);
    check_against_search("tartan:turtles*turtles*turtles 2,1,2", 0);
    check_against_search("tartan:twins*twins 2,2 + mock 3 + nim 2", 0);
}

static void huge(void)
{
    uint64_t big = UINT64_C(1) << 63;

    CHECK_EQ_U64(board_value("tartan:twins*twins 9223372036854775808,5"),
                 gr_nim_mul(big - 1, 4));
    CHECK_EQ_U64(board_value("tartan:turtles*ruler*mock 18446744073709551615,12,3"),
                 gr_nim_mul(gr_nim_mul(UINT64_MAX, 4), 4));
}

/* ---- the moves to a value: algebra against every move tried ---- */

static const char *const coin_games[] = {"turtles", "mock", "ruler", "twins", "triplets"};
#define NGAMES 5
#define SMALL_VALUES 16   /* a board with coordinates up to 6 is worth less */

/* Moves as "value|text" lines. */
typedef struct lines {
    char **items;
    size_t count, cap;
    int failed;
} lines;

static void lines_add(lines *l, uint64_t value, const char *text)
{
    size_t n = strlen(text) + 24;

    if (l->count == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 64;
        char **items = realloc(l->items, cap * sizeof *items);
        if (items == NULL) {
            l->failed = 1;
            return;
        }
        l->items = items;
        l->cap = cap;
    }
    if ((l->items[l->count] = malloc(n)) == NULL) {
        l->failed = 1;
        return;
    }
    snprintf(l->items[l->count++], n, "%llu|%s", (unsigned long long)value, text);
}

static void lines_free(lines *l)
{
    size_t i;

    for (i = 0; i < l->count; i++)
        free(l->items[i]);
    free(l->items);
    memset(l, 0, sizeof *l);
}

static int compare_line(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* What a listing of moves fills: the game, the target (or every move's own
** value when all is set), and the lines. */
typedef struct listing {
    const gr_game *g;
    uint64_t target;
    int all;
    size_t stop_after;   /* 0: never stop */
    lines out;
} listing;

static int list_move(void *ctx, const gr_option *o)
{
    listing *l = ctx;
    gr_value v;

    if (o->nparts != 1 || gr_game_value(l->g, o->parts[0], &v, NULL) != GR_OK) {
        l->out.failed = 1;
        return 0;
    }
    if (!l->all && v.nimber != l->target)
        l->out.failed = 1;   /* a move listed to a value it does not reach */
    lines_add(&l->out, v.nimber, o->text);
    return l->stop_after != 0 && l->out.count >= l->stop_after;
}

/* The board's moves to every value below SMALL_VALUES by moves_to equal
** every move tried, by value; 0 when they differ. */
static int same_as_tried(const char *text)
{
    gr_position *p = check_parse(text);
    listing tried = {0}, found = {0};
    gr_error err;
    size_t i;
    int ok = p != NULL;

    if (p == NULL)
        return 0;
    tried.g = found.g = p->items[0].game;
    tried.all = 1;
    ok = gr_game_moves(tried.g, p->items[0].state, list_move, &tried) == 0;
    for (found.target = 0; ok && found.target < SMALL_VALUES; found.target++)
        ok = gr_game_moves_to(found.g, p->items[0].state, found.target, list_move, &found,
                              &err) == 0;
    ok = ok && !tried.out.failed && !found.out.failed && tried.out.count == found.out.count;
    if (ok && tried.out.count > 0) {
        qsort(tried.out.items, tried.out.count, sizeof (char *), compare_line);
        qsort(found.out.items, found.out.count, sizeof (char *), compare_line);
    }
    for (i = 0; ok && i < tried.out.count; i++)
        ok = strcmp(tried.out.items[i], found.out.items[i]) == 0;
    if (!ok)
        fprintf(stderr, "%s: moves_to lists %zu moves, trying every move %zu\n", text,
                found.out.count, tried.out.count);
    lines_free(&tried.out);
    lines_free(&found.out);
    gr_position_free(p);
    return ok;
}

/* Every 2-D board of one or two heads with coordinates up to 6, and random
** ones of three, for each ordered pair of coin games. */
static void small_boards_2d(void)
{
    char text[128];
    int a, b, c, d, bad, boards;

    for (a = 0; a < NGAMES; a++)
        for (b = 0; b < NGAMES; b++) {
            bad = boards = 0;
            for (c = 0; c < 36; c++)
                for (d = c; d < 36; d++, boards++) {
                    if (c == d)
                        snprintf(text, sizeof text, "tartan:%s*%s %d,%d", coin_games[a],
                                 coin_games[b], c / 6 + 1, c % 6 + 1);
                    else
                        snprintf(text, sizeof text, "tartan:%s*%s %d,%d %d,%d",
                                 coin_games[a], coin_games[b], c / 6 + 1, c % 6 + 1,
                                 d / 6 + 1, d % 6 + 1);
                    bad += !same_as_tried(text);
                }
            for (c = 0; c < 60; c++, boards++) {
                int h[3];
                for (d = 0; d < 3; d++)
                    h[d] = rand() % 36;
                if (h[0] == h[1] || h[1] == h[2] || h[0] == h[2])
                    continue;
                snprintf(text, sizeof text, "tartan:%s*%s %d,%d %d,%d %d,%d", coin_games[a],
                         coin_games[b], h[0] / 6 + 1, h[0] % 6 + 1, h[1] / 6 + 1,
                         h[1] % 6 + 1, h[2] / 6 + 1, h[2] % 6 + 1);
                bad += !same_as_tried(text);
            }
            snprintf(text, sizeof text, "%s*%s: %d boards, moves_to as every move tried",
                     coin_games[a], coin_games[b], boards);
            check_report(bad == 0, text, __FILE__, __LINE__);
        }
}

/* Random 3-D boards of one to three heads with coordinates up to 4, for
** every ordered triple of coin games. */
static void small_boards_3d(void)
{
    char text[160], *at;
    int a, bad = 0, board, k, n;

    for (a = 0; a < NGAMES * NGAMES * NGAMES; a++)
        for (board = 0; board < 6; board++) {
            at = text + snprintf(text, sizeof text, "tartan:%s*%s*%s", coin_games[a % 5],
                                 coin_games[a / 5 % 5], coin_games[a / 25]);
            n = 1 + board % 3;
            for (k = 0; k < n; k++)   /* distinct heads: x steps up */
                at += snprintf(at, sizeof text - (size_t)(at - text), " %d,%d,%d", k + 1 +
                               rand() % (4 - n + 1) * (k == n - 1), rand() % 4 + 1,
                               rand() % 4 + 1);
            bad += !same_as_tried(text);
        }
    CHECK(bad == 0);
}

/* A random coordinate of game `name`: near 2^64 (or the last coin it
** values) when near is set, else anywhere up to there. */
static uint64_t big_coordinate(const char *name, int near)
{
    uint64_t last = strcmp(name, "mock") == 0 ? UINT64_C(1) << 63
                    : strcmp(name, "triplets") == 0 ? (UINT64_C(1) << 63) + 2 : UINT64_MAX;
    uint64_t r = (uint64_t)rand() << 42 ^ (uint64_t)rand() << 21 ^ (uint64_t)rand();

    return near ? last - (uint64_t)(rand() % 1000) : r % last + 1;
}

/* Lists the first moves of a board to a target: each must reach it, and
** one must be found when must is set. Returns 1 when all is well. */
static int first_moves(const char *text, uint64_t target, int must)
{
    gr_position *p = check_parse(text);
    listing l = {0};
    gr_error err;
    int rc, ok;

    if (p == NULL)
        return 0;
    l.g = p->items[0].game;
    l.target = target;
    l.stop_after = 20;
    rc = gr_game_moves_to(l.g, p->items[0].state, target, list_move, &l, &err);
    ok = (rc == 0 || rc == 1) && !l.out.failed && (!must || l.out.count > 0);
    if (!ok)
        fprintf(stderr, "%s: to %llu: rc %d, %zu moves%s\n", text, (unsigned long long)target,
                rc, l.out.count, l.out.failed ? ", a wrong one" : "");
    lines_free(&l.out);
    gr_position_free(p);
    return ok;
}

/* Boards of one to three heads at coordinates near 2^64 and at random
** 64-bit ones, for each pair of coin games: the first moves to 0 (the
** board is an N-position when not worth 0), to a value below a single
** head's (its options cover every smaller value) and to a random value
** (a move may not exist) each lead there. Ruler with ruler is left out: a
** move between huge rows turns runs too long to list. */
static void big_boards(void)
{
    char text[256], *at;
    int a, b, near, n, k, bad = 0;
    uint64_t v;

    for (a = 0; a < NGAMES; a++)
        for (b = 0; b < NGAMES; b++)
            for (near = 0; near < 2 && !(a == 2 && b == 2); near++)
                for (n = 1; n <= 3; n++) {
                    at = text + snprintf(text, sizeof text, "tartan:%s*%s", coin_games[a],
                                         coin_games[b]);
                    for (k = 0; k < n; k++)
                        at += snprintf(at, sizeof text - (size_t)(at - text), " %llu,%llu",
                                       (unsigned long long)big_coordinate(coin_games[a], near),
                                       (unsigned long long)big_coordinate(coin_games[b], near));
                    v = board_value(text);
                    bad += !first_moves(text, 0, v != 0);
                    bad += n == 1 && !first_moves(text, v / 2, v != 0);
                    bad += !first_moves(text, big_coordinate("turtles", 0), 0);
                }
    CHECK(bad == 0);
}

/* The moves of the position text to target (the first stop_after of them
** when that is not 0), each checked to reach target and to come once: their
** number, or (size_t)-1 when the listing failed or a move came twice. */
static size_t moves_listed_once(const char *text, uint64_t target, size_t stop_after)
{
    gr_position *p = check_parse(text);
    listing l = {0};
    gr_error err;
    size_t i, n;
    int rc, ok;

    if (p == NULL)
        return (size_t)-1;
    l.g = p->items[0].game;
    l.target = target;
    l.stop_after = stop_after;
    rc = gr_game_moves_to(l.g, p->items[0].state, target, list_move, &l, &err);
    ok = rc == (stop_after != 0 && l.out.count >= stop_after) && !l.out.failed;
    if (ok && l.out.count > 1)
        qsort(l.out.items, l.out.count, sizeof (char *), compare_line);
    for (i = 1; ok && i < l.out.count; i++)
        ok = strcmp(l.out.items[i - 1], l.out.items[i]) != 0;
    n = ok ? l.out.count : (size_t)-1;
    lines_free(&l.out);
    gr_position_free(p);
    return n;
}

/* The moves to a value from one head of Turtles or Twins factors, at
** coordinates past 2^16 (where each factor's changes are found with the
** other's by their product, not set by set), counted by hand: the changes
** of a factor worth g are g ^ k for each k < g (one other coin, or none
** for Turtles), so the moves are the k < gA with gB ^ (t / (gA ^ k)) < gB.
** The listing must give that many moves, each to the value and each once. */
static int pair_moves_counted(const char *a, const char *b, uint64_t x, uint64_t y,
                              uint64_t target)
{
    char text[128];
    uint64_t ga = strcmp(a, "twins") == 0 ? x - 1 : x, gb = strcmp(b, "twins") == 0 ? y - 1 : y;
    uint64_t t = gr_nim_mul(ga, gb) ^ target, v, want = 0, k;
    size_t n;

    for (k = 0; t != 0 && k < ga; k++) {
        gr_nim_div(t, ga ^ k, &v, NULL);
        want += (gb ^ v) < gb;
    }
    snprintf(text, sizeof text, "tartan:%s*%s %llu,%llu", a, b, (unsigned long long)x,
             (unsigned long long)y);
    if ((n = moves_listed_once(text, target, 0)) == want)
        return 1;
    fprintf(stderr, "%s: to %llu: %zu moves listed, %llu counted\n", text,
            (unsigned long long)target, n, (unsigned long long)want);
    return 0;
}

static void pair_moves(void)
{
    static const char *const pairs[][2] = {
        {"turtles", "turtles"}, {"twins", "twins"}, {"turtles", "twins"}, {"twins", "turtles"}};
    int i, n, bad = 0;

    for (i = 0; i < 4; i++)
        for (n = 0; n < 6; n++) {
            uint64_t x = 65537 + (uint64_t)rand() % 200000, y = 65537 + (uint64_t)rand() % 200000;
            /* a target in F_2^32, where the moves are many, and anywhere */
            bad += !pair_moves_counted(pairs[i][0], pairs[i][1], x, y, (uint64_t)rand() % 4096);
            bad += !pair_moves_counted(pairs[i][0], pairs[i][1], x, y,
                                       (uint64_t)rand() << 40 ^ (uint64_t)rand());
        }
    CHECK(bad == 0);
}

/* A head of Turtles x Twins x Twins at (x, y, z) whose moves to the value
** 0 take more tries than a head has first (at 300,200,250 it is taken again
** after the other heads, 64 of its moves offered the first time): every
** move is listed once, counted by hand: the changes of each factor
** (Turtles: x ^ a, a < x; Twins: (y - 1) ^ a, a < y - 1) whose nim-product
** is the head's value. And beside a head past any listing (three
** coordinates past 10^5), an easy head's move comes first, at once. */
static void heads_taken_again(void)
{
    const uint64_t x = 300, y = 200, z = 250, gx = x, gy = y - 1, gz = z - 1;
    uint64_t t = gr_nim_mul(gr_nim_mul(gx, gy), gz), want = 0, c3, *count3;
    size_t n;

    if (!CHECK((count3 = calloc(512, sizeof *count3)) != NULL))
        return;
    for (uint64_t a = 0; a < z - 1; a++)
        count3[gz ^ a]++;   /* all below 512 */
    for (uint64_t a = 0; a < x; a++)
        for (uint64_t b = 0; b < y - 1; b++) {
            gr_nim_div(t, gr_nim_mul(gx ^ a, gy ^ b), &c3, NULL);
            want += c3 < 512 ? count3[c3] : 0;
        }
    free(count3);
    n = moves_listed_once("tartan:turtles*twins*twins 300,200,250", 0, 0);
    if (!CHECK(n == want))
        fprintf(stderr, "300,200,250: %zu moves listed, %llu counted\n", n,
                (unsigned long long)want);

    /* a head found by pairs of changes (coordinates past 2^16) with more
    ** moves than its first tries: taken again, 20,000 of its 33 million
    ** moves, each once (those of its first walk skipped) */
    n = moves_listed_once("tartan:turtles*turtles 8589934591,8589934590 77,3", 0, 20000);
    if (!CHECK(n == 20000))
        fprintf(stderr, "turtles*turtles: %zu moves listed of 20000 asked\n", n);

    CHECK(moves_listed_once("tartan:turtles*twins*twins 1000000000000,2,50 "
                            "300000,200000,250000", 0, 1) == 1);
}

/* What the algebra of tartan.c takes from the factors: every coin n is worth
** at most 2n - 1, and for Turtles and Twins (`below`) every move from a
** single head leaves less than it, by trying every move of rows of one head. */
static void factor_laws(void)
{
    char text[64];
    int a, n, bad = 0;

    for (a = 0; a < NGAMES; a++)
        for (n = 1; n <= 300; n++) {
            gr_position *p;
            listing l = {0};
            gr_value v;
            size_t i;
            snprintf(text, sizeof text, "%s %d", coin_games[a], n);
            if ((p = check_parse(text)) == NULL) {
                bad++;
                continue;
            }
            l.g = p->items[0].game;
            l.all = 1;
            bad += gr_game_value(l.g, p->items[0].state, &v, NULL) != GR_OK ||
                   v.nimber > 2 * (uint64_t)n - 1;
            bad += gr_game_moves(l.g, p->items[0].state, list_move, &l) != 0 || l.out.failed;
            for (i = 0; a != 1 && a != 2 && a != 4 && i < l.out.count; i++)
                bad += strtoull(l.out.items[i], NULL, 10) >= v.nimber;   /* below */
            lines_free(&l.out);
            gr_position_free(p);
        }
    CHECK(bad == 0);
}

static void syntax(void)
{
    check_roundtrip("tartan:twins*twins 3,3 1,2", "tartan:twins*twins 1,2 3,3");
    check_roundtrip("tartan:twins*twins 0", "tartan:twins*twins 0");
    check_rejects("tartan:twins*twins 3", GR_EINPUT, "line 1, column 20",
                  "is not a coin of the board");
    check_rejects("tartan:twins*twins 0,2", GR_EINPUT, "line 1, column 20",
                  "is not a coin of the board");
    check_rejects("tartan:twins*twins 2,2 2,2", GR_EINPUT, "line 1, column 24", "named twice");
    check_rejects("tartan:twins*twins 2,2 3,3 2,2", GR_EINPUT, "line 1, column 28", "named twice");
    check_rejects("tartan:twins 2,2", GR_EINPUT, "line 1, column 1", "two or three coin games");
    check_rejects("tartan:twins*nim 2,2", GR_EINPUT, "line 1, column 1", "unknown coin game 'nim'");
    check_explain_draw("tartan:twins*twins 2,2 3,3", "g(2,2) = 1 ⊗ 1 = 1 ⊕ g(3,3) = 2 ⊗ 2 = 3 = 2",
                       "THT");
}

/* ---- every board of 12 coins, by the rules themselves ---- */

#define W_MAX 6   /* columns or rows of a board, at most */

/* The sets of coins 1..n (bit c - 1 for coin c) that a move of the 1-D game
** may turn with x its rightmost coin, from the game's rule: one or two
** coins (turtles), one to three (mock), a run ending at x (ruler), exactly
** two (twins), exactly three (triplets). Returns how many, into sets. */
static int rule_sets(const char *game, int x, unsigned *sets)
{
    unsigned below, u;
    int count = 0, k;

    for (u = 0, below = (1u << (x - 1)) - 1; u <= below; u++) {
        if ((u & below) != u)
            continue;
        k = __builtin_popcount(u);
        if ((strcmp(game, "turtles") == 0 && k <= 1) || (strcmp(game, "mock") == 0 && k <= 2) ||
            (strcmp(game, "twins") == 0 && k == 1) ||
            (strcmp(game, "triplets") == 0 && k == 2) ||
            (strcmp(game, "ruler") == 0 && (u == 0 || u == below - ((1u << (x - 1 - k)) - 1))))
            sets[count++] = u | 1u << (x - 1);
    }
    return count;
}

/* The values of every board of w columns and h rows of tartan:A*B, coin
** (x, y) at bit (x - 1) h + (y - 1): a move turns T_A x T_B, its corner a
** head; the corner is the highest bit it turns and goes to tails, so each
** move lowers the board and boards are valued from 0 up. Winning moves
** of each board are counted into wins. */
static void board_values(const char *a, const char *b, int w, int h, unsigned char *g,
                         unsigned *wins)
{
    static unsigned sa[W_MAX + 1][1u << W_MAX], sb[W_MAX + 1][1u << W_MAX];
    int na[W_MAX + 1], nb[W_MAX + 1], x, y, i, j, c, r;
    unsigned board, flip;
    uint64_t seen;

    for (x = 1; x <= w; x++)
        na[x] = rule_sets(a, x, sa[x]);
    for (y = 1; y <= h; y++)
        nb[y] = rule_sets(b, y, sb[y]);
    for (board = 0; board < 1u << (w * h); board++) {
        seen = 0;
        wins[board] = 0;
        for (x = 1; x <= w; x++)
            for (y = 1; y <= h; y++) {
                if (!(board >> ((x - 1) * h + (y - 1)) & 1))
                    continue;
                for (i = 0; i < na[x]; i++)
                    for (j = 0; j < nb[y]; j++) {
                        for (flip = 0, c = 0; c < w; c++)
                            for (r = 0; sa[x][i] >> c & 1 && r < h; r++)
                                flip |= (unsigned)(sb[y][j] >> r & 1) << (c * h + r);
                        seen |= (uint64_t)1 << g[board ^ flip];
                        wins[board] += g[board ^ flip] == 0;
                    }
            }
        for (g[board] = 0; seen >> g[board] & 1; g[board]++)
            ;
    }
}

/* Every board of w x h coins of every product of two games: the solver's
** value and its count of winning moves against the rules played out. */
static void boards_of_12(int w, int h)
{
    static const char *games[] = {"turtles", "mock", "ruler", "twins", "triplets"};
    static unsigned char g[1u << 12];
    static unsigned wins[1u << 12];
    char text[256];
    unsigned board;
    uint64_t value;
    size_t ia, ib, moves;
    int len, x, y;

    for (ia = 0; ia < 5; ia++)
        for (ib = 0; ib < 5; ib++) {
            board_values(games[ia], games[ib], w, h, g, wins);
            for (board = 0; board < 1u << (w * h); board++) {
                len = snprintf(text, sizeof text, "tartan:%s*%s", games[ia], games[ib]);
                for (x = 1; x <= w; x++)
                    for (y = 1; y <= h; y++)
                        if (board >> ((x - 1) * h + (y - 1)) & 1)
                            len += snprintf(text + len, sizeof text - (size_t)len, " %d,%d", x, y);
                if (board == 0)
                    snprintf(text + len, sizeof text - (size_t)len, " 0");
                check_solve(text, &value, &moves);
                int value_ok = CHECK_EQ_U64(value, g[board]);   /* both checked */
                int moves_ok = CHECK_EQ_U64(moves, g[board] ? wins[board] : 0);
                if (!value_ok || !moves_ok)
                    fprintf(stderr, "  %s\n", text);
            }
        }
}

int main(void)
{
    corners();
    boards_against_search();
    huge();
    srand(22);
    small_boards_2d();
    small_boards_3d();
    big_boards();
    pair_moves();
    heads_taken_again();
    factor_laws();
    boards_of_12(3, 4);
    boards_of_12(4, 3);
    boards_of_12(2, 6);
    syntax();
    return check_summary("test_tartan");
}
