/*
** answer.c - the answer to one position, as `grundy solve` writes it and
** the web API returns it: the values and the nim-sum (or the generalized
** one), the outcome and why, and every winning move (every drawing move of
** a draw), in words or as one JSON object.
*/
#include <stdlib.h>
#include <string.h>

#include "answer.h"
#include "base/i18n.h"
#include "draw.h"
#include "put.h"

#define SHOWN_VALUES 16   /* a longer sum shows its nim-sum, not each term */
#define COUNTED 10000     /* more moves than this are listed before they are counted */
#define LONG_TEXT 200     /* a longer position is abbreviated in text (unless --full) */
#define LONG_JSON 4096    /* ... and in JSON */
#define FLUSH_AT (1u << 20) /* a longer answer streams out as it is made */
#define LABEL 10            /* "  value:    ": the labels are padded to this column */


typedef struct answer {
    gr_buf *out;
    const solve_flags *flags;
    uint64_t limit;   /* moves taken at most now; 0: all */
    size_t count;
    int more;         /* moves beyond the limit exist */
    int flushed;      /* part of the answer is out already */
    int abridged;     /* the position is too long to reprint after each move */
    int unlisted;     /* the list stopped at moves the game cannot list (err says why) */
    gr_buf scratch;
    int write_failed; /* flags->stream failed: the answer stopped there */
} answer;

/* Writes out what is buffered once it is large: a huge answer (every winning
** move of a sum of a million heaps) streams instead of filling memory. */
static int answer_flush(answer *an)
{
    if (!an->flags->stream || an->out->len < FLUSH_AT)
        return 0;
    if (an->flags->stream(an->out) != 0) {
        an->write_failed = 1;
        return GR_EIO;
    }
    gr_buf_reset(an->out);
    an->flushed = 1;
    return 0;
}

/* Counts a move; says to stop, noting that more exist, past the limit. */
static int answer_take(answer *an)
{
    if (an->limit != 0 && an->count == an->limit) {
        an->more = 1;
        return GR_ESTOP;
    }
    an->count++;
    return 0;
}

/* Lists the winning moves through fn (the drawing moves of a draw),
** honouring the limit. A list the game could not finish (GR_EUNDECIDED:
** moves too long to list, too many tries) keeps the moves it gave, each
** checked, and notes in an->unlisted that the list is not whole. */
static int answer_moves(answer *an, const gr_position *p, const gr_analysis *a,
                        gr_winning_fn fn, gr_error *err)
{
    gr_solve_options opt = an->flags->opt;
    int rc = a->outcome == GR_OUTCOME_D ? gr_drawing_moves(p, &opt, a, fn, an, err)
                                        : gr_winning_moves(p, &opt, a, fn, an, err);

    if (rc == GR_EUNDECIDED) {
        an->unlisted = 1;
        return GR_OK;
    }
    return rc == GR_ESTOP && an->more ? GR_OK : rc;   /* stopped at the limit: listed */
}

/* Appends text[0, n) to o, or when it is longer than max (and --full was
** not given) its beginning and end around " ... ", cut at spaces, and notes
** in an->abridged that the position is not to be reprinted after moves. */
static void put_position(answer *an, gr_buf *o, const char *text, size_t n, size_t max)
{
    size_t head, tail;

    if (n <= max || an->flags->full) {
        gr_buf_putn(o, text, n);
        return;
    }
    an->abridged = 1;
    for (head = max / 2; head > 0 && text[head] != ' '; head--)
        ;
    for (tail = n - max / 4; tail < n && text[tail - 1] != ' '; tail++)
        ;
    gr_buf_putn(o, text, head);
    gr_buf_puts(o, " ... ");
    gr_buf_putn(o, text + tail, n - tail);
}

/* ---- human-readable answer ---- */

/* "  value:    ": a label padded by display width, so the answers after
** the labels line up in every language. */
static void label(gr_buf *o, const char *text)
{
    gr_buf_puts(o, "  ");
    put_padded(o, text, LABEL);
}

