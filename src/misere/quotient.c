/*
** quotient.c - the misere quotient of a heap game, heap by heap: each new
** heap an element the quotient has, or a new generator, each step proved
** by the walk of signatures (walk.c); periods and their proof.
*/
#include "quotient.h"

#include <stdlib.h>
#include <string.h>

#include "misere/walk.h"

#define MAX_ATTEMPTS 64          /* candidates tried for one new generator */
#define WALK_BYTES (256u << 20)  /* bound on one walk's signatures */
#define BUILD_FAILED (-10)       /* a candidate past MONOID_MAX */
#define GAVE_UP (-1000)          /* no candidate tried was right */
#define STOPPED 1                /* e->err when the stop callback said so */

typedef struct engine {
    mq_moves_fn moves;
    void *ctx;
    const mq_settings *s;
    monoid m;            /* the quotient of heaps 0..n, proved */
    uint32_t *phi;       /* phi[0..n] in m */
    uint64_t *weight;    /* heap weights: more than any option's */
    uint32_t **tr;       /* T(h) in m, sorted */
    size_t *ntr;
    size_t cap;
    uint64_t n;
    walk_sigs sigs;      /* the signatures of the last walk of m: screens */
    walk_space space;    /* what each walk leaves to the next */
    uint64_t work;       /* signatures walked so far */
    int err;             /* a code from moves, or -1: out of memory */
} engine;

/* ---- the images of a heap's options ---- */

typedef struct images {
    engine *e;
    const monoid *m;
    const uint32_t *phi;
    uint64_t heap;
    uint8_t *seen;       /* m->order flags */
    uint64_t weight;     /* 1 + the heaviest option */
    int bad;             /* a part not smaller than the heap */
} images;

static int take_option(void *sink, const uint64_t *parts, size_t nparts)
{
    images *im = sink;
    uint32_t x = 0;
    uint64_t w = 1;
    im->e->work++;   /* options count as work too: some games have many */
    for (size_t i = 0; i < nparts; i++) {
        if (parts[i] >= im->heap) {
            im->bad = 1;
            return 1;
        }
        x = monoid_mul(im->m, x, im->phi[parts[i]]);
        w += im->e->weight[parts[i]];
    }
    im->seen[x] = 1;
    if (w > im->weight)
        im->weight = w;
    return 0;
}

/* T(heap) over m and phi, into e->tr[heap]; sets e->weight[heap] too. */
static int heap_images(engine *e, const monoid *m, const uint32_t *phi, uint64_t heap)
{
    images im = {e, m, phi, heap, calloc(m->order, 1), 1, 0};
    if (im.seen == NULL)
        return -1;
    int rc = e->moves(e->ctx, heap, take_option, &im);
    size_t k = 0;
    if (im.bad)
        rc = -2;
    free(e->tr[heap]);
    e->tr[heap] = malloc(m->order * sizeof **e->tr);
    if (rc == 0 && e->tr[heap] == NULL)
        rc = -1;
    for (uint32_t x = 0; rc == 0 && x < m->order; x++)
        if (im.seen[x])
            e->tr[heap][k++] = x;
    e->ntr[heap] = k;
    e->weight[heap] = im.weight;
    free(im.seen);
    return rc;
}

static int grow(engine *e, uint64_t n)
{
    if (n < e->cap)
        return 1;
    size_t cap = e->cap ? 2 * e->cap : 256;
    uint32_t *phi = realloc(e->phi, cap * sizeof *phi);
    if (phi) e->phi = phi;
    uint64_t *weight = realloc(e->weight, cap * sizeof *weight);
    if (weight) e->weight = weight;
    uint32_t **tr = realloc(e->tr, cap * sizeof *tr);
    if (tr) e->tr = tr;
    size_t *ntr = realloc(e->ntr, cap * sizeof *ntr);
    if (ntr) e->ntr = ntr;
    if (!phi || !weight || !tr || !ntr)
        return 0;
    for (size_t i = e->cap; i < cap; i++) {
        e->tr[i] = NULL;
        e->ntr[i] = 0;
    }
    e->cap = cap;
    return 1;
}

/* ---- heap types ---- */

static int same_type(const walk_type *t, uint32_t x, const uint32_t *tr, size_t ntr)
{
    return t->x == x && t->ntr == ntr && memcmp(t->tr, tr, ntr * sizeof *tr) == 0;
}

