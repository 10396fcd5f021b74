/*
** compound.c - the compounds other than the sum (Winning Ways ch. 9): the
** conjunctive compound by remoteness, the continued conjunctive compound by
** suspense, the selective compound by its components' outcomes, and their
** moves, tuples of the components' moves, walked with the winning ones kept.
*/
#include <stdlib.h>
#include <string.h>

#include "grundy.h"
#include "search.h"

static const char *const compound_names[] = {"sum", "conjunctive", "continued", "selective"};
static const char *const number_names[] = {"value", "remoteness", "suspense", "outcome"};

int gr_compound_parse(const char *name, gr_compound *out, gr_error *err)
{
    size_t i;

    for (i = 0; i < sizeof compound_names / sizeof *compound_names; i++)
        if (strcmp(name, compound_names[i]) == 0) {
            *out = (gr_compound)i;
            return GR_OK;
        }
    return gr_error_set(err, GR_EINPUT, "unknown compound '%s' (sum, conjunctive, continued "
                        "or selective)", name);
}

const char *gr_compound_name(gr_compound kind)
{
    return (unsigned)kind <= GR_COMPOUND_SELECTIVE ? compound_names[kind] : "?";
}

const char *gr_compound_number_name(gr_compound kind)
{
    return (unsigned)kind <= GR_COMPOUND_SELECTIVE ? number_names[kind] : "?";
}

/* Refuses what this file does not decide: the sum (gr_solve), misere play. */
static int compound_check(gr_compound kind, const gr_solve_options *opt, gr_error *err)
{
    if ((unsigned)kind > GR_COMPOUND_SELECTIVE)
        return gr_error_set(err, GR_EINPUT, "no compound numbered %u", (unsigned)kind);
    if (kind == GR_COMPOUND_SUM)
        return gr_error_set(err, GR_EINPUT, "the sum is solved by gr_solve, not as a compound");
    if (opt->misere)
        return gr_error_set(err, GR_EINPUT, "misere play of the %s compound is not offered "
                            "(normal play only)", compound_names[kind]);
    return GR_OK;
}

static const gr_solve_options no_options = {0, 0, NULL, NULL, NULL, 0};

/* The number of the empty compound, the start of a join over components. */
static uint64_t join_start(gr_compound kind)
{
    return kind == GR_COMPOUND_CONJUNCTIVE ? UINT64_MAX : 0;
}

struct gr_compound_session {
    gr_compound kind;
    gr_number_search *ns;
};

gr_compound_session *gr_compound_session_new(gr_compound kind, const gr_solve_options *opt,
                                             gr_error *err)
{
    gr_compound_session *s;

    opt = opt != NULL ? opt : &no_options;
    if (compound_check(kind, opt, err) != GR_OK)
        return NULL;
    if ((s = calloc(1, sizeof *s)) == NULL ||
        (s->ns = gr_number_search_new(kind, opt, err)) == NULL) {
        free(s);
        gr_error_set(err, GR_ENOMEM, "out of memory");
        return NULL;
    }
    s->kind = kind;
    return s;
}

void gr_compound_session_free(gr_compound_session *s)
{
    if (s == NULL)
        return;
    gr_number_search_free(s->ns);
    free(s);
}

