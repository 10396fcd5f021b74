/*
** test_api.c - the public API's contracts that hold for every caller: every
** free and release function accepts NULL (and an emptied object twice), and
** gr_version() agrees with the header.
*/
#include <string.h>

#include "check.h"
#include "base/error.h"
#include "games/heap.h"

static void frees_accept_null(void)
{
    gr_analysis a;
    gr_buf b = GR_BUF_INIT;
    gr_position *p;

    gr_analysis_free(NULL);
    gr_buf_free(NULL);
    gr_game_unref(NULL);
    gr_position_free(NULL);
    gr_state_release(NULL, (gr_state){0});
    CHECK(1);   /* reached: none of them crashed */

    /* freeing an analysis or a buffer twice is harmless */
    p = check_parse("nim 3 4 + kayles 7");
    CHECK(p != NULL && gr_solve(p, NULL, &a, NULL) == GR_OK);
    gr_analysis_free(&a);
    gr_analysis_free(&a);
    CHECK(a.values == NULL);
    gr_buf_puts(&b, "text");
    gr_buf_free(&b);
    gr_buf_free(&b);
    CHECK(b.data == NULL && b.len == 0);
    gr_position_free(p);
}

/* Messages are formatted like printf for every conversion the code uses. */
static void messages_format_like_printf(void)
{
    gr_error err;
    char want[256];

    gr_error_set(&err, GR_EINPUT, "%s %d %u %llu %zu %c %.*s %.3s %5d|%-4s|%x %%",
                 "word", -12, 7u, 18446744073709551615ULL, (size_t)42, 'q', 2, "abcdef",
                 "xyzw", 33, "ab", 255u);
    snprintf(want, sizeof want, "%s %d %u %llu %zu %c %.*s %.3s %5d|%s  |%x %%", "word", -12,
             7u, 18446744073709551615ULL, (size_t)42, 'q', 2, "abcdef", "xyzw", 33, "ab", 255u);
    CHECK_STR(err.message, want);
    CHECK(err.code == GR_EINPUT && err.arg == -1);
    /* lengths that narrow, a precision of "." alone, a character's width */
    /* ints too large for the lengths are the point: printf narrows them, and
    ** clang's -Wformat (not gcc's) warns of that */
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wformat"
#endif
    gr_error_set(&err, GR_EINPUT, "%hhd %hd %hhu %hu [%.s] [%3c] [%-3c] [%.0s]", 300, 70000, 300u,
                 70000u, "gone", 'x', 'y', "gone");
    snprintf(want, sizeof want, "%hhd %hd %hhu %hu [%.s] [%3c] [%-3c] [%.0s]", 300, 70000, 300u,
             70000u, "gone", 'x', 'y', "gone");
#if defined(__clang__)
#pragma clang diagnostic pop
#endif
    CHECK_STR(err.message, want);
    gr_error_at(&err, 3, GR_ERANGE, "'%s' is %s", "a\nb\tc\x01", "odd");
    CHECK_STR(err.message, "'a?b?c?' is odd");   /* one line, whatever the token holds */
    CHECK(err.arg == 3 && err.code == GR_ERANGE);
    /* characters that show nothing are named: a byte-order mark, a zero-width
    ** space, a soft hyphen, a direction mark; other characters are kept */
    gr_error_set(&err, GR_EINPUT, "'%s'", "\xEF\xBB\xBFnim\xE2\x80\x8B k\xC2\xAD\xE2\x80\x8F\xE5\x8D\x9A\xC3\xA9");
    CHECK_STR(err.message, "'<U+FEFF>nim<U+200B> k<U+00AD><U+200F>\xE5\x8D\x9A\xC3\xA9'");
}

/* A huge token is abbreviated and the reason after it kept whole. */
static void long_tokens_keep_the_reason(void)
{
    char token[2000];
    gr_error err;
    size_t n;

    memset(token, '7', sizeof token - 1);
    token[sizeof token - 1] = '\0';
    token[0] = 'A';
    token[sizeof token - 2] = 'Z';
    gr_error_set(&err, GR_ERANGE, "'%s' is too large (the largest is %llu)", token,
                 18446744073709551615ULL);
    n = strlen(err.message);
    CHECK(n < sizeof err.message);
    CHECK(strstr(err.message, "' is too large (the largest is 18446744073709551615)") != NULL);
    CHECK(err.message[1] == 'A' && strstr(err.message, "Z' is too large") != NULL);
    CHECK(strstr(err.message, "...") != NULL);
    /* a short message is left alone */
    gr_error_set(&err, GR_EINPUT, "'%s' is not a whole number", "12x");
    CHECK_STR(err.message, "'12x' is not a whole number");
}

