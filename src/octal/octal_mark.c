/*
** octal_mark.c - the plain mex of a take-and-break heap: every option
** marked (no part, one part, every split into two or three heaps), then
** the least value not marked. The engine uses it for small heaps and for
** the games its faster methods cannot take; the sparse method marks the
** options that leave at most one heap with it. On two threads a helper
** marks the upper half of each heap's splits into rows of its own.
*/
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "octal_mark.h"
#include "octal_table.h"

#define SEEN_SET(s, v) ((s)[v] = 1)

static void seen_clear(gr_octal *o)
{
    memset(o->seen, 0, ((size_t)2 << o->bits) + 1);
}

/* Removing nothing or one heap: zero or one part. */
void gr_octal_mark_simple(const gr_octal *o, uint64_t n, uint8_t *seen)
{
    int k;

    for (k = 0; k <= o->rules.t && (uint64_t)k <= n; k++) {
        unsigned d = o->rules.digit[k];
        if ((d & 1) && n == (uint64_t)k)
            SEEN_SET(seen, 0u);
        if ((d & 2) && n > (uint64_t)k)
            SEEN_SET(seen, gr_octal_g(o, n - (uint64_t)k));
    }
}

/* PAIRS_B: the splits a + (m - a), a in 1..top, the entries of the table
** of B bits a value being the values themselves: a load, a xor and a
** store a split. */
#define PAIRS(B)                                                               \
    static void pairs_##B(const uint##B##_t *g, uint64_t m, uint64_t lo, uint64_t top, \
                          uint8_t *seen)                                       \
    {                                                                          \
        const uint##B##_t *h = g + m;                                          \
        uint64_t a;                                                            \
        for (a = lo; a <= top; a++)                                            \
            SEEN_SET(seen, (unsigned)(g[a] ^ h[-(int64_t)a]));                 \
    }

PAIRS(8)
PAIRS(16)

/* The largest a of a split a + (m - a), a <= m - a (a < m - a in Grundy's
** game). */
static uint64_t pairs_top(const gr_octal *o, uint64_t m)
{
    return o->rules.unequal ? (m - 1) / 2 : m / 2;
}

/* The splits a + (m - a) of m into two non-empty heaps with lo <= a <= top. */
static void add_pairs(const gr_octal *o, uint64_t m, uint64_t lo, uint64_t top, uint8_t *seen)
{
    uint64_t a;

    if (o->g16 != NULL) {
        pairs_16(o->g16, m, lo, top, seen);
        return;
    }
    if (!gr_octal_wide_in(o, o->nwide, 1, m)) {
        pairs_8(o->g, m, lo, top, seen);
        return;
    }
    for (a = lo; a <= top; a++)
        SEEN_SET(seen, gr_octal_g(o, a) ^ gr_octal_g(o, m - a));
}

/* Every split of m tokens into three non-empty heaps a <= b <= c. */
static void add_triples(const gr_octal *o, uint64_t m, uint8_t *seen)
{
    uint64_t a, b;

    for (a = 1; 3 * a <= m; a++)
        for (b = a; 2 * b <= m - a; b++)
            SEEN_SET(seen, gr_octal_g(o, a) ^ gr_octal_g(o, b) ^ gr_octal_g(o, m - a - b));
}

static unsigned seen_mex(const uint8_t *seen)
{
    unsigned v = 0;

    while (seen[v])
        v++;
    return v;
}

/* Which of a heap's splits into two heaps a + (m - a) to mark: all, or
** those with a up to half of pairs_top (the main thread's when a helper
** marks the rest), or the rest (the helper's). */
enum { PAIRS_ALL, PAIRS_LOWER, PAIRS_UPPER };

/* Marks in seen heap n's splits into two heaps of `part`. */
static void mark_pairs(const gr_octal *o, uint64_t n, int part, uint8_t *seen)
{
    int k;

    for (k = 0; k <= o->rules.t && (uint64_t)k <= n; k++) {
        uint64_t m = n - (uint64_t)k, top;
        if (!(o->rules.digit[k] & 4) || m < 2)
            continue;
        top = pairs_top(o, m);
        add_pairs(o, m, part == PAIRS_UPPER ? top / 2 + 1 : 1,
                  part == PAIRS_LOWER ? top / 2 : top, seen);
    }
}

/* Marks the options of heap n in seen, of its splits into two heaps those
** of `part`. */
static void mark_all(const gr_octal *o, uint64_t n, uint8_t *seen, int part)
{
    int k;

    gr_octal_mark_simple(o, n, seen);
    mark_pairs(o, n, part, seen);
    for (k = 0; k <= o->rules.t && (uint64_t)k <= n; k++)
        if ((o->rules.digit[k] & 8) && n - (uint64_t)k >= 3)
            add_triples(o, n - (uint64_t)k, seen);
}

unsigned gr_octal_mark_value(gr_octal *o, uint64_t n)
{
    seen_clear(o);
    mark_all(o, n, o->seen, PAIRS_ALL);
    return seen_mex(o->seen);
}

/* Appends G(count) by the plain mex on this thread. */
static int plain_one(gr_octal *o, gr_error *err)
{
    return gr_octal_append(o, gr_octal_mark_value(o, o->count), err);
}

/* ---- two threads ---- */

