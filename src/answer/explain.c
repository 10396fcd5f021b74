/*
** explain.c - why a position is won or lost, in steps a learner can follow
** (what `grundy explain` prints and the web API sends): each component's
** value and the rule behind it, the binary columns and their parity, the
** nim-sum and the winning moves; the Anti-Nim rule in misere play.
*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "explain.h"
#include "put.h"

#define SHOWN 32          /* components listed one by one at most */
#define WIDE_BITS 14      /* below 2^14 the table has one wide column per bit */
#define WRAP 78           /* explanations are wrapped to this width */
#define FEW 8             /* up to this many components, each one is named */
#define COUNTED 100000    /* winning moves counted at most (a huge heap has more) */

typedef struct explainer {
    const gr_position *p;
    const gr_analysis *a;
    gr_solve_options opt;
    term term;
    gr_buf *out;
    size_t count;         /* winning moves listed */
    uint64_t xor;         /* the nim-sum of the values (also under misere play) */
    int top;              /* the highest bit of any value: the table's width */
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

/* Appends text word-wrapped to WRAP columns: the first line after `first`
** (e.g. "   - "), the next ones indented as deep. */
static void wrap(gr_buf *out, const char *first, const char *text)
{
    size_t indent = strlen(first), col = indent, n;

    gr_buf_puts(out, first);
    while (*text != '\0') {
        n = strcspn(text, " ");
        while (strncmp(text + n, " -> ", 4) == 0)   /* keep "7 -> 3" on one line */
            n += 4 + strcspn(text + n + 4, " ");
        if (col > indent && col + 1 + n > WRAP) {
            gr_buf_printf(out, "\n%*s", (int)indent, "");
            col = indent;
        } else if (col > indent) {
            gr_buf_putc(out, ' ');
            col++;
        }
        gr_buf_putn(out, text, n);
        col += n;
        text += n + strspn(text + n, " ");
    }
    gr_buf_putc(out, '\n');
}

/* printf, then wrap, with the usual indent of three spaces. */
static void para(explainer *e, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void para(explainer *e, const char *fmt, ...)
{
    char text[1024];
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    wrap(e->out, "   ", text);
}

/* ---- step 1: the components ---- */

/* Why component c has value v: the ruleset's explain op, or what is known
** of how the value was found. */
static void why_value(explainer *e, const gr_component *c, const gr_value *v)
{
    gr_buf why = GR_BUF_INIT;
    gr_value own;
    gr_error err;

    if (v->kind == GR_VALUE_UNKNOWN)
        gr_buf_puts(&why, "no known value: no closed form, and too large to search");
    else if (gr_game_value(c->game, c->state, &own, &err) == GR_OK &&
             own.kind == GR_VALUE_UNKNOWN)
        gr_buf_puts(&why, "found by exhaustive search: the mex (least value not reached) "
                    "of the values of its moves");
    else if (gr_component_explain(c, &why, &err) != GR_OK || why.len == 0) {
        gr_buf_reset(&why);
        gr_buf_printf(&why, "the closed form of %s", c->game->spec);
    }
    wrap(e->out, "      ", gr_buf_str(&why));
    gr_buf_free(&why);
}

static void step_values(explainer *e, int step)
{
    size_t i;

    heading(e, step, "The value of each component");
    para(e, "By the Sprague-Grundy theorem a sum of games plays exactly like Nim heaps "
         "of the components' values.");
    for (i = 0; i < e->p->count && i < SHOWN; i++) {
        const gr_component *c = &e->p->items[i];
        gr_buf_printf(e->out, "   %s %zu: ", draw_component_word(c), i);
        gr_component_print(c, e->out);
        if (e->a->values[i].kind == GR_VALUE_NIMBER || e->a->values[i].kind == GR_VALUE_INF) {
            gr_buf_puts(e->out, " = ");
            put_value(e->out, &e->a->values[i], 0);
        }
        gr_buf_putc(e->out, '\n');
        why_value(e, c, &e->a->values[i]);
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
    put_binary(e->out, e->xor, top);
    gr_buf_puts(e->out, "   (1 where the column has an odd number of ones)\n");
}

static void step_columns(explainer *e, int step)
{
    uint64_t all = 0;
    size_t i;
    int top;

    for (i = 0; i < e->p->count; i++)
        all |= e->a->values[i].nimber;
    top = e->top = all ? highest_bit(all) : 0;
    heading(e, step, "The values in binary, one column per power of two");
    if (top < WIDE_BITS)
        table_wide(e, top);
    else
        table_narrow(e, top);
}

static void step_nim_sum(explainer *e, int step)
{
    gr_buf line = GR_BUF_INIT;
    size_t i;

    heading(e, step, "The nim-sum (XOR): 1 in exactly the columns with an odd number "
            "of ones");
    if (e->p->count > FEW)
        gr_buf_printf(&line, "the XOR of the %zu values", e->p->count);
    for (i = 0; i < e->p->count && e->p->count <= FEW; i++)
        gr_buf_printf(&line, "%s%llu", i ? " xor " : "",
                      (unsigned long long)e->a->values[i].nimber);
    gr_buf_printf(&line, " = %llu (binary ", (unsigned long long)e->xor);
    put_binary(&line, e->xor, e->top);
    gr_buf_putc(&line, ')');
    wrap(e->out, "   ", gr_buf_str(&line));
    gr_buf_free(&line);
}

/* ---- the moves ---- */

static int list_move(void *ctx, const gr_winning_move *w)
{
    explainer *e = ctx;
    const gr_component *c = &w->position->items[w->component];

    if (e->count == COUNTED)
        return GR_ESTOP;   /* a huge heap can have more winning moves than can be counted */
    if (e->count++ >= SHOWN)
        return 0;
    gr_buf_printf(e->out, "     %s %zu: ", draw_component_word(c), w->component);
    term_paint(&e->term, e->out, TERM_GOOD, w->option->text);
    if (w->position->count <= FEW) {   /* a long position would drown the move */
        gr_buf_puts(e->out, "   leaves ");
        gr_position_print_after(w->position, w->component, w->option, e->out);
    }
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
    if (rc == GR_ESTOP && e->count == COUNTED) {   /* list_move stopped the count */
        gr_buf_printf(o, "   Winning moves (more than %zu):\n%s", e->count,
                      gr_buf_str(&moves));
        gr_buf_printf(o, "     ... and more than %zu others (grundy solve --limit N lists "
                      "them)\n", e->count - SHOWN);
        rc = GR_OK;
    } else if (rc == GR_OK) {
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
    size_t i, shown = 0, others = 0;

    para(e, "Its highest set bit is the %llu column. A component whose value has a 1 "
         "there can go down to (value xor %llu), which is smaller, and that makes every "
         "column even:", 1ULL << top, (unsigned long long)x);
    for (i = 0; i < e->p->count; i++) {
        uint64_t v = e->a->values[i].nimber;
        int has = (v >> top) & 1;
        if (!has && e->p->count > FEW) {
            others++;
            continue;
        }
        if (shown++ == SHOWN)
            gr_buf_puts(e->out, "     ...\n");
        if (shown > SHOWN)
            continue;
        gr_buf_printf(e->out, "     %s %zu: %llu %s (%llu xor %llu = %llu%s)\n",
                      draw_component_word(&e->p->items[i]), i, (unsigned long long)v,
                      has ? "has it" : "does not", (unsigned long long)v,
                      (unsigned long long)x, (unsigned long long)(v ^ x),
                      has ? ": move it to that value" : " is larger");
    }
    if (others > 0)
        para(e, "The other %zu components do not have that bit: for them value xor %llu "
             "would be larger.", others, (unsigned long long)x);
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
    gr_buf line = GR_BUF_INIT, *o = e->out;
    gr_analysis b;
    size_t i;
    int rc = GR_OK;

    for (i = 0; i < e->p->count && f.after == NULL; i++) {
        f.component = i;
        gr_game_moves(e->p->items[i].game, e->p->items[i].state, take_first, &f);
    }
    if (f.after == NULL || f.text == NULL) {
        para(e, "No move is possible at all: the player to move has lost.");
        goto cleanup;
    }
    gr_buf_printf(&line, "For example %s %zu: %s leaves ",
                  draw_component_word(&e->p->items[f.component]), f.component, f.text);
    gr_position_print(f.after, &line);
    if ((rc = gr_solve(f.after, &e->opt, &b, e->err)) != GR_OK)
        goto cleanup;
    if (b.value.kind == GR_VALUE_NIMBER)
        gr_buf_printf(&line, " (nim-sum %llu)", (unsigned long long)b.value.nimber);
    e->out = &line;
    rc = gr_winning_moves(f.after, &e->opt, &b, reply_first, e, e->err);
    e->out = o;
    rc = rc == 1 ? GR_OK : rc;
    gr_analysis_free(&b);
    gr_buf_putc(&line, '.');
    wrap(e->out, "   ", gr_buf_str(&line));
cleanup:
    gr_buf_free(&line);
    gr_position_free(f.after);
    free(f.text);
    return rc;
}

static int step_verdict(explainer *e, int step)
{
    uint64_t x = e->xor;

    if (x != 0) {
        heading(e, step, "The nim-sum is not 0: the player to move wins (an N-position)");
        reducible(e, x, highest_bit(x));
        return list_winning(e);
    }
    heading(e, step, "The nim-sum is 0: the player to move loses (a P-position)");
    para(e, "Every column has an even number of ones. A move changes the value of one "
         "component, which flips at least one bit: that column turns odd, the nim-sum is "
         "no longer 0, and the opponent can make it 0 again. Whoever faces nim-sum 0 "
         "faces it again after every pair of moves, down to the end, when no move is "
         "left.");
    return example_loss(e);
}

/* ---- when the values do not decide ---- */

static const char *rule_words(const char *rule)
{
    if (strcmp(rule, "search") == 0)
        return "an exhaustive search of every line of play";
    if (strcmp(rule, "anti-nim") == 0)
        return "the Anti-Nim rule";
    if (strcmp(rule, "misere quotient") == 0)
        return "the misere quotient of the game";
    if (strcmp(rule, "tame") == 0)
        return "the tame rule (Conway's genus theory)";
    if (strcmp(rule, "closed form") == 0)
        return "a closed form for the outcome of this game (its nim-value is not known)";
    return rule;
}

static int step_outcome_only(explainer *e, int step)
{
    int won = e->a->outcome == GR_OUTCOME_N;

    heading(e, step, won ? "The player to move wins (an N-position)"
                         : "The player to move loses (a P-position)");
    para(e, "Not every value is known, so there is no nim-sum to show: the solver decided "
         "the outcome by %s.", rule_words(e->a->rule));
    if (won)
        return list_winning(e);
    gr_buf_puts(e->out, "   Every move leads to a position where the opponent wins.\n");
    return example_loss(e);
}

/* A loopy sum: one infinite component ∞_K and finite rest b make ∞_{K
** xor b}; more than one make ∞ with K empty. */
static int step_loopy(explainer *e, int step)
{
    gr_buf sum = GR_BUF_INIT, *o = e->out;
    int won = e->a->outcome == GR_OUTCOME_N, rc;

    put_value(&sum, &e->a->value, 0);
    heading(e, step, "The generalized nim-sum (some play can go on forever)");
    para(e, "A component of infinite value has the escape set of the finite values it can "
         "move to. With one such component and the others' nim-sum b, the sum is infinite "
         "with the escape set shifted by b (each k becomes k xor b); with two or more, "
         "nobody can ever be forced to stop: the escape set is empty. Here the sum is %s.",
         gr_buf_str(&sum));
    gr_buf_free(&sum);
    heading(e, step + 1, won ? "0 is in the escape set: the player to move wins (an "
                               "N-position)"
                             : "0 is not in the escape set: a draw (a D-position)");
    if (won) {
        para(e, "Moving the infinite component to a follower of value b leaves a finite sum "
             "of 0; the winner never needs a cycle (each answer lowers a counter).");
        return list_winning(e);
    }
    para(e, "Neither player can force a win: whoever would lose leaves the draw in place. "
         "The moves that keep the draw:");
    e->count = 0;
    rc = gr_drawing_moves(e->p, &e->opt, e->a, list_move, e, e->err);
    if (rc == GR_ESTOP && e->count == COUNTED)
        rc = GR_OK;
    if (e->count == 0)
        gr_buf_puts(o, "     (none)\n");
    else if (e->count > SHOWN)
        gr_buf_printf(o, "     ... and %zu more\n", e->count - SHOWN);
    return rc;
}

static int explain_normal(explainer *e)
{
    int rc;

    step_values(e, 1);
    if (e->a->value.kind == GR_VALUE_INF)
        return step_loopy(e, 2);
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
    wrap(e->out, "   - ", "If every heap has at most 1 token, the players just take the "
         "1-heaps one by one and whoever takes the last loses: the player to move wins "
         "exactly when the number of 1-heaps is even.");
    wrap(e->out, "   - ", "Otherwise the player to move wins exactly when the nim-sum is "
         "not 0, as in normal play; the one difference is the move that leaves no heap "
         "above 1: then the winner leaves an odd number of 1-heaps.");
    para(e, "Here %zu heap%s 2 or more tokens and %zu heap%s exactly 1: %s.", big,
         big == 1 ? " has" : "s have", ones, ones == 1 ? " has" : "s have",
         big ? "the nim-sum decides" : "the count of 1-heaps decides");
}

static int misere_verdict(explainer *e, int step, size_t ones, size_t big)
{
    int won = e->a->outcome == GR_OUTCOME_N;

    heading(e, step, won ? "The player to move wins (an N-position)"
                         : "The player to move loses (a P-position)");
    if (big == 0 && ones == 0)
        return para(e, "Every heap is empty: the opponent took the last token, so the "
                    "player to move has already won."), GR_OK;
    if (big == 0)
        para(e, "%zu heap%s of 1: %s.", ones, ones == 1 ? "" : "s",
             ones % 2 ? "an odd number, so the player to move takes the last token in the end"
                      : "an even number, so the opponent takes the last token in the end");
    else if (big == 1 && won)
        para(e, "The nim-sum is %llu, not 0 (with exactly one heap above 1 it never is). "
             "The special move: reduce that heap to 0 or 1, whichever leaves an odd number "
             "of 1-heaps.", (unsigned long long)e->xor);
    else if (won)
        para(e, "The nim-sum is %llu, not 0, and two or more heaps exceed 1: move as in "
             "normal Nim, to nim-sum 0 (a heap above 1 stays, so the nim-sum still decides "
             "after the move).", (unsigned long long)e->xor);
    else
        para(e, "The nim-sum is 0 with two or more heaps above 1: any move leaves a "
             "nim-sum other than 0 with a heap above 1 still there, and the opponent wins "
             "from there.");
    if (won)
        return list_winning(e);
    return example_loss(e);
}

/* ---- genera (Conway) ---- */

#define GENUS_SHOWN 12         /* components whose genus is listed */
#define GENUS_LIMIT 20000u     /* positions searched for each one */
#define GENUS_GLANCE 2000u     /* or, beside another rule, this many */

/* Each component's genus, tameness and kind, as far as a search of at most
** `limit` positions finds them (those it does not are named on one line);
** returns how many are tame. */
static size_t genus_lines(explainer *e, uint64_t limit)
{
    gr_solve_options o = e->opt;
    gr_buf large = GR_BUF_INIT;
    size_t tame = 0, i, nlarge = 0;

    o.search_limit = limit;
    o.progress = NULL;
    for (i = 0; i < e->p->count && i < GENUS_SHOWN; i++) {
        gr_position one = {1, 1, &e->p->items[i]};
        gr_buf c = GR_BUF_INIT;
        gr_genus gen;
        gr_component_print(&e->p->items[i], &c);
        if (gr_genus_of(&one, &o, &gen, NULL) != GR_OK) {
            gr_buf_printf(&large, "%s%s", nlarge++ ? ", " : "", gr_buf_str(&c));
            gr_buf_free(&c);
            continue;
        }
        gr_buf_printf(e->out, "   %-22s genus ", gr_buf_str(&c));
        gr_buf_free(&c);
        gr_genus_print(&gen, e->out);
        gr_buf_puts(e->out, !gen.tame ? ", wild\n" : gen.firm ? ", tame (firm)\n"
                                                               : ", tame (fickle)\n");
        tame += gen.tame;
    }
    if (nlarge > 0)
        para(e, "%s: too large to find %s genus here.", gr_buf_str(&large),
             nlarge == 1 ? "its" : "their");
    if (i < e->p->count)
        gr_buf_printf(e->out, "   ... and %zu more component%s\n", e->p->count - i,
                      e->p->count - i == 1 ? "" : "s");
    gr_buf_free(&large);
    return tame;
}

static void genus_words(explainer *e)
{
    para(e, "The genus g^(γ0γ1...) of a component is its normal nim-value g with the "
         "misere nim-values γ0, γ1, ... of it plus 0, 1, 2, ... heaps of *2 (Conway). A "
         "component is tame when it and every position it reaches has the genus of a Nim "
         "heap: fickle 0^120 or 1^031 (like *0 and *1), or firm, with γ0 = g and γ1 = g "
         "xor 2 from there on (like a heap of 2 or more: 2^20, 3^31, 0^02).");
}

/* Misere play by the tame rule: Anti-Nim with firm components as big heaps. */
static int explain_tame(explainer *e)
{
    size_t i, firm = 0;
    int won = e->a->outcome == GR_OUTCOME_N;
    gr_solve_options o = e->opt;

    heading(e, 1, "Misere play: the tame rule (Conway's genus theory)");
    genus_words(e);
    para(e, "A sum of tame components plays like misere Nim: the Anti-Nim rule decides, "
         "with the firm components as heaps of 2 or more and the fickle ones as heaps of "
         "0 and 1.");
    genus_lines(e, GENUS_LIMIT);
    o.search_limit = GENUS_LIMIT;
    for (i = 0; i < e->p->count; i++) {
        gr_position one = {1, 1, &e->p->items[i]};
        gr_genus gen;
        if (gr_genus_of(&one, &o, &gen, NULL) == GR_OK)
            firm += gen.firm;
    }
    heading(e, 2, won ? "The player to move wins (an N-position)"
                      : "The player to move loses (a P-position)");
    if (firm)
        para(e, "%zu component%s firm, so the player to move loses exactly when the nim-sum "
             "is 0; it is %llu.", firm, firm == 1 ? " is" : "s are",
             (unsigned long long)e->xor);
    else
        para(e, "No component is firm, so, as with heaps of 0 and 1, the player to move "
             "loses exactly when the nim-sum is 1; it is %llu.", (unsigned long long)e->xor);
    if (won)
        return list_winning(e);
    return example_loss(e);
}

/* The games of a sum, each once, joined by sep: "kayles and octal:0.75". */
static void games_words(const gr_position *p, const char *sep, gr_buf *out)
{
    size_t shown = 0;
    for (size_t i = 0; i < p->count; i++) {
        size_t j;
        for (j = 0; j < i && strcmp(p->items[j].game->spec, p->items[i].game->spec) != 0; j++)
            ;
        if (j < i)
            continue;
        gr_buf_printf(out, "%s%s", shown++ ? sep : "", p->items[i].game->spec);
    }
}

/* Misere play by the quotient: each heap's element, their product, P or not. */
static int explain_quotient(explainer *e)
{
    size_t *game_of = malloc((e->p->count ? e->p->count : 1) * sizeof *game_of);
    const gr_quotient *q = game_of ? gr_sum_quotient(e->p, &e->opt, game_of, NULL) : NULL;
    gr_buf games = GR_BUF_INIT, cmd = GR_BUF_INIT;
    uint32_t x = 0;

    if (q == NULL) {
        free(game_of);
        return step_outcome_only(e, 1);
    }
    games_words(e->p, " and ", &games);
    games_words(e->p, " + ", &cmd);   /* the command that shows it */
    heading(e, 1, "Misere play: the misere quotient");
    para(e, "In misere play values do not add up, but heaps of %s multiply in a small "
         "commutative monoid, its misere quotient (Plambeck and Siegel; 'grundy quotient %s' "
         "shows it whole): each heap stands for one element, and the player to move loses "
         "exactly when the product of the elements lies in the quotient's P-portion.",
         gr_buf_str(&games), gr_buf_str(&cmd));
    for (size_t i = 0; i < e->p->count; i++) {
        uint32_t y = gr_quotient_phi(q, game_of[i], e->p->items[i].state.heap);
        if (strchr(gr_buf_str(&games), ' ') != NULL)
            gr_buf_printf(e->out, "   %s heap %llu -> ", e->p->items[i].game->spec,
                          (unsigned long long)e->p->items[i].state.heap);
        else
            gr_buf_printf(e->out, "   heap %llu -> ",
                          (unsigned long long)e->p->items[i].state.heap);
        gr_quotient_name(q, y, e->out);
        gr_buf_putc(e->out, '\n');
        x = gr_quotient_mul(q, x, y);
    }
    free(game_of);
    gr_buf_free(&games);
    gr_buf_free(&cmd);
    gr_buf_puts(e->out, "   product: ");
    gr_quotient_name(q, x, e->out);
    gr_buf_printf(e->out, ", %s the P-portion\n", gr_quotient_is_p(q, x) ? "in" : "not in");
    para(e, "Not every component is tame, so the tame rule does not decide; their genera:");
    genus_lines(e, GENUS_GLANCE);
    return step_outcome_only(e, 2);
}

static int explain_misere(explainer *e)
{
    size_t i, ones = 0, big = 0;

    if (strcmp(e->a->rule, "misere quotient") == 0)
        return explain_quotient(e);
    if (strcmp(e->a->rule, "tame") == 0)
        return explain_tame(e);
    if (strcmp(e->a->rule, "anti-nim") != 0) {
        heading(e, 1, "Misere play: no theory covers this sum");
        para(e, "Values add up only in normal play; the Anti-Nim rule covers sums of Nim "
             "heaps alone, the tame rule sums of tame components, a misere quotient sums "
             "of heaps of one game it covers. The genera of the components:");
        genus_lines(e, GENUS_LIMIT);
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

int explain_analysis(const gr_position *p, const gr_analysis *a, const gr_solve_options *opt,
                     term_when colour, gr_buf *out, gr_error *err)
{
    explainer e;
    size_t k;

    memset(&e, 0, sizeof e);
    e.p = p;
    e.a = a;
    e.opt = *opt;
    for (k = 0; k < p->count; k++)
        e.xor ^= a->values[k].nimber;
    e.term = term_detect(stdout, colour);
    e.out = out;
    e.err = err;
    gr_buf_puts(out, "Position: ");
    gr_position_print(p, out);
    gr_buf_puts(out, opt->misere ? "   (misere play: whoever makes the last move loses)\n"
                                 : "   (normal play: whoever makes the last move wins)\n");
    return opt->misere ? explain_misere(&e) : explain_normal(&e);
}

int explain_position(const gr_position *p, const gr_solve_options *opt, gr_buf *out,
                     gr_error *err)
{
    gr_analysis a;
    int rc;

    if ((rc = gr_solve(p, opt, &a, err)) != GR_OK)
        return rc;
    rc = explain_analysis(p, &a, opt, TERM_NEVER, out, err);
    gr_analysis_free(&a);
    return rc;
}