/* Each component's value, or the nim-sum alone for a long sum; a long
** component is abbreviated as the position is. */
static void human_values(answer *an, const gr_position *p, const gr_analysis *a)
{
    gr_buf *o = an->out, text = GR_BUF_INIT;
    size_t i;

    if (a->value.kind != GR_VALUE_NIMBER && a->value.kind != GR_VALUE_INF) {
        return;
    }
    if (p->count == 1) {
        label(o, _("value:"));
        put_value(o, &a->value, 0);
        gr_buf_putc(o, '\n');
    } else if (p->count <= SHOWN_VALUES) {
        label(o, _("values:"));
        for (i = 0; i < p->count; i++) {
            gr_buf_puts(o, i ? ", " : "");
            gr_buf_reset(&text);
            gr_component_print(&p->items[i], &text);
            put_position(an, o, gr_buf_str(&text), text.len, LONG_TEXT);
            gr_buf_puts(o, " = ");
            put_value(o, &a->values[i], 0);
        }
        gr_buf_putc(o, '\n');
        label(o, _("nim-sum:"));
        for (i = 0; i < p->count; i++) {
            gr_buf_puts(o, i ? " xor " : "");
            put_value(o, &a->values[i], 0);
        }
        gr_buf_puts(o, " = ");
        put_value(o, &a->value, 0);
        gr_buf_putc(o, '\n');
    } else {
        label(o, _("nim-sum:"));
        put_value(o, &a->value, 0);
        gr_buf_printf(o, _(" (xor of %zu component values)\n"), p->count);
    }
    gr_buf_free(&text);
}

static void human_outcome(gr_buf *o, const gr_analysis *a, int misere, const term *t)
{
    const char *why;

    if (misere)
        why = strcmp(a->rule, "anti-nim") == 0
            ? _("anti-nim rule: with every heap at most 1 the mover wins iff the number\n"
                "            of 1-heaps is even; otherwise iff the nim-sum is not 0")
            : strcmp(a->rule, "tame") == 0
            ? _("tame rule: every component is tame (its genus says it plays like Nim\n"
                "            heaps); with a firm one the mover wins iff the nim-sum is not 0,\n"
                "            with none iff it is not 1 (grundy explain --misere shows the "
                "genera)")
            : strcmp(a->rule, "misere quotient") == 0
            ? _("misere quotient: the product of the heaps' elements is in its P-portion\n"
                "            iff the player to move loses (grundy quotient shows it)")
            : _("misere play, decided by exhaustive search");
    else if (a->value.kind == GR_VALUE_NIMBER)
        why = a->value.nimber ? _("the nim-sum is not 0") : _("the nim-sum is 0");
    else if (a->value.kind == GR_VALUE_INF)
        why = a->outcome == GR_OUTCOME_N
            ? _("the sum is infinite, and 0 is in its escape set: a move leaves 0")
            : _("the sum is infinite, and 0 is not in its escape set: neither player can\n"
                "            force a win, and play goes on forever");
    else if (strcmp(a->rule, "search") == 0)
        why = _("decided by exhaustive search of the whole sum (a component has no\n"
                "            nim-value that a search of it alone finds: play can go round)");
    else
        why = _("closed form of the game");
    label(o, _("outcome:"));
    if (a->outcome == GR_OUTCOME_N)
        term_paint(t, o, TERM_GOOD, _("N, the player to move wins"));
    else if (a->outcome == GR_OUTCOME_D)
        term_paint(t, o, TERM_NOTE, _("D, a draw with perfect play"));
    else
        term_paint(t, o, TERM_BAD, _("P, the player to move loses"));
    gr_buf_putc(o, '\n');
    label(o, _("why:"));
    gr_buf_printf(o, "%s\n", why);
}

static int human_move(void *ctx, const gr_winning_move *w)
{
    answer *an = ctx;
    const gr_component *c = &w->position->items[w->component];

    if (answer_take(an) != 0)
        return GR_ESTOP;
    gr_buf_puts(an->out, "    ");
    draw_component_label(c, w->component, an->out);
    term_paint(&an->flags->term, an->out, TERM_GOOD, w->option->text);
    if (!an->abridged) {   /* the position after it, in the sentence around it */
        gr_buf_reset(&an->scratch);
        gr_position_print_after(w->position, w->component, w->option, &an->scratch);
        gr_buf_printf(an->out, _("   leaves %s"), gr_buf_str(&an->scratch));
    }
    gr_buf_putc(an->out, '\n');
    return answer_flush(an);
}

static int count_move(void *ctx, const gr_winning_move *w)
{
    (void)w;
    return answer_take(ctx);
}

