/*
** option.c - the one-part move that most rulesets' moves ops offer.
*/
#include "rulesets.h"

int gr_option_offer(gr_state part, const char *text, gr_option_fn fn, void *ctx)
{
    gr_option o;

    o.text = text;
    o.nparts = 1;
    o.parts = &part;
    return fn(ctx, &o);
}
