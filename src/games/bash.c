/*
** bash.c - the Bash game bash:M: take between 1 and M tokens from a heap.
**
** A heap of n has value n mod (M+1): it moves to the M heaps below it, whose
** values are every residue except its own. (With M = 2^64 - 1 every heap is
** below M + 1 and the value is n itself.)
*/
#include <stdio.h>
#include <stdlib.h>

#include "base/i18n.h"
#include "heap.h"

typedef struct bash_params {
    uint64_t m;
} bash_params;

static int bash_params_parse(const char *text, void **params, gr_error *err)
{
    char why[sizeof err->message];
    bash_params *p;
    uint64_t m;

    if (text == NULL || *text == '\0')
        return gr_error_set(err, GR_EINPUT, "bash needs its move limit M, e.g. bash:3 "
                            "(take 1 to 3 tokens)");
    if (gr_parse_u64(text, &m, err) != GR_OK) {
        snprintf(why, sizeof why, "%s", err->message);
        return gr_error_set(err, err->code, "bash:%s: the move limit M: %s", text, why);
    }
    if (m == 0)
        return gr_error_set(err, GR_EINPUT, "bash:0: the move limit M must be at least 1");
    p = malloc(sizeof *p);
    if (p == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    p->m = m;
    *params = p;
    return GR_OK;
}

static void bash_params_print(const void *params, gr_buf *out)
{
    gr_buf_u64(out, ((const bash_params *)params)->m);
}

static void bash_params_free(void *params)
{
    free(params);
}

static uint64_t bash_limit(const gr_game *g)
{
    return ((const bash_params *)g->params)->m;
}

static uint64_t bash_g(uint64_t m, uint64_t n)
{
    return m == UINT64_MAX ? n : n % (m + 1);
}

static int bash_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    (void)err;
    out->kind = GR_VALUE_NIMBER;
    out->nimber = bash_g(bash_limit(g), s.heap);
    return GR_OK;
}

static int bash_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    uint64_t m = bash_limit(g), k;
    int rc;

    for (k = 1; k <= m && k <= s.heap; k++)
        if ((rc = gr_heap_option(s.heap, s.heap - k, fn, ctx)) != 0)
            return rc;
    return 0;
}

/* The heaps n-1 .. n-M hold every residue mod M+1 but n's own: the move to
** residue t takes (r - t) mod (M+1) tokens, r = n mod (M+1). */
static int bash_moves_to(const gr_game *g, gr_state s, uint64_t target,
                         gr_option_fn fn, void *ctx, gr_error *err)
{
    uint64_t m = bash_limit(g), r = bash_g(m, s.heap), k;

    (void)err;
    if (target > m || target == r)
        return 0;
    k = target < r ? r - target : (m - target) + r + 1;
    return k <= s.heap ? gr_heap_option(s.heap, s.heap - k, fn, ctx) : 0;
}

static int bash_period(const gr_game *g, uint64_t max, gr_period *out, gr_error *err)
{
    uint64_t m = bash_limit(g);

    (void)err;
    out->status = m == UINT64_MAX ? GR_PERIOD_NONE : GR_PERIOD_PROVED;
    out->preperiod = 0;
    out->period = m == UINT64_MAX ? 0 : m + 1;
    out->saltus = 0;
    out->checked_to = max;   /* the closed form covers every heap */
    if (out->status == GR_PERIOD_PROVED)
        out->reason = N_("the closed form G(n) = n mod (M + 1) (a Bash game: take 1 to M)");
    return GR_OK;
}

/* Taking 1 to M <= 31 is the octal code 0.33...3 (M threes). */
static unsigned bash_game_props(const gr_game *g)
{
    const bash_params *bp = g->params;
    return bp->m <= 31 ? GR_PROP_OCTAL : 0;
}

static int bash_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    uint64_t m = bash_limit(g);

    (void)err;
    if (m == UINT64_MAX) {
        gr_buf_printf(out, _("Bash game with M = %llu: every heap can be taken at once, "
                        "so it plays as Nim and G(%llu) = %llu"), (unsigned long long)m,
                      (unsigned long long)s.heap, (unsigned long long)s.heap);
        return GR_OK;
    }
    gr_buf_printf(out, _("Bash game with M = %llu: a heap moves to the %llu heaps below it, "
                    "so G(n) = n mod %llu; %llu mod %llu = %llu"), (unsigned long long)m,
                  (unsigned long long)m, (unsigned long long)(m + 1),
                  (unsigned long long)s.heap, (unsigned long long)(m + 1),
                  (unsigned long long)bash_g(m, s.heap));
    return GR_OK;
}

const gr_ruleset gr_rules_bash = {
    .api = GR_RULESET_API,
    .name = "bash",
    .summary = N_("Bash game: take 1 to M tokens from one heap"),
    .syntax = N_("bash:M N...  (M >= 1; one heap per number)"),
    .shape = GR_SHAPE_HEAP,
    .params_parse = bash_params_parse,
    .params_print = bash_params_print,
    .params_free = bash_params_free,
    .parse = gr_heap_parse,
    .print = gr_heap_print,
    .value = bash_value,
    .moves = bash_moves,
    .moves_to = bash_moves_to,
    .period = bash_period,
    .game_props = bash_game_props,
    .explain = bash_explain,
    .draw = gr_heap_draw,
    .samples = "bash:3 7; bash:1 5; bash:4 11",
};
