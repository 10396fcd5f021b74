/*
** ref_nim_scanf.c - the reference for the acwing-891 benchmark: the plain
** scanf solution every textbook shows (n, then n heaps; Yes if the XOR is
** not zero).
*/
#include <stdio.h>

int main(void)
{
    unsigned long long n, x, sum = 0;

    if (scanf("%llu", &n) != 1)
        return 2;
    while (n-- > 0) {
        if (scanf("%llu", &x) != 1)
            return 2;
        sum ^= x;
    }
    puts(sum ? "Yes" : "No");
    return 0;
}
