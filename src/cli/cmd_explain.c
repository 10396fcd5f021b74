/*
** cmd_explain.c - `grundy explain`: why a position is won or lost, in steps
** a learner can follow: each component's value and the rule behind it, the
** binary columns and their parity, the nim-sum and the winning moves; the
** Anti-Nim rule under --misere.
*/
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "draw.h"
#include "term.h"

#define SHOWN 32          /* components listed one by one at most */
#define WIDE_BITS 14      /* below 2^14 the table has one wide column per bit */

typedef struct explainer {
    const gr_position *p;
    const gr_analysis *a;
    gr_solve_options opt;
    term term;
    gr_buf *out;
    size_t count;         /* winning moves listed */
    gr_error *err;
} explainer;

static void heading(explainer *e, int step, const char *text)
{
    gr_buf_printf(e->out, "\n%d. ", step);
    term_paint(&e->term, e->out, TERM_BOLD, text);
    gr_buf_putc(e->out, '\n');
}

static int highest_bit(uint64_t v)
{
    int b = -1;

    while (v != 0) {
        v >>= 1;
        b++;
    }
    return b;
}

/* ---- step 1: the components ---- */

static void why_value(explainer *e, const gr_component *c, const gr_value *v)
{
    const gr_ruleset *r = c->game->rules;
    gr_value own;
    gr_error err;
    size_t mark = e->out->len;

    if (v->kind != GR_VALUE_NIMBER) {
        gr_buf_puts(e->out, "no known value: no closed form, and too large to search");
        return;
    }
    if (gr_game_value(c->game, c->state, &own, &err) == GR_OK && own.kind != GR_VALUE_NIMBER) {
        gr_buf_puts(e->out, "found by exhaustive search: the mex (least value not "
                    "reached) of the values of its moves");
        return;
    }
    if (r->explain != NULL && r->explain(c->game, c->state, e->out, &err) == GR_OK)
        return;
    e->out->len = mark;
    gr_buf_printf(e->out, "the closed form of %s", c->game->spec);
}

static void step_values(explainer *e, int step)
{
    size_t i;

    heading(e, step, "The value of each component (Sprague-Grundy: a sum is won "
            "exactly like Nim heaps of these sizes)");
    for (i = 0; i < e->p->count && i < SHOWN; i++) {
        const gr_component *c = &e->p->items[i];
        gr_buf_printf(e->out, "   %s %zu: ", draw_component_word(c), i);
        gr_component_print(c, e->out);
        if (e->a->values[i].kind == GR_VALUE_NIMBER)
            gr_buf_printf(e->out, " = %llu", (unsigned long long)e->a->values[i].nimber);
        gr_buf_puts(e->out, "\n      ");
        why_value(e, c, &e->a->values[i]);
        gr_buf_putc(e->out, '\n');
    }
    if (e->p->count > SHOWN)
        gr_buf_printf(e->out, "   ... and %zu more components\n", e->p->count - SHOWN);
}

/* ---- step 2: the binary columns ---- */

static void table_label(explainer *e, const char *label, size_t i)
{
    gr_buf l = GR_BUF_INIT;

    if (i == SIZE_MAX)
        gr_buf_puts(&l, label);
    else
        gr_buf_printf(&l, "%s %zu", label, i);
    gr_buf_printf(e->out, "   %-12s", gr_buf_str(&l));
    gr_buf_free(&l);
}

/* One wide column per bit, powers of two on top, counts and parity below. */
static void table_wide(explainer *e, int top)
{
    size_t i, ones[WIDE_BITS] = {0};
    int b;

    table_label(e, "", SIZE_MAX);
    for (b = top; b >= 0; b--)
        gr_buf_printf(e->out, "%5llu", 1ULL << b);
    gr_buf_putc(e->out, '\n');
    for (i = 0; i < e->p->count; i++) {
        uint64_t v = e->a->values[i].nimber;
        for (b = top; b >= 0; b--)
            ones[b] += (v >> b) & 1;
        if (i >= SHOWN)
            continue;
        table_label(e, draw_component_word(&e->p->items[i]), i);
        for (b = top; b >= 0; b--)
            gr_buf_printf(e->out, "%5llu", (unsigned long long)((v >> b) & 1));
        gr_buf_printf(e->out, "   = %llu\n", (unsigned long long)v);
    }
    if (e->p->count > SHOWN)
        gr_buf_printf(e->out, "   ... (%zu more rows, counted below)\n", e->p->count - SHOWN);
    table_label(e, "ones", SIZE_MAX);
    for (b = top; b >= 0; b--)
        gr_buf_printf(e->out, "%5zu", ones[b]);
    gr_buf_putc(e->out, '\n');
    table_label(e, "parity", SIZE_MAX);
    for (b = top; b >= 0; b--)
        gr_buf_printf(e->out, "%5s", ones[b] % 2 ? "odd" : "even");
    gr_buf_putc(e->out, '\n');
}

