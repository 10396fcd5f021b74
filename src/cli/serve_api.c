/*
** serve_api.c - the JSON API of `grundy serve` (docs/WEB.md), one function
** per endpoint, each answering from the query alone (nothing is kept per
** client) with the same JSON as the command line: /api/solve is exactly
** `grundy solve --json`. Work is bounded per request: positions of at most
** SERVE_MAX_POSITION bytes, searches of at most SERVE_SEARCH positions,
** value tables and periods up to fixed heaps; past a bound the answer is
** HTTP 422 with {"error":...}, never a worker that does not come back.
*/
#include <stdlib.h>
#include <string.h>

#include "answer.h"
#include "heapgame.h"
#include "play.h"
#include "serve.h"

#define SERVE_MAX_POSITION 4096   /* bytes of a position */
#define SERVE_SEARCH 200000       /* positions an exhaustive search may visit */
#define SERVE_VALUES 100000       /* the last heap /api/values gives */
#define SERVE_PERIOD 1000000      /* the heap /api/period computes up to */
#define SERVE_MOVES 1000          /* moves listed at most */

static int fail(serve_reply *r, int status, const char *message)
{
    gr_buf_reset(&r->body);
    gr_buf_puts(&r->body, "{\"error\":");
    json_string(&r->body, message);
    gr_buf_puts(&r->body, "}\n");
    r->status = status;
    return status;
}

/* The HTTP status for a library error: 400 bad input, 422 too big to
** decide within the budget, 503 out of memory. */
static int fail_err(serve_reply *r, const gr_error *err)
{
    char text[sizeof err->where + sizeof err->message + 4];

    if (err->where[0] != '\0')
        snprintf(text, sizeof text, "%s: %s", err->where, err->message);
    else
        snprintf(text, sizeof text, "%s", err->message);
    switch (err->code) {
    case GR_EINPUT:
    case GR_ERANGE:
        return fail(r, 400, text);
    case GR_EUNDECIDED:
        return fail(r, 422, text);
    default:
        return fail(r, 503, text);
    }
}

/* The position in the query (?position=...), parsed; NULL after failing. */
static gr_position *query_position(const serve_query *q, serve_reply *r)
{
    const char *text = q->get(q->ctx, "position");
    gr_position *p;
    gr_error err;

    if (text == NULL || text[0] == '\0')
        return fail(r, 400, "the query needs position=..., e.g. ?position=nim%203%204%205"),
               NULL;
    if (strlen(text) > SERVE_MAX_POSITION)
        return fail(r, 422, "the position is longer than 4096 bytes"), NULL;
    if ((p = gr_position_parse_line(text, 1, &err)) == NULL)
        return fail_err(r, &err), NULL;
    return p;
}

static int query_flag(const serve_query *q, const char *name)
{
    const char *v = q->get(q->ctx, name);

    return v != NULL && strcmp(v, "0") != 0 && strcmp(v, "false") != 0;
}

static gr_solve_options query_options(const serve_query *q)
{
    gr_solve_options opt = {0, SERVE_SEARCH, NULL, NULL};

    opt.misere = query_flag(q, "misere");
    return opt;
}

static int api_solve(const serve_query *q, serve_reply *r)
{
    solve_flags flags = {{0, 0}, 1, 0, 0, 0, SERVE_MOVES, {0, SERVE_SEARCH, NULL, NULL}, 0};
    gr_position *p = query_position(q, r);
    gr_error err;
    int rc;

    if (p == NULL)
        return r->status;
    flags.opt = query_options(q);
    flags.misere = flags.opt.misere;
    rc = answer_solve(p, &flags, &r->body, &err);
    gr_position_free(p);
    return rc == GR_OK ? (r->status = 200) : fail_err(r, &err);
}

