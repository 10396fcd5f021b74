/*
** octal_engine.h - take-and-break games (octal, hexadecimal, Grundy's game):
** the rules, the value table computed lazily, periods and moves.
**
** A game removes k tokens from one heap (k = 0..t) and leaves 0, 1, 2 or 3
** non-empty heaps as digit d_k allows: bit 1 nothing, bit 2 one heap, bit 4
** two heaps, bit 8 three heaps (hexadecimal only). Grundy's game is 4.0 with
** the extra rule that the two heaps differ. The table keeps a byte a heap,
** values that do not fit kept aside (octal_table.c); a proved period answers
** every heap beyond the table in O(1).
*/
#ifndef GR_OCTAL_ENGINE_H
#define GR_OCTAL_ENGINE_H

#include <stdatomic.h>
#include <stdint.h>

#include "grundy.h"

#define GR_OCTAL_MAXDIGITS 32           /* digits d_0 .. d_31 */
#define GR_OCTAL_AUTO_LIMIT (1u << 16)  /* heaps computed on demand by value() */
#define GR_OCTAL_HARD_LIMIT 2000000000u /* no table grows beyond this */
#define GR_OCTAL_HIST 2048  /* heaps >= 1 counted by value mod this (the mask choice) */
#define GR_OCTAL_NARROW 255u  /* values below this are the table's byte itself */
#define GR_OCTAL_SPAN 64u     /* heaps a byte of the wide map stands for */
#define GR_OCTAL_WIDEN_FROM 1024u  /* heaps in a table before it may take 2 bytes a value */

typedef struct gr_octal_rules {
    uint8_t digit[GR_OCTAL_MAXDIGITS];
    int ndigits;     /* digits given, d_0 .. d_{ndigits-1} */
    int t;           /* largest k with d_k != 0 (0 when none) */
    int hex;         /* written as a hexadecimal code */
    int unequal;     /* Grundy's game: the two heaps of a split differ */
    int maxparts;    /* most heaps a move leaves: 1, 2 or 3 */
} gr_octal_rules;


/* The heaps whose value is GR_OCTAL_NARROW or more, ascending, in chunks
** that never move once made: a helper thread reads the first entries while
** the main thread appends. */
typedef struct gr_octal_wide gr_octal_wide;

typedef struct gr_octal {
    gr_octal_rules rules;
    uint8_t *g;           /* g[n] = G(n) when below narrow; else narrow: see wide */
    uint16_t *g16;        /* or, once wide heaps are common, g16[n] = G(n) (g NULL) */
    uint64_t count, cap;
    uint64_t max_bytes;   /* the memory the table may take (the last reserve's) */
    unsigned narrow;      /* GR_OCTAL_NARROW (tests lower it) */
    uint64_t widen_from;  /* GR_OCTAL_WIDEN_FROM: no 2 bytes a value before (tests) */
    gr_octal_wide *wide;  /* the heaps with a value >= narrow (none with g16) */
    uint64_t nwide;
    _Atomic uint8_t *widemap; /* widemap[n / GR_OCTAL_SPAN]: a wide heap among those */
    unsigned bits;        /* every value so far is below 2^bits */
    uint64_t hist[GR_OCTAL_HIST];   /* heaps 1..count-1 by value mod GR_OCTAL_HIST */
    /* sparse space (octal_sparse.c): values v with popcount(v & mask) even are rare */
    unsigned mask;
    uint32_t *rare;       /* the heaps >= 1 with a rare value, ascending */
    uint16_t *rareval;    /* rareval[i] = G(rare[i]) */
    uint8_t *common;      /* common[v] when v is common under the mask */
    uint64_t nrare, rarecap;
    uint64_t next_mask_check;
    uint64_t watch_from, watch_nrare; /* count and nrare when the rare heaps were last looked at */
    struct gr_octal_sparse *sparse;   /* the method's rows, pool and helper thread */
    struct gr_octal_triple *triple;   /* three-heap splits: the window of pair sets */
    uint8_t *seen;        /* scratch of the plain method: seen[v] when an option has value v */
    uint64_t sparse_start; /* the plain mex below this heap (tests lower it) */
    unsigned forced_mask;  /* when set, the mask used whatever the values (tests) */
    unsigned min_row_bits; /* the sparse method's rows hold at least this many bits (tests) */
    /* asked (with halt_ctx) between heaps, or NULL: nonzero ends gr_octal_compute
    ** with GR_ESTOP, the values so far kept. A heap may take seconds (the plain
    ** mex over three-heap splits, past the memory limit): whoever drives the
    ** engine passes its stop down here (the driver: its run's stop) */
    int (*halt)(void *ctx);
    void *halt_ctx;
    /* the driver's (octal_run.c): the run's settings (NULL: none), whether
    ** the checkpoint file was checked and what was found (GR_OK: absent or
    ** ours; else the error, kept in check_error), when progress was last reported
    ** and the table last saved, the heap a period search heads for, and the
    ** length of the last stretch computed */
    struct {
        const gr_long_run *run;
        int checked, check_rc;
        gr_error check_error;
        int64_t last_report, last_save;
        uint64_t goal, stretch;
    } drive;
    gr_period period;     /* the best known periodicity */
    uint64_t period_tried; /* count when the period was last looked for */
} gr_octal;

