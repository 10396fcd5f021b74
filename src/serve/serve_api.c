/*
** serve_api.c - the JSON API of `grundy serve` (docs/WEB.md), one function
** per endpoint, each answering from the query alone (nothing is kept per
** client) with the same JSON as the command line: /api/solve is exactly
** `grundy solve --json`. Every request runs under its limits (serve.h): a
** wall-clock deadline that every long computation asks about (the stop
** callbacks of the solver's searches and of value tables), a memory budget
** for value tables and searches, positions of at most SERVE_MAX_POSITION
** bytes, searches of at most SERVE_SEARCH positions, and no file but those
** of --graphs DIR. Past a limit the answer is HTTP 422 with {"error":...},
** never a worker that does not come back. Each request speaks the language
** its ?lang= asks (English without it), set for its thread before the
** endpoint runs: explanations, reasons and the page's words (/api/strings).
*/
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "answer/answer.h"
#include "answer/compound_answer.h"
#include "answer/explain_json.h"
#include "answer/period_json.h"
#include "answer/put.h"
#include "base/i18n.h"
#include "play/play.h"
#include "serve.h"

#define SERVE_MAX_POSITION 4096   /* bytes of a position */
#define SERVE_SEARCH 200000       /* positions an exhaustive search may visit */
#define SERVE_VALUES 100000       /* the last heap /api/values gives */
#define SERVE_PERIOD 1000000      /* the heap /api/period computes up to */
#define SERVE_MOVES 1000          /* moves listed at most, */
#define SERVE_LIST_BYTES (1 << 20) /* and fewer where each would take more of this */

/* One request: its query, its limits and its deadline, the games it made
** (under the limits' file policy) and its reply. */
typedef struct request {
    const serve_query *q;
    const serve_limits *limits;
    serve_reply *r;
    struct timespec deadline;   /* CLOCK_MONOTONIC */
    gr_shelf *shelf;
    uint64_t max_heap;          /* value tables on demand up to here; 0: the default */
} request;

static int past_deadline(const request *rq)
{
    struct timespec now;

    clock_gettime(CLOCK_MONOTONIC, &now);
    return now.tv_sec > rq->deadline.tv_sec ||
           (now.tv_sec == rq->deadline.tv_sec && now.tv_nsec >= rq->deadline.tv_nsec);
}

/* The stop callback of every long computation of the request. */
static int request_stop(void *ctx)
{
    const request *rq = ctx;

    return atomic_load(rq->limits->stopping) != 0 || past_deadline(rq);
}

/* The reason is translated here, in the request's language (a library
** error's words already are: gr_error_set translated them). */
static int fail(serve_reply *r, int status, const char *message)
{
    message = _(message);
    gr_buf_reset(&r->body);
    gr_buf_puts(&r->body, "{\"error\":");
    json_string(&r->body, message);
    gr_buf_puts(&r->body, "}\n");
    r->status = status;
    return status;
}

/* A request stopped: 503 while the server stops, else 422, its deadline
** passed (the limit said). */
static int fail_stopped(request *rq)
{
    char text[256];

    if (atomic_load(rq->limits->stopping) != 0)
        return fail(rq->r, 503, "the server is stopping");
    snprintf(text, sizeof text, _("the request took longer than its limit of %g s "
                                  "(grundy serve --max-seconds)"), rq->limits->seconds);
    return fail(rq->r, 422, text);
}

/* The HTTP status for a library error: 400 bad input, 422 too big to
** decide within the request's limits (its deadline among them), 503 out of
** memory or while the server stops. */
static int fail_err(request *rq, const gr_error *err)
{
    char text[sizeof err->where + sizeof err->message + GR_WHERE_SLACK];

    if (atomic_load(rq->limits->stopping) != 0 || err->code == GR_ESTOP || past_deadline(rq))
        return fail_stopped(rq);
    gr_where_line(text, sizeof text, err->where, err->message);   /* lang='s way */
    switch (err->code) {
    case GR_EINPUT:
    case GR_ERANGE:
        return fail(rq->r, 400, text);
    case GR_EUNDECIDED:
        return fail(rq->r, 422, text);
    default:
        return fail(rq->r, 503, text);
    }
}

/* Puts game g under the request's limits: its value tables and period
** searches stop at the deadline, take at most the memory budget, run on the
** request's thread alone. GR_OK or GR_ENOMEM. */
static int limit_game(request *rq, gr_game *g)
{
    gr_long_run run;

    memset(&run, 0, sizeof run);
    run.stop = request_stop;
    run.ctx = rq;
    run.threads = 1;
    run.max_memory = rq->limits->memory;
    run.max_heap = rq->max_heap;
    /* a request has no --max-heap: the reason says where one is */
    run.further = _("(the server computes no further; the command line's --max-heap N does)");
    run.more_memory = _("(the server's --max-memory MIB raises it)");
    return gr_game_set_long_run(g, &run);
}

