/*
** play_tty.c - `grundy play` in a terminal: draws the position, reads moves
** with GNU readline (line editing, history), hint, undo, help, quit, and
** offers a rematch; everything it says is in the user's language, and the
** drawing's columns are counted in terminal columns (a Chinese label is
** twice as wide as its characters).
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef GR_HAVE_READLINE
#include <readline/history.h>
#include <readline/readline.h>
#endif

#include "base/i18n.h"
#include "output.h"
#include "play/play.h"

#define LABEL_WIDTH 13   /* "component 12" and a space */
#define SPEC_WIDTH 16    /* a longer game spec puts its drawing on the next line */
#define EXAMPLE_WIDTH 17 /* the examples of the help, before their meaning */

typedef struct tty {
    const play_setup *setup;
    play_game game;
    term term;
    gr_buf out;
} tty;

static void put(tty *t, term_style style, const char *text)
{
    term_paint(&t->term, &t->out, style, text);
}

/* A label ("Hint:") in its style and the space after it; none after a label
** that ends in a full width colon ("提示："), which has its own space. */
static void put_label(tty *t, term_style style, const char *label)
{
    size_t n = strlen(label);

    put(t, style, label);
    if (n == 0 || (unsigned char)label[n - 1] < 0x80)
        gr_buf_putc(&t->out, ' ');
}

static int flush_out(tty *t)
{
    int rc = cli_write(&t->out);

    gr_buf_reset(&t->out);
    fflush(stdout);
    return rc;
}

#ifdef GR_HAVE_READLINE
/* Reads a line with readline; NULL at end of input. The caller frees it. */
static char *ask(tty *t, const char *prompt)
{
    char *line;

    flush_out(t);
    line = readline(prompt);
    if (line != NULL && line[strspn(line, " \t")] != '\0')
        add_history(line);
    return line;
}
#else
/* Reads a plain line (built without readline); NULL at end of input. */
static char *ask(tty *t, const char *prompt)
{
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;

    flush_out(t);
    fputs(prompt, stdout);
    fflush(stdout);
    if ((n = getline(&line, &cap, stdin)) < 0) {
        free(line);
        return NULL;
    }
    if (n > 0 && line[n - 1] == '\n')
        line[n - 1] = '\0';
    return line;
}
#endif

/* One example of the help: the move, padded to EXAMPLE_WIDTH columns, and
** what it means. */
static void help_example(tty *t, const char *move, const char *meaning)
{
    size_t w = gr_text_width(move, strlen(move));

    gr_buf_printf(&t->out, "  %s%*s%s\n", move, w < EXAMPLE_WIDTH ? (int)(EXAMPLE_WIDTH - w) : 1,
                  "", meaning);
}

static void show_help(tty *t)
{
    gr_buf words = GR_BUF_INIT;

    put_label(t, TERM_BOLD, _("Moves:"));
    gr_buf_printf(&t->out, "%s\n", _("name a component (numbered from 0) and what it "
                                      "becomes, or write the move as `grundy solve` prints "
                                      "it:"));
    help_example(t, "2 -> nim 3", _("component 2 becomes nim 3 (the game name may be left out)"));
    help_example(t, "2 3", _("the same, short"));
    gr_buf_printf(&words, _("heap %zu: %s"), (size_t)2, "7 -> 3");
    help_example(t, gr_buf_str(&words), _("the move '7 -> 3' of heap 2"));
    gr_buf_free(&words);
    put_label(t, TERM_BOLD, _("Commands:"));
    gr_buf_printf(&t->out, "%s\n", _("hint (a good move), undo (take back your last move), "
                                      "help, quit"));
}

/* ---- the drawing: one labelled block per component ---- */

