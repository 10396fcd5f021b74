/*
** tartan.c - products of coin-turning games (tartan:A*B, tartan:A*B*C): a
** board of coins, and a move turns the coins of a product T_A x T_B of a
** move of A and a move of B, whose corner of largest coordinates goes from
** heads to tails.
**
** The Tartan theorem (Winning Ways, ch. 14): a head at (x, y) is worth the
** nim-product g_A(x) (x) g_B(y), and a board the nim-sum of its heads. Turning
** Corners (turn the four corners of a rectangle) is twins*twins, so a head
** at (x, y) is worth (x - 1) (x) (y - 1).
*/
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "coins.h"
#include "heap.h"
#include "base/number.h"

#define MAX_DIMS 3
#define MAX_TRIED 4096   /* moves are listed for coordinates up to this */

typedef struct tartan_params {
    size_t dims;
    const coin_rule *rule[MAX_DIMS];
    const char *name[MAX_DIMS];
} tartan_params;

static const struct {
    const char *name;
    const coin_rule *rule;
} factors[] = {
    {"turtles", &coin_rule_turtles}, {"mock", &coin_rule_mock}, {"ruler", &coin_rule_ruler},
    {"twins", &coin_rule_twins}, {"triplets", &coin_rule_triplets},
};
#define NFACTORS (sizeof factors / sizeof factors[0])

/* A board: count heads of dims coordinates each, sorted, at c[i * dims]. */
typedef struct board {
    size_t dims, count;
    uint64_t c[];
} board;

/* ---- parameters ---- */

static int factor_named(const char *s, size_t n, tartan_params *tp, gr_error *err)
{
    size_t i;

    for (i = 0; i < NFACTORS; i++)
        if (strlen(factors[i].name) == n && strncmp(s, factors[i].name, n) == 0) {
            tp->rule[tp->dims] = factors[i].rule;
            tp->name[tp->dims++] = factors[i].name;
            return GR_OK;
        }
    return gr_error_set(err, GR_EINPUT, "tartan: unknown coin game '%.*s' (turtles, mock, "
                        "ruler, twins, triplets)", (int)(n < 40 ? n : 40), s);
}

