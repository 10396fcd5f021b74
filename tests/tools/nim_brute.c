/*
** nim_brute.c - an independent brute-force referee for the Nim contest
** formats: it plays every small position out by exhaustive search (no XOR
** rule anywhere), so the fast answers of `grundy problem` can be checked.
** usage: nim_brute acwing-891|hdu-2176|poj-2975|poj-3480|luogu-p2197|poj-2234
**        < input
** Heaps at most 15, at most 4 heaps per case.
*/
#include <stdio.h>
#include <string.h>

#define MAXH 16
#define MAXN 4

static signed char memo[2][MAXH * MAXH * MAXH * MAXH];

/* The state's key: the heaps sorted, in base 16. */
static int key(const int *h, int n)
{
    int s[MAXN] = {0}, i, j, k = 0;

    for (i = 0; i < n; i++) {
        int v = h[i];
        for (j = i; j > 0 && s[j - 1] > v; j--)
            s[j] = s[j - 1];
        s[j] = v;
    }
    for (i = 0; i < MAXN; i++)
        k = k * MAXH + s[i];
    return k;
}

/* 1 if the player to move wins (misere: the player who cannot move wins). */
static int wins(int *h, int n, int misere)
{
    int k = key(h, n), i, v, any = 0, win = 0;

    if (memo[misere][k])
        return memo[misere][k] > 0;
    for (i = 0; i < n && !win; i++)
        for (v = 0; v < h[i] && !win; v++) {
            int old = h[i];
            any = 1;
            h[i] = v;
            win = !wins(h, n, misere);
            h[i] = old;
        }
    if (!any)
        win = misere;
    memo[misere][k] = win ? 1 : -1;
    return win;
}

static int read_case(int *h, int *n)
{
    int i;

    if (scanf("%d", n) != 1 || *n < 0 || *n > MAXN)
        return 0;
    for (i = 0; i < *n; i++)
        if (scanf("%d", &h[i]) != 1 || h[i] < 0 || h[i] >= MAXH)
            return 0;
    return 1;
}

static void moves(int *h, int n, int print_moves)
{
    int i, v, count = 0;

    for (i = 0; i < n; i++)
        for (v = 0; v < h[i]; v++) {
            int old = h[i];
            h[i] = v;
            if (!wins(h, n, 0)) {
                count++;
                if (print_moves)
                    printf("%d %d\n", old, v);
            }
            h[i] = old;
        }
    if (!print_moves)
        printf("%d\n", count);
}

int main(int argc, char **argv)
{
    int h[MAXN], n, t;
    const char *mode = argc > 1 ? argv[1] : "";

    if (strcmp(mode, "acwing-891") == 0 && read_case(h, &n)) {
        puts(wins(h, n, 0) ? "Yes" : "No");
    } else if (strcmp(mode, "hdu-2176") == 0 || strcmp(mode, "poj-2975") == 0) {
        while (read_case(h, &n) && n > 0) {
            if (mode[0] == 'h')
                puts(wins(h, n, 0) ? "Yes" : "No");
            moves(h, n, mode[0] == 'h');
        }
    } else if (strcmp(mode, "luogu-p2197") == 0 && scanf("%d", &t) == 1) {
        while (t-- > 0 && read_case(h, &n))
            puts(wins(h, n, 0) ? "Yes" : "No");
    } else if (strcmp(mode, "poj-2234") == 0) {
        while (read_case(h, &n))
            puts(wins(h, n, 0) ? "Yes" : "No");
    } else if (strcmp(mode, "poj-3480") == 0 && scanf("%d", &t) == 1) {
        while (t-- > 0 && read_case(h, &n))
            puts(wins(h, n, 1) ? "John" : "Brother");
    } else {
        return 2;
    }
    return 0;
}
