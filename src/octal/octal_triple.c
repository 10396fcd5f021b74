/*
** octal_triple.c - the value table of a game whose moves may leave three
** heaps (hexadecimal digits with bit 8), without enumerating the O(m^2)
** triples of every heap m.
**
** S2(j) is the set of values of the splits of j tokens into two non-empty
** heaps, { G(a) ^ G(j - a) : 1 <= a < j }. For any c in 1..m-2 and a in
** 1..m-c-1, {c, a, m-c-a} is a split of m into three heaps, so every value
** of G(c) ^ S2(m - c) is an option of m; and every triple has a smallest
** part c <= m/3. So v is reached by a three-heap split of m exactly when
**
**     v ^ G(c) is in S2(m - c) for some c in 1..floor(m/3),
**
** which needs S2(j) only for j in the window [m - floor(m/3), m - 1]. Those
** are kept as bitsets, stored by columns (col[w][j - base] is word w of
** S2(j)), so that a scan over c, where G(c) >> 6 changes slowly, reads
** each column in order. For every heap j, max S2(j) (the scan skips c when
** v ^ G(c) is above it) and S2(j) & [0, 1024) are kept too.
**
** The mex of heap n: the options of no heap, one heap and two heaps are
** marked (S2 of the last few heaps are kept whole for the two-heap ones),
** and so are, in bulk, the values G(c) of every heap c <= m - 2 with c = m
** (mod 2): the triple (c, a, a) has value G(c). Then each value not marked,
** from the least up, is looked for among the three-heap splits: first with
** the part that reached it last time, then with the first heaps c of the
** values u with v ^ u < 64, then < 1024 (a small v ^ G(c) is often in
** S2(m - c), and any c <= m - 2 will do), then by the scan over every
** c <= m/3. The first value the scan does not reach is the mex: each heap
** costs about m/3 checks beyond the m/2 of computing S2(n), and one or a
** few look-ups for each value below the mex that the bulk marks missed
** (a tenth of them, for some games).
**
** The window takes about (m/3) * (max value / 8) bytes. When it would pass
** the run's memory limit (what remains of it after the table: o->max_bytes,
** as the driver last reserved room), the method frees everything and the engine goes on with the
** plain enumeration: slower, as exact.
*/
#include <stdlib.h>
#include <string.h>

#include "base/debug.h"
#include "octal_table.h"
#include "octal_triple.h"

#define WORDS 1024u          /* a set of values below 2^16, in 64-bit words */
#define WIDE 16u             /* S2(j) & [0, 64 * WIDE) is kept for every j */
#define NEAR_TRIES 2         /* heaps of one value u tried with v ^ u < 64 */
#define FAR_TRIES 256        /* values u tried with 64 <= v ^ u < 64 * WIDE */
#define NO_HEAP 0u           /* heap 0 is never a part: the end of a chain */


/* ---- the method's state ---- */

struct gr_octal_triple {
    int fallback;           /* out of memory budget: the plain enumeration from now on */
    int k3[GR_OCTAL_MAXDIGITS], n3;   /* the k whose digit has bit 8 */
    int k3max;
    int pairs;              /* some digit has bit 4 */
    unsigned bits;          /* every value copied is below 2^bits */
    /* per heap, for heaps below `synced` (values) and below `done` (pair
    ** sets: every one, even in a table resumed from a file, whose first
    ** heaps the likely parts read) */
    uint64_t synced, done, percap;
    uint16_t *val;          /* val[h] = G(h), a copy of the table */
    uint16_t *top;          /* top[j] = max S2(j) (0 when S2(j) is empty) */
    uint64_t *wide;         /* wide[j * WIDE + w] = word w of S2(j), w < WIDE */
    uint64_t *low;          /* low[j] = word 0 (a copy: 8 bytes a heap stay in cache) */
    uint32_t *next;         /* next[h]: the next heap of the same value (NO_HEAP: none) */
    uint32_t first[WORDS * 64], last[WORDS * 64];   /* the ends of those chains, by value */
    /* the window: col[w][j - base] = word w of S2(j), base <= j < done, for
    ** w <= top[j] >> 6 (the words above are stale) */
    uint64_t **col;
    unsigned ncols;
    uint64_t base, cap;
    /* S2 of the last t + 1 heaps whole (the two-heap options), by j mod (t + 1) */
    uint64_t *recent;
    int nrecent;
    /* par[p]: the values of the heaps 1..par_next-1 that are = p (mod 2) */
    uint64_t par[2][WORDS];
    uint64_t par_next;
    uint32_t *hint;         /* hint[v]: the smallest part of the last triple found of value v */
    uint64_t s2[WORDS];     /* scratch: S2 of one heap */
    uint64_t seen[WORDS + 1];   /* the options of the heap being computed */
};

