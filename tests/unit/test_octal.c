/*
** test_octal.c - take-and-break games: value sequences against a plain mex
** written here, the sparse-space method against the plain one, the known
** periods, Grundy's game, huge heaps through the period, sums against
** exhaustive search, and the three-heap method (octal_triple.c) against the
** plain mex, with and without the memory to keep its window.
*/
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "octal/octal_code.h"
#include "octal/octal_engine.h"
#include "octal/octal_find.h"
#include "octal/octal_period.h"
#include "octal/octal_run.h"
#include "octal/octal_sparse.h"
#include "octal/octal_table.h"
#include "octal/octal_triple.h"

/* ---- an independent reference: the plain mex over every option ---- */

static int digit_of(const char *code, int k)
{
    char c;

    if (k == 0)
        c = code[0];
    else if ((size_t)k + 1 < strlen(code))
        c = code[k + 1];
    else
        return 0;
    return c <= '9' ? c - '0' : c - 'a' + 10;
}

/* G(0..count-1) of the code (unequal: Grundy's game), by definition. */
static unsigned *naive(const char *code, int unequal, size_t count)
{
    unsigned *g = calloc(count, sizeof *g);
    unsigned char seen[4096];   /* values below 2048: every XOR of them fits */
    size_t n, k, a, b, ndig = strlen(code) - 1;

    for (n = 0; g != NULL && n < count; n++) {
        memset(seen, 0, sizeof seen);
        for (k = 0; k <= n && k < ndig; k++) {
            int d = digit_of(code, (int)k);
            size_t m = n - k;
            if ((d & 1) && m == 0)
                seen[0] = 1;
            if ((d & 2) && m > 0)
                seen[g[m]] = 1;
            for (a = 1; (d & 4) && a < m; a++)
                if (!unequal || 2 * a != m)
                    seen[g[a] ^ g[m - a]] = 1;
            for (a = 1; (d & 8) && 3 * a <= m; a++)   /* a <= b <= m - a - b */
                for (b = a; a + 2 * b <= m; b++)
                    seen[g[a] ^ g[b] ^ g[m - a - b]] = 1;
        }
        while (seen[g[n]])
            g[n]++;
        if (g[n] >= 2048) {
            free(g);
            return NULL;
        }
    }
    return g;
}

static void random_code(char *code, int hex, int ndigits)
{
    int k;

    code[0] = "048c"[rand() % (hex ? 4 : 2)];
    code[1] = '.';
    for (k = 0; k < ndigits; k++)
        code[2 + k] = "0123456789abcdef"[rand() % (hex ? 16 : 8)];
    code[2 + ndigits] = '\0';
}

static gr_octal *engine_of(const char *code, int hex)
{
    gr_octal_rules r;
    gr_error err;

    if (!CHECK(gr_octal_rules_parse(code, hex, &r, &err) == GR_OK)) {
        fprintf(stderr, "  %s: %s\n", code, err.message);
        return NULL;
    }
    return gr_octal_new(&r);
}

/* The engine of octal `code`, or of Grundy's game when `grundys`. */
static gr_octal *engine_or_grundys(const char *code, int grundys)
{
    gr_octal_rules r;

    if (!grundys)
        return engine_of(code, 0);
    gr_octal_rules_grundys(&r);
    return gr_octal_new(&r);
}

/* The engine's table against the reference, heaps 0..count-1. */
static int same_table(gr_octal *o, const unsigned *want, size_t count, const char *what)
{
    gr_error err;
    size_t n;

    if (!CHECK(gr_octal_extend(o, count - 1, &err) == GR_OK))
        return 0;
    for (n = 0; n < count; n++)
        if (gr_octal_g(o, n) != want[n]) {
            fprintf(stderr, "%s: G(%zu) = %u, expected %u\n", what, n, gr_octal_g(o, n), want[n]);
            return CHECK(0);
        }
    return CHECK(1);
}

static void test_random_codes(void)
{
    char code[16];
    int i, hex;

    for (i = 0; i < 120; i++) {
        hex = i % 4 == 3;
        random_code(code, hex, 1 + rand() % 4);
        {
            size_t count = hex ? 160 : 2500;
            unsigned *want = naive(code, 0, count);
            gr_octal *o = engine_of(code, hex);
            if (o != NULL && want != NULL)
                same_table(o, want, count, code);
            gr_octal_free(o);
            free(want);
        }
    }
}

/* The sparse method from heap 40 under `mask` (0: the engine's choice), with
** rows of at least row_bits bits, the table grown in steps of 1 to `step`
** heaps (0: at once), against the reference want[0..count). */
/* The long-run settings check_sparse gives its tables (threads), or NULL;
** and the least value it keeps aside as wide (0: the engine's). */
static const gr_long_run *sparse_run;
static unsigned sparse_narrow;
static uint64_t sparse_widen_from;   /* and when it may take 2 bytes a value (0: the engine's) */
static int sparse_grundys;           /* Grundy's game rather than the code */
static int sparse_reach_plain;       /* the rare heaps checked with the plain code, */
static unsigned sparse_check_values; /* this many values a heap (0: the engine's) */
static unsigned sparse_pool_look;    /* heaps between looks at the pool's size (0: the engine's) */
static int sparse_wide_list;         /* the checks' wide parts from the wide list always */
static uint64_t sparse_checks, sparse_check_marks;   /* the last table's counts */

static void check_sparse(const char *code, const unsigned *want, size_t count,
                         unsigned mask, unsigned row_bits, unsigned step)
{
    gr_octal *o = engine_or_grundys(code, sparse_grundys);
    uint64_t n = 0;

    if (o == NULL || want == NULL) {
        gr_octal_free(o);
        return;
    }
    gr_octal_long_run(o, sparse_run);
    if (sparse_narrow != 0)
        o->narrow = sparse_narrow;
    if (sparse_widen_from != 0)
        o->widen_from = sparse_widen_from;
    o->sparse_start = 40;
    o->forced_mask = mask;
    o->min_row_bits = row_bits;
    o->reach_plain = sparse_reach_plain;
    o->check_values = sparse_check_values;
    o->pool_look = sparse_pool_look;
    o->wide_list = sparse_wide_list;
    while (step > 0 && n + 1 < count && gr_octal_extend(o, n, NULL) == GR_OK)
        n += 1 + (uint64_t)rand() % step;
    same_table(o, want, count, code);
    sparse_checks = o->checks;
    sparse_check_marks = o->check_marks;
    gr_octal_free(o);
}

/* The sparse-space method is exact for every mask, good or bad. */
static void test_sparse_exact(void)
{
    static const char *codes[] = {"0.6", "0.16", "0.007", "0.77", "0.137", "4.0", "0.051",
                                  "0.4", "0.37", "4.77", "0.354", "0.376"};
    size_t i, count = 3000;
    unsigned mask;

    for (i = 0; i < sizeof codes / sizeof codes[0]; i++) {
        unsigned *want = naive(codes[i], 0, count);
        for (mask = 0; mask < 8; mask++)
            check_sparse(codes[i], want, count, mask, 0, 0);
        free(want);
    }
}

/* Long tables on two threads (the helper forced on) equal the plain
** method's, for every mask; so do tables grown in many uneven steps, which
** end and restart the sparse method's runs anywhere inside a block. */
static void test_threads(void)
{
    /* 0.77, 4.77 and 0.354 split with two or three k, marked once for all
    ** (far_pass_shifted) */
    static const char *codes[] = {"0.6", "0.16", "0.007", "0.137", "4.0", "0.37", "0.77",
                                  "4.77", "0.354"};
    gr_long_run run = {0};
    run.threads = 2;
    size_t i, count = 2000;
    unsigned mask;

    sparse_run = &run;
    for (i = 0; i < sizeof codes / sizeof codes[0]; i++) {
        unsigned *want = naive(codes[i], 0, count);
        for (mask = 1; mask < 8; mask++)
            check_sparse(codes[i], want, count, mask, 0, mask < 4 ? 7 : 300);
        free(want);
    }
    sparse_run = NULL;
}

