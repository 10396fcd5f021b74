/*
** octal_triple.h - the method for the value table of a take-and-break game
** whose moves may leave three heaps (octal_triple.c). The engine
** (octal_engine.c) calls it while it is usable.
*/
#ifndef GR_OCTAL_TRIPLE_H
#define GR_OCTAL_TRIPLE_H

#include "octal.h"

typedef struct gr_octal_triple gr_octal_triple;

/* Whether the three-heap method computes the next heaps: some digit has
** bit 8 and the method has not given way to the plain mex (memory). */
int gr_octal_triple_usable(const gr_octal *o);
/* Heaps from o->count up to stop - 1 (room reserved), or fewer when the
** method's window would pass the memory limit (o->max_bytes, less the
** table): then it frees its state and gr_octal_triple_usable says no from
** then on. GR_ENOMEM, GR_ERANGE. */
int gr_octal_triple_run(gr_octal *o, uint64_t stop, gr_error *err);
/* Nonzero once the method has given way to the plain mex. */
int gr_octal_triple_fallback(const gr_octal *o);
/* Frees the method's state (o->triple; NULL does nothing). */
void gr_octal_triple_free(gr_octal_triple *st);

#endif
