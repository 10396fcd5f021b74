/*
** graph_gsg.h - the generalized Sprague-Grundy function of a game graph
** (graph_gsg.c), linear and without recursion.
*/
#ifndef GR_GAMES_GRAPH_GSG_H
#define GR_GAMES_GRAPH_GSG_H

#include "movegraph.h"

/* Computes value, counter and the escape sets (graph_gsg.c). GR_ENOMEM or
** GR_OK. */
int gr_movegraph_value_all(gr_movegraph *g);

#endif
