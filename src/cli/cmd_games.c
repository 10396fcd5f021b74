/*
** cmd_games.c - `grundy games`: the rulesets in the registry, with syntax.
*/
#include "cli.h"

int cmd_games(int argc, char **argv)
{
    const gr_ruleset *r;
    size_t i;

    (void)argv;
    if (argc > 1)
        return cli_usage("games takes no arguments");
    for (i = 0; (r = gr_registry_at(i)) != NULL; i++)
        printf("%-12s %s\n%-12s   syntax: %s\n", r->name, r->summary, "", r->syntax);
    return EXIT_ANSWERED;
}
