/*
** test_sub.c - subtraction games sub:S: against exhaustive search on small
** heaps and sums, values and the proved period against a naive mex table and
** a brute-force period, 64-bit heaps through the period, bad parameters.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

#define NAIVE 20000

/* G(0..NAIVE-1) by the definition. */
static void naive_values(const int *set, int count, int *g)
{
    int n, i, v, seen[64];

    for (n = 0; n < NAIVE; n++) {
        memset(seen, 0, sizeof seen);
        for (i = 0; i < count; i++)
            if (set[i] <= n)
                seen[g[n - set[i]]] = 1;
        for (v = 0; seen[v]; v++)
            ;
        g[n] = v;
    }
}

/* The least p (and its least n0) with G(n + p) = G(n) on the whole naive
** table from n0 on, n0 + p in the first quarter: found by trying every p. */
static int naive_period(const int *g, int *n0)
{
    int p, n;

    for (p = 1; p < NAIVE / 4; p++) {
        for (n = NAIVE - p - 1; n >= 0 && g[n] == g[n + p]; n--)
            ;
        if (n + 1 + p < NAIVE / 4) {
            *n0 = n + 1;
            return p;
        }
    }
    return 0;
}

static void set_spec(char *spec, size_t size, const int *set, int count)
{
    int i, len = snprintf(spec, size, "sub:");

    for (i = 0; i < count; i++)
        len += snprintf(spec + len, size - (size_t)len, "%s%d", i ? "," : "", set[i]);
}

/* A fresh game proves the period from heaps 0..checked_to, and not from one
** fewer: the search reaches far enough for every proof within max. */
static void proof_needs_exactly(const char *spec, const gr_period *want)
{
    gr_error err;
    gr_game *g = gr_game_new(spec, strlen(spec), &err);
    gr_period per;

    if (!CHECK(g != NULL))
        return;
    CHECK(gr_game_period(g, want->checked_to, &per, &err) == GR_OK);
    if (!CHECK(per.status == GR_PERIOD_PROVED && per.period == want->period &&
               per.preperiod == want->preperiod && per.checked_to == want->checked_to))
        fprintf(stderr, "  %s: not proved within %llu\n", spec,
                (unsigned long long)want->checked_to);
    gr_game_unref(g);
    g = gr_game_new(spec, strlen(spec), &err);
    CHECK(gr_game_period(g, want->checked_to - 1, &per, &err) == GR_OK);
    CHECK(per.status == GR_PERIOD_NONE && per.checked_to == want->checked_to - 1);
    gr_game_unref(g);
}

/* Values, period and huge heaps of one set against the naive table. */
static void against_naive(const int *set, int count)
{
    static int g[NAIVE];
    char spec[128];
    gr_error err;
    gr_game *game;
    gr_period per;
    uint64_t v, n;
    int i, p, n0 = 0;

    set_spec(spec, sizeof spec, set, count);
    naive_values(set, count, g);
    p = naive_period(g, &n0);
    game = gr_game_new(spec, strlen(spec), &err);
    if (!CHECK(game != NULL) || !CHECK(p > 0))
        return;
    for (i = 0; i < 3000; i++)
        if (!CHECK(gr_heap_value(game, (uint64_t)i, &v, &err) == GR_OK && v == (uint64_t)g[i]))
            fprintf(stderr, "  %s: G(%d) = %llu, naive %d\n", spec, i, (unsigned long long)v,
                    g[i]);
    CHECK(gr_game_period(game, 1000000, &per, &err) == GR_OK);
    if (!CHECK(per.status == GR_PERIOD_PROVED && per.period == (uint64_t)p &&
               per.preperiod == (uint64_t)n0))
        fprintf(stderr, "  %s: period %llu from %llu, naive %d from %d\n", spec,
                (unsigned long long)per.period, (unsigned long long)per.preperiod, p, n0);
    CHECK_EQ_U64(per.checked_to, per.preperiod + per.period + (uint64_t)set[count - 1] - 1);
    proof_needs_exactly(spec, &per);
    for (i = 0; i < 50; i++) {
        n = UINT64_MAX - (uint64_t)i * 1234567890123457u;
        CHECK(gr_heap_value(game, n, &v, &err) == GR_OK);
        CHECK_EQ_U64(v, (uint64_t)g[(uint64_t)n0 + (n - (uint64_t)n0) % (uint64_t)p]);
    }
    gr_game_unref(game);
}

