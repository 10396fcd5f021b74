/*
** look_phase.c - the strongest line in the spectrum of a game's values.
** Reads G(0), G(1), ... one a line (as `grundy values` prints them), takes
** s(n) = +1 or -1 by the parity of the bits of G(n) & mask over a window of
** 2^K heaps, and prints the frequency that carries most of the variance of
** s, that share (the line's bin and its two neighbours), the frequency
** refined between the bins, and how often the sign of the fitted cosine
** agrees with s(n). docs/RESEARCH.md ("A rotation hidden in the values")
** says what it found for Officers, Grundy's game and Treblecross.
**
**   grundy values octal:0.6 --to 3000000 | out/look_phase --from 1000000
**
** usage: look_phase [--from A] [--bits K] [--mask M]
** --from A   the window's first heap (default: half the values read)
** --bits K   the window holds 2^K heaps, 10 <= K <= 24 (default 20)
** --mask M   the mask; without it every mask below the least power of two
**            above the largest value is tried over the window's first
**            2^16 heaps (all of it when smaller), and the best one measured
**            over the whole window
** Bad input (a line that is not a value, a window past the last value, an
** unknown option) gets one line on stderr and exit status 2.
*/
#include <complex.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SEARCH_BITS 16    /* the window's part a search over masks reads */

static const double TAU = 6.283185307179586476925286766559;

static void fail(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));