/* The distinct types of heaps 1..n (heaps without moves are the empty sum
** and add nothing); *ntypes of them, malloc'd. */
static walk_type *heap_types(const engine *e, const uint32_t *phi, uint64_t n, size_t *ntypes)
{
    walk_type *types = malloc((n + 1) * sizeof *types);
    *ntypes = 0;
    for (uint64_t h = 1; types != NULL && h <= n; h++) {
        if (e->ntr[h] == 0)
            continue;
        size_t k;
        for (k = 0; k < *ntypes; k++)
            if (same_type(&types[k], phi[h], e->tr[h], e->ntr[h]))
                break;
        if (k == *ntypes)
            types[(*ntypes)++] = (walk_type){phi[h], e->tr[h], e->ntr[h], e->weight[h], h};
        else if (e->weight[h] < types[k].weight) {
            /* the lightest heap of a type stands for it: a sum of the
            ** lightest heaps is lighter than each of its options */
            types[k].weight = e->weight[h];
            types[k].heap = h;
        }
    }
    return types;
}

static size_t walk_bound(const engine *e, uint32_t order)
{
    size_t per = ((order + 63) / 64) * 8 + 40;
    size_t max = WALK_BYTES / per;
    if (e->s->max_signatures != 0 && e->s->max_signatures < max)
        max = e->s->max_signatures;
    return max;
}

static int over_budget(const engine *e)
{
    return e->s->max_work != 0 && e->work > e->s->max_work;
}

/* Walks (m, label) over the types of heaps 1..n with phi (their images
** already in e->tr); job, when not NULL, gets the witness of a wrong sum
** (the caller frees it). Keeps the signatures in e->sigs when it succeeds
** and keep is set. */
/* prove, going on from e->sigs when `more` (heap n's type new, e->sigs the
** signatures of every other type over m). */
static walk_result prove_from(engine *e, const monoid *m, uint8_t *label, int assign,
                              const uint32_t *phi, uint64_t n, walk_job *job, int keep,
                              int more, const walk_watch *watch)
{
    size_t ntypes;
    walk_type *types = heap_types(e, phi, n, &ntypes);
    walk_sigs sigs = {0};
    size_t bound = walk_bound(e, m->order), seeds = more ? e->sigs.count : 0;
    if (e->s->max_work != 0) {   /* no walk goes far past the work left */
        uint64_t left = e->work < e->s->max_work ? e->s->max_work - e->work : 0;
        if (seeds + left / (ntypes ? ntypes : 1) + 1 < bound)
            bound = (size_t)(seeds + left / (ntypes ? ntypes : 1) + 1);
    }
    walk_job j = {m, label, assign, types, ntypes, bound, NULL, 0, 0, keep ? &sigs : NULL, 0,
                  e->s->stop, e->s->stop_ctx, more ? &e->sigs : NULL, ntypes - 1, watch,
                  &e->space, e->s->exact_sets};
    if (types == NULL)
        return WALK_NOMEM;
    walk_result r = walk_run(&j);
    if (r == WALK_STOPPED && e->err == 0)
        e->err = STOPPED;
    if (r == WALK_NOMEM && e->err == 0)
        e->err = -1;   /* a failure, not a trial found wrong: the run ends */
    e->work += j.walked;
    if (r == WALK_OK && keep) {
        walk_sigs_free(&e->sigs);
        e->sigs = sigs;
    }
    if (job != NULL)
        *job = j;
    else
        free(j.witness);
    free(types);
    return r;
}

static walk_result prove(engine *e, const monoid *m, uint8_t *label, int assign,
                         const uint32_t *phi, uint64_t n, walk_job *job, int keep)
{
    return prove_from(e, m, label, assign, phi, n, job, keep, 0, NULL);
}

/* ---- a new heap as an element the quotient has ---- */

