/*
** walk.c - the walk of signatures (x, S) of sums of heaps over a candidate
** quotient, lightest sums first (Dijkstra over the sums' weights), and the
** labels of a candidate, each element's from its lightest sum.
*/
#include "walk.h"

#include <stdlib.h>
#include <string.h>

#include "base/debug.h"

typedef struct sigwalk {
    const monoid *m;
    uint8_t *label;
    const walk_type *types;
    size_t ntypes;
    size_t words;          /* 64-bit words of one set S */
    size_t count, cap;     /* signatures stored */
    uint32_t *x;
    uint64_t *sets;        /* words per signature */
    uint64_t *weight;
    uint32_t *parent;      /* the signature it was first reached from */
    uint32_t *via;         /* and the type added to it */
    uint8_t *done;
    uint64_t *slots;       /* hash table: the hash's top 32 bits, then
                           ** index + 1 (0 when empty): a probe reads the
                           ** stored signature only when the tags agree */
    size_t nslots;
    uint32_t *qidx;        /* the queue: a binary heap of (weight, index) */
    uint64_t *qweight;
    size_t qlen, qcap;
    size_t max;
    uint32_t *bx;          /* expand's batch: each type's new signature, */
    uint64_t *bsets;       /* ntypes * words */
    uint64_t *bhash;       /* and its hash */
    /* Tables for an L walk of a quotient of at most 64 elements (one word
    ** a set), made once the walk is large enough to pay for them
    ** (FAST_AFTER expansions, or from the start when it goes on from that
    ** many signatures): type t's are at tables + t * stride (type_tables),
    ** in space's memory. */
    uint64_t *tables;
    size_t stride;
    walk_space *space;     /* the job's, or the walk's own (own) */
    walk_space own;
    uint16_t *cols;        /* for add_heap in S walks: [t][e], e times type t's x */
    size_t expanded;       /* signatures expanded so far */
    /* A proving walk of a small monoid keeps L(S), not S (see below): */
    uint64_t *ann;         /* ann[z] = L({z}), or NULL: the walk keeps S */
    uint64_t *limg;        /* until tables: type t's fib, then opt, at t * 2 order words */
} sigwalk;

/* The largest monoid whose walks keep L(S) (see below): past it, a step
** ORs too many words for each element of L (at 511 and 2047, 0.16, 0.35
** and 0.055 took 1.2 to 6 times as long). */
#define LATER_MAX 255

/* Signatures a walk expands before it makes the tables (each costs about
** as much as this many expansions). */
#define FAST_AFTER 512

/* Whether two sets of `words` words are equal: a loop, as they are a few
** words, too short for memcmp. */
static int same_set(const uint64_t *a, const uint64_t *b, size_t words)
{
    for (size_t k = 0; k < words; k++)
        if (a[k] != b[k])
            return 0;
    return 1;
}

/* Empties a set: most are a few words, where a call to memset costs more
** than the stores (a loop would be made into that call). */
static void clear_set(uint64_t *set, size_t words)
{
    if (words > 4) {
        memset(set, 0, words * sizeof *set);
        return;
    }
    set[0] = 0;
    if (words > 1)
        set[1] = 0;
    if (words > 2)
        set[2] = 0;
    if (words > 3)
        set[3] = 0;
}

/* Each word is mixed on its own (by a multiplier of its place), not one
** after another, so that the multiplies of a set of several words overlap. */
static uint64_t hash_sig(const sigwalk *w, uint32_t x, const uint64_t *set)
{
    uint64_t h = 0x9e3779b97f4a7c15u ^ x, mul = 0xbf58476d1ce4e5b9u;
    for (size_t i = 0; i < w->words; i++, mul += 0x3c6ef372fe94f82au) {
        uint64_t v = set[i] * mul;
        h += v ^ (v >> 31);
    }
    h *= 0x94d049bb133111ebu;
    return h ^ (h >> 29);
}

static int grow_store(sigwalk *w)
{
    size_t cap = w->cap ? 2 * w->cap : 1024;
    uint32_t *x = realloc(w->x, cap * sizeof *x);
    if (x) w->x = x;
    uint64_t *sets = realloc(w->sets, cap * w->words * sizeof *sets);
    if (sets) w->sets = sets;
    uint64_t *weight = realloc(w->weight, cap * sizeof *weight);
    if (weight) w->weight = weight;
    uint32_t *parent = realloc(w->parent, cap * sizeof *parent);
    if (parent) w->parent = parent;
    uint32_t *via = realloc(w->via, cap * sizeof *via);
    if (via) w->via = via;
    uint8_t *done = realloc(w->done, cap);
    if (done) w->done = done;
    if (!x || !sets || !weight || !parent || !via || !done)
        return 0;
    w->cap = cap;
    return 1;
}

