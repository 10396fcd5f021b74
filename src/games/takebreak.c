/*
** takebreak.c - the ruleset operations shared by the take-and-break games:
** values from the lazily computed table or the proved period, moves,
** periods and explanations.
*/
#include <stdlib.h>

#include "octal/octal_code.h"
#include "octal/octal_engine.h"
#include "octal/octal_moves.h"
#include "octal/octal_run.h"
#include "base/i18n.h"
#include "takebreak.h"

int gr_takebreak_fixed(const char *name, const gr_octal_rules *r, const char *text,
                       void **params, gr_error *err)
{
    if (text != NULL)
        return gr_error_set(err, GR_EINPUT, "'%s' takes no parameters after ':'", name);
    *params = gr_octal_new(r);
    if (*params == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    return GR_OK;
}

int gr_takebreak_named(const char *name, const char *code, const char *text, void **params,
                       gr_error *err)
{
    gr_octal_rules r;

    gr_octal_rules_parse(code, 0, &r, NULL);
    return gr_takebreak_fixed(name, &r, text, params, err);
}

int gr_takebreak_code(const char *text, int hex, void **params, gr_error *err)
{
    gr_octal_rules r;
    int rc = gr_octal_rules_parse(text, hex, &r, err);

    if (rc != GR_OK)
        return rc;
    *params = gr_octal_new(&r);
    return *params != NULL ? GR_OK : gr_error_set(err, GR_ENOMEM, "out of memory");
}

void gr_takebreak_print(const void *params, gr_buf *out)
{
    gr_octal_rules_print(&((const gr_octal *)params)->rules, out);
}

void gr_takebreak_free(void *params)
{
    gr_octal_free(params);
}

void gr_takebreak_long_run(void *params, const gr_long_run *run)
{
    gr_octal_long_run(params, run);
}

static gr_octal *engine(const gr_game *g)
{
    return g->params;
}

/* Heaps computed on demand: fewer for three-heap splits, which cost more
** a heap (hex:0.9 to 16384 takes about a second). */
static uint64_t auto_limit(const gr_game *g)
{
    const gr_octal *o = engine(g);

    return gr_octal_max_heap(o, o->rules.maxparts > 2 ? GR_OCTAL_AUTO_LIMIT / 4
                                                      : GR_OCTAL_AUTO_LIMIT);
}

int gr_takebreak_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    int rc = gr_octal_value(engine(g), s.heap, auto_limit(g), &out->nimber, err);

    out->kind = GR_VALUE_NIMBER;
    return rc;
}

int gr_takebreak_values(const gr_game *g, const uint64_t *heaps, size_t n, uint64_t *out,
                        gr_error *err)
{
    return gr_octal_values(engine(g), heaps, n, auto_limit(g), out, err);
}

int gr_takebreak_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    return gr_octal_moves(engine(g), s.heap, fn, ctx);
}

int gr_takebreak_moves_to(const gr_game *g, gr_state s, uint64_t target,
                          gr_option_fn fn, void *ctx, gr_error *err)
{
    uint64_t v;
    int rc;

    /* the heap's own value makes every part's value known */
    if ((rc = gr_octal_value(engine(g), s.heap, auto_limit(g), &v, err)) != GR_OK)
        return rc;
    return gr_octal_moves_to(engine(g), s.heap, target, fn, ctx, err);
}

int gr_takebreak_period(const gr_game *g, uint64_t max, gr_period *out, gr_error *err)
{
    return gr_octal_find_period(engine(g), max, out, err);
}

static void explain_period(const gr_game *g, const gr_period *p, uint64_t n, uint64_t v,
                           gr_buf *out)
{
    uint64_t r = (n - p->preperiod) % p->period;

    gr_buf_printf(out, _("%s has preperiod %llu and period %llu (proved by the Guy-Smith "
                         "periodicity theorem from the values up to heap %llu); heap %llu is "
                         "past the preperiod and (%llu - %llu) mod %llu = %llu, so G(%llu) = "
                         "G(%llu) = %llu"),
                  g->spec, (unsigned long long)p->preperiod, (unsigned long long)p->period,
                  (unsigned long long)p->checked_to, (unsigned long long)n,
                  (unsigned long long)n, (unsigned long long)p->preperiod,
                  (unsigned long long)p->period, (unsigned long long)r,
                  (unsigned long long)n, (unsigned long long)(p->preperiod + r),
                  (unsigned long long)v);
}

int gr_takebreak_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    gr_octal *o = engine(g);
    uint64_t n = s.heap, v;
    int rc;

    if ((rc = gr_octal_value(o, n, auto_limit(g), &v, err)) != GR_OK)
        return rc;
    if (n >= o->count) {
        explain_period(g, &o->period, n, v, out);
        return GR_OK;
    }
    if (o->period.status != GR_PERIOD_PROVED)
        gr_buf_printf(out, _("%s heap %llu has value %llu: the mex (least value not among "
                             "them) of the values of its moves, each the XOR of the heaps it "
                             "leaves, computed upward from heap 0"),
                      g->spec, (unsigned long long)n, (unsigned long long)v);
    else
        gr_buf_printf(out, _("%s heap %llu has value %llu: the mex (least value not among "
                             "them) of the values of its moves, each the XOR of the heaps it "
                             "leaves, computed upward from heap 0; %s has preperiod %llu and "
                             "period %llu (proved)"),
                      g->spec, (unsigned long long)n, (unsigned long long)v, g->spec,
                      (unsigned long long)o->period.preperiod,
                      (unsigned long long)o->period.period);
    return GR_OK;
}
