/*
** lasker.c - Lasker's Nim: take one or more tokens from a heap, or split a
** heap into two non-empty heaps.
**
** Closed form (Winning Ways, ch. 4; Lasker 1931): G(0) = 0 and G(n) = n,
** except that 4k+3 and 4k+4 swap: G(4k+3) = 4k+4, G(4k+4) = 4k+3. So G is
** its own inverse. G(2^64 - 1) = 2^64 does not fit, and that heap is refused.
**
** The splits a + b = n with G(a) ^ G(b) = t are found without scanning:
** write a = 4p + r, b = 4q + s. Then G(a) = 4p' + r', with (p', r') =
** (p, r) for r = 1, 2; (p + 1, 0) for r = 3; (p - 1, 3) for r = 0, and the
** same for b. The low two bits need r' ^ s' = t & 3; the rest needs
** p' + q' = P (known from n, r, s) and p' ^ q' = T = t >> 2, whose
** solutions are p' = C | X, q' = C | (T ^ X) for C = (P - T) / 2 (when
** even, with C & T = 0) and X any subset of T's bits.
*/
#include "base/i18n.h"
#include "heap.h"

#define LASKER_MAX (UINT64_MAX - 1)   /* the largest heap whose value fits */

static uint64_t lasker_g(uint64_t n)
{
    if (n == 0)
        return 0;
    switch (n % 4) {
    case 3:
        return n + 1;
    case 0:
        return n - 1;
    default:
        return n;
    }
}

static int lasker_parse(const gr_game *g, const char *const *args, size_t nargs,
                        gr_state *out, gr_error *err)
{
    int rc = gr_heap_parse(g, args, nargs, out, err);

    if (rc == GR_OK && out->heap > LASKER_MAX)
        return gr_error_at(err, 0, GR_ERANGE, "the lasker heap 18446744073709551615 has "
                           "nim-value 2^64, which does not fit in 64 bits (the largest "
                           "heap is 18446744073709551614)");
    return rc;
}

static int lasker_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    (void)g;
    if (s.heap > LASKER_MAX)
        return gr_error_set(err, GR_ERANGE, "the lasker heap %llu has nim-value 2^64, which "
                            "does not fit in 64 bits", (unsigned long long)s.heap);
    out->kind = GR_VALUE_NIMBER;
    out->nimber = lasker_g(s.heap);
    return GR_OK;
}

static int lasker_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    uint64_t m, a;
    int rc;

    (void)g;
    for (m = s.heap; m-- > 0;)
        if ((rc = gr_heap_option(s.heap, m, fn, ctx)) != 0)
            return rc;
    for (a = 1; a <= s.heap / 2; a++)
        if ((rc = gr_heap_split_option(s.heap, a, s.heap - a, fn, ctx)) != 0)
            return rc;
    return 0;
}

/* For a heap of residue r mod 4: the residue of its value, and p' - p. */
static const uint64_t lasker_res[4] = {3, 1, 2, 0};
static const int lasker_shift[4] = {-1, 0, 0, 1};

/* P = (n - r - s) / 4 + shift[r] + shift[s], the sum p' + q'; 0 when
** the residues do not fit n (then *ok is 0). */
static uint64_t lasker_quotient_sum(uint64_t n, int r, int s, int *ok)
{
    uint64_t pq;
    int d = lasker_shift[r] + lasker_shift[s];

    *ok = 0;
    if (n < (uint64_t)(r + s) || (n - (uint64_t)(r + s)) % 4 != 0)
        return 0;
    pq = (n - (uint64_t)(r + s)) / 4;
    if (d < 0 && pq < (uint64_t)-d)
        return 0;
    *ok = 1;
    return d < 0 ? pq - (uint64_t)-d : pq + (uint64_t)d;
}

/* The heap of residue r whose value has quotient q2 (q2 >= 1 when r = 3). */
static uint64_t lasker_heap_of(uint64_t q2, int r)
{
    uint64_t q = r == 0 ? q2 + 1 : r == 3 ? q2 - 1 : q2;

    return 4 * q + (uint64_t)r;
}