/* The position in the query (?position=...), parsed, its games under the
** request's limits; NULL after failing. */
static gr_position *query_position(request *rq)
{
    const char *text = rq->q->get(rq->q->ctx, "position");
    gr_position *p;
    gr_error err;
    size_t i;

    if (text == NULL || text[0] == '\0')
        return fail(rq->r, 400, "the query needs position=..., e.g. ?position=nim%203%204%205"),
               NULL;
    if (strlen(text) > SERVE_MAX_POSITION)
        return fail(rq->r, 422, "the position is longer than 4096 bytes"), NULL;
    if ((p = gr_position_parse_line_shelved(rq->shelf, text, 1, &err)) == NULL)
        return fail_err(rq, &err), NULL;
    for (i = 0; i < p->count; i++)
        if (limit_game(rq, p->items[i].game) != GR_OK) {
            gr_position_free(p);
            return fail(rq->r, 503, "out of memory"), NULL;
        }
    return p;
}

/* ?name=1 or true: 1; 0, false or none: 0; else -1, after failing. */
static int query_flag(request *rq, const char *name)
{
    const char *v = rq->q->get(rq->q->ctx, name);
    char text[96];

    if (v == NULL || strcmp(v, "0") == 0 || strcmp(v, "false") == 0)
        return 0;
    if (strcmp(v, "1") == 0 || strcmp(v, "true") == 0)
        return 1;
    snprintf(text, sizeof text, _("%s= is 1 or true, 0 or false"), name);
    fail(rq->r, 400, text);
    return -1;
}

/* The solver's options: the search bounds, the deadline, ?misere=1; 0,
** or -1 after failing. */
static int query_options(request *rq, gr_solve_options *opt)
{
    gr_solve_options plain = {0, SERVE_SEARCH, NULL, NULL, NULL, 0};

    *opt = plain;
    opt->ctx = rq;
    opt->stop = request_stop;
    opt->max_memory = rq->limits->memory;
    return (opt->misere = query_flag(rq, "misere")) < 0 ? -1 : 0;
}

/* Moves listed at most for the request's position: SERVE_MOVES, or as
** many as keep the list near SERVE_LIST_BYTES when each move's position
** after is long (2,000 heaps: 256), so that a short request cannot ask for
** an answer of many megabytes. A move of a compound (not the sum) also
** names a move or null for each component: four times the position's
** bytes a move, at most. */
static uint64_t list_most(const request *rq, gr_compound kind)
{
    const char *text = rq->q->get(rq->q->ctx, "position");
    size_t each = (text != NULL ? strlen(text) : 0) * (kind == GR_COMPOUND_SUM ? 1 : 4) + 64;

    return SERVE_LIST_BYTES / each < SERVE_MOVES ? SERVE_LIST_BYTES / each + 1 : SERVE_MOVES;
}

/* ?compound=NAME: the compound of the components instead of their sum,
** which is played in normal play only (solve and explain --compound). */
static int query_compound(request *rq, gr_compound *kind, int misere, gr_error *err)
{
    const char *name = rq->q->get(rq->q->ctx, "compound");

    *kind = GR_COMPOUND_SUM;
    if (name == NULL)
        return GR_OK;
    if (gr_compound_parse(name, kind, err) != GR_OK)
        return err->code;
    if (*kind != GR_COMPOUND_SUM && misere)
        return gr_error_set(err, GR_EINPUT, "misere=1 cannot be combined with compound=%s "
                            "(compounds are played with normal play only)",
                            gr_compound_name(*kind));
    return GR_OK;
}

static int api_solve(request *rq)
{
    solve_flags flags = {{0, 0}, 1, 0, 0, 0, 0, {0, 0, NULL, NULL, NULL, 0}, NULL,
                         GR_COMPOUND_SUM};
    gr_position *p = query_position(rq);
    gr_error err;
    int rc;

    if (p == NULL)
        return rq->r->status;
    if (query_options(rq, &flags.opt) != 0) {
        gr_position_free(p);
        return rq->r->status;
    }
    flags.misere = flags.opt.misere;
    if ((rc = query_compound(rq, &flags.compound, flags.misere, &err)) == GR_OK) {
        flags.limit = list_most(rq, flags.compound);
        rc = flags.compound == GR_COMPOUND_SUM ? answer_solve(p, &flags, &rq->r->body, &err)
           : answer_compound(p, flags.compound, &flags, &rq->r->body, &err);
    }
    gr_position_free(p);
    /* an answer whose moves are not all listed says why itself ("unlisted") */
    return answer_kept(rc, &rq->r->body, 0) ? (rq->r->status = 200) : fail_err(rq, &err);
}