/* Appends text, indenting every line after the first by `indent` spaces. */
static void put_indented(gr_buf *out, const char *text, size_t indent)
{
    const char *nl;

    while ((nl = strchr(text, '\n')) != NULL && nl[1] != '\0') {
        gr_buf_putn(out, text, (size_t)(nl - text) + 1);
        gr_buf_printf(out, "%*s", (int)indent, "");
        text = nl + 1;
    }
    gr_buf_puts(out, text);
    if (text[0] == '\0' || text[strlen(text) - 1] != '\n')
        gr_buf_putc(out, '\n');
}

/* Every line: "  " and the label padded to labelw columns, the game's spec
** padded to the position's spec width, two spaces, the drawing; the lines
** after a drawing's first start in the same column. */
static void draw_component(tty *t, size_t i, size_t labelw, size_t specw)
{
    const gr_component *c = &play_game_now(&t->game)->items[i];
    gr_buf label = GR_BUF_INIT, pic = GR_BUF_INIT;
    size_t column = 2 + labelw + 1, speclen = strlen(c->game->spec), w;

    play_label(c, i, &label);
    w = gr_text_width(label.data, label.len);
    gr_buf_puts(&t->out, "  ");
    term_paint(&t->term, &t->out, TERM_NOTE, gr_buf_str(&label));
    gr_buf_printf(&t->out, "%*s", w < labelw ? (int)(labelw - w) + 1 : 1, "");
    if (c->game->rules->draw != NULL) {
        gr_buf_puts(&t->out, c->game->spec);
        if (speclen > specw) {   /* a long spec: the drawing goes below it */
            gr_buf_printf(&t->out, "\n%*s", (int)column, "");
            speclen = 0;
        }
        gr_buf_printf(&t->out, "%*s", (int)(specw - speclen + 2), "");
        column += specw + 2;
        gr_component_draw(c, &pic, t->term.unicode);
    } else {
        gr_component_print(c, &pic);
    }
    gr_buf_puts(&t->out, term_on(&t->term, TERM_TOKEN));
    put_indented(&t->out, gr_buf_str(&pic), column);
    gr_buf_puts(&t->out, term_off(&t->term));
    gr_buf_free(&label);
    gr_buf_free(&pic);
}

/* Draws every component; the labels' column is as wide as the widest label
** (at least LABEL_WIDTH), the specs' as the longest spec (at most SPEC_WIDTH). */
static void draw_now(tty *t)
{
    const gr_position *p = play_game_now(&t->game);
    gr_buf label = GR_BUF_INIT;
    size_t i, specw = 0, labelw = LABEL_WIDTH, len;

    for (i = 0; i < p->count; i++) {
        if (p->items[i].game->rules->draw != NULL &&
            (len = strlen(p->items[i].game->spec)) > specw)
            specw = len;
        gr_buf_reset(&label);
        play_label(&p->items[i], i, &label);
        if ((len = gr_text_width(label.data, label.len)) > labelw)
            labelw = len;
    }
    gr_buf_free(&label);
    specw = specw > SPEC_WIDTH ? SPEC_WIDTH : specw;
    for (i = 0; i < p->count; i++)
        draw_component(t, i, labelw, specw);
}

static void show_position(tty *t)
{
    const gr_position *p = play_game_now(&t->game);

    gr_buf_putc(&t->out, '\n');
    put(t, TERM_BOLD, _("Position: "));
    gr_position_print(p, &t->out);
    gr_buf_putc(&t->out, '\n');
    draw_now(t);
}

/* The engine's choice in the current position, for its move or a hint. */
static int choose(tty *t, play_move *m, int *winning)
{
    gr_error err;

    if (play_game_engine(&t->game, m, winning, &err) != GR_OK) {
        flush_out(t);
        return cli_fail(&err);
    }
    return EXIT_ANSWERED;
}

/* "You play heap 0: 3 -> 1   leaves nim 1 4 5", who (in bold) translated. */
static void say_move(tty *t, const char *who, const play_move *m)
{
    gr_buf words = GR_BUF_INIT, after = GR_BUF_INIT;

    put(t, TERM_BOLD, who);
    gr_buf_puts(&t->out, " ");
    play_move_words(play_game_now(&t->game), m, &words);
    gr_position_print(m->after, &after);
    /* TRANSLATORS: after "Engine plays"/"You play": the move, the position left */
    gr_buf_printf(&t->out, _("%s   leaves %s"), gr_buf_str(&words), gr_buf_str(&after));
    gr_buf_putc(&t->out, '\n');
    gr_buf_free(&words);
    gr_buf_free(&after);
}

