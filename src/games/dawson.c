/*
** dawson.c - Dawson's chess (octal 0.137): take one token from a heap of 1, two from
** an end, or three anywhere (splitting it). Preperiod 52, period 34.
*/
#include "base/i18n.h"
#include "heap.h"
#include "octal/octal_code.h"
#include "takebreak.h"

static int dawson_params_parse(const char *text, void **params, gr_error *err)
{
    gr_octal_rules r;

    gr_octal_rules_parse("0.137", 0, &r, NULL);
    return gr_takebreak_fixed("dawson", &r, text, params, err);
}

const gr_ruleset gr_rules_dawson = {
    .api = GR_RULESET_API,
    .name = "dawson",
    .summary = N_("Dawson's chess (0.137): take 1 alone, 2 from an end, or 3 anywhere"),
    .syntax = N_("dawson N...  (heaps of N tokens)"),
    .shape = GR_SHAPE_HEAP,
    .props = GR_PROP_OCTAL,
    .params_parse = dawson_params_parse,
    .params_free = gr_takebreak_free,
    .params_long_run = gr_takebreak_long_run,
    .parse = gr_heap_parse,
    .print = gr_heap_print,
    .value = gr_takebreak_value,
    .moves = gr_takebreak_moves,
    .moves_to = gr_takebreak_moves_to,
    .period = gr_takebreak_period,
    .explain = gr_takebreak_explain,
    .draw = gr_heap_draw,
};
