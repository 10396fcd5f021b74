/*
** problem_inputs.c - a random valid input of each contest problem, for
** `grundy problem NAME --generate` and `--check`: within the statement's
** limits, small cases (a few heaps of a few stones, checkable by hand) or
** at the limits (g->large). Every random decision goes through the
** generator (problem_gen.h), so a failing input can be shrunk by replaying
** its choices; a count drawn first and its items after keeps any shrunk
** input well-formed. In the order of problem_list.h.
*/
#include <stdlib.h>
#include <string.h>

#include "problem.h"

/* n numbers of lo..small (lo..large for large inputs) on one line. */
static void numbers(problem_gen *g, uint64_t n, uint64_t lo, uint64_t small,
                    uint64_t large)
{
    uint64_t i;

    for (i = 0; i < n; i++)
        gen_num(g, gen_value(g, lo, small, large), i + 1 < n ? ' ' : '\n');
    if (n == 0)
        gen_puts(g, "\n");
}

/* n different numbers of lo..hi on one line, n first when `counted`. */
static void distinct_line(problem_gen *g, uint64_t n, uint64_t lo, uint64_t hi, int counted)
{
    uint64_t *v = malloc((n ? n : 1) * sizeof *v), i;

    if (v == NULL) {
        g->nomem = 1;
        return;
    }
    gen_distinct(g, v, (size_t)n, lo, hi);
    if (counted)
        gen_num(g, n, n ? ' ' : '\n');
    for (i = 0; i < n; i++)
        gen_num(g, v[i], i + 1 < n ? ' ' : '\n');
    if (n == 0 && !counted)
        gen_puts(g, "\n");
    free(v);
}

/* A case of Nim: its number of heaps on a line, the heaps on the next. */
static void nim_case(problem_gen *g, uint64_t lo_n, uint64_t small_n, uint64_t large_n,
                     uint64_t lo, uint64_t small, uint64_t large)
{
    uint64_t n = gen_count(g, lo_n, small_n, large_n);

    gen_num(g, n, '\n');
    numbers(g, n, lo, small, large);
}

/* T cases of Nim, T first. */
static void nim_cases(problem_gen *g, uint64_t small_t, uint64_t large_t, uint64_t small_n,
                      uint64_t large_n, uint64_t lo, uint64_t small, uint64_t large)
{
    uint64_t t = gen_count(g, 1, small_t, large_t);

    gen_num(g, t, '\n');
    while (t-- > 0)
        nim_case(g, 1, small_n, large_n, lo, small, large);
}

/* AcWing 891: 1 <= n <= 10^5, 1 <= a_i <= 10^9. */
void problem_gen_acwing_891(problem_gen *g)
{
    nim_case(g, 1, 4, 100000, 1, 7, 1000000000);
}

/* Luogu P2197: T <= 10, n <= 10^4, a_i <= 10^4. */
void problem_gen_luogu_p2197(problem_gen *g)
{
    nim_cases(g, 4, 10, 4, 10000, 0, 7, 10000);
}

/* Cases "M a1..aM" until the end of input, or ended by a line 0. */
static void nim_lines(problem_gen *g, uint64_t small_c, uint64_t large_c, uint64_t small_n,
                      uint64_t large_n, uint64_t small, uint64_t large, int zero)
{
    uint64_t c = gen_count(g, 1, small_c, large_c), n;

    while (c-- > 0) {
        n = gen_count(g, 1, small_n, large_n);
        gen_num(g, n, ' ');
        numbers(g, n, 1, small, large);
    }
    if (zero)
        gen_puts(g, "0\n");
}

/* POJ 2234: 1 <= M <= 20 heaps of at most 10^4 a case; 1000 cases. */
void problem_gen_poj_2234(problem_gen *g)
{
    nim_lines(g, 4, 1000, 4, 20, 7, 10000, 0);
}

/* POJ 2975: n <= 1000 heaps of at most 10^9, ended by 0; 100 cases. */
void problem_gen_poj_2975(problem_gen *g)
{
    nim_lines(g, 4, 100, 4, 1000, 7, 1000000000, 1);
}

/* HDU 2176: m <= 2 * 10^5 heaps of at most 10^6, ended by 0; 5 cases. */
void problem_gen_hdu_2176(problem_gen *g)
{
    nim_lines(g, 4, 5, 4, 200000, 7, 1000000, 1);
}

/* Codeforces 1382B: t <= 1000, n the sum of at most 10^5, 1 <= a_i <= 10^9. */
void problem_gen_cf_1382b(problem_gen *g)
{
    nim_cases(g, 4, 1000, 5, 100, 1, 3, 1000000000);
}