/* A message is valid UTF-8 whatever it quotes: a character of several
** bytes is kept whole, a byte that is no character (a lone one, a cut one,
** an overlong form, a surrogate, '%c' of a lead byte) is a '?'. */
static void messages_stay_utf8(void)
{
    gr_error err;

    gr_error_set(&err, GR_EINPUT, "'%s' is odd", "\xe2\x88\x9e \xef\xbc\x93 \xf0\x9f\x82\xa1");
    CHECK_STR(err.message, "'\xe2\x88\x9e \xef\xbc\x93 \xf0\x9f\x82\xa1' is odd");
    gr_error_set(&err, GR_EINPUT, "'%c' is odd", '\xef');
    CHECK_STR(err.message, "'?' is odd");
    gr_error_set(&err, GR_EINPUT, "'%s' is odd", "a\xff\xfe" "b\xe2\x88" "c\xc0\xaf\xed\xa0\x80\xf4\x90\x80\x80");
    CHECK_STR(err.message, "'a?\?b?\?c?\?\?\?\?\?\?\?\?' is odd");
    gr_error_set(&err, GR_EINPUT, "'%s' is odd", "\xe2\x88");   /* cut at the end */
    CHECK_STR(err.message, "'?\?' is odd");
}

static int count_move(void *ctx, const gr_winning_move *w)
{
    (void)w;
    (*(uint64_t *)ctx)++;
    return 0;
}

/* Every function that takes a gr_error accepts NULL for it, errors included. */
static void errors_may_go_unread(void)
{
    const char *bad[] = {"nim", "x"}, *tree[] = {"1-2", "2-3"};
    gr_analysis a;
    gr_outcome o;
    gr_state s;
    gr_game *g;
    gr_position *p;
    uint64_t v, heaps[2] = {3, 4};

    CHECK(gr_parse_u64("12x", &v, NULL) == GR_EINPUT);
    CHECK(gr_game_new("nosuchgame", 10, NULL) == NULL);
    CHECK(gr_game_new("sub:0", 5, NULL) == NULL);
    CHECK(gr_game_new("bash:x", 6, NULL) == NULL);
    CHECK(gr_position_parse_args(bad, 2, 1, NULL) == NULL);
    CHECK(gr_position_parse_line("kayles -3", 1, NULL) == NULL);
    CHECK(gr_position_parse_line("", 1, NULL) == NULL);
    g = gr_game_new("nim", 3, NULL);
    CHECK(g != NULL && gr_game_parse(g, bad + 1, 1, &s, NULL) != GR_OK);
    CHECK(g != NULL && gr_game_parse(g, bad, 0, &s, NULL) == GR_EINPUT);
    CHECK(g != NULL && gr_heap_values(g, heaps, 2, heaps, NULL) == GR_OK && heaps[1] == 4);
    gr_game_unref(g);
    g = gr_game_new("tree", 4, NULL);
    CHECK(g != NULL && gr_game_parse(g, tree, 2, &s, NULL) == GR_OK);
    if (g != NULL)
        gr_state_release(g, s);
    gr_game_unref(g);
    g = gr_game_new("grundys", 7, NULL);
    CHECK(g != NULL && gr_heap_value(g, 100000, &v, NULL) == GR_EUNDECIDED);
    gr_game_unref(g);
    p = gr_position_parse_line("moore:2 40 40 40 40 40 40", 1, NULL);
    CHECK(p != NULL && gr_search_outcome(p, 1, 10, &o, NULL) == GR_EUNDECIDED);
    CHECK(p != NULL && gr_solve(p, NULL, &a, NULL) == GR_OK);
    if (p != NULL)
        gr_analysis_free(&a);
    gr_position_free(p);
    p = gr_position_parse_line("nim 3 4 5", 1, NULL);
    CHECK(p != NULL && gr_solve(p, NULL, &a, NULL) == GR_OK &&
          gr_winning_moves(p, NULL, &a, count_move, &v, NULL) == GR_OK);
    gr_analysis_free(&a);
    gr_position_free(p);
}

