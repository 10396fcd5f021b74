/*
** coins.c - the rows of coin-turning games (coins.h): reading and printing
** a row, its moves under a turning rule, its value as the nim-sum of its
** heads' values, the moves to a given value through the rule's finisher.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/debug.h"
#include "base/i18n.h"
#include "coins.h"
#include "heap.h"

#define MAX_TURN 16   /* coins one move may turn, at most (turn:K) */

static coin_row *row_new(size_t count)
{
    coin_row *r;

    if (count > (SIZE_MAX - sizeof *r) / sizeof r->heads[0])
        return NULL;
    r = malloc(sizeof *r + count * sizeof r->heads[0]);
    if (r != NULL)
        r->count = count;
    return r;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* ---- reading and printing ---- */

static int parse_ht(const char *word, gr_state *out, gr_error *err)
{
    size_t n = strlen(word), i, h = 0;
    coin_row *r;

    for (i = 0; i < n; i++)
        if (word[i] != 'H' && word[i] != 'T')
            return gr_error_at(err, 0, GR_EINPUT, "'%c' in a row of coins: write it with H "
                               "(heads) and T (tails), or as the positions of its heads", word[i]);
    for (i = 0; i < n; i++)
        h += word[i] == 'H';
    if ((r = row_new(h)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    r->ht = 1;
    r->length = n;
    for (i = 0, h = 0; i < n; i++)
        if (word[i] == 'H')
            r->heads[h++] = i + 1;
    out->data = r;
    return GR_OK;
}

/* A key of a repeat search: `width` words and where it stood. */
typedef struct keyed {
    uint64_t k[COINS_KEY_MAX];
    size_t at;
    unsigned width;
} keyed;

static int cmp_keyed(const void *a, const void *b)
{
    const keyed *x = a, *y = b;

    for (unsigned d = 0; d < x->width; d++)
        if (x->k[d] != y->k[d])
            return x->k[d] < y->k[d] ? -1 : 1;
    return x->at < y->at ? -1 : x->at > y->at;
}

size_t coins_first_repeat(const uint64_t *keys, size_t n, unsigned width)
{
    keyed *s = malloc((n ? n : 1) * sizeof *s);
    size_t i, first = n;

    if (s == NULL || width == 0 || width > COINS_KEY_MAX) {
        free(s);
        return n;
    }
    for (i = 0; i < n; i++) {
        memset(s[i].k, 0, sizeof s[i].k);
        memcpy(s[i].k, keys + i * width, width * sizeof *keys);
        s[i].at = i;
        s[i].width = width;
    }
    qsort(s, n, sizeof *s, cmp_keyed);
    for (i = 1; i < n; i++)   /* equal keys are neighbours, in the order they stood */
        if (memcmp(s[i].k, s[i - 1].k, width * sizeof *keys) == 0 && s[i].at < first)
            first = s[i].at;
    free(s);
    return first;
}

/* The heads of a row as written: none is 0 and none repeats (the argument
** at fault is blamed), then sorted. */
static int check_heads(coin_row *r, gr_error *err)
{
    size_t i;

    for (i = 0; i < r->count; i++)
        if (r->heads[i] == 0)
            return gr_error_at(err, (long)i, GR_EINPUT, "'0' alone stands for a row with no "
                               "heads; coins are numbered from 1");
    if ((i = coins_first_repeat(r->heads, r->count, 1)) < r->count)
        return gr_error_at(err, (long)i, GR_EINPUT, "coin %llu is named twice (a coin is "
                           "heads or not)", (unsigned long long)r->heads[i]);
    qsort(r->heads, r->count, sizeof r->heads[0], cmp_u64);
    return GR_OK;
}

int coins_parse(const coin_rule *rule, const char *const *args, size_t nargs, gr_state *out,
                gr_error *err)
{
    coin_row *r;
    size_t i;
    int rc;

    if (nargs == 1 && (args[0][0] == 'H' || args[0][0] == 'T'))
        return parse_ht(args[0], out, err);
    for (i = 0; nargs > 1 && i < nargs; i++)   /* "HTH 1", "HTH HT": the H and T row is whole */
        if ((args[i][0] == 'H' || args[i][0] == 'T') && strspn(args[i], "HT") == strlen(args[i]))
            return gr_error_at(err, (long)i, GR_EINPUT, "'%s' is a row of H and T, which must "
                               "be the whole row (or write the row as the positions of its "
                               "heads)", args[i]);
    if (nargs == 1 && strcmp(args[0], "0") == 0)
        nargs = 0;
    if ((r = row_new(nargs)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    r->ht = 0;
    r->length = 0;
    for (i = 0, rc = GR_OK; i < nargs && rc == GR_OK; i++) {
        uint64_t v;
        if ((rc = gr_parse_u64(args[i], &r->heads[i], err)) == GR_OK && rule != NULL &&
            rule->last != 0 && r->heads[i] > rule->last)   /* its value has no 64 bits */
            rc = rule->single(rule, r->heads[i], &v, err);
        if (rc != GR_OK && err)
            err->arg = (long)i;
    }
    if (rc == GR_OK)
        rc = check_heads(r, err);
    if (rc != GR_OK) {
        free(r);
        return rc;
    }
    out->data = r;
    return GR_OK;
}

void coins_print(const gr_game *g, gr_state s, gr_buf *out)
{
    const coin_row *r = s.data;
    uint64_t c;
    size_t h = 0;

    (void)g;
    if (r->ht) {
        for (c = 1; c <= r->length; c++) {
            int head = h < r->count && r->heads[h] == c;
            h += (size_t)head;
            gr_buf_putc(out, head ? 'H' : 'T');
        }
        return;
    }
    coins_key(g, s, out);   /* the heads as numbers */
}

void coins_key(const gr_game *g, gr_state s, gr_buf *out)
{
    const coin_row *r = s.data;
    size_t i;

    (void)g;
    if (r->count == 0)
        gr_buf_putc(out, '0');
    for (i = 0; i < r->count; i++) {
        if (i > 0)
            gr_buf_putc(out, ' ');
        gr_buf_u64(out, r->heads[i]);
    }
}

int coins_copy(const gr_game *g, gr_state s, gr_state *out)
{
    const coin_row *r = s.data;
    coin_row *c = row_new(r->count);

    (void)g;
    if (c == NULL)
        return GR_ENOMEM;
    memcpy(c, r, sizeof *r + r->count * sizeof r->heads[0]);
    out->data = c;
    return GR_OK;
}

void coins_release(const gr_game *g, gr_state s)
{
    (void)g;
    free(s.data);
}

void coins_draw(const gr_game *g, gr_state s, gr_buf *out, int unicode)
{
    const coin_row *r = s.data;
    uint64_t last = r->ht ? r->length : (r->count ? r->heads[r->count - 1] : 0), c;
    size_t h = 0;

    (void)g;
    if (last > 64) {
        gr_buf_printf(out, "a row of %llu coins with %zu heads", (unsigned long long)last,
                      r->count);
        return;
    }
    for (c = 1; c <= last; c++) {
        int head = h < r->count && r->heads[h] == c;
        h += (size_t)head;
        gr_buf_puts(out, head ? (unicode ? "\u25cf" : "H") : (unicode ? "\u25cb" : "T"));
    }
    if (last == 0)
        gr_buf_puts(out, "no heads");
}

/* ---- values ---- */

int coins_value(const coin_rule *rule, gr_state s, gr_value *out, gr_error *err)
{
    const coin_row *r = s.data;
    uint64_t v = 0, g;
    size_t i;
    int rc;

    for (i = 0; i < r->count; i++) {
        if ((rc = rule->single(rule, r->heads[i], &g, err)) != GR_OK)
            return rc;
        v ^= g;
    }
    out->kind = GR_VALUE_NIMBER;
    out->nimber = v;
    return GR_OK;
}

/* ---- moves ---- */

/* The row r with the coins of t (ascending, n of them) turned over. */
static coin_row *row_turn(const coin_row *r, const uint64_t *t, size_t n)
{
    coin_row *o = row_new(r->count + n);
    size_t i = 0, j = 0, k = 0;

    if (o == NULL)
        return NULL;
    o->ht = r->ht;
    o->length = r->length;
    while (i < r->count || j < n) {
        if (j == n || (i < r->count && r->heads[i] < t[j]))
            o->heads[k++] = r->heads[i++];
        else if (i == r->count || t[j] < r->heads[i])
            o->heads[k++] = t[j++];
        else
            i++, j++;   /* a head turned to tails */
    }
    o->count = k;
    return o;
}

typedef struct turn_ctx {
    const coin_row *row;
    uint64_t m;             /* the rightmost coin turned, a head */
    gr_option_fn fn;
    void *ctx;
} turn_ctx;

/* Offers the move that turns the coins u (below m) and m. */
static int offer_turn(void *p, const uint64_t *u, size_t n)
{
    turn_ctx *t = p;
    uint64_t *coins = malloc((n + 1) * sizeof *coins);
    gr_buf text = GR_BUF_INIT;
    coin_row *after;
    gr_state part;
    size_t i;
    int rc;

    if (coins == NULL)
        return GR_ENOMEM;
    if (n > 0)   /* u may be NULL when no coin below m turns */
        memcpy(coins, u, n * sizeof *u);
    coins[n] = t->m;
    if ((after = row_turn(t->row, coins, n + 1)) == NULL) {
        free(coins);
        return GR_ENOMEM;
    }
    gr_buf_puts(&text, "turn ");
    for (i = 0; i <= n; i++) {
        if (i > 0)
            gr_buf_putc(&text, ',');
        gr_buf_u64(&text, coins[i]);
    }
    part.data = after;
    rc = text.failed ? GR_ENOMEM : gr_option_offer(part, gr_buf_str(&text), t->fn, t->ctx);
    gr_buf_free(&text);
    free(after);
    free(coins);
    return rc;
}

/* Sets of `left` more coins below `below`, after the n chosen in u. */
static int each_subset(uint64_t *u, size_t n, size_t left, uint64_t below, coin_set_fn fn,
                       void *ctx)
{
    uint64_t c;
    int rc;

    if (left == 0)
        return fn(ctx, u, n);
    for (c = n ? u[n - 1] + 1 : 1; c + left <= below; c++) {
        u[n] = c;
        if ((rc = each_subset(u, n + 1, left - 1, below, fn, ctx)) != 0)
            return rc;
    }
    return 0;
}

#define MAX_RUN (1u << 16)   /* the longest run a move of COIN_RUN is listed with, and the
                                last coin whose moves coins_finish_search tries */

/* The runs m-j .. m-1 (j = 0 .. m-1) below m. */
static int each_run(uint64_t m, coin_set_fn fn, void *ctx)
{
    uint64_t *u, j, c;
    int rc = 0;

    if (m > MAX_RUN)
        return GR_EUNDECIDED;
    if ((u = malloc((size_t)m * sizeof *u)) == NULL)
        return GR_ENOMEM;
    for (j = 0; j < m && rc == 0; j++) {
        for (c = 0; c < j; c++)
            u[c] = m - j + c;
        rc = fn(ctx, u, (size_t)j);
    }
    free(u);
    return rc;
}

int coins_each_set(const coin_rule *r, uint64_t m, coin_set_fn fn, void *ctx)
{
    uint64_t u[MAX_TURN];
    size_t size, from = r->kind == COIN_EXACT ? r->k - 1 : 0;
    int rc;

    if (r->kind == COIN_RUN)
        return each_run(m, fn, ctx);
    for (size = from; size < r->k && size <= MAX_TURN; size++)
        if ((r->kind != COIN_COUNTS || (r->counts >> (size + 1) & 1)) &&
            (rc = each_subset(u, 0, size, m, fn, ctx)) != 0)
            return rc;
    return 0;
}

int coins_moves(const coin_rule *rule, gr_state s, gr_option_fn fn, void *ctx)
{
    const coin_row *r = s.data;
    turn_ctx t = {r, 0, fn, ctx};
    size_t i;
    int rc;

    for (i = 0; i < r->count; i++) {
        t.m = r->heads[i];
        if ((rc = coins_each_set(rule, t.m, offer_turn, &t)) != 0)
            return rc;
    }
    return 0;
}

/* ---- moves to a value ---- */

/* The sets a move may turn with coin m whose values XOR to e, in the order
** coins_each_set gives every set (by size, then by their coins): the last
** coin of a set is looked up by its value, not tried, so that a set of
** four coins below 574 (Moebius) costs the triples before it, not the
** 4.5 billion quadruples (24 s for `solve --limit 1 moebius 574`). */
typedef struct by_value {
    uint64_t v, coin;
} by_value;

typedef struct finder {
    const uint64_t *values;   /* values[c] = g(c) for the coins c below m */
    by_value *sorted;         /* the coins 1..m-1 by value, then by coin */
    size_t count;
    uint64_t m, u[MAX_TURN];
    coin_set_fn fn;
    void *ctx;
} finder;

static int compare_by_value(const void *a, const void *b)
{
    const by_value *x = a, *y = b;

    if (x->v != y->v)
        return x->v < y->v ? -1 : 1;
    return x->coin < y->coin ? -1 : x->coin > y->coin;
}

/* u[0..n) chosen; the sets of `left` more coins, each past the last chosen,
** whose values XOR to need. */
static int sets_to(finder *f, size_t n, size_t left, uint64_t need)
{
    uint64_t c, after = n ? f->u[n - 1] : 0;
    size_t lo = 0, hi = f->count;
    int rc;

    if (left == 0)
        return need == 0 ? f->fn(f->ctx, f->u, n) : 0;
    if (left > 1) {
        for (c = after + 1; c + left <= f->m; c++) {
            f->u[n] = c;
            if ((rc = sets_to(f, n + 1, left - 1, need ^ f->values[c])) != 0)
                return rc;
        }
        return 0;
    }
    while (lo < hi) {   /* the first coin of value need past `after` */
        size_t mid = lo + (hi - lo) / 2;
        const by_value *x = &f->sorted[mid];
        if (x->v < need || (x->v == need && x->coin <= after))
            lo = mid + 1;
        else
            hi = mid;
    }
    for (; lo < f->count && f->sorted[lo].v == need; lo++) {
        f->u[n] = f->sorted[lo].coin;
        if ((rc = f->fn(f->ctx, f->u, n + 1)) != 0)
            return rc;
    }
    return 0;
}

int coins_finish_search(const coin_rule *r, uint64_t m, uint64_t e, coin_set_fn fn,
                        void *ctx, gr_error *err)
{
    finder f;
    uint64_t *values, c;
    size_t size, from;
    int rc = GR_OK;

    if (m > MAX_RUN)
        return gr_error_set(err, GR_EUNDECIDED, "coin %llu is too far along the row to try "
                            "every move", (unsigned long long)m);
    gr_assert(r->kind != COIN_RUN);   /* its sets are runs, not any coins */
    values = malloc((size_t)m * sizeof *values);
    f.sorted = malloc((size_t)m * sizeof *f.sorted);
    if (values == NULL || f.sorted == NULL) {
        free(values);
        free(f.sorted);
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    }
    for (c = 1; c < m && rc == GR_OK; c++) {   /* each coin valued once, not once a set */
        rc = r->single(r, c, &values[c], err);
        f.sorted[c - 1].v = values[c];
        f.sorted[c - 1].coin = c;
    }
    f.values = values;
    f.count = m > 0 ? (size_t)m - 1 : 0;
    f.m = m;
    f.fn = fn;
    f.ctx = ctx;
    qsort(f.sorted, f.count, sizeof *f.sorted, compare_by_value);
    from = r->kind == COIN_EXACT ? r->k - 1 : 0;
    for (size = from; rc == GR_OK && size < r->k && size <= MAX_TURN; size++)
        if (r->kind != COIN_COUNTS || (r->counts >> (size + 1) & 1))
            rc = sets_to(&f, 0, size, e);
    free(values);
    free(f.sorted);
    return rc;
}

int coins_moves_to(const coin_rule *rule, gr_state s, uint64_t target, gr_option_fn fn,
                   void *ctx, gr_error *err)
{
    const coin_row *r = s.data;
    turn_ctx t = {r, 0, fn, ctx};
    gr_value v;
    uint64_t g;
    size_t i;
    int rc;

    if ((rc = coins_value(rule, s, &v, err)) != GR_OK)
        return rc;
    for (i = 0; i < r->count; i++) {
        t.m = r->heads[i];
        if ((rc = rule->single(rule, t.m, &g, err)) != GR_OK ||
            (rc = rule->finish(rule, t.m, v.nimber ^ target ^ g, offer_turn, &t, err)) != 0)
            return rc == GR_ENOMEM ? gr_error_set(err, rc, "out of memory") : rc;
    }
    return 0;
}

/* ---- the period ---- */

/* The last coin up to max that the rule values: the valued coins are 1 to
** some last one (64 bits, a table's end), found by bisection. */
static uint64_t last_valued(const coin_rule *rule, uint64_t max)
{
    uint64_t lo = 0, hi = max, mid, g;   /* lo is valued (0: no head), hi is not */

    if (max == 0 || rule->single(rule, max, &g, NULL) == GR_OK)
        return max;
    while (hi - lo > 1) {
        mid = lo + (hi - lo) / 2;
        if (rule->single(rule, mid, &g, NULL) == GR_OK)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

int coins_period(const coin_rule *rule, uint64_t max, gr_period *out)
{
    *out = *rule->period;
    out->checked_to = last_valued(rule, max);   /* the theory covers every coin */
    return GR_OK;
}

/* ---- words for learners ---- */

int coins_explain(const coin_rule *rule, gr_state s, gr_buf *out, gr_error *err)
{
    const coin_row *r = s.data;
    gr_buf sum = GR_BUF_INIT;
    gr_value v;
    uint64_t g;
    size_t i;
    int rc;

    if ((rc = coins_value(rule, s, &v, err)) != GR_OK)
        return rc;
    if (r->count == 0) {
        gr_buf_printf(out, _("%s: a row is worth the nim-sum of the values g(n) of its heads "
                             "(each head is a game of its own), and %s; no head, value 0"),
                      _(rule->title), _(rule->law));
        return GR_OK;
    }
    /* the formula first, so that the sentence around it is one msgid */
    for (i = 0; i < r->count && i < 8; i++) {
        rule->single(rule, r->heads[i], &g, NULL);
        gr_buf_printf(&sum, "%sg(%llu) = %llu", i ? " ⊕ " : "",
                      (unsigned long long)r->heads[i], (unsigned long long)g);
    }
    gr_buf_puts(&sum, i < r->count ? " ⊕ ..." : "");
    gr_buf_printf(out, _("%s: a row is worth the nim-sum of the values g(n) of its heads (each "
                         "head is a game of its own), and %s: %s = %llu"),
                  _(rule->title), _(rule->law), gr_buf_str(&sum),
                  (unsigned long long)v.nimber);
    gr_buf_free(&sum);
    return GR_OK;
}

uint64_t coins_odious(uint64_t i)
{
    return 2 * i + (uint64_t)(__builtin_popcountll(i) % 2 == 0);
}

int coins_is_odious(uint64_t v)
{
    return __builtin_popcountll(v) % 2 == 1;
}

int coins_odious_pairs(uint64_t first, uint64_t m, uint64_t e, coin_set_fn fn, void *ctx)
{
    unsigned high = 63 - (unsigned)__builtin_clzll(e);
    uint64_t u[2], i, bit = UINT64_C(1) << (high - 1), n = m > first ? m - first : 0;
    int rc;

    /* of the two values the larger has the top one of e: it is the odious
    ** number i (coin i + first) whose bit high, bit high - 1 of i, is one,
    ** and its partner the coin worth odious(i) ^ e (v being coin v / 2 +
    ** first); so i runs over the numbers below n with that bit, each a pair */
    for (i = bit; i < n; i = (i + 1) | bit) {
        u[0] = (coins_odious(i) ^ e) / 2 + first;
        u[1] = i + first;
        if ((rc = fn(ctx, u, 2)) != 0)
            return rc;
    }
    return 0;
}
