/*
** octal_checkpoint.c - checkpoint files of value tables: a table saved, so
** that a long run can be stopped and go on later (the driver, octal_run.c,
** decides when). A file is saved to FILE.tmp and renamed over FILE, so it
** is always whole; it carries a checksum, and is checked whole before it is
** resumed or replaced.
*/
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/file.h"
#include "base/i18n.h"
#include "octal_checkpoint.h"
#include "octal_code.h"
#include "octal_table.h"

/* ---- the file ----
**
** Format 2: a line "grundy-octal-checkpoint 2 CODE COUNT SUM\n", then COUNT
** values, 2 bytes each, little-endian. SUM (16 hex digits) is a 64-bit
** FNV-1a hash of "CODE COUNT" and the value bytes: a file whose bytes were
** changed, cut or extended is refused, never resumed. A file that is not a
** checkpoint of this game is never overwritten. */

#define MAGIC "grundy-octal-checkpoint"
#define CHUNK 65536   /* values converted to bytes at a time */

static uint64_t fnv1a(uint64_t h, const unsigned char *p, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        h = (h ^ p[i]) * 0x100000001b3ULL;
    return h;
}

void gr_checkpoint_code(const gr_octal_rules *r, char *out, size_t size)
{
    gr_buf code = GR_BUF_INIT;

    gr_octal_rules_print(r, &code);
    snprintf(out, size, "%s%s", r->unequal ? "U" : "", gr_buf_str(&code));
    gr_buf_free(&code);
}

/* The values of heaps from..from+n-1 as the file has them. */
static size_t to_bytes(const gr_octal *o, uint64_t from, size_t n, unsigned char *bytes)
{
    const uint8_t *g = o->g + from;
    size_t i;

    if (o->g16 == NULL && !gr_octal_wide_in(o, o->nwide, from, from + n)) {
        for (i = 0; i < n; i++) {
            bytes[2 * i] = g[i];
            bytes[2 * i + 1] = 0;
        }
        return 2 * n;
    }
    for (i = 0; i < n; i++) {
        unsigned v = gr_octal_g(o, from + i);
        bytes[2 * i] = (unsigned char)(v & 0xff);
        bytes[2 * i + 1] = (unsigned char)(v >> 8);
    }
    return 2 * n;
}

/* The hash of a table of count values of the game with this code text. */
static uint64_t table_sum(const char *code, const gr_octal *o, uint64_t count,
                          unsigned char *bytes)
{
    char fields[128];
    uint64_t h = 0xcbf29ce484222325ULL, n;

    snprintf(fields, sizeof fields, "%s %llu", code, (unsigned long long)count);
    h = fnv1a(h, (const unsigned char *)fields, strlen(fields));
    for (n = 0; n < count; n += CHUNK) {
        size_t k = count - n < CHUNK ? (size_t)(count - n) : CHUNK;
        h = fnv1a(h, bytes, to_bytes(o, n, k, bytes));
    }
    return h;
}

int gr_checkpoint_save(const char *path, const char *code, const gr_octal *o)
{
    uint64_t count = o->count;
    char tmp[4096];
    unsigned char *bytes;
    FILE *f;
    uint64_t n, sum;
    int ok;

    if ((bytes = malloc(2 * CHUNK)) == NULL)
        return GR_ENOMEM;
    sum = table_sum(code, o, count, bytes);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    ok = (f = fopen(tmp, "wb")) != NULL;
    if (ok)
        ok = fprintf(f, "%s 2 %s %llu %016llx\n", MAGIC, code, (unsigned long long)count,
                     (unsigned long long)sum) > 0;
    for (n = 0; ok && n < count; n += CHUNK) {
        size_t k = count - n < CHUNK ? (size_t)(count - n) : CHUNK;
        size_t len = to_bytes(o, n, k, bytes);
        ok = fwrite(bytes, 1, len, f) == len;
    }
    if (f != NULL)
        ok = fclose(f) == 0 && ok;
    free(bytes);
    if (!ok || rename(tmp, path) != 0) {
        remove(tmp);
        return GR_EIO;
    }
    return GR_OK;
}

/* What the first line of a checkpoint says. */
typedef struct header {
    char code[96];
    unsigned long long count, sum;
    long length;   /* bytes of the line, with its newline */
} header;