/* What an op leaves is one line of a known code (gr_error_settle), and text
** printed as it is has no control character left (gr_text_clean). */
static void ops_leave_one_line(void)
{
    char text[] = "a\tb\nc\x7f d\x1b";
    gr_error err;

    CHECK(gr_text_control("plain text, ü") == NULL);
    CHECK(gr_text_control(text) == text + 1);
    gr_text_clean(text, '?');
    CHECK_STR(text, "a?b?c? d?");
    CHECK(gr_text_control(text) == NULL);

    gr_error_clear(&err);
    CHECK(gr_error_settle(&err, GR_OK, "g", "moves") == GR_OK);
    gr_error_set(&err, GR_EINPUT, "two\nlines");
    CHECK(gr_error_settle(&err, GR_EINPUT, "g", "values") == GR_EINPUT);
    CHECK_STR(err.message, "two lines");
    gr_error_clear(&err);
    CHECK(gr_error_settle(&err, GR_EIO, "g", "values") == GR_EIO);
    CHECK_STR(err.message, "g: its values op failed and gave no reason");
    gr_error_clear(&err);
    CHECK(gr_error_settle(&err, GR_ESTOP, "g", "outcome") == GR_EINPUT);
    CHECK(strstr(err.message, "its outcome op returned GR_ESTOP") != NULL);
    gr_error_clear(&err);
    CHECK(gr_error_settle(&err, 77, "g", "period") == GR_EINPUT);
    CHECK_STR(err.message, "g: its period op failed with 77, not an error code");
    gr_error_clear(&err);
    CHECK(gr_error_worded(&err, GR_ENOMEM) == GR_ENOMEM);
    CHECK_STR(err.message, "out of memory");
    CHECK(gr_error_worded(NULL, GR_ENOMEM) == GR_ENOMEM);
}

/* The key of a component: one position, one key, however it is written;
** two positions, two keys. */
static int same_key(const char *a, const char *b)
{
    gr_position *p = check_parse(a), *q = check_parse(b);
    gr_buf x = GR_BUF_INIT, y = GR_BUF_INIT;
    int same = 0;

    if (p != NULL && q != NULL) {
        gr_component_key(&p->items[0], &x);
        gr_component_key(&q->items[0], &y);
        same = strcmp(gr_buf_str(&x), gr_buf_str(&y)) == 0;
    }
    gr_buf_free(&x);
    gr_buf_free(&y);
    gr_position_free(p);
    gr_position_free(q);
    return same;
}

static void keys_tell_positions_apart(void)
{
    CHECK(same_key("turtles HTTTH", "turtles 1 5"));
    CHECK(same_key("turtles TTT", "turtles 0"));
    CHECK(same_key("mogul HTH", "mogul 1 3"));
    CHECK(same_key("turn:1,3 TTH", "turn:1,3 3"));
    CHECK(!same_key("turtles HTTTH", "turtles 1 4"));
    CHECK(same_key("tree 1-3 1-2 3-4", "tree 2-1 4-3 1-3"));
    CHECK(!same_key("tree 1-2 2-3", "tree 1-2 1-3"));
    CHECK(same_key("hackenbush 0-1 1-2 2-2 0-1", "hackenbush 2-1 1-0 2-2 1-0"));
    CHECK(!same_key("hackenbush 0-1 0-1", "hackenbush 0-1"));
    CHECK(same_key("nim 7", "nim 7") && !same_key("nim 7", "nim 6"));   /* the print */
}

/* "twospell": take 1 or 2 from a heap, where heap n + 1000 is heap n
** spelled another way (its key says so, its print does not), and a move
** taking 2 leads to that other spelling. */
static void twospell_key(const gr_game *g, gr_state s, gr_buf *out)
{
    (void)g;
    gr_buf_printf(out, "%llu", (unsigned long long)(s.heap % 1000));
}

static int twospell_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    uint64_t n = s.heap % 1000;
    int rc;

    (void)g;
    if (n >= 1 && (rc = gr_heap_option(s.heap, n - 1, fn, ctx)) != 0)
        return rc;
    return n >= 2 ? gr_heap_option(s.heap, n - 2 + 1000, fn, ctx) : 0;
}

static int twospell_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    (void)g, (void)s, (void)err;
    out->kind = GR_VALUE_UNKNOWN;
    return GR_OK;
}

