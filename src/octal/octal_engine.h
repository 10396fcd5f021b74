/*
** octal_engine.h - the values of a take-and-break game (octal_engine.c):
** a game's state made and freed, and the heaps computed a stretch at a
** time by the method that suits them. It knows nothing of runs: the
** driver (octal_run.c) calls it.
*/
#ifndef GR_OCTAL_ENGINE_H
#define GR_OCTAL_ENGINE_H

#include "octal.h"

/* A game with rules r and an empty table; NULL when out of memory. */
gr_octal *gr_octal_new(const gr_octal_rules *r);
/* Frees o with its table and the state of every method (NULL does nothing). */
void gr_octal_free(gr_octal *o);
/* Computes heaps o->count .. stop - 1 (room reserved): the plain mex, the
** three-heap method, or the sparse method on `threads` threads (0: two when
** the machine has two cores and the stretch is long); between heaps, asks
** o->halt (GR_ESTOP, the values so far kept). GR_ERANGE when a value does
** not fit in 2 bytes, GR_ENOMEM. */
int gr_octal_compute(gr_octal *o, uint64_t stop, int threads, gr_error *err);

#endif
