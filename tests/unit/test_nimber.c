/*
** test_nimber.c - nim arithmetic against its definition by mex (all a, b
** below 256), the field laws on random triples, powers, inverses, square
** roots, orders, logarithms verified by power, 128 bits against 64, and the
** factorings u (x) w = t with given highest bits against trying every u.
*/
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "base/nimber.h"

static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static uint64_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

/* random nimbers of every size: whole words, and small ones in subfields */
static uint64_t rnd_nimber(void)
{
    uint64_t x = rnd();
    return x >> (rnd() % 4 == 0 ? rnd() % 64 : 0);
}

static int under_valgrind(void)
{
    const char *v = getenv("VALGRIND");
    return v && strcmp(v, "1") == 0;
}

/* the product table by mex over a' < a, b' < b, against both multipliers */
static void test_mex(int n)
{
    static unsigned char t[256][256];
    unsigned seen[256] = {0}, stamp = 0;
    int a, b, x, y, bad = 0;

    for (a = 0; a < n; a++)
        for (b = 0; b < n; b++) {
            unsigned m = 0;
            stamp++;
            for (x = 0; x < a; x++)
                for (y = 0; y < b; y++)
                    seen[t[x][b] ^ t[a][y] ^ t[x][y]] = stamp;
            while (m < 256 && seen[m] == stamp)
                m++;
            t[a][b] = (unsigned char)m;
            bad += gr_nim_mul((uint64_t)a, (uint64_t)b) != m;
            bad += gr_nim_mul_slow((uint64_t)a, (uint64_t)b, 8) != m;
        }
    CHECK(bad == 0);
}

/* Fermat 2-powers: F (x) F = 3F/2, F (x) x = F x for x < F */
static void test_fermat(void)
{
    int k;

    for (k = 0; k < 6; k++) {
        uint64_t f = UINT64_C(1) << (1u << k);
        CHECK_EQ_U64(gr_nim_mul(f, f), f + f / 2);
        CHECK_EQ_U64(gr_nim_mul(f, f - 1), f * (f - 1));
    }
    CHECK_EQ_U64(gr_nim_mul(2, 2), 3);
    CHECK_EQ_U64(gr_nim_mul(8, 8), 13);
}

static void test_laws(long n)
{
    long i, bad_assoc = 0, bad_dist = 0, bad_comm = 0, bad_slow = 0;

    for (i = 0; i < n; i++) {
        uint64_t a = rnd_nimber(), b = rnd_nimber(), c = rnd_nimber();
        bad_assoc += gr_nim_mul(gr_nim_mul(a, b), c) != gr_nim_mul(a, gr_nim_mul(b, c));
        bad_dist += gr_nim_mul(a, b ^ c) != (gr_nim_mul(a, b) ^ gr_nim_mul(a, c));
        bad_comm += gr_nim_mul(a, b) != gr_nim_mul(b, a);
        if (i % 64 == 0)
            bad_slow += gr_nim_mul(a, b) != gr_nim_mul_slow(a, b, 64);
    }
    CHECK(bad_assoc == 0);
    CHECK(bad_dist == 0);
    CHECK(bad_comm == 0);
    CHECK(bad_slow == 0);
    CHECK_EQ_U64(gr_nim_mul(UINT64_MAX, 1), UINT64_MAX);
    CHECK_EQ_U64(gr_nim_mul(UINT64_MAX, 0), 0);
}

/* The two ways of multiplying (the carry-less copy of the field, where the
** processor has it, and the tower of subfields) agree on random pairs, on
** every pair of powers of two, and on values of the subfields. */
static void test_paths(long n)
{
    long i, bad = 0;
    int j, k;

    if (!gr_nim_mul_clmul())
        printf("test_nimber: no carry-less multiply here; the tower alone\n");
    for (i = 0; i < n; i++) {
        uint64_t a = rnd_nimber(), b = rnd_nimber();
        if (i % 4 == 1)
            a &= 0xffffffffu;
        if (i % 8 == 2)
            b &= 0xffff;
        bad += gr_nim_mul(a, b) != gr_nim_mul_tower(a, b);
    }
    for (j = 0; j < 64; j++)
        for (k = 0; k < 64; k++)
            bad += gr_nim_mul(UINT64_C(1) << j, UINT64_C(1) << k) !=
                   gr_nim_mul_slow(UINT64_C(1) << j, UINT64_C(1) << k, 64);
    CHECK(bad == 0);
}

