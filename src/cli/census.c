/*
** census.c - the work of `grundy census`: one game's record (its values to
** N, the period proved where the theorem allows, the largest value), and a
** list of games run on every core with the records written in the list's
** order, so that the output does not depend on which game finished first.
*/
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "answer/put.h"
#include "base/i18n.h"
#include "census.h"

/* ---- the table's words ---- */

/* s (marked N_) in the table's language (the thread that computes a record
** speaks it: census_speak). */
static const char *say(const census *c, const char *s)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format_arg(2)))
#endif
    ;
static const char *say(const census *c, const char *s)
{
    return c->lang != NULL ? _(s) : s;
}

/* text right-aligned (left when width < 0) in |width| terminal columns:
** printf pads by bytes, a wide character takes three and shows two. */
static void put_col(gr_buf *b, const char *text, int width)
{
    size_t want = (size_t)(width < 0 ? -width : width), cols = gr_text_width(text, strlen(text));
    size_t pad = want > cols ? want - cols : 0;

    if (width < 0)
        gr_buf_puts(b, text);
    while (pad-- > 0)
        gr_buf_putc(b, ' ');
    if (width >= 0)
        gr_buf_puts(b, text);
}

void census_speak(const census *c)
{
    if (c->lang != NULL)
        gr_lang_set(c->lang);
}

/* ---- one game ---- */

static char *finish_line(gr_buf *b)
{
    char *line = b->failed ? NULL : strdup(gr_buf_str(b));

    gr_buf_free(b);
    return line;
}

static char *error_record(const census *c, const char *spec, const gr_error *err)
{
    gr_buf b = GR_BUF_INIT;

    if (c->json) {
        gr_buf_puts(&b, "{\"game\":");
        json_string(&b, spec);
        gr_buf_printf(&b, ",\"to\":%llu,\"error\":", (unsigned long long)c->to);
        json_string(&b, err->message);
        gr_buf_puts(&b, "}\n");
    } else {
        gr_buf_printf(&b, "%-18s ", spec);
        gr_buf_printf(&b, say(c, N_("error: %s\n")), err->message);
    }
    return finish_line(&b);
}

static char *record(const census *c, const gr_game *g, const gr_period *p, uint64_t max)
{
    gr_buf b = GR_BUF_INIT;
    int proved = p->status == GR_PERIOD_PROVED;   /* plain or arithmetic (a saltus) */
    unsigned long long to = p->checked_to;

    if (c->json) {
        gr_buf_puts(&b, "{\"game\":");
        json_string(&b, g->spec);
        gr_buf_printf(&b, ",\"to\":%llu", to);
        if (!proved)
            gr_buf_puts(&b, ",\"preperiod\":null,\"period\":null");
        else
            gr_buf_printf(&b, ",\"preperiod\":%llu,\"period\":%llu",
                          (unsigned long long)p->preperiod, (unsigned long long)p->period);
        if (proved && p->saltus != 0)
            gr_buf_printf(&b, ",\"saltus\":%llu", (unsigned long long)p->saltus);
        gr_buf_printf(&b, ",\"max\":%llu}\n", (unsigned long long)max);
    } else if (proved) {
        gr_buf_printf(&b, "%-18s %12llu %12llu %8llu %12llu", g->spec,
                      (unsigned long long)p->preperiod, (unsigned long long)p->period,
                      (unsigned long long)max, to);
        if (p->saltus != 0)
            gr_buf_printf(&b, say(c, N_("  saltus %llu\n")), (unsigned long long)p->saltus);
        else
            gr_buf_putc(&b, '\n');
    } else {
        gr_buf_printf(&b, "%-18s %12s %12s %8llu %12llu  ", g->spec, "-", "-",
                      (unsigned long long)max, to);
        gr_buf_printf(&b, say(c, N_("not periodic below %llu\n")), to);
    }
    return finish_line(&b);
}

/* ---- one game's misere quotient ---- */

static const char *const misere_status[] = {N_("none"), N_("found"), N_("proved")};

