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

#include "base/i18n.h"
#include "draw.h"
#include "explain.h"
#include "put.h"

#define SHOWN 32          /* components listed one by one at most */
#define LABEL 12          /* the labels of the binary table are padded to this column */
#define CELL 5            /* and its cells are this wide */
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
    size_t label;         /* the binary table's labels are padded to this width */
    gr_error *err;
    gr_error unlisted;    /* why the winning moves listed are not all, when its code is set */
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

/* The length in bytes of the UTF-8 character at s (1 for a stray byte). */
static size_t char_len(const char *s)
{
    unsigned char c = (unsigned char)s[0];
    size_t n = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3
             : (c & 0xF8) == 0xF0 ? 4 : 1, i;

    for (i = 1; i < n; i++)
        if (((unsigned char)s[i] & 0xC0) != 0x80)
            return 1;
    return n;
}

static int is_wide(const char *s, size_t n)
{
    return gr_text_width(s, n) > 1;
}

/* Whether the character at s[0, n) may begin a line, or end one: Chinese
** punctuation stays with the word before it (or, opening, after it). */
static int may_start(const char *s, size_t n)
{
    static const char *const closing[] = {"，", "。", "、", "：", "；", "！", "？", "）", "」",
                                          "』", "”", "’", "》", "…", ",", ".", ";", ":",
                                          ")"};
    size_t i;

    for (i = 0; i < sizeof closing / sizeof closing[0]; i++)
        if (strlen(closing[i]) == n && memcmp(s, closing[i], n) == 0)
            return 0;
    return 1;
}

static int may_end(const char *s, size_t n)
{
    static const char *const opening[] = {"（", "「", "『", "“", "‘", "《", "("};
    size_t i;

    for (i = 0; i < sizeof opening / sizeof opening[0]; i++)
        if (strlen(opening[i]) == n && memcmp(s, opening[i], n) == 0)
            return 0;
    return 1;
}

/* The length of the piece of text at s that a line may not break inside: a
** word up to a space ("7 -> 3" is one), or, in Chinese, where no spaces
** part the words, one wide character with the punctuation that clings to
** it (a line may break between two characters when one of them is wide). */
static size_t unbreakable(const char *s)
{
    size_t at = 0, n, next;

    for (;;) {
        n = char_len(s + at);
        if (s[at + n] == '\0')
            return at + n;
        if (s[at + n] == ' ') {
            if (strncmp(s + at + n, " -> ", 4) != 0)
                return at + n;
            at += n + 4;   /* keep "7 -> 3" on one line */
            if (s[at] == '\0' || s[at] == ' ')
                return at;
            continue;
        }
        next = char_len(s + at + n);
        if ((is_wide(s + at, n) || is_wide(s + at + n, next)) && may_end(s + at, n) &&
            may_start(s + at + n, next))
            return at + n;
        at += n;
    }
}

/* The width wrap gives s[0, n): two columns for a wide character, one for
** any other; in English, whose wrapping must not change, a character other
** than ASCII ("γ0") counts its bytes, as wrap always counted it. */
static size_t wrap_width(const char *s, size_t n)
{
    size_t w = 0, at, len;
    int english = strcmp(gr_lang(), "en") == 0;

    for (at = 0; at < n; at += len) {
        len = char_len(s + at);
        w += is_wide(s + at, len) ? 2 : english ? len : 1;
    }
    return w;
}

