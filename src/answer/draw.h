/*
** draw.h - pictures and names of components for the interactive front ends.
*/
#ifndef GR_CLI_DRAW_H
#define GR_CLI_DRAW_H

#include "grundy.h"
#include "term.h"

/* "heap" for heap-shaped rulesets, "component" otherwise: the word
** `grundy solve` uses before a component's index. */
const char *draw_component_word(const gr_component *c);

/* Appends the name of component i of a position in this thread's language:
** "heap 2" or "component 2" in English (the word above and the index). */
void draw_component_name(const gr_component *c, size_t i, gr_buf *out);

/* Draws every component of p on its own line(s): its index and word, then
** the ruleset's drawing (draw op), or its position syntax when the ruleset
** has none. Lines after the first of a drawing are indented under it. */
void draw_position(const term *t, const gr_position *p, gr_buf *out);

#endif
