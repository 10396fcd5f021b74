/*
** nimber.c - nim arithmetic: the nimbers below 2^64 (and 2^128) as a field.
**
** A nimber below 2^(2k) is a1*F + a0 with F = 2^k a Fermat 2-power and a1, a0
** below F, and F (x) F = F + F/2, so one product of 2k bits is three
** products of k bits (Karatsuba) and one product by the constant F/2:
**     a (x) b = (mm + ll) F + (ll + hh (x) F/2),
**     hh = a1 (x) b1, ll = a0 (x) b0, mm = (a1 + a0) (x) (b1 + b0).
** The 16-bit products at the bottom come from log and exp tables of the
** field F_65536, filled once (pthread_once) from the definition above.
**
** Where the processor multiplies polynomials over F_2 (x86's PCLMULQDQ,
** chosen at run time), gr_nim_mul goes through an isomorphic copy of the
** field instead: F_2[x]/q(x), q the minimal polynomial of a nimber alpha of
** degree 64. A nimber is written in the basis 1, alpha, ..., alpha^63 (a
** linear map: 8 tables of a byte each), two such polynomials are multiplied
** and reduced mod q by Barrett's method (3 carry-less products), and the
** result is taken back (8 more tables). The tables come from the tower
** product above, and are checked against it before they are used.
*/
#include <pthread.h>
#include <stdatomic.h>

#include "grundy.h"
#include "nimber.h"

#define GROUP16 65535u          /* order of the multiplicative group of F_65536 */

static uint16_t log16[65536];
static uint16_t exp16[2 * GROUP16];
static unsigned log_half16;     /* log of 2^15 */
static unsigned log_half16_sq;  /* log of 2^15 (x) 2^15 */
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

uint64_t gr_nim_mul_slow(uint64_t a, uint64_t b, unsigned bits)
{
    unsigned k = bits / 2;
    uint64_t mask, hh, ll, mm;

    if (bits == 1)
        return a & b;
    mask = (UINT64_C(1) << k) - 1;
    hh = gr_nim_mul_slow(a >> k, b >> k, k);
    ll = gr_nim_mul_slow(a & mask, b & mask, k);
    mm = gr_nim_mul_slow((a >> k) ^ (a & mask), (b >> k) ^ (b & mask), k);
    return ((mm ^ ll) << k) | (ll ^ gr_nim_mul_slow(hh, UINT64_C(1) << (k - 1), k));
}

/* The order of x in F_65536* divides 65535 = 3 * 5 * 17 * 257: x generates
** the group when no x^(65535/p) is 1. */
static int generates16(unsigned x)
{
    static const unsigned primes[] = {3, 5, 17, 257};
    unsigned i, e, p, r;

    for (i = 0; i < 4; i++) {
        r = 1;
        p = x;
        for (e = GROUP16 / primes[i]; e; e >>= 1) {
            if (e & 1)
                r = (unsigned)gr_nim_mul_slow(r, p, 16);
            p = (unsigned)gr_nim_mul_slow(p, p, 16);
        }
        if (r == 1)
            return 0;
    }
    return 1;
}

static void fill_tables(void)
{
    unsigned g = 256, i, bit, x = 1, y;   /* below 256 is the subfield F_256 */
    uint16_t times_g[16];

    while (!generates16(g))
        g++;
    for (bit = 0; bit < 16; bit++)    /* x (x) g is linear in x */
        times_g[bit] = (uint16_t)gr_nim_mul_slow(UINT64_C(1) << bit, g, 16);
    for (i = 0; i < GROUP16; i++) {
        exp16[i] = exp16[i + GROUP16] = (uint16_t)x;
        log16[x] = (uint16_t)i;
        for (y = 0, bit = 0; bit < 16; bit++)
            if (x >> bit & 1)
                y ^= times_g[bit];
        x = y;
    }
    log_half16 = log16[0x8000];
    log_half16_sq = log16[gr_nim_mul_slow(0x8000, 0x8000, 16)];
}

/* The flag spares the hot path a call to pthread_once once the tables are
** there (an acquire load pairs with the release store after filling). */
static atomic_int tables_ready;