static const gr_ruleset twospell = {
    .api = GR_RULESET_API, .name = "twospell", .summary = "take 1 or 2, two spellings",
    .syntax = "twospell N...", .shape = GR_SHAPE_HEAP, .parse = gr_heap_parse,
    .print = gr_heap_print, .key = twospell_key, .value = twospell_value,
    .moves = twospell_moves,
};

/* The exhaustive searches know a position by its key: heap 300 of
** twospell is 301 positions, not the 600 spellings its moves reach, so a
** bound of 400 positions holds (it did not while the print was the key). */
static void searches_know_positions_by_key(void)
{
    gr_error err;
    gr_game *g;
    gr_position *p;
    gr_analysis a;
    gr_solve_options opt = {0, 0, NULL, NULL, NULL, 0};
    uint64_t v = 9;

    if (!CHECK(gr_registry_add(&twospell, &err) == GR_OK) ||
        !CHECK((g = gr_game_new("twospell", 8, NULL)) != NULL))
        return;
    CHECK(gr_search_value(g, (gr_state){.heap = 300}, 400, &v, &err) == GR_OK);
    CHECK_EQ_U64(v, 0);   /* a multiple of 3 */
    CHECK(gr_search_value(g, (gr_state){.heap = 1301}, 400, &v, &err) == GR_OK);
    CHECK_EQ_U64(v, 1);   /* heap 301 */
    CHECK(gr_search_value(g, (gr_state){.heap = 300}, 250, &v, &err) == GR_EUNDECIDED);
    gr_game_unref(g);
    /* and misere play, which searches whole sums */
    opt.misere = 1;
    opt.search_limit = 400;
    p = check_parse("twospell 301");
    if (CHECK(p != NULL) && CHECK(gr_solve(p, &opt, &a, &err) == GR_OK)) {
        CHECK(a.outcome == GR_OUTCOME_P);   /* 301 = 1 (mod 3): the last to move loses */
        gr_analysis_free(&a);
    }
    gr_position_free(p);
}

/* gr_ruleset_numbered: the games gr_heap_value takes, and no other. */
static void numbered_games_have_heap_values(void)
{
    static const char *const specs[] = {"nim", "kayles", "octal:0.6", "turtles", "ruler",
                                        "tree", "wythoff", "seq", "cut", "hackenbush"};
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        gr_game *g = gr_game_new(specs[i], strlen(specs[i]), NULL);
        uint64_t v;
        if (!CHECK(g != NULL))
            continue;
        int numbered = gr_ruleset_numbered(g->rules, gr_game_props(g));
        CHECK_EQ_U64(numbered, i < 5);
        CHECK_EQ_U64(gr_heap_value(g, 3, &v, NULL) == GR_OK, numbered);
        gr_game_unref(g);
    }
}

/* A shelf shares one game among the positions parsed with it. */
static void shelves_share_games(void)
{
    gr_shelf *shelf = gr_shelf_new();
    gr_position *a = gr_position_parse_line_shelved(shelf, "grundys 9 + sub:4,3,1 5", 1, NULL);
    gr_position *b = gr_position_parse_line_shelved(shelf, "sub:1,3,4 7 + grundys 3", 2, NULL);
    gr_position *c = gr_position_parse_line("grundys 9", 3, NULL);

    CHECK(shelf != NULL && a != NULL && b != NULL && c != NULL);
    if (a != NULL && b != NULL && c != NULL) {
        CHECK(a->items[0].game == b->items[1].game);   /* grundys, as written */
        CHECK(a->items[1].game == b->items[0].game);   /* the same set, canonical */
        CHECK(c->items[0].game != a->items[0].game);   /* no shelf: a game of its own */
    }
    gr_shelf_free(shelf);   /* the positions keep their references */
    if (a != NULL)
        CHECK_STR(a->items[0].game->spec, "grundys");
    gr_position_free(a);
    gr_position_free(b);
    gr_position_free(c);
    gr_shelf_free(NULL);
    a = gr_position_parse_line_shelved(NULL, "nim 1", 1, NULL);   /* a NULL shelf: none */
    CHECK(a != NULL);
    gr_position_free(a);
}