static int engine_turn(tty *t)
{
    play_move m = {0, 0, NULL, NULL};
    int winning, rc;

    if ((rc = choose(t, &m, &winning)) != EXIT_ANSWERED)
        return rc;
    say_move(t, _("Engine plays"), &m);
    rc = play_game_push(&t->game, &m) == GR_OK ? EXIT_ANSWERED : EXIT_FAILURE_IO;
    play_move_clear(&m);
    return rc;
}

static int hint(tty *t)
{
    play_move m = {0, 0, NULL, NULL};
    gr_buf words = GR_BUF_INIT;
    int winning, rc;

    if ((rc = choose(t, &m, &winning)) != EXIT_ANSWERED)
        return rc;
    play_move_words(play_game_now(&t->game), &m, &words);
    put_label(t, winning ? TERM_GOOD : TERM_BAD, _("Hint:"));
    if (winning)
        gr_buf_printf(&t->out, _("you can win. %s"), gr_buf_str(&words));
    else
        gr_buf_printf(&t->out, _("this is a losing position: every move loses against perfect "
                                 "play. The hardest for the engine: %s"), gr_buf_str(&words));
    gr_buf_putc(&t->out, '\n');
    gr_buf_free(&words);
    play_move_clear(&m);
    return EXIT_ANSWERED;
}

/* One line at the user's turn: 1 when a move was made, 0 when the user is
** still to move, -1 to quit; *rc is set on failure. */
static int user_line(tty *t, const char *line, int *rc)
{
    play_move m = {0, 0, NULL, NULL};
    gr_buf why = GR_BUF_INIT;
    int status;

    line += strspn(line, " \t");
    if (strcmp(line, "quit") == 0 || strcmp(line, "q") == 0)
        return -1;
    if (strcmp(line, "help") == 0 || strcmp(line, "?") == 0 || line[0] == '\0')
        return show_help(t), 0;
    if (strcmp(line, "hint") == 0)
        return (*rc = hint(t)) == EXIT_ANSWERED ? 0 : -1;
    if (strcmp(line, "undo") == 0) {
        if (!play_game_undo(&t->game))
            return gr_buf_puts(&t->out, _("Nothing to undo yet.\n")), 0;
        gr_buf_puts(&t->out, _("Your last move is taken back.\n"));
        return show_position(t), 0;
    }
    status = t->game.compound == GR_COMPOUND_SUM
             ? play_read_move(play_game_now(&t->game), line, &m, &why)
             : play_compound_read(&t->game, line, &m, &why);
    if (status == GR_EINPUT) {
        put(t, TERM_BAD, _("error: "));
        gr_buf_printf(&t->out, "%s\n", gr_buf_str(&why));
    } else if (status == GR_OK) {
        say_move(t, _("You play"), &m);
        status = play_game_push(&t->game, &m);
    }
    play_move_clear(&m);
    gr_buf_free(&why);
    if (status == GR_ENOMEM)
        *rc = EXIT_FAILURE_IO;
    return status == GR_OK ? 1 : status == GR_EINPUT ? 0 : -1;
}

static int user_turn(tty *t, int *rc)
{
    char *line = ask(t, _("your move> "));
    int moved;

    if (line == NULL) {
        gr_buf_putc(&t->out, '\n');
        return -1;
    }
    moved = user_line(t, line, rc);
    free(line);
    return moved;
}