static void test_inverse(long n)
{
    long i, bad = 0;
    uint64_t r = 7;
    gr_error err;

    for (i = 0; i < n; i++) {
        uint64_t a = rnd_nimber() | 1, b = rnd(), inv = 0, q = 0;
        bad += gr_nim_inv(a, &inv, NULL) != GR_OK || gr_nim_mul(a, inv) != 1;
        bad += gr_nim_div(b, a, &q, NULL) != GR_OK || gr_nim_mul(q, a) != b;
        bad += gr_nim_pow(a, UINT64_MAX) != 1;
    }
    CHECK(bad == 0);
    CHECK(gr_nim_inv(0, &r, &err) == GR_EINPUT);
    CHECK(strstr(err.message, "division by zero") != NULL);
    CHECK_EQ_U64(r, 7);
    CHECK(gr_nim_div(5, 0, &r, NULL) == GR_EINPUT);
    CHECK_EQ_U64(gr_nim_pow(0, 0), 1);
    CHECK_EQ_U64(gr_nim_pow(0, 5), 0);
    CHECK_EQ_U64(gr_nim_pow(2, 3), 1);
}

static void test_sqrt(long n)
{
    long i, bad = 0;

    for (i = 0; i < n; i++) {
        uint64_t a = rnd_nimber(), s = gr_nim_sqrt(a);
        bad += gr_nim_mul(s, s) != a;
    }
    CHECK(bad == 0);
    CHECK_EQ_U64(gr_nim_sqrt(3), 2);
    CHECK_EQ_U64(gr_nim_sqrt(0), 0);
}

/* the order: a^order = 1, and no a^(order/p) is 1 */
static int order_ok(uint64_t a)
{
    uint64_t ord = gr_nim_order(a);
    int i;

    if (ord == 0 || UINT64_MAX % ord || gr_nim_pow(a, ord) != 1)
        return 0;
    for (i = 0; i < GR_NIM_GROUP_PRIMES; i++)
        if (ord % gr_nim_group_primes[i] == 0 &&
            gr_nim_pow(a, ord / gr_nim_group_primes[i]) == 1)
            return 0;
    return 1;
}

static void test_order(long n)
{
    long i, bad = 0;

    for (i = 0; i < n; i++)
        bad += !order_ok(rnd_nimber() | 1);
    CHECK(bad == 0);
    CHECK_EQ_U64(gr_nim_order(0), 0);
    CHECK_EQ_U64(gr_nim_order(1), 1);
    CHECK_EQ_U64(gr_nim_order(2), 3);
    CHECK(order_ok(16) && 255 % gr_nim_order(16) == 0);   /* 16 is in F_256 */
}

/* x = b^k: the log exists, b^log = x, log = k modulo the order of b, and
** it is the smallest positive such exponent */
static int log_ok(uint64_t b, uint64_t k)
{
    uint64_t x = gr_nim_pow(b, k), e = 0, ord = gr_nim_order(b);

    if (gr_nim_log(b, x, &e, NULL) != GR_OK || gr_nim_pow(b, e) != x)
        return 0;
    return e >= 1 && e <= ord && e % ord == k % ord;
}

static void test_log(long n)
{
    long i, bad = 0;
    uint64_t e = 0;
    gr_error err;

    for (i = 0; i < n; i++)
        bad += !log_ok(rnd_nimber() | 2, rnd());
    CHECK(bad == 0);
    CHECK(log_ok(2, 0) && log_ok(1, 5));
    CHECK(gr_nim_log(2, 3, &e, NULL) == GR_OK && e == 2);
    CHECK(gr_nim_log(2, 1, &e, NULL) == GR_OK && e == 3);
    CHECK(gr_nim_log(2, 4, &e, &err) == GR_EINPUT);   /* 4 is not in F_4 */
    CHECK(strstr(err.message, "no solution") != NULL);
    CHECK(gr_nim_log(0, 0, &e, NULL) == GR_OK && e == 1);
    CHECK(gr_nim_log(0, 5, &e, NULL) == GR_EINPUT);
    CHECK(gr_nim_log(5, 0, &e, NULL) == GR_EINPUT);
}

