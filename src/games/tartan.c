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
#include "base/nimber.h"
#include "coins.h"
#include "heap.h"
#include "base/number.h"

#define MAX_DIMS 3

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

/* GR_OK when each coordinate of coin c has a value in 64 bits in its
** factor; else the factor's reason, at the argument arg (the value is
** asked for later, where no place is known). */
static int coin_in_reach(const tartan_params *tp, const uint64_t *c, long arg, gr_error *err)
{
    uint64_t v;
    size_t d;
    int rc;

    for (d = 0; d < tp->dims; d++)
        if (tp->rule[d]->last != 0 && c[d] > tp->rule[d]->last &&
            (rc = tp->rule[d]->single(tp->rule[d], c[d], &v, err)) != GR_OK) {
            if (err != NULL)
                err->arg = arg;
            return rc;
        }
    return GR_OK;
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
        if ((rc = parse_coin(args[i], tp->dims, &b->c[i * tp->dims], (long)i, err)) == GR_OK)
            rc = coin_in_reach(tp, &b->c[i * tp->dims], (long)i, err);
    if (rc == GR_OK && (i = coins_first_repeat(b->c, count, tp->dims)) < count)
        rc = gr_error_at(err, (long)i, GR_EINPUT, "a coin of the board is named twice (a coin "
                         "is heads or not)");
    if (rc == GR_OK)
        board_normalise(b);
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

/* A move turns T_1 x ... x T_dims, T_d being the coins of a set U_d below
** the head's coordinate h_d and h_d itself. It changes the value by the
** nim-product of the changes a_d = g_d(h_d) ^ (XOR of g_d over U_d): so the
** moves to a value t are found by choosing every factor but the last two,
** then the changes u of the next to last that some change v of the last
** completes, u (x) v = t / (the product of the others), by their highest
** bits (gr_nim_pairs, the work about the number of such pairs), and each u
** and then v through its rule's finisher to the sets that make it. The
** moves are made one by one as found, never kept. */

/* One factor's set U: its n coins ascending. */
typedef struct coin_part {
    const uint64_t *coins;
    uint64_t n;
} coin_part;

typedef struct head_walk {
    const tartan_params *tp;
    const board *from;
    const uint64_t *head;     /* the corner of the move, a head */
    size_t order[MAX_DIMS];   /* the factors in the order they are chosen */
    size_t level;             /* how many are chosen */
    int solve;                /* 1: the last factor by its finisher */
    uint64_t t;               /* the change wanted (solve) */
    uint64_t product;         /* the nim-product of the changes chosen */
    coin_part pick[MAX_DIMS];
    const uint64_t *unlisted;   /* a head with a move too long to list, or NULL */
    int stopped;                /* 1 when fn returned nonzero */
    gr_option_fn fn;
    void *ctx;
    gr_error *err;
    uint64_t tries;           /* candidates tried (solve), */
    uint64_t most_tries;      /* at most, at this head */
    int out_of_tries;         /* 1 when the head's tries ran out */
    uint64_t offered;         /* moves offered from this head, */
    uint64_t skip;            /* of which the first `skip` were offered before */
    uint64_t pair_g;          /* pair_level: its factor's value at the head */
} head_walk;

#define MAX_TURNED (1u << 16)   /* coins one listed move turns, at most */
/* Tries (candidate pairs of changes, and the sets of a third factor) one
** listing of moves to a value makes at most: a head whose moves to the
** value are too many to list (coordinates far past 2^40 in two factors,
** or three coordinates of 2^20 and more) stops the listing with a message
** rather than run for hours. */
#define MAX_TRIES ((uint64_t)1 << 24)
/* Tries a head has first: a head that needs more waits until every other
** head is listed, so that a move from an easy head comes at once. */
#define FIRST_TRIES ((uint64_t)1 << 14)

/* The count of coins the move of the picked sets turns, or 0 when it is
** more than MAX_TURNED. */
static uint64_t turned_count(const head_walk *w)
{
    uint64_t total = 1;
    size_t d;

    for (d = 0; d < w->tp->dims; d++) {
        if (w->pick[d].n >= MAX_TURNED)
            return 0;
        total *= w->pick[d].n + 1;
        if (total > MAX_TURNED)
            return 0;
    }
    return total;
}

/* The k-th coin (from 0) that factor d turns: its set's, then the head's. */
static uint64_t turned_coin(const head_walk *w, size_t d, uint64_t k)
{
    return k < w->pick[d].n ? w->pick[d].coins[k] : w->head[d];
}

static void put_move(gr_buf *t, const head_walk *w)
{
    size_t d;
    uint64_t k;

    gr_buf_puts(t, "turn ");
    for (d = 0; d < w->tp->dims; d++) {
        gr_buf_puts(t, d > 0 ? " * " : "");
        for (k = 0; k <= w->pick[d].n; k++) {
            if (k > 0)
                gr_buf_putc(t, ',');
            gr_buf_u64(t, turned_coin(w, d, k));
        }
    }
}

/* The board after turning the total coins of the picked sets' product. */
static board *turned(const head_walk *w, uint64_t total)
{
    size_t dims = w->tp->dims, d;
    uint64_t i, idx, n;
    board *b;

    if ((b = board_new(dims, w->from->count + (size_t)total)) == NULL)
        return NULL;
    memcpy(b->c, w->from->c, w->from->count * dims * sizeof b->c[0]);
    for (i = 0; i < total; i++)
        for (d = 0, idx = i; d < dims; d++, idx /= n) {
            n = w->pick[d].n + 1;
            b->c[(w->from->count + i) * dims + d] = turned_coin(w, d, idx % n);
        }
    board_normalise(b);
    return b;
}

/* Notes that a move from the head may turn too many coins to list: the
** moves to a value go on (and fail at the end), the list of all stops. */
static int unlisted(head_walk *w)
{
    w->unlisted = w->head;
    return w->solve ? 0 : GR_EUNDECIDED;
}

/* Offers the move of the picked sets, when it turns few enough coins. */
static int offer_move(head_walk *w)
{
    gr_buf text = GR_BUF_INIT;
    uint64_t total = turned_count(w);
    board *after;
    gr_state part;
    int rc;

    if (total == 0)
        return unlisted(w);
    if (w->offered++ < w->skip)
        return 0;   /* offered at the head's first, shorter walk */
    if ((after = turned(w, total)) == NULL)
        return GR_ENOMEM;
    put_move(&text, w);
    part.data = after;
    rc = text.failed ? GR_ENOMEM : gr_option_offer(part, gr_buf_str(&text), w->fn, w->ctx);
    w->stopped = rc != 0;
    gr_buf_free(&text);
    free(after);
    return rc;
}

static int walk_level(head_walk *w);

static int any_set(void *ctx, const uint64_t *u, size_t n)
{
    (void)ctx;
    (void)u;
    (void)n;
    return 1;
}

/* 1 when every factor has a move at the head (Twins has none at coin 1,
** Triplets at coins 1 and 2): else the head has no move, and trying every
** set of the other factors would find none. */
static int head_moves(const head_walk *w)
{
    size_t d;

    for (d = 0; d < w->tp->dims; d++)
        if (coins_each_set(w->tp->rule[d], w->head[d], any_set, NULL) == 0)
            return 0;
    return 1;
}

/* Takes the set U (n coins, their values XOR to x) for the factor of the
** current level and goes on to the next. */
static int take_set(head_walk *w, const uint64_t *u, uint64_t n, uint64_t x)
{
    size_t d = w->order[w->level];
    uint64_t saved = w->product, g;
    int rc;

    w->pick[d].coins = u;
    w->pick[d].n = n;
    if ((rc = w->tp->rule[d]->single(w->tp->rule[d], w->head[d], &g, w->err)) != GR_OK)
        return rc;
    w->product = gr_nim_mul(w->product, g ^ x);
    w->level++;
    rc = walk_level(w);
    w->level--;
    w->product = saved;
    return rc;
}

/* A set from coins_each_set or a finisher: its values XORed, then taken. */
static int took_set(void *ctx, const uint64_t *u, size_t n)
{
    head_walk *w = ctx;
    const coin_rule *r = w->tp->rule[w->order[w->level]];
    uint64_t x = 0, g;
    size_t i;
    int rc;

    for (i = 0; i < n; i++) {
        if ((rc = r->single(r, u[i], &g, w->err)) != GR_OK)
            return rc;
        x ^= g;
    }
    return take_set(w, u, n, x);
}

/* The runs m-n .. m-1 below m, shortest first, their values XORed as they
** grow, up to the longest a listed move may turn. */
static int each_short_run(head_walk *w, const coin_rule *r, uint64_t m)
{
    size_t room = m < MAX_TURNED ? (size_t)m : MAX_TURNED;
    uint64_t n, x = 0, g, *u = malloc(room * sizeof *u);
    int rc = 0;

    if (u == NULL)
        return GR_ENOMEM;
    for (n = 0; n < m && rc == 0; n++) {
        if (n == room) {
            rc = unlisted(w);   /* n == MAX_TURNED < m */
            break;
        }
        if (n > 0 && (rc = r->single(r, m - n, &g, w->err)) != GR_OK)
            break;
        x ^= n > 0 ? g : 0;
        if (n > 0)
            u[room - n] = m - n;
        rc = take_set(w, u + room - n, n, x);
    }
    free(u);
    return rc;
}

/* The error of a listing of moves to a value stopped by MAX_TRIES. */
static int tries_error(head_walk *w)
{
    gr_buf at = GR_BUF_INIT;
    int rc;

    w->out_of_tries = 1;
    put_coin(&at, w->head, w->tp->dims);
    rc = gr_error_set(w->err, GR_EUNDECIDED, "tartan: the moves from the head at %s were "
                      "not all found within %llu tries (too many to list: ask for fewer "
                      "with --limit)", gr_buf_str(&at), (unsigned long long)MAX_TRIES);
    gr_buf_free(&at);
    return rc;
}

/* How many sets the rule may turn with coin m in a listed move, roughly:
** m to the power of the size of its largest set, runs up to MAX_TURNED. */
static double sets_at(const coin_rule *r, uint64_t m)
{
    if (r->kind == COIN_RUN)
        return (double)(m < MAX_TURNED ? m : MAX_TURNED);
    return r->k <= 2 ? (double)m : (double)m * (double)m;
}

/* Past this many sets of the next to last factor at its head, its changes
** are found with the last's by their product (pair_level) rather than each
** of its sets tried: a rule with few sets, such as Ruler's listed runs,
** whose changes are few and scattered, is faster tried set by set. */
#define PAIRS_AFTER 65536.0

/* The sets of the current level's factor whose values XOR to e, through
** its finisher; a run too long to list is noted, not an error. The head's
** tries running out below is passed on: taken for a long run, it let the
** listing go on, every later try refused, until pair_level saw its budget
** spent. */
static int finish_level(head_walk *w, uint64_t e)
{
    const coin_rule *r = w->tp->rule[w->order[w->level]];
    int rc = r->finish(r, w->head[w->order[w->level]], e, took_set, w, w->err);
    return rc == GR_EUNDECIDED && !w->stopped && !w->out_of_tries ? unlisted(w) : rc;
}

/* The highest bits a change of factor d at its head (worth g) may have, as
** a mask. The change is g ^ (a XOR of values of coins below the head). When
** every option is worth less than g (the rule's `below`), its highest bit
** is one of g's; else it is below the bit length of 2m - 1, since every
** factor's coins below m are worth less than 2m (g(n) <= 2n - 1 for each of
** them: the tests check it). */
static uint64_t change_bits(const head_walk *w, size_t d, uint64_t g)
{
    uint64_t m = w->head[d], top = m > UINT64_MAX / 2 ? UINT64_MAX : 2 * m - 1;
    if (w->tp->rule[d]->below)
        return g;
    top = g > top ? g : top;
    return top >> 63 ? UINT64_MAX : (UINT64_C(1) << (64 - __builtin_clzll(top | 1))) - 1;
}

/* A change u of the next to last factor that a change of the last
** completes: its sets, each then completed by the last factor's. */
static int pair_found(void *ctx, uint64_t u, uint64_t v)
{
    head_walk *w = ctx;

    (void)v;   /* the last level finds it again from the product */
    return u == w->pair_g ? 0 : finish_level(w, w->pair_g ^ u);   /* u = g came first */
}

/* The next to last factor when the last is solved: its changes u, and the
** last's v, with u (x) v the change still wanted, by highest bits. */
static int pair_level(head_walk *w)
{
    size_t d = w->order[w->level], e = w->order[w->level + 1];
    const coin_rule *r = w->tp->rule[d], *last = w->tp->rule[e];
    uint64_t want, gu, gv, most = w->most_tries;
    uint64_t budget = most - (w->tries < most ? w->tries : most);
    uint64_t pbits, qbits;
    int sum, p, q, spent = 0, rc = 0;

    if (w->product == 0)
        return 0;   /* no move changes a value by 0 */
    if ((rc = r->single(r, w->head[d], &gu, w->err)) != GR_OK ||
        (rc = last->single(last, w->head[e], &gv, w->err)) != GR_OK)
        return rc;
    gr_nim_div(w->t, w->product, &want, NULL);
    w->pair_g = gu;
    /* first the sets worth nothing, such as the head's coin alone (u = g):
    ** the simplest moves lead the listing */
    if ((rc = finish_level(w, 0)) != 0)
        return rc;
    pbits = change_bits(w, d, gu);
    qbits = change_bits(w, e, gv);
    /* the classes of most pairs first (about 2^(p + q - 64) each): a
    ** listing that stops after its first moves finds them soon */
    for (sum = 126; sum >= 0 && rc == 0 && !spent; sum--)
        for (p = sum < 63 ? sum : 63; p >= 0 && sum - p < 64 && rc == 0 && !spent; p--) {
            uint64_t before = budget;
            q = sum - p;
            if (!(pbits >> p & 1) || !(qbits >> q & 1))
                continue;
            rc = gr_nim_pairs(want, p, q, &budget, &spent, pair_found, w);
            w->tries += before - budget;
        }
    return rc == 0 && spent ? tries_error(w) : rc;
}

/* The next factor: every set of its rule, or (solving) the pairs of the
** last two, the last one's sets by its finisher for the change still
** wanted; at the end, the move. */
static int walk_level(head_walk *w)
{
    size_t d;
    const coin_rule *r;
    uint64_t m, g, want;
    int rc;

    if (w->level == w->tp->dims)
        return offer_move(w);
    d = w->order[w->level];
    r = w->tp->rule[d];
    m = w->head[d];
    if (w->solve && w->level + 2 == w->tp->dims && sets_at(r, m) > PAIRS_AFTER)
        return pair_level(w);
    if (!w->solve || w->level + 1 < w->tp->dims)
        return r->kind == COIN_RUN ? each_short_run(w, r, m) : coins_each_set(r, m, took_set, w);
    if (w->product == 0)
        return 0;   /* no move changes a value by 0 */
    if (++w->tries > w->most_tries)
        return tries_error(w);
    if ((rc = r->single(r, m, &g, w->err)) != GR_OK)
        return rc;
    gr_nim_div(w->t, w->product, &want, NULL);
    return finish_level(w, g ^ want);
}

/* Every move from every head, each factor's sets in turn; GR_EUNDECIDED
** at the first move that turns more than MAX_TURNED coins. */
static int tartan_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    const board *b = s.data;
    head_walk w = {g->params, b, NULL, {0, 1, 2}, 0, 0, 0, 1, {{NULL, 0}}, NULL, 0, fn, ctx, NULL,
                   0, MAX_TRIES, 0, 0, 0, 0};
    size_t i;
    int rc;

    for (i = 0; i < b->count; i++) {
        w.head = &b->c[i * b->dims];
        if (head_moves(&w) && (rc = walk_level(&w)) != 0)
            return rc;
    }
    return 0;
}