/* A slot: the tag (the hash's top half) and index i. */
static uint64_t slot_of(uint64_t h, size_t i)
{
    return (h & 0xffffffff00000000u) | ((uint64_t)i + 1);
}

static int rehash(sigwalk *w)
{
    size_t n = w->nslots ? 2 * w->nslots : 4096;
    uint64_t *slots = calloc(n, sizeof *slots);
    if (slots == NULL)
        return 0;
    for (size_t i = 0; i < w->count; i++) {
        uint64_t h = hash_sig(w, w->x[i], w->sets + i * w->words);
        size_t k = h & (n - 1);
        while (slots[k] != 0)
            k = (k + 1) & (n - 1);
        slots[k] = slot_of(h, i);
    }
    free(w->slots);
    w->slots = slots;
    w->nslots = n;
    return 1;
}

/* The index of signature (x, set) of hash h, added when new (*fresh = 1):
** the table has room (the caller rehashed); -2 past the bound, -1 when
** out of memory. */
static long find_or_add_h(sigwalk *w, uint32_t x, const uint64_t *set, uint64_t h, int *fresh)
{
    uint64_t tag = h & 0xffffffff00000000u;
    size_t k = h & (w->nslots - 1);
    for (; w->slots[k] != 0; k = (k + 1) & (w->nslots - 1)) {
        if ((w->slots[k] & 0xffffffff00000000u) != tag)
            continue;
        size_t i = (uint32_t)w->slots[k] - 1;
        if (w->x[i] == x && same_set(w->sets + i * w->words, set, w->words)) {
            *fresh = 0;
            return (long)i;
        }
    }
    if (w->count >= w->max)
        return -2;
    if (w->count == w->cap && !grow_store(w))
        return -1;
    size_t i = w->count++;
    w->x[i] = x;
    memcpy(w->sets + i * w->words, set, w->words * 8);
    w->done[i] = 0;
    w->slots[k] = slot_of(h, i);
    *fresh = 1;
    return (long)i;
}

/* Room in the table for n more signatures; 0 when out of memory. */
static int room(sigwalk *w, size_t n)
{
    while (2 * (w->count + n) > w->nslots)
        if (!rehash(w))
            return 0;
    return 1;
}

/* The index of signature (x, set), added when new (*fresh = 1); -1 when out
** of memory, -2 past the bound. */
static long find_or_add(sigwalk *w, uint32_t x, const uint64_t *set, int *fresh)
{
    if (!room(w, 1))
        return -1;
    return find_or_add_h(w, x, set, hash_sig(w, x, set), fresh);
}

/* ---- the queue: a binary heap of (weight, index) ---- */

static int push(sigwalk *w, uint64_t weight, uint32_t idx)
{
    if (w->qlen == w->qcap) {
        size_t cap = w->qcap ? 2 * w->qcap : 1024;
        uint32_t *qi = realloc(w->qidx, cap * sizeof *qi);
        if (qi) w->qidx = qi;
        uint64_t *qw = realloc(w->qweight, cap * sizeof *qw);
        if (qw) w->qweight = qw;
        if (!qi || !qw)
            return 0;
        w->qcap = cap;
    }
    size_t i = w->qlen++;
    while (i > 0 && w->qweight[(i - 1) / 2] > weight) {
        w->qweight[i] = w->qweight[(i - 1) / 2];
        w->qidx[i] = w->qidx[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    w->qweight[i] = weight;
    w->qidx[i] = idx;
    return 1;
}

static uint32_t pop(sigwalk *w, uint64_t *weight)
{
    uint32_t top = w->qidx[0];
    *weight = w->qweight[0];
    uint64_t lw = w->qweight[--w->qlen];
    uint32_t li = w->qidx[w->qlen];
    size_t i = 0;
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= w->qlen)
            break;
        if (c + 1 < w->qlen && w->qweight[c + 1] < w->qweight[c])
            c++;
        if (w->qweight[c] >= lw)
            break;
        w->qweight[i] = w->qweight[c];
        w->qidx[i] = w->qidx[c];
        i = c;
    }
    if (w->qlen > 0) {
        w->qweight[i] = lw;
        w->qidx[i] = li;
    }
    return top;
}

/* ---- the walk ---- */

/* The column of type t's x: col[e] = e x for every element e. */
static void type_column(const monoid *m, const walk_type *t, uint16_t *col)
{
    for (uint32_t e = 0; e < m->order; e++)
        col[e] = (uint16_t)monoid_mul(m, e, t->x);
}

