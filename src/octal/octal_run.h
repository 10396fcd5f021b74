/*
** octal_run.h - the driver of a take-and-break game's computations
** (octal_run.c): runs, limits, checkpoints, stop rules. What the rulesets
** (src/games/takebreak.c) ask of the engine.
*/
#ifndef GR_OCTAL_RUN_H
#define GR_OCTAL_RUN_H

#include "octal.h"

/* The settings of a new run (the game's, or NULL): the checkpoint file is
** checked afresh. */
void gr_octal_long_run(gr_octal *o, const gr_long_run *run);
/* The settings' on-demand limit (or `otherwise` when unset), and the
** memory one table may take, in bytes. */
uint64_t gr_octal_max_heap(const gr_octal *o, uint64_t otherwise);
uint64_t gr_octal_max_memory(const gr_octal *o);
/* The table for every heap 0..n: resumed from the checkpoint, computed a
** stretch at a time with progress, saves and stops between stretches, and
** saved at the end (GR_ERANGE past the hard limit, GR_EUNDECIDED past the
** memory limit, GR_ENOMEM, GR_ESTOP when the settings' stop asked: what was
** computed is kept and saved). */
int gr_octal_extend(gr_octal *o, uint64_t n, gr_error *err);
/* Looks for the period with values up to heap max (extending the table),
** stopping as soon as one is proved. */
int gr_octal_find_period(gr_octal *o, uint64_t max, gr_period *out, gr_error *err);
/* G(n) of a heap of any size: the table, the proved period, or the table
** extended when n <= limit; GR_EUNDECIDED otherwise. */
int gr_octal_value(gr_octal *o, uint64_t n, uint64_t limit, uint64_t *out, gr_error *err);
/* The same for count heaps (out may equal heaps): those in the table read
** straight from it, the others as gr_octal_value. */
int gr_octal_values(gr_octal *o, const uint64_t *heaps, size_t count, uint64_t limit,
                    uint64_t *out, gr_error *err);

#endif
