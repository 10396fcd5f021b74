/*
** compound_answer.c - the answer and the explanation of a position played
** as a compound other than the sum (conjunctive, continued, selective):
** each component's remoteness, suspense or outcome, the compound's, the
** outcome and why, and every winning move, in words or as one JSON object;
** and its explanation in steps, as text or (for the web page) as JSON.
*/
#include <string.h>

#include "base/i18n.h"
#include "compound_answer.h"
#include "put.h"

#define EXPLAINED_MOVES 20   /* winning moves an explanation lists at most */
#define LABEL 12             /* "  outcome:    ": labels are padded to this column */

/* The rules of each compound in one line, and why its outcome follows
** (translated where they are written). */
static const char *const rules[] = {
    "",
    N_("a move in every component; play ends as soon as one cannot move"),
    N_("a move in every component that can still move; play ends when none can"),
    N_("a move in any non-empty set of components"),
};

static const char *const joins[] = {
    "", N_("the least"), N_("the largest"), N_("P only when every component is P")
};

/* The compound's name after a position, and the heading of its numbers
** (gr_compound_name and gr_compound_number_name are its names in JSON and
** on the command line, not translated). */
static const char *const titles[] = {
    "", N_("   (conjunctive compound)"), N_("   (continued compound)"),
    N_("   (selective compound)"),
};

static const char *const number_labels[] = {
    "", N_("remoteness:"), N_("suspense:"), N_("outcomes:"),
};

static const char *const number_headings[] = {
    "", N_("1. The remoteness of each component\n"), N_("1. The suspense of each component\n"),
    N_("1. The outcome of each component\n"),
};

/* "  outcome:    ": a label padded by display width. */
static void label(gr_buf *o, const char *text)
{
    gr_buf_puts(o, "  ");
    put_padded(o, text, LABEL);
}

typedef struct lister {
    gr_buf *out;
    const solve_flags *flags;
    uint64_t limit;   /* moves taken at most; 0: all */
    size_t count;
    int more;
    int json;
    gr_buf scratch;
} lister;

static int take(lister *l)
{
    if (l->limit != 0 && l->count == l->limit) {
        l->more = 1;
        return GR_ESTOP;
    }
    l->count++;
    return 0;
}

static int count_move(void *ctx, const gr_compound_move *m)
{
    (void)m;
    return take(ctx);
}

/* The position a move leads to, into the lister's scratch. */
static int print_after(lister *l, const gr_compound_move *m)
{
    gr_position *q = gr_compound_after(m);

    gr_buf_reset(&l->scratch);
    if (q == NULL)
        return GR_ENOMEM;
    gr_position_print(q, &l->scratch);
    gr_position_free(q);
    return GR_OK;
}

static int text_move(void *ctx, const gr_compound_move *m)
{
    lister *l = ctx;
    gr_buf words = GR_BUF_INIT;

    if (take(l) != 0)
        return GR_ESTOP;
    if (print_after(l, m) != GR_OK)
        return GR_ENOMEM;
    gr_compound_move_print(m, &words);
    gr_buf_puts(l->out, "    ");
    term_paint(&l->flags->term, l->out, TERM_GOOD, gr_buf_str(&words));
    gr_buf_printf(l->out, _("   leaves %s"), gr_buf_str(&l->scratch));
    gr_buf_putc(l->out, '\n');
    gr_buf_free(&words);
    return 0;
}

static int json_move(void *ctx, const gr_compound_move *m)
{
    lister *l = ctx;
    size_t i;

    if (take(l) != 0)
        return GR_ESTOP;
    if (print_after(l, m) != GR_OK)
        return GR_ENOMEM;
    gr_buf_puts(l->out, l->count > 1 ? ",{\"moves\":[" : "{\"moves\":[");
    for (i = 0; i < m->position->count; i++) {
        gr_buf_puts(l->out, i ? "," : "");
        if (m->options[i] == NULL)
            gr_buf_puts(l->out, "null");
        else
            json_string(l->out, m->options[i]->text);
    }
    gr_buf_puts(l->out, "],\"after\":");
    json_string(l->out, gr_buf_str(&l->scratch));
    gr_buf_putc(l->out, '}');
    return 0;
}

/* Lists the winning moves through fn, honouring the limit. */
static int list_moves(lister *l, const gr_position *p, const gr_compound_analysis *a,
                      gr_compound_fn fn, gr_error *err)
{
    int rc = gr_compound_winning_moves(p, &l->flags->opt, a, fn, l, err);

    return rc == GR_ESTOP && l->more ? GR_OK : rc;
}

