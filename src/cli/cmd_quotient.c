/*
** cmd_quotient.c - `grundy quotient GAME [+ GAME...] [--max N] [--json]`:
** the misere quotient of heap games (its presentation, P-portion, the
** pretending function and its period) and how far it is proved.
*/
#include <string.h>

#include "cli.h"
#include "heapgame.h"
#include "output.h"
#include "answer/put.h"

#define MAX_GAMES 16
#define TEXT_PHI 120   /* heaps of phi shown in text when no period shows */

enum { OPT_MAX, OPT_JSON };

const cli_option quotient_options[] = {
    [OPT_MAX] = {"max", 0, "N", N_("the ceiling: heaps up to N at most (default 16384)")},
    [OPT_JSON] = {"json", 0, NULL, N_("one JSON object")},
    {NULL, 0, NULL, NULL}
};

typedef struct quotient_args {
    gr_game *games[MAX_GAMES];
    size_t ngames;
    uint64_t max;
    int max_arg;   /* --max's value's argument, or 0 */
    int json;
} quotient_args;

static void close_games(quotient_args *a)
{
    for (size_t i = 0; i < a->ngames; i++)
        gr_game_unref(a->games[i]);
    a->ngames = 0;
}

/* The games: words "GAME [+ GAME]...". */
/* The heap game of a word, or NULL after the usage error (*status): a
** quotient is of heap games alone (rows of coins have values and periods,
** not quotients). */
static gr_game *quotient_game(const char *spec, int argn, int *status)
{
    gr_error err;
    gr_game *g = gr_game_new(spec, strlen(spec), &err);

    if (g != NULL && g->rules->shape != GR_SHAPE_HEAP) {
        gr_error_set(&err, GR_EINPUT, "'%s' is not a heap game: misere quotients are computed "
                     "for heap games", g->spec);
        gr_game_unref(g);
        g = NULL;
    }
    if (g == NULL) {
        cli_where_arg(&err, argn);
        *status = cli_fail(&err);
    }
    return g;
}

static int open_games(quotient_args *a, const cli_args *args)
{
    int rc = EXIT_ANSWERED;
    if (args->nwords == 0)
        return cli_usage("quotient needs a heap game, e.g. 'grundy quotient kayles'");
    for (int k = 0; k < args->nwords && rc == EXIT_ANSWERED; k++) {
        int plus = strcmp(args->words[k], "+") == 0;
        if (plus != (k % 2 == 1) || (plus && k + 1 == args->nwords))
            return close_games(a), cli_usage("argument %d: expected games joined by '+' "
                                             "(grundy quotient kayles + octal:0.07)",
                                             args->argn[k]);
        if (plus)
            continue;
        if (a->ngames == MAX_GAMES)
            return close_games(a), cli_usage("argument %d: at most %d games at once",
                                             args->argn[k], MAX_GAMES);
        a->games[a->ngames] = quotient_game(args->words[k], args->argn[k], &rc);
        if (a->games[a->ngames] != NULL)
            a->ngames++;
    }
    if (rc != EXIT_ANSWERED)
        close_games(a);
    return rc;
}

static int quotient_parse(quotient_args *a, const cli_args *args)
{
    a->max = 16384;
    for (int k = 0; k < args->nopts; k++) {
        const cli_opt *o = &args->opts[k];
        if (o->id == OPT_JSON)
            a->json = 1;
        else if (cli_opt_u64_min(o, quotient_options, 1, &a->max) != EXIT_ANSWERED)
            return EXIT_BADINPUT;   /* 0 is no ceiling at all (it once meant the default) */
        else
            a->max_arg = o->argn;
    }
    return open_games(a, args);
}

/* ---- text ---- */

static void put_games(gr_buf *b, const quotient_args *a)
{
    for (size_t i = 0; i < a->ngames; i++)
        gr_buf_printf(b, "%s%s", i ? " + " : "", a->games[i]->spec);
}

/* "c = heap 4" for generator i (the game named when there are several). */
static void put_generator(gr_buf *b, const gr_quotient *q, const quotient_args *a, size_t i)
{
    gr_buf name = GR_BUF_INIT;
    size_t game;
    uint64_t heap;
    gr_quotient_generator(q, i, &game, &heap);
    gr_quotient_name(q, gr_quotient_phi(q, game, heap), &name);
    if (a->ngames > 1)
        gr_buf_printf(b, _("%s = heap %s %llu"), gr_buf_str(&name), a->games[game]->spec,
                      (unsigned long long)heap);
    else
        gr_buf_printf(b, _("%s = heap %llu"), gr_buf_str(&name), (unsigned long long)heap);
    gr_buf_free(&name);
}