/* The signature of a sum of signature (xi, from) plus a heap of type t,
** into *x and set (words long); col is t's column (type_column), so each
** element of the set is one read in a short array. */
static inline void add_heap(const monoid *m, const uint16_t *col, size_t words, uint32_t xi,
                            const uint64_t *from, const walk_type *t, uint32_t *x,
                            uint64_t *set)
{
    const uint16_t *row = m->mul + (size_t)xi * m->order;
    clear_set(set, words);
    for (size_t k = 0; k < words; k++)
        for (uint64_t bits = from[k]; bits != 0; bits &= bits - 1) {
            uint32_t s = col[k * 64 + (unsigned)__builtin_ctzll(bits)];
            set[s / 64] |= 1ull << (s % 64);
        }
    for (size_t k = 0; k < t->ntr; k++) {
        uint32_t s = row[t->tr[k]];
        set[s / 64] |= 1ull << (s % 64);
    }
    *x = col[xi];
}

/* ---- proving walks: the later sums that meet P ----
**
** The labels are fixed when the signatures are walked (a labelling walk
** fills them in first), so a walk needs of a sum's set S of options only
** which later sums have an option in P: L(S) = {y : s y in P for some s
** in S}, an element without a label counting as not in P (no sum reaches
** it). One more heap of
** type t makes the set S t + x T(t), whose L is
**     {y : t y in L(S)}  +  the union of L({x o}) over o in T(t),
** a matter of L(S) alone. So such a walk keeps L(S) as a signature's set:
** sums whose sets differ but agree on L are one signature, and their
** checks agree, as S meets P exactly when L(S) holds the identity (bit
** 0). One more bit, `order`, says that S is not empty (the empty sum's is
** the only empty one). On 0.152 it leaves 1,137 signatures of the 33,727
** the sets S give.
**
** A step is the same union of images as with S, with other images: bit
** u of L(S) brings fib(u) = {y : y t = u}, and x brings opt(x), the
** union above, with the bit that says "not empty". */

/* Whether a walk keeps L(S): not for the tests' reference (exact), nor
** for large monoids, where a step would OR a row of many words for each
** element of L. */
static int keeps_later(const monoid *m, int exact)
{
    return !exact && m->order <= LATER_MAX;
}

/* The words of one set: S needs a bit an element, L one bit more. */
static size_t set_words(uint32_t order, int later)
{
    return (order + (later ? 1 : 0) + 63) / 64;
}

/* ann[z] = L({z}), words words for each of the order elements; NULL
** when out of memory. */
static uint64_t *make_ann(const monoid *m, const uint8_t *label, size_t words)
{
    uint64_t *ann = calloc((size_t)m->order * words, sizeof *ann);
    for (uint32_t z = 0; ann != NULL && z < m->order; z++)
        for (uint32_t y = 0; y < m->order; y++)
            if (label[monoid_mul(m, z, y)] == LABEL_P)
                ann[z * words + y / 64] |= 1ull << (y % 64);
    return ann;
}

/* The ann of the walk that kept `from`: the same monoid and labels, so it
** kept L sets too. NULL when out of memory. */
static uint64_t *copy_ann(const walk_sigs *from, uint32_t order)
{
    uint64_t *ann = malloc((size_t)order * from->words * sizeof *ann);
    gr_assert(from->ann != NULL);
    if (ann != NULL)
        memcpy(ann, from->ann, (size_t)order * from->words * sizeof *ann);
    return ann;
}

/* Type t's images for L sets of `words` words: fib(u) at fib + u words
** and opt(x) at opt + x words, for u, x < order. */
static void later_images(const monoid *m, const walk_type *t, const uint64_t *ann,
                         size_t words, uint64_t *fib, uint64_t *opt)
{
    uint32_t order = m->order;
    memset(fib, 0, (size_t)order * words * sizeof *fib);
    memset(opt, 0, (size_t)order * words * sizeof *opt);
    for (uint32_t y = 0; y < order; y++)
        fib[monoid_mul(m, y, t->x) * words + y / 64] |= 1ull << (y % 64);
    for (uint32_t x = 0; x < order; x++) {
        uint64_t *o = opt + x * words;
        o[order / 64] |= 1ull << (order % 64);   /* not empty */
        for (size_t k = 0; k < t->ntr; k++) {
            const uint64_t *a = ann + monoid_mul(m, x, t->tr[k]) * words;
            for (size_t j = 0; j < words; j++)
                o[j] |= a[j];
        }
    }
}

/* L(S) t + x T(t) for a one-word L, from type t's images (later_images);
** the bit that says "not empty" is not an element and brings nothing. */
static uint64_t later_step(const uint64_t *fib, const uint64_t *opt, uint32_t order,
                           uint32_t xi, uint64_t l)
{
    uint64_t out = opt[xi];
    for (l &= ~(~0ull << order); l != 0; l &= l - 1)
        out |= fib[__builtin_ctzll(l)];
    return out;
}