/* 1 when heap n was given an old element (proved), 0 when none works,
** or a negative walk failure (-WALK_TOO_MANY, -WALK_NOMEM). */
static int conservative(engine *e, uint64_t n)
{
    int rc = heap_images(e, &e->m, e->phi, n);
    if (rc != 0) {
        e->err = rc;
        return -WALK_NOMEM;
    }
    if (e->ntr[n] == 0) {
        e->phi[n] = 0;
        return 1;
    }
    for (uint64_t h = 1; h < n; h++)
        if (e->ntr[h] == e->ntr[n] &&
            memcmp(e->tr[h], e->tr[n], e->ntr[n] * sizeof *e->tr[n]) == 0) {
            e->phi[n] = e->phi[h];   /* a type the last walk proved: no new sum */
            return 1;
        }
    uint8_t want = 1;
    for (size_t k = 0; k < e->ntr[n]; k++)
        if (e->m.is_p[e->tr[n][k]])
            want = 0;
    for (uint32_t x = 0; x < e->m.order && !over_budget(e); x++) {
        walk_type t = {x, e->tr[n], e->ntr[n], e->weight[n], n};
        if (e->m.is_p[x] != want)
            continue;
        int screened = walk_screen(&e->m, e->m.is_p, &e->sigs, &t, &e->space);
        if (screened < 0) {
            e->err = -1;
            return -WALK_NOMEM;
        }
        if (screened == 0)
            continue;
        e->phi[n] = x;
        walk_result r = prove_from(e, &e->m, e->m.is_p, 0, e->phi, n, NULL, 1,
                                   e->sigs.count > 0, NULL);
        if (r == WALK_OK)
            return 1;
        if (r != WALK_WRONG)
            return -(int)r;
    }
    return 0;
}

/* ---- a new generator ---- */

/* A generator of a trial of its own: heap's image is g, g^(index+period)
** = g^index. */
typedef struct gen_spec {
    uint64_t heap;
    uint32_t index, period;
} gen_spec;

/* A trial: a monoid, labels (P-portion, maybe partial) and phi of heaps
** 0..n. */
typedef struct trial {
    monoid m;
    uint8_t *label;
    uint32_t *phi;
} trial;

static void trial_free(trial *t)
{
    monoid_free(&t->m);
    free(t->label);
    free(t->phi);
    memset(t, 0, sizeof *t);
}

static int in_specs(const gen_spec *g, size_t ng, uint64_t h)
{
    for (size_t i = 0; i < ng; i++)
        if (g[i].heap == h)
            return (int)i;
    return -1;
}

/* The trial: the submonoid of bm that the images bphi of the heaps 1..n
** outside g generate, times a cyclic monoid for each heap of g. 0 when out
** of memory or past MONOID_MAX. */
static int build_trial(const monoid *bm, const uint32_t *bphi, uint64_t n, const gen_spec *g,
                       size_t ng, trial *t)
{
    uint32_t *gens = malloc((n + 1) * sizeof *gens), *map = malloc(bm->order * sizeof *map);
    monoid cur = {0};
    size_t ngens = 0;
    uint64_t scale = 1;
    int ok = gens != NULL && map != NULL;
    memset(t, 0, sizeof *t);
    for (uint64_t h = 1; ok && h <= n; h++)
        if (in_specs(g, ng, h) < 0)
            gens[ngens++] = bphi[h];
    ok = ok && monoid_reduce(bm, gens, ngens, 0, &cur, map);
    for (size_t i = 0; ok && i < ng; i++) {
        monoid next = {0}, cyc = {0};
        ok = monoid_cyclic(&cyc, g[i].index, g[i].period) && monoid_product(&next, &cur, &cyc);
        scale *= g[i].index + g[i].period;
        monoid_free(&cyc);
        monoid_free(&cur);
        cur = next;
    }
    t->m = cur;
    t->phi = ok ? malloc((n + 1) * sizeof *t->phi) : NULL;
    t->label = ok ? malloc(cur.order) : NULL;
    for (uint64_t h = 0; t->phi != NULL && h <= n; h++) {
        int k = h == 0 ? -1 : in_specs(g, ng, h);
        uint64_t below = 1;   /* the sizes of the components after k */
        for (size_t j = (size_t)k + 1; k >= 0 && j < ng; j++)
            below *= g[j].index + g[j].period;
        t->phi[h] = k >= 0 ? (uint32_t)below : h == 0 ? 0 : (uint32_t)(map[bphi[h]] * scale);
    }
    free(gens);
    free(map);
    if (t->phi == NULL || t->label == NULL) {
        trial_free(t);
        return 0;
    }
    return 1;
}

