/*
** heap.c - helpers shared by the heap rulesets (one component per heap):
** parsing and printing a heap size, one-heap options, drawing a heap.
*/
#include "rulesets.h"

int gr_heap_parse(const gr_game *g, const char *const *args, size_t nargs,
                  gr_state *out, gr_error *err)
{
    uint64_t n;
    int rc;

    (void)g;
    (void)nargs;
    rc = gr_parse_u64(args[0], &n, err);
    if (rc != GR_OK) {
        err->arg = 0;
        return rc;
    }
    out->heap = n;
    return GR_OK;
}

void gr_heap_print(const gr_game *g, gr_state s, gr_buf *out)
{
    (void)g;
    gr_buf_u64(out, s.heap);
}

int gr_heap_option(uint64_t n, uint64_t m, gr_option_fn fn, void *ctx)
{
    char text[48];
    gr_buf b = {text, 0, sizeof text, 0};
    gr_state part;

    /* the buffer is on the stack and large enough: it never grows */
    gr_buf_u64(&b, n);
    gr_buf_puts(&b, " -> ");
    gr_buf_u64(&b, m);
    part.heap = m;
    return gr_option_offer(part, text, fn, ctx);
}

void gr_heap_draw(const gr_game *g, gr_state s, gr_buf *out, int unicode)
{
    const uint64_t shown = 40;
    uint64_t i, n = s.heap;

    (void)g;
    for (i = 0; i < n && i < shown; i++)
        gr_buf_puts(out, unicode ? "\u25cf" : "o");
    if (n > shown)
        gr_buf_puts(out, unicode ? "\u2026" : "...");
    gr_buf_printf(out, "%s(%llu)", n ? " " : "", (unsigned long long)n);
}
