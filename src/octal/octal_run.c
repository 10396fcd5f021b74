/*
** octal_run.c - the driver of a take-and-break game's computations. It owns
** the run: the settings of gr_long_run (how far, how much memory, threads,
** progress, the checkpoint file, stops asked by a signal) and the stop rule
** of a period search, and it drives the value-table engine
** (octal_engine.c), which knows none of them, one stretch at a time:
**
**     gr_octal_value / gr_octal_find_period      (what the rulesets ask)
**         -> gr_octal_extend                       (a table to heap n)
**             -> gr_octal_compute                  (the engine: a stretch)
**             -> gr_checkpoint_*                   (octal_checkpoint.c)
**             -> gr_octal_reserve, gr_octal_append (octal_table.c: room, resumed values)
**         -> gr_octal_examine, gr_octal_next_size  (octal_period.c: looks)
**         -> gr_octal_known                        (octal_period.c: table or period)
**
** Nothing below calls back up.
*/
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "base/i18n.h"
#include "octal_checkpoint.h"
#include "octal_engine.h"
#include "octal_period.h"
#include "octal_run.h"
#include "octal_table.h"

#define SAVE_SECONDS 30          /* between checkpoint saves */
#define STRETCH_MIN (1u << 12)   /* heaps computed between looks at the clock, at first */
#define STRETCH_MAX (1u << 22)
#define STRETCH_NS 200000000     /* a stretch takes about this long (0.2 s) */
#define RESUME_PIECE (1u << 24)  /* values read back from a checkpoint at a time */

/* ---- the settings ---- */

void gr_octal_long_run(gr_octal *o, const gr_long_run *run)
{
    memset(&o->drive, 0, sizeof o->drive);
    o->drive.run = run;   /* a new run: its checkpoint file is checked afresh */
    o->halt = run != NULL ? run->stop : NULL;   /* asked between heaps too */
    o->halt_ctx = run != NULL ? run->ctx : NULL;
}

static int threads(const gr_octal *o)
{
    return o->drive.run != NULL ? o->drive.run->threads : 0;
}

static const char *further(const gr_octal *o)
{
    return o->drive.run != NULL ? o->drive.run->further : NULL;
}

static const char *more_memory(const gr_octal *o)
{
    return o->drive.run != NULL ? o->drive.run->more_memory : NULL;
}

uint64_t gr_octal_max_heap(const gr_octal *o, uint64_t otherwise)
{
    const gr_long_run *run = o->drive.run;

    return run != NULL && run->max_heap != 0 ? run->max_heap : otherwise;
}

uint64_t gr_octal_max_memory(const gr_octal *o)
{
    long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);

    if (o->drive.run != NULL && o->drive.run->max_memory != 0)
        return o->drive.run->max_memory;
    if (pages <= 0 || size <= 0)
        return UINT64_MAX;
    return (uint64_t)pages / 2 * (uint64_t)size;
}

/* ---- the checkpoint file ---- */

static const char *checkpoint(const gr_octal *o)
{
    return o->drive.run != NULL ? o->drive.run->checkpoint : NULL;
}

/* The file is checked once per run: absent, or a whole checkpoint of this
** game; the answer (and the error) is kept for the saves. */
static int checkpoint_ok(gr_octal *o, gr_error *err)
{
    char code[96];

    if (!o->drive.checked) {
        gr_checkpoint_code(&o->rules, code, sizeof code);
        o->drive.check_rc = gr_checkpoint_check(checkpoint(o), code, &o->drive.file,
                                                &o->drive.check_error);
        o->drive.checked = 1;
    }
    if (o->drive.check_rc != GR_OK && err != NULL)
        *err = o->drive.check_error;
    return o->drive.check_rc;
}

static int checkpoint_save(gr_octal *o, gr_error *err)
{
    char code[96];

    if (checkpoint_ok(o, err) != GR_OK)
        return GR_EINPUT;   /* not ours: never overwritten */
    gr_checkpoint_code(&o->rules, code, sizeof code);
    return gr_checkpoint_save(checkpoint(o), code, o, &o->drive.file, err);
}

