/*
** heap.c - helpers shared by the heap rulesets (one component per heap):
** parsing and printing a heap size, one- and two-heap options, drawing a
** heap.
*/
#include <stdio.h>

#include "heap.h"
#include "base/option_text.h"

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
    text[0] = '\0';
    if (!gr_option_text_off) {
        gr_buf_u64(&b, n);
        gr_buf_puts(&b, " -> ");
        gr_buf_u64(&b, m);
    }
    part.heap = m;
    return gr_option_offer(part, text, fn, ctx);
}

int gr_heap_split_option(uint64_t n, uint64_t a, uint64_t b, gr_option_fn fn, void *ctx)
{
    char text[80];
    gr_state parts[2];
    gr_option o;

    text[0] = '\0';
    if (!gr_option_text_off)
        snprintf(text, sizeof text, "%llu -> %llu + %llu", (unsigned long long)n,
                 (unsigned long long)a, (unsigned long long)b);
    parts[0].heap = a;
    parts[1].heap = b;
    o.text = text;
    o.nparts = 2;
    o.parts = parts;
    return fn(ctx, &o);
}

/* A heap's drawing takes at most this many columns: the tokens (as many as
** fit beside the count, at most MOST_TOKENS), "..." when some are left out,
** and the count. */
#define DRAW_WIDTH 36
#define MOST_TOKENS 24

void gr_heap_draw(const gr_game *g, gr_state s, gr_buf *out, int unicode)
{
    char count[32];
    uint64_t i, n = s.heap, shown;
    int len = snprintf(count, sizeof count, "(%llu)", (unsigned long long)n);

    (void)g;
    shown = (uint64_t)(DRAW_WIDTH - len - 4);   /* room for "..." and a space */
    if (shown > MOST_TOKENS)
        shown = MOST_TOKENS;
    for (i = 0; i < n && i < shown; i++)
        gr_buf_puts(out, unicode ? "\u25cf" : "o");
    if (n > shown)
        gr_buf_puts(out, unicode ? "\u2026" : "...");
    gr_buf_printf(out, "%s%s", n ? " " : "", count);
}
