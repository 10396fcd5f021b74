/*
** octal_checkpoint.c - long computations of value tables: progress reports
** about once a second, and a checkpoint file (the table so far) saved now
** and then and resumed from, so that a run can be stopped and go on later.
**
** File: a line "grundy-octal-checkpoint 1 CODE COUNT\n", then COUNT values,
** 2 bytes each, little-endian. Saved to FILE.tmp and renamed over FILE.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "octal_engine.h"

#define SAVE_SECONDS 30

static gr_long_run settings;
static int have_settings;

void gr_long_run_set(const gr_long_run *s)
{
    have_settings = s != NULL;
    if (s != NULL)
        settings = *s;
}

int gr_octal_threads(void)
{
    return have_settings ? settings.threads : 0;
}

static void checkpoint_header(const gr_octal *o, char *out, size_t size, uint64_t count)
{
    gr_buf code = GR_BUF_INIT;

    gr_octal_rules_print(&o->rules, &code);
    snprintf(out, size, "grundy-octal-checkpoint 1 %s%s %llu\n", o->rules.unequal ? "U" : "",
             gr_buf_str(&code), (unsigned long long)count);
    gr_buf_free(&code);
}

static int checkpoint_save(const gr_octal *o)
{
    char head[128], tmp[4096];
    unsigned char pair[2];
    FILE *f;
    uint64_t n;
    int ok;

    snprintf(tmp, sizeof tmp, "%s.tmp", settings.checkpoint);
    if ((f = fopen(tmp, "wb")) == NULL)
        return GR_EIO;
    checkpoint_header(o, head, sizeof head, o->count);
    ok = fputs(head, f) >= 0;
    for (n = 0; ok && n < o->count; n++) {
        pair[0] = (unsigned char)(o->g[n] & 0xff);
        pair[1] = (unsigned char)(o->g[n] >> 8);
        ok = fwrite(pair, 1, 2, f) == 2;
    }
    ok = fclose(f) == 0 && ok;
    if (!ok || rename(tmp, settings.checkpoint) != 0)
        return GR_EIO;
    return GR_OK;
}

/* Reads the saved values of this game from heap `from` up to heap `upto`
** (none when the file is missing or for another game) into *values, which
** is indexed from `from`; returns the heap after the last one read. */
static uint64_t checkpoint_read(const gr_octal *o, uint64_t from, uint64_t upto,
                                uint16_t **values)
{
    char head[128], want[128];
    unsigned long long count;
    uint64_t n = from, end, i;
    unsigned char *bytes;
    FILE *f = fopen(settings.checkpoint, "rb");

    *values = NULL;
    if (f == NULL)
        return from;
    if (fgets(head, sizeof head, f) != NULL &&
        sscanf(head, "grundy-octal-checkpoint 1 %*s %llu", &count) == 1) {
        checkpoint_header(o, want, sizeof want, count);
        end = count < upto + 1 ? count : upto + 1;
        if (strcmp(head, want) == 0 && count < GR_OCTAL_HARD_LIMIT && end > from &&
            fseeko(f, (off_t)(2 * from), SEEK_CUR) == 0 &&
            (*values = malloc((size_t)(end - from) * 2 + 2)) != NULL) {
            /* read the bytes into the array's room, then turn them into values */
            bytes = (unsigned char *)*values;
            n = from + fread(bytes, 2, (size_t)(end - from), f);
            for (i = 0; i < n - from; i++)
                (*values)[i] = (uint16_t)(bytes[2 * i] | bytes[2 * i + 1] << 8);
        }
    }
    fclose(f);
    return n;
}

int gr_octal_resume(gr_octal *o, uint64_t target, gr_error *err)
{
    uint16_t *values;
    uint64_t from = o->count, n, end;
    int rc = GR_OK;

    if (!have_settings || settings.checkpoint == NULL || o->count > target)
        return GR_OK;
    end = checkpoint_read(o, from, target, &values);
    for (n = from; n < end && rc == GR_OK; n++)
        rc = gr_octal_append(o, values[n - from], err);
    free(values);
    return rc;
}

void gr_octal_tick(const gr_octal *o, uint64_t target)
{
    static time_t last_report, last_save;
    time_t now;

    if (!have_settings)
        return;
    now = time(NULL);
    if (last_save == 0)
        last_save = now;
    if (settings.progress != NULL && now != last_report) {
        last_report = now;
        settings.progress(settings.ctx, o->count, (o->goal > target ? o->goal : target) + 1);
    }
    if (settings.checkpoint != NULL && now - last_save >= SAVE_SECONDS) {
        last_save = now;
        checkpoint_save(o);
    }
}

int gr_octal_finish(const gr_octal *o)
{
    if (!have_settings || settings.checkpoint == NULL)
        return GR_OK;
    return checkpoint_save(o);
}
