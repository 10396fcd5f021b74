/*
** heap.h - what heap rulesets share (heap.c): a heap's parse, print, options
** and drawing, and the one-part option offer every ruleset uses.
*/
#ifndef GR_GAMES_HEAP_H
#define GR_GAMES_HEAP_H

#include "grundy.h"



/* Calls fn with the move that replaces the component by the one part
** `part`, described by text (both only borrowed for the call); returns what
** fn returned. Inline: it sits on the hot path of every search. */
static inline int gr_option_offer(gr_state part, const char *text, gr_option_fn fn,
                                  void *ctx)
{
    gr_option o;

    o.text = text;
    o.nparts = 1;
    o.parts = &part;
    return fn(ctx, &o);
}

/* Parses args[0] as a heap size for a GR_SHAPE_HEAP ruleset, blaming
** argument 0 on error. */
int gr_heap_parse(const gr_game *g, const char *const *args, size_t nargs,
                  gr_state *out, gr_error *err);
/* Prints a heap size. */
void gr_heap_print(const gr_game *g, gr_state s, gr_buf *out);
/* Calls fn with the single-heap option "n -> m" (m == 0 still leaves a heap
** of size 0 in place). */
int gr_heap_option(uint64_t n, uint64_t m, gr_option_fn fn, void *ctx);
/* Calls fn with the two-heap option "n -> a + b" (the heap split into
** heaps of a and b); returns what fn returned. */
int gr_heap_split_option(uint64_t n, uint64_t a, uint64_t b, gr_option_fn fn, void *ctx);
/* Draws a heap as a row of tokens with its size. */
void gr_heap_draw(const gr_game *g, gr_state s, gr_buf *out, int unicode);

#endif
