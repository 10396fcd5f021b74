/*
** present.c - generators, normal forms and relations of a misere quotient,
** and the test of tameness (isomorphism with a quotient of Nim heaps).
*/
#include "present.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TAME_MAX_ORDER 66   /* tameness is looked for up to this order (Nim heaps to 63) */

/* The generators: heap by heap, each image that the earlier generators do
** not reach. */
static int find_generators(const mq_quotient *q, mq_presentation *p)
{
    uint32_t n = q->q.order;
    uint8_t *in = calloc(n, 1);
    uint32_t *list = malloc(n * sizeof *list);
    size_t nlist = 1;
    p->gen_heap = malloc(n * sizeof *p->gen_heap);
    p->gen = malloc(n * sizeof *p->gen);
    if (!in || !list || !p->gen_heap || !p->gen) {
        free(in);
        free(list);
        return 0;
    }
    in[0] = 1;
    list[0] = 0;
    for (uint64_t h = 1; h <= q->checked; h++) {
        uint32_t g = q->phi[h];
        if (in[g])
            continue;
        p->gen_heap[p->ngens] = h;
        p->gen[p->ngens++] = g;
        for (size_t i = 0; i < nlist; i++)     /* the closure, with g */
            for (size_t k = 0; k < p->ngens; k++) {
                uint32_t y = monoid_mul(&q->q, list[i], p->gen[k]);
                if (!in[y]) {
                    in[y] = 1;
                    list[nlist++] = y;
                }
            }
    }
    free(in);
    free(list);
    return 1;
}

/* Normal forms: a breadth-first walk from 1, generators in order. */
static int normal_forms(const mq_quotient *q, mq_presentation *p)
{
    uint32_t n = q->q.order;
    size_t k = p->ngens ? p->ngens : 1;
    uint32_t *queue = malloc(n * sizeof *queue);
    uint8_t *seen = calloc(n, 1);
    p->nf = calloc((size_t)n * k, sizeof *p->nf);
    if (!queue || !seen || !p->nf) {
        free(queue);
        free(seen);
        return 0;
    }
    size_t len = 1;
    queue[0] = 0;
    seen[0] = 1;
    for (size_t i = 0; i < len; i++)
        for (size_t g = 0; g < p->ngens; g++) {
            uint32_t y = monoid_mul(&q->q, queue[i], p->gen[g]);
            if (seen[y])
                continue;
            seen[y] = 1;
            queue[len++] = y;
            memcpy(p->nf + (size_t)y * k, p->nf + (size_t)queue[i] * k, k * sizeof *p->nf);
            p->nf[(size_t)y * k + g]++;
        }
    free(queue);
    free(seen);
    return 1;
}

static uint32_t word_element(const mq_quotient *q, const mq_presentation *p,
                             const uint32_t *exp)
{
    uint32_t x = 0;
    for (size_t g = 0; g < p->ngens; g++)
        for (uint32_t e = 0; e < exp[g]; e++)
            x = monoid_mul(&q->q, x, p->gen[g]);
    return x;
}

static int is_normal(const mq_quotient *q, const mq_presentation *p, const uint32_t *exp)
{
    uint32_t x = word_element(q, p, exp);
    return memcmp(p->nf + (size_t)x * p->ngens, exp, p->ngens * sizeof *exp) == 0;
}

/* A relation for every least word that is not a normal form: u = nf(x) g,
** not normal, with u less any one letter normal. */
static int relations(const mq_quotient *q, mq_presentation *p)
{
    size_t k = p->ngens;
    uint32_t n = q->q.order;
    uint32_t *u = malloc((k ? k : 1) * sizeof *u);
    p->rel_lhs = malloc((size_t)n * (k ? k : 1) * (k ? k : 1) * sizeof *p->rel_lhs);
    p->rel_rhs = malloc((size_t)n * (k ? k : 1) * sizeof *p->rel_rhs);
    if (!u || !p->rel_lhs || !p->rel_rhs) {
        free(u);
        return 0;
    }
    for (uint32_t x = 0; x < n; x++)
        for (size_t g = 0; g < k; g++) {
            memcpy(u, p->nf + (size_t)x * k, k * sizeof *u);
            u[g]++;
            size_t last = 0, j;
            for (j = 0; j < k; j++)
                if (u[j] > 0)
                    last = j;
            if (last != g || is_normal(q, p, u))
                continue;   /* each left side once: from its last letter */
            for (j = 0; j < k; j++) {
                if (u[j] == 0)
                    continue;
                u[j]--;
                int normal = is_normal(q, p, u);
                u[j]++;
                if (!normal)
                    break;
            }
            if (j < k)
                continue;
            memcpy(p->rel_lhs + p->nrel * k, u, k * sizeof *u);
            p->rel_rhs[p->nrel++] = word_element(q, p, u);
        }
    free(u);
    return 1;
}