/* "nim 3 = 1, kayles 4 = 2": each component with its number. */
static void put_numbers(gr_buf *o, const gr_position *p, const gr_compound_analysis *a)
{
    size_t i;

    for (i = 0; i < p->count; i++) {
        gr_buf_puts(o, i ? ", " : "");
        gr_component_print(&p->items[i], o);
        if (a->kind == GR_COMPOUND_SELECTIVE)
            gr_buf_puts(o, a->numbers[i] ? _(" is N") : _(" is P"));
        else
            gr_buf_printf(o, " = %llu", (unsigned long long)a->numbers[i]);
    }
}

static void text_outcome(gr_buf *o, const gr_compound_analysis *a, const term *t)
{
    int won = a->outcome == GR_OUTCOME_N;

    label(o, _("outcome:"));
    if (won)
        term_paint(t, o, TERM_GOOD, _("N, the player to move wins"));
    else
        term_paint(t, o, TERM_BAD, _("P, the player to move loses"));
    gr_buf_putc(o, '\n');
    label(o, _("why:"));
    if (a->kind == GR_COMPOUND_SELECTIVE)
        gr_buf_puts(o, won ? _("some component is N: move each N component to a P-position")
                           : _("every component is P"));
    else if (a->kind == GR_COMPOUND_CONJUNCTIVE)
        gr_buf_puts(o, won ? _("the remoteness of the compound is odd")
                           : _("the remoteness of the compound is even"));
    else
        gr_buf_puts(o, won ? _("the suspense of the compound is odd")
                           : _("the suspense of the compound is even"));
    gr_buf_putc(o, '\n');
}

static int answer_text(lister *l, const gr_position *p, const gr_compound_analysis *a,
                       gr_error *err)
{
    gr_buf *o = l->out;
    int rc;

    gr_position_print(p, o);
    gr_buf_printf(o, "%s\n", _(titles[a->kind]));
    label(o, _("rules:"));
    gr_buf_printf(o, "%s\n", _(rules[a->kind]));
    label(o, _(number_labels[a->kind]));
    put_numbers(o, p, a);
    if (a->kind != GR_COMPOUND_SELECTIVE) {
        gr_buf_putc(o, '\n');
        label(o, _("compound:"));
        gr_buf_printf(o, _("%s, %llu"), _(joins[a->kind]), (unsigned long long)a->number);
    }
    gr_buf_putc(o, '\n');
    text_outcome(o, a, &l->flags->term);
    if (a->outcome == GR_OUTCOME_P)
        return GR_OK;
    l->limit = l->flags->limit;
    if ((rc = list_moves(l, p, a, count_move, err)) != GR_OK)
        return rc;
    if (l->more)
        gr_buf_printf(o, _("  winning moves (the first %zu; more exist: --limit N, or 0 "
                           "for all):\n"), l->count);
    else
        gr_buf_printf(o, _("  winning moves (%zu):\n"), l->count);
    l->count = 0;
    l->more = 0;
    return list_moves(l, p, a, text_move, err);
}

static int answer_json(lister *l, const gr_position *p, const gr_compound_analysis *a,
                       gr_error *err)
{
    gr_buf *o = l->out;
    size_t i;
    int rc;

    gr_buf_puts(o, "{\"position\":");
    gr_position_print(p, &l->scratch);
    json_string(o, gr_buf_str(&l->scratch));
    gr_buf_printf(o, ",\"compound\":\"%s\",\"misere\":false,\"outcome\":\"%s\",\"rule\":\"%s\"",
                  gr_compound_name(a->kind), a->outcome == GR_OUTCOME_N ? "N" : "P",
                  gr_compound_number_name(a->kind));
    if (a->kind != GR_COMPOUND_SELECTIVE)   /* its number is the outcome, said above */
        gr_buf_printf(o, ",\"%s\":%llu", gr_compound_number_name(a->kind),
                      (unsigned long long)a->number);
    gr_buf_puts(o, ",\"numbers\":[");
    for (i = 0; i < p->count; i++)
        gr_buf_printf(o, "%s%llu", i ? "," : "", (unsigned long long)a->numbers[i]);
    gr_buf_puts(o, "],\"winning_moves\":[");
    rc = list_moves(l, p, a, json_move, err);
    gr_buf_printf(o, "],\"complete\":%s}\n", l->more ? "false" : "true");
    return rc;
}

