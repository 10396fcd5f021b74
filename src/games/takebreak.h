/*
** takebreak.h - the ruleset operations shared by the take-and-break games
** (octal, hex, kayles, dawson, grundys): each keeps a gr_octal as params.
*/
#ifndef GR_TAKEBREAK_H
#define GR_TAKEBREAK_H

#include "heap.h"
#include "octal/octal.h"

/* Makes the params of a game with fixed rules; text must be NULL (the
** named games take no parameters). */
int gr_takebreak_fixed(const char *name, const gr_octal_rules *r, const char *text,
                       void **params, gr_error *err);
/* The same for a game named for one octal code (kayles is 0.77). */
int gr_takebreak_named(const char *name, const char *code, const char *text, void **params,
                       gr_error *err);
/* Makes the params of a game given by its code (`octal:0.07`, `hex:0.f`;
** hex says whether hexadecimal digits are allowed), and prints them back. */
int gr_takebreak_code(const char *text, int hex, void **params, gr_error *err);
void gr_takebreak_print(const void *params, gr_buf *out);
void gr_takebreak_free(void *params);
void gr_takebreak_long_run(void *params, const gr_long_run *run);
int gr_takebreak_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err);
int gr_takebreak_values(const gr_game *g, const uint64_t *heaps, size_t n, uint64_t *out,
                        gr_error *err);
int gr_takebreak_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx);
int gr_takebreak_moves_to(const gr_game *g, gr_state s, uint64_t target,
                          gr_option_fn fn, void *ctx, gr_error *err);
int gr_takebreak_period(const gr_game *g, uint64_t max, gr_period *out, gr_error *err);
int gr_takebreak_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err);

/* The ops every take-and-break ruleset shares, after its own in the
** ruleset's initializer (each game gives its names, props and params_parse):
** heaps parsed, printed and drawn as heaps, the rest from the engine. */
#define GR_TAKEBREAK_OPS \
    .params_free = gr_takebreak_free, \
    .params_long_run = gr_takebreak_long_run, \
    .parse = gr_heap_parse, \
    .print = gr_heap_print, \
    .value = gr_takebreak_value, \
    .values = gr_takebreak_values, \
    .moves = gr_takebreak_moves, \
    .moves_to = gr_takebreak_moves_to, \
    .period = gr_takebreak_period, \
    .explain = gr_takebreak_explain, \
    .draw = gr_heap_draw

#endif