static void text_presentation(gr_buf *b, const gr_quotient *q, const quotient_args *a,
                              const gr_quotient_info *in)
{
    gr_buf list = GR_BUF_INIT;
    uint32_t n = 0;

    /* each list first, then its line whole: a language pads its own labels */
    for (size_t i = 0; i < in->ngenerators; i++) {
        gr_buf_puts(&list, i ? ", " : "");
        put_generator(&list, q, a, i);
    }
    gr_buf_printf(b, in->ngenerators ? _("  generators: %s\n") : _("  generators: none\n"),
                  gr_buf_str(&list));
    gr_buf_reset(&list);
    for (size_t i = 0; i < in->nrelations; i++) {
        gr_buf lhs = GR_BUF_INIT, rhs = GR_BUF_INIT;
        gr_quotient_relation(q, i, &lhs, &rhs);
        gr_buf_printf(&list, "%s%s = %s", i ? ", " : "", gr_buf_str(&lhs), gr_buf_str(&rhs));
        gr_buf_free(&lhs);
        gr_buf_free(&rhs);
    }
    gr_buf_printf(b, in->nrelations ? _("  relations:  %s\n") : _("  relations:  none\n"),
                  gr_buf_str(&list));
    gr_buf_reset(&list);
    for (uint32_t x = 0; x < in->order; x++)
        if (gr_quotient_is_p(q, x)) {
            gr_buf_puts(&list, n++ ? ", " : "");
            gr_quotient_name(q, x, &list);
        }
    gr_buf_printf(b, n ? _("  P-portion:  %s\n") : _("  P-portion: \n"), gr_buf_str(&list));
    gr_buf_free(&list);
}

/* The heaps of phi worth showing: a period's first cycle, or the start. */
static uint64_t phi_shown(const gr_quotient_info *in, int json)
{
    uint64_t n = in->checked + 1;
    if (in->status == GR_QUOTIENT_PROVED)
        n = in->preperiod + in->period;
    if (!json && n > TEXT_PHI && in->status != GR_QUOTIENT_PROVED)
        n = TEXT_PHI;
    return n;
}

static void text_phi(gr_buf *b, const gr_quotient *q, const quotient_args *a,
                     const gr_quotient_info *in)
{
    uint64_t n = phi_shown(in, 0);
    for (size_t g = 0; g < a->ngames; g++) {
        if (a->ngames > 1)
            gr_buf_printf(b, _("  phi of %s:\n             "), a->games[g]->spec);
        else
            gr_buf_puts(b, _("  phi:       "));
        for (uint64_t h = 0; h < n; h++) {
            gr_buf_puts(b, h % 12 == 0 ? (h ? "\n              " : " ") : " ");
            gr_quotient_name(q, gr_quotient_phi(q, g, h), b);
        }
        gr_buf_printf(b, n < in->checked + 1 && in->status != GR_QUOTIENT_PROVED ?
                      _(" ...   (heaps 0..%llu)\n") : _("   (heaps 0..%llu)\n"),
                      (unsigned long long)(n - 1));
    }
}

static void text_status(gr_buf *b, const quotient_args *a, const gr_quotient_info *in)
{
    unsigned long long n0 = in->preperiod, p = in->period, c = in->checked;
    if (in->period != 0)
        gr_buf_printf(b, _("  period:     %llu, from heap %llu\n"), p, n0);
    gr_buf_printf(b, _("  checked:    every sum of heaps up to %llu\n"), c);
    if (in->status == GR_QUOTIENT_PROVED)
        gr_buf_printf(b, _("  status:     proved for every heap: phi(n + %llu) = phi(n) for n "
                           ">= %llu (the periodicity theorem for octal games)\n"), p, n0);
    else if (in->status == GR_QUOTIENT_NONE)   /* the library's reason, marked there */
        gr_buf_printf(b, _("  status:     no finite quotient found past heap %llu: %s (the "
                           "quotient above is that of heaps 0..%llu)\n"),
                      (unsigned long long)in->stopped_at, _(in->stopped), c);
    else if (in->period != 0 && (gr_game_props(a->games[0]) & GR_PROP_OCTAL))
        gr_buf_puts(b, _("  status:     found, not proved: phi looks periodic, but more heaps "
                         "are needed for the theorem (try a larger --max)\n"));
    else if (in->period != 0)
        gr_buf_puts(b, _("  status:     found, not proved: phi looks periodic, but no "
                         "periodicity theorem covers this game\n"));
    else
        gr_buf_puts(b, _("  status:     found for the heaps checked, no period seen (--max N "
                         "looks further)\n"));
}

static void quotient_text(gr_buf *b, const gr_quotient *q, const quotient_args *a)
{
    gr_quotient_info in;
    gr_quotient_get_info(q, &in);
    put_games(b, a);
    gr_buf_putc(b, '\n');
    gr_buf_printf(b, in.tame ? _("  quotient:   order %u, |P| = %u, tame (the quotient of some "
                                 "Nim heaps)\n") : _("  quotient:   order %u, |P| = %u, not "
                                                      "tame\n"), in.order, in.p_count);
    text_presentation(b, q, a, &in);
    text_phi(b, q, a, &in);
    text_status(b, a, &in);
}

/* ---- JSON ---- */

