/*
** number.h - decimal numbers inside longer words (`a-b` edges, `x,y` pairs),
** read with the rules of gr_parse_u64 (grundy.h), which reads whole words.
*/
#ifndef GR_NUMBER_H
#define GR_NUMBER_H

#include "grundy.h"

/* Reads the text [p, end) as a decimal number into *out. GR_EINPUT when it
** is empty or holds anything but digits, at any length (the form is judged
** before the size); else GR_ERANGE when it is beyond 2^64 - 1 (*out is then
** unset); else GR_OK. Leading zeros are allowed. Sets no error message. */
int gr_number_span(const char *p, const char *end, uint64_t *out);

#endif