/* Labels the trial, lightest sums first; job gets the first wrong sum.
** With a watch, it stops (WALK_REJECTED) when the watched element is
** labelled other than wanted. */
static walk_result label_trial(engine *e, trial *t, uint64_t n, const walk_watch *watch,
                               walk_job *job)
{
    memset(job, 0, sizeof *job);
    for (uint64_t h = 1; h <= n; h++) {
        int rc = heap_images(e, &t->m, t->phi, h);
        if (rc != 0) {
            e->err = rc;
            return WALK_NOMEM;
        }
    }
    memset(t->label, LABEL_UNKNOWN, t->m.order);
    return prove_from(e, &t->m, t->label, 1, t->phi, n, job, 0, 0, watch);
}

/* m reduced (monoid_reduce, merging or not) to the quotient its heaps
** 1..last generate, into *out, with phi[0..last] renamed to match. 0 when
** out of memory. */
static int reduce_phi(const monoid *m, uint32_t *phi, uint64_t last, int merge, monoid *out)
{
    uint32_t *map = malloc(m->order * sizeof *map);
    if (map == NULL || !monoid_reduce(m, phi + 1, last, merge, out, map)) {
        free(map);
        return 0;
    }
    for (uint64_t h = 0; h <= last; h++)
        phi[h] = map[phi[h]];
    free(map);
    return 1;
}

/* The trial reduced to its least quotient, its labels as the P-portion. */
static int reduce_trial(trial *t, uint64_t n)
{
    monoid q;
    for (uint32_t x = 0; x < t->m.order; x++)
        t->m.is_p[x] = t->label[x] == LABEL_P;
    if (!reduce_phi(&t->m, t->phi, n, 1, &q))
        return 0;
    monoid_free(&t->m);
    t->m = q;
    free(t->label);
    t->label = malloc(q.order);
    if (t->label == NULL)
        return 0;
    for (uint32_t x = 0; x < q.order; x++)
        t->label[x] = q.is_p[x] ? LABEL_P : LABEL_N;
    return 1;
}

/* The least i with x^i = x^j for some j > i. */
static uint32_t power_index(const monoid *m, uint32_t x)
{
    uint32_t seen[64], y = 0;
    for (uint32_t k = 0; k < 64; k++) {
        for (uint32_t i = 0; i < k; i++)
            if (seen[i] == y)
                return i;
        seen[k] = y;
        y = monoid_mul(m, y, x);
    }
    return 63;
}

static uint32_t exponent(const uint64_t *w, size_t nw, uint64_t h)
{
    uint32_t k = 0;
    for (size_t i = 0; i < nw; i++)
        k += w[i] == h;
    return k;
}

/* The trial where the heaps of `which` (a bit set over heaps[]) get
** generators of their own, if it gives the wrong sum w its true outcome. */
static int recalibrate_with(engine *e, trial *t, uint64_t n, const uint64_t *heaps,
                            size_t nheaps, unsigned which, const walk_job *wrong,
                            trial *out, walk_job *job)
{
    gen_spec g[12];
    size_t ng = 0;
    for (size_t i = 0; i < nheaps; i++) {
        if (!(which & (1u << i)))
            continue;
        uint32_t idx = power_index(&t->m, t->phi[heaps[i]]);
        uint32_t ex = exponent(wrong->witness, wrong->nwitness, heaps[i]);
        g[ng++] = (gen_spec){heaps[i], idx > ex ? idx : ex, 2};
    }
    if (!build_trial(&t->m, t->phi, n, g, ng, out))
        return 0;
    walk_watch watch = {0, wrong->witness_want};
    for (size_t i = 0; i < wrong->nwitness; i++)
        watch.x = monoid_mul(&out->m, watch.x, out->phi[wrong->witness[i]]);
    walk_result r = label_trial(e, out, n, &watch, job);
    if ((r == WALK_OK || r == WALK_WRONG) && out->label[watch.x] == wrong->witness_want)
        return 1;
    free(job->witness);
    trial_free(out);
    return 0;
}

