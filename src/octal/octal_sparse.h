/*
** octal_sparse.h - the sparse-space method for the value table of a
** take-and-break game whose moves leave at most two heaps (octal_sparse.c).
** The engine (octal_engine.c) chooses the mask and calls it.
*/
#ifndef GR_OCTAL_SPARSE_H
#define GR_OCTAL_SPARSE_H

#include "octal.h"

/* Heaps from o->count up to stop - 1 (room reserved; fewer when the values
** outgrow the method's rows) by the sparse method, with o->mask set, the
** rare heaps under it listed, and at most two parts a move; on `threads`
** threads (0: two when the machine has two cores and the stretch is long).
** GR_ERANGE, GR_ENOMEM. */
int gr_octal_sparse_run(gr_octal *o, uint64_t stop, int threads, gr_error *err);
/* Frees the method's state (o->sparse; NULL does nothing). */
void gr_octal_sparse_free(struct gr_octal_sparse *sp);

/* A trial of a larger pool with the helper thread (gr_pool_try): from
** is the log2 of the size the trial left (0: no trial under way), cost
** that size's time a heap in the look before; failed[b], the look at
** which a trial of 2^b last failed (0: never). No trial of a size that
** failed is begun for GR_POOL_STALE looks; a trial is kept when faster by
** 1/GR_POOL_MARGIN. */
#define GR_POOL_MAX_BITS 15   /* the pool holds at most 2^15 heaps */
typedef struct gr_pool_trial {
    unsigned from;
    uint64_t cost;
    uint64_t failed[GR_POOL_MAX_BITS + 1];
} gr_pool_trial;
#define GR_POOL_STALE 32
#define GR_POOL_MARGIN 32
/* With the helper thread, at look `looks`: the log2 of the pool's size
** after 2^b (4 <= b <= 15), whose heaps took `cost` (time a heap), where the
** counts point to 2^next, `doubled` when they point to 2^(b + 1) only
** because they counted the scans twice (the main thread's share of the far
** marks at its floor). Such a doubling is a trial: begun unless that size
** failed lately, and at the next look kept (next) when it was faster than
** the look before, else undone. */
unsigned gr_pool_try(gr_pool_trial *t, uint64_t looks, unsigned b, uint64_t cost,
                     unsigned next, int doubled);

#endif
