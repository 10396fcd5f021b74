/*
** test_compound.c - the conjunctive, continued conjunctive and selective
** compounds against an independent exhaustive search of each compound game
** itself (its moves built here from the rulesets' moves, tuple by tuple):
** the outcome and the exact list of winning moves, with the position each
** leads to, for every small position of Nim, Kayles, a subtraction game,
** the Bash game, Wythoff's game, Euclid's game and mixtures; Smith's
** remoteness and the suspense of small games by hand; the number of legal
** moves gr_compound_moves walks (what play reads and chooses from); the
** refusals.
*/
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* ---- the compound game searched directly ---- */

typedef struct memo_line {
    char *key;
    int outcome;   /* 0: P, 1: N */
} memo_line;

#define TABLE_SIZE (1u << 16)   /* open addressing; far more than the positions seen */

static memo_line table[TABLE_SIZE];
static size_t table_count;

static size_t memo_slot(const char *key)
{
    size_t h = 2166136261u;
    const char *c;

    for (c = key; *c != '\0'; c++)
        h = (h ^ (unsigned char)*c) * 16777619u;
    h &= TABLE_SIZE - 1;
    while (table[h].key != NULL && strcmp(table[h].key, key) != 0)
        h = (h + 1) & (TABLE_SIZE - 1);
    return h;
}

static int memo_find(const char *key)
{
    size_t h = memo_slot(key);

    return table[h].key != NULL ? table[h].outcome : -1;
}

static void memo_add(const char *key, int outcome)
{
    size_t h = memo_slot(key);

    if (table_count + 1 >= TABLE_SIZE / 2) {
        fprintf(stderr, "test_compound: the table of positions is full\n");
        exit(1);
    }
    table[h].key = strdup(key);
    table[h].outcome = outcome;
    table_count++;
}

static void memo_clear(void)
{
    size_t i;

    for (i = 0; i < TABLE_SIZE; i++) {
        free(table[i].key);
        table[i].key = NULL;
    }
    table_count = 0;
}

/* One component's moves: their texts and the positions of their parts. */
typedef struct moves_of {
    const gr_component *c;
    size_t count;
    char *text[512];
    gr_position *parts[512];
} moves_of;

static int keep(void *ctx, const gr_option *o)
{
    moves_of *m = ctx;
    gr_position *q = gr_position_new();
    size_t k;

    for (k = 0; k < o->nparts; k++) {
        gr_state s;
        gr_state_copy(m->c->game, o->parts[k], &s);
        gr_position_push(q, m->c->game, s);
    }
    m->text[m->count] = strdup(o->text);
    m->parts[m->count++] = q;
    return m->count == 512;
}

static void moves_free(moves_of *m)
{
    size_t i;

    for (i = 0; i < m->count; i++) {
        free(m->text[i]);
        gr_position_free(m->parts[i]);
    }
}

/* A tuple: pick[i] is the move of component i, or -1 when it stays. */
typedef int (*tuple_fn)(void *ctx, const gr_position *p, const moves_of *all,
                        const int *pick);

static int brute_outcome(const gr_position *p, gr_compound kind);

/* Calls fn with every move of the compound: counting through all tuples
** (each component: stay, or one of its moves) and keeping the legal ones. */
static int each_tuple(const gr_position *p, gr_compound kind, tuple_fn fn, void *ctx)
{
    moves_of *all = calloc(p->count + 1, sizeof *all);
    int *pick = calloc(p->count + 1, sizeof *pick);
    size_t i, moving;
    int stop = 0, legal;

    for (i = 0; i < p->count; i++) {
        all[i].c = &p->items[i];
        gr_game_moves(p->items[i].game, p->items[i].state, keep, &all[i]);
        pick[i] = -1;
    }
    while (!stop) {
        for (i = 0, moving = 0, legal = 1; i < p->count; i++) {
            moving += pick[i] >= 0;
            if (kind == GR_COMPOUND_CONJUNCTIVE && pick[i] < 0)
                legal = 0;
            if (kind == GR_COMPOUND_CONTINUED && pick[i] < 0 && all[i].count > 0)
                legal = 0;
        }
        if (legal && moving > 0)
            stop = fn(ctx, p, all, pick);
        for (i = 0; i < p->count && ++pick[i] == (int)all[i].count; i++)
            pick[i] = -1;
        if (i == p->count)
            break;
    }
    for (i = 0; i < p->count; i++)
        moves_free(&all[i]);
    free(all);
    free(pick);
    return stop;
}

