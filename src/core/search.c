/*
** search.c - exhaustive search: values by mex over every move, outcomes of
** whole sums (normal or misere) by trying every move, and by retrograde
** analysis where play can go round a cycle (a draw, D, where neither player
** can force a win). The reference the closed forms are tested against, and
** the solver's fallback for small positions that no rule covers.
*/
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "grundy.h"
#include "base/memo.h"
#include "core/game.h"
#include "core/genus.h"
#include "search.h"

#define DEFAULT_LIMIT 2000000u
#define PROGRESS_STEP 256u    /* positions between looks at the clock */
#define STOP_STEP 64u         /* positions, or moves, between calls of opt->stop */
#define MOVES_PER_POSITION 2u   /* the work bound: moves tried per position allowed */
#define PARTS_PER_POSITION 64u  /* and components built, over all the positions moved to,
                                   per position allowed: a move costs its position's size */
#define MAX_DEPTH 4000u   /* each level of the recursion takes 550-800 bytes of stack
                             (more under ASan): 20000 overflowed 8 MB */
#define STACK_BUDGET (3u << 20)   /* and the recursion uses at most 3 MiB of stack,
                                     whatever a level takes (sanitizers triple it) */

typedef struct search {
    memo seen;
    uint64_t limit;
    const gr_solve_options *opt;   /* the progress callback, or NULL */
    time_t reported;  /* when progress was last reported */
    uint64_t guards;  /* positions entered, counted for the progress reports */
    uint64_t moves;   /* moves tried so far: bounded by limit * MOVES_PER_POSITION */
    uint64_t parts;   /* components of the positions moved to: by limit * PARTS_PER_POSITION */
    unsigned depth;
    uintptr_t stack_top;   /* where the stack was when the search began */
    gr_error *err;
    int round;        /* a value search met a position on its own line of play */
} search;

/* How far the stack has grown since the search began (it may grow either
** way; addresses compared as integers). */
static uintptr_t stack_used(const search *s)
{
    char here;
    uintptr_t now = (uintptr_t)&here;

    return now < s->stack_top ? s->stack_top - now : now - s->stack_top;
}

static int search_begin(search *s, const gr_solve_options *opt, gr_error *err)
{
    char here;

    s->stack_top = (uintptr_t)&here;
    memo_init(&s->seen);
    s->opt = opt;
    s->reported = time(NULL);
    s->guards = 0;
    s->limit = opt->search_limit ? opt->search_limit : DEFAULT_LIMIT;
    s->moves = s->parts = 0;
    s->depth = 0;
    s->err = err;
    s->round = 0;
    return GR_OK;
}

/* Releases what search_begin set up and passes the search's result on. */
static int search_end(search *s, int rc)
{
    memo_free(&s->seen);
    return rc;
}

/* The caller's stop callback said stop (asked every STOP_STEP calls). */
static int search_stopped(search *s, uint64_t count)
{
    if (s->opt->stop == NULL || count % STOP_STEP != 0 || !s->opt->stop(s->opt->ctx))
        return GR_OK;
    return gr_error_set(s->err, GR_ESTOP, "stopped before the search was complete "
                        "(%llu positions seen)", (unsigned long long)s->seen.count);
}

/* limit * times, or UINT64_MAX where that does not fit: a huge limit is
** no limit, never one that wrapped round to 0 */
static uint64_t times_limit(uint64_t limit, uint64_t times)
{
    return limit > UINT64_MAX / times ? UINT64_MAX : limit * times;
}

/* Counts one move tried, to a position of `parts` components; GR_EUNDECIDED
** once the work bound is passed (the moves, or the components built: a sum
** of thousands of components costs thousands of times more a move). */
static int search_move(search *s, size_t parts)
{
    if (search_stopped(s, s->moves + 1) != GR_OK)
        return GR_ESTOP;
    if (++s->moves > times_limit(s->limit, MOVES_PER_POSITION))
        return gr_error_set(s->err, GR_EUNDECIDED, "too large for exhaustive search "
                            "(more than %llu moves tried)",
                            (unsigned long long)times_limit(s->limit, MOVES_PER_POSITION));
    if ((s->parts += parts) > times_limit(s->limit, PARTS_PER_POSITION))
        return gr_error_set(s->err, GR_EUNDECIDED, "too large for exhaustive search "
                            "(more than %llu components in the positions its moves lead to)",
                            (unsigned long long)times_limit(s->limit, PARTS_PER_POSITION));
    return GR_OK;
}

static int search_guard(search *s)
{
    if (search_stopped(s, s->guards + 1) != GR_OK)
        return GR_ESTOP;
    if (++s->guards % PROGRESS_STEP == 0 && s->opt->progress != NULL &&
        time(NULL) != s->reported) {
        s->reported = time(NULL);
        s->opt->progress(s->opt->ctx, s->seen.count, s->limit);
    }
    if (s->seen.count >= s->limit)
        return gr_error_set(s->err, GR_EUNDECIDED, "too large for exhaustive search "
                            "(more than %llu positions)", (unsigned long long)s->limit);
    if (s->opt->max_memory != 0 && s->seen.bytes > s->opt->max_memory) {
        if (s->opt->max_memory % (1u << 20) != 0)   /* a library caller's bound */
            return gr_error_set(s->err, GR_EUNDECIDED, "too large for exhaustive search "
                                "(its positions take more than %llu bytes)",
                                (unsigned long long)s->opt->max_memory);
        return gr_error_set(s->err, GR_EUNDECIDED, "too large for exhaustive search "
                            "(its positions take more than %llu MiB)",
                            (unsigned long long)(s->opt->max_memory >> 20));
    }
    if (s->depth >= MAX_DEPTH)
        return gr_error_set(s->err, GR_EUNDECIDED, "too deep for exhaustive search "
                            "(games longer than %u moves)", s->depth);
    if (stack_used(s) > STACK_BUDGET)   /* wide positions: each level's frame is large */
        return gr_error_set(s->err, GR_EUNDECIDED, "too deep for exhaustive search (a line "
                            "of play reached %u moves, as deep as the search's stack goes "
                            "for positions this large)", s->depth);
    return GR_OK;
}

/* ---- values of one component ---- */

typedef struct value_frame {
    search *s;
    const gr_game *g;
    uint64_t *values;
    size_t count, cap;
} value_frame;

static int search_value(search *s, const gr_game *g, gr_state st, uint64_t *out);

