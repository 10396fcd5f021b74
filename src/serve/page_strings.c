/*
** page_strings.c - the words of the page of `grundy serve` (web/), marked
** for the gettext catalogue like the command line's (po/zh_CN/web.po), and
** sent translated by /api/strings: the page looks each one up by its
** English text, so a new language of the page is one more .po file. A text
** the page shows must be in this table, word for word as web/app.js and
** web/index.html write it (tests/cli/test_serve.sh checks they agree).
*/
#include "base/i18n.h"
#include "answer/put.h"
#include "serve.h"

static const char *const page_strings[] = {
    N_("Error: %s"),
    N_("N: the player to move wins."),
    N_("P: the player to move loses."),
    N_("D: a draw with perfect play."),
    N_("component %s: %s"),
    N_("leaves %s"),
    N_("Moves that keep the draw (click one to play it):"),
    N_("Winning moves (click one to play it):"),
    N_("The values in binary: a column per power of two"
       "; the marked columns have an odd number of ones."),
    N_("component"),
    N_("position"),
    N_("an odd number of ones"),
    N_("value"),
    N_("after %s"),
    N_("nim-sum"),
    N_("XOR of the values"),
    N_("The winning move changes component %s from %s to %s:"
       " afterwards every column has an even number of ones."),
    N_("The winning move changes component %s from %s to %s."),
    N_("component %s"),
    N_("leave %s of %s"),
    N_("You win! Well played."),
    N_("The engine wins."),
    N_("The engine played component %s: %s. Your move."),
    N_("The engine played %s. Your move."),   /* a compound's move, in every component */
    N_("Your move."),
    N_("Taken back. Your move."),
    N_("Hint: component %s: %s"),
    N_("Hint: %s"),
    N_("No winning move here: play on and hope the engine errs (it will not)."),
    N_("period %s from heap %s"),
    N_("heap size n"),
    N_("value G(n)"),
    N_("G(%s) = %s"),
    N_("Point at the plot (or focus it and use the arrow keys) to read a value."),
    N_("Proved: preperiod %s, period %s (shaded from the preperiod on)."),
    N_("No period proved up to heap %s."),
    N_("No period, plain or arithmetic: the game's theory proves that there is none (grundy "
       "period says why)."),
    N_("grundy: impartial games solved"),
    N_("Who wins, the nim-value and every winning move, and why."),
    N_("Position"),
    N_("Solve"),
    N_("Add a game"),
    N_("misère play"),
    N_("Components joined by +, each a game and its arguments, as on the command line:"),
    N_("Answer"),
    N_("Why (step by step)"),
    N_("Link to this position"),
    N_("Play against the perfect engine"),
    N_("Start a game from this position"),
    N_("Undo"),
    N_("Hint"),
    N_("show who is winning"),
    N_("Nim-sequence"),
    N_("Game"),
    N_("up to heap"),
    N_("Plot"),
    N_("values of the game by heap size"),
    N_("Language"),
    N_("Served by grundy serve; the JSON API is in docs/WEB.md."),
    N_("Compound"),
    N_("sum: a move in one component"),
    N_("conjunctive: a move in every component"),
    N_("continued: a move in every component that can move"),
    N_("selective: a move in any set of components"),
    N_("Each component played alone, and the compound."),
    N_("remoteness"),   /* a compound's "rule" (/api/explain?compound=), a column */
    N_("suspense"),
    N_("outcome"),
    N_("the compound"),
};

void serve_page_strings(gr_buf *out)
{
    size_t i;

    gr_buf_putc(out, '{');
    for (i = 0; i < sizeof page_strings / sizeof page_strings[0]; i++) {
        gr_buf_puts(out, i ? "," : "");
        json_string(out, page_strings[i]);
        gr_buf_putc(out, ':');
        json_string(out, _(page_strings[i]));
    }
    gr_buf_putc(out, '}');
}
