/*
** test_registry.c - one test every ruleset must pass, the built-in ones and
** the example plugin (examples/euclid.c, loaded as a user would load it)
** alike: from each ruleset's sample positions (its `samples`, or heaps
** 0..12 for a heap game without parameters), every reachable position
** prints and parses back to itself, its value and winning moves agree with
** exhaustive search, and moves_to gives exactly the moves to each value. A
** new game gets this for free. Euclid's closed form is also checked against
** search on every pair up to 200.
*/
#include <stdlib.h>
#include <string.h>

#include "check.h"

#define REACHED_MAX 300   /* positions explored per sample at most */
#define HEAPS 12

#ifndef GR_BUILD_DIR
#define GR_BUILD_DIR "build"
#endif

/* The positions reached so far from one sample, as text (one component). */
typedef struct reach {
    char *text[REACHED_MAX];
    size_t count;
    const gr_position *from;
} reach;

static int seen(const reach *r, const char *text)
{
    size_t i;

    for (i = 0; i < r->count; i++)
        if (strcmp(r->text[i], text) == 0)
            return 1;
    return 0;
}

static int add_option(void *ctx, const gr_option *o)
{
    reach *r = ctx;
    gr_buf b = GR_BUF_INIT;

    if (r->count == REACHED_MAX)
        return 1;
    gr_position_print_after(r->from, 0, o, &b);
    if (b.len > 0 && !seen(r, gr_buf_str(&b)) && strstr(gr_buf_str(&b), " + ") == NULL)
        r->text[r->count++] = strdup(gr_buf_str(&b));
    gr_buf_free(&b);
    return 0;
}

/* Every check on one position (one component) given as text. */
static void check_position(const char *text)
{
    gr_position *p = check_parse(text);
    gr_value v;
    uint64_t t;

    if (p == NULL)
        return;
    check_roundtrip(text, text);
    check_against_search(text, 0);
    if (gr_game_value(p->items[0].game, p->items[0].state, &v, NULL) == GR_OK &&
        v.kind == GR_VALUE_NIMBER)
        for (t = 0; t <= v.nimber + 1; t++)
            check_moves_to(text, t);
    gr_position_free(p);
}

/* Explores every position reachable from the sample (breadth first). */
static void explore(const char *sample)
{
    reach r;
    size_t i;

    r.count = 0;
    r.text[r.count++] = strdup(sample);
    for (i = 0; i < r.count; i++) {
        gr_position *p = check_parse(r.text[i]);
        if (p == NULL)
            continue;
        if (p->count == 1) {
            r.from = p;
            gr_game_moves(p->items[0].game, p->items[0].state, add_option, &r);
        }
        gr_position_free(p);
    }
    for (i = 0; i < r.count; i++) {
        check_position(r.text[i]);
        free(r.text[i]);
    }
}

static void check_ruleset(const gr_ruleset *rules)
{
    char text[256];
    int n;

    if (rules->samples == NULL) {
        if (!CHECK(rules->shape == GR_SHAPE_HEAP))   /* a heap game, used without ':' */
            fprintf(stderr, "  ruleset '%s' has no samples for the registry test\n",
                    rules->name);
        for (n = 0; n <= HEAPS; n++) {
            snprintf(text, sizeof text, "%s %d", rules->name, n);
            explore(text);
        }
        return;
    }
    for (const char *s = rules->samples; *s != '\0';) {
        size_t len = strcspn(s, ";");
        while (*s == ' ')
            s++, len--;
        snprintf(text, sizeof text, "%.*s", (int)len, s);
        explore(text);
        s += len + (s[len] == ';');
    }
}

/* Euclid's closed form (examples/euclid.c) against search, every pair
** x, y <= 200. */
static void euclid_against_search(void)
{
    gr_game *g = gr_game_new("euclid", 6, NULL);
    uint64_t x, y, searched, bad = 0;
    gr_value v;
    char arg[48];
    const char *args[1] = {arg};
    gr_state s;

    if (!CHECK(g != NULL))
        return;
    for (x = 0; x <= 200; x++)
        for (y = 0; y <= 200; y++) {
            snprintf(arg, sizeof arg, "%llu,%llu", (unsigned long long)x, (unsigned long long)y);
            if (gr_game_parse(g, args, 1, &s, NULL) != GR_OK) {
                bad++;
                continue;
            }
            if (gr_game_value(g, s, &v, NULL) != GR_OK ||
                gr_search_value(g, s, 0, &searched, NULL) != GR_OK || v.nimber != searched)
                bad++;
            gr_state_release(g, s);
        }
    CHECK_EQ_U64(bad, 0);
    gr_game_unref(g);
}

int main(void)
{
    const gr_ruleset *r;
    gr_error err;
    size_t i;
    int plugin = gr_plugin_load(GR_BUILD_DIR "/examples/euclid.so", &err);

    if (!CHECK(plugin == GR_OK))
        fprintf(stderr, "  %s\n", err.message);
    for (i = 0; (r = gr_registry_at(i)) != NULL; i++) {
        if (strcmp(r->name, "graph") == 0)
            continue;   /* read from files: test_graph.c checks it against brute force */
        check_ruleset(r);
    }
    if (plugin == GR_OK)
        euclid_against_search();
    return check_summary("test_registry");
}
