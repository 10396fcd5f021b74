/*
** ref_gen_heaps.c - writes a benchmark input: "N\n" and N random heaps in
** 1..MAX on one line, from a fixed seed (xorshift), so every run is alike.
** usage: ref_gen_heaps N MAX
*/
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    unsigned long long n, max, i, x = 88172645463325252ull;

    if (argc != 3)
        return 2;
    n = strtoull(argv[1], NULL, 10);
    max = strtoull(argv[2], NULL, 10);
    printf("%llu\n", n);
    for (i = 0; i < n; i++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        printf(i + 1 < n ? "%llu " : "%llu\n", x % max + 1);
    }
    return 0;
}
