/*
** octal_engine.c - the value table of a take-and-break game: the plain mex
** for small heaps and games the sparse method cannot take; the choice of
** the sparse method's mask (the method itself is in octal_sparse.c); new
** values and the values of heaps of any size. The table itself is
** octal_table.c's.
*/
#include <stdlib.h>
#include <string.h>

#include "debug.h"
#include "octal_engine.h"

#define SPARSE_START 4096u   /* the plain mex below this heap */
#define MASK_BITS 11         /* masks are chosen among the low bits (GR_OCTAL_HIST) */
#define SEEN_SIZE ((size_t)1 << 17)   /* every value and XOR is below 2^17 */
#define RARE_WATCH (1u << 16)      /* heaps between looks at how fast rare heaps come */

#define SEEN_SET(s, v) ((s)[v] = 1)
#define SEEN_HAS(s, v) ((s)[v])

static unsigned parity(unsigned v)
{
    v ^= v >> 16;
    v ^= v >> 8;
    v ^= v >> 4;
    v ^= v >> 2;
    v ^= v >> 1;
    return v & 1;
}

gr_octal *gr_octal_new(const gr_octal_rules *r)
{
    gr_octal *o = calloc(1, sizeof *o);

    if (o == NULL)
        return NULL;
    o->rules = *r;
    o->seen = calloc(SEEN_SIZE + 1, 1);
    if (o->seen == NULL) {
        free(o);
        return NULL;
    }
    o->sparse_start = SPARSE_START;
    o->narrow = GR_OCTAL_NARROW;
    o->widen_from = GR_OCTAL_WIDEN_FROM;
    o->next_mask_check = 0;
    return o;
}

/* The table of common values, made when first needed. */
static int sparse_alloc(gr_octal *o)
{
    if (o->common == NULL)
        o->common = calloc(SEEN_SIZE + 1, 1);
    return o->common != NULL ? GR_OK : GR_ENOMEM;
}

void gr_octal_free(gr_octal *o)
{
    if (o == NULL)
        return;
    gr_octal_table_free(o);
    free(o->rare);
    free(o->rareval);
    free(o->seen);
    free(o->common);
    gr_octal_sparse_free(o->sparse);
    gr_octal_triple_free(o->triple);
    free(o);
}

static int rare_push(gr_octal *o, uint64_t n)
{
    if (o->nrare == o->rarecap) {
        uint64_t cap = o->rarecap ? o->rarecap * 2 : 256;
        uint32_t *r = realloc(o->rare, cap * sizeof *r);
        uint16_t *rv;
        if (r == NULL)
            return GR_ENOMEM;
        o->rare = r;
        rv = realloc(o->rareval, cap * sizeof *rv);
        if (rv == NULL)
            return GR_ENOMEM;
        o->rareval = rv;
        o->rarecap = cap;
    }
    o->rare[o->nrare] = (uint32_t)n;
    o->rareval[o->nrare++] = (uint16_t)gr_octal_g(o, n);
    return GR_OK;
}

