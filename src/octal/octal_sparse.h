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

#endif
