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
** --from A   the window's first heap (default: half the values read); the
**            values past the window are then not read
** --bits K   the window holds 2^K heaps, 10 <= K <= 24 (default 20)
** --mask M   the mask; without it every mask below the least power of two
**            above the largest value of the window's first 2^16 heaps (all
**            of it when smaller) is tried over them, the best one measured
**            over the whole window: values up to 2047, or --mask
** Bad input (a line that is not a value, a window past the last value, an
** unknown option, values too large for the search) gets one line on
** stderr, nothing on stdout, and exit status 2.
*/
#include <complex.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SEARCH_BITS 16    /* the window's part a search over masks reads */
#define SEARCH_MAX 2048   /* and the masks it tries: below this (about 7 s) */
#define GRID 128          /* steps between a line's two neighbouring bins */

static const double TAU = 6.283185307179586476925286766559;

struct options {
    unsigned long from, bits, mask;
    int have_from, have_mask;
};

/* One line "look_phase: ..." on stderr, and exit status 2. */
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

/* Whether s[0..len) is decimal digits only, of a number that fits an
** unsigned long; the number in *v. */
static int decimal(const char *s, size_t len, unsigned long *v)
{
    char *end;

    errno = 0;
    *v = strtoul(s, &end, 10);
    return len > 0 && s[0] >= '0' && s[0] <= '9' && (size_t)(end - s) == len && errno == 0;
}

/* Option opt's number s; fails on anything but decimal digits. */
static unsigned long number(const char *opt, const char *s)
{
    unsigned long v;

    if (!decimal(s, strlen(s), &v))
        fail("%s wants a number, not '%s'", opt, s);
    return v;
}

static struct options parse_options(int argc, char **argv)
{
    struct options o = {0, 20, 0, 0, 0};
    int i;

    for (i = 1; i < argc; i++) {
        if (i + 1 < argc && strcmp(argv[i], "--from") == 0)
            o.from = number("--from", argv[++i]), o.have_from = 1;
        else if (i + 1 < argc && strcmp(argv[i], "--bits") == 0)
            o.bits = number("--bits", argv[++i]);
        else if (i + 1 < argc && strcmp(argv[i], "--mask") == 0)
            o.mask = number("--mask", argv[++i]), o.have_mask = 1;
        else
            fail("argument %d: unknown option or missing value: '%s'", i, argv[i]);
    }
    if (o.bits < 10 || o.bits > 24)
        fail("--bits wants 10 to 24, not %lu", o.bits);
    if (o.have_mask && o.mask == 0)
        fail("--mask wants a mask of 1 or more, not 0");
    return o;
}

/* Line `line`'s value: decimal digits, then nothing but the line's end. */
static unsigned long parse_value(const char *buf, size_t len, unsigned long line)
{
    unsigned long v;

    if (len > 0 && buf[len - 1] == '\n')
        len--;
    if (len > 0 && buf[len - 1] == '\r')
        len--;
    if (!decimal(buf, len, &v)) {
        char shown[41];   /* its first 40 bytes, those not printable as '?' */
        size_t i;
        for (i = 0; i < len && i < 40; i++)
            shown[i] = buf[i] >= ' ' && buf[i] <= '~' ? buf[i] : '?';
        shown[i] = '\0';
        fail("line %lu: not a value: '%s'", line, shown);
    }
    return v;
}

/* The values on standard input, one a line, up to `limit` of them; their
** count in *count. */
static unsigned long *read_values(unsigned long limit, unsigned long *count)
{
    unsigned long cap = 1 << 20, *g = malloc(cap * sizeof *g);
    char *buf = NULL;
    size_t size = 0;
    ssize_t len;

    if (g == NULL)
        fail("out of memory");
    *count = 0;
    while (*count < limit && (len = getline(&buf, &size, stdin)) != -1) {
        if (*count == cap) {
            unsigned long *bigger = realloc(g, 2 * cap * sizeof *g);
            if (bigger == NULL)
                fail("out of memory after %lu values", *count);
            g = bigger, cap *= 2;
        }
        g[*count] = parse_value(buf, (size_t)len, *count + 1);
        (*count)++;
    }
    if (ferror(stdin))
        fail("reading the values failed after %lu of them", *count);
    free(buf);
    return g;
}

/* +1 when the bits of g & mask are even in number, else -1. */
static int sign_of(unsigned long g, unsigned long mask)
{
    unsigned long x = g & mask;
    int p = 0;

    for (; x != 0; x &= x - 1)
        p ^= 1;
    return p ? -1 : 1;
}

