/*
** octal_mark.h - the plain mex of a take-and-break heap (octal_mark.c): its
** options marked one by one, and the least value not marked.
*/
#ifndef GR_OCTAL_MARK_H
#define GR_OCTAL_MARK_H

#include "octal.h"

/* Marks seen[v] for the options of heap n that leave no heap or one heap
** (every heap n - k below count). */
void gr_octal_mark_simple(const gr_octal *o, uint64_t n, uint8_t *seen);
/* G(n), n <= count, by marking every option of heap n in o->seen (cleared
** first): the slow method, for small heaps and the games the others cannot
** take. */
unsigned gr_octal_mark_value(gr_octal *o, uint64_t n);
/* Appends G(count), G(count + 1), ... below stop by the plain mex, a stretch
** of them (a few milliseconds' work), a second thread marking half of each
** heap's splits when `threads` (0: as the machine allows, 1, 2) and the
** heaps' size make it pay: GR_OK, or gr_octal_append's errors. */
int gr_octal_plain_run(gr_octal *o, uint64_t stop, int threads, gr_error *err);
/* A helper thread's pause before its i-th block or heap when o->helper_lag
** is set (tests: the main thread then takes the helper's part over). */
void gr_octal_helper_lag(const gr_octal *o, uint64_t i);

#endif
