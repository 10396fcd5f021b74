/*
** play_game.c - moves kept for play, the seeded random generator, and the
** history of a game in progress (for undo and for announcing the winner).
*/
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "play.h"

int play_move_set(play_move *m, const gr_position *p, size_t i, const gr_option *o)
{
    m->component = i;
    m->nparts = o->nparts;
    m->text = strdup(o->text);
    m->after = gr_position_after(p, i, o);
    if (m->text == NULL || m->after == NULL) {
        play_move_clear(m);
        return GR_ENOMEM;
    }
    return GR_OK;
}

void play_move_clear(play_move *m)
{
    free(m->text);
    gr_position_free(m->after);
    memset(m, 0, sizeof *m);
}

void play_move_protocol(const play_move *m, gr_buf *out)
{
    /* the parts sit at [component, component + nparts) of the new position */
    gr_position parts;

    if (m->component == PLAY_ALL) {
        gr_buf_puts(out, m->text);
        return;
    }
    parts = (gr_position){m->nparts, m->nparts, m->after->items + m->component};
    gr_buf_printf(out, "%zu -> ", m->component);
    gr_position_print(&parts, out);
}

const char *play_label_format(int which)
{
    return which == 0 ? _("heap %zu") : _("component %zu");
}

void play_label(const gr_component *c, size_t i, gr_buf *out)
{
    gr_buf_printf(out, play_label_format(c->game->rules->shape != GR_SHAPE_HEAP), i);
}

void play_move_words(const gr_position *before, const play_move *m, gr_buf *out)
{
    if (m->component == PLAY_ALL) {
        gr_buf_puts(out, m->text);
        return;
    }
    if (before->items[m->component].game->rules->shape == GR_SHAPE_HEAP)
        gr_buf_printf(out, _("heap %zu: %s"), m->component, m->text);
    else
        gr_buf_printf(out, _("component %zu: %s"), m->component, m->text);
}

uint64_t play_rng_next(play_rng *r)
{
    uint64_t z = (r->state += UINT64_C(0x9e3779b97f4a7c15));

    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

static int stop_at_first(void *ctx, const gr_option *o)
{
    (void)ctx;
    (void)o;
    return 1;
}

int play_is_over(const gr_position *p)
{
    size_t i;

    for (i = 0; i < p->count; i++)
        if (gr_game_moves(p->items[i].game, p->items[i].state, stop_at_first, NULL) != 0)
            return 0;
    return 1;
}

/* ---- the history ---- */

static int game_append(play_game *g, gr_position *p, play_side mover)
{
    if (g->count == g->cap) {
        size_t cap = g->cap ? g->cap * 2 : 16;
        play_turn *turns = realloc(g->turns, cap * sizeof *turns);
        if (turns == NULL)
            return GR_ENOMEM;
        g->turns = turns;
        g->cap = cap;
    }
    g->turns[g->count].position = p;
    g->turns[g->count].mover = mover;
    g->count++;
    return GR_OK;
}

int play_game_start(play_game *g, const gr_position *start, play_side first)
{
    gr_position *p;

    while (g->count > 0)
        gr_position_free(g->turns[--g->count].position);
    p = gr_position_copy(start);
    if (p == NULL)
        return GR_ENOMEM;
    if (game_append(g, p, first) != GR_OK) {
        gr_position_free(p);
        return GR_ENOMEM;
    }
    return GR_OK;
}

void play_game_free(play_game *g)
{
    while (g->count > 0)
        gr_position_free(g->turns[--g->count].position);
    free(g->turns);
    g->turns = NULL;
    g->cap = 0;
}

const gr_position *play_game_now(const play_game *g)
{
    return g->turns[g->count - 1].position;
}

play_side play_game_mover(const play_game *g)
{
    return g->turns[g->count - 1].mover;
}

int play_game_push(play_game *g, play_move *m)
{
    play_side next = play_game_mover(g) == PLAY_YOU ? PLAY_ENGINE : PLAY_YOU;

    if (game_append(g, m->after, next) != GR_OK)
        return GR_ENOMEM;
    m->after = NULL;   /* the history owns it now */
    return GR_OK;
}

int play_game_undo(play_game *g)
{
    size_t k = g->count - 1;

    while (k > 0 && g->turns[k - 1].mover != PLAY_YOU)
        k--;
    if (k == 0)
        return 0;   /* the user has not moved yet */
    k--;            /* the turn at which the user made that move */
    while (g->count > k + 1)
        gr_position_free(g->turns[--g->count].position);
    return 1;
}

int play_game_repeated(const play_game *g)
{
    gr_buf now = GR_BUF_INIT, then = GR_BUF_INIT;
    size_t k, seen = 1;

    gr_position_print(play_game_now(g), &now);
    for (k = 0; k + 1 < g->count && seen < 3; k++) {
        if (g->turns[k].mover != play_game_mover(g))
            continue;
        gr_buf_reset(&then);
        gr_position_print(g->turns[k].position, &then);
        seen += then.len == now.len && memcmp(gr_buf_str(&then), gr_buf_str(&now), now.len) == 0;
    }
    gr_buf_free(&now);
    gr_buf_free(&then);
    return seen >= 3;
}

play_side play_game_winner(const play_game *g)
{
    play_side mover = play_game_mover(g);
    play_side other = mover == PLAY_YOU ? PLAY_ENGINE : PLAY_YOU;

    return g->opt.misere ? mover : other;
}
