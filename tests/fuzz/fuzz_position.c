/*
** fuzz_position.c - the position syntax: any line either parses or is
** refused with a well-formed error; a parsed position prints, and what it
** prints parses back to the same print. Small positions are also solved,
** and the solver's claims checked (fuzz_check_solver).
*/
#include <ctype.h>
#include <string.h>

#include "fuzz.h"

/* Small enough to solve many times per input: few components, small heaps,
** short texts with small numbers. */
static int small(const gr_position *p, const char *printed)
{
    const char *s;
    size_t i;

    if (p->count > 4 || strlen(printed) > 48)
        return 0;
    for (i = 0; i < p->count; i++)
        if (p->items[i].game->rules->shape == GR_SHAPE_HEAP && p->items[i].state.heap > 40)
            return 0;
    for (s = printed; *s != '\0'; s++)
        if (isdigit((unsigned char)*s) && strtoul(s, NULL, 10) > 40 &&
            (s == printed || s[-1] == ' ' || s[-1] == ','))
            return 0;
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *line, *printed, *again;
    gr_position *p, *q;
    gr_error err;

    if (size > 4096)
        return 0;
    line = fuzz_text(data, size);
    p = gr_position_parse_line(line, 1, &err);
    if (p == NULL) {
        fuzz_check_error(&err);
        FUZZ_CHECK(strncmp(err.where, "line 1", 6) == 0);
        free(line);
        return 0;
    }
    printed = fuzz_print(p);
    q = gr_position_parse_line(printed, 1, &err);
    FUZZ_CHECK(q != NULL);               /* what grundy prints, grundy reads */
    again = fuzz_print(q);
    FUZZ_CHECK(strcmp(printed, again) == 0);
    FUZZ_CHECK(q->count == p->count);
    if (small(p, printed))
        fuzz_check_solver(p, 20000);
    free(again);
    free(printed);
    gr_position_free(q);
    gr_position_free(p);
    free(line);
    return 0;
}