#if defined(__x86_64__) && defined(__GNUC__)
static void clmul_init(void);
#else
static void clmul_init(void)
{
}
#endif

static void fill_tables_once(void)
{
    fill_tables();
    clmul_init();
    atomic_store_explicit(&tables_ready, 1, memory_order_release);
}

static inline void need_tables(void)
{
    if (!atomic_load_explicit(&tables_ready, memory_order_acquire))
        pthread_once(&tables_once, fill_tables_once);
}

static uint32_t mul16(uint32_t a, uint32_t b)
{
    uint32_t r = exp16[log16[a] + log16[b]];
    return (a && b) ? r : 0;
}

/* a (x) c where c != 0 is the constant of log lc */
static uint32_t mul16_const(uint32_t a, unsigned lc)
{
    uint32_t r = exp16[log16[a] + lc];
    return a ? r : 0;
}

static uint32_t mul32(uint32_t a, uint32_t b)
{
    uint32_t a1 = a >> 16, a0 = a & 0xffff, b1 = b >> 16, b0 = b & 0xffff;
    uint32_t hh = mul16(a1, b1), ll = mul16(a0, b0), mm = mul16(a1 ^ a0, b1 ^ b0);

    return (mm ^ ll) << 16 | (ll ^ mul16_const(hh, log_half16));
}

/* c (x) 2^31, and 2^31 = 2^16 (x) 2^15: (c1 G + c0)(h G) with G (x) G = G + h
** is ((c1 + c0) h) G + c1 h h. */
static uint32_t mul32_half(uint32_t c)
{
    uint32_t c1 = c >> 16, c0 = c & 0xffff;

    return mul16_const(c1 ^ c0, log_half16) << 16 | mul16_const(c1, log_half16_sq);
}

static uint64_t mul64(uint64_t a, uint64_t b)
{
    uint32_t a1 = (uint32_t)(a >> 32), a0 = (uint32_t)a;
    uint32_t b1 = (uint32_t)(b >> 32), b0 = (uint32_t)b;
    uint32_t hh = mul32(a1, b1), ll = mul32(a0, b0), mm = mul32(a1 ^ a0, b1 ^ b0);

    return (uint64_t)(mm ^ ll) << 32 | (ll ^ mul32_half(hh));
}

/* ---- the carry-less path ---- */

#if defined(__x86_64__) && defined(__GNUC__)
#define NIM_CLMUL 1
#include <immintrin.h>
#define CLMUL __attribute__((target("pclmul,sse2")))

static uint64_t to_poly[8][256];   /* byte k of a nimber, in the basis alpha^i */
static uint64_t to_nim[8][256];    /* byte k of a polynomial, as a nimber */
static uint64_t q_low;             /* q = x^64 + q_low */
static uint64_t mu_low;            /* floor(x^128 / q) = x^64 + mu_low */
static int use_clmul;

static inline uint64_t linear(uint64_t t[8][256], uint64_t v)
{
    return t[0][v & 0xff] ^ t[1][v >> 8 & 0xff] ^ t[2][v >> 16 & 0xff] ^
           t[3][v >> 24 & 0xff] ^ t[4][v >> 32 & 0xff] ^ t[5][v >> 40 & 0xff] ^
           t[6][v >> 48 & 0xff] ^ t[7][v >> 56];
}

CLMUL static inline __m128i clmul(uint64_t a, uint64_t b)
{
    return _mm_clmulepi64_si128(_mm_cvtsi64_si128((long long)a),
                                _mm_cvtsi64_si128((long long)b), 0x00);
}

CLMUL static inline uint64_t low64(__m128i v)
{
    return (uint64_t)_mm_cvtsi128_si64(v);
}

CLMUL static inline uint64_t high64(__m128i v)
{
    return (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(v, v));
}

/* C = H x^64 + L: the quotient by q is H + high(H mu_low) (Barrett, exact
** for deg H < 64), and the remainder L + low(Q q_low). */
CLMUL static uint64_t mul_clmul(uint64_t a, uint64_t b)
{
    __m128i c = clmul(linear(to_poly, a), linear(to_poly, b));
    uint64_t hi = high64(c), q = hi ^ high64(clmul(hi, mu_low));

    return linear(to_nim, low64(c) ^ low64(clmul(q, q_low)));
}