static void fail(const char *fmt, ...)
{
    va_list ap;

    fputs("look_phase: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(2);
}

/* An option's number; fails on anything else. */
static unsigned long number(const char *opt, const char *s)
{
    char *end;
    unsigned long v;

    errno = 0;
    v = strtoul(s, &end, 10);
    if (*s < '0' || *s > '9' || *end != '\0' || errno != 0)
        fail("%s wants a number, not '%s'", opt, s);
    return v;
}

/* In-place radix-2 transform of a[0..n), n a power of two. */
static void fft(double complex *a, size_t n)
{
    size_t i, j, len, k;

    for (i = 1, j = 0; i < n; i++) {   /* bit-reversed order */
        size_t bit = n >> 1;
        for (; j & bit; bit >>= 1)
            j ^= bit;
        j ^= bit;
        if (i < j) {
            double complex t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }
    for (len = 2; len <= n; len <<= 1) {
        double complex w = cexp(-I * TAU / (double)len);
        for (i = 0; i < n; i += len) {
            double complex x = 1;
            for (k = 0; k < len / 2; k++, x *= w) {
                double complex u = a[i + k], v = a[i + k + len / 2] * x;
                a[i + k] = u + v;
                a[i + k + len / 2] = u - v;
            }
        }
    }
}

static int sign_of(unsigned long g, unsigned long mask)
{
    unsigned long x = g & mask;
    int p = 0;

    for (; x != 0; x &= x - 1)
        p ^= 1;
    return p ? -1 : 1;
}

/* The strongest line of s over g[0..n) under mask: its bin (1..n/2), and
** its share of the variance with its two neighbours in *share (0 when s
** is constant). */
static size_t line(const unsigned long *g, size_t n, unsigned long mask, double complex *a,
                   double *share)
{
    size_t i, best = 1;
    double mean = 0, total = 0, top;

    for (i = 0; i < n; i++)
        mean += sign_of(g[i], mask);
    mean /= (double)n;
    for (i = 0; i < n; i++)
        a[i] = sign_of(g[i], mask) - mean;
    fft(a, n);
    for (i = 1; i <= n / 2; i++) {
        total += creal(a[i] * conj(a[i]));
        if (cabs(a[i]) > cabs(a[best]))
            best = i;
    }
    top = creal(a[best] * conj(a[best])) + creal(a[best - 1] * conj(a[best - 1]));
    if (best < n / 2)   /* a[0], the mean's bin, is zero here */
        top += creal(a[best + 1] * conj(a[best + 1]));
    *share = total > 0 ? top / total : 0;
    return best;
}

/* The transform of s at frequency f, n counted from `from`. */
static double complex at(const unsigned long *g, size_t n, unsigned long from, unsigned long mask,
                         double f)
{
    double complex z = 0, x = cexp(-I * TAU * f * (double)from), w = cexp(-I * TAU * f);
    size_t i;

    for (i = 0; i < n; i++, x *= w)
        z += sign_of(g[i], mask) * x;
    return z;
}

/* The values on standard input, one a line; their count in *count and
** the largest in *largest. */
static unsigned long *read_values(unsigned long *count, unsigned long *largest)
{
    unsigned long cap = 1 << 20, *g = malloc(cap * sizeof *g);
    char buf[64];

    if (g == NULL)
        fail("out of memory");
    *count = *largest = 0;
    while (fgets(buf, sizeof buf, stdin) != NULL) {
        char *end;
        unsigned long v;
        if (strchr(buf, '\n') == NULL && !feof(stdin))
            fail("line %lu: too long for a value", *count + 1);
        buf[strcspn(buf, "\r\n")] = '\0';
        errno = 0;
        v = strtoul(buf, &end, 10);
        if (buf[0] < '0' || buf[0] > '9' || *end != '\0' || errno != 0)
            fail("line %lu: not a value: '%s'", *count + 1, buf);
        if (*count == cap) {
            unsigned long *bigger = realloc(g, 2 * cap * sizeof *g);
            if (bigger == NULL)
                fail("out of memory after %lu values", *count);
            g = bigger, cap *= 2;
        }
        g[(*count)++] = v;
        *largest = v > *largest ? v : *largest;
    }
    if (ferror(stdin))
        fail("reading the values failed after %lu of them", *count);
    return g;
}

/* The mask whose strongest line holds the largest share over g[0..n), of
** those below the least power of two above `largest`. */
static unsigned long search_mask(const unsigned long *g, size_t n, unsigned long largest,
                                 double complex *a)
{
    unsigned long m, top = 1, mask = 1;
    double s, best = -1;

    while (top <= largest)
        top <<= 1;
    for (m = 1; m < top; m++) {
        line(g, n, m, a, &s);
        if (s > best)
            best = s, mask = m;
    }
    return mask;
}

/* The frequency of the line of bin `bin` over g[0..n), to a 64th of a bin
** between its neighbours; its transform in *z. */
static double refine(const unsigned long *g, size_t n, unsigned long from, unsigned long mask,
                     size_t bin, double complex *z)
{
    double lo = ((double)bin - 1) / (double)n, step = 2.0 / (double)n / 128, f = lo, mag = -1;
    int k;

    for (k = 0; k <= 128; k++) {
        double complex t = at(g, n, from, mask, lo + k * step);
        if (cabs(t) > mag)
            mag = cabs(t), *z = t, f = lo + k * step;
    }
    return f;
}

int main(int argc, char **argv)
{
    unsigned long from = 0, mask = 0, bits = 20, count, largest, agree = 0, k;
    int have_from = 0, have_mask = 0, i;
    unsigned long *g;
    double complex *a, z = 0;
    size_t n, best;
    double share, f;

    for (i = 1; i < argc; i++) {
        if (i + 1 < argc && strcmp(argv[i], "--from") == 0)
            from = number("--from", argv[++i]), have_from = 1;
        else if (i + 1 < argc && strcmp(argv[i], "--bits") == 0)
            bits = number("--bits", argv[++i]);
        else if (i + 1 < argc && strcmp(argv[i], "--mask") == 0)
            mask = number("--mask", argv[++i]), have_mask = 1;
        else
            fail("argument %d: unknown option or missing value: '%s'", i, argv[i]);
    }
    if (bits < 10 || bits > 24)
        fail("--bits wants 10 to 24, not %lu", bits);
    if (have_mask && mask == 0)
        fail("--mask wants a mask of 1 or more, not 0");
    g = read_values(&count, &largest);
    n = (size_t)1 << bits;
    if (!have_from)
        from = count / 2;
    if (from > count || count - from < n)
        fail("the window of 2^%lu heaps from %lu passes the last value (%lu read)", bits, from,
             count);
    if ((a = malloc(n * sizeof *a)) == NULL)
        fail("out of memory for a window of 2^%lu heaps", bits);
    if (!have_mask)
        mask = search_mask(g + from, bits < SEARCH_BITS ? n : (size_t)1 << SEARCH_BITS, largest, a);
    best = line(g + from, n, mask, a, &share);
    if (share == 0) {
        printf("mask %lu: the parity is the same at every heap of the window\n", mask);
        free(a);
        free(g);
        return 0;
    }
    f = refine(g + from, n, from, mask, best, &z);
    for (k = 0; k < n; k++)
        agree += (cos(TAU * f * (double)(from + k) + carg(z)) > 0 ? 1 : -1) ==
                 sign_of(g[from + k], mask);
    printf("mask %lu, heaps %lu to %lu: the line at %.9f (bin %lu of %lu) holds %.1f%% of "
           "the variance; cos(2 pi %.9f n %+.4f) has the parity's sign at %.1f%% of the heaps\n",
           mask, from, from + (unsigned long)n - 1, f, (unsigned long)best, (unsigned long)n,
           100 * share, f, carg(z), 100.0 * (double)agree / (double)n);
    free(a);
    free(g);
    return 0;
}
