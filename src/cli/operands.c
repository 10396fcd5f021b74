/*
** operands.c - what commands read from their words besides options (see
** operands.h): a position, with the numbers of the arguments in its errors
** as given on the command line, and --max-heap handed to its games.
*/
#include <stdio.h>

#include "base/i18n.h"
#include "operands.h"
#include "output.h"

int cli_position_max_heap(const gr_position *p, uint64_t max_heap)
{
    gr_long_run run = {0};
    size_t i;

    run.max_heap = max_heap;
    run.further = _("(--max-heap N computes further)");
    for (i = 0; i < p->count; i++)
        if (gr_game_set_long_run(p->items[i].game, &run) != GR_OK)
            return cli_usage("out of memory");
    return EXIT_ANSWERED;
}

/* Words given apart (options between them) are parsed as one list; an
** error's "argument K" (K counted in that list from 0) is turned back into
** the number of the argument on the command line. */
static void renumber(gr_error *err, const cli_args *a, int from)
{
    static const char *const forms[] = {"argument %llu", "after argument %llu"};
    unsigned long long k, unused;
    int f;

    for (f = 0; f < 2; f++)
        if (gr_where_is(err->where, forms[f], 1, &k, &unused) &&
            k < (unsigned long long)(a->nwords - from)) {
            snprintf(err->where, sizeof err->where, forms[f],
                     (unsigned long long)a->argn[from + (int)k]);
            return;
        }
}

gr_position *cli_position(const cli_args *a, int from, const char *example, int *status)
{
    gr_position *p;
    gr_error err;

    if (from >= a->nwords) {
        *status = cli_usage("%s needs a position, e.g. 'grundy %s %s'", a->command, a->command,
                            example);
        return NULL;
    }
    p = gr_position_parse_args((const char *const *)a->words + from, (size_t)(a->nwords - from),
                               0, &err);
    if (p == NULL) {
        renumber(&err, a, from);
        *status = cli_fail(&err);
    }
    return p;
}
