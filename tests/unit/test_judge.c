/*
** test_judge.c - the judges of the contest problems that accept more than
** one answer (JUDGED in problem_list.h), which `problem --check` asks in
** place of comparing with grundy's answer: Codeforces 1310F takes any x,
** 0 <= x < 2^64, with a^x = b, and -1 exactly where there is none.
*/
#include <string.h>

#include "check.h"
#include "problems/problem.h"

/* The judge's word on output, for the input and grundy's answer below. */
static int judged(const char *output)
{
    /* 5^1 = 5 and 5 has order 15; 2 has order 3, so no power of it is 5;
    ** 1^x = 1 for every x */
    static const char input[] = "3\n5 5\n2 5\n1 1\n", expected[] = "1\n-1\n1\n";

    return problem_judge_cf_1310f(input, strlen(input), expected, strlen(expected), output,
                                  strlen(output));
}

int main(void)
{
    uint64_t x = 0;

    CHECK(gr_nim_order(5) == 15 && gr_nim_pow(5, 16) == 5 && gr_nim_order(2) == 3);
    CHECK(gr_nim_log(2, 5, &x, NULL) == GR_EINPUT);   /* the -1 of the input above */
    CHECK(judged("1\n-1\n1\n") == 1);                 /* grundy's own */
    CHECK(judged("16\n-1\n0\n") == 1);                /* other powers that give b */
    CHECK(judged("18446744073709551615\n-1\n18446744073709551615\n") ==
          (gr_nim_pow(5, UINT64_MAX) == 5));
    CHECK(judged("1 -1 7") == 1);                     /* any white space */
    CHECK(judged("1\r\n-1\r\n1\r\n\r\n") == 1);
    CHECK(judged("2\n-1\n1\n") == 0);                 /* 5^2 is not 5 */
    CHECK(judged("1\n5\n1\n") == 0);                  /* an x where there is none */
    CHECK(judged("-1\n-1\n1\n") == 0);                /* -1 where there is one */
    CHECK(judged("1\n-1\n") == 0);                    /* an answer missing */
    CHECK(judged("1\n-1\n1\n4\n") == 0);              /* one too many */
    CHECK(judged("1\n-1\n18446744073709551616\n") == 0);   /* not below 2^64 */
    CHECK(judged("1\n-1\n+1\n") == 0);
    CHECK(judged("1\n-1\n1x\n") == 0);
    CHECK(judged("1\n-01\n1\n") == 0);
    CHECK(judged("") == 0);
    return check_summary("test_judge");
}
