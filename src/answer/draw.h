/*
** draw.h - the names of components, as every front end writes them (draw.c).
*/
#ifndef GR_CLI_DRAW_H
#define GR_CLI_DRAW_H

#include "grundy.h"
#include "term.h"

/* Appends the name of component i of a position in this thread's language:
** "heap 2" or "component 2" in English (the word above and the index). */
void draw_component_name(const gr_component *c, size_t i, gr_buf *out);
/* The same before a move of it ("heap 2: ", "第 2 堆："): the punctuation
** is the language's, as play writes it. */
void draw_component_label(const gr_component *c, size_t i, gr_buf *out);

#endif
