/*
** cmd_values.c - `grundy values SPEC --to N`: the value sequence G(A)..G(N)
** of any heap game, one per line or as an OEIS b-file, and an SVG plot;
** with --genus, each heap's genus (misere play) instead.
*/
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "heapgame.h"
#include "output.h"
#include "plot_svg.h"

#define FLUSH_AT (1u << 16)
#define TABLE_BEYOND 0x80000000ULL   /* no value table is computed this far */
#define STRETCH 4096   /* heaps computed before the first are printed, at least */
#define CHUNK 1024     /* heaps whose values are asked for at once */

typedef struct values_args {
    const char *spec;
    int spec_arg, to_arg;   /* the game's argument, and --to's */
    uint64_t from, to;
    int have_to, oeis, print, genus;
    const char *plot;
    heapgame_run run;
} values_args;

enum { OPT_TO = RUN_OPTIONS, OPT_FROM, OPT_FORMAT, OPT_PLOT, OPT_PRINT, OPT_GENUS };

const cli_option values_options[] = {
    HEAPGAME_RUN_OPTIONS,
    [OPT_TO] = {"to", 0, "N", N_("the last heap (required)")},
    [OPT_FROM] = {"from", 0, "A", N_("the first heap (default 0)")},
    [OPT_FORMAT] = {"format", 0, "plain|oeis", N_("a value per line, or an OEIS b-file ('n G(n)')")},
    [OPT_PLOT] = {"plot", 0, "FILE", N_("write an SVG plot to FILE (.svg), the period marked")},
    [OPT_PRINT] = {"print", 0, NULL, N_("with --plot: print the values too")},
    [OPT_GENUS] = {"genus", 0, NULL, N_("each heap's genus instead (misere play): 'n genus tame|wild'")},
    {NULL, 0, NULL, NULL}
};

static int values_option(values_args *a, const cli_opt *o)
{
    switch (o->id) {
    case OPT_TO:
        a->have_to = 1;
        a->to_arg = o->argn;
        return cli_opt_u64(o, values_options, &a->to);
    case OPT_FROM:
        return cli_opt_u64(o, values_options, &a->from);
    case OPT_FORMAT:
        return cli_opt_choice(o, values_options, &a->oeis);
    case OPT_PLOT:
        return cli_opt_text(o, values_options, &a->plot);
    case OPT_PRINT:
        a->print = 1;
        return EXIT_ANSWERED;
    case OPT_GENUS:
        a->genus = 1;
        return EXIT_ANSWERED;
    default:
        return heapgame_run_option(o, values_options, &a->run);
    }
}

static int values_parse(values_args *a, const cli_args *args)
{
    int k, rc;

    for (k = 0; k < args->nopts; k++)
        if ((rc = values_option(a, &args->opts[k])) != EXIT_ANSWERED)
            return rc;
    if (args->nwords == 0)
        return cli_usage("values needs a game, e.g. 'grundy values kayles --to 100'");
    if (cli_args_at_most(args, 1, "values takes one game") != EXIT_ANSWERED)
        return EXIT_BADINPUT;
    a->spec = args->words[0];
    a->spec_arg = args->argn[0];
    if (!a->have_to)
        return cli_usage("values needs --to N, the last heap size");
    if (a->from > a->to)
        return cli_usage("--from %llu is larger than --to %llu", (unsigned long long)a->from,
                         (unsigned long long)a->to);
    if (a->genus && (a->plot != NULL || a->oeis))
        return cli_usage("--genus prints genera, not values: it goes without --plot and --format");
    if (a->print && a->plot == NULL)
        return cli_usage("--print goes with --plot (without it the values are printed anyway)");
    return EXIT_ANSWERED;
}

/* The exit code for a failed computation: a stop asked by a signal, or an
** error. */
static int values_failed(const gr_error *err)
{
    return err->code == GR_ESTOP ? heapgame_stopped(err) : cli_fail(err);
}

