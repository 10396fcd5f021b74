/*
** test_play.c - the generic parts of `grundy play` (reading moves, the
** engine, the history) on rulesets nim does not exercise: a heap game that
** splits heaps and a game whose component is a whole pair, both registered
** here at run time, their values found by exhaustive search.
*/
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "play/play.h"
#include "games/heap.h"

/* ---- "splitter": take one token, or split a heap into two non-empty heaps ---- */

/* No closed form: the value by exhaustive search (mex over the moves). */
static int searched_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    out->kind = GR_VALUE_NIMBER;
    return gr_search_value(g, s, 0, &out->nimber, err);
}

static int splitter_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    gr_state parts[2];
    gr_option o;
    char text[64];
    uint64_t a;
    int rc;

    (void)g;
    if (s.heap >= 1 && (rc = gr_heap_option(s.heap, s.heap - 1, fn, ctx)) != 0)
        return rc;
    for (a = 1; 2 * a <= s.heap; a++) {
        snprintf(text, sizeof text, "%llu -> %llu + %llu", (unsigned long long)s.heap,
                 (unsigned long long)a, (unsigned long long)(s.heap - a));
        parts[0].heap = a;
        parts[1].heap = s.heap - a;
        o.text = text;
        o.nparts = 2;
        o.parts = parts;
        if ((rc = fn(ctx, &o)) != 0)
            return rc;
    }
    return 0;
}

static const gr_ruleset splitter = {
    .api = GR_RULESET_API, .name = "splitter", .summary = "Splitter: take one, or split",
    .syntax = "splitter N...", .shape = GR_SHAPE_HEAP, .parse = gr_heap_parse,
    .print = gr_heap_print, .value = searched_value, .moves = splitter_moves,
};

/* ---- "pair": one component of two heaps; take from one of them ---- */

static int pair_parse(const gr_game *g, const char *const *args, size_t nargs,
                      gr_state *out, gr_error *err)
{
    uint64_t *h;
    size_t k;

    (void)g;
    if (nargs != 2)
        return gr_error_at(err, 0, GR_EINPUT, "pair takes two heaps");
    if ((h = malloc(2 * sizeof *h)) == NULL)
        return GR_ENOMEM;
    for (k = 0; k < 2; k++)
        if (gr_parse_u64(args[k], &h[k], err) != GR_OK) {
            free(h);
            err->arg = (long)k;
            return GR_EINPUT;
        }
    out->data = h;
    return GR_OK;
}

static void pair_print(const gr_game *g, gr_state s, gr_buf *out)
{
    const uint64_t *h = s.data;

    (void)g;
    gr_buf_printf(out, "%llu %llu", (unsigned long long)h[0], (unsigned long long)h[1]);
}

static int pair_copy(const gr_game *g, gr_state s, gr_state *out)
{
    (void)g;
    if ((out->data = malloc(2 * sizeof(uint64_t))) == NULL)
        return GR_ENOMEM;
    memcpy(out->data, s.data, 2 * sizeof(uint64_t));
    return GR_OK;
}

static void pair_release(const gr_game *g, gr_state s)
{
    (void)g;
    free(s.data);
}

static int pair_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    const uint64_t *h = s.data;
    uint64_t next[2];
    gr_state part;
    gr_option o;
    char text[96];
    int k, rc;

    (void)g;
    for (k = 0; k < 2; k++)
        for (next[k] = 0; next[k] < h[k]; next[k]++) {
            next[1 - k] = h[1 - k];
            snprintf(text, sizeof text, "%llu %llu -> %llu %llu", (unsigned long long)h[0],
                     (unsigned long long)h[1], (unsigned long long)next[0],
                     (unsigned long long)next[1]);
            part.data = next;
            o.text = text;
            o.nparts = 1;
            o.parts = &part;
            if ((rc = fn(ctx, &o)) != 0)
                return rc;
        }
    return 0;
}

static const gr_ruleset pair = {
    .api = GR_RULESET_API, .name = "pair", .summary = "Pair: two heaps as one component",
    .syntax = "pair A B", .shape = GR_SHAPE_WHOLE, .parse = pair_parse, .print = pair_print,
    .copy = pair_copy, .release = pair_release, .value = searched_value, .moves = pair_moves,
};

/* ---- the tests ---- */

/* Reads line as a move in the position `text`; checks the protocol form of
** the move and the position after it (NULL: the move must be refused). */
static void check_read(const char *text, const char *line, const char *protocol,
                       const char *after)
{
    gr_position *p = check_parse(text);
    play_move m = {0, 0, NULL, NULL};
    gr_buf why = GR_BUF_INIT, got = GR_BUF_INIT;
    int rc;

    if (p == NULL)
        return;
    rc = play_read_move(p, line, &m, &why);
    if (protocol == NULL) {
        if (!CHECK(rc == GR_EINPUT && why.len > 0))
            fprintf(stderr, "  '%s' in '%s' was accepted\n", line, text);
    } else if (CHECK(rc == GR_OK)) {
        play_move_protocol(&m, &got);
        CHECK_STR(gr_buf_str(&got), protocol);
        gr_buf_reset(&got);
        gr_position_print(m.after, &got);
        CHECK_STR(gr_buf_str(&got), after);
    } else {
        fprintf(stderr, "  '%s' in '%s' refused: %s\n", line, text, gr_buf_str(&why));
    }
    play_move_clear(&m);
    gr_buf_free(&why);
    gr_buf_free(&got);
    gr_position_free(p);
}

