/*
** problem_gen.c - the choices behind a generated input (problem_gen.h):
** drawn from splitmix64 or replayed from a list, recorded either way, and
** the shrinking of a failing input by changing its list of choices.
*/
#include <stdlib.h>
#include <string.h>

#include "problem_gen.h"

static uint64_t splitmix64(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15u);

    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static void gen_init(problem_gen *g, int large, gr_buf *out)
{
    memset(g, 0, sizeof *g);
    g->large = large;
    g->out = out;
}

void gen_open(problem_gen *g, uint64_t seed, int large, gr_buf *out)
{
    gen_init(g, large, out);
    g->state = seed;
}

void gen_open_replay(problem_gen *g, const uint64_t *choices, size_t n, int large,
                     gr_buf *out)
{
    static const uint64_t none[1] = {0};

    gen_init(g, large, out);
    g->replay = choices != NULL ? choices : none;
    g->nreplay = n;
}

void gen_close(problem_gen *g)
{
    free(g->choices);
    g->choices = NULL;
    g->count = g->cap = 0;
}

static void gen_record(problem_gen *g, uint64_t c)
{
    if (g->count == g->cap) {
        size_t cap = g->cap ? g->cap * 2 : 256;
        uint64_t *grown = realloc(g->choices, cap * sizeof *grown);
        if (grown == NULL) {
            g->nomem = 1;
            return;
        }
        g->choices = grown;
        g->cap = cap;
    }
    g->choices[g->count++] = c;
}

uint64_t gen_int(problem_gen *g, uint64_t lo, uint64_t hi)
{
    uint64_t span = hi - lo, c, r;

    if (g->replay != NULL) {
        c = g->next < g->nreplay ? g->replay[g->next] : 0;
        g->next++;
        if (c > span)
            c = span;
    } else {
        r = splitmix64(&g->state);
        if ((r & 7) == 0)           /* the ends, an eighth of the time each */
            c = 0;
        else if ((r & 7) == 1)
            c = span;
        else {
            r = splitmix64(&g->state);
            c = span == UINT64_MAX ? r : r % (span + 1);
        }
    }
    gen_record(g, c);
    return lo + c;
}

uint64_t gen_count(problem_gen *g, uint64_t lo, uint64_t small, uint64_t large)
{
    return g->large ? gen_int(g, large, large) : gen_int(g, lo, small);
}

uint64_t gen_value(problem_gen *g, uint64_t lo, uint64_t small, uint64_t large)
{
    return gen_int(g, lo, g->large ? large : small);
}

void gen_distinct(problem_gen *g, uint64_t *v, size_t n, uint64_t lo, uint64_t hi)
{
    size_t i, j;

    for (i = 0; i < n; i++) {
        uint64_t x = gen_int(g, lo, hi);
        for (j = 0; j < i;)       /* taken: the next free one, wrapping */
            if (v[j] == x) {
                x = x == hi ? lo : x + 1;
                j = 0;
            } else {
                j++;
            }
        v[i] = x;
    }
}

void gen_num(problem_gen *g, uint64_t v, char sep)
{
    gr_buf_u64(g->out, v);
    gr_buf_putc(g->out, sep);
}

void gen_puts(problem_gen *g, const char *s)
{
    gr_buf_puts(g->out, s);
}

/* ---- shrinking ---- */

/* Shortlex: fewer choices first, then the smaller at the first difference. */
static int smaller(const uint64_t *a, size_t na, const uint64_t *b, size_t nb)
{
    size_t i;

    if (na != nb)
        return na < nb;
    for (i = 0; i < na; i++)
        if (a[i] != b[i])
            return a[i] < b[i];
    return 0;
}

typedef struct shrink {
    void (*generate)(problem_gen *g);
    int large;
    uint64_t *best;
    size_t nbest;
    gen_fails_fn fails;
    void *ctx;
    size_t tried, tries;
    int stop;
} shrink;

/* Replays cand[0..n); keeps it when it is smaller and still fails. 1: kept. */
static int attempt(shrink *s, const uint64_t *cand, size_t n)
{
    gr_buf text = GR_BUF_INIT;
    problem_gen g;
    int kept = 0, r;

    if (s->stop || s->tried >= s->tries)
        return 0;
    if (s->fails(s->ctx, NULL) < 0) {   /* out of time, say */
        s->stop = 1;
        return 0;
    }
    gen_open_replay(&g, cand, n, s->large, &text);
    s->generate(&g);
    if (!g.nomem && smaller(g.choices, g.count, s->best, s->nbest)) {
        s->tried++;
        r = s->fails(s->ctx, &text);
        if (r < 0)
            s->stop = 1;
        if (r == 1) {
            free(s->best);
            s->best = g.choices;
            s->nbest = g.count;
            g.choices = NULL;
            kept = 1;
        }
    }
    gen_close(&g);
    gr_buf_free(&text);
    return kept;
}

