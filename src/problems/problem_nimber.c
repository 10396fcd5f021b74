/*
** problem_nimber.c - the problems of nim arithmetic: Library Checker's Nim
** Product (F_{2^64}) and Codeforces 1310F Bad Cryptography (discrete
** logarithms of nimbers), answered by the library's gr_nim functions.
*/
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

#include "base/i18n.h"
#include "problem.h"
#include "problem_input.h"

#define BATCH 4096
#define RING 4               /* batches read ahead of the multiplier */

/* The products of pairs[0, 2n), each into the first of its pair. */
static void multiply(uint64_t *pairs, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        pairs[2 * i] = gr_nim_mul(pairs[2 * i], pairs[2 * i + 1]);
}

/* The products multiply left, as lines. */
static void put_lines(gr_buf *out, const uint64_t *pairs, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++) {
        gr_buf_u64(out, pairs[2 * i]);
        gr_buf_putc(out, '\n');
    }
}

/* ---- two threads on a long input: this one reads and multiplies the
** pairs, a second writes the products as lines, a ring of batches between
** them (a profile splits the work about evenly there: parsing and the
** products, then the decimal digits and the growing output) ---- */

typedef struct ring {
    pthread_mutex_t lock;
    pthread_cond_t moved;        /* a batch was filled or emptied */
    uint64_t pairs[RING][2 * BATCH];
    size_t count[RING];
    size_t filled, emptied;      /* batches so far; filled - emptied <= RING */
    int closed;                  /* no batch will come */
    gr_buf *out;
} ring;

static void *writer(void *arg)
{
    ring *r = arg;
    size_t k;

    for (;;) {
        pthread_mutex_lock(&r->lock);
        while (r->emptied == r->filled && !r->closed)
            pthread_cond_wait(&r->moved, &r->lock);
        if (r->emptied == r->filled) {
            pthread_mutex_unlock(&r->lock);
            return NULL;
        }
        k = r->emptied % RING;
        pthread_mutex_unlock(&r->lock);
        put_lines(r->out, r->pairs[k], r->count[k]);
        pthread_mutex_lock(&r->lock);
        r->emptied++;
        pthread_cond_signal(&r->moved);
        pthread_mutex_unlock(&r->lock);
    }
}

/* Reads and multiplies t pairs into the ring as the writer empties it. */
static int read_pairs(scanner *in, ring *r, uint64_t t, gr_error *err)
{
    size_t got, want, k;
    int rc = GR_OK;

    while (rc == GR_OK && t > 0) {
        pthread_mutex_lock(&r->lock);
        while (r->filled - r->emptied == RING)
            pthread_cond_wait(&r->moved, &r->lock);
        k = r->filled % RING;
        pthread_mutex_unlock(&r->lock);
        want = t < BATCH ? (size_t)t : BATCH;
        if ((rc = scan_u64s(in, r->pairs[k], 2 * want, &got, N_("a nimber"), err)) != GR_OK)
            break;
        multiply(r->pairs[k], want);
        r->count[k] = want;
        pthread_mutex_lock(&r->lock);
        r->filled++;
        pthread_cond_signal(&r->moved);
        pthread_mutex_unlock(&r->lock);
        t -= want;
    }
    return rc;
}

/* t pairs by the two threads; GR_ENOMEM when the second cannot start (the
** caller then does it alone). */
static int products_threaded(scanner *in, gr_buf *out, uint64_t t, gr_error *err)
{
    ring *r = calloc(1, sizeof *r);
    pthread_t thread;
    int rc;

    if (r == NULL)
        return GR_ENOMEM;
    pthread_mutex_init(&r->lock, NULL);
    pthread_cond_init(&r->moved, NULL);
    r->out = out;
    if (pthread_create(&thread, NULL, writer, r) != 0) {
        rc = GR_ENOMEM;
    } else {
        rc = read_pairs(in, r, t, err);
        pthread_mutex_lock(&r->lock);
        r->closed = 1;
        pthread_cond_signal(&r->moved);
        pthread_mutex_unlock(&r->lock);
        pthread_join(thread, NULL);
    }
    pthread_cond_destroy(&r->moved);
    pthread_mutex_destroy(&r->lock);
    free(r);
    return rc;
}

/* Library Checker nim_product_64: T, then T lines "A B"; A (x) B a line. */
int problem_yosupo_nim_product_64(scanner *in, gr_buf *out, gr_error *err)
{
    uint64_t t, pairs[2 * BATCH];
    size_t got, want;
    int rc = scan_u64(in, &t, N_("the number of cases"), err);

    if (rc == GR_OK && t >= 4 * BATCH && sysconf(_SC_NPROCESSORS_ONLN) > 1 &&
        (rc = products_threaded(in, out, t, err)) != GR_ENOMEM)
        return rc == GR_OK ? problem_end(in, err) : rc;
    while (rc == GR_OK && t > 0) {
        want = t < BATCH ? (size_t)t : BATCH;
        if ((rc = scan_u64s(in, pairs, 2 * want, &got, N_("a nimber"), err)) != GR_OK)
            break;
        multiply(pairs, want);
        put_lines(out, pairs, want);
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

/* The next word of s[*at, n) as a 64-bit number ("-1": *minus set); 0 at
** the end, or for a word that is neither. */
static int next_number(const char *s, size_t n, size_t *at, uint64_t *v, int *minus)
{
    size_t i = *at;
    uint64_t x = 0;

    while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n'))
        i++;
    *minus = i + 1 < n && s[i] == '-' && s[i + 1] == '1' &&
             (i + 2 == n || s[i + 2] == ' ' || s[i + 2] == '\t' || s[i + 2] == '\r' ||
              s[i + 2] == '\n');
    if (*minus) {
        *at = i + 2;
        return 1;
    }
    if (i == n || s[i] < '0' || s[i] > '9')
        return 0;
    for (; i < n && s[i] >= '0' && s[i] <= '9'; i++) {
        if (x > (UINT64_MAX - (uint64_t)(s[i] - '0')) / 10)
            return 0;   /* not below 2^64 */
        x = x * 10 + (uint64_t)(s[i] - '0');
    }
    if (i < n && s[i] != ' ' && s[i] != '\t' && s[i] != '\r' && s[i] != '\n')
        return 0;
    *at = i;
    *v = x;
    return 1;
}

/* Codeforces 1310F's checker: any x, 0 <= x < 2^64, with a^x = b, for
** each case; -1 exactly where there is none (where grundy says -1). */
int problem_judge_cf_1310f(const char *input, size_t ni, const char *expected, size_t ne,
                           const char *output, size_t no)
{
    size_t ii = 0, ie = 0, io = 0;
    uint64_t t, a, b, want, x;
    int minus, none;

    if (!next_number(input, ni, &ii, &t, &minus) || minus)
        return 0;
    for (; t > 0; t--) {
        if (!next_number(input, ni, &ii, &a, &minus) || !next_number(input, ni, &ii, &b, &minus) ||
            !next_number(expected, ne, &ie, &want, &none) || !next_number(output, no, &io, &x, &minus))
            return 0;
        if (none ? !minus : minus || gr_nim_pow(a, x) != b)
            return 0;
    }
    while (io < no && (output[io] == ' ' || output[io] == '\t' || output[io] == '\r' ||
                       output[io] == '\n'))
        io++;
    return io == no;   /* nothing after the answers */
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