static void test_reading(void)
{
    const char *pos = "splitter 5 + nim 2";

    check_read(pos, "0 -> splitter 2 + splitter 3", "0 -> splitter 2 3", "splitter 2 3 + nim 2");
    /* the parts in the order typed: the engine's numbers count them so */
    check_read(pos, "0 -> splitter 3 + splitter 2", "0 -> splitter 3 2", "splitter 3 2 + nim 2");
    check_read(pos, "0 -> 2 + 3", "0 -> splitter 2 3", "splitter 2 3 + nim 2");
    check_read(pos, "0 2 3", "0 -> splitter 2 3", "splitter 2 3 + nim 2");
    check_read(pos, "heap 0: 5 -> 2 + 3", "0 -> splitter 2 3", "splitter 2 3 + nim 2");
    check_read(pos, "0 -> splitter 4", "0 -> splitter 4", "splitter 4 + nim 2");
    check_read(pos, "1 -> nim 0", "1 -> nim 0", "splitter 5 + nim 0");
    check_read(pos, "0 -> splitter 3", NULL, NULL);          /* takes two */
    check_read(pos, "0 -> splitter 1 + splitter 3", NULL, NULL);
    check_read(pos, "0 -> nim 4", NULL, NULL);               /* another game */
    check_read(pos, "2 -> nim 1", NULL, NULL);               /* no such component */
    check_read(pos, "heap 0: 5 -> 1 + 3", NULL, NULL);
    /* after a split the parts take the place of the heap they came from */
    check_read("splitter 2 3 + nim 2", "2 -> nim 1", "2 -> nim 1", "splitter 2 3 + nim 1");
    check_read("pair 2 3 + nim 1", "0 -> pair 1 3", "0 -> pair 1 3", "pair 1 3 + nim 1");
    check_read("pair 2 3 + nim 1", "component 0: 2 3 -> 2 0", "0 -> pair 2 0",
               "pair 2 0 + nim 1");
    check_read("pair 2 3 + nim 1", "0 -> pair 2 3", NULL, NULL);
}

/* Plays engine against engine from `text`; every move from an N-position
** must lead to a P-position, and the first player wins exactly when the
** start is an N-position. */
static void check_engine_game(const char *text, int misere, uint64_t seed)
{
    gr_position *start = check_parse(text);
    play_game g;
    play_move m = {0, 0, NULL, NULL};
    gr_analysis a, b;
    gr_error err;
    int winning, first_wins;

    if (start == NULL)
        return;
    memset(&g, 0, sizeof g);
    g.opt.misere = misere;
    g.rng.state = seed;
    if (!CHECK(gr_solve(start, &g.opt, &a, &err) == GR_OK))
        goto cleanup;
    first_wins = a.outcome == GR_OUTCOME_N;
    gr_analysis_free(&a);
    CHECK(play_game_start(&g, start, PLAY_ENGINE) == GR_OK);
    while (!play_is_over(play_game_now(&g))) {
        if (!CHECK(play_engine_move(play_game_now(&g), &g.opt, &g.rng, &m, &winning, &err)
                   == GR_OK)) {
            fprintf(stderr, "  %s: %s\n", text, err.message);
            break;
        }
        if (winning && CHECK(gr_solve(m.after, &g.opt, &b, &err) == GR_OK)) {
            if (!CHECK(b.outcome == GR_OUTCOME_P))
                fprintf(stderr, "  %s: the engine's winning move %s does not win\n", text,
                        m.text);
            gr_analysis_free(&b);
        }
        CHECK(play_game_push(&g, &m) == GR_OK);
        play_move_clear(&m);
        g.turns[g.count - 1].mover = PLAY_ENGINE;   /* the engine plays both sides */
    }
    /* the first player made the last move when the count of moves is odd; the
    ** last mover wins in normal play and loses in misere play */
    if (!CHECK(((g.count - 1) % 2 == 1) == (misere ? !first_wins : first_wins)))
        fprintf(stderr, "  %s: %zu moves\n", text, g.count - 1);
cleanup:
    play_game_free(&g);
    gr_position_free(start);
}

static void test_engine(void)
{
    char text[96];
    int a, b, misere;
    uint64_t seed;

    for (misere = 0; misere <= 1; misere++)
        for (a = 0; a <= 7; a++)
            for (b = 0; b <= 3; b++)
                for (seed = 1; seed <= 2; seed++) {
                    snprintf(text, sizeof text, "splitter %d + nim %d", a, b);
                    check_engine_game(text, misere, seed);
                    snprintf(text, sizeof text, "pair %d %d + splitter %d", b, a % 4, a);
                    check_engine_game(text, misere, seed);
                }
}

int main(void)
{
    gr_error err;

    if (!CHECK(gr_registry_add(&splitter, &err) == GR_OK) ||
        !CHECK(gr_registry_add(&pair, &err) == GR_OK))
        return check_summary("test_play");
    test_reading();
    test_engine();
    return check_summary("test_play");
}
