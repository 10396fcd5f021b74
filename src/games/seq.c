/*
** seq.c - Sequential Nim (Codeforces 1382B): heaps in a row, a move takes
** one or more tokens from the first non-empty heap.
**
** The whole row is one component. Working back from the last heap: with x
** the value of the heaps after heap i, the heap of a_i > 0 moves to sizes
** 0..a_i-1, whose values are x, then 0, 1, 2, ... skipping x; so heap i
** gives a_i - 1 when x >= a_i and a_i otherwise. A heap of 0 passes x on.
*/
#include <stdio.h>
#include <stdlib.h>

#include "base/i18n.h"
#include "heap.h"
#include "list.h"

/* The value of heap a_i when the heaps after it are worth x. */
static uint64_t seq_step(uint64_t a, uint64_t x)
{
    if (a == 0)
        return x;
    return x >= a ? a - 1 : a;
}

/* The value of the heaps items[from..]. */
static uint64_t seq_suffix(const gr_list *l, size_t from)
{
    uint64_t x = 0;
    size_t i;

    for (i = l->count; i-- > from;)
        x = seq_step(l->items[i], x);
    return x;
}

/* The index of the first non-empty heap, or l->count when all are empty. */
static size_t seq_first(const gr_list *l)
{
    size_t i;

    for (i = 0; i < l->count && l->items[i] == 0; i++)
        ;
    return i;
}

static int seq_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    (void)g;
    (void)err;
    out->kind = GR_VALUE_NIMBER;
    out->nimber = seq_suffix(s.data, 0);
    return GR_OK;
}

/* Offers the move of heap i (1-based in the text) from its size to m, on a
** scratch copy that is restored afterwards. */
static int seq_option(gr_list *scratch, size_t i, uint64_t m, gr_option_fn fn, void *ctx)
{
    uint64_t was = scratch->items[i];
    char text[96];
    gr_state part;
    int rc;

    snprintf(text, sizeof text, "heap %zu: %llu -> %llu", i + 1,
             (unsigned long long)was, (unsigned long long)m);
    scratch->items[i] = m;
    part.data = scratch;
    rc = gr_option_offer(part, text, fn, ctx);
    scratch->items[i] = was;
    return rc;
}

static int seq_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    const gr_list *l = s.data;
    size_t i = seq_first(l);
    gr_state copy;
    uint64_t m;
    int rc = 0;

    if (i == l->count)
        return 0;
    if (gr_list_copy(g, s, &copy) != GR_OK)
        return GR_ENOMEM;
    for (m = l->items[i]; m-- > 0 && rc == 0;)
        rc = seq_option(copy.data, i, m, fn, ctx);
    gr_list_release(g, copy);
    return rc;
}

/* The size m < a of the first heap that leaves value t, or a if none:
** size 0 leaves x, size m >= 1 leaves m - 1 when m <= x, else m. */
static uint64_t seq_size_for(uint64_t a, uint64_t x, uint64_t t)
{
    uint64_t m;

    if (t == x)
        m = 0;
    else if (t < x)
        m = t + 1;
    else
        m = t;
    return m < a ? m : a;
}

static int seq_moves_to(const gr_game *g, gr_state s, uint64_t target,
                        gr_option_fn fn, void *ctx, gr_error *err)
{
    const gr_list *l = s.data;
    size_t i = seq_first(l);
    gr_state copy;
    uint64_t m;
    int rc;

    if (i == l->count)
        return 0;
    m = seq_size_for(l->items[i], seq_suffix(l, i + 1), target);
    if (m == l->items[i])
        return 0;
    if (gr_list_copy(g, s, &copy) != GR_OK)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    rc = seq_option(copy.data, i, m, fn, ctx);
    gr_list_release(g, copy);
    return rc;
}

static int seq_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    const gr_list *l = s.data;
    size_t i = seq_first(l);
    uint64_t a, x;

    (void)g;
    (void)err;
    if (i == l->count) {
        gr_buf_puts(out, _("Sequential Nim with every heap empty: no move, value 0"));
        return GR_OK;
    }
    a = l->items[i];
    x = seq_suffix(l, i + 1);
    gr_buf_printf(out, _("Sequential Nim, worked back from the last heap (a heap of a after "
                    "heaps worth x is worth a if x < a, else a - 1; heaps of 0 are skipped): "
                    "the first non-empty heap, heap %zu with %llu, comes before heaps worth "
                    "%llu, so the value is %llu"), i + 1, (unsigned long long)a,
                  (unsigned long long)x, (unsigned long long)seq_step(a, x));
    return GR_OK;
}

static void seq_draw(const gr_game *g, gr_state s, gr_buf *out, int unicode)
{
    (void)g;
    gr_list_draw(s.data, N_("heap %zu: "), N_("... (%zu heaps in all)\n"), out, unicode);
}

const gr_ruleset gr_rules_seq = {
    .api = GR_RULESET_API,
    .name = "seq",
    .summary = N_("Sequential Nim (CF 1382B): take from the first non-empty heap only"),
    .syntax = N_("seq N...  (the whole row of heaps is one component)"),
    .shape = GR_SHAPE_WHOLE,
    .parse = gr_list_parse,
    .print = gr_list_print,
    .copy = gr_list_copy,
    .release = gr_list_release,
    .value = seq_value,
    .moves = seq_moves,
    .moves_to = seq_moves_to,
    .explain = seq_explain,
    .draw = seq_draw,
    .samples = "seq 1 2 3; seq 2 1 1; seq 3 3",
};
