/*
** quotient.c - misere quotients of heap games through the library's door:
** the games' moves handed to the engine of src/misere, the answer named and
** presented, and the quotient kept with its game.
*/
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "grundy.h"
#include "base/i18n.h"
#include "misere/present.h"
#include "misere/quotient.h"
#include "core/game.h"
#include "core/genus.h"
#include "core/quotient.h"

#define DEFAULT_MAX_HEAP 16384   /* 0.156 is proved at heap 7659 (tame, period 349) */
#define DEFAULT_MAX_WORK 20000000u
#define SOLVER_MAX_HEAP 1024         /* gr_game_quotient: the solver's own */
#define SOLVER_MAX_WORK 4000000u
#define MAX_PARTS GR_TAME_PARTS   /* parts an option may have */

struct gr_quotient {
    mq_quotient mq;
    mq_presentation pres;
    size_t ngames;
    int by_theory;    /* every heap tame: found by the tame rule, no walk */
};

/* ---- the games' moves, as heap ids (heap * ngames + game) ---- */

typedef struct bridge {
    gr_game *const *games;
    size_t ngames;
    size_t game;
    mq_part_fn part;
    void *sink;
    int too_many;      /* an option with more than MAX_PARTS parts */
} bridge;

static int bridge_option(void *ctx, const gr_option *o)
{
    bridge *b = ctx;
    uint64_t ids[MAX_PARTS];
    if (o->nparts > MAX_PARTS) {
        b->too_many = 1;
        return 1;
    }
    for (size_t i = 0; i < o->nparts; i++)
        ids[i] = o->parts[i].heap * b->ngames + b->game;
    return b->part(b->sink, ids, o->nparts);
}

static int bridge_moves(void *ctx, uint64_t id, mq_part_fn part, void *sink)
{
    bridge *b = ctx;
    gr_state s;
    b->game = id % b->ngames;
    b->part = part;
    b->sink = sink;
    s.heap = id / b->ngames;
    return gr_game_moves_parts(b->games[b->game], s, bridge_option, b);
}

/* The most tokens a move of g takes (GR_PROP_OCTAL: seen by heap 33). */
typedef struct take {
    uint64_t heap, most;
} take;

static int take_option(void *ctx, const gr_option *o)
{
    take *t = ctx;
    uint64_t left = 0;
    for (size_t i = 0; i < o->nparts; i++)
        left += o->parts[i].heap;
    if (left <= t->heap && t->heap - left > t->most)
        t->most = t->heap - left;
    return 0;
}

static unsigned max_take(gr_game *const *games, size_t ngames)
{
    take t = {0, 0};
    for (size_t g = 0; g < ngames; g++)
        for (t.heap = 1; t.heap <= 34; t.heap++) {
            gr_state s;
            s.heap = t.heap;
            gr_game_moves_parts(games[g], s, take_option, &t);
        }
    return (unsigned)t.most;
}

/* ---- computing ---- */

static int check_games(gr_game *const *games, size_t ngames, int *octal, gr_error *err)
{
    *octal = ngames > 0;
    if (ngames == 0)
        return gr_error_set(err, GR_EINPUT, "a misere quotient needs at least one game");
    for (size_t g = 0; g < ngames; g++) {
        if (games[g]->rules->shape != GR_SHAPE_HEAP)
            return gr_error_set(err, GR_EINPUT, "'%s' is not a heap game: misere quotients "
                                "are computed for heap games", games[g]->spec);
        if (!(gr_game_props(games[g]) & GR_PROP_OCTAL))
            *octal = 0;
    }
    return GR_OK;
}

static int engine_error(int rc, const bridge *b, gr_error *err)
{
    if (rc == -1)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    if (rc == -2 || b->too_many)
        return gr_error_set(err, GR_EINPUT, "'%s' has a move that leaves a heap not smaller "
                            "than its own, or more than %d heaps: no misere quotient is "
                            "computed for it", b->games[b->game]->spec, MAX_PARTS);
    return gr_error_set(err, GR_ESTOP, "the computation of a misere quotient was stopped");
}

/* ---- tame games: the quotient by Conway's theory, no walks ---- */

/* Options the tame scan of a quotient reads at most (about 3 s; the walks'
** work bound is theirs alone). A game whose heaps have many options each
** (hex:0.f's three-heap splits, m^2/12 of them) took some 20 minutes to
** reach the default ceiling, 16384. */
#define TAME_MOST_READ ((uint64_t)1 << 28)