/* Fills t[k][byte] with the XOR of col[8k + j] over the bits j of byte. */
static void fill_linear(uint64_t t[8][256], const uint64_t col[64])
{
    unsigned k, v, j;

    for (k = 0; k < 8; k++)
        for (v = 0; v < 256; v++) {
            t[k][v] = 0;
            for (j = 0; j < 8; j++)
                if (v >> j & 1)
                    t[k][v] ^= col[8 * k + j];
        }
}

/* The tables for alpha; 0 when alpha has degree below 64 (the powers are
** dependent). Gauss-Jordan on the pairs (alpha^i, x^i) leaves (2^j, the
** polynomial of 2^j) in row j. */
static int clmul_tables(uint64_t alpha)
{
    uint64_t nim[64], poly[64], col[64], t, x = 1, rem[3] = {0, 0, 1}, d;
    unsigned i, j, r;

    for (i = 0; i < 64; i++) {
        col[i] = nim[i] = x;
        poly[i] = UINT64_C(1) << i;
        x = mul64(x, alpha);           /* at the end: alpha^64 */
    }
    for (j = 0; j < 64; j++) {
        for (r = j; r < 64 && !(nim[r] >> j & 1); r++)
            ;
        if (r == 64)
            return 0;
        t = nim[r], nim[r] = nim[j], nim[j] = t;
        t = poly[r], poly[r] = poly[j], poly[j] = t;
        for (r = 0; r < 64; r++)
            if (r != j && (nim[r] >> j & 1)) {
                nim[r] ^= nim[j];
                poly[r] ^= poly[j];
            }
    }
    fill_linear(to_nim, col);
    fill_linear(to_poly, poly);
    q_low = linear(to_poly, x);        /* alpha^64 = q_low(alpha) */
    /* x^128 divided by q, a bit of the quotient at a time: rem holds the
    ** 129 bits still to divide (word 2 is bit 128) */
    mu_low = 0;
    for (d = 128; d >= 64; d--) {
        if (!(rem[d / 64] >> (d % 64) & 1))
            continue;
        if (d - 64 < 64)
            mu_low |= UINT64_C(1) << (d - 64);   /* the quotient's x^64 is implied */
        /* rem ^= q << (d - 64) */
        rem[d / 64] ^= UINT64_C(1) << (d % 64);
        for (i = 0; i < 64; i++)
            if (q_low >> i & 1)
                rem[(d - 64 + i) / 64] ^= UINT64_C(1) << ((d - 64 + i) % 64);
    }
    return 1;
}

static void clmul_init(void)
{
    uint64_t alpha = UINT64_C(0x9E3779B97F4A7C15), a, b, s = 88172645463325252u;
    int i;

    __builtin_cpu_init();
    if (!__builtin_cpu_supports("pclmul") || !__builtin_cpu_supports("sse2"))
        return;
    while (!clmul_tables(alpha))
        alpha = alpha * 6364136223846793005u + 1442695040888963407u;
    for (i = 0; i < 4096; i++) {       /* the copy agrees with the tower */
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        a = s;
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        b = i < 64 ? UINT64_C(1) << i : s;
        if (mul_clmul(a, b) != mul64(a, b))
            return;
    }
    use_clmul = 1;
}
#endif

uint64_t gr_nim_mul_tower(uint64_t a, uint64_t b)
{
    need_tables();
    return mul64(a, b);
}

int gr_nim_mul_clmul(void)
{
    need_tables();
#ifdef NIM_CLMUL
    return use_clmul;
#else
    return 0;
#endif
}

/* The product by the fastest way here (the tables are filled). */
static inline uint64_t mul_fast(uint64_t a, uint64_t b)
{
#ifdef NIM_CLMUL
    if (use_clmul)
        return mul_clmul(a, b);
#endif
    return mul64(a, b);
}

uint64_t gr_nim_mul(uint64_t a, uint64_t b)
{
    need_tables();
    return mul_fast(a, b);
}