static void put_binary(gr_buf *out, uint64_t v, int top)
{
    int b;

    for (b = top; b >= 0; b--)
        gr_buf_putc(out, (char)('0' + ((v >> b) & 1)));
}

/* Values too wide for one column per bit: binary strings, aligned. */
static void table_narrow(explainer *e, int top)
{
    size_t i;

    gr_buf_printf(e->out, "   (bit %d on the left, bit 0 on the right)\n", top);
    for (i = 0; i < e->p->count && i < SHOWN; i++) {
        table_label(e, draw_component_word(&e->p->items[i]), i);
        put_binary(e->out, e->a->values[i].nimber, top);
        gr_buf_printf(e->out, "   = %llu\n", (unsigned long long)e->a->values[i].nimber);
    }
    if (e->p->count > SHOWN)
        gr_buf_printf(e->out, "   ... (%zu more rows, counted below)\n", e->p->count - SHOWN);
    table_label(e, "odd column", SIZE_MAX);
    put_binary(e->out, e->a->value.nimber, top);
    gr_buf_puts(e->out, "   (1 where the column has an odd number of ones)\n");
}

static void step_columns(explainer *e, int step)
{
    uint64_t all = 0;
    size_t i;
    int top;

    for (i = 0; i < e->p->count; i++)
        all |= e->a->values[i].nimber;
    top = all ? highest_bit(all) : 0;
    heading(e, step, "The values in binary, one column per power of two");
    if (top < WIDE_BITS)
        table_wide(e, top);
    else
        table_narrow(e, top);
}

static void step_nim_sum(explainer *e, int step)
{
    uint64_t x = e->a->value.nimber;
    size_t i;

    heading(e, step, "The nim-sum (XOR): 1 in exactly the columns with an odd number "
            "of ones");
    gr_buf_puts(e->out, "   ");
    for (i = 0; i < e->p->count && i < SHOWN; i++)
        gr_buf_printf(e->out, "%s%llu", i ? " xor " : "",
                      (unsigned long long)e->a->values[i].nimber);
    if (e->p->count > SHOWN)
        gr_buf_puts(e->out, " xor ...");
    gr_buf_printf(e->out, " = %llu (binary ", (unsigned long long)x);
    put_binary(e->out, x, x ? highest_bit(x) : 0);
    gr_buf_puts(e->out, ")\n");
}

/* ---- the moves ---- */

static int list_move(void *ctx, const gr_winning_move *w)
{
    explainer *e = ctx;
    const gr_component *c = &w->position->items[w->component];

    if (e->count++ >= SHOWN)
        return 0;
    gr_buf_printf(e->out, "     %s %zu: ", draw_component_word(c), w->component);
    term_paint(&e->term, e->out, TERM_GOOD, w->option->text);
    gr_buf_puts(e->out, "   leaves ");
    gr_position_print_after(w->position, w->component, w->option, e->out);
    gr_buf_putc(e->out, '\n');
    return 0;
}

/* Lists every winning move (the first SHOWN of them) under a title. */
static int list_winning(explainer *e)
{
    gr_buf *o = e->out, moves = GR_BUF_INIT;
    int rc;

    e->count = 0;
    e->out = &moves;
    rc = gr_winning_moves(e->p, &e->opt, e->a, list_move, e, e->err);
    e->out = o;
    if (rc == GR_OK) {
        gr_buf_printf(o, "   Winning moves (%zu):\n%s", e->count, gr_buf_str(&moves));
        if (e->count > SHOWN)
            gr_buf_printf(o, "     ... and %zu more\n", e->count - SHOWN);
    }
    gr_buf_free(&moves);
    return rc;
}

/* Which components have the nim-sum's highest bit, and their targets. */
static void reducible(explainer *e, uint64_t x, int top)
{
    size_t i;

    gr_buf_printf(e->out, "   Its highest set bit is the %llu column. A component whose value "
                  "has a 1 there can go down to (value xor %llu), which is smaller, and "
                  "that makes every column even:\n",
                  1ULL << top, (unsigned long long)x);
    for (i = 0; i < e->p->count && i < SHOWN; i++) {
        uint64_t v = e->a->values[i].nimber;
        gr_buf_printf(e->out, "     %s %zu: %llu", draw_component_word(&e->p->items[i]), i,
                      (unsigned long long)v);
        if ((v >> top) & 1)
            gr_buf_printf(e->out, " has it: %llu xor %llu = %llu, move it to value %llu\n",
                          (unsigned long long)v, (unsigned long long)x,
                          (unsigned long long)(v ^ x), (unsigned long long)(v ^ x));
        else
            gr_buf_printf(e->out, " does not (%llu xor %llu = %llu is larger)\n",
                          (unsigned long long)v, (unsigned long long)x,
                          (unsigned long long)(v ^ x));
    }
}