/* 1 when the quotient (into *out) was found by the tame rule: every heap it
** covers is tame. 0 when some heap up to the ceiling is wild, has a genus
** beyond search or a move the engine refuses: the walks do it all then.
** Heaps are taken up to sizes 64, 128, ... so that a period proved early
** costs no more genera than it needs. When the scan passes its bound on
** options read, the quotient is that of the heaps scanned whole, stopped
** as a walk past its work is (MQ_NONE, MQ_TOO_MUCH_WORK) unless a period
** is proved there. Negative: -1 out of memory, or -GR_ESTOP when the stop
** said so. */
static int tame_quotient(gr_game *const *games, size_t ngames, const mq_settings *s,
                         mq_quotient *out)
{
    gr_tame_heaps t;
    uint64_t top = (s->max_heap + 1) / ngames - 1, upto = 64;
    int rc = gr_tame_heaps_init(&t, games, ngames, TAME_MOST_READ), over = 0;

    if (rc != GR_OK) {   /* out of memory, or a heap 0 with a move: not tame here */
        gr_tame_heaps_free(&t);
        return rc == GR_ENOMEM ? -1 : 1;
    }

    t.stop = s->stop;
    t.stop_ctx = s->stop_ctx;
    while (rc == 0) {
        upto = upto < top ? upto : top;
        if ((rc = gr_tame_heaps_upto(&t, upto)) == GR_EUNDECIDED && t.over && t.done > 0) {
            upto = t.done;   /* the heaps whole before the bound */
            over = 1;
            rc = GR_OK;
        }
        if (rc != GR_OK)
            rc = rc == GR_ESTOP ? -GR_ESTOP : rc == GR_ENOMEM ? -1 : 1;
        else if (t.wild)
            rc = 1;
        if (rc != 0)
            break;
        mq_settings ts = *s;
        ts.max_heap = (upto + 1) * ngames - 1;
        if ((rc = mq_tame(t.g, t.firm, &ts, out)) != 0) {
            rc = rc > 0 ? -GR_ESTOP : rc;
            break;
        }
        if (over && out->status == MQ_FOUND) {
            out->status = MQ_NONE;
            out->why = MQ_TOO_MUCH_WORK;
            out->order_reached = out->q.order;
        }
        if (out->status != MQ_FOUND || upto == top || over) {
            rc = 2;
            break;
        }
        mq_free(out);
        upto *= 2;
    }
    gr_tame_heaps_free(&t);
    return rc == 2 ? 1 : rc == 1 ? 0 : rc;
}