static char *misere_record(const census *c, const gr_game *g, const gr_quotient_info *in)
{
    gr_buf b = GR_BUF_INIT;
    int period = in->period != 0;

    if (c->json) {
        gr_buf_puts(&b, "{\"game\":");
        json_string(&b, g->spec);
        gr_buf_printf(&b, ",\"to\":%llu,\"status\":\"%s\",\"order\":%u,\"p_count\":%u,"
                      "\"tame\":%s", (unsigned long long)c->to, misere_status[in->status],
                      in->order, in->p_count, in->tame ? "true" : "false");
        if (period)
            gr_buf_printf(&b, ",\"preperiod\":%llu,\"period\":%llu",
                          (unsigned long long)in->preperiod, (unsigned long long)in->period);
        else
            gr_buf_puts(&b, ",\"preperiod\":null,\"period\":null");
        gr_buf_printf(&b, ",\"checked\":%llu", (unsigned long long)in->checked);
        if (in->status == GR_QUOTIENT_NONE) {
            gr_buf_printf(&b, ",\"stopped_at\":%llu,\"stopped\":",
                          (unsigned long long)in->stopped_at);
            json_string(&b, in->stopped);
        }
        gr_buf_puts(&b, "}\n");
    } else {
        gr_buf_printf(&b, "%-18s %6u %6u ", g->spec, in->order, in->p_count);
        put_col(&b, in->tame ? say(c, N_("yes")) : say(c, N_("no")), 4);
        gr_buf_putc(&b, ' ');
        if (period)
            gr_buf_printf(&b, "%10llu %8llu", (unsigned long long)in->preperiod,
                          (unsigned long long)in->period);
        else
            gr_buf_printf(&b, "%10s %8s", "-", "-");
        gr_buf_printf(&b, " %8llu  %s", (unsigned long long)in->checked,
                      say(c, misere_status[in->status]));
        if (in->status == GR_QUOTIENT_NONE)
            gr_buf_printf(&b, say(c, N_(": stopped at heap %llu, %s")),
                          (unsigned long long)in->stopped_at, say(c, in->stopped));
        gr_buf_putc(&b, '\n');
    }
    return finish_line(&b);
}

/* The misere quotient of spec's heaps up to c->to (the library's default
** bound on the work of its walks). */
static char *census_misere(const census *c, gr_game *g, int *failed)
{
    gr_quotient *q = NULL;
    gr_quotient_info in;
    gr_error err;
    char *line;
    int rc;

    rc = gr_quotient_compute(&g, 1, c->to, 0, c->stop, c->ctx, &q, &err);
    *failed = 0;
    if (rc == GR_ESTOP || (rc != GR_OK && c->stop != NULL && c->stop(c->ctx))) {
        line = NULL;
    } else if (rc != GR_OK) {
        *failed = 1;
        line = error_record(c, g->spec, &err);
    } else {
        gr_quotient_get_info(q, &in);
        line = misere_record(c, g, &in);
    }
    gr_quotient_free(q);
    return line;
}

int census_takes(const gr_ruleset *r)
{
    return r->shape == GR_SHAPE_HEAP && r->period != NULL;
}