/* The rare heaps are ascending. */
uint64_t gr_octal_rare_below(const gr_octal *o, uint64_t h)
{
    uint64_t lo = 0, hi = o->nrare;

    while (lo < hi) {
        uint64_t mid = lo + (hi - lo) / 2;
        if (o->rare[mid] < h)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* ---- the options of heap n ---- */

static void seen_clear(gr_octal *o)
{
    memset(o->seen, 0, ((size_t)2 << o->bits) + 1);
}

/* Removing nothing or one heap: zero or one part. */
void gr_octal_mark_simple(const gr_octal *o, uint64_t n, uint8_t *seen)
{
    int k;

    for (k = 0; k <= o->rules.t && (uint64_t)k <= n; k++) {
        unsigned d = o->rules.digit[k];
        if ((d & 1) && n == (uint64_t)k)
            SEEN_SET(seen, 0u);
        if ((d & 2) && n > (uint64_t)k)
            SEEN_SET(seen, gr_octal_g(o, n - (uint64_t)k));
    }
}

/* Every split of m tokens into two non-empty heaps. */
static void add_pairs(const gr_octal *o, uint64_t m, uint8_t *seen)
{
    uint64_t a, top = o->rules.unequal ? (m - 1) / 2 : m / 2;

    for (a = 1; a <= top; a++)
        SEEN_SET(seen, gr_octal_g(o, a) ^ gr_octal_g(o, m - a));
}

/* Every split of m tokens into three non-empty heaps a <= b <= c. */
static void add_triples(const gr_octal *o, uint64_t m, uint8_t *seen)
{
    uint64_t a, b;

    for (a = 1; 3 * a <= m; a++)
        for (b = a; 2 * b <= m - a; b++)
            SEEN_SET(seen, gr_octal_g(o, a) ^ gr_octal_g(o, b) ^ gr_octal_g(o, m - a - b));
}

static unsigned seen_mex(const uint8_t *seen)
{
    unsigned v = 0;

    while (seen[v])
        v++;
    return v;
}

static unsigned value_plain(gr_octal *o, uint64_t n)
{
    int k;

    seen_clear(o);
    gr_octal_mark_simple(o, n, o->seen);
    for (k = 0; k <= o->rules.t && (uint64_t)k <= n; k++) {
        unsigned d = o->rules.digit[k];
        uint64_t m = n - (uint64_t)k;
        if ((d & 4) && m >= 2)
            add_pairs(o, m, o->seen);
        if ((d & 8) && m >= 3)
            add_triples(o, m, o->seen);
    }
    return seen_mex(o->seen);
}

/* ---- the mask of the sparse method ---- */

/* The heaps counted in hist (by value) that are rare under mask m. */
static uint64_t rare_count(const uint64_t *hist, unsigned top, unsigned m)
{
    uint64_t count = 0;
    unsigned v;

    for (v = 0; v < top; v++)
        count += parity(v & m) ? 0 : hist[v];
    return count;
}

/* Chooses the mask that makes the sparse method cheapest from here on; 0
** (the plain method) when none leaves fewer than an eighth of the last
** `window` heaps rare. A heap costs a mark for every rare heap of the whole
** table, and a new rare heap a scan of all its splits (count / 2): so the
** cost of mask m is rare(m) + rate(m) * count / 2, with rare(m) counted
** over the whole table and rate(m) over the window. (Counting the window
** alone is wrong once the values settle: every mask that makes the
** periodic values common then looks free, and one that makes hundreds of
** thousands of early heaps rare may win the tie, as for 0.376.)
** counts[0] gets the cost of the chosen mask, counts[1] of the present one. */
static unsigned mask_choose(const gr_octal *o, uint64_t window, uint64_t counts[2])
{
    uint64_t hist[1u << MASK_BITS];
    unsigned m, best = 0, top = 1u << (o->bits < MASK_BITS ? o->bits : MASK_BITS);
    uint64_t n, cost, least = UINT64_MAX, least_recent = window, scan = o->count / 2 / window;

    memset(hist, 0, sizeof hist);
    for (n = o->count - window; n < o->count; n++)
        hist[gr_octal_g(o, n) & (top - 1)]++;
    counts[1] = UINT64_MAX;
    for (m = 1; m < top; m++) {
        uint64_t recent = rare_count(hist, top, m);
        cost = rare_count(o->hist, top, m) + recent * (scan + 1);
        if (cost < least) {
            least = cost;
            least_recent = recent;
            best = m;
        }
        if (m == (o->mask & (top - 1)))
            counts[1] = cost;
    }
    counts[0] = least;
    return least_recent * 8 < window ? best : 0;
}

/* Sets mask m and lists the rare heaps under it. */
static int mask_set(gr_octal *o, unsigned m)
{
    uint64_t n;

    if (m != 0 && sparse_alloc(o) != GR_OK)
        return GR_ENOMEM;
    if (m != o->mask) {
        o->mask = m;
        o->nrare = 0;
        for (n = 0; m != 0 && n <= SEEN_SIZE; n++)
            o->common[n] = (uint8_t)parity((unsigned)n & m);
        for (n = 1; m != 0 && n < o->count; n++)
            if (!o->common[gr_octal_g(o, n)] && rare_push(o, n) != GR_OK)
                return GR_ENOMEM;
    }
    o->watch_from = o->count;
    o->watch_nrare = o->nrare;
    return GR_OK;
}

/* At each doubling of the table: the best mask for its last half. */
static int mask_update(gr_octal *o)
{
    uint64_t counts[2];
    unsigned m = o->forced_mask ? o->forced_mask : mask_choose(o, o->count / 2, counts);

    o->next_mask_check = o->count * 2;
    return mask_set(o, m);
}

/* Rare heaps came fast since the last look: the values may have changed
** their habits (Grundy's game does near heap 4.73e7), so the best mask for
** those heaps is taken when it leaves clearly fewer of them rare. */
static int mask_revise(gr_octal *o)
{
    uint64_t counts[2], window = o->count - o->watch_from;
    unsigned m = o->forced_mask ? 0 : mask_choose(o, window, counts);

    if (m == 0 || m == o->mask || 4 * counts[0] >= 3 * counts[1])
        m = o->mask;
    return mask_set(o, m);
}

/* ---- the table ---- */

int gr_octal_append(gr_octal *o, unsigned v, gr_error *err)
{
    uint64_t n = o->count;

    if (v > UINT16_MAX)
        return gr_error_set(err, GR_ERANGE, "G(%llu) is larger than %u: values are kept "
                            "in 2 bytes", (unsigned long long)n, (unsigned)UINT16_MAX);
    if (gr_octal_store(o, v) != GR_OK)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    o->count = n + 1;
    o->hist[v & (GR_OCTAL_HIST - 1)] += n > 0;
    while ((v >> o->bits) != 0)
        o->bits++;
    if (o->mask != 0 && !o->common[v] && rare_push(o, n) != GR_OK)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    return GR_OK;
}

/* The sparse method takes moves that leave at most two heaps, from heap
** sparse_start on. */
static int sparse_usable(const gr_octal *o)
{
    return o->rules.maxparts <= 2 && o->count >= o->sparse_start &&
           o->count > (uint64_t)o->rules.t;
}

/* Heaps from o->count on, below stop, up to the next look at the mask. */
static int extend_some(gr_octal *o, uint64_t stop, int threads, gr_error *err)
{
    if (sparse_usable(o) && o->count >= o->next_mask_check && mask_update(o) != GR_OK)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    if (o->mask != 0 && o->count >= o->watch_from + RARE_WATCH) {
        /* a new rare heap costs a scan of all its splits (count / 2): is
        ** that more than 1024 marks a heap lately? */
        int fast = (o->nrare - o->watch_nrare) * (o->count / 2) >
                   (o->count - o->watch_from) * 1024;
        if ((fast ? mask_revise(o) : mask_set(o, o->mask)) != GR_OK)
            return gr_error_set(err, GR_ENOMEM, "out of memory");
    }
    if (o->mask != 0 && sparse_usable(o)) {
        if (o->next_mask_check > o->count && o->next_mask_check < stop)
            stop = o->next_mask_check;
        if (o->watch_from + RARE_WATCH < stop)
            stop = o->watch_from + RARE_WATCH;
        return gr_octal_sparse_run(o, stop, threads, err);
    }
    if (gr_octal_triple_usable(o))
        return gr_octal_triple_run(o, stop, err);
    return gr_octal_append(o, value_plain(o, o->count), err);
}

int gr_octal_compute(gr_octal *o, uint64_t stop, int threads, gr_error *err)
{
    int rc;

    gr_assert(stop <= o->cap);
    while (o->count < stop) {
        if (o->halt != NULL && o->halt(o->halt_ctx))
            return gr_error_set(err, GR_ESTOP, "stopped after %llu values (heaps 0 to %llu)",
                                (unsigned long long)o->count,
                                (unsigned long long)o->count - 1);
        if (gr_octal_widen(o) != GR_OK)
            return gr_error_set(err, GR_ENOMEM, "out of memory for 2 bytes a value");
        if ((rc = extend_some(o, stop, threads, err)) != GR_OK)
            return rc;
    }
    return GR_OK;
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