/* AtCoder AGC017 D: 2 <= N <= 10^5, a tree: vertex k's parent below k,
** vertices renamed by a random shift, the ends of an edge in either order. */
void problem_gen_agc017_d(problem_gen *g)
{
    uint64_t n = gen_count(g, 2, 7, 100000), k, shift = gen_int(g, 0, n - 1), p;

    gen_num(g, n, '\n');
    for (k = 2; k <= n; k++) {
        p = gen_int(g, 1, k - 1);
        if (gen_int(g, 0, 1))
            gen_num(g, (p - 1 + shift) % n + 1, ' '), gen_num(g, (k - 1 + shift) % n + 1, '\n');
        else
            gen_num(g, (k - 1 + shift) % n + 1, ' '), gen_num(g, (p - 1 + shift) % n + 1, '\n');
    }
}

/* POJ 3480 John: T <= 474, N <= 47, 1 <= heaps <= 4747. */
void problem_gen_poj_3480(problem_gen *g)
{
    nim_cases(g, 4, 474, 4, 47, 1, 4, 4747);
}

/* HDU 1846: C <= 100 cases "n m", 1 <= n, m <= 1000. */
void problem_gen_hdu_1846(problem_gen *g)
{
    uint64_t c = gen_count(g, 1, 4, 100);

    gen_num(g, c, '\n');
    while (c-- > 0) {
        gen_num(g, gen_value(g, 1, 12, 1000), ' ');
        gen_num(g, gen_value(g, 1, 4, 1000), '\n');
    }
}

/* HDU 1847: lines n, 1 <= n <= 1000, until the end; 10^5 of them. */
void problem_gen_hdu_1847(problem_gen *g)
{
    uint64_t c = gen_count(g, 1, 5, 100000);

    while (c-- > 0)
        gen_num(g, gen_value(g, 1, 20, 1000), '\n');
}

/* HDU 1848: lines "m n p", 1..1000 each, until "0 0 0"; 10^5 of them. */
void problem_gen_hdu_1848(problem_gen *g)
{
    uint64_t c = gen_count(g, 1, 4, 100000);

    while (c-- > 0)
        numbers(g, 3, 1, 10, 1000);
    gen_puts(g, "0 0 0\n");
}

/* HDU 1850: M <= 100 heaps of 1..10^6 a case, ended by 0; 1000 cases. */
void problem_gen_hdu_1850(problem_gen *g)
{
    uint64_t c = gen_count(g, 1, 3, 1000);

    while (c-- > 0)
        nim_case(g, 1, 4, 100, 1, 7, 1000000);
    gen_puts(g, "0\n");
}

/* S-Nim: cases "k s1..sk" (different, 1..10^4, k <= 100), m <= 100
** positions "l h1..hl" (l <= 100, h <= 10^4), ended by k = 0; 20 cases. */
static void snim(problem_gen *g)
{
    uint64_t c = gen_count(g, 1, 2, 20), m, l;

    while (c-- > 0) {
        distinct_line(g, gen_count(g, 1, 3, 100), 1, g->large ? 10000 : 6, 1);
        m = gen_count(g, 1, 3, 100);
        gen_num(g, m, '\n');
        while (m-- > 0) {
            l = gen_count(g, 1, 3, 100);
            gen_num(g, l, ' ');
            numbers(g, l, 0, 12, 10000);
        }
    }
    gen_puts(g, "0\n");
}

void problem_gen_hdu_1536(problem_gen *g)
{
    snim(g);
}

void problem_gen_poj_2960(problem_gen *g)
{
    snim(g);
}

/* HDU 3032: T <= 100 cases of N <= 10^6 heaps of 1..2^31 - 1 (large: one
** case at N's limit). */
void problem_gen_hdu_3032(problem_gen *g)
{
    nim_cases(g, 4, 1, 4, 1000000, 1, 8, 2147483647);
}

/* HDU 1907: as POJ 3480. */
void problem_gen_hdu_1907(problem_gen *g)
{
    problem_gen_poj_3480(g);
}

/* HDU 1730 Northcott: cases "n m" (n <= 1000 rows, m <= 100 columns) and n
** rows "t j", two different columns of 1..m, until the end; 100 cases. */
void problem_gen_hdu_1730(problem_gen *g)
{
    uint64_t c = gen_count(g, 1, 3, 100), n, m, t, j;

    while (c-- > 0) {
        n = gen_count(g, 1, 3, 1000);
        m = gen_value(g, 2, 7, 100);
        gen_num(g, n, ' ');
        gen_num(g, m, '\n');
        while (n-- > 0) {
            t = gen_int(g, 1, m);
            j = gen_int(g, 1, m - 1);
            gen_num(g, t, ' ');
            gen_num(g, j < t ? j : j + 1, '\n');
        }
    }
}

