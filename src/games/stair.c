/*
** stair.c - Staircase Nim: coins on steps 1..n (listed from step 1 up); a
** move takes one or more coins from step i down to step i-1, or off the
** board from step 1.
**
** The value is the XOR of the odd steps: reducing an odd step reaches every
** smaller XOR, as in Nim; a move from an even step onto an odd step raises
** that odd step (so never keeps the XOR), and a move from an odd step to an
** even one only lowers the odd step. The whole staircase is one component.
*/
#include <stdio.h>

#include "base/i18n.h"
#include "heap.h"
#include "list.h"

/* Parses the counts; the total must fit in 64 bits, since coins only move
** down and may all end on one step. */
static int stair_parse(const gr_game *g, const char *const *args, size_t nargs,
                       gr_state *out, gr_error *err)
{
    const gr_list *l;
    uint64_t total = 0;
    size_t i;
    int rc;

    if ((rc = gr_list_parse(g, args, nargs, out, err)) != GR_OK)
        return rc;
    l = out->data;
    for (i = 0; i < l->count; i++) {
        if (l->items[i] > UINT64_MAX - total) {
            gr_list_release(g, *out);
            return gr_error_at(err, (long)i, GR_ERANGE, "the coins on steps 1 to %zu add up "
                               "to more than 18446744073709551615; coins move down and "
                               "must fit on one step", i + 1);
        }
        total += l->items[i];
    }
    return GR_OK;
}

/* The XOR of the odd steps (indices 0, 2, 4, ...). */
static uint64_t stair_xor(const gr_list *l)
{
    uint64_t x = 0;
    size_t i;

    for (i = 0; i < l->count; i += 2)
        x ^= l->items[i];
    return x;
}

static int stair_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    (void)g;
    (void)err;
    out->kind = GR_VALUE_NIMBER;
    out->nimber = stair_xor(s.data);
    return GR_OK;
}

/* Offers moving k coins from step i+1 (index i) down, on a scratch copy
** that is restored afterwards. */
static int stair_option(gr_list *scratch, size_t i, uint64_t k, gr_option_fn fn, void *ctx)
{
    const char *unit = k == 1 ? "coin" : "coins";
    char text[112];
    gr_state part;
    int rc;

    if (i == 0)
        snprintf(text, sizeof text, "%llu %s off step 1", (unsigned long long)k, unit);
    else
        snprintf(text, sizeof text, "%llu %s from step %zu to step %zu",
                 (unsigned long long)k, unit, i + 1, i);
    scratch->items[i] -= k;
    if (i > 0)
        scratch->items[i - 1] += k;
    part.data = scratch;
    rc = gr_option_offer(part, text, fn, ctx);
    scratch->items[i] += k;
    if (i > 0)
        scratch->items[i - 1] -= k;
    return rc;
}

static int stair_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    const gr_list *l = s.data;
    gr_state copy;
    size_t i;
    uint64_t k;
    int rc = 0;

    if (gr_list_copy(g, s, &copy) != GR_OK)
        return GR_ENOMEM;
    for (i = 0; i < l->count && rc == 0; i++)
        for (k = 1; k <= l->items[i] && rc == 0; k++)
            rc = stair_option(copy.data, i, k, fn, ctx);
    gr_list_release(g, copy);
    return rc;
}

/* How many coins to move from index i so the XOR of the odd steps becomes
** target (x is the current XOR); 0 when no move from step i does. */
static uint64_t stair_count_for(const gr_list *l, size_t i, uint64_t x, uint64_t target)
{
    uint64_t odd, want;

    if (i % 2 == 0) {   /* an odd step: it goes down to want */
        want = l->items[i] ^ x ^ target;
        return want < l->items[i] ? l->items[i] - want : 0;
    }
    odd = l->items[i - 1];   /* an even step: the odd step below goes up to want */
    want = odd ^ x ^ target;
    return want > odd && want - odd <= l->items[i] ? want - odd : 0;
}

static int stair_moves_to(const gr_game *g, gr_state s, uint64_t target,
                          gr_option_fn fn, void *ctx, gr_error *err)
{
    const gr_list *l = s.data;
    uint64_t x = stair_xor(l), k;
    gr_state copy;
    size_t i;
    int rc = 0;

    if (gr_list_copy(g, s, &copy) != GR_OK)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (i = 0; i < l->count && rc == 0; i++)
        if ((k = stair_count_for(l, i, x, target)) != 0)
            rc = stair_option(copy.data, i, k, fn, ctx);
    gr_list_release(g, copy);
    return rc;
}

static int stair_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    const gr_list *l = s.data;
    const size_t shown = 8;
    gr_buf steps = GR_BUF_INIT;
    size_t i;

    (void)g;
    (void)err;
    /* the formula's terms first, so that each case is one whole sentence */
    for (i = 0; i < l->count && i < 2 * shown; i += 2)
        gr_buf_printf(&steps, "%s%llu", i ? " xor " : "", (unsigned long long)l->items[i]);
    if (l->count > 2 * shown)
        gr_buf_printf(out, _("Staircase Nim: only the odd steps count (coins moved from an "
                             "even step onto an odd one can be moved on down at once), so "
                             "the value is the XOR of steps 1, 3, 5, ...: %s xor ... "
                             "(%zu odd steps) = %llu"), gr_buf_str(&steps),
                      (l->count + 1) / 2, (unsigned long long)stair_xor(l));
    else
        gr_buf_printf(out, _("Staircase Nim: only the odd steps count (coins moved from an "
                             "even step onto an odd one can be moved on down at once), so "
                             "the value is the XOR of steps 1, 3, 5, ...: %s = %llu"),
                      gr_buf_str(&steps), (unsigned long long)stair_xor(l));
    gr_buf_free(&steps);
    return GR_OK;
}

static void stair_draw(const gr_game *g, gr_state s, gr_buf *out, int unicode)
{
    (void)g;
    gr_list_draw(s.data, N_("step %zu: "), N_("... (%zu steps in all)\n"), out, unicode);
}

const gr_ruleset gr_rules_stair = {
    .api = GR_RULESET_API,
    .name = "stair",
    .summary = N_("Staircase Nim: move coins from a step to the step below (off from step 1)"),
    .syntax = N_("stair C1 C2 ...  (coins on steps 1, 2, ...; one component)"),
    .shape = GR_SHAPE_WHOLE,
    .parse = stair_parse,
    .print = gr_list_print,
    .copy = gr_list_copy,
    .release = gr_list_release,
    .value = stair_value,
    .moves = stair_moves,
    .moves_to = stair_moves_to,
    .explain = stair_explain,
    .draw = stair_draw,
    .samples = "stair 1 2 3; stair 0 4 1 2",
};