/* Replaces t by a trial that gets the wrong sum right, trying the sum's
** heaps as new generators one at a time, then two at a time, ... (as
** MisereSolver does). 0 when none does. */
static int recalibrate(engine *e, trial *t, uint64_t n, walk_job *job)
{
    uint64_t heaps[12];
    size_t nheaps = 0;
    for (size_t i = 0; i < job->nwitness; i++)
        if (nheaps < 12 && exponent(heaps, nheaps, job->witness[i]) == 0)
            heaps[nheaps++] = job->witness[i];
    for (unsigned size = 1; size <= nheaps; size++)
        for (unsigned which = 1; which < (1u << nheaps); which++) {
            if ((unsigned)__builtin_popcount(which) != size)
                continue;
            trial c;
            walk_job cj;
            if (recalibrate_with(e, t, n, heaps, nheaps, which, job, &c, &cj)) {
                trial_free(t);
                *t = c;
                free(job->witness);
                *job = cj;
                return 1;
            }
            if (e->err != 0 || over_budget(e))
                return 0;
        }
    return 0;
}

/* Makes the proved trial e's quotient: its reduction. */
static int adopt(engine *e, trial *t, uint64_t n)
{
    if (!reduce_trial(t, n))
        return -1;
    monoid_free(&e->m);
    e->m = t->m;
    t->m = (monoid){0};
    memcpy(e->phi, t->phi, (n + 1) * sizeof *e->phi);
    for (uint64_t h = 1; h <= n; h++) {
        int rc = heap_images(e, &e->m, e->phi, h);
        if (rc != 0)
            return rc;
    }
    /* the reduction is right wherever the trial was: this walk only keeps
    ** its signatures for the screens. Cut short by the work left, it keeps
    ** none (the next heap is then proved by a whole walk); only a lack of
    ** memory, or the stop callback (e->err says so), is a failure. */
    walk_result r = prove(e, &e->m, e->m.is_p, 0, e->phi, n, NULL, 1);
    if (r == WALK_TOO_MANY) {
        walk_sigs_free(&e->sigs);
        return 0;
    }
    return r == WALK_OK ? 0 : -1;
}

/* 1 when heap n is placed as a new generator, else a negative failure:
** GAVE_UP when no trial was right, BUILD_FAILED past MONOID_MAX. */
static int extend(engine *e, uint64_t n)
{
    gen_spec g = {n, 2, 2};
    trial t;
    walk_job job = {0};
    int rc = GAVE_UP;
    if (!build_trial(&e->m, e->phi, n, &g, 1, &t))
        return BUILD_FAILED;
    walk_result r = label_trial(e, &t, n, NULL, &job);
    for (int attempt = 0; attempt < MAX_ATTEMPTS && e->err == 0 && !over_budget(e); attempt++) {
        if (r == WALK_OK) {
            rc = adopt(e, &t, n);
            if (rc != 0 && e->err == 0)
                e->err = rc;
            rc = rc == 0 ? 1 : -WALK_NOMEM;
            break;
        }
        if (r != WALK_WRONG) {
            rc = -(int)r;
            break;
        }
        if (!reduce_trial(&t, n)) {
            rc = -WALK_NOMEM;
            break;
        }
        if (!recalibrate(e, &t, n, &job))
            break;
        r = WALK_WRONG;
        if (job.witness == NULL)
            r = WALK_OK;
    }
    free(job.witness);
    trial_free(&t);
    return rc;
}

/* ---- periods ---- */

/* The least period of phi over heaps 0..n (heap ids) that has been seen
** long enough, as sizes: with `proof`, through size 2 n0 + 2 p + t of every
** game; without, three whole periods. 0 when none. */
static int find_period(const uint32_t *phi, const mq_settings *s, uint64_t n, int proof,
                       uint64_t *n0, uint64_t *p)
{
    uint64_t k = s->stride > 1 ? s->stride : 1;
    for (uint64_t q = k; 3 * q <= n; q += k) {
        uint64_t h = n;
        while (h >= q && phi[h] == phi[h - q])
            h--;
        uint64_t start = h < q ? 0 : h + 1 - q;   /* phi[j + q] = phi[j] for j >= start */
        uint64_t s0 = (start + k - 1) / k, ps = q / k;
        uint64_t need = proof ? k * (2 * s0 + 2 * ps + s->max_take) + k - 1
                              : k * (s0 + 3 * ps) + k - 1;
        if (n >= need) {
            *n0 = s0;
            *p = ps;
            return 1;
        }
    }
    return 0;
}

/* The period of a quotient found to heap id `last` and not proved: three
** whole periods seen, else none; none when no quotient was found. */
static void finish_period(const uint32_t *phi, const mq_settings *s, uint64_t last,
                          mq_quotient *out)
{
    if (out->status == MQ_FOUND && !find_period(phi, s, last, 0, &out->preperiod, &out->period))
        out->preperiod = out->period = 0;
    if (out->status == MQ_NONE)
        out->preperiod = out->period = 0;
}