/* Tries removing runs of k choices, for k from half the list down to 1. */
static int shrink_remove(shrink *s)
{
    uint64_t *cand;
    size_t k, i, progress = 0;

    for (k = 1; k * 2 <= s->nbest; k *= 2)
        ;
    for (; k >= 1 && !s->stop; k /= 2)
        for (i = 0; i + k <= s->nbest && s->tried < s->tries && !s->stop;) {
            if ((cand = malloc((s->nbest - k + 1) * sizeof *cand)) == NULL)
                return (int)progress;
            memcpy(cand, s->best, i * sizeof *cand);
            memcpy(cand + i, s->best + i + k, (s->nbest - i - k) * sizeof *cand);
            if (attempt(s, cand, s->nbest - k))
                progress = 1;
            else
                i += k;
            free(cand);
        }
    return (int)progress;
}

/* Tries each choice at 0, 1, ... up to 15, then lower by halving the
** distance (a failure is not always monotonic in a number). */
static int shrink_lower(shrink *s)
{
    uint64_t *cand;
    size_t i;
    int progress = 0;

    for (i = 0; i < s->nbest && s->tried < s->tries && !s->stop; i++) {
        uint64_t lo = 0, hi = s->best[i], v;
        for (v = 0; v < hi && v < 16 && s->tried < s->tries && !s->stop; v++) {
            if ((cand = malloc(s->nbest * sizeof *cand)) == NULL)
                return progress;
            memcpy(cand, s->best, s->nbest * sizeof *cand);
            cand[i] = v;
            if (attempt(s, cand, s->nbest)) {
                progress = 1;
                hi = 0;
            }
            free(cand);
        }
        if (hi > 0)
            lo = 16;
        while (lo < hi && s->tried < s->tries && !s->stop && i < s->nbest) {
            uint64_t mid = lo + (hi - lo) / 2;
            if ((cand = malloc(s->nbest * sizeof *cand)) == NULL)
                return progress;
            memcpy(cand, s->best, s->nbest * sizeof *cand);
            cand[i] = mid;
            if (attempt(s, cand, s->nbest)) {
                progress = 1;
                hi = i < s->nbest ? s->best[i] : 0;
            } else {
                lo = mid + 1;
            }
            free(cand);
        }
    }
    return progress;
}

/* Tries lowering choice i by one while removing a run of 1 to 4 choices
** after it: a count made smaller with one of the items it counted gone. */
static int shrink_count(shrink *s)
{
    uint64_t *cand;
    size_t i, j, k;
    int progress = 0;

    for (i = 0; i < s->nbest && s->tried < s->tries && !s->stop; i++)
        for (k = 1; k <= 4 && i < s->nbest && s->best[i] > 0; k++)
            for (j = i + 1; j + k <= s->nbest && s->best[i] > 0 && s->tried < s->tries &&
                            !s->stop;) {
                if ((cand = malloc(s->nbest * sizeof *cand)) == NULL)
                    return progress;
                memcpy(cand, s->best, j * sizeof *cand);
                memcpy(cand + j, s->best + j + k, (s->nbest - j - k) * sizeof *cand);
                cand[i]--;
                if (attempt(s, cand, s->nbest - k))
                    progress = 1;
                else
                    j++;
                free(cand);
            }
    return progress;
}

/* Tries lowering choice i by two while removing two single choices after
** it (two items of a count, apart); only on short lists, the pairs being
** many. */
static int shrink_count2(shrink *s)
{
    uint64_t *cand;
    size_t i, j, k, m, n;
    int progress = 0;

    for (i = 0; i < s->nbest && s->nbest <= 48 && s->tried < s->tries && !s->stop; i++)
        for (j = i + 1; j < s->nbest && s->best[i] > 1 && !s->stop; j++)
            for (k = j + 1; k < s->nbest && s->best[i] > 1 && s->tried < s->tries &&
                            !s->stop; k++) {
                if ((cand = malloc(s->nbest * sizeof *cand)) == NULL)
                    return progress;
                for (m = n = 0; m < s->nbest; m++)
                    if (m != j && m != k)
                        cand[n++] = s->best[m];
                cand[i] -= 2;
                if (attempt(s, cand, n)) {
                    progress = 1;
                    k = j;   /* the list changed: from the first pair again */
                }
                free(cand);
            }
    return progress;
}

size_t problem_shrink(void (*generate)(problem_gen *g), int large, uint64_t **choices,
                      size_t *n, gen_fails_fn fails, void *ctx, size_t tries)
{
    shrink s = {generate, large, *choices, *n, fails, ctx, 0, tries, 0};
    int progress = 1;

    while (progress && s.tried < s.tries && !s.stop) {
        progress = shrink_remove(&s);
        progress |= shrink_count(&s);
        progress |= shrink_lower(&s);
        if (!progress)
            progress = shrink_count2(&s);
    }
    *choices = s.best;
    *n = s.nbest;
    return s.tried;
}
