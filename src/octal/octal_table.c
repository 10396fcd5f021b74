/*
** octal_table.c - the value table of a take-and-break game: a byte a heap,
** the values that do not fit a byte kept aside.
**
** A value below o->narrow (GR_OCTAL_NARROW, 255) is its byte; a byte of
** narrow says "look aside": the heap and its value are in the wide list,
** ascending (Grundy's game has 131,794 such heaps among its first 10^9, the
** first at 7,250,049). The wide map has a byte for every GR_OCTAL_SPAN heaps
** that says whether one of them is wide, so that the loops over long runs of
** heaps (octal_sparse.c) read the bytes as they are and look aside only where
** the map says so. The table and the map move only when room is reserved,
** never while the sparse method's helper thread runs; the wide list grows
** in chunks that never move, so the helper may read its first entries while
** the main thread appends, and the map's bytes are atomic for the same reason.
**
** When wide heaps are not rare (more than one in WIDEN_RATE: Treblecross,
** 0.007, has values in the thousands), looking aside would cost more than a
** second byte: the table then moves to 2 bytes a value, memory allowing.
**
** New values come through gr_octal_append, which also keeps what the
** methods above count as values arrive: the values by residue (hist, for
** the choice of the sparse method's mask), the bits they need, and the rare
** heaps under that mask.
*/
#include <stdlib.h>

#include "base/debug.h"
#include "octal_table.h"

#define CHUNK_BITS 16
#define CHUNK_SIZE (1u << CHUNK_BITS)   /* wide heaps a chunk */
#define NCHUNKS ((GR_OCTAL_HARD_LIMIT >> CHUNK_BITS) + 1)
#define WIDEN_RATE 4096u   /* wide heaps commoner than one in this: 2 bytes a value */

typedef struct chunk {
    uint32_t heap[CHUNK_SIZE];
    uint16_t value[CHUNK_SIZE];
} chunk;

struct gr_octal_wide {
    chunk *chunk[NCHUNKS];
};

static uint32_t wide_heap(const gr_octal_wide *w, uint64_t i)
{
    return w->chunk[i >> CHUNK_BITS]->heap[i & (CHUNK_SIZE - 1)];
}

static uint16_t wide_value(const gr_octal_wide *w, uint64_t i)
{
    return w->chunk[i >> CHUNK_BITS]->value[i & (CHUNK_SIZE - 1)];
}

uint64_t gr_octal_table_bytes(const gr_octal *o, uint64_t n)
{
    return o->g16 != NULL ? 2 * n : n + n / GR_OCTAL_SPAN + 1;
}

static void wide_free(gr_octal *o)
{
    size_t i;

    if (o->wide != NULL)
        for (i = 0; i < NCHUNKS; i++)
            free(o->wide->chunk[i]);
    free(o->wide);
    o->wide = NULL;
    o->nwide = 0;
}

/* The refusal of a table of n values that needs `bytes`, past max_bytes:
** the limit in MiB, or in bytes when it is not a whole number of MiB. */
static int too_large(uint64_t n, uint64_t bytes, uint64_t max_bytes, const char *more,
                     gr_error *err)
{
    unsigned long long values = n, need = (bytes + (1u << 20) - 1) >> 20;
    unsigned long long mib = max_bytes >> 20, all = max_bytes;
    int whole = max_bytes % (1u << 20) == 0;

    if (more == NULL && whole)
        return gr_error_set(err, GR_EUNDECIDED, "a table of %llu values needs %llu MiB, more "
                            "than the memory limit of %llu MiB", values, need, mib);
    if (more == NULL)
        return gr_error_set(err, GR_EUNDECIDED, "a table of %llu values needs %llu MiB, more "
                            "than the memory limit of %llu bytes", values, need, all);
    if (whole)
        return gr_error_set(err, GR_EUNDECIDED, "a table of %llu values needs %llu MiB, more "
                            "than the memory limit of %llu MiB %s", values, need, mib, more);
    return gr_error_set(err, GR_EUNDECIDED, "a table of %llu values needs %llu MiB, more than "
                        "the memory limit of %llu bytes %s", values, need, all, more);
}