static gr_octal_triple *triple_new(const gr_octal_rules *r)
{
    gr_octal_triple *st = calloc(1, sizeof *st);
    int k;

    if (st == NULL)
        return NULL;
    for (k = 0; k <= r->t; k++) {
        if (r->digit[k] & 8) {
            st->k3[st->n3++] = k;
            st->k3max = k;
        }
        st->pairs |= (r->digit[k] & 4) != 0;
    }
    st->hint = calloc((size_t)WORDS * 64, sizeof *st->hint);
    st->nrecent = r->t + 1;
    st->recent = calloc((size_t)st->nrecent * WORDS, sizeof *st->recent);
    if (st->hint == NULL || st->recent == NULL) {
        gr_octal_triple_free(st);
        return NULL;
    }
    st->par_next = 1;
    return st;
}

/* Frees everything but the flag: the plain enumeration goes on. */
static void triple_release(gr_octal_triple *st)
{
    unsigned w;

    for (w = 0; w < st->ncols; w++)
        free(st->col[w]);
    free(st->col);
    free(st->val);
    free(st->top);
    free(st->low);
    free(st->wide);
    free(st->next);
    free(st->recent);
    free(st->hint);
    st->col = NULL;
    st->val = st->top = NULL;
    st->low = st->wide = NULL;
    st->next = st->hint = NULL;
    st->recent = NULL;
    st->ncols = 0;
}

void gr_octal_triple_free(gr_octal_triple *st)
{
    if (st == NULL)
        return;
    triple_release(st);
    free(st);
}

int gr_octal_triple_usable(const gr_octal *o)
{
    return o->rules.maxparts == 3 && !o->rules.unequal &&
           (o->triple == NULL || !o->triple->fallback);
}

int gr_octal_triple_fallback(const gr_octal *o)
{
    return o->triple != NULL && o->triple->fallback;
}

/* ---- memory ---- */

/* The bytes the state takes with per-heap arrays for `per` heaps and
** `ncols` columns of `cap` words. */
static uint64_t state_bytes(const gr_octal_triple *st, uint64_t per, unsigned ncols,
                            uint64_t cap)
{
    uint64_t heap = sizeof *st->val + sizeof *st->top + sizeof *st->low + WIDE * sizeof *st->wide +
                    sizeof *st->next;
    uint64_t fixed = sizeof *st + WORDS * 64 * sizeof *st->hint +
                     (uint64_t)st->nrecent * WORDS * sizeof *st->recent;

    return fixed + per * heap + (uint64_t)ncols * cap * sizeof **st->col;
}

/* Whether that fits within the run's memory limit, next to the table. */
static int within_budget(const gr_octal *o, uint64_t bytes)
{
    uint64_t limit = o->max_bytes, table = gr_octal_table_bytes(o, o->cap);

    return table < limit && bytes <= limit - table;
}

/* Room in the per-heap arrays for heap h. GR_ENOMEM, or GR_EUNDECIDED past
** the budget; the arrays stay valid either way. */
static int per_heap_room(const gr_octal *o, gr_octal_triple *st, uint64_t h)
{
    uint64_t cap = st->percap ? st->percap : 1024;
    void *p;

    if (h < st->percap)
        return GR_OK;
    while (cap <= h)
        cap *= 2;
    if (!within_budget(o, state_bytes(st, cap, st->ncols, st->cap)))
        return GR_EUNDECIDED;
    if ((p = realloc(st->val, cap * sizeof *st->val)) == NULL)
        return GR_ENOMEM;
    st->val = p;
    if ((p = realloc(st->top, cap * sizeof *st->top)) == NULL)
        return GR_ENOMEM;
    st->top = p;
    if ((p = realloc(st->wide, cap * WIDE * sizeof *st->wide)) == NULL)
        return GR_ENOMEM;
    st->wide = p;
    if ((p = realloc(st->low, cap * sizeof *st->low)) == NULL)
        return GR_ENOMEM;
    st->low = p;
    if ((p = realloc(st->next, cap * sizeof *st->next)) == NULL)
        return GR_ENOMEM;
    st->next = p;
    st->percap = cap;
    return GR_OK;
}

