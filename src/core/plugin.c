/*
** plugin.c - loads a user's rulesets from a shared object (see grundy.h,
** "Plugins", and docs/PLUGINS.md): dlopen, the one registration function,
** and each ruleset through the registry's checks (API version, name), behind
** a guard that holds what its ops return to the contract.
*/
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "grundy.h"
#include "base/error.h"
#include "base/i18n.h"

/* ---- the guard ----
**
** The registry holds a copy of each plugin ruleset whose ops (those that
** are given the game) call the plugin's own and check what comes back
** before the solver reads it: an error gets a known code and a one-line
** message (one the plugin left empty names the op), a value a known kind
** and its escapes, an option its parts. A built-in game is trusted, as
** its tests hold it to the same contract. An option whose parts cannot
** be read, or an enumeration that returns what no callback asked for, has
** no error to travel by (the callbacks' codes are the caller's own): the
** process ends with one line and exit 2, before any answer is written,
** rather than read what is not there. */

#define GUARD_MOST_PARTS 65536u   /* the parts one option may have */

typedef struct guarded {
    gr_ruleset door;           /* first: a game's rules point here */
    const gr_ruleset *inner;   /* the plugin's own */
} guarded;

static const gr_ruleset *inner_of(const gr_game *g)
{
    return ((const guarded *)(const void *)g->rules)->inner;
}

/* Ends the process: format (marked, with %s for the game) on stderr. */
static void breach(const gr_game *g, const char *format)
{
    char spec[256];

    fputs("grundy: ", stderr);
    snprintf(spec, sizeof spec, "%s", g->spec);   /* its params_print's text: one line */
    gr_text_clean(spec, '?');
    fprintf(stderr, _(format), spec);
    fputc('\n', stderr);
    _exit(2);   /* no answer, whole or partial, is written from it */
}

/* What an op that failed with rc leaves in err: a known code, one line. */
static int settle(const gr_game *g, const char *op, int rc, gr_error *err)
{
    return gr_error_settle(err, rc, g->spec, op);
}

/* An option checked before the caller's callback sees it. */
typedef struct watch {
    const gr_game *g;
    gr_option_fn fn;
    void *ctx;
    int last;   /* what fn returned last */
    int empty;  /* the moves are those of a heap game's heap 0 */
} watch;

/* The watch of the moves of s in g, passed on to fn with ctx. */
static watch watch_of(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    watch w = {g, fn, ctx, 0, g->rules->shape == GR_SHAPE_HEAP && s.heap == 0};

    return w;
}

static int watched(void *ctx, const gr_option *o)
{
    watch *w = ctx;

    if (o == NULL || (o->nparts > 0 && o->parts == NULL))
        breach(w->g, N_("the plugin game %s offered a move with no parts to read "
                        "(docs/PLUGINS.md, the contract)"));
    if (o->nparts > GUARD_MOST_PARTS)
        breach(w->g, N_("the plugin game %s offered a move of more than 65536 parts "
                        "(docs/PLUGINS.md, the contract)"));
    if (w->empty)
        breach(w->g, N_("the plugin game %s offered a move from heap 0, which is no heap "
                        "and has none (docs/PLUGINS.md, the contract)"));
    if (o->text == NULL)
        breach(w->g, N_("the plugin game %s offered a move with no text "
                        "(docs/PLUGINS.md, the contract)"));
    if (gr_text_control(o->text) != NULL) {   /* one line of output a move */
        gr_option clean = *o;
        char *text = strdup(o->text);
        if (text == NULL)
            return w->last = GR_ENOMEM;
        gr_text_clean(text, '?');
        clean.text = text;
        w->last = w->fn(w->ctx, &clean);
        free(text);
        return w->last;
    }
    return w->last = w->fn(w->ctx, o);
}

/* What an enumeration returns: 0, or what the callback returned to stop it. */
static int ended(const watch *w, int rc)
{
    if (rc != 0 && rc != w->last && rc != GR_ENOMEM)
        breach(w->g, N_("the plugin game %s ended a list of moves with a code no "
                        "callback returned (docs/PLUGINS.md, the contract)"));
    return rc;
}