int answer_compound(const gr_position *p, gr_compound kind, const solve_flags *flags,
                    gr_buf *out, gr_error *err)
{
    lister l = {out, flags, flags->limit, 0, 0, flags->json, GR_BUF_INIT};
    gr_compound_analysis a;
    size_t mark = out->len;
    int rc;

    if ((rc = gr_compound_solve(p, kind, &flags->opt, &a, err)) != GR_OK)
        return rc;
    rc = flags->json ? answer_json(&l, p, &a, err) : answer_text(&l, p, &a, err);
    gr_compound_analysis_free(&a);
    gr_buf_free(&l.scratch);
    if (rc != GR_OK)
        out->len = mark;
    return rc;
}

/* ---- the explanation ---- */

static const char *const steps[] = {
    "",
    N_("   A component's remoteness (C. A. B. Smith) is 0 when it cannot move.\n"
       "   Otherwise, when some move leads to an even remoteness (a P-position), it\n"
       "   is 1 + the least such: the winner hurries to end it; else 1 + the largest\n"
       "   remoteness of a move: the loser makes it last.\n"),
    N_("   A component's suspense is 0 when it cannot move. Otherwise, when some\n"
       "   move leads to an even suspense (a P-position), it is 1 + the largest\n"
       "   such: the winner makes it last; else 1 + the least suspense of a move:\n"
       "   the loser hurries to end it.\n"),
    N_("   Each component alone: N when some move leads to a P-position, P when\n"
       "   none does (a move that splits a component leaves parts that are all\n"
       "   components of the compound: it leads to P when every part is P).\n"),
};

static void explain_total(gr_buf *o, const gr_compound_analysis *a)
{
    unsigned long long n = a->number;

    if (a->kind == GR_COMPOUND_CONJUNCTIVE)
        gr_buf_printf(o, _("2. The compound ends when its first component ends: its "
                           "remoteness is the\n   least of the components', %llu.\n"), n);
    else if (a->kind == GR_COMPOUND_CONTINUED)
        gr_buf_printf(o, _("2. The compound ends when its last component ends: its suspense "
                           "is the\n   largest of the components', %llu.\n"), n);
    else
        gr_buf_puts(o, _("2. The compound is P exactly when every component is P (a move in "
                         "the N\n   ones to P-positions leaves all P; from all P, every move "
                         "leaves an N).\n"));
}

static void explain_numbers(gr_buf *o, const gr_position *p, const gr_compound_analysis *a)
{
    size_t i;

    gr_buf_puts(o, _(number_headings[a->kind]));
    gr_buf_puts(o, _(steps[a->kind]));
    for (i = 0; i < p->count; i++) {
        gr_buf_puts(o, "   ");
        gr_buf_printf(o, _("component %zu: "), i);   /* the language's colon */
        gr_component_print(&p->items[i], o);
        if (a->kind == GR_COMPOUND_SELECTIVE)
            gr_buf_puts(o, a->numbers[i] ? _(" is N") : _(" is P"));
        else
            gr_buf_printf(o, " = %llu", (unsigned long long)a->numbers[i]);
        gr_buf_putc(o, '\n');
    }
    gr_buf_putc(o, '\n');
    explain_total(o, a);
}

/* The explanation's text of p, analysed as a (in the thread's language). */
static int explain_text(const gr_position *p, const gr_compound_analysis *a,
                        const gr_solve_options *opt, term_when colour, gr_buf *out,
                        gr_error *err)
{
    gr_compound kind = a->kind;
    solve_flags flags;
    lister l;
    int rc = GR_OK;

    memset(&flags, 0, sizeof flags);
    flags.term = term_detect(stdout, colour);
    flags.opt = *opt;
    flags.limit = EXPLAINED_MOVES;
    memset(&l, 0, sizeof l);
    l.out = out;
    l.flags = &flags;
    l.limit = EXPLAINED_MOVES;
    gr_buf_puts(out, _("Position: "));
    gr_position_print(p, out);
    gr_buf_printf(out, "%s\n", _(titles[kind]));
    gr_buf_printf(out, _("   Rules: %s;\n   the last player to move wins.\n\n"), _(rules[kind]));
    explain_numbers(out, p, a);
    gr_buf_putc(out, '\n');
    if (a->outcome == GR_OUTCOME_P) {
        gr_buf_puts(out, kind == GR_COMPOUND_SELECTIVE
                    ? _("3. Every component is P: the player to move loses (a P-position)\n")
                    : _("3. It is even: the player to move loses (a P-position)\n"));
    } else {
        gr_buf_puts(out, kind == GR_COMPOUND_SELECTIVE
                    ? _("3. Some component is N: the player to move wins (an N-position), by "
                        "a move\n   that leaves the compound all P.\n")
                    : _("3. It is odd: the player to move wins (an N-position), by a move\n"
                        "   that leaves the compound even.\n"));
        gr_buf_puts(out, _("   Winning moves:\n"));
        rc = list_moves(&l, p, a, text_move, err);
        if (rc == GR_OK && l.more)
            gr_buf_printf(out, _("    (the first %d; grundy solve --compound %s lists them "
                                 "all)\n"), EXPLAINED_MOVES, gr_compound_name(kind));
    }
    gr_buf_free(&l.scratch);
    return rc;
}

