/*
** draw.c - draws a position for play: one labelled block per component,
** from the ruleset's draw op or, without one, its position syntax.
*/
#include <string.h>

#include "base/i18n.h"
#include "draw.h"

#define LABEL_WIDTH 13   /* "component 12" and a space */
#define SPEC_WIDTH 16    /* a longer game spec puts its drawing on the next line */

const char *draw_component_word(const gr_component *c)
{
    return c->game->rules->shape == GR_SHAPE_HEAP ? "heap" : "component";
}

void draw_component_name(const gr_component *c, size_t i, gr_buf *out)
{
    if (c->game->rules->shape == GR_SHAPE_HEAP)
        gr_buf_printf(out, _("heap %zu"), i);
    else
        gr_buf_printf(out, _("component %zu"), i);
}

/* Appends text, indenting every line after the first by `indent` spaces. */
static void put_indented(gr_buf *out, const char *text, size_t indent)
{
    const char *nl;

    while ((nl = strchr(text, '\n')) != NULL && nl[1] != '\0') {
        gr_buf_putn(out, text, (size_t)(nl - text) + 1);
        gr_buf_printf(out, "%*s", (int)indent, "");
        text = nl + 1;
    }
    gr_buf_puts(out, text);
    if (text[0] == '\0' || text[strlen(text) - 1] != '\n')
        gr_buf_putc(out, '\n');
}

/* Every line: "  " and the label padded to LABEL_WIDTH, the game's spec
** padded to the position's spec width, two spaces, the drawing; the lines
** after a drawing's first start in the same column. */
static void draw_component(const term *t, const gr_component *c, size_t i, size_t specw,
                           gr_buf *out)
{
    gr_buf label = GR_BUF_INIT, pic = GR_BUF_INIT;
    const gr_ruleset *r = c->game->rules;
    size_t column = 2 + LABEL_WIDTH + 1, speclen = strlen(c->game->spec), width;

    draw_component_name(c, i, &label);
    width = gr_text_width(gr_buf_str(&label), label.len);   /* columns, not bytes: "堆 2" */
    gr_buf_puts(out, "  ");
    term_paint(t, out, TERM_NOTE, gr_buf_str(&label));
    gr_buf_printf(out, "%*s", width < LABEL_WIDTH ? (int)(LABEL_WIDTH - width) + 1 : 1, "");
    if (r->draw != NULL) {
        gr_buf_puts(out, c->game->spec);
        if (speclen > specw) {   /* a long spec: the drawing goes below it */
            gr_buf_printf(out, "\n%*s", (int)column, "");
            speclen = 0;
        }
        gr_buf_printf(out, "%*s", (int)(specw - speclen + 2), "");
        column += specw + 2;
        gr_component_draw(c, &pic, t->unicode);
    } else {
        gr_component_print(c, &pic);
    }
    gr_buf_puts(out, term_on(t, TERM_TOKEN));
    put_indented(out, gr_buf_str(&pic), column);
    gr_buf_puts(out, term_off(t));
    gr_buf_free(&label);
    gr_buf_free(&pic);
}

void draw_position(const term *t, const gr_position *p, gr_buf *out)
{
    size_t i, specw = 0, len;

    for (i = 0; i < p->count; i++)
        if (p->items[i].game->rules->draw != NULL &&
            (len = strlen(p->items[i].game->spec)) > specw)
            specw = len;
    if (specw > SPEC_WIDTH)
        specw = SPEC_WIDTH;
    for (i = 0; i < p->count; i++)
        draw_component(t, &p->items[i], i, specw, out);
}
