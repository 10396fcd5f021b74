/*
** nimexpr.h - the nimber calculator of `grundy nimber` (nimexpr.c): reads an
** expression of nimbers and evaluates it with the library's nim arithmetic,
** optionally writing each step for learners.
*/
#ifndef GR_ANSWER_NIMEXPR_H
#define GR_ANSWER_NIMEXPR_H

#include <stddef.h>

#include "grundy.h"

/* How the calculator writes numbers: decimal, or hex with --hex. */
typedef struct nimexpr_style {
    int hex;
    gr_buf *steps;   /* where each step is explained, one line each; NULL: none */
} nimexpr_style;

/* Evaluates text: numbers (decimal or 0x hex, below 2^64), + (nim-sum),
** * (nim-product), / (nim-quotient), ^ (power by an ordinary integer,
** -N for the inverse's), sqrt(x), inv(x), log(b, x), order(x), parentheses
** and spaces. GR_OK with *out, or GR_EINPUT / GR_ERANGE with err->where
** "column N" (1-based, a byte of text) and one line in err->message. */
int nimexpr_eval(const char *text, const nimexpr_style *style, uint64_t *out,
                 gr_error *err);

/* The column of err->where as set by nimexpr_eval, or 0 when it has none. */
size_t nimexpr_column(const gr_error *err);

/* Appends the explanation of one product a (x) b: the 2-powers of each,
** their products by the Fermat rule, and the nim-sum of those. */
void nimexpr_explain_product(gr_buf *o, uint64_t a, uint64_t b, int hex);

/* Appends x as the calculator writes it (decimal, or 0x... with hex). */
void nimexpr_put(gr_buf *o, uint64_t x, int hex);

#endif