/* Whether the count before the list covers every move listed: the limit
** is at most COUNTED. */
static int limit_counted(const solve_flags *flags)
{
    return flags->limit != 0 && flags->limit <= COUNTED;
}

/* Counts the moves before any is listed, up to COUNTED (or the limit when
** it is lower): the text's heading says how many, and a move that cannot
** be listed (one of Rugs' that turns a million coins) is refused before
** any of the answer is out. Then the moves are listed afresh. */
static int answer_count(answer *an, const gr_position *p, const gr_analysis *a, gr_error *err)
{
    an->limit = limit_counted(an->flags) ? an->flags->limit : COUNTED;
    return answer_moves(an, p, a, count_move, err);
}

/* The status of an answer whose list the game could not finish: the
** answer is kept either way, but it is whole (GR_OK) only when the moves
** asked for (--limit N) were all found before the list stopped. */
static int unlisted_status(const answer *an)
{
    return an->limit != 0 && an->count >= an->limit ? GR_OK : GR_EUNDECIDED;
}

static void answer_recount(answer *an)
{
    an->limit = an->flags->limit;
    an->count = 0;
    an->more = 0;
}

static int answer_human(answer *an, const gr_position *p, const gr_analysis *a, gr_error *err)
{
    gr_buf *o = an->out;
    int rc, streamed, draw = a->outcome == GR_OUTCOME_D;

    gr_position_print(p, &an->scratch);
    put_position(an, o, gr_buf_str(&an->scratch), an->scratch.len, LONG_TEXT);
    if (an->abridged)
        gr_buf_printf(o, _("   (%zu characters; --full prints it whole)"), an->scratch.len);
    gr_buf_puts(o, an->flags->misere ? _("   (misere play)\n") : "\n");
    human_values(an, p, a);
    human_outcome(o, a, an->flags->misere, &an->flags->term);
    if (a->outcome == GR_OUTCOME_P)
        return GR_OK;
    /* count first (up to COUNTED), so the heading can say how many; a longer
    ** list is printed as it is found, its count last */
    if ((rc = answer_count(an, p, a, err)) != GR_OK)
        return rc;
    streamed = !limit_counted(an->flags) && an->more;
    if (an->unlisted && !an->more)   /* the list stops where the game could not go on */
        gr_buf_printf(o, draw ? _("  drawing moves (%zu found; there may be more, see below):\n")
                              : _("  winning moves (%zu found; there may be more, see below):\n"),
                      an->count);
    else if (an->count == 0 && draw)
        gr_buf_puts(o, _("  drawing moves (0)\n"));
    else if (an->count == 0 && an->flags->misere)
        gr_buf_puts(o, _("  no move: the player to move has already won (misere)\n"));
    else if (an->count == 0)   /* only a game whose values and moves disagree (a plugin's) */
        gr_buf_puts(o, _("  winning moves (0): none, though the nim-sum is not 0: the game's "
                         "values and its moves disagree\n"));
    else if (streamed)
        gr_buf_printf(o, draw ? _("  drawing moves (more than %u, listed as they are found):\n")
                              : _("  winning moves (more than %u, listed as they are found):\n"),
                      COUNTED);
    else if (an->more)
        gr_buf_printf(o, draw ? _("  drawing moves (the first %zu; more exist: --limit N, or 0 "
                                  "for all):\n")
                              : _("  winning moves (the first %zu; more exist: --limit N, or 0 "
                                  "for all):\n"), an->count);
    else
        gr_buf_printf(o, draw ? _("  drawing moves (%zu):\n") : _("  winning moves (%zu):\n"),
                      an->count);
    answer_recount(an);
    if ((rc = answer_moves(an, p, a, human_move, err)) != GR_OK)
        return rc;
    if (an->unlisted) {
        gr_buf_printf(o, _("  (%zu listed; the list is not whole: %s)\n"), an->count,
                      err->message);
        return unlisted_status(an);
    }
    if (!streamed)
        return GR_OK;
    if (an->more)
        gr_buf_printf(o, _("  (the first %zu listed; more exist: --limit N, or 0 for all)\n"),
                      an->count);
    else
        gr_buf_printf(o, draw ? _("  (%zu drawing moves)\n") : _("  (%zu winning moves)\n"),
                      an->count);
    return GR_OK;
}

/* ---- JSON answer ---- */

