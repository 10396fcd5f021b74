/*
** cmd_games.c - `grundy games`: the rulesets in the registry, with syntax,
** in the thread's language (each ruleset's summary and syntax are marked N_).
*/
#include "cli.h"
#include "output.h"

int cmd_games(const cli_args *a)
{
    const gr_ruleset *r;
    size_t i;

    if (cli_args_at_most(a, 0, "games takes no arguments") != EXIT_ANSWERED)
        return EXIT_BADINPUT;
    for (i = 0; (r = gr_registry_at(i)) != NULL; i++) {
        printf("%-12s %s\n%-12s   ", r->name, _(r->summary), "");   /* the names are ASCII */
        printf(_("syntax: %s\n"), _(r->syntax));
    }
    return EXIT_ANSWERED;
}
