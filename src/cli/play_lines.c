/*
** play_lines.c - `grundy play` without a terminal: a plain line protocol
** for scripts and tests (docs/PLAY.md describes it).
**
** Out:  "position: P"        the user is to move in P (one line of input
**                            is expected after each such line)
**       "engine: I -> TEXT"  the engine's move
**       "hint: I -> TEXT"    the answer to "hint"
**       "error: REASON"      the last line was no legal move; the user
**                            moves again
**       "winner: you" | "winner: engine"   the last line of a game
** In:   one move a line ("I -> TEXT", or any form play_read_move reads),
**       or hint, undo, help, quit; blank lines and "#" lines are skipped.
**
** The protocol is read by programs: its keywords (position:, engine:, hint:,
** error:, help:, winner: you|engine|none) and the moves stay English in
** every language; only the sentences after "error: " and "help: ", and the
** lines on stderr, are in the user's language.
*/
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "lines.h"
#include "base/i18n.h"
#include "output.h"
#include "play/play.h"

typedef struct session {
    play_game game;
    gr_buf out;
    lines in;         /* the user's lines (stdin) */
    int got;          /* what the last lines_read gave */
    gr_error err;     /* its error */
    size_t moves;
} session;

static int flush_out(session *s)
{
    int rc = cli_write(&s->out);

    gr_buf_reset(&s->out);
    if (rc == EXIT_ANSWERED && fflush(stdout) != 0)
        rc = EXIT_FAILURE_IO;
    return rc;
}

static int engine_turn(session *s, const char *prefix, int push)
{
    play_move m = {0, 0, NULL, NULL};
    gr_error err;
    int winning, rc;

    rc = play_game_engine(&s->game, &m, &winning, &err);
    if (rc != GR_OK)
        return cli_fail(&err);
    gr_buf_printf(&s->out, "%s: ", prefix);
    play_move_protocol(&m, &s->out);
    gr_buf_putc(&s->out, '\n');
    rc = push ? play_game_push(&s->game, &m) : GR_OK;
    play_move_clear(&m);
    s->moves += push;
    return rc == GR_OK ? EXIT_ANSWERED : EXIT_FAILURE_IO;
}

/* Reads the next line that is not blank or a comment; NULL at the end (or
** after a read error, left in s->err). A byte-order mark opening the input
** is skipped; a line ending at a NUL byte is returned with s->in.nul set
** (the caller refuses it: the input is not text, and reading stops). */
static const char *next_line(session *s)
{
    while ((s->got = lines_read(&s->in, &s->err)) == GR_OK) {
        char *t = s->in.line;
        size_t n = s->in.len;
        if (s->in.lineno == 1 && n >= 3 && memcmp(t, "\xEF\xBB\xBF", 3) == 0)
            t += 3;
        if (s->in.nul != 0)
            return t;
        t += strspn(t, " \t\r");
        while (n > 0 && strchr(" \t\r", s->in.line[n - 1]) != NULL)
            s->in.line[--n] = '\0';
        if (*t != '\0' && *t != '#')
            return t;
    }
    return NULL;
}

/* quit: the user sent quit; else the input ended (two whole sentences, for
** translation). */
static int unfinished(session *s, int quit)
{
    fputs("grundy: ", stderr);
    if (quit)
        fprintf(stderr, _("play: quit before the game ended (moves played: %zu)\n"), s->moves);
    else
        fprintf(stderr, _("play: end of input before the game ended (moves played: %zu)\n"),
                s->moves);
    return EXIT_UNFINISHED;
}

/* One line from the user at their turn; the exit code, or -1 to go on. */
static int user_turn(session *s, const char *line)
{
    play_move m = {0, 0, NULL, NULL};
    gr_buf why = GR_BUF_INIT;
    int rc;

    if (strcmp(line, "quit") == 0)
        return unfinished(s, 1);
    if (strcmp(line, "hint") == 0)
        return (rc = engine_turn(s, "hint", 0)) == EXIT_ANSWERED ? -1 : rc;
    if (strcmp(line, "help") == 0) {
        gr_buf_printf(&s->out, "help: %s\n", _("send a move as 'I -> TEXT' (component I "
                                               "becomes TEXT), or hint, undo, quit"));
        return -1;
    }
    if (strcmp(line, "undo") == 0) {
        if (!play_game_undo(&s->game))
            gr_buf_printf(&s->out, "error: %s\n", _("nothing to undo"));
        s->moves = s->game.count - 1;   /* the moves taken back are not played */
        return -1;
    }
    rc = s->game.compound == GR_COMPOUND_SUM
             ? play_read_move(play_game_now(&s->game), line, &m, &why)
             : play_compound_read(&s->game, line, &m, &why);
    if (rc == GR_EINPUT)
        gr_buf_printf(&s->out, "error: %s\n", gr_buf_str(&why));
    else if (rc == GR_OK && (rc = play_game_push(&s->game, &m)) == GR_OK)
        s->moves++;
    play_move_clear(&m);
    gr_buf_free(&why);
    return rc == GR_OK || rc == GR_EINPUT ? -1 : EXIT_FAILURE_IO;
}

static int run(session *s)
{
    const char *line;
    int rc;

    for (;;) {
        const gr_position *now = play_game_now(&s->game);
        if (play_game_over(&s->game)) {
            gr_buf_printf(&s->out, "winner: %s\n",
                          play_game_winner(&s->game) == PLAY_YOU ? "you" : "engine");
            return flush_out(s);
        }
        if (play_game_repeated(&s->game)) {
            gr_buf_printf(&s->out, "winner: none (%s)\n",
                          _("a draw: the position came up three times"));
            return flush_out(s);
        }
        if (play_game_mover(&s->game) == PLAY_ENGINE) {
            if ((rc = engine_turn(s, "engine", 1)) != EXIT_ANSWERED)
                return rc;
            continue;
        }
        gr_buf_puts(&s->out, "position: ");
        gr_position_print(now, &s->out);
        gr_buf_putc(&s->out, '\n');
        if ((rc = flush_out(s)) != EXIT_ANSWERED)
            return rc;
        if ((line = next_line(s)) == NULL && s->got != GR_ESTOP)
            return cli_fail(&s->err);
        if (line == NULL)
            return unfinished(s, 0);
        if (s->in.nul != 0) {
            fputs("grundy: ", stderr);
            fprintf(stderr, _("play: line %zu, column %zu: a NUL byte (this is not a line of "
                              "text)\n"), s->in.lineno, s->in.nul);
            return EXIT_BADINPUT;
        }
        if ((rc = user_turn(s, line)) >= 0)
            return flush_out(s) == EXIT_ANSWERED ? rc : EXIT_FAILURE_IO;
    }
}

int play_lines(const play_setup *setup)
{
    session s;
    int rc;

    memset(&s, 0, sizeof s);
    s.in.in = stdin;
    s.game.opt = setup->opt;
    s.game.compound = setup->compound;
    s.game.rng.state = setup->seed;
    if (play_game_start(&s.game, setup->start,
                        setup->first == PLAY_ENGINE ? PLAY_ENGINE : PLAY_YOU) != GR_OK)
        rc = EXIT_FAILURE_IO;
    else
        rc = run(&s);
    play_game_free(&s.game);
    gr_buf_free(&s.out);
    lines_free(&s.in);
    return rc;
}
