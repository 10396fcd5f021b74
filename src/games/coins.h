/*
** coins.h - what the coin-turning rulesets share (coins.c): a row of coins
** with its heads, read as head positions (`mock 1 5 8`) or a row of H and T
** (`mock HTTTHTTH`) and printed back the same way, the moves of a turning
** rule, and the value as the nim-sum of the values of the single heads.
**
** A move turns over a set T of coins whose rightmost coin goes from heads to
** tails; the rule says which sets T may be turned. Coins are numbered from
** 1, and the value of a row is the nim-sum of g(n) over its heads n, g(n)
** being the value of a row whose only head is coin n (Winning Ways, ch. 14).
*/
#ifndef GR_GAMES_COINS_H
#define GR_GAMES_COINS_H

#include "grundy.h"

/* A row: its heads ascending, each once; `ht` when written as H and T
** (then `length` coins), else as head positions ("0" alone: no head). */
typedef struct coin_row {
    int ht;
    uint64_t length;
    size_t count;
    uint64_t heads[];
} coin_row;

typedef enum coin_kind {
    COIN_UPTO,    /* one to k coins */
    COIN_EXACT,   /* exactly k coins */
    COIN_RUN,     /* a run of consecutive coins ending at the rightmost */
    COIN_COUNTS   /* s coins for each s in a set (`counts`; k its largest) */
} coin_kind;

typedef struct coin_rule coin_rule;

/* Calls fn(ctx, coins, n) for the coins (ascending) of a set U of coins
** below m that the rule may turn with m and whose values XOR to e: the
** finishers of moves_to. Returns what fn returned when nonzero, else 0, or
** GR_ERANGE / GR_EUNDECIDED (negative codes are not used). */
typedef int (*coin_set_fn)(void *ctx, const uint64_t *coins, size_t n);

struct coin_rule {
    coin_kind kind;
    unsigned k;
    const char *title;   /* "Mock Turtles" */
    const char *law;     /* "g(n) is the n-th odious number" */
    /* g(n) for coin n >= 1: GR_OK, or GR_ERANGE / GR_EUNDECIDED with err set */
    int (*single)(const coin_rule *r, uint64_t n, uint64_t *out, gr_error *err);
    /* every set U below m with XOR of values e (see coin_set_fn); 0 to go on */
    int (*finish)(const coin_rule *r, uint64_t m, uint64_t e, coin_set_fn fn, void *ctx,
                  gr_error *err);
    const void *data;    /* the rule's own (turn:K's value table) */
    /* 1 when every move from a single head leaves a row worth less than it
    ** (a move turns at most one other coin, and g grows): Turtles, Twins.
    ** A product's moves then change this factor by a u whose highest bit
    ** is one of g's (tartan.c); the tests check it by search. */
    int below;
    unsigned counts;     /* COIN_COUNTS: bit s set when a move may turn s coins */
    /* what the theory says of the period of g (with g(0) = 0), for every
    ** coin: a closed form or a proof that there is none (checked_to unused) */
    const gr_period *period;
    /* the largest coin whose value fits in 64 bits (single refuses those
    ** past it, GR_ERANGE), or 0 when every coin's does */
    uint64_t last;
};

/* The ops of a coin-turning ruleset on a row, for the rule r. */
/* rule may be NULL; else a coin past rule->last (when not 0) is refused,
** with the reason its single op gives, at the argument it stands in. */
int coins_parse(const coin_rule *rule, const char *const *args, size_t nargs, gr_state *out,
                gr_error *err);
/* The first of n keys (each `width` words, at most COINS_KEY_MAX) that
** repeats one before it, by its place; n when none does (or no memory to
** look): the argument to blame when a coin is named twice. */
#define COINS_KEY_MAX 3
size_t coins_first_repeat(const uint64_t *keys, size_t n, unsigned width);
void coins_print(const gr_game *g, gr_state s, gr_buf *out);
/* The key of a row (gr_ruleset.key): its heads as numbers ("0": none),
** however the row was written (HTTTH is 1 5). */
void coins_key(const gr_game *g, gr_state s, gr_buf *out);
int coins_copy(const gr_game *g, gr_state s, gr_state *out);
void coins_release(const gr_game *g, gr_state s);
void coins_draw(const gr_game *g, gr_state s, gr_buf *out, int unicode);
int coins_value(const coin_rule *r, gr_state s, gr_value *out, gr_error *err);
int coins_moves(const coin_rule *r, gr_state s, gr_option_fn fn, void *ctx);
int coins_moves_to(const coin_rule *r, gr_state s, uint64_t target, gr_option_fn fn,
                   void *ctx, gr_error *err);