/* Wythoff pairs "a b", 0..10^9, until the end; 10^5 of them. */
static void wythoff_lines(problem_gen *g)
{
    uint64_t c = gen_count(g, 1, 5, 100000);

    while (c-- > 0)
        numbers(g, 2, 0, 12, 1000000000);
}

void problem_gen_hdu_1527(problem_gen *g)
{
    wythoff_lines(g);
}

void problem_gen_poj_1067(problem_gen *g)
{
    wythoff_lines(g);
}

/* POJ 1704: T <= 20 cases of N <= 1000 chessmen on different grids of
** 1..10^4. */
void problem_gen_poj_1704(problem_gen *g)
{
    uint64_t t = gen_count(g, 1, 3, 20), n;

    gen_num(g, t, '\n');
    while (t-- > 0) {
        n = gen_count(g, 1, 4, 1000);
        gen_num(g, n, '\n');
        distinct_line(g, n, 1, g->large ? 10000 : 12, 0);
    }
}

/* HDU 1729: cases of N <= 50 boxes "s c", 0 <= c <= s <= 10^6, ended by 0;
** 1000 cases. */
void problem_gen_hdu_1729(problem_gen *g)
{
    uint64_t c = gen_count(g, 1, 3, 1000), n, s;

    while (c-- > 0) {
        n = gen_count(g, 1, 3, 50);
        gen_num(g, n, '\n');
        while (n-- > 0) {
            s = gen_value(g, 0, 12, 1000000);
            gen_num(g, s, ' ');
            gen_num(g, gen_int(g, 0, s), '\n');
        }
    }
    gen_puts(g, "0\n");
}

/* HDU 2147: boards "n m", 1..2000, until "0 0"; 10^5 of them. */
void problem_gen_hdu_2147(problem_gen *g)
{
    uint64_t c = gen_count(g, 1, 5, 100000);

    while (c-- > 0)
        numbers(g, 2, 1, 8, 2000);
    gen_puts(g, "0 0\n");
}

/* AcWing 892: n <= 10^5 steps of 1..10^9 stones. */
void problem_gen_acwing_892(problem_gen *g)
{
    nim_case(g, 1, 5, 100000, 1, 7, 1000000000);
}

/* AcWing 893: k <= 100 different moves of 1..10^4, n <= 100 heaps of
** 1..10^4. */
void problem_gen_acwing_893(problem_gen *g)
{
    uint64_t k = gen_count(g, 1, 3, 100);

    gen_num(g, k, '\n');
    distinct_line(g, k, 1, g->large ? 10000 : 6, 0);
    nim_case(g, 1, 3, 100, 1, 12, 10000);
}

/* AcWing 894: n <= 100 heaps of 1..100. */
void problem_gen_acwing_894(problem_gen *g)
{
    nim_case(g, 1, 4, 100, 1, 8, 100);
}

/* Luogu P2148: T <= 20 cases of N <= 2 * 10^4 (even) heaps of 1..2 * 10^9. */
void problem_gen_luogu_p2148(problem_gen *g)
{
    uint64_t t = gen_count(g, 1, 3, 20), n;

    gen_num(g, t, '\n');
    while (t-- > 0) {
        n = 2 * gen_count(g, 1, 3, 10000);
        gen_num(g, n, '\n');
        numbers(g, n, 1, 9, 2000000000);
    }
}

/* Luogu P2575: T <= 100 cases of n <= 1000 rows, each "m" and m different
** cells of 1..20. */
void problem_gen_luogu_p2575(problem_gen *g)
{
    uint64_t t = gen_count(g, 1, 3, 100), n;

    gen_num(g, t, '\n');
    while (t-- > 0) {
        n = gen_count(g, 1, 3, 1000);
        gen_num(g, n, '\n');
        while (n-- > 0)
            distinct_line(g, gen_int(g, 0, g->large ? 20 : 4), g->large ? 1 : 15, 20, 1);
    }
}

/* POJ 2311: sheets "W H", 2..200, until the end; 10^5 of them. */
void problem_gen_poj_2311(problem_gen *g)
{
    uint64_t c = gen_count(g, 1, 5, 100000);

    while (c-- > 0)
        numbers(g, 2, 2, 6, 200);
}

