/*
** problem_nimber.c - the problems of nim arithmetic: Library Checker's Nim
** Product (F_{2^64}) and Codeforces 1310F Bad Cryptography (discrete
** logarithms of nimbers), answered by the library's gr_nim functions.
*/
#include "base/i18n.h"
#include "problem.h"
#include "problem_input.h"

#define BATCH 4096

/* Library Checker nim_product_64: T, then T lines "A B"; A (x) B a line. */
int problem_yosupo_nim_product_64(scanner *in, gr_buf *out, gr_error *err)
{
    uint64_t t, pairs[2 * BATCH];
    size_t got, i, want;
    int rc = scan_u64(in, &t, N_("the number of cases"), err);

    while (rc == GR_OK && t > 0) {
        want = t < BATCH ? (size_t)t : BATCH;
        if ((rc = scan_u64s(in, pairs, 2 * want, &got, N_("a nimber"), err)) != GR_OK)
            break;
        for (i = 0; i < want; i++) {
            gr_buf_u64(out, gr_nim_mul(pairs[2 * i], pairs[2 * i + 1]));
            gr_buf_putc(out, '\n');
        }
        t -= want;
    }
    return rc == GR_OK ? problem_end(in, err) : rc;
}

/* One case of 1310F: the smallest x > 0 with a^x = b, or -1 when there is
** none (any x is accepted; the smallest is the statement's sample). */
static int discrete_log(gr_buf *out, uint64_t a, uint64_t b, gr_error *err)
{
    uint64_t x;
    int rc = gr_nim_log(a, b, &x, err);

    if (rc == GR_EINPUT) {
        gr_error_clear(err);
        gr_buf_puts(out, "-1\n");
        return GR_OK;
    }
    if (rc != GR_OK)
        return rc;
    gr_buf_u64(out, x);
    gr_buf_putc(out, '\n');
    return GR_OK;
}

/* Codeforces 1310F: t, then t lines "a b". */
int problem_cf_1310f(scanner *in, gr_buf *out, gr_error *err)
{
    uint64_t t, a, b;
    int rc = scan_u64(in, &t, N_("the number of cases"), err);

    for (; rc == GR_OK && t > 0; t--)
        if ((rc = scan_u64(in, &a, N_("a nimber"), err)) == GR_OK &&
            (rc = scan_u64(in, &b, N_("a nimber"), err)) == GR_OK)
            rc = discrete_log(out, a, b, err);
    return rc == GR_OK ? problem_end(in, err) : rc;
}