static int tartan_params_parse(const char *text, void **params, gr_error *err)
{
    tartan_params *tp;
    const char *p = text, *star;
    int rc = GR_OK;

    if (text == NULL || strchr(text, '*') == NULL || strlen(text) > 200)
        return gr_error_set(err, GR_EINPUT, "tartan needs two or three coin games joined by "
                            "*, e.g. tartan:twins*twins (Turning Corners)");
    if ((tp = calloc(1, sizeof *tp)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (; rc == GR_OK; p = star + 1) {
        star = strchr(p, '*');
        if (tp->dims == MAX_DIMS) {
            rc = gr_error_set(err, GR_EINPUT, "tartan multiplies two or three coin games, "
                              "not more");
            break;
        }
        rc = factor_named(p, star ? (size_t)(star - p) : strlen(p), tp, err);
        if (star == NULL)
            break;
    }
    if (rc != GR_OK) {
        free(tp);
        return rc;
    }
    *params = tp;
    return GR_OK;
}

static void tartan_params_print(const void *params, gr_buf *out)
{
    const tartan_params *tp = params;
    size_t d;

    for (d = 0; d < tp->dims; d++)
        gr_buf_printf(out, "%s%s", d ? "*" : "", tp->name[d]);
}

static void tartan_params_free(void *params)
{
    free(params);
}

/* ---- boards ---- */

static board *board_new(size_t dims, size_t count)
{
    board *b;

    if (count > (SIZE_MAX / 2 - sizeof *b) / (dims * sizeof b->c[0]))
        return NULL;
    if ((b = malloc(sizeof *b + count * dims * sizeof b->c[0])) != NULL)
        b->dims = dims, b->count = count;
    return b;
}

static int cmp_coin(const uint64_t *x, const uint64_t *y, size_t dims)
{
    size_t d;

    for (d = 0; d < dims; d++)
        if (x[d] != y[d])
            return x[d] < y[d] ? -1 : 1;
    return 0;
}

static int cmp_coin2(const void *a, const void *b)
{
    return cmp_coin(a, b, 2);
}

static int cmp_coin3(const void *a, const void *b)
{
    return cmp_coin(a, b, 3);
}

/* Sorts the heads and drops pairs of equal ones (a coin turned twice). */
static void board_normalise(board *b)
{
    size_t i, k = 0, n = b->dims * sizeof b->c[0];

    qsort(b->c, b->count, n, b->dims == 2 ? cmp_coin2 : cmp_coin3);
    for (i = 0; i < b->count; i++) {
        if (i + 1 < b->count && memcmp(&b->c[i * b->dims], &b->c[(i + 1) * b->dims], n) == 0) {
            i++;
            continue;
        }
        memmove(&b->c[k++ * b->dims], &b->c[i * b->dims], n);
    }
    b->count = k;
}

/* Reads the word "x,y" (or "x,y,z") into c. */
static int parse_coin(const char *word, size_t dims, uint64_t *c, long arg, gr_error *err)
{
    const char *p = word, *comma;
    size_t d;
    int rc;

    for (d = 0; d < dims; d++, p = comma + 1) {
        comma = strchr(p, ',');
        if ((comma == NULL) != (d + 1 == dims))
            break;
        rc = gr_number_span(p, comma ? comma : p + strlen(p), &c[d]);
        if (rc == GR_ERANGE)
            return gr_error_at(err, arg, rc, "'%s': a coordinate beyond 2^64 - 1", word);
        if (rc != GR_OK || c[d] == 0)
            break;
        if (comma == NULL)
            return GR_OK;
    }
    return gr_error_at(err, arg, GR_EINPUT, "'%s' is not a coin of the board: write its %zu "
                       "coordinates from 1 joined by ',', e.g. %s", word, dims,
                       dims == 2 ? "3,5" : "3,5,2");
}

static int tartan_parse(const gr_game *g, const char *const *args, size_t nargs,
                        gr_state *out, gr_error *err)
{
    const tartan_params *tp = g->params;
    size_t i, count = nargs == 1 && strcmp(args[0], "0") == 0 ? 0 : nargs;
    board *b = board_new(tp->dims, count);
    int rc = GR_OK;

    if (b == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (i = 0; i < count && rc == GR_OK; i++)
        rc = parse_coin(args[i], tp->dims, &b->c[i * tp->dims], (long)i, err);
    if (rc == GR_OK) {
        board_normalise(b);
        if (b->count != count)
            rc = gr_error_set(err, GR_EINPUT, "a coin of the board is named twice (a coin is "
                              "heads or not)");
    }
    if (rc != GR_OK) {
        free(b);
        return rc;
    }
    out->data = b;
    return GR_OK;
}

static void put_coin(gr_buf *out, const uint64_t *c, size_t dims)
{
    size_t d;

    for (d = 0; d < dims; d++) {
        if (d > 0)
            gr_buf_putc(out, ',');
        gr_buf_u64(out, c[d]);
    }
}

static void tartan_print(const gr_game *g, gr_state s, gr_buf *out)
{
    const board *b = s.data;
    size_t i;

    (void)g;
    if (b->count == 0)
        gr_buf_putc(out, '0');
    for (i = 0; i < b->count; i++) {
        if (i > 0)
            gr_buf_putc(out, ' ');
        put_coin(out, &b->c[i * b->dims], b->dims);
    }
}

static int tartan_copy(const gr_game *g, gr_state s, gr_state *out)
{
    const board *b = s.data;
    board *c = board_new(b->dims, b->count);

    (void)g;
    if (c == NULL)
        return GR_ENOMEM;
    memcpy(c->c, b->c, b->count * b->dims * sizeof b->c[0]);
    out->data = c;
    return GR_OK;
}

static void tartan_release(const gr_game *g, gr_state s)
{
    (void)g;
    free(s.data);
}

/* ---- values ---- */

/* The value of the single head at c: the nim-product of its factors' values. */
static int head_value(const tartan_params *tp, const uint64_t *c, uint64_t *out,
                      gr_error *err)
{
    uint64_t v = 1, g;
    size_t d;
    int rc;

    for (d = 0; d < tp->dims; d++) {
        if ((rc = tp->rule[d]->single(tp->rule[d], c[d], &g, err)) != GR_OK)
            return rc;
        v = gr_nim_mul(v, g);
    }
    *out = v;
    return GR_OK;
}

static int tartan_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    const board *b = s.data;
    uint64_t v = 0, h;
    size_t i;
    int rc;

    for (i = 0; i < b->count; i++) {
        if ((rc = head_value(g->params, &b->c[i * b->dims], &h, err)) != GR_OK)
            return rc;
        v ^= h;
    }
    out->kind = GR_VALUE_NIMBER;
    out->nimber = v;
    return GR_OK;
}

/* ---- moves ---- */

/* The sets one factor may turn with its coin m: each set's coins, m last. */
typedef struct setlist {
    size_t n, used, cap;
    size_t *start;     /* n + 1 offsets into coins */
    uint64_t *coins;
    uint64_t m;
} setlist;

static int grow(void **p, size_t *cap, size_t need, size_t size)
{
    size_t c = *cap ? *cap : 16;
    void *q;

    while (c < need)
        c *= 2;
    if (c == *cap)
        return GR_OK;
    if ((q = realloc(*p, c * size)) == NULL)
        return GR_ENOMEM;
    *p = q;
    *cap = c;
    return GR_OK;
}

static int collect_set(void *ctx, const uint64_t *u, size_t n)
{
    setlist *l = ctx;
    size_t cap_start = l->n + 2;

    if (grow((void **)&l->coins, &l->cap, l->used + n + 1, sizeof *l->coins) != GR_OK)
        return GR_ENOMEM;
    if ((l->n & (l->n + 1)) == 0 || l->start == NULL) {   /* at 0, 1, 3, 7, ...: grow */
        size_t *s = realloc(l->start, 2 * cap_start * sizeof *s);
        if (s == NULL)
            return GR_ENOMEM;
        l->start = s;
    }
    if (n)
        memcpy(&l->coins[l->used], u, n * sizeof *u);
    l->coins[l->used + n] = l->m;
    l->start[l->n] = l->used;
    l->used += n + 1;
    l->start[++l->n] = l->used;
    return 0;
}

typedef struct product {
    const board *from;
    setlist sets[MAX_DIMS];
    size_t pick[MAX_DIMS];
    gr_option_fn fn;
    void *ctx;
} product;

static size_t set_size(const setlist *l, size_t k)
{
    return l->start[k + 1] - l->start[k];
}

static void put_move(gr_buf *t, const product *p, size_t dims)
{
    size_t d, i;

    gr_buf_puts(t, "turn ");
    for (d = 0; d < dims; d++) {
        const setlist *l = &p->sets[d];
        if (d > 0)
            gr_buf_puts(t, " * ");
        for (i = 0; i < set_size(l, p->pick[d]); i++) {
            if (i > 0)
                gr_buf_putc(t, ',');
            gr_buf_u64(t, l->coins[l->start[p->pick[d]] + i]);
        }
    }
}

/* The board after turning the product of the picked sets. */
static board *turned(const product *p, size_t dims)
{
    size_t n[MAX_DIMS] = {1, 1, 1}, total = 1, d, i, k, idx;
    board *b;

    for (d = 0; d < dims; d++)
        total *= n[d] = set_size(&p->sets[d], p->pick[d]);
    if ((b = board_new(dims, p->from->count + total)) == NULL)
        return NULL;
    memcpy(b->c, p->from->c, p->from->count * dims * sizeof b->c[0]);
    for (i = 0; i < total; i++)
        for (d = 0, idx = i; d < dims; d++, idx /= n[d - 1]) {
            k = idx % n[d];
            b->c[(p->from->count + i) * dims + d] =
                p->sets[d].coins[p->sets[d].start[p->pick[d]] + k];
        }
    board_normalise(b);
    return b;
}

static int offer_product(product *p, size_t dims)
{
    gr_buf text = GR_BUF_INIT;
    board *after = turned(p, dims);
    gr_state part;
    int rc;

    if (after == NULL)
        return GR_ENOMEM;
    put_move(&text, p, dims);
    part.data = after;
    rc = text.failed ? GR_ENOMEM : gr_option_offer(part, gr_buf_str(&text), p->fn, p->ctx);
    gr_buf_free(&text);
    free(after);
    return rc;
}

/* Every choice of one set per factor, from factor d on. */
static int each_product(product *p, size_t d, size_t dims)
{
    int rc;

    if (d == dims)
        return offer_product(p, dims);
    for (p->pick[d] = 0; p->pick[d] < p->sets[d].n; p->pick[d]++)
        if ((rc = each_product(p, d + 1, dims)) != 0)
            return rc;
    return 0;
}

static int head_moves(const tartan_params *tp, product *p, const uint64_t *h)
{
    size_t d;
    int rc = 0;

    memset(p->sets, 0, sizeof p->sets);
    for (d = 0; d < tp->dims && rc == 0; d++) {
        p->sets[d].m = h[d];
        rc = coins_each_set(tp->rule[d], h[d], collect_set, &p->sets[d]);
    }
    if (rc == 0)
        rc = each_product(p, 0, tp->dims);
    for (d = 0; d < tp->dims; d++) {
        free(p->sets[d].start);
        free(p->sets[d].coins);
    }
    return rc;
}

/* 1 when every coordinate is small enough to list the moves */
static int board_small(const board *b)
{
    size_t i;

    for (i = 0; i < b->count * b->dims; i++)
        if (b->c[i] > MAX_TRIED)
            return 0;
    return 1;
}

static int tartan_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    const board *b = s.data;
    product p;
    size_t i;
    int rc;

    if (!board_small(b))
        return GR_EUNDECIDED;

    p.from = b;
    p.fn = fn;
    p.ctx = ctx;
    for (i = 0; i < b->count; i++)
        if ((rc = head_moves(g->params, &p, &b->c[i * b->dims])) != 0)
            return rc;
    return 0;
}

/* The moves to a value: every move tried (coordinates up to MAX_TRIED). */
typedef struct filter {
    const gr_game *g;
    uint64_t target;
    gr_option_fn fn;
    void *ctx;
} filter;

static int filter_move(void *p, const gr_option *o)
{
    filter *f = p;
    gr_value v;

    if (tartan_value(f->g, o->parts[0], &v, NULL) != GR_OK || v.nimber != f->target)
        return 0;
    return f->fn(f->ctx, o);
}

static int tartan_moves_to(const gr_game *g, gr_state s, uint64_t target, gr_option_fn fn,
                           void *ctx, gr_error *err)
{
    filter f = {g, target, fn, ctx};
    int rc;

    if (!board_small(s.data))
        return gr_error_set(err, GR_EUNDECIDED, "tartan: winning moves are found by trying "
                            "every move, for coordinates up to %d", MAX_TRIED);
    rc = tartan_moves(g, s, filter_move, &f);
    return rc == GR_ENOMEM ? gr_error_set(err, rc, "out of memory") : rc;
}

/* ---- words and pictures ---- */

static int tartan_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    const tartan_params *tp = g->params;
    const board *b = s.data;
    gr_buf spec = GR_BUF_INIT, sum = GR_BUF_INIT;
    gr_value v;
    uint64_t h;
    size_t i;
    int rc;

    if ((rc = tartan_value(g, s, &v, err)) != GR_OK)
        return rc;
    /* the spec and the formula first: each sentence is then one msgid */
    tartan_params_print(tp, &spec);
    for (i = 0; i < b->count && i < 8; i++) {
        const uint64_t *c = &b->c[i * b->dims];
        uint64_t f;
        size_t d;
        head_value(tp, c, &h, NULL);
        gr_buf_puts(&sum, i ? " ⊕ g(" : "g(");
        put_coin(&sum, c, b->dims);
        gr_buf_puts(&sum, ") = ");
        for (d = 0; d < tp->dims; d++) {   /* each factor's value, then the product */
            tp->rule[d]->single(tp->rule[d], c[d], &f, NULL);
            gr_buf_printf(&sum, "%s%llu", d ? " ⊗ " : "", (unsigned long long)f);
        }
        gr_buf_printf(&sum, " = %llu", (unsigned long long)h);
    }
    gr_buf_puts(&sum, i < b->count ? " ⊕ ..." : "");
    if (b->count == 0)
        gr_buf_printf(out, _("a product of coin games (the Tartan theorem): a head is worth "
                             "the nim-product of its coordinates' values in %s, and the board "
                             "the nim-sum of its heads = %llu"),
                      gr_buf_str(&spec), (unsigned long long)v.nimber);
    else
        gr_buf_printf(out, _("a product of coin games (the Tartan theorem): a head is worth "
                             "the nim-product of its coordinates' values in %s, and the board "
                             "the nim-sum of its heads: %s = %llu"),
                      gr_buf_str(&spec), gr_buf_str(&sum), (unsigned long long)v.nimber);
    gr_buf_free(&spec);
    gr_buf_free(&sum);
    return GR_OK;
}

