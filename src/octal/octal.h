/*
** octal.h - the types of the take-and-break engine (src/octal/): the rules
** of a game, its value table and the state of its methods, and the
** constants they share. Types only, below every file of the engine: every
** file of the engine includes it (through its own header), and it names
** no function.
**
** A game removes k tokens from one heap (k = 0..t) and leaves 0, 1, 2 or 3
** non-empty heaps as digit d_k allows: bit 1 nothing, bit 2 one heap, bit 4
** two heaps, bit 8 three heaps (hexadecimal only). Grundy's game is 4.0 with
** the extra rule that the two heaps differ. The table keeps a byte a heap,
** values that do not fit kept aside (octal_table.c); a proved period answers
** every heap beyond the table in O(1).
*/
#ifndef GR_OCTAL_H
#define GR_OCTAL_H

#include <stdatomic.h>
#include <stdint.h>

#include "grundy.h"

#define GR_OCTAL_MAXDIGITS 32           /* digits d_0 .. d_31 */
#define GR_OCTAL_AUTO_LIMIT (1u << 16)  /* heaps computed on demand by value() */
#define GR_OCTAL_HARD_LIMIT (UINT64_C(1) << 32) /* heaps below this: a heap fits 32 bits */
#define GR_OCTAL_HIST 2048  /* heaps >= 1 counted by value mod this (the mask choice) */
#define GR_OCTAL_NARROW 255u  /* values below this are the table's byte itself */
#define GR_OCTAL_SPAN 64u     /* heaps a byte of the wide map stands for */
#define GR_OCTAL_WIDEN_FROM 1024u  /* heaps in a table before it may take 2 bytes a value */

/* What a checkpoint file holds, as its last check or save left it: its
** format (0: no file yet), the values it has, their running hash, the
** header slot and number of its last save (format 3), and which file it is
** as the run left it (device, inode, size, time of change in ns: a file put
** in its place since, or written by another, is not the run's any more). */
typedef struct gr_checkpoint_file {
    int format;
    uint64_t count, sum;
    unsigned long long seq;
    int slot;
    uint64_t id[4];
} gr_checkpoint_file;

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
    /* Read by the sparse method's helper thread for every chunk of its
    ** marks, and seldom written: */
    gr_octal_rules rules;
    uint8_t *g;           /* g[n] = G(n) when below narrow; else narrow: see wide */
    uint16_t *g16;        /* or, once wide heaps are common, g16[n] = G(n) (g NULL) */
    gr_octal_wide *wide;  /* the heaps with a value >= narrow (none with g16) */
    _Atomic uint8_t *widemap; /* widemap[n / GR_OCTAL_SPAN]: a wide heap among those */
    unsigned helper_lag;  /* the helper threads sleep this many microseconds before
                             every third block or heap, so that the main thread
                             takes their part over, and the sparse method's
                             helper within the other blocks, so that the main
                             thread takes the rest (tests; 0: never) */
    /* A cache line apart from the fields below, which the main thread
    ** writes for every heap: on a line of both, each of the helper's reads
    ** took it from the other core, and the main thread's next read of the
    ** line waited for it (Officers to 10^7 on two threads placed on cores
    ** that share no cache: 5.34-5.44 s then, 4.85-4.95 s apart). */
    char apart[64];
    uint64_t count, cap;
    uint64_t max_bytes;   /* the memory the table may take (the last reserve's) */
    unsigned narrow;      /* GR_OCTAL_NARROW (tests lower it) */
    uint64_t widen_from;  /* GR_OCTAL_WIDEN_FROM: no 2 bytes a value before (tests) */
    uint64_t nwide;
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
    int reach_plain;      /* the sparse method checks rare heaps with the plain code, on
                             any processor and with a helper too (tests) */
    unsigned check_values; /* and checks this many values a heap (tests; 0: its own) */
    unsigned pool_look;   /* and looks at its pool's size every this many heaps, taking
                             2^4, 2^5, 2^6, 2^5 heaps in turn (tests; 0: its own) */
    int wide_list;        /* and finds the checks with a wide part from the list of
                             wide heaps in every block (tests; 0: when few) */
    uint64_t takeovers;   /* parts of a helper's work the main thread took */
    uint64_t steals;      /* blocks whose far pass the main thread finished for the
                             helper of the sparse method */
    uint64_t checks;      /* blocks whose rare heaps to check the sparse method checked */
    uint64_t check_marks; /* heaps that marked them after all (checks_mark) */
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
        gr_checkpoint_file file;   /* what the checkpoint holds (octal_checkpoint.c) */
        int64_t last_report, last_save;
        uint64_t goal, stretch;
    } drive;
    gr_period period;     /* the best known periodicity */
    uint64_t period_tried; /* count when the period was last looked for */
} gr_octal;

#endif