/* The quotient by the tame rule where it applies (theory 1), else by the
** walks of the engine. */
static int compute(gr_game *const *games, size_t ngames, uint64_t max_heap, uint64_t max_work,
                   int (*stop)(void *ctx), void *ctx, int theory, gr_quotient **out,
                   gr_error *err)
{
    gr_error scratch;   /* err may be NULL: errors go here, unread */
    bridge b = {games, ngames, 0, NULL, NULL, 0};
    int octal, rc;
    *out = NULL;
    if (err == NULL)
        err = &scratch;
    if ((rc = check_games(games, ngames, &octal, err)) != GR_OK)
        return rc;
    max_heap = max_heap ? max_heap : DEFAULT_MAX_HEAP;
    if (max_heap > UINT64_MAX / ngames - 1)
        return gr_error_set(err, GR_ERANGE, "a misere quotient up to heap %llu is beyond reach",
                            (unsigned long long)max_heap);
    mq_settings s = {max_heap * ngames + ngames - 1, octal ? max_take(games, ngames) : 0,
                     octal, 0, max_work ? max_work : DEFAULT_MAX_WORK, ngames, stop, ctx, 0};
    gr_quotient *q = calloc(1, sizeof *q);
    if (q == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    q->ngames = ngames;
    rc = theory ? tame_quotient(games, ngames, &s, &q->mq) : 0;
    q->by_theory = rc == 1;
    if (rc == 0)
        rc = mq_compute(bridge_moves, &b, &s, &q->mq);
    else
        rc = rc == 1 ? 0 : rc == -1 ? -1 : GR_ESTOP;
    /* stopped inside a size (heap n of the first game placed, of the
    ** second not): the quotient is that of whole sizes, as the user reads it */
    if (rc == 0 && q->mq.status == MQ_NONE && (q->mq.checked + 1) % ngames != 0 &&
        (q->mq.checked + 1) / ngames > 0 &&
        (rc = mq_trim(&q->mq, (q->mq.checked + 1) / ngames * ngames - 1)) != 0)
        mq_free(&q->mq);
    if (rc != 0) {
        free(q);
        return engine_error(rc, &b, err);
    }
    if (!mq_present(&q->mq, &q->pres)) {
        gr_quotient_free(q);
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    }
    *out = q;
    return GR_OK;
}

int gr_quotient_compute(gr_game *const *games, size_t ngames, uint64_t max_heap,
                        uint64_t max_work, int (*stop)(void *ctx), void *ctx,
                        gr_quotient **out, gr_error *err)
{
    return compute(games, ngames, max_heap, max_work, stop, ctx, 1, out, err);
}

int gr_quotient_by_walks(gr_game *const *games, size_t ngames, uint64_t max_heap,
                         uint64_t max_work, gr_quotient **out, gr_error *err)
{
    return compute(games, ngames, max_heap, max_work, NULL, NULL, 0, out, err);
}

int gr_quotient_by_theory(const gr_quotient *q)
{
    return q->by_theory;
}

void gr_quotient_free(gr_quotient *q)
{
    if (q == NULL)
        return;
    mq_free(&q->mq);
    mq_presentation_free(&q->pres);
    free(q);
}

/* ---- reading it ---- */

/* English (JSON keeps it); marked so that a front end can translate it */
static const char *stopped_why(mq_why why)
{
    switch (why) {
    case MQ_TOO_LARGE: return N_("the candidate quotients passed order 2048");
    case MQ_TOO_MANY_SUMS: return N_("one check of a candidate passed its bound on sums");
    case MQ_GAVE_UP: return N_("no candidate quotient the construction tries was right");
    case MQ_TOO_MUCH_WORK: return N_("its work passed the bound");
    default: return N_("it reached the ceiling");
    }
}

void gr_quotient_get_info(const gr_quotient *q, gr_quotient_info *out)
{
    memset(out, 0, sizeof *out);
    out->status = q->mq.status == MQ_PROVED ? GR_QUOTIENT_PROVED
                : q->mq.status == MQ_FOUND ? GR_QUOTIENT_FOUND : GR_QUOTIENT_NONE;
    out->order = q->mq.q.order;
    for (uint32_t x = 0; x < q->mq.q.order; x++)
        out->p_count += q->mq.q.is_p[x];
    out->tame = q->pres.tame;
    out->checked = (q->mq.checked + 1) / q->ngames - 1;
    out->preperiod = q->mq.preperiod;
    out->period = q->mq.period;
    if (q->mq.status == MQ_NONE) {
        out->stopped_at = out->checked + 1;
        out->stopped = stopped_why(q->mq.why);
    }
    out->ngenerators = q->pres.ngens;
    out->nrelations = q->pres.nrel;
}

uint32_t gr_quotient_phi(const gr_quotient *q, size_t game, uint64_t heap)
{
    if (game >= q->ngames)
        return UINT32_MAX;
    /* every heap the engine placed, even when it stopped inside a size
    ** (heap n of the first game placed, of the second not): a generator
    ** may be such a heap */
    return mq_phi(&q->mq, q->ngames, game, heap);
}

uint32_t gr_quotient_mul(const gr_quotient *q, uint32_t x, uint32_t y)
{
    if (x >= q->mq.q.order || y >= q->mq.q.order)
        return UINT32_MAX;   /* not an element: phi past the quotient, passed on */
    return monoid_mul(&q->mq.q, x, y);
}

int gr_quotient_is_p(const gr_quotient *q, uint32_t x)
{
    return x < q->mq.q.order && q->mq.q.is_p[x];
}

static void put_word(const gr_quotient *q, const uint32_t *exp, gr_buf *out)
{
    size_t size = 16 * q->pres.ngens + 2;
    char *name = malloc(size);
    if (name == NULL) {
        out->failed = 1;
        return;
    }
    mq_word_name(exp, q->pres.ngens, name, size);
    gr_buf_puts(out, name);
    free(name);
}

void gr_quotient_name(const gr_quotient *q, uint32_t x, gr_buf *out)
{
    if (x >= q->mq.q.order)
        gr_buf_puts(out, "?");
    else
        put_word(q, q->pres.nf + (size_t)x * q->pres.ngens, out);
}

void gr_quotient_generator(const gr_quotient *q, size_t i, size_t *game, uint64_t *heap)
{
    *game = q->pres.gen_heap[i] % q->ngames;
    *heap = q->pres.gen_heap[i] / q->ngames;
}

void gr_quotient_relation(const gr_quotient *q, size_t i, gr_buf *lhs, gr_buf *rhs)
{
    put_word(q, q->pres.rel_lhs + i * q->pres.ngens, lhs);
    gr_quotient_name(q, q->pres.rel_rhs[i], rhs);
}

/* ---- the solver's quotients, one per game spec for the whole process ---- */

/* Two tiers: a small computation first (under a second even for the games
** that have no finite quotient), and a larger one only when a heap past
** what the first covers is asked for. */
static const struct { uint64_t max_heap, max_work; } tiers[2] = {
    {SOLVER_MAX_HEAP, SOLVER_MAX_WORK}, {4 * SOLVER_MAX_HEAP, 3 * SOLVER_MAX_WORK}
};

typedef struct kept {
    char *spec;
    gr_quotient *q[2];   /* per tier; a quotient kept is never freed */
} kept;

/* Specs kept at most: a quotient is handed out only when kept (its callers
** hold it without a count), so a process that meets ever new games (a
** server asked for octal:0.7NN...) would grow without end; past this many,
** a new spec has no quotient and the solver decides without one. */
#define KEPT_MAX 1024

static pthread_mutex_t kept_lock = PTHREAD_MUTEX_INITIALIZER;
static kept *kept_list;
static size_t kept_count, kept_cap, kept_max = KEPT_MAX;

size_t gr_quotient_keep_most(size_t most)
{
    size_t was;

    pthread_mutex_lock(&kept_lock);
    was = kept_max;
    kept_max = most;
    pthread_mutex_unlock(&kept_lock);
    return was;
}

static kept *kept_find(const char *spec)
{
    for (size_t i = 0; i < kept_count; i++)
        if (strcmp(kept_list[i].spec, spec) == 0)
            return &kept_list[i];
    return NULL;
}

/* Keeps q as spec's quotient of tier t, unless another thread kept one
** first: then q is freed and that one returned. NULL, q freed, when there
** is no room for another spec: *full set when kept_max are kept, else out
** of memory. */
static gr_quotient *kept_add(const char *spec, int t, gr_quotient *q, int *full)
{
    kept *k = kept_find(spec);
    if (k == NULL && kept_count >= kept_max) {
        gr_quotient_free(q);
        *full = 1;
        return NULL;
    }
    if (k == NULL && kept_count == kept_cap) {
        size_t cap = kept_cap ? 2 * kept_cap : 16;
        kept *list = realloc(kept_list, cap * sizeof *list);
        if (list == NULL) {
            gr_quotient_free(q);
            return NULL;
        }
        kept_list = list;
        kept_cap = cap;
    }
    if (k == NULL) {
        char *copy = strdup(spec);
        if (copy == NULL) {
            gr_quotient_free(q);
            return NULL;
        }
        k = &kept_list[kept_count++];
        *k = (kept){copy, {NULL, NULL}};
    }
    if (k->q[t] != NULL) {
        gr_quotient_free(q);
        return k->q[t];
    }
    return k->q[t] = q;
}

const gr_quotient *gr_games_quotient(gr_game *const *games, size_t ngames,
                                     const uint64_t *heaps, const gr_solve_options *opt,
                                     gr_error *err)
{
    int (*stop)(void *) = opt != NULL ? opt->stop : NULL;
    void *ctx = opt != NULL ? opt->ctx : NULL;
    gr_quotient *q = NULL;
    gr_buf key = GR_BUF_INIT;

    for (size_t i = 0; i < ngames; i++) {   /* the games' specs, joined as the CLI joins them */
        if (i > 0)
            gr_buf_puts(&key, " + ");
        gr_buf_puts(&key, games[i]->spec);
    }
    if (key.failed) {
        gr_buf_free(&key);
        gr_error_set(err, GR_ENOMEM, "out of memory");
        return NULL;
    }
    for (int t = 0; t < 2; t++) {
        size_t i, most;
        pthread_mutex_lock(&kept_lock);
        kept *k = kept_find(gr_buf_str(&key));
        gr_quotient *have = k != NULL ? k->q[t] : NULL;
        int full = k == NULL && kept_count >= kept_max;
        most = kept_max;
        pthread_mutex_unlock(&kept_lock);
        if (have == NULL && !full) {
            if (gr_quotient_compute(games, ngames, tiers[t].max_heap, tiers[t].max_work, stop,
                                    ctx, &have, err) != GR_OK)
                break;
            pthread_mutex_lock(&kept_lock);
            have = kept_add(gr_buf_str(&key), t, have, &full);
            pthread_mutex_unlock(&kept_lock);
            if (have == NULL && !full) {
                gr_error_set(err, GR_ENOMEM, "out of memory");
                break;
            }
        }
        if (full) {
            gr_error_set(err, GR_EUNDECIDED, "no quotient: those of %zu game specs are kept, "
                         "and no more", most);
            break;
        }
        q = have;
        for (i = 0; i < ngames && gr_quotient_phi(q, i, heaps[i]) != UINT32_MAX; i++)
            ;
        if (i == ngames)
            break;
    }
    gr_buf_free(&key);
    return q;
}

const gr_quotient *gr_game_quotient(gr_game *g, uint64_t heap, const gr_solve_options *opt,
                                    gr_error *err)
{
    return gr_games_quotient(&g, 1, &heap, opt, err);
}
