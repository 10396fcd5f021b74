/*
** octal_sparse.c - the rare/common ("sparse space") method for the value
** table of a take-and-break game whose moves leave at most two heaps, block
** by block, on one thread or two.
**
** Sparse space (Winning Ways ch. 4, "Sparse Space Spells Speed"): with a mask
** m, a value v is rare when popcount(v & m) is even, common otherwise. rare ^
** rare and common ^ common are rare, rare ^ common is common, so the common
** values among the options of heap n come only from splits with a rare part:
** few, and all are marked, or checked (below). Every rare value below the
** least missing common one must then be found among the other splits. The
** result is exact for any mask; a good mask (few rare heaps) makes it fast.
**
** The splits marked for every heap are those of a list of entries (b, G(b)):
** the rare heaps, which make the answer exact, and a pool of large heaps that
** recently completed a split to a hard rare value, which make the scan of
** all splits rare. Marking entry b for heap n sets row[n][G(b) ^ G(n-k-b)].
** The pool's size follows what it saves (pool_size_look), and once a few
** rare values are still wanted the scan looks at 32 splits a step
** (octal_find.c).
**
** Blocks: heaps are computed BLOCK at a time. The "far" entries of a block
** (both parts of each of their splits below `known`, a heap count reached two
** blocks earlier) are marked for the whole block at once, entry by entry:
** G(n-k-b) for consecutive n are consecutive in the table, and each row is a
** short byte array, so a mark is a load, a xor and a store. When several k
** split (0.354: 2 and 3), the split of heap n taking k is that of heap
** n - (k - k0) taking the least, k0: the entries are marked once, for k0,
** and each k's rows are those rows shifted, or'd 8 bytes a step
** (shifted_marks, shifted_rows). The block's own heaps are then done in order
** ("near" entries, the mex, the scan). The far pass of block i+2 needs only
** heaps below the start of block i+1, so a second thread does part of it
** (as much as keeps the first from waiting) while the first finishes block
** i+1. When
** the block's heaps start, the main thread marks early, the same way, what
** has become far since the plan: the pool heaps added meanwhile, and the
** near rare heaps over the heaps whose other part now lies below the block
** (mark_early); the heaps then mark only what their own block brings.
**
** Checks: three in five of the rare heaps are not marked at all. Once a
** block's far marks are made, each heap's first few free common values
** are compared with the values of its splits with those rare heaps, 32 or
** 64 heaps an instruction (gr_reach_16 and gr_reach_8, octal_find.c); the
** values reached are marked, and a heap whose least missing common value
** lies past the values compared marks those rare heaps itself (checks_run,
** checks_mark).
*/
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "base/debug.h"
#include "octal_find.h"
#include "octal_mark.h"
#include "octal_sparse.h"
#include "octal_table.h"

/* GR_CODE_PAD bytes of padding ahead of this file's code (make
** ENGINE_PAD=N) move every loop in it by that much: bench/bench_layout.sh
** times the engine built with 32 and without, to see whether a loop's
** speed hangs on where it falls in a 64-byte line (the far marks' did:
** docs/RESEARCH.md, "Where a loop falls in the code"). */
#ifdef GR_CODE_PAD
#define PAD_STR_(x) #x
#define PAD_STR(x) PAD_STR_(x)
__asm__(".text\n\t.skip " PAD_STR(GR_CODE_PAD) ", 0xcc\n");
#endif

#define BLOCK 64              /* heaps per block */
#define POOL_START 2048       /* large heaps in the pool: at first, */
#define POOL_MIN_BITS 4       /* at least 2^4, */
#define POOL_MAX_BITS GR_POOL_MAX_BITS   /* at most 2^15, */
#define POOL_LOOK 65536       /* heaps between looks at its size, */
#define POOL_STALE GR_POOL_STALE   /* and looks a size's measured cost is trusted */
#define SHARE_FLOOR 4         /* the main thread's share (64ths) at most this on average: its floor */
#define FIND_COST 32          /* marks a call of a find costs besides its splits */
#define RECENT_SIZE 1024      /* pool heaps added since the last plan, marked near */
#define MIN_ROW_BITS 7        /* rows hold values below 2^rb, rb >= this */
#define MAX_ROW_BITS 17       /* and rb <= this: values below 2^16 */
#define THREAD_MIN_HEAPS 32768 /* a helper thread pays for runs at least this long, */
#define THREAD_MIN_MARKS (1u << 24) /* or whose far marks are at least this many */
/* Rows a far pass marks together, entry by entry: the whole block, or 8
** when rows are 2 KB or more (values of 10 bits and more: Treblecross), so
** that the rows being marked stay in the first-level cache (0.007 to heap
** 400,000 on one thread: 10.7-13.9 s against 14.5-19.2 s). The entries are
** then read once for each tile. */
#define TILE(W) ((W) >= 2112 ? 8 : BLOCK)
/* Far entries a thread takes at a time, of the part both may do: 4,096
** marks a chunk, or 8,192 a tile for tiled rows. */
#define CHUNK(W) (TILE(W) == BLOCK ? (size_t)64 : (size_t)1024)
#define SHIFT 8               /* k that split at most this far apart: shifted_marks */
#define CHECK_MIN 256         /* rare heaps checked, not marked, from this one on */

typedef gr_part entry;

/* What the far pass of one block needs; made by the main thread. */
typedef struct block_plan {
    uint64_t start;           /* first heap of the block */
    uint64_t rare_lo, rare_hi; /* rare[rare_lo..rare_hi) are far */
    uint64_t pool_seq;        /* pool heaps added before this: in `far` */
    uint64_t nwide;           /* the wide heaps then (all below `known`) */
    size_t clear;             /* bytes of each row that marks may have set */
    /* Far entry i is sp->rares[marked + i] for i < nrare (shared, not
    ** copied), then far[i - nrare] (the far pool heaps, copied, and the
    ** rare heaps to check when the block cannot check them). The far rare
    ** heaps to check are sp->checks[checked..checked + nchecks). */
    size_t marked, nrare, npool, checked, nchecks;
    entry *far;
    size_t nfar, farcap, split;   /* entries 0..split marked by the main thread */
    /* far[0..ring_fill) is the pool's ring when sp->pool_seq was ring_seq,
    ** position for position (pool_copy); ring_fill 0: it is not. */
    uint64_t ring_seq, ring_lo;
    unsigned ring_fill, ring_size;
    int ring_again;           /* a pool heap was not yet far: copy it all next time */
    entry filler;             /* a far pool heap, in place of those that are not */
    uint8_t *rows[2];         /* marks of the main thread, of the helper */
    uint8_t *packed;          /* the helper's rows, a bit a value (below clear) */
    /* Who does entries split..nfar: 4 i + OPEN while block i's plan waits,
    ** + HELPER or + MAIN once a thread has taken it (claim). */
    atomic_uint_fast64_t taken;
    /* Once the helper has it, entries lo..hi are still to do, lo | hi << 32:
    ** the helper takes chunks from lo up, and the main thread, when it
    ** comes to the block first, from hi down (take). A line of its own:
    ** the helper writes it for every chunk, the main thread reads the
    ** fields above for every heap. */
    char pad0[64];
    atomic_uint_fast64_t cut;
    char pad1[64 - sizeof(atomic_uint_fast64_t)];
} block_plan;

enum { OPEN, HELPER, MAIN };

struct gr_octal_sparse {
    unsigned rb, width;       /* rows hold values below 2^rb; bytes a row */
    int ks[GR_OCTAL_MAXDIGITS], nks;   /* the k whose digit splits */
    /* The helper reads the fields above for every chunk of its marks; the
    ** main thread writes early[] for many heaps of a block: a cache line
    ** apart (see `apart` in struct gr_octal). */
    char apart[64];
    uint64_t early[GR_OCTAL_MAXDIGITS];   /* by k: rare[early..rare_lo) marked early */
    int early_on[GR_OCTAL_MAXDIGITS];     /* (mark_early), when on */
    entry early_whole[2 * BLOCK];         /* scratch: those marked over whole blocks */
    uint64_t early_seq;       /* pool heaps added before it are marked early */
    uint64_t early_nwide;     /* the wide heaps when the block started */
    entry early_pool[RECENT_SIZE];        /* scratch: those, as entries */
    block_plan plan[2];
    /* The rare heaps as entries, which the plans share rather than copy:
    ** during a run they are only appended to, in room reserved when it
    ** starts, so that the helper reads them while the main thread adds
    ** more. A copy for every plan rewrote lines the helper had read, each
    ** then taken back from its cache: plan_make took 8% of the samples of
    ** Grundy's game on two threads, 2% on one. */
    entry *rares;
    uint64_t nrares, rarescap;
    unsigned rares_mask;      /* the mask they are rare under */
    /* Three in five of the rare heaps from CHECK_MIN on are not marked but
    ** checked (checks_run): sp->checks, appended to like sp->rares, which
    ** holds the others; o->rare[0..nlisted) are in one or the other. */
    entry *checks;
    entry *narrow;            /* scratch: a block's to check with no wide value (checks_narrow) */
    uint64_t nchecks, nlisted;
    int checking, lists_checking;   /* this run checks; the lists were made so */
    uint16_t cands[GR_REACH_MAX][BLOCK];   /* the block's heaps' values checked */
    unsigned checked_to[BLOCK];   /* every common value up to this one unmarked was */
    unsigned ncands[BLOCK];   /* how many of cands[.][j] are values (the rest repeat) */
    uint8_t *scratch[2];      /* BLOCK + SHIFT rows: the main thread's, the helper's */
    entry pool[1u << POOL_MAX_BITS];
    unsigned poolpos, poolfill, poolsize;
    uint64_t scanned, scanned_from;   /* splits scanned since heap scanned_from */
    uint64_t looks;           /* looks at the pool's size so far */
    struct { uint64_t cost, look; } tried[POOL_MAX_BITS + 1];   /* by log2 of the size */
    gr_pool_trial trial;      /* of a larger pool with the helper, */
    uint64_t timed_ns, timed_heaps;   /* timed by the runs with it since the last look */
    entry recent[RECENT_SIZE];   /* the last heaps added, by sequence number */
    uint64_t pool_seq;        /* heaps ever added to the pool */
    uint8_t *want;            /* scratch: the rare values still looked for */
    uint16_t wl[GR_FIND_MAX]; /* and as a list, once few (wl_made) */
    unsigned nwl, wl_c;       /* how many; the heap's common mex (they are below) */
    int wl_made, fast;        /* the list is made; the finds run many splits a step */
    uint64_t plans_helped;    /* plans made with the helper since the last look, */
    uint64_t share_sum;       /* and the sum of their shares */
    uint64_t found;           /* splits the finds looked at (in scanned too), */
    uint64_t finds;           /* in how many calls */
    uint64_t marks;           /* far and near marks made since heap scanned_from, */
    uint64_t recent_marks;    /* of them the near marks of pool heaps (not in marks) */
    uint64_t unpack[256];     /* byte b as eight bytes of 0 or 1, byte i bit i of b */
    unsigned share;           /* the main thread's share of a far pass, in 64ths */
    /* the helper thread */
    pthread_t helper;
    int helping;
    /* The counters each have a cache line of their own (64 bytes apart from
    ** each other and from the fields above, which the main thread writes
    ** for every heap): a thread that spins on one does not take the line
    ** away from the other thread's writes. */
    char pad0[64];
    atomic_uint_fast64_t planned;   /* plans published: the helper may do block < this */
    char pad1[64 - sizeof(atomic_uint_fast64_t)];
    atomic_uint_fast64_t helped;    /* far passes the helper has finished */
    char pad2[64 - sizeof(atomic_uint_fast64_t)];
    atomic_uint_fast64_t quit;
    char pad3[64 - sizeof(atomic_uint_fast64_t)];
};

