/*
** octal_period.h - periods of take-and-break value sequences
** (octal_period.c), and the values a proved period gives: looks at the
** table, never grows it.
*/
#ifndef GR_OCTAL_PERIOD_H
#define GR_OCTAL_PERIOD_H

#include "octal.h"

/* Examines the table as it is: fills o->period. */
void gr_octal_examine(gr_octal *o);
/* How far to compute next after the table reached heap size without a
** proof: an eighth more (a proof is then found at most 12.5% past the
** theorem's window), or, when a period already shows, exactly the heap its
** proof needs (the run stops the moment the window is covered). */
uint64_t gr_octal_next_size(const gr_octal *o, uint64_t size);
/* G(n) where the table or the proved period answers, else GR_EUNDECIDED. */
int gr_octal_known(const gr_octal *o, uint64_t n, uint64_t *out);

#endif