/* Columns 0..w (GR_ENOMEM, GR_EUNDECIDED past the budget). */
static int columns_room(const gr_octal *o, gr_octal_triple *st, unsigned w)
{
    uint64_t **col;

    if (w < st->ncols)
        return GR_OK;
    if (!within_budget(o, state_bytes(st, st->percap, w + 1, st->cap)))
        return GR_EUNDECIDED;
    if ((col = realloc(st->col, (w + 1) * sizeof *col)) == NULL)
        return GR_ENOMEM;
    st->col = col;
    while (st->ncols <= w) {
        if ((col[st->ncols] = calloc(st->cap, sizeof **col)) == NULL)
            return GR_ENOMEM;
        st->ncols++;
    }
    return GR_OK;
}

/* Room in the window for S2(j), where heaps below lo are no longer needed:
** the window moves to lo when full, and grows to an eighth more than it
** holds when it is still full. GR_ENOMEM (the window as it was), or
** GR_EUNDECIDED past the budget. */
static int window_room(const gr_octal *o, gr_octal_triple *st, uint64_t lo, uint64_t j)
{
    uint64_t live, cap;
    unsigned w;

    if (j - st->base < st->cap)
        return GR_OK;
    if (lo > st->base) {
        for (w = 0; w < st->ncols; w++)
            memmove(st->col[w], st->col[w] + (lo - st->base),
                    (st->done - lo) * sizeof **st->col);
        st->base = lo;
    }
    live = j + 1 - st->base;
    if (live + live / 16 <= st->cap)
        return GR_OK;
    cap = live + live / 8 + 256;
    if (!within_budget(o, state_bytes(st, st->percap, st->ncols, cap)))
        return GR_EUNDECIDED;
    for (w = 0; w < st->ncols; w++) {
        uint64_t *c = realloc(st->col[w], cap * sizeof *c);
        if (c == NULL)
            return GR_ENOMEM;   /* the columns grown so far just have room to spare */
        st->col[w] = c;
    }
    st->cap = cap;
    return GR_OK;
}

/* ---- keeping up with the table ---- */

/* Copies the values of heaps synced..count-1 and chains the heaps of each
** value. */
static int sync_values(const gr_octal *o, gr_octal_triple *st)
{
    int rc;

    for (; st->synced < o->count; st->synced++) {
        uint64_t h = st->synced;
        unsigned v = gr_octal_g(o, h);
        if ((rc = per_heap_room(o, st, h)) != GR_OK)
            return rc;
        st->val[h] = (uint16_t)v;
        while ((v >> st->bits) != 0)
            st->bits++;
        st->next[h] = NO_HEAP;
        if (h == 0)
            continue;
        if (st->first[v] == NO_HEAP)
            st->first[v] = (uint32_t)h;
        else
            st->next[st->last[v]] = (uint32_t)h;
        st->last[v] = (uint32_t)h;
    }
    return GR_OK;
}

/* The words that hold every value below 2^bits (and every XOR of them). */
static unsigned value_words(const gr_octal_triple *st)
{
    return st->bits > 6 ? 1u << (st->bits - 6) : 1u;
}

/* S2(j) into st->s2; returns its largest value (0 when empty). */
static unsigned pair_set(gr_octal_triple *st, uint64_t j)
{
    const uint16_t *val = st->val;
    uint64_t *s2 = st->s2, a;
    unsigned w = value_words(st);

    memset(s2, 0, w * sizeof *s2);
    for (a = 1; 2 * a <= j; a++) {
        unsigned x = (unsigned)(val[a] ^ val[j - a]);
        s2[x >> 6] |= (uint64_t)1 << (x & 63);
    }
    while (w > 1 && s2[w - 1] == 0)
        w--;
    return s2[w - 1] ? (w - 1) * 64 + 63 - (unsigned)__builtin_clzll(s2[w - 1]) : 0;
}

/* The least j of the window that heap n's scans read. */
static uint64_t window_low(const gr_octal_triple *st, uint64_t n)
{
    uint64_t m;

    if (st->n3 == 0 || n < (uint64_t)st->k3max + 3)
        return 2;
    m = n - (uint64_t)st->k3max;
    return m - m / 3;
}

