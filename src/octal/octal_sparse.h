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

/* What a size of the method's pool of large heaps cost a heap when last
** measured (0 looks: never), and at which look of its size (one every
** 65,536 heaps); a cost is trusted GR_POOL_STALE looks. */
typedef struct gr_pool_cost {
    uint64_t cost, look;
} gr_pool_cost;
#define GR_POOL_STALE 32
#define GR_POOL_MARGIN 32
/* With the helper thread: the log2 of the pool's size after 2^b, whose
** heaps took `cost` (time a heap; recorded in t[b] as of look `looks`),
** where the counts point to 2^next: the neighbour (b - 1 or b + 1)
** measured lately and faster by 1/GR_POOL_MARGIN, the faster if both (a
** look's time varies: 65,536 of Officers' heaps take about 45 ms); else
** next, unless it was measured lately and was slower. t is indexed by log2
** of the size; sizes lie between 2^4 and 2^15. */
unsigned gr_pool_timed(gr_pool_cost *t, uint64_t looks, unsigned b, uint64_t cost,
                       unsigned next);

#endif