/* ---- the driver ---- */

/* 1 when heap n is placed; 0 when it cannot be (out->why says why); -1
** on an error (e->err). */
static int place(engine *e, uint64_t n, mq_quotient *out)
{
    int rc = conservative(e, n);
    if (rc == 0)
        rc = extend(e, n);
    if (rc == 1)
        return 1;
    if (e->err != 0 || rc == -WALK_NOMEM) {
        if (e->err == 0)
            e->err = -1;
        return -1;
    }
    out->order_reached = e->m.order;
    out->why = rc == -WALK_TOO_MANY ? MQ_TOO_MANY_SUMS : rc == BUILD_FAILED ? MQ_TOO_LARGE
             : over_budget(e) ? MQ_TOO_MUCH_WORK : MQ_GAVE_UP;
    return 0;
}

static void engine_free(engine *e)
{
    for (size_t h = 0; h < e->cap; h++)
        free(e->tr[h]);
    free(e->tr);
    free(e->ntr);
    free(e->weight);
    free(e->phi);
    monoid_free(&e->m);
    walk_sigs_free(&e->sigs);
    walk_space_free(&e->space);
}

int mq_compute(mq_moves_fn moves, void *ctx, const mq_settings *s, mq_quotient *out)
{
    engine e = {moves, ctx, s, {0}, NULL, NULL, NULL, NULL, 0, 0, {0}, {0}, 0, 0};
    uint64_t last = 0;
    memset(out, 0, sizeof *out);
    out->status = MQ_FOUND;
    if (!monoid_alloc(&e.m, 1) || !grow(&e, 1))
        e.err = -1;
    else
        e.phi[0] = 0, e.weight[0] = 0, e.ntr[0] = 0;
    for (uint64_t n = 1; e.err == 0 && n <= s->max_heap; n++) {
        if (s->stop != NULL && (e.err = s->stop(s->stop_ctx)) != 0)
            break;
        if (!grow(&e, n + 1)) {
            e.err = -1;
            break;
        }
        int placed = over_budget(&e) ? 0 : place(&e, n, out);
        if (placed == 0 && over_budget(&e)) {
            out->order_reached = e.m.order;
            out->why = MQ_TOO_MUCH_WORK;
        }
        if (placed <= 0) {
            out->status = MQ_NONE;
            break;
        }
        last = n;
        if (s->octal && find_period(e.phi, s, n, 1, &out->preperiod, &out->period)) {
            out->status = MQ_PROVED;
            break;
        }
    }
    if (e.err == 0) {
        finish_period(e.phi, s, last, out);
        out->q = e.m;
        e.m = (monoid){0};
        out->phi = e.phi;
        e.phi = NULL;
        out->checked = last;
    }
    engine_free(&e);
    return e.err;
}

/* ---- tame heaps (Conway's genus theory) ----
**
** When every heap is tame, a sum of them is a misere P-position exactly
** when it has a firm heap and nim-sum 0, or none and nim-sum 1. So the
** quotient is {1, a} (the fickle sums of nim-sum 0 and 1) beside the firm
** sums, one element for each nim-sum in the span V of the heaps' values:
** order 2 + |V|. No two are alike: x in P tells 1 from a and a fickle sum
** from the firm one of its nim-sum, and the firm element of v turns the firm
** v into P and no other firm element. Before the reduction below numbers
** them, the elements are 0 (the identity), 1 (a) and 2 + c for the firm
** nim-sum with coordinates c over the basis of V in the order the heaps
** brought its vectors (c never changes as the basis grows). */

typedef struct span {
    uint64_t vec[64];    /* vec[b]: a vector of V with top bit b, or 0 */
    uint32_t coord[64];  /* its coordinates over the basis */
    uint32_t rank;
} span;

/* v's coordinates; v joins the basis first when it is not in V. */
static uint32_t span_add(span *v, uint64_t x)
{
    uint32_t c = 0;
    for (int b = 63; b >= 0 && x != 0; b--)
        if ((x >> b) & 1) {
            if (v->vec[b] == 0) {
                v->vec[b] = x;
                v->coord[b] = c ^ (1u << v->rank);
                return 1u << v->rank++;
            }
            x ^= v->vec[b];
            c ^= v->coord[b];
        }
    return c;
}