int explain_compound(const gr_position *p, gr_compound kind, const gr_solve_options *opt,
                     term_when colour, gr_buf *out, gr_error *err)
{
    gr_compound_analysis a;
    int rc;

    if ((rc = gr_compound_solve(p, kind, opt, &a, err)) != GR_OK)
        return rc;
    rc = explain_text(p, &a, opt, colour, out, err);
    gr_compound_analysis_free(&a);
    return rc;
}

/* The fields after the text: each component with its number and its
** outcome alone, the compound's number, the first winning moves. */
static int explain_fields(const gr_position *p, const gr_compound_analysis *a,
                          const gr_solve_options *opt, gr_buf *out, gr_error *err)
{
    solve_flags flags;
    lister l;
    size_t i;
    int rc;

    memset(&flags, 0, sizeof flags);
    flags.opt = *opt;
    memset(&l, 0, sizeof l);
    l.out = out;
    l.flags = &flags;
    l.limit = EXPLAINED_MOVES;
    l.json = 1;
    gr_position_print(p, &l.scratch);
    gr_buf_puts(out, ",\"position\":");
    json_string(out, gr_buf_str(&l.scratch));
    gr_buf_printf(out, ",\"compound\":\"%s\",\"misere\":false,\"outcome\":\"%s\","
                  "\"rule\":\"%s\"", gr_compound_name(a->kind),
                  a->outcome == GR_OUTCOME_N ? "N" : "P", gr_compound_number_name(a->kind));
    if (a->kind != GR_COMPOUND_SELECTIVE)
        gr_buf_printf(out, ",\"%s\":%llu", gr_compound_number_name(a->kind),
                      (unsigned long long)a->number);
    gr_buf_puts(out, ",\"components\":[");
    for (i = 0; i < p->count; i++) {
        gr_buf_reset(&l.scratch);
        gr_component_print(&p->items[i], &l.scratch);
        gr_buf_puts(out, i ? ",{\"position\":" : "{\"position\":");
        json_string(out, gr_buf_str(&l.scratch));
        gr_buf_printf(out, ",\"number\":%llu,\"outcome\":\"%c\"}",
                      (unsigned long long)a->numbers[i], a->numbers[i] % 2 ? 'N' : 'P');
    }
    gr_buf_puts(out, "],\"winning\":[");
    rc = a->outcome == GR_OUTCOME_N ? list_moves(&l, p, a, json_move, err) : GR_OK;
    gr_buf_printf(out, "],\"winning_complete\":%s}\n", l.more ? "false" : "true");
    gr_buf_free(&l.scratch);
    return rc;
}

int explain_compound_json(const gr_position *p, gr_compound kind, const gr_solve_options *opt,
                          gr_buf *out, gr_error *err)
{
    gr_buf text = GR_BUF_INIT;
    gr_compound_analysis a;
    size_t mark = out->len;
    int rc;

    if ((rc = gr_compound_solve(p, kind, opt, &a, err)) != GR_OK)
        return rc;
    if ((rc = explain_text(p, &a, opt, TERM_NEVER, &text, err)) == GR_OK) {
        gr_buf_puts(out, "{\"explanation\":");
        json_string(out, gr_buf_str(&text));
        rc = explain_fields(p, &a, opt, out, err);
    }
    gr_buf_free(&text);
    gr_compound_analysis_free(&a);
    if (rc != GR_OK)
        out->len = mark;
    return rc;
}