/* ---- marking ---- */

/* Entry e over the block whose first heap is m + k, looking aside for wide
** values, and but for the heap 2 e.heap (+ k) in Grundy's game, whose split
** into e.heap + e.heap is not a move. */
static void mark_exact(uint8_t *rows, const gr_octal *o, uint64_t nwide, entry e, uint64_t m,
                       unsigned w, unsigned nrows)
{
    uint64_t skip = o->rules.unequal ? 2 * (uint64_t)e.heap - m : UINT64_MAX;
    unsigned j;

    for (j = 0; j < nrows; j++)
        if (j != skip)
            rows[j * w + (size_t)(e.value ^ gr_octal_g_among(o, m + j - e.heap, nwide))] = 1;
}

/* Whether entry e over nrows heaps from m + k needs mark_exact: it splits
** one of them into equal halves (with eq_span, Grundy's game), or one of
** its parts is wide. */
#define MARKS_EXACTLY(o, nwide, e, m, eq_lo, eq_span, nrows)                   \
    ((e).heap - (eq_lo) < (eq_span) ||                                         \
     ((nwide) != 0 && gr_octal_wide_in(o, nwide, (m) - (e).heap, (m) - (e).heap + (nrows))))

/* Whether two-byte values may be read four at a time and taken apart by
** shifts: the first in the low bits. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define WIDE_LOADS 1
#else
#define WIDE_LOADS 0
#endif

/* Marks v ^ h[j] in rows j < 8, w bytes apart, the two-byte values read
** eight bytes at a time: Treblecross's marks, a load, a xor and a store
** each, took 0.37 ns (about one cycle); these 0.33 ns, the store alone 0.30
** (a microbenchmark on its own table, 2.6 GHz). Inlined with w a constant. */
static inline void marks8_16(uint8_t *row, size_t w, const uint16_t *h, size_t v)
{
    uint64_t a, b, v4 = v * 0x0001000100010001u;

    memcpy(&a, h, 8);
    memcpy(&b, h + 4, 8);
    a ^= v4;
    b ^= v4;
    row[(a & 0xffff)] = 1;
    row[w + ((a >> 16) & 0xffff)] = 1;
    row[2 * w + ((a >> 32) & 0xffff)] = 1;
    row[3 * w + (a >> 48)] = 1;
    row[4 * w + (b & 0xffff)] = 1;
    row[5 * w + ((b >> 16) & 0xffff)] = 1;
    row[6 * w + ((b >> 32) & 0xffff)] = 1;
    row[7 * w + (b >> 48)] = 1;
}

/* far_marks_W_B: entries e[0..n) over a whole block of heaps whose first
** is m + k, rows W bytes apart, the table of B bits a value (g or g16).
** The inner loops are unrolled with W a constant, so that a mark is a load,
** a xor and a store. Where the whole block is marked at once, GROUP
** entries are marked together, row by row, so that stores that follow
** each other fall in the few lines of one row: on the processor measured
** here (AMD EPYC, Zen 5) byte stores went at two a cycle when two in a row
** shared a line and at one a cycle when none did. Officers to 3*10^6 on
** one thread: 1.88-1.90 s against 2.33-2.36 s; Grundy's game 1.54-1.57 s
** against 1.94 s; groups of 2 and 8 were slower than 4, 6 no faster. The
** GROUP loops are unrolled by a pragma: written out by hand, gcc 12 made
** three of the four loads' addresses from a register summed each step,
** and lost the whole gain. The rows are unrolled by four as well: a row
** at a time (16 instructions a step), the loop's speed hung on where it
** fell in the code, 0 or 32 bytes into a 64-byte line, so that code moved
** by an unrelated change made Grundy's game to 10^7 on one thread take
** 6.9 s against 5.5 s; unrolled, 5.3 s either way. Entries that split a
** heap of the block into equal halves (in Grundy's game) or meet a wide
** heap go to mark_exact. */
#define GROUP 4
#define FAR_MARKS(W, B)                                                        \
    static void far_marks_##W##_##B(uint8_t *rows, const gr_octal *o, uint64_t nwide, \
                              const entry *e, size_t n, uint64_t m, int unequal) \
    {                                                                          \
        const uint##B##_t *table = B == 8 ? (const void *)o->g : (const void *)o->g16; \
        uint64_t eq_lo = (m + 1) / 2, eq_span = unequal ? BLOCK / 2 : 0;       \
        size_t i;                                                              \
        unsigned j, q, t, tile = TILE(W);                                      \
        for (t = 0; t < BLOCK; t += tile)                                      \
        for (i = 0; i < n; i++) {                                              \
            const uint##B##_t *h = table + m - e[i].heap + t;                  \
            if (tile == BLOCK && i + GROUP <= n) {                             \
                const uint##B##_t *hs[GROUP];                                  \
                size_t vs[GROUP];                                              \
                unsigned exact = 0;                                            \
                uint8_t *row = rows;                                           \
                _Pragma("GCC unroll 4")                                        \
                for (q = 0; q < GROUP; q++) {                                  \
                    exact |= MARKS_EXACTLY(o, nwide, e[i + q], m, eq_lo, eq_span, BLOCK); \
                    hs[q] = table + m - e[i + q].heap;                         \
                    vs[q] = e[i + q].value;                                    \
                }                                                              \
                if (!exact) {                                                  \
                    _Pragma("GCC unroll 4")                                    \
                    for (j = 0; j < BLOCK; j++, row += (W))                    \
                        _Pragma("GCC unroll 4")                                \
                        for (q = 0; q < GROUP; q++)                            \
                            row[vs[q] ^ hs[q][j]] = 1;                         \
                    i += GROUP - 1;                                            \
                    continue;                                                  \
                }                                                              \
            }                                                                  \
            size_t v = e[i].value;                                             \
            uint8_t *row = rows + (size_t)t * (W);                             \
            if (MARKS_EXACTLY(o, nwide, e[i], m, eq_lo, eq_span, BLOCK)) {     \
                if (t == 0)                                                    \
                    mark_exact(rows, o, nwide, e[i], m, W, BLOCK);             \
                continue;                                                      \
            }                                                                  \
            if (B == 16 && WIDE_LOADS) {                                       \
                for (j = 0; j < tile; j += 8, row += 8 * (W), h += 8)          \
                    marks8_16(row, W, (const uint16_t *)(const void *)h, v);   \
                continue;                                                      \
            }                                                                  \
            for (j = 0; j < tile; j += 8, row += 8 * (W), h += 8) {            \
                row[0 * (W) + (size_t)(v ^ h[0])] = 1;                         \
                row[1 * (W) + (size_t)(v ^ h[1])] = 1;                         \
                row[2 * (W) + (size_t)(v ^ h[2])] = 1;                         \
                row[3 * (W) + (size_t)(v ^ h[3])] = 1;                         \
                row[4 * (W) + (size_t)(v ^ h[4])] = 1;                         \
                row[5 * (W) + (size_t)(v ^ h[5])] = 1;                         \
                row[6 * (W) + (size_t)(v ^ h[6])] = 1;                         \
                row[7 * (W) + (size_t)(v ^ h[7])] = 1;                         \
            }                                                                  \
        }                                                                      \
    }

/* Widths (1 << rb) + 64: the extra line keeps rows off the same cache sets. */
FAR_MARKS(192, 8)
FAR_MARKS(320, 8)
FAR_MARKS(576, 8)
FAR_MARKS(1088, 8)
FAR_MARKS(2112, 8)
FAR_MARKS(4160, 8)
FAR_MARKS(8256, 8)
FAR_MARKS(192, 16)
FAR_MARKS(320, 16)
FAR_MARKS(576, 16)
FAR_MARKS(1088, 16)
FAR_MARKS(2112, 16)
FAR_MARKS(4160, 16)
FAR_MARKS(8256, 16)

typedef void far_marks_fn(uint8_t *rows, const gr_octal *o, uint64_t nwide, const entry *e,
                          size_t n, uint64_t m, int unequal);
static far_marks_fn *const far_marks_by_rb[2][14] = {
    {NULL, NULL, NULL, NULL, NULL, NULL, NULL,
     far_marks_192_8, far_marks_320_8, far_marks_576_8, far_marks_1088_8, far_marks_2112_8,
     far_marks_4160_8, far_marks_8256_8},
    {NULL, NULL, NULL, NULL, NULL, NULL, NULL,
     far_marks_192_16, far_marks_320_16, far_marks_576_16, far_marks_1088_16,
     far_marks_2112_16, far_marks_4160_16, far_marks_8256_16},
};
#define FAST_ROW_BITS 13      /* the last of far_marks_by_rb */

/* The same for any row width: values of 8192 and more, seldom seen. */
static void far_marks_any(uint8_t *rows, const gr_octal *o, uint64_t nwide, const entry *e,
                          size_t n, uint64_t m, int unequal, unsigned w)
{
    uint64_t eq_lo = (m + 1) / 2, eq_span = unequal ? BLOCK / 2 : 0;
    size_t i;
    unsigned j;

    for (i = 0; i < n; i++) {
        if (MARKS_EXACTLY(o, nwide, e[i], m, eq_lo, eq_span, BLOCK)) {
            mark_exact(rows, o, nwide, e[i], m, w, BLOCK);
            continue;
        }
        for (j = 0; j < BLOCK; j++)
            rows[j * w + (size_t)(e[i].value ^ gr_octal_g_among(o, m + j - e[i].heap, 0))] = 1;
    }
}

/* A row holds the options' values (below 2^bits) and the least missing
** common value (below 2 << bits): rb = bits + 1. */
static unsigned row_width(unsigned rb)
{
    return (1u << rb) + 64;
}

/* Bytes 8 at a time (the rows are 0 or 1 a byte, and padded). */
static uint64_t load8(const uint8_t *p)
{
    uint64_t x;

    memcpy(&x, p, 8);
    return x;
}

/* Entries e[0..n) over a whole block of heaps whose first is m + k, into
** rows, by the code for the rows' width. */
static void block_marks(const gr_octal *o, const struct gr_octal_sparse *sp, uint8_t *rows,
                        uint64_t nwide, const entry *e, size_t n, uint64_t m)
{
    if (sp->rb <= FAST_ROW_BITS)
        far_marks_by_rb[o->g16 != NULL][sp->rb](rows, o, nwide, e, n, m, o->rules.unequal);
    else
        far_marks_any(rows, o, nwide, e, n, m, o->rules.unequal, sp->width);
}

