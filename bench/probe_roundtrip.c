/*
** probe_roundtrip.c - how far apart the machine puts two threads: the time
** a cache line takes to go from one thread to the other and back, as the
** two pass a counter. On a virtual machine the same two threads land now
** on cores that share a cache (here 80-160 ns) and now on cores that do
** not (400-500 ns), and the engine's two-thread runs take 10-20% longer
** in the second case (docs/RESEARCH.md), so bench_rate.sh prints this
** before and after each two-thread run. Prints the round trip in ns, or
** "?" on one processor (the two threads would pass the counter only as
** the scheduler switches them).
*/
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

enum { PASSES = 200000 };

static _Alignas(64) atomic_long counter;

static void *answer(void *arg)
{
    long i;

    (void)arg;
    for (i = 0; i < PASSES; i++) {
        while (atomic_load_explicit(&counter, memory_order_acquire) != 2 * i + 1)
            ;
        atomic_store_explicit(&counter, 2 * i + 2, memory_order_release);
    }
    return NULL;
}

int main(void)
{
    struct timespec t0, t1;
    pthread_t other;
    long i;

    if (sysconf(_SC_NPROCESSORS_ONLN) < 2) {
        printf("?\n");
        return 0;
    }
    if (pthread_create(&other, NULL, answer, NULL) != 0) {
        fprintf(stderr, "probe_roundtrip: no second thread\n");
        return 1;
    }
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (i = 0; i < PASSES; i++) {
        atomic_store_explicit(&counter, 2 * i + 1, memory_order_release);
        while (atomic_load_explicit(&counter, memory_order_acquire) != 2 * i + 2)
            ;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    pthread_join(other, NULL);
    printf("%.0f\n", ((double)(t1.tv_sec - t0.tv_sec) * 1e9 + (double)(t1.tv_nsec - t0.tv_nsec)) /
                         PASSES);
    return 0;
}