char *census_one(const census *c, const char *spec, int *failed)
{
    gr_long_run run = {0};
    gr_period p;
    gr_error err;
    gr_game *g = gr_game_new(spec, strlen(spec), &err);
    uint64_t n, v, max = 0;
    char *line;
    int rc = GR_OK;

    if (g == NULL) {
        *failed = 1;
        return error_record(c, spec, &err);
    }
    if (c->misere) {
        line = census_misere(c, g, failed);
        gr_game_unref(g);
        return line;
    }
    if (!census_takes(g->rules)) {
        gr_error_set(&err, GR_EINPUT, "'%s' is not a heap game with a period computation",
                     g->spec);
        rc = GR_EINPUT;
    }
    run.threads = 1;   /* the other cores run other games */
    run.stop = c->stop;
    run.ctx = c->ctx;
    if (rc == GR_OK && (rc = gr_game_set_long_run(g, &run)) != GR_OK)
        gr_error_set(&err, rc, "out of memory");
    if (rc == GR_OK)
        rc = gr_game_period(g, c->to, &p, &err);
    for (n = 0; rc == GR_OK && n <= p.checked_to; n++)
        if ((rc = gr_heap_value(g, n, &v, &err)) == GR_OK && v > max)
            max = v;
    *failed = 0;
    if (rc == GR_ESTOP || (rc != GR_OK && c->stop != NULL && c->stop(c->ctx)))
        line = NULL;
    else if (rc != GR_OK && (*failed = 1))
        line = error_record(c, g->spec, &err);
    else
        line = record(c, g, &p, max);
    gr_game_set_long_run(g, NULL);
    gr_game_unref(g);
    return line;
}

/* The header's columns: its name and width (negative: left-aligned). */
typedef struct column {
    const char *name;
    int width;
} column;

static const column value_columns[] = {
    {N_("game"), -18}, {N_("preperiod"), 12}, {N_("period"), 12}, {N_("max"), 8},
    {N_("to"), 12}, {NULL, 0}
};
static const column misere_columns[] = {
    {N_("game"), -18}, {N_("order"), 6}, {"|P|", 6}, {N_("tame"), 4}, {N_("preperiod"), 10},
    {N_("period"), 8}, {N_("checked"), 8}, {N_("status"), 0}, {NULL, 0}
};

void census_header_line(const census *c, char *buf, size_t size)
{
    const column *col = c->misere ? misere_columns : value_columns;
    gr_buf b = GR_BUF_INIT;
    size_t i;

    buf[0] = '\0';
    if (c->json)
        return;
    for (i = 0; col[i].name != NULL; i++) {
        if (i > 0)   /* the status column is apart, after two spaces */
            gr_buf_puts(&b, col[i].width == 0 ? "  " : " ");
        put_col(&b, say(c, col[i].name), col[i].width);
    }
    gr_buf_putc(&b, '\n');
    if (!b.failed)
        snprintf(buf, size, "%s", gr_buf_str(&b));
    gr_buf_free(&b);
}

void census_header(const census *c)
{
    char line[96];

    census_header_line(c, line, sizeof line);
    fputs(line, c->out);
}

void census_record_opening(const census *c, const char *spec, gr_buf *out)
{
    if (c->json) {
        gr_buf_puts(out, "{\"game\":");
        json_string(out, spec);
        gr_buf_putc(out, ',');
    } else {
        gr_buf_puts(out, spec);
        gr_buf_putc(out, ' ');
    }
}

int census_record_failed(const census *c, const char *spec, const char *line)
{
    gr_buf open = GR_BUF_INIT;
    size_t n;

    census_record_opening(c, spec, &open);
    n = strlen(gr_buf_str(&open));
    gr_buf_free(&open);
    if (strlen(line) < n)
        return 0;
    line += n;
    if (c->json) {   /* "to":N,"error":... */
        line += strncmp(line, "\"to\":", 5) == 0 ? 5 : 0;
        line += strspn(line, "0123456789");
        return strncmp(line, ",\"error\":", 9) == 0;
    }
    line += strspn(line, " ");
    return strncmp(line, "error: ", 7) == 0;
}

uint64_t census_sum(uint64_t h, const char *text, size_t len)
{
    size_t i;

    for (i = 0; i < len; i++)
        h = (h ^ (unsigned char)text[i]) * 0x100000001b3ULL;
    return h;
}

/* ---- a list on every core ---- */

typedef struct pool {
    census *c;
    pthread_mutex_t lock;
    pthread_cond_t done;   /* a record came in, or a worker ended */
    size_t next;           /* the next game to start */
    census_queue q;        /* the records, waiting for their turn */
    int working;           /* workers still running */
    int quit;              /* a write failed: start no more games */
} pool;

