/*
** problems.c - the table of classic contest problems `grundy problem`
** answers, made from their list (problem_list.h).
*/
#include "base/i18n.h"
#include "problems.h"

static const problem problems[] = {
#define PROBLEM(function, name, summary) \
    {name, summary, problem_##function, problem_gen_##function, NULL},
#define JUDGED(function, name, summary) \
    {name, summary, problem_##function, problem_gen_##function, problem_judge_##function},
#include "problem_list.h"
#undef JUDGED
#undef PROBLEM
};

size_t problem_count(void)
{
    return sizeof problems / sizeof problems[0];
}

const problem *problem_at(size_t i)
{
    return i < problem_count() ? &problems[i] : NULL;
}
