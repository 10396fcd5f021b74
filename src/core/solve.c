/*
** solve.c - the solver, written once over every ruleset: the value of a sum
** is the XOR of its components' values (Sprague-Grundy), the outcome follows,
** and the winning moves are the moves to the value that makes the XOR zero.
** Misere play uses, in this order, the Anti-Nim rule for sums of Nim heaps,
** the tame rule (Anti-Nim generalised by genus) for sums of tame
** components, the misere quotient for sums of heaps of one game, and
** exhaustive search elsewhere when the position is small enough.
*/
#include <stdlib.h>
#include <string.h>

#include "grundy.h"
#include "base/error.h"
#include "base/debug.h"
#include "base/i18n.h"
#include "search.h"

/* ---- Anti-Nim (misere Nim) ---- */

/* What the Anti-Nim rule needs to know of a sum of Nim heaps. */
typedef struct antinim {
    uint64_t xor;
    uint64_t ones;   /* heaps of exactly 1 */
    uint64_t big;    /* heaps of 2 or more */
} antinim;

/* Is every component a Nim heap (as its ruleset declares)? */
static int is_nim_sum(const gr_position *p)
{
    size_t i;

    for (i = 0; i < p->count; i++)
        if (!(gr_game_props(p->items[i].game) & GR_PROP_NIM_HEAP) ||
            p->items[i].game->rules->shape != GR_SHAPE_HEAP)
            return 0;
    return 1;
}

static void antinim_add(antinim *a, uint64_t heap, int sign)
{
    a->xor ^= heap;
    if (heap == 1)
        a->ones += (uint64_t)sign;
    else if (heap > 1)
        a->big += (uint64_t)sign;
}

/* Anti-Nim (Bouton; see e.g. Winning Ways ch. 13): with no heap above 1 the
** player to move wins iff the number of 1-heaps is even; otherwise iff the
** nim-sum is not zero. */
static gr_outcome antinim_outcome(const antinim *a)
{
    if (a->big == 0)
        return a->ones % 2 == 0 ? GR_OUTCOME_N : GR_OUTCOME_P;
    return a->xor != 0 ? GR_OUTCOME_N : GR_OUTCOME_P;
}

static antinim antinim_of(const gr_position *p)
{
    antinim a = {0, 0, 0};
    size_t i;

    for (i = 0; i < p->count; i++)
        antinim_add(&a, p->items[i].state.heap, +1);
    return a;
}

/* ---- values and outcome ---- */

/* The value of one component as the solver knows it: the closed form, or
** else exhaustive search within the options' limit (a ruleset with an
** outcome op searched what it could in its value op). The one place the
** solver decides how a value is found. */
static int component_value(const gr_game *g, gr_state s, const gr_solve_options *opt,
                           gr_value *v, int *round, gr_error *err)
{
    int rc = gr_game_value(g, s, v, err), found;
    gr_error why;

    *round = 0;
    if (rc != GR_OK || v->kind != GR_VALUE_UNKNOWN || g->rules->outcome != NULL)
        return rc;
    found = gr_search_value_round(g, s, opt, &v->nimber, round, &why);
    if (found == GR_OK)
        v->kind = GR_VALUE_NIMBER;
    if (found != GR_ESTOP)   /* too large to search: the value stays unknown */
        return GR_OK;
    if (err != NULL)
        *err = why;
    return GR_ESTOP;
}

/* Fills a->values. Counts the components whose value stays unknown in
** *unknown (in *round those whose search went round), and those whose value
** is infinite (loopy games) in *infinite. */
static int solve_values(const gr_position *p, const gr_solve_options *opt, gr_analysis *a,
                        size_t *unknown, size_t *round, size_t *infinite, gr_error *err)
{
    size_t i;
    int rc, went_round;

    *unknown = *round = *infinite = 0;
    for (i = 0; i < p->count; i++) {
        const gr_component *c = &p->items[i];
        if ((rc = component_value(c->game, c->state, opt, &a->values[i], &went_round,
                                  err)) != GR_OK)
            return rc;
        *round += (size_t)went_round;
        if (a->values[i].kind == GR_VALUE_UNKNOWN)
            (*unknown)++;
        else if (a->values[i].kind == GR_VALUE_INF)
            (*infinite)++;
    }
    return GR_OK;
}

static int cmp_u64(const void *x, const void *y)
{
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;

    return a < b ? -1 : a > b;
}