/* Computes and keeps S2(j), j = done (values of heaps below j copied): its
** maximum, its low word, the whole set when recent, the columns when
** j >= lo (else the window is left empty). */
static int pair_set_keep(const gr_octal *o, gr_octal_triple *st, uint64_t lo)
{
    uint64_t j = st->done;
    unsigned top = pair_set(st, j), w, tw = top >> 6;
    int rc;

    if ((rc = per_heap_room(o, st, j)) != GR_OK)
        return rc;
    st->top[j] = (uint16_t)top;
    st->low[j] = st->s2[0];
    memcpy(st->wide + j * WIDE, st->s2, WIDE * sizeof *st->s2);
    if (st->pairs)
        memcpy(st->recent + (j % (uint64_t)st->nrecent) * WORDS, st->s2,
               (tw + 1) * sizeof *st->s2);
    if (j < lo) {
        st->base = st->done = j + 1;
        return GR_OK;
    }
    if ((rc = window_room(o, st, lo, j)) != GR_OK || (rc = columns_room(o, st, tw)) != GR_OK)
        return rc;
    for (w = 0; w <= tw; w++)
        st->col[w][j - st->base] = st->s2[w];
    st->done = j + 1;
    return GR_OK;
}

/* Everything heap n needs: the values below it, S2(0..n), the window from
** heap n's least scanned j. A table resumed from a file computes S2 of
** every heap below it too: its likely parts (the first heaps of each
** value, often far below the window) read them, and without them most
** values were scanned for, four to six times slower than the whole run
** from heap 0 (hex:c.3 from 8,000 to 12,000: 8.1 s against 1.9 s). */
static int prepare(const gr_octal *o, gr_octal_triple *st, uint64_t n)
{
    uint64_t lo = window_low(st, n);
    int rc;

    if ((rc = sync_values(o, st)) != GR_OK)
        return rc;
    while (st->done <= n)
        if ((rc = pair_set_keep(o, st, lo)) != GR_OK)
            return rc;
    return GR_OK;
}

/* ---- the mex of one heap ---- */

static void mark(uint64_t *seen, unsigned v)
{
    seen[v >> 6] |= (uint64_t)1 << (v & 63);
}

/* Puts the values of heaps up to n - k3max - 2 in the parity sets. */
static void parity_advance(gr_octal_triple *st, uint64_t n)
{
    uint64_t end = n >= (uint64_t)st->k3max + 2 ? n - (uint64_t)st->k3max - 1 : 1;

    for (; st->par_next < end; st->par_next++)
        mark(st->par[st->par_next & 1], st->val[st->par_next]);
}

/* Marks the options of heap n that leave no heap, one heap or two, and the
** three-heap ones (c, a, a) of value G(c). */
static void mark_easy(const gr_octal *o, gr_octal_triple *st, uint64_t n, unsigned nw)
{
    uint64_t *seen = st->seen, c;
    unsigned w;
    int k, i;

    memset(seen, 0, nw * sizeof *seen);
    for (k = 0; k <= o->rules.t && (uint64_t)k <= n; k++) {
        unsigned d = o->rules.digit[k];
        uint64_t m = n - (uint64_t)k;
        const uint64_t *s2 = st->recent + (m % (uint64_t)st->nrecent) * WORDS;
        if ((d & 1) && m == 0)
            mark(seen, 0);
        if ((d & 2) && m > 0)
            mark(seen, st->val[m]);
        for (w = 0; (d & 4) && m >= 2 && w <= (unsigned)st->top[m] >> 6; w++)
            seen[w] |= s2[w];
    }
    parity_advance(st, n);
    for (i = 0; i < st->n3; i++) {
        uint64_t m = n - (uint64_t)st->k3[i];
        if (n < (uint64_t)st->k3[i] + 3)
            continue;
        for (w = 0; w + 1 < nw; w++)   /* values lie below word nw - 1 */
            seen[w] |= st->par[m & 1][w];
        for (c = st->par_next + ((st->par_next ^ m) & 1); c + 2 <= m; c += 2)
            mark(seen, st->val[c]);
    }
}

/* The least value >= v not marked (there is one below 2^bits + 64). */
static unsigned first_free(const uint64_t *seen, unsigned v)
{
    unsigned w = v >> 6;
    uint64_t free = ~seen[w] & (~(uint64_t)0 << (v & 63));

    while (free == 0)
        free = ~seen[++w];
    return w * 64 + (unsigned)__builtin_ctzll(free);
}

