/*
** nimber_pairs.c - every way to write a nimber t as a product u (x) w with
** the highest bits of u and w given: the moves of a product of coin games
** (the Tartan theorem) to a value are such pairs.
**
** A nimber below 2^(2h) is u1 F + u0, F = 2^h a Fermat 2-power, u1 and u0
** below F, and F (x) F = F + c with c = F/2. So
**     (u1 F + u0) (x) (w1 F + w0)
**         = (u1 w1 + u1 w0 + u0 w1) F + (c u1 w1 + u0 w0),
** and with both highest bits in the upper halves (u1, w1 not 0) and u1, w1
** chosen, w0 = (t1 + u1 w1 + u0 w1) / u1 from the upper half, and the lower
** half is the quadratic
**     w1 u0^2 + (t1 + u1 w1) u0 + (c u1^2 w1 + t0 u1) = 0
** in u0: with B = t1 + u1 w1 not 0 and u0 = (B / w1) z, it is z^2 + z = d,
** d = (c u1^2 w1 + t0 u1) w1 / B^2 (Artin-Schreier), whose solutions z and
** z + 1 are found by linear algebra over F_2 (z -> z^2 + z is linear), and
** lie in the half field when the equation's trace there is 0; with B = 0,
** u0 is a square root. One pair (u1, w1) gives at most two pairs, about one
** on average, so the work follows the answer. With one highest bit in the
** lower half, say w = w0, the halves are u1 w0 = t1 and u0 w0 = t0: the
** shorter of the two ranges (w0, or u1) is tried. With both in the lower
** half, t must be too, and the question is the same one field down.
*/
#include "nimber.h"

/* Below this many candidates a range is tried one by one. */
#define DIRECT_MAX 256

/* The solver of z^2 + z = d: a basis of the image of L(z) = z^2 + z, each
** vector with its pivot (highest bit) and the z it is the image of. */
typedef struct as_solver {
    uint64_t image[64], preimage[64];
    int pivot[64];
    int n;
} as_solver;

typedef struct pair_walk {
    as_solver as;
    uint64_t left;             /* candidates that may still be tried */
    int spent;                 /* 1 once a candidate found none left */
    int rc;                    /* fn's nonzero return, once it stopped */
    int swapped;               /* the step at hand has u and w exchanged */
    gr_nim_pair_fn fn;
    void *ctx;
} pair_walk;

/* The steps return 0 to go on and STOP when the walk ends early: fn said
** stop (its return kept in rc) or the budget is spent (spent set). */
#define STOP 1

/* A pair found, handed on in the caller's order. */
static int emit(pair_walk *pw, uint64_t u, uint64_t w)
{
    pw->rc = pw->swapped ? pw->fn(pw->ctx, w, u) : pw->fn(pw->ctx, u, w);
    return pw->rc != 0 ? STOP : 0;
}

static int high_bit(uint64_t x)
{
    return 63 - __builtin_clzll(x);
}

static void as_init(as_solver *s)
{
    s->n = 0;
    for (int i = 0; i < 64; i++) {
        uint64_t z = UINT64_C(1) << i, v = gr_nim_mul(z, z) ^ z;
        for (int k = 0; k < s->n; k++)
            if (v >> s->pivot[k] & 1) {
                v ^= s->image[k];
                z ^= s->preimage[k];
            }
        if (v == 0)
            continue;
        /* keep the basis reduced: no vector has another's pivot bit */
        int p = high_bit(v);
        for (int k = 0; k < s->n; k++)
            if (s->image[k] >> p & 1) {
                s->image[k] ^= v;
                s->preimage[k] ^= z;
            }
        s->image[s->n] = v;
        s->preimage[s->n] = z;
        s->pivot[s->n++] = p;
    }
}

/* A z with z^2 + z = d: 1, or 0 when there is none. */
static int as_solve(const as_solver *s, uint64_t d, uint64_t *z)
{
    uint64_t x = 0;
    for (int k = 0; k < s->n; k++)
        if (d >> s->pivot[k] & 1) {
            d ^= s->image[k];
            x ^= s->preimage[k];
        }
    *z = x;
    return d == 0;
}

static uint64_t nim_div(uint64_t a, uint64_t b)
{
    uint64_t q = 0;
    gr_nim_div(a, b, &q, NULL);
    return q;
}

/* One candidate tried: 0 to go on, STOP when the budget is spent. */
static int spend(pair_walk *pw)
{
    if (pw->left == 0) {
        pw->spent = 1;
        return STOP;
    }
    pw->left--;
    return 0;
}

/* Every u with highest bit p, w = t / u when its highest bit is q. */
static int direct(pair_walk *pw, uint64_t t, int p, int q)
{
    uint64_t lo = UINT64_C(1) << p, hi = lo + (lo - 1);
    for (uint64_t u = lo;; u++) {
        if (spend(pw))
            return STOP;
        uint64_t w = nim_div(t, u);
        int rc = high_bit(w) == q ? emit(pw, u, w) : 0;
        if (rc != 0)
            return rc;
        if (u == hi)
            return 0;
    }
}

