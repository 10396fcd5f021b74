/*
** option_text.h - whether the moves enumerated on this thread need their
** text. Writing a move's text ("12 -> 3 + 8") costs more than the rest of
** the move: a caller that reads only the parts (the misere quotient's
** scans, an exhaustive search: millions of moves) turns the text off around
** its enumeration (gr_game_moves_parts, core/game.c), and the heap games'
** moves (games/heap.c, octal/octal_moves.c) then give an empty text. Any
** other ruleset, a plugin among them, may go on writing it: a text is never
** wrong, only unread. The flag is the thread's own, so threads that answer
** other requests are not touched.
*/
#ifndef GR_BASE_OPTION_TEXT_H
#define GR_BASE_OPTION_TEXT_H

/* Set (1) while the moves being enumerated on this thread need no text. */
extern _Thread_local int gr_option_text_off;

#endif
