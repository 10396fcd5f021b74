/*
** present.c - generators, normal forms and relations of a misere quotient,
** and the test of tameness (isomorphism with a quotient of Nim heaps).
*/
#include "present.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


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

/* The quotient of Nim heaps 0..2^k - 1 (k >= 2) is {1, a} and a group G of
** order 2^k in which every element is its own inverse: a^2 = 1, G's
** identity e = b^2 (b a heap of 2 or more), a e a non-identity element of G,
** and P = {a, e}; a g = (a e) g for every g of G. Any (Q, P) with these
** properties is isomorphic to it (a basis of G through a e goes to one
** through a e), so tameness is decided on the table in order^2 steps, for
** every order: tame means that, or the two-element quotient of heaps 0 and
** 1 ({1, a}, P = {a}). */
static int tame(const mq_quotient *q)
{
    const monoid *m = &q->q;
    uint32_t n = m->order, a = 0, e = 0, x, y, z;

    if (n == 2)
        return monoid_mul(m, 1, 1) == 0 && m->is_p[1] && !m->is_p[0];
    if (n < 6 || ((n - 2) & (n - 3)) != 0)
        return 0;   /* |G| = n - 2 must be a power of two, at least 4 */
    for (x = 1; x < n; x++)   /* a: the one element other than 1 squaring to 1 */
        if (monoid_mul(m, x, x) == 0) {
            if (a != 0)
                return 0;
            a = x;
        }
    for (x = 0; x < n; x++)   /* e: P is {a, e} */
        if (m->is_p[x] && x != a) {
            if (x == 0 || e != 0)
                return 0;
            e = x;
        }
    if (a == 0 || e == 0 || !m->is_p[a])
        return 0;
    z = monoid_mul(m, a, e);   /* a e: in G, not e */
    if (z == e || z == 0 || z == a)
        return 0;
    for (x = 1; x < n; x++) {   /* G = Q \ {1, a}: closed, e its identity, x^2 = e */
        if (x == a)
            continue;
        if (monoid_mul(m, e, x) != x || monoid_mul(m, x, x) != e)
            return 0;
        for (y = x + 1; y < n; y++)
            if (y != a && ((z = monoid_mul(m, x, y)) == 0 || z == a))
                return 0;
    }
    return 1;
}

int mq_present(const mq_quotient *q, mq_presentation *out)
{
    memset(out, 0, sizeof *out);
    if (!find_generators(q, out) || !normal_forms(q, out) || !relations(q, out)) {
        mq_presentation_free(out);
        return 0;
    }
    out->tame = tame(q);
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
