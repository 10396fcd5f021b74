/*
** cmd_period.c - `grundy period SPEC [--max N] [--json]`: computes the value
** sequence of a heap game until its period is proved, and says which of
** three answers holds: proved, looks periodic but not proved, none found.
*/
#include <string.h>

#include "heapgame.h"

#define DEFAULT_MAX 100000u

static const char *status_word(const gr_period *p)
{
    switch (p->status) {
    case GR_PERIOD_PROVED:
        return "proved";
    case GR_PERIOD_APPARENT:
        return "apparent";
    default:
        return "none";
    }
}

static void period_json(gr_buf *b, const gr_game *g, const gr_period *p)
{
    gr_buf_puts(b, "{\"game\":");
    json_string(b, g->spec);
    gr_buf_printf(b, ",\"status\":\"%s\",\"proved\":%s", status_word(p),
                  p->status == GR_PERIOD_PROVED ? "true" : "false");
    if (p->status == GR_PERIOD_NONE)
        gr_buf_puts(b, ",\"preperiod\":null,\"period\":null,\"saltus\":null");
    else
        gr_buf_printf(b, ",\"preperiod\":%llu,\"period\":%llu,\"saltus\":%llu",
                      (unsigned long long)p->preperiod, (unsigned long long)p->period,
                      (unsigned long long)p->saltus);
    gr_buf_printf(b, ",\"checked_to\":%llu}\n", (unsigned long long)p->checked_to);
}

static void period_text(gr_buf *b, const gr_game *g, const gr_period *p)
{
    unsigned long long n0 = p->preperiod, per = p->period, s = p->saltus;

    gr_buf_printf(b, "%s\n", g->spec);
    if (p->status == GR_PERIOD_NONE) {
        gr_buf_printf(b, "  no period found: the values up to heap %llu do not repeat\n",
                      (unsigned long long)p->checked_to);
        return;
    }
    gr_buf_printf(b, "  preperiod: %llu\n  period:    %llu\n", n0, per);
    if (s != 0)
        gr_buf_printf(b, "  saltus:    %llu (arithmetic periodicity: G(n + %llu) = G(n) + %llu "
                      "for n >= %llu)\n", s, per, s, n0);
    gr_buf_printf(b, "  checked:   every heap up to %llu\n",
                  (unsigned long long)p->checked_to);
    if (p->status == GR_PERIOD_PROVED)
        gr_buf_puts(b, "  status:    proved (the periodicity theorem applies to the values "
                       "checked)\n");
    else if (s != 0)
        gr_buf_puts(b, "  status:    observed, not proved: no theorem here proves arithmetic "
                       "periodicity\n");
    else
        gr_buf_puts(b, "  status:    looks periodic, not proved (no theorem applies, or more "
                       "values are needed: try a larger --max)\n");
}

typedef struct period_args {
    const char *spec, *checkpoint;
    int spec_arg, json, progress, threads;
    uint64_t max, max_memory;
} period_args;

static int period_parse(period_args *a, int argc, char **argv)
{
    int i, rc;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0) {
            a->json = 1;
        } else if (strcmp(argv[i], "--progress") == 0) {
            a->progress = 1;
        } else if (strcmp(argv[i], "--max") == 0) {
            rc = heapgame_number(i + 1 < argc ? argv[i + 1] : NULL, i + 1, "--max", &a->max);
            if (rc != EXIT_ANSWERED)
                return rc;
            i++;
        } else if (strcmp(argv[i], "--threads") == 0) {
            rc = heapgame_threads(i + 1 < argc ? argv[i + 1] : NULL, i + 1, &a->threads);
            if (rc != EXIT_ANSWERED)
                return rc;
            i++;
        } else if (strcmp(argv[i], "--max-memory") == 0) {
            rc = heapgame_memory(i + 1 < argc ? argv[i + 1] : NULL, i + 1, &a->max_memory);
            if (rc != EXIT_ANSWERED)
                return rc;
            i++;
        } else if (strcmp(argv[i], "--checkpoint") == 0) {
            if (i + 1 == argc || argv[i + 1][0] == '\0')
                return cli_usage("argument %d: --checkpoint needs a file name", i + 1);
            a->checkpoint = argv[++i];
        } else if (argv[i][0] == '-' && argv[i][1] == '-') {
            return cli_usage("argument %d: unknown option '%s' for period", i + 1, argv[i]);
        } else if (a->spec == NULL) {
            a->spec = argv[i];
            a->spec_arg = i + 1;
        } else {
            return cli_usage("argument %d: unexpected '%s' (period takes one game)", i + 1,
                             argv[i]);
        }
    }
    if (a->spec == NULL)
        return cli_usage("period needs a game, e.g. 'grundy period kayles'");
    return EXIT_ANSWERED;
}

int cmd_period(int argc, char **argv)
{
    period_args a = {NULL, NULL, 0, 0, 0, 0, DEFAULT_MAX, 0};
    gr_buf out = GR_BUF_INIT;
    gr_period p;
    gr_error err;
    gr_game *g;
    int rc;

    if ((rc = period_parse(&a, argc, argv)) != EXIT_ANSWERED)
        return rc;
    if ((g = heapgame_open(a.spec, a.spec_arg, &rc)) == NULL)
        return rc;
    heapgame_long_run(a.checkpoint, a.progress, a.threads, a.max_memory);
    rc = gr_game_period(g, a.max, &p, &err);
    heapgame_long_run_end();
    if (rc != GR_OK) {
        gr_game_unref(g);
        return rc == GR_ESTOP ? heapgame_stopped(&err) : cli_fail(&err);
    }
    if (a.json)
        period_json(&out, g, &p);
    else
        period_text(&out, g, &p);
    rc = cli_write(&out);
    gr_buf_free(&out);
    gr_game_unref(g);
    return rc;
}
