/*
** octal_period.c - periods of take-and-break value sequences: found in the
** table, and proved by the Guy-Smith periodicity theorem.
**
** Guy-Smith (Winning Ways ch. 4; Siegel, Combinatorial Game Theory, IV.2):
** for an octal game whose moves remove at most t tokens, if
** G(n + p) = G(n) for every n0 <= n < 2*n0 + p + t, then for every n >= n0.
** The proof pairs a split a + b of n + p with a + (b - p), which needs the
** larger part b - p to be a heap of at least n0 tokens *and non-empty*: with
** n0 = 0 the pairing would match "leave nothing" with "leave a heap of p"
** (0.4 and 4.0 look periodic from 0 with period 1 and are not), so the
** window is checked from max(n0, 1). A move that leaves three heaps (hex
** digits 8..f) needs the largest of three parts: the window becomes
** 3*n0 + 2*p + t. Grundy's game (unequal heaps) has no such theorem.
*/
#include "octal_engine.h"

#define APPARENT_MIN 24   /* a tail shorter than this is no evidence */

/* The least n0 with g[n + p] == g[n] + s for every n0 <= n <= last - p. */
static uint64_t tail_start(const uint16_t *g, uint64_t last, uint64_t p, unsigned s)
{
    uint64_t n = last - p + 1;

    while (n > 0 && g[n - 1 + p] == (unsigned)(g[n - 1] + s))
        n--;
    return n;
}

/* The heap the values must reach for the theorem to prove (n0, p). */
static uint64_t proof_needs(const gr_octal_rules *r, uint64_t n0, uint64_t p)
{
    uint64_t start = n0 > 0 ? n0 : 1;
    uint64_t parts = r->maxparts > 2 ? (uint64_t)r->maxparts : 2;

    /* n + p for the last n of the window parts*n0 + (parts-1)*p + t - 1 */
    return parts * start + (parts - 1) * p + (uint64_t)r->t - 1 + p;
}

/* The least divisor d of p with g[n + d] == g[n] on one whole period. */
static uint64_t least_period(const uint16_t *g, uint64_t n0, uint64_t p)
{
    uint64_t d, n;

    for (d = 1; d < p; d++) {
        if (p % d != 0)
            continue;
        for (n = n0; n < n0 + p && g[n + d] == g[n]; n++)
            ;
        if (n == n0 + p)
            return d;
    }
    return p;
}

static int examine_proved(gr_octal *o, uint64_t last)
{
    const uint16_t *g = o->g;
    uint64_t p, n0;

    if (o->rules.unequal)
        return 0;
    for (p = 1; p <= last / 2; p++) {
        n0 = tail_start(g, last, p, 0);
        if (proof_needs(&o->rules, n0, p) > last)
            continue;
        p = least_period(g, n0, p);
        o->period.status = GR_PERIOD_PROVED;
        o->period.period = p;
        o->period.preperiod = tail_start(g, last, p, 0);
        o->period.saltus = 0;
        return 1;
    }
    return 0;
}

static int apparent(uint64_t last, uint64_t n0, uint64_t p)
{
    uint64_t tail = last + 1 - n0;

    return tail >= 3 * p && tail >= APPARENT_MIN;
}

/* Plain periodicity first, then arithmetic periodicity (a saltus). */
static void examine_apparent(gr_octal *o, uint64_t last)
{
    const uint16_t *g = o->g;
    uint64_t p, n0;
    unsigned s;

    for (p = 1; p <= last / 3; p++) {
        n0 = tail_start(g, last, p, 0);
        if (apparent(last, n0, p)) {
            o->period = (gr_period){GR_PERIOD_APPARENT, n0, p, 0, last};
            return;
        }
    }
    for (p = 1; p <= last / 3; p++) {
        if (g[last] <= g[last - p])
            continue;
        s = (unsigned)(g[last] - g[last - p]);
        n0 = tail_start(g, last, p, s);
        if (apparent(last, n0, p)) {
            o->period = (gr_period){GR_PERIOD_APPARENT, n0, p, s, last};
            return;
        }
    }
}

void gr_octal_examine(gr_octal *o)
{
    uint64_t last;

    if (o->count == 0 || o->period.status == GR_PERIOD_PROVED ||
        o->period_tried == o->count)
        return;
    last = o->count - 1;
    o->period = (gr_period){GR_PERIOD_NONE, 0, 0, 0, last};
    o->period_tried = o->count;
    if (!examine_proved(o, last))
        examine_apparent(o, last);
    o->period.checked_to = last;
}

/* How far to compute next after the table reached heap size without a
** proof: an eighth more (a proof is then found at most 12.5% past the
** theorem's window), or, when a period already shows, exactly the heap its
** proof needs (the run stops the moment the window is covered). */
static uint64_t next_size(const gr_octal *o, uint64_t size)
{
    uint64_t next = size + size / 8 + 1, need;

    if (o->period.status == GR_PERIOD_APPARENT && o->period.saltus == 0 && !o->rules.unequal) {
        need = proof_needs(&o->rules, o->period.preperiod, o->period.period);
        if (need > size && need < next)
            next = need;
    }
    return next;
}

int gr_octal_find_period(gr_octal *o, uint64_t max, gr_period *out, gr_error *err)
{
    uint64_t size = 255;
    int rc;

    if (max >= GR_OCTAL_HARD_LIMIT) {
        /* worth trying only if a period is proved well before the limit */
        if ((rc = gr_octal_find_period(o, GR_OCTAL_AUTO_LIMIT, out, err)) != GR_OK)
            return rc;
        if (out->status == GR_PERIOD_PROVED)
            return GR_OK;
        return gr_error_set(err, GR_ERANGE, "no period is proved for this game up to heap "
                            "%llu, and heap %llu is beyond what is computed here (at most %llu)",
                            (unsigned long long)out->checked_to, (unsigned long long)max,
                            (unsigned long long)GR_OCTAL_HARD_LIMIT - 1);
    }
    if (o->count > 0 && o->count - 1 > size)
        size = o->count - 1;
    o->goal = max;
    for (;;) {
        if (size > max)
            size = max;
        if (size + 1 > o->count && (rc = gr_octal_extend(o, size, err)) != GR_OK)
            return rc;
        gr_octal_examine(o);
        if (o->period.status == GR_PERIOD_PROVED || size >= max)
            break;
        size = next_size(o, size);
    }
    *out = o->period;
    return GR_OK;
}