int coins_explain(const coin_rule *r, gr_state s, gr_buf *out, gr_error *err);
/* The period op: the rule's period (not NULL), which the theory gives for
** every coin; checked_to is the last coin up to max whose value the rule
** gives. */
int coins_period(const coin_rule *r, uint64_t max, gr_period *out);

/* Finishers for rules whose values have an inverse: coin_of(r, v, from)
** gives the smallest coin >= from of value v, or 0 when there is none. The
** generic one tries every set of coins below m (small rows only: m up to
** 65536, GR_EUNDECIDED beyond), each coin valued once and the last coin of
** a set looked up by its value; for the rules whose sets are any coins (not
** COIN_RUN). */
int coins_finish_search(const coin_rule *r, uint64_t m, uint64_t e, coin_set_fn fn,
                        void *ctx, gr_error *err);

/* The rows that moves of the rule may reach from the coins below m: each
** set U of the rule (|U| < k for COIN_UPTO, k - 1 for COIN_EXACT, a run for
** COIN_RUN, s - 1 for each s of COIN_COUNTS), ascending. Calls fn for
** each; returns its nonzero value or 0. */
int coins_each_set(const coin_rule *r, uint64_t m, coin_set_fn fn, void *ctx);


/* The ops of a ruleset whose rule is the static coin_rule `rule`: defines
** PREFIX_parse, PREFIX_value, PREFIX_moves, PREFIX_moves_to, PREFIX_explain
** and PREFIX_period, each handing its row (or max) to the coins_ function of
** the same name with the rule. */
#define COINS_OPS(prefix, rule)                                                          \
    static int prefix##_parse(const gr_game *g, const char *const *args, size_t nargs,  \
                              gr_state *out, gr_error *err)                              \
    {                                                                                    \
        (void)g;                                                                         \
        return coins_parse(&rule, args, nargs, out, err);                                \
    }                                                                                    \
    static int prefix##_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err) \
    {                                                                                    \
        (void)g;                                                                         \
        return coins_value(&rule, s, out, err);                                          \
    }                                                                                    \
    static int prefix##_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx) \
    {                                                                                    \
        (void)g;                                                                         \
        return coins_moves(&rule, s, fn, ctx);                                           \
    }                                                                                    \
    static int prefix##_moves_to(const gr_game *g, gr_state s, uint64_t target,         \
                                 gr_option_fn fn, void *ctx, gr_error *err)              \
    {                                                                                    \
        (void)g;                                                                         \
        return coins_moves_to(&rule, s, target, fn, ctx, err);                           \
    }                                                                                    \
    static int prefix##_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err) \
    {                                                                                    \
        (void)g;                                                                         \
        return coins_explain(&rule, s, out, err);                                        \
    }                                                                                    \
    static int prefix##_period(const gr_game *g, uint64_t max, gr_period *out,          \
                               gr_error *err)                                            \
    {                                                                                    \
        (void)g;                                                                         \
        (void)err;                                                                       \
        return coins_period(&rule, max, out);                                            \
    }

/* The fields of such a ruleset after name, summary and syntax. */
#define COINS_FIELDS(prefix)                                                             \
    .shape = GR_SHAPE_WHOLE, .props = GR_PROP_COINS, .parse = prefix##_parse,          \
    .print = coins_print, .key = coins_key,                                            \
    .copy = coins_copy, .release = coins_release, .value = prefix##_value,             \
    .moves = prefix##_moves, .moves_to = prefix##_moves_to,                            \
    .period = prefix##_period, .explain = prefix##_explain, .draw = coins_draw

/* The rules of the built-in one-dimensional coin games (defined in their
** files), which tartan.c multiplies. */
extern const coin_rule coin_rule_turtles, coin_rule_mock, coin_rule_ruler, coin_rule_twins,
    coin_rule_triplets;

/* Odious numbers (an odd count of binary ones) in order: the i-th from 0
** is 2i, or 2i + 1 when i has an even count of ones; and back. */
uint64_t coins_odious(uint64_t i);
int coins_is_odious(uint64_t v);
/* For a game whose coin n >= first is worth the (n - first)-th odious
** number (Mock Turtles from coin 1, Triplets from coin 3): calls fn with
** each pair of coins first <= a < b < m whose values XOR to e (e not 0, its
** count of ones even), in increasing b; returns the first non-zero fn
** returned, else 0. */
int coins_odious_pairs(uint64_t first, uint64_t m, uint64_t e, coin_set_fn fn, void *ctx);

#endif
