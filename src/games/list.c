/*
** list.c - helpers shared by the rulesets whose one component is a whole
** list of counts (seq, stair): parsing, printing, copying, drawing.
*/
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "heap.h"
#include "list.h"

gr_list *gr_list_new(size_t count)
{
    gr_list *l;

    if (count > (SIZE_MAX - sizeof *l) / sizeof l->items[0])
        return NULL;
    l = malloc(sizeof *l + count * sizeof l->items[0]);
    if (l != NULL)
        l->count = count;
    return l;
}

int gr_list_parse(const gr_game *g, const char *const *args, size_t nargs,
                  gr_state *out, gr_error *err)
{
    gr_list *l = gr_list_new(nargs);
    size_t i;
    int rc;

    (void)g;
    if (l == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (i = 0; i < nargs; i++) {
        rc = gr_parse_u64(args[i], &l->items[i], err);
        if (rc != GR_OK) {
            free(l);
            err->arg = (long)i;
            return rc;
        }
    }
    out->data = l;
    return GR_OK;
}

void gr_list_print(const gr_game *g, gr_state s, gr_buf *out)
{
    const gr_list *l = s.data;
    size_t i;

    (void)g;
    for (i = 0; i < l->count; i++) {
        if (i > 0)
            gr_buf_putc(out, ' ');
        gr_buf_u64(out, l->items[i]);
    }
}

int gr_list_copy(const gr_game *g, gr_state s, gr_state *out)
{
    const gr_list *l = s.data;
    gr_list *c = gr_list_new(l->count);

    (void)g;
    if (c == NULL)
        return GR_ENOMEM;
    memcpy(c->items, l->items, l->count * sizeof l->items[0]);
    out->data = c;
    return GR_OK;
}

void gr_list_release(const gr_game *g, gr_state s)
{
    (void)g;
    free(s.data);
}

void gr_list_draw(const gr_list *l, const char *item, const char *all, gr_buf *out,
                  int unicode)
{
    const size_t shown = 24;
    size_t i;
    gr_state one;

    for (i = 0; i < l->count && i < shown; i++) {
        one.heap = l->items[i];
        gr_buf_printf(out, _(item), i + 1);
        gr_heap_draw(NULL, one, out, unicode);
        gr_buf_putc(out, '\n');
    }
    if (l->count > shown)
        gr_buf_printf(out, _(all), l->count);
}
