/*
** play_tty.c - `grundy play` in a terminal: draws the position, reads moves
** with GNU readline (line editing, history), hint, undo, help, quit, and
** offers a rematch.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef GR_HAVE_READLINE
#include <readline/history.h>
#include <readline/readline.h>
#endif

#include "answer/draw.h"
#include "output.h"
#include "play/play.h"

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

static void show_help(tty *t)
{
    put(t, TERM_BOLD, "Moves:");
    gr_buf_puts(&t->out, " name a component (numbered from 0) and what it becomes, or "
                "write the move as `grundy solve` prints it:\n"
                "  2 -> nim 3       component 2 becomes nim 3 (the game name may be left "
                "out)\n"
                "  2 3              the same, short\n"
                "  heap 2: 7 -> 3   the move '7 -> 3' of heap 2\n");
    put(t, TERM_BOLD, "Commands:");
    gr_buf_puts(&t->out, " hint (a good move), undo (take back your last move), "
                "help, quit\n");
}

static void show_position(tty *t)
{
    const gr_position *p = play_game_now(&t->game);

    gr_buf_putc(&t->out, '\n');
    put(t, TERM_BOLD, "Position: ");
    gr_position_print(p, &t->out);
    gr_buf_putc(&t->out, '\n');
    draw_position(&t->term, p, &t->out);
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

static void say_move(tty *t, const char *who, const play_move *m)
{
    put(t, TERM_BOLD, who);
    gr_buf_puts(&t->out, " ");
    play_move_words(play_game_now(&t->game), m, &t->out);
    gr_buf_puts(&t->out, "   leaves ");
    gr_position_print(m->after, &t->out);
    gr_buf_putc(&t->out, '\n');
}

static int engine_turn(tty *t)
{
    play_move m = {0, 0, NULL, NULL};
    int winning, rc;

    if ((rc = choose(t, &m, &winning)) != EXIT_ANSWERED)
        return rc;
    say_move(t, "Engine plays", &m);
    rc = play_game_push(&t->game, &m) == GR_OK ? EXIT_ANSWERED : EXIT_FAILURE_IO;
    play_move_clear(&m);
    return rc;
}

static int hint(tty *t)
{
    play_move m = {0, 0, NULL, NULL};
    int winning, rc;

    if ((rc = choose(t, &m, &winning)) != EXIT_ANSWERED)
        return rc;
    if (winning) {
        put(t, TERM_GOOD, "Hint:");
        gr_buf_puts(&t->out, " you can win. ");
    } else {
        put(t, TERM_BAD, "Hint:");
        gr_buf_puts(&t->out, " this is a losing position: every move loses against "
                    "perfect play. The hardest for the engine: ");
    }
    play_move_words(play_game_now(&t->game), &m, &t->out);
    gr_buf_putc(&t->out, '\n');
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
            return gr_buf_puts(&t->out, "Nothing to undo yet.\n"), 0;
        gr_buf_puts(&t->out, "Your last move is taken back.\n");
        return show_position(t), 0;
    }
    status = t->game.compound == GR_COMPOUND_SUM
             ? play_read_move(play_game_now(&t->game), line, &m, &why)
             : play_compound_read(&t->game, line, &m, &why);
    if (status == GR_EINPUT) {
        put(t, TERM_BAD, "error: ");
        gr_buf_printf(&t->out, "%s\n", gr_buf_str(&why));
    } else if (status == GR_OK) {
        say_move(t, "You play", &m);
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
    char *line = ask(t, "your move> ");
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

    gr_buf_puts(&t->out, t->game.opt.misere ? "No move is left: the player to move wins "
                "(misere play).\n" : "No move is left: the player to move loses.\n");
    put(t, w == PLAY_YOU ? TERM_GOOD : TERM_BAD,
        w == PLAY_YOU ? "You win! Well played.\n" : "The engine wins.\n");
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
            put(t, TERM_NOTE, "A draw: the same position came up three times.\n");
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

/* Who starts: from --first, or asked. -1 at end of input. */
static int who_starts(tty *t)
{
    char *line;
    int first = -1;

    if (t->setup->first >= 0)
        return t->setup->first;
    while (first < 0) {
        line = ask(t, "Who starts, you or the engine? [you] ");
        if (line == NULL)
            return -1;
        if (line[0] == '\0' || strchr("yY", line[0]) != NULL)
            first = PLAY_YOU;
        else if (strchr("eE", line[0]) != NULL)
            first = PLAY_ENGINE;
        else
            gr_buf_puts(&t->out, "Please answer 'you' or 'engine'.\n");
        free(line);
    }
    return first;
}

static int again(tty *t)
{
    char *line = ask(t, "Play again? [y/N] ");
    int yes = line != NULL && strchr("yY", line[0]) != NULL && line[0] != '\0';

    free(line);
    return yes;
}

static void banner(tty *t)
{
    put(t, TERM_BOLD, "grundy play");
    gr_buf_printf(&t->out, " - you against a perfect engine, %s.\n",
                  t->setup->opt.misere ? "misere play: whoever makes the last move LOSES"
                                       : "normal play: whoever makes the last move wins");
    gr_buf_printf(&t->out, "Type help for the commands. Seed %llu (replay with --seed).\n",
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