static gr_position *tuple_after(const gr_position *p, const moves_of *all, const int *pick)
{
    gr_position *q = gr_position_new();
    size_t i, k;

    for (i = 0; i < p->count; i++) {
        const gr_position *from = pick[i] < 0 ? NULL : all[i].parts[pick[i]];
        size_t n = from != NULL ? from->count : 1;
        for (k = 0; k < n; k++) {
            const gr_component *c = from != NULL ? &from->items[k] : &p->items[i];
            gr_state s;
            gr_state_copy(c->game, c->state, &s);
            gr_position_push(q, c->game, s);
        }
    }
    return q;
}

typedef struct finder {
    gr_compound kind;
    int found;            /* a move to a P-position */
    char **list;          /* with a list: every such move, "texts => after" */
    size_t count;
} finder;

static int to_p(void *ctx, const gr_position *p, const moves_of *all, const int *pick)
{
    finder *f = ctx;
    gr_position *q = tuple_after(p, all, pick);
    gr_buf b = GR_BUF_INIT;
    size_t i;

    if (brute_outcome(q, f->kind) == 0) {
        f->found = 1;
        if (f->list != NULL) {
            for (i = 0; i < p->count; i++)
                gr_buf_printf(&b, "%s%s", i ? "; " : "",
                              pick[i] < 0 ? "-" : all[i].text[pick[i]]);
            gr_buf_puts(&b, " => ");
            gr_position_print(q, &b);
            f->list[f->count++] = strdup(gr_buf_str(&b));
        }
    }
    gr_buf_free(&b);
    gr_position_free(q);
    return f->found && f->list == NULL;
}

static int brute_outcome(const gr_position *p, gr_compound kind)
{
    gr_buf key = GR_BUF_INIT;
    finder f = {kind, 0, NULL, 0};
    int known;

    gr_buf_printf(&key, "%d ", (int)kind);   /* one table for the three compounds */
    gr_position_print(p, &key);
    if ((known = memo_find(gr_buf_str(&key))) < 0) {
        each_tuple(p, kind, to_p, &f);
        memo_add(gr_buf_str(&key), known = f.found);
    }
    gr_buf_free(&key);
    return known;
}

/* ---- the library's answer, in the same words ---- */

typedef struct lister {
    char **list;
    size_t count;
} lister;

static int list_move(void *ctx, const gr_compound_move *m)
{
    lister *l = ctx;
    gr_buf b = GR_BUF_INIT;
    gr_position *q = gr_compound_after(m);

    gr_compound_move_print(m, &b);
    gr_buf_puts(&b, " => ");
    gr_position_print(q, &b);
    l->list[l->count++] = strdup(gr_buf_str(&b));
    gr_position_free(q);
    gr_buf_free(&b);
    return 0;
}

static int count_tuple(void *ctx, const gr_position *p, const moves_of *all, const int *pick)
{
    (void)p;
    (void)all;
    (void)pick;
    ++*(size_t *)ctx;
    return 0;
}

static int count_move(void *ctx, const gr_compound_move *m)
{
    (void)m;
    ++*(size_t *)ctx;
    return 0;
}

