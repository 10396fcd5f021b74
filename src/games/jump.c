/*
** jump.c - jumping pieces on a row of cells (Luogu P2575 "高手过招"): a
** move takes a piece to the nearest empty cell on its right, one cell on
** when that cell is empty, else over the pieces next to it; no piece leaves
** the row. A component is one row, written left to right with X for a piece
** and . for an empty cell (`jump XX.X..`); the player who cannot move loses.
**
** A row is a staircase (stair.c): each empty cell begins a step, its coins
** the pieces just left of it, up to the empty cell before (or the row's
** left end); step 1 is the rightmost empty cell's. A piece of step i that
** jumps into the step's empty cell e leaves an empty cell where it stood,
** and the k pieces from there up to e then belong to step i - 1 (to no
** step, stuck at the right end, when i is 1): k coins from step i down to
** step i - 1, and every such move is one jump. So the value is the XOR of
** the odd steps, exact for a row of any length.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "heap.h"

#define DRAWN_CELLS 80   /* longer rows are drawn as a count */

/* A row: `n` cells, cell[i] 1 for a piece. */
typedef struct jump_row {
    size_t n;
    unsigned char cell[];
} jump_row;

static jump_row *row_new(size_t n)
{
    jump_row *r;

    if (n > SIZE_MAX - sizeof *r)
        return NULL;
    if ((r = malloc(sizeof *r + n)) != NULL)
        r->n = n;
    return r;
}

/* ---- syntax and state ---- */

static int jump_parse(const gr_game *g, const char *const *args, size_t nargs,
                      gr_state *out, gr_error *err)
{
    const char *w = args[0];
    size_t n = strlen(w), i;
    jump_row *r;

    (void)g;
    (void)nargs;
    for (i = 0; i < n; i++)
        if (w[i] != 'X' && w[i] != '.')
            return gr_error_at(err, 0, GR_EINPUT, "'%c' at character %zu of a row: write "
                               "a piece as X and an empty cell as ., e.g. XX.X..", w[i],
                               i + 1);
    if ((r = row_new(n)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (i = 0; i < n; i++)
        r->cell[i] = w[i] == 'X';
    out->data = r;
    return GR_OK;
}

static void jump_print(const gr_game *g, gr_state s, gr_buf *out)
{
    const jump_row *r = s.data;
    size_t i;

    (void)g;
    for (i = 0; i < r->n; i++)
        gr_buf_putc(out, r->cell[i] ? 'X' : '.');
}

static int jump_copy(const gr_game *g, gr_state s, gr_state *out)
{
    const jump_row *r = s.data;
    jump_row *c = row_new(r->n);

    (void)g;
    if (c == NULL)
        return GR_ENOMEM;
    memcpy(c->cell, r->cell, r->n);
    out->data = c;
    return GR_OK;
}

static void jump_release(const gr_game *g, gr_state s)
{
    (void)g;
    free(s.data);
}

/* ---- the staircase ---- */

/* The coins of the step that begins at the empty cell e: the pieces just
** left of it. */
static size_t step_coins(const jump_row *r, size_t e)
{
    size_t k = 0;

    while (k < e && r->cell[e - 1 - k])
        k++;
    return k;
}

/* The XOR of the odd steps: walking right to left, the empty cells are
** steps 1, 2, 3, ... */
static uint64_t jump_xor(const jump_row *r)
{
    uint64_t x = 0;
    size_t e, step = 0;

    for (e = r->n; e-- > 0;)
        if (!r->cell[e] && step++ % 2 == 0)
            x ^= step_coins(r, e);
    return x;
}

static int jump_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    (void)g;
    (void)err;
    out->kind = GR_VALUE_NIMBER;
    out->nimber = jump_xor(s.data);
    return GR_OK;
}

/* Offers the jump of the piece at cell p (from 0) into the empty cell e, on
** the scratch row r, restored afterwards. */
static int jump_option(jump_row *r, size_t p, size_t e, gr_option_fn fn, void *ctx)
{
    char text[96];
    gr_state part;
    int rc;

    snprintf(text, sizeof text, "cell %zu to %zu", p + 1, e + 1);
    r->cell[p] = 0;
    r->cell[e] = 1;
    part.data = r;
    rc = gr_option_offer(part, text, fn, ctx);
    r->cell[p] = 1;
    r->cell[e] = 0;
    return rc;
}

/* Every jump: into each empty cell, from each piece of the run just left of
** it. */
static int jump_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    const jump_row *r = s.data;
    gr_state copy;
    size_t e, k, run;
    int rc = 0;

    if (jump_copy(g, s, &copy) != GR_OK)
        return GR_ENOMEM;
    for (e = 0; e < r->n && rc == 0; e++)
        if (!r->cell[e])
            for (run = step_coins(r, e), k = 1; k <= run && rc == 0; k++)
                rc = jump_option(copy.data, e - k, e, fn, ctx);
    jump_release(g, copy);
    return rc;
}