/* A helper held up: it sleeps before every third block (the sparse method)
** or heap (the plain mex), and the main thread takes its part over; in the
** sparse method it sleeps too once it has a block, before its first chunk
** in another third of the blocks and after it in the last third, and the
** main thread takes what is left; the tables still equal the reference,
** and the take-overs did happen. */
static void test_takeovers(void)
{
    static const char *codes[] = {"0.6", "0.007", "0.77", "0.354", "4.0"};
    size_t i, count = 3000, plain_count = 18000;
    uint64_t sparse_taken = 0, plain_taken = 0, stolen = 0;
    gr_long_run run = {0};

    run.threads = 2;
    for (i = 0; i < sizeof codes / sizeof codes[0]; i++) {
        int grundys = i == 4;
        unsigned *want = naive(codes[i], grundys, plain_count);
        int plain;
        for (plain = 0; plain < 2 && want != NULL; plain++) {
            gr_octal *o = engine_or_grundys(codes[i], grundys);
            if (o == NULL)
                continue;
            gr_octal_long_run(o, &run);
            o->sparse_start = plain ? UINT64_MAX : 40;
            o->helper_lag = plain ? 200 : 2000;
            same_table(o, want, plain ? plain_count : count,
                       plain ? "plain, helper held up" : "sparse, helper held up");
            if (plain)
                plain_taken += o->takeovers;
            else
                sparse_taken += o->takeovers, stolen += o->steals;
            gr_octal_free(o);
        }
        free(want);
    }
    CHECK(sparse_taken > 0);
    CHECK(stolen > 0);
    CHECK(plain_taken > 0);
}

/* Values of hundreds (rows outgrown several times), and rows wide enough
** for the marking of any width (those of 2 KB and more a tile of 8 rows at
** a time), on one thread and on two. */
static void test_wide_values(void)
{
    static const char *codes[] = {"0.6666", "0.0404"};
    static const unsigned row_bits[] = {0, 11, 12, 13, 14};
    size_t i, w, count = 3000;
    int t;

    for (i = 0; i < 2; i++) {
        unsigned *want = naive(codes[i], 0, count);
        for (t = 1; t <= 2; t++)
            for (w = 0; w < sizeof row_bits / sizeof row_bits[0]; w++) {
                gr_long_run run = {0};
                run.threads = t;
                sparse_run = &run;
                check_sparse(codes[i], want, count, 1, row_bits[w], 0);
                sparse_run = NULL;
            }
        free(want);
    }
}

/* The plain mex on two threads (a helper marks the upper half of each
** heap's splits from heap 16,384 on) equals the reference, on tables of
** bytes and of two bytes; and in Grundy's game (unequal splits), whose
** values stay below 140 up to heap 16,384 and pass it before 20,000, with
** values of 140 and more kept aside (the helper then stops and the main
** thread goes on alone) and then moved to 2 bytes a value (the helper
** starts again). */
static void test_plain_threads(void)
{
    static const char *codes[] = {"0.007", "0.6", "0.137", "4.0"};
    size_t i, count = 20000;
    gr_octal *o;
    int wide;

    for (i = 0; i < sizeof codes / sizeof codes[0]; i++) {
        int grundys = i == 3;
        unsigned *want = naive(codes[i], grundys, count);
        for (wide = 0; wide < (grundys ? 3 : 1); wide++) {
            gr_long_run run = {0};
            run.threads = 2;
            o = engine_or_grundys(codes[i], grundys);
            if (o == NULL)
                continue;
            gr_octal_long_run(o, &run);
            o->sparse_start = UINT64_MAX;   /* the plain mex throughout */
            if (wide > 0) {
                o->narrow = 140;
                o->widen_from = wide == 1 ? UINT64_MAX : 18000;
            }
            same_table(o, want, count, grundys ? "grundys, plain, two threads"
                                               : "plain, two threads");
            if (wide == 1)
                CHECK(o->g16 == NULL && o->nwide > 0);
            if (wide == 2)
                CHECK(o->g16 != NULL);
            gr_octal_free(o);
        }
        free(want);
    }
}

/* ---- three-heap splits (octal_triple.c) ---- */

/* The table of a hexadecimal code grown to count heaps in uneven steps (of
** 1 to step heaps) under the run's settings (NULL: none), against the plain
** mex want[0..count). Returns the engine, for the caller to look at and
** free. */
static gr_octal *check_triple(const char *code, const unsigned *want, size_t count,
                              const gr_long_run *run, unsigned step)
{
    gr_octal *o = engine_of(code, 1);
    uint64_t n = 0;

    if (o == NULL || !CHECK(want != NULL))
        return o;
    gr_octal_long_run(o, run);
    while (n + 1 < count && gr_octal_extend(o, n, NULL) == GR_OK)
        n += 1 + (uint64_t)rand() % step;
    same_table(o, want, count, code);
    return o;
}

/* Three-heap codes (a digit with bit 8, for k = 0, 1, 2 or several k, with
** and without the other kinds of moves) against the plain mex; the method
** must really be the one used (no fallback with the default memory). */
static void test_triple_codes(void)
{
    static const struct { const char *code; size_t count; } cases[] = {
        {"0.8", 3000}, {"0.c", 2000}, {"0.f", 2000}, {"0.48", 2000}, {"0.08", 2000},
        {"0.9", 2000}, {"0.18", 2000}, {"0.88", 1500}, {"4.8", 1500}, {"0.0f", 1500},
        {"0.f8", 1500}, {"8.0", 1500}, {"c.1", 1500}, {"0.b4", 1500}};
    size_t i;

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        unsigned *want = naive(cases[i].code, 0, cases[i].count);
        gr_octal *o = check_triple(cases[i].code, want, cases[i].count, NULL, 400);
        if (o != NULL && !CHECK(o->triple != NULL && !gr_octal_triple_fallback(o)))
            fprintf(stderr, "  %s: the three-heap method was not used\n", cases[i].code);
        gr_octal_free(o);
        free(want);
    }
}

/* Values appended from outside (as a checkpoint resumes a table), before
** the method ever ran and after it ran a while: it catches up. */
static void check_triple_jump(const char *code)
{
    static const size_t from[][2] = {{0, 1700}, {300, 1700}, {1000, 1001}, {5, 20}};
    size_t count = 2000, i, n;
    unsigned *want = naive(code, 0, count);

    for (i = 0; CHECK(want != NULL) && i < sizeof from / sizeof from[0]; i++) {
        gr_octal *o = engine_of(code, 1);
        if (o == NULL)
            break;
        CHECK(gr_octal_extend(o, from[i][0], NULL) == GR_OK);
        CHECK(gr_octal_reserve(o, count, UINT64_MAX, NULL, NULL) == GR_OK);
        for (n = o->count; n < from[i][1]; n++)
            CHECK(gr_octal_append(o, want[n], NULL) == GR_OK);
        same_table(o, want, count, code);
        gr_octal_free(o);
    }
    free(want);
}

static void test_triple_jump(void)
{
    check_triple_jump("0.9");
    check_triple_jump("0.c");    /* two-heap moves too: S2 of the heaps just below */
    check_triple_jump("0.4f");
}

/* G(n) = floor((n - 1) / 3) for n >= 1 in o's table: hex:0.8. Returns
** the first heap that differs (o->count when none). */
static uint64_t first_off_formula(const gr_octal *o)
{
    uint64_t n;

    for (n = 1; n < o->count && gr_octal_g(o, n) == (n - 1) / 3; n++)
        ;
    return gr_octal_g(o, 0) == 0 ? n : 0;
}