/* Whether x is in S2(j), as far as what is kept tells (0 when unknown). */
static int in_pair_set(const gr_octal_triple *st, uint64_t j, unsigned x)
{
    if (x > st->top[j])
        return 0;
    if (x < 64)
        return (int)(st->low[j] >> x & 1);
    if (j < st->base)
        return 0;
    return (int)(st->col[x >> 6][j - st->base] >> (x & 63) & 1);
}

/* Whether x < 64 * WIDE is in S2(j), j a kept heap. */
static int in_wide(const gr_octal_triple *st, uint64_t j, unsigned x)
{
    return (int)(st->wide[j * WIDE + (x >> 6)] >> (x & 63) & 1);
}

/* A part c of a triple of m of value v among the likely ones (0: none
** found): the part of the last triple found of value v; then the first
** heaps c of each value u with v ^ u < 64 (x = v ^ u is then in S2(m - c)
** often); then the first heap of values u further away. */
static uint64_t likely_part(const gr_octal_triple *st, uint64_t m, unsigned v)
{
    uint64_t c = st->hint[v];
    unsigned x;
    int tries;

    if (c >= 1 && c + 2 <= m && in_pair_set(st, m - c, v ^ st->val[c]))
        return c;
    for (x = 0; x < 64; x++) {
        c = st->first[v ^ x];
        for (tries = 0; c != NO_HEAP && c + 2 <= m && tries < NEAR_TRIES; tries++) {
            if (st->low[m - c] >> x & 1)
                return c;
            c = st->next[c];
        }
    }
    for (x = 64; x < 64 * WIDE && x < 64 + FAR_TRIES; x++) {
        c = st->first[v ^ x];
        if (c != NO_HEAP && c + 2 <= m && in_wide(st, m - c, x))
            return c;
    }
    return 0;
}

/* The least part c <= m/3 of a triple of m of value v (0: none, so v is
** no three-heap option of m). */
static uint64_t scan(const gr_octal_triple *st, uint64_t m, unsigned v)
{
    const uint16_t *val = st->val, *top = st->top;
    uint64_t *const *col = st->col;
    uint64_t c, end = m / 3, base = st->base;

    gr_assert(m - end >= st->base && m - 1 < st->done);
    for (c = 1; c <= end; c++) {
        unsigned x = v ^ val[c];
        uint64_t j = m - c;
        if (x <= top[j] && (col[x >> 6][j - base] >> (x & 63) & 1))
            return c;
    }
    return 0;
}

/* Whether some three-heap move of heap n has value v: a likely part for
** each m = n - k first, then the scans. */
static int triple_reaches(gr_octal_triple *st, uint64_t n, unsigned v)
{
    uint64_t c = 0;
    int i;

    for (i = 0; i < st->n3 && c == 0; i++)
        if (n >= (uint64_t)st->k3[i] + 3)
            c = likely_part(st, n - (uint64_t)st->k3[i], v);
    for (i = 0; i < st->n3 && c == 0; i++)
        if (n >= (uint64_t)st->k3[i] + 3)
            c = scan(st, n - (uint64_t)st->k3[i], v);
    if (c != 0)
        st->hint[v] = (uint32_t)c;
    return c != 0;
}

/* G(n), everything prepared: the least value that no move reaches. */
static unsigned heap_value(const gr_octal *o, gr_octal_triple *st, uint64_t n)
{
    unsigned nw = value_words(st) + 1, v;

    mark_easy(o, st, n, nw);
    v = first_free(st->seen, 0);
    while ((v >> st->bits) == 0 && triple_reaches(st, n, v))
        v = first_free(st->seen, v + 1);
    return v;
}

/* ---- the engine's door ---- */

int gr_octal_triple_run(gr_octal *o, uint64_t stop, gr_error *err)
{
    gr_octal_triple *st;
    int rc;

    if (o->triple == NULL && (o->triple = triple_new(&o->rules)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory for three-heap splits");
    st = o->triple;
    while (o->count < stop) {
        rc = prepare(o, st, o->count);
        if (rc == GR_EUNDECIDED) {
            triple_release(st);   /* past the memory limit: the plain mex from here */
            st->fallback = 1;
            return GR_OK;
        }
        if (rc != GR_OK)
            return gr_error_set(err, GR_ENOMEM, "out of memory for three-heap splits");
        if ((rc = gr_octal_append(o, heap_value(o, st, o->count), err)) != GR_OK)
            return rc;
    }
    return GR_OK;
}