/* Entries e[0..n) over nrows heaps whose first is m + k, rows w bytes
** apart, for a few heaps (nrows from 1 to SHIFT): a load, a xor and a store
** a mark where no part is wide and no split of equal halves may fall among
** them (the table in locals), else mark_exact. */
static void few_marks(uint8_t *rows, const gr_octal *o, uint64_t nwide, const entry *e,
                      size_t n, uint64_t m, size_t w, unsigned nrows)
{
    uint64_t eq_lo = (m + 1) / 2, eq_span = o->rules.unequal ? (nrows + 1) / 2 : 0;
    const uint8_t *g = o->g;
    const uint16_t *g16 = o->g16;
    size_t i;
    unsigned j;

    if (nwide == 0 && eq_span == 0 && g16 == NULL) {   /* the common case: no test */
        if (nrows == 1) {
            for (i = 0; i < n; i++)
                rows[e[i].value ^ g[m - e[i].heap]] = 1;
            return;
        }
        for (i = 0; i < n; i++)
            for (j = 0; j < nrows; j++)
                rows[j * w + (e[i].value ^ g[m + j - e[i].heap])] = 1;
        return;
    }
    for (i = 0; i < n; i++) {
        unsigned v = e[i].value;
        if (MARKS_EXACTLY(o, nwide, e[i], m, eq_lo, eq_span, nrows))
            mark_exact(rows, o, nwide, e[i], m, (unsigned)w, nrows);
        else if (g16 != NULL)
            for (j = 0; j < nrows; j++)
                rows[j * w + (v ^ g16[m + j - e[i].heap])] = 1;
        else
            for (j = 0; j < nrows; j++)
                rows[j * w + (v ^ g[m + j - e[i].heap])] = 1;
    }
}

/* The bytes of each of block p's rows that marks may set, rounded up to 8
** (rows are or'd and packed 8 bytes a step). */
static size_t clear8(const block_plan *p)
{
    return (p->clear + 7) / 8 * 8;
}

/* The most and the least k that split, less each other. */
static unsigned shift_span(const struct gr_octal_sparse *sp)
{
    return (unsigned)(sp->ks[sp->nks - 1] - sp->ks[0]);
}

/* Whether the far pass of n entries marks them once for all the k that
** split (shifted_marks, shifted_rows) rather than once a k: the k lie within SHIFT of
** each other, and the marks saved pay for the rows' or. */
static int shifted_pays(const struct gr_octal_sparse *sp, size_t n, size_t clear)
{
    size_t span = shift_span(sp);

    return sp->nks >= 2 && span <= SHIFT &&
           n * ((size_t)sp->nks * BLOCK - (BLOCK + span)) > (size_t)(sp->nks + 1) * clear;
}

/* The split of heap n with part b and k taken is that of heap n - (k - k0)
** with k0 taken: so the marks of every k are those of the least, k0, over
** the block (into scratch row SHIFT + j for heap j of the block) and the
** span = kmax - k0 heaps before it (rows SHIFT - span to SHIFT, by
** few_marks), and row j of k is scratch row SHIFT + j - (k - k0).
** The heaps before the block have every far entry's part above 0: b < start
** - t. The rows are or'd 8 bytes a step. A pass in parts (the helper's,
** chunk by chunk) clears the scratch rows once, marks each part, and
** makes the rows once. */
static void shifted_clear(const struct gr_octal_sparse *sp, const block_plan *p,
                          uint8_t *scratch)
{
    size_t w = sp->width, bytes = clear8(p);
    unsigned j;

    for (j = SHIFT - shift_span(sp); j < BLOCK + SHIFT; j++)
        memset(scratch + j * w, 0, bytes);
}

/* Entries e[0..n) into the scratch rows. */
static void shifted_marks(const gr_octal *o, const struct gr_octal_sparse *sp,
                          const block_plan *p, const entry *e, size_t n, uint8_t *scratch)
{
    size_t w = sp->width;
    unsigned span = shift_span(sp);
    uint64_t m = p->start - (uint64_t)sp->ks[0];

    few_marks(scratch + (SHIFT - span) * w, o, p->nwide, e, n, m - span, w, span);
    block_marks(o, sp, scratch + SHIFT * w, p->nwide, e, n, m);
}

/* Each k's rows from the scratch rows, into rows or added to them. */
static void shifted_rows(const struct gr_octal_sparse *sp, const block_plan *p,
                         uint8_t *rows, const uint8_t *scratch, int add)
{
    size_t w = sp->width, c, bytes = clear8(p), back[GR_OCTAL_MAXDIGITS];
    unsigned j;
    int k, nks = sp->nks;

    for (k = 0; k < nks; k++)
        back[k] = (size_t)(sp->ks[k] - sp->ks[0]) * w;
    for (j = 0; j < BLOCK; j++) {
        uint8_t *row = rows + j * w;
        const uint8_t *own = scratch + (j + SHIFT) * w;
        if (!add)
            memcpy(row, own, bytes);   /* k0's row, and the others or'd in */
        for (k = add ? 0 : 1; k < nks; k++)
            for (c = 0; c < bytes; c += 8) {
                uint64_t x = load8(row + c) | load8(own - back[k] + c);
                memcpy(row + c, &x, 8);
            }
    }
}

/* Far entries from..to of plan p as runs e[0..n), at most two: rare
** heaps, then pool heaps; the number of runs. */
typedef struct span {
    const entry *e;
    size_t n;
} span;

static int far_spans(const struct gr_octal_sparse *sp, const block_plan *p, size_t from,
                     size_t to, span s[2])
{
    int n = 0;

    if (from < p->nrare) {
        size_t end = to < p->nrare ? to : p->nrare;
        s[n].e = sp->rares + p->marked + from;
        s[n++].n = end - from;
        from = end;
    }
    if (from < to) {
        s[n].e = p->far + (from - p->nrare);
        s[n++].n = to - from;
    }
    return n;
}

/* Far entries from..to of plan p added to rows, k by k. */
static void far_marks(const gr_octal *o, const struct gr_octal_sparse *sp,
                      const block_plan *p, size_t from, size_t to, uint8_t *rows)
{
    span s[2];
    int k, i, n = far_spans(sp, p, from, to, s);

    for (k = 0; k < sp->nks; k++)
        for (i = 0; i < n; i++)
            block_marks(o, sp, rows, p->nwide, s[i].e, s[i].n, p->start - (uint64_t)sp->ks[k]);
}

/* Far entries from..to of plan p into the scratch rows (shifted_marks). */
static void far_shifted_marks(const gr_octal *o, const struct gr_octal_sparse *sp,
                              const block_plan *p, size_t from, size_t to, uint8_t *scratch)
{
    span s[2];
    int i, n = far_spans(sp, p, from, to, s);

    for (i = 0; i < n; i++)
        shifted_marks(o, sp, p, s[i].e, s[i].n, scratch);
}

/* Clears the bytes of block p's rows that marks may set: below 2^bits,
** where bits is what the values needed when the plan was made; the rest of
** a row is never set. */
static void rows_clear(const struct gr_octal_sparse *sp, const block_plan *p, uint8_t *rows)
{
    unsigned j;

    for (j = 0; j < BLOCK; j++)
        memset(rows + (size_t)j * sp->width, 0, p->clear);
}

/* Marks far entries from..to of plan p into rows: cleared first, or with add
** among the marks they hold. scratch is the calling thread's (for a
** shifted pass). */
static void far_pass(const gr_octal *o, const struct gr_octal_sparse *sp,
                     const block_plan *p, size_t from, size_t to, uint8_t *rows,
                     uint8_t *scratch, int add)
{
    if (shifted_pays(sp, to - from, p->clear)) {
        shifted_clear(sp, p, scratch);
        far_shifted_marks(o, sp, p, from, to, scratch);
        shifted_rows(sp, p, rows, scratch, add);
        return;
    }
    if (!add)
        rows_clear(sp, p, rows);
    far_marks(o, sp, p, from, to, rows);
}

/* The bytes of block p's packed rows that hold marks. */
static size_t packed_bytes(const block_plan *p)
{
    return clear8(p) / 8;
}

/* Bytes a packed row: the marks lie below 2^(rb - 1) (rb >= bits + 1), a
** bit each, so that row j starts at a multiple of its own size and a row
** of up to 512 values is one cache line, two or more rows of fewer share
** one. With the byte rows' width (a line more than the values) a row of
** Officers' 512 values lay across two lines, and the main thread took 120
** lines a block from the helper's core instead of 64. */
static unsigned packed_stride(unsigned rb)
{
    return 1u << (rb - 4);
}

/* Packed row j of block p. */
static uint8_t *packed_row(const struct gr_octal_sparse *sp, const block_plan *p, unsigned j)
{
    return p->packed + (size_t)j * packed_stride(sp->rb);
}

/* The helper's rows of plan p, a bit a value, for the main thread to read:
** a row of Officers' is then one cache line to bring from the other core
** instead of up to eight, and the byte rows, which the helper writes again
** two blocks later, never leave its core. */
static void pack_rows(const struct gr_octal_sparse *sp, block_plan *p)
{
    size_t j;

    gr_assert(packed_bytes(p) <= packed_stride(sp->rb));
    for (j = 0; j < BLOCK; j++)
        gr_pack_bits(p->rows[1] + j * sp->width, packed_bytes(p), packed_row(sp, p, j));
}

/* The split of m with part b, when it is a legal split. */
static void mark_near(const gr_octal *o, uint8_t *s, uint64_t m, uint64_t b, unsigned v)
{
    if (b < m && !(o->rules.unequal && 2 * b == m))
        s[v ^ gr_octal_g(o, m - b)] = 1;
}

/* ---- the helper thread ---- */

#define SPINS 1000   /* looks at a counter before yielding the processor */

/* Waits until *x > above or sp->quit; returns 0 when it did not wait. The
** wait spins, yielding the processor now and then, and never sleeps: waking
** a sleeping thread costs more than the whole wait usually lasts. */
static int wait_above(struct gr_octal_sparse *sp, atomic_uint_fast64_t *x, uint64_t above)
{
    unsigned spins = 0;

    if (atomic_load(x) > above)
        return 0;
    while (atomic_load(x) <= above && !atomic_load(&sp->quit))
        if (++spins % SPINS == 0)
            sched_yield();
    return 1;
}

/* Takes the rest of block i's far pass for thread `who` (HELPER or MAIN):
** 1 when it was still open. */
static int claim(block_plan *p, uint64_t i, unsigned who)
{
    uint_fast64_t open = 4 * i + OPEN;

    return atomic_compare_exchange_strong(&p->taken, &open, 4 * i + who);
}

/* The halves of a plan's cut: entries lo..hi are still to do. */
static size_t cut_lo(uint_fast64_t cut)
{
    return (size_t)(cut & 0xffffffffu);
}

static size_t cut_hi(uint_fast64_t cut)
{
    return (size_t)(cut >> 32);
}

/* Whether any of block p's far entries is still to do. */
static int cut_open(block_plan *p)
{
    uint_fast64_t cut = atomic_load(&p->cut);

    return cut_lo(cut) < cut_hi(cut);
}

