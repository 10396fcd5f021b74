/*
** explain_json.c - the explanation of a position as JSON (/api/explain):
** explain.c's text and, for the page's table, each component's value, the
** nim-sum, and each winning move with the value it leaves its component.
** Everything comes from the public API (gr_solve, gr_winning_moves); the
** text's steps are explain.c's, which this file only counts on for the
** number of the step that holds the binary table.
*/
#include <string.h>

#include "explain.h"
#include "explain_json.h"
#include "put.h"

#define LISTED 32   /* winning moves listed at most, as explain.c shows them */

typedef struct mover {
    const gr_solve_options *opt;
    const gr_analysis *a;
    gr_buf *out;
    int known;      /* the nim-sum is known and normal play: to = from xor x */
    uint64_t x;
    size_t count;
    int full;       /* LISTED moves were listed and one more came */
} mover;

/* The value a move leaves its component: from xor the nim-sum when the
** values decide (normal play), else the component alone solved again. */
static void put_to(mover *m, const gr_winning_move *w)
{
    gr_solve_options o = *m->opt;
    gr_position *after;
    gr_analysis b;

    if (m->known) {
        gr_buf_printf(m->out, "%llu",
                      (unsigned long long)(m->a->values[w->component].nimber ^ m->x));
        return;
    }
    o.misere = 0;
    after = gr_position_after(w->position, w->component, w->option);
    if (after != NULL) {
        gr_position one = {1, 1, &after->items[w->component]};
        if (gr_solve(&one, &o, &b, NULL) == GR_OK) {
            put_value(m->out, &b.values[0], 1);
            gr_analysis_free(&b);
            gr_position_free(after);
            return;
        }
        gr_position_free(after);
    }
    gr_buf_puts(m->out, "null");
}

static int put_move(void *ctx, const gr_winning_move *w)
{
    mover *m = ctx;
    gr_buf after = GR_BUF_INIT;

    if (m->count == LISTED) {
        m->full = 1;
        return GR_ESTOP;
    }
    gr_position_print_after(w->position, w->component, w->option, &after);
    gr_buf_printf(m->out, "%s{\"component\":%zu,\"move\":", m->count++ ? "," : "",
                  w->component);
    json_string(m->out, w->option->text);
    gr_buf_puts(m->out, ",\"after\":");
    json_string(m->out, gr_buf_str(&after));
    gr_buf_puts(m->out, ",\"from\":");
    put_value(m->out, &m->a->values[w->component], 1);
    gr_buf_puts(m->out, ",\"to\":");
    put_to(m, w);
    gr_buf_putc(m->out, '}');
    gr_buf_free(&after);
    return 0;
}

/* Whether every value is a nimber, and their XOR. */
static int nim_sum(const gr_position *p, const gr_analysis *a, uint64_t *x)
{
    size_t i;

    *x = 0;
    for (i = 0; i < p->count; i++) {
        if (a->values[i].kind != GR_VALUE_NIMBER)
            return 0;
        *x ^= a->values[i].nimber;
    }
    return 1;
}

/* The step of explain.c's text with the binary table: step 2 of normal
** play when the values decide, and of the Anti-Nim rule when a heap has 2
** or more tokens; 0 when the text has none. */
static int table_step(const gr_position *p, const gr_analysis *a, int misere)
{
    size_t i;

    if (!misere)
        return a->value.kind == GR_VALUE_NIMBER ? 2 : 0;
    if (strcmp(a->rule, "anti-nim") != 0)
        return 0;
    for (i = 0; i < p->count; i++)
        if (a->values[i].kind == GR_VALUE_NIMBER && a->values[i].nimber > 1)
            return 2;
    return 0;
}

static void put_components(const gr_position *p, const gr_analysis *a, gr_buf *out)
{
    gr_buf c = GR_BUF_INIT;
    size_t i;

    gr_buf_puts(out, ",\"components\":[");
    for (i = 0; i < p->count; i++) {
        gr_buf_reset(&c);
        gr_component_print(&p->items[i], &c);
        gr_buf_puts(out, i ? ",{\"position\":" : "{\"position\":");
        json_string(out, gr_buf_str(&c));
        gr_buf_puts(out, ",\"value\":");
        put_value(out, &a->values[i], 1);
        gr_buf_putc(out, '}');
    }
    gr_buf_putc(out, ']');
    gr_buf_free(&c);
}

/* The fields after the text: the numbers of the table and the moves. */
static int put_fields(const gr_position *p, const gr_analysis *a, const gr_solve_options *opt,
                      gr_buf *out, gr_error *err)
{
    static const char outcome[] = "PND";
    mover m = {opt, a, out, 0, 0, 0, 0};
    gr_buf text = GR_BUF_INIT;
    int known = nim_sum(p, a, &m.x), step = table_step(p, a, opt->misere), rc = GR_OK;

    m.known = known && !opt->misere;
    gr_position_print(p, &text);
    gr_buf_puts(out, ",\"position\":");
    json_string(out, gr_buf_str(&text));
    gr_buf_free(&text);
    gr_buf_printf(out, ",\"misere\":%s,\"outcome\":\"%c\",\"rule\":",
                  opt->misere ? "true" : "false", outcome[a->outcome]);
    json_string(out, a->rule != NULL ? a->rule : "");
    put_components(p, a, out);
    if (known)
        gr_buf_printf(out, ",\"nim_sum\":%llu", (unsigned long long)m.x);
    else
        gr_buf_puts(out, ",\"nim_sum\":null");
    if (step)
        gr_buf_printf(out, ",\"table_step\":%d", step);
    else
        gr_buf_puts(out, ",\"table_step\":null");
    gr_buf_puts(out, ",\"winning\":[");
    if (a->outcome == GR_OUTCOME_N)
        rc = gr_winning_moves(p, opt, a, put_move, &m, err);
    if (m.full && rc == GR_ESTOP)
        rc = GR_OK;
    gr_buf_printf(out, "],\"winning_complete\":%s",
                  m.full || rc == GR_EUNDECIDED ? "false" : "true");
    if (rc == GR_EUNDECIDED) {   /* moves the game could not list: why, beside them */
        gr_buf_puts(out, ",\"unlisted\":");
        json_string(out, err->message);
        rc = GR_OK;
    }
    gr_buf_puts(out, "}\n");
    return rc;
}

int explain_json(const gr_position *p, const gr_solve_options *opt, gr_buf *out,
                 gr_error *err)
{
    gr_buf text = GR_BUF_INIT;
    gr_analysis a;
    int rc;

    if ((rc = gr_solve(p, opt, &a, err)) != GR_OK)
        return rc;
    if ((rc = explain_analysis(p, &a, opt, TERM_NEVER, &text, err, NULL)) == GR_OK) {
        gr_buf_puts(out, "{\"explanation\":");
        json_string(out, gr_buf_str(&text));
        rc = put_fields(p, &a, opt, out, err);
    }
    gr_buf_free(&text);
    gr_analysis_free(&a);
    return rc;
}
