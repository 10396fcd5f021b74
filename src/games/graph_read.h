/*
** graph_read.h - game graph files read, checked and valued (graph_read.c).
*/
#ifndef GR_GAMES_GRAPH_READ_H
#define GR_GAMES_GRAPH_READ_H

#include "movegraph.h"

/* Reads and checks the file at path (errors name FILE:LINE:COLUMN in the
** message), then values every node. NULL with err set on failure. */
gr_movegraph *gr_movegraph_load(const char *path, gr_error *err);
/* The same for a graph given as text in memory (len bytes, no NUL); `name`
** stands for the file in errors and in the game's spec. */
gr_movegraph *gr_movegraph_parse(const char *text, size_t len, const char *name,
                                 gr_error *err);
void gr_movegraph_free(gr_movegraph *g);
/* The node called name[0, len), or -1. */
int64_t gr_movegraph_find(const gr_movegraph *g, const char *name, size_t len);

#endif