/* Every split a + b = n, a <= b, a of residue r and b of residue s, with
** value quotients XORing to T; in increasing a, so it stops at a > b. */
static int lasker_splits_rs(uint64_t n, int r, int s, uint64_t big_t,
                            gr_option_fn fn, void *ctx)
{
    uint64_t sum, c, x = 0, p2, q2, a;
    int ok, rc;

    sum = lasker_quotient_sum(n, r, s, &ok);
    if (!ok || sum < big_t || (sum - big_t) % 2 != 0)
        return 0;
    c = (sum - big_t) / 2;
    if ((c & big_t) != 0)
        return 0;
    do {
        p2 = c | x;
        q2 = c | (big_t ^ x);
        x = (x - big_t) & big_t;   /* the next subset of T, increasing */
        if ((r == 3 && p2 == 0) || (s == 3 && q2 == 0))
            continue;
        a = lasker_heap_of(p2, r);
        if (a > n - a)
            break;
        if ((rc = gr_heap_split_option(n, a, n - a, fn, ctx)) != 0)
            return rc;
    } while (x != 0);
    return 0;
}

static int lasker_moves_to(const gr_game *g, gr_state s, uint64_t target,
                           gr_option_fn fn, void *ctx, gr_error *err)
{
    int r, q, rc;

    (void)g;
    (void)err;
    /* the take: G is its own inverse */
    if (target != UINT64_MAX && lasker_g(target) < s.heap)
        if ((rc = gr_heap_option(s.heap, lasker_g(target), fn, ctx)) != 0)
            return rc;
    for (r = 0; r < 4; r++)
        for (q = 0; q < 4; q++) {
            if ((lasker_res[r] ^ lasker_res[q]) != (target & 3))
                continue;
            if ((rc = lasker_splits_rs(s.heap, r, q, target >> 2, fn, ctx)) != 0)
                return rc;
        }
    return 0;
}

static int lasker_period(const gr_game *g, uint64_t max, gr_period *out, gr_error *err)
{
    (void)g;
    (void)err;
    out->status = GR_PERIOD_PROVED;   /* G(n + 4) = G(n) + 4 for n >= 1 */
    out->preperiod = 1;
    out->period = 4;
    out->saltus = 4;
    out->checked_to = max < LASKER_MAX ? max : LASKER_MAX;   /* the closed form */
    out->reason = N_("the closed form: G(n) = n, except that 4k + 3 and 4k + 4 swap values "
                     "(Winning Ways, ch. 4)");
    return GR_OK;
}

static int lasker_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    /* one whole sentence for each residue of n mod 4 */
    static const char *const rule[4] = {
        N_("Lasker's Nim: G(n) = n except that 4k+3 and 4k+4 swap values (Winning Ways, "
           "ch. 4); %llu = 4*%llu + %llu and 4k+4 gives 4k+3, so G(%llu) = %llu"),
        N_("Lasker's Nim: G(n) = n except that 4k+3 and 4k+4 swap values (Winning Ways, "
           "ch. 4); %llu = 4*%llu + %llu and 4k+1 keeps its size, so G(%llu) = %llu"),
        N_("Lasker's Nim: G(n) = n except that 4k+3 and 4k+4 swap values (Winning Ways, "
           "ch. 4); %llu = 4*%llu + %llu and 4k+2 keeps its size, so G(%llu) = %llu"),
        N_("Lasker's Nim: G(n) = n except that 4k+3 and 4k+4 swap values (Winning Ways, "
           "ch. 4); %llu = 4*%llu + %llu and 4k+3 gives 4k+4, so G(%llu) = %llu")};
    uint64_t n = s.heap;

    (void)g;
    if (n > LASKER_MAX)
        return gr_error_set(err, GR_ERANGE, "the lasker heap %llu has nim-value 2^64, which "
                            "does not fit in 64 bits", (unsigned long long)n);
    if (n == 0) {
        gr_buf_puts(out, _("Lasker's Nim: G(n) = n except that 4k+3 and 4k+4 swap values "
                           "(Winning Ways, ch. 4); an empty heap has G(0) = 0"));
        return GR_OK;
    }
    gr_buf_printf(out, _(rule[n % 4]),
                  (unsigned long long)n, (unsigned long long)((n - 1) / 4),
                  (unsigned long long)((n - 1) % 4 + 1), (unsigned long long)n,
                  (unsigned long long)lasker_g(n));
    return GR_OK;
}

const gr_ruleset gr_rules_lasker = {
    .api = GR_RULESET_API,
    .name = "lasker",
    .summary = N_("Lasker's Nim: take from a heap, or split it into two non-empty heaps"),
    .syntax = N_("lasker N...  (one heap per number, at most 18446744073709551614)"),
    .shape = GR_SHAPE_HEAP,
    .parse = lasker_parse,
    .print = gr_heap_print,
    .value = lasker_value,
    .moves = lasker_moves,
    .moves_to = lasker_moves_to,
    .period = lasker_period,
    .explain = lasker_explain,
    .draw = gr_heap_draw,
};
