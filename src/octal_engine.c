/*
** octal_engine.c - the value table of a take-and-break game: the plain mex
** for small heaps, the rare/common ("sparse space") method beyond.
**
** Sparse space (Winning Ways ch. 4, "Sparse Space Spells Speed"): fix a mask
** m and call a value v rare when popcount(v & m) is even, common otherwise.
** rare ^ rare and common ^ common are rare; rare ^ common is common. So the
** common values among the options of heap n come only from splits with one
** rare heap, which are few: they are enumerated exactly. Every rare value
** below the least missing common value must then be found among the other
** splits, and a scan stops as soon as all are found. The result is exact for
** any mask; a good mask (few rare heaps) makes it fast.
**
** Speed: the pass over the rare heaps runs for every heap, so it is kept to
** three loads and a store a step (the rare heaps and their values side by
** side, no test inside the loop); whether a value is common is a table look-up.
*/
#include <stdlib.h>
#include <string.h>

#include "octal_engine.h"

#define SPARSE_START 4096u   /* the plain mex below this heap */
#define MASK_BITS 11         /* masks are chosen among the low bits */
#define SEEN_SIZE ((size_t)1 << 17)   /* every value and XOR is below 2^17 */
#define PROGRESS_STEP (1u << 14)   /* heaps between looks at the clock */
#define WIT_VALUES 4096u     /* rare values below this remember their witnesses */
#define WIT_K 128u           /* witnesses remembered per value */

#define SEEN_SET(s, v) ((s)[v] = 1)
#define SEEN_HAS(s, v) ((s)[v])

static unsigned parity(unsigned v)
{
    v ^= v >> 16;
    v ^= v >> 8;
    v ^= v >> 4;
    v ^= v >> 2;
    v ^= v >> 1;
    return v & 1;
}

static int is_common(const gr_octal *o, unsigned v)
{
    return o->common[v];
}

gr_octal *gr_octal_new(const gr_octal_rules *r)
{
    gr_octal *o = calloc(1, sizeof *o);

    if (o == NULL)
        return NULL;
    o->rules = *r;
    o->seen = calloc(SEEN_SIZE + 1, 1);
    if (o->seen == NULL) {
        free(o);
        return NULL;
    }
    o->sparse_start = SPARSE_START;
    o->next_mask_check = 0;
    return o;
}

/* The scratch tables of the sparse method, made when first needed. */
static int sparse_alloc(gr_octal *o)
{
    if (o->want != NULL)
        return GR_OK;
    o->want = calloc(SEEN_SIZE + 1, 1);
    o->common = calloc(SEEN_SIZE + 1, 1);
    o->wit = calloc((size_t)WIT_VALUES * WIT_K, sizeof *o->wit);
    o->witval = calloc((size_t)WIT_VALUES * WIT_K, sizeof *o->witval);
    o->witpos = calloc(WIT_VALUES, 1);
    if (o->want && o->common && o->wit && o->witval && o->witpos)
        return GR_OK;
    free(o->want);
    free(o->common);
    free(o->wit);
    free(o->witval);
    free(o->witpos);
    o->want = NULL;
    o->common = NULL;
    o->wit = NULL;
    o->witval = NULL;
    o->witpos = NULL;
    return GR_ENOMEM;
}

void gr_octal_free(gr_octal *o)
{
    if (o == NULL)
        return;
    free(o->g);
    free(o->rare);
    free(o->rareval);
    free(o->seen);
    free(o->want);
    free(o->common);
    free(o->wit);
    free(o->witpos);
    free(o->witval);
    free(o);
}

static int table_reserve(gr_octal *o, uint64_t n, gr_error *err)
{
    uint64_t cap = o->cap ? o->cap : 1024;
    uint16_t *g;

    if (n <= o->cap)
        return GR_OK;
    while (cap < n)
        cap = cap < GR_OCTAL_HARD_LIMIT / 2 ? cap * 2 : GR_OCTAL_HARD_LIMIT + 1;
    g = realloc(o->g, cap * sizeof *g);
    if (g == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory for %llu values",
                            (unsigned long long)cap);
    o->g = g;
    o->cap = cap;
    return GR_OK;
}

static int rare_push(gr_octal *o, uint64_t n)
{
    if (o->nrare == o->rarecap) {
        uint64_t cap = o->rarecap ? o->rarecap * 2 : 256;
        uint32_t *r = realloc(o->rare, cap * sizeof *r);
        uint16_t *rv;
        if (r == NULL)
            return GR_ENOMEM;
        o->rare = r;
        rv = realloc(o->rareval, cap * sizeof *rv);
        if (rv == NULL)
            return GR_ENOMEM;
        o->rareval = rv;
        o->rarecap = cap;
    }
    o->rare[o->nrare] = (uint32_t)n;
    o->rareval[o->nrare++] = o->g[n];
    return GR_OK;
}

