/*
** test_coins.c - the coin-turning games against exhaustive search: every
** row of up to 12 coins of every game (turn:K for K = 1 to 8) against a brute
** force of the rules' definitions (the value, and the winning moves exactly);
** rows of up to 6 coins against mex search, moves_to against every move; each
** rule's single-head values against an independent mex by its definition up
** to coin 200; huge coins by the closed forms; the forms a row is written in,
** and the errors; what `period` says of each game, against its values.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

static const char *const games[] = {"turtles", "mock", "ruler", "twins", "triplets"};
#define NGAMES (sizeof games / sizeof games[0])

/* the row of n coins whose heads are the bits of code, as H and T */
static void ht_row(char *text, size_t size, const char *game, unsigned code, int n)
{
    int i, len = snprintf(text, size, "%s ", game);

    for (i = 0; i < n; i++)
        text[len + i] = (code >> i & 1) ? 'H' : 'T';
    text[len + n] = '\0';
}

/* ---- every row of up to 12 coins against brute force ---- */

/* The rows of 12 coins, as 12-bit masks (bit i: coin i + 1 heads), hold every
** row of up to 12 coins; each rule is applied from its definition (which sets
** of coins one move turns, the rightmost going heads to tails), nothing of
** coins.c used. */
#define BRUTE_COINS 12
#define BRUTE_ROWS (1u << BRUTE_COINS)

typedef enum { BRUTE_UPTO, BRUTE_EXACT, BRUTE_RUN } brute_kind;

typedef struct brute_rule {
    const char *game;
    brute_kind kind;
    int k;
} brute_rule;

static const brute_rule brute_rules[] = {
    {"turtles", BRUTE_UPTO, 2}, {"mock", BRUTE_UPTO, 3}, {"ruler", BRUTE_RUN, 0},
    {"twins", BRUTE_EXACT, 2}, {"triplets", BRUTE_EXACT, 3}, {"moebius", BRUTE_UPTO, 5},
    {"mogul", BRUTE_UPTO, 7}, {"turn:1", BRUTE_UPTO, 1}, {"turn:2", BRUTE_UPTO, 2},
    {"turn:3", BRUTE_UPTO, 3}, {"turn:4", BRUTE_UPTO, 4}, {"turn:5", BRUTE_UPTO, 5},
    {"turn:6", BRUTE_UPTO, 6}, {"turn:7", BRUTE_UPTO, 7}, {"turn:8", BRUTE_UPTO, 8},
};

/* The game's rows: turns[t] says whether a move may turn the coins of t, g
** the value of each row, by mex over its moves. The rows are parsed with one
** shelf, so that turn:K's table is computed once, not once a row. */
typedef struct brute {
    const brute_rule *rule;
    gr_shelf *shelf;
    unsigned char turns[BRUTE_ROWS];
    unsigned g[BRUTE_ROWS];
} brute;

/* Whether the rule turns exactly the coins of t (not empty). */
static int brute_rule_turns(const brute_rule *r, unsigned t)
{
    int size = __builtin_popcount(t);
    unsigned low = t & (~t + 1);

    if (r->kind == BRUTE_RUN)
        return t != 0 && ((t + low) & t) == 0;   /* one block of ones */
    return r->kind == BRUTE_EXACT ? size == r->k : size >= 1 && size <= r->k;
}

/* Calls fn for each move t of row (the coins turned) while it returns 0. */
static int brute_each_move(const brute *b, unsigned row, int (*fn)(void *, unsigned),
                           void *ctx)
{
    unsigned m, u, t;
    int rc;

    for (m = 0; m < BRUTE_COINS; m++) {
        if (!(row >> m & 1))
            continue;
        for (u = 0; u < 1u << m; u++) {
            t = u | 1u << m;
            if (b->turns[t] && (rc = fn(ctx, t)) != 0)
                return rc;
        }
    }
    return 0;
}

typedef struct brute_mex {
    const brute *b;
    unsigned row;
    unsigned *seen;   /* seen[v] == row + 1: an option of row is worth v */
} brute_mex;