static int compare_text(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void free_list(char **list, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        free(list[i]);
    free(list);
}

#define MAX_LISTED 200000

/* The library's outcome and winning moves of text as `kind` against the
** direct search. Returns 1 when they agree. */
static int check_compound(const char *text, gr_compound kind)
{
    gr_position *p = check_parse(text);
    gr_compound_analysis a;
    finder f = {kind, 0, calloc(MAX_LISTED, sizeof(char *)), 0};
    lister l = {calloc(MAX_LISTED, sizeof(char *)), 0};
    gr_error err;
    size_t i, legal = 0, tuples = 0;
    int ok = 0;

    if (p == NULL || !CHECK(gr_compound_solve(p, kind, NULL, &a, &err) == GR_OK))
        goto cleanup;
    each_tuple(p, kind, to_p, &f);
    ok = CHECK((a.outcome == GR_OUTCOME_N) == f.found);
    ok &= CHECK(gr_compound_winning_moves(p, NULL, &a, list_move, &l, &err) == GR_OK);
    qsort(f.list, f.count, sizeof *f.list, compare_text);
    qsort(l.list, l.count, sizeof *l.list, compare_text);
    ok &= CHECK_EQ_U64(l.count, f.count);
    ok &= CHECK(gr_compound_moves(p, kind, count_move, &legal, &err) == GR_OK);
    each_tuple(p, kind, count_tuple, &tuples);
    ok &= CHECK_EQ_U64(legal, tuples);   /* every legal move, once each */
    for (i = 0; ok && i < f.count; i++)
        ok &= CHECK_STR(l.list[i], f.list[i]);
    if (!ok)
        fprintf(stderr, "  in %s as the %s compound\n", text, gr_compound_name(kind));
    gr_compound_analysis_free(&a);
cleanup:
    free_list(f.list, f.count);
    free_list(l.list, l.count);
    gr_position_free(p);
    return ok;
}

static void check_all_kinds(const char *text)
{
    check_compound(text, GR_COMPOUND_CONJUNCTIVE);
    check_compound(text, GR_COMPOUND_CONTINUED);
    check_compound(text, GR_COMPOUND_SELECTIVE);
}

/* Every position of one or two (and a few of three) components of a game
** whose components are written by fmt from small numbers. */
static void small_positions(const char *game, const char *fmt, int max)
{
    char one[64], two[64], text[256];
    int x, y;

    for (x = 0; x <= max; x++)
        for (y = 0; y <= max; y++) {
            snprintf(one, sizeof one, fmt, x, y);
            snprintf(text, sizeof text, "%s %s", game, one);
            if (y == 0 || strchr(fmt, ',') != NULL)
                check_all_kinds(text);
            snprintf(two, sizeof two, fmt, y, (x + y) % (max + 1));
            snprintf(text, sizeof text, "%s %s %s", game, one, two);
            check_all_kinds(text);
            if ((x + 2 * y) % 3 == 0) {
                snprintf(text, sizeof text, "%s %s %s %s", game, one, two, one);
                check_all_kinds(text);
            }
        }
    memo_clear();
}

static void mixtures(void)
{
    char text[128];
    int x, y;

    for (x = 0; x <= 5; x++)
        for (y = 0; y <= 5; y++) {
            snprintf(text, sizeof text, "nim %d + kayles %d + sub:1,3,4 %d", x, y, x + y);
            check_all_kinds(text);
            snprintf(text, sizeof text, "bash:2 %d + wythoff %d,%d", x + y, x, y % 3);
            check_all_kinds(text);
        }
    memo_clear();
}

/* Smith's remoteness and the suspense, by hand. A Nim heap n > 0 has both
** 1 (its one move to a P-position empties it). bash:1 n lasts exactly n
** moves. sub:1,2: remoteness 0 1 1 2 3 3 for heaps 0..5 (heap 3 is P, its
** loser lingers: 1 + the larger of 1, 1; heap 4 takes 1 to it: 1 + 2), and
** suspense 0 1 1 2 3 3 (heap 2 wins at once by taking 2: 1 + 0). */
static void by_hand(void)
{
    static const uint64_t remote[] = {0, 1, 4, 3}, suspense[] = {0, 1, 4, 3};
    static const uint64_t heaps[] = {0, 1, 1, 2, 3, 3};
    gr_position *p = check_parse("nim 0 3 + bash:1 4 + sub:1,2 5");
    gr_compound_analysis a;
    gr_error err;
    size_t i;

    if (p == NULL)
        return;
    CHECK(gr_compound_solve(p, GR_COMPOUND_CONJUNCTIVE, NULL, &a, &err) == GR_OK);
    for (i = 0; i < 4; i++)
        CHECK_EQ_U64(a.numbers[i], remote[i]);
    CHECK_EQ_U64(a.number, 0);
    CHECK(a.outcome == GR_OUTCOME_P);
    gr_compound_analysis_free(&a);
    CHECK(gr_compound_solve(p, GR_COMPOUND_CONTINUED, NULL, &a, &err) == GR_OK);
    for (i = 0; i < 4; i++)
        CHECK_EQ_U64(a.numbers[i], suspense[i]);
    CHECK_EQ_U64(a.number, 4);
    CHECK(a.outcome == GR_OUTCOME_P);
    gr_compound_analysis_free(&a);
    gr_position_free(p);
    p = check_parse("sub:1,2 0 1 2 3 4 5");
    CHECK(gr_compound_solve(p, GR_COMPOUND_CONJUNCTIVE, NULL, &a, &err) == GR_OK);
    for (i = 0; i < 6; i++)
        CHECK_EQ_U64(a.numbers[i], heaps[i]);
    gr_compound_analysis_free(&a);
    CHECK(gr_compound_solve(p, GR_COMPOUND_CONTINUED, NULL, &a, &err) == GR_OK);
    for (i = 0; i < 6; i++)
        CHECK_EQ_U64(a.numbers[i], heaps[i]);
    gr_compound_analysis_free(&a);
    gr_position_free(p);
}

/* ---- a closed form (a ruleset's compound_number) against search ---- */

#define PILES 48   /* Euclid's game: every pair of piles below this */

typedef struct pair_moves {
    const gr_game *g;
    size_t count;
    unsigned to[PILES * 2][2];
} pair_moves;

static int keep_pair(void *ctx, const gr_option *o)
{
    pair_moves *m = ctx;
    gr_buf b = GR_BUF_INIT;
    unsigned x = 0, y = 0;

    m->g->rules->print(m->g, o->parts[0], &b);
    CHECK(o->nparts == 1 && sscanf(gr_buf_str(&b), "%u,%u", &x, &y) == 2);
    gr_buf_free(&b);
    m->to[m->count][0] = x;
    m->to[m->count++][1] = y;
    return 0;
}

/* The number of piles x,y by the definitions (grundy.h), from the moves
** the ruleset lists; num[][] holds those known, UINT64_MAX when not yet. */
static uint64_t number_by_moves(const gr_game *g, gr_compound kind, unsigned x, unsigned y,
                                uint64_t num[PILES][PILES])
{
    pair_moves m = {g, 0, {{0, 0}}};
    char word[32];
    const char *words[1] = {word};
    uint64_t lo = UINT64_MAX, hi = 0, lo_even = UINT64_MAX, hi_even = 0, v;
    int even = 0;
    gr_error err;
    gr_state s;
    size_t i;

    if (num[x][y] != UINT64_MAX)
        return num[x][y];
    snprintf(word, sizeof word, "%u,%u", x, y);
    CHECK(g->rules->parse(g, words, 1, &s, &err) == GR_OK);
    g->rules->moves(g, s, keep_pair, &m);
    gr_state_release(g, s);
    for (i = 0; i < m.count; i++) {
        v = number_by_moves(g, kind, m.to[i][0], m.to[i][1], num);
        lo = v < lo ? v : lo;
        hi = v > hi ? v : hi;
        if (v % 2 == 0) {
            even = 1;
            lo_even = v < lo_even ? v : lo_even;
            hi_even = v > hi_even ? v : hi_even;
        }
    }
    if (m.count == 0)
        v = 0;
    else if (kind == GR_COMPOUND_SELECTIVE)
        v = even;
    else if (kind == GR_COMPOUND_CONJUNCTIVE)
        v = 1 + (even ? lo_even : hi);
    else
        v = 1 + (even ? hi_even : lo);
    return num[x][y] = v;
}

/* Euclid's game's numbers come from its closed form (no search): each equal
** to the definition on every pair of piles below PILES, in each compound. */
static void closed_numbers(void)
{
    static const gr_compound kinds[] = {GR_COMPOUND_CONJUNCTIVE, GR_COMPOUND_CONTINUED,
                                        GR_COMPOUND_SELECTIVE};
    static uint64_t num[PILES][PILES];
    gr_error err;
    gr_game *g = gr_game_new("euclidean", 9, &err);
    size_t k;
    unsigned x, y;
    int bad = 0;

    CHECK(g != NULL && g->rules->compound_number != NULL);
    if (g == NULL)
        return;
    for (k = 0; k < 3; k++) {
        memset(num, 0xff, sizeof num);
        for (x = 0; x < PILES; x++)
            for (y = 0; y < PILES; y++) {
                char text[64];
                gr_position *p;
                gr_compound_analysis a;
                snprintf(text, sizeof text, "euclidean %u,%u", x, y);
                p = check_parse(text);
                if (p == NULL || gr_compound_solve(p, kinds[k], NULL, &a, &err) != GR_OK) {
                    bad++;
                } else {
                    bad += a.numbers[0] != number_by_moves(g, kinds[k], x, y, num);
                    gr_compound_analysis_free(&a);
                }
                gr_position_free(p);
            }
    }
    CHECK(bad == 0);
    gr_game_unref(g);
}

static void refusals(void)
{
    gr_position *p = check_parse("nim 3 4");
    gr_solve_options opt = {1, 0, NULL, NULL, NULL, 0};
    gr_compound_analysis a;
    gr_compound kind;
    gr_error err;

    CHECK(gr_compound_parse("continued", &kind, &err) == GR_OK && kind == GR_COMPOUND_CONTINUED);
    CHECK(gr_compound_parse("disjunctive", &kind, &err) == GR_EINPUT);
    CHECK(strstr(err.message, "unknown compound 'disjunctive'") != NULL);
    if (p == NULL)
        return;
    CHECK(gr_compound_solve(p, GR_COMPOUND_SELECTIVE, &opt, &a, &err) == GR_EINPUT);
    CHECK(strstr(err.message, "misere") != NULL);
    CHECK(gr_compound_solve(p, GR_COMPOUND_SUM, NULL, &a, &err) == GR_EINPUT);
    opt.misere = 0;
    opt.search_limit = 3;
    gr_position_free(p);
    p = check_parse("nim 100");
    CHECK(gr_compound_solve(p, GR_COMPOUND_CONJUNCTIVE, &opt, &a, &err) == GR_EUNDECIDED);
    CHECK(strstr(err.message, "too large for exhaustive search") != NULL);
    gr_position_free(p);
}

static int stop_now(void *ctx)
{
    return *(const int *)ctx;
}

/* A component with millions of moves (Euclid's game from (10^7, 3)): the
** moves kept for the walk stay within max_memory, and a stop is heard while
** they are gathered, not only after. */
static void bounded_moves(void)
{
    gr_position *p = check_parse("euclidean 10000000,3");
    gr_solve_options opt = {0, 0, NULL, NULL, NULL, 0};
    gr_compound_analysis a;
    gr_error err;
    size_t n = 0;
    int stop = 0;

    if (p == NULL)
        return;
    if (CHECK(gr_compound_solve(p, GR_COMPOUND_CONTINUED, NULL, &a, &err) == GR_OK)) {
        opt.max_memory = 1u << 20;
        CHECK(gr_compound_winning_moves(p, &opt, &a, count_move, &n, &err) == GR_EUNDECIDED);
        CHECK(strstr(err.message, "component 0 has too many moves to list for the compound "
                                  "(they take more than 1 MiB)") != NULL);
        CHECK(n == 0);
        opt.max_memory = 0;
        opt.stop = stop_now;
        opt.ctx = &stop;
        stop = 1;
        CHECK(gr_compound_winning_moves(p, &opt, &a, count_move, &n, &err) == GR_ESTOP);
        CHECK(n == 0);
        gr_compound_analysis_free(&a);
    }
    gr_position_free(p);
    /* a few moves: all listed, as without a bound */
    p = check_parse("euclidean 1000,3 + nim 3");
    opt.stop = NULL;
    opt.max_memory = 1u << 20;
    if (p != NULL && CHECK(gr_compound_solve(p, GR_COMPOUND_SELECTIVE, NULL, &a, &err) ==
                           GR_OK)) {
        CHECK(gr_compound_winning_moves(p, &opt, &a, count_move, &n, &err) == GR_OK);
        CHECK(n > 0);
        gr_compound_analysis_free(&a);
    }
    gr_position_free(p);
}

int main(void)
{
    small_positions("nim", "%d", 4);
    small_positions("kayles", "%d", 5);
    small_positions("sub:1,3,4", "%d", 7);
    small_positions("bash:3", "%d", 7);
    small_positions("sub:1,2", "%d", 9);
    small_positions("wythoff", "%d,%d", 3);
    small_positions("euclidean", "%d,%d", 5);
    closed_numbers();
    mixtures();
    by_hand();
    refusals();
    bounded_moves();
    memo_clear();
    printf("%ld passed, %ld failed\n", check_passed, check_failed);
    return check_failed != 0;
}
