/*
** draw.c - the names of components every front end writes before a
** component's index ("heap 2", "第 2 堆"); play draws its own pictures
** (cli/play_tty.c) from the rulesets' draw ops.
*/
#include "base/i18n.h"
#include "draw.h"

void draw_component_name(const gr_component *c, size_t i, gr_buf *out)
{
    if (c->game->rules->shape == GR_SHAPE_HEAP)
        gr_buf_printf(out, _("heap %zu"), i);
    else
        gr_buf_printf(out, _("component %zu"), i);
}

void draw_component_label(const gr_component *c, size_t i, gr_buf *out)
{
    if (c->game->rules->shape == GR_SHAPE_HEAP)
        gr_buf_printf(out, _("heap %zu: "), i);
    else
        gr_buf_printf(out, _("component %zu: "), i);
}
