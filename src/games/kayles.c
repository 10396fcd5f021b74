/*
** kayles.c - Kayles (octal 0.77): knock down one pin or two adjacent pins from a row,
** which may split it in two. Preperiod 71, period 12 (Guy and Smith, 1956).
*/
#include "base/i18n.h"
#include "heap.h"
#include "octal/octal_code.h"
#include "takebreak.h"

static int kayles_params_parse(const char *text, void **params, gr_error *err)
{
    gr_octal_rules r;

    gr_octal_rules_parse("0.77", 0, &r, NULL);
    return gr_takebreak_fixed("kayles", &r, text, params, err);
}

const gr_ruleset gr_rules_kayles = {
    .api = GR_RULESET_API,
    .name = "kayles",
    .summary = N_("Kayles (0.77): knock down one pin or two adjacent pins of a row"),
    .syntax = N_("kayles N...  (rows of N pins)"),
    .shape = GR_SHAPE_HEAP,
    .props = GR_PROP_OCTAL,
    .params_parse = kayles_params_parse,
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