static int api_explain(const serve_query *q, serve_reply *r)
{
    gr_solve_options opt = query_options(q);
    gr_buf text = GR_BUF_INIT;
    gr_position *p = query_position(q, r);
    gr_error err;
    int rc;

    if (p == NULL)
        return r->status;
    rc = explain_position(p, &opt, &text, &err);
    gr_position_free(p);
    if (rc != GR_OK) {
        gr_buf_free(&text);
        return fail_err(r, &err);
    }
    gr_buf_puts(&r->body, "{\"explanation\":");
    json_string(&r->body, gr_buf_str(&text));
    gr_buf_puts(&r->body, "}\n");
    gr_buf_free(&text);
    return r->status = 200;
}

/* Every move of every component, for the page's play mode. */
typedef struct lister {
    gr_buf *out;
    const gr_position *p;
    size_t component, count;
} lister;

static int list_option(void *ctx, const gr_option *o)
{
    lister *l = ctx;
    gr_buf after = GR_BUF_INIT;

    if (l->count == SERVE_MOVES)
        return 1;
    gr_position_print_after(l->p, l->component, o, &after);
    gr_buf_printf(l->out, "%s{\"component\":%zu,\"move\":", l->count++ ? "," : "", l->component);
    json_string(l->out, o->text);
    gr_buf_puts(l->out, ",\"after\":");
    json_string(l->out, gr_buf_str(&after));
    gr_buf_putc(l->out, '}');
    gr_buf_free(&after);
    return 0;
}

/* Each component's picture (the ruleset's draw op, as `grundy play` shows
** it; the position syntax without one), as JSON strings. */
static void drawings(const gr_position *p, gr_buf *out)
{
    gr_buf pic = GR_BUF_INIT;
    size_t i;

    for (i = 0; i < p->count; i++) {
        const gr_component *c = &p->items[i];
        gr_buf_reset(&pic);
        if (c->game->rules->draw != NULL)
            c->game->rules->draw(c->game, c->state, &pic, 1);
        else
            gr_component_print(c, &pic);
        gr_buf_puts(out, i ? "," : "");
        json_string(out, gr_buf_str(&pic));
    }
    gr_buf_free(&pic);
}

static int api_moves(const serve_query *q, serve_reply *r)
{
    gr_position *p = query_position(q, r);
    lister l;

    if (p == NULL)
        return r->status;
    l.out = &r->body;
    l.p = p;
    l.count = 0;
    gr_buf_puts(&r->body, "{\"moves\":[");
    for (l.component = 0; l.component < p->count; l.component++)
        if (gr_game_moves(p->items[l.component].game, p->items[l.component].state,
                          list_option, &l) != 0)
            break;
    gr_buf_printf(&r->body, "],\"complete\":%s,\"drawings\":[",
                  l.count < SERVE_MOVES ? "true" : "false");
    drawings(p, &r->body);
    gr_buf_puts(&r->body, "]}\n");
    gr_position_free(p);
    return r->status = 200;
}

static int api_move(const serve_query *q, serve_reply *r)
{
    gr_solve_options opt = query_options(q);
    gr_position *p = query_position(q, r);
    play_move m = {0, 0, NULL, NULL};
    play_rng rng;
    gr_buf after = GR_BUF_INIT;
    const char *seed = q->get(q->ctx, "seed");
    gr_error err;
    int winning = 0, rc;

    if (p == NULL)
        return r->status;
    rng.state = seed != NULL ? strtoull(seed, NULL, 10) : 1;
    if (play_is_over(p)) {
        gr_position_free(p);
        return fail(r, 400, "the game is over: no move is left");
    }
    rc = play_engine_move(p, &opt, &rng, &m, &winning, &err);
    if (rc == GR_OK) {
        gr_position_print(m.after, &after);
        gr_buf_printf(&r->body, "{\"component\":%zu,\"move\":", m.component);
        json_string(&r->body, m.text);
        gr_buf_puts(&r->body, ",\"after\":");
        json_string(&r->body, gr_buf_str(&after));
        gr_buf_printf(&r->body, ",\"winning\":%s,\"over\":%s}\n", winning ? "true" : "false",
                      play_is_over(m.after) ? "true" : "false");
        r->status = 200;
    }
    play_move_clear(&m);
    gr_buf_free(&after);
    gr_position_free(p);
    return rc == GR_OK ? r->status : fail_err(r, &err);
}