/* Inverses by the norm: over the subfield, x = a1 F + a0 has the conjugate
** a1 F + (a0 + a1), and x times it is N = a0 a0 + a0 a1 + a1 a1 (F/2), in the
** subfield; so 1/x = conjugate (x) 1/N. */
static uint32_t inv16(uint32_t a)
{
    return exp16[GROUP16 - log16[a]];
}

static uint32_t inv32(uint32_t a)
{
    uint32_t a1 = a >> 16, a0 = a & 0xffff, n, ni;

    n = mul16(a0, a0) ^ mul16(a0, a1) ^ mul16_const(mul16(a1, a1), log_half16);
    ni = inv16(n);
    return mul16(a1, ni) << 16 | mul16(a0 ^ a1, ni);
}

static uint64_t inv64(uint64_t a)
{
    uint32_t a1 = (uint32_t)(a >> 32), a0 = (uint32_t)a, n, ni;

    n = mul32(a0, a0) ^ mul32(a0, a1) ^ mul32_half(mul32(a1, a1));
    ni = inv32(n);
    return (uint64_t)mul32(a1, ni) << 32 | mul32(a0 ^ a1, ni);
}

int gr_nim_inv(uint64_t a, uint64_t *out, gr_error *err)
{
    if (a == 0)
        return gr_error_set(err, GR_EINPUT, "division by zero: 0 has no inverse");
    need_tables();
    *out = inv64(a);
    return GR_OK;
}

int gr_nim_div(uint64_t a, uint64_t b, uint64_t *out, gr_error *err)
{
    if (b == 0)
        return gr_error_set(err, GR_EINPUT, "division by zero: 0 has no inverse");
    need_tables();
    *out = mul64(a, inv64(b));
    return GR_OK;
}

uint64_t gr_nim_pow(uint64_t a, uint64_t e)
{
    uint64_t r = 1;

    need_tables();
    for (; e; e >>= 1) {
        if (e & 1)
            r = mul_fast(r, a);
        a = mul_fast(a, a);
    }
    return r;
}

/* Squaring is the Frobenius map, a bijection of F_{2^64}; its inverse is
** squaring 63 times (a^(2^64) = a). */
uint64_t gr_nim_sqrt(uint64_t a)
{
    int i;

    need_tables();
    for (i = 0; i < 63; i++)
        a = mul_fast(a, a);
    return a;
}

const uint64_t gr_nim_group_primes[GR_NIM_GROUP_PRIMES] = {
    3, 5, 17, 257, 641, 65537, 6700417
};

uint64_t gr_nim_order(uint64_t a)
{
    uint64_t n = UINT64_MAX;
    int i;

    if (a == 0)
        return 0;
    for (i = 0; i < GR_NIM_GROUP_PRIMES; i++)
        if (gr_nim_pow(a, n / gr_nim_group_primes[i]) == 1)
            n /= gr_nim_group_primes[i];
    return n;
}

/* 128 bits: the same step once more, over F_{2^64} with F = 2^64. */
gr_nim128 gr_nim_mul128(gr_nim128 a, gr_nim128 b)
{
    uint64_t hh, ll, mm;
    gr_nim128 r;

    need_tables();
    hh = mul64(a.hi, b.hi);
    ll = mul64(a.lo, b.lo);
    mm = mul64(a.hi ^ a.lo, b.hi ^ b.lo);
    r.hi = mm ^ ll;
    r.lo = ll ^ mul64(hh, UINT64_C(1) << 63);
    return r;
}

int gr_nim_inv128(gr_nim128 a, gr_nim128 *out, gr_error *err)
{
    uint64_t n, ni;

    if (a.hi == 0 && a.lo == 0)
        return gr_error_set(err, GR_EINPUT, "division by zero: 0 has no inverse");
    need_tables();
    n = mul64(a.lo, a.lo) ^ mul64(a.lo, a.hi) ^ mul64(mul64(a.hi, a.hi), UINT64_C(1) << 63);
    ni = inv64(n);
    out->hi = mul64(a.hi, ni);
    out->lo = mul64(a.lo ^ a.hi, ni);
    return GR_OK;
}