/* With too little memory for the window the method gives way to the plain
** mex, at once or part way, and the values stay exact. */
static void test_triple_memory(void)
{
    static const char *codes[] = {"0.9", "0.c", "0.88"};
    gr_long_run run = {0};
    size_t count = 1500, i;
    gr_octal *o;

    run.max_memory = 100000;   /* not even the method's fixed part */
    for (i = 0; i < sizeof codes / sizeof codes[0]; i++) {
        unsigned *want = naive(codes[i], 0, count);
        o = check_triple(codes[i], want, count, &run, 300);
        if (o != NULL && !CHECK(gr_octal_triple_fallback(o)))
            fprintf(stderr, "  %s: no fallback within 100000 bytes\n", codes[i]);
        gr_octal_free(o);
        free(want);
    }
    /* about 1 MB to heap 1000 (fixed part 0.8 MB), 1.8 MB to heap 4000 */
    run.max_memory = 1300000;
    if ((o = engine_of("0.8", 1)) == NULL)
        return;
    gr_octal_long_run(o, &run);
    CHECK(gr_octal_extend(o, 1000, NULL) == GR_OK);
    CHECK(o->triple != NULL && !gr_octal_triple_fallback(o));
    CHECK(gr_octal_extend(o, 4000, NULL) == GR_OK);
    CHECK(gr_octal_triple_fallback(o));
    CHECK_EQ_U64(first_off_formula(o), 4001);
    gr_octal_free(o);
}

/* hex:0.8 (take one token, split the rest into three heaps) has G(n) =
** floor((n - 1) / 3) for n >= 1: far past what the plain mex can check. */
static void test_triple_formula(void)
{
    gr_octal *o = engine_of("0.8", 1);
    uint64_t n, count = 100001;

    if (o == NULL || !CHECK(gr_octal_extend(o, count - 1, NULL) == GR_OK)) {
        gr_octal_free(o);
        return;
    }
    n = first_off_formula(o);
    if (!CHECK_EQ_U64(n, count) && n < count)
        fprintf(stderr, "  hex:0.8: G(%llu) = %u\n", (unsigned long long)n, gr_octal_g(o, n));
    CHECK(!gr_octal_triple_fallback(o));
    gr_octal_free(o);
}

/* Grundy's game and 0.6 to 70000 heaps: one thread and two agree. */
static void test_threads_long(void)
{
    static const char *codes[] = {"4.0", "0.6"};
    size_t i, n, count = 70000;

    for (i = 0; i < 2; i++) {
        gr_octal *o[2];
        gr_octal_rules r;
        int t;
        for (t = 0; t < 2; t++) {
            gr_long_run run = {0};
            run.threads = 1 + t;
            if (i == 0)
                gr_octal_rules_grundys(&r);
            else
                gr_octal_rules_parse(codes[i], 0, &r, NULL);
            o[t] = gr_octal_new(&r);
            if (o[t] != NULL)
                gr_octal_long_run(o[t], &run);
            CHECK(o[t] != NULL && gr_octal_extend(o[t], count - 1, NULL) == GR_OK);
        }
        for (n = 0; n < count && gr_octal_g(o[0], n) == gr_octal_g(o[1], n); n++)
            ;
        if (!CHECK_EQ_U64(n, count))
            fprintf(stderr, "  %s: G(%zu) differs between one thread and two\n", codes[i], n);
        gr_octal_free(o[0]);
        gr_octal_free(o[1]);
    }
}

static void test_grundys(void)
{
    static const unsigned first[] = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2,
                                     4, 3, 0};
    gr_octal_rules r;
    gr_octal *o;
    unsigned *want = naive("4.0", 1, 12000);
    size_t n;

    gr_octal_rules_grundys(&r);
    o = gr_octal_new(&r);
    CHECK(gr_octal_extend(o, 20, NULL) == GR_OK);
    for (n = 0; n < sizeof first / sizeof first[0]; n++)
        CHECK_EQ_U64(gr_octal_g(o, n), first[n]);
    gr_octal_free(o);
    o = gr_octal_new(&r);       /* the sparse method from heap 100 on */
    o->sparse_start = 100;
    same_table(o, want, 12000, "grundys");
    gr_octal_free(o);
    for (n = 1; n < 8; n++) {   /* every small mask: many rare heaps near n / 2 */
        o = gr_octal_new(&r);
        o->sparse_start = 100;
        o->forced_mask = (unsigned)n;
        same_table(o, want, 3000, "grundys, forced mask");
        gr_octal_free(o);
    }
    for (n = 11; n <= 13; n++) {   /* rows of 2 KB and more: marked 8 at a time */
        o = gr_octal_new(&r);
        o->sparse_start = 100;
        o->min_row_bits = (unsigned)n;
        same_table(o, want, 3000, "grundys, wide rows");
        gr_octal_free(o);
    }
    free(want);
}

/* The published rare-value facts of Grundy's game below 2^21 (tczajka's
** octal-games tables): under the mask 0xfe, 1274 heaps have a rare value
** (heap 0 counted), the last at heap 82860; the largest value is 231, first
** at heap 763622. */
/* Tables whose values from `narrow` on are kept aside (a byte and the
** wide list, as values of 255 and more are) equal the plain method's: on
** one thread and two, for several masks, grown in uneven steps, so that
** the marking, the scans, the pool, the near entries and the checks of the
** rare heaps (their wide parts found both ways, and with only a few wide
** heaps) all meet wide heaps, in a heap's own block and in the helper's
** far passes; and so do those moved to 2 bytes a value on the way, as wide
** heaps become common.
** The looks for a period find them in such tables, plain and arithmetic. */
static void test_narrow(void)
{
    static const char *codes[] = {"0.6", "0.007", "4.0", "0.137", "0.6666"};
    static const unsigned narrows[] = {1, 2, 3, 5, 9};
    size_t i, j, n, count = 2500;
    unsigned top;
    int t;

    for (i = 0; i < sizeof codes / sizeof codes[0]; i++) {
        unsigned *want = naive(codes[i], 0, count);
        for (j = 0; j < sizeof narrows / sizeof narrows[0]; j++)
            for (t = 1; t <= 2; t++) {
                gr_long_run run = {0};
                run.threads = t;
                sparse_run = &run;
                sparse_narrow = narrows[j];
                sparse_widen_from = UINT64_MAX;
                check_sparse(codes[i], want, count, (unsigned)(j % 4), 0, t == 2 ? 90 : 0);
                if (t == 1) {   /* one thread checks: the wide parts from the list */
                    sparse_wide_list = 1;
                    check_sparse(codes[i], want, count, (unsigned)(j % 4), 0, 0);
                    sparse_wide_list = 0;
                }
                sparse_widen_from = 600 + 300 * (unsigned)t;
                check_sparse(codes[i], want, count, (unsigned)(j % 4), 0, 70);
                if (j % 2 == 0)   /* rows of 4 KB, marked a tile at a time */
                    check_sparse(codes[i], want, count, (unsigned)(j % 4), 12, 70);
            }
        sparse_run = NULL;
        for (n = 0, top = 0; want != NULL && n < count; n++)
            top = want[n] > top ? want[n] : top;
        for (j = 0; j < 3 && want != NULL; j++) {   /* few wide heaps: their checks */
            sparse_narrow = top > 255 ? 255 : top > j ? top - (unsigned)j : 1;
            sparse_widen_from = UINT64_MAX;
            check_sparse(codes[i], want, count, 0, 0, j == 0 ? 0 : 50);
        }
        sparse_narrow = 0;
        sparse_widen_from = 0;
        free(want);
    }
    for (i = 0; i < 2; i++) {   /* periods found in such tables: 0.77, 0.137 */
        gr_octal *o = engine_of(i == 0 ? "0.77" : "0.137", 0);
        gr_period p;
        if (o == NULL)
            continue;
        o->narrow = 2;
        CHECK(gr_octal_find_period(o, 100000, &p, NULL) == GR_OK);
        CHECK(p.status == GR_PERIOD_PROVED && p.saltus == 0);
        CHECK_EQ_U64(p.preperiod, i == 0 ? 71 : 52);
        CHECK_EQ_U64(p.period, i == 0 ? 12 : 34);
        gr_octal_free(o);
    }
    {   /* and an arithmetic period whose last values are wide: hex:0.8 */
        gr_octal *o = engine_of("0.8", 1);
        gr_period p;
        if (o != NULL) {
            o->narrow = 40;
            o->widen_from = UINT64_MAX;
            CHECK(gr_octal_find_period(o, 300, &p, NULL) == GR_OK);
            CHECK(p.status == GR_PERIOD_APPARENT && p.saltus == 1);
            CHECK_EQ_U64(p.preperiod, 1);
            CHECK_EQ_U64(p.period, 3);
            CHECK(o->g16 == NULL && o->nwide > 0);
            gr_octal_free(o);
        }
    }
}