static void json_name(gr_buf *b, const gr_quotient *q, uint32_t x)
{
    gr_buf name = GR_BUF_INIT;
    gr_quotient_name(q, x, &name);
    json_string(b, gr_buf_str(&name));
    gr_buf_free(&name);
}

static void json_presentation(gr_buf *b, const gr_quotient *q, const quotient_args *a,
                              const gr_quotient_info *in)
{
    gr_buf_puts(b, ",\"generators\":[");
    for (size_t i = 0; i < in->ngenerators; i++) {
        size_t game;
        uint64_t heap;
        gr_quotient_generator(q, i, &game, &heap);
        gr_buf_puts(b, i ? ",{\"name\":" : "{\"name\":");
        json_name(b, q, gr_quotient_phi(q, game, heap));
        gr_buf_puts(b, ",\"game\":");
        json_string(b, a->games[game]->spec);
        gr_buf_printf(b, ",\"heap\":%llu}", (unsigned long long)heap);
    }
    gr_buf_puts(b, "],\"relations\":[");
    for (size_t i = 0; i < in->nrelations; i++) {
        gr_buf lhs = GR_BUF_INIT, rhs = GR_BUF_INIT;
        gr_quotient_relation(q, i, &lhs, &rhs);
        gr_buf_puts(b, i ? ",[" : "[");
        json_string(b, gr_buf_str(&lhs));
        gr_buf_putc(b, ',');
        json_string(b, gr_buf_str(&rhs));
        gr_buf_putc(b, ']');
        gr_buf_free(&lhs);
        gr_buf_free(&rhs);
    }
    gr_buf_puts(b, "],\"p_portion\":[");
    for (uint32_t x = 0, n = 0; x < in->order; x++)
        if (gr_quotient_is_p(q, x)) {
            if (n++)
                gr_buf_putc(b, ',');
            json_name(b, q, x);
        }
    gr_buf_putc(b, ']');
}

static void json_phi(gr_buf *b, const gr_quotient *q, const quotient_args *a,
                     const gr_quotient_info *in)
{
    uint64_t n = phi_shown(in, 1);
    gr_buf_puts(b, ",\"phi\":{");
    for (size_t g = 0; g < a->ngames; g++) {
        if (g)
            gr_buf_putc(b, ',');
        json_string(b, a->games[g]->spec);
        gr_buf_puts(b, ":[");
        for (uint64_t h = 0; h < n; h++) {
            if (h)
                gr_buf_putc(b, ',');
            json_name(b, q, gr_quotient_phi(q, g, h));
        }
        gr_buf_putc(b, ']');
    }
    gr_buf_putc(b, '}');
}

static void quotient_json(gr_buf *b, const gr_quotient *q, const quotient_args *a)
{
    static const char *status[] = {"none", "found", "proved"};
    gr_quotient_info in;
    gr_quotient_get_info(q, &in);
    gr_buf_puts(b, "{\"games\":[");
    for (size_t i = 0; i < a->ngames; i++) {
        if (i)
            gr_buf_putc(b, ',');
        json_string(b, a->games[i]->spec);
    }
    gr_buf_printf(b, "],\"status\":\"%s\",\"order\":%u,\"p_count\":%u,\"tame\":%s",
                  status[in.status], in.order, in.p_count, in.tame ? "true" : "false");
    json_presentation(b, q, a, &in);
    json_phi(b, q, a, &in);
    gr_buf_printf(b, ",\"preperiod\":%llu,\"period\":%llu,\"checked\":%llu",
                  (unsigned long long)in.preperiod, (unsigned long long)in.period,
                  (unsigned long long)in.checked);
    if (in.status == GR_QUOTIENT_NONE) {
        gr_buf_printf(b, ",\"stopped_at\":%llu,\"stopped\":", (unsigned long long)in.stopped_at);
        json_string(b, in.stopped);
    }
    gr_buf_puts(b, "}\n");
}

int cmd_quotient(const cli_args *args)
{
    quotient_args a;
    gr_buf out = GR_BUF_INIT;
    gr_quotient *q;
    gr_error err;
    int rc;

    memset(&a, 0, sizeof a);
    if ((rc = quotient_parse(&a, args)) != EXIT_ANSWERED)
        return rc;
    cli_catch_stops(N_("grundy: interrupted by %s while computing the answer; nothing was "
                       "printed\n"), NULL);
    rc = gr_quotient_compute(a.games, a.ngames, a.max, 0, NULL, NULL, &q, &err);
    if (rc != GR_OK) {
        close_games(&a);
        if (rc == GR_ERANGE)   /* a ceiling beyond reach: --max's */
            heapgame_blame(&err, a.max_arg);
        return cli_fail(&err);
    }
    if (a.json)
        quotient_json(&out, q, &a);
    else
        quotient_text(&out, q, &a);
    rc = cli_write(&out);
    gr_buf_free(&out);
    gr_quotient_free(q);
    close_games(&a);
    return rc;
}