static int guard_parse(const gr_game *g, const char *const *args, size_t nargs,
                       gr_state *out, gr_error *err)
{
    gr_error_clear(err);
    memset(out, 0, sizeof *out);   /* a parse that fills nothing leaves no earlier state */
    return settle(g, "parse", inner_of(g)->parse(g, args, nargs, out, err), err);
}

static void guard_print(const gr_game *g, gr_state s, gr_buf *out)
{
    inner_of(g)->print(g, s, out);
}

static void guard_key(const gr_game *g, gr_state s, gr_buf *out)
{
    inner_of(g)->key(g, s, out);
}

static int guard_copy(const gr_game *g, gr_state s, gr_state *out)
{
    return inner_of(g)->copy(g, s, out);
}

static void guard_release(const gr_game *g, gr_state s)
{
    inner_of(g)->release(g, s);
}

static int guard_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    int rc;

    gr_error_clear(err);
    if ((rc = settle(g, "value", inner_of(g)->value(g, s, out, err), err)) != GR_OK)
        return rc;
    if (out->kind != GR_VALUE_NIMBER && out->kind != GR_VALUE_UNKNOWN &&
        out->kind != GR_VALUE_INF)
        return gr_error_set(err, GR_EINPUT, "%s: its value op gave a value of kind %d, "
                            "none of GR_VALUE_NIMBER, _UNKNOWN, _INF", g->spec, (int)out->kind);
    if (out->kind == GR_VALUE_INF) {
        if (out->nescapes > 0 && out->escapes == NULL)
            return gr_error_set(err, GR_EINPUT, "%s: its value op gave %zu escapes and no "
                                "array of them", g->spec, out->nescapes);
        for (size_t i = 1; i < out->nescapes; i++)
            if (out->escapes[i] <= out->escapes[i - 1])
                return gr_error_set(err, GR_EINPUT, "%s: its value op gave escapes that do "
                                    "not ascend", g->spec);
    }
    return GR_OK;
}

static int guard_values(const gr_game *g, const uint64_t *heaps, size_t n, uint64_t *out,
                        gr_error *err)
{
    gr_error_clear(err);
    return settle(g, "values", inner_of(g)->values(g, heaps, n, out, err), err);
}

static int guard_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    watch w = watch_of(g, s, fn, ctx);

    return ended(&w, inner_of(g)->moves(g, s, watched, &w));
}

static int guard_moves_to(const gr_game *g, gr_state s, uint64_t target, gr_option_fn fn,
                          void *ctx, gr_error *err)
{
    watch w = watch_of(g, s, fn, ctx);
    int rc;

    gr_error_clear(err);
    rc = inner_of(g)->moves_to(g, s, target, watched, &w, err);
    return rc != 0 && rc == w.last ? rc : settle(g, "moves_to", rc, err);
}

static int guard_outcome(const gr_game *g, gr_state s, gr_outcome *out, gr_error *err)
{
    gr_error_clear(err);
    return settle(g, "outcome", inner_of(g)->outcome(g, s, out, err), err);
}

static int guard_moves_to_loss(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx,
                               gr_error *err)
{
    watch w = watch_of(g, s, fn, ctx);
    int rc;

    gr_error_clear(err);
    rc = inner_of(g)->moves_to_loss(g, s, watched, &w, err);
    return rc != 0 && rc == w.last ? rc : settle(g, "moves_to_loss", rc, err);
}

static int guard_period(const gr_game *g, uint64_t max, gr_period *out, gr_error *err)
{
    gr_error_clear(err);
    return settle(g, "period", inner_of(g)->period(g, max, out, err), err);
}

static int guard_compound_number(const gr_game *g, gr_state s, gr_compound kind,
                                 uint64_t *out, gr_error *err)
{
    gr_error_clear(err);
    return settle(g, "compound_number",
                  inner_of(g)->compound_number(g, s, kind, out, err), err);
}

static unsigned guard_game_props(const gr_game *g)
{
    return inner_of(g)->game_props(g);
}

static int guard_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    gr_error_clear(err);
    return settle(g, "explain", inner_of(g)->explain(g, s, out, err), err);
}

static void guard_draw(const gr_game *g, gr_state s, gr_buf *out, int unicode)
{
    inner_of(g)->draw(g, s, out, unicode);
}