static int value_option(void *ctx, const gr_option *o)
{
    value_frame *f = ctx;
    uint64_t x = 0, v;
    size_t i;
    int rc;

    if ((rc = search_move(f->s, o->nparts)) != GR_OK)
        return rc;
    for (i = 0; i < o->nparts; i++) {
        if ((rc = search_value(f->s, f->g, o->parts[i], &v)) != GR_OK)
            return rc;
        x ^= v;
    }
    if (f->count == f->cap) {
        size_t cap = f->cap ? f->cap * 2 : 16;
        uint64_t *values = realloc(f->values, cap * sizeof *values);
        if (values == NULL)
            return gr_error_set(f->s->err, GR_ENOMEM, "out of memory");
        f->values = values;
        f->cap = cap;
    }
    f->values[f->count++] = x;
    return GR_OK;
}

#define VALUE_OPEN UINT64_MAX   /* in the table while its position is searched */

static int search_value(search *s, const gr_game *g, gr_state st, uint64_t *out)
{
    gr_buf key = GR_BUF_INIT;
    value_frame f = {s, g, NULL, 0, 0};
    int rc;

    (g->rules->key != NULL ? g->rules->key : g->rules->print)(g, st, &key);
    if (key.failed)
        return gr_buf_free(&key), gr_error_set(s->err, GR_ENOMEM, "out of memory");
    if (memo_get(&s->seen, gr_buf_str(&key), out)) {
        gr_buf_free(&key);
        if (*out != VALUE_OPEN)
            return GR_OK;
        s->round = 1;
        return gr_error_set(s->err, GR_EUNDECIDED, "play can go round (a position comes "
                            "back), so there is no nim-value to search");
    }
    if ((rc = search_guard(s)) != GR_OK)
        goto cleanup;
    if (!memo_put(&s->seen, gr_buf_str(&key), VALUE_OPEN)) {
        rc = gr_error_set(s->err, GR_ENOMEM, "out of memory");
        goto cleanup;
    }
    s->depth++;
    rc = gr_game_moves_parts(g, st, value_option, &f);
    s->depth--;
    if (rc != GR_OK)
        goto cleanup;
    *out = gr_mex(f.values, f.count);
    if (!memo_put(&s->seen, gr_buf_str(&key), *out))
        rc = gr_error_set(s->err, GR_ENOMEM, "out of memory");
cleanup:
    free(f.values);
    gr_buf_free(&key);
    return rc;
}

int gr_search_value_round(const gr_game *g, gr_state st, const gr_solve_options *opt,
                          uint64_t *out, int *round, gr_error *err)
{
    gr_error scratch;   /* err may be NULL: errors go here, unread */
    search s;
    int rc;

    if (err == NULL)
        err = &scratch;
    search_begin(&s, opt, err);
    rc = search_end(&s, search_value(&s, g, st, out));
    if (round != NULL)
        *round = s.round;
    return rc;
}

int gr_search_value_with(const gr_game *g, gr_state st, const gr_solve_options *opt,
                         uint64_t *out, gr_error *err)
{
    return gr_search_value_round(g, st, opt, out, NULL, err);
}

int gr_search_value(const gr_game *g, gr_state st, uint64_t limit, uint64_t *out,
                    gr_error *err)
{
    gr_solve_options opt = {0, 0, NULL, NULL, NULL, 0};

    opt.search_limit = limit;
    return gr_search_value_with(g, st, &opt, out, err);
}

/* ---- outcomes of whole sums ---- */