/* s over g[0..n) under mask, less its mean, in s[0..n); the mean. */
static double signs(const unsigned long *g, size_t n, unsigned long mask, double *s)
{
    double mean = 0;
    size_t i;

    for (i = 0; i < n; i++)
        mean += s[i] = sign_of(g[i], mask);
    mean /= (double)n;
    for (i = 0; i < n; i++)
        s[i] -= mean;
    return mean;
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

/* Bin i's part of the variance of a real sequence of n whose bin has
** the squared size m: bins below n/2 stand for themselves and their
** mirror image. */
static double power(double m, size_t i, size_t n)
{
    return (i == n / 2 ? 1 : 2) * m;
}

/* |a[i]|^2. */
static double weight(const double complex *a, size_t i)
{
    return creal(a[i] * conj(a[i]));
}

/* The strongest line of s[0..n) (mean 0): its bin (1..n/2), and its share
** of the variance with its two neighbours in *share (0 when s is 0). */
static size_t line(const double *s, size_t n, double complex *a, double *share)
{
    size_t i, best = 1;
    double total = 0, top, most = -1;

    for (i = 0; i < n; i++)
        a[i] = s[i];
    fft(a, n);
    for (i = 1; i <= n / 2; i++) {
        double m = weight(a, i);
        total += power(m, i, n);
        if (m > most)
            most = m, best = i;
    }
    /* a[0] is 0: s has mean 0 */
    top = power(weight(a, best - 1), best - 1, n) + power(most, best, n);
    if (best < n / 2)
        top += power(weight(a, best + 1), best + 1, n);
    *share = total > 0 ? top / total : 0;
    return best;
}

/* The mask whose strongest line over g[0..n) (heap `from` on) holds the
** largest share, of those below the least power of two above the values
** there; fails when that is past SEARCH_MAX. */
static unsigned long search_mask(const unsigned long *g, size_t n, unsigned long from, double *s,
                                 double complex *a)
{
    unsigned long m, top = 1, largest = 0, mask = 1;
    double share, best = -1;
    size_t i;

    for (i = 0; i < n; i++)
        largest = g[i] > largest ? g[i] : largest;
    if (largest >= SEARCH_MAX)
        fail("values reach %lu in heaps %lu to %lu: the search tries masks below %d; give --mask",
             largest, from, from + (unsigned long)n - 1, SEARCH_MAX);
    while (top <= largest)
        top <<= 1;
    for (m = 1; m < top; m++) {
        signs(g, n, m, s);
        line(s, n, a, &share);
        if (share > best)
            best = share, mask = m;
    }
    return mask;
}

/* The transform of s[0..n) at frequency f, the heaps counted from `from`. */
static double complex at(const double *s, size_t n, unsigned long from, double f)
{
    double complex z = 0, x = cexp(-I * TAU * f * (double)from), w = cexp(-I * TAU * f);
    size_t i;

    for (i = 0; i < n; i++, x *= w)
        z += s[i] * x;
    return z;
}

/* The frequency of the line of bin `bin` over s[0..n), to a GRID-th of the
** span between its neighbours; its transform in *z. */
static double refine(const double *s, size_t n, unsigned long from, size_t bin,
                     double complex *z)
{
    double lo = ((double)bin - 1) / (double)n, step = 2.0 / (double)n / GRID, f = lo, mag = -1;
    int k;

    for (k = 0; k <= GRID; k++) {
        double complex t = at(s, n, from, lo + k * step);
        double a = cabs(t);
        if (a > mag)
            mag = a, *z = t, f = lo + k * step;
    }
    return f;
}

/* The line of mask over g[0..n) (heap `from` on), printed. */
static void report(const unsigned long *g, size_t n, unsigned long from, unsigned long mask,
                   double *s, double complex *a)
{
    double share, f, mean = signs(g, n, mask, s);
    double complex z = 0;
    size_t best = line(s, n, a, &share), k, agree = 0;

    if (share == 0) {
        printf("mask %lu: the parity is the same at every heap of the window\n", mask);
        return;
    }
    f = refine(s, n, from, best, &z);
    for (k = 0; k < n; k++)   /* s[k] + mean is the sign itself */
        agree += (cos(TAU * f * (double)(from + k) + carg(z)) > 0) == (s[k] + mean > 0);
    printf("mask %lu, heaps %lu to %lu: the line at %.9f (bin %lu of %lu) holds %.1f%% of "
           "the variance; cos(2 pi %.9f n %+.4f) has the parity's sign at %.1f%% of the heaps\n",
           mask, from, from + (unsigned long)n - 1, f, (unsigned long)best, (unsigned long)n,
           100 * share, f, carg(z), 100.0 * (double)agree / (double)n);
}

int main(int argc, char **argv)
{
    struct options o = parse_options(argc, argv);
    size_t n = (size_t)1 << o.bits;
    unsigned long count, *g = read_values(o.have_from ? o.from + n : (unsigned long)-1, &count);
    double complex *a = malloc(n * sizeof *a);
    double *s = malloc(n * sizeof *s);

    if (!o.have_from)
        o.from = count / 2;
    if (o.from > count || count - o.from < n)
        fail("the window of 2^%lu heaps from %lu passes the last value (%lu read)", o.bits,
             o.from, count);
    if (a == NULL || s == NULL)
        fail("out of memory for a window of 2^%lu heaps", o.bits);
    if (!o.have_mask)
        o.mask = search_mask(g + o.from, o.bits < SEARCH_BITS ? n : (size_t)1 << SEARCH_BITS,
                             o.from, s, a);
    report(g + o.from, n, o.from, o.mask, s, a);
    if (fflush(stdout) != 0 || ferror(stdout))
        fail("writing the result failed");
    free(s);
    free(a);
    free(g);
    return 0;
}