/* The table from the checkpoint file, up to heap target, read a piece
** at a time (a piece in 2 bytes a value: the table takes one), moving to
** 2 bytes a value after a piece where a run would have (gr_octal_widen):
** read back as bytes with Officers' 8% of values of 255 and more looked up
** aside, the table made the looks for a period after a resume at heap 10^7
** take 1.3 s. */
static int resume(gr_octal *o, uint64_t target, gr_error *err)
{
    uint16_t *values;
    uint64_t from, n, end;
    int rc;

    if (checkpoint(o) == NULL || o->count > target)
        return GR_OK;
    if ((rc = checkpoint_ok(o, err)) != GR_OK)
        return rc;
    do {
        from = o->count;
        n = target - from < RESUME_PIECE ? target : from + RESUME_PIECE - 1;
        end = gr_checkpoint_read(checkpoint(o), from, n, &values);
        for (n = from; n < end && rc == GR_OK; n++)
            rc = gr_octal_append(o, values[n - from], err);
        free(values);
        if (rc == GR_OK && gr_octal_widen(o) != GR_OK)
            rc = gr_error_set(err, GR_ENOMEM, "out of memory for 2 bytes a value");
    } while (rc == GR_OK && end > from && o->count <= target);
    return rc;
}

/* The last save of a run. */
static int finish(gr_octal *o, gr_error *err)
{
    if (checkpoint(o) == NULL)
        return GR_OK;
    return checkpoint_save(o, err);
}

/* ---- between stretches ---- */