static void all_small_sets(void)
{
    int set[8], count, mask, bit, k;

    for (mask = 1; mask < 128; mask++) {
        for (count = 0, bit = 0; bit < 7; bit++)
            if (mask & (1 << bit))
                set[count++] = bit + 1;
        against_naive(set, count);
    }
    srand(314);
    for (k = 0; k < 200; k++) {
        int last = 0;
        count = 1 + k % 4;
        for (bit = 0; bit < count; bit++)
            set[bit] = last = last + 1 + rand() % (bit == count - 1 ? 25 : 8);
        against_naive(set, count);
    }
}

static void against_search(void)
{
    static const char *sets[] = {"sub:1,3,4", "sub:2,3", "sub:1,4", "sub:2,5,6", "sub:3",
                                 "sub:1,2,3,4,5"};
    char text[128];
    size_t i;
    int a, b, misere;
    uint64_t t;

    for (i = 0; i < sizeof sets / sizeof sets[0]; i++)
        for (a = 0; a <= 14; a++) {
            snprintf(text, sizeof text, "%s %d", sets[i], a);
            for (misere = 0; misere <= 1; misere++)
                check_against_search(text, misere);
            for (t = 0; t <= 5; t++)
                check_moves_to(text, t);
            check_moves_to_stops(text, 0);
            for (b = 0; b <= 9; b++) {
                snprintf(text, sizeof text, "%s %d %d + nim %d", sets[i], a, b, (a * b) % 3);
                check_against_search(text, 0);
                if (a <= 8 && b <= 8)
                    check_against_search(text, 1);
            }
        }
    check_against_search("sub:1,3,4 9 + sub:2,3 7 + bash:2 4", 0);
}

static void huge_and_explain(void)
{
    gr_position *p = check_parse("sub:4,1,3 10 1000000000000000000");
    gr_buf b = GR_BUF_INIT;
    gr_error err;
    gr_game *g;
    uint64_t v;

    if (p == NULL)
        return;
    CHECK_STR(p->items[0].game->spec, "sub:1,3,4");
    CHECK(p->items[0].game->rules->explain(p->items[0].game, p->items[0].state, &b, &err) ==
          GR_OK);
    CHECK_STR(gr_buf_str(&b), "sub:1,3,4 has period 7 from heap 0 (proved: a window of 4 "
              "values repeats); 10 mod 7 = 3 and G(3) = 1");
    /* 10^18 = (10^6)^3 and 10^6 = 1 mod 7 (Fermat), so G(10^18) = G(1) = 1 */
    CHECK(gr_heap_value(p->items[0].game, 1000000000000000000u, &v, &err) == GR_OK);
    CHECK_EQ_U64(v, 1);
    gr_buf_free(&b);
    gr_position_free(p);
    /* a window too long to repeat within the table: small heaps only */
    g = gr_game_new("sub:1,1000000000000", 19, &err);
    CHECK(g != NULL && gr_heap_value(g, 1001, &v, &err) == GR_OK && v == 1);
    CHECK(g != NULL && gr_heap_value(g, 1000000000000000000u, &v, &err) == GR_EUNDECIDED);
    CHECK(strstr(err.message, "a period of moves up to 1000000000000 cannot be proved within "
                 "the first 16777216 values, and heap 1000000000000000000 is beyond them") != NULL);
    gr_game_unref(g);
}

