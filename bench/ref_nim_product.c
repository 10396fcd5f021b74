/*
** ref_nim_product.c - the reference answer to Library Checker's Nim Product
** as a contest solution writes it: scanf, the 8-bit-block table method of
** ref_nim_table.h (64 look-ups a product), printf.
** usage: ref_nim_product < input
*/
#include <stdio.h>

#include "ref_nim_table.h"

int main(void)
{
    unsigned long long t, a, b;

    ref_init();
    if (scanf("%llu", &t) != 1)
        return 1;
    while (t-- > 0) {
        if (scanf("%llu %llu", &a, &b) != 2)
            return 1;
        printf("%llu\n", (unsigned long long)ref_mul(a, b));
    }
    return 0;
}
