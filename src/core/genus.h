/*
** genus.h - Conway's genus worked out from a position's options, and the
** genera of the heaps of heap games while they stay tame (genus.c). Under
** the genus searches (core/search.c), the solver's tame rule and the tame
** quotients (core/quotient.c); no search here: the options are given.
*/
#ifndef GR_CORE_GENUS_H
#define GR_CORE_GENUS_H

#include "grundy.h"

/* 1 when a genus g^(x[0..n-1]) is tame: fickle (0^120, 1^031), or firm
** (a^(a, a^2)), and then *firm is 1. */
int gr_genus_is_tame(uint64_t g, const uint64_t *x, size_t n, int *firm);
/* The gammas of a sum of tame positions of nim-sum g, firm when a part is
** (the tame rule): x[0..*n-1]. */
void gr_genus_tame_sum(uint64_t g, int firm, uint64_t *x, size_t *n);

/* A position's options as gr_genus_from_options reads them: option k's
** nim-value and gamma_i (any i: past those it wrote, an option's gammas
** alternate), and the most gammas any option has written. */
typedef struct gr_genus_opts {
    size_t n, most;
    uint64_t (*value)(const void *ctx, size_t k);
    uint64_t (*gamma)(const void *ctx, size_t k, size_t i);
    const void *ctx;
} gr_genus_opts;

/* The genus from the options' (Conway): *g, and gammas x[0..*n-1] (room
** for GR_GENUS_MAX). GR_OK, GR_ENOMEM, or GR_EUNDECIDED past GR_GENUS_MAX
** gammas (err may be NULL). */
int gr_genus_from_options(const gr_genus_opts *o, gr_error *err, uint64_t *g, uint64_t *x,
                          size_t *n);

/* The genus of a position whose n options are all sums of tame positions,
** option k of nim-value g[k], firm when firm[k] (else fickle): as
** gr_genus_of finds it, without a search (tame and firm set too). GR_OK,
** GR_ENOMEM, or GR_EUNDECIDED past GR_GENUS_MAX gammas. */
int gr_genus_of_tame_options(const uint64_t *g, const uint8_t *firm, size_t n,
                             gr_genus *out, gr_error *err);
/* The same genus from the options as bit sets over values (words long):
** vals holds each option's nim-value g, x0s its gamma0 (g when firm, g ^ 1
** when fickle); n options, `fickle` when one of them is. No pass over the
** options: a tame scan (below) meets millions of them. The tests check it
** against gr_genus_of_tame_options. */
int gr_genus_of_tame_sets(const uint64_t *vals, const uint64_t *x0s, size_t words, size_t n,
                          int fickle, gr_genus *out, gr_error *err);

/* ---- the heaps of heap games while they are tame ----
**
** Heap h of a heap game is tame when its options, sums of smaller heaps,
** are (the tame rule gives their genera) and its own genus is: so the
** genera of heaps 1, 2, ... follow from the options' nim-values and firm
** flags alone, no search, until the first heap that is not tame. Several
** games are scanned side by side, heap h of game k at id h * ngames + k
** (a quotient's numbering). */
typedef struct gr_tame_heaps {
    gr_game *const *games;
    size_t ngames;
    uint64_t *g;        /* by heap id: the nim-value, */
    uint8_t *firm;      /* and firm (else fickle), for heaps 0..done */
    uint64_t done;      /* of every game */
    int wild;           /* heap done + 1 of some game is not tame, or has a move that
                           leaves a heap not smaller or more than GR_TAME_PARTS parts */
    uint64_t read, most_read;   /* options read so far, and at most (0: no bound) */
    uint64_t heap_read;         /* options the last heap done read (of the last game) */
    int (*stop)(void *ctx);     /* asked before each heap, may be NULL */
    void *stop_ctx;
    /* the heap at hand */
    uint64_t heap;
    size_t game;
    uint64_t *vals, *x0s;   /* its options' nim-values and gamma0s, as bit sets */
    size_t words, nopts;
    int fickle, nomem, over;
} gr_tame_heaps;

#define GR_TAME_PARTS 8   /* the most parts an option of a scanned heap has */

/* A scan of games[0..ngames-1] (the array must outlive it) with heap 0 of
** each done (fickle, 0); most_read bounds the options read over all its
** scans (0: none). GR_ENOMEM, GR_EUNDECIDED when a game's heap 0 has a move
** (no scan: a plugin's guard ends the process first), a code of the moves
** op, or GR_OK. */
int gr_tame_heaps_init(gr_tame_heaps *t, gr_game *const *games, size_t ngames,
                       uint64_t most_read);
/* The genera of heaps done + 1 .. upto of every game: GR_OK (with t->wild
** at a heap not tame), GR_ENOMEM, GR_EUNDECIDED (a genus past GR_GENUS_MAX
** gammas, or more options than most_read: done is then the last heap
** whole), GR_ESTOP, or a code of a game's moves. */
int gr_tame_heaps_upto(gr_tame_heaps *t, uint64_t upto);
void gr_tame_heaps_free(gr_tame_heaps *t);

#endif
