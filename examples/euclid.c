/*
** euclid.c - Euclid's game as a grundy plugin (docs/PLUGINS.md walks
** through it). Build and use:
**
**     cc -shared -fPIC -o euclid.so euclid.c $(pkg-config --cflags grundy)
**     grundy --plugin ./euclid.so solve euclid 12,5 + nim 3
**
** A position is a pair of numbers, `euclid A,B` (one pair per argument, up
** to 2^64-1). A move subtracts a positive multiple of the smaller number
** from the larger, leaving it non-negative; a position where a number is 0
** has no moves (Cole and Davie's game).
**
** Values, exact for any 64-bit pair in O(log) steps. Take x >= y > 0 and
** x = q*y + r (0 <= r < y). The moves reach (r + j*y, y) for j = 0..q-1,
** and those positions' own moves are the ones with smaller j: so with
** t = G(y, r) (the value at j = 0; 0 when r = 0, since (0, y) is over),
** G(r + j*y, y) is t for j = 0 and, for j >= 1, the mex of the values
** before it: the numbers 0, 1, 2, ... in order with t left out. Hence
**     G(x, y) = q            when r = 0 (then t = 0),
**     G(x, y) = q - 1        when t >= q,
**     G(x, y) = q            otherwise,
** where t = G(y, r) is found the same way: the quotients of Euclid's
** algorithm, folded from the last one. The tests check this against
** exhaustive search on every pair up to 200.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <grundy.h>

typedef struct pair {
    uint64_t x, y;
} pair;

static const pair *pair_of(gr_state s)
{
    return s.data;
}

/* G(x, y): the quotients of Euclid's algorithm, folded from the last. */
static uint64_t euclid_g(uint64_t x, uint64_t y)
{
    uint64_t q[128], t;   /* at most ~93 quotients for 64-bit numbers */
    int n = 0;

    if (x < y) {
        t = x;
        x = y;
        y = t;
    }
    if (y == 0)
        return 0;
    while (y != 0) {
        uint64_t r = x % y;
        q[n++] = x / y;
        x = y;
        y = r;
    }
    t = q[--n];   /* the last division leaves 0: its value is its quotient */
    while (n > 0) {
        uint64_t qi = q[--n];
        t = t >= qi ? qi - 1 : qi;
    }
    return t;
}

static int parse_number(const char *s, size_t n, uint64_t *out)
{
    uint64_t v = 0;
    size_t i;

    if (n == 0 || n > 20)
        return 0;
    for (i = 0; i < n; i++) {
        unsigned d = (unsigned)(s[i] - '0');
        if (s[i] < '0' || s[i] > '9' || v > (UINT64_MAX - d) / 10)
            return 0;
        v = v * 10 + d;
    }
    *out = v;
    return 1;
}

