/*
** fuzz_edges.c - edge lists of the graph games (`tree`, `hackenbush`): the
** first byte picks the game, the rest are its arguments. Parsed lists print
** back to the same list; small graphs are solved and every winning move
** checked (fuzz_check_solver).
*/
#include <string.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *args, *line, *printed, *again;
    gr_position *p, *q;
    gr_error err;

    if (size < 1 || size > 2048)
        return 0;
    args = fuzz_text(data + 1, size - 1);
    line = malloc(size + 16);
    FUZZ_CHECK(line != NULL);
    snprintf(line, size + 16, "%s %s", data[0] & 1 ? "hackenbush" : "tree", args);
    if ((p = gr_position_parse_line(line, 1, &err)) == NULL) {
        fuzz_check_error(&err);
        goto done;
    }
    printed = fuzz_print(p);
    FUZZ_CHECK((q = gr_position_parse_line(printed, 1, &err)) != NULL);
    again = fuzz_print(q);
    FUZZ_CHECK(strcmp(printed, again) == 0);
    if (strlen(printed) < 64)
        fuzz_check_solver(p, 20000);
    free(again);
    free(printed);
    gr_position_free(q);
    gr_position_free(p);
done:
    free(line);
    free(args);
    return 0;
}