/* The same for L of `words` words, into out. */
static void later_step_words(const uint64_t *fib, const uint64_t *opt, uint32_t order,
                             size_t words, uint32_t xi, const uint64_t *l, uint64_t *out)
{
    memcpy(out, opt + xi * words, words * sizeof *out);
    for (size_t k = 0; k < words; k++) {
        uint64_t bits = l[k];
        if (k == order / 64)
            bits &= ~(~0ull << (order % 64));
        for (; bits != 0; bits &= bits - 1) {
            const uint64_t *f = fib + (k * 64 + (unsigned)__builtin_ctzll(bits)) * words;
            for (size_t j = 0; j < words; j++)
                out[j] |= f[j];
        }
    }
}

/* The label an L set calls for: P when S is not empty and misses P. */
static uint8_t wanted_later(const uint64_t *l, uint32_t order)
{
    int not_empty = (int)(l[order / 64] >> (order % 64)) & 1;
    return not_empty && !(l[0] & 1) ? LABEL_P : LABEL_N;
}

/* The bytes of a one-word set that may hold an element. */
static uint32_t set_bytes(uint32_t order)
{
    return (order + 7) / 8;
}

/* The length of one type's tables. */
static size_t table_stride(uint32_t order)
{
    return (size_t)set_bytes(order) * 256 + order;
}

/* The tables of one type for one-word L sets: byte_img[c * 256 + b] is
** the union of fib over the elements of byte c of a set, for each value b
** of that byte, and then opt_img[y] is opt(y) (later_images); so a step
** costs a read a byte and one more. */
static void type_tables(const monoid *m, const walk_type *t, const uint64_t *ann,
                        uint64_t *byte_img)
{
    uint32_t order = m->order, nbytes = set_bytes(order);
    uint64_t *opt_img = byte_img + (size_t)nbytes * 256, fib[64];
    later_images(m, t, ann, 1, fib, opt_img);
    for (uint32_t c = 0; c < nbytes; c++) {
        uint64_t *row = byte_img + c * 256;
        row[0] = 0;
        for (uint32_t j = 0; j < 8; j++) {   /* the sets with bit j, from those below */
            uint32_t e = c * 8 + j;
            uint64_t img = e >= order ? 0 : fib[e];
            uint64_t *restrict hi = row + (1u << j);
            const uint64_t *restrict lo = row;
            for (uint32_t b = 0; b < 1u << j; b++)
                hi[b] = lo[b] | img;
        }
    }
}

static uint64_t table_step(const uint64_t *byte_img, uint32_t nbytes, uint32_t xi,
                           uint64_t from)
{
    uint64_t out = byte_img[(size_t)nbytes * 256 + xi];
    for (uint32_t c = 0; c < nbytes; c++, from >>= 8)
        out |= byte_img[c * 256 + (from & 255)];
    return out;
}

/* At least n entries of sp's memory (what it held is lost), or NULL when
** out of memory. It grows by doubling, so that it is seldom mapped anew. */
static uint64_t *space_reserve(walk_space *sp, size_t n)
{
    if (sp->cap < n) {
        size_t cap = sp->cap * 2 > n ? sp->cap * 2 : n;
        free(sp->tables);
        sp->tables = malloc(cap * sizeof *sp->tables);
        sp->cap = sp->tables != NULL ? cap : 0;
    }
    return sp->tables;
}

/* The tables of every type (one-word L sets only): 0 when out of memory. */
static int make_tables(sigwalk *w)
{
    size_t n = w->ntypes ? w->ntypes : 1, stride = table_stride(w->m->order);
    if (w->tables != NULL)
        return 1;
    w->tables = space_reserve(w->space, n * stride);
    if (w->tables == NULL)
        return 0;
    w->stride = stride;
    for (size_t t = 0; t < w->ntypes; t++)
        type_tables(w->m, &w->types[t], w->ann, w->tables + t * stride);
    return 1;
}

static void step(const sigwalk *w, size_t i, const walk_type *t, uint32_t *x, uint64_t *set)
{
    size_t k = (size_t)(t - w->types);
    if (w->tables == NULL && w->ann != NULL) {
        size_t n = (size_t)w->m->order * w->words;
        const uint64_t *fib = w->limg + k * 2 * n;
        if (w->words == 1)
            *set = later_step(fib, fib + n, w->m->order, w->x[i], w->sets[i]);
        else
            later_step_words(fib, fib + n, w->m->order, w->words, w->x[i],
                             w->sets + i * w->words, set);
        *x = monoid_mul(w->m, w->x[i], t->x);
        return;
    }
    if (w->tables == NULL) {
        add_heap(w->m, w->cols + k * w->m->order, w->words, w->x[i], w->sets + i * w->words, t,
                 x, set);
        return;
    }
    *set = table_step(w->tables + k * w->stride, set_bytes(w->m->order), w->x[i], w->sets[i]);
    *x = monoid_mul(w->m, w->x[i], t->x);
}