/* Parses "0.07", "4.37" (hex = 0) or "0.f" (hex = 1). Errors say which
** character is wrong. */
int gr_octal_rules_parse(const char *code, int hex, gr_octal_rules *out, gr_error *err);
/* Grundy's game: split a heap into two unequal heaps. */
void gr_octal_rules_grundys(gr_octal_rules *out);
/* Writes the code back ("0.07"). */
void gr_octal_rules_print(const gr_octal_rules *r, gr_buf *out);

gr_octal *gr_octal_new(const gr_octal_rules *r);
void gr_octal_free(gr_octal *o);

/* ---- the driver (octal_run.c): runs, limits, checkpoints, stop rules ---- */

/* The settings of a new run (the game's, or NULL): the checkpoint file is
** checked afresh. */
void gr_octal_long_run(gr_octal *o, const gr_long_run *run);
/* The settings' on-demand limit (or `otherwise` when unset), and the
** memory one table may take, in bytes. */
uint64_t gr_octal_max_heap(const gr_octal *o, uint64_t otherwise);
uint64_t gr_octal_max_memory(const gr_octal *o);
/* The table for every heap 0..n: resumed from the checkpoint, computed a
** stretch at a time with progress, saves and stops between stretches, and
** saved at the end (GR_ERANGE past the hard limit, GR_EUNDECIDED past the
** memory limit, GR_ENOMEM, GR_ESTOP when the settings' stop asked: what was
** computed is kept and saved). */
int gr_octal_extend(gr_octal *o, uint64_t n, gr_error *err);
/* Looks for the period with values up to heap max (extending the table),
** stopping as soon as one is proved. */
int gr_octal_find_period(gr_octal *o, uint64_t max, gr_period *out, gr_error *err);
/* G(n) of a heap of any size: the table, the proved period, or the table
** extended when n <= limit; GR_EUNDECIDED otherwise. */
int gr_octal_value(gr_octal *o, uint64_t n, uint64_t limit, uint64_t *out, gr_error *err);

/* ---- the table (octal_table.c): a byte a heap, wide values aside ---- */

/* Room for n values, within max_bytes (GR_EUNDECIDED past it, GR_ENOMEM). */
int gr_octal_reserve(gr_octal *o, uint64_t n, uint64_t max_bytes, gr_error *err);
/* Stores G(count) = v (room reserved; the caller advances count): GR_OK,
** GR_ENOMEM. */
int gr_octal_store(gr_octal *o, unsigned v);
/* Moves the table to 2 bytes a value when wide heaps have become common
** (0.007 has thousands of values above 255) and the memory limit allows;
** never while the sparse method runs. GR_OK (also when it stays), GR_ENOMEM. */
int gr_octal_widen(gr_octal *o);
/* The value of wide heap n, looked for among the first nwide wide heaps
** (a helper thread passes the number its plan was made with). */
unsigned gr_octal_wide_value(const gr_octal *o, uint64_t n, uint64_t nwide);
/* The bytes a table of n values takes (with its map). */
uint64_t gr_octal_table_bytes(const gr_octal *o, uint64_t n);
void gr_octal_table_free(gr_octal *o);

/* G(n) for n < count, looking aside among the first nwide wide heaps (a
** helper thread passes the number its plan was made with). */
static inline unsigned gr_octal_g_among(const gr_octal *o, uint64_t n, uint64_t nwide)
{
    unsigned v;

    if (o->g16 != NULL)
        return o->g16[n];
    v = o->g[n];
    return v < o->narrow ? v : gr_octal_wide_value(o, n, nwide);
}

