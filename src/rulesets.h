/*
** rulesets.h - what the built-in rulesets (one per file in src/games/)
** share: heap and list helpers, option offers. Their list is
** src/games/builtin.h.
*/
#ifndef GR_RULESETS_H
#define GR_RULESETS_H

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
/* Draws a heap as a row of tokens with its size. */
void gr_heap_draw(const gr_game *g, gr_state s, gr_buf *out, int unicode);

/* The state of a list ruleset (GR_SHAPE_WHOLE): counts in order. */
typedef struct gr_list {
    size_t count;
    uint64_t items[];
} gr_list;

/* A list of count items (uninitialised), or NULL when out of memory. */
gr_list *gr_list_new(size_t count);
/* Parses every argument as a count into a new gr_list, blaming the argument
** that is wrong. */
int gr_list_parse(const gr_game *g, const char *const *args, size_t nargs,
                  gr_state *out, gr_error *err);
/* Prints the counts separated by spaces. */
void gr_list_print(const gr_game *g, gr_state s, gr_buf *out);
int gr_list_copy(const gr_game *g, gr_state s, gr_state *out);
void gr_list_release(const gr_game *g, gr_state s);
/* Draws each count as a row of tokens, labelled "LABEL 1", "LABEL 2", ... */
void gr_list_draw(const gr_list *l, const char *label, gr_buf *out, int unicode);

#endif