/* Grundy's game to 200000 with its values from 3 on kept aside (most of
** them: most splits of every scan look aside) against the plain table, on
** two threads: to 100000 in a byte table, then resumed from its checkpoint
** and moved to 2 bytes a value; a table that only resumes it moves to 2
** bytes a value as it reads it back, as a run would have (its looks for a
** period would otherwise look every value aside). */
static void test_narrow_long(void)
{
    static const char *file = "build/test_octal_narrow.ckpt";
    gr_octal_rules r;
    gr_octal *o[3];
    gr_long_run run = {0};
    uint64_t n, count = 200000;
    int i;

    run.threads = 2;
    gr_octal_rules_grundys(&r);
    remove(file);
    for (i = 0; i < 3; i++) {
        o[i] = gr_octal_new(&r);
        if (!CHECK(o[i] != NULL))
            return;
        if (i > 0) {
            o[i]->narrow = 3;
            run.checkpoint = file;
        }
        if (i == 1)
            o[i]->widen_from = UINT64_MAX;   /* the byte table throughout */
        gr_octal_long_run(o[i], &run);
        /* the third resumes what the second saved, then goes on */
        CHECK(gr_octal_extend(o[i], (i == 1 ? count / 2 : count) - 1, NULL) == GR_OK);
        if (i == 1) {   /* read back, nothing computed */
            gr_octal *back = gr_octal_new(&r);
            if (!CHECK(back != NULL))
                continue;
            back->narrow = 3;
            gr_octal_long_run(back, &run);
            CHECK(gr_octal_extend(back, count / 2 - 1, NULL) == GR_OK);
            CHECK_EQ_U64(back->count, count / 2);
            CHECK(back->g16 != NULL);
            for (n = 0; n < count / 2 && gr_octal_g(back, n) == gr_octal_g(o[0], n); n++)
                ;
            CHECK_EQ_U64(n, count / 2);
            gr_octal_free(back);
        }
    }
    CHECK(o[1]->nwide > count / 4 && o[1]->g16 == NULL);
    CHECK(o[2]->g16 != NULL);   /* moved to 2 bytes a value: most heaps are wide */
    for (n = 0; n < count && gr_octal_g(o[0], n) == gr_octal_g(o[2], n); n++)
        ;
    if (!CHECK_EQ_U64(n, count))
        fprintf(stderr, "  Grundy's game, values from 3 aside: G(%llu) differs\n",
                (unsigned long long)n);
    for (n = 0; n < count / 2 && gr_octal_g(o[1], n) == gr_octal_g(o[0], n); n++)
        ;
    CHECK_EQ_U64(n, count / 2);
    remove(file);
    for (i = 0; i < 3; i++)
        gr_octal_free(o[i]);
}

static int stop_when(void *ctx)
{
    return *(const int *)ctx;
}

/* The first bytes of a file, or "" (for comparing a file left alone). */
static void file_head(const char *path, char *out, size_t size)
{
    FILE *f = fopen(path, "rb");
    size_t got = f != NULL ? fread(out, 1, size - 1, f) : 0;

    out[got] = '\0';
    if (f != NULL)
        fclose(f);
}

/* A checkpoint removed during a run is written anew, whole; one replaced by
** another file or a folder is left as it is, and the save says so, also
** when a stop has nothing new to save (a stop promises the save). */
static void test_checkpoint_replaced(void)
{
    static const char *file = "build/test_octal_replaced.ckpt";
    static const char *theirs = "not a checkpoint: the user's own notes\n";
    gr_octal_rules r;
    gr_octal *o, *back;
    gr_long_run run = {0};
    gr_error err;
    char head[128];
    FILE *f;
    int stop = 0;

    gr_octal_rules_grundys(&r);
    remove(file);
    rmdir(file);
    run.checkpoint = file;
    run.stop = stop_when;
    run.ctx = &stop;
    o = gr_octal_new(&r);
    if (!CHECK(o != NULL))
        return;
    gr_octal_long_run(o, &run);
    CHECK(gr_octal_extend(o, 999, NULL) == GR_OK);
    remove(file);   /* removed: the next save writes it whole */
    CHECK(gr_octal_extend(o, 1999, NULL) == GR_OK);
    back = gr_octal_new(&r);
    if (CHECK(back != NULL)) {
        gr_octal_long_run(back, &run);
        CHECK(gr_octal_extend(back, 1999, NULL) == GR_OK);
        CHECK_EQ_U64(back->count, 2000);   /* all read back: the run's extend stops first */
        gr_octal_free(back);
    }
    /* replaced by another file: left alone, the reason said */
    remove(file);
    if ((f = fopen(file, "w")) != NULL) {
        fputs(theirs, f);
        fclose(f);
    }
    CHECK(gr_octal_extend(o, 2999, &err) == GR_EIO);
    CHECK(strstr(err.message, "was replaced during the run") != NULL);
    file_head(file, head, sizeof head);
    CHECK(strcmp(head, theirs) == 0);
    /* a stop with nothing new to save checks the file too */
    stop = 1;
    CHECK(gr_octal_extend(o, 3999, &err) == GR_EIO);
    CHECK(strstr(err.message, "but they are not all saved") != NULL &&
          strstr(err.message, "was replaced during the run") != NULL);
    /* a folder in its place */
    remove(file);
    CHECK(mkdir(file, 0700) == 0);
    CHECK(gr_octal_extend(o, 3999, &err) == GR_EIO);
    CHECK(strstr(err.message, "was replaced during the run") != NULL);
    rmdir(file);
    /* and removed: the stop writes it whole, as it says */
    CHECK(gr_octal_extend(o, 3999, &err) == GR_ESTOP);
    back = gr_octal_new(&r);
    if (CHECK(back != NULL)) {
        stop = 0;
        gr_octal_long_run(back, &run);
        CHECK(gr_octal_extend(back, 2999, NULL) == GR_OK);
        CHECK_EQ_U64(back->count, 3000);
        CHECK(memcmp(back->g, o->g, 3000) == 0);
        gr_octal_free(back);
    }
    remove(file);
    gr_octal_free(o);
}

/* A long run stopped, or whose save fails, still says through the period's
** checked_to how far its values are computed: every one final (the front
** ends print them before they say why the run ended). */
static void test_period_stopped(void)
{
    static const char *file = "build/test_octal_period_stopped.ckpt";
    gr_long_run run = {0};
    gr_error err;
    gr_period p, fresh;
    gr_game *g, *plain;
    uint64_t n, v, w;
    int stop = 1;

    remove(file);
    rmdir(file);
    g = gr_game_new("octal:0.6", 9, &err);
    plain = gr_game_new("octal:0.6", 9, &err);
    if (!CHECK(g != NULL && plain != NULL))
        goto done;
    run.stop = stop_when;
    run.ctx = &stop;
    run.checkpoint = file;
    run.threads = 1;
    CHECK(gr_game_set_long_run(g, &run) == GR_OK);
    p.checked_to = UINT64_MAX;
    CHECK(gr_game_period(g, 300000, &p, &err) == GR_ESTOP);
    CHECK(p.checked_to != UINT64_MAX && p.checked_to < 300000);
    CHECK(strstr(err.message, "stopped after") != NULL);
    CHECK(gr_game_period(plain, p.checked_to, &fresh, &err) == GR_OK);
    for (n = 0; n <= p.checked_to && n < 300000; n += 97) {
        CHECK(gr_heap_value(g, n, &v, &err) == GR_OK);
        CHECK(gr_heap_value(plain, n, &w, &err) == GR_OK);
        CHECK_EQ_U64(v, w);
    }
    /* a failed save (a folder where the checkpoint was): the same */
    remove(file);
    CHECK(mkdir(file, 0700) == 0);
    stop = 0;
    n = p.checked_to;
    p.checked_to = UINT64_MAX;
    CHECK(gr_game_period(g, 2 * n + 2, &p, &err) == GR_EIO);
    CHECK(p.checked_to != UINT64_MAX && p.checked_to > n);
    CHECK(gr_heap_value(g, p.checked_to, &v, &err) == GR_OK);
    CHECK(gr_game_period(plain, p.checked_to, &fresh, &err) == GR_OK);
    CHECK(gr_heap_value(plain, p.checked_to, &w, &err) == GR_OK);
    CHECK_EQ_U64(v, w);
    rmdir(file);
done:
    gr_game_unref(g);
    gr_game_unref(plain);
}

