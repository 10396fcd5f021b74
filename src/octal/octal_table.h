/*
** octal_table.h - the value table of a take-and-break game (octal_table.c):
** room, new values, the wide values kept aside, the list of rare heaps;
** and the inline accessors that read it, which every file above uses.
*/
#ifndef GR_OCTAL_TABLE_H
#define GR_OCTAL_TABLE_H

#include "octal.h"

/* Room for n values, within max_bytes (GR_EUNDECIDED past it, its reason
** ended by `more`, the caller's words on raising the limit, unless NULL;
** GR_ENOMEM). */
int gr_octal_reserve(gr_octal *o, uint64_t n, uint64_t max_bytes, const char *more,
                     gr_error *err);
/* Stores G(count) = v (room reserved; the caller advances count): GR_OK,
** GR_ENOMEM. */
int gr_octal_store(gr_octal *o, unsigned v);
/* Appends G(count) = v to the table (room reserved), counts it in hist and
** bits, and lists the heap as rare when a mask is set and v is rare under
** it (GR_ERANGE past 2 bytes, GR_ENOMEM). */
int gr_octal_append(gr_octal *o, unsigned v, gr_error *err);
/* Lists heap n (below count) as rare, after every rare heap listed (they
** are ascending): GR_OK, GR_ENOMEM. */
int gr_octal_rare_push(gr_octal *o, uint64_t n);
/* Moves the table to 2 bytes a value when wide heaps have become common
** (0.007 has thousands of values above 255) and the memory limit allows;
** never while the sparse method runs. GR_OK (also when it stays), GR_ENOMEM. */
int gr_octal_widen(gr_octal *o);
/* The value of wide heap n, looked for among the first nwide wide heaps
** (a helper thread passes the number its plan was made with). */
unsigned gr_octal_wide_value(const gr_octal *o, uint64_t n, uint64_t nwide);
/* Wide heap i, i < o->nwide: the list is ascending. */
uint64_t gr_octal_wide_heap(const gr_octal *o, uint64_t i);
/* How many of the first nwide wide heaps are below n. */
uint64_t gr_octal_wide_below(const gr_octal *o, uint64_t nwide, uint64_t n);
/* The bytes a table of n values takes (with its map). */
uint64_t gr_octal_table_bytes(const gr_octal *o, uint64_t n);
/* Frees the table (g, g16, the wide map and list); the rest of o stays. */
void gr_octal_table_free(gr_octal *o);

/* G(n) for n < count, looking aside among the first nwide wide heaps (a
** helper thread passes the number its plan was made with). */
static inline unsigned gr_octal_g_among(const gr_octal *o, uint64_t n, uint64_t nwide)
{
    unsigned v;

    if (o->g16 != NULL)
        return o->g16[n];
    v = o->g[n];
    return v < o->narrow ? v : gr_octal_wide_value(o, n, nwide);
}

/* G(n) for n < count. */
static inline unsigned gr_octal_g(const gr_octal *o, uint64_t n)
{
    return gr_octal_g_among(o, n, o->nwide);
}

/* Whether a heap in lo..hi-1 (all below count) is wide, with nwide wide
** heaps known (o->nwide, or a plan's): when not, the entries of the table
** (g or g16) are the values themselves. */
static inline int gr_octal_wide_in(const gr_octal *o, uint64_t nwide, uint64_t lo, uint64_t hi)
{
    uint64_t i;

    if (nwide == 0 || hi <= lo)
        return 0;
    for (i = lo / GR_OCTAL_SPAN; i <= (hi - 1) / GR_OCTAL_SPAN; i++)
        if (atomic_load_explicit(&o->widemap[i], memory_order_relaxed))
            return 1;
    return 0;
}

#endif