/* A Chess Game: cases of N <= 1000 positions, position i's out-positions
** above i (a DAG), then queries "M p1..pM" (M <= 10) until 0; 5 cases. */
static void chess_dag(problem_gen *g)
{
    uint64_t c = gen_count(g, 1, 2, 5), n, i, d, q;

    while (c-- > 0) {
        n = gen_count(g, 1, 5, 1000);
        gen_num(g, n, '\n');
        for (i = 0; i < n; i++) {
            d = i + 1 < n ? gen_value(g, 0, 2, 20) : 0;
            gen_num(g, d, d ? ' ' : '\n');
            while (d-- > 0)
                gen_num(g, gen_int(g, i + 1, n - 1), d ? ' ' : '\n');
        }
        q = gen_count(g, 1, 3, 20000);
        while (q-- > 0) {
            d = gen_count(g, 1, 3, 10);
            gen_num(g, d, ' ');
            numbers(g, d, 0, n - 1, n - 1);
        }
        gen_puts(g, "0\n");
    }
}

void problem_gen_hdu_1524(problem_gen *g)
{
    chess_dag(g);
}

void problem_gen_poj_2425(problem_gen *g)
{
    chess_dag(g);
}

/* Library Checker Nim Product: T <= 10^6 lines "A B" of 64-bit nimbers. */
void problem_gen_yosupo_nim_product_64(problem_gen *g)
{
    uint64_t t = gen_count(g, 1, 4, 1000000);

    gen_num(g, t, '\n');
    while (t-- > 0)
        numbers(g, 2, 0, 15, UINT64_MAX);
}

/* Codeforces 1310F: t <= 100 lines "a b", 1 <= a, b < 2^64. */
void problem_gen_cf_1310f(problem_gen *g)
{
    uint64_t t = gen_count(g, 1, 4, 100);

    gen_num(g, t, '\n');
    while (t-- > 0)
        numbers(g, 2, 1, 15, UINT64_MAX);
}

/* Luogu P4279: T <= 500, N <= 50, 1 <= heaps <= 5000. */
void problem_gen_luogu_p4279(problem_gen *g)
{
    nim_cases(g, 4, 500, 4, 50, 1, 4, 5000);
}

/* Luogu P2252: one pair "a b", 0..10^9. */
void problem_gen_luogu_p2252(problem_gen *g)
{
    numbers(g, 2, 0, 12, 1000000000);
}

/* POJ 3537: one strip, 1 <= n <= 2000. */
void problem_gen_poj_3537(problem_gen *g)
{
    gen_num(g, gen_value(g, 1, 20, 2000), '\n');
}

/* HDU 3595: cases until the end, each N games of two piles "x y"; the
** statement's limits are not known here: N up to 1000 and piles of 1..1000
** (as the problem's usual limits are told), a few cases. */
void problem_gen_hdu_3595(problem_gen *g)
{
    uint64_t c = gen_count(g, 1, 3, 10);

    while (c-- > 0) {
        uint64_t n = gen_count(g, 1, 3, 1000);
        gen_num(g, n, '\n');
        while (n-- > 0)
            numbers(g, 2, 1, 7, 1000);
    }
}

/* Distinct points of dims coordinates in lo..small (lo..large), one a line:
** a point drawn again is moved to the next free one along its last axis
** (n is far below the number of points, so one is always free). */
static void light_lines(problem_gen *g, uint64_t n, size_t dims, uint64_t lo, uint64_t small,
                        uint64_t large)
{
    uint64_t *p = malloc((n ? n : 1) * 3 * sizeof *p), i, j;
    size_t d;

    if (p == NULL) {
        g->nomem = 1;
        return;
    }
    for (i = 0; i < n; i++) {
        for (d = 0; d < dims; d++)
            p[3 * i + d] = gen_value(g, lo, small, large);
        for (j = 0; j < i; j++)   /* the same point twice: step along the last axis */
            if (memcmp(&p[3 * i], &p[3 * j], dims * sizeof *p) == 0) {
                uint64_t *last = &p[3 * i + dims - 1];
                *last = *last < (g->large ? large : small) ? *last + 1 : lo;
                j = (uint64_t)-1;
            }
        for (d = 0; d < dims; d++)
            gen_num(g, p[3 * i + d], d + 1 < dims ? ' ' : '\n');
    }
    free(p);
}

/* HDU 3404: T cases, each n lights "x y" of 1..2000 (n up to 1000). */
void problem_gen_hdu_3404(problem_gen *g)
{
    uint64_t t = gen_count(g, 1, 3, 100);

    gen_num(g, t, '\n');
    while (t-- > 0) {
        uint64_t n = gen_count(g, 1, 3, 1000);
        gen_num(g, n, '\n');
        light_lines(g, n, 2, 1, 5, 2000);
    }
}

/* POJ 3533: cases until the end, each n lights "x y z" of 0..100 (n up to
** 100). */
void problem_gen_poj_3533(problem_gen *g)
{
    uint64_t c = gen_count(g, 1, 3, 20);

    while (c-- > 0) {
        uint64_t n = gen_count(g, 1, 3, 100);
        gen_num(g, n, '\n');
        light_lines(g, n, 3, 0, 3, 100);
    }
}