/* Takes a chunk of block p's far entries still to do, [*from, *to): from
** the bottom for the helper, from the top for the main thread (back); 0
** when none is left. */
static int take(block_plan *p, size_t chunk, int back, size_t *from, size_t *to)
{
    uint_fast64_t cut = atomic_load(&p->cut), next;

    do {
        size_t lo = cut_lo(cut), hi = cut_hi(cut);
        if (lo >= hi)
            return 0;
        if (back) {
            *to = hi;
            *from = hi - lo > chunk ? hi - chunk : lo;
            next = lo | (uint_fast64_t)*from << 32;
        } else {
            *from = lo;
            *to = hi - lo > chunk ? lo + chunk : hi;
            next = *to | (uint_fast64_t)hi << 32;
        }
    } while (!atomic_compare_exchange_weak(&p->cut, &cut, next));
    return 1;
}

/* Tests (helper_lag set): in every third block the helper, once it has
** the block, waits for the main thread to take all its part (steal), and
** the main thread waits for the helper to have it first. */
static int hands_over(const gr_octal *o, uint64_t i)
{
    return o->helper_lag != 0 && i % 3 == 2;
}

/* The helper's part of block i's far pass, chunk by chunk, as long as the
** main thread has not taken the rest (steal), then packed for it. */
static void helper_pass(gr_octal *o, struct gr_octal_sparse *sp, block_plan *p, uint64_t i)
{
    int shifted = shifted_pays(sp, p->nfar - p->split, p->clear), first = 1;
    uint8_t *rows = p->rows[1], *scratch = sp->scratch[1];
    size_t from, to;

    if (shifted)
        shifted_clear(sp, p, scratch);
    else
        rows_clear(sp, p, rows);
    if (hands_over(o, i))   /* tests: the main thread takes it all */
        while (cut_open(p) && !atomic_load(&sp->quit))   /* unless the run ends first */
            sched_yield();
    while (take(p, CHUNK(sp->width), 0, &from, &to)) {
        if (shifted)
            far_shifted_marks(o, sp, p, from, to, scratch);
        else
            far_marks(o, sp, p, from, to, rows);
        if (first)   /* tests: the main thread may take the rest */
            gr_octal_helper_lag(o, i + 2);
        first = 0;
    }
    if (shifted)
        shifted_rows(sp, p, rows, scratch, 0);
    pack_rows(sp, p);
}

/* The main thread at block i, when the helper has its far pass and has not
** finished it: the rest, from the top, added to the main thread's rows
** (the k one by one: the chunks are few); 1 if it took any. */
static int steal(gr_octal *o, struct gr_octal_sparse *sp, block_plan *p)
{
    size_t from, to;
    int took = 0;

    while (take(p, CHUNK(sp->width), 1, &from, &to)) {
        far_marks(o, sp, p, from, to, p->rows[0]);
        took = 1;
    }
    return took;
}

/* The helper: the far pass of block i, from the main thread's split on,
** as soon as the block is planned, unless the main thread came to the
** block first and took it (the helper was held up: another program had
** the core); what the helper has not done when the main thread comes to
** the block, the main thread does, so that neither waits long for the
** other. */
static void *helper_main(void *arg)
{
    gr_octal *o = arg;
    struct gr_octal_sparse *sp = o->sparse;
    uint64_t i;

    for (i = 2;; i++) {
        block_plan *p = &sp->plan[i % 2];
        wait_above(sp, &sp->planned, i);
        if (atomic_load(&sp->planned) <= i)
            return NULL;   /* quit */
        gr_octal_helper_lag(o, i);
        if (claim(p, i, HELPER))
            helper_pass(o, sp, p, i);
        atomic_store(&sp->helped, i + 1);
    }
}

static void helper_stop(struct gr_octal_sparse *sp)
{
    if (!sp->helping)
        return;
    atomic_store(&sp->quit, 1);
    pthread_join(sp->helper, NULL);
    sp->helping = 0;
}

/* ---- the pool ---- */

static void pool_add(gr_octal *o, uint64_t b)
{
    struct gr_octal_sparse *sp = o->sparse;
    entry e = {(uint32_t)b, (uint16_t)gr_octal_g(o, b)};

    sp->pool[sp->poolpos] = e;
    sp->poolpos = (sp->poolpos + 1) % sp->poolsize;
    if (sp->poolfill < sp->poolsize)
        sp->poolfill++;
    sp->recent[sp->pool_seq++ % RECENT_SIZE] = e;
}

/* ---- plans ---- */

static int plan_reserve(block_plan *p, size_t n)
{
    entry *f;

    if (n <= p->farcap && p->far != NULL)
        return GR_OK;
    n = n < 64 ? 128 : n * 2;   /* never empty: far + 0 must point somewhere */
    if ((f = realloc(p->far, n * sizeof *f)) == NULL)
        return GR_ENOMEM;
    p->far = f;
    p->farcap = n;
    return GR_OK;
}

/* Whether rare heap o->rare[i] is checked rather than marked: three in
** five from CHECK_MIN on, spread evenly. The marks of the others then leave
** few common values below a heap's least missing one unmarked: with two in
** five checked, more than six in 4.6% of Treblecross's heaps from 400,000
** on (counted offline, the rare marks alone), against 12.7% when the
** largest two fifths of the rare heaps are checked. With the pool's marks
** and the near ones, and GR_REACH_MAX values checked a heap, 4.7% of
** Officers' and Treblecross's heaps to 10^6 mark the checked rare heaps
** after all, 0.4% of Grundy's game's (1.7%, 1.4% and 0.1% with two in five
** and six values, which made Grundy's game 3-4% slower). */
static int rare_checked(const gr_octal *o, const struct gr_octal_sparse *sp, uint64_t i)
{
    return sp->lists_checking && o->rare[i] >= CHECK_MIN && i % 5 >= 2;
}

/* The rare heaps listed since the last call, as entries of the list of
** those marked or of those checked (the room is reserved: rares_reserve). */
static void rares_add(const gr_octal *o, struct gr_octal_sparse *sp)
{
    gr_assert(o->nrare <= sp->rarescap);
    for (; sp->nlisted < o->nrare; sp->nlisted++) {
        entry e = {o->rare[sp->nlisted], o->rareval[sp->nlisted]};
        if (rare_checked(o, sp, sp->nlisted))
            sp->checks[sp->nchecks++] = e;
        else
            sp->rares[sp->nrares++] = e;
    }
}

/* Before a run of up to `heaps` heaps, room for every rare heap it may
** add (at most one a heap), so that the lists never move while the helper
** reads them; listed anew when the mask has changed since, or whether the
** run checks. */
static int rares_reserve(const gr_octal *o, struct gr_octal_sparse *sp, uint64_t heaps)
{
    uint64_t need = o->nrare + heaps;

    if (sp->rares_mask != o->mask || sp->nlisted > o->nrare ||
        sp->lists_checking != sp->checking) {
        sp->nrares = sp->nchecks = sp->nlisted = 0;
        sp->rares_mask = o->mask;
        sp->lists_checking = sp->checking;
    }
    if (need > sp->rarescap) {
        entry *r, *c;
        if (need > SIZE_MAX / sizeof *r / 2 ||
            (r = realloc(sp->rares, 2 * need * sizeof *r)) == NULL)
            return GR_ENOMEM;
        sp->rares = r;
        if ((c = realloc(sp->checks, 2 * need * sizeof *c)) == NULL)
            return GR_ENOMEM;
        sp->checks = c;
        if ((c = realloc(sp->narrow, 2 * need * sizeof *c)) == NULL)
            return GR_ENOMEM;
        sp->narrow = c;
        sp->rarescap = 2 * need;
    }
    rares_add(o, sp);
    return GR_OK;
}

