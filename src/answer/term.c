/*
** term.c - what the terminal can show: colour (as --color says; by default
** on a terminal, never with NO_COLOR) and Unicode (UTF-8 locales), decided
** once for an output stream.
*/
#include <langinfo.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "term.h"

static int term_is_smart(FILE *out)
{
    const char *name = getenv("TERM");

    return isatty(fileno(out)) && name != NULL && name[0] != '\0' &&
           strcmp(name, "dumb") != 0;
}

static int locale_is_utf8(void)
{
    const char *set;

    if (setlocale(LC_CTYPE, "") == NULL)
        return 0;
    set = nl_langinfo(CODESET);
    return set != NULL && (strcmp(set, "UTF-8") == 0 || strcmp(set, "utf8") == 0);
}

term term_detect(FILE *out, term_when colour)
{
    const char *no_colour = getenv("NO_COLOR");
    term t = {colour == TERM_ALWAYS, 0};

    if (!term_is_smart(out))
        return t;
    if (colour == TERM_AUTO)
        t.colour = no_colour == NULL || no_colour[0] == '\0';
    t.unicode = locale_is_utf8();
    return t;
}

const char *term_on(const term *t, term_style style)
{
    static const char *const codes[] = {
        [TERM_PLAIN] = "", [TERM_BOLD] = "\033[1m", [TERM_DIM] = "\033[2m",
        [TERM_GOOD] = "\033[1;32m", [TERM_BAD] = "\033[1;31m",
        [TERM_NOTE] = "\033[36m", [TERM_TOKEN] = "\033[33m",
    };

    if (!t->colour || (unsigned)style >= sizeof codes / sizeof codes[0])
        return "";
    return codes[style];
}

const char *term_off(const term *t)
{
    return t->colour ? "\033[0m" : "";
}

void term_paint(const term *t, gr_buf *out, term_style style, const char *text)
{
    if (!t->colour || style == TERM_PLAIN) {
        gr_buf_puts(out, text);
        return;
    }
    gr_buf_puts(out, term_on(t, style));
    gr_buf_puts(out, text);
    gr_buf_puts(out, term_off(t));
}
