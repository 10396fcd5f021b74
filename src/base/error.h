/*
** error.h - the library's message formatter (error.c), for the command
** line's own messages: the same care as gr_error_set's, in a buffer of the
** caller's size.
*/
#ifndef GR_BASE_ERROR_H
#define GR_BASE_ERROR_H

#include <stdarg.h>
#include <stddef.h>

/* Formats fmt (translated, as gr_error_set does) into buf (cap bytes, NUL
** ended), each string argument with its control characters as '?' and
** abbreviated to about keep bytes ("head...tail", cut between UTF-8
** characters) when longer, so that a message is one line of text whatever
** the words it quotes. Returns the length the whole line needs. */
size_t gr_format_line(char *buf, size_t cap, size_t keep, const char *fmt, va_list ap);

#endif