/* explain.c's text and, beside it, the numbers the page draws its table
** from (explain_json.h); with ?compound=, the compound's explanation
** (compound_answer.h). */
static int api_explain(request *rq)
{
    gr_solve_options opt;
    gr_position *p = query_position(rq);
    gr_compound kind;
    gr_error err;
    int rc;

    if (p == NULL)
        return rq->r->status;
    if (query_options(rq, &opt) != 0) {
        gr_position_free(p);
        return rq->r->status;
    }
    if ((rc = query_compound(rq, &kind, opt.misere, &err)) == GR_OK)
        rc = kind == GR_COMPOUND_SUM ? explain_json(p, &opt, &rq->r->body, &err)
           : explain_compound_json(p, kind, &opt, &rq->r->body, &err);
    gr_position_free(p);
    return rc == GR_OK ? (rq->r->status = 200) : fail_err(rq, &err);
}

/* Every move of every component, for the page's play mode. */
typedef struct lister {
    gr_buf *out;
    const gr_position *p;
    size_t component, count, most;
} lister;

static int list_option(void *ctx, const gr_option *o)
{
    lister *l = ctx;
    gr_buf after = GR_BUF_INIT;

    if (l->count == l->most)
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
        if (!gr_component_draw(c, &pic, 1))
            gr_component_print(c, &pic);
        gr_buf_puts(out, i ? "," : "");
        json_string(out, gr_buf_str(&pic));
    }
    gr_buf_free(&pic);
}

/* A move of a compound: one move in several components at once, as
** `solve --json --compound` lists its winning moves (each component's
** move, null for one that does not move, and the position after). */
static int list_compound(void *ctx, const gr_compound_move *cm)
{
    lister *l = ctx;
    gr_position *after;
    gr_buf text = GR_BUF_INIT;
    size_t i;

    if (l->count == l->most)
        return 1;
    if ((after = gr_compound_after(cm)) == NULL)
        return GR_ENOMEM;
    gr_buf_puts(l->out, l->count++ ? ",{\"moves\":[" : "{\"moves\":[");
    for (i = 0; i < cm->position->count; i++) {
        gr_buf_puts(l->out, i ? "," : "");
        if (cm->options[i] != NULL)
            json_string(l->out, cm->options[i]->text);
        else
            gr_buf_puts(l->out, "null");
    }
    gr_position_print(after, &text);
    gr_buf_puts(l->out, "],\"after\":");
    json_string(l->out, gr_buf_str(&text));
    gr_buf_putc(l->out, '}');
    gr_buf_free(&text);
    gr_position_free(after);
    return 0;
}

/* Every move of the position: of each component for the sum, or with
** ?compound= the compound's moves (none once a conjunctive compound is
** over), at most SERVE_MOVES. */
static int api_moves(request *rq)
{
    gr_position *p = query_position(rq);
    gr_buf *body = &rq->r->body;
    gr_compound kind;
    gr_error err;
    lister l = {body, p, 0, 0, 0};
    int rc = GR_OK, misere;

    if (p == NULL)
        return rq->r->status;
    if ((misere = query_flag(rq, "misere")) < 0) {
        gr_position_free(p);
        return rq->r->status;
    }
    if (query_compound(rq, &kind, misere, &err) != GR_OK) {
        gr_position_free(p);
        return fail_err(rq, &err);
    }
    l.most = (size_t)list_most(rq, kind);
    gr_buf_puts(body, "{\"moves\":[");
    if (kind != GR_COMPOUND_SUM) {
        if (!play_compound_over(p, kind))
            rc = gr_compound_moves(p, kind, list_compound, &l, &err);
    } else {
        for (l.component = 0; l.component < p->count; l.component++)
            if (gr_game_moves(p->items[l.component].game, p->items[l.component].state,
                              list_option, &l) != 0)
                break;
    }
    gr_buf_printf(body, "],\"complete\":%s,\"drawings\":[",
                  l.count < l.most ? "true" : "false");
    drawings(p, body);
    gr_buf_puts(body, "]}\n");
    gr_position_free(p);
    if (rc != GR_OK && rc != 1) {
        gr_buf_reset(body);
        return fail_err(rq, &err);
    }
    return rq->r->status = 200;
}