/* The number of entries of e[0..n) (ascending) whose heap is below h. */
static size_t entries_below(const entry *e, size_t n, uint64_t h)
{
    size_t lo = 0, hi = n;

    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (e[mid].heap < h)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* Whether pool heap e is far for a plan: both parts of its splits known. */
static int pool_far(entry e, uint64_t lo, uint64_t hi)
{
    return e.heap >= lo && e.heap < hi;
}

/* Plan p's copy of the pool's far heaps (lo <= heap < hi), far[0..poolfill):
** entry i is pool[i] if that is far, else another far pool heap, whose
** marks are then made twice, to no effect. The copy thus stays the ring's
** position for position, and the next plan of the slot rewrites only the
** entries the pool has replaced since (of Officers' 1,046 pool heaps about
** 138 in two blocks, all far; comparing every entry was 5% of the main
** thread's samples on two threads). Entries are written only where they
** changed: the helper's copy of the line stays. Returns how many; 0 when
** no pool heap is far. */
static size_t pool_copy(struct gr_octal_sparse *sp, block_plan *p, uint64_t lo, uint64_t hi)
{
    uint64_t d = sp->pool_seq - p->ring_seq;
    unsigned i, k, n;

    if (p->ring_fill != sp->poolfill || p->ring_again || p->ring_lo != lo ||
        p->ring_size != sp->poolsize || d >= sp->poolsize) {
        for (i = 0; i < sp->poolfill && !pool_far(sp->pool[i], lo, hi); i++)
            ;
        p->ring_fill = 0;
        if (i == sp->poolfill)
            return 0;
        p->filler = sp->pool[i];
        p->ring_again = 0;
        i = 0;
        n = sp->poolfill;
    } else {   /* the heaps added since: the d positions before poolpos */
        i = (unsigned)((sp->poolpos + sp->poolsize - d) % sp->poolsize);
        n = (unsigned)d;
    }
    for (k = 0; k < n; k++, i = i + 1 < sp->poolsize ? i + 1 : 0) {
        entry e = sp->pool[i];
        if (!pool_far(e, lo, hi)) {
            p->ring_again |= e.heap >= hi;   /* far later */
            e = p->filler;
        }
        if (i >= p->ring_fill || p->far[i].heap != e.heap || p->far[i].value != e.value)
            p->far[i] = e;
    }
    p->ring_seq = sp->pool_seq;
    p->ring_lo = lo;
    p->ring_size = sp->poolsize;
    p->ring_fill = sp->poolfill;
    return sp->poolfill;
}

/* Plans block `start` with the heaps below `known` final: the far entries
** are the rare heaps and pool heaps b with lo <= b < hi. */
static int plan_make(const gr_octal *o, struct gr_octal_sparse *sp, block_plan *p,
                     uint64_t start, uint64_t known)
{
    uint64_t lo, hi = start > (uint64_t)o->rules.t ? start - (uint64_t)o->rules.t : 0;
    size_t n = 0;

    p->start = start;
    lo = start + BLOCK > known ? start + BLOCK - known : 1;
    if (hi > known)
        hi = known;
    if (hi < lo)
        hi = lo;
    rares_add(o, sp);   /* every rare heap is in one list or the other */
    p->marked = entries_below(sp->rares, sp->nrares, lo);
    p->nrare = entries_below(sp->rares, sp->nrares, hi) - p->marked;
    p->checked = entries_below(sp->checks, sp->nchecks, lo);
    p->nchecks = entries_below(sp->checks, sp->nchecks, hi) - p->checked;
    p->rare_lo = p->marked + p->checked;
    p->rare_hi = p->rare_lo + p->nrare + p->nchecks;
    /* entries lo..hi to do are two 32-bit halves of p->cut */
    if (p->nrare > UINT32_MAX - sp->poolfill || plan_reserve(p, sp->poolfill) != GR_OK)
        return GR_ENOMEM;
    n = pool_copy(sp, p, lo, hi);
    p->npool = n;
    n += p->nrare;
    p->nfar = n;
    sp->marks += n * BLOCK * (size_t)sp->nks;
    p->split = sp->helping ? n * sp->share / 64 : n;
    atomic_store(&p->cut, p->split | (uint_fast64_t)n << 32);
    if (sp->helping) {
        sp->plans_helped++;
        sp->share_sum += sp->share;
    }
    p->pool_seq = sp->pool_seq;
    p->nwide = o->nwide;
    p->clear = (size_t)1 << o->bits;
    return GR_OK;
}

/* ---- one heap ---- */

/* The near marks of the rare heaps rare[from..to) for the splits of m, when
** each is a legal split (below m, not of equal halves) and no part m - b is
** wide: a load, a xor and a store a mark (the table in locals). */
static void mark_rare_direct(const gr_octal *o, uint8_t *s, uint64_t m, uint64_t from,
                             uint64_t to)
{
    const uint32_t *heap = o->rare;
    const uint16_t *val = o->rareval;
    uint64_t i;

    if (o->g16 != NULL) {
        const uint16_t *g = o->g16 + m;
        for (i = from; i < to; i++)
            s[val[i] ^ g[-(int64_t)heap[i]]] = 1;
    } else {
        const uint8_t *g = o->g + m;
        for (i = from; i < to; i++)
            s[val[i] ^ g[-(int64_t)heap[i]]] = 1;
    }
}

/* The near marks of the rare heaps rare[from..to) (ascending) for the splits
** of m: directly when the table has 2 bytes a value or no wide heap lies
** among the parts m - b, leaving out the heap of equal halves when Grundy's
** game has one there; else each looks aside. */
static void mark_near_rare(const gr_octal *o, uint8_t *s, uint64_t m, uint64_t from,
                           uint64_t to)
{
    const uint32_t *heap = o->rare;
    uint64_t i, lo, hi;

    while (to > from && heap[to - 1] >= m)
        to--;
    if (from >= to)
        return;
    if (o->g16 == NULL && gr_octal_wide_in(o, o->nwide, m - heap[to - 1], m - heap[from] + 1)) {
        for (i = from; i < to; i++)
            mark_near(o, s, m, heap[i], o->rareval[i]);
        return;
    }
    if (!o->rules.unequal || m % 2 != 0 || heap[to - 1] < m / 2) {
        mark_rare_direct(o, s, m, from, to);
        return;
    }
    for (lo = from, hi = to; lo < hi;) {   /* the first heap >= m / 2 */
        uint64_t mid = lo + (hi - lo) / 2;
        if (heap[mid] < m / 2)
            lo = mid + 1;
        else
            hi = mid;
    }
    mark_rare_direct(o, s, m, from, lo);
    mark_rare_direct(o, s, m, lo + (lo < to && heap[lo] == m / 2), to);
}

/* The near marks of the pool heaps recent[seq % RECENT_SIZE] for seq in
** from..to, when no heap is wide (a table of 2 bytes a value, or none yet). */
static void mark_near_recent(const gr_octal *o, uint8_t *s, uint64_t m, const entry *recent,
                             uint64_t from, uint64_t to)
{
    uint64_t seq, skip = o->rules.unequal && m % 2 == 0 ? m / 2 : UINT64_MAX;

    if (o->g16 != NULL) {
        const uint16_t *g = o->g16;
        for (seq = from; seq < to; seq++) {
            entry e = recent[seq % RECENT_SIZE];
            if (e.heap < m && e.heap != skip)
                s[e.value ^ g[m - e.heap]] = 1;
        }
    } else {
        const uint8_t *g = o->g;
        for (seq = from; seq < to; seq++) {
            entry e = recent[seq % RECENT_SIZE];
            if (e.heap < m && e.heap != skip)
                s[e.value ^ g[m - e.heap]] = 1;
        }
    }
}

/* Marks the near entries of heap n: the rare heaps the plan left out, and
** the pool heaps added since it was made (the last of them that the pool
** holds: more would be marks the pool has given up). */
static void mark_near_all(const gr_octal *o, struct gr_octal_sparse *sp,
                          const block_plan *p, uint64_t n, uint8_t *s)
{
    uint64_t seq, keep = sp->poolsize < RECENT_SIZE ? sp->poolsize : RECENT_SIZE;
    int k;

    for (k = 0; k < sp->nks; k++) {
        uint64_t m = n - (uint64_t)sp->ks[k], j = n - p->start;
        if (n < (uint64_t)sp->ks[k] + 2)
            continue;
        /* rare heap b was marked early for heaps j < b + k of the block */
        while (sp->early[k] < p->rare_lo && o->rare[sp->early[k]] + (uint64_t)sp->ks[k] <= j)
            sp->early[k]++;
        if (sp->early_on[k] && o->nwide == sp->early_nwide)
            mark_rare_direct(o, s, m, 0, sp->early[k]);
        else
            mark_near_rare(o, s, m, 0, p->rare_lo);
        mark_near_rare(o, s, m, p->rare_hi, o->nrare);
        seq = sp->pool_seq > keep ? sp->pool_seq - keep : 0;
        seq = seq > p->pool_seq ? seq : p->pool_seq;
        seq = seq > sp->early_seq ? seq : sp->early_seq;
        sp->marks += p->rare_lo + (o->nrare - p->rare_hi);
        sp->recent_marks += sp->pool_seq - seq;
        if (o->g16 != NULL || o->nwide == 0)
            mark_near_recent(o, s, m, sp->recent, seq, sp->pool_seq);
        else
            for (; seq < sp->pool_seq; seq++) {
                entry e = sp->recent[seq % RECENT_SIZE];
                mark_near(o, s, m, e.heap, e.value);
            }
    }
}

/* A split of m with value v wanted: found. Returns how many are still
** missing. */
static uint64_t scan_found(gr_octal *o, uint64_t m, uint64_t a, unsigned v, uint64_t need,
                           uint8_t *want)
{
    struct gr_octal_sparse *sp = o->sparse;
    unsigned i;

    want[v] = 0;
    for (i = 0; i < sp->nwl && sp->wl_made; i++)
        if (sp->wl[i] == v) {
            sp->wl[i] = sp->wl[--sp->nwl];
            break;
        }
    pool_add(o, m - a);
    return need - 1;
}

/* The wanted values (want[v], v < the heap's common mex) as a list for
** the finds, made once a heap when first asked; those below 256 only for
** a table of bytes (no XOR of two bytes is more). Returns how many. */
static unsigned wanted_list(struct gr_octal_sparse *sp, const uint8_t *want, unsigned bits,
                            uint16_t *w)
{
    unsigned v, i, n = 0;

    if (!sp->wl_made) {   /* eight bytes of want (0 or 1) a step, the set ones by their bits */
        for (v = 0, sp->nwl = 0; v < sp->wl_c && sp->nwl < GR_FIND_MAX; v += 8) {
            uint64_t x = load8(want + v);
            if (sp->wl_c - v < 8)
                x &= ((uint64_t)1 << (8 * (sp->wl_c - v))) - 1;
            for (; x != 0 && sp->nwl < GR_FIND_MAX; x &= x - 1)
                sp->wl[sp->nwl++] = (uint16_t)(v + (unsigned)__builtin_ctzll(x) / 8);
        }
        sp->wl_made = 1;
    }
    for (i = 0; i < sp->nwl; i++)
        if (bits == 16 || sp->wl[i] < 256)
            w[n++] = sp->wl[i];
    return n;
}

/* scan_B: scans the splits a + (m - a) of a in lo..hi-1 for the values v
** with want[v], the values being the entries of the table of B bits a
** value themselves (no wide heap among the parts); clears what it finds,
** puts the large part of each find in the pool, and returns how many are
** still missing (*at: where it stopped). Eight splits are looked at
** together: finds are rare, so their loads run side by side and one branch
** serves the eight. Once GR_FIND_MAX values or fewer are missing, a find
** (octal_find.c) looks at STEP splits at a time where the processor can. */
#define SCAN(B, STEP)                                                          \
    static uint64_t scan_##B(gr_octal *o, const uint##B##_t *g, uint64_t m, uint64_t lo, \
                             uint64_t hi, uint64_t need, uint8_t *want, uint64_t *at) \
    {                                                                          \
        struct gr_octal_sparse *sp = o->sparse;                                \
        uint64_t a = lo, end;                                                  \
        uint16_t w[GR_FIND_MAX];                                               \
        unsigned nw;                                                           \
        while (a < hi) {                                                       \
            if (need <= GR_FIND_MAX && sp->fast && hi - a >= 2 * (STEP)) {     \
                if ((nw = wanted_list(sp, want, B, w)) == 0)                   \
                    break;   /* what is missing is no XOR of two bytes */      \
                end = gr_find_##B(g, m, a, hi, w, nw);                         \
                sp->found += end - a;                                          \
                sp->finds++;                                                   \
                a = end;                                                       \
                if (a + (STEP) <= hi) {   /* a find, not the end of the steps */ \
                    if (want[g[a] ^ g[m - a]] &&                               \
                        (need = scan_found(o, m, a, g[a] ^ g[m - a], need, want)) == 0) { \
                        *at = a;                                               \
                        return 0;                                              \
                    }                                                          \
                    a++;                                                       \
                    continue;                                                  \
                }                                                              \
            }                                                                  \
            for (; a + 8 <= hi; a += 8) {                                      \
                const uint##B##_t *h = g + m - a;                              \
                if (want[g[a] ^ h[0]] | want[g[a + 1] ^ h[-1]] |               \
                    want[g[a + 2] ^ h[-2]] | want[g[a + 3] ^ h[-3]] |          \
                    want[g[a + 4] ^ h[-4]] | want[g[a + 5] ^ h[-5]] |          \
                    want[g[a + 6] ^ h[-6]] | want[g[a + 7] ^ h[-7]])           \
                    break;                                                     \
            }                                                                  \
            for (end = a + 8 <= hi ? a + 8 : hi; a < end; a++)                 \
                if (want[g[a] ^ g[m - a]] &&                                   \
                    (need = scan_found(o, m, a, g[a] ^ g[m - a], need, want)) == 0) { \
                    *at = a;                                                   \
                    return 0;                                                  \
                }                                                              \
        }                                                                      \
        *at = hi;                                                              \
        return need;                                                           \
    }

SCAN(8, 32)
SCAN(16, 16)