static void period_limits(void)
{
    gr_error err;
    gr_game *g = gr_game_new("sub:2,5,7", 9, &err);
    gr_period per;

    if (!CHECK(g != NULL))
        return;
    CHECK(gr_game_period(g, 5, &per, &err) == GR_OK);
    CHECK(per.status == GR_PERIOD_NONE && per.checked_to == 5);
    CHECK(gr_game_period(g, 100000, &per, &err) == GR_OK);
    CHECK(per.status == GR_PERIOD_PROVED);
    /* exactly the values the proof needs are enough, one fewer is not */
    CHECK(gr_game_period(g, per.checked_to - 1, &per, &err) == GR_OK);
    CHECK(per.status == GR_PERIOD_NONE);
    gr_game_unref(g);
}

static void bad_parameters(void)
{
    const char *bad[][2] = {{"sub", "needs its subtraction set"}, {"sub:", "needs its"},
                            {"sub:1,,3", "element 2 of the set: expected a number"},
                            {"sub:0,2", "0 cannot be in the set"},
                            {"sub:3,1,3", "3 is listed twice"},
                            {"sub:1,x", "element 2 of the set: 'x' is not a whole number"},
                            {"sub:1,-4", "negative"}, {"sub:1,", "element 2"},
                            {"sub:99999999999999999999", "too large"}};
    gr_error err;
    gr_game *g;
    size_t i;

    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        g = gr_game_new(bad[i][0], strlen(bad[i][0]), &err);
        CHECK(g == NULL);
        if (!CHECK(strstr(err.message, bad[i][1]) != NULL))
            fprintf(stderr, "  %s: %s\n", bad[i][0], err.message);
    }
}

static void words(void)
{
    check_explain("sub:2,5,7 100", "sub:2,5,7 has period 22 from heap 0 (proved: a window of 7 "
                  "values repeats); 100 mod 22 = 12 and G(12) = 1");
    check_explain("sub:2,4,7 100", "sub:2,4,7 has period 3 from heap 8 (proved: a window of 7 "
                  "values repeats); 8 + (100 - 8) mod 3 = 10 and G(10) = 2");
    check_explain("sub:2,4,7 5", "sub:2,4,7: G(n) is the mex of G(n - x) over the x in the set "
                  "that fit; computed in order, G(5) = 2");
    check_draw("sub:1,3,4 2", 0, "oo (2)");
}

/* The bulk values (the contest fast path, which fills the table straight to
** the largest heap) against the naive table, then the period of the same
** game is still proved and huge heaps still answered through it. */
static void bulk_values(void)
{
    static const int set[] = {2, 5, 7, 11};
    static int g[NAIVE];
    uint64_t heaps[NAIVE / 2], values[NAIVE / 2], v;
    gr_error err;
    gr_period per;
    gr_game *game = gr_game_new("sub:2,5,7,11", 12, &err);
    size_t i;

    if (!CHECK(game != NULL))
        return;
    naive_values(set, 4, g);
    for (i = 0; i < NAIVE / 2; i++)
        heaps[i] = (uint64_t)((i * 7919u) % NAIVE);
    CHECK(gr_heap_values(game, heaps, NAIVE / 2, values, &err) == GR_OK);
    for (i = 0; i < NAIVE / 2; i++)
        if (!CHECK_EQ_U64(values[i], (uint64_t)g[heaps[i]]))
            break;
    CHECK(gr_game_period(game, 1000000, &per, &err) == GR_OK);
    CHECK(per.status == GR_PERIOD_PROVED);
    heaps[0] = UINT64_MAX;
    CHECK(gr_heap_values(game, heaps, 1, values, &err) == GR_OK);
    CHECK(gr_heap_value(game, UINT64_MAX, &v, &err) == GR_OK);
    CHECK_EQ_U64(values[0], v);
    gr_game_unref(game);
}

int main(void)
{
    bulk_values();
    all_small_sets();
    against_search();
    huge_and_explain();
    period_limits();
    bad_parameters();
    words();
    return check_summary("test_sub");
}