/* A component's explanation through the library is its ruleset's own. */
static void components_explain_through_the_library(void)
{
    gr_position *p = check_parse("nim 3 + kayles 7");
    gr_buf b = GR_BUF_INIT, own = GR_BUF_INIT;
    size_t i;

    CHECK(p != NULL && p->count == 2);
    for (i = 0; p != NULL && i < p->count; i++) {
        const gr_component *c = &p->items[i];
        gr_buf_reset(&b);
        gr_buf_reset(&own);
        CHECK(gr_component_explain(c, &b, NULL) == GR_OK && b.len > 0);
        CHECK(c->game->rules->explain(c->game, c->state, &own, NULL) == GR_OK);
        CHECK_STR(gr_buf_str(&b), gr_buf_str(&own));
    }
    gr_buf_free(&b);
    gr_buf_free(&own);
    gr_position_free(p);
}

static void version_agrees(void)
{
    CHECK_STR(gr_version(), GR_VERSION);
}

/* Long-run settings travel with their game: two games of the same code,
** one allowed to grow its table on demand to 70000 heaps, the other not. */
static void settings_travel_with_the_game(void)
{
    gr_long_run far = {0};
    gr_game *a = gr_game_new("octal:0.16", 10, NULL), *b = gr_game_new("octal:0.16", 10, NULL);
    uint64_t va = 0, vb = 0;
    gr_error err;

    far.max_heap = 70000;
    CHECK(a != NULL && b != NULL);
    if (a == NULL || b == NULL)
        return;
    CHECK(gr_game_set_long_run(a, &far) == GR_OK);
    CHECK(gr_heap_value(a, 70000, &va, &err) == GR_OK);
    CHECK(gr_heap_value(b, 70000, &vb, &err) == GR_EUNDECIDED);
    CHECK(gr_game_set_long_run(a, NULL) == GR_OK);   /* cleared: the default again */
    CHECK(gr_heap_value(a, 70001, &va, &err) == GR_EUNDECIDED);
    CHECK(gr_heap_value(a, 70000, &va, &err) == GR_OK);   /* what was computed stays */
    /* the reason ends with the caller's words on getting further, or none */
    CHECK(gr_heap_value(b, 70000, &vb, &err) == GR_EUNDECIDED);
    CHECK_STR(err.message, "heap 70000: no period is proved for this game up to heap 65536, "
                           "and the heap is beyond what is computed on demand");
    far.max_heap = 0;
    far.further = "(ask for more)";
    CHECK(gr_game_set_long_run(b, &far) == GR_OK);
    CHECK(gr_heap_value(b, 70000, &vb, &err) == GR_EUNDECIDED);
    CHECK_STR(err.message, "heap 70000: no period is proved for this game up to heap 65536, "
                           "and the heap is beyond what is computed on demand (ask for more)");
    gr_game_unref(a);
    gr_game_unref(b);
}

/* A table past max_memory: the limit in MiB, or in bytes when it is not a
** whole number of them (below 1 MiB it once read "0 MiB"), and the reason
** ends with the caller's words on raising it, or none. */
static void memory_limit_reason(void)
{
    gr_long_run run = {0};
    gr_game *g = gr_game_new("grundys", 7, NULL);   /* no period */
    uint64_t v = 0;
    gr_error err;

    CHECK(g != NULL);
    if (g == NULL)
        return;
    run.max_heap = 3000000;
    run.max_memory = 1u << 20;
    CHECK(gr_game_set_long_run(g, &run) == GR_OK);
    CHECK(gr_heap_value(g, 3000000, &v, &err) == GR_EUNDECIDED);
    CHECK(strstr(err.message, "more than the memory limit of 1 MiB") != NULL);
    CHECK(err.message[strlen(err.message) - 1] == 'B');   /* nothing after "MiB" */
    run.max_memory = 100000;
    run.more_memory = "(raise it)";
    CHECK(gr_game_set_long_run(g, &run) == GR_OK);
    CHECK(gr_heap_value(g, 3000000, &v, &err) == GR_EUNDECIDED);
    CHECK(strstr(err.message, "more than the memory limit of 100000 bytes (raise it)") != NULL);
    gr_game_unref(g);
}