/* Scans every split of m for the values v with want[v] (see scan_8), as
** far at a time as no part is wide, so that the finds run on; a split with
** a wide part looks aside. The wide heaps among the parts come from the
** wide list (ascending), from both ends: lo, the first at or past a; hi,
** one past the last at or below m - a, the other part of split a. Scans
** by spans of 64 splits (a byte of the wide map) began their finds anew at
** each span and left the rest of it to one split at a time, and reading
** the map ahead took 10% of the time: Grundy's game on one thread to 10^7
** took 5.38-5.49 s against 4.58-4.61 s now, to 10^8 64.76 s against 53.88 s
** (docs/RESEARCH.md, stop 52). */
static uint64_t scan_splits(gr_octal *o, uint64_t m, uint64_t need, uint8_t *want)
{
    uint64_t a = 1, end, top = o->rules.unequal ? (m - 1) / 2 : m / 2, lo = 0, hi = o->nwide;
    unsigned v;

    if (o->g16 != NULL) {
        need = scan_16(o, o->g16, m, a, top + 1, need, want, &a);
        o->sparse->scanned += a;
        return need;
    }
    while (a <= top && need > 0) {
        end = top + 1;
        for (; lo < o->nwide && gr_octal_wide_heap(o, lo) < a; lo++)
            ;
        for (; hi > 0 && gr_octal_wide_heap(o, hi - 1) > m - a; hi--)
            ;
        if (lo < o->nwide && gr_octal_wide_heap(o, lo) < end)
            end = gr_octal_wide_heap(o, lo);
        if (hi > 0 && m - gr_octal_wide_heap(o, hi - 1) < end)
            end = m - gr_octal_wide_heap(o, hi - 1);
        if (end > a) {   /* splits a..end-1: no part is wide */
            need = scan_8(o, o->g, m, a, end, need, want, &a);
            continue;
        }
        v = gr_octal_g(o, a) ^ gr_octal_g(o, m - a);   /* a part of split a is wide */
        if (want[v])
            need = scan_found(o, m, a, v, need, want);
        a++;
    }
    o->sparse->scanned += a - 1;
    return need;
}

/* log2 of a pool size (a power of two). */
static unsigned pool_bits(unsigned size)
{
    unsigned b = 0;

    while ((1u << b) < size)
        b++;
    return b;
}

/* Whether the pool of 2^b heaps, measured lately, cost more a heap than
** `cost`: a size measured long ago, or never, is worth a try. */
static int pool_worse(const struct gr_octal_sparse *sp, unsigned b, uint64_t cost)
{
    return sp->tried[b].look != 0 && sp->looks - sp->tried[b].look < POOL_STALE &&
           sp->tried[b].cost >= cost;
}

unsigned gr_pool_try(gr_pool_trial *t, uint64_t looks, unsigned b, uint64_t cost,
                     unsigned next, int doubled)
{
    if (t->from != 0) {   /* the look before began a trial of 2^b */
        unsigned from = t->from;
        t->from = 0;
        if (cost + cost / GR_POOL_MARGIN < t->cost)
            return next;
        t->failed[b] = looks;
        return from;
    }
    if (doubled && next == b + 1) {
        if (t->failed[next] != 0 && looks - t->failed[next] < GR_POOL_STALE)
            return b;
        t->from = b;
        t->cost = cost;
    }
    return next;
}

/* The log2 of the pool's size that costs least, by what the heaps since the
** last look counted (pool_size_look). A heap costs a mark for each pool
** heap and about as much for each split its scan looks at, so the cost of a
** size is the two added (counts, not times, on one thread: a run's speed
** never changes its course); a split a find looks at costs half a mark, and
** each call of a find FIND_COST marks more (Grundy's game makes 20 a heap
** with a pool of 512, 8 with 1,024, and runs 10% faster with the larger
** pool). The pool doubles when the scans cost more than it does and halves
** when they cost less than half, unless that size was measured lately and
** cost more than this one: halving Officers' pool of 2,048 makes its scans
** 14 times longer, while 0.354 runs 3 times faster with a pool of 128 than
** with 2,048. With the helper thread, a scan counts twice when the main
** thread's share of the far passes stayed at the floor since the last look
** (0.354: under one 64th): the helper then waits for the main thread, which
** scans, and a mark costs the run less. The share at the look itself would
** not do: Grundy's game's wanders from 30 down to 8 now and then, and once
** it had doubled the pool at such a moment it kept 2,048 heaps, 20-28% more
** far marks than on one thread for the same scans. But how much less a mark
** costs, counts cannot say: so a doubling only the scans counted twice ask
** for is a trial, kept when the look's heaps took less time (sp->timed_ns,
** in the sparse runs) than the look's before (gr_pool_try). Officers' share
** sits at its floor with a pool of 1,024, and the counts alone doubled it
** to 2,048, 8% slower on two threads (10^7 heaps: 6.61, 6.68 s against
** 6.08, 6.11 s). Time is compared only from one look to the next: a heap of
** Treblecross costs more and more as the run goes on, and sizes timed
** further apart were wrongly taken for faster. */
static unsigned pool_size_choose(struct gr_octal_sparse *sp, uint64_t heaps)
{
    uint64_t per_heap, cost;
    unsigned b = pool_bits(sp->poolsize), next = b;
    int doubled = 0;

    per_heap = (sp->scanned - sp->found / 2 + sp->recent_marks + sp->finds * FIND_COST) / heaps;
    if (sp->plans_helped != 0 && sp->share_sum <= SHARE_FLOOR * sp->plans_helped) {
        doubled = per_heap <= sp->poolsize;   /* the doubling below is this one's */
        per_heap *= 2;   /* the main thread, which scans, was the slower one */
    }
    cost = sp->marks / heaps + per_heap;
    sp->tried[b].cost = cost;
    sp->tried[b].look = ++sp->looks;
    if (per_heap > sp->poolsize && b < POOL_MAX_BITS && !pool_worse(sp, b + 1, cost))
        next = b + 1;
    else if (per_heap < sp->poolsize / 2 && b > POOL_MIN_BITS && !pool_worse(sp, b - 1, cost))
        next = b - 1;
    if (sp->timed_heaps >= heaps / 2)   /* the helper ran most of them */
        next = gr_pool_try(&sp->trial, sp->looks, b, sp->timed_ns * 16 / sp->timed_heaps, next,
                           doubled);
    else
        sp->trial.from = 0;   /* a trial needs two timed looks */
    return next;
}

/* Every POOL_LOOK heaps (o->pool_look in tests), the pool's size: the one
** pool_size_choose finds, or in tests sizes in turn that grow the pool
** when it is full and its next place is anywhere in it. */
static void pool_size_look(const gr_octal *o, struct gr_octal_sparse *sp, uint64_t count)
{
    static const unsigned turns[] = {4, 5, 6, 5};
    uint64_t heaps = count - sp->scanned_from;
    unsigned next;

    if (heaps < (o->pool_look != 0 ? o->pool_look : POOL_LOOK))
        return;
    if (o->pool_look != 0)
        next = turns[sp->looks++ % (sizeof turns / sizeof turns[0])];
    else
        next = pool_size_choose(sp, heaps);
    sp->poolsize = 1u << next;
    if (sp->poolfill > sp->poolsize)
        sp->poolfill = sp->poolsize;
    sp->poolpos %= sp->poolsize;
    sp->scanned = sp->found = sp->marks = sp->recent_marks = sp->finds = 0;
    sp->scanned_from = count;
    sp->plans_helped = sp->share_sum = sp->timed_ns = sp->timed_heaps = 0;
}

/* The helper's packed row t (tlen bytes, zero past them) at values
** v..v+7 (v a multiple of 8), as bytes of 0 or 1. */
static uint64_t helper8(const struct gr_octal_sparse *sp, const uint8_t *t, unsigned tlen,
                        unsigned v)
{
    return v / 8 < tlen ? sp->unpack[t[v / 8]] : 0;
}

/* The least v < limit marked neither in s nor in the packed row t, with v
** common; limit if none. */
static unsigned least_missing_common(const gr_octal *o, const uint8_t *s, const uint8_t *t,
                                     unsigned tlen, unsigned limit)
{
    uint16_t v;

    return gr_free_common(s, t, tlen, o->mask, limit, &v, 1, o->reach_plain) ? v : limit;
}

/* Sets want[v] for the rare values v < c marked neither in s nor in the
** packed row t; returns how many. */
static uint64_t want_rare(const struct gr_octal_sparse *sp, const uint8_t *s,
                          const uint8_t *t, unsigned tlen, const uint8_t *common,
                          unsigned c, uint8_t *want)
{
    const uint64_t ones = 0x0101010101010101u;
    uint64_t need = 0, w;
    unsigned v, j;

    for (v = 0; v < c; v += 8) {
        w = ~(load8(s + v) | helper8(sp, t, tlen, v) | load8(common + v)) & ones;
        if (v + 8 <= c) {
            memcpy(want + v, &w, 8);
            need += (w * ones) >> 56;
        } else {
            for (j = 0; v + j < c; j++) {
                want[v + j] = (w >> (8 * j)) & 1;
                need += want[v + j];
            }
        }
    }
    return need;
}

/* ---- the rare heaps checked ---- */

/* Marks the far rare heaps to check over heap j of block p, in its row s:
** when the values checked did not settle its least missing common value.
** The block's table has no wide heap among their parts (plan_make). In
** Grundy's game a split into equal halves is no move: heap j's, if one
** of them makes it, is left out (checks_run's compares need not: its value
** 0 is rare under any mask, never a value checked). */
static void checks_mark(gr_octal *o, struct gr_octal_sparse *sp, const block_plan *p,
                        unsigned j, uint8_t *s)
{
    const entry *e = sp->checks + p->checked;
    uint64_t m = p->start - (uint64_t)sp->ks[0] + j;
    size_t i;

    if ((o->rules.unequal && m % 2 == 0) || o->nwide != 0) {
        for (i = 0; i < p->nchecks; i++)
            if (!o->rules.unequal || 2 * (uint64_t)e[i].heap != m)
                s[e[i].value ^ gr_octal_g(o, m - e[i].heap)] = 1;
    } else if (o->g16 != NULL)
        for (i = 0; i < p->nchecks; i++)
            s[e[i].value ^ o->g16[m - e[i].heap]] = 1;
    else
        for (i = 0; i < p->nchecks; i++)
            s[e[i].value ^ o->g[m - e[i].heap]] = 1;
    o->check_marks++;
    sp->marks += p->nchecks;
}

#define WIDE_FEW 16   /* entries to check a wide heap: checks_narrow */

/* Block p's entries to check from..to into sp->narrow from n on, those of
** a wide value marked instead, and with `map` set those with a wide part
** over the block too, as the wide map says (see checks_narrow); returns
** the new n. */
static size_t narrow_keep(const gr_octal *o, struct gr_octal_sparse *sp, const block_plan *p,
                          uint64_t m, size_t from, size_t to, size_t n, int map)
{
    const entry *e = sp->checks + p->checked;

    for (; from < to; from++)
        if (e[from].value < o->narrow &&
            !(map && gr_octal_wide_in(o, p->nwide, m - e[from].heap, m - e[from].heap + BLOCK)))
            sp->narrow[n++] = e[from];
        else
            mark_exact(p->rows[0], o, p->nwide, e[from], m, sp->width, BLOCK);
    return n;
}

