/*
** graph.c - games given as a move graph in a file: `graph:FILE NODE...`,
** one component per node named (the file format: graph_read.c). The file is
** read once per game, and a game is shared by every component (and every
** `solve -` line) that names the same file. Values are the generalized
** Sprague-Grundy function (graph_gsg.c), so graphs with cycles work: their
** positions may be infinite, and a sum may be a draw.
*/
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "graph_read.h"
#include "heap.h"

#define MOVES_SHOWN 12   /* a drawing lists at most this many options */

static const gr_movegraph *graph_of(const gr_game *g)
{
    return g->params;
}

static int graph_params_parse(const char *text, void **params, gr_error *err)
{
    if (text == NULL || text[0] == '\0')
        return gr_error_set(err, GR_EINPUT, "graph needs its file after ':', e.g. "
                            "graph:moves.txt start");
    *params = gr_movegraph_load(text, err);
    return *params != NULL ? GR_OK : err->code;
}

static void graph_params_print(const void *params, gr_buf *out)
{
    gr_buf_puts(out, ((const gr_movegraph *)params)->path);
}

static void graph_params_free(void *params)
{
    gr_movegraph_free(params);
}

static int graph_parse(const gr_game *g, const char *const *args, size_t nargs,
                       gr_state *out, gr_error *err)
{
    const gr_movegraph *m = graph_of(g);
    int64_t u = gr_movegraph_find(m, args[0], strlen(args[0]));

    (void)nargs;
    if (u < 0)
        return gr_error_at(err, 0, GR_EINPUT, "no position '%s' in the game graph %s",
                           args[0], m->path);
    out->heap = (uint64_t)u;
    return GR_OK;
}

static void put_name(const gr_movegraph *m, uint64_t u, gr_buf *out)
{
    gr_buf_putn(out, m->text + m->name_at[u], m->name_len[u]);
}

static void graph_print(const gr_game *g, gr_state s, gr_buf *out)
{
    put_name(graph_of(g), s.heap, out);
}

static void node_value(const gr_movegraph *m, uint64_t u, gr_value *out)
{
    memset(out, 0, sizeof *out);
    if (m->value[u] == GRAPH_INF) {
        out->kind = GR_VALUE_INF;
        out->escapes = m->esc + m->esc_start[u];
        out->nescapes = (size_t)(m->esc_start[u + 1] - m->esc_start[u]);
    } else {
        out->kind = GR_VALUE_NIMBER;
        out->nimber = m->value[u];
        out->counter = m->counter[u];
    }
}

static int graph_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    (void)err;
    node_value(graph_of(g), s.heap, out);
    return GR_OK;
}

/* Offers the move from u to its option v ("a -> b"). */
static int offer(const gr_movegraph *m, uint64_t u, uint32_t v, gr_option_fn fn, void *ctx)
{
    char text[2 * GRAPH_NAME_MAX + 8];

    snprintf(text, sizeof text, "%.*s -> %.*s", (int)m->name_len[u], m->text + m->name_at[u],
             (int)m->name_len[v], m->text + m->name_at[v]);
    return gr_option_offer((gr_state){.heap = v}, text, fn, ctx);
}

static int graph_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    const gr_movegraph *m = graph_of(g);
    uint64_t e;
    int rc;

    for (e = m->out_start[s.heap]; e < m->out_start[s.heap] + m->out_count[s.heap]; e++)
        if ((rc = offer(m, s.heap, m->out[e], fn, ctx)) != 0)
            return rc;
    return 0;
}

static int graph_moves_to(const gr_game *g, gr_state s, uint64_t target, gr_option_fn fn,
                          void *ctx, gr_error *err)
{
    const gr_movegraph *m = graph_of(g);
    uint64_t e;
    int rc;

    (void)err;
    for (e = m->out_start[s.heap]; e < m->out_start[s.heap] + m->out_count[s.heap]; e++)
        if (m->value[m->out[e]] == target && (rc = offer(m, s.heap, m->out[e], fn, ctx)) != 0)
            return rc;
    return 0;
}

static void put_value(const gr_movegraph *m, uint64_t u, gr_buf *out)
{
    uint64_t k;

    if (m->value[u] != GRAPH_INF) {
        gr_buf_u64(out, m->value[u]);
        return;
    }
    gr_buf_puts(out, "\u221e{");
    for (k = m->esc_start[u]; k < m->esc_start[u + 1]; k++)
        gr_buf_printf(out, "%s%llu", k > m->esc_start[u] ? "," : "",
                      (unsigned long long)m->esc[k]);
    gr_buf_putc(out, '}');
}

static int graph_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    const gr_movegraph *m = graph_of(g);
    gr_buf value = GR_BUF_INIT;
    uint64_t u = s.heap;

    (void)err;
    if (m->out_count[u] == 0) {
        gr_buf_puts(out, _("a position with no moves has value 0"));
        return GR_OK;
    }
    if (m->value[u] != GRAPH_INF) {
        gr_buf_printf(out, _("value %llu by the generalized Sprague-Grundy function: no "
                             "move reaches %llu, and every move to a position of infinite or "
                             "unknown value can be answered by a move back to %llu"),
                      (unsigned long long)m->value[u], (unsigned long long)m->value[u],
                      (unsigned long long)m->value[u]);
        return GR_OK;
    }
    put_value(m, u, &value);   /* the formula first: the sentence is one msgid */
    gr_buf_printf(out, _("infinite (%s): play from here can go on forever; the set lists the "
                         "finite values it can escape to"), gr_buf_str(&value));
    gr_buf_free(&value);
    return GR_OK;
}

static void graph_draw(const gr_game *g, gr_state s, gr_buf *out, int unicode)
{
    const gr_movegraph *m = graph_of(g);
    uint64_t u = s.heap, e, end = m->out_start[u] + m->out_count[u];
    gr_buf name = GR_BUF_INIT, value = GR_BUF_INIT;

    put_name(m, u, &name);
    put_value(m, u, &value);
    gr_buf_printf(out, m->out_count[u] ? _("%s (value %s)\n") : _("%s (value %s, no moves)"),
                  gr_buf_str(&name), gr_buf_str(&value));
    gr_buf_free(&name);
    gr_buf_free(&value);
    for (e = m->out_start[u]; e < end && e < m->out_start[u] + MOVES_SHOWN; e++) {
        gr_buf_puts(out, unicode ? "\u2192 " : "-> ");
        put_name(m, m->out[e], out);
        gr_buf_puts(out, e + 1 < end ? "\n" : "");
    }
    if (end > m->out_start[u] + MOVES_SHOWN)
        gr_buf_printf(out, _("... (%llu moves)"), (unsigned long long)m->out_count[u]);
}

const gr_ruleset gr_rules_graph = {
    .api = GR_RULESET_API,
    .name = "graph",
    .summary = N_("a game given by its move graph in a file (cycles allowed: infinite values, draws)"),
    .syntax = N_("graph:FILE NODE...  (one position of the file per argument, e.g. graph:g.txt start)"),
    .shape = GR_SHAPE_EACH,
    .props = GR_PROP_FILE,
    .params_parse = graph_params_parse,
    .params_print = graph_params_print,
    .params_free = graph_params_free,
    .parse = graph_parse,
    .print = graph_print,
    .value = graph_value,
    .moves = graph_moves,
    .moves_to = graph_moves_to,
    .explain = graph_explain,
    .draw = graph_draw,
};