static void *worker(void *arg)
{
    pool *w = arg;
    census *c = w->c;
    size_t i;
    char *line;
    int bad;

    census_speak(c);
    for (;;) {
        pthread_mutex_lock(&w->lock);
        i = w->next < c->ngames && !w->quit && !(c->stop != NULL && c->stop(c->ctx))
                ? w->next++ : c->ngames;
        pthread_mutex_unlock(&w->lock);
        if (i == c->ngames)
            break;
        line = census_one(c, c->games[i], &bad);
        pthread_mutex_lock(&w->lock);
        census_queue_put(&w->q, i, line, bad);
        pthread_cond_signal(&w->done);
        pthread_mutex_unlock(&w->lock);
        if (line == NULL)
            break;   /* stopped */
    }
    pthread_mutex_lock(&w->lock);
    w->working--;
    pthread_cond_signal(&w->done);
    pthread_mutex_unlock(&w->lock);
    return NULL;
}

int census_queue_init(census_queue *q, const census *c)
{
    q->rec = calloc(c->ngames + 1, sizeof *q->rec);
    q->bad = calloc(c->ngames + 1, 1);
    if (q->rec != NULL && q->bad != NULL)
        return EXIT_ANSWERED;
    free(q->rec);
    free(q->bad);
    return EXIT_FAILURE_IO;
}

void census_queue_put(census_queue *q, size_t i, char *rec, int bad)
{
    q->rec[i] = rec;
    q->bad[i] = (char)bad;
}

/* The record's check goes first: a record is never in FILE without it
** (an interruption in between leaves a check for a record cut short, which
** is redone). */
static int write_check(census *c, const char *line)
{
    if (c->check == NULL)
        return 1;
    c->sum = census_sum(c->sum, line, strlen(line));
    return fprintf(c->check, "%016llx\n", (unsigned long long)c->sum) > 0 &&
           fflush(c->check) != EOF;
}

int census_queue_write(census *c, census_queue *q)
{
    while (c->written < c->ngames && q->rec[c->written] != NULL) {
        char *line = q->rec[c->written];
        if (!write_check(c, line) || fputs(line, c->out) == EOF || fflush(c->out) == EOF)
            return 0;
        c->failed |= q->bad[c->written];
        free(line);
        q->rec[c->written++] = NULL;
    }
    return 1;
}

int census_queue_end(census *c, census_queue *q, int ok)
{
    size_t i;

    if (ok)
        ok = census_queue_write(c, q);
    for (i = 0; i < c->ngames; i++)
        free(q->rec[i]);
    free(q->rec);
    free(q->bad);
    if (!ok)
        return EXIT_FAILURE_IO;
    return c->written == c->ngames ? EXIT_ANSWERED : -1;
}

int census_run(census *c, int threads)
{
    pool w;
    pthread_t *tid;
    int i, started = 0, ok = 1;

    memset(&w, 0, sizeof w);
    w.c = c;
    w.next = c->written;
    if (census_queue_init(&w.q, c) != EXIT_ANSWERED)
        return EXIT_FAILURE_IO;
    if ((tid = calloc((size_t)threads, sizeof *tid)) == NULL)
        return census_queue_end(c, &w.q, 0);
    pthread_mutex_init(&w.lock, NULL);
    pthread_cond_init(&w.done, NULL);
    pthread_mutex_lock(&w.lock);
    for (i = 0; i < threads; i++)
        if (pthread_create(&tid[i], NULL, worker, &w) == 0)
            w.working = ++started;
    while (w.working > 0 && ok) {
        pthread_cond_wait(&w.done, &w.lock);
        ok = census_queue_write(c, &w.q);
    }
    w.quit = !ok;   /* the workers end with the games they have */
    pthread_mutex_unlock(&w.lock);
    for (i = 0; i < started; i++)
        pthread_join(tid[i], NULL);
    free(tid);
    pthread_mutex_destroy(&w.lock);
    pthread_cond_destroy(&w.done);
    return census_queue_end(c, &w.q, ok);
}