static int pairs_in(pair_walk *pw, uint64_t t, int p, int q, int bits);

/* u = u1 F + u0 with u1 of highest bit p (in the half), w = w0 of highest
** bit q: u1 w0 = t1 and u0 w0 = t0. */
static int upper_lower(pair_walk *pw, uint64_t t, int p, int q, int h)
{
    uint64_t t1 = t >> h, t0 = t & ((UINT64_C(1) << h) - 1);
    if (t1 == 0)
        return 0;
    uint64_t lo = UINT64_C(1) << (p < q ? p : q), hi = lo + (lo - 1);
    for (uint64_t k = lo;; k++) {   /* k is u1 when p < q, else w0 */
        if (spend(pw))
            return STOP;
        uint64_t other = nim_div(t1, k);
        uint64_t u1 = p < q ? k : other, w0 = p < q ? other : k;
        int rc = 0;
        if (high_bit(u1) == p && high_bit(w0) == q)
            rc = emit(pw, u1 << h | nim_div(t0, w0), w0);
        if (rc != 0)
            return rc;
        if (k == hi)
            return 0;
    }
}

/* Both highest bits in the upper half: each (u1, w1), the quadratic in u0. */
static int upper_upper(pair_walk *pw, uint64_t t, int p, int q, int h)
{
    uint64_t t1 = t >> h, t0 = t & ((UINT64_C(1) << h) - 1), c = UINT64_C(1) << (h - 1);
    uint64_t ulo = UINT64_C(1) << p, whi = (UINT64_C(1) << q) * 2 - 1;
    for (uint64_t u1 = ulo; u1 <= 2 * ulo - 1; u1++)
        for (uint64_t w1 = UINT64_C(1) << q; w1 <= whi; w1++) {
            uint64_t b = t1 ^ gr_nim_mul(u1, w1);
            uint64_t cc = gr_nim_mul(gr_nim_mul(c, gr_nim_mul(u1, u1)), w1) ^ gr_nim_mul(t0, u1);
            uint64_t roots[2], z;
            int n = 0;
            if (spend(pw))
                return STOP;
            if (b == 0) {
                roots[n++] = gr_nim_sqrt(nim_div(cc, w1));
            } else if (as_solve(&pw->as, nim_div(nim_div(gr_nim_mul(cc, w1), b), b), &z) &&
                       z >> h == 0) {
                uint64_t scale = nim_div(b, w1);
                roots[n++] = gr_nim_mul(scale, z);
                roots[n++] = gr_nim_mul(scale, z ^ 1);
            }
            for (int i = 0; i < n; i++) {
                uint64_t u0 = roots[i];
                uint64_t w0 = nim_div(t1 ^ gr_nim_mul(u1, w1) ^ gr_nim_mul(u0, w1), u1);
                int rc = emit(pw, u1 << h | u0, w1 << h | w0);
                if (rc != 0)
                    return rc;
            }
        }
    return 0;
}

/* The pairs in the field of nimbers below 2^bits (t below it, p and q
** too). Where only the roles of u and w differ, they are exchanged
** (pw->swapped) and the step written once. */
static int pairs_in(pair_walk *pw, uint64_t t, int p, int q, int bits)
{
    int h = bits / 2, rc;
    if ((UINT64_C(1) << (p < q ? p : q)) < DIRECT_MAX || bits <= 16) {
        /* a short range: try it all (the shorter one) */
        if (p <= q)
            return direct(pw, t, p, q);
        pw->swapped ^= 1;
        rc = direct(pw, t, q, p);
        pw->swapped ^= 1;
        return rc;
    }
    if (p < h && q < h)
        return t >> h != 0 ? 0 : pairs_in(pw, t, p, q, h);
    if (p >= h && q >= h)
        return upper_upper(pw, t, p - h, q - h, h);
    if (p >= h)
        return upper_lower(pw, t, p - h, q, h);
    pw->swapped ^= 1;
    rc = upper_lower(pw, t, q - h, p, h);
    pw->swapped ^= 1;
    return rc;
}

int gr_nim_pairs(uint64_t t, int p, int q, uint64_t *budget, int *spent, gr_nim_pair_fn fn,
                 void *ctx)
{
    pair_walk pw;
    *spent = 0;
    if (t == 0 || p < 0 || q < 0 || p > 63 || q > 63)
        return 0;
    pw.left = *budget;
    pw.spent = 0;
    pw.rc = 0;
    pw.swapped = 0;
    pw.fn = fn;
    pw.ctx = ctx;
    as_init(&pw.as);
    pairs_in(&pw, t, p, q, 64);
    *budget = pw.left;
    *spent = pw.spent;
    return pw.rc;
}