/* Ctrl-C or SIGTERM while values known (proved, or a closed form) are
** printed, heaps from..last printed whole: said, and 128 + the signal. */
static int values_stopped(uint64_t from, uint64_t last)
{
    const char *name;
    int sig = heapgame_stop_signal(&name);

    fputs("grundy: ", stderr);
    fprintf(stderr, _("interrupted by %s: the values of heaps %llu to %llu were printed\n"),
            name, (unsigned long long)from, (unsigned long long)last);
    return 128 + sig;
}

/* For the plot: the game's values up to `to` computed (or proved) whole, and
** the first and last values checked, so that errors come before any output. */
static int values_prepare(const gr_game *g, const values_args *a, gr_period *p)
{
    gr_error err;
    uint64_t v;
    int rc;

    memset(p, 0, sizeof *p);
    if (gr_game_has_period(g) && (rc = gr_game_period(g, a->to, p, &err)) != GR_OK)
        return values_failed(&err);
    if (gr_heap_value(g, a->from, &v, &err) != GR_OK ||
        gr_heap_value(g, a->to, &v, &err) != GR_OK)
        return values_failed(&err);
    return EXIT_ANSWERED;
}

static int values_write(const gr_game *g, const values_args *a, uint64_t from, uint64_t to,
                        const gr_period *p, int last);

/* The values of heaps from..to that a run computed before it ended (a stop,
** a failed save): those up to p->checked_to, which the period op said
** (UINT64_MAX: it said nothing), printed before the run says why it ended. */
static int values_write_computed(const gr_game *g, const values_args *a, uint64_t from,
                                 uint64_t to, const gr_period *p)
{
    uint64_t last = p->checked_to < to ? p->checked_to : to;

    if (p->checked_to == UINT64_MAX || last < from)
        return EXIT_ANSWERED;
    return values_write(g, a, from, last, NULL, 1);
}

/* Ctrl-C or SIGTERM while the lines were written, after those of heaps
** a->from..last. When the values come from a table being computed (p not
** NULL: no period is proved yet), the stop is the run's: the period is
** looked for one heap further, and the library sees the stop, saves the
** checkpoint and says what it holds (or that the save failed), as when the
** signal comes while it computes; the values computed are printed first,
** as after that stop, so that the lines are the values it says (with
** --plot the table was computed whole before: what was not printed is not).
** Where that heap is past a limit (memory, the engine's last heap), the
** lines printed are said. */
static int values_write_stopped(const gr_game *g, const values_args *a, const gr_period *p,
                                uint64_t last)
{
    gr_period further;
    gr_error err;
    int rc;

    if (p != NULL && gr_game_has_period(g) && p->status != GR_PERIOD_PROVED) {
        further.checked_to = UINT64_MAX;
        rc = gr_game_period(g, p->checked_to + 1, &further, &err);
        if (rc != GR_OK && rc != GR_EUNDECIDED && rc != GR_ENOMEM && rc != GR_ERANGE) {
            if (a->plot == NULL &&
                (rc = values_write_computed(g, a, last + 1, a->to, &further)) != EXIT_ANSWERED)
                return rc;
            return values_failed(&err);
        }
    }
    return values_stopped(a->from, last);
}