/* A sum with infinite components (the generalized Sprague-Grundy function):
** one, ∞_K, with finite rest b is ∞_{K xor b}, an N-position when b is in
** K (a move there to a follower of value b leaves 0), else a draw; two or
** more are ∞ with K empty, a draw. */
static int solve_loopy(const gr_position *p, gr_analysis *a, size_t infinite, gr_error *err)
{
    const gr_value *inf = NULL;
    uint64_t b = 0;
    size_t i;

    for (i = 0; i < p->count; i++) {
        if (a->values[i].kind == GR_VALUE_INF)
            inf = &a->values[i];
        else
            b ^= a->values[i].nimber;
    }
    a->value.kind = GR_VALUE_INF;
    a->rule = "generalized nim-sum";
    a->outcome = GR_OUTCOME_D;
    if (infinite > 1)
        return GR_OK;
    if ((a->owned = malloc((inf->nescapes ? inf->nescapes : 1) * sizeof *a->owned)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (i = 0; i < inf->nescapes; i++) {
        a->owned[i] = inf->escapes[i] ^ b;
        if (inf->escapes[i] == b)
            a->outcome = GR_OUTCOME_N;
    }
    qsort(a->owned, inf->nescapes, sizeof *a->owned, cmp_u64);
    a->value.escapes = a->owned;
    a->value.nescapes = inf->nescapes;
    return GR_OK;
}

/* ---- tame sums (genus) ---- */

#define TAME_LIMIT 100000u   /* positions the genus searches of one sum may visit */

/* The tame rule: with a firm component the sum is a misere P-position iff
** its nim-sum is 0, with none iff it is 1 (Conway). */
static gr_outcome tame_outcome(uint64_t g, uint64_t firm)
{
    return (firm ? g == 0 : g == 1) ? GR_OUTCOME_P : GR_OUTCOME_N;
}

/* A genus session for the tame rule: it stops at the first wild position
** and searches at most TAME_LIMIT positions (so that a sum the rule does
** not cover costs little before the next rule is tried). */
static gr_genus_session *tame_session(const gr_solve_options *opt, gr_error *err)
{
    gr_solve_options o = *opt;

    if (o.search_limit == 0 || o.search_limit > TAME_LIMIT)
        o.search_limit = TAME_LIMIT;
    o.progress = NULL;
    return gr_genus_session_new(&o, 1, err);
}

/* Is every component of p tame? Then *g is the nim-sum and *firm the
** number of firm components. Components already seen are looked up, so a
** sum of a million heaps costs a million look-ups. An error of the session
** (why: where it writes them; a stop) is passed on in err. */
static int tame_sum(gr_genus_session *gs, const gr_error *why, const gr_position *p,
                    uint64_t *g, uint64_t *firm, int *tame, gr_error *err)
{
    *g = *firm = 0;
    *tame = 0;
    for (size_t i = 0; i < p->count; i++) {
        gr_position one = {1, 1, &p->items[i]};
        gr_genus gen;
        int rc = gr_genus_session_of(gs, &one, &gen);
        if (rc == GR_EUNDECIDED || rc == GR_EINPUT)
            return GR_OK;   /* wild, or too large to tell: another rule decides */
        if (rc == GR_ENOMEM)
            return gr_error_set(err, rc, "out of memory");
        if (rc != GR_OK) {
            if (err != NULL)
                *err = *why;
            return rc;
        }
        *g ^= gen.g;
        *firm += gen.firm;
    }
    *tame = 1;
    return GR_OK;
}

/* ---- misere quotients ---- */

#define QUOTIENT_WALK_MAX 1000000u   /* heaps whose moves are tried one by one */

#define QUOTIENT_GAMES 4   /* distinct games whose joint quotient a sum may use */

static int compare_games(const void *x, const void *y)
{
    return strcmp((*(gr_game *const *)x)->spec, (*(gr_game *const *)y)->spec);
}

/* The number of game g among the n games of list (by spec). */
static size_t game_number(gr_game *const *list, size_t n, const gr_game *g)
{
    for (size_t i = 0; i < n; i++)
        if (list[i] == g || strcmp(list[i]->spec, g->spec) == 0)
            return i;
    return n;
}

const gr_quotient *gr_sum_quotient(const gr_position *p, const gr_solve_options *opt,
                                   size_t *game_of, gr_error *err)
{
    gr_game *games[QUOTIENT_GAMES];
    uint64_t top[QUOTIENT_GAMES] = {0};
    size_t ngames = 0, i, k;
    const gr_quotient *q;
    gr_error why;

    gr_error_clear(err);
    if (p->count == 0)
        return NULL;
    for (i = 0; i < p->count; i++) {
        gr_game *g = p->items[i].game;
        if (g->rules->shape != GR_SHAPE_HEAP)
            return NULL;
        if (game_number(games, ngames, g) == ngames) {
            if (ngames == QUOTIENT_GAMES)
                return NULL;
            games[ngames++] = g;
        }
    }
    qsort(games, ngames, sizeof games[0], compare_games);
    for (i = 0; i < p->count; i++) {
        k = game_number(games, ngames, p->items[i].game);
        if (p->items[i].state.heap > top[k])
            top[k] = p->items[i].state.heap;
        if (game_of != NULL)
            game_of[i] = k;
    }
    if ((q = gr_games_quotient(games, ngames, top, opt, &why)) == NULL) {
        if (why.code == GR_ENOMEM)
            gr_error_set(err, GR_ENOMEM, "out of memory");
        return NULL;
    }
    for (k = 0; k < ngames; k++)
        if (gr_quotient_phi(q, k, top[k]) == UINT32_MAX)
            return NULL;
    return q;
}

/* The quotient deciding misere sum p (with each component's game number
** in *game_of, owned by the caller), or NULL with *rc GR_OK when none does. */
static const gr_quotient *sum_quotient(const gr_position *p, const gr_solve_options *opt,
                                       size_t **game_of, gr_error *err, int *rc)
{
    const gr_quotient *q;

    *rc = GR_OK;
    *game_of = malloc((p->count ? p->count : 1) * sizeof **game_of);
    if (*game_of == NULL) {
        *rc = gr_error_set(err, GR_ENOMEM, "out of memory");
        return NULL;
    }
    if ((q = gr_sum_quotient(p, opt, *game_of, err)) == NULL) {
        if (err != NULL && err->code == GR_ENOMEM)
            *rc = GR_ENOMEM;
        free(*game_of);
        *game_of = NULL;
    }
    return q;
}

/* phi of the whole sum. */
static uint32_t sum_phi(const gr_quotient *q, const gr_position *p, const size_t *game_of)
{
    uint32_t x = 0;
    for (size_t i = 0; i < p->count; i++)
        x = gr_quotient_mul(q, x, gr_quotient_phi(q, game_of[i], p->items[i].state.heap));
    return x;
}

/* Misere play by search (retrograde analysis where play can go round: a
** draw, D, when neither player can force the end). */
static int misere_search(const gr_position *p, const gr_solve_options *opt, gr_analysis *a,
                         gr_error *err)
{
    int rc = gr_search_outcome_with(p, opt, &a->outcome, err);

    if (rc == GR_EUNDECIDED && err != NULL) {
        char why[sizeof err->message];   /* the message is rewritten from itself */
        memcpy(why, err->message, sizeof why);
        return gr_error_set(err, rc, "cannot decide misere play here: no misere theory "
                            "covers this sum and it is %s", why);
    }
    a->rule = "search";
    return rc;
}

static int solve_misere(const gr_position *p, const gr_solve_options *opt,
                        gr_analysis *a, gr_error *err)
{
    const gr_quotient *q;
    size_t *game_of;
    gr_genus_session *gs;
    gr_error scratch;   /* the genus searches' own errors: another rule may decide */
    uint64_t g, firm;
    int rc, tame;

    if (is_nim_sum(p)) {
        antinim an = antinim_of(p);
        a->outcome = antinim_outcome(&an);
        a->rule = "anti-nim";
        return GR_OK;
    }
    if ((gs = tame_session(opt, &scratch)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    rc = tame_sum(gs, &scratch, p, &g, &firm, &tame, err);
    gr_genus_session_free(gs);
    if (rc != GR_OK)
        return rc;
    if (tame) {
        a->outcome = tame_outcome(g, firm);
        a->rule = "tame";
        return GR_OK;
    }
    if ((q = sum_quotient(p, opt, &game_of, err, &rc)) != NULL) {
        a->outcome = gr_quotient_is_p(q, sum_phi(q, p, game_of)) ? GR_OUTCOME_P
                                                                 : GR_OUTCOME_N;
        free(game_of);
        a->rule = "misere quotient";
        return GR_OK;
    }
    if (rc != GR_OK)
        return rc;
    return misere_search(p, opt, a, err);
}

/* Normal play by search of the whole sum, when a component's value could
** not be searched: a game that can go round (a plugin's, with no value of
** its own) has no nim-value a search finds, but an outcome, a draw among
** them, that the retrograde analysis of misere play finds as well. */
static int normal_search(const gr_position *p, const gr_solve_options *opt, gr_analysis *a,
                         gr_error *err)
{
    int rc = gr_search_outcome_with(p, opt, &a->outcome, err);

    if (rc == GR_OK)
        a->rule = "search";
    return rc;
}

/* The error for a sum with a component of unknown value: names the first
** one; round when some component's search went round, and the search of
** the whole sum that followed was too large. */
static int undecided(const gr_position *p, const gr_analysis *a, gr_error *err, int round)
{
    gr_buf b = GR_BUF_INIT;
    size_t i;
    int rc;

    for (i = 0; i < p->count && a->values[i].kind == GR_VALUE_NIMBER; i++)
        ;
    if (i < p->count)
        gr_component_print(&p->items[i], &b);
    if (round)
        rc = gr_error_set(err, GR_EUNDECIDED, "cannot decide: a component's play can go "
                          "round, so it has no nim-value, and the whole sum is too large "
                          "for exhaustive search (component %zu, %.80s, is the first "
                          "without a value)", i, gr_buf_str(&b));
    else
        rc = gr_error_set(err, GR_EUNDECIDED, "cannot decide: component %zu (%.80s) has no "
                          "known nim-value and is too large for exhaustive search%s", i,
                          gr_buf_str(&b), i < p->count && p->items[i].game->rules->outcome
                                              != NULL
                              ? _("; alone it would be decided by its closed form") : "");
    gr_buf_free(&b);
    return rc;
}

static int solve(const gr_position *p, const gr_solve_options *opt, gr_analysis *a,
                 gr_error *err)
{
    gr_error scratch;   /* err may be NULL: errors go here, unread */
    static const gr_solve_options defaults = {0, 0, NULL, NULL, NULL, 0};
    size_t i, unknown, round, infinite;
    int rc;

    if (err == NULL)
        err = &scratch;
    opt = opt ? opt : &defaults;
    memset(a, 0, sizeof *a);
    a->count = p->count;
    a->value.kind = GR_VALUE_UNKNOWN;
    a->values = calloc(p->count ? p->count : 1, sizeof *a->values);
    if (a->values == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    rc = solve_values(p, opt, a, &unknown, &round, &infinite, err);
    if (rc != GR_OK)
        goto fail;
    if (infinite > 0 && opt->misere) {   /* no theory: play can go round, searched */
        if ((rc = misere_search(p, opt, a, err)) != GR_OK)
            goto fail;
        return GR_OK;
    }
    if (infinite > 0 && unknown == 0) {
        if ((rc = solve_loopy(p, a, infinite, err)) != GR_OK)
            goto fail;
        return GR_OK;
    }
    if (opt->misere) {
        if ((rc = solve_misere(p, opt, a, err)) != GR_OK)
            goto fail;
        return GR_OK;
    }
    if (unknown == 0) {
        a->value.kind = GR_VALUE_NIMBER;
        for (i = 0; i < p->count; i++)
            a->value.nimber ^= a->values[i].nimber;
        a->outcome = a->value.nimber != 0 ? GR_OUTCOME_N : GR_OUTCOME_P;
        a->rule = "nim-sum";
        return GR_OK;
    }
    if (p->count == 1 && p->items[0].game->rules->outcome != NULL) {
        rc = p->items[0].game->rules->outcome(p->items[0].game, p->items[0].state,
                                              &a->outcome, err);
        if (rc != GR_OK)
            goto fail;
        a->rule = "closed form";
        return GR_OK;
    }
    if (round == 0) {
        rc = undecided(p, a, err, 0);
        goto fail;
    }
    if ((rc = normal_search(p, opt, a, err)) == GR_OK)
        return GR_OK;
    if (rc == GR_EUNDECIDED)
        rc = undecided(p, a, err, 1);
fail:
    gr_analysis_free(a);
    return rc;
}

void gr_analysis_free(gr_analysis *a)
{
    if (a == NULL)
        return;
    free(a->values);
    free(a->owned);
    a->values = NULL;
    a->owned = NULL;
}

/* ---- winning moves ---- */

typedef struct mover {
    const gr_position *p;
    const gr_solve_options *opt;
    size_t component;
    uint64_t target;     /* the value the component's moves must reach */
    gr_winning_fn fn;
    void *ctx;
    gr_error *err;
    antinim an;          /* misere Nim: the counts of p */
    int check;           /* 0: every option offered wins; 1: anti-nim; 2: solve after;
                            3: the misere quotient; 4: the tame rule */
    const gr_quotient *q;   /* check 3: the quotient, each component's game in it, */
    size_t *game_of;        /* and phi of the other */
    uint32_t rest;          /* components of the sum */
    gr_outcome want;     /* check 2: the outcome a move must leave (P, or D for draws) */
    gr_search_session *session;   /* misere searches: one table for every move */
    gr_genus_session *genera;     /* check 4: the components' genera, and of */
    uint64_t tame_g, tame_firm;   /* the others: their nim-sum and firm count */
} mover;

/* Does option o leave the opponent lost? */
static int mover_wins(mover *m, const gr_option *o, int *wins)
{
    gr_position *after;
    gr_analysis a;
    int rc;

    if (m->check == 0) {
        *wins = 1;
        return GR_OK;
    }
    if (m->check == 3) {
        uint32_t x = m->rest;
        for (size_t i = 0; i < o->nparts; i++)
            x = gr_quotient_mul(m->q, x, gr_quotient_phi(m->q, m->game_of[m->component],
                                                         o->parts[i].heap));
        *wins = gr_quotient_is_p(m->q, x);
        return GR_OK;
    }
    if (m->check == 4) {   /* the parts of a tame position are tame */
        gr_genus gen;
        gr_position one = {1, 1, (gr_component *)&m->p->items[m->component]};
        gr_position *parts = gr_position_after(&one, 0, o);
        if (parts == NULL)
            return gr_error_set(m->err, GR_ENOMEM, "out of memory");
        rc = gr_genus_session_of(m->genera, parts, &gen);
        gr_position_free(parts);
        if (rc == GR_ESTOP)   /* the session's error went to tame_winning's scratch */
            return gr_error_set(m->err, GR_ESTOP, "stopped before the winning moves were "
                                "listed");
        if (rc != GR_OK)
            return gr_error_set(m->err, rc, "cannot list the winning moves of this misere "
                                "sum: %s", _("its genera are too large to search"));
        *wins = tame_outcome(m->tame_g ^ gen.g, m->tame_firm + gen.firm) == GR_OUTCOME_P;
        return GR_OK;
    }
    if (m->check == 1) {
        antinim an = m->an;
        gr_assert(o->nparts == 1);
        antinim_add(&an, m->p->items[m->component].state.heap, -1);
        antinim_add(&an, o->parts[0].heap, +1);
        *wins = antinim_outcome(&an) == GR_OUTCOME_P;
        return GR_OK;
    }
    after = gr_position_after(m->p, m->component, o);
    if (after == NULL)
        return gr_error_set(m->err, GR_ENOMEM, "out of memory");
    if (m->session != NULL) {   /* a misere sum: searched, with what earlier moves saw */
        gr_outcome oc;
        rc = gr_search_session_outcome(m->session, after, &oc);
        gr_position_free(after);
        if (rc == GR_EUNDECIDED)
            return gr_error_set(m->err, rc, "cannot list the winning moves of this misere "
                                "sum: %s", _("it is too large for exhaustive search"));
        *wins = oc == m->want;
        return rc;
    }
    rc = gr_solve(after, m->opt, &a, m->err);
    gr_position_free(after);
    if (rc != GR_OK)
        return rc;
    *wins = a.outcome == m->want;
    gr_analysis_free(&a);
    return GR_OK;
}

/* A move the ruleset itself vouches for: reported as it is. */
static int mover_option_unchecked(void *ctx, const gr_option *o)
{
    mover *m = ctx;
    gr_winning_move w;

    w.position = m->p;
    w.component = m->component;
    w.option = o;
    return m->fn(m->ctx, &w);
}

/* Reports option o when it leaves the opponent lost. */
static int mover_option(void *ctx, const gr_option *o)
{
    int rc, wins = 0;

    rc = mover_wins(ctx, o, &wins);
    if (rc == GR_OK && wins)
        rc = mover_option_unchecked(ctx, o);
    return rc;
}

/* A move of the component, when its parts' values XOR to m->target: for
** rulesets without a moves_to op, with values found as the solver finds
** them (closed form, else search). */
static int mover_filter(void *ctx, const gr_option *o)
{
    mover *m = ctx;
    const gr_game *g = m->p->items[m->component].game;
    uint64_t x = 0;
    gr_value v;
    size_t i;
    int rc, round;

    for (i = 0; i < o->nparts; i++) {
        if ((rc = component_value(g, o->parts[i], m->opt, &v, &round, m->err)) != GR_OK)
            return rc;
        if (v.kind == GR_VALUE_INF)
            return GR_OK;   /* an infinite part: the sum cannot be 0 */
        if (v.kind != GR_VALUE_NIMBER)
            return gr_error_set(m->err, GR_EUNDECIDED, "%s: a move leads to a position "
                                "with no known nim-value", g->spec);
        x ^= v.nimber;
    }
    return x == m->target ? mover_option(m, o) : GR_OK;
}

/* Every move of component c to a component of value target, each checked
** as m->check says: the ruleset's own moves_to when it has one. */
static int mover_moves_to(mover *m, const gr_component *c, uint64_t target)
{
    if (c->game->rules->moves_to != NULL)
        return c->game->rules->moves_to(c->game, c->state, target, mover_option, m, m->err);
    m->target = target;
    return gr_game_moves(c->game, c->state, mover_filter, m);
}

/* ---- the moves of a huge heap of an octal game, by the period of phi ---- */

#define OCTAL_PROBE 70   /* a heap past 2t + 2 for every octal code (t <= 32) */
#define OCTAL_DIGITS 33

/* The digits of an octal game, read off the moves of heap OCTAL_PROBE:
** bit 2 when k tokens may be taken leaving one heap, bit 4 leaving two. */
typedef struct octal_digits {
    unsigned char d[OCTAL_DIGITS];
    int bad;   /* a move no octal digit makes */
} octal_digits;

static int digit_option(void *ctx, const gr_option *o)
{
    octal_digits *od = ctx;
    uint64_t left = 0;
    for (size_t i = 0; i < o->nparts; i++)
        left += o->parts[i].heap;
    if (o->nparts > 2 || left > OCTAL_PROBE || OCTAL_PROBE - left >= OCTAL_DIGITS) {
        od->bad = 1;
        return 1;
    }
    od->d[OCTAL_PROBE - left] |= (unsigned char)(o->nparts == 1 ? 2 : o->nparts == 2 ? 4 : 1);
    return 0;
}

/* One move of heap n to the parts sizes[0..nparts), as the octal rulesets
** write it ("n -> a + b"), offered to mover_option. */
static int huge_emit(mover *m, uint64_t n, const uint64_t *sizes, size_t nparts)
{
    char text[96];
    gr_buf b = {text, 0, sizeof text, 0};
    gr_state parts[2];
    gr_option o;

    gr_buf_u64(&b, n);
    gr_buf_puts(&b, " -> ");
    for (size_t i = 0; i < nparts; i++) {
        gr_buf_printf(&b, "%s", i ? " + " : "");
        gr_buf_u64(&b, sizes[i]);
        parts[i].heap = sizes[i];
    }
    o.text = text;
    o.nparts = nparts;
    o.parts = parts;
    return mover_option(m, &o);
}

/* The splits a + (m - a), 1 <= a <= m/2, of a heap of an octal game whose
** phi has a proved period: a below the preperiod one by one; from there on
** whether a split wins depends on a mod the period only, so only the
** winning residue classes are walked. */
static int huge_pairs(mover *m, uint64_t n, uint64_t rest_m, const gr_quotient_info *in,
                      size_t game)
{
    uint64_t pre = in->preperiod > 1 ? in->preperiod : 1, per = in->period, a, s[2];
    uint64_t *good = malloc(per * sizeof *good), ngood = 0;
    int rc = 0;

    if (good == NULL)
        return gr_error_set(m->err, GR_ENOMEM, "out of memory");
    for (a = 1; a < pre && 2 * a <= rest_m && rc == 0; a++) {
        s[0] = a;
        s[1] = rest_m - a;
        rc = huge_emit(m, n, s, 2);
    }
    for (uint64_t r = 0; r < per && rc == 0; r++) {   /* the classes that win */
        uint32_t x = m->rest;
        a = pre + r;
        if (2 * a > rest_m)
            break;
        x = gr_quotient_mul(m->q, x, gr_quotient_phi(m->q, game, a));
        x = gr_quotient_mul(m->q, x, gr_quotient_phi(m->q, game, rest_m - a));
        if (gr_quotient_is_p(m->q, x))
            good[ngood++] = r;
    }
    for (uint64_t base = pre, i = 0; ngood > 0 && rc == 0 && 2 * base <= rest_m;
         base += per, i++) {
        if ((i & 4095) == 4095 && m->opt->stop != NULL && m->opt->stop(m->opt->ctx))
            rc = gr_error_set(m->err, GR_ESTOP, "stopped before the winning moves were "
                              "listed");
        for (uint64_t j = 0; j < ngood && rc == 0 && 2 * (base + good[j]) <= rest_m; j++) {
            s[0] = base + good[j];
            s[1] = rest_m - s[0];
            rc = huge_emit(m, n, s, 2);
        }
        if (base > UINT64_MAX - per)
            break;
    }
    free(good);
    return rc;
}

/* Every winning move of a heap too large to try its moves one by one, for
** an octal game whose quotient proves phi's period; 1 when the game is not
** one, nothing offered. */
static int huge_moves(mover *m, const gr_component *c, int *done)
{
    octal_digits od;
    gr_quotient_info in;
    gr_state probe;
    uint64_t n = c->state.heap;
    size_t game = m->game_of[m->component];
    int rc = 0;

    *done = 0;
    gr_quotient_get_info(m->q, &in);
    if (!(gr_game_props(c->game) & GR_PROP_OCTAL) || in.status != GR_QUOTIENT_PROVED ||
        in.period == 0)
        return GR_OK;
    memset(&od, 0, sizeof od);
    probe.heap = OCTAL_PROBE;
    gr_game_moves(c->game, probe, digit_option, &od);
    if (od.bad)
        return GR_OK;
    *done = 1;
    for (uint64_t k = 0; k < OCTAL_DIGITS && rc == 0; k++) {   /* k = 0: 4.x splits */
        uint64_t left = n - k;
        if (k > 0 && (od.d[k] & 2))
            rc = huge_emit(m, n, &left, 1);
        if (rc == 0 && (od.d[k] & 4))
            rc = huge_pairs(m, n, left, &in, game);
    }
    return rc;
}

/* A misere sum decided by its quotient: every move of c whose parts leave
** the product in P. The moves are walked one by one, except those of a huge
** heap of an octal game, walked by the period of phi; a huge heap of any
** other game is refused. */
static int quotient_moves(mover *m, const gr_component *c)
{
    int done, rc;

    if (c->state.heap <= QUOTIENT_WALK_MAX)
        return gr_game_moves(c->game, c->state, mover_option, m);
    if ((rc = huge_moves(m, c, &done)) != GR_OK || done)
        return rc;
    return gr_error_set(m->err, GR_EUNDECIDED, "cannot list the winning moves of this "
                        "misere sum: heap %llu has too many moves to try one by one "
                        "(the misere quotient decides heaps of any size, but lists the "
                        "moves of heaps up to %llu, except for octal games with a proved "
                        "period)", (unsigned long long)c->state.heap,
                        (unsigned long long)QUOTIENT_WALK_MAX);
}

/* The winning moves of a sum its quotient decides, component by component,
** each with the product of the others (prefix times suffix: no component
** is multiplied in more than twice). */
static int quotient_winning(mover *m)
{
    size_t n = m->p->count;
    uint32_t *suffix = malloc((n + 1) * sizeof *suffix), prefix = 0;
    int rc = GR_OK;
    if (suffix == NULL)
        return gr_error_set(m->err, GR_ENOMEM, "out of memory");
    suffix[n] = 0;
    for (size_t i = n; i-- > 0;)
        suffix[i] = gr_quotient_mul(m->q, suffix[i + 1],
                                    gr_quotient_phi(m->q, m->game_of[i],
                                                    m->p->items[i].state.heap));
    for (m->component = 0; m->component < n && rc == GR_OK; m->component++) {
        const gr_component *c = &m->p->items[m->component];
        m->rest = gr_quotient_mul(m->q, prefix, suffix[m->component + 1]);
        rc = quotient_moves(m, c);
        prefix = gr_quotient_mul(m->q, prefix,
                                 gr_quotient_phi(m->q, m->game_of[m->component],
                                                 c->state.heap));
    }
    free(suffix);
    free(m->game_of);
    m->game_of = NULL;
    return rc;
}

/* The winning moves of a tame sum: each component's moves, with the
** nim-sum and firm count of the others; a move wins when the tame rule
** makes what it leaves a P-position. */
static int tame_winning(mover *m)
{
    gr_error scratch;
    uint64_t g, firm;
    int tame, rc;

    if ((m->genera = tame_session(m->opt, &scratch)) == NULL)
        return gr_error_set(m->err, GR_ENOMEM, "out of memory");
    rc = tame_sum(m->genera, &scratch, m->p, &g, &firm, &tame, m->err);
    if (rc == GR_OK && !tame)   /* gr_solve found it tame with the same limits */
        rc = gr_error_set(m->err, GR_EUNDECIDED, "cannot list the winning moves of this "
                          "misere sum: %s", _("its genera are too large to search"));
    for (m->component = 0; m->component < m->p->count && rc == GR_OK; m->component++) {
        const gr_component *c = &m->p->items[m->component];
        gr_position one = {1, 1, (gr_component *)c};
        gr_genus gen;
        if ((rc = gr_genus_session_of(m->genera, &one, &gen)) != GR_OK) {
            if (m->err != NULL)
                *m->err = scratch;   /* the session's error (a stop) */
            break;
        }
        m->tame_g = g ^ gen.g;
        m->tame_firm = firm - (uint64_t)gen.firm;
        rc = gr_game_moves(c->game, c->state, mover_option, m);
    }
    gr_genus_session_free(m->genera);
    m->genera = NULL;
    return rc;
}

/* Misere Nim: the winning moves go to v ^ xor (at least one big heap stays)
** or to 0 or 1 (the last big heap goes); each candidate is checked. */
static int antinim_moves(mover *m, const gr_component *c)
{
    uint64_t targets[3] = {c->state.heap ^ m->an.xor, 0, 1};
    int t, u, rc;

    for (t = 0; t < 3; t++) {
        for (u = 0; u < t && targets[u] != targets[t]; u++)
            ;
        if (u < t)
            continue;   /* already tried */
        rc = mover_moves_to(m, c, targets[t]);
        if (rc != GR_OK)
            return rc;
    }
    return GR_OK;
}

/* The winning moves of a loopy sum ∞_K + b with b in K: in the infinite
** component, every move to a follower of finite value b (the sum is then
** 0); nothing else leaves a P-position. */
static int loopy_moves(mover *m, const gr_analysis *a)
{
    uint64_t b = 0;
    size_t i, j = 0;

    for (i = 0; i < m->p->count; i++) {
        if (a->values[i].kind == GR_VALUE_INF)
            j = i;
        else
            b ^= a->values[i].nimber;
    }
    m->component = j;
    return mover_moves_to(m, &m->p->items[j], b);
}

static int drawing_moves(const gr_position *p, const gr_solve_options *opt,
                         const gr_analysis *a, gr_winning_fn fn, void *ctx, gr_error *err)
{
    gr_error scratch;   /* err may be NULL: errors go here, unread */
    static const gr_solve_options defaults = {0, 0, NULL, NULL, NULL, 0};
    mover m = {.p = p, .opt = opt ? opt : &defaults, .fn = fn, .ctx = ctx, .err = err,
               .check = 2, .want = GR_OUTCOME_D};
    int rc = GR_OK;

    if (err == NULL)
        m.err = err = &scratch;
    if (a->outcome != GR_OUTCOME_D)
        return GR_OK;
    /* a misere draw was found by search: one table for every move */
    if (m.opt->misere && (m.session = gr_search_session_new(m.opt, err)) == NULL)
        return GR_ENOMEM;
    for (m.component = 0; m.component < p->count && rc == GR_OK; m.component++)
        rc = gr_game_moves(p->items[m.component].game, p->items[m.component].state,
                           mover_option, &m);
    gr_search_session_free(m.session);
    return rc;
}

static int winning_moves(const gr_position *p, const gr_solve_options *opt,
                         const gr_analysis *a, gr_winning_fn fn, void *ctx, gr_error *err)
{
    gr_error scratch;   /* err may be NULL: errors go here, unread */
    static const gr_solve_options defaults = {0, 0, NULL, NULL, NULL, 0};
    mover m = {.p = p, .opt = opt ? opt : &defaults, .fn = fn, .ctx = ctx, .err = err,
               .want = GR_OUTCOME_P};
    gr_error first;     /* why the first component left moves unlisted */
    int rc = GR_OK, unlisted = 0;

    if (err == NULL)
        m.err = err = &scratch;
    if (a->outcome != GR_OUTCOME_N)
        return GR_OK;
    if (a->value.kind == GR_VALUE_INF)
        return loopy_moves(&m, a);
    if (m.opt->misere && is_nim_sum(p)) {
        m.check = 1;
        m.an = antinim_of(p);
    } else if (m.opt->misere && a->rule != NULL && strcmp(a->rule, "tame") == 0) {
        m.check = 4;
        return tame_winning(&m);
    } else if (m.opt->misere && (m.q = sum_quotient(p, m.opt, &m.game_of, err, &rc)) != NULL) {
        m.check = 3;
        return quotient_winning(&m);
    } else if (rc != GR_OK) {
        return rc;
    } else if (m.opt->misere || a->value.kind != GR_VALUE_NIMBER) {
        m.check = 2;
    }
    if (m.check == 2 && m.opt->misere &&
        (m.session = gr_search_session_new(m.opt, err)) == NULL)
        return GR_ENOMEM;
    for (m.component = 0; m.component < p->count; m.component++) {
        const gr_component *c = &p->items[m.component];
        if (m.check == 0)
            rc = mover_moves_to(&m, c, a->values[m.component].nimber ^ a->value.nimber);
        else if (m.check == 1)
            rc = antinim_moves(&m, c);
        else if (!m.opt->misere && p->count == 1 && c->game->rules->moves_to_loss != NULL)
            rc = c->game->rules->moves_to_loss(c->game, c->state, mover_option_unchecked,
                                               &m, err);
        else
            rc = gr_game_moves(c->game, c->state, mover_option, &m);
        if (rc == GR_EUNDECIDED && !unlisted)   /* the first reason; the others go on */
            first = *err, unlisted = 1;
        else if (rc != GR_OK && rc != GR_EUNDECIDED)
            break;
    }
    gr_search_session_free(m.session);
    if (unlisted && (rc == GR_OK || rc == GR_EUNDECIDED)) {
        *err = first;
        return GR_EUNDECIDED;
    }
    return rc;
}

/* ---- the doors: an error always has its words ----
**
** A ruleset's moves op has no gr_error to fill: a plugin's that runs out of
** memory returns GR_ENOMEM, and the answer said "grundy: " and nothing
** more. The error each door returns is worded (base/error.h). */

int gr_solve(const gr_position *p, const gr_solve_options *opt, gr_analysis *a,
             gr_error *err)
{
    return gr_error_worded(err, solve(p, opt, a, err));
}

int gr_drawing_moves(const gr_position *p, const gr_solve_options *opt,
                     const gr_analysis *a, gr_winning_fn fn, void *ctx, gr_error *err)
{
    return gr_error_worded(err, drawing_moves(p, opt, a, fn, ctx, err));
}

int gr_winning_moves(const gr_position *p, const gr_solve_options *opt,
                     const gr_analysis *a, gr_winning_fn fn, void *ctx, gr_error *err)
{
    return gr_error_worded(err, winning_moves(p, opt, a, fn, ctx, err));
}