static int euclid_parse(const gr_game *g, const char *const *args, size_t nargs,
                        gr_state *out, gr_error *err)
{
    const char *comma = strchr(args[0], ',');
    pair *p;

    (void)g;
    (void)nargs;
    if ((p = malloc(sizeof *p)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    if (comma == NULL || !parse_number(args[0], (size_t)(comma - args[0]), &p->x) ||
        !parse_number(comma + 1, strlen(comma + 1), &p->y)) {
        free(p);
        return gr_error_at(err, 0, GR_EINPUT, "'%s' is not a pair A,B of whole numbers "
                           "from 0 to 18446744073709551615", args[0]);
    }
    out->data = p;
    return GR_OK;
}

static void euclid_print(const gr_game *g, gr_state s, gr_buf *out)
{
    (void)g;
    gr_buf_printf(out, "%llu,%llu", (unsigned long long)pair_of(s)->x,
                  (unsigned long long)pair_of(s)->y);
}

static int euclid_copy(const gr_game *g, gr_state s, gr_state *out)
{
    pair *p = malloc(sizeof *p);

    (void)g;
    if (p == NULL)
        return GR_ENOMEM;
    *p = *pair_of(s);
    out->data = p;
    return GR_OK;
}

static void euclid_release(const gr_game *g, gr_state s)
{
    (void)g;
    free(s.data);
}

static int euclid_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    (void)g;
    (void)err;
    memset(out, 0, sizeof *out);
    out->kind = GR_VALUE_NIMBER;
    out->nimber = euclid_g(pair_of(s)->x, pair_of(s)->y);
    return GR_OK;
}

/* Offers the move taking k times the smaller number from the larger (from
** equal numbers: the first, then, with `second`, the second). */
static int offer_one(const pair *p, uint64_t k, int second, gr_option_fn fn, void *ctx)
{
    pair after = *p;
    gr_state part;
    gr_option o;
    char text[96];

    if (after.x >= after.y && !second)
        after.x -= k * after.y;
    else
        after.y -= k * after.x;
    snprintf(text, sizeof text, "%llu,%llu -> %llu,%llu", (unsigned long long)p->x,
             (unsigned long long)p->y, (unsigned long long)after.x,
             (unsigned long long)after.y);
    part.data = &after;
    o.text = text;
    o.nparts = 1;
    o.parts = &part;
    return fn(ctx, &o);
}

/* Offers the moves taking k times the smaller number from the larger:
** from equal numbers, either is the larger (5,5 -> 0,5 and 5,5 -> 5,0). */
static int offer(const pair *p, uint64_t k, gr_option_fn fn, void *ctx)
{
    int rc = offer_one(p, k, 0, fn, ctx);

    return rc == 0 && p->x == p->y ? offer_one(p, k, 1, fn, ctx) : rc;
}

static int euclid_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    const pair *p = pair_of(s);
    uint64_t big = p->x >= p->y ? p->x : p->y, small = p->x >= p->y ? p->y : p->x, k;
    int rc;

    (void)g;
    if (small == 0)
        return 0;
    for (k = 1; k <= big / small; k++)
        if ((rc = offer(p, k, fn, ctx)) != 0)
            return rc;
    return 0;
}

/* The one move to value target, when there is one: j = q - k multiples of
** the smaller number stay, and G there is t (j = 0), or j - 1 (1 <= j <=
** t), or j (j > t): see the top of the file. */
static int euclid_moves_to(const gr_game *g, gr_state s, uint64_t target, gr_option_fn fn,
                           void *ctx, gr_error *err)
{
    const pair *p = pair_of(s);
    uint64_t big = p->x >= p->y ? p->x : p->y, small = p->x >= p->y ? p->y : p->x, q, t, j;

    (void)g;
    (void)err;
    if (small == 0)
        return 0;
    q = big / small;
    t = euclid_g(small, big % small);
    if (target == t)
        j = 0;
    else if (t > 0 && target < t)
        j = target + 1;
    else
        j = target;
    return j < q ? offer(p, q - j, fn, ctx) : 0;
}

static int euclid_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    const pair *p = pair_of(s);

    (void)g;
    (void)err;
    gr_buf_printf(out, "value %llu by the quotients of Euclid's algorithm on %llu,%llu, "
                  "folded from the last (examples/euclid.c)",
                  (unsigned long long)euclid_g(p->x, p->y), (unsigned long long)p->x,
                  (unsigned long long)p->y);
    return GR_OK;
}

static const gr_ruleset euclid = {
    .api = GR_RULESET_API,
    .name = "euclid",
    .summary = "Euclid's game: subtract a multiple of the smaller number from the larger",
    .syntax = "euclid A,B...  (one pair per argument, e.g. euclid 12,5; a plugin)",
    .shape = GR_SHAPE_EACH,
    .parse = euclid_parse,
    .print = euclid_print,
    .copy = euclid_copy,
    .release = euclid_release,
    .value = euclid_value,
    .moves = euclid_moves,
    .moves_to = euclid_moves_to,
    .explain = euclid_explain,
    .samples = "euclid 12,5; euclid 7,3; euclid 5,5; euclid 9,0",
};

/* The one function a plugin exports: its rulesets. */
const gr_ruleset *const *grundy_plugin(int api, size_t *count)
{
    static const gr_ruleset *const rulesets[] = {&euclid};

    (void)api;   /* each ruleset's .api is checked by the host */
    *count = 1;
    return rulesets;
}