static int json_move(void *ctx, const gr_winning_move *w)
{
    answer *an = ctx;

    if (answer_take(an) != 0)
        return GR_ESTOP;
    if (an->count > 1)
        gr_buf_putc(an->out, ',');
    gr_buf_printf(an->out, "{\"component\":%zu,\"move\":", w->component);
    json_string(an->out, w->option->text);
    if (!an->abridged) {
        gr_buf_puts(an->out, ",\"after\":");
        gr_buf_reset(&an->scratch);
        gr_position_print_after(w->position, w->component, w->option, &an->scratch);
        json_string(an->out, gr_buf_str(&an->scratch));
    }
    gr_buf_putc(an->out, '}');
    return answer_flush(an);
}

static int answer_json(answer *an, const gr_position *p, const gr_analysis *a, gr_error *err)
{
    gr_buf *o = an->out;
    size_t i;
    int rc;

    if (a->outcome != GR_OUTCOME_P && (rc = answer_count(an, p, a, err)) != GR_OK)
        return rc;
    answer_recount(an);
    gr_buf_puts(o, "{\"position\":");
    gr_position_print(p, &an->scratch);
    if (an->scratch.len > LONG_JSON && !an->flags->full) {
        gr_buf text = GR_BUF_INIT;
        put_position(an, &text, gr_buf_str(&an->scratch), an->scratch.len, LONG_JSON);
        json_string(o, gr_buf_str(&text));
        gr_buf_free(&text);
        gr_buf_printf(o, ",\"abridged\":%zu", an->scratch.len);
    } else {
        json_string(o, gr_buf_str(&an->scratch));
    }
    gr_buf_printf(o, ",\"misere\":%s", an->flags->misere ? "true" : "false");
    if (!an->flags->misere &&
        (a->value.kind == GR_VALUE_NIMBER || a->value.kind == GR_VALUE_INF)) {
        gr_buf_puts(o, ",\"value\":");
        put_value(o, &a->value, 1);
    }
    gr_buf_printf(o, ",\"outcome\":\"%s\",\"rule\":",
                  a->outcome == GR_OUTCOME_N ? "N" : a->outcome == GR_OUTCOME_D ? "D" : "P");
    json_string(o, a->rule);
    gr_buf_puts(o, ",\"values\":[");
    for (i = 0; i < p->count; i++) {
        gr_buf_puts(o, i ? "," : "");
        put_value(o, &a->values[i], 1);
    }
    /* a draw has no winning moves, and lists the moves that keep it */
    gr_buf_puts(o, a->outcome == GR_OUTCOME_D ? "],\"winning_moves\":[],\"drawing_moves\":["
                                              : "],\"winning_moves\":[");
    rc = answer_moves(an, p, a, json_move, err);
    gr_buf_printf(o, "],\"complete\":%s", an->more || an->unlisted ? "false" : "true");
    if (an->unlisted) {   /* why, in the user's words (the error's message) */
        gr_buf_puts(o, ",\"unlisted\":");
        json_string(o, err->message);
    }
    gr_buf_puts(o, "}\n");
    return rc == GR_OK && an->unlisted ? unlisted_status(an) : rc;
}

/* Solves p and appends the whole answer to out; nothing is appended on
** error, but for a list of moves the game could not finish (answer.h). */
int answer_solve(const gr_position *p, const solve_flags *flags, gr_buf *out,
                 gr_error *err)
{
    gr_solve_options opt = flags->opt;
    answer an = {out, flags, flags->limit, 0, 0, 0, 0, 0, GR_BUF_INIT, 0};
    gr_analysis a;
    size_t mark = out->len;
    int rc;

    rc = gr_solve(p, &opt, &a, err);
    if (rc != GR_OK)
        return rc;
    rc = flags->json ? answer_json(&an, p, &a, err) : answer_human(&an, p, &a, err);
    gr_analysis_free(&a);
    gr_buf_free(&an.scratch);
    if (an.write_failed)   /* the solver stopped at the failed part: err was not set */
        rc = gr_error_set(err, GR_EIO, "cannot write the answer");
    if (rc != GR_OK && !an.flushed && !an.unlisted)
        out->len = mark;
    return rc;
}

int answer_kept(int rc, const gr_buf *out, size_t before)
{
    return rc == GR_OK || out->len > before;
}
