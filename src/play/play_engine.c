/*
** play_engine.c - the engine's move: a winning move when there is one (in
** a loopy game the one that makes progress), a move that keeps a draw, and
** otherwise the losing move that keeps the game long and the opponent's
** task hard. Talks only to the solver and the rulesets' public ops.
*/
#include <stdlib.h>
#include <string.h>

#include "play.h"

#define CANDIDATES 512     /* losing moves weighed at most, over all components */
#define WINNERS 512        /* winning moves drawn from once the best key is reached */
#define REPLIES_CAP 1000   /* winning replies counted at most */
#define MOBILITY_CAP 1000  /* moves of a component counted at most */

/* The choice so far: the best key seen and how many moves tied on it. */
typedef struct chooser {
    const gr_position *p;
    const gr_solve_options *opt;
    play_rng *rng;
    play_move *best;
    uint64_t key[3];       /* lower is better */
    uint64_t ties;
    uint64_t offered;      /* winning (or drawing) moves seen */
    int enough;            /* the walk of winning moves was stopped on purpose */
    size_t component;
    size_t budget;         /* options still to weigh in this component */
    gr_error *err;
    int rc;
} chooser;

/* Keeps option o of the current component when its key beats the best, or
** ties with it and wins the draw (each of n tied moves is kept with
** probability 1/n). */
static int chooser_offer(chooser *c, const gr_option *o, const uint64_t key[3])
{
    int cmp = c->ties == 0 ? -1 : 0, k;

    for (k = 0; k < 3 && cmp == 0; k++)
        cmp = key[k] < c->key[k] ? -1 : key[k] > c->key[k];
    if (cmp > 0)
        return GR_OK;
    c->ties = cmp < 0 ? 1 : c->ties + 1;
    if (cmp == 0 && play_rng_next(c->rng) % c->ties != 0)
        return GR_OK;
    memcpy(c->key, key, sizeof c->key);
    play_move_clear(c->best);
    return play_move_set(c->best, c->p, c->component, o);
}

/* A winning (or, in a draw, drawing) move; in a loopy game the one to the
** smallest counter, so the win comes in finitely many moves (the answer to
** a move into an infinite position goes back to a smaller counter). A huge
** heap has countless winning moves (kayles 10^15: about 10^14), so the walk
** stops after WINNERS of them once the best key is 0, which no move can
** beat: the choice is uniform among the first WINNERS winning moves in the
** solver's order (all of them when there are fewer, as in any small
** position), and the same seed still gives the same move. */
static int on_winning(void *ctx, const gr_winning_move *w)
{
    const gr_component *comp = &w->position->items[w->component];
    uint64_t key[3] = {0, 0, 0};
    chooser *c = ctx;
    gr_value v;
    size_t k;
    int rc;

    for (k = 0; k < w->option->nparts; k++)
        if (gr_game_value(comp->game, w->option->parts[k], &v, NULL) == GR_OK &&
            v.kind == GR_VALUE_NIMBER && v.counter > key[0])
            key[0] = v.counter;
    c->component = w->component;
    if ((rc = chooser_offer(c, w->option, key)) != GR_OK)
        return rc;
    if (++c->offered < WINNERS || c->key[0] != 0)
        return GR_OK;
    c->enough = 1;
    return GR_ESTOP;
}

static int count_reply(void *ctx, const gr_winning_move *w)
{
    size_t *n = ctx;

    (void)w;
    return ++*n >= REPLIES_CAP ? GR_ESTOP : 0;
}

/* The number of winning replies the opponent has in q (capped). */
static int winning_replies(const gr_position *q, const gr_solve_options *opt, size_t *n,
                           gr_error *err)
{
    gr_analysis a;
    int rc;

    *n = 0;
    if ((rc = gr_solve(q, opt, &a, err)) != GR_OK)
        return rc;
    rc = gr_winning_moves(q, opt, &a, count_reply, n, err);
    gr_analysis_free(&a);
    return rc == GR_ESTOP ? GR_OK : rc;
}

static int count_option(void *ctx, const gr_option *o)
{
    size_t *n = ctx;

    (void)o;
    return ++*n >= MOBILITY_CAP;
}

