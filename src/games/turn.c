/*
** turn.c - turn:K: a move turns one to K coins (1 <= K <= 16), the rightmost
** from heads to tails. turn:2 is Turning Turtles, turn:3 Mock Turtles,
** turn:5 Moebius, turn:7 Mogul. turn:SET: a move turns s coins for any s of
** the set, written as counts and ranges (turn:1,3 turns one or three coins,
** turn:2-2 is Twins, turn:3-3 Triplets); a set 1..K prints as K. The values
** come from a table filled by the definition (turn_table.c), the moves to a
** value by trying every set.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "turn_table.h"

/* One count of a set, 1..TURN_MAX_K, from s (its end at *end); 0 if none. */
static unsigned count_at(const char *s, const char **end)
{
    unsigned n = 0;

    for (*end = s; **end >= '0' && **end <= '9' && n <= TURN_MAX_K; (*end)++)
        n = 10 * n + (unsigned)(**end - '0');
    return *end > s && n >= 1 && n <= TURN_MAX_K ? n : 0;
}

/* The set of counts in text: K alone for 1..K, else counts and ranges A-B
** joined by commas. 0 when text is none of these. */
static unsigned counts_parse(const char *text)
{
    unsigned set = 0, a, b;
    const char *s = text;

    if ((a = count_at(s, &s)) != 0 && *s == '\0')
        return TURN_UPTO(a);
    for (s = text;; s++) {
        if ((a = count_at(s, &s)) == 0)
            return 0;
        b = a;
        if (*s == '-' && ((b = count_at(s + 1, &s)) == 0 || b < a))
            return 0;
        set |= TURN_UPTO(b) & ~TURN_UPTO(a - 1);
        if (*s == '\0')
            return set;
        if (*s != ',')
            return 0;
    }
}

/* The set as turn_params_print writes it: K for 1..K, else its runs, a run
** of one count alone and a longer one A-B, joined by commas; a set of one
** count S other than 1 is S-S (S alone would be 1..S). */
static void counts_print(unsigned set, gr_buf *out)
{
    unsigned a, b, k = 0;
    const char *sep = "";

    while (set >> (k + 1))
        k++;
    if (set == TURN_UPTO(k)) {
        gr_buf_printf(out, "%u", k);
        return;
    }
    for (a = 1; a <= k; a = b + 1) {
        for (b = a; b < k && (set >> a & 1) && (set >> (b + 1) & 1); b++)
            ;
        if (!(set >> a & 1))
            continue;
        gr_buf_printf(out, b > a || set == 1u << a ? "%s%u-%u" : "%s%u", sep, a, b);
        sep = ",";
    }
}

static int turn_params_parse(const char *text, void **params, gr_error *err)
{
    unsigned set = text != NULL ? counts_parse(text) : 0, k = 0;
    gr_buf name = GR_BUF_INIT;
    char title[96];

    if (set == 0)
        return gr_error_set(err, GR_EINPUT, "turn needs the most coins a move turns, 1 to %d "
                            "(turn:3 is Mock Turtles), or the counts a move may turn, e.g. "
                            "turn:1,3 or turn:2-4", TURN_MAX_K);
    while (set >> (k + 1))
        k++;
    counts_print(set, &name);
    /* the title is built here, in the language of the thread that names the game */
    if (set == TURN_UPTO(k))
        snprintf(title, sizeof title, _("turn:%u (turn one to %u coins)"), k, k);
    else
        snprintf(title, sizeof title, _("turn:%s (a move turns s coins, s in %s)"),
                 gr_buf_str(&name), gr_buf_str(&name));
    gr_buf_free(&name);
    if ((*params = turn_params_new(set, title)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    return GR_OK;
}

static void turn_params_print(const void *params, gr_buf *out)
{
    counts_print(((const turn_params *)params)->counts, out);
}

#define RULE(g) (&((turn_params *)(g)->params)->rule)

static int turn_parse(const gr_game *g, const char *const *args, size_t nargs, gr_state *out,
                      gr_error *err)
{
    (void)g;
    return coins_parse(NULL, args, nargs, out, err);
}

static int turn_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    return coins_value(RULE(g), s, out, err);
}

static int turn_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    return coins_moves(RULE(g), s, fn, ctx);
}

static int turn_moves_to(const gr_game *g, gr_state s, uint64_t target, gr_option_fn fn,
                         void *ctx, gr_error *err)
{
    return coins_moves_to(RULE(g), s, target, fn, ctx, err);
}

/* turn:SET has no theory of its period here: gr_game_period does not ask. */
static unsigned turn_game_props(const gr_game *g)
{
    return RULE(g)->period == NULL ? GR_PROP_NO_PERIOD : 0;
}

static int turn_period(const gr_game *g, uint64_t max, gr_period *out, gr_error *err)
{
    (void)err;
    return coins_period(RULE(g), max, out);
}

static int turn_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    return coins_explain(RULE(g), s, out, err);
}

const gr_ruleset gr_rules_turn = {
    .api = GR_RULESET_API,
    .name = "turn",
    .summary = N_("turn:K: turn one to K coins; turn:SET: s coins, s in SET (moebius is 5, "
                  "mogul 7)"),
    .syntax = N_("turn:K N... | turn:SET HT...  (SET: counts, ranges: 1,3 or 2-4; heads "
                 "from 1, or H and T)"),
    .params_parse = turn_params_parse,
    .params_print = turn_params_print,
    .params_free = turn_params_free,
    .shape = GR_SHAPE_WHOLE,
    .props = GR_PROP_COINS,
    .parse = turn_parse,
    .print = coins_print,
    .key = coins_key,
    .copy = coins_copy,
    .release = coins_release,
    .value = turn_value,
    .moves = turn_moves,
    .moves_to = turn_moves_to,
    .period = turn_period,
    .game_props = turn_game_props,
    .explain = turn_explain,
    .draw = coins_draw,
    .samples = "turn:4 2 5 6; turn:1 HTH; turn:6 HHTTH; turn:1,3 HTTHH; turn:2-3,5 3 6; "
               "turn:4-4 2 5 6 7",
};