static void announce(tty *t)
{
    play_side w = play_game_winner(&t->game);

    gr_buf_puts(&t->out, t->game.opt.misere ? _("No move is left: the player to move wins "
                                                "(misere play).\n")
                                            : _("No move is left: the player to move loses.\n"));
    put(t, w == PLAY_YOU ? TERM_GOOD : TERM_BAD,
        w == PLAY_YOU ? _("You win! Well played.\n") : _("The engine wins.\n"));
}

/* Plays one game to its end: EXIT_ANSWERED, or -1 when the user quit. */
static int one_game(tty *t)
{
    int rc = EXIT_ANSWERED, moved = 0;   /* the caller drew the start */

    for (;;) {
        if (moved)
            show_position(t);
        if (play_game_over(&t->game)) {
            announce(t);
            return EXIT_ANSWERED;
        }
        if (play_game_repeated(&t->game)) {
            put(t, TERM_NOTE, _("A draw: the same position came up three times.\n"));
            return EXIT_ANSWERED;
        }
        if (play_game_mover(&t->game) == PLAY_ENGINE) {
            if ((rc = engine_turn(t)) != EXIT_ANSWERED)
                return rc;
            moved = 1;
            continue;
        }
        moved = user_turn(t, &rc);
        if (moved < 0)
            return rc == EXIT_ANSWERED ? -1 : rc;
    }
}

/* 1 when line opens with word (an answer in the user's language: "引擎"). */
static int starts_with(const char *line, const char *word)
{
    return word[0] != '\0' && strncmp(line, word, strlen(word)) == 0;
}

/* Who starts: from --first, or asked ("you", "engine", their first letters
** or their words in the user's language). -1 at end of input. */
static int who_starts(tty *t)
{
    char *line;
    int first = -1;

    if (t->setup->first >= 0)
        return t->setup->first;
    while (first < 0) {
        line = ask(t, _("Who starts, you or the engine? [you] "));
        if (line == NULL)
            return -1;
        /* TRANSLATORS: "you" and "engine": answers to "Who starts" the user may type */
        if (line[0] == '\0' || strchr("yY", line[0]) != NULL || starts_with(line, _("you")))
            first = PLAY_YOU;
        else if (strchr("eE", line[0]) != NULL || starts_with(line, _("engine")))
            first = PLAY_ENGINE;
        else
            gr_buf_puts(&t->out, _("Please answer 'you' or 'engine'.\n"));
        free(line);
    }
    return first;
}

static int again(tty *t)
{
    char *line = ask(t, _("Play again? [y/N] "));
    int yes = line != NULL && strchr("yY", line[0]) != NULL && line[0] != '\0';

    free(line);
    return yes;
}

static void banner(tty *t)
{
    put(t, TERM_BOLD, "grundy play");
    gr_buf_printf(&t->out, " - %s\n",
                  t->setup->opt.misere
                  ? _("you against a perfect engine, misere play: whoever makes the last "
                      "move LOSES.")
                  : _("you against a perfect engine, normal play: whoever makes the last "
                      "move wins."));
    gr_buf_printf(&t->out, _("Type help for the commands. Seed %llu (replay with --seed).\n"),
                  (unsigned long long)t->setup->seed);
}

int play_tty(const play_setup *s)
{
    tty t;
    int first, rc = EXIT_ANSWERED;

    memset(&t, 0, sizeof t);
    t.setup = s;
    t.term = term_detect(stdout, (term_when)s->colour);
    t.game.opt = s->opt;
    t.game.compound = s->compound;
    t.game.rng.state = s->seed;
    banner(&t);
    do {
        if (play_game_start(&t.game, s->start, PLAY_YOU) != GR_OK) {
            rc = EXIT_FAILURE_IO;
            break;
        }
        show_position(&t);
        if ((first = who_starts(&t)) < 0)
            break;
        t.game.turns[0].mover = (play_side)first;
        if ((rc = one_game(&t)) != EXIT_ANSWERED)
            break;
    } while (again(&t));
    rc = rc < 0 ? EXIT_ANSWERED : rc;
    flush_out(&t);
    play_game_free(&t.game);
    gr_buf_free(&t.out);
    return rc;
}