/* Orders the factors by their count of sets at the head, fewest first:
** the one with the most, last, is solved, and the others' sets are all
** tried, each try likelier to find a move the more sets the solved one has
** (equals keep their order: the moves then come as tartan_moves lists them). */
static void order_factors(head_walk *w)
{
    size_t d, k, at;

    for (d = 0; d < w->tp->dims; d++) {
        double cost = sets_at(w->tp->rule[d], w->head[d]);
        for (k = d; k > 0; k--) {
            at = w->order[k - 1];
            if (sets_at(w->tp->rule[at], w->head[at]) <= cost)
                break;
            w->order[k] = at;
        }
        w->order[k] = d;
    }
}

/* The error of a listing that left out moves too long to list. */
static int unlisted_error(const head_walk *w)
{
    gr_buf at = GR_BUF_INIT;
    int rc;

    put_coin(&at, w->unlisted, w->tp->dims);
    rc = gr_error_set(w->err, GR_EUNDECIDED, "tartan: a move from the head at %s may turn "
                      "more than %u coins, and such moves are not listed", gr_buf_str(&at),
                      MAX_TURNED);
    gr_buf_free(&at);
    return rc;
}

/* The moves to a value from one head, within `most` tries, the first
** `skip` of them offered already: 0, or the walk's code. */
static int head_moves_to(head_walk *w, const uint64_t *head, uint64_t most, uint64_t skip)
{
    w->head = head;
    w->tries = 0;
    w->most_tries = most;
    w->out_of_tries = 0;
    w->offered = 0;
    w->skip = skip;
    order_factors(w);
    return head_moves(w) ? walk_level(w) : 0;
}

