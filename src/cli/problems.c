/*
** problems.c - the table of classic contest problems `grundy problem`
** answers (their list is problem_list.h, which opens with the recipe for
** adding one), and what their readers share.
*/
#include <string.h>

#include "problems.h"

static const problem problems[] = {
#define PROBLEM(function, name, summary) {name, summary, problem_##function},
#include "problem_list.h"
#undef PROBLEM
};

gr_game *problem_game(const char *spec, gr_error *err)
{
    return gr_game_new(spec, strlen(spec), err);
}

int problem_end(scanner *in, gr_error *err)
{
    return scan_at_end(in) ? GR_OK : scan_extra(in, err);
}

size_t problem_count(void)
{
    return sizeof problems / sizeof problems[0];
}

const problem *problem_at(size_t i)
{
    return i < problem_count() ? &problems[i] : NULL;
}
