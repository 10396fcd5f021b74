/*
** test_lasker.c - Lasker's Nim: the closed form against mex by definition,
** solver against exhaustive search (heaps and sums, normal and misere),
** moves_to against a naive scan of every take and split for every heap up to
** 300 and every target, laziness, 64-bit heaps.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

#define NMAX 300
#define TMAX 512   /* values of splits of heaps <= 300 are below 512 */

static uint64_t g[2 * NMAX];

/* G by the definition: mex over every take and every split. */
static void naive_values(void)
{
    static char seen[4 * NMAX];
    int n, a, v;

    for (n = 0; n < 2 * NMAX; n++) {
        memset(seen, 0, sizeof seen);
        for (a = 0; a < n; a++)
            seen[g[a]] = 1;
        for (a = 1; a <= n / 2; a++)
            seen[g[a] ^ g[n - a]] = 1;
        for (v = 0; seen[v]; v++)
            ;
        g[n] = (uint64_t)v;
    }
}

typedef struct texts {
    char items[NMAX + 8][48];
    int count;
    int limit;   /* stop (return 9) after this many; 0: never */
} texts;

static int collect(void *ctx, const gr_option *o)
{
    texts *t = ctx;

    if (t->count < NMAX + 8)
        snprintf(t->items[t->count], sizeof t->items[0], "%s", o->text);
    t->count++;
    return t->limit && t->count >= t->limit ? 9 : 0;
}

static int compare(const void *a, const void *b)
{
    return strcmp(a, b);
}

static void closed_form_and_moves_to(void)
{
    static texts want, got;
    gr_error err;
    gr_game *game = gr_game_new("lasker", 6, &err);
    gr_state s;
    uint64_t n, t, a, v;
    int same, i;

    naive_values();
    for (n = 0; n < 2 * NMAX; n++)
        CHECK(gr_heap_value(game, n, &v, &err) == GR_OK && v == g[n]);
    for (n = 0; n <= NMAX; n++)
        for (t = 0; t <= TMAX; t++) {
            want.count = got.count = 0;
            for (a = 0; a < n; a++)
                if (g[a] == t)
                    snprintf(want.items[want.count++], 48, "%d -> %d", (int)n, (int)a);
            for (a = 1; a <= n / 2; a++)
                if ((g[a] ^ g[n - a]) == t)
                    snprintf(want.items[want.count++], 48, "%d -> %d + %d", (int)n, (int)a,
                             (int)(n - a));
            s.heap = n;
            CHECK(gr_game_moves_to(game, s, t, collect, &got, &err) == GR_OK);
            qsort(want.items, (size_t)want.count, sizeof want.items[0], compare);
            qsort(got.items, (size_t)got.count, sizeof got.items[0], compare);
            same = want.count == got.count;
            for (i = 0; same && i < got.count; i++)
                same = strcmp(want.items[i], got.items[i]) == 0;
            if (!CHECK(same))
                fprintf(stderr, "  lasker %d to %d: %d moves, naive %d\n", (int)n, (int)t,
                        got.count, want.count);
        }
    gr_game_unref(game);
}

static void against_search(void)
{
    char text[96];
    int a, b, misere;

    for (a = 0; a <= 10; a++) {
        snprintf(text, sizeof text, "lasker %d", a);
        for (misere = 0; misere <= 1; misere++)
            check_against_search(text, misere);
        check_moves_to_stops(text, 0);
        check_moves_to_stops(text, 1);
        for (b = 0; b <= 6 && a + b <= 12; b++) {
            snprintf(text, sizeof text, "lasker %d %d + nim %d", a, b, (a + 2 * b) % 4);
            check_against_search(text, 0);
            if (a + b <= 8)
                check_against_search(text, 1);
        }
    }
    check_against_search("lasker 5 6", 0);
    check_against_search("lasker 7 + nim 8", 0);
}

static uint64_t closed(uint64_t n)
{
    return n == 0 ? 0 : n % 4 == 3 ? n + 1 : n % 4 == 0 ? n - 1 : n;
}

typedef struct verify {
    uint64_t n, t;
    int count, bad, limit;
} verify;

