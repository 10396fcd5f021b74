/*
** problems.c - the table of classic contest problems `grundy problem`
** answers, one line each.
*/
#include "problems.h"

static const problem problems[] = {
    {"acwing-891", "AcWing 891: Nim, n heaps; Yes if the first player wins", problem_acwing_891},
    {"luogu-p2197", "Luogu P2197: T cases of Nim; Yes/No each", problem_luogu_p2197},
    {"poj-2234", "POJ 2234 Matches Game: Nim cases until end of input; Yes/No",
     problem_poj_2234},
    {"poj-2975", "POJ 2975 Nim: count the winning first moves; cases end with 0",
     problem_poj_2975},
    {"hdu-2176", "HDU 2176: Nim; No, or Yes and every winning move 'a b'; ends with 0",
     problem_hdu_2176},
    {"cf-1382b", "Codeforces 1382B Sequential Nim: First/Second, via the seq ruleset",
     problem_cf_1382b},
    {"agc017-d", "AtCoder AGC017 D Game on Tree: Alice/Bob, via the tree ruleset",
     problem_agc017_d},
    {"poj-3480", "POJ 3480 John: misere Nim (Anti-Nim); John/Brother", problem_poj_3480},
};

size_t problem_count(void)
{
    return sizeof problems / sizeof problems[0];
}

const problem *problem_at(size_t i)
{
    return i < problem_count() ? &problems[i] : NULL;
}
