/*
** nim.c - Nim: take one or more tokens from a single heap.
**
** The value of a heap of n is n itself (Bouton, 1901); a heap of n has
** exactly one move to each value below n and none to a value above.
*/
#include <string.h>

#include "base/i18n.h"
#include "heap.h"

static int nim_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    (void)g;
    (void)err;
    out->kind = GR_VALUE_NIMBER;
    out->nimber = s.heap;
    return GR_OK;
}

static int nim_values(const gr_game *g, const uint64_t *heaps, size_t n, uint64_t *out,
                      gr_error *err)
{
    (void)g;
    (void)err;
    if (out != heaps)
        memcpy(out, heaps, n * sizeof *out);
    return GR_OK;
}

static int nim_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    uint64_t m;
    int rc;

    (void)g;
    for (m = s.heap; m-- > 0;)
        if ((rc = gr_heap_option(s.heap, m, fn, ctx)) != 0)
            return rc;
    return 0;
}

static int nim_moves_to(const gr_game *g, gr_state s, uint64_t target,
                        gr_option_fn fn, void *ctx, gr_error *err)
{
    (void)g;
    (void)err;
    return target < s.heap ? gr_heap_option(s.heap, target, fn, ctx) : 0;
}

static int nim_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    (void)g;
    (void)err;
    if (s.heap == 0) {
        gr_buf_puts(out, _("an empty Nim heap has no move, so its value is 0 (the mex of "
                    "the empty set)"));
        return GR_OK;
    }
    gr_buf_printf(out, _("a Nim heap of %llu has value %llu: it can move to every smaller "
                    "heap, so the mex of 0..%llu-1 is %llu"),
                  (unsigned long long)s.heap, (unsigned long long)s.heap,
                  (unsigned long long)s.heap, (unsigned long long)s.heap);
    return GR_OK;
}

const gr_ruleset gr_rules_nim = {
    .api = GR_RULESET_API,
    .name = "nim",
    .summary = N_("Nim: take any number of tokens (at least one) from one heap"),
    .syntax = N_("nim N...  (one heap per number)"),
    .shape = GR_SHAPE_HEAP,
    .props = GR_PROP_NIM_HEAP,
    .parse = gr_heap_parse,
    .print = gr_heap_print,
    .value = nim_value,
    .values = nim_values,
    .moves = nim_moves,
    .moves_to = nim_moves_to,
    .explain = nim_explain,
    .draw = gr_heap_draw,
};
