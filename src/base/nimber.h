/*
** nimber.h - what the nim arithmetic of nimber.c shares inside the library:
** the definition of the product (the slow reference), the factors of the
** group order 2^64 - 1, and the factorings of a nimber (nimber_pairs.c).
*/
#ifndef GR_NIMBER_H
#define GR_NIMBER_H

#include "grundy.h"

/* The nim-product by its recursive definition, for a and b below 2^bits
** (bits a power of two, 1 to 64): slow, exact, needs no table. */
uint64_t gr_nim_mul_slow(uint64_t a, uint64_t b, unsigned bits);

/* The product by the tower of subfields alone (log and exp tables of
** F_65536), and whether gr_nim_mul takes the carry-less path instead (1 on
** processors with PCLMULQDQ): for the tests, which compare the two. */
uint64_t gr_nim_mul_tower(uint64_t a, uint64_t b);
int gr_nim_mul_clmul(void);

/* 2^64 - 1 = 3 * 5 * 17 * 257 * 641 * 65537 * 6700417, each prime once. */
#define GR_NIM_GROUP_PRIMES 7
extern const uint64_t gr_nim_group_primes[GR_NIM_GROUP_PRIMES];

/* Calls fn(ctx, u, w) for every pair of nimbers with u (x) w = t, the
** highest bit of u at p and that of w at q (nimber_pairs.c), each once;
** stops at fn's first nonzero return and returns it, else 0. Each
** candidate tried costs one of *budget; when it runs out before the last,
** *spent is set to 1 (what was found is reported, but not all), else to 0.
** The work is about the number of pairs, or a short range of one highest
** bit. */
typedef int (*gr_nim_pair_fn)(void *ctx, uint64_t u, uint64_t w);
int gr_nim_pairs(uint64_t t, int p, int q, uint64_t *budget, int *spent, gr_nim_pair_fn fn,
                 void *ctx);

#endif