/* How much a move takes: for heaps, the tokens it removes (less is
** better) and the heap's size (more is better); for other games, the moves
** the new parts still have (more is better). */
static void size_keys(const gr_component *c, const gr_option *o, uint64_t key[2])
{
    uint64_t left = 0, moves = 0;
    size_t k;

    if (c->game->rules->shape == GR_SHAPE_HEAP) {
        for (k = 0; k < o->nparts; k++)
            left += o->parts[k].heap;
        key[0] = left < c->state.heap ? c->state.heap - left : 0;
        key[1] = UINT64_MAX - c->state.heap;
        return;
    }
    for (k = 0; k < o->nparts && moves < MOBILITY_CAP; k++) {
        size_t n = 0;
        gr_game_moves(c->game, o->parts[k], count_option, &n);
        moves += n;
    }
    key[0] = UINT64_MAX - moves;
    key[1] = 0;
}

static int on_losing(void *ctx, const gr_option *o)
{
    chooser *c = ctx;
    gr_position *q = gr_position_after(c->p, c->component, o);
    uint64_t key[3];
    size_t replies = 0;
    int rc, over;

    if (q == NULL)
        return c->rc = gr_error_set(c->err, GR_ENOMEM, "out of memory");
    over = play_is_over(q);
    rc = over ? GR_OK : winning_replies(q, c->opt, &replies, c->err);
    gr_position_free(q);
    if (rc == GR_EUNDECIDED) {   /* weigh the move as if every reply won */
        replies = REPLIES_CAP;
        rc = GR_OK;
    }
    if (rc != GR_OK)
        return c->rc = rc;
    /* ending the game at once (a misere loss) is the most trivial move */
    key[0] = over ? REPLIES_CAP + 1 : replies;
    size_keys(&c->p->items[c->component], o, key + 1);
    if ((rc = chooser_offer(c, o, key)) != GR_OK)
        return c->rc = rc;
    return --c->budget == 0 ? GR_ESTOP : 0;
}

/* Weighs at most CANDIDATES moves, spread over the components; the first
** moves each ruleset lists (for heaps: the smallest reductions) come first. */
static int choose_losing(chooser *c)
{
    size_t i, per = CANDIDATES / (c->p->count ? c->p->count : 1), weighed = 0;

    per = per ? per : 1;
    for (i = 0; i < c->p->count; i++) {
        const gr_component *comp = &c->p->items[i];
        if (weighed >= CANDIDATES && c->ties > 0)
            break;
        c->component = i;
        c->budget = per;
        gr_game_moves(comp->game, comp->state, on_losing, c);
        if (c->rc != GR_OK)
            return c->rc;
        weighed += per - c->budget;
    }
    return GR_OK;
}

int play_engine_move(const gr_position *p, const gr_solve_options *opt, play_rng *rng,
                     play_move *out, int *winning, gr_error *err)
{
    chooser c;
    gr_analysis a;
    int rc;

    memset(&c, 0, sizeof c);
    c.p = p;
    c.opt = opt;
    c.rng = rng;
    c.best = out;
    c.err = err;
    if ((rc = gr_solve(p, opt, &a, err)) != GR_OK)
        return rc;
    *winning = a.outcome == GR_OUTCOME_N;
    if (a.outcome == GR_OUTCOME_D)   /* a draw: keep it */
        rc = gr_drawing_moves(p, opt, &a, on_winning, &c, err);
    else
        rc = gr_winning_moves(p, opt, &a, on_winning, &c, err);
    gr_analysis_free(&a);
    if (rc == GR_ESTOP && c.enough)
        rc = GR_OK;
    if (rc == GR_EUNDECIDED && c.ties > 0)   /* some moves not listed: one found wins */
        rc = GR_OK;
    if (rc == GR_OK && c.ties == 0) {
        *winning = 0;   /* misere: a terminal-like N-position has no move */
        rc = choose_losing(&c);
    }
    if (rc == GR_OK && c.ties == 0)
        rc = gr_error_set(err, GR_EINPUT, "no move left");
    return rc;
}