static void test_grundys_facts(void)
{
    gr_octal_rules r;
    gr_octal *o;
    uint64_t n, rare = 0, last = 0, first_max = 0;
    unsigned max = 0;

    gr_octal_rules_grundys(&r);
    o = gr_octal_new(&r);
    if (!CHECK(gr_octal_extend(o, (1u << 21) - 1, NULL) == GR_OK)) {
        gr_octal_free(o);
        return;
    }
    for (n = 0; n < (1u << 21); n++) {
        unsigned v = gr_octal_g(o, n), p = v & 0xfe;
        p ^= p >> 4;
        p ^= p >> 2;
        p ^= p >> 1;
        if ((p & 1) == 0) {
            rare++;
            last = n;
        }
        if (v > max) {
            max = v;
            first_max = n;
        }
    }
    CHECK_EQ_U64(rare, 1274);
    CHECK_EQ_U64(last, 82860);
    CHECK_EQ_U64(max, 231);
    CHECK_EQ_U64(first_max, 763622);
    gr_octal_free(o);
}

/* ---- periods ---- */

static void check_period(const char *spec, uint64_t pre, uint64_t per)
{
    gr_error err;
    gr_game *g = gr_game_new(spec, strlen(spec), &err);
    gr_period p;

    if (!CHECK(g != NULL))
        return;
    if (CHECK(gr_game_period(g, 100000, &p, &err) == GR_OK)) {
        CHECK(p.status == GR_PERIOD_PROVED);
        if (!CHECK_EQ_U64(p.preperiod, pre) || !CHECK_EQ_U64(p.period, per))
            fprintf(stderr, "  for %s\n", spec);
        CHECK_EQ_U64(p.saltus, 0);
    }
    gr_game_unref(g);
}

/* A proved period must hold far beyond the heaps it was proved from, and
** preperiod and period must be the least. */
static void check_proof_holds(const char *code, int hex)
{
    gr_octal *o = engine_of(code, hex);
    gr_period p;
    unsigned *want;
    size_t n, count;

    if (o == NULL || gr_octal_find_period(o, 1100, &p, NULL) != GR_OK ||
        p.status != GR_PERIOD_PROVED) {
        gr_octal_free(o);
        return;
    }
    count = 2 * (size_t)p.checked_to + 600;
    want = naive(code, 0, count);
    for (n = p.preperiod; want != NULL && n + p.period < count; n++)
        if (want[n + p.period] != want[n]) {
            fprintf(stderr, "%s: proved (%llu, %llu) fails at %zu\n", code,
                    (unsigned long long)p.preperiod, (unsigned long long)p.period, n);
            CHECK(0);
            break;
        }
    if (p.preperiod > 0 && want != NULL)
        CHECK(want[p.preperiod - 1 + p.period] != want[p.preperiod - 1]);
    for (n = 1; want != NULL && n < p.period; n++)
        if (p.period % n == 0) {
            size_t i;
            for (i = p.preperiod; i + n < count && want[i + n] == want[i]; i++)
                ;
            CHECK(i + n < count);   /* a divisor of the period is not a period */
        }
    CHECK(1);
    free(want);
    gr_octal_free(o);
}

static void test_periods(void)
{
    char code[16];
    int i;

    check_period("kayles", 71, 12);
    check_period("octal:0.77", 71, 12);
    check_period("dawson", 52, 34);
    check_period("octal:0.137", 52, 34);
    check_period("octal:0.07", 53, 34);
    check_period("octal:0.33", 0, 3);   /* Bash with M = 2: n mod 3 */
    check_period("octal:0.3", 0, 2);    /* take exactly one: n mod 2 */
    check_period("octal:0.0", 0, 1);
    check_proof_holds("0.4", 0);
    check_proof_holds("4.0", 0);
    for (i = 0; i < 60; i++) {
        random_code(code, 0, 1 + rand() % 3);
        check_proof_holds(code, 0);
    }
}

/* 0.4 and 4.0 look periodic from heap 0 with period 1 at first (the naive
** form of the theorem would prove it from G(0..2)): whatever is proved on a
** short table must hold on a long one. */
static void test_zero_preperiod_trap(void)
{
    static const char *codes[] = {"0.4", "4.0", "0.04", "4.04", "0.14", "4.4"};
    size_t i, size, n;

    for (i = 0; i < sizeof codes / sizeof codes[0]; i++) {
        unsigned *want = naive(codes[i], 0, 400);
        for (size = 1; want != NULL && size < 40; size++) {
            gr_octal *o = engine_of(codes[i], 0);
            const gr_period *p;
            if (o == NULL)
                break;
            gr_octal_extend(o, size, NULL);
            gr_octal_examine(o);
            p = &o->period;
            for (n = p->preperiod; p->status == GR_PERIOD_PROVED && n + p->period < 400; n++)
                if (!CHECK(want[n + p->period] == want[n])) {
                    fprintf(stderr, "  %s proved (%llu, %llu) from heaps 0..%zu\n", codes[i],
                            (unsigned long long)p->preperiod,
                            (unsigned long long)p->period, size);
                    break;
                }
            gr_octal_free(o);
        }
        free(want);
    }
    {
        gr_octal *o = engine_of("0.4", 0);   /* G(0..2) = 0 0 0: not proved */
        gr_octal_extend(o, 2, NULL);
        gr_octal_examine(o);
        CHECK(o->period.status != GR_PERIOD_PROVED);
        gr_octal_free(o);
    }
}

/* ---- huge heaps ---- */

static void check_huge(const char *spec, uint64_t n)
{
    gr_error err;
    gr_game *g = gr_game_new(spec, strlen(spec), &err);
    gr_game *fresh = gr_game_new(spec, strlen(spec), &err);
    gr_period p;
    uint64_t v, w, small;

    if (!CHECK(g != NULL && fresh != NULL))
        goto cleanup;
    if (!CHECK(gr_heap_value(g, n, &v, &err) == GR_OK) ||
        !CHECK(gr_game_period(g, 100000, &p, &err) == GR_OK))
        goto cleanup;
    /* a heap past the preperiod, congruent to n, computed directly */
    small = p.preperiod + 5 * p.period + (n - p.preperiod) % p.period;
    gr_octal_extend(fresh->params, small, NULL);
    w = gr_octal_g((gr_octal *)fresh->params, small);
    CHECK_EQ_U64(v, w);
cleanup:
    gr_game_unref(g);
    gr_game_unref(fresh);
}