static int brute_see(void *ctx, unsigned t)
{
    brute_mex *x = ctx;

    x->seen[x->b->g[x->row ^ t]] = x->row + 1;
    return 0;
}

/* Every row's value, rows in increasing order (a move makes the row smaller). */
static void brute_fill(brute *b, const brute_rule *r)
{
    static unsigned seen[BRUTE_ROWS + 1];
    brute_mex x = {b, 0, seen};
    unsigned t, v;

    b->rule = r;
    for (t = 0; t < BRUTE_ROWS; t++)
        b->turns[t] = (unsigned char)brute_rule_turns(r, t);
    memset(seen, 0, sizeof seen);
    for (x.row = 0; x.row < BRUTE_ROWS; x.row++) {
        brute_each_move(b, x.row, brute_see, &x);
        for (v = 0; seen[v] == x.row + 1; v++)
            ;
        b->g[x.row] = v;
    }
}

/* The winning moves the solver reported for one row, each checked. */
typedef struct brute_report {
    const brute *b;
    unsigned row;
    unsigned char seen[BRUTE_ROWS];   /* the moves reported */
    size_t count;
    int bad;
} brute_report;

/* The coins of a move's text "turn 1,5,8" as a mask, or 0 when it is not
** such a text (ascending coins from 1 to 12). */
static unsigned brute_move_coins(const char *text)
{
    unsigned t = 0, prev = 0;
    unsigned long c;
    char *end;

    if (strncmp(text, "turn ", 5) != 0)
        return 0;
    for (text += 5;; text = end + 1) {
        c = strtoul(text, &end, 10);
        if (end == text || c <= prev || c > BRUTE_COINS)
            return 0;
        t |= 1u << (c - 1);
        prev = (unsigned)c;
        if (*end != ',')
            return *end == '\0' ? t : 0;
    }
}

static int brute_reported(void *ctx, const gr_winning_move *w)
{
    brute_report *r = ctx;
    unsigned t = brute_move_coins(w->option->text);
    char want[64];
    gr_buf after = GR_BUF_INIT;

    ht_row(want, sizeof want, r->b->rule->game, t == 0 ? 0 : r->row ^ t, BRUTE_COINS);
    gr_position_print_after(w->position, w->component, w->option, &after);
    if (t == 0 || !r->b->turns[t] || !(r->row >> (31 - __builtin_clz(t)) & 1) ||
        r->b->g[r->row ^ t] != 0 || r->seen[t] || strcmp(gr_buf_str(&after), want) != 0) {
        if (r->bad++ == 0)
            fprintf(stderr, "%s row %#x: reported '%s' to '%s' is no move to a 0 row\n",
                    r->b->rule->game, r->row, w->option->text, gr_buf_str(&after));
    } else {
        r->seen[t] = 1;
        r->count++;
    }
    gr_buf_free(&after);
    return 0;
}

/* A move of the brute force to a 0 row: the solver must have reported it. */
static int brute_missed(void *ctx, unsigned t)
{
    brute_report *r = ctx;

    if (r->b->g[r->row ^ t] == 0 && !r->seen[t] && r->bad++ == 0)
        fprintf(stderr, "%s row %#x: the move of coins %#x to a 0 row is missing\n",
                r->b->rule->game, r->row, t);
    return 0;
}

/* The row written as text, parsed through the shelf; NULL (the row counts
** as failed) when it is refused. */
static gr_position *brute_parse(const brute *b, const char *text)
{
    gr_error err;
    gr_position *p = gr_position_parse_line_shelved(b->shelf, text, 1, &err);

    if (p == NULL)
        fprintf(stderr, "cannot parse '%s': %s\n", text, err.message);
    return p;
}

