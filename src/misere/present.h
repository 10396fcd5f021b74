/*
** present.h - a misere quotient written out: its generators (the heaps
** whose images the earlier heaps do not generate), each element's normal
** form as a word in them, the relations, and whether it is tame.
*/
#ifndef GR_PRESENT_H
#define GR_PRESENT_H

#include <stddef.h>
#include <stdint.h>

#include "misere/quotient.h"

typedef struct mq_presentation {
    size_t ngens;
    uint64_t *gen_heap;    /* generator i is phi(gen_heap[i]) */
    uint32_t *gen;         /* its element */
    uint32_t *nf;          /* order * ngens exponents: each element's normal form */
    size_t nrel;
    uint32_t *rel_lhs;     /* nrel * ngens exponents */
    uint32_t *rel_rhs;     /* the element each left side equals */
    int tame;              /* 1: isomorphic to a quotient of Nim heaps */
} mq_presentation;

/* Writes q out; 0 when out of memory. */
int mq_present(const mq_quotient *q, mq_presentation *out);
void mq_presentation_free(mq_presentation *p);

/* The name of a word of exponents (ngens of them): "1", "a", "ab^2c"...
** into buf (size at least 16 * ngens + 2). */
void mq_word_name(const uint32_t *exp, size_t ngens, char *buf, size_t size);

#endif