/* G(n) for n < count. */
static inline unsigned gr_octal_g(const gr_octal *o, uint64_t n)
{
    return gr_octal_g_among(o, n, o->nwide);
}

/* Whether a heap in lo..hi-1 (all below count) is wide, with nwide wide
** heaps known (o->nwide, or a plan's): when not, the entries of the table
** (g or g16) are the values themselves. */
static inline int gr_octal_wide_in(const gr_octal *o, uint64_t nwide, uint64_t lo, uint64_t hi)
{
    uint64_t i;

    if (nwide == 0 || hi <= lo)
        return 0;
    for (i = lo / GR_OCTAL_SPAN; i <= (hi - 1) / GR_OCTAL_SPAN; i++)
        if (atomic_load_explicit(&o->widemap[i], memory_order_relaxed))
            return 1;
    return 0;
}

/* ---- the engine (octal_engine.c, octal_sparse.c): the values ---- */
/* Computes heaps o->count .. stop - 1 (room reserved): the plain mex, or
** the sparse method on `threads` threads (0: two when the machine has two
** cores and the stretch is long). GR_ERANGE when a value does not fit in 2
** bytes, GR_ENOMEM. */
int gr_octal_compute(gr_octal *o, uint64_t stop, int threads, gr_error *err);
/* Appends G(count) = v to the table (GR_ERANGE past 2 bytes). */
int gr_octal_append(gr_octal *o, unsigned v, gr_error *err);
/* G(n) where the table or the proved period answers, else GR_EUNDECIDED. */
int gr_octal_known(const gr_octal *o, uint64_t n, uint64_t *out);

/* Inside the engine: heaps from o->count up to stop - 1 (fewer when the
** values outgrow the method's rows) by the sparse method, with o->mask set
** and at most two parts a move. */
int gr_octal_sparse_run(gr_octal *o, uint64_t stop, int threads, gr_error *err);
void gr_octal_sparse_free(struct gr_octal_sparse *sp);
/* The number of rare heaps below h. */
uint64_t gr_octal_rare_below(const gr_octal *o, uint64_t h);
/* Marks seen[v] for the options of heap n that leave no heap or one heap. */
void gr_octal_mark_simple(const gr_octal *o, uint64_t n, uint8_t *seen);

/* ---- three-heap splits (octal_triple.c) ---- */

typedef struct gr_octal_triple gr_octal_triple;

/* Whether the three-heap method computes the next heaps: some digit has
** bit 8 and the method has not given way to the plain mex (memory). */
int gr_octal_triple_usable(const gr_octal *o);
/* Inside the engine: heaps from o->count up to stop - 1 (room reserved), or
** fewer when the method's window would pass the memory limit
** (gr_octal_max_memory, less the table): then it frees its state and
** gr_octal_triple_usable says no from then on. GR_ENOMEM, GR_ERANGE. */
int gr_octal_triple_run(gr_octal *o, uint64_t stop, gr_error *err);
/* Nonzero once the method has given way to the plain mex. */
int gr_octal_triple_fallback(const gr_octal *o);
void gr_octal_triple_free(gr_octal_triple *st);

/* ---- periods (octal_period.c): looks at the table, never grows it ---- */

/* Examines the table as it is: fills o->period. */
void gr_octal_examine(gr_octal *o);
/* How far to compute next after the table reached heap size without a
** proof: an eighth more (a proof is then found at most 12.5% past the
** theorem's window), or, when a period already shows, exactly the heap its
** proof needs (the run stops the moment the window is covered). */
uint64_t gr_octal_next_size(const gr_octal *o, uint64_t size);

/* ---- moves (octal_moves.c) ---- */

/* Every move of heap n, once each ("7 -> 3", "7 -> 2 + 4"); the values of
** the parts are not needed. */
int gr_octal_moves(const gr_octal *o, uint64_t n, gr_option_fn fn, void *ctx);
/* Every move of heap n to value target; GR_EUNDECIDED when a part's value
** is unknown. Stops as soon as fn returns nonzero. */
int gr_octal_moves_to(gr_octal *o, uint64_t n, uint64_t target, gr_option_fn fn,
                      void *ctx, gr_error *err);

#endif
