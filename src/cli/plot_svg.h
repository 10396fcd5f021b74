/*
** plot_svg.h - `grundy values --plot FILE.svg` (plot_svg.c): a value
** sequence drawn as an SVG picture.
*/
#ifndef GR_CLI_PLOT_SVG_H
#define GR_CLI_PLOT_SVG_H

#include <stdint.h>

#include "grundy.h"

/* Writes an SVG drawing of G(from..to) to path; the proved period, when
** p says so, is marked. Returns an exit code (output.h), after printing
** the error. */
int plot_svg(const char *path, const gr_game *g, uint64_t from, uint64_t to,
             const gr_period *p);

#endif
