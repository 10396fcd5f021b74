/*
** octal_moves.c - the moves of a take-and-break heap: remove k tokens and
** leave nothing, one heap, two heaps or three, as the digits allow; and the
** moves to a given value, enumerated lazily.
*/
#include <stdlib.h>

#include "base/option_text.h"
#include "octal_moves.h"
#include "octal_period.h"

/* One move: heap n replaced by parts[0..nparts). */
static int move_emit(uint64_t n, const uint64_t *sizes, size_t nparts, gr_option_fn fn,
                     void *ctx)
{
    char text[128];
    gr_buf b = {text, 0, sizeof text, 0};
    gr_state parts[3];
    gr_option o;
    size_t i;

    /* the buffer is on the stack and large enough (4 numbers of 20 digits) */
    text[0] = '\0';
    if (!gr_option_text_off) {
        gr_buf_u64(&b, n);
        gr_buf_puts(&b, " -> ");
    }
    for (i = 0; i < nparts; i++) {
        if (!gr_option_text_off) {
            if (i > 0)
                gr_buf_puts(&b, " + ");
            gr_buf_u64(&b, sizes[i]);
        }
        parts[i].heap = sizes[i];
    }
    o.text = text;
    o.nparts = nparts;
    o.parts = parts;
    return fn(ctx, &o);
}

/* A walker over the moves of one heap: `want` filters by value when set. */
typedef struct walker {
    const gr_octal *o;
    uint64_t n;
    int filter;
    uint64_t target;
    gr_option_fn fn;
    void *ctx;
    int unknown;     /* a part had no known value */
} walker;

static int walk_emit(walker *w, const uint64_t *sizes, size_t nparts)
{
    uint64_t x = 0, v;
    size_t i;

    if (w->filter) {
        for (i = 0; i < nparts; i++) {
            if (gr_octal_known(w->o, sizes[i], &v) != GR_OK) {
                w->unknown = 1;
                return GR_EUNDECIDED;
            }
            x ^= v;
        }
        if (x != w->target)
            return 0;
    }
    return move_emit(w->n, sizes, nparts, w->fn, w->ctx);
}

/* Splits a + (m - a) of a heap beyond the table, for a from `from` to m/2:
** both parts are past the preperiod, so whether a split reaches the target
** depends on a mod p only; whole residue classes that miss are skipped. */
static int walk_pairs_periodic(walker *w, uint64_t m, uint64_t from)
{
    const gr_period *per = &w->o->period;
    uint64_t p = per->period, r, a, s[2], va, vb;
    unsigned char *good = malloc(p);
    int rc = 0, any = 0;

    if (good == NULL)
        return GR_ENOMEM;
    for (r = 0; r < p; r++) {
        a = from + r;
        gr_octal_known(w->o, a, &va);
        gr_octal_known(w->o, m - a, &vb);
        good[(a - from) % p] = (unsigned char)((va ^ vb) == w->target);
        any |= good[(a - from) % p];
    }
    for (a = from; any && a <= m / 2 && rc == 0; a++) {
        if (!good[(a - from) % p])
            continue;
        s[0] = a;
        s[1] = m - a;
        rc = walk_emit(w, s, 2);
    }
    free(good);
    return rc;
}

static int walk_pairs(walker *w, uint64_t m)
{
    uint64_t s[2], pre = w->o->period.preperiod;
    int rc;

    for (s[0] = 1; 2 * s[0] <= m; s[0]++) {
        if (w->filter && m >= w->o->count && s[0] >= pre &&
            w->o->period.status == GR_PERIOD_PROVED && m / 2 - s[0] > w->o->period.period)
            return walk_pairs_periodic(w, m, s[0]);
        s[1] = m - s[0];
        if (w->o->rules.unequal && s[0] == s[1])
            continue;
        if ((rc = walk_emit(w, s, 2)) != 0)
            return rc;
    }
    return 0;
}

static int walk_triples(walker *w, uint64_t m)
{
    uint64_t s[3];
    int rc;

    for (s[0] = 1; 3 * s[0] <= m; s[0]++)
        for (s[1] = s[0]; 2 * s[1] <= m - s[0]; s[1]++) {
            s[2] = m - s[0] - s[1];
            if ((rc = walk_emit(w, s, 3)) != 0)
                return rc;
        }
    return 0;
}

/* The largest heap past the table whose three-heap splits (about m^2 / 12,
** their values known from a proved period) a listing of the moves to a
** value walks: hex:0.f 12 15 lost the splits of its 15 once the values
** came from the period, not the table. */
#define TRIPLES_WALKED 4096u

/* The moves removing k tokens. */
static int walk_remove(walker *w, uint64_t k)
{
    unsigned d = w->o->rules.digit[k];
    uint64_t m = w->n - k, zero = 0;
    int rc;

    if ((d & 1) && m == 0 && (rc = walk_emit(w, &zero, 1)) != 0)
        return rc;
    if ((d & 2) && m > 0 && (rc = walk_emit(w, &m, 1)) != 0)
        return rc;
    if ((d & 4) && m >= 2 && (rc = walk_pairs(w, m)) != 0)
        return rc;
    if ((d & 8) && m > TRIPLES_WALKED && w->filter && m >= w->o->count) {
        w->unknown = 1;     /* O(m^2) three-heap splits of a heap beyond the table */
        return GR_EUNDECIDED;
    }
    if ((d & 8) && m >= 3 && (rc = walk_triples(w, m)) != 0)
        return rc;
    return 0;
}

static int walk(walker *w)
{
    uint64_t k;
    int rc;

    for (k = 0; k <= (uint64_t)w->o->rules.t && k <= w->n; k++)
        if ((rc = walk_remove(w, k)) != 0)
            return rc;
    return 0;
}

int gr_octal_moves(const gr_octal *o, uint64_t n, gr_option_fn fn, void *ctx)
{
    walker w = {o, n, 0, 0, fn, ctx, 0};

    return walk(&w);
}

int gr_octal_moves_to(gr_octal *o, uint64_t n, uint64_t target, gr_option_fn fn,
                      void *ctx, gr_error *err)
{
    walker w = {o, n, 1, target, fn, ctx, 0};
    int rc = walk(&w);

    if (w.unknown)
        return gr_error_set(err, GR_EUNDECIDED, "heap %llu: its moves are beyond what is "
                            "listed here (a heap past the computed table, with moves to "
                            "unknown values or too many three-heap splits)",
                            (unsigned long long)n);
    return rc;
}