/* explain: the period and the residue for a huge heap, the mex for a small one */
static void test_explain(void)
{
    gr_error err;
    gr_game *g = gr_game_new("kayles", 6, &err);
    gr_buf b = GR_BUF_INIT;
    gr_state s;

    s.heap = 1000000000000000ull;
    CHECK(g->rules->explain(g, s, &b, &err) == GR_OK);
    CHECK(strstr(gr_buf_str(&b), "kayles has preperiod 71 and period 12") != NULL);
    CHECK(strstr(gr_buf_str(&b), "mod 12 = 5, so G(1000000000000000) = G(76) = 1") != NULL);
    gr_buf_reset(&b);
    s.heap = 5;
    CHECK(g->rules->explain(g, s, &b, &err) == GR_OK);
    CHECK(strstr(gr_buf_str(&b), "kayles heap 5 has value 4: the mex") != NULL);
    gr_buf_reset(&b);
    g->rules->draw(g, s, &b, 0);
    CHECK_STR(gr_buf_str(&b), "ooooo (5)");
    gr_buf_free(&b);
    gr_game_unref(g);
}

static void test_huge(void)
{
    gr_error err;
    gr_game *g;
    uint64_t v;

    check_huge("kayles", 1000000000000000ull);
    check_huge("kayles", UINT64_MAX);
    check_huge("dawson", 123456789012345ull);
    check_huge("octal:0.07", 999999999999ull);
    g = gr_game_new("grundys", 7, &err);
    CHECK(gr_heap_value(g, 1000000000000ull, &v, &err) == GR_EUNDECIDED);
    gr_game_unref(g);
}

/* ---- sums against exhaustive search ---- */

static void test_sums(void)
{
    char text[128], code[16];
    int a, b, c, i;

    for (a = 0; a <= 7; a++)
        for (b = 0; b <= 6; b++)
            for (c = 0; c <= 3; c++) {
                snprintf(text, sizeof text, "kayles %d %d + nim %d", a, b, c);
                check_against_search(text, 0);
                snprintf(text, sizeof text, "dawson %d + grundys %d + octal:0.07 %d", a, b, c);
                check_against_search(text, 0);
            }
    for (a = 0; a <= 9; a++) {
        snprintf(text, sizeof text, "kayles %d", a);
        check_against_search(text, 1);
    }
    for (i = 0; i < 40; i++) {
        int hex = i % 3 == 2;
        random_code(code, hex, 1 + rand() % 3);
        for (a = 0; a <= 7; a++) {
            snprintf(text, sizeof text, "%s:%s %d %d", hex ? "hex" : "octal", code, a,
                     (a * 5 + i) % 7);
            check_against_search(text, 0);
        }
    }
    /* a heap of three-heap splits past the table, its values from the
    ** proved period (hex:0.f: G(n) = n mod 2, found before heap 15 was
    ** asked for): its splits are walked, not refused as beyond the table
    ** (hex:0.f 12 15 listed 8 of its 24 winning moves, and exit 3) */
    for (a = 9; a <= 12; a++)
        for (b = a + 3; b <= 15; b += 2) {
            snprintf(text, sizeof text, "hex:0.f %d %d", a, b);
            check_against_search(text, 0);
        }
}

static void test_parse(void)
{
    static const char *bad[] = {"octal:0.8", "octal:1.07", "octal:2.3", "octal:0.", "octal:07",
                                "octal", "octal:", "hex:0.g", "hex:1.f", "kayles:0.77",
                                "octal:0.0x", "grundys:3"};
    static const char *canon[][2] = {{"octal:0.070", "octal:0.07"}, {"hex:0.F", "hex:0.f"},
                                     {"octal:4.00", "octal:4.0"}, {"kayles", "kayles"}};
    gr_error err;
    gr_game *g;
    size_t i;

    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        g = gr_game_new(bad[i], strlen(bad[i]), &err);
        if (!CHECK(g == NULL && err.code == GR_EINPUT))
            fprintf(stderr, "  accepted %s\n", bad[i]);
        gr_game_unref(g);
    }
    for (i = 0; i < sizeof canon / sizeof canon[0]; i++) {
        g = gr_game_new(canon[i][0], strlen(canon[i][0]), &err);
        if (CHECK(g != NULL))
            CHECK_STR(g->spec, canon[i][1]);
        gr_game_unref(g);
    }
}

/* Whether split a + (m - a) of table g (bytes or 2-byte values) has a
** value in w[0..nw). */
static int find_hit(const void *g, int wide, uint64_t m, uint64_t a, const uint16_t *w,
                    unsigned nw)
{
    unsigned v = wide ? (unsigned)(((const uint16_t *)g)[a] ^ ((const uint16_t *)g)[m - a])
                      : (unsigned)(((const uint8_t *)g)[a] ^ ((const uint8_t *)g)[m - a]);
    unsigned i;

    for (i = 0; i < nw; i++)
        if (w[i] == v)
            return 1;
    return 0;
}

/* The finds of the sparse method's scan (octal_find.c), vector or plain,
** on random tables, ranges and wanted values: no split before the answer
** holds a wanted value, and the answer holds one unless less than a step
** is left. */
static void test_find(void)
{
    enum { SIZE = 4096 };
    static uint8_t g8[SIZE];
    static uint16_t g16[SIZE];
    int round, bad = 0;
    size_t i;

    for (round = 0; round < 3000; round++) {
        unsigned bits = 1 + (unsigned)rand() % 8, nw = 1 + (unsigned)rand() % GR_FIND_MAX, j;
        uint64_t m = 200 + (uint64_t)rand() % (SIZE - 200), lo, hi, f, a;
        uint16_t w[GR_FIND_MAX];
        int wide = round % 2;
        for (i = 0; i < SIZE; i++) {
            g8[i] = (uint8_t)(rand() % (1 << bits));
            g16[i] = (uint16_t)(rand() % (1 << (bits + 3)));
        }
        for (j = 0; j < nw; j++)
            w[j] = (uint16_t)((rand() % (1 << (wide ? bits + 3 : bits)) + (round % 7 == 0)) %
                              (wide ? 65536 : 256));   /* bytes: wanted below 256 */
        lo = 1 + (uint64_t)rand() % (m / 4);
        hi = lo + (uint64_t)rand() % (m / 2 + 1 - lo + 1);
        f = wide ? gr_find_16(g16, m, lo, hi, w, nw) : gr_find_8(g8, m, lo, hi, w, nw);
        for (a = lo; a < f && a < hi && !find_hit(wide ? (const void *)g16 : g8, wide, m, a, w, nw);
             a++)
            ;
        if (f < lo || f > hi || a < f ||
            (f + (wide ? 16 : 32) <= hi && !find_hit(wide ? (const void *)g16 : g8, wide, m, f, w, nw)))
            bad++;
    }
    CHECK(bad == 0);
}

/* Whether the last GR_REPEAT_PLACES values of g (bytes or 2-byte values)
** repeat p places back, as gr_repeat_8 defines it. */
static int repeat_hit(const void *g, int wide, uint64_t last, uint64_t p, int saltus)
{
    unsigned mod = wide ? 0xffffu : 0xffu, d0 = 0, k;

    for (k = 0; k < GR_REPEAT_PLACES; k++) {
        uint64_t n = last - k;
        unsigned x = wide ? ((const uint16_t *)g)[n] : ((const uint8_t *)g)[n];
        unsigned y = wide ? ((const uint16_t *)g)[n - p] : ((const uint8_t *)g)[n - p];
        unsigned d = (x - y) & mod;
        if (k == 0)
            d0 = d;
        if (d != d0 || (k == 0 && (saltus ? d == 0 : d != 0)))
            return 0;
    }
    return 1;
}