int gr_octal_reserve(gr_octal *o, uint64_t n, uint64_t max_bytes, const char *more,
                     gr_error *err)
{
    uint64_t cap = o->cap ? o->cap : 1024, had = o->cap ? o->cap / GR_OCTAL_SPAN + 1 : 0, bytes;
    _Atomic uint8_t *map;
    void *g;

    o->max_bytes = max_bytes;
    if (n <= o->cap)
        return GR_OK;
    while (cap < n)
        cap = cap < GR_OCTAL_HARD_LIMIT / 2 ? cap * 2 : GR_OCTAL_HARD_LIMIT + 1;
    if ((bytes = gr_octal_table_bytes(o, n)) > max_bytes)
        return too_large(n, bytes, max_bytes, more, err);
    if (gr_octal_table_bytes(o, cap) > max_bytes)
        cap = n;   /* the doubling would pass the limit: just what is needed */
    if (o->g16 != NULL) {
        if ((g = realloc(o->g16, cap * sizeof *o->g16)) == NULL)
            return gr_error_set(err, GR_ENOMEM, "out of memory for %llu values",
                                (unsigned long long)cap);
        o->g16 = g;
        o->cap = cap;
        return GR_OK;
    }
    if ((g = realloc(o->g, cap)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory for %llu values",
                            (unsigned long long)cap);
    o->g = g;
    if ((map = realloc(o->widemap, cap / GR_OCTAL_SPAN + 1)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory for %llu values",
                            (unsigned long long)cap);
    for (; had < cap / GR_OCTAL_SPAN + 1; had++)
        atomic_init(&map[had], 0);
    o->widemap = map;
    o->cap = cap;
    return GR_OK;
}

int gr_octal_store(gr_octal *o, unsigned v)
{
    uint64_t n = o->count, i = o->nwide;
    gr_octal_wide *w;

    gr_assert(n < o->cap && v <= UINT16_MAX);
    if (o->g16 != NULL) {
        o->g16[n] = (uint16_t)v;
        return GR_OK;
    }
    if (v < o->narrow) {
        o->g[n] = (uint8_t)v;
        return GR_OK;
    }
    if (o->wide == NULL && (o->wide = calloc(1, sizeof *o->wide)) == NULL)
        return GR_ENOMEM;
    w = o->wide;
    if (w->chunk[i >> CHUNK_BITS] == NULL &&
        (w->chunk[i >> CHUNK_BITS] = malloc(sizeof(chunk))) == NULL)
        return GR_ENOMEM;
    w->chunk[i >> CHUNK_BITS]->heap[i & (CHUNK_SIZE - 1)] = (uint32_t)n;
    w->chunk[i >> CHUNK_BITS]->value[i & (CHUNK_SIZE - 1)] = (uint16_t)v;
    o->g[n] = (uint8_t)o->narrow;
    atomic_store_explicit(&o->widemap[n / GR_OCTAL_SPAN], 1, memory_order_relaxed);
    o->nwide = i + 1;
    return GR_OK;
}

int gr_octal_rare_push(gr_octal *o, uint64_t n)
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
    if (o->mask != 0 && !o->common[v] && gr_octal_rare_push(o, n) != GR_OK)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    return GR_OK;
}

uint64_t gr_octal_wide_heap(const gr_octal *o, uint64_t i)
{
    gr_assert(i < o->nwide);
    return wide_heap(o->wide, i);
}

uint64_t gr_octal_wide_below(const gr_octal *o, uint64_t nwide, uint64_t n)
{
    const gr_octal_wide *w = o->wide;
    uint64_t lo = 0, hi = nwide;

    while (lo < hi) {
        uint64_t mid = lo + (hi - lo) / 2;
        if (wide_heap(w, mid) < n)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

unsigned gr_octal_wide_value(const gr_octal *o, uint64_t n, uint64_t nwide)
{
    uint64_t i = gr_octal_wide_below(o, nwide, n);

    gr_assert(i < nwide && wide_heap(o->wide, i) == n);
    return wide_value(o->wide, i);
}

int gr_octal_widen(gr_octal *o)
{
    uint16_t *g16;
    uint64_t n, i;

    if (o->g16 != NULL || o->count < o->widen_from || o->nwide * WIDEN_RATE <= o->count ||
        2 * o->cap > o->max_bytes)
        return GR_OK;
    if ((g16 = malloc(o->cap * sizeof *g16)) == NULL)
        return GR_ENOMEM;
    for (n = 0, i = 0; n < o->count; n++) {   /* the wide list in step, not searched */
        if (o->g[n] < o->narrow) {
            g16[n] = o->g[n];
            continue;
        }
        gr_assert(i < o->nwide && wide_heap(o->wide, i) == n);
        g16[n] = wide_value(o->wide, i);
        i++;
    }
    gr_octal_table_free(o);
    o->g16 = g16;
    return GR_OK;
}

void gr_octal_table_free(gr_octal *o)
{
    free(o->g);
    free(o->g16);
    free((void *)o->widemap);
    wide_free(o);
    o->g = NULL;
    o->g16 = NULL;
    o->widemap = NULL;
}