/* The order of the quotient, and the size of the table before it is
** reduced (the identity and a, then the firm elements). */
static uint64_t tame_order(int one, int firm, uint32_t rank)
{
    return 1u + (one != 0) + (firm ? (uint64_t)1 << rank : 0);
}

static uint64_t tame_raw(uint32_t rank)
{
    return 2 + ((uint64_t)1 << rank);
}

/* The table of the elements above over a basis of `rank` vectors; c1 the
** coordinates of 1 (a, times a firm element, is the firm element of 1). */
static int tame_table(monoid *m, uint32_t rank, uint32_t c1)
{
    uint32_t n = (uint32_t)tame_raw(rank);
    if (!monoid_alloc(m, n))
        return 0;
    for (uint32_t x = 0; x < n; x++)
        for (uint32_t y = 0; y < n; y++) {
            uint32_t cx = x == 1 ? c1 : x - 2, cy = y == 1 ? c1 : y - 2;
            m->mul[(size_t)x * n + y] = (uint16_t)(x < 2 && y < 2 ? x ^ y
                                        : 2 + ((x == 0 ? 0 : cx) ^ (y == 0 ? 0 : cy)));
        }
    m->is_p[1] = m->is_p[2] = 1;
    return 1;
}

int mq_tame(const uint64_t *g, const uint8_t *firm, const mq_settings *s, mq_quotient *out)
{
    span v = {{0}, {0}, 0};
    uint32_t *raw = malloc((s->max_heap + 1) * sizeof *raw), rank = 0;
    int one = 0, anyfirm = 0, err = 0;
    uint64_t last = 0;
    monoid m = {0};

    memset(out, 0, sizeof *out);
    out->status = MQ_FOUND;
    if (raw == NULL)
        return -1;
    raw[0] = 0;
    for (uint64_t n = 1; n <= s->max_heap; n++) {
        if (s->stop != NULL && (err = s->stop(s->stop_ctx)) != 0)
            break;
        uint32_t c = span_add(&v, g[n]);
        int one_n = one || (!firm[n] && g[n] == 1), firm_n = anyfirm || firm[n];
        if (tame_raw(v.rank) > MONOID_MAX) {   /* the table; the order is no larger */
            out->status = MQ_NONE;
            out->why = MQ_TOO_LARGE;
            out->order_reached = (uint32_t)tame_order(one, anyfirm, rank);
            break;
        }
        raw[n] = firm[n] ? 2 + c : (uint32_t)g[n];
        one = one_n;
        anyfirm = firm_n;
        rank = v.rank;
        last = n;
        if (s->octal && find_period(raw, s, n, 1, &out->preperiod, &out->period)) {
            out->status = MQ_PROVED;
            break;
        }
    }
    if (err == 0) {   /* 1 is in V when some heap is a (else no sum is a) */
        uint32_t c1 = one ? span_add(&v, 1) : 0;
        finish_period(raw, s, last, out);
        /* the elements are told apart (above): the reduction only drops
        ** those no sum reaches and numbers the rest as the walks' do */
        if (!tame_table(&m, rank, c1) || !reduce_phi(&m, raw, last, 0, &out->q))
            err = -1;
    }
    if (err == 0) {
        out->phi = raw;
        out->checked = last;
        raw = NULL;
    }
    free(raw);
    monoid_free(&m);
    return err;
}

int mq_trim(mq_quotient *q, uint64_t last)
{
    monoid r;

    if (last >= q->checked)
        return 0;
    if (!reduce_phi(&q->q, q->phi, last, 1, &r))
        return -1;
    monoid_free(&q->q);
    q->q = r;
    q->checked = last;
    return 0;
}

void mq_free(mq_quotient *q)
{
    monoid_free(&q->q);
    free(q->phi);
    memset(q, 0, sizeof *q);
}

uint32_t mq_phi(const mq_quotient *q, uint64_t stride, uint64_t game, uint64_t size)
{
    uint64_t k = stride > 1 ? stride : 1;
    if (size <= (q->checked - game) / k && game <= q->checked)
        return q->phi[size * k + game];
    if (q->status != MQ_PROVED)
        return UINT32_MAX;
    size = q->preperiod + (size - q->preperiod) % q->period;
    return q->phi[size * k + game];
}
