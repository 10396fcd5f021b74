/*
** fuzz_code.c - octal and hexadecimal take-and-break codes (`octal:CODE`,
** `hex:CODE`): a code is accepted or refused with a well-formed error; an
** accepted game prints a canonical spec that makes the same game, whose
** first values agree with the original's.
*/
#include <string.h>

#include "fuzz.h"

#define HEAPS 24

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char spec[128];
    gr_game *g, *h;
    gr_error err;
    uint64_t n, a, b;
    int len;

    if (size < 1 || size > 64)
        return 0;
    len = snprintf(spec, sizeof spec, "%s:%.*s", data[0] & 1 ? "hex" : "octal",
                   (int)(size - 1), (const char *)data + 1);
    if ((g = gr_game_new(spec, strnlen(spec, (size_t)len), &err)) == NULL) {
        fuzz_check_error(&err);
        return 0;
    }
    h = gr_game_new(g->spec, strlen(g->spec), &err);
    FUZZ_CHECK(h != NULL);                       /* the canonical spec reads back */
    FUZZ_CHECK(strcmp(g->spec, h->spec) == 0);
    for (n = 0; n <= HEAPS; n++) {
        int ra = gr_heap_value(g, n, &a, &err), rb = gr_heap_value(h, n, &b, &err);
        FUZZ_CHECK(ra == rb);
        FUZZ_CHECK(ra != GR_OK || a == b);
    }
    gr_game_unref(h);
    gr_game_unref(g);
    return 0;
}