#define PLAIN_THREAD_MIN 16384   /* heaps from which a helper pays: 8,192 splits */
#define PLAIN_WORK (1u << 24)    /* splits a run takes, about (the halt looks between) */
#define SPINS 1000               /* looks at a counter before yielding the processor */

typedef struct plain_helper {
    gr_octal *o;
    uint8_t *seen;             /* the helper's marks, cleared by the main thread */
    char pad0[64];
    atomic_uint_fast64_t posted;   /* heap + 1 whose upper splits are asked */
    char pad1[64 - sizeof(atomic_uint_fast64_t)];
    atomic_uint_fast64_t done;     /* heap + 1 whose upper splits are marked */
    char pad2[64 - sizeof(atomic_uint_fast64_t)];
    atomic_uint_fast64_t taken;    /* heap + 1 whose upper splits a thread took */
    char pad3[64 - sizeof(atomic_uint_fast64_t)];
} plain_helper;

/* Takes heap n's upper splits for the calling thread: 1 when no thread
** had (the helper and the main thread both try; one wins). */
static int plain_claim(plain_helper *h, uint64_t n)
{
    uint_fast64_t open = n;

    return atomic_compare_exchange_strong(&h->taken, &open, n + 1);
}

/* Waits until *x >= want, spinning and now and then yielding the processor
** (a heap's half takes microseconds: waking a sleeper would cost more). */
static void wait_for(atomic_uint_fast64_t *x, uint64_t want)
{
    unsigned spins = 0;

    while (atomic_load(x) < want)
        if (++spins % SPINS == 0)
            sched_yield();
}

/* Ors the helper's marks of heap n into o->seen once it has made them,
** and clears its row for the next heap. */
static void plain_merge(gr_octal *o, plain_helper *h, uint64_t n)
{
    size_t i, size = ((size_t)2 << o->bits) + 1;   /* what seen_clear clears */

    wait_for(&h->done, n + 1);
    for (i = 0; i + 8 <= size; i += 8) {   /* 8 bytes a step */
        uint64_t x, y;
        memcpy(&x, o->seen + i, 8);
        memcpy(&y, h->seen + i, 8);
        x |= y;
        memcpy(o->seen + i, &x, 8);
    }
    for (; i < size; i++)
        o->seen[i] |= h->seen[i];
    memset(h->seen, 0, size);
}

void gr_octal_helper_lag(const gr_octal *o, uint64_t i)
{
    struct timespec t;

    if (o->helper_lag == 0 || i % 3 != 0)
        return;
    t.tv_sec = 0;
    t.tv_nsec = (long)o->helper_lag * 1000;
    nanosleep(&t, NULL);
}

/* The helper: for each heap posted, the splits of its upper halves into
** h->seen, then `done`, unless the main thread took them first (the
** helper was held up: another program had the core); it ends when
** `posted` is UINT64_MAX. */
static void *plain_main(void *arg)
{
    plain_helper *h = arg;
    const gr_octal *o = h->o;
    uint64_t n, next = atomic_load(&h->done), posted;

    for (;; next = n + 1) {
        wait_for(&h->posted, next + 1);
        if ((posted = atomic_load(&h->posted)) == UINT64_MAX)
            return NULL;
        n = posted - 1;
        gr_octal_helper_lag(o, n);
        if (!plain_claim(h, n))
            continue;
        mark_pairs(o, n, PAIRS_UPPER, h->seen);
        atomic_store(&h->done, n + 1);
    }
}

/* Whether the helper may read the table while the main thread appends to
** it: the entries of g or g16 are the values themselves (no wide heap kept
** aside, whose list may move). */
static int helper_may_read(const gr_octal *o)
{
    return o->g16 != NULL || o->nwide == 0;
}

int gr_octal_plain_run(gr_octal *o, uint64_t stop, int threads, gr_error *err)
{
    plain_helper h;
    pthread_t thread;
    uint64_t end = o->count + 1 + PLAIN_WORK / (o->count + 1);
    int rc = GR_OK;

    if (threads == 1 || o->count < PLAIN_THREAD_MIN || !helper_may_read(o) ||
        (threads == 0 && sysconf(_SC_NPROCESSORS_ONLN) < 2))
        return plain_one(o, err);
    memset(&h, 0, sizeof h);
    h.o = o;
    if ((h.seen = calloc(((size_t)1 << 17) + 1, 1)) == NULL)
        return plain_one(o, err);
    atomic_store(&h.done, o->count);
    atomic_store(&h.posted, o->count);
    atomic_store(&h.taken, o->count);
    if (pthread_create(&thread, NULL, plain_main, &h) != 0) {
        free(h.seen);
        return plain_one(o, err);
    }
    if (end > stop)
        end = stop;
    while (rc == GR_OK && o->count < end && helper_may_read(o)) {
        uint64_t n = o->count;
        atomic_store(&h.posted, n + 1);
        seen_clear(o);
        mark_all(o, n, o->seen, PAIRS_LOWER);
        if (plain_claim(&h, n)) {   /* the helper has not come to it */
            mark_pairs(o, n, PAIRS_UPPER, o->seen);
            o->takeovers++;
        } else
            plain_merge(o, &h, n);
        rc = gr_octal_append(o, seen_mex(o->seen), err);
    }
    atomic_store(&h.posted, UINT64_MAX);   /* the helper ends */
    pthread_join(thread, NULL);
    free(h.seen);
    return rc;
}