/* The engine's move, as `grundy play` makes it: in the sum, or with
** ?compound= in the compound (a move in several components, listed without
** a component). */
static int api_move(request *rq)
{
    play_game game = {NULL, 0, 0, {0, 0, NULL, NULL, NULL, 0}, {1}, GR_COMPOUND_SUM};
    gr_position *p = query_position(rq);
    play_move m = {0, 0, NULL, NULL};
    gr_buf after = GR_BUF_INIT, *body = &rq->r->body;
    const char *seed = rq->q->get(rq->q->ctx, "seed");
    gr_error err;
    int winning = 0, rc;

    if (p == NULL)
        return rq->r->status;
    if (query_options(rq, &game.opt) != 0 ||
        (seed != NULL && gr_parse_u64(seed, &game.rng.state, &err) != GR_OK)) {
        gr_position_free(p);
        return game.opt.misere < 0 ? rq->r->status
                                   : fail(rq->r, 400, "seed=N needs a whole number");
    }
    if ((rc = query_compound(rq, &game.compound, game.opt.misere, &err)) != GR_OK) {
        gr_position_free(p);
        return fail_err(rq, &err);
    }
    if (play_compound_over(p, game.compound)) {
        gr_position_free(p);
        return fail(rq->r, 400, "the game is over: no move is left");
    }
    rc = play_game_start(&game, p, PLAY_ENGINE);
    if (rc == GR_OK)
        rc = play_game_engine(&game, &m, &winning, &err);
    else
        gr_error_set(&err, rc, "out of memory");
    if (rc == GR_OK) {
        gr_position_print(m.after, &after);
        gr_buf_puts(body, "{");
        if (game.compound == GR_COMPOUND_SUM)
            gr_buf_printf(body, "\"component\":%zu,", m.component);
        gr_buf_puts(body, "\"move\":");
        json_string(body, m.text);
        gr_buf_puts(body, ",\"after\":");
        json_string(body, gr_buf_str(&after));
        gr_buf_printf(body, ",\"winning\":%s,\"over\":%s}\n", winning ? "true" : "false",
                      play_compound_over(m.after, game.compound) ? "true" : "false");
        rq->r->status = 200;
    }
    play_move_clear(&m);
    play_game_free(&game);
    gr_buf_free(&after);
    gr_position_free(p);
    return rc == GR_OK ? rq->r->status : fail_err(rq, &err);
}

/* The heap game in ?game=..., under the request's limits, or NULL after
** failing. */
static gr_game *query_game(request *rq)
{
    const char *spec = rq->q->get(rq->q->ctx, "game");
    gr_error err;
    gr_game *g;

    if (spec == NULL || spec[0] == '\0')
        return fail(rq->r, 400, "the query needs game=..., e.g. ?game=kayles"), NULL;
    if (strlen(spec) > SERVE_MAX_POSITION)
        return fail(rq->r, 422, "the game is longer than 4096 bytes"), NULL;
    if ((g = gr_shelf_game(rq->shelf, spec, strlen(spec), &err)) == NULL)
        return fail_err(rq, &err), NULL;
    if (!gr_ruleset_numbered(g->rules, gr_game_props(g))) {
        gr_game_unref(g);
        return fail(rq->r, 400, "values and periods are for heap games and rows of coins"),
               NULL;
    }
    if (limit_game(rq, g) != GR_OK) {
        gr_game_unref(g);
        return fail(rq->r, 503, "out of memory"), NULL;
    }
    return g;
}

/* G(0)..G(to): the table is computed on demand up to heap `to` (past the
** usual 65,536), within the deadline. */
static int api_values(request *rq)
{
    const char *to_text = rq->q->get(rq->q->ctx, "to");
    uint64_t to = 100, n, v;
    gr_buf *body = &rq->r->body;
    gr_game *g;
    gr_error err;

    if (to_text != NULL && gr_parse_u64(to_text, &to, &err) != GR_OK)
        return fail(rq->r, 400, "to=N needs a whole number");
    if (to > SERVE_VALUES)
        return fail(rq->r, 422, "to=N is at most 100000 here (grundy values goes further)");
    rq->max_heap = to + 1;
    if ((g = query_game(rq)) == NULL)
        return rq->r->status;
    gr_buf_puts(body, "{\"game\":");
    json_string(body, g->spec);
    gr_buf_puts(body, ",\"values\":[");
    for (n = 0; n <= to; n++) {
        if (gr_heap_value(g, n, &v, &err) != GR_OK) {
            gr_game_unref(g);
            return fail_err(rq, &err);
        }
        gr_buf_printf(body, "%s%llu", n ? "," : "", (unsigned long long)v);
    }
    gr_buf_puts(body, "]}\n");
    gr_game_unref(g);
    return rq->r->status = 200;
}

