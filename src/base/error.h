/*
** error.h - the library's message formatter (error.c), for the command
** line's own messages: the same care as gr_error_set's, in a buffer of the
** caller's size.
*/
#ifndef GR_BASE_ERROR_H
#define GR_BASE_ERROR_H

#include <stdarg.h>
#include <stddef.h>

struct gr_error;

/* Formats fmt (translated, as gr_error_set does) into buf (cap bytes, NUL
** ended), each string argument with its control characters as '?' and
** abbreviated to about keep bytes ("head...tail", cut between UTF-8
** characters) when longer, so that a message is one line of text whatever
** the words it quotes. Returns the length the whole line needs. */
size_t gr_format_line(char *buf, size_t cap, size_t keep, const char *fmt, va_list ap);

/* What an op of a ruleset (who: its game) that returned rc leaves in err
** (not NULL, cleared before the op): GR_OK, or a known code (GR_EINPUT ..
** GR_EIO) and one line of message. An unknown code, a GR_ESTOP of the op's
** own or an empty message is said as such, naming who and op. */
int gr_error_settle(struct gr_error *err, int rc, const char *who, const char *op);

/* rc, with err (may be NULL) given the words "out of memory" when rc is
** GR_ENOMEM and err has none: an op without an err (a ruleset's moves)
** returns the code alone. */
int gr_error_worded(struct gr_error *err, int rc);

/* The first control character of text (a byte below 0x20, or 0x7f), or NULL:
** text printed as it is must be one line. */
const char *gr_text_control(const char *text);

/* Each control character of text becomes with. */
void gr_text_clean(char *text, char with);

#endif
