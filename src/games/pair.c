/*
** pair.c - helpers shared by the pair rulesets (one component of two
** numbers `X,Y` per argument): reading and writing a pair, its state, and
** one-pair options.
*/
#include <stdlib.h>
#include <string.h>

#include "base/number.h"
#include "heap.h"
#include "pair.h"

int gr_pair_read(const char *arg, const gr_pair_syntax *syntax, gr_pair *out, gr_error *err)
{
    const char *comma = strchr(arg, ','), *end = arg + strlen(arg);
    int rcx, rcy;

    if (comma == NULL)
        return gr_error_at(err, 0, GR_EINPUT, syntax->not_pair, arg);
    /* the form before the size, so that the reason is right at any length */
    rcx = gr_number_span(arg, comma, &out->x);
    rcy = gr_number_span(comma + 1, end, &out->y);
    if (rcx == GR_EINPUT || rcy == GR_EINPUT)
        return gr_error_at(err, 0, GR_EINPUT, syntax->not_numbers, arg);
    if (rcx != GR_OK || rcy != GR_OK)
        return gr_error_at(err, 0, GR_ERANGE, syntax->too_large, arg);
    return GR_OK;
}

int gr_pair_parse(const char *const *args, const gr_pair_syntax *syntax, gr_state *out,
                  gr_error *err)
{
    gr_pair p;
    int rc;

    if ((rc = gr_pair_read(args[0], syntax, &p, err)) != GR_OK)
        return rc;
    if (syntax->check != NULL && (rc = syntax->check(p, args[0], err)) != GR_OK)
        return rc;
    return gr_pair_state(p, out, err);
}

int gr_pair_state(gr_pair p, gr_state *out, gr_error *err)
{
    gr_pair *owned = malloc(sizeof *owned);

    if (owned == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    *owned = p;
    out->data = owned;
    return GR_OK;
}

void gr_pair_write(gr_pair p, gr_buf *out)
{
    gr_buf_u64(out, p.x);
    gr_buf_putc(out, ',');
    gr_buf_u64(out, p.y);
}

void gr_pair_print(const gr_game *g, gr_state s, gr_buf *out)
{
    (void)g;
    gr_pair_write(*(const gr_pair *)s.data, out);
}

int gr_pair_copy(const gr_game *g, gr_state s, gr_state *out)
{
    gr_pair *p = malloc(sizeof *p);

    (void)g;
    if (p == NULL)
        return GR_ENOMEM;
    *p = *(const gr_pair *)s.data;
    out->data = p;
    return GR_OK;
}

void gr_pair_release(const gr_game *g, gr_state s)
{
    (void)g;
    free(s.data);
}

int gr_pair_option(gr_pair from, gr_pair to, gr_option_fn fn, void *ctx)
{
    char text[96];
    gr_buf b = {text, 0, sizeof text, 0};
    gr_state part;

    /* the buffer is on the stack and large enough: it never grows */
    gr_pair_write(from, &b);
    gr_buf_puts(&b, " -> ");
    gr_pair_write(to, &b);
    part.data = &to;
    return gr_option_offer(part, text, fn, ctx);
}