static int64_t clock_ns(void)
{
    struct timespec t;

    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

/* A stop asked for, progress about once a second, a save now and then. */
static int tick(gr_octal *o, uint64_t target)
{
    const gr_long_run *run = o->drive.run;
    int64_t now;

    if (run == NULL)
        return GR_OK;
    if (run->stop != NULL && run->stop(run->ctx))
        return GR_ESTOP;
    now = (int64_t)time(NULL);
    if (o->drive.last_save == 0)
        o->drive.last_save = now;
    if (run->progress != NULL && now != o->drive.last_report) {
        o->drive.last_report = now;
        run->progress(run->ctx, o->count,
                      (o->drive.goal > target ? o->drive.goal : target) + 1);
    }
    if (run->checkpoint != NULL && now - o->drive.last_save >= SAVE_SECONDS) {
        o->drive.last_save = now;
        checkpoint_save(o, NULL);   /* a failure is told by the last save */
    }
    return GR_OK;
}

/* The next stretch's length: about STRETCH_NS of work. */
static uint64_t next_stretch(uint64_t heaps, int64_t ns)
{
    if (ns < STRETCH_NS / 2 && heaps < STRETCH_MAX)
        return heaps * 2;
    if (ns > STRETCH_NS * 2 && heaps > STRETCH_MIN)
        return heaps / 2;
    return heaps;
}

int gr_octal_extend(gr_octal *o, uint64_t n, gr_error *err)
{
    uint64_t start, stretch = o->drive.stretch ? o->drive.stretch : STRETCH_MIN;
    int rc = GR_OK;

    if (n >= GR_OCTAL_HARD_LIMIT)
        return gr_error_set(err, GR_ERANGE, "heap %llu is beyond what is computed here "
                            "(at most %llu)", (unsigned long long)n,
                            (unsigned long long)GR_OCTAL_HARD_LIMIT - 1);
    if ((rc = gr_octal_reserve(o, n + 1, gr_octal_max_memory(o), more_memory(o), err))
        != GR_OK)
        return rc;
    if (o->count <= n && (rc = resume(o, n, err)) != GR_OK)
        return rc;
    start = o->count;
    while (o->count <= n && rc == GR_OK) {
        uint64_t stop = n + 1 - o->count > stretch ? o->count + stretch : n + 1;
        int64_t t0 = clock_ns();
        rc = gr_octal_compute(o, stop, threads(o), err);
        stretch = next_stretch(stretch, clock_ns() - t0);
        if (rc == GR_OK && tick(o, n) == GR_ESTOP)
            rc = gr_error_set(err, GR_ESTOP, "stopped after %llu values (heaps 0 to %llu)",
                              (unsigned long long)o->count,
                              (unsigned long long)(o->count - 1));
    }
    o->drive.stretch = stretch;
    if (o->count == start && rc != GR_ESTOP)   /* a stop saves even so: it says so */
        return rc;
    if (rc != GR_OK) {   /* stopped or failed: keep what was computed */
        gr_error saved;
        if (finish(o, &saved) != GR_OK && rc == GR_ESTOP)   /* a stop promises the save */
            return gr_error_set(err, saved.code == GR_EINPUT ? GR_EINPUT : GR_EIO,
                                "stopped after %llu values (heaps 0 to %llu), but they are "
                                "not all saved: %s", (unsigned long long)o->count,
                                (unsigned long long)(o->count - 1), saved.message);
        return rc;
    }
    return finish(o, err);
}

/* ---- periods: the stop rule ---- */

int gr_octal_find_period(gr_octal *o, uint64_t max, gr_period *out, gr_error *err)
{
    uint64_t size = 255;
    int rc;

    if (max >= GR_OCTAL_HARD_LIMIT) {
        /* past every table: only a period proved on the way gets there, looked
        ** for as far as the run's max_heap says (values and period set 2^25:
        ** 0.16's is proved at heap 547,107), else as far as values are
        ** computed on demand; a max_heap past every table is no guide */
        uint64_t reach = gr_octal_max_heap(o, GR_OCTAL_AUTO_LIMIT);
        if (reach >= GR_OCTAL_HARD_LIMIT)
            reach = GR_OCTAL_AUTO_LIMIT;
        if ((rc = gr_octal_find_period(o, reach, out, err)) != GR_OK)
            return rc;
        if (out->status == GR_PERIOD_PROVED)
            return GR_OK;
        return gr_error_set(err, GR_EUNDECIDED, "no period is proved for this game up to heap "
                            "%llu, and heap %llu is beyond what is computed here (at most %llu)",
                            (unsigned long long)out->checked_to, (unsigned long long)max,
                            (unsigned long long)GR_OCTAL_HARD_LIMIT - 1);
    }
    if (o->count > 0 && o->count - 1 > size)
        size = o->count - 1;
    o->drive.goal = max;
    for (;;) {
        if (size > max)
            size = max;
        if (size + 1 > o->count && (rc = gr_octal_extend(o, size, err)) != GR_OK) {
            /* stopped, or a save failed: what is computed is kept, and said */
            if (o->count > 0) {
                *out = o->period;
                out->checked_to = o->count - 1;
            }
            return rc;
        }
        gr_octal_examine(o);
        if (o->period.status == GR_PERIOD_PROVED || size >= max)
            break;
        size = gr_octal_next_size(o, size);
    }
    *out = o->period;
    return GR_OK;
}

/* ---- one value ---- */

int gr_octal_value(gr_octal *o, uint64_t n, uint64_t limit, uint64_t *out, gr_error *err)
{
    gr_period p;
    uint64_t reach;
    int rc;

    if (gr_octal_known(o, n, out) == GR_OK)
        return GR_OK;
    reach = n < limit ? n : limit;
    if (o->period_tried < reach || reach >= o->count) {
        rc = gr_octal_find_period(o, reach, &p, err);
        if (rc != GR_OK)
            return rc;
    }
    if (gr_octal_known(o, n, out) == GR_OK)
        return GR_OK;
    /* how to get further is the caller's to say: each front end has its way */
    if (further(o) == NULL)
        return gr_error_set(err, GR_EUNDECIDED, "heap %llu: no period is proved for this "
                            "game up to heap %llu, and the heap is beyond what is computed "
                            "on demand", (unsigned long long)n,
                            (unsigned long long)(o->count - 1));
    return gr_error_set(err, GR_EUNDECIDED, "heap %llu: no period is proved for this game "
                        "up to heap %llu, and the heap is beyond what is computed on demand %s",
                        (unsigned long long)n, (unsigned long long)(o->count - 1), further(o));
}

int gr_octal_values(gr_octal *o, const uint64_t *heaps, size_t count, uint64_t limit,
                    uint64_t *out, gr_error *err)
{
    size_t i;
    int rc;

    for (i = 0; i < count; i++) {
        if (heaps[i] < o->count)
            out[i] = gr_octal_g(o, heaps[i]);
        else if ((rc = gr_octal_value(o, heaps[i], limit, &out[i], err)) != GR_OK)
            return rc;
    }
    return GR_OK;
}
