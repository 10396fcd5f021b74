/*
** monoid.h - finite commutative monoids as explicit multiplication tables,
** with a P-portion: the bipartite monoids of misere quotient theory
** (Plambeck and Siegel). Element 0 is always the identity.
*/
#ifndef GR_MONOID_H
#define GR_MONOID_H

#include <stddef.h>
#include <stdint.h>

/* The largest order a table may have: 2048^2 two-byte entries are 8 MB. */
#define MONOID_MAX 2048u

typedef struct monoid {
    uint32_t order;   /* elements 0..order-1; 0 is the identity */
    uint16_t *mul;    /* order * order products, owned */
    uint8_t *is_p;    /* 1 for an element of the P-portion, owned */
} monoid;

static inline uint32_t monoid_mul(const monoid *m, uint32_t x, uint32_t y)
{
    return m->mul[(size_t)x * m->order + y];
}

/* A monoid of `order` elements with every product 0 and nothing in P;
** 0 when out of memory or order is 0 or past MONOID_MAX. */
int monoid_alloc(monoid *m, uint32_t order);
void monoid_free(monoid *m);

/* The cyclic monoid of a generator g with g^(index+period) = g^index:
** element k is g^k. */
int monoid_cyclic(monoid *m, uint32_t index, uint32_t period);

/* The direct product a x b: element (x, y) is x * b->order + y. P empty. */
int monoid_product(monoid *out, const monoid *a, const monoid *b);

/* The elements that products of the generators gens[0..ngens-1] reach,
** by a breadth-first walk from the identity, written to reached (m->order
** entries) in the order they are met; returns how many. seen (m->order
** bytes, all 0 on entry) is left marking them. */
uint32_t monoid_reach(const monoid *m, const uint32_t *gens, size_t ngens, uint32_t *reached,
                      uint8_t *seen);

/* The least bipartite monoid that m maps onto, restricted to what the
** generators gens[0..ngens-1] generate: elements of m that no sum of
** generators reaches are dropped, and elements that no context tells apart
** (x ~ y when xz and yz are both in P or both not, for every z) are merged.
** The new elements are numbered in the order a breadth-first walk from the
** identity meets them, trying the generators in the order given. map[x]
** (m->order entries, filled) is x's new element, or UINT32_MAX when x is not
** reached. With merge 0 nothing is merged: the submonoid the generators
** generate, as it is. Returns 0 when out of memory. */
int monoid_reduce(const monoid *m, const uint32_t *gens, size_t ngens, int merge,
                  monoid *out, uint32_t *map);

#endif