/* Prints G(from..to), whose values are known (computed or proved; p is
** what the period search found, or NULL), CHUNK heaps at a time
** (gr_heap_values reads a table straight). A chunk that fails is taken again
** heap by heap, so that the values before the one that failed are printed as
** they were before it. A stop asked (Ctrl-C, SIGTERM) ends the printing
** between chunks, unless `last` says these are the run's last lines: the
** values a stopped run computed, printed before its stop is said. */
static int values_write(const gr_game *g, const values_args *a, uint64_t from, uint64_t to,
                        const gr_period *p, int last)
{
    gr_buf out = GR_BUF_INIT;
    gr_error err;
    uint64_t heaps[CHUNK], n = from;
    size_t i, count;
    int rc = EXIT_ANSWERED, bulk, stop;

    for (;;) {
        count = to - n >= CHUNK ? CHUNK : (size_t)(to - n) + 1;
        for (i = 0; i < count; i++)
            heaps[i] = n + i;
        bulk = gr_heap_values(g, heaps, count, heaps, NULL) == GR_OK;
        if (bulk && !a->oeis) {
            gr_buf_u64s(&out, heaps, count, '\n');
            n += count;
        } else {
            for (i = 0; i < count; i++, n++) {
                if (!bulk && gr_heap_value(g, n, &heaps[i], &err) != GR_OK) {
                    /* the lines before it are out first, then the reason */
                    if ((rc = cli_write(&out)) == EXIT_ANSWERED && fflush(stdout) == 0) {
                        heapgame_blame(&err, a->to_arg);
                        rc = values_failed(&err);
                    }
                    goto done;
                }
                if (a->oeis) {
                    gr_buf_u64(&out, n);
                    gr_buf_putc(&out, ' ');
                }
                gr_buf_u64(&out, heaps[i]);
                gr_buf_putc(&out, '\n');
            }
        }
        stop = !last && heapgame_signal() != 0;   /* read once: a signal between two reads */
        if ((out.len >= FLUSH_AT || n - 1 == to || stop) &&   /* would lose lines */
            (rc = cli_write(&out)) != EXIT_ANSWERED)
            break;
        if (out.len >= FLUSH_AT || stop)
            gr_buf_reset(&out);
        if (n - 1 == to)
            break;
        if (stop) {   /* Ctrl-C or SIGTERM: the lines so far are out */
            rc = values_write_stopped(g, a, p, n - 1);
            break;
        }
    }
done:
    gr_buf_free(&out);
    if (rc == EXIT_ANSWERED && fflush(stdout) != 0)
        rc = cli_write_failed();
    return rc;
}

/* The end of the next stretch after heap n: a quarter more each time (at
** least STRETCH heaps), so the first values come at once and the work of
** looking for the period again stays a fraction of the whole. */
static uint64_t stretch_end(uint64_t n, uint64_t to)
{
    uint64_t step = n / 4 > STRETCH ? n / 4 : STRETCH;

    return to - n <= step ? to : n + step;
}

