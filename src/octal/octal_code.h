/*
** octal_code.h - octal and hexadecimal codes of take-and-break games
** (octal_code.c): the rules read from a code and written back.
*/
#ifndef GR_OCTAL_CODE_H
#define GR_OCTAL_CODE_H

#include "octal.h"

/* Parses "0.07", "4.37" (hex = 0) or "0.f" (hex = 1). Errors say which
** character is wrong. */
int gr_octal_rules_parse(const char *code, int hex, gr_octal_rules *out, gr_error *err);
/* Grundy's game: split a heap into two unequal heaps. */
void gr_octal_rules_grundys(gr_octal_rules *out);
/* Writes the code back ("0.07"). */
void gr_octal_rules_print(const gr_octal_rules *r, gr_buf *out);

#endif
