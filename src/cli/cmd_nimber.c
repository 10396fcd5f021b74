/*
** cmd_nimber.c - `grundy nimber EXPR [--hex] [--explain]`: the nimber
** calculator. Joins its words with spaces, evaluates them (nimexpr.c) and
** prints the value, after the steps with --explain.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "answer/nimexpr.h"
#include "output.h"

enum { OPT_HEX, OPT_EXPLAIN };

const cli_option nimber_options[] = {
    [OPT_HEX] = {"hex", 0, NULL, N_("print nimbers in hex (0x...)")},
    [OPT_EXPLAIN] = {"explain", 0, NULL, N_("show each step: products by the Fermat 2-powers")},
    {NULL, 0, NULL, NULL}
};

/* The words joined by single spaces (NULL when out of memory). */
static char *join_words(const cli_args *a)
{
    size_t n = 1, at = 0;
    char *s;
    int k;

    for (k = 0; k < a->nwords; k++)
        n += strlen(a->words[k]) + 1;
    if ((s = malloc(n)) == NULL)
        return NULL;
    for (k = 0; k < a->nwords; k++) {
        size_t len = strlen(a->words[k]);
        memcpy(s + at, a->words[k], len);
        at += len;
        s[at++] = ' ';
    }
    s[at ? at - 1 : 0] = '\0';
    return s;
}

/* "column C" of the joined text becomes "argument K, column C'" of a word. */
static void where_in_words(const cli_args *a, gr_error *err)
{
    size_t col = nimexpr_column(err), start = 1;
    int k;

    if (col == 0)
        return;
    for (k = 0; k + 1 < a->nwords && col > start + strlen(a->words[k]); k++)
        start += strlen(a->words[k]) + 1;
    snprintf(err->where, sizeof err->where, "argument %d, column %zu", a->argn[k],
             col - start + 1);
}

int cmd_nimber(const cli_args *a)
{
    gr_buf out = GR_BUF_INIT;
    nimexpr_style style = {0, NULL};
    uint64_t v;
    gr_error err;
    char *text;
    int k, rc;

    for (k = 0; k < a->nopts; k++) {
        if (a->opts[k].id == OPT_HEX)
            style.hex = 1;
        else
            style.steps = &out;
    }
    if (a->nwords == 0)
        return cli_usage("nimber needs an expression, e.g. grundy nimber '8 * 8'");
    if ((text = join_words(a)) == NULL)
        return cli_usage("out of memory");
    rc = nimexpr_eval(text, &style, &v, &err);
    free(text);
    if (rc != GR_OK) {
        gr_buf_free(&out);
        where_in_words(a, &err);
        return cli_fail(&err);
    }
    nimexpr_put(&out, v, style.hex);
    gr_buf_putc(&out, '\n');
    rc = cli_write(&out);
    gr_buf_free(&out);
    return rc;
}
