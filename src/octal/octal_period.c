/*
** octal_period.c - periods of take-and-break value sequences: found in the
** table as it is, and proved by the Guy-Smith periodicity theorem; the
** value of a heap of any size that the table or a proved period gives. How
** far to grow the table is the driver's (octal_run.c); this file only looks.
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
#include "octal_period.h"
#include "octal_find.h"
#include "octal_table.h"

#define APPARENT_MIN 24   /* a tail shorter than this is no evidence */
#define SAMPLES 64        /* places may_hold looks at */

/* The least n0 with G(n + p) == G(n) + s for every n0 <= n <= last - p,
** knowing that it holds for every n >= from (from = last - p + 1 knows
** nothing). */
static uint64_t tail_start(const gr_octal *o, uint64_t from, uint64_t p, unsigned s)
{
    uint64_t n = from;

    while (n > 0 && gr_octal_g(o, n - 1 + p) == (unsigned)(gr_octal_g(o, n - 1) + s))
        n--;
    return n;
}

/* Walking every candidate period back through the table would cost the
** length of the periodic tail for each multiple of the true period (a
** quadratic time: 0.376's tail of 2.3 million values took minutes). A
** multiple of a period p0 is a period wherever p0 is, so its walk starts
** where p0's ended: `tails` keeps the longest tail seen. */
typedef struct tails {
    uint64_t last, p0, n0;   /* the longest tail so far: period p0 from n0 */
} tails;

static uint64_t tail_of(tails *t, const gr_octal *o, uint64_t p, unsigned s)
{
    uint64_t from = t->last - p + 1, n0;

    if (s == 0 && t->p0 != 0 && p % t->p0 == 0 && t->n0 < from)
        from = t->n0;
    n0 = tail_start(o, from, p, s);
    if (s == 0 && (t->p0 == 0 || n0 < t->n0)) {
        t->p0 = p;
        t->n0 = n0;
    }
    return n0;
}

/* The heap the values must reach for the theorem to prove (n0, p). */
static uint64_t proof_needs(const gr_octal_rules *r, uint64_t n0, uint64_t p)
{
    uint64_t start = n0 > 0 ? n0 : 1;
    uint64_t parts = r->maxparts > 2 ? (uint64_t)r->maxparts : 2;

    /* n + p for the last n of the window parts*n0 + (parts-1)*p + t - 1 */
    return parts * start + (parts - 1) * p + (uint64_t)r->t - 1 + p;
}

/* The least divisor d of p with G(n + d) == G(n) on one whole period. */
static uint64_t least_period(const gr_octal *o, uint64_t n0, uint64_t p)
{
    uint64_t d, n;

    for (d = 1; d < p; d++) {
        if (p % d != 0)
            continue;
        for (n = n0; n < n0 + p && gr_octal_g(o, n + d) == gr_octal_g(o, n); n++)
            ;
        if (n == n0 + p)
            return d;
    }
    return p;
}

/* Whether G(n + p) == G(n) + s may hold for every lo <= n <= hi: a few
** places spread over the range are looked at first, so that a candidate
** period that fails is mostly refused at once instead of walked (in a
** preperiod that is periodic but for scattered exceptions, walks of a
** hundred steps for every candidate cost seconds). The two last places
** come first: they refuse most candidates by themselves, and as the
** callers try every p in turn they are next to the last candidate's in
** memory (for a game without a period, such as 0.6, the looks took 3% of
** the instructions of `values`). */
static int may_hold_spread(const gr_octal *o, uint64_t lo, uint64_t hi, uint64_t p, unsigned s)
{
    uint64_t step = (hi - lo) / SAMPLES + 1, n;

    for (n = lo; n <= hi; n += step)
        if (gr_octal_g(o, n + p) != (unsigned)(gr_octal_g(o, n) + s))
            return 0;
    return 1;
}

static inline int may_hold(const gr_octal *o, uint64_t lo, uint64_t hi, uint64_t p, unsigned s)
{
    if (gr_octal_g(o, hi + p) != (unsigned)(gr_octal_g(o, hi) + s) ||
        (hi > lo && gr_octal_g(o, hi - 1 + p) != (unsigned)(gr_octal_g(o, hi - 1) + s)))
        return 0;
    return may_hold_spread(o, lo, hi, p, s);
}