/* The label a signature's options call for: LABEL_P when S is not empty
** and misses P; LABEL_UNKNOWN when an element of S has no label yet. */
static uint8_t wanted(const uint8_t *label, const uint64_t *set, size_t words)
{
    int any = 0, to_p = 0;
    for (size_t k = 0; k < words; k++)
        for (uint64_t bits = set[k]; bits != 0; bits &= bits - 1) {
            uint32_t s = (uint32_t)(k * 64 + (unsigned)__builtin_ctzll(bits));
            if (label[s] == LABEL_UNKNOWN)
                return LABEL_UNKNOWN;
            any = 1;
            to_p |= label[s] == LABEL_P;
        }
    return any && !to_p ? LABEL_P : LABEL_N;
}

/* The label signature i's options call for. */
static uint8_t wanted_of(const sigwalk *w, size_t i)
{
    return w->ann != NULL ? wanted_later(w->sets + i * w->words, w->m->order)
                          : wanted(w->label, w->sets + i * w->words, w->words);
}

/* Whether the signature's element has the label its options call for. */
static int check(const sigwalk *w, size_t i)
{
    uint8_t want = wanted_of(w, i);
    return want != LABEL_UNKNOWN && w->label[w->x[i]] == want;
}

/* Every type added to signature i. The table is far larger than the
** caches, so the new signatures are made and hashed first, their slots
** fetched while the others are made, and the stored signatures their tags
** point to fetched before any is compared: the lookups then wait on memory
** together, not one after another. They are done in the order of the types,
** as they would be one by one. */
static walk_result expand(sigwalk *w, size_t i, uint64_t weight)
{
    size_t t, n = w->ntypes, words = w->words;
    if (!room(w, n))
        return WALK_NOMEM;
    if (++w->expanded == FAST_AFTER && words == 1 && w->ann != NULL && !make_tables(w))
        return WALK_NOMEM;
    for (t = 0; t < n; t++) {
        uint64_t *set = w->bsets + t * words;
        step(w, i, &w->types[t], &w->bx[t], set);
        w->bhash[t] = hash_sig(w, w->bx[t], set);
        __builtin_prefetch(&w->slots[w->bhash[t] & (w->nslots - 1)]);
    }
    for (t = 0; t < n; t++) {
        uint64_t slot = w->slots[w->bhash[t] & (w->nslots - 1)];
        if (slot != 0 && ((slot ^ w->bhash[t]) & 0xffffffff00000000u) == 0) {
            __builtin_prefetch(&w->x[(uint32_t)slot - 1]);
            __builtin_prefetch(w->sets + ((uint32_t)slot - 1) * words);
        }
    }
    for (t = 0; t < n; t++) {
        int fresh;
        long j = find_or_add_h(w, w->bx[t], w->bsets + t * words, w->bhash[t], &fresh);
        if (j == -1)
            return WALK_NOMEM;
        if (j == -2)
            return WALK_TOO_MANY;
        uint64_t nw = weight + w->types[t].weight;
        if (fresh || (!w->done[j] && nw < w->weight[j])) {
            w->weight[j] = nw;
            w->parent[j] = (uint32_t)i;
            w->via[j] = (uint32_t)t;
            if (!push(w, nw, (uint32_t)j))
                return WALK_NOMEM;
        }
    }
    return WALK_OK;
}

static int make_witness(const sigwalk *w, size_t i, uint64_t **witness, size_t *n)
{
    size_t len = 0;
    for (size_t j = i; j != 0; j = w->parent[j])
        len++;
    *witness = malloc((len ? len : 1) * sizeof **witness);
    if (*witness == NULL)
        return 0;
    *n = 0;
    for (size_t j = i; j != 0; j = w->parent[j])
        (*witness)[(*n)++] = w->types[w->via[j]].heap;
    return 1;
}

static void walk_free(sigwalk *w)
{
    free(w->x);
    free(w->sets);
    free(w->weight);
    free(w->parent);
    free(w->via);
    free(w->done);
    free(w->slots);
    free(w->qidx);
    free(w->qweight);
    free(w->bx);
    free(w->bsets);
    free(w->bhash);
    walk_space_free(&w->own);
    free(w->cols);
    free(w->ann);
    free(w->limg);
}