/* The period looks' repeat (octal_find.c), vector or plain, on tables with
** a planted period, with or without a saltus (values wrapping at 8 and 16
** bits), and noise: the answer is exactly the least p that passes. */
static void test_repeat(void)
{
    enum { SIZE = 4096 };
    static uint8_t g8[SIZE];
    static uint16_t g16[SIZE];
    int round, bad = 0, hits = 0;
    size_t i;

    for (round = 0; round < 4000; round++) {
        int wide = round % 2, saltus = (round / 2) % 2;
        unsigned q = 1 + (unsigned)rand() % 80, s = (unsigned)rand() % 3, bits = 1 + (unsigned)rand() % 4;
        uint64_t last = 10 + (uint64_t)rand() % (SIZE - 10), lo, hi, f, p;
        unsigned base[80];
        for (i = 0; i < q; i++)
            base[i] = (unsigned)rand() % (1u << bits);
        for (i = 0; i < SIZE; i++) {
            unsigned v = base[i % q] + s * (unsigned)(i / q) * (round % 5 == 0 ? 97 : 1);
            if (rand() % 50 == 0)
                v = (unsigned)rand();   /* noise */
            g8[i] = (uint8_t)v;
            g16[i] = (uint16_t)v;
        }
        lo = 1 + (uint64_t)rand() % (last / 2);
        hi = lo + (uint64_t)rand() % (last - GR_REPEAT_PLACES - lo + 1);
        f = wide ? gr_repeat_16(g16, last, lo, hi, saltus) : gr_repeat_8(g8, last, lo, hi, saltus);
        for (p = lo; p < hi && !repeat_hit(wide ? (const void *)g16 : g8, wide, last, p, saltus); p++)
            ;
        bad += f != p;
        hits += p < hi;
    }
    CHECK(bad == 0);
    CHECK(hits > 1000);   /* the planted periods are found, not only missed */
}

/* The reach (octal_find.c), vector and plain, on random tables of bytes
** and of 2-byte values, parts and wanted values (some reached by planted
** splits, some of 256 and more for the bytes): bit j of hit[w] is exactly
** whether some split of heap m + j has value want[w][j]. */
static void test_reach(void)
{
    enum { SIZE = 4096, PARTS = 300 };
    static uint8_t g8[SIZE];
    static uint16_t g16[SIZE];
    static gr_part part[PARTS];
    static uint16_t want[GR_REACH_MAX][GR_REACH_LANES];
    int round, bad = 0, reached = 0, missed = 0;

    for (round = 0; round < 400; round++) {
        int wide = round % 2, plain;
        unsigned bits = 2 + (unsigned)rand() % (wide ? 12 : 6);
        unsigned nw = 1 + (unsigned)rand() % GR_REACH_MAX;
        size_t n = (size_t)rand() % PARTS, i;
        uint64_t m = 2000 + (uint64_t)rand() % 1000;
        unsigned j, w;
        for (i = 0; i < SIZE; i++) {
            g8[i] = (uint8_t)(rand() % (1 << (bits < 8 ? bits : 8)));
            g16[i] = (uint16_t)(rand() % (1 << bits));
        }
        for (i = 0; i < n; i++) {
            part[i].heap = (uint32_t)(1 + (unsigned)rand() % 1900);
            part[i].value = (uint16_t)(wide ? g16[part[i].heap] : g8[part[i].heap]);
        }
        for (w = 0; w < nw; w++)
            for (j = 0; j < GR_REACH_LANES; j++) {
                unsigned v = (unsigned)rand() % (1u << bits);
                if (n > 0 && rand() % 3 == 0) {   /* the value of a split */
                    const gr_part *q = &part[(size_t)rand() % n];
                    v = q->value ^ (wide ? g16[m + j - q->heap] : g8[m + j - q->heap]);
                }
                if (!wide && rand() % 10 == 0)
                    v = 256 + (unsigned)rand() % 1000;   /* beyond any byte's XOR */
                want[w][j] = (uint16_t)v;
            }
        for (plain = 0; plain < 2; plain++) {
            const uint16_t (*wanted)[GR_REACH_LANES] = (const uint16_t (*)[GR_REACH_LANES])want;
            uint64_t hit[GR_REACH_MAX];
            if (wide)
                gr_reach_16(g16, m, part, n, wanted, nw, hit, plain);
            else
                gr_reach_8(g8, m, part, n, wanted, nw, hit, plain);
            for (w = 0; w < nw; w++)
                for (j = 0; j < GR_REACH_LANES; j++) {
                    int is = 0;
                    for (i = 0; i < n && !is; i++)
                        is = (unsigned)(part[i].value ^ (wide ? g16[m + j - part[i].heap]
                                                             : g8[m + j - part[i].heap])) ==
                             want[w][j];
                    bad += is != (int)((hit[w] >> j) & 1);
                    reached += is;
                    missed += !is;
                }
        }
    }
    CHECK(bad == 0);
    CHECK(reached > 1000 && missed > 1000);
}

/* The pool's trials with the helper thread (gr_pool_try): a doubling the
** scans counted twice ask for is begun, kept at the next look when faster
** by the margin, else undone and not begun again for GR_POOL_STALE looks;
** other choices of the counts pass unchanged. */
static void test_pool_try(void)
{
    gr_pool_trial t;
    uint64_t looks = 100;

    memset(&t, 0, sizeof t);
    CHECK(gr_pool_try(&t, looks, 10, 1000, 9, 0) == 9);     /* the counts' own choices */
    CHECK(gr_pool_try(&t, looks, 10, 1000, 11, 0) == 11);
    CHECK(t.from == 0);
    CHECK(gr_pool_try(&t, looks, 10, 1000, 11, 1) == 11);   /* a trial begins */
    CHECK(t.from == 10 && t.cost == 1000);
    /* slower, or faster by less than the margin: undone */
    CHECK(gr_pool_try(&t, ++looks, 11, 1000 - 1000 / GR_POOL_MARGIN + 1, 11, 1) == 10);
    CHECK(t.from == 0 && t.failed[11] == looks);
    CHECK(gr_pool_try(&t, ++looks, 10, 1000, 11, 1) == 10);   /* not begun again */
    looks += GR_POOL_STALE - 2;
    CHECK(gr_pool_try(&t, looks, 10, 1000, 11, 1) == 10);     /* not yet */
    CHECK(gr_pool_try(&t, ++looks, 10, 1000, 11, 1) == 11);   /* long enough ago */
    CHECK(gr_pool_try(&t, ++looks, 11, 900, 10, 0) == 10);    /* faster: the counts' choice */
    CHECK(t.from == 0 && t.failed[11] == looks - 2 - GR_POOL_STALE + 1);
    CHECK(gr_pool_try(&t, ++looks, 12, 900, 13, 0) == 13);
    memset(&t, 0, sizeof t);
    CHECK(gr_pool_try(&t, looks, 10, 1000, 11, 1) == 11);
    CHECK(gr_pool_try(&t, ++looks, 11, 1200, 12, 1) == 10);  /* a trial is judged first */
    CHECK(t.from == 0);
}

/* The least common values free in a row of bytes and a packed row of
** bits (octal_find.c), vector and plain, against a value-by-value look:
** random masks, marks, lengths of the packed row and limits. */
static void test_free_common(void)
{
    enum { ROW = 1024 };
    static uint8_t row[ROW + 64], packed[ROW / 8];
    int round, bad = 0, found = 0;

    for (round = 0; round < 2000; round++) {
        unsigned m = (unsigned)rand() % 1024, limit = 1 + (unsigned)rand() % ROW;
        unsigned max = 1 + (unsigned)rand() % GR_REACH_MAX, density = (unsigned)rand() % 10;
        size_t tlen = (size_t)rand() % (ROW / 8 + 1), v;
        int plain;
        for (v = 0; v < ROW + 64; v++)
            row[v] = (uint8_t)((unsigned)rand() % 10 < density);
        for (v = 0; v < ROW / 8; v++)
            packed[v] = (uint8_t)(rand() & rand());
        for (plain = 0; plain < 2; plain++) {
            uint16_t out[GR_REACH_MAX], want[GR_REACH_MAX];
            unsigned n = gr_free_common(row, packed, tlen, m, limit, out, max, plain), k = 0, i;
            for (v = 0; v < limit && k < max; v++)
                if ((__builtin_popcount((unsigned)v & m) & 1) && !row[v] &&
                    !(v / 8 < tlen && ((packed[v / 8] >> (v % 8)) & 1)))
                    want[k++] = (uint16_t)v;
            bad += n != k;
            for (i = 0; i < n && i < k; i++)
                bad += out[i] != want[i];
            found += (int)k;
        }
    }
    CHECK(bad == 0);
    CHECK(found > 2000);
}