/* The value of the row written with its heads' positions ("mock 1 5 8"). */
static int brute_heads_value(const brute *b, unsigned row)
{
    char text[80];
    int len = snprintf(text, sizeof text, "%s%s", b->rule->game, row ? "" : " 0");
    unsigned c;
    gr_position *p;
    gr_value v;
    int ok;

    for (c = 0; c < BRUTE_COINS; c++)
        if (row >> c & 1)
            len += snprintf(text + len, sizeof text - (size_t)len, " %u", c + 1);
    if ((p = brute_parse(b, text)) == NULL)
        return 0;
    ok = gr_game_value(p->items[0].game, p->items[0].state, &v, NULL) == GR_OK &&
         v.kind == GR_VALUE_NIMBER && v.nimber == b->g[row];
    gr_position_free(p);
    return ok;
}

/* One row, written as 12 coins of H and T: its value and its winning moves. */
static int brute_row(const brute *b, unsigned row, brute_report *r)
{
    char text[64];
    gr_position *p;
    gr_analysis a;
    gr_error err;

    ht_row(text, sizeof text, b->rule->game, row, BRUTE_COINS);
    if ((p = brute_parse(b, text)) == NULL)
        return 0;
    memset(r->seen, 0, sizeof r->seen);
    r->row = row;
    r->count = 0;
    r->bad = 0;
    if (gr_solve(p, NULL, &a, &err) != GR_OK || a.value.nimber != b->g[row]) {
        fprintf(stderr, "%s: not valued %u\n", text, b->g[row]);
        r->bad = 1;
    } else {
        gr_winning_moves(p, NULL, &a, brute_reported, r, &err);
        brute_each_move(b, row, brute_missed, r);
        gr_analysis_free(&a);
    }
    gr_position_free(p);
    return r->bad == 0 && brute_heads_value(b, row);
}

static void rows_against_brute_force(void)
{
    static brute b;
    static brute_report r;
    size_t i;
    unsigned row, bad;

    r.b = &b;
    for (i = 0; i < sizeof brute_rules / sizeof brute_rules[0]; i++) {
        brute_fill(&b, &brute_rules[i]);
        if (!CHECK((b.shelf = gr_shelf_new()) != NULL))
            return;
        for (row = 0, bad = 0; row < BRUTE_ROWS; row++)
            bad += !brute_row(&b, row, &r);
        gr_shelf_free(b.shelf);
        if (!CHECK(bad == 0))
            printf("  %s: %u of the %u rows of 12 coins differ from brute force\n",
                   b.rule->game, bad, BRUTE_ROWS);
    }
}

/* Rows against mex search through the ruleset's own moves (every row of up
** to 4 coins), and moves_to to other values than 0 (up to 6 coins); every row
** of up to 12 coins is checked against brute force below. */
static void rows_against_search(const char *game)
{
    char text[64];
    unsigned code;
    int n;

    for (n = 1; n <= 6; n++)
        for (code = 0; code < (1u << n); code++) {
            ht_row(text, sizeof text, game, code | 1u << (n - 1), n);
            if (n <= 4)
                check_against_search(text, 0);
            check_moves_to(text, 0);
            check_moves_to(text, code % 5);
        }
}

/* g(n) by the rule's definition: mex over the sets it may turn with n */
static uint64_t mex_of(const int *seen, int size)
{
    int v = 0;
    while (v < size && seen[v])
        v++;
    return (uint64_t)v;
}

static void definition_values(const char *game, uint64_t *g, int n)
{
    static int seen[1 << 16];
    int m, a, b, k;

    for (m = 1; m <= n; m++) {
        uint64_t run = 0;
        memset(seen, 0, sizeof seen);
        if (strcmp(game, "ruler") == 0) {
            for (k = m - 1; k >= 0; k--)
                seen[run] = 1, run ^= k ? g[k] : 0;
        } else {
            int upto = strcmp(game, "turtles") == 0 ? 2 : strcmp(game, "mock") == 0 ? 3 : 0;
            int exact = strcmp(game, "twins") == 0 ? 2 : strcmp(game, "triplets") == 0 ? 3 : 0;
            if (upto || exact == 1)
                seen[0] = 1;
            for (a = 1; a < m; a++) {
                if (upto >= 2 || exact == 2)
                    seen[g[a]] = 1;
                for (b = a + 1; b < m; b++)
                    if (upto >= 3 || exact == 3)
                        seen[g[a] ^ g[b]] = 1;
            }
        }
        g[m] = mex_of(seen, 1 << 16);
    }
}

