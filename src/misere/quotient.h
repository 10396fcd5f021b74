/*
** quotient.h - misere quotients of heap games (Plambeck and Siegel): the
** least bipartite monoid (Q, P) and pretending function phi such that a sum
** of heaps h1 + ... + hk is a misere P-position exactly when
** phi(h1) ... phi(hk) is in P. The engine knows nothing of games: the caller
** passes in the moves of a heap.
**
** How a quotient is found and proved. Heaps are added one at a time. For a
** candidate (M, P, phi) over heaps 0..n, every sum of those heaps has a
** signature: phi of the sum, and the set of phi of its options. Adding heap
** h to a sum of signature (x, S) gives (x phi(h), S phi(h) + x T(h)), with
** T(h) the images of h's options, so the signatures of all sums are found
** by a finite walk from (1, {}). The candidate is right for every sum when
** each signature satisfies "x in P exactly when S is not empty and misses
** P": then by induction on the play, a sum is a P-position exactly when its
** image is in P. The quotient is then the reduction of (M, P) (monoid.h).
** A new heap is first tried as an element the candidate already has; when
** none works, it becomes a new generator (a cyclic monoid beside the old
** one), the P-portion is filled in by walking sums lightest first, and a
** sum the walk shows wrong gives the heaps that get generators of their
** own next (as MisereSolver's recalibration does).
**
** Periods. If phi(n + p) = phi(n) for n0 <= n, checked through heap N >=
** 2 n0 + 2 p + t, and a move takes at most t tokens and leaves at most two
** heaps of any sizes (an octal game), then every heap past N has the type
** (phi, T) of the heap p below it, so the walk above covers every sum of
** every heap: the quotient and the period hold for all heaps.
*/
#ifndef GR_QUOTIENT_H
#define GR_QUOTIENT_H

#include <stddef.h>
#include <stdint.h>

#include "misere/monoid.h"

/* Hands one option of a heap (its parts, each a heap size) to the engine. */
typedef int (*mq_part_fn)(void *sink, const uint64_t *parts, size_t nparts);
/* The moves of heap `heap`: calls part(sink, ...) once per option, parts
** all smaller than heap; returns 0, or nonzero to stop with that code. */
typedef int (*mq_moves_fn)(void *ctx, uint64_t heap, mq_part_fn part, void *sink);

typedef enum mq_status {
    MQ_NONE = 0,     /* no finite quotient found up to `checked` */
    MQ_FOUND,        /* a quotient of heaps 0..checked, no theorem for beyond */
    MQ_PROVED        /* the periodicity theorem above covers every heap */
} mq_status;

typedef enum mq_why {      /* why the computation stopped short (MQ_NONE) */
    MQ_REACHED_MAX = 0,    /* it reached the ceiling */
    MQ_TOO_LARGE,          /* the quotient (or a candidate) passed MONOID_MAX */
    MQ_TOO_MANY_SUMS,      /* one walk of signatures passed its bound */
    MQ_GAVE_UP,            /* no candidate the construction tries was right */
    MQ_TOO_MUCH_WORK       /* the walks together passed max_work */
} mq_why;

typedef struct mq_settings {
    uint64_t max_heap;     /* the ceiling: heaps 0..max_heap at most */
    unsigned max_take;     /* t for the periodicity theorem; */
    int octal;             /* ... which holds only when this is 1 */
    size_t max_signatures; /* bound on one walk (0: a default) */
    uint64_t max_work;     /* bound on the signatures of all walks (0: none) */
    uint64_t stride;       /* heaps of `stride` games interleaved: heap id
                           ** h * stride + i is heap h of game i (0 or 1: one) */
    int (*stop)(void *ctx);   /* optional: nonzero stops (GR_ESTOP) */
    void *stop_ctx;
    int exact_sets;        /* a test's knob: walks keep each set S of options
                           ** as it is, never L(S) (walk.c); the same answers */
} mq_settings;

typedef struct mq_quotient {
    monoid q;              /* the reduced quotient (Q, P) */
    uint32_t *phi;         /* phi[h] for h = 0..checked */
    uint64_t checked;      /* the last heap computed */
    mq_status status;
    mq_why why;            /* with MQ_NONE */
    uint32_t order_reached;   /* with MQ_NONE: the order it had */
    uint64_t preperiod, period;   /* as heap sizes: with MQ_FOUND (0, 0: none
                                  ** seen) and MQ_PROVED */
} mq_quotient;

/* Computes the quotient of heaps 0..s->max_heap (or fewer, once a period is
** proved, or when a heap cannot be placed: status MQ_NONE, the quotient of
** the heaps before it kept). Returns 0 (the answer in *out, owned:
** mq_free), -1 when out of memory, -2 when a move leaves a part not smaller
** than its heap, or the positive code that moves or stop returned. */
int mq_compute(mq_moves_fn moves, void *ctx, const mq_settings *s, mq_quotient *out);
/* The quotient of heaps 0..s->max_heap that are all tame (Conway): heap
** id h plays as *g[h], firm[h] 1 when its genus is firm (a^(a, a^2)), 0
** when fickle (0^120 or 1^031, g[h] then 0 or 1). No walk is needed (the
** tame rule decides every sum); it stops as mq_compute does: at
** s->max_heap, at a proved period (s->octal), at the heap that would take
** the order past MONOID_MAX (MQ_NONE, MQ_TOO_LARGE), or when s->stop says
** so (its code returned). 0, or -1 when out of memory. */
int mq_tame(const uint64_t *g, const uint8_t *firm, const mq_settings *s, mq_quotient *out);
/* Cuts q down to the quotient of heap ids 0..last (last < q->checked: else
** nothing changes), reduced again: the heaps after last no longer in it.
** 0, or -1 when out of memory. */
int mq_trim(mq_quotient *q, uint64_t last);
void mq_free(mq_quotient *q);

/* phi of heap `size` of game `game` (of `stride` interleaved games): from
** the table, or by the proved period; UINT32_MAX past what is known. */
uint32_t mq_phi(const mq_quotient *q, uint64_t stride, uint64_t game, uint64_t size);

#endif