static int api_period(request *rq)
{
    gr_game *g = query_game(rq);
    gr_period p;
    gr_error err;
    int rc;

    if (g == NULL)
        return rq->r->status;
    rc = gr_game_period(g, SERVE_PERIOD, &p, &err);
    if (rc == GR_OK)
        period_json(&rq->r->body, g, &p);
    gr_game_unref(g);
    return rc == GR_OK ? (rq->r->status = 200) : fail_err(rq, &err);
}

static int api_games(request *rq)
{
    gr_buf *body = &rq->r->body;
    const gr_ruleset *rules;
    size_t i;

    gr_buf_puts(body, "{\"games\":[");
    for (i = 0; (rules = gr_registry_at(i)) != NULL; i++) {
        gr_buf_printf(body, "%s{\"name\":", i ? "," : "");
        json_string(body, rules->name);
        gr_buf_puts(body, ",\"summary\":");
        json_string(body, _(rules->summary));
        gr_buf_puts(body, ",\"syntax\":");
        json_string(body, rules->syntax);
        gr_buf_printf(body, ",\"heap\":%s,\"period\":%s}",
                      rules->shape == GR_SHAPE_HEAP ? "true" : "false",
                      rules->period != NULL ? "true" : "false");
    }
    gr_buf_puts(body, "]}\n");
    return rq->r->status = 200;
}

/* The page's words in the request's language. */
static int api_strings(request *rq)
{
    gr_buf *body = &rq->r->body;

    gr_buf_puts(body, "{\"lang\":");   /* the language's two letters: "en", "zh" */
    gr_buf_putn(body, "\"", 1);
    gr_buf_putn(body, gr_lang(), 2);
    gr_buf_putn(body, "\"", 1);
    gr_buf_puts(body, ",\"strings\":");
    serve_page_strings(body);
    gr_buf_puts(body, "}\n");
    return rq->r->status = 200;
}

/* ?lang=: sets the language of the request's thread (English without it,
** and when the catalogue asked for is not installed); 0, or -1 for a
** language grundy has no catalogue for (the names --lang takes). */
static int query_lang(const serve_query *q)
{
    const char *lang = q->get(q->ctx, "lang");

    if (lang == NULL || lang[0] == '\0')
        return gr_lang_set("en"), 0;
    if (!gr_lang_known(lang))
        return gr_lang_set("en"), -1;
    gr_lang_set(lang);
    return 0;
}

static const struct {
    const char *path;
    int (*run)(request *rq);
} endpoints[] = {
    {"/api/solve", api_solve},   {"/api/explain", api_explain}, {"/api/move", api_move},
    {"/api/moves", api_moves},   {"/api/values", api_values},   {"/api/period", api_period},
    {"/api/games", api_games},   {"/api/strings", api_strings},
};

int serve_api(const char *path, const serve_query *q, const serve_limits *limits,
              serve_reply *r)
{
    request rq;
    long long ns;
    size_t i;

    r->type = "application/json; charset=utf-8";
    memset(&rq, 0, sizeof rq);
    rq.q = q;
    rq.limits = limits;
    rq.r = r;
    if (query_lang(q) != 0) {
        char text[160];
        snprintf(text, sizeof text, _("lang= is one of %s"), gr_lang_words());
        return fail(r, 400, text);
    }
    clock_gettime(CLOCK_MONOTONIC, &rq.deadline);
    ns = (long long)(limits->seconds * 1e9) + rq.deadline.tv_nsec;
    rq.deadline.tv_sec += (time_t)(ns / 1000000000LL);
    rq.deadline.tv_nsec = (long)(ns % 1000000000LL);
    for (i = 0; i < sizeof endpoints / sizeof endpoints[0]; i++)
        if (strcmp(path, endpoints[i].path) == 0) {
            if ((rq.shelf = gr_shelf_new()) == NULL)
                return fail(r, 503, "out of memory");
            gr_shelf_files(rq.shelf, limits->files);
            endpoints[i].run(&rq);
            gr_shelf_free(rq.shelf);
            if (r->status == 200 && request_stop(&rq))   /* an answer cut short is no answer */
                fail_stopped(&rq);
            return r->status;
        }
    return fail(r, 404, "no such endpoint (docs/WEB.md lists them)");
}
