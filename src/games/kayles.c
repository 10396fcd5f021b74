/*
** kayles.c - Kayles (octal 0.77): knock down one pin or two adjacent pins from a row,
** which may split it in two. Preperiod 71, period 12 (Guy and Smith, 1956).
*/
#include "base/i18n.h"
#include "heap.h"
#include "takebreak.h"

static int kayles_params_parse(const char *text, void **params, gr_error *err)
{
    return gr_takebreak_named("kayles", "0.77", text, params, err);
}

const gr_ruleset gr_rules_kayles = {
    .api = GR_RULESET_API,
    .name = "kayles",
    .summary = N_("Kayles (0.77): knock down one pin or two adjacent pins of a row"),
    .syntax = N_("kayles N...  (rows of N pins)"),
    .shape = GR_SHAPE_HEAP,
    .props = GR_PROP_OCTAL,
    .params_parse = kayles_params_parse,
    GR_TAKEBREAK_OPS,
};
