/*
** play_input.c - reads a player's move from one line: "I -> TEXT" (the
** component after the move), "I TEXT", or "heap I: OPTION" (the words of
** `grundy solve`), and finds the legal move it names, or says why none.
*/
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "base/i18n.h"
#include "play.h"

#define SCAN_CAP 10000000ULL   /* options looked through at most, one by one */

/* What a search through the options of one component looks for. */
typedef struct matcher {
    const gr_position *p;
    size_t component;
    const char *want;      /* the key of the parts (parts_key) or the option text */
    int by_text;           /* 1: compare option texts; 0: compare the parts */
    gr_buf scratch;
    uint64_t scanned;
    play_move *out;
    int found;
} matcher;

/* Collapses runs of white space to one space and trims the ends; an arrow
** gets one space on each side, as moves are printed ("3->1" is "3 -> 1"). */
static void normalise(const char *s, gr_buf *out)
{
    int space = 0;

    while (isspace((unsigned char)*s))
        s++;
    for (; *s != '\0'; s++) {
        if (isspace((unsigned char)*s)) {
            space = 1;
            continue;
        }
        if (s[0] == '-' && s[1] == '>') {
            gr_buf_puts(out, out->len > 0 ? " ->" : "->");
            s++;
            space = 1;
            continue;
        }
        if (space)
            gr_buf_putc(out, ' ');
        space = 0;
        gr_buf_putc(out, *s);
    }
}