typedef struct first_move {
    const gr_position *p;
    size_t component;
    gr_position *after;
    char *text;
} first_move;

static int take_first(void *ctx, const gr_option *o)
{
    first_move *f = ctx;

    f->after = gr_position_after(f->p, f->component, o);
    f->text = strdup(o->text);
    return 1;
}

static int reply_first(void *ctx, const gr_winning_move *w)
{
    explainer *e = ctx;

    gr_buf_printf(e->out, "; the opponent answers %s %zu: %s",
                  draw_component_word(&w->position->items[w->component]), w->component,
                  w->option->text);
    return 1;
}

/* Shows one move of p and the opponent's winning answer to it. */
static int example_loss(explainer *e)
{
    first_move f = {e->p, 0, NULL, NULL};
    gr_analysis b;
    int rc = GR_OK;

    for (f.component = 0; f.component < e->p->count && f.after == NULL; f.component++)
        gr_game_moves(e->p->items[f.component].game, e->p->items[f.component].state,
                      take_first, &f);
    if (f.after == NULL || f.text == NULL) {
        gr_buf_puts(e->out, "   No move is possible at all: the player to move has lost.\n");
        goto cleanup;
    }
    gr_buf_printf(e->out, "   For example %s %zu: %s leaves ",
                  draw_component_word(&e->p->items[f.component - 1]), f.component - 1,
                  f.text);
    gr_position_print(f.after, e->out);
    if ((rc = gr_solve(f.after, &e->opt, &b, e->err)) != GR_OK)
        goto cleanup;
    if (b.value.kind == GR_VALUE_NIMBER)
        gr_buf_printf(e->out, " (nim-sum %llu)", (unsigned long long)b.value.nimber);
    rc = gr_winning_moves(f.after, &e->opt, &b, reply_first, e, e->err);
    rc = rc == 1 ? GR_OK : rc;
    gr_analysis_free(&b);
    gr_buf_puts(e->out, ".\n");
cleanup:
    gr_position_free(f.after);
    free(f.text);
    return rc;
}

static int step_verdict(explainer *e, int step)
{
    uint64_t x = e->a->value.nimber;

    if (x != 0) {
        heading(e, step, "The nim-sum is not 0: the player to move wins (an N-position)");
        reducible(e, x, highest_bit(x));
        return list_winning(e);
    }
    heading(e, step, "The nim-sum is 0: the player to move loses (a P-position)");
    gr_buf_puts(e->out, "   Every column has an even number of ones. A move changes the "
                "value of one component, which flips at least one bit: that column turns "
                "odd, the nim-sum is no longer 0, and the opponent can make it 0 again. "
                "Whoever faces nim-sum 0 therefore faces it again and again, up to the end, "
                "when no move is left.\n");
    return example_loss(e);
}

/* ---- when the values do not decide ---- */

static const char *rule_words(const char *rule)
{
    if (strcmp(rule, "search") == 0)
        return "an exhaustive search of every line of play";
    if (strcmp(rule, "anti-nim") == 0)
        return "the Anti-Nim rule";
    if (strcmp(rule, "closed form") == 0)
        return "a closed form for the outcome of this game (its nim-value is not known)";
    return rule;
}

static int step_outcome_only(explainer *e, int step)
{
    int won = e->a->outcome == GR_OUTCOME_N;

    heading(e, step, won ? "The player to move wins (an N-position)"
                         : "The player to move loses (a P-position)");
    gr_buf_printf(e->out, "   Not every value is known, so there is no nim-sum to show: the "
                  "solver decided the outcome by %s.\n", rule_words(e->a->rule));
    if (won)
        return list_winning(e);
    gr_buf_puts(e->out, "   Every move leads to a position where the opponent wins.\n");
    return example_loss(e);
}

static int explain_normal(explainer *e)
{
    int rc;

    step_values(e, 1);
    if (e->a->value.kind != GR_VALUE_NIMBER)
        return step_outcome_only(e, 2);
    step_columns(e, 2);
    step_nim_sum(e, 3);
    rc = step_verdict(e, 4);
    return rc;
}

/* ---- misere play ---- */