/* Appends text word-wrapped to WRAP columns (a Chinese character takes
** two): the first line after `first` (e.g. "   - "), the next ones
** indented as deep. Words parted by spaces are joined by one; Chinese
** characters, which have none, are joined by none. */
static void wrap(gr_buf *out, const char *first, const char *text)
{
    size_t indent = strlen(first), col = indent, n, w;
    int spaced = 0;

    gr_buf_puts(out, first);
    text += strspn(text, " ");
    while (*text != '\0') {
        n = unbreakable(text);
        w = wrap_width(text, n);
        if (col > indent && col + (size_t)spaced + w > WRAP) {
            gr_buf_printf(out, "\n%*s", (int)indent, "");
            col = indent;
        } else if (col > indent && spaced) {
            gr_buf_putc(out, ' ');
            col++;
        }
        gr_buf_putn(out, text, n);
        col += w;
        text += n;
        spaced = *text == ' ';
        text += strspn(text, " ");
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
    char text[4096];   /* a Chinese paragraph takes three bytes a character */
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
        gr_buf_puts(&why, _("no known value: no closed form, and a search of it alone "
                            "does not end (too large, or play can go round)"));
    else if (gr_game_value(c->game, c->state, &own, &err) == GR_OK &&
             own.kind == GR_VALUE_UNKNOWN)
        gr_buf_puts(&why, _("found by exhaustive search: the mex (least value not reached) "
                            "of the values of its moves"));
    else if (gr_component_explain(c, &why, &err) != GR_OK || why.len == 0) {
        gr_buf_reset(&why);
        gr_buf_printf(&why, _("the closed form of %s"), c->game->spec);
    }
    wrap(e->out, "      ", gr_buf_str(&why));
    gr_buf_free(&why);
}

static void step_values(explainer *e, int step)
{
    size_t i;

    heading(e, step, _("The value of each component"));
    para(e, _("By the Sprague-Grundy theorem a sum of games plays exactly like Nim heaps "
              "of the components' values."));
    for (i = 0; i < e->p->count && i < SHOWN; i++) {
        const gr_component *c = &e->p->items[i];
        gr_buf_puts(e->out, "   ");
        draw_component_label(c, i, e->out);
        gr_component_print(c, e->out);
        if (e->a->values[i].kind == GR_VALUE_NIMBER || e->a->values[i].kind == GR_VALUE_INF) {
            gr_buf_puts(e->out, " = ");
            put_value(e->out, &e->a->values[i], 0);
        }
        gr_buf_putc(e->out, '\n');
        why_value(e, c, &e->a->values[i]);
    }
    if (e->p->count > SHOWN)
        gr_buf_printf(e->out, _("   ... and %zu more components\n"), e->p->count - SHOWN);
}

/* ---- step 2: the binary columns ---- */

/* A row's label, padded to its column by display width ("堆 0" is four
** columns and six bytes); label NULL: component i's name. */
static void table_label(explainer *e, const char *label, size_t i)
{
    gr_buf l = GR_BUF_INIT;

    if (label == NULL)
        draw_component_name(&e->p->items[i], i, &l);
    else
        gr_buf_puts(&l, label);
    gr_buf_puts(e->out, "   ");
    put_padded(e->out, gr_buf_str(&l), e->label);
    gr_buf_free(&l);
}

/* The width of the labels' column: LABEL, or the widest label of the rows
** shown and of the rows below them where it is wider ("第 0 个子游戏" is 13
** columns, "component 100" too), so that the columns stay one above the
** other. */
static size_t label_width(const explainer *e)
{
    const char *below[] = {_("ones"), _("parity"), _("odd column")};
    gr_buf l = GR_BUF_INIT;
    size_t i, w, most = LABEL;

    for (i = 0; i < sizeof below / sizeof below[0]; i++)
        if ((w = gr_text_width(below[i], strlen(below[i]))) > most)
            most = w;
    for (i = 0; i < e->p->count && i < SHOWN; i++) {
        gr_buf_reset(&l);
        draw_component_name(&e->p->items[i], i, &l);
        if ((w = gr_text_width(gr_buf_str(&l), l.len)) > most)
            most = w;
    }
    gr_buf_free(&l);
    return most;
}

/* A cell of the table: text right-aligned in CELL columns ("%5s" by
** display width). */
static void table_cell(explainer *e, const char *text)
{
    size_t w = gr_text_width(text, strlen(text));

    if (w < CELL)
        gr_buf_printf(e->out, "%*s", (int)(CELL - w), "");
    gr_buf_puts(e->out, text);
}

/* One wide column per bit, powers of two on top, counts and parity below. */
static void table_wide(explainer *e, int top)
{
    size_t i, ones[WIDE_BITS] = {0};
    int b;

    table_label(e, "", 0);
    for (b = top; b >= 0; b--)
        gr_buf_printf(e->out, "%5llu", 1ULL << b);
    gr_buf_putc(e->out, '\n');
    for (i = 0; i < e->p->count; i++) {
        uint64_t v = e->a->values[i].nimber;
        for (b = top; b >= 0; b--)
            ones[b] += (v >> b) & 1;
        if (i >= SHOWN)
            continue;
        table_label(e, NULL, i);
        for (b = top; b >= 0; b--)
            gr_buf_printf(e->out, "%5llu", (unsigned long long)((v >> b) & 1));
        gr_buf_printf(e->out, "   = %llu\n", (unsigned long long)v);
    }
    if (e->p->count > SHOWN)
        gr_buf_printf(e->out, _("   ... (%zu more rows, counted below)\n"),
                      e->p->count - SHOWN);
    table_label(e, _("ones"), 0);
    for (b = top; b >= 0; b--)
        gr_buf_printf(e->out, "%5zu", ones[b]);
    gr_buf_putc(e->out, '\n');
    table_label(e, _("parity"), 0);
    for (b = top; b >= 0; b--)
        table_cell(e, ones[b] % 2 ? _("odd") : _("even"));
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

    gr_buf_printf(e->out, _("   (bit %d on the left, bit 0 on the right)\n"), top);
    for (i = 0; i < e->p->count && i < SHOWN; i++) {
        table_label(e, NULL, i);
        put_binary(e->out, e->a->values[i].nimber, top);
        gr_buf_printf(e->out, "   = %llu\n", (unsigned long long)e->a->values[i].nimber);
    }
    if (e->p->count > SHOWN)
        gr_buf_printf(e->out, _("   ... (%zu more rows, counted below)\n"),
                      e->p->count - SHOWN);
    table_label(e, _("odd column"), 0);
    put_binary(e->out, e->xor, top);
    gr_buf_puts(e->out, _("   (1 where the column has an odd number of ones)\n"));
}

static void step_columns(explainer *e, int step)
{
    uint64_t all = 0;
    size_t i;
    int top;

    for (i = 0; i < e->p->count; i++)
        all |= e->a->values[i].nimber;
    top = e->top = all ? highest_bit(all) : 0;
    e->label = label_width(e);
    heading(e, step, _("The values in binary, one column per power of two"));
    if (top < WIDE_BITS)
        table_wide(e, top);
    else
        table_narrow(e, top);
}

static void step_nim_sum(explainer *e, int step)
{
    gr_buf line = GR_BUF_INIT, terms = GR_BUF_INIT, binary = GR_BUF_INIT;
    size_t i;

    heading(e, step, _("The nim-sum (XOR): 1 in exactly the columns with an odd number "
                       "of ones"));
    for (i = 0; i < e->p->count && e->p->count <= FEW; i++)
        gr_buf_printf(&terms, "%s%llu", i ? " xor " : "",
                      (unsigned long long)e->a->values[i].nimber);
    put_binary(&binary, e->xor, e->top);
    if (e->p->count > FEW)
        gr_buf_printf(&line, _("the XOR of the %zu values = %llu (binary %s)"), e->p->count,
                      (unsigned long long)e->xor, gr_buf_str(&binary));
    else
        gr_buf_printf(&line, _("%s = %llu (binary %s)"), gr_buf_str(&terms),
                      (unsigned long long)e->xor, gr_buf_str(&binary));
    wrap(e->out, "   ", gr_buf_str(&line));
    gr_buf_free(&line);
    gr_buf_free(&terms);
    gr_buf_free(&binary);
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
    gr_buf_puts(e->out, "     ");
    draw_component_label(c, w->component, e->out);
    term_paint(&e->term, e->out, TERM_GOOD, w->option->text);
    if (w->position->count <= FEW) {   /* a long position would drown the move */
        gr_buf after = GR_BUF_INIT;
        gr_position_print_after(w->position, w->component, w->option, &after);
        gr_buf_printf(e->out, _("   leaves %s"), gr_buf_str(&after));
        gr_buf_free(&after);
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
        gr_buf_printf(o, _("   Winning moves (more than %zu):\n"), e->count);
        gr_buf_puts(o, gr_buf_str(&moves));
        gr_buf_printf(o, _("     ... and more than %zu others (grundy solve --limit N lists "
                           "them)\n"), e->count - SHOWN);
        rc = GR_OK;
    } else if (rc == GR_OK) {
        gr_buf_printf(o, _("   Winning moves (%zu):\n"), e->count);
        gr_buf_puts(o, gr_buf_str(&moves));
        if (e->count > SHOWN)
            gr_buf_printf(o, _("     ... and %zu more\n"), e->count - SHOWN);
    } else if (rc == GR_EUNDECIDED) {   /* the game could not list them all */
        gr_buf_printf(o, _("   Winning moves (%zu found; there may be more):\n"), e->count);
        gr_buf_puts(o, gr_buf_str(&moves));
        if (e->count > SHOWN)
            gr_buf_printf(o, _("     ... and %zu more\n"), e->count - SHOWN);
        gr_buf_printf(o, _("     (the list is not whole: %s)\n"), e->err->message);
        if (e->unlisted.code == GR_OK)
            e->unlisted = *e->err;
        rc = GR_OK;
    }
    gr_buf_free(&moves);
    return rc;
}

/* Which components have the nim-sum's highest bit, and their targets. */
static void reducible(explainer *e, uint64_t x, int top)
{
    size_t i, shown = 0, others = 0;
    gr_buf name = GR_BUF_INIT;

    para(e, _("Its highest set bit is the %llu column. A component whose value has a 1 "
              "there can go down to (value xor %llu), which is smaller, and that makes every "
              "column even:"), 1ULL << top, (unsigned long long)x);
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
        draw_component_name(&e->p->items[i], i, &name);
        gr_buf_printf(e->out, has ? _("     %s: %llu has it (%llu xor %llu = %llu: move it to "
                                      "that value)\n")
                                  : _("     %s: %llu does not (%llu xor %llu = %llu is "
                                      "larger)\n"),
                      gr_buf_str(&name), (unsigned long long)v, (unsigned long long)v,
                      (unsigned long long)x, (unsigned long long)(v ^ x));
        gr_buf_reset(&name);
    }
    gr_buf_free(&name);
    if (others > 0)
        para(e, _("The other %zu components do not have that bit: for them value xor %llu "
                  "would be larger."), others, (unsigned long long)x);
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

/* The opponent's first winning answer, as "heap 1: 2 -> 0", into ctx (a
** gr_buf). */
static int reply_first(void *ctx, const gr_winning_move *w)
{
    gr_buf *reply = ctx;

    draw_component_label(&w->position->items[w->component], w->component, reply);
    gr_buf_puts(reply, w->option->text);
    return 1;
}

/* "For example heap 0: 2 -> 1 leaves nim 1 2 (nim-sum 3); the opponent
** answers heap 1: 2 -> 0.", with or without the nim-sum and the answer. */
static void example_words(gr_buf *line, const char *move, const char *after,
                          const gr_analysis *b, const char *reply)
{
    int sum = b->value.kind == GR_VALUE_NIMBER;
    unsigned long long x = sum ? b->value.nimber : 0;

    if (sum && reply[0] != '\0')
        gr_buf_printf(line, _("For example %s leaves %s (nim-sum %llu); the opponent answers "
                              "%s."), move, after, x, reply);
    else if (sum)
        gr_buf_printf(line, _("For example %s leaves %s (nim-sum %llu)."), move, after, x);
    else if (reply[0] != '\0')
        gr_buf_printf(line, _("For example %s leaves %s; the opponent answers %s."), move,
                      after, reply);
    else
        gr_buf_printf(line, _("For example %s leaves %s."), move, after);
}

/* Shows one move of p and the opponent's winning answer to it. */
static int example_loss(explainer *e)
{
    first_move f = {e->p, 0, NULL, NULL};
    gr_buf line = GR_BUF_INIT, move = GR_BUF_INIT, after = GR_BUF_INIT, reply = GR_BUF_INIT;
    gr_analysis b;
    size_t i;
    int rc = GR_OK;

    for (i = 0; i < e->p->count && f.after == NULL; i++) {
        f.component = i;
        gr_game_moves(e->p->items[i].game, e->p->items[i].state, take_first, &f);
    }
    if (f.after == NULL || f.text == NULL) {
        para(e, _("No move is possible at all: the player to move has lost."));
        goto cleanup;
    }
    draw_component_label(&e->p->items[f.component], f.component, &move);
    gr_buf_puts(&move, f.text);
    gr_position_print(f.after, &after);
    if ((rc = gr_solve(f.after, &e->opt, &b, e->err)) != GR_OK)
        goto cleanup;
    rc = gr_winning_moves(f.after, &e->opt, &b, reply_first, &reply, e->err);
    rc = rc == 1 ? GR_OK : rc;
    example_words(&line, gr_buf_str(&move), gr_buf_str(&after), &b, gr_buf_str(&reply));
    gr_analysis_free(&b);
    wrap(e->out, "   ", gr_buf_str(&line));
cleanup:
    gr_buf_free(&line);
    gr_buf_free(&move);
    gr_buf_free(&after);
    gr_buf_free(&reply);
    gr_position_free(f.after);
    free(f.text);
    return rc;
}

static int step_verdict(explainer *e, int step)
{
    uint64_t x = e->xor;

    if (x != 0) {
        heading(e, step, _("The nim-sum is not 0: the player to move wins (an N-position)"));
        reducible(e, x, highest_bit(x));
        return list_winning(e);
    }
    heading(e, step, _("The nim-sum is 0: the player to move loses (a P-position)"));
    para(e, _("Every column has an even number of ones. A move changes the value of one "
              "component, which flips at least one bit: that column turns odd, the nim-sum "
              "is no longer 0, and the opponent can make it 0 again. Whoever faces nim-sum 0 "
              "faces it again after every pair of moves, down to the end, when no move is "
              "left."));
    return example_loss(e);
}

/* ---- when the values do not decide ---- */

/* How the solver decided the outcome, in a whole sentence for each rule. */
static void rule_words(explainer *e, const char *rule)
{
    static const struct { const char *rule, *sentence; } rules[] = {
        {"search", N_("Not every value is known, so there is no nim-sum to show: the solver "
                      "decided the outcome by an exhaustive search of every line of play.")},
        {"anti-nim", N_("Not every value is known, so there is no nim-sum to show: the solver "
                        "decided the outcome by the Anti-Nim rule.")},
        {"misere quotient", N_("Not every value is known, so there is no nim-sum to show: "
                               "the solver decided the outcome by the misere quotient of "
                               "the game.")},
        {"tame", N_("Not every value is known, so there is no nim-sum to show: the solver "
                    "decided the outcome by the tame rule (Conway's genus theory).")},
        {"closed form", N_("Not every value is known, so there is no nim-sum to show: the "
                           "solver decided the outcome by a closed form for the outcome of "
                           "this game (its nim-value is not known).")},
    };
    size_t i;

    for (i = 0; i < sizeof rules / sizeof rules[0]; i++)
        if (strcmp(rule, rules[i].rule) == 0) {
            para(e, "%s", _(rules[i].sentence));
            return;
        }
    para(e, _("Not every value is known, so there is no nim-sum to show: the solver "
              "decided the outcome by %s."), rule);
}

/* The heading of a verdict that only says who wins. */
static void verdict_heading(explainer *e, int step, int won)
{
    heading(e, step, won ? _("The player to move wins (an N-position)")
                         : _("The player to move loses (a P-position)"));
}

/* Lists the moves that keep a draw (the first SHOWN of them). */
static int list_drawing(explainer *e)
{
    int rc;

    e->count = 0;
    rc = gr_drawing_moves(e->p, &e->opt, e->a, list_move, e, e->err);
    if (rc == GR_ESTOP && e->count == COUNTED)
        rc = GR_OK;
    if (e->count == 0)
        gr_buf_puts(e->out, _("     (none)\n"));
    else if (e->count > SHOWN)
        gr_buf_printf(e->out, _("     ... and %zu more\n"), e->count - SHOWN);
    return rc;
}

static int step_outcome_only(explainer *e, int step)
{
    int won = e->a->outcome == GR_OUTCOME_N;

    if (e->a->outcome == GR_OUTCOME_D) {   /* found by search where play goes round */
        heading(e, step, _("Neither player can force a win: a draw (a D-position)"));
        rule_words(e, e->a->rule);
        para(e, _("Play can go round a cycle here, and whoever would lose it keeps it going "
                  "rather than lose. The moves that keep the draw:"));
        return list_drawing(e);
    }
    verdict_heading(e, step, won);
    rule_words(e, e->a->rule);
    if (won)
        return list_winning(e);
    gr_buf_puts(e->out, _("   Every move leads to a position where the opponent wins.\n"));
    return example_loss(e);
}

/* A loopy sum: one infinite component ∞_K and finite rest b make ∞_{K
** xor b}; more than one make ∞ with K empty. */
static int step_loopy(explainer *e, int step)
{
    gr_buf sum = GR_BUF_INIT;
    int won = e->a->outcome == GR_OUTCOME_N;

    put_value(&sum, &e->a->value, 0);
    heading(e, step, _("The generalized nim-sum (some play can go on forever)"));
    para(e, _("A component of infinite value has the escape set of the finite values it can "
              "move to. With one such component and the others' nim-sum b, the sum is "
              "infinite with the escape set shifted by b (each k becomes k xor b); with two "
              "or more, nobody can ever be forced to stop: the escape set is empty. Here the "
              "sum is %s."), gr_buf_str(&sum));
    gr_buf_free(&sum);
    heading(e, step + 1, won ? _("0 is in the escape set: the player to move wins (an "
                                 "N-position)")
                             : _("0 is not in the escape set: a draw (a D-position)"));
    if (won) {
        para(e, _("Moving the infinite component to a follower of value b leaves a finite "
                  "sum of 0; the winner never needs a cycle (each answer lowers a counter)."));
        return list_winning(e);
    }
    para(e, _("Neither player can force a win: whoever would lose leaves the draw in place. "
              "The moves that keep the draw:"));
    return list_drawing(e);
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
    heading(e, 1, _("The Anti-Nim rule (Bouton) for Nim heaps in misere play"));
    wrap(e->out, "   - ", _("If every heap has at most 1 token, the players just take the "
                            "1-heaps one by one and whoever takes the last loses: the player "
                            "to move wins exactly when the number of 1-heaps is even."));
    wrap(e->out, "   - ", _("Otherwise the player to move wins exactly when the nim-sum is "
                            "not 0, as in normal play; the one difference is the move that "
                            "leaves no heap above 1: then the winner leaves an odd number of "
                            "1-heaps."));
    if (big == 0)   /* English says "1 heap has", "2 heaps have": one sentence for each */
        para(e, ones == 1 ? _("Here %zu heaps have 2 or more tokens and %zu heap has exactly "
                              "1: the count of 1-heaps decides.")
                          : _("Here %zu heaps have 2 or more tokens and %zu heaps have exactly "
                              "1: the count of 1-heaps decides."), big, ones);
    else if (big == 1)
        para(e, ones == 1 ? _("Here %zu heap has 2 or more tokens and %zu heap has exactly 1: "
                              "the nim-sum decides.")
                          : _("Here %zu heap has 2 or more tokens and %zu heaps have exactly "
                              "1: the nim-sum decides."), big, ones);
    else
        para(e, ones == 1 ? _("Here %zu heaps have 2 or more tokens and %zu heap has exactly "
                              "1: the nim-sum decides.")
                          : _("Here %zu heaps have 2 or more tokens and %zu heaps have exactly "
                              "1: the nim-sum decides."), big, ones);
}

static int misere_verdict(explainer *e, int step, size_t ones, size_t big)
{
    int won = e->a->outcome == GR_OUTCOME_N;

    verdict_heading(e, step, won);
    if (big == 0 && ones == 0)
        return para(e, _("Every heap is empty: the opponent took the last token, so the "
                         "player to move has already won.")), GR_OK;
    if (big == 0 && ones == 1)
        para(e, _("%zu heap of 1: an odd number, so the player to move takes the last token "
                  "in the end."), ones);
    else if (big == 0)
        para(e, ones % 2 ? _("%zu heaps of 1: an odd number, so the player to move takes the "
                             "last token in the end.")
                         : _("%zu heaps of 1: an even number, so the opponent takes the last "
                             "token in the end."), ones);
    else if (big == 1 && won)
        para(e, _("The nim-sum is %llu, not 0 (with exactly one heap above 1 it never is). "
                  "The special move: reduce that heap to 0 or 1, whichever leaves an odd "
                  "number of 1-heaps."), (unsigned long long)e->xor);
    else if (won)
        para(e, _("The nim-sum is %llu, not 0, and two or more heaps exceed 1: move as in "
                  "normal Nim, to nim-sum 0 (a heap above 1 stays, so the nim-sum still "
                  "decides after the move)."), (unsigned long long)e->xor);
    else
        para(e, _("The nim-sum is 0 with two or more heaps above 1: any move leaves a "
                  "nim-sum other than 0 with a heap above 1 still there, and the opponent "
                  "wins from there."));
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
** returns how many are tame, and adds to *firm (when not NULL) how many of
** those shown are firm. */
static size_t genus_lines(explainer *e, uint64_t limit, size_t *firm)
{
    gr_solve_options o = e->opt;
    size_t tame = 0, i;

    o.search_limit = limit;
    o.progress = NULL;
    for (i = 0; i < e->p->count && i < GENUS_SHOWN; i++) {
        gr_position one = {1, 1, &e->p->items[i]};
        gr_buf c = GR_BUF_INIT;
        gr_genus gen;
        gr_error err;
        gr_component_print(&e->p->items[i], &c);
        if (gr_genus_of(&one, &o, &gen, &err) != GR_OK) {   /* too large, or loopy */
            para(e, _("%s: no genus found here: %s."), gr_buf_str(&c), err.message);
            gr_buf_free(&c);
            continue;
        }
        gr_buf_puts(e->out, "   ");
        put_padded(e->out, gr_buf_str(&c), 22);
        gr_buf_reset(&c);
        gr_genus_print(&gen, &c);
        gr_buf_printf(e->out, !gen.tame ? _(" genus %s, wild\n")
                              : gen.firm ? _(" genus %s, tame (firm)\n")
                                         : _(" genus %s, tame (fickle)\n"), gr_buf_str(&c));
        gr_buf_free(&c);
        tame += gen.tame;
        if (firm != NULL)
            *firm += gen.firm;
    }
    if (i + 1 == e->p->count)
        gr_buf_puts(e->out, _("   ... and 1 more component\n"));
    else if (i < e->p->count)
        gr_buf_printf(e->out, _("   ... and %zu more components\n"), e->p->count - i);
    return tame;
}

static void genus_words(explainer *e)
{
    para(e, _("The genus g^(γ0γ1...) of a component is its normal nim-value g with the "
              "misere nim-values γ0, γ1, ... of it plus 0, 1, 2, ... heaps of *2 (Conway). A "
              "component is tame when it and every position it reaches has the genus of a "
              "Nim heap: fickle 0^120 or 1^031 (like *0 and *1), or firm, with γ0 = g and "
              "γ1 = g xor 2 from there on (like a heap of 2 or more: 2^20, 3^31, 0^02)."));
}

/* Misere play by the tame rule: Anti-Nim with firm components as big heaps. */
static int explain_tame(explainer *e)
{
    size_t i, firm = 0;
    int won = e->a->outcome == GR_OUTCOME_N;
    gr_solve_options o = e->opt;

    heading(e, 1, _("Misere play: the tame rule (Conway's genus theory)"));
    genus_words(e);
    para(e, _("A sum of tame components plays like misere Nim: the Anti-Nim rule decides, "
              "with the firm components as heaps of 2 or more and the fickle ones as heaps "
              "of 0 and 1."));
    genus_lines(e, GENUS_LIMIT, &firm);
    o.search_limit = GENUS_LIMIT;
    for (i = GENUS_SHOWN; i < e->p->count; i++) {   /* those genus_lines did not show */
        gr_position one = {1, 1, &e->p->items[i]};
        gr_genus gen;
        if (gr_genus_of(&one, &o, &gen, NULL) == GR_OK)
            firm += gen.firm;
    }
    verdict_heading(e, 2, won);
    if (firm == 1)
        para(e, _("%zu component is firm, so the player to move loses exactly when the "
                  "nim-sum is 0; it is %llu."), firm, (unsigned long long)e->xor);
    else if (firm)
        para(e, _("%zu components are firm, so the player to move loses exactly when the "
                  "nim-sum is 0; it is %llu."), firm, (unsigned long long)e->xor);
    else
        para(e, _("No component is firm, so, as with heaps of 0 and 1, the player to move "
                  "loses exactly when the nim-sum is 1; it is %llu."),
             (unsigned long long)e->xor);
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
    games_words(e->p, _(" and "), &games);
    games_words(e->p, " + ", &cmd);   /* the command that shows it */
    heading(e, 1, _("Misere play: the misere quotient"));
    para(e, _("In misere play values do not add up, but heaps of %s multiply in a small "
              "commutative monoid, its misere quotient (Plambeck and Siegel; 'grundy quotient "
              "%s' shows it whole): each heap stands for one element, and the player to move "
              "loses exactly when the product of the elements lies in the quotient's "
              "P-portion."), gr_buf_str(&games), gr_buf_str(&cmd));
    for (size_t i = 0; i < e->p->count; i++) {
        uint32_t y = gr_quotient_phi(q, game_of[i], e->p->items[i].state.heap);
        if (strchr(gr_buf_str(&cmd), ' ') != NULL)   /* more than one game */
            gr_buf_printf(e->out, _("   %s heap %llu -> "), e->p->items[i].game->spec,
                          (unsigned long long)e->p->items[i].state.heap);
        else
            gr_buf_printf(e->out, _("   heap %llu -> "),
                          (unsigned long long)e->p->items[i].state.heap);
        gr_quotient_name(q, y, e->out);
        gr_buf_putc(e->out, '\n');
        x = gr_quotient_mul(q, x, y);
    }
    free(game_of);
    gr_buf_reset(&games);
    gr_buf_free(&cmd);
    gr_quotient_name(q, x, &games);   /* the product's name, in a buffer free by now */
    gr_buf_printf(e->out, gr_quotient_is_p(q, x) ? _("   product: %s, in the P-portion\n")
                                                 : _("   product: %s, not in the P-portion\n"),
                  gr_buf_str(&games));
    gr_buf_free(&games);
    para(e, _("Not every component is tame, so the tame rule does not decide; their "
              "genera:"));
    genus_lines(e, GENUS_GLANCE, NULL);
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
        heading(e, 1, _("Misere play: no theory covers this sum"));
        para(e, _("Values add up only in normal play; the Anti-Nim rule covers sums of Nim "
                  "heaps alone, the tame rule sums of tame components, a misere quotient "
                  "sums of heaps of one game it covers. The genera of the components:"));
        genus_lines(e, GENUS_LIMIT, NULL);
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
                     term_when colour, gr_buf *out, gr_error *err, gr_error *unlisted)
{
    explainer e;
    gr_buf where = GR_BUF_INIT;
    size_t k;
    int rc;

    memset(&e, 0, sizeof e);
    e.p = p;
    e.a = a;
    e.opt = *opt;
    for (k = 0; k < p->count; k++)
        e.xor ^= a->values[k].nimber;
    e.term = term_detect(stdout, colour);
    e.out = out;
    e.err = err;
    gr_position_print(p, &where);
    gr_buf_printf(out, opt->misere ? _("Position: %s   (misere play: whoever makes the last "
                                       "move loses)\n")
                                   : _("Position: %s   (normal play: whoever makes the last "
                                       "move wins)\n"), gr_buf_str(&where));
    gr_buf_free(&where);
    rc = opt->misere ? explain_misere(&e) : explain_normal(&e);
    if (unlisted != NULL)
        *unlisted = e.unlisted;
    return rc;
}

int explain_position(const gr_position *p, const gr_solve_options *opt, gr_buf *out,
                     gr_error *err)
{
    gr_analysis a;
    int rc;

    if ((rc = gr_solve(p, opt, &a, err)) != GR_OK)
        return rc;
    rc = explain_analysis(p, &a, opt, TERM_NEVER, out, err, NULL);
    gr_analysis_free(&a);
    return rc;
}
