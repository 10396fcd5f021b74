/*
** contestant.c - contest solutions written the way a contestant would,
** right and deliberately wrong, for the tests of `grundy problem --check`
** (test_check.sh): they must be caught and their failing input shrunk, or
** pass. They know nothing of grundy.
** usage: contestant MODE < input
**   nim          AcWing 891, right (the XOR of the heaps)
**   nim-spaces   the same, with trailing spaces and blank lines (passes)
**   nim-cap5     AcWing 891, heaps above 5 taken as 5
**   nim-crash    AcWing 891, aborts on a heap above 3
**   nim-exit     AcWing 891, exit status 3 for more than two heaps
**   nim-hang     AcWing 891, loops forever on a heap of 7
**   wythoff      Luogu P2252, right (P-positions built by the mex rule)
**   wythoff-round  Luogu P2252, the golden ratio's multiple rounded, not floored
**   crosses      POJ 3537, right (mex over the crosses' five-cell gaps)
**   crosses-near POJ 3537, only the neighbours of a cross taken as dead
**   john-normal  Luogu P4279, normal-play Nim (the misere rule forgotten)
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int nim(const char *mode)
{
    long n, i, a, x = 0;

    if (scanf("%ld", &n) != 1)
        return 2;
    for (i = 0; i < n; i++) {
        if (scanf("%ld", &a) != 1)
            return 2;
        if (strcmp(mode, "nim-cap5") == 0 && a > 5)
            a = 5;
        if (strcmp(mode, "nim-crash") == 0 && a > 3)
            abort();
        if (strcmp(mode, "nim-hang") == 0 && a == 7)
            for (;;)
                ;
        x ^= a;
    }
    if (strcmp(mode, "nim-exit") == 0 && n > 2)
        return 3;
    if (strcmp(mode, "nim-spaces") == 0)
        printf("%s  \t\n\n\n", x ? "Yes" : "No");
    else
        puts(x ? "Yes" : "No");
    return 0;
}

static int wythoff(int round_it)
{
    static char cold[2048];   /* cold[a]: b - a of the P-position with smaller pile a */
    static int diff[2048];
    long a, b, t;
    int k = 0, m, used[2048] = {0};

    if (scanf("%ld %ld", &a, &b) != 2)
        return 2;
    if (a > b)
        t = a, a = b, b = t;
    if (round_it) {
        printf("%d\n", a != (long)((double)(b - a) * 1.6180339887 + 0.5));
        return 0;
    }
    for (m = 0; m < 2048; m++) {   /* the P-positions (m, m + k) by the mex rule */
        if (used[m])
            continue;
        cold[m] = 1;
        diff[m] = k;
        used[m] = 1;
        if (m + k < 2048)
            used[m + k] = 1;
        k++;
    }
    if (a >= 2048)
        return 2;
    printf("%d\n", !(cold[a] && diff[a] == b - a));
    return 0;
}

static int crosses(int near)
{
    static int sg[2048];
    int n, i, k, seen[2048], l, r;

    if (scanf("%d", &n) != 1 || n < 1 || n > 2000)
        return 2;
    for (i = 1; i <= n; i++) {
        memset(seen, 0, sizeof seen);
        for (k = 1; k <= i; k++) {
            l = near ? k - 2 : k - 3;
            r = near ? i - k - 1 : i - k - 2;
            seen[(l > 0 ? sg[l] : 0) ^ (r > 0 ? sg[r] : 0)] = 1;
        }
        for (sg[i] = 0; seen[sg[i]]; sg[i]++)
            ;
    }
    puts(sg[n] ? "1" : "2");
    return 0;
}

static int john_normal(void)
{
    long t, n, a, x;

    if (scanf("%ld", &t) != 1)
        return 2;
    while (t-- > 0) {
        if (scanf("%ld", &n) != 1)
            return 2;
        for (x = 0; n-- > 0; x ^= a)
            if (scanf("%ld", &a) != 1)
                return 2;
        puts(x ? "John" : "Brother");
    }
    return 0;
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "";

    if (strncmp(mode, "nim", 3) == 0)
        return nim(mode);
    if (strcmp(mode, "wythoff") == 0 || strcmp(mode, "wythoff-round") == 0)
        return wythoff(mode[7] == '-');
    if (strcmp(mode, "crosses") == 0 || strcmp(mode, "crosses-near") == 0)
        return crosses(mode[7] == '-');
    if (strcmp(mode, "john-normal") == 0)
        return john_normal();
    fprintf(stderr, "usage: contestant MODE < input\n");
    return 2;
}