void walk_space_free(walk_space *s)
{
    free(s->tables);
    s->tables = NULL;
    s->cap = 0;
}

void walk_sigs_free(walk_sigs *k)
{
    free(k->ann);
    free(k->x);
    free(k->sets);
    free(k->slots);
    memset(k, 0, sizeof *k);
}

/* walk_screen for kept L sets: by the images, or by the tables when the
** sets are one word and many. */
static int screen_later(const monoid *m, const uint8_t *label, const walk_sigs *k,
                        const walk_type *t, walk_space *space)
{
    size_t words = k->words, n = (size_t)m->order * words;
    int tables = words == 1 && k->count >= FAST_AFTER;
    uint64_t *img = space_reserve(space, tables ? table_stride(m->order) : 2 * n + words);
    if (img == NULL)
        return -1;
    if (tables)
        type_tables(m, t, k->ann, img);
    else
        later_images(m, t, k->ann, words, img, img + n);
    uint64_t *l = img + 2 * n, one;   /* l: scratch, when not tables */
    for (size_t i = 0; i < k->count; i++) {
        const uint64_t *from = k->sets + i * words;
        if (tables)
            one = table_step(img, set_bytes(m->order), k->x[i], *from);
        else if (words == 1)
            one = later_step(img, img + n, m->order, k->x[i], *from);
        else
            later_step_words(img, img + n, m->order, words, k->x[i], from, l);
        if (wanted_later(words == 1 ? &one : l, m->order) !=
            label[monoid_mul(m, k->x[i], t->x)])
            return 0;
    }
    return 1;
}

int walk_screen(const monoid *m, const uint8_t *label, const walk_sigs *k,
                const walk_type *t, walk_space *space)
{
    if (k->count == 0)
        return 1;   /* nothing kept: nothing to screen with */
    if (k->ann != NULL)
        return screen_later(m, label, k, t, space);
    uint64_t *set = malloc(k->words * 8);
    uint16_t *col = malloc(m->order * sizeof *col);
    int ok = set != NULL && col != NULL ? 1 : -1;
    if (ok == 1)
        type_column(m, t, col);
    for (size_t i = 0; ok == 1 && i < k->count; i++) {
        uint32_t x;
        add_heap(m, col, k->words, k->x[i], k->sets + i * k->words, t, &x, set);
        ok = wanted(label, set, k->words) == label[x];
    }
    free(set);
    free(col);
    return ok;
}

/* The signatures `from` (the empty sum first, as every walk has it) and
** their hash table copied in: the same indices and the same table as
** adding them one by one would give, at the cost of a copy. 0 when out of
** memory. */
static int copy_seeds(sigwalk *w, const walk_sigs *from)
{
    uint64_t *slots = malloc(from->nslots * sizeof *slots);
    if (slots == NULL)
        return 0;
    while (w->cap < from->count)
        if (!grow_store(w)) {
            free(slots);
            return 0;
        }
    memcpy(slots, from->slots, from->nslots * sizeof *slots);
    free(w->slots);
    w->slots = slots;
    w->nslots = from->nslots;
    memcpy(w->x, from->x, from->count * sizeof *w->x);
    memcpy(w->sets, from->sets, from->count * w->words * sizeof *w->sets);
    w->count = from->count;
    return 1;
}

/* A walk that goes on from the signatures of an earlier one (all taken as
** checked): each gets one heap of the new type, and what is new is queued.
** The earlier walk was over the same monoid and labels, so it kept its
** sets the same way (S or L) and its words are as many. */
static walk_result seed(sigwalk *w, const walk_sigs *from, size_t newtype, uint64_t *set)
{
    int fresh;
    gr_assert(from->slots != NULL && from->words == w->words && from->count > 0 &&
              from->x[0] == 0 && (from->ann != NULL) == (w->ann != NULL));
    if (from->count > w->max)
        return WALK_TOO_MANY;   /* where adding them one by one would stop */
    if (!copy_seeds(w, from))
        return WALK_NOMEM;
    for (size_t i = 0; i < from->count; i++) {
        w->done[i] = 1;
        w->weight[i] = 0;
        w->parent[i] = 0;
        w->via[i] = 0;
    }
    size_t nseed = w->count;
    for (size_t i = 0; i < nseed; i++) {
        uint32_t x;
        step(w, i, &w->types[newtype], &x, set);
        long j = find_or_add(w, x, set, &fresh);
        if (j < 0)
            return j == -1 ? WALK_NOMEM : WALK_TOO_MANY;
        if (fresh) {
            w->weight[j] = 0;
            w->parent[j] = (uint32_t)i;
            w->via[j] = (uint32_t)newtype;
            if (!push(w, 0, (uint32_t)j))
                return WALK_NOMEM;
        }
    }
    return WALK_OK;
}

