/*
** ref_gen_nim_pairs.c - writes a benchmark input of Library Checker's Nim
** Product: "T\n" and T lines "A B" of random 64-bit numbers, from a fixed
** seed (xorshift), so every run is alike.
** usage: ref_gen_nim_pairs T
*/
#include <stdio.h>
#include <stdlib.h>

static unsigned long long next(unsigned long long *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

int main(int argc, char **argv)
{
    unsigned long long t, i, x = 88172645463325252ull, a;

    if (argc != 2)
        return 2;
    t = strtoull(argv[1], NULL, 10);
    printf("%llu\n", t);
    for (i = 0; i < t; i++) {
        a = next(&x);
        printf("%llu %llu\n", a, next(&x));
    }
    return 0;
}