/* The rare heaps block p checks on a table of bytes, into sp->narrow (how
** many): those whose value and parts over the block are narrow. The
** others are marked, as the far marks mark such entries: a wide part's
** byte only says it is wide, so its xor with the rare heap's value might
** equal a value looked for or miss one, and gr_reach_8 takes values of
** 256 and more, which two narrow values never give, as never reached.
** Grundy's game has wide heaps from 7,250,049 on; such a table marked
** all its rare heaps before: to 10^8 on one thread 53.6-56.1 s against
** 50.7-51.5 s now. (A call of gr_reach_8 for each stretch of entries
** between those marked, in place of the copy, was slower than marking
** them all: each call reads its wanted values anew.) Entry b has part w
** over the block when m - w <= b < m + BLOCK - w: the wide heaps among
** the parts are taken from the top, so that their entries ascend, when
** there are at most one for WIDE_FEW entries; else the wide map is read
** for each entry. Grundy's game to 3*10^7 on one thread: 14.12-14.40 s
** against 14.42-14.56 s with the map read for each entry (3% of the
** samples); but its rare heaps reach far, and to 10^8 the wide heaps for
** each block took 122 s against 52-54 s (docs/RESEARCH.md, stop 53). */
static size_t checks_narrow(const gr_octal *o, struct gr_octal_sparse *sp, const block_plan *p,
                            uint64_t m)
{
    const entry *e = sp->checks + p->checked;
    size_t i = 0, n = 0, from, to;
    uint64_t k = gr_octal_wide_below(o, p->nwide, m + BLOCK - e[0].heap);
    uint64_t lo = gr_octal_wide_below(o, p->nwide, m - e[p->nchecks - 1].heap);

    if (k - lo > p->nchecks / WIDE_FEW && !o->wide_list)   /* many: entry by entry */
        n = narrow_keep(o, sp, p, m, 0, p->nchecks, 0, 1);
    else {
        for (; k > lo; k--) {
            uint64_t w = gr_octal_wide_heap(o, k - 1);
            from = entries_below(e, p->nchecks, w < m ? m - w : 0);
            to = entries_below(e, p->nchecks, m + BLOCK - w);
            n = narrow_keep(o, sp, p, m, i, from > i ? from : i, n, 0);
            for (i = from > i ? from : i; i < to; i++)
                mark_exact(p->rows[0], o, p->nwide, e[i], m, sp->width, BLOCK);
        }
        n = narrow_keep(o, sp, p, m, i, p->nchecks, n, 0);
    }
    sp->marks += (p->nchecks - n) * BLOCK;
    return n;
}

/* The rare heaps of block p not marked are checked, once its far marks
** are made: the common values a rare heap's split can give are the only
** ones that matter, and only the least unmarked of them decides a heap.
** So each heap's first GR_REACH_MAX common values unmarked are looked for
** among the splits with the rare heaps to check, 64 heaps a step
** (gr_reach_8, gr_reach_16: a compare a value where a mark is a store);
** those reached are marked. A heap whose values were all reached, or
** whose least missing common value turns out to lie past them once its
** near marks are made (heap_value), marks the rare heaps to check itself
** (checks_mark). checked_to[j] is the last value checked for heap j (all
** when none is left to check: UINT_MAX). */
static void checks_run(gr_octal *o, struct gr_octal_sparse *sp, const block_plan *p,
                       int merge)
{
    unsigned limit = 2u << o->bits, j, w, nw = GR_REACH_MAX;
    uint64_t hit[GR_REACH_MAX], m = p->start - (uint64_t)sp->ks[0];
    const entry *list = sp->checks + p->checked;   /* those compared, */
    size_t nlist = p->nchecks;                      /* how many */

    if (o->check_values != 0 && o->check_values < nw)
        nw = o->check_values;

    if (p->nchecks == 0) {
        for (j = 0; j < BLOCK; j++) {
            sp->checked_to[j] = UINT_MAX;
            sp->ncands[j] = 0;
        }
        return;
    }
    if (o->g16 == NULL && p->nwide != 0) {   /* the others are marked */
        nlist = checks_narrow(o, sp, p, m);
        list = sp->narrow;
    }
    for (j = 0; j < BLOCK; j++) {
        const uint8_t *s = p->rows[0] + (size_t)j * sp->width;
        const uint8_t *t = packed_row(sp, p, j);
        uint16_t c[GR_REACH_MAX];
        unsigned n = gr_free_common(s, t, merge ? packed_bytes(p) : 0, o->mask, limit, c, nw,
                                    o->reach_plain);
        sp->checked_to[j] = n == nw ? c[nw - 1] : limit;
        sp->ncands[j] = n;
        for (w = 0; w < nw; w++)   /* the rest repeat a value checked */
            sp->cands[w][j] = w < n ? c[w] : n > 0 ? c[n - 1] : 0;
    }
    if (o->g16 != NULL)
        gr_reach_16(o->g16, m, list, nlist, (const uint16_t (*)[GR_REACH_LANES])sp->cands, nw,
                    hit, o->reach_plain);
    else
        gr_reach_8(o->g, m, list, nlist, (const uint16_t (*)[GR_REACH_LANES])sp->cands, nw, hit,
                   o->reach_plain);
    sp->marks += nlist * BLOCK * 2 / 5;   /* a split checked: 0.4 of its marks */
    o->checks++;
    for (j = 0; j < BLOCK; j++) {
        uint8_t *s = p->rows[0] + (size_t)j * sp->width;
        unsigned reached = 0;
        for (w = 0; w < sp->ncands[j]; w++) {   /* no branch: a reach is a coin toss */
            unsigned r = (hit[w] >> j) & 1;
            s[sp->cands[w][j]] |= (uint8_t)r;
            reached += r;
        }
        if (reached == nw && sp->checked_to[j] != limit) {
            checks_mark(o, sp, p, j, s);
            sp->checked_to[j] = UINT_MAX;
        }
    }
}

/* The least common value below limit marked neither in s nor in t for
** heap j of a block: the first of the values checks_run found free that
** s still leaves free (every common value below it was marked then, marks
** are only added, and t, the helper's, was final then), else as
** least_missing_common finds it, from 0. */
static unsigned heap_least_common(const gr_octal *o, const struct gr_octal_sparse *sp,
                                  unsigned j, const uint8_t *s, const uint8_t *t,
                                  unsigned tlen, unsigned limit)
{
    unsigned w, v;

    for (w = 0; w < sp->ncands[j]; w++) {
        v = sp->cands[w][j];
        if (!s[v])
            return v;
    }
    return least_missing_common(o, s, t, tlen, limit);
}

/* G(n) from its rows: s, the main thread's, and t, the helper's packed
** (tlen bytes; read only where needed: it comes from the other core's
** cache). */
static unsigned heap_value(gr_octal *o, const block_plan *p, uint64_t n, uint8_t *s,
                           const uint8_t *t, unsigned tlen)
{
    struct gr_octal_sparse *sp = o->sparse;
    unsigned c, v, limit = 2u << o->bits;
    uint8_t *want = sp->want;
    uint64_t need;
    int k;

    gr_octal_mark_simple(o, n, s);
    mark_near_all(o, sp, p, n, s);
    c = heap_least_common(o, sp, (unsigned)(n - p->start), s, t, tlen, limit);
    if (c > sp->checked_to[n - p->start]) {   /* past the values checked */
        checks_mark(o, sp, p, (unsigned)(n - p->start), s);
        sp->checked_to[n - p->start] = UINT_MAX;
        c = least_missing_common(o, s, t, tlen, limit);
    }
    need = want_rare(sp, s, t, tlen, o->common, c, want);
    sp->wl_made = 0;
    sp->wl_c = c;
    for (k = 0; k < sp->nks && need > 0; k++)
        if (n >= (uint64_t)sp->ks[k] + 2)
            need = scan_splits(o, n - (uint64_t)sp->ks[k], need, want);
    for (v = 0; v < c && need > 0; v++)
        if (want[v])
            break;
    memset(want, 0, c);
    return need == 0 ? c : v;
}

/* Marks v ^ h[j] in rows j < end, w bytes apart, four a step (the table
** in locals: a store through a byte pointer may alias anything, so fields
** read in the loop would be read again at every mark). */
#define EARLY_MARKS(B)                                                         \
    static void early_marks##B(uint8_t *row, size_t w, const uint##B##_t *h, unsigned v, \
                               unsigned end)                                   \
    {                                                                          \
        unsigned j = 0;                                                        \
        for (; j + 4 <= end; j += 4, row += 4 * w) {                           \
            row[v ^ h[j]] = 1;                                                 \
            row[w + (v ^ h[j + 1])] = 1;                                       \
            row[2 * w + (v ^ h[j + 2])] = 1;                                   \
            row[3 * w + (v ^ h[j + 3])] = 1;                                   \
        }                                                                      \
        for (; j < end; j++, row += w)                                         \
            row[v ^ h[j]] = 1;                                                 \
    }
EARLY_MARKS(8)
EARLY_MARKS(16)

/* The pool heaps added since block p was planned, before its heaps start
** (the last that the pool holds), marked over the whole block: their other
** parts are small heaps, computed long ago. mark_near_all then marks only
** those the block's own heaps add (sp->early_seq). When one is too large
** to split every heap of the block, or so small that some other part is
** not below the block (early in a run), the heaps mark them all. */
static void mark_early_pool(const gr_octal *o, struct gr_octal_sparse *sp, const block_plan *p)
{
    uint64_t keep = sp->poolsize < RECENT_SIZE ? sp->poolsize : RECENT_SIZE;
    uint64_t seq = sp->pool_seq > keep ? sp->pool_seq - keep : 0, lowest = UINT64_MAX;
    uint64_t highest = 0;
    size_t n = 0;
    int k;

    sp->early_seq = 0;
    for (seq = seq > p->pool_seq ? seq : p->pool_seq; seq < sp->pool_seq; seq++) {
        entry e = sp->recent[seq % RECENT_SIZE];
        sp->early_pool[n++] = e;
        lowest = lowest < e.heap ? lowest : e.heap;
        highest = highest > e.heap ? highest : e.heap;
    }
    /* each b splits every heap n = start + j of the block (b < n - k), and
    ** the other part n - k - b is below the block (b + k >= BLOCK) */
    for (k = 0; k < sp->nks; k++)
        if (n == 0 || highest + (uint64_t)sp->ks[k] >= p->start ||
            lowest + (uint64_t)sp->ks[k] < BLOCK)
            return;
    for (k = 0; k < sp->nks; k++)
        block_marks(o, sp, p->rows[0], o->nwide, sp->early_pool, n,
                    p->start - (uint64_t)sp->ks[k]);
    sp->recent_marks += n * BLOCK * (size_t)sp->nks;
    sp->early_seq = sp->pool_seq;
}