static void tartan_draw(const gr_game *g, gr_state s, gr_buf *out, int unicode)
{
    const board *b = s.data;
    uint64_t x, y, w = 0, hgt = 0;
    size_t i, k = 0;

    (void)g;
    for (i = 0; i < b->count; i++) {
        w = b->c[i * b->dims] > w ? b->c[i * b->dims] : w;
        hgt = b->c[i * b->dims + 1] > hgt ? b->c[i * b->dims + 1] : hgt;
    }
    if (b->dims != 2 || w > 32 || hgt > 32) {
        gr_buf_printf(out, "a board with %zu heads", b->count);
        return;
    }
    for (x = 1; x <= w; x++) {
        for (y = 1; y <= hgt; y++) {
            int head = k < b->count && b->c[2 * k] == x && b->c[2 * k + 1] == y;
            k += (size_t)head;
            gr_buf_puts(out, head ? (unicode ? "\u25cf" : "H") : (unicode ? "\u25cb" : "T"));
        }
        gr_buf_putc(out, '\n');
    }
}

const gr_ruleset gr_rules_tartan = {
    .api = GR_RULESET_API,
    .name = "tartan",
    .summary = N_("products of coin games (tartan:twins*twins is Turning Corners), by the Tartan "
                  "theorem"),
    .syntax = N_("tartan:A*B X,Y...  (or A*B*C and X,Y,Z: heads' coordinates from 1; 0: none)"),
    .shape = GR_SHAPE_WHOLE,
    .params_parse = tartan_params_parse,
    .params_print = tartan_params_print,
    .params_free = tartan_params_free,
    .parse = tartan_parse,
    .print = tartan_print,
    .copy = tartan_copy,
    .release = tartan_release,
    .value = tartan_value,
    .moves = tartan_moves,
    .moves_to = tartan_moves_to,
    .explain = tartan_explain,
    .draw = tartan_draw,
    .samples = "tartan:twins*twins 2,2 3,3; tartan:turtles*ruler 1,2 2,1; tartan:mock*twins 2,3;"
               " tartan:twins*twins*twins 2,2,2",
};