static void antinim_rule(explainer *e, size_t ones, size_t big)
{
    heading(e, 1, "The Anti-Nim rule (Bouton) for Nim heaps in misere play");
    gr_buf_puts(e->out, "   - If every heap has at most 1 token, the players just take the "
                "1-heaps one by one and whoever takes the last loses: the player to move "
                "wins exactly when the number of 1-heaps is even.\n"
                "   - Otherwise the player to move wins exactly when the nim-sum is not 0, "
                "as in normal play; the one difference is the move that leaves no heap above "
                "1: then the winner leaves an odd number of 1-heaps.\n");
    gr_buf_printf(e->out, "   Here %zu heap%s 2 or more tokens and %zu heap%s exactly 1",
                  big, big == 1 ? " has" : "s have", ones, ones == 1 ? " has" : "s have");
    gr_buf_puts(e->out, big ? ": the nim-sum decides.\n" : ": the count of 1-heaps decides.\n");
}

static int misere_verdict(explainer *e, int step, size_t ones, size_t big)
{
    int won = e->a->outcome == GR_OUTCOME_N;

    heading(e, step, won ? "The player to move wins (an N-position)"
                         : "The player to move loses (a P-position)");
    if (big == 0)
        gr_buf_printf(e->out, "   %zu heap%s of 1: %s.\n", ones, ones == 1 ? "" : "s",
                      ones % 2 ? "odd, so whoever moves takes the last token in the end"
                               : "even, so the opponent takes the last token in the end");
    else if (big == 1 && won)
        gr_buf_puts(e->out, "   Exactly one heap exceeds 1: the special move. Reduce it to "
                    "0 or 1, whichever leaves an odd number of 1-heaps.\n");
    else if (won)
        gr_buf_puts(e->out, "   Two or more heaps exceed 1: move as in normal Nim, to "
                    "nim-sum 0.\n");
    else
        gr_buf_puts(e->out, "   The nim-sum is 0 with two or more heaps above 1: any move "
                    "leaves a nim-sum other than 0 (or, taking the last big heap down, an even "
                    "number of 1-heaps), and the opponent wins from there.\n");
    if (won)
        return list_winning(e);
    return example_loss(e);
}

static int explain_misere(explainer *e)
{
    size_t i, ones = 0, big = 0;

    if (strcmp(e->a->rule, "anti-nim") != 0) {
        heading(e, 1, "Misere play: no theory covers this sum");
        gr_buf_puts(e->out, "   Values add up only in normal play; the Anti-Nim rule covers "
                    "sums of Nim heaps alone.\n");
        return step_outcome_only(e, 2);
    }
    for (i = 0; i < e->p->count; i++) {
        uint64_t h = e->a->values[i].nimber;
        ones += h == 1;
        big += h > 1;
    }
    antinim_rule(e, ones, big);
    if (big == 0)
        return misere_verdict(e, 2, ones, big);
    step_columns(e, 2);
    step_nim_sum(e, 3);
    return misere_verdict(e, 4, ones, big);
}

int cmd_explain(int argc, char **argv)
{
    gr_buf out = GR_BUF_INIT;
    explainer e;
    gr_analysis a;
    gr_position *p;
    gr_error err;
    int i, rc;

    memset(&e, 0, sizeof e);
    for (i = 1; i < argc && strncmp(argv[i], "--", 2) == 0; i++) {
        if (strcmp(argv[i], "--misere") != 0)
            return cli_usage("argument %d: unknown option '%s' for explain", i + 1, argv[i]);
        e.opt.misere = 1;
    }
    if (i == argc)
        return cli_usage("explain needs a position, e.g. 'grundy explain nim 3 4 5'");
    p = gr_position_parse_args((const char *const *)argv + i, (size_t)(argc - i),
                               (size_t)i + 1, &err);
    if (p == NULL)
        return cli_fail(&err);
    if ((rc = gr_solve(p, &e.opt, &a, &err)) != GR_OK) {
        gr_position_free(p);
        return cli_fail(&err);
    }
    e.p = p;
    e.a = &a;
    e.term = term_detect(stdout);
    e.out = &out;
    e.err = &err;
    gr_buf_puts(&out, "Position: ");
    gr_position_print(p, &out);
    gr_buf_puts(&out, e.opt.misere ? "   (misere play: whoever makes the last move loses)\n"
                                   : "   (normal play: whoever makes the last move wins)\n");
    rc = e.opt.misere ? explain_misere(&e) : explain_normal(&e);
    rc = rc == GR_OK ? cli_write(&out) : cli_fail(&err);
    gr_analysis_free(&a);
    gr_position_free(p);
    gr_buf_free(&out);
    return rc;
}