/* Hands the walk's signatures over to keep. */
static void keep_sigs(sigwalk *w, walk_sigs *keep)
{
    keep->count = w->count;
    keep->words = w->words;
    keep->x = w->x;
    keep->sets = w->sets;
    keep->slots = w->slots;
    keep->nslots = w->nslots;
    keep->ann = w->ann;
    w->ann = NULL;
    w->x = NULL;
    w->sets = NULL;
    w->slots = NULL;
}

/* ---- labelling: each element from its lightest sum ----
**
** A labelling walk gives each element the label its lightest sum calls
** for. The lightest sums are found on the elements alone: a heap of type
** t is an edge x -> x t.x of t's weight, and Dijkstra's walk from the
** identity gives each element a lightest path. The options of that sum are
** the sum less one heap of type t, times T(t), for each type t on the
** path. An option is lighter than its sum, so its element, reached by a
** sum no heavier, has its label by then. Then a walk of the signatures
** checks every sum against the labels, as a proving walk does. */

typedef struct lightest {
    uint64_t *dist;
    uint32_t *prev, *via;     /* the path: element before, and the type */
    uint8_t *done;
    uint32_t *pre, *suf;      /* products along one path */
    uint32_t *seen;           /* a stamp an element of the set S, and a type */
    uint32_t *tseen;
} lightest;

/* The label element x's lightest sum calls for, its path of k types at
** path[0..k-1]; stamp marks this x in seen and tseen. */
static uint8_t lightest_label(const monoid *m, const uint8_t *label, const walk_type *types,
                              const uint32_t *path, uint32_t k, lightest *l, uint32_t stamp)
{
    int any = 0, to_p = 0;
    l->pre[0] = 0;
    for (uint32_t i = 0; i < k; i++)
        l->pre[i + 1] = monoid_mul(m, l->pre[i], types[path[i]].x);
    l->suf[k] = 0;
    for (uint32_t i = k; i-- > 0;)
        l->suf[i] = monoid_mul(m, types[path[i]].x, l->suf[i + 1]);
    for (uint32_t i = 0; i < k; i++) {
        const walk_type *t = &types[path[i]];
        if (l->tseen[path[i]] == stamp)
            continue;   /* another heap of a type seen: the same options */
        l->tseen[path[i]] = stamp;
        uint32_t rest = monoid_mul(m, l->pre[i], l->suf[i + 1]);
        for (size_t j = 0; j < t->ntr; j++) {
            uint32_t s = monoid_mul(m, rest, t->tr[j]);
            if (l->seen[s] == stamp)
                continue;
            l->seen[s] = stamp;
            gr_assert(label[s] != LABEL_UNKNOWN);
            any = 1;
            to_p |= label[s] == LABEL_P;
        }
    }
    return any && !to_p ? LABEL_P : LABEL_N;
}

/* Labels every element some sum of the types reaches that has no label
** yet, from its lightest sum; *reached gets how many elements that is.
** 0 when out of memory. */
static int label_lightest(const monoid *m, uint8_t *label, const walk_type *types,
                          size_t ntypes, uint32_t *reached)
{
    uint32_t order = m->order, stamp = 0;
    lightest l = {malloc(order * sizeof *l.dist), malloc(order * sizeof *l.prev),
                  malloc(order * sizeof *l.via), calloc(order, 1),
                  malloc((order + 1) * sizeof *l.pre), malloc((order + 1) * sizeof *l.suf),
                  calloc(order, sizeof *l.seen), calloc(ntypes + 1, sizeof *l.tseen)};
    uint32_t *path = malloc(order * sizeof *path);
    int ok = l.dist && l.prev && l.via && l.done && l.pre && l.suf && l.seen && l.tseen && path;
    for (uint32_t e = 0; ok && e < order; e++)
        l.dist[e] = UINT64_MAX;
    if (ok)
        l.dist[0] = 0;
    *reached = 0;
    for (;;) {   /* the nearest element not done, by a scan: orders are small */
        uint32_t x = order;
        for (uint32_t e = 0; ok && e < order; e++)
            if (!l.done[e] && l.dist[e] != UINT64_MAX && (x == order || l.dist[e] < l.dist[x]))
                x = e;
        if (!ok || x == order)
            break;
        l.done[x] = 1;
        ++*reached;
        uint32_t k = 0;
        for (uint32_t y = x; l.dist[y] != 0; y = l.prev[y])
            path[k++] = l.via[y];
        if (label[x] == LABEL_UNKNOWN)
            label[x] = lightest_label(m, label, types, path, k, &l, ++stamp);
        for (size_t t = 0; t < ntypes; t++) {
            uint32_t y = monoid_mul(m, x, types[t].x);
            uint64_t d = l.dist[x] + types[t].weight;
            if (!l.done[y] && d < l.dist[y]) {
                l.dist[y] = d;
                l.prev[y] = x;
                l.via[y] = (uint32_t)t;
            }
        }
    }
    free(l.dist);
    free(l.prev);
    free(l.via);
    free(l.done);
    free(l.pre);
    free(l.suf);
    free(l.seen);
    free(l.tseen);
    free(path);
    return ok;
}

