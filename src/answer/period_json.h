/*
** period_json.h - a heap game's period as one JSON object (period_json.c),
** shared by `grundy period --json` and the web API.
*/
#ifndef GR_CLI_PERIOD_JSON_H
#define GR_CLI_PERIOD_JSON_H

#include "grundy.h"

/* Appends the JSON object `grundy period --json` prints for game g and
** what gr_game_period found of it (p), with its newline: the status
** ("proved", "apparent", "none" or "never": proved to have none), preperiod,
** period, saltus (null when none), the last heap checked and, when the game
** gives one, the reason (translated). */
void period_json(gr_buf *b, const gr_game *g, const gr_period *p);

#endif
