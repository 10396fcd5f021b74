/*
** octal_moves.h - the moves of a take-and-break heap (octal_moves.c).
*/
#ifndef GR_OCTAL_MOVES_H
#define GR_OCTAL_MOVES_H

#include "octal.h"

/* Every move of heap n, once each ("7 -> 3", "7 -> 2 + 4"); the values of
** the parts are not needed. */
int gr_octal_moves(const gr_octal *o, uint64_t n, gr_option_fn fn, void *ctx);
/* Every move of heap n to value target; GR_EUNDECIDED when a part's value
** is unknown (neither in the table nor given by a proved period). Stops as
** soon as fn returns nonzero. */
int gr_octal_moves_to(gr_octal *o, uint64_t n, uint64_t target, gr_option_fn fn,
                      void *ctx, gr_error *err);

#endif
