/*
** nimber_log.c - discrete logarithms of nimbers: Pohlig-Hellman over the
** seven primes of 2^64 - 1, baby-step giant-step inside each prime.
*/
#include <stdlib.h>

#include "grundy.h"
#include "nimber.h"

typedef struct baby {
    uint64_t value;
    uint64_t step;
} baby;

static int baby_cmp(const void *a, const void *b)
{
    uint64_t x = ((const baby *)a)->value, y = ((const baby *)b)->value;
    return (x > y) - (x < y);
}

static uint64_t isqrt_up(uint64_t p)
{
    uint64_t m = 1;
    while (m * m < p)
        m++;
    return m;
}

/* The e in [0, p) with b^e = x, where b has prime order p and x is in its
** group: m baby steps b^j sorted, then giant steps x (x) b^(-m i).
** GR_OK, GR_ENOMEM, or GR_EINPUT when there is none (x outside the group). */
static int log_prime(uint64_t b, uint64_t x, uint64_t p, uint64_t *out)
{
    uint64_t m = isqrt_up(p), j, i, giant;
    baby *steps = malloc(m * sizeof *steps), key, *hit;
    uint64_t y = 1;

    if (!steps)
        return GR_ENOMEM;
    for (j = 0; j < m; j++, y = gr_nim_mul(y, b))
        steps[j].value = y, steps[j].step = j;
    qsort(steps, m, sizeof *steps, baby_cmp);
    gr_nim_inv(y, &giant, NULL);          /* y = b^m, never 0 */
    for (i = 0, y = x; i < m; i++, y = gr_nim_mul(y, giant)) {
        key.value = y;
        hit = bsearch(&key, steps, m, sizeof *steps, baby_cmp);
        if (hit) {
            *out = (i * m + hit->step) % p;
            free(steps);
            return GR_OK;
        }
    }
    free(steps);
    return GR_EINPUT;
}

static uint64_t pow_mod(uint64_t a, uint64_t e, uint64_t p)
{
    uint64_t r = 1;
    for (a %= p; e; e >>= 1, a = a * a % p)
        if (e & 1)
            r = r * a % p;
    return r;
}

/* The Chinese remainder step: from e = r (mod m) and e = ep (mod p), p prime
** not dividing m, the e below m p. */
static uint64_t crt_step(uint64_t r, uint64_t m, uint64_t ep, uint64_t p)
{
    uint64_t t = (ep + p - r % p) % p * pow_mod(m % p, p - 2, p) % p;
    return r + m * t;
}

static int no_log(gr_error *err)
{
    return gr_error_set(err, GR_EINPUT, "no solution: no power of the base is that nimber");
}

int gr_nim_log(uint64_t b, uint64_t x, uint64_t *out, gr_error *err)
{
    uint64_t ord, r = 0, m = 1, p, ep;
    int i, rc;

    if (b == 0 || x == 0) {
        if (b != x)
            return no_log(err);
        *out = 1;
        return GR_OK;
    }
    ord = gr_nim_order(b);
    if (gr_nim_pow(x, ord) != 1)
        return no_log(err);
    for (i = 0; i < GR_NIM_GROUP_PRIMES; i++) {
        p = gr_nim_group_primes[i];
        if (ord % p)
            continue;
        rc = log_prime(gr_nim_pow(b, ord / p), gr_nim_pow(x, ord / p), p, &ep);
        if (rc == GR_ENOMEM)
            return gr_error_set(err, rc, "out of memory");
        if (rc)
            return no_log(err);
        r = crt_step(r, m, ep, p);
        m *= p;
    }
    *out = r ? r : ord;
    return GR_OK;
}
