/*
** speed_nim_mul.c - the multiply alone, side by side in one run: gr_nim_mul
** against the 8-bit-block table reference (ref_nim_table.h) on the same
** random pairs; checks they agree and prints nanoseconds a product.
** usage: speed_nim_mul [N]   (N products, default 10^7)
*/
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "grundy.h"
#include "ref_nim_table.h"

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

/* chained products (each depends on the last, so latency counts) over the
** pairs; returns the XOR of all results */
static uint64_t chain;
static uint64_t run(uint64_t (*mul)(uint64_t, uint64_t), const uint64_t *x, long n,
                    double *secs)
{
    double t0 = now();
    uint64_t acc = 0;
    long i;

    for (i = 0; i < n; i++)
        acc ^= mul(x[2 * i], x[2 * i + 1] ^ (acc & chain));
    *secs = now() - t0;
    return acc;
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 10000000, i;
    uint64_t *x = malloc(2 * (size_t)n * sizeof *x), s = 88172645463325252u;
    uint64_t ours, ref;
    double t_ours, t_ref;

    if (!x || n <= 0)
        return 1;
    for (i = 0; i < 2 * n; i++) {
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        x[i] = s;
    }
    ref_init();
    gr_nim_mul(3, 3);                      /* fill both tables before timing */
    ours = run(gr_nim_mul, x, n, &t_ours);
    ref = run(ref_mul, x, n, &t_ref);
    free(x);
    if (ours != ref) {
        fprintf(stderr, "speed_nim_mul: results differ\n");
        return 1;
    }
    printf("%.4f %.4f %.1f %.1f\n", t_ours, t_ref, t_ours / n * 1e9, t_ref / n * 1e9);
    return 0;
}
