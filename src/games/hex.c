/*
** hex.c - hexadecimal games: octal games whose digits may also allow leaving
** three heaps (bit 8), so digits run 0-f.
*/
#include "takebreak.h"

static int hex_params_parse(const char *text, void **params, gr_error *err)
{
    gr_octal_rules r;
    int rc = gr_octal_rules_parse(text, 1, &r, err);

    if (rc != GR_OK)
        return rc;
    *params = gr_octal_new(&r);
    return *params != NULL ? GR_OK : gr_error_set(err, GR_ENOMEM, "out of memory");
}

static void hex_params_print(const void *params, gr_buf *out)
{
    gr_octal_rules_print(&((const gr_octal *)params)->rules, out);
}

const gr_ruleset gr_rules_hex = {
    .api = GR_RULESET_API,
    .name = "hex",
    .summary = "hexadecimal game: like octal, bit 8 of d_k also leaves three heaps",
    .syntax = "hex:CODE N...  (e.g. hex:0.f 5; d0 is 0, 4, 8 or c)",
    .shape = GR_SHAPE_HEAP,
    .params_parse = hex_params_parse,
    .params_print = hex_params_print,
    .params_free = gr_takebreak_free,
    .parse = gr_heap_parse,
    .print = gr_heap_print,
    .value = gr_takebreak_value,
    .moves = gr_takebreak_moves,
    .moves_to = gr_takebreak_moves_to,
    .period = gr_takebreak_period,
    .explain = gr_takebreak_explain,
    .draw = gr_heap_draw,
};
