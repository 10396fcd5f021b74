/*
** problem_input.c - what the solvers of contest problems share in reading
** their input: a game from its spec, and the end of the input.
*/
#include <string.h>

#include "problem_input.h"

gr_game *problem_game(const char *spec, gr_error *err)
{
    return gr_game_new(spec, strlen(spec), err);
}

int problem_end(scanner *in, gr_error *err)
{
    return scan_at_end(in) ? GR_OK : scan_extra(in, err);
}
