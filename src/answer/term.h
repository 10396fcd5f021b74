/*
** term.h - what the terminal can show: colour and Unicode, decided once.
*/
#ifndef GR_CLI_TERM_H
#define GR_CLI_TERM_H

#include <stdio.h>

#include "grundy.h"

typedef struct term {
    int colour;    /* ANSI colours and bold */
    int unicode;   /* UTF-8 characters (tokens, box lines) */
} term;

/* The styles the front ends use. */
typedef enum term_style {
    TERM_PLAIN = 0,
    TERM_BOLD,
    TERM_DIM,
    TERM_GOOD,     /* green: a winning move, a win */
    TERM_BAD,      /* red: an error, a loss */
    TERM_NOTE,     /* cyan: labels, indexes */
    TERM_TOKEN     /* yellow: the tokens of a drawing */
} term_style;

/* When colour is wanted: --color=auto|always|never, in that order. */
typedef enum term_when { TERM_AUTO, TERM_ALWAYS, TERM_NEVER } term_when;

/* Decides for `out`: colour always, never, or (auto) when it is a
** terminal, TERM is set and not "dumb", and NO_COLOR is unset or empty
** (https://no-color.org); Unicode when it is a terminal, TERM is not "dumb"
** and the locale's character set is UTF-8. Calls setlocale(LC_CTYPE, "")
** to read the locale. */
term term_detect(FILE *out, term_when colour);

/* Appends text in a style (plain when colour is off). */
void term_paint(const term *t, gr_buf *out, term_style style, const char *text);
/* The escape sequence that starts a style, and the one that ends it
** ("" when colour is off). */
const char *term_on(const term *t, term_style style);
const char *term_off(const term *t);

#endif