static int compare_strings(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int any_move(void *ctx, const gr_option *o)
{
    (void)ctx;
    (void)o;
    return 1;
}

/* The key of a sum: its components' texts, sorted, since order does not
** matter to the outcome, and without the components that have no move left
** (they change nothing, in normal or misere play): many positions, one key. */
static int position_key(const gr_position *p, gr_buf *key)
{
    char **parts = calloc(p->count ? p->count : 1, sizeof *parts);
    size_t i, n = 0;
    int rc = GR_OK;

    if (parts == NULL)
        return GR_ENOMEM;
    for (i = 0; i < p->count && rc == GR_OK; i++) {
        gr_buf b = GR_BUF_INIT;
        if (gr_game_moves(p->items[i].game, p->items[i].state, any_move, NULL) == 0)
            continue;   /* no move left */
        gr_component_key(&p->items[i], &b);
        parts[n++] = b.data;
        if (b.failed || b.data == NULL)
            rc = GR_ENOMEM;
    }
    if (rc == GR_OK) {
        qsort(parts, n, sizeof *parts, compare_strings);
        for (i = 0; i < n; i++) {
            gr_buf_puts(key, parts[i]);
            gr_buf_putc(key, '|');
        }
        gr_buf_putc(key, '.');   /* the empty sum has a key too */
        if (key->failed)
            rc = GR_ENOMEM;
    }
    for (i = 0; i < n; i++)
        free(parts[i]);
    free(parts);
    return rc;
}

/* What outcome_option returns to end an enumeration once a move to a
** P-position is found, and what search_outcome returns when it meets a
** position it is still searching (play can go round): no status codes
** (GR_ESTOP is the stop callback's). */
#define FOUND_P (-1)
#define CYCLE (-2)
/* A position's entry in the table while it is being searched: met again
** below itself, it is on a cycle (outcomes are GR_OUTCOME_P, N and D). */
#define ON_PATH 3u

typedef struct outcome_frame {
    search *s;
    const gr_position *p;
    size_t component;
    int misere;
    int moved;     /* some move exists */
    int found_p;   /* a move to a P-position was found */
    int found_d;   /* a move to a draw was found */
} outcome_frame;

static int search_outcome(search *s, const gr_position *p, int misere, gr_outcome *out);

static int outcome_option(void *ctx, const gr_option *o)
{
    outcome_frame *f = ctx;
    gr_position *q = gr_position_after(f->p, f->component, o);
    gr_outcome oc;
    int rc;

    f->moved = 1;
    if ((rc = search_move(f->s, q != NULL ? q->count : 0)) != GR_OK) {
        gr_position_free(q);
        return rc;
    }
    if (q == NULL)
        return gr_error_set(f->s->err, GR_ENOMEM, "out of memory");
    rc = search_outcome(f->s, q, f->misere, &oc);
    gr_position_free(q);
    if (rc != GR_OK)
        return rc;
    if (oc == GR_OUTCOME_P) {
        f->found_p = 1;
        return FOUND_P;   /* the enumeration ends here */
    }
    f->found_d |= oc == GR_OUTCOME_D;
    return GR_OK;
}

static int search_outcome(search *s, const gr_position *p, int misere, gr_outcome *out)
{
    gr_buf key = GR_BUF_INIT;
    outcome_frame f = {s, p, 0, misere, 0, 0, 0};
    uint64_t known;
    int rc = GR_OK;

    if (position_key(p, &key) != GR_OK) {
        gr_buf_free(&key);
        return gr_error_set(s->err, GR_ENOMEM, "out of memory");
    }
    if (memo_get(&s->seen, gr_buf_str(&key), &known)) {
        *out = (gr_outcome)known;
        gr_buf_free(&key);
        return known == ON_PATH ? CYCLE : GR_OK;
    }
    if ((rc = search_guard(s)) != GR_OK)
        goto cleanup;
    if (!memo_put(&s->seen, gr_buf_str(&key), ON_PATH)) {
        rc = gr_error_set(s->err, GR_ENOMEM, "out of memory");
        goto cleanup;
    }
    s->depth++;
    for (f.component = 0; f.component < p->count && !f.found_p; f.component++) {
        rc = gr_game_moves_parts(p->items[f.component].game, p->items[f.component].state,
                                 outcome_option, &f);
        if (rc == FOUND_P)
            rc = GR_OK;
        if (rc != GR_OK)
            break;
    }
    s->depth--;
    if (rc != GR_OK)
        goto cleanup;
    if (f.found_p)
        *out = GR_OUTCOME_N;
    else if (f.found_d)   /* no win, and a move that keeps the draw */
        *out = GR_OUTCOME_D;
    else   /* no move to a P-position; with no move at all, misere's mover wins */
        *out = misere && !f.moved ? GR_OUTCOME_N : GR_OUTCOME_P;
    if (!memo_put(&s->seen, gr_buf_str(&key), (uint64_t)*out))
        rc = gr_error_set(s->err, GR_ENOMEM, "out of memory");
cleanup:
    gr_buf_free(&key);
    return rc;
}

/* ---- retrograde analysis, where play can go round ---- */

/* The positions reachable from the root, each once (by its key), with the
** moves between them; a position whose outcome the table already holds is
** a leaf. Then the usual analysis backwards: a position with no move is
** lost for its mover (won, in misere play); a position with a move to a
** lost one is won; one whose every move leads to a won one is lost; what
** is left can be played forever by the player who would lose it: a draw. */
typedef struct retro_node {
    gr_position *p;       /* to be expanded, or NULL (a leaf, or done) */
    int outcome;          /* GR_OUTCOME_P, N, D, or -1 while not known */
    size_t left;          /* its moves not yet known to lead to a win */
    size_t pred, npred;   /* the moves to it: edges[pred .. pred + npred - 1] */
} retro_node;

typedef struct retro {
    search *s;
    memo index;            /* a position's key -> its number */
    retro_node *nodes;
    size_t count, cap;
    size_t (*edges)[2];    /* moves (from, to), to be sorted by `to` */
    size_t nedges, ecap;
    size_t from;           /* the position being expanded */
    size_t component;
} retro;

static int retro_node_add(retro *r, gr_position *q, size_t *at)
{
    gr_buf key = GR_BUF_INIT;
    uint64_t known, k;
    int rc = GR_OK;

    if (position_key(q, &key) != GR_OK) {
        rc = gr_error_set(r->s->err, GR_ENOMEM, "out of memory");
    } else if (memo_get(&r->index, gr_buf_str(&key), &k)) {
        *at = (size_t)k;
        gr_position_free(q);
    } else if (r->count >= r->s->limit) {
        rc = gr_error_set(r->s->err, GR_EUNDECIDED, "too large for exhaustive search "
                          "(more than %llu positions)", (unsigned long long)r->s->limit);
    } else if ((rc = search_stopped(r->s, r->count)) == GR_OK) {
        if (r->count == r->cap) {
            size_t cap = r->cap ? 2 * r->cap : 64;
            retro_node *grown = realloc(r->nodes, cap * sizeof *grown);
            if (grown == NULL) {
                rc = gr_error_set(r->s->err, GR_ENOMEM, "out of memory");
                goto done;
            }
            r->nodes = grown;
            r->cap = cap;
        }
        if (!memo_put(&r->index, gr_buf_str(&key), r->count)) {
            rc = gr_error_set(r->s->err, GR_ENOMEM, "out of memory");
            goto done;
        }
        *at = r->count;
        r->nodes[r->count].outcome = -1;
        r->nodes[r->count].left = 0;
        r->nodes[r->count].npred = 0;
        if (memo_get(&r->s->seen, gr_buf_str(&key), &known) && known != ON_PATH) {
            r->nodes[r->count].outcome = (int)known;   /* decided before: a leaf */
            r->nodes[r->count].p = NULL;
            gr_position_free(q);
        } else {
            r->nodes[r->count].p = q;
        }
        r->count++;
        q = NULL;
    }
done:
    if (rc != GR_OK)
        gr_position_free(q);
    gr_buf_free(&key);
    return rc;
}

static int retro_option(void *ctx, const gr_option *o)
{
    retro *r = ctx;
    gr_position *q = gr_position_after(r->nodes[r->from].p, r->component, o);
    size_t to;
    int rc;

    if ((rc = search_move(r->s, q != NULL ? q->count : 0)) != GR_OK) {
        gr_position_free(q);
        return rc;
    }
    if (q == NULL)
        return gr_error_set(r->s->err, GR_ENOMEM, "out of memory");
    if ((rc = retro_node_add(r, q, &to)) != GR_OK)
        return rc;
    if (r->nedges == r->ecap) {
        size_t cap = r->ecap ? 2 * r->ecap : 256;
        size_t (*grown)[2] = realloc(r->edges, cap * sizeof *grown);
        if (grown == NULL)
            return gr_error_set(r->s->err, GR_ENOMEM, "out of memory");
        r->edges = grown;
        r->ecap = cap;
    }
    r->edges[r->nedges][0] = r->from;
    r->edges[r->nedges][1] = to;
    r->nedges++;
    r->nodes[r->from].left++;
    return GR_OK;
}

static int edge_to_order(const void *a, const void *b)
{
    const size_t *x = a, *y = b;

    return (x[1] > y[1]) - (x[1] < y[1]);
}

/* Sets node v's outcome and queues it, for its predecessors to learn. */
static void retro_decide(retro *r, size_t v, int outcome, size_t *queue, size_t *tail)
{
    r->nodes[v].outcome = outcome;
    queue[(*tail)++] = v;
}

static int retro_solve(retro *r, int misere)
{
    size_t *queue, head = 0, tail = 0, i, k;

    queue = malloc((r->count ? r->count : 1) * sizeof *queue);
    if (queue == NULL)
        return gr_error_set(r->s->err, GR_ENOMEM, "out of memory");
    qsort(r->edges, r->nedges, sizeof *r->edges, edge_to_order);
    for (k = 0; k < r->nedges; k++) {   /* each node's predecessors, side by side */
        retro_node *v = &r->nodes[r->edges[k][1]];
        if (v->npred++ == 0)
            v->pred = k;
    }
    for (i = 0; i < r->count; i++) {
        retro_node *v = &r->nodes[i];
        if (v->outcome == GR_OUTCOME_P || v->outcome == GR_OUTCOME_N)
            queue[tail++] = i;   /* a leaf known before (a draw teaches nothing) */
        else if (v->outcome < 0 && v->left == 0)   /* no move */
            retro_decide(r, i, misere ? GR_OUTCOME_N : GR_OUTCOME_P, queue, &tail);
    }
    while (head < tail) {
        const retro_node *v = &r->nodes[queue[head++]];
        for (k = v->pred; k < v->pred + v->npred; k++) {
            size_t u = r->edges[k][0];
            if (r->nodes[u].outcome >= 0)
                continue;
            if (v->outcome == GR_OUTCOME_P)
                retro_decide(r, u, GR_OUTCOME_N, queue, &tail);
            else if (--r->nodes[u].left == 0)
                retro_decide(r, u, GR_OUTCOME_P, queue, &tail);
        }
    }
    free(queue);
    for (i = 0; i < r->count; i++)   /* what no one can force: a draw */
        if (r->nodes[i].outcome < 0)
            r->nodes[i].outcome = GR_OUTCOME_D;
    return GR_OK;
}

/* The outcome of p (the first node) by retrograde analysis of all it
** reaches; every position analysed goes into the search's table. */
static int retro_outcome(search *s, const gr_position *p, int misere, gr_outcome *out)
{
    retro r;
    gr_position *root = gr_position_copy(p);
    const char *key;
    uint64_t k;
    size_t at, i;
    int rc;

    memset(&r, 0, sizeof r);
    r.s = s;
    memo_init(&r.index);
    rc = root != NULL ? retro_node_add(&r, root, &at)
                      : gr_error_set(s->err, GR_ENOMEM, "out of memory");
    for (r.from = 0; rc == GR_OK && r.from < r.count; r.from++) {
        gr_position *q = r.nodes[r.from].p;
        for (r.component = 0; q != NULL && r.component < q->count && rc == GR_OK;
             r.component++)
            rc = gr_game_moves_parts(q->items[r.component].game, q->items[r.component].state,
                                     retro_option, &r);
    }
    if (rc == GR_OK)
        rc = retro_solve(&r, misere);
    for (i = 0; rc == GR_OK && memo_next(&r.index, &i, &key, &k);)   /* the keys, once made */
        if (r.nodes[k].p != NULL && !memo_put(&s->seen, key, (uint64_t)r.nodes[k].outcome))
            rc = gr_error_set(s->err, GR_ENOMEM, "out of memory");
    for (i = 0; i < r.count; i++)
        gr_position_free(r.nodes[i].p);
    if (rc == GR_OK)
        *out = (gr_outcome)r.nodes[0].outcome;
    free(r.nodes);
    free(r.edges);
    memo_free(&r.index);
    return rc;
}

/* The outcome of p: by search, and where play can go round, by retrograde
** analysis of every position it reaches. */
static int outcome_of(search *s, const gr_position *p, int misere, gr_outcome *out)
{
    int rc = search_outcome(s, p, misere, out);

    return rc == CYCLE ? retro_outcome(s, p, misere, out) : rc;
}

int gr_search_outcome_with(const gr_position *p, const gr_solve_options *opt,
                           gr_outcome *out, gr_error *err)
{
    gr_error scratch;   /* err may be NULL: errors go here, unread */
    search s;

    if (err == NULL)
        err = &scratch;
    search_begin(&s, opt, err);
    return search_end(&s, outcome_of(&s, p, opt->misere, out));
}

struct gr_search_session {
    search s;
    gr_solve_options opt;
    gr_error scratch;
};

gr_search_session *gr_search_session_new(const gr_solve_options *opt, gr_error *err)
{
    gr_search_session *ss = calloc(1, sizeof *ss);

    if (ss == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory"), NULL;
    ss->opt = *opt;
    search_begin(&ss->s, &ss->opt, err != NULL ? err : &ss->scratch);
    return ss;
}

int gr_search_session_outcome(gr_search_session *ss, const gr_position *p, gr_outcome *out)
{
    char here;

    ss->s.stack_top = (uintptr_t)&here;   /* the stack is measured from each call */
    ss->s.depth = 0;
    return outcome_of(&ss->s, p, ss->opt.misere, out);
}

void gr_search_session_free(gr_search_session *ss)
{
    if (ss == NULL)
        return;
    search_end(&ss->s, GR_OK);
    free(ss);
}

int gr_search_outcome(const gr_position *p, int misere, uint64_t limit, gr_outcome *out,
                      gr_error *err)
{
    gr_solve_options opt = {0, 0, NULL, NULL, NULL, 0};

    opt.misere = misere;
    opt.search_limit = limit;
    return gr_search_outcome_with(p, &opt, out, err);
}

/* ---- genera of whole sums ---- */

/* One position's genus, kept once its search is over; its gammas are
** gammas[off .. off + n - 1] of the search. */
typedef struct genus_rec {
    uint64_t g;
    size_t off;
    unsigned n;
    unsigned char tame, firm;
} genus_rec;

struct gr_genus_session {
    search s;
    gr_solve_options opt;
    gr_error scratch;
    genus_rec *recs;
    size_t nrecs, caprecs;
    uint64_t *gammas;
    size_t ngammas, capgammas;
    int stop_wild;   /* end at the first position that is not tame */
    int wild;        /* and one was met */
    struct heap_scan **scans;   /* the heap games met, scanned while tame */
    size_t nscans;
};

/* ---- a heap game's heaps, scanned while they are tame ----
**
** A heap of a heap game takes its genus from a scan of the game's heaps
** (core/genus.h: each heap from its options' nim-values and firm flags)
** when every heap up to it is tame: no search, so a heap of split Nim or a
** Bash game far past the search's reach still takes the tame rule. Past
** the first wild heap, or the scan's bounds, heaps are searched. */

#define SCAN_MOST_HEAP (1u << 22)   /* the largest heap a scan goes to: 9 bytes a heap */
#define SCAN_MOST_READ (1u << 28)   /* the options a scan reads at most, over all its heaps */

typedef struct heap_scan {
    gr_game *game;   /* a reference, and the array of one game the scan reads */
    gr_tame_heaps t;
    int ended;       /* past its bound, or out of memory: no more heaps */
    int none;        /* not made (heap 0 has a move, or no memory): no heap at all */
} heap_scan;

/* ---- scans kept from one session to the next ----
**
** A scan outlives its session: the lines of a batch and the requests of a
** server ask for the heaps of the same games again, and a scan of split
** Nim to heap 700 takes seconds. A session that ends hands its scans to
** this store, keyed by the game's text, and a session that meets the game
** again takes the scan out (moved, never shared: two sessions at once
** each have their own) and goes on from its last heap. The store holds no
** game (games are not shared between threads), only the scans' tables: at
** most KEPT_SCANS of them and KEPT_BYTES in all, the least recently kept
** dropped first. */

#define KEPT_SCANS 8
#define KEPT_BYTES ((size_t)64 << 20)

typedef struct kept_scan {
    char *spec;
    heap_scan *hs;   /* its game NULL while kept */
} kept_scan;

static pthread_mutex_t kept_lock = PTHREAD_MUTEX_INITIALIZER;
static kept_scan kept[KEPT_SCANS];   /* the least recently kept first */
static size_t nkept;

static size_t scan_bytes(const heap_scan *hs)
{
    return (size_t)(hs->t.done + 1) * (sizeof *hs->t.g + 1);
}

static void scan_free(heap_scan *hs)
{
    gr_tame_heaps_free(&hs->t);
    if (hs->game != NULL)
        gr_game_unref(hs->game);
    free(hs);
}

/* The kept scan of the game spec, taken out of the store; or NULL. */
static heap_scan *kept_take(const char *spec)
{
    heap_scan *hs = NULL;

    pthread_mutex_lock(&kept_lock);
    for (size_t k = 0; k < nkept; k++)
        if (strcmp(kept[k].spec, spec) == 0) {
            hs = kept[k].hs;
            free(kept[k].spec);
            memmove(kept + k, kept + k + 1, (nkept - k - 1) * sizeof *kept);
            nkept--;
            break;
        }
    pthread_mutex_unlock(&kept_lock);
    return hs;
}

/* Keeps hs (taken from its session), or frees it: a scan of the same game
** already kept that went as far is kept instead. */
static void kept_put(heap_scan *hs)
{
    char *spec = strdup(hs->game->spec);
    size_t bytes = 0, k;

    gr_game_unref(hs->game);
    hs->game = NULL;
    if (spec == NULL || hs->none || hs->t.done == 0 || scan_bytes(hs) > KEPT_BYTES) {
        free(spec);
        scan_free(hs);
        return;
    }
    pthread_mutex_lock(&kept_lock);
    for (k = 0; k < nkept && strcmp(kept[k].spec, spec) != 0; k++)
        ;
    if (k < nkept && kept[k].hs->t.done >= hs->t.done) {
        pthread_mutex_unlock(&kept_lock);
        free(spec);
        scan_free(hs);
        return;
    }
    if (k < nkept) {   /* ours went further: the other goes */
        free(kept[k].spec);
        scan_free(kept[k].hs);
        memmove(kept + k, kept + k + 1, (nkept - k - 1) * sizeof *kept);
        nkept--;
    }
    for (k = 0; k < nkept; k++)
        bytes += scan_bytes(kept[k].hs);
    while (nkept > 0 && (nkept == KEPT_SCANS || bytes + scan_bytes(hs) > KEPT_BYTES)) {
        bytes -= scan_bytes(kept[0].hs);
        free(kept[0].spec);
        scan_free(kept[0].hs);
        memmove(kept, kept + 1, --nkept * sizeof *kept);
    }
    kept[nkept].spec = spec;
    kept[nkept++].hs = hs;
    pthread_mutex_unlock(&kept_lock);
}

/* The scan of p's game when p is one heap of a heap game: NULL otherwise,
** or when out of memory (then the heap is searched). */
static heap_scan *scan_of(gr_genus_session *gs, const gr_position *p)
{
    gr_game *game;
    heap_scan *hs, **scans;

    if (p->count != 1 || (game = p->items[0].game)->rules->shape != GR_SHAPE_HEAP)
        return NULL;
    for (size_t k = 0; k < gs->nscans; k++)
        if (strcmp(gs->scans[k]->game->spec, game->spec) == 0)
            return gs->scans[k];
    if ((scans = realloc(gs->scans, (gs->nscans + 1) * sizeof *scans)) == NULL)
        return NULL;
    gs->scans = scans;
    if ((hs = kept_take(game->spec)) != NULL) {
        hs->ended = 0;       /* a stop or a lack of memory then need not be one now */
        hs->t.nomem = 0;
        hs->game = gr_game_ref(game);
        hs->t.games = &hs->game;
    } else {
        if ((hs = calloc(1, sizeof *hs)) == NULL)
            return NULL;
        hs->game = gr_game_ref(game);
        if (gr_tame_heaps_init(&hs->t, &hs->game, 1, SCAN_MOST_READ) != GR_OK)
            hs->ended = hs->none = 1;
    }
    hs->t.stop = gs->opt.stop;
    hs->t.stop_ctx = gs->opt.ctx;
    gs->scans[gs->nscans++] = hs;
    return hs;
}

/* 1 when p is a heap that the scan of its game finds tame: *g its
** nim-value, *firm whether it is firm. */
static int scanned_heap(gr_genus_session *gs, const gr_position *p, uint64_t *g, int *firm)
{
    heap_scan *hs = scan_of(gs, p);
    uint64_t h;

    if (hs == NULL || hs->none || (h = p->items[0].state.heap) > SCAN_MOST_HEAP)
        return 0;
    if (gs->opt.max_memory != 0 && (h + 1) * (sizeof *hs->t.g + 1) > gs->opt.max_memory)
        return 0;   /* its tables would pass the memory bound: searched */
    while (h > hs->t.done && !hs->ended && !hs->t.wild) {
        /* in steps, each only when the heaps left, each read as much as the
        ** last one done, fit in what is left of the bound: a scan that
        ** cannot reach h ends before it spends the bound in vain */
        uint64_t done = hs->t.done, to = 2 * done + 64;
        if ((h - done) * hs->t.heap_read > SCAN_MOST_READ - hs->t.read ||
            gr_tame_heaps_upto(&hs->t, to < h ? to : h) != GR_OK)
            hs->ended = 1;
    }
    if (h > hs->t.done)
        return 0;
    *g = hs->t.g[h];
    *firm = hs->t.firm[h];
    return 1;
}

/* gamma_i of a kept genus: past its last two, they alternate. */
static uint64_t rec_gamma(const gr_genus_session *gs, const genus_rec *r, size_t i)
{
    if (i >= r->n)
        i = r->n - 2 + ((i - (r->n - 2)) & 1);
    return gs->gammas[r->off + i];
}

/* Keeps a genus under key; *idx its record. */
static int genus_keep(gr_genus_session *gs, const char *key, uint64_t g, const uint64_t *x,
                      size_t n, int tame, size_t *idx)
{
    genus_rec *r;
    int firm;

    if (gs->nrecs == gs->caprecs) {
        size_t cap = gs->caprecs ? gs->caprecs * 2 : 256;
        genus_rec *recs = realloc(gs->recs, cap * sizeof *recs);
        if (recs == NULL)
            return gr_error_set(gs->s.err, GR_ENOMEM, "out of memory");
        gs->recs = recs;
        gs->caprecs = cap;
    }
    if (gs->ngammas + n > gs->capgammas) {
        size_t cap = gs->capgammas ? gs->capgammas * 2 : 1024;
        uint64_t *gammas;
        while (cap < gs->ngammas + n)
            cap *= 2;
        if ((gammas = realloc(gs->gammas, cap * sizeof *gammas)) == NULL)
            return gr_error_set(gs->s.err, GR_ENOMEM, "out of memory");
        gs->gammas = gammas;
        gs->capgammas = cap;
    }
    r = &gs->recs[gs->nrecs];
    r->g = g;
    r->off = gs->ngammas;
    r->n = (unsigned)n;
    r->tame = tame && gr_genus_is_tame(g, x, n, &firm);
    r->firm = r->tame && firm;
    memcpy(gs->gammas + gs->ngammas, x, n * sizeof *x);
    gs->ngammas += n;
    *idx = gs->nrecs++;
    if (!memo_put(&gs->s.seen, key, *idx))
        return gr_error_set(gs->s.err, GR_ENOMEM, "out of memory");
    return GR_OK;
}

/* What genus_wild returns once a wild position ends a search that asked to
** stop there: no status code of the library's. */
#define GENUS_WILD (-2)
/* A position's entry while its genus is being searched (entries are record
** numbers): met again below itself, play can go round, and has no genus. */
#define GENUS_ON_PATH UINT64_MAX

typedef struct genus_frame {
    gr_genus_session *gs;
    const gr_position *p;
    size_t component;
    size_t *kids;     /* the records of the options */
    size_t nkids, cap;
} genus_frame;

static int genus_search(gr_genus_session *gs, const gr_position *p, size_t *idx);

static int genus_option(void *ctx, const gr_option *o)
{
    genus_frame *f = ctx;
    gr_position *q = gr_position_after(f->p, f->component, o);
    size_t kid;
    int rc;

    if ((rc = search_move(&f->gs->s, q != NULL ? q->count : 0)) != GR_OK) {
        gr_position_free(q);
        return rc;
    }
    if (q == NULL)
        return gr_error_set(f->gs->s.err, GR_ENOMEM, "out of memory");
    rc = genus_search(f->gs, q, &kid);
    gr_position_free(q);
    if (rc != GR_OK)
        return rc;
    if (f->nkids == f->cap) {
        size_t cap = f->cap ? f->cap * 2 : 16;
        size_t *kids = realloc(f->kids, cap * sizeof *kids);
        if (kids == NULL)
            return gr_error_set(f->gs->s.err, GR_ENOMEM, "out of memory");
        f->kids = kids;
        f->cap = cap;
    }
    f->kids[f->nkids++] = kid;
    return GR_OK;
}

/* The options as records of a session. */
typedef struct kept_opts {
    const gr_genus_session *gs;
    const size_t *kids;
} kept_opts;

static uint64_t kept_value(const void *ctx, size_t k)
{
    const kept_opts *o = ctx;
    return o->gs->recs[o->kids[k]].g;
}

static uint64_t kept_gamma(const void *ctx, size_t k, size_t i)
{
    const kept_opts *o = ctx;
    return rec_gamma(o->gs, &o->gs->recs[o->kids[k]], i);
}

/* A Nim heap of size h (a component of a GR_PROP_NIM_HEAP game) is tame,
** fickle below 2 (0^120, 1^031) and firm from 2 on (h^(h, h xor 2)), so its
** genus needs no search: a heap of a million in a sum was refused, "too
** large for exhaustive search". 1 when p is such a component (*h its size). */
static int nim_heap_of(const gr_position *p, uint64_t *h)
{
    gr_value v;

    if (p->count != 1 || !(gr_game_props(p->items[0].game) & GR_PROP_NIM_HEAP) ||
        gr_game_value(p->items[0].game, p->items[0].state, &v, NULL) != GR_OK ||
        v.kind != GR_VALUE_NIMBER)
        return 0;
    *h = v.nimber;
    return 1;
}

static int genus_search(gr_genus_session *gs, const gr_position *p, size_t *idx)
{
    gr_buf key = GR_BUF_INIT;
    genus_frame f = {gs, p, 0, NULL, 0, 0};
    uint64_t known, g = 0, x[GR_GENUS_MAX];
    size_t n = 0, k;
    int rc = GR_OK, tame = 1, scan_firm;

    if (position_key(p, &key) != GR_OK) {
        gr_buf_free(&key);
        return gr_error_set(gs->s.err, GR_ENOMEM, "out of memory");
    }
    if (memo_get(&gs->s.seen, gr_buf_str(&key), &known)) {
        gr_buf_free(&key);
        if (known == GENUS_ON_PATH)
            return gr_error_set(gs->s.err, GR_EUNDECIDED, "a position comes back (play can "
                                "go round), and a genus is defined only for games that end");
        *idx = (size_t)known;
        return gs->stop_wild && !gs->recs[*idx].tame ? GENUS_WILD : GR_OK;
    }
    if (nim_heap_of(p, &known)) {
        gr_genus_tame_sum(known, known >= 2, x, &n);
        rc = genus_keep(gs, gr_buf_str(&key), known, x, n, 1, idx);
        goto cleanup;
    }
    if (scanned_heap(gs, p, &g, &scan_firm)) {
        gr_genus_tame_sum(g, scan_firm, x, &n);
        rc = genus_keep(gs, gr_buf_str(&key), g, x, n, 1, idx);
        goto cleanup;
    }
    if (p->count >= 2) {   /* each component alone first: tame ones just add */
        int firm = 0;
        g = 0;
        for (k = 0; k < p->count && tame; k++) {
            gr_position one = {1, 1, &p->items[k]};
            size_t part;
            if ((rc = genus_search(gs, &one, &part)) != GR_OK)
                goto cleanup;
            tame = gs->recs[part].tame;
            firm |= gs->recs[part].firm;
            g ^= gs->recs[part].g;
        }
        if (tame) {
            gr_genus_tame_sum(g, firm, x, &n);
            rc = genus_keep(gs, gr_buf_str(&key), g, x, n, 1, idx);
            goto cleanup;
        }
        tame = 1;
    }
    if ((rc = search_guard(&gs->s)) != GR_OK)
        goto cleanup;
    if (!memo_put(&gs->s.seen, gr_buf_str(&key), GENUS_ON_PATH)) {
        rc = gr_error_set(gs->s.err, GR_ENOMEM, "out of memory");
        goto cleanup;
    }
    gs->s.depth++;
    for (f.component = 0; f.component < p->count && rc == GR_OK; f.component++)
        rc = gr_game_moves_parts(p->items[f.component].game, p->items[f.component].state,
                                 genus_option, &f);
    gs->s.depth--;
    if (rc != GR_OK)
        goto cleanup;
    for (k = 0; k < f.nkids; k++)
        tame &= gs->recs[f.kids[k]].tame;
    kept_opts ko = {gs, f.kids};
    gr_genus_opts go = {f.nkids, 0, kept_value, kept_gamma, &ko};
    for (k = 0; k < f.nkids; k++)
        if (gs->recs[f.kids[k]].n > go.most)
            go.most = gs->recs[f.kids[k]].n;
    if ((rc = gr_genus_from_options(&go, gs->s.err, &g, x, &n)) != GR_OK)
        goto cleanup;
    if (key.failed) {
        rc = gr_error_set(gs->s.err, GR_ENOMEM, "out of memory");
        goto cleanup;
    }
    rc = genus_keep(gs, gr_buf_str(&key), g, x, n, tame, idx);
    if (rc == GR_OK && gs->stop_wild && !gs->recs[*idx].tame) {
        gs->wild = 1;
        rc = GENUS_WILD;
    }
cleanup:
    free(f.kids);
    gr_buf_free(&key);
    return rc;
}

gr_genus_session *gr_genus_session_new(const gr_solve_options *opt, int stop_wild,
                                       gr_error *err)
{
    gr_genus_session *gs = calloc(1, sizeof *gs);

    if (gs == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory"), NULL;
    gs->opt = *opt;
    gs->stop_wild = stop_wild;
    search_begin(&gs->s, &gs->opt, err != NULL ? err : &gs->scratch);
    return gs;
}

/* A sum whose components are all tame adds their genera by the tame rule,
** and the sum itself is not kept: a misere listing asks for each of the
** options of a heap (split 700 has 245,350, each a sum of two heaps), and
** keeping each sum was most of the time. GENUS_WILD when a component is not
** tame (the sum is searched), or what the components' searches gave. */
static int tame_parts(gr_genus_session *gs, const gr_position *p, gr_genus *out)
{
    uint64_t g = 0;
    size_t n, k, part;
    int firm = 0, rc;

    for (k = 0; k < p->count; k++) {
        gr_position one = {1, 1, &p->items[k]};
        if ((rc = genus_search(gs, &one, &part)) != GR_OK)
            return rc;
        if (!gs->recs[part].tame)
            return GENUS_WILD;
        firm |= gs->recs[part].firm;
        g ^= gs->recs[part].g;
    }
    gr_genus_tame_sum(g, firm, out->gamma, &n);
    out->g = g;
    out->n = n;
    out->tame = gr_genus_is_tame(g, out->gamma, n, &firm);
    out->firm = out->tame && firm;
    return GR_OK;
}

int gr_genus_session_of(gr_genus_session *gs, const gr_position *p, gr_genus *out)
{
    char here;
    size_t idx, i;
    int rc;

    gs->s.stack_top = (uintptr_t)&here;
    gs->s.depth = 0;
    gs->wild = 0;
    if (p->count >= 2 && (rc = tame_parts(gs, p, out)) != GENUS_WILD)
        return rc;
    rc = genus_search(gs, p, &idx);
    if (rc == GENUS_WILD) {
        gs->wild = 1;
        return gr_error_set(gs->s.err, GR_EUNDECIDED, "not tame");
    }
    if (rc != GR_OK)
        return rc;
    out->g = gs->recs[idx].g;
    out->n = gs->recs[idx].n;
    for (i = 0; i < out->n; i++)
        out->gamma[i] = gs->gammas[gs->recs[idx].off + i];
    out->tame = gs->recs[idx].tame;
    out->firm = gs->recs[idx].firm;
    return GR_OK;
}

int gr_genus_session_wild(const gr_genus_session *gs)
{
    return gs->wild;
}

void gr_genus_session_free(gr_genus_session *gs)
{
    if (gs == NULL)
        return;
    search_end(&gs->s, GR_OK);
    for (size_t k = 0; k < gs->nscans; k++)
        kept_put(gs->scans[k]);
    free(gs->scans);
    free(gs->recs);
    free(gs->gammas);
    free(gs);
}

int gr_genus_of(const gr_position *p, const gr_solve_options *opt, gr_genus *out,
                gr_error *err)
{
    static const gr_solve_options defaults = {0, 0, NULL, NULL, NULL, 0};
    gr_genus_session *gs = gr_genus_session_new(opt ? opt : &defaults, 0, err);
    int rc;

    if (gs == NULL)
        return GR_ENOMEM;
    rc = gr_genus_session_of(gs, p, out);
    gr_genus_session_free(gs);
    return rc;
}

int gr_heap_genera(gr_game *g, uint64_t from, uint64_t to, const gr_solve_options *opt,
                   int (*fn)(void *ctx, uint64_t heap, const gr_genus *gen), void *ctx,
                   gr_error *err)
{
    static const gr_solve_options defaults = {0, 0, NULL, NULL, NULL, 0};
    gr_error scratch;
    gr_genus_session *gs;
    int rc = GR_OK;

    if (g->rules->shape != GR_SHAPE_HEAP)
        return gr_error_set(err, GR_EINPUT, "%s is not a heap game", g->spec);
    if (from > to)   /* no heaps */
        return GR_OK;
    if ((gs = gr_genus_session_new(opt ? opt : &defaults, 0, &scratch)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (uint64_t n = from; rc == GR_OK; n++) {
        gr_component c = {g, {0}};
        gr_position one = {1, 1, &c};
        gr_genus gen;
        c.state.heap = n;
        if ((rc = gr_genus_session_of(gs, &one, &gen)) != GR_OK) {
            rc = gr_error_set(err, rc, "heap %llu: %s", (unsigned long long)n,
                              scratch.message);
            break;
        }
        if ((rc = fn(ctx, n, &gen)) != 0 || n == to)
            break;
    }
    gr_genus_session_free(gs);
    return rc;
}

/* ---- numbers of one component for the compounds other than the sum ----
**
** Remoteness (conjunctive compound), suspense (continued conjunctive) and the
** outcome alone (selective, 0 for P and 1 for N), each by recursion over
** the component's moves. A move that leaves several parts leaves a compound
** of the same kind (the compounds are associative), so the number of a move
** is the number of the compound of its parts: the least of theirs for the
** conjunctive compound, the largest for the others; 0 with no part. */

#define NUMBER_OPEN UINT64_MAX   /* in the table while its position is searched */

struct gr_number_search {
    search s;
    gr_solve_options opt;
    gr_compound kind;
    gr_error scratch;
};

typedef struct number_frame {
    gr_number_search *ns;
    const gr_game *g;
    int moved, even;      /* some move; some move to an even number (a P-position) */
    uint64_t lo, hi;      /* least and largest number of a move */
    uint64_t lo_even, hi_even;   /* ... of a move to an even number */
} number_frame;

static int search_number(gr_number_search *ns, const gr_game *g, gr_state st, uint64_t *out);

uint64_t gr_compound_join(gr_compound kind, uint64_t a, uint64_t b)
{
    if (kind == GR_COMPOUND_CONJUNCTIVE)
        return a < b ? a : b;
    return a > b ? a : b;
}

static int number_option(void *ctx, const gr_option *o)
{
    number_frame *f = ctx;
    uint64_t x = 0, v;
    size_t i;
    int rc;

    if ((rc = search_move(&f->ns->s, o->nparts)) != GR_OK)
        return rc;
    for (i = 0; i < o->nparts; i++) {
        if ((rc = search_number(f->ns, f->g, o->parts[i], &v)) != GR_OK)
            return rc;
        x = i == 0 ? v : gr_compound_join(f->ns->kind, x, v);
    }
    if (!f->moved || x < f->lo)
        f->lo = x;
    if (!f->moved || x > f->hi)
        f->hi = x;
    if (x % 2 == 0 && (!f->even || x < f->lo_even))
        f->lo_even = x;
    if (x % 2 == 0 && (!f->even || x > f->hi_even))
        f->hi_even = x;
    f->moved = 1;
    f->even |= x % 2 == 0;
    return GR_OK;
}

/* The number of a position from what its moves lead to (Winning Ways ch. 9):
** the winner hurries to end a conjunctive compound and lingers in a
** continued one, the loser the other way round. */
static uint64_t number_of(gr_compound kind, const number_frame *f)
{
    if (!f->moved)
        return 0;
    if (kind == GR_COMPOUND_SELECTIVE)
        return f->even ? 1 : 0;
    if (kind == GR_COMPOUND_CONJUNCTIVE)
        return 1 + (f->even ? f->lo_even : f->hi);
    return 1 + (f->even ? f->hi_even : f->lo);
}

static int search_number(gr_number_search *ns, const gr_game *g, gr_state st, uint64_t *out)
{
    gr_buf key = GR_BUF_INIT;
    number_frame f = {ns, g, 0, 0, 0, 0, 0, 0};
    search *s = &ns->s;
    int rc;

    if (g->rules->compound_number != NULL)   /* a closed form: no search */
        return g->rules->compound_number(g, st, ns->kind, out, s->err);
    gr_buf_puts(&key, g->spec);
    gr_buf_putc(&key, ' ');
    (g->rules->key != NULL ? g->rules->key : g->rules->print)(g, st, &key);
    if (key.failed)
        return gr_buf_free(&key), gr_error_set(s->err, GR_ENOMEM, "out of memory");
    if (memo_get(&s->seen, gr_buf_str(&key), out)) {
        gr_buf_free(&key);
        if (*out != NUMBER_OPEN)
            return GR_OK;
        return gr_error_set(s->err, GR_EUNDECIDED, "a play of this game can go on forever "
                            "(compounds other than the sum need games that end)");
    }
    if ((rc = search_guard(s)) != GR_OK)
        goto cleanup;
    if (!memo_put(&s->seen, gr_buf_str(&key), NUMBER_OPEN)) {
        rc = gr_error_set(s->err, GR_ENOMEM, "out of memory");
        goto cleanup;
    }
    s->depth++;
    rc = gr_game_moves_parts(g, st, number_option, &f);
    s->depth--;
    if (rc != GR_OK)
        goto cleanup;
    *out = number_of(ns->kind, &f);
    if (!memo_put(&s->seen, gr_buf_str(&key), *out))
        rc = gr_error_set(s->err, GR_ENOMEM, "out of memory");
cleanup:
    gr_buf_free(&key);
    return rc;
}

gr_number_search *gr_number_search_new(gr_compound kind, const gr_solve_options *opt,
                                       gr_error *err)
{
    gr_number_search *ns = calloc(1, sizeof *ns);

    if (ns == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory"), NULL;
    ns->opt = *opt;
    ns->kind = kind;
    search_begin(&ns->s, &ns->opt, err != NULL ? err : &ns->scratch);
    return ns;
}

int gr_number_search_run(gr_number_search *ns, const gr_game *g, gr_state st, uint64_t *out,
                         gr_error *err)
{
    char here;

    ns->s.err = err != NULL ? err : &ns->scratch;
    ns->s.stack_top = (uintptr_t)&here;   /* the stack is measured from each call */
    ns->s.depth = 0;
    return search_number(ns, g, st, out);
}

void gr_number_search_free(gr_number_search *ns)
{
    if (ns == NULL)
        return;
    search_end(&ns->s, GR_OK);
    free(ns);
}