static uint64_t row_value(const char *game, uint64_t coin)
{
    char text[80];
    uint64_t v;
    size_t moves;

    snprintf(text, sizeof text, "%s %llu", game, (unsigned long long)coin);
    check_solve(text, &v, &moves);
    return v;
}

static void single_heads(const char *game)
{
    uint64_t g[201];
    int n, bad = 0;

    definition_values(game, g, 200);
    for (n = 1; n <= 200; n++)
        bad += row_value(game, (uint64_t)n) != g[n];
    if (!CHECK(bad == 0))
        printf("  %s: %d single heads differ from the definition\n", game, bad);
}

/* a coin beyond a table: solving fails with code, and a message that
** contains what */
static void check_unsolved(const char *text, int code, const char *what)
{
    gr_position *p = check_parse(text);
    gr_analysis a;
    gr_error err;

    if (p == NULL)
        return;
    CHECK(gr_solve(p, NULL, &a, &err) == code);
    CHECK(strstr(err.message, what) != NULL);
    gr_position_free(p);
}

/* a coin worth more than 64 bits: refused as the position is read, with
** code, a message that contains what, at the coin's column (where) */
static void check_refused(const char *text, int code, const char *what, const char *where)
{
    gr_error err;
    gr_position *p = gr_position_parse_line(text, 1, &err);

    CHECK(p == NULL);
    gr_position_free(p);
    CHECK(err.code == code);
    CHECK(strstr(err.message, what) != NULL);
    CHECK_STR(err.where, where);
}

static void huge_coins(void)
{
    uint64_t big = UINT64_C(1) << 62;

    CHECK_EQ_U64(row_value("turtles", UINT64_MAX), UINT64_MAX);
    CHECK_EQ_U64(row_value("twins", UINT64_MAX), UINT64_MAX - 1);
    CHECK_EQ_U64(row_value("ruler", big * 3), big);
    CHECK_EQ_U64(row_value("mock", big + 1), 2 * big);   /* 2^62 has one 1 */
    CHECK_EQ_U64(row_value("mock", UINT64_C(1) << 63), UINT64_MAX - 1);
    CHECK_EQ_U64(row_value("triplets", (UINT64_C(1) << 63) + 2), UINT64_MAX - 1);
    check_refused("mock 9223372036854775809", GR_ERANGE, "worth more than 2^64 - 1",
                  "line 1, column 6");
    check_refused("triplets 9223372036854775811", GR_ERANGE, "worth more than 2^64 - 1",
                  "line 1, column 10");
    check_refused("nim 2 + mock 3 18446744073709551615 1", GR_ERANGE, "worth more than",
                  "line 1, column 16");
    /* a winning move from a huge head, found without trying every move */
    {
        uint64_t v;
        size_t moves;
        check_solve("turtles 1000000000000 7", &v, &moves);
        CHECK_EQ_U64(v, UINT64_C(1000000000000) ^ 7);
        CHECK_EQ_U64(moves, 1);   /* from the head at 10^12: turn it and coin 7 */
        check_solve("ruler 1000000000000 3", &v, &moves);
        CHECK_EQ_U64(moves, 1);
    }
    check_winning_count("twins 5 9");
}

