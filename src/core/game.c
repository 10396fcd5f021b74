/*
** game.c - gr_game: a ruleset with its parameters, and the ruleset calls
** with their defaults filled in.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grundy.h"
#include "base/debug.h"
#include "base/error.h"
#include "base/i18n.h"
#include "base/option_text.h"
#include "core/game.h"
#include "games/graph_read.h"

/* Builds the canonical spec "name" or "name:params". */
static char *game_spec(const gr_game *g)
{
    gr_buf b = GR_BUF_INIT;

    gr_buf_puts(&b, g->rules->name);
    if (g->params != NULL && g->rules->params_print != NULL) {
        gr_buf_putc(&b, ':');
        g->rules->params_print(g->params, &b);
    }
    if (b.failed) {
        gr_buf_free(&b);
        return NULL;
    }
    if (b.data == NULL)
        return NULL;
    return b.data;
}

unsigned gr_game_props(const gr_game *g)
{
    return g->rules->props | (g->rules->game_props != NULL ? g->rules->game_props(g) : 0);
}

gr_game *gr_game_new(const char *spec, size_t len, gr_error *err)
{
    gr_error scratch;   /* err may be NULL: errors go here, unread */
    const char *colon = memchr(spec, ':', len);
    size_t namelen = colon ? (size_t)(colon - spec) : len;
    const gr_ruleset *rules = gr_registry_find(spec, namelen);
    char *params_text = NULL;
    gr_game *g;
    int rc;

    if (err == NULL)
        err = &scratch;
    if (rules == NULL)
        return gr_error_set(err, GR_EINPUT, "unknown game '%.*s' (grundy games lists them)",
                            (int)namelen, spec), NULL;
    if (colon != NULL && rules->params_parse == NULL)
        return gr_error_set(err, GR_EINPUT, "'%s' takes no parameters after ':'",
                            rules->name), NULL;
    g = calloc(1, sizeof *g);
    if (g == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory"), NULL;
    g->rules = rules;
    g->refs = 1;
    if (colon != NULL) {
        params_text = strndup(colon + 1, len - namelen - 1);
        if (params_text == NULL)
            goto nomem;
    }
    if (rules->params_parse != NULL) {
        gr_error_clear(err);
        rc = rules->params_parse(params_text, &g->params, err);
        free(params_text);
        if (gr_error_settle(err, rc, rules->name, "params_parse") != GR_OK) {
            free(g);
            return NULL;
        }
    }
    g->spec = game_spec(g);
    if (g->spec == NULL) {
        gr_game_unref(g);
        return gr_error_set(err, GR_ENOMEM, "out of memory"), NULL;
    }
    return g;
nomem:
    free(g);
    return gr_error_set(err, GR_ENOMEM, "out of memory"), NULL;
}

gr_game *gr_game_new_graph(const char *text, size_t len, const char *name, gr_error *err)
{
    gr_error scratch;   /* err may be NULL: errors go here, unread */
    const gr_ruleset *rules = gr_registry_find("graph", 5);
    gr_game *g;

    if (err == NULL)
        err = &scratch;
    gr_assert(rules != NULL);
    if ((g = calloc(1, sizeof *g)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory"), NULL;
    g->rules = rules;
    g->refs = 1;
    if ((g->params = gr_movegraph_parse(text, len, name, err)) == NULL) {
        free(g);
        return NULL;
    }
    if ((g->spec = game_spec(g)) == NULL) {
        gr_game_unref(g);
        return gr_error_set(err, GR_ENOMEM, "out of memory"), NULL;
    }
    return g;
}

gr_game *gr_game_ref(gr_game *g)
{
    gr_assert(g->refs > 0);
    g->refs++;
    return g;
}

void gr_game_unref(gr_game *g)
{
    gr_assert(g == NULL || g->refs > 0);
    if (g == NULL || --g->refs > 0)
        return;
    if (g->params != NULL && g->rules->params_free != NULL)
        g->rules->params_free(g->params);
    free(g->spec);
    free(g->run);
    free(g);
}

int gr_game_set_long_run(gr_game *g, const gr_long_run *settings)
{
    if (settings == NULL) {
        free(g->run);
        g->run = NULL;
    } else {
        if (g->run == NULL && (g->run = malloc(sizeof *g->run)) == NULL)
            return GR_ENOMEM;
        *g->run = *settings;
    }
    if (g->rules->params_long_run != NULL)
        g->rules->params_long_run(g->params, g->run);
    return GR_OK;
}

int gr_game_parse(const gr_game *g, const char *const *args, size_t n, gr_state *out,
                  gr_error *err)
{
    gr_error scratch;   /* err may be NULL: errors go here, unread */

    if (err == NULL)
        err = &scratch;
    gr_error_clear(err);
    if (n == 0)
        return gr_error_set(err, GR_EINPUT, "'%s' needs arguments: %s", g->spec,
                            _(g->rules->syntax));
    if (g->rules->shape == GR_SHAPE_HEAP && n != 1)
        return gr_error_at(err, 1, GR_EINPUT, "'%s' takes one word per component", g->spec);
    return g->rules->parse(g, args, n, out, err);
}

int gr_game_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    gr_error scratch;   /* err may be NULL: errors go here, unread */

    if (err == NULL)
        err = &scratch;
    memset(out, 0, sizeof *out);   /* what the ruleset leaves alone is 0 (counter) */
    return g->rules->value(g, s, out, err);
}

int gr_ruleset_numbered(const gr_ruleset *r, unsigned props)
{
    return r->shape == GR_SHAPE_HEAP || (props & GR_PROP_COINS);
}

int gr_heap_value(const gr_game *g, uint64_t n, uint64_t *out, gr_error *err)
{
    gr_error scratch;   /* err may be NULL: errors go here, unread */
    gr_state s;
    gr_value v;
    int rc;

    if (err == NULL)
        err = &scratch;
    if (g->rules->shape != GR_SHAPE_HEAP && (gr_game_props(g) & GR_PROP_COINS)) {
        char word[24];
        const char *words[1] = {word};
        snprintf(word, sizeof word, "%llu", (unsigned long long)n);
        if ((rc = g->rules->parse(g, words, 1, &s, err)) != GR_OK)
            return rc;
        rc = g->rules->value(g, s, &v, err);
        g->rules->release(g, s);
    } else if (g->rules->shape != GR_SHAPE_HEAP) {   /* its states are no numbers */
        return gr_error_set(err, GR_EINPUT, "%s is not a heap game", g->spec);
    } else {
        s.heap = n;
        rc = g->rules->value(g, s, &v, err);
    }
    if (rc != GR_OK)
        return rc;
    if (v.kind != GR_VALUE_NIMBER)
        return gr_error_set(err, GR_EUNDECIDED, "%s has no nim-value for heap %llu",
                            g->spec, (unsigned long long)n);
    *out = v.nimber;
    return GR_OK;
}

int gr_heap_values(const gr_game *g, const uint64_t *heaps, size_t n, uint64_t *out,
                   gr_error *err)
{
    gr_error scratch;   /* err may be NULL: errors go here, unread */
    size_t i;
    int rc;

    if (err == NULL)
        err = &scratch;
    if (g->rules->values != NULL)
        return g->rules->values(g, heaps, n, out, err);
    for (i = 0; i < n; i++)
        if ((rc = gr_heap_value(g, heaps[i], &out[i], err)) != GR_OK)
            return rc;
    return GR_OK;
}

int gr_game_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    return g->rules->moves(g, s, fn, ctx);
}

int gr_game_moves_parts(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    int was = gr_option_text_off, rc;

    gr_option_text_off = 1;
    rc = gr_game_moves(g, s, fn, ctx);
    gr_option_text_off = was;
    return rc;
}

/* The default moves_to: every move, kept when its parts' values (closed
** forms: this layer never searches) XOR to the target. */
typedef struct filter {
    const gr_game *g;
    uint64_t target;
    gr_option_fn fn;
    void *ctx;
    gr_error *err;
    int failed;
} filter;

static int filter_option(void *ctx, const gr_option *o)
{
    filter *f = ctx;
    uint64_t x = 0;
    gr_value v;
    size_t i;

    for (i = 0; i < o->nparts; i++) {
        if (gr_game_value(f->g, o->parts[i], &v, f->err) != GR_OK) {
            f->failed = 1;
            return f->err ? f->err->code : GR_EUNDECIDED;
        }
        if (v.kind != GR_VALUE_NIMBER) {
            f->failed = 1;
            return gr_error_set(f->err, GR_EUNDECIDED, "%s: a move leads to a position "
                                "with no known nim-value", f->g->spec);
        }
        x ^= v.nimber;
    }
    return x == f->target ? f->fn(f->ctx, o) : 0;
}

int gr_game_moves_to(const gr_game *g, gr_state s, uint64_t target,
                     gr_option_fn fn, void *ctx, gr_error *err)
{
    gr_error scratch;   /* err may be NULL: errors go here, unread */
    filter f;
    int rc;

    if (err == NULL)
        err = &scratch;
    if (g->rules->moves_to != NULL)
        return g->rules->moves_to(g, s, target, fn, ctx, err);
    f.g = g;
    f.target = target;
    f.fn = fn;
    f.ctx = ctx;
    f.err = err;
    f.failed = 0;
    rc = g->rules->moves(g, s, filter_option, &f);
    return rc;
}

int gr_game_has_period(const gr_game *g)
{
    return g->rules->period != NULL && !(gr_game_props(g) & GR_PROP_NO_PERIOD);
}

int gr_game_period(const gr_game *g, uint64_t max, gr_period *out, gr_error *err)
{
    gr_error scratch;   /* err may be NULL: errors go here, unread */

    if (err == NULL)
        err = &scratch;
    if (!gr_game_has_period(g))
        return gr_error_set(err, GR_EINPUT, "'%s' has no period computation", g->spec);
    out->reason = NULL;   /* rulesets that give no reason leave it so */
    return g->rules->period(g, max, out, err);
}

int gr_state_copy(const gr_game *g, gr_state s, gr_state *out)
{
    if (g->rules->shape == GR_SHAPE_HEAP || g->rules->copy == NULL) {
        *out = s;
        return GR_OK;
    }
    return g->rules->copy(g, s, out);
}

void gr_state_release(const gr_game *g, gr_state s)
{
    if (g == NULL)
        return;
    if (g->rules->shape != GR_SHAPE_HEAP && g->rules->release != NULL)
        g->rules->release(g, s);
}
