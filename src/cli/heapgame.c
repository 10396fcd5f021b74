/*
** heapgame.c - shared by `grundy values` and `grundy period`: opening a heap
** game from its spec and checking size options.
*/
#include <string.h>

#include "heapgame.h"

gr_game *heapgame_open(const char *spec, int argn, int *status)
{
    gr_error err;
    gr_game *g = gr_game_new(spec, strlen(spec), &err);

    if (g == NULL) {
        snprintf(err.where, sizeof err.where, "argument %d", argn);
        *status = cli_fail(&err);
        return NULL;
    }
    if (g->rules->shape != GR_SHAPE_HEAP) {
        *status = cli_usage("argument %d: '%s' is not a heap game (one heap per argument); "
                            "values and periods are for heap games", argn, g->spec);
        gr_game_unref(g);
        return NULL;
    }
    return g;
}

int heapgame_number(const char *text, int argn, const char *option, uint64_t *out)
{
    gr_error err;

    if (text == NULL)
        return cli_usage("argument %d: %s needs a number after it", argn, option);
    if (gr_parse_u64(text, out, &err) != GR_OK)
        return cli_usage("argument %d: %s %s", argn + 1, option, err.message);
    return EXIT_ANSWERED;
}