static void forms(void)
{
    check_roundtrip("mock 8 1 5", "mock 1 5 8");
    check_roundtrip("mock HTTTHTTH", "mock HTTTHTTH");
    check_roundtrip("mock 0", "mock 0");
    check_roundtrip("ruler TTT", "ruler TTT");
    /* a row of H and T is the whole row */
    check_rejects("turtles HTH 1", GR_EINPUT, "line 1, column 9", "is a row of H and T");
    check_rejects("turtles 1 HT", GR_EINPUT, "line 1, column 11", "'HT' is a row of H and T");
    /* the repeat is blamed, not the coin it repeats */
    check_rejects("mock 3 3", GR_EINPUT, "line 1, column 8", "coin 3 is named twice");
    check_rejects("mock 3 5 3", GR_EINPUT, "line 1, column 10", "coin 3 is named twice");
    check_rejects("turtles 4 1 2 1 4", GR_EINPUT, "line 1, column 15", "coin 1 is named twice");
    check_rejects("mock 0 2", GR_EINPUT, "line 1, column 6", "'0' alone stands for a row with no heads");
    check_rejects("mock HTX", GR_EINPUT, "line 1, column 6", "'X' in a row of coins");
    check_explain_draw("mock 1 5 8", "g(1) = 1 ⊕ g(5) = 8 ⊕ g(8) = 14 = 7", "HTTTHTTH");
}

/* g(n) of "turn one to k coins" by its definition: the mex of the nim-sums
** of fewer than k values of earlier coins (every subset tried) */
static void mark_sums(int *seen, const uint64_t *g, int below, int from, int left,
                      uint64_t sum)
{
    int c;

    seen[sum] = 1;
    if (left == 0)
        return;
    for (c = from; c < below; c++)
        mark_sums(seen, g, below, c + 1, left - 1, sum ^ g[c]);
}

static void turn_values(int k, uint64_t *g, int n)
{
    static int seen[1 << 16];
    int m;

    for (m = 1; m <= n; m++) {
        memset(seen, 0, sizeof seen);
        mark_sums(seen, g, m, 1, k - 1, 0);
        g[m] = mex_of(seen, 1 << 16);
    }
}

/* G(n) of game g, through gr_heap_value (UINT64_MAX when refused). */
static uint64_t heap_value(const gr_game *g, uint64_t n)
{
    uint64_t v;

    return gr_heap_value(g, n, &v, NULL) == GR_OK ? v : UINT64_MAX;
}

static void turn_games(void)
{
    static const char *const named[] = {"turn:1", "turn:2", "turn:3", "turn:4", "moebius",
                                        "turn:6", "mogul"};
    char text[64];
    uint64_t g[25];
    int k, n, bad = 0;
    unsigned code;

    for (k = 1; k <= 7; k++) {
        gr_game *game = gr_game_new(named[k - 1], strlen(named[k - 1]), NULL);
        turn_values(k, g, 24);
        for (n = 1; n <= 24; n++)   /* one game: its table is filled once */
            bad += game == NULL || heap_value(game, (uint64_t)n) != g[n];
        gr_game_unref(game);
        for (n = 1; n <= 6; n++)
            for (code = 1u << (n - 1); code < (1u << n); code += 3) {
                ht_row(text, sizeof text, named[k - 1], code, n);
                if (n <= 4)
                    check_against_search(text, 0);
                check_moves_to(text, code % 4);
            }
    }
    if (!CHECK(bad == 0))
        printf("  turn:K: %d single heads differ from the definition\n", bad);
    CHECK_EQ_U64(row_value("turn:3", 200), row_value("mock", 200));
    CHECK_EQ_U64(row_value("turn:2", 200), 200);
    check_unsolved("mogul 300", GR_EUNDECIDED, "values are computed here up to coin");
    check_rejects("turn:17 3", GR_EINPUT, "line 1, column 1", "1 to 16");
    check_rejects("moebius:2 3", GR_EINPUT, "line 1, column 1", "takes no parameters");
}

/* g(n) of turn:4 and moebius (turn:5) to the tables' ends, far past the
** exhaustive tests, by meet in the middle: the nim-sums of at most k - 1
** distinct earlier values are those of a set of at most k - 3 and a set of
** at most two (duplicates cancel), so with the sums of at most two kept as
** bits (two) and as a list (pairs), u is such a sum when u ^ a is in two
** for some a of the smaller kind. Each g(n) must be no such sum, and every
** value between g(n - 1) and it must be one (those below were already). */
#define FAR_VALUES (1u << 22)   /* the tables' bound on values */

