/*
** takebreak.h - the ruleset operations shared by the take-and-break games
** (octal, hex, kayles, dawson, grundys): each keeps a gr_octal as params.
*/
#ifndef GR_TAKEBREAK_H
#define GR_TAKEBREAK_H

#include "octal/octal.h"

/* Makes the params of a game with fixed rules; text must be NULL (the
** named games take no parameters). */
int gr_takebreak_fixed(const char *name, const gr_octal_rules *r, const char *text,
                       void **params, gr_error *err);
/* Makes the params of a game given by its code (`octal:0.07`, `hex:0.f`;
** hex says whether hexadecimal digits are allowed), and prints them back. */
int gr_takebreak_code(const char *text, int hex, void **params, gr_error *err);
void gr_takebreak_print(const void *params, gr_buf *out);
void gr_takebreak_free(void *params);
void gr_takebreak_long_run(void *params, const gr_long_run *run);
int gr_takebreak_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err);
int gr_takebreak_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx);
int gr_takebreak_moves_to(const gr_game *g, gr_state s, uint64_t target,
                          gr_option_fn fn, void *ctx, gr_error *err);
int gr_takebreak_period(const gr_game *g, uint64_t max, gr_period *out, gr_error *err);
int gr_takebreak_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err);

#endif