/* ---- tameness ---- */

static int nim_moves(void *ctx, uint64_t heap, mq_part_fn part, void *sink)
{
    (void)ctx;
    for (uint64_t a = 0; a < heap; a++) {
        int rc = a == 0 ? part(sink, NULL, 0) : part(sink, &a, 1);
        if (rc != 0)
            return rc;
    }
    return 0;
}

/* Whether the map sending generator i to img[i] is an isomorphism of
** bipartite monoids from q onto t. */
static int is_iso(const mq_quotient *q, const mq_presentation *p, const monoid *t,
                  const uint32_t *img)
{
    uint32_t n = q->q.order;
    uint32_t *map = malloc(n * sizeof *map);
    uint8_t *hit = calloc(n, 1);
    int ok = map != NULL && hit != NULL;
    for (uint32_t x = 0; ok && x < n; x++) {
        uint32_t y = 0;
        for (size_t g = 0; g < p->ngens; g++)
            for (uint32_t e = 0; e < p->nf[(size_t)x * p->ngens + g]; e++)
                y = monoid_mul(t, y, img[g]);
        map[x] = y;
        ok = !hit[y] && t->is_p[y] == q->q.is_p[x];
        hit[y] = 1;
    }
    for (uint32_t x = 0; ok && x < n; x++)
        for (size_t g = 0; ok && g < p->ngens; g++)
            ok = map[monoid_mul(&q->q, x, p->gen[g])] == monoid_mul(t, map[x], img[g]);
    free(map);
    free(hit);
    return ok;
}

/* The P-status of x, x^2, ..., x^8: an isomorphism keeps it. */
static unsigned power_profile(const monoid *m, uint32_t x)
{
    unsigned bits = 0;
    uint32_t y = x;
    for (int k = 0; k < 8; k++, y = monoid_mul(m, y, x))
        bits |= (unsigned)m->is_p[y] << k;
    return bits;
}

static int find_iso(const mq_quotient *q, const mq_presentation *p, const monoid *t,
                    uint32_t *img, size_t g)
{
    if (g == p->ngens)
        return is_iso(q, p, t, img);
    unsigned want = power_profile(&q->q, p->gen[g]);
    for (uint32_t y = 1; y < t->order; y++) {
        if (power_profile(t, y) != want)
            continue;
        img[g] = y;
        if (find_iso(q, p, t, img, g + 1))
            return 1;
    }
    return 0;
}

/* Tame: isomorphic to the quotient of Nim heaps 0..2^k - 1 for some k,
** whose order is 2^k + 2 (k >= 2 generators, heaps 1, 2, ..., 2^(k-1)), or
** 2 (heaps 0 and 1): only that one is computed and compared. */
static int tame(const mq_quotient *q, const mq_presentation *p)
{
    uint32_t img[8];
    uint64_t top;

    if (q->q.order > TAME_MAX_ORDER || p->ngens > 8)
        return 0;
    for (top = 1; top + 3 < q->q.order; top = 2 * top + 1)
        ;
    if (q->q.order == 2)
        top = 1;   /* heaps 0 and 1: the two-element quotient */
    else if (top + 3 != q->q.order)
        return 0;
    mq_settings s = {top, 0, 0, 0, 0, 1, NULL, NULL};
    mq_quotient nim;
    if (mq_compute(nim_moves, NULL, &s, &nim) != 0)
        return 0;
    int same = nim.q.order == q->q.order && find_iso(q, p, &nim.q, img, 0);
    mq_free(&nim);
    return same;
}

int mq_present(const mq_quotient *q, mq_presentation *out)
{
    memset(out, 0, sizeof *out);
    if (!find_generators(q, out) || !normal_forms(q, out) || !relations(q, out)) {
        mq_presentation_free(out);
        return 0;
    }
    out->tame = tame(q, out);
    return 1;
}

void mq_presentation_free(mq_presentation *p)
{
    free(p->gen_heap);
    free(p->gen);
    free(p->nf);
    free(p->rel_lhs);
    free(p->rel_rhs);
    memset(p, 0, sizeof *p);
}

void mq_word_name(const uint32_t *exp, size_t ngens, char *buf, size_t size)
{
    size_t len = 0;
    buf[0] = '\0';
    for (size_t g = 0; g < ngens && len + 16 < size; g++) {
        if (exp[g] == 0)
            continue;
        if (g < 26)
            len += (size_t)snprintf(buf + len, size - len, "%c", (char)('a' + g));
        else
            len += (size_t)snprintf(buf + len, size - len, "g%zu", g + 1);
        if (exp[g] > 1)
            len += (size_t)snprintf(buf + len, size - len, "^%u", exp[g]);
    }
    if (len == 0)
        snprintf(buf, size, "1");
}