static int far_sum(const uint8_t *two, const uint32_t *small, size_t nsmall, uint64_t u)
{
    for (size_t i = 0; i < nsmall; i++) {
        uint64_t b = u ^ small[i];
        if (two[b / 8] >> (b % 8) & 1)
            return 1;
    }
    return 0;
}

static void lexicode_far(const char *spec, int k, uint64_t reach)
{
    gr_game *game = gr_game_new(spec, strlen(spec), NULL);
    uint8_t *two = calloc(FAR_VALUES / 8, 1);
    uint32_t *pairs = malloc(sizeof *pairs * (reach + 2) * (reach + 2) / 2 + 64);
    uint32_t *g = malloc(sizeof *g * (reach + 2));
    size_t npairs = 1;
    uint64_t n, v, u, bad = 0;

    if (!CHECK(game != NULL && two != NULL && pairs != NULL && g != NULL))
        goto done;
    pairs[0] = 0;   /* the empty sum */
    two[0] = 1;
    g[0] = 0;
    for (n = 1; (v = heap_value(game, n)) != UINT64_MAX; n++) {
        /* k - 1 = 4: two sets of at most two; 3: at most one and two */
        const uint32_t *small = k == 5 ? pairs : g;
        size_t nsmall = k == 5 ? npairs : (size_t)n;
        if (!CHECK(v < FAR_VALUES && n <= reach))
            break;
        bad += far_sum(two, small, nsmall, v);
        for (u = g[n - 1] + 1; u < v; u++)
            bad += !far_sum(two, small, nsmall, u);
        g[n] = (uint32_t)v;
        for (uint64_t i = 0; i < n; i++) {   /* the new sums of at most two: v ^ g(i) */
            uint64_t b = v ^ g[i];
            two[b / 8] |= (uint8_t)(1u << (b % 8));
            pairs[npairs++] = (uint32_t)b;
        }
    }
    CHECK_EQ_U64(n - 1, reach);   /* the table's end, as documented */
    if (!CHECK(bad == 0))
        printf("  %s: %llu values differ from the definition\n", spec, (unsigned long long)bad);
done:
    gr_game_unref(game);
    free(two);
    free(pairs);
    free(g);
}

/* ---- what `period` says, against the values ---- */

#define PERIOD_CHECKED 5000   /* coins whose values are checked against a claim */

/* The game's period, through the public API, with max = PERIOD_CHECKED: a
** reason is given, and checked_to is the last coin valued (a table's end). */
static int coin_period(const char *spec, gr_game **g, gr_period *p)
{
    gr_error err;

    *g = gr_game_new(spec, strlen(spec), &err);
    if (!CHECK(*g != NULL) || !CHECK(gr_game_period(*g, PERIOD_CHECKED, p, &err) == GR_OK))
        return 0;
    CHECK(p->reason != NULL);
    CHECK(heap_value(*g, p->checked_to) != UINT64_MAX);
    CHECK(p->checked_to == PERIOD_CHECKED || heap_value(*g, p->checked_to + 1) == UINT64_MAX);
    return 1;
}

/* A proved (arithmetic) period holds from its preperiod to the last coin
** checked and not from one coin earlier. */
static void proved_period(const char *spec, uint64_t n0, uint64_t per, uint64_t s)
{
    gr_game *g;
    gr_period p;
    uint64_t n, bad = 0;

    if (coin_period(spec, &g, &p) && CHECK(p.status == GR_PERIOD_PROVED)) {
        CHECK(p.preperiod == n0 && p.period == per && p.saltus == s);
        for (n = n0; n + per <= p.checked_to; n++)
            bad += heap_value(g, n + per) != heap_value(g, n) + s;
        if (!CHECK(bad == 0))
            printf("  %s: %llu coins break the period\n", spec, (unsigned long long)bad);
        if (n0 > 0)
            CHECK(heap_value(g, n0 - 1 + per) != heap_value(g, n0 - 1) + s);
    }
    gr_game_unref(g);
}

/* The closed forms the proofs of no period rest on, for coin n >= 1. */
static uint64_t ruler_form(uint64_t n)
{
    return n & (~n + 1);
}