/* Every reported move is a take to value t, or a split a <= b of n with
** G(a) ^ G(b) = t. */
static int verify_move(void *ctx, const gr_option *o)
{
    verify *v = ctx;
    uint64_t a = o->parts[0].heap, b;

    v->count++;
    if (o->nparts == 1) {
        v->bad += !(a < v->n && closed(a) == v->t);
    } else {
        b = o->parts[1].heap;
        v->bad += !(o->nparts == 2 && a >= 1 && a <= b && a + b == v->n &&
                    (closed(a) ^ closed(b)) == v->t);
    }
    return v->limit && v->count >= v->limit ? 9 : 0;
}

/* Heaps of 10^5 .. 10^6 against a naive count of the splits. */
static void medium_heaps(void)
{
    gr_error err;
    gr_game *game = gr_game_new("lasker", 6, &err);
    verify v;
    gr_state s;
    uint64_t a;
    int k, naive;

    srand(1931);
    for (k = 0; k < 40; k++) {
        memset(&v, 0, sizeof v);
        v.n = 100000 + (uint64_t)rand() * 7 % 900000;
        v.t = k % 2 ? (uint64_t)rand() % (1u << 20) : closed(v.n) ^ (uint64_t)(rand() % 64);
        for (naive = 0, a = 1; a <= v.n / 2; a++)
            naive += (closed(a) ^ closed(v.n - a)) == v.t;
        naive += closed(v.t) < v.n;
        s.heap = v.n;
        CHECK(gr_game_moves_to(game, s, v.t, verify_move, &v, &err) == GR_OK);
        CHECK(v.bad == 0);
        if (!CHECK(v.count == naive))
            fprintf(stderr, "  lasker %llu to %llu: %d moves, naive %d\n",
                    (unsigned long long)v.n, (unsigned long long)v.t, v.count, naive);
    }
    gr_game_unref(game);
}

static void huge_heaps(void)
{
    const char *args[] = {"lasker", "18446744073709551615"};
    gr_error err;
    gr_game *game = gr_game_new("lasker", 6, &err);
    gr_value val;
    verify v;
    gr_state s;
    int k, rc;

    s.heap = UINT64_MAX - 1;
    CHECK(gr_game_value(game, s, &val, &err) == GR_OK && val.nimber == UINT64_MAX - 1);
    s.heap = UINT64_MAX - 4;   /* 4k + 3 */
    CHECK(gr_game_value(game, s, &val, &err) == GR_OK && val.nimber == UINT64_MAX - 3);
    s.heap = UINT64_MAX;
    CHECK(gr_game_value(game, s, &val, &err) == GR_ERANGE);
    CHECK(gr_position_parse_args(args, 2, 1, &err) == NULL && err.code == GR_ERANGE);
    CHECK_STR(err.where, "argument 2");
    for (k = 0; k < 200; k++) {
        memset(&v, 0, sizeof v);
        v.n = UINT64_MAX - 1 - (uint64_t)k * 98765432109876543u;
        v.t = k % 3 == 0 ? (uint64_t)k : k % 3 == 1 ? closed(v.n) ^ (uint64_t)k
                                                    : (uint64_t)rand() * (uint64_t)rand();
        v.limit = 5000;
        s.heap = v.n;
        rc = gr_game_moves_to(game, s, v.t, verify_move, &v, &err);
        CHECK(rc == GR_OK || (rc == 9 && v.count == 5000));
        CHECK(v.bad == 0);
    }
    /* one split n/2 + n/2 and the take to 0 leave value 0 */
    memset(&v, 0, sizeof v);
    v.n = s.heap = 1000000000000000000u;
    CHECK(gr_game_moves_to(game, s, 0, verify_move, &v, &err) == GR_OK && v.count == 2);
    gr_game_unref(game);
}

static void words(void)
{
    check_explain("lasker 7", "Lasker's Nim: G(n) = n except that 4k+3 and 4k+4 swap values "
                  "(Winning Ways, ch. 4); 7 = 4*1 + 3 and 4k+3 gives 4k+4, so G(7) = 8");
    check_explain("lasker 8", "Lasker's Nim: G(n) = n except that 4k+3 and 4k+4 swap values "
                  "(Winning Ways, ch. 4); 8 = 4*1 + 4 and 4k+4 gives 4k+3, so G(8) = 7");
    check_explain("lasker 0", "Lasker's Nim: G(n) = n except that 4k+3 and 4k+4 swap values "
                  "(Winning Ways, ch. 4); an empty heap has G(0) = 0");
    check_draw("lasker 2", 0, "oo (2)");
}

int main(void)
{
    closed_form_and_moves_to();
    against_search();
    medium_heaps();
    huge_heaps();
    words();
    return check_summary("test_lasker");
}