int gr_compound_session_solve(gr_compound_session *s, const gr_position *p,
                              gr_compound_analysis *out, gr_error *err)
{
    gr_compound kind = s->kind;
    size_t i;
    int rc = GR_OK;

    memset(out, 0, sizeof *out);
    out->kind = kind;
    out->count = p->count;
    if ((out->numbers = calloc(p->count ? p->count : 1, sizeof *out->numbers)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    out->number = p->count ? join_start(kind) : 0;
    for (i = 0; i < p->count && rc == GR_OK; i++) {
        rc = gr_number_search_run(s->ns, p->items[i].game, p->items[i].state,
                                  &out->numbers[i], err);
        out->number = gr_compound_join(kind, out->number, out->numbers[i]);
    }
    if (rc != GR_OK) {
        gr_compound_analysis_free(out);
        return rc;
    }
    out->outcome = out->number % 2 == 0 ? GR_OUTCOME_P : GR_OUTCOME_N;
    return GR_OK;
}

int gr_compound_solve(const gr_position *p, gr_compound kind, const gr_solve_options *opt,
                      gr_compound_analysis *out, gr_error *err)
{
    gr_compound_session *s;
    int rc;

    memset(out, 0, sizeof *out);
    if ((rc = compound_check(kind, opt != NULL ? opt : &no_options, err)) != GR_OK)
        return rc;
    if ((s = gr_compound_session_new(kind, opt, err)) == NULL)
        return GR_ENOMEM;
    rc = gr_compound_session_solve(s, p, out, err);
    gr_compound_session_free(s);
    return rc;
}

void gr_compound_analysis_free(gr_compound_analysis *a)
{
    if (a == NULL)
        return;
    free(a->numbers);
    a->numbers = NULL;
}

/* ---- the moves of one component, kept ---- */

/* One move of a component, copied (the ruleset's lends it for one call),
** with the number of the compound of its parts. */
typedef struct choice {
    gr_option option;
    uint64_t number;
    int stays;        /* the component does not move */
} choice;

typedef struct choices {
    const gr_game *g;
    size_t index;           /* of the component */
    gr_number_search *ns;   /* NULL: numbers are not needed */
    gr_compound kind;
    const gr_solve_options *opt;   /* its stop, its max_memory */
    uint64_t *bytes;        /* kept by the choices of every component */
    gr_error *err;
    choice *items;
    size_t count, cap;
    int rc;
} choices;

/* Bytes the choices of a compound's components may take when the options
** set no max_memory: Euclid's game from (10^7, 3) has 3.3 million moves,
** kept in about 480 MB. */
#define CHOICES_BYTES ((uint64_t)1 << 30)
#define CHOICES_STOP_EVERY 1024   /* choices kept between two looks at the stop */

static void choices_free(choices *c)
{
    size_t i, k;

    for (i = 0; i < c->count; i++) {
        for (k = 0; k < c->items[i].option.nparts; k++)
            gr_state_release(c->g, c->items[i].option.parts[k]);
        free((void *)c->items[i].option.parts);
        free((char *)c->items[i].option.text);
    }
    free(c->items);
}

static choice *choices_grow(choices *c)
{
    if (c->count == c->cap) {
        size_t cap = c->cap ? c->cap * 2 : 8;
        choice *items = realloc(c->items, cap * sizeof *items);
        if (items == NULL)
            return NULL;
        c->items = items;
        c->cap = cap;
    }
    memset(&c->items[c->count], 0, sizeof c->items[c->count]);
    return &c->items[c->count++];
}

/* The number of the compound of a move's parts (0 with none). */
static int parts_number(choices *c, const gr_option *o, uint64_t *out)
{
    uint64_t v;
    size_t k;
    int rc;

    *out = 0;
    for (k = 0; k < o->nparts && c->ns != NULL; k++) {
        if ((rc = gr_number_search_run(c->ns, c->g, o->parts[k], &v, c->err)) != GR_OK)
            return rc;
        *out = k == 0 ? v : gr_compound_join(c->kind, *out, v);
    }
    return GR_OK;
}

static int keep_option(void *ctx, const gr_option *o)
{
    choices *c = ctx;
    choice *ch = choices_grow(c);
    gr_state *parts;
    size_t k;
    uint64_t most = c->opt->max_memory != 0 ? c->opt->max_memory : CHOICES_BYTES;

    if (ch == NULL)
        return c->rc = GR_ENOMEM;
    if (c->count % CHOICES_STOP_EVERY == 0 && c->opt->stop != NULL &&
        c->opt->stop(c->opt->ctx) != 0)
        return c->rc = gr_error_set(c->err, GR_ESTOP, "stopped before the moves of the "
                                    "compound were listed");
    /* the choice (its array may double), its text, its parts and their
    ** copies, each with the allocator's header */
    *c->bytes += 2 * sizeof *ch + 48 + (o->text != NULL ? strlen(o->text) : 0) +
                 48 * o->nparts;
    if (*c->bytes > most)
        return c->rc = gr_error_set(c->err, GR_EUNDECIDED, "component %zu has too many "
                                    "moves to list for the compound (they take more than "
                                    "%llu MiB)", c->index,
                                    (unsigned long long)(most >> 20));
    ch->option.text = strdup(o->text != NULL ? o->text : "");
    parts = calloc(o->nparts ? o->nparts : 1, sizeof *parts);
    ch->option.parts = parts;
    if (ch->option.text == NULL || parts == NULL)
        return c->rc = GR_ENOMEM;
    for (k = 0; k < o->nparts; k++, ch->option.nparts = k)
        if (gr_state_copy(c->g, o->parts[k], &parts[k]) != GR_OK)
            return c->rc = GR_ENOMEM;
    return c->rc = parts_number(c, &ch->option, &ch->number);
}

/* The choices of component i in a move of the compound: its moves, and
** "stays" (with the component's own number) where the compound lets it
** stay: always in the selective compound, when it cannot move in the
** continued one. */
static int choices_fill(choices *c, const gr_component *comp, uint64_t own, gr_error *err)
{
    int rc;

    c->g = comp->game;
    if (c->kind == GR_COMPOUND_SELECTIVE) {
        choice *ch = choices_grow(c);
        if (ch == NULL)
            return gr_error_set(err, GR_ENOMEM, "out of memory");
        ch->stays = 1;
        ch->number = own;
    }
    rc = gr_game_moves(comp->game, comp->state, keep_option, c);
    if (rc != GR_OK)
        return c->rc == GR_ENOMEM || rc == GR_ENOMEM
            ? gr_error_set(err, GR_ENOMEM, "out of memory") : rc;   /* else err is set */
    if (c->count == 0 && c->kind == GR_COMPOUND_CONTINUED) {
        choice *ch = choices_grow(c);
        if (ch == NULL)
            return gr_error_set(err, GR_ENOMEM, "out of memory");
        ch->stays = 1;
        ch->number = own;
    }
    return GR_OK;
}

/* ---- the walk over tuples of moves ---- */

/* A sorted list of distinct numbers. */
typedef struct numbers {
    uint64_t *v;
    size_t n;
} numbers;

typedef struct tuple_walk {
    const gr_position *p;
    gr_compound kind;
    const gr_solve_options *opt;
    uint64_t bytes;          /* kept by the choices */
    choices *comps;          /* one per component */
    numbers *reach;          /* reach[i]: the numbers components i.. can join to */
    const gr_option **picked;
    int winning;             /* keep only the moves to an even number */
    gr_compound_fn fn;
    void *ctx;
} tuple_walk;

static int compare_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

    return x < y ? -1 : x > y;
}

/* The distinct numbers of a component's choices, sorted. */
static int choice_numbers(const choices *c, numbers *out)
{
    size_t i, n = 0;

    out->v = malloc((c->count ? c->count : 1) * sizeof *out->v);
    if (out->v == NULL)
        return GR_ENOMEM;
    for (i = 0; i < c->count; i++)
        out->v[i] = c->items[i].number;
    qsort(out->v, c->count, sizeof *out->v, compare_u64);
    for (i = 0; i < c->count; i++)
        if (n == 0 || out->v[n - 1] != out->v[i])
            out->v[n++] = out->v[i];
    out->n = n;
    return GR_OK;
}

/* Is x a number that joins with some number of `with` to exactly x? For
** the least (conjunctive), when `with` has one at least as large; for the
** largest, one at most as large. */
static int joins_to(gr_compound kind, uint64_t x, const numbers *with)
{
    if (with->n == 0)
        return 0;
    return kind == GR_COMPOUND_CONJUNCTIVE ? x <= with->v[with->n - 1] : x >= with->v[0];
}

/* reach = the numbers a join of one of own and one of rest can be. */
static int reach_of(gr_compound kind, const numbers *own, const numbers *rest, numbers *out)
{
    size_t i = 0, j = 0;

    out->n = 0;
    out->v = malloc((own->n + rest->n + 1) * sizeof *out->v);
    if (out->v == NULL)
        return GR_ENOMEM;
    while (i < own->n || j < rest->n) {
        uint64_t x;
        int ok;
        if (j == rest->n || (i < own->n && own->v[i] <= rest->v[j])) {
            x = own->v[i++];
            ok = joins_to(kind, x, rest);
        } else {
            x = rest->v[j++];
            ok = joins_to(kind, x, own);
        }
        if (ok && (out->n == 0 || out->v[out->n - 1] != x))
            out->v[out->n++] = x;
    }
    return GR_OK;
}

/* Can the components from i on complete a move whose number, joined with
** acc, is even? */
static int feasible(const tuple_walk *w, size_t i, uint64_t acc)
{
    size_t k;

    for (k = 0; k < w->reach[i].n; k++)
        if (gr_compound_join(w->kind, acc, w->reach[i].v[k]) % 2 == 0)
            return 1;
    return 0;
}

static int walk_from(tuple_walk *w, size_t i, uint64_t acc, size_t moved)
{
    gr_compound_move m;
    size_t k;
    int rc;

    if (i == w->p->count) {
        if (moved == 0 || (w->winning && acc % 2 != 0))
            return 0;
        m.position = w->p;
        m.options = w->picked;
        return w->fn(w->ctx, &m);
    }
    for (k = 0; k < w->comps[i].count; k++) {
        const choice *ch = &w->comps[i].items[k];
        uint64_t next = gr_compound_join(w->kind, acc, ch->number);
        if (w->winning && !feasible(w, i + 1, next))
            continue;
        w->picked[i] = ch->stays ? NULL : &ch->option;
        if ((rc = walk_from(w, i + 1, next, moved + !ch->stays)) != 0)
            return rc;
    }
    return 0;
}

/* reach[n] holds the empty compound's number alone, reach[i] the numbers a
** move of components i..n-1 can join to. */
static int walk_reach(tuple_walk *w, gr_error *err)
{
    size_t i = w->p->count;
    numbers own;
    int rc = GR_OK;

    if ((w->reach[i].v = malloc(sizeof *w->reach[i].v)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    w->reach[i].v[0] = join_start(w->kind);
    w->reach[i].n = 1;
    while (i-- > 0 && rc == GR_OK) {
        if ((rc = choice_numbers(&w->comps[i], &own)) == GR_OK)
            rc = reach_of(w->kind, &own, &w->reach[i + 1], &w->reach[i]);
        free(own.v);
    }
    return rc == GR_OK ? GR_OK : gr_error_set(err, GR_ENOMEM, "out of memory");
}

/* Fills every component's choices (and with numbers, what the components
** from each on can reach), walks, and releases. */
static int walk_run(tuple_walk *w, gr_number_search *ns, const uint64_t *own, gr_error *err)
{
    size_t i, n = w->p->count;
    int rc = GR_OK;

    w->comps = calloc(n + 1, sizeof *w->comps);
    w->reach = calloc(n + 1, sizeof *w->reach);
    w->picked = calloc(n + 1, sizeof *w->picked);
    if (w->comps == NULL || w->reach == NULL || w->picked == NULL) {
        rc = gr_error_set(err, GR_ENOMEM, "out of memory");
        goto cleanup;
    }
    for (i = 0; i < n && rc == GR_OK; i++) {
        w->comps[i].ns = ns;
        w->comps[i].index = i;
        w->comps[i].kind = w->kind;
        w->comps[i].opt = w->opt;
        w->comps[i].bytes = &w->bytes;
        w->comps[i].err = err;
        rc = choices_fill(&w->comps[i], &w->p->items[i], own != NULL ? own[i] : 0, err);
    }
    if (rc == GR_OK && w->winning)
        rc = walk_reach(w, err);
    if (rc == GR_OK && n > 0)
        rc = walk_from(w, 0, join_start(w->kind), 0);
cleanup:
    for (i = 0; w->comps != NULL && i < n; i++)
        choices_free(&w->comps[i]);
    for (i = 0; w->reach != NULL && i <= n; i++)
        free(w->reach[i].v);
    free(w->comps);
    free(w->reach);
    free(w->picked);
    return rc;
}

int gr_compound_winning_moves(const gr_position *p, const gr_solve_options *opt,
                              const gr_compound_analysis *a, gr_compound_fn fn, void *ctx,
                              gr_error *err)
{
    tuple_walk w = {p, a->kind, NULL, 0, NULL, NULL, NULL, 1, fn, ctx};
    gr_number_search *ns;
    int rc;

    opt = opt != NULL ? opt : &no_options;
    w.opt = opt;
    if ((rc = compound_check(a->kind, opt, err)) != GR_OK)
        return rc;
    if (a->outcome == GR_OUTCOME_P)
        return GR_OK;
    if ((ns = gr_number_search_new(a->kind, opt, err)) == NULL)
        return GR_ENOMEM;
    rc = walk_run(&w, ns, a->numbers, err);
    gr_number_search_free(ns);
    return rc;
}

int gr_compound_moves(const gr_position *p, gr_compound kind, gr_compound_fn fn, void *ctx,
                      gr_error *err)
{
    tuple_walk w = {p, kind, &no_options, 0, NULL, NULL, NULL, 0, fn, ctx};
    int rc;

    if ((rc = compound_check(kind, &no_options, err)) != GR_OK)
        return rc;
    return walk_run(&w, NULL, NULL, err);
}

gr_position *gr_compound_after(const gr_compound_move *m)
{
    const gr_position *p = m->position;
    gr_position *q = gr_position_new();
    size_t i, k;

    for (i = 0; q != NULL && i < p->count; i++) {
        const gr_option *o = m->options[i];
        size_t n = o != NULL ? o->nparts : 1;
        for (k = 0; k < n; k++) {
            gr_state s;
            int rc = gr_state_copy(p->items[i].game,
                                   o != NULL ? o->parts[k] : p->items[i].state, &s);
            if (rc == GR_OK && (rc = gr_position_push(q, p->items[i].game, s)) != GR_OK)
                gr_state_release(p->items[i].game, s);
            if (rc != GR_OK) {
                gr_position_free(q);
                return NULL;
            }
        }
    }
    return q;
}

void gr_compound_move_print(const gr_compound_move *m, gr_buf *out)
{
    size_t i;

    for (i = 0; i < m->position->count; i++) {
        gr_buf_puts(out, i ? "; " : "");
        gr_buf_puts(out, m->options[i] != NULL ? m->options[i]->text : "-");
    }
}
