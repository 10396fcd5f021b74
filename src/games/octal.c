/*
** octal.c - octal games: remove k tokens from a heap and leave 0, 1 or 2 heaps as
** digit d_k of the code allows (bit 1 nothing, bit 2 one heap, bit 4 two).
*/
#include "base/i18n.h"
#include "heap.h"
#include "takebreak.h"

static int octal_params_parse(const char *text, void **params, gr_error *err)
{
    return gr_takebreak_code(text, 0, params, err);
}

const gr_ruleset gr_rules_octal = {
    .api = GR_RULESET_API,
    .name = "octal",
    .summary = N_("octal game d0.d1d2...: digit d_k says what removing k tokens may leave"),
    .syntax = N_("octal:CODE N...  (e.g. octal:0.07 5; d0 is 0 or 4)"),
    .shape = GR_SHAPE_HEAP,
    .props = GR_PROP_OCTAL,
    .params_parse = octal_params_parse,
    .params_print = gr_takebreak_print,
    GR_TAKEBREAK_OPS,
    .samples = "octal:0.07 9; octal:0.6 8; octal:4.37 7",
};
