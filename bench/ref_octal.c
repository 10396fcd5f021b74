/*
** ref_octal.c - the naive reference for take-and-break games: the plain
** quadratic mex over every option of every heap, as a textbook writes it.
** usage: ref_octal CODE|grundys N   prints G(N), ns per value and peak memory.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>

static int digit(const char *code, size_t k)
{
    char c = k == 0 ? code[0] : (k + 1 < strlen(code) ? code[k + 1] : '0');
    return c - '0';
}

int main(int argc, char **argv)
{
    struct timespec t0, t1;
    struct rusage ru;
    unsigned short *g;
    unsigned char *seen;
    int unequal;
    const char *code;
    size_t n, k, a, m, count, ndig;
    double ns;

    if (argc != 3)
        return fprintf(stderr, "usage: ref_octal CODE|grundys N\n"), 2;
    unequal = strcmp(argv[1], "grundys") == 0;
    code = unequal ? "4.0" : argv[1];
    ndig = strlen(code) - 1;
    count = strtoull(argv[2], NULL, 10) + 1;
    g = calloc(count, sizeof *g);
    seen = calloc(65537, 1);
    if (g == NULL || seen == NULL)
        return fprintf(stderr, "out of memory\n"), 1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (n = 0; n < count; n++) {
        memset(seen, 0, 65537);
        for (k = 0; k <= n && k < ndig; k++) {
            int d = digit(code, k);
            m = n - k;
            if ((d & 1) && m == 0)
                seen[0] = 1;
            if ((d & 2) && m > 0)
                seen[g[m]] = 1;
            for (a = 1; (d & 4) && 2 * a <= m; a++)
                if (!unequal || 2 * a != m)
                    seen[g[a] ^ g[m - a]] = 1;
        }
        while (seen[g[n]])
            g[n]++;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    ns = ((double)(t1.tv_sec - t0.tv_sec) * 1e9 + (double)(t1.tv_nsec - t0.tv_nsec)) / count;
    getrusage(RUSAGE_SELF, &ru);
    printf("G(%zu) = %u   %.1f ns per value   peak %ld KB\n", count - 1, g[count - 1], ns,
           ru.ru_maxrss);
    free(g);
    free(seen);
    return 0;
}
