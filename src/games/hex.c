/*
** hex.c - hexadecimal games: octal games whose digits may also allow leaving
** three heaps (bit 8), so digits run 0-f.
*/
#include "base/i18n.h"
#include "heap.h"
#include "takebreak.h"

static int hex_params_parse(const char *text, void **params, gr_error *err)
{
    return gr_takebreak_code(text, 1, params, err);
}

const gr_ruleset gr_rules_hex = {
    .api = GR_RULESET_API,
    .name = "hex",
    .summary = N_("hexadecimal game: like octal, bit 8 of d_k also leaves three heaps"),
    .syntax = N_("hex:CODE N...  (e.g. hex:0.f 5; d0 is 0, 4, 8 or c)"),
    .shape = GR_SHAPE_HEAP,
    .params_parse = hex_params_parse,
    .params_print = gr_takebreak_print,
    GR_TAKEBREAK_OPS,
    .samples = "hex:0.f 6; hex:0.8 7",
};