walk_result walk_run(walk_job *job)
{
    sigwalk w = {0};
    uint32_t reached = 0;
    job->witness = NULL;
    job->nwitness = 0;
    job->walked = 0;
    if (job->assign) {
        if (!label_lightest(job->m, job->label, job->types, job->ntypes, &reached))
            return WALK_NOMEM;
        job->walked = (size_t)reached * job->ntypes;
        if (job->watch != NULL && job->label[job->watch->x] != job->watch->want)
            return WALK_REJECTED;
    }
    w.m = job->m;
    w.label = job->label;
    w.types = job->types;
    w.ntypes = job->ntypes;
    w.space = job->space != NULL ? job->space : &w.own;
    int later = keeps_later(job->m, job->exact);
    w.words = set_words(job->m->order, later);
    w.max = job->max_signatures;
    walk_result r = WALK_NOMEM;
    int wrong = 0, fresh;
    size_t pops = 0;
    uint64_t *set = calloc(w.words, 8);
    size_t nb = w.ntypes ? w.ntypes : 1;
    w.bx = malloc(nb * sizeof *w.bx);
    w.bsets = malloc(nb * w.words * sizeof *w.bsets);
    w.bhash = malloc(nb * sizeof *w.bhash);
    if (set == NULL || w.bx == NULL || w.bsets == NULL || w.bhash == NULL ||
        find_or_add(&w, 0, set, &fresh) != 0 || !push(&w, 0, 0))
        goto cleanup;
    w.weight[0] = 0;
    w.parent[0] = 0;
    if (later && (w.ann = job->from != NULL ? copy_ann(job->from, w.m->order)
                                            : make_ann(w.m, w.label, w.words)) == NULL)
        goto cleanup;
    if (w.ann != NULL && w.words == 1 && job->from != NULL && job->from->count >= FAST_AFTER &&
        !make_tables(&w))
        goto cleanup;
    if (w.tables == NULL && w.ann != NULL) {   /* L steps by the images until tables */
        size_t n = (size_t)w.m->order * w.words;
        w.limg = malloc(nb * 2 * n * sizeof *w.limg);
        if (w.limg == NULL)
            goto cleanup;
        for (size_t t = 0; t < w.ntypes; t++)
            later_images(w.m, &w.types[t], w.ann, w.words, w.limg + t * 2 * n,
                         w.limg + t * 2 * n + n);
    } else {   /* S walks (the exact knob, monoids past LATER_MAX) step by add_heap */
        w.cols = malloc(nb * job->m->order * sizeof *w.cols);
        if (w.cols == NULL)
            goto cleanup;
        for (size_t t = 0; t < w.ntypes; t++)
            type_column(w.m, &w.types[t], w.cols + t * w.m->order);
    }
    r = job->from != NULL ? seed(&w, job->from, job->newtype, set) : WALK_OK;
    while (w.qlen > 0 && r == WALK_OK) {
        uint64_t weight;
        uint32_t i = pop(&w, &weight);
        if (w.done[i] || weight > w.weight[i])
            continue;
        w.done[i] = 1;
        if (job->stop != NULL && (++pops & 1023) == 0 && job->stop(job->stop_ctx)) {
            r = WALK_STOPPED;
            break;
        }
        if (!check(&w, i)) {
            wrong = 1;
            job->witness_want = wanted_of(&w, i);
            if (job->from == NULL &&   /* a seeded walk knows no sum of its seeds */
                !make_witness(&w, i, &job->witness, &job->nwitness))
                r = WALK_NOMEM;
            break;
        }
        r = expand(&w, i, weight);
    }
    if (r == WALK_OK && wrong)
        r = WALK_WRONG;
    job->walked += (w.count - (job->from != NULL && r != WALK_NOMEM ? job->from->count : 0))
                   * w.ntypes;
    if (r == WALK_OK && job->keep != NULL)
        keep_sigs(&w, job->keep);
cleanup:
    free(set);
    walk_free(&w);
    return r;
}