static int compare_text(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Writes the key of n components that depends neither on their order nor
** on how each is written: each one's key alone ("kayles 2", gr_component_key),
** sorted, joined by " + ". */
static void parts_key(const gr_component *items, size_t n, gr_buf *out)
{
    gr_buf all = GR_BUF_INIT;
    size_t k, *at = malloc((n ? n : 1) * sizeof *at);
    char **texts = malloc((n ? n : 1) * sizeof *texts);

    if (at == NULL || texts == NULL) {
        out->failed = 1;
        goto cleanup;
    }
    for (k = 0; k < n; k++) {
        at[k] = all.len;
        gr_component_key(&items[k], &all);   /* one position, one key: however written */
        gr_buf_putc(&all, '\0');
    }
    for (k = 0; k < n && !all.failed; k++)
        texts[k] = all.data + at[k];
    if (all.failed) {
        out->failed = 1;
        goto cleanup;
    }
    qsort(texts, n, sizeof *texts, compare_text);
    for (k = 0; k < n; k++)
        gr_buf_printf(out, "%s%s", k ? " + " : "", texts[k]);
cleanup:
    free(at);
    free(texts);
    gr_buf_free(&all);
}

/* The key of the parts of option o of component c. */
static void option_key(const gr_component *c, const gr_option *o, gr_buf *out)
{
    gr_component items[8], *many = NULL, *use = items;
    size_t k;

    if (o->nparts > 8 && (use = many = malloc(o->nparts * sizeof *many)) == NULL) {
        out->failed = 1;
        return;
    }
    for (k = 0; k < o->nparts; k++) {
        use[k].game = c->game;
        use[k].state = o->parts[k];
    }
    parts_key(use, o->nparts, out);
    free(many);
}

static int match_option(void *ctx, const gr_option *o)
{
    matcher *m = ctx;
    const char *have = o->text;

    if (++m->scanned > SCAN_CAP)
        return 1;
    if (!m->by_text) {
        gr_buf_reset(&m->scratch);
        option_key(&m->p->items[m->component], o, &m->scratch);
        have = gr_buf_str(&m->scratch);
    }
    if (strcmp(have, m->want) != 0)
        return 0;
    m->found = 1;
    return play_move_set(m->out, m->p, m->component, o) == GR_OK ? 1 : -1;
}

/* Parses text as the parts a component becomes: a position of the same
** game, with or without the game's name. NULL when it is neither, with the
** parser's complaint in err: about the text as given when it begins with
** a letter (a game's name), else about it read as the game's parts ('-1'
** is negative, not an unknown game). */
static gr_position *parse_parts(const gr_component *c, const char *text, gr_error *err)
{
    gr_buf full = GR_BUF_INIT;
    gr_position *q;
    gr_error again;
    const char *s;
    int tried;

    q = gr_position_parse_line(text, 1, err);
    if (q != NULL)
        return q;
    gr_buf_printf(&full, "%s ", c->game->spec);
    for (s = text; *s != '\0'; s++) {   /* "2 + 4" is "spec 2 + spec 4" */
        gr_buf_putc(&full, *s);
        if (*s == '+')
            gr_buf_printf(&full, " %s ", c->game->spec);
    }
    tried = !full.failed;
    q = tried ? gr_position_parse_line(gr_buf_str(&full), 1, &again) : NULL;
    gr_buf_free(&full);
    for (s = text; *s == ' '; s++)
        ;
    if (q == NULL && tried && !((*s | 32) >= 'a' && (*s | 32) <= 'z') && err != NULL) {
        *err = again;
        err->where[0] = '\0';   /* its columns are of the text with the game's name */
    }
    return q;
}

/* The value the parts of q add up to, when every one is known. */
static int parts_value(const gr_position *q, uint64_t *v)
{
    gr_value one;
    size_t i;

    *v = 0;
    for (i = 0; i < q->count; i++) {
        if (gr_game_value(q->items[i].game, q->items[i].state, &one, NULL) != GR_OK ||
            one.kind != GR_VALUE_NIMBER)
            return 0;
        *v ^= one.nimber;
    }
    return 1;
}

/* Looks for the move of m->component to the parts in q: among the moves to
** their value when it is known (fast for huge heaps), else among all. */
/* Puts the parts at [at, at + q->count) of after in the order q names
** them, the player's, where the option listed them in the ruleset's own:
** the protocol's component numbers are those of the position as typed
** ("0 -> kayles 4 + kayles 1": component 1 is kayles 1). */
static void parts_in_order(gr_position *after, size_t at, const gr_position *q)
{
    gr_buf want = GR_BUF_INIT, have = GR_BUF_INIT;
    size_t k, j;

    for (k = 0; k < q->count && at + q->count <= after->count; k++) {
        gr_buf_reset(&want);
        gr_component_print(&q->items[k], &want);
        for (j = at + k; j < at + q->count; j++) {
            gr_buf_reset(&have);
            gr_component_print(&after->items[j], &have);
            if (strcmp(gr_buf_str(&have), gr_buf_str(&want)) == 0) {
                gr_component t = after->items[at + k];
                after->items[at + k] = after->items[j];
                after->items[j] = t;
                break;
            }
        }
    }
    gr_buf_free(&want);
    gr_buf_free(&have);
}

static int find_by_parts(matcher *m, const gr_position *q)
{
    const gr_component *c = &m->p->items[m->component];
    gr_buf want = GR_BUF_INIT;
    uint64_t v;
    int rc;

    parts_key(q->items, q->count, &want);
    m->want = gr_buf_str(&want);
    m->by_text = 0;
    if (parts_value(q, &v))
        rc = gr_game_moves_to(c->game, c->state, v, match_option, m, NULL);
    else
        rc = gr_game_moves(c->game, c->state, match_option, m);
    gr_buf_free(&want);
    m->want = NULL;
    if (m->found)
        parts_in_order(m->out->after, m->out->component, q);
    return rc < 0 ? GR_ENOMEM : GR_OK;
}

static int same_game(const gr_position *q, const gr_component *c)
{
    size_t i;

    for (i = 0; i < q->count; i++)
        if (strcmp(q->items[i].game->spec, c->game->spec) != 0)
            return 0;
    return 1;
}

/* "heap 2" and "nim 5": how a reason names component i of p and shows it. */
static void name_component(const matcher *m, gr_buf *label, gr_buf *shown)
{
    const gr_component *c = &m->p->items[m->component];

    play_label(c, m->component, label);
    gr_component_print(c, shown);
}

/* The reason component m->component cannot become `tried` (NULL: nothing,
** no part left). */
static void say_illegal(const matcher *m, const char *tried, gr_buf *why)
{
    const gr_component *c = &m->p->items[m->component];
    gr_buf label = GR_BUF_INIT, shown = GR_BUF_INIT;

    name_component(m, &label, &shown);
    if (play_is_over(&(gr_position){1, 1, (gr_component *)c}))
        play_why(why, _("illegal move: %s is %s, it has no move left"),
                      gr_buf_str(&label), gr_buf_str(&shown));
    else if (m->scanned > SCAN_CAP && tried == NULL)
        play_why(why, _("illegal move: %s is %s, it cannot become nothing (%s) among its "
                             "first %llu moves"),
                      gr_buf_str(&label), gr_buf_str(&shown), _(c->game->rules->summary),
                      SCAN_CAP);
    else if (m->scanned > SCAN_CAP)
        play_why(why, _("illegal move: %s is %s, it cannot become %s (%s) among its "
                             "first %llu moves; name the component it becomes"),
                      gr_buf_str(&label), gr_buf_str(&shown), tried,
                      _(c->game->rules->summary), SCAN_CAP);
    else if (tried == NULL)
        play_why(why, _("illegal move: %s is %s, it cannot become nothing (%s)"),
                      gr_buf_str(&label), gr_buf_str(&shown), _(c->game->rules->summary));
    else
        play_why(why, _("illegal move: %s is %s, it cannot become %s (%s)"),
                      gr_buf_str(&label), gr_buf_str(&shown), tried,
                      _(c->game->rules->summary));
    gr_buf_free(&label);
    gr_buf_free(&shown);
}

void play_why(gr_buf *why, const char *fmt, ...)
{
    char line[4096];
    va_list ap;

    va_start(ap, fmt);
    gr_format_line(line, sizeof line, PLAY_WHY_KEEP, fmt, ap);
    va_end(ap);
    gr_buf_puts(why, line);
}

/* "I -> TEXT": component I becomes TEXT. */
static int read_target(matcher *m, const char *text, gr_buf *why)
{
    const gr_component *c = &m->p->items[m->component];
    gr_error err;
    gr_position *q = text[0] == '\0' ? gr_position_new() : parse_parts(c, text, &err);

    gr_buf label = GR_BUF_INIT;
    int rc;

    play_label(c, m->component, &label);
    if (q == NULL) {
        play_why(why, _("cannot read '%s' as what %s becomes (%s; e.g. '%zu -> %s 3')"),
                      text, gr_buf_str(&label), err.message, m->component, c->game->spec);
        gr_buf_free(&label);
        return GR_EINPUT;
    }
    if (!same_game(q, c)) {
        play_why(why, _("illegal move: %s is a '%s' game, it cannot become '%s'"),
                      gr_buf_str(&label), c->game->spec, text);
        gr_buf_free(&label);
        gr_position_free(q);
        return GR_EINPUT;
    }
    gr_buf_free(&label);
    rc = find_by_parts(m, q);
    if (rc == GR_OK && !m->found) {
        gr_buf reason = GR_BUF_INIT;
        gr_position_print(q, &reason);
        say_illegal(m, q->count ? gr_buf_str(&reason) : NULL, why);
        gr_buf_free(&reason);
        rc = GR_EINPUT;
    }
    gr_position_free(q);
    return rc;
}

/* "heap I: OPTION": the option whose text is OPTION. When the text ends in
** "-> PARTS", the parts are looked for first (fast for huge heaps). */
static int read_option(matcher *m, const char *text, gr_buf *why)
{
    const gr_component *c = &m->p->items[m->component];
    const char *arrow = strstr(text, "->"), *next;
    gr_position *q = NULL;
    gr_error err;
    int rc = GR_OK;

    while (arrow != NULL && (next = strstr(arrow + 2, "->")) != NULL)
        arrow = next;
    if (arrow != NULL && (q = parse_parts(c, arrow + 2, &err)) != NULL && same_game(q, c)) {
        rc = find_by_parts(m, q);
        if (m->found && strcmp(m->out->text, text) != 0) {
            play_move_clear(m->out);
            m->found = 0;
        }
    }
    gr_position_free(q);
    if (rc == GR_OK && !m->found) {
        m->want = text;
        m->by_text = 1;
        m->scanned = 0;
        if (gr_game_moves(c->game, c->state, match_option, m) < 0)
            rc = GR_ENOMEM;
    }
    if (rc == GR_OK && !m->found) {
        gr_buf label = GR_BUF_INIT, shown = GR_BUF_INIT;
        name_component(m, &label, &shown);
        play_why(why, _("illegal move: %s (%s) has no move '%s' (%s)"), gr_buf_str(&label),
                      gr_buf_str(&shown), text, _(c->game->rules->summary));
        gr_buf_free(&label);
        gr_buf_free(&shown);
        rc = GR_EINPUT;
    }
    return rc;
}

/* Reads a component index at *s; moves s past it. */
static int read_index(const char **s, size_t *out)
{
    char *end;
    unsigned long long v;

    if (!isdigit((unsigned char)**s))
        return 0;
    errno = 0;
    v = strtoull(*s, &end, 10);
    if (errno != 0 || v > SIZE_MAX)
        v = SIZE_MAX;
    *out = (size_t)v;
    *s = end;
    return 1;
}

static const char *skip_space(const char *s)
{
    while (*s == ' ')
        s++;
    return s;
}

/* Moves *s past the n bytes of want, where a space on either side is
** optional ("第0堆" and "第 0 堆" both match "第 0 堆"); 0 when they differ. */
static int skip_words(const char **s, const char *want, size_t n)
{
    const char *at = *s, *end = want + n;

    for (; want < end; want++) {
        if (*want == ' ')
            continue;
        at = skip_space(at);
        if (*at++ != *want)
            return 0;
    }
    *s = skip_space(at);
    return 1;
}

/* Reads a component's name in the thread's language, as play_label writes
** it ("第 2 堆"): only where it is not the English one, which is read below
** exactly as before. Moves s past it. */
static int read_label(const char **s, size_t *index)
{
    int which;

    for (which = 0; which < 2; which++) {
        const char *f = play_label_format(which), *hole = strstr(f, "%zu");
        const char *at = *s;
        if (hole == NULL || strcmp(f, which == 0 ? "heap %zu" : "component %zu") == 0)
            continue;
        if (skip_words(&at, f, (size_t)(hole - f)) && read_index(&at, index) &&
            skip_words(&at, hole + 3, strlen(hole + 3))) {
            *s = at;
            return 1;
        }
    }
    return 0;
}

/* Splits a normalised line into its index, its form and the rest. A full
** width colon ("：", as Chinese writes it) is a colon. */
static int split_line(const char *s, size_t *index, int *by_text, const char **rest)
{
    static const char wide_colon[] = "\xEF\xBC\x9A";

    if (!read_label(&s, index)) {
        if (strncmp(s, "heap ", 5) == 0)
            s += 5;
        else if (strncmp(s, "component ", 10) == 0)
            s += 10;
        if (!read_index(&s, index))
            return 0;
    }
    s = skip_space(s);
    *by_text = s[0] == ':' || strncmp(s, wide_colon, 3) == 0;
    if (s[0] == ':')
        s++;
    else if (*by_text)
        s += 3;
    else if (s[0] == '-' && s[1] == '>')
        s += 2;
    else if (s[0] != '\0' && s[-1] != ' ')
        return 0;
    *rest = skip_space(s);
    return 1;
}

int play_read_move(const gr_position *p, const char *line, play_move *out, gr_buf *why)
{
    gr_buf norm = GR_BUF_INIT;
    matcher m;
    const char *rest;
    int by_text, rc;

    memset(&m, 0, sizeof m);
    normalise(line, &norm);
    if (norm.failed)
        return GR_ENOMEM;
    if (!split_line(gr_buf_str(&norm), &m.component, &by_text, &rest)) {
        play_why(why, _("cannot read '%s': a move is 'I -> TEXT', e.g. '0 -> %s ...', "
                             "or 'heap I: %s' as grundy solve prints it (type help)"),
                      gr_buf_str(&norm), p->count ? p->items[0].game->spec : "nim",
                      "7 -> 3");
        gr_buf_free(&norm);
        return GR_EINPUT;
    }
    if (m.component >= p->count) {   /* the number as typed: past SIZE_MAX too */
        const char *n = gr_buf_str(&norm) + strcspn(gr_buf_str(&norm), "0123456789");
        play_why(why, _("there is no component %.*s: they are numbered 0 to %zu"),
                      (int)strspn(n, "0123456789"), n, p->count - 1);
        gr_buf_free(&norm);
        return GR_EINPUT;
    }
    m.p = p;
    m.out = out;
    rc = by_text ? read_option(&m, rest, why) : read_target(&m, rest, why);
    gr_buf_free(&m.scratch);
    gr_buf_free(&norm);
    return rc;
}