static gr_nim128 n128(uint64_t hi, uint64_t lo)
{
    gr_nim128 r;
    r.hi = hi;
    r.lo = lo;
    return r;
}

static int eq128(gr_nim128 a, gr_nim128 b)
{
    return a.hi == b.hi && a.lo == b.lo;
}

static gr_nim128 xor128(gr_nim128 a, gr_nim128 b)
{
    return n128(a.hi ^ b.hi, a.lo ^ b.lo);
}

static void test_128(long n)
{
    long i, bad_sub = 0, bad_laws = 0, bad_inv = 0;
    gr_nim128 one = n128(0, 1), r;

    for (i = 0; i < n; i++) {
        uint64_t x = rnd_nimber(), y = rnd_nimber();
        gr_nim128 a = n128(rnd(), rnd()), b = n128(rnd_nimber(), rnd()), c = n128(rnd(), y);
        bad_sub += !eq128(gr_nim_mul128(n128(0, x), n128(0, y)), n128(0, gr_nim_mul(x, y)));
        bad_sub += !eq128(gr_nim_mul128(n128(1, 0), n128(0, x)), n128(x, 0));
        bad_laws += !eq128(gr_nim_mul128(gr_nim_mul128(a, b), c),
                           gr_nim_mul128(a, gr_nim_mul128(b, c)));
        bad_laws += !eq128(gr_nim_mul128(a, xor128(b, c)),
                           xor128(gr_nim_mul128(a, b), gr_nim_mul128(a, c)));
        bad_inv += gr_nim_inv128(a, &r, NULL) != GR_OK || !eq128(gr_nim_mul128(a, r), one);
    }
    CHECK(bad_sub == 0);
    CHECK(bad_laws == 0);
    CHECK(bad_inv == 0);
    /* 2^64 is a Fermat 2-power: 2^64 (x) 2^64 = 2^64 + 2^63 */
    CHECK(eq128(gr_nim_mul128(n128(1, 0), n128(1, 0)), n128(1, UINT64_C(1) << 63)));
    CHECK(gr_nim_inv128(n128(0, 0), &r, NULL) == GR_EINPUT);
}

/* gr_buf_u64 (the problem's output) against printf: every power of ten and
** its neighbours, and random values of every length. */
static void test_decimal(long n)
{
    uint64_t v, p = 1, x = 0x9E3779B97F4A7C15ull;
    char want[32];
    gr_buf b = GR_BUF_INIT;
    long i, bad = 0;
    int k;

    for (i = -3; i < 66 + n; i++) {
        if (i < 0)
            v = (uint64_t)(i + 3) * 9;   /* 0, 9, 18 */
        else if (i < 60) {
            v = p + (uint64_t)(i % 3) - 1;
            if (i % 3 == 2 && p <= UINT64_MAX / 10)
                p *= 10;
        } else if (i < 66)
            v = UINT64_MAX - (uint64_t)(i - 60);
        else {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            k = (int)(x % 64);
            v = k ? x >> k : x;
        }
        b.len = 0;
        gr_buf_u64(&b, v);
        snprintf(want, sizeof want, "%llu", (unsigned long long)v);
        bad += b.failed || strcmp(b.data, want) != 0;
    }
    CHECK(bad == 0);
    /* gr_buf_u64s: the same numbers as a list, each followed by a comma,
    ** against snprintf's, after some text already there */
    {
        static uint64_t list[200];
        gr_buf w = GR_BUF_INIT;
        for (i = 0, p = 1; i < 200; i++) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            list[i] = i < 60 ? p + (uint64_t)(i % 3) - 1 : i < 64 ? UINT64_MAX - (uint64_t)i
                    : x >> (x % 64);
            if (i < 60 && i % 3 == 2 && p <= UINT64_MAX / 10)
                p *= 10;
        }
        gr_buf_u64s(&b, list, 200, ',');
        gr_buf_puts(&w, want);
        for (i = 0; i < 200; i++)
            gr_buf_printf(&w, "%llu,", (unsigned long long)list[i]);
        CHECK(!b.failed && b.len == w.len && strcmp(b.data, w.data) == 0);
        gr_buf_reset(&b);
        gr_buf_u64s(&b, list, 0, ',');
        CHECK(b.len == 0);
        gr_buf_free(&w);
    }
    /* every number of four digits or fewer (a path of its own), each
    ** appended to the last, the buffer growing from empty */
    gr_buf_free(&b);
    for (v = 0, bad = 0; v <= 10001; v++) {
        size_t at = b.len;
        gr_buf_u64(&b, v);
        snprintf(want, sizeof want, "%llu", (unsigned long long)v);
        bad += b.failed || b.len != at + strlen(want) || strcmp(b.data + at, want) != 0;
    }
    CHECK(bad == 0);
    gr_buf_free(&b);
}