/* The least candidate period from p on, below hi (hi when none), with
** saltus 0 (plain) or 1 (some positive saltus): each look tries every p up
** to a half or a third of the table, so the last GR_REPEAT_PLACES values
** are compared with those p places back 32 bytes at a time (octal_find.c),
** on the table's entries (in a table too short, every p is a candidate).
** No period is lost: one that fails among the last 4 places has a tail of
** at most p + 3 values, too short to be apparent (3p and 24 values) or
** proved (by the window, past a table of 10). In a table of bytes the entry
** of a wide heap only says so (GR_OCTAL_NARROW): two wide heaps compare
** equal and a wide and a narrow one differ, so no plain period is lost
** (may_hold, which reads the values, refuses the false ones); nor is a
** saltus s > 0 while the last places are narrow, since a value s below a
** narrow one is narrow; else every p is a candidate for a saltus. (Every
** p was, wherever a heap was wide: 3% of Grundy's game's time to 10^8,
** spent while the helper thread waits.) */
static uint64_t next_candidate(const gr_octal *o, uint64_t last, uint64_t p, uint64_t hi,
                               int saltus)
{
    if (p >= hi || hi + GR_REPEAT_PLACES > last)
        return p;
    if (o->g16 != NULL)
        return gr_repeat_16(o->g16, last, p, hi, saltus);
    if (saltus && gr_octal_wide_in(o, o->nwide, last + 1 - GR_REPEAT_PLACES, last + 1))
        return p;
    return gr_repeat_8(o->g, last, p, hi, saltus);
}

static int examine_proved(gr_octal *o, uint64_t last)
{
    uint64_t p, n0, reach, parts = o->rules.maxparts > 2 ? 3 : 2;
    tails t = {last, 0, 0};

    if (o->rules.unequal)
        return 0;
    for (p = 1; (p = next_candidate(o, last, p, last / 2 + 1, 0)) <= last / 2; p++) {
        /* the largest n0 whose window ends by `last` (proof_needs grows
        ** with n0 by `parts` a heap) */
        reach = proof_needs(&o->rules, 0, p);
        if (reach > last)
            break;
        if (!may_hold(o, (last - reach + parts) / parts, last - p, p, 0))
            continue;
        n0 = tail_of(&t, o, p, 0);
        if (proof_needs(&o->rules, n0, p) > last)
            continue;
        p = least_period(o, n0, p);
        o->period.status = GR_PERIOD_PROVED;
        o->period.period = p;
        o->period.preperiod = tail_start(o, n0, p, 0);
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
    uint64_t p, n0;
    unsigned s;
    tails t = {last, 0, 0};

    for (p = 1; (p = next_candidate(o, last, p, last / 3 + 1, 0)) <= last / 3; p++) {
        if (!may_hold(o, last + 1 - 3 * p, last - p, p, 0))
            continue;
        n0 = tail_of(&t, o, p, 0);
        if (apparent(last, n0, p)) {
            o->period = (gr_period){GR_PERIOD_APPARENT, n0, p, 0, last, NULL};
            return;
        }
    }
    for (p = 1; (p = next_candidate(o, last, p, last / 3 + 1, 1)) <= last / 3; p++) {
        if (gr_octal_g(o, last) <= gr_octal_g(o, last - p))
            continue;
        s = (unsigned)(gr_octal_g(o, last) - gr_octal_g(o, last - p));
        if (!may_hold(o, last + 1 - 3 * p, last - p, p, s))
            continue;
        n0 = tail_of(&t, o, p, s);
        if (apparent(last, n0, p)) {
            o->period = (gr_period){GR_PERIOD_APPARENT, n0, p, s, last, NULL};
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
    o->period = (gr_period){GR_PERIOD_NONE, 0, 0, 0, last, NULL};
    o->period_tried = o->count;
    if (!examine_proved(o, last))
        examine_apparent(o, last);
    o->period.checked_to = last;
}

uint64_t gr_octal_next_size(const gr_octal *o, uint64_t size)
{
    uint64_t next = size + size / 8 + 1, need;

    if (o->period.status == GR_PERIOD_APPARENT && o->period.saltus == 0 && !o->rules.unequal) {
        need = proof_needs(&o->rules, o->period.preperiod, o->period.period);
        if (need > size && need < next)
            next = need;
    }
    return next;
}

int gr_octal_known(const gr_octal *o, uint64_t n, uint64_t *out)
{
    const gr_period *p = &o->period;

    if (n < o->count) {
        *out = gr_octal_g(o, n);
        return GR_OK;
    }
    if (p->status != GR_PERIOD_PROVED || p->saltus != 0)
        return GR_EUNDECIDED;
    *out = gr_octal_g(o, p->preperiod + (n - p->preperiod) % p->period);
    return GR_OK;
}
