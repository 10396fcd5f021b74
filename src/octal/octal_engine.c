/*
** octal_engine.c - the values of a take-and-break game, a stretch of heaps
** at a time: the choice of the method (the plain mex of octal_mark.c for
** small heaps and the games the others cannot take, the sparse method of
** octal_sparse.c, the three-heap method of octal_triple.c) and of the
** sparse method's mask; a gr_octal made and freed with every method's
** state. The table itself is octal_table.c's. The methods below never call
** back here: each appends its values to the table.
*/
#include <stdlib.h>
#include <string.h>

#include "base/debug.h"
#include "octal_engine.h"
#include "octal_mark.h"
#include "octal_sparse.h"
#include "octal_table.h"
#include "octal_triple.h"

#define SPARSE_START 4096u   /* the plain mex below this heap */
#define MASK_BITS 11         /* masks are chosen among the low bits (GR_OCTAL_HIST) */
#define SEEN_SIZE ((size_t)1 << 17)   /* every value and XOR is below 2^17 */
#define RARE_WATCH (1u << 16)      /* heaps between looks at how fast rare heaps come */

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

/* Chooses the mask that makes the sparse method cheapest from here on, or
** 0 for the plain method. A heap costs a mark for every rare heap of the
** whole table, and a new rare heap a scan of all its splits (count / 2):
** so the cost of mask m is rare(m) + rate(m) * count / 2, with rare(m)
** counted over the whole table and rate(m) over the window. (Counting the
** window alone is wrong once the values settle: every mask that makes the
** periodic values common then looks free, and one that makes hundreds of
** thousands of early heaps rare may win the tie, as for 0.376.) The plain
** method costs count / 2 marks a heap; the best mask is taken when it
** leaves fewer than an eighth of the window's heaps rare, or when its cost
** is under 3/4 of the plain method's, a margin for the finds, which the
** cost leaves out (Treblecross: sparse from heap 32768, not 131072, to
** heap 300,000 on one thread 4.7-4.9 s before, 3.9-4.1 s after).
** counts[0] gets the cost of the chosen mask, counts[1] of the present one. */
static unsigned mask_choose(const gr_octal *o, uint64_t window, uint64_t counts[2])
{
    uint64_t hist[1u << MASK_BITS];
    unsigned m, best = 0, top = 1u << (o->bits < MASK_BITS ? o->bits : MASK_BITS);
    uint64_t n, cost, least = UINT64_MAX, least_recent = window, scan = o->count / 2 / window;
    uint64_t marks;

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
    marks = least - least_recent;   /* rare(best) + rate(best) * count / 2, a heap */
    return least_recent * 8 < window || 4 * marks < 3 * (o->count / 2) ? best : 0;
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
            if (!o->common[gr_octal_g(o, n)] && gr_octal_rare_push(o, n) != GR_OK)
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

/* The sparse method takes moves that leave at most two heaps, from heap
** sparse_start on. */
static int sparse_usable(const gr_octal *o)
{
    return o->rules.maxparts <= 2 && o->count >= o->sparse_start &&
           o->count > (uint64_t)o->rules.t;
}

/* Where the plain mex from o->count on stops for the engine to look again:
** where the sparse method may start, and at its next look at the mask. */
static uint64_t plain_stop(const gr_octal *o, uint64_t stop)
{
    uint64_t at = o->count < o->sparse_start ? o->sparse_start : o->next_mask_check;

    if (o->rules.maxparts <= 2 && at > o->count && at < stop)
        stop = at;
    return stop;
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
    return gr_octal_plain_run(o, plain_stop(o, stop), threads, err);
}

int gr_octal_compute(gr_octal *o, uint64_t stop, int threads, gr_error *err)
{
    int rc;

    gr_assert(stop <= o->cap);
    while (o->count < stop) {
        /* a stop waits for the first values: it says how many it keeps */
        if (o->count > 0 && o->halt != NULL && o->halt(o->halt_ctx))
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