/* How far a stretch from heap n to end that failed (a value past what the
** table holds, the memory limit) got: heaps n..k-1 are computed and final,
** and k is returned (n: none). Found by asking for less, which computes
** nothing more; those values are printed before the failure is said. */
static uint64_t values_reached(const gr_game *g, uint64_t n, uint64_t end)
{
    uint64_t lo = n, hi = end;   /* heaps below lo reached, hi not */
    gr_period p;
    gr_error err;

    while (lo < hi) {
        uint64_t mid = lo + (hi - lo) / 2;
        if (gr_game_period(g, mid, &p, &err) == GR_OK)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* Prints G(from..to) as the values become final: the table is computed (and
** its period looked for) one stretch at a time, and each stretch is printed
** before the next is computed. An interrupted run leaves whole lines: every
** value printed is final. */
static int values_stream(const gr_game *g, const values_args *a)
{
    gr_period p;
    gr_error err;
    uint64_t n = a->from, end;
    int rc;

    memset(&p, 0, sizeof p);
    /* no table grows to 2^31 heaps: such values must come from a period,
    ** which the library finds (or refuses to promise) before any output,
    ** but for the values computed when a stop comes first */
    p.checked_to = UINT64_MAX;   /* not said, unless the period op says it */
    if (gr_game_has_period(g) && a->to >= TABLE_BEYOND &&
        gr_game_period(g, a->to, &p, &err) != GR_OK) {
        /* stopped, or a save failed, on the way to a proof: the values
        ** computed are printed first, as in a stretch below */
        if ((err.code == GR_ESTOP || err.code == GR_EIO) &&
            (rc = values_write_computed(g, a, a->from, a->to, &p)) != EXIT_ANSWERED)
            return rc;
        heapgame_blame(&err, a->to_arg);
        return values_failed(&err);
    }
    for (;;) {
        int proved = p.status == GR_PERIOD_PROVED;
        end = !gr_game_has_period(g) || proved ? a->to : stretch_end(n, a->to);
        p.checked_to = UINT64_MAX;   /* not said, unless the period op says it */
        if (gr_game_has_period(g) && !proved && gr_game_period(g, end, &p, &err) != GR_OK) {
            /* the values computed are printed first, then what stopped
            ** the run: past a limit (memory, a value too large) found by
            ** asking for less; after a stop or a failed save, as far as
            ** p.checked_to says (gr_game_period) */
            if (err.code == GR_EUNDECIDED || err.code == GR_ERANGE) {
                uint64_t reached = values_reached(g, n, end);
                if (reached > n &&
                    (rc = values_write(g, a, n, reached - 1, NULL, 1)) != EXIT_ANSWERED)
                    return rc;
            } else if ((rc = values_write_computed(g, a, n, end, &p)) != EXIT_ANSWERED) {
                return rc;
            }
            return values_failed(&err);
        }
        if ((rc = values_write(g, a, n, end, &p, 0)) != EXIT_ANSWERED ||
            end == a->to)
            return rc;
        n = end + 1;
    }
}

/* The lines of values --genus, one a heap ("n genus tame|wild"), each
** written as it is found; `failed` once a write failed (cli_write said
** so), which stops the scan. */
typedef struct genus_out {
    gr_buf out;
    int failed;
} genus_out;

static int genus_line(void *ctx, uint64_t heap, const gr_genus *gen)
{
    genus_out *o = ctx;

    gr_buf_u64(&o->out, heap);
    gr_buf_putc(&o->out, ' ');
    gr_genus_print(gen, &o->out);
    gr_buf_puts(&o->out, gen->tame ? " tame\n" : " wild\n");
    if (cli_write(&o->out) != EXIT_ANSWERED) {
        o->failed = 1;
        return GR_ESTOP;
    }
    gr_buf_reset(&o->out);
    return 0;
}

/* The genera of heaps from..to, by search (the limit of --search-limit). */
static int values_genus(gr_game *g, const values_args *a)
{
    gr_solve_options opt = {0, 0, NULL, NULL, NULL, 0};
    genus_out o = {GR_BUF_INIT, 0};
    gr_error err;
    int rc;

    opt.stop = heapgame_stop_asked;
    opt.max_memory = a->run.max_memory;
    rc = gr_heap_genera(g, a->from, a->to, &opt, genus_line, &o, &err);
    gr_buf_free(&o.out);
    if (o.failed)
        return EXIT_FAILURE_IO;   /* cli_write said why */
    if (rc != GR_OK)
        return values_failed(&err);
    return fflush(stdout) != 0 ? cli_write_failed() : EXIT_ANSWERED;
}

int cmd_values(const cli_args *args)
{
    values_args a;
    gr_period p;
    gr_game *g;
    int rc;

    memset(&a, 0, sizeof a);
    if ((rc = values_parse(&a, args)) != EXIT_ANSWERED)
        return rc;
    if ((g = heapgame_open(a.spec, a.spec_arg, &rc)) == NULL)
        return rc;
    if ((rc = heapgame_check_run(g, &a.run)) != EXIT_ANSWERED) {
        gr_game_unref(g);
        return rc;
    }
    /* the table grows a stretch at a time (values_stream): its progress says
    ** how far the whole run goes, unless that is past every table */
    a.run.goal = a.to < TABLE_BEYOND ? a.to + 1 : 0;
    heapgame_long_run(g, &a.run);
    if (a.genus) {
        rc = values_genus(g, &a);
    } else if (a.plot == NULL) {
        rc = values_stream(g, &a);
    } else {
        rc = values_prepare(g, &a, &p);
        if (rc == EXIT_ANSWERED)
            rc = plot_svg(a.plot, g, a.from, a.to, &p);
        if (rc == EXIT_ANSWERED && a.print)
            rc = values_write(g, &a, a.from, a.to, &p, 0);
    }
    heapgame_long_run_end(g);
    gr_game_unref(g);
    return rc;
}