/* ---- factorings: gr_nim_pairs ---- */

typedef struct pair_list {
    uint64_t u[65536], w[65536];
    size_t n;
    int overflow;
} pair_list;

static int collect_pair(void *ctx, uint64_t u, uint64_t w)
{
    pair_list *l = ctx;
    if (l->n == 65536) {
        l->overflow = 1;
        return 1;
    }
    l->u[l->n] = u;
    l->w[l->n++] = w;
    return 0;
}

static int stop_at_first(void *ctx, uint64_t u, uint64_t w)
{
    (void)ctx, (void)u, (void)w;
    return -1;
}

static int high_bit(uint64_t x)
{
    return 63 - __builtin_clzll(x);
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* The pairs of (t, p, q) against every u of highest bit p: the same u,
** each once, each with w = t / u. */
static int pairs_agree(uint64_t t, int p, int q)
{
    static pair_list got;
    uint64_t budget = UINT64_MAX, w;
    int spent;
    static uint64_t want[65536];
    size_t n = 0, i;
    got.n = 0;
    got.overflow = 0;
    if (gr_nim_pairs(t, p, q, &budget, &spent, collect_pair, &got) != 0 || spent || got.overflow)
        return 0;
    for (uint64_t u = UINT64_C(1) << p; u < UINT64_C(2) << p; u++) {
        gr_nim_div(t, u, &w, NULL);
        if (high_bit(w) == q) {
            if (n == 65536)
                return 0;
            want[n++] = u;
        }
    }
    for (i = 0; i < got.n; i++) {
        if (gr_nim_mul(got.u[i], got.w[i]) != t)
            return 0;
    }
    qsort(got.u, got.n, sizeof got.u[0], cmp_u64);
    if (got.n != n)
        return 0;
    for (i = 0; i < n; i++)
        if (got.u[i] != want[i])
            return 0;
    return 1;
}

/* A pair made at random, with highest bits p and q: found among the pairs
** of its product, and every pair reported right and once. */
static int pair_found(int p, int q)
{
    static pair_list got;
    uint64_t u = (UINT64_C(1) << p) | (rnd() & ((UINT64_C(1) << p) - 1));
    uint64_t w = (UINT64_C(1) << q) | (rnd() & ((UINT64_C(1) << q) - 1));
    uint64_t t = gr_nim_mul(u, w), budget = UINT64_MAX;
    int found = 0, spent;
    got.n = 0;
    got.overflow = 0;
    if (gr_nim_pairs(t, p, q, &budget, &spent, collect_pair, &got) != 0 || spent || got.overflow)
        return 0;
    for (size_t i = 0; i < got.n; i++) {
        if (gr_nim_mul(got.u[i], got.w[i]) != t || high_bit(got.u[i]) != p ||
            high_bit(got.w[i]) != q)
            return 0;
        found |= got.u[i] == u && got.w[i] == w;
    }
    qsort(got.u, got.n, sizeof got.u[0], cmp_u64);   /* each once */
    for (size_t i = 1; i < got.n; i++)
        if (got.u[i] == got.u[i - 1])
            return 0;
    return found;
}

static void test_pairs(long n)
{
    long bad = 0, i;
    int p, q, spent;
    uint64_t budget = 10;
    static pair_list got;

    for (uint64_t t = 1; t < 256; t++)   /* F_256: every t, p and q */
        for (p = 0; p < 8; p++)
            for (q = 0; q < 8; q++)
                bad += !pairs_agree(t, p, q);
    CHECK(bad == 0);
    for (i = 0, bad = 0; i < n / 5; i++)   /* F_65536 */
        bad += !pairs_agree(1 + rnd() % 65535, (int)(rnd() % 16), (int)(rnd() % 16));
    CHECK(bad == 0);
    /* F_2^32 with both highest bits in the upper half, or one, and t in
    ** the subfield or not: against every u (up to 2^18 of them) */
    for (i = 0, bad = 0; i < n / 250 + 1; i++) {
        uint64_t t = 1 + rnd() % UINT32_MAX;
        bad += !pairs_agree(t, 16 + (int)(rnd() % 2), 16 + (int)(rnd() % 3));
        bad += !pairs_agree(t, 16 + (int)(rnd() % 3), 8 + (int)(rnd() % 8));
        bad += !pairs_agree(t, 8 + (int)(rnd() % 8), 16 + (int)(rnd() % 3));
        bad += !pairs_agree(rnd() | UINT64_C(1) << 40, 16 + (int)(rnd() % 2), 9);
    }
    CHECK(bad == 0);
    /* F_2^64, ranges far past trying: pairs made at random are found (the
    ** bits chosen so that a product has at most 2^12 factorings) */
    for (i = 0, bad = 0; i < n / 2; i++) {
        bad += !pair_found(32 + (int)(rnd() % 6), 32 + (int)(rnd() % 6));
        /* one in each half: the shorter range, u1's or w0's, is tried */
        int hi = 32 + (int)(rnd() % 12), lo = 8 + (int)(rnd() % 24);
        bad += !pair_found(hi, lo);
        bad += !pair_found(8 + (int)(rnd() % 5), 32 + (int)(rnd() % 32));
        bad += !pair_found(16 + (int)(rnd() % 6), 16 + (int)(rnd() % 6));
        bad += !pair_found((int)(rnd() % 64), (int)(rnd() % 8));
    }
    CHECK(bad == 0);
    /* a budget spent says so */
    got.n = 0;
    CHECK(gr_nim_pairs(gr_nim_mul(UINT64_C(1) << 40, UINT64_C(1) << 40), 40, 40, &budget,
                       &spent, collect_pair, &got) == 0 && spent && budget == 0);
    /* a callback's own return is handed back as it is, whatever its value,
    ** and is not taken for a spent budget */
    budget = 1000;
    CHECK(gr_nim_pairs(gr_nim_mul(5, 9), 2, 3, &budget, &spent, stop_at_first, NULL) == -1 &&
          !spent);
    /* highest bits 2 and 3: the four u of highest bit 2 are tried. A budget
    ** of exactly four lists them all and is not spent; three is. */
    got.n = 0;
    budget = 4;
    CHECK(gr_nim_pairs(gr_nim_mul(5, 9), 2, 3, &budget, &spent, collect_pair, &got) == 0 &&
          !spent && budget == 0 && got.n >= 1);
    got.n = 0;
    budget = 3;
    CHECK(gr_nim_pairs(gr_nim_mul(5, 9), 2, 3, &budget, &spent, collect_pair, &got) == 0 &&
          spent && budget == 0);
    /* nothing to list (t = 0): spent is cleared, whatever it held */
    spent = 1;
    CHECK(gr_nim_pairs(0, 2, 3, &budget, &spent, collect_pair, &got) == 0 && !spent);
}

int main(void)
{
    long scale = under_valgrind() ? 100 : 1;

    test_mex(under_valgrind() ? 64 : 256);
    test_fermat();
    test_laws(1000000 / scale);
    test_paths(1000000 / scale);
    test_inverse(100000 / scale);
    test_sqrt(10000 / scale);
    test_order(2000 / scale);
    test_log(300 / scale);
    test_128(100000 / scale);
    test_decimal(1000000 / scale);
    test_pairs(1000 / scale);
    return check_summary("test_nimber");
}