/* The heap game in ?game=..., or NULL after failing. */
static gr_game *query_game(const serve_query *q, serve_reply *r)
{
    const char *spec = q->get(q->ctx, "game");
    gr_error err;
    gr_game *g;

    if (spec == NULL || spec[0] == '\0')
        return fail(r, 400, "the query needs game=..., e.g. ?game=kayles"), NULL;
    if ((g = gr_game_new(spec, strlen(spec), &err)) == NULL)
        return fail_err(r, &err), NULL;
    if (g->rules->shape != GR_SHAPE_HEAP) {
        gr_game_unref(g);
        return fail(r, 400, "values and periods are for heap games"), NULL;
    }
    return g;
}

static int api_values(const serve_query *q, serve_reply *r)
{
    const char *to_text = q->get(q->ctx, "to");
    uint64_t to = 100, n, v;
    gr_game *g;
    gr_error err;

    if (to_text != NULL && gr_parse_u64(to_text, &to, &err) != GR_OK)
        return fail(r, 400, "to=N needs a whole number");
    if (to > SERVE_VALUES)
        return fail(r, 422, "to=N is at most 100000 here (grundy values goes further)");
    if ((g = query_game(q, r)) == NULL)
        return r->status;
    gr_buf_puts(&r->body, "{\"game\":");
    json_string(&r->body, g->spec);
    gr_buf_puts(&r->body, ",\"values\":[");
    for (n = 0; n <= to; n++) {
        if (gr_heap_value(g, n, &v, &err) != GR_OK) {
            gr_game_unref(g);
            return fail_err(r, &err);
        }
        gr_buf_printf(&r->body, "%s%llu", n ? "," : "", (unsigned long long)v);
    }
    gr_buf_puts(&r->body, "]}\n");
    gr_game_unref(g);
    return r->status = 200;
}

static int api_period(const serve_query *q, serve_reply *r)
{
    gr_game *g = query_game(q, r);
    gr_period p;
    gr_error err;
    int rc;

    if (g == NULL)
        return r->status;
    rc = gr_game_period(g, SERVE_PERIOD, &p, &err);
    if (rc == GR_OK)
        period_json(&r->body, g, &p);
    gr_game_unref(g);
    return rc == GR_OK ? (r->status = 200) : fail_err(r, &err);
}

static int api_games(const serve_query *q, serve_reply *r)
{
    const gr_ruleset *rules;
    size_t i;

    (void)q;
    gr_buf_puts(&r->body, "{\"games\":[");
    for (i = 0; (rules = gr_registry_at(i)) != NULL; i++) {
        gr_buf_printf(&r->body, "%s{\"name\":", i ? "," : "");
        json_string(&r->body, rules->name);
        gr_buf_puts(&r->body, ",\"summary\":");
        json_string(&r->body, rules->summary);
        gr_buf_puts(&r->body, ",\"syntax\":");
        json_string(&r->body, rules->syntax);
        gr_buf_printf(&r->body, ",\"heap\":%s,\"period\":%s}",
                      rules->shape == GR_SHAPE_HEAP ? "true" : "false",
                      rules->period != NULL ? "true" : "false");
    }
    gr_buf_puts(&r->body, "]}\n");
    return r->status = 200;
}

static const struct {
    const char *path;
    int (*run)(const serve_query *q, serve_reply *r);
} endpoints[] = {
    {"/api/solve", api_solve},   {"/api/explain", api_explain}, {"/api/move", api_move},
    {"/api/moves", api_moves},   {"/api/values", api_values},   {"/api/period", api_period},
    {"/api/games", api_games},
};

int serve_api(const char *path, const serve_query *q, serve_reply *r)
{
    size_t i;

    r->type = "application/json; charset=utf-8";
    for (i = 0; i < sizeof endpoints / sizeof endpoints[0]; i++)
        if (strcmp(path, endpoints[i].path) == 0)
            return endpoints[i].run(q, r);
    return fail(r, 404, "no such endpoint (docs/WEB.md lists them)");
}