/* A search past the solver's max_memory says the bound as it was given:
** in bytes when it is not a whole number of MiB (it read "0 MiB"). */
static void search_memory_reason(void)
{
    gr_solve_options opt = {1, 0, NULL, NULL, NULL, 1000};   /* misere, 1000 bytes */
    gr_position *p = check_parse("kayles 5 + octal:0.6 7 + octal:0.15 9 + sub:2,3 8 + bash:3 5");
    gr_analysis a;
    gr_error err;

    if (!CHECK(p != NULL))
        return;
    CHECK(gr_solve(p, &opt, &a, &err) == GR_EUNDECIDED);
    if (!CHECK(strstr(err.message, "its positions take more than 1000 bytes") != NULL))
        fprintf(stderr, "  %s\n", err.message);
    gr_position_free(p);
}

static int count_call(void *ctx, uint64_t heap, const gr_genus *gen)
{
    (void)heap;
    (void)gen;
    ++*(int *)ctx;
    return 0;
}

/* Rulesets added all or none, and only with a name a position can spell,
** a summary and a syntax: copies of nim under other names. */
static void rulesets_added_whole(void)
{
    static gr_ruleset ok, old, spaced, nosyntax, twin;
    const gr_ruleset *nim = gr_registry_find("nim", 3);
    const gr_ruleset *pair[2], *one[1];
    gr_error err;

    if (!CHECK(nim != NULL))
        return;
    ok = old = spaced = nosyntax = twin = *nim;
    ok.name = "api-ok";
    old.name = "api-old";
    old.api = GR_RULESET_API - 1;
    spaced.name = "we ird";
    nosyntax.name = "api-nosyntax";
    nosyntax.syntax = NULL;
    twin.name = "api-ok";
    pair[0] = &ok;
    pair[1] = &old;
    CHECK(gr_registry_add_all(pair, 2, &err) == GR_EINPUT);
    CHECK(strstr(err.message, "built for API") != NULL);
    CHECK(gr_registry_find("api-ok", 6) == NULL);   /* the good one is not left behind */
    pair[1] = &twin;
    CHECK(gr_registry_add_all(pair, 2, &err) == GR_EINPUT);
    CHECK_STR(err.message, "a ruleset named 'api-ok' comes twice");
    CHECK(gr_registry_find("api-ok", 6) == NULL);
    CHECK(gr_registry_add(&spaced, &err) == GR_EINPUT);
    CHECK(gr_registry_add(&nosyntax, &err) == GR_EINPUT);
    CHECK_STR(err.message, "ruleset 'api-nosyntax' has no syntax, which the list of games "
                           "and its errors show");
    one[0] = NULL;
    CHECK(gr_registry_add_all(one, 1, &err) == GR_EINPUT);
    CHECK(gr_registry_add(&ok, &err) == GR_OK);
    CHECK(gr_registry_find("api-ok", 6) == &ok);
}

/* Limits and ranges at their ends. */
static void edges_of_the_api(void)
{
    gr_game *g = gr_game_new("grundys", 7, NULL), *k = gr_game_new("kayles", 6, NULL),
            *w = gr_game_new("wythoff", 7, NULL);
    gr_state s;
    gr_error err;
    uint64_t v = 0;
    int calls = 0;

    if (!CHECK(g != NULL && k != NULL && w != NULL))
        return;
    s.heap = 20;   /* a limit too large to multiply is no limit, never 0 */
    CHECK(gr_search_value(g, s, UINT64_C(1) << 63, &v, &err) == GR_OK);
    CHECK(gr_search_value(g, s, UINT64_C(1) << 58, &v, &err) == GR_OK);
    CHECK(gr_heap_genera(k, 5, 3, NULL, count_call, &calls, &err) == GR_OK);
    CHECK(calls == 0);
    CHECK(gr_heap_value(w, 5, &v, &err) == GR_EINPUT);
    CHECK_STR(gr_compound_name((gr_compound)7), "?");
    CHECK_STR(gr_compound_number_name((gr_compound)7), "?");
    gr_game_unref(g);
    gr_game_unref(k);
    gr_game_unref(w);
}

int main(void)
{
    frees_accept_null();
    messages_format_like_printf();
    long_tokens_keep_the_reason();
    messages_stay_utf8();
    errors_may_go_unread();
    numbered_games_have_heap_values();
    shelves_share_games();
    components_explain_through_the_library();
    version_agrees();
    settings_travel_with_the_game();
    memory_limit_reason();
    search_memory_reason();
    rulesets_added_whole();
    edges_of_the_api();
    ops_leave_one_line();
    keys_tell_positions_apart();
    searches_know_positions_by_key();
    return check_summary("test_api");
}
