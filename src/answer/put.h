/*
** put.h - a value, a string and a padded label as every front end writes
** them (put.c).
*/
#ifndef GR_ANSWER_PUT_H
#define GR_ANSWER_PUT_H

#include "grundy.h"

/* A value as text: the nimber, or ∞ with its escape set ("∞{0,2}"), "?"
** when unknown; with json, the number, {"inf":[0,2]}, or null. */
void put_value(gr_buf *o, const gr_value *v, int json);

/* JSON: appends s as a quoted, escaped JSON string; bytes that are not
** well-formed UTF-8 are written as '?', so the document stays valid. */
void json_string(gr_buf *b, const char *s);
/* The same for s[0, len), NUL bytes too (as \u0000). */
void json_string_n(gr_buf *b, const char *s, size_t len);

/* Appends text and spaces up to `width` terminal columns (none when it is
** as wide or wider): printf's %-*s, counting a Chinese character as the two
** columns it takes, so translated labels keep their columns. */
void put_padded(gr_buf *o, const char *text, size_t width);

#endif