/* How many coins the step of empty cell e (`coins` of them; `below`, the
** coins of the step below, an odd one, when the step is even) must pass
** down so the XOR x of the odd steps becomes target; 0 when none does.
** The same count as stair.c's, on a step found by walking the row. */
static size_t jump_count_for(int odd, size_t coins, size_t below, uint64_t x,
                             uint64_t target)
{
    uint64_t want;

    if (odd) {   /* this step goes down to want */
        want = coins ^ x ^ target;
        return want < coins ? coins - (size_t)want : 0;
    }
    want = below ^ x ^ target;   /* the odd step below goes up to want */
    return want > below && want - below <= coins ? (size_t)(want - below) : 0;
}

/* The one jump (at most) from each step that makes the value target. */
static int jump_moves_to(const gr_game *g, gr_state s, uint64_t target, gr_option_fn fn,
                         void *ctx, gr_error *err)
{
    const jump_row *r = s.data;
    uint64_t x = jump_xor(r);
    size_t e, step = 0, coins, below = 0, k;
    gr_state copy;
    int rc = 0;

    if (jump_copy(g, s, &copy) != GR_OK)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (e = r->n; e-- > 0 && rc == 0;)
        if (!r->cell[e]) {
            coins = step_coins(r, e);
            if ((k = jump_count_for(step++ % 2 == 0, coins, below, x, target)) != 0)
                rc = jump_option(copy.data, e - k, e, fn, ctx);
            below = coins;
        }
    jump_release(g, copy);
    return rc;
}

static int jump_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    const jump_row *r = s.data;
    const size_t shown = 8;
    gr_buf terms = GR_BUF_INIT;
    size_t e, step = 0, odd = 0;

    (void)g;
    (void)err;
    for (e = r->n; e-- > 0;)
        if (!r->cell[e] && step++ % 2 == 0 && odd++ < shown)
            gr_buf_printf(&terms, "%s%zu", odd > 1 ? " xor " : "", step_coins(r, e));
    if (odd > shown)
        gr_buf_puts(&terms, " xor ...");
    gr_buf_printf(out, _("Jumping pieces are Staircase Nim: each empty cell, counted from "
                         "the right, begins a step whose coins are the pieces just left of "
                         "it, and a jump passes the pieces it jumps over, and itself, down one step. "
                         "The value is the XOR of steps 1, 3, 5, ... (%zu of %zu steps): "
                         "%s = %llu"),
                  odd, step, odd ? gr_buf_str(&terms) : "0",
                  (unsigned long long)jump_xor(r));
    gr_buf_free(&terms);
    return GR_OK;
}

static void jump_draw(const gr_game *g, gr_state s, gr_buf *out, int unicode)
{
    const jump_row *r = s.data;
    size_t i, pieces = 0;

    (void)g;
    if (r->n > DRAWN_CELLS) {
        for (i = 0; i < r->n; i++)
            pieces += r->cell[i];
        gr_buf_printf(out, "a row of %zu cells with %zu pieces", r->n, pieces);
        return;
    }
    for (i = 0; i < r->n; i++)
        gr_buf_puts(out, r->cell[i] ? (unicode ? "\u25cf" : "X") : (unicode ? "\u00b7" : "."));
}

const gr_ruleset gr_rules_jump = {
    .api = GR_RULESET_API,
    .name = "jump",
    .summary = N_("pieces jump right to the nearest empty cell (Luogu P2575)"),
    .syntax = N_("jump ROW...  (a row a component, left to right: X a piece, . an empty "
                 "cell, e.g. jump XX.X..)"),
    .shape = GR_SHAPE_EACH,
    .parse = jump_parse,
    .print = jump_print,
    .copy = jump_copy,
    .release = jump_release,
    .value = jump_value,
    .moves = jump_moves,
    .moves_to = jump_moves_to,
    .explain = jump_explain,
    .draw = jump_draw,
    .samples = "jump XX.X..; jump .XX.X.X.; jump X.X.XX; jump XXX",
};
