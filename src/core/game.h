/*
** game.h - the library's own access to a game's moves (game.c), beyond
** the public door.
*/
#ifndef GR_CORE_GAME_H
#define GR_CORE_GAME_H

#include "grundy.h"

/* gr_game_moves for a caller that reads only each option's parts: the
** heap games then leave its text empty (base/option_text.h), which saves
** most of the cost of a move. */
int gr_game_moves_parts(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx);

#endif
