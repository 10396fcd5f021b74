/*
** play.h - what the files of `grundy play` share: a move, the engine's
** choice of move, reading a player's move, and the game's history.
*/
#ifndef GR_CLI_PLAY_H
#define GR_CLI_PLAY_H

#include "grundy.h"
#include "answer/term.h"

/* One move, kept after the ruleset's callback returned. */
typedef struct play_move {
    size_t component;     /* index of the component moved in, before the move */
    size_t nparts;        /* how many components replace it */
    char *text;           /* the option's text, as `grundy solve` prints it */
    gr_position *after;   /* the whole position after the move */
} play_move;

/* play_move.component of a move of a compound other than the sum: a move in
** several components at once, its text the components' moves joined by "; ". */
#define PLAY_ALL SIZE_MAX

/* Takes a copy of option o of component i of p into m (empty before).
** GR_ENOMEM when memory runs out. */
int play_move_set(play_move *m, const gr_position *p, size_t i, const gr_option *o);
/* Releases what m holds and empties it. */
void play_move_clear(play_move *m);
/* Appends "I -> TEXT": TEXT is what replaced component I, in position syntax
** (a compound's move: its text, the components' moves). */
void play_move_protocol(const play_move *m, gr_buf *out);
/* Appends "heap I: 7 -> 3", the words of `grundy solve` (a compound's move:
** its text), in the thread's language. */
void play_move_words(const gr_position *before, const play_move *m, gr_buf *out);
/* Appends the name of component c, at index i, in the thread's language:
** "heap I" for heap-shaped rulesets, "component I" otherwise (one phrase,
** translated whole: Chinese puts the index inside it). */
void play_label(const gr_component *c, size_t i, gr_buf *out);
/* play_label's phrase for heaps (which == 0) or other components (1): the
** reader of moves takes it back ("第 2 堆：7 -> 3" as well as "heap 2: 7 -> 3"). */
const char *play_label_format(int which);

/* A small seeded random generator (splitmix64), for reproducible games. */
typedef struct play_rng {
    uint64_t state;
} play_rng;

uint64_t play_rng_next(play_rng *r);

/* 1 when no component of p has a move left (the game is over). */
int play_is_over(const gr_position *p);

/* The engine's move in p, which is not over. From an N-position a winning
** move (one of the first 512 the solver lists, chosen with rng: a bounded
** walk, however many there are). From a P-position the move that
** keeps the game long and the opponent's task hard: fewest winning replies
** for the opponent, then the smallest reduction of the largest component,
** ties broken with rng. *winning says which case it was. Errors come from
** the solver (GR_EUNDECIDED when the position cannot be decided). */
int play_engine_move(const gr_position *p, const gr_solve_options *opt, play_rng *rng,
                     play_move *out, int *winning, gr_error *err);

/* Reads a player's move in p from one line, in any of these forms:
**   I -> TEXT          component I becomes TEXT (position syntax; the game
**                      name may be left out: "2 -> 3" is "2 -> nim 3")
**   I TEXT             the same, short ("2 3")
**   heap I: OPTION     the option of component I that `grundy solve` prints
**   component I: OPTION, I: OPTION   the same
**   第 I 堆：OPTION    the same in the thread's language (play_label's
**                      phrase, a full width colon or not; any form above)
** GR_OK and the move in out; GR_EINPUT with the reason (one line, no
** "error:" prefix) in why when the line is no legal move; GR_ENOMEM. */
int play_read_move(const gr_position *p, const char *line, play_move *out, gr_buf *why);
/* Appends to why the reason fmt (translated already) says, the words it
** quotes abbreviated ("head...tail") past PLAY_WHY_KEEP bytes each, so
** that a move of a megabyte makes no error line of a megabyte. */
#define PLAY_WHY_KEEP 320
void play_why(gr_buf *why, const char *fmt, ...);

/* ---- a game in progress ---- */

typedef enum play_side { PLAY_YOU = 0, PLAY_ENGINE = 1 } play_side;

typedef struct play_turn {
    gr_position *position;
    play_side mover;          /* who is to move in it */
} play_turn;

typedef struct play_game {
    play_turn *turns;         /* turns[0] the start, turns[count-1] now */
    size_t count, cap;
    gr_solve_options opt;
    play_rng rng;
    gr_compound compound;     /* how the components are played together */
} play_game;

/* Starts a game from a copy of start; `first` moves first. */
int play_game_start(play_game *g, const gr_position *start, play_side first);
void play_game_free(play_game *g);
const gr_position *play_game_now(const play_game *g);
play_side play_game_mover(const play_game *g);
/* Makes move m (taking its position) for the player to move. */
int play_game_push(play_game *g, play_move *m);
/* Takes back the user's last move and the engine's replies after it;
** 0 when the user has not moved yet. */
int play_game_undo(play_game *g);
/* 1 when the position now, with the same player to move, has come up for
** the third time: in a loopy game the game is then declared drawn. */
int play_game_repeated(const play_game *g);
/* The winner once play_game_over(g): the player to move loses in normal
** play and wins in misere play. */
play_side play_game_winner(const play_game *g);

/* ---- the game's own rules: the sum, or a compound (play_compound.c) ---- */

/* 1 when the game is over: no component can move (a conjunctive compound:
** some component cannot). play_compound_over says it of a position p
** played as `kind`. */
int play_game_over(const play_game *g);
int play_compound_over(const gr_position *p, gr_compound kind);
/* The engine's move now: play_engine_move for the sum; for a compound one
** of its first 512 winning moves (or, from a P-position, of its moves)
** chosen with the game's rng, as a play_move with component PLAY_ALL. */
int play_game_engine(play_game *g, play_move *out, int *winning, gr_error *err);
/* A player's move now in a compound other than the sum (the sum's is
** play_read_move): the line is the move's words (as grundy solve --compound
** prints them) or the position it leaves. GR_OK, GR_EINPUT with the reason
** in why, GR_ENOMEM. */
int play_compound_read(const play_game *g, const char *line, play_move *out, gr_buf *why);

/* ---- the two front ends ---- */

/* How a game is set up: who moves first (-1: ask), the solver's options and
** the random seed. */
typedef struct play_setup {
    const gr_position *start;
    int first;                /* PLAY_YOU, PLAY_ENGINE, or -1 to ask */
    gr_solve_options opt;
    uint64_t seed;
    int colour;               /* a term_when: --color */
    gr_compound compound;     /* --compound: GR_COMPOUND_SUM unless given */
} play_setup;

/* The line protocol on stdin/stdout (docs/PLAY.md); returns the exit code:
** EXIT_ANSWERED when the game ended, EXIT_UNFINISHED at end of input or on
** quit, another code when the solver fails. */
int play_lines(const play_setup *s);
/* The interactive game in a terminal, with readline; the exit code. */
int play_tty(const play_setup *s);

#endif