/* The sparse method's rare heaps checked rather than marked (checks_run):
** on one thread and two, with the vector reach where the processor has it
** and with the plain one, for several masks, checking the engine's number
** of values a heap or only one (the heaps then often find their least
** missing common value past it, before or after their near marks, and
** mark the checked rare heaps after all), the tables equal the reference;
** blocks were checked, and heaps marked the checked rare heaps. Last,
** Grundy's game, whose split into equal halves is no move (a heap that
** marks the checked rare heaps leaves it out). */
static void test_checks(void)
{
    static const char *codes[] = {"0.6", "0.007", "0.16", "0.137", "0.4", "0.6666", "4.0"};
    size_t i, n = sizeof codes / sizeof codes[0], count = 3000;
    unsigned mask;
    int t, plain;
    uint64_t blocks = 0, marked = 0;
    unsigned values;

    for (i = 0; i < n; i++) {
        unsigned *want = naive(codes[i], i == n - 1, count);
        sparse_grundys = i == n - 1;
        for (t = 1; t <= 2; t++)
            for (plain = 0; plain < 2; plain++)
                for (values = 0; values < 2; values++)
                    for (mask = 0; mask < 8; mask += 3) {
                        gr_long_run run = {0};
                        run.threads = t;
                        sparse_run = &run;
                        sparse_reach_plain = plain;
                        sparse_check_values = values;
                        check_sparse(codes[i], want, count, mask, 0, 0);
                        blocks += sparse_checks;
                        marked += sparse_check_marks;
                    }
        sparse_run = NULL;
        sparse_grundys = 0;
        sparse_reach_plain = 0;
        sparse_check_values = 0;
        free(want);
    }
    CHECK(blocks > 100);
    CHECK(marked > 100);
}

/* Who checks: on one thread the rare heaps are checked where the processor
** has the vector reach; on two, where the table is of bytes or the far
** marks go a tile of rows at a time (rows of 2^11 values and more), the
** helper marking them on a table of 2 bytes a value (here from the start:
** values from 3 on kept aside, which makes most heaps wide); the tables
** equal the reference every way. */
static void test_checks_threads(void)
{
    enum { COUNT = 3000 };
    static const struct {
        int threads;
        unsigned row_bits, narrow;
        int checks;
    } runs[] = {{1, 0, 0, 1}, {2, 0, 0, 1}, {2, 0, 3, 0}, {1, 0, 3, 1}, {2, 11, 0, 1},
                {1, 11, 0, 1}};
    unsigned *want = naive("0.6", 0, COUNT);
    size_t i;

    for (i = 0; i < sizeof runs / sizeof runs[0]; i++) {
        gr_long_run run = {0};
        run.threads = runs[i].threads;
        sparse_run = &run;
        sparse_narrow = runs[i].narrow;
        sparse_widen_from = runs[i].narrow != 0 ? 1 : 0;
        check_sparse("0.6", want, COUNT, 0, runs[i].row_bits, 0);
        if (!CHECK(runs[i].checks && gr_reach_fast() ? sparse_checks > 0 : sparse_checks == 0))
            fprintf(stderr, "  %d thread(s), rows of 2^%u, values from %u aside: %llu blocks "
                    "checked\n", runs[i].threads, runs[i].row_bits, runs[i].narrow,
                    (unsigned long long)sparse_checks);
    }
    sparse_narrow = 0;
    sparse_widen_from = 0;
    sparse_run = NULL;
    free(want);
}

/* The pool's size changed every few runs, growing while it is full and
** its next place anywhere in it: the plans' copies of it (pool_copy, which
** rewrites only the places written since) stay those of the pool, on one
** thread and two, the runs ending anywhere inside a block. */
static void test_pool_turns(void)
{
    static const char *codes[] = {"0.6", "0.007", "0.16", "0.354", "4.0"};
    size_t i, n = sizeof codes / sizeof codes[0], count = 4000;
    int t;

    for (i = 0; i < n; i++) {
        unsigned *want = naive(codes[i], i == n - 1, count);
        sparse_grundys = i == n - 1;
        sparse_pool_look = 48;
        for (t = 1; t <= 2; t++) {
            gr_long_run run = {0};
            run.threads = t;
            sparse_run = &run;
            check_sparse(codes[i], want, count, 0, 0, 97);
            check_sparse(codes[i], want, count, 5, 0, 40);
        }
        sparse_run = NULL;
        sparse_grundys = 0;
        sparse_pool_look = 0;
        free(want);
    }
}

/* Grundy's game with the engine's own mask, to heap 30,000, on one thread
** and two, with the vector reach and the plain one, eight values a heap or
** one: the table equals the plain mex's, and blocks were checked. */
static void test_checks_grundys(void)
{
    enum { COUNT = 30000 };
    gr_octal_rules r;
    gr_octal *ref, *o;
    gr_long_run run = {0};
    uint64_t blocks = 0, n;
    int t, plain, values;

    gr_octal_rules_grundys(&r);
    run.threads = 2;
    if ((ref = gr_octal_new(&r)) == NULL)
        return;
    gr_octal_long_run(ref, &run);
    ref->sparse_start = UINT64_MAX;   /* the plain mex throughout */
    CHECK(gr_octal_extend(ref, COUNT - 1, NULL) == GR_OK);
    for (t = 1; t <= 2; t++)
        for (plain = 0; plain < 2; plain++)
            for (values = 0; values < 2; values++) {
                run.threads = t;
                if ((o = gr_octal_new(&r)) == NULL)
                    continue;
                gr_octal_long_run(o, &run);
                o->reach_plain = plain;
                o->check_values = (unsigned)values;
                CHECK(gr_octal_extend(o, COUNT - 1, NULL) == GR_OK);
                for (n = 0; n < COUNT && gr_octal_g(o, n) == gr_octal_g(ref, n); n++)
                    ;
                if (!CHECK_EQ_U64(n, COUNT))
                    fprintf(stderr, "  grundys: G(%llu) differs from the plain mex's\n",
                            (unsigned long long)n);
                blocks += o->checks;
                gr_octal_free(o);
            }
    gr_octal_free(ref);
    CHECK(blocks > 100);
}

/* Rows of 0-or-1 bytes packed into bits (the helper's rows for the main
** thread), every length to 40 bytes of bits, against bit-by-bit packing;
** the bits past the length are left alone. */
static void test_pack_bits(void)
{
    enum { MAX = 40 };
    uint8_t bytes[8 * MAX], bits[MAX + 1];
    int round, bad = 0;
    size_t n, i;

    for (round = 0; round < 200; round++)
        for (n = 0; n <= MAX; n++) {
            for (i = 0; i < 8 * MAX; i++)
                bytes[i] = (uint8_t)(rand() % 2);
            memset(bits, 0xa5, sizeof bits);
            gr_pack_bits(bytes, n, bits);
            for (i = 0; i < 8 * n; i++)
                bad += ((bits[i / 8] >> (i % 8)) & 1) != bytes[i];
            for (i = n; i <= MAX; i++)
                bad += bits[i] != 0xa5;
        }
    CHECK(bad == 0);
}

int main(void)
{
    srand(4);
    test_pack_bits();
    test_parse();
    test_random_codes();
    test_find();
    test_reach();
    test_free_common();
    test_repeat();
    test_sparse_exact();
    test_pool_try();
    test_checks();
    test_checks_threads();
    test_pool_turns();
    test_checks_grundys();
    test_grundys();
    test_grundys_facts();
    test_threads();
    test_threads_long();
    test_wide_values();
    test_narrow();
    test_plain_threads();
    test_takeovers();
    test_narrow_long();
    test_checkpoint_replaced();
    test_period_stopped();
    test_triple_codes();
    test_triple_jump();
    test_triple_memory();
    test_triple_formula();
    test_periods();
    test_zero_preperiod_trap();
    test_huge();
    test_explain();
    test_sums();
    return check_summary("test_octal");
}
