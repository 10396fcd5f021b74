/*
** grundys.c - Grundy's game: split one heap into two heaps of different sizes. No
** period is known (values computed to 2^35 and beyond by others).
*/
#include "base/i18n.h"
#include "heap.h"
#include "octal/octal_code.h"
#include "takebreak.h"

static int grundys_params_parse(const char *text, void **params, gr_error *err)
{
    gr_octal_rules r;

    gr_octal_rules_grundys(&r);
    return gr_takebreak_fixed("grundys", &r, text, params, err);
}

const gr_ruleset gr_rules_grundys = {
    .api = GR_RULESET_API,
    .name = "grundys",
    .summary = N_("Grundy's game: split one heap into two unequal heaps"),
    .syntax = N_("grundys N...  (heaps of N tokens)"),
    .shape = GR_SHAPE_HEAP,
    .params_parse = grundys_params_parse,
    GR_TAKEBREAK_OPS,
};