/* Reads and checks the first line; GR_OK, or GR_EINPUT saying what is wrong. */
static int read_header(FILE *f, const char *path, header *h, gr_error *err)
{
    char line[256];
    int format = 0, end = 0;

    if (fgets(line, sizeof line, f) == NULL || strncmp(line, MAGIC " ", sizeof MAGIC) != 0)
        return gr_error_set(err, GR_EINPUT, "%s is not a grundy checkpoint: it is left "
                            "as it is (choose another file with --checkpoint)", path);
    if (sscanf(line + sizeof MAGIC, "%d", &format) != 1 || format != 2)
        return gr_error_set(err, GR_EINPUT, "%s is a checkpoint of format %d, which this "
                            "grundy does not read (remove it to start afresh)", path, format);
    if (sscanf(line + sizeof MAGIC, "%*d %95s %llu %llx%n", h->code, &h->count, &h->sum,
               &end) != 3 || line[sizeof MAGIC + (size_t)end] != '\n')
        return gr_error_set(err, GR_EINPUT, "%s: the checkpoint's first line is damaged", path);
    h->length = (long)strlen(line);
    return GR_OK;
}

/* Hashes the rest of the file (exactly count values) and compares. */
static int check_values(FILE *f, const char *path, const header *h, gr_error *err)
{
    char fields[128];
    unsigned char *bytes = malloc(2 * CHUNK);
    uint64_t sum = 0xcbf29ce484222325ULL, left = 2 * (uint64_t)h->count;
    size_t got;
    int extra;

    if (bytes == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    snprintf(fields, sizeof fields, "%s %llu", h->code, h->count);
    sum = fnv1a(sum, (const unsigned char *)fields, strlen(fields));
    while (left > 0 && (got = fread(bytes, 1, left < 2 * CHUNK ? (size_t)left : 2 * CHUNK,
                                    f)) > 0) {
        sum = fnv1a(sum, bytes, got);
        left -= got;
    }
    extra = left == 0 && fgetc(f) != EOF;
    free(bytes);
    if (left > 0 || extra)
        return gr_error_set(err, GR_EINPUT, left > 0 ? N_("%s: the checkpoint is cut short "
                            "(%llu values announced): remove it to start afresh") :
                            N_("%s: the checkpoint is longer than its header says (%llu "
                            "values announced): remove it to start afresh"), path, h->count);
    if (sum != h->sum)
        return gr_error_set(err, GR_EINPUT, "%s: the checkpoint is damaged (its checksum "
                            "does not match its values): remove it to start afresh", path);
    return GR_OK;
}

int gr_checkpoint_check(const char *path, const char *code, gr_error *err)
{
    struct stat st;
    header h;
    FILE *f;
    int rc;

    if (stat(path, &st) != 0 && errno == ENOENT)
        return GR_OK;   /* nothing there yet */
    if ((f = gr_file_open(path, _("the checkpoint "), err)) == NULL)
        return GR_EINPUT;   /* a directory, a FIFO: never waited on, never replaced */
    rc = read_header(f, path, &h, err);
    if (rc == GR_OK && strcmp(h.code, code) != 0)
        rc = gr_error_set(err, GR_EINPUT, "%s is a checkpoint of another game "
                          "(%s, not %s): it is left as it is", path, h.code, code);
    if (rc == GR_OK && h.count >= GR_OCTAL_HARD_LIMIT)
        rc = gr_error_set(err, GR_EINPUT, "%s: the checkpoint announces %llu "
                          "values, more than can be computed here", path, h.count);
    if (rc == GR_OK)
        rc = check_values(f, path, &h, err);
    fclose(f);
    return rc;
}

uint64_t gr_checkpoint_read(const char *path, uint64_t from, uint64_t upto, uint16_t **values)
{
    uint64_t n = from, end, i;
    unsigned char *bytes;
    header h;
    FILE *f = fopen(path, "rb");

    *values = NULL;
    if (f == NULL)
        return from;
    if (read_header(f, path, &h, NULL) == GR_OK) {
        end = h.count < upto + 1 ? h.count : upto + 1;
        if (end > from && fseeko(f, (off_t)(h.length + 2 * (long long)from), SEEK_SET) == 0 &&
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