/* The early marks of block p, made by the main thread as its heaps start:
** the near rare heaps b (below the plan's far ones) over the heaps j of the
** block whose part n - k - b lies below the block, all computed by now
** (j < b + k: the whole block for b >= BLOCK - k). They are marked entry
** by entry, a load, a xor and a store a mark (those b >= BLOCK by the far
** pass's own code), instead of heap by heap in mark_near_all, which then
** marks b only from heap j = b + k of the block on (sp->early[k]). Where a
** part may be wide, or a split be of equal halves in Grundy's game (only at
** small heaps), the heaps mark all. */
static void mark_early(const gr_octal *o, struct gr_octal_sparse *sp, const block_plan *p)
{
    uint64_t lo = p->rare_lo, top = lo ? o->rare[lo - 1] : 0, i, whole = lo;
    size_t n = 0;
    int k;

    mark_early_pool(o, sp, p);
    sp->early_nwide = o->nwide;
    gr_assert(lo <= 2 * BLOCK);
    while (whole > 0 && o->rare[whole - 1] >= BLOCK)
        whole--;
    for (i = whole; i < lo; i++) {
        sp->early_whole[n].heap = o->rare[i];
        sp->early_whole[n++].value = o->rareval[i];
    }
    for (k = 0; k < sp->nks; k++) {
        uint64_t m = p->start - (uint64_t)sp->ks[k];

        sp->early[k] = 0;
        sp->early_on[k] = lo > 0 && m > 2 * top &&
                          (o->g16 != NULL || !gr_octal_wide_in(o, o->nwide, m - top, m + BLOCK));
        if (!sp->early_on[k])
            continue;
        for (i = 0; i < whole; i++) {
            uint64_t b = o->rare[i], end = b + (uint64_t)sp->ks[k];
            unsigned v = o->rareval[i];
            end = end < BLOCK ? end : BLOCK;
            if (o->g16 != NULL)
                early_marks16(p->rows[0], sp->width, o->g16 + m - b, v, (unsigned)end);
            else
                early_marks8(p->rows[0], sp->width, o->g + m - b, v, (unsigned)end);
        }
        block_marks(o, sp, p->rows[0], o->nwide, sp->early_whole, n, m);
    }
}

/* ---- the run ---- */

/* Computes block p's heaps from o->count while below stop and while the
** rows hold the values, its early marks made (mark_early); *more is
** cleared when the run must end here. */
static int block_run(gr_octal *o, block_plan *p, uint64_t stop, int merge, int *more,
                     gr_error *err)
{
    struct gr_octal_sparse *sp = o->sparse;
    unsigned j = (unsigned)(o->count - p->start);
    int rc;

    for (; j < BLOCK && o->count < stop; j++) {
        uint8_t *s = p->rows[0] + (size_t)j * sp->width;
        const uint8_t *t = packed_row(sp, p, j);
        unsigned tlen = merge ? (unsigned)packed_bytes(p) : 0;
        if ((rc = gr_octal_append(o, heap_value(o, p, o->count, s, t, tlen), err)) != GR_OK)
            return rc;
        if (o->bits >= sp->rb)
            break;
    }
    *more = j == BLOCK && o->count < stop;
    return GR_OK;
}

/* Rows for values below 2^rb, rb one more than the values' bits now. */
static int sparse_setup(gr_octal *o)
{
    struct gr_octal_sparse *sp = o->sparse;
    unsigned rb = o->bits + 1 < MIN_ROW_BITS ? MIN_ROW_BITS : o->bits + 1;
    size_t packed;
    int i;

    if (rb < o->min_row_bits && o->min_row_bits <= MAX_ROW_BITS)
        rb = o->min_row_bits;
    if (sp->rb == rb)
        return GR_OK;
    packed = (size_t)BLOCK * packed_stride(rb);   /* a multiple of 64 */
    for (i = 0; i < 4; i++) {
        uint8_t **r = &sp->plan[i / 2].rows[i % 2];
        free(*r);
        if ((*r = calloc((size_t)BLOCK, row_width(rb))) == NULL) {
            sp->rb = 0;
            return GR_ENOMEM;
        }
    }
    for (i = 0; i < 2; i++) {
        free(sp->plan[i].packed);
        free(sp->scratch[i]);
        sp->scratch[i] = calloc((size_t)BLOCK + SHIFT, row_width(rb));
        sp->plan[i].packed = aligned_alloc(64, packed);
        if (sp->plan[i].packed == NULL || sp->scratch[i] == NULL) {
            sp->rb = 0;
            return GR_ENOMEM;
        }
        memset(sp->plan[i].packed, 0, packed);
    }
    sp->rb = rb;
    sp->width = row_width(rb);
    return GR_OK;
}

/* Whether a run on `threads` (0: as the machine allows) may take a
** helper; helper_start decides. */
static int helper_may(int threads)
{
    return threads != 1 && !(threads == 0 && sysconf(_SC_NPROCESSORS_ONLN) < 2);
}

/* Starts the helper when the settings and the machine allow and the run
** is long enough to pay: in heaps, or in far marks when heaps are dear (a
** run of the driver's lasts about 0.2 s: 0.007 at heap 400,000, 20,000 far
** entries a heap, runs 6,000 heaps). */
static void helper_start(gr_octal *o, uint64_t heaps, int threads)
{
    struct gr_octal_sparse *sp = o->sparse;
    double marks = (double)heaps * (double)sp->plan[1].nfar * sp->nks;

    sp->helping = 0;
    if (!helper_may(threads) ||
        (threads == 0 && heaps < THREAD_MIN_HEAPS && marks < THREAD_MIN_MARKS))
        return;
    atomic_store(&sp->planned, 2);
    atomic_store(&sp->helped, 2);
    atomic_store(&sp->quit, 0);
    sp->helping = pthread_create(&sp->helper, NULL, helper_main, o) == 0;
}

/* The plan for block i + 2 (heaps below the start of block i + 1 are
** final), handed to the helper; then the main thread's part of its pass. */
static int plan_next(gr_octal *o, uint64_t first, uint64_t i)
{
    struct gr_octal_sparse *sp = o->sparse;
    block_plan *p = &sp->plan[i % 2];

    if (plan_make(o, sp, p, first + (i + 2) * BLOCK, first + (i + 1) * BLOCK) != GR_OK)
        return GR_ENOMEM;
    atomic_store(&p->taken, 4 * (i + 2) + OPEN);
    if (sp->helping)
        atomic_store(&sp->planned, i + 3);
    far_pass(o, sp, p, 0, p->split, p->rows[0], sp->scratch[0], 0);
    return GR_OK;
}

static struct gr_octal_sparse *sparse_new(void)
{
    struct gr_octal_sparse *sp = calloc(1, sizeof *sp);

    if (sp != NULL && (sp->want = calloc(((size_t)2 << MAX_ROW_BITS) + 1, 1)) == NULL) {
        free(sp);
        return NULL;
    }
    if (sp != NULL) {
        unsigned b, i;
        sp->fast = gr_find_fast();
        for (b = 0; b < 256; b++)
            for (i = 0; i < 8; i++)
                sp->unpack[b] |= (uint64_t)((b >> i) & 1) << (8 * i);
    }
    return sp;
}

int gr_octal_sparse_run(gr_octal *o, uint64_t stop, int threads, gr_error *err)
{
    struct gr_octal_sparse *sp;
    uint64_t first = o->count, i;
    int rc = GR_OK, more = 1, helped;
    struct timespec t0, t1;

    gr_assert(o->count < stop && o->count > (uint64_t)o->rules.t);
    clock_gettime(CLOCK_MONOTONIC, &t0);
    if (o->sparse == NULL)
        o->sparse = sparse_new();
    if ((sp = o->sparse) == NULL || sparse_setup(o) != GR_OK)
        return gr_error_set(err, GR_ENOMEM, "out of memory for the sparse method");
    for (sp->nks = 0, i = 0; i <= (uint64_t)o->rules.t; i++)
        if (o->rules.digit[i] & 4)
            sp->ks[sp->nks++] = (int)i;
    /* rare heaps are checked where one k splits (shifted_marks serves the
    ** others) and the processor compares many values an instruction (or
    ** the tests ask, reach_plain); with a helper, only where the far marks
    ** go a tile of rows at a time (values of 1,024 and more), on a table
    ** of bytes, or where the tests ask. A table of 2 bytes a value leaves
    ** them to the helper, which marks them faster than the main thread,
    ** which sets the pace, checks them (Officers to 10^8 on two threads:
    ** 34.86 s against 40.11 s; Treblecross to 10^6 4.20-4.32 s against
    ** 3.42-3.47 s had it marked them too). On bytes the checks cost less
    ** than the marks they save: Grundy's game to 10^7 on two threads
    ** faster in 9 of 10 pairs of runs, by 0.23 s (5%) on average */
    sp->checking = sp->nks == 1 && (gr_reach_fast() || o->reach_plain) &&
                   (!helper_may(threads) || TILE(sp->width) < BLOCK || o->g16 == NULL ||
                    o->reach_plain);
    if (rares_reserve(o, sp, stop - o->count) != GR_OK)
        return gr_error_set(err, GR_ENOMEM, "out of memory for the sparse method");
    if (sp->poolsize == 0) {
        sp->poolsize = POOL_START;
        sp->scanned_from = o->count;
        sp->share = 32;   /* kept from run to run: a table grows by many */
    }
    pool_size_look(o, sp, o->count);
    for (i = 0; i < 2; i++) {
        if (plan_make(o, sp, &sp->plan[i], first + i * BLOCK, first) != GR_OK)
            return gr_error_set(err, GR_ENOMEM, "out of memory for the sparse method");
        far_pass(o, sp, &sp->plan[i], 0, sp->plan[i].nfar, sp->plan[i].rows[0],
                 sp->scratch[0], 0);
        atomic_store(&sp->plan[i].taken, 4 * i + MAIN);
    }
    helper_start(o, stop - first, threads);
    for (i = 0; more && rc == GR_OK; i++) {
        block_plan *p = &sp->plan[i % 2];
        int merge = p->split < p->nfar, behind = 0;
        if (merge && sp->helping && hands_over(o, i))
            while (atomic_load(&p->taken) == 4 * i + OPEN)
                sched_yield();
        if (merge && claim(p, i, MAIN)) {   /* the helper is behind: the main thread */
            far_pass(o, sp, p, p->split, p->nfar, p->rows[0], sp->scratch[0], 1);
            merge = 0;
            o->takeovers++;
            sp->share += sp->share < 60;
        } else if (merge && atomic_load(&sp->helped) <= i) {
            /* the helper is still at it: the main thread takes the rest */
            o->steals += steal(o, sp, p);
            behind = 1;
            sp->share += sp->share < 60;
        } else if (merge)   /* down to none: the helper may take the whole pass */
            sp->share -= sp->share > 0;
        if (o->count == p->start)
            mark_early(o, sp, p);   /* its own rows: while the helper ends its pass */
        if (behind)
            wait_above(sp, &sp->helped, i);
        checks_run(o, sp, p, merge);
        rc = block_run(o, p, stop, merge, &more, err);
        if (more && rc == GR_OK && plan_next(o, first, i) != GR_OK)
            rc = gr_error_set(err, GR_ENOMEM, "out of memory for the sparse method");
    }
    helped = sp->helping;
    helper_stop(sp);
    if (helped) {   /* the pool's trials are timed (gr_pool_try) */
        clock_gettime(CLOCK_MONOTONIC, &t1);
        sp->timed_ns += (uint64_t)((int64_t)(t1.tv_sec - t0.tv_sec) * 1000000000 +
                                   (t1.tv_nsec - t0.tv_nsec));
        sp->timed_heaps += o->count - first;
    }
    return rc;
}

void gr_octal_sparse_free(struct gr_octal_sparse *sp)
{
    int i;

    if (sp == NULL)
        return;
    for (i = 0; i < 2; i++) {
        free(sp->plan[i].far);
        free(sp->plan[i].rows[0]);
        free(sp->plan[i].rows[1]);
        free(sp->plan[i].packed);
        free(sp->scratch[i]);
    }
    free(sp->rares);
    free(sp->checks);
    free(sp->narrow);
    free(sp->want);
    free(sp);
}
