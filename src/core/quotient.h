/*
** quotient.h - the library's own access to misere quotients (quotient.c),
** for the tests that hold the two ways of finding one against each other:
** the tame rule (every heap tame, Conway's genus theory: no walk) and the
** walks of the engine (src/misere), which gr_quotient_compute takes only
** where the tame rule does not cover every heap up to the ceiling; and
** the bound on the quotients the solver keeps.
*/
#ifndef GR_CORE_QUOTIENT_H
#define GR_CORE_QUOTIENT_H

#include "grundy.h"

/* gr_quotient_compute by the walks alone, the tame rule never tried. */
int gr_quotient_by_walks(gr_game *const *games, size_t ngames, uint64_t max_heap,
                         uint64_t max_work, gr_quotient **out, gr_error *err);
/* 1 when q was found by the tame rule. */
int gr_quotient_by_theory(const gr_quotient *q);
/* Sets how many game specs the solver's quotients are kept for at most
** (1024; past it a new spec has none: gr_games_quotient); returns the
** number it replaces. */
size_t gr_quotient_keep_most(size_t most);

#endif
