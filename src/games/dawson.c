/*
** dawson.c - Dawson's chess (octal 0.137): take one token from a heap of 1, two from
** an end, or three anywhere (splitting it). Preperiod 52, period 34.
*/
#include "base/i18n.h"
#include "heap.h"
#include "takebreak.h"

static int dawson_params_parse(const char *text, void **params, gr_error *err)
{
    return gr_takebreak_named("dawson", "0.137", text, params, err);
}

const gr_ruleset gr_rules_dawson = {
    .api = GR_RULESET_API,
    .name = "dawson",
    .summary = N_("Dawson's chess (0.137): take 1 alone, 2 from an end, or 3 anywhere"),
    .syntax = N_("dawson N...  (heaps of N tokens)"),
    .shape = GR_SHAPE_HEAP,
    .props = GR_PROP_OCTAL,
    .params_parse = dawson_params_parse,
    GR_TAKEBREAK_OPS,
};