static uint64_t mock_form(uint64_t n)
{
    return 2 * (n - 1) + (__builtin_popcountll(n - 1) % 2 == 0);
}

static uint64_t triplets_form(uint64_t n)
{
    return n < 3 ? 0 : 2 * (n - 3) + (__builtin_popcountll(n - 3) % 2 == 0);
}

/* No period: the values up to the last coin checked follow the form the
** reason states. */
static void no_period_form(const char *spec, uint64_t (*form)(uint64_t))
{
    gr_game *g;
    gr_period p;
    uint64_t n, bad = 0;

    if (coin_period(spec, &g, &p) && CHECK(p.status == GR_PERIOD_NEVER)) {
        for (n = 1; n <= p.checked_to; n++)
            bad += heap_value(g, n) != form(n);
        if (!CHECK(bad == 0))
            printf("  %s: %llu values differ from the form\n", spec, (unsigned long long)bad);
    }
    gr_game_unref(g);
}

/* No period for turn:K, K >= 4: every value of the table (to the last coin
** checked, past coin 16) is above n^2 / 4. */
static void no_period_growth(const char *spec)
{
    gr_game *g;
    gr_period p;
    uint64_t n, v, bad = 0;

    if (coin_period(spec, &g, &p) && CHECK(p.status == GR_PERIOD_NEVER)) {
        for (n = 1; n <= p.checked_to; n++)
            bad += (v = heap_value(g, n)) == UINT64_MAX || 4 * v <= n * n;
        CHECK(p.checked_to > 16);
        if (!CHECK(bad == 0))
            printf("  %s: %llu values not above n^2 / 4\n", spec, (unsigned long long)bad);
    }
    gr_game_unref(g);
}

static void periods(void)
{
    static const char *const lexicodes[] = {"moebius", "mogul", "turn:4", "turn:5", "turn:6",
                                            "turn:7", "turn:8", "turn:16"};
    gr_game *g = gr_game_new("sub:1,2", 7, NULL);
    gr_period p;
    size_t i;

    proved_period("turtles", 0, 1, 1);
    proved_period("turn:2", 0, 1, 1);
    proved_period("twins", 1, 1, 1);
    proved_period("turn:1", 1, 1, 0);
    no_period_form("ruler", ruler_form);
    no_period_form("mock", mock_form);
    no_period_form("turn:3", mock_form);
    no_period_form("triplets", triplets_form);
    for (i = 0; i < sizeof lexicodes / sizeof lexicodes[0]; i++)
        no_period_growth(lexicodes[i]);
    /* a game that gives no reason: none is reported */
    CHECK(g != NULL && gr_game_period(g, 100, &p, NULL) == GR_OK && p.reason == NULL);
    gr_game_unref(g);
}

/* moves_to of the rules valued by a table (turn:K, turn:SET), whose last
** coin of a set is looked up by its value, against every move filtered by
** value: heads far enough along for sets of four coins, every target up to
** past the values there. */
static void far_moves_to(void)
{
    static const char *const rows[] = {"moebius 31", "moebius 3 17 29", "turn:4 40",
                                       "turn:2,4 33", "turn:3-5 26 7", "mogul 22"};
    size_t i;
    uint64_t t;

    for (i = 0; i < sizeof rows / sizeof rows[0]; i++)
        for (t = 0; t < 140; t += 1 + t / 16)
            check_moves_to(rows[i], t);
}

int main(void)
{
    size_t i;

    for (i = 0; i < NGAMES; i++) {
        rows_against_search(games[i]);
        single_heads(games[i]);
    }
    check_against_search("mock 1 4 + turtles HTH + nim 3", 0);
    check_against_search("ruler 1 2 3 + twins 4", 1);
    huge_coins();
    forms();
    turn_games();
    lexicode_far("turn:4", 4, 739);
    lexicode_far("moebius", 5, 574);
    far_moves_to();
    rows_against_brute_force();
    periods();
    return check_summary("test_coins");
}
