/*
** ref_nim_table.h - the reference nim multiplication of the benchmarks: the
** common contest method, 64 table look-ups of 8-bit blocks per product.
**
** a = sum a_i 2^(8i), b = sum b_j 2^(8j) in bytes; then
**     a (x) b = XOR over i, j of  big[i][j][ small[a_i][b_j] ],
** where small is the product table of F_256 and big[i][j][c] is
** c (x) 2^(8i) (x) 2^(8j). Tables built once from the recursive definition.
** Written for the benchmark, independently of the library.
*/
#ifndef REF_NIM_TABLE_H
#define REF_NIM_TABLE_H

#include <stdint.h>

static unsigned char ref_small[256][256];
static uint64_t ref_big[8][8][256];

/* the definition: F = 2^half, F (x) F = F + F/2 */
static uint64_t ref_mul_def(uint64_t a, uint64_t b, unsigned bits)
{
    unsigned h = bits / 2;
    uint64_t m, a1, a0, b1, b0, hh, ll, cross;

    if (bits == 1)
        return a & b;
    m = (UINT64_C(1) << h) - 1;
    a1 = a >> h, a0 = a & m, b1 = b >> h, b0 = b & m;
    hh = ref_mul_def(a1, b1, h);
    ll = ref_mul_def(a0, b0, h);
    cross = ref_mul_def(a1, b0, h) ^ ref_mul_def(a0, b1, h);
    return ((hh ^ cross) << h) | (ll ^ ref_mul_def(hh, UINT64_C(1) << (h - 1), h));
}

static void ref_init(void)
{
    unsigned a, b, i, j, c;

    for (a = 0; a < 256; a++)
        for (b = 0; b < 256; b++)
            ref_small[a][b] = (unsigned char)ref_mul_def(a, b, 8);
    for (i = 0; i < 8; i++)
        for (j = 0; j < 8; j++) {
            uint64_t p = ref_mul_def(UINT64_C(1) << (8 * i), UINT64_C(1) << (8 * j), 64);
            for (c = 0; c < 256; c++)
                ref_big[i][j][c] = ref_mul_def(c, p, 64);
        }
}

static uint64_t ref_mul(uint64_t a, uint64_t b)
{
    uint64_t r = 0;
    int i, j;

    for (i = 0; i < 8; i++)
        for (j = 0; j < 8; j++)
            r ^= ref_big[i][j][ref_small[(a >> (8 * i)) & 255][(b >> (8 * j)) & 255]];
    return r;
}

#endif