/* The guarded copy of r (NULL when out of memory): each op it has, behind
** its guard; the ops that are not given the game (the parameters') as
** they are. */
static const gr_ruleset *guard(const gr_ruleset *r)
{
    guarded *d = malloc(sizeof *d);   /* kept: the plugin stays loaded */

    if (d == NULL)
        return NULL;
    d->door = *r;
    d->inner = r;
#define GUARD(op) d->door.op = r->op != NULL ? guard_##op : NULL
    GUARD(parse);
    GUARD(print);
    GUARD(key);
    GUARD(copy);
    GUARD(release);
    GUARD(value);
    GUARD(values);
    GUARD(moves);
    GUARD(moves_to);
    GUARD(outcome);
    GUARD(moves_to_loss);
    GUARD(period);
    GUARD(compound_number);
    GUARD(game_props);
    GUARD(explain);
    GUARD(draw);
#undef GUARD
    return &d->door;
}

/* The guarded copies of rules[0..n-1], in *out (a table of n, NULL entries
** kept NULL for the registry to refuse). */
static int guard_all(const gr_ruleset *const *rules, size_t n, const gr_ruleset ***out,
                     gr_error *err)
{
    const gr_ruleset **doors = calloc(n, sizeof *doors);
    size_t i;

    *out = doors;
    if (doors == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (i = 0; i < n; i++)
        if (rules[i] != NULL && (doors[i] = guard(rules[i])) == NULL)
            return gr_error_set(err, GR_ENOMEM, "out of memory");
    return GR_OK;
}

static void free_doors(const gr_ruleset **doors, size_t n)
{
    size_t i;

    for (i = 0; doors != NULL && i < n; i++)
        free((void *)doors[i]);   /* a guarded's first member */
    free(doors);
}

int gr_plugin_load(const char *path, gr_error *err)
{
    gr_error scratch;   /* err may be NULL: errors go here, unread */
    const gr_ruleset *const *rules;
    const gr_ruleset **doors = NULL;
    gr_plugin_fn fn;
    size_t count = 0;
    void *handle;
    struct stat st;
    int rc;

    if (err == NULL)
        err = &scratch;
    if (path == NULL || path[0] == '\0')
        return gr_error_set(err, GR_EINPUT, "a plugin needs the path of its shared object");
    /* a name without a slash would be looked up in the system's library path */
    if (strchr(path, '/') == NULL)
        return gr_error_set(err, GR_EINPUT, "cannot load the plugin %s: give its path, "
                            "e.g. ./%s", path, path);
    /* dlopen would wait on a FIFO for a writer, for ever (signals restart it) */
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode))
        return gr_error_set(err, GR_EINPUT, "cannot load the plugin %s: %s", path,
                            S_ISDIR(st.st_mode)
                                ? _("it is a directory")
                                : _("not a regular file (a FIFO, terminal, device or socket)"));
    if ((handle = dlopen(path, RTLD_NOW | RTLD_LOCAL)) == NULL) {
        const char *why = dlerror();   /* "PATH: reason", or another file's reason */
        size_t n = strlen(path);
        if (why == NULL)
            why = "";
        if (strncmp(why, path, n) == 0 && why[n] == ':')
            return gr_error_set(err, GR_EINPUT, "cannot load the plugin %s", why);
        return gr_error_set(err, GR_EINPUT, "cannot load the plugin %s: %s", path, why);
    }
    *(void **)&fn = dlsym(handle, GR_PLUGIN_SYMBOL);
    if (fn == NULL) {
        dlclose(handle);
        return gr_error_set(err, GR_EINPUT, "the plugin %s has no function %s (see "
                            "docs/PLUGINS.md)", path, GR_PLUGIN_SYMBOL);
    }
    rules = fn(GR_RULESET_API, &count);
    if (rules == NULL || count == 0)
        return gr_error_set(err, GR_EINPUT, "the plugin %s offers no ruleset", path);
    if ((rc = guard_all(rules, count, &doors, err)) == GR_OK)
        rc = gr_registry_add_all(doors, count, err);
    if (rc != GR_OK)
        free_doors(doors, count);
    else
        free(doors);   /* the table; the guarded rulesets stay in the registry */
    if (rc != GR_OK) {   /* all, or none */
        char why[sizeof err->message];
        memcpy(why, err->message, sizeof why);
        return gr_error_set(err, rc, "the plugin %s: %s", path, why);
    }
    return GR_OK;   /* the object stays loaded: its rulesets are in use */
}