/* The number of rare heaps below h (they are ascending). */
static uint64_t rare_below(const gr_octal *o, uint64_t h)
{
    uint64_t lo = 0, hi = o->nrare;

    while (lo < hi) {
        uint64_t mid = lo + (hi - lo) / 2;
        if (o->rare[mid] < h)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* ---- the options of heap n ---- */

static void seen_clear(gr_octal *o)
{
    memset(o->seen, 0, ((size_t)2 << o->bits) + 1);
}

/* Removing nothing or one heap: zero or one part. */
static void add_simple(const gr_octal *o, uint64_t n, uint8_t *seen)
{
    int k;

    for (k = 0; k <= o->rules.t && (uint64_t)k <= n; k++) {
        unsigned d = o->rules.digit[k];
        if ((d & 1) && n == (uint64_t)k)
            SEEN_SET(seen, 0u);
        if ((d & 2) && n > (uint64_t)k)
            SEEN_SET(seen, o->g[n - (uint64_t)k]);
    }
}

/* Every split of m tokens into two non-empty heaps. */
static void add_pairs(const gr_octal *o, uint64_t m, uint8_t *seen)
{
    const uint16_t *g = o->g;
    uint64_t a, top = o->rules.unequal ? (m - 1) / 2 : m / 2;

    for (a = 1; a <= top; a++) {
        unsigned v = (unsigned)(g[a] ^ g[m - a]);
        SEEN_SET(seen, v);
    }
}

/* Every split of m tokens into three non-empty heaps a <= b <= c. */
static void add_triples(const gr_octal *o, uint64_t m, uint8_t *seen)
{
    const uint16_t *g = o->g;
    uint64_t a, b;

    for (a = 1; 3 * a <= m; a++)
        for (b = a; 2 * b <= m - a; b++) {
            unsigned v = (unsigned)(g[a] ^ g[b] ^ g[m - a - b]);
            SEEN_SET(seen, v);
        }
}

static unsigned seen_mex(const uint8_t *seen)
{
    unsigned v = 0;

    while (seen[v])
        v++;
    return v;
}

static unsigned value_plain(gr_octal *o, uint64_t n)
{
    int k;

    seen_clear(o);
    add_simple(o, n, o->seen);
    for (k = 0; k <= o->rules.t && (uint64_t)k <= n; k++) {
        unsigned d = o->rules.digit[k];
        uint64_t m = n - (uint64_t)k;
        if ((d & 4) && m >= 2)
            add_pairs(o, m, o->seen);
        if ((d & 8) && m >= 3)
            add_triples(o, m, o->seen);
    }
    return seen_mex(o->seen);
}

/* ---- the sparse-space method ---- */

/* The splits of m whose rare part is rare[from..to-1]: no test inside. */
static void add_rare_range(const gr_octal *o, uint64_t m, uint64_t from, uint64_t to,
                           uint8_t *seen)
{
    const uint16_t *g = o->g + m;
    const uint32_t *rare = o->rare;
    const uint16_t *rareval = o->rareval;
    uint64_t i;

    for (i = from; i < to; i++)
        SEEN_SET(seen, (unsigned)(rareval[i] ^ g[-(int64_t)rare[i]]));
}

/* Splits with a rare heap: every common option value (and some rare ones).
** In Grundy's game the split into two equal halves is left out. */
static void add_rare_pairs(const gr_octal *o, uint64_t m, uint8_t *seen)
{
    uint64_t end = o->nrare > 0 && o->rare[o->nrare - 1] < m ? o->nrare : rare_below(o, m);
    uint64_t half;

    if (!o->rules.unequal || m % 2 != 0) {
        add_rare_range(o, m, 0, end, seen);
        return;
    }
    half = rare_below(o, m / 2);
    add_rare_range(o, m, 0, half, seen);
    if (half < end && o->rare[half] == m / 2)
        half++;
    add_rare_range(o, m, half, end, seen);
}

/* Remembers that the split with larger part b reached the rare value v. */
static void witness_add(gr_octal *o, unsigned v, uint64_t b)
{
    if (v >= WIT_VALUES)
        return;
    o->wit[v * WIT_K + o->witpos[v]] = (uint32_t)b;
    o->witval[v * WIT_K + o->witpos[v]] = o->g[b];
    o->witpos[v] = (uint8_t)((o->witpos[v] + 1) % WIT_K);
}

/* Tries the large parts that reached each wanted value before: a hard rare
** value usually needs a large heap of an unusual value, and the same large
** heap, paired with a new small one, often reaches it again. A witness that
** works moves to the front of its list. */
static uint64_t scan_witnesses(gr_octal *o, uint64_t m, unsigned c, uint64_t need,
                               uint8_t *want)
{
    const uint16_t *g = o->g;
    unsigned v, j, x;

    for (v = 0; v < c && v < WIT_VALUES; v++) {
        uint32_t *wit = o->wit + v * WIT_K;
        uint16_t *val = o->witval + v * WIT_K;
        for (j = 0; want[v] && j < WIT_K; j++) {
            uint64_t b = wit[j];
            if (b == 0 || b >= m || (o->rules.unequal && 2 * b == m))
                continue;
            x = g[m - b] ^ val[j];
            if (want[x]) {
                want[x] = 0;
                if (x == v && j > 0) {   /* the witness that works moves to the front */
                    uint32_t tb = wit[0];
                    uint16_t tv = val[0];
                    wit[0] = wit[j];
                    val[0] = val[j];
                    wit[j] = tb;
                    val[j] = tv;
                }
                if (--need == 0)
                    return 0;
            }
        }
    }
    return need;
}

/* Scans the splits of m for the `need` values v with want[v] set (the rare
** values below the least missing common one); clears what it finds and
** returns how many are still missing. Four splits a step, one branch. */
static uint64_t scan_pairs(gr_octal *o, uint64_t m, uint64_t need, uint8_t *want)
{
    const uint16_t *g = o->g;
    uint64_t a = 1, i, top = o->rules.unequal ? (m - 1) / 2 : m / 2;
    unsigned v[4];

    for (; a + 3 <= top; a += 4) {
        v[0] = g[a] ^ g[m - a];
        v[1] = g[a + 1] ^ g[m - a - 1];
        v[2] = g[a + 2] ^ g[m - a - 2];
        v[3] = g[a + 3] ^ g[m - a - 3];
        if ((want[v[0]] | want[v[1]] | want[v[2]] | want[v[3]]) == 0)
            continue;
        for (i = 0; i < 4; i++)
            if (want[v[i]]) {
                want[v[i]] = 0;
                witness_add(o, v[i], m - a - i);
                if (--need == 0)
                    return 0;
            }
    }
    for (; a <= top; a++) {
        v[0] = g[a] ^ g[m - a];
        if (want[v[0]]) {
            want[v[0]] = 0;
            witness_add(o, v[0], m - a);
            if (--need == 0)
                return 0;
        }
    }
    return need;
}

static unsigned least_missing(const gr_octal *o, int common, unsigned below)
{
    unsigned v;

    for (v = 0; v < below; v++)
        if (!SEEN_HAS(o->seen, v) && is_common(o, v) == common)
            return v;
    return below;
}

static unsigned value_sparse(gr_octal *o, uint64_t n)
{
    unsigned c, v, limit = 2u << o->bits;
    uint8_t *want = o->want;
    uint64_t need = 0;
    int k;

    seen_clear(o);
    add_simple(o, n, o->seen);
    for (k = 0; k <= o->rules.t && (uint64_t)k + 2 <= n; k++)
        if (o->rules.digit[k] & 4)
            add_rare_pairs(o, n - (uint64_t)k, o->seen);
    c = least_missing(o, 1, limit);
    for (v = 0; v < c; v++) {
        want[v] = !SEEN_HAS(o->seen, v) && !is_common(o, v);
        need += want[v];
    }
    for (k = 0; k <= o->rules.t && need > 0 && (uint64_t)k + 2 <= n; k++)
        if (o->rules.digit[k] & 4)
            need = scan_witnesses(o, n - (uint64_t)k, c, need, want);
    for (k = 0; k <= o->rules.t && need > 0 && (uint64_t)k + 2 <= n; k++)
        if (o->rules.digit[k] & 4)
            need = scan_pairs(o, n - (uint64_t)k, need, want);
    for (v = 0; v < c && need > 0; v++)
        if (want[v])
            break;
    memset(want, 0, c);
    return need == 0 ? c : v;
}

/* Chooses the mask that leaves fewest rare heaps among the last half of the
** table; 0 (the plain method) when none makes them rare. */
static unsigned mask_choose(const gr_octal *o)
{
    uint64_t hist[1u << MASK_BITS];
    unsigned m, v, best = 0, top = 1u << (o->bits < MASK_BITS ? o->bits : MASK_BITS);
    uint64_t n, count, least = UINT64_MAX, window = o->count / 2;

    memset(hist, 0, sizeof hist);
    for (n = o->count - window; n < o->count; n++)
        hist[o->g[n] & (top - 1)]++;
    for (m = 1; m < top; m++) {
        for (count = 0, v = 0; v < top; v++)
            count += parity(v & m) ? 0 : hist[v];
        if (count < least) {
            least = count;
            best = m;
        }
    }
    return least * 8 < window ? best : 0;
}

static int mask_update(gr_octal *o)
{
    unsigned m = o->forced_mask ? o->forced_mask : mask_choose(o);
    uint64_t n;

    if (m != 0 && sparse_alloc(o) != GR_OK)
        return GR_ENOMEM;
    o->next_mask_check = o->count * 2;
    if (m == o->mask)
        return GR_OK;
    o->mask = m;
    o->nrare = 0;
    if (m == 0)
        return GR_OK;
    for (n = 0; n <= SEEN_SIZE; n++)
        o->common[n] = (uint8_t)parity((unsigned)n & m);
    for (n = 1; n < o->count; n++)
        if (!is_common(o, o->g[n]) && rare_push(o, n) != GR_OK)
            return GR_ENOMEM;
    return GR_OK;
}

/* ---- the table ---- */

int gr_octal_append(gr_octal *o, unsigned v, gr_error *err)
{
    uint64_t n = o->count;

    if (v > UINT16_MAX)
        return gr_error_set(err, GR_ERANGE, "G(%llu) is larger than %u: values are kept "
                            "in 2 bytes", (unsigned long long)n, (unsigned)UINT16_MAX);
    o->g[n] = (uint16_t)v;
    o->count = n + 1;
    while ((v >> o->bits) != 0)
        o->bits++;
    if (o->mask != 0 && !is_common(o, v) && rare_push(o, n) != GR_OK)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    return GR_OK;
}

static int sparse_usable(const gr_octal *o)
{
    return o->rules.maxparts <= 2 && o->count >= o->sparse_start;
}

int gr_octal_extend(gr_octal *o, uint64_t n, gr_error *err)
{
    uint64_t start;
    int rc;

    if (n >= GR_OCTAL_HARD_LIMIT)
        return gr_error_set(err, GR_ERANGE, "heap %llu is beyond what is computed here "
                            "(at most %u)", (unsigned long long)n, GR_OCTAL_HARD_LIMIT - 1);
    if ((rc = table_reserve(o, n + 1, err)) != GR_OK)
        return rc;
    if (o->count <= n && (rc = gr_octal_resume(o, n, err)) != GR_OK)
        return rc;
    start = o->count;
    while (o->count <= n) {
        unsigned v;
        if (sparse_usable(o) && o->count >= o->next_mask_check &&
            mask_update(o) != GR_OK)
            return gr_error_set(err, GR_ENOMEM, "out of memory");
        v = o->mask != 0 && sparse_usable(o) ? value_sparse(o, o->count)
                                              : value_plain(o, o->count);
        if ((rc = gr_octal_append(o, v, err)) != GR_OK)
            return rc;
        if (o->count % PROGRESS_STEP == 0)
            gr_octal_tick(o, n);
    }
    if (o->count > start && gr_octal_finish(o) != GR_OK)
        return gr_error_set(err, GR_EIO, "cannot write the checkpoint file");
    return GR_OK;
}

int gr_octal_known(const gr_octal *o, uint64_t n, uint64_t *out)
{
    const gr_period *p = &o->period;

    if (n < o->count) {
        *out = o->g[n];
        return GR_OK;
    }
    if (p->status != GR_PERIOD_PROVED || p->saltus != 0)
        return GR_EUNDECIDED;
    *out = o->g[p->preperiod + (n - p->preperiod) % p->period];
    return GR_OK;
}

int gr_octal_value(gr_octal *o, uint64_t n, uint64_t limit, uint64_t *out, gr_error *err)
{
    gr_period p;
    uint64_t reach;
    int rc;

    if (gr_octal_known(o, n, out) == GR_OK)
        return GR_OK;
    reach = n < limit ? n : limit;
    if (o->period_tried < reach || reach >= o->count) {
        rc = gr_octal_find_period(o, reach, &p, err);
        if (rc != GR_OK)
            return rc;
    }
    if (gr_octal_known(o, n, out) == GR_OK)
        return GR_OK;
    return gr_error_set(err, GR_EUNDECIDED, "heap %llu: no period is proved for this game "
                        "up to heap %llu, and the heap is beyond what is computed on demand "
                        "(grundy period or grundy values --to go further)",
                        (unsigned long long)n, (unsigned long long)(o->count - 1));
}