/* The moves to a value, by the Tartan theorem: from each head, every set
** of every factor but one, the last solved by its finisher. Each head has
** FIRST_TRIES tries first; the heads that need more are taken again at the
** end with MAX_TRIES, their moves found before not offered twice (the walk
** is the same). A head whose moves are too many to find even so does not
** stop the others': the first such is said at the end (GR_EUNDECIDED). */
static int tartan_moves_to(const gr_game *g, gr_state s, uint64_t target, gr_option_fn fn,
                           void *ctx, gr_error *err)
{
    const board *b = s.data;
    gr_error scratch, first;   /* err may be NULL; the first head whose moves were not all found */
    head_walk w = {g->params, b, NULL, {0, 1, 2}, 0, 1, 0, 1, {{NULL, 0}}, NULL, 0, fn, ctx,
                   err != NULL ? err : &scratch, 0, 0, 0, 0, 0, 0};
    uint64_t *again;   /* by head: 1 + the moves offered, when taken again */
    gr_value v;
    size_t i;
    int rc, missed = 0;

    if ((rc = tartan_value(g, s, &v, err)) != GR_OK)
        return rc;
    if ((w.t = v.nimber ^ target) == 0)
        return 0;
    if ((again = calloc(b->count ? b->count : 1, sizeof *again)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (int pass = 0; pass < 2; pass++)
        for (i = 0; i < b->count; i++) {
            if (pass == 1 && again[i] == 0)
                continue;
            rc = pass == 0 ? head_moves_to(&w, &b->c[i * b->dims], FIRST_TRIES, 0)
                           : head_moves_to(&w, &b->c[i * b->dims], MAX_TRIES, again[i] - 1);
            if (rc == 0)
                continue;
            if (rc != GR_EUNDECIDED || w.stopped) {
                free(again);
                return rc == GR_ENOMEM ? gr_error_set(err, rc, "out of memory") : rc;
            }
            if (pass == 0 && w.out_of_tries) {
                again[i] = 1 + w.offered;
                continue;
            }
            if (!missed++)
                first = *w.err;
        }
    free(again);
    if (missed) {
        *w.err = first;
        return GR_EUNDECIDED;
    }
    return w.unlisted ? unlisted_error(&w) : 0;
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
