/*
** play_compound.c - play of a compound other than the sum (--compound): the
** end of a game, the engine's move and reading a player's move, where a move
** is one move in several components at once (gr_compound_move); the end and
** the engine's move of a sum are play_game.c's and play_engine.c's.
*/
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "play.h"

#define CHOICES 512           /* moves the engine chooses among, at most */
#define READ_CAP 1000000u     /* moves a typed move is compared with, at most */

/* One of the first CHOICES moves the walk offers, kept as a play_move. */
typedef struct chooser {
    play_move *out;
    play_rng *rng;
    uint64_t seen;
    int failed;
} chooser;

/* Takes a compound move into m (empty before): the words, the position. */
static int keep_move(play_move *m, const gr_compound_move *cm)
{
    gr_buf words = GR_BUF_INIT;

    gr_compound_move_print(cm, &words);
    play_move_clear(m);
    m->component = PLAY_ALL;
    m->text = words.failed ? NULL : strdup(gr_buf_str(&words));
    m->after = gr_compound_after(cm);
    gr_buf_free(&words);
    if (m->text == NULL || m->after == NULL) {
        play_move_clear(m);
        return GR_ENOMEM;
    }
    return GR_OK;
}

/* Reservoir sampling over the moves offered: each of the first CHOICES is
** kept with equal chance. */
static int offer(void *ctx, const gr_compound_move *cm)
{
    chooser *c = ctx;

    c->seen++;
    if (play_rng_next(c->rng) % c->seen == 0 && keep_move(c->out, cm) != GR_OK)
        return c->failed = 1;
    return c->seen >= CHOICES;
}

static int stop_at_first(void *ctx, const gr_option *o)
{
    (void)ctx;
    (void)o;
    return 1;
}

int play_game_over(const play_game *g)
{
    return play_compound_over(play_game_now(g), g->compound);
}

int play_compound_over(const gr_position *p, gr_compound kind)
{
    size_t i;

    if (kind != GR_COMPOUND_CONJUNCTIVE)
        return play_is_over(p);
    for (i = 0; i < p->count; i++)   /* over as soon as one component cannot move */
        if (gr_game_moves(p->items[i].game, p->items[i].state, stop_at_first, NULL) == 0)
            return 1;
    return p->count == 0;
}

int play_game_engine(play_game *g, play_move *out, int *winning, gr_error *err)
{
    const gr_position *p = play_game_now(g);
    chooser c = {out, &g->rng, 0, 0};
    gr_compound_analysis a;
    int rc;

    if (g->compound == GR_COMPOUND_SUM)
        return play_engine_move(p, &g->opt, &g->rng, out, winning, err);
    if ((rc = gr_compound_solve(p, g->compound, &g->opt, &a, err)) != GR_OK)
        return rc;
    *winning = a.outcome == GR_OUTCOME_N;
    rc = *winning ? gr_compound_winning_moves(p, &g->opt, &a, offer, &c, err)
                  : gr_compound_moves(p, g->compound, offer, &c, err);
    gr_compound_analysis_free(&a);
    if (c.failed)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    return rc == GR_OK || rc == 1 ? GR_OK : rc;
}

/* ---- reading a player's move ---- */

typedef struct reader {
    const char *want;     /* the line, white space collapsed */
    play_move *out;
    gr_buf scratch;
    uint64_t seen;
    int found, failed;
} reader;

/* Collapses runs of white space to one space and trims the ends. */
static void normalise(const char *s, gr_buf *out)
{
    int space = 0;

    for (s += strspn(s, " \t\r\n"); *s != '\0'; s++) {
        if (isspace((unsigned char)*s)) {
            space = 1;
            continue;
        }
        if (space)
            gr_buf_putc(out, ' ');
        space = 0;
        gr_buf_putc(out, *s);
    }
}

/* A move matches when its words or the position it leaves read as the line. */
static int match(void *ctx, const gr_compound_move *cm)
{
    reader *r = ctx;
    gr_position *q;
    int same;

    if (++r->seen > READ_CAP)
        return 1;
    gr_buf_reset(&r->scratch);
    gr_compound_move_print(cm, &r->scratch);
    same = strcmp(gr_buf_str(&r->scratch), r->want) == 0;
    if (!same && (q = gr_compound_after(cm)) != NULL) {
        gr_buf_reset(&r->scratch);
        gr_position_print(q, &r->scratch);
        same = strcmp(gr_buf_str(&r->scratch), r->want) == 0;
        gr_position_free(q);
    }
    if (!same)
        return 0;
    r->found = 1;
    if (keep_move(r->out, cm) != GR_OK)
        r->failed = 1;
    return 1;
}

int play_compound_read(const play_game *g, const char *line, play_move *out, gr_buf *why)
{
    const gr_position *p = play_game_now(g);
    gr_buf want = GR_BUF_INIT;
    reader r = {NULL, out, GR_BUF_INIT, 0, 0, 0};
    gr_error err;
    int rc;

    normalise(line, &want);
    r.want = gr_buf_str(&want);
    rc = gr_compound_moves(p, g->compound, match, &r, &err);
    gr_buf_free(&r.scratch);
    if (r.failed || want.failed || rc == GR_ENOMEM)
        rc = GR_ENOMEM;
    else if (r.found)
        rc = GR_OK;
    else {
        if (r.seen > READ_CAP)
            play_why(why, _("'%s' is no move of the %s compound here (a move is one "
                                 "move per component joined by '; ', '-' for one that does "
                                 "not move, as grundy solve --compound prints it, or the "
                                 "position it leaves); only the first 1000000 moves were "
                                 "compared"),
                          r.want, gr_compound_name(g->compound));
        else
            play_why(why, _("'%s' is no move of the %s compound here (a move is one "
                                 "move per component joined by '; ', '-' for one that does "
                                 "not move, as grundy solve --compound prints it, or the "
                                 "position it leaves)"),
                          r.want, gr_compound_name(g->compound));
        rc = GR_EINPUT;
    }
    gr_buf_free(&want);
    return rc;
}
