/*
** octal_checkpoint.c - checkpoint files of value tables: a table saved, so
** that a long run can be stopped and go on later (the driver, octal_run.c,
** decides when). A save writes only the values computed since the last one
** and then a small header, so that saving a table of 10^9 values every 30
** seconds costs what those seconds computed, not the whole table; the file
** is whole at every moment (a save cut short by a crash leaves the last one
** in force); it carries a checksum, and is checked whole before it is
** resumed or replaced.
*/
#include <errno.h>
#include <fcntl.h>
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
** Format 3: two header slots of SLOT bytes, then the values, 2 bytes each,
** little-endian, from byte 2 * SLOT. A slot is a line
**     "grundy-octal-checkpoint 3 CODE COUNT SEQ SUM CHECK"
** padded with spaces to SLOT - 1 bytes and a newline: the file's first
** COUNT values are the table, SUM (16 hex digits) is the 64-bit FNV-1a hash
** of CODE and their bytes, SEQ counts the saves, and CHECK is the hash of the
** slot's text before it. The slot with the larger SEQ whose CHECK holds is
** in force; a save appends its values, syncs them to the disk (fdatasync),
** then writes the other slot: a save cut short, even by a power failure,
** leaves the slot before it in force (the new slot never reaches the disk
** before its values), and bytes past its values are that save's, written
** over by the next one.
** The values are refused if SUM does not match them (a byte changed, the
** file cut short), and so is a file that is not a checkpoint of this game:
** it is never overwritten.
**
** Format 2 (read, and replaced by format 3 at the next save): one line
** "grundy-octal-checkpoint 2 CODE COUNT SUM\n", then exactly COUNT values;
** SUM hashes "CODE COUNT" and the values. */

#define MAGIC "grundy-octal-checkpoint"
#define CHUNK 65536   /* values converted to bytes at a time */
#define SLOT 256      /* bytes of a header slot */
#define FNV_START 0xcbf29ce484222325ULL
#define FORMAT_DIGITS 20   /* of a format number said in a message */

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

/* A game's code as a checkpoint holds it, as the game is written: U4.0 is
** grundys, 0.77 octal:0.77, 0.f hex:0.f; another code of unequal splits
** (no game of grundy's is one) as it is. */
static void code_spec(const char *code, char *out, size_t size)
{
    if (strcmp(code, "U4.0") == 0)
        snprintf(out, size, "grundys");
    else if (code[0] == 'U' || code[strspn(code, "0123456789abcdef.")] != '\0')
        snprintf(out, size, "%s", code);
    else
        snprintf(out, size, "%s:%s", code[strspn(code, "01234567.")] == '\0' ? "octal" : "hex",
                 code);
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

/* h continued over the bytes of heaps from..to-1; with out >= 0 they are
** written there too, at their place in a format 3 file. */
static int hash_values(const gr_octal *o, uint64_t from, uint64_t to, uint64_t *h, int out)
{
    unsigned char *bytes = malloc(2 * CHUNK);
    uint64_t n;
    int ok = bytes != NULL;

    for (n = from; ok && n < to; n += CHUNK) {
        size_t k = to - n < CHUNK ? (size_t)(to - n) : CHUNK;
        size_t len = to_bytes(o, n, k, bytes);
        *h = fnv1a(*h, bytes, len);
        if (out >= 0)
            ok = pwrite(out, bytes, len, (off_t)(2 * SLOT + 2 * n)) == (ssize_t)len;
    }
    free(bytes);
    return ok;
}

/* The SLOT bytes of a slot saying the file's first count values are those
** of code, hashed to sum, in the save numbered seq; 0 when code is too long. */
static int render_slot(char *line, const char *code, uint64_t count, unsigned long long seq,
                       uint64_t sum)
{
    char text[SLOT + 1];
    uint64_t check;
    int n;

    n = snprintf(text, sizeof text, "3 %s %llu %llu %016llx", code, (unsigned long long)count,
                 seq, (unsigned long long)sum);
    if (n < 0 || n > SLOT - 64)
        return 0;
    check = fnv1a(FNV_START, (const unsigned char *)text, (size_t)n);
    n = snprintf(line, SLOT, "%s %s %016llx", MAGIC, text, (unsigned long long)check);
    memset(line + n, ' ', (size_t)(SLOT - 1 - n));
    line[SLOT - 1] = '\n';
    return 1;
}

static int write_slot(int fd, int k, const char *code, uint64_t count, unsigned long long seq,
                      uint64_t sum)
{
    char line[SLOT];

    return render_slot(line, code, count, seq, sum) &&
           pwrite(fd, line, SLOT, (off_t)k * SLOT) == SLOT;
}

/* What tells the file the run wrote from one put in its place or written by
** another since (an inode number may be the removed file's again). */
static void file_id(const struct stat *st, uint64_t id[4])
{
    id[0] = (uint64_t)st->st_dev;
    id[1] = (uint64_t)st->st_ino;
    id[2] = (uint64_t)st->st_size;
    id[3] = (uint64_t)st->st_mtim.tv_sec * 1000000000u + (uint64_t)st->st_mtim.tv_nsec;
}

static int same_file(const struct stat *st, const gr_checkpoint_file *file)
{
    uint64_t id[4];

    file_id(st, id);
    return file->format != 0 && S_ISREG(st->st_mode) && memcmp(id, file->id, sizeof id) == 0;
}

/* The whole table into a new file, renamed over path: path.XXXXXX, a name
** no other file has (mkstemp), so that no file of the user's is lost.
** GR_EIO with errno saying why (0 for a short write) when it fails. */
static int save_whole(const char *path, const char *code, const gr_octal *o,
                      gr_checkpoint_file *file)
{
    char tmp[4096];
    uint64_t sum = fnv1a(FNV_START, (const unsigned char *)code, strlen(code));
    char blank[SLOT];
    struct stat st;
    int fd, ok, why;

    if (snprintf(tmp, sizeof tmp, "%s.XXXXXX", path) >= (int)sizeof tmp)
        return errno = ENAMETOOLONG, GR_EIO;
    if ((fd = mkstemp(tmp)) < 0)   /* readable by its owner alone */
        return GR_EIO;
    memset(blank, ' ', SLOT);
    blank[SLOT - 1] = '\n';
    ok = hash_values(o, 0, o->count, &sum, fd) && pwrite(fd, blank, SLOT, SLOT) == SLOT &&
         write_slot(fd, 0, code, o->count, 1, sum) && fdatasync(fd) == 0 &&
         fstat(fd, &st) == 0;   /* the rename keeps the file: this is its identity */
    why = ok ? 0 : errno;
    if (close(fd) != 0 && ok) {
        ok = 0;
        why = errno;
    }
    if (ok && rename(tmp, path) != 0) {
        ok = 0;
        why = errno;
    }
    if (!ok) {   /* errno is why (the system's, for the message) */
        remove(tmp);
        errno = why;
        return GR_EIO;
    }
    file->format = 3;
    file->count = o->count;
    file->sum = sum;
    file->seq = 1;
    file->slot = 0;
    file_id(&st, file->id);
    return GR_OK;
}

int gr_checkpoint_save(const char *path, const char *code, const gr_octal *o,
                       gr_checkpoint_file *file, gr_error *err)
{
    uint64_t sum = file->sum;
    struct stat st;
    int fd, ok, why = 0;

    /* the run's file, or none: a file (a folder) put in its place since the
    ** last check or save is someone else's, never written over */
    if (stat(path, &st) != 0) {
        if (errno != ENOENT)
            return gr_error_set(err, GR_EIO, "cannot write the checkpoint file %s: %s", path,
                                strerror(errno));
        memset(file, 0, sizeof *file);   /* removed: written anew, whole */
    } else if (!same_file(&st, file)) {
        return gr_error_set(err, GR_EIO, "the checkpoint file %s was replaced during the "
                            "run (by another file, a folder, or another run's save): it is left "
                            "as it is", path);
    }
    if (file->format != 0 && o->count <= file->count)
        return GR_OK;   /* the file holds these values, and maybe more: kept */
    errno = 0;
    if (file->format != 3) {
        ok = save_whole(path, code, o, file) == GR_OK;
        why = errno;
    } else if ((fd = open(path, O_WRONLY)) < 0) {
        ok = 0;
        why = errno;
    } else {
        ok = hash_values(o, file->count, o->count, &sum, fd) && fdatasync(fd) == 0 &&
             write_slot(fd, 1 - file->slot, code, o->count, file->seq + 1, sum);
        why = ok ? 0 : errno;
        if (fstat(fd, &st) == 0) {   /* the run's own writes, a failed save's too (a */
            file_id(&st, file->id);     /* full disk): the next save tries again */
        } else {
            if (ok)
                why = errno;
            ok = 0;
        }
        if (close(fd) != 0 && ok) {
            ok = 0;
            why = errno;
        }
        if (ok) {
            file->count = o->count;
            file->sum = sum;
            file->seq++;
            file->slot = 1 - file->slot;
        }
    }
    if (ok)
        return GR_OK;
    if (why == 0)   /* a short write with no error of the system's: the disk is full */
        why = ENOSPC;
    return gr_error_set(err, GR_EIO, "cannot write the checkpoint file %s: %s", path,
                        strerror(why));
}

/* What the header of a checkpoint says. */
typedef struct header {
    int format;
    char code[96];
    unsigned long long count, sum, seq;
    int slot;
    long offset;   /* where the values start */
} header;

/* Slot k of buf (got bytes) into h when it is whole: exactly the bytes a
** save writes for what it says. */
static int parse_slot(const char *buf, size_t got, int k, header *h)
{
    const char *slot = buf + (size_t)k * SLOT;
    char text[SLOT], again[SLOT];
    unsigned long long count, seq, sum, check;

    if (got < (size_t)(k + 1) * SLOT || strncmp(slot, MAGIC " 3 ", sizeof MAGIC + 2) != 0)
        return 0;
    memcpy(text, slot, SLOT - 1);
    text[SLOT - 1] = '\0';
    if (sscanf(text + sizeof MAGIC + 2, "%95s %llu %llu %llx %llx", h->code, &count, &seq, &sum,
               &check) != 5 || !render_slot(again, h->code, count, seq, sum) ||
        memcmp(again, slot, SLOT) != 0)
        return 0;
    h->count = count;
    h->seq = seq;
    h->sum = sum;
    h->slot = k;
    return 1;
}

/* The slot in force: the whole one with the larger SEQ. */
static int read_slots(const char *buf, size_t got, header *h)
{
    header other = *h;
    int a = parse_slot(buf, got, 0, h), b = parse_slot(buf, got, 1, &other);

    if (b && (!a || other.seq > h->seq))
        *h = other;
    h->format = 3;
    h->offset = 2 * SLOT;
    return a || b;
}

/* A format 2 header: its first line. */
static int read_line(const char *buf, size_t got, const char *path, header *h, gr_error *err)
{
    const char *nl = memchr(buf, '\n', got);
    char line[256];
    int end = 0;

    if (nl == NULL || nl - buf + 1 >= (long)sizeof line)   /* the line, its newline, a NUL */
        return gr_error_set(err, GR_EINPUT, "%s: the checkpoint's first line is damaged", path);
    memcpy(line, buf, (size_t)(nl - buf + 1));
    line[nl - buf + 1] = '\0';
    if (sscanf(line + sizeof MAGIC, "%*d %95s %llu %llx%n", h->code, &h->count, &h->sum,
               &end) != 3 || line[sizeof MAGIC + (size_t)end] != '\n')
        return gr_error_set(err, GR_EINPUT, "%s: the checkpoint's first line is damaged", path);
    h->format = 2;
    h->offset = (long)(nl - buf + 1);
    return GR_OK;
}

/* Reads and checks the header; GR_OK, or GR_EINPUT saying what is wrong. */
static int read_header(FILE *f, const char *path, header *h, gr_error *err)
{
    char buf[2 * SLOT], word[FORMAT_DIGITS + sizeof "..."];
    size_t got = fread(buf, 1, sizeof buf, f), n = 0;
    int format;

    memset(h, 0, sizeof *h);
    if (got < sizeof MAGIC || strncmp(buf, MAGIC " ", sizeof MAGIC) != 0) {
        if (read_slots(buf, got, h))
            return GR_OK;   /* the first slot torn by a crash: the second in force */
        return gr_error_set(err, GR_EINPUT, "%s is not a grundy checkpoint: it is left "
                            "as it is (choose another file with --checkpoint)", path);
    }
    /* the format: the word after the magic, digits (no header without them) */
    while (sizeof MAGIC + n < got && n <= FORMAT_DIGITS &&
           buf[sizeof MAGIC + n] >= '0' && buf[sizeof MAGIC + n] <= '9') {
        word[n] = buf[sizeof MAGIC + n];
        n++;
    }
    word[n] = '\0';
    if (n == 0)
        return gr_error_set(err, GR_EINPUT, "%s: the checkpoint's first line is damaged", path);
    format = strcmp(word, "2") == 0 ? 2 : strcmp(word, "3") == 0 ? 3 : 0;
    if (n > FORMAT_DIGITS)
        memcpy(word + FORMAT_DIGITS, "...", 4);   /* a number cut short: 20 digits and ... */
    if (format == 0)
        return gr_error_set(err, GR_EINPUT, "%s is a checkpoint of format %s, which this "
                            "grundy does not read (remove it to start afresh)", path, word);
    if (format == 2)
        return read_line(buf, got, path, h, err);
    if (!read_slots(buf, got, h))
        return gr_error_set(err, GR_EINPUT, "%s: the checkpoint's first line is damaged", path);
    return GR_OK;
}

/* Hashes the file's count values and compares (format 2: exactly count). */
static int check_values(FILE *f, const char *path, const header *h, gr_error *err)
{
    char fields[128];
    unsigned char *bytes = malloc(2 * CHUNK);
    uint64_t sum = FNV_START, left = 2 * (uint64_t)h->count;
    size_t got;
    int extra = 0;

    if (bytes == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    if (h->format == 2)
        snprintf(fields, sizeof fields, "%s %llu", h->code, h->count);
    else
        snprintf(fields, sizeof fields, "%s", h->code);
    sum = fnv1a(sum, (const unsigned char *)fields, strlen(fields));
    if (fseeko(f, (off_t)h->offset, SEEK_SET) != 0)
        left++;
    while (left > 0 && (got = fread(bytes, 1, left < 2 * CHUNK ? (size_t)left : 2 * CHUNK,
                                    f)) > 0) {
        sum = fnv1a(sum, bytes, got);
        left -= got;
    }
    if (h->format == 2)
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

/* Whether a checkpoint can be made at path, where there is none yet: its
** folder is there and may be written (said before the run computes, not
** at its first save). */
static int folder_writable(const char *path, gr_error *err)
{
    const char *slash = strrchr(path, '/');
    char *dir;
    struct stat st;
    int rc = GR_OK;

    if (slash == NULL)
        dir = strdup(".");
    else if (slash == path)
        dir = strdup("/");
    else if ((dir = malloc((size_t)(slash - path) + 1)) != NULL) {
        memcpy(dir, path, (size_t)(slash - path));
        dir[slash - path] = '\0';
    }
    if (dir == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    if (stat(dir, &st) != 0 || access(dir, W_OK | X_OK) != 0)
        rc = gr_error_set(err, GR_EIO, "cannot write the checkpoint file %s: %s", path,
                          strerror(errno));
    else if (!S_ISDIR(st.st_mode))
        rc = gr_error_set(err, GR_EIO, "cannot write the checkpoint file %s: %s", path,
                          strerror(ENOTDIR));
    free(dir);
    return rc;
}

int gr_checkpoint_check(const char *path, const char *code, gr_checkpoint_file *file,
                        gr_error *err)
{
    struct stat st;
    header h;
    FILE *f;
    int rc;

    memset(file, 0, sizeof *file);
    if (stat(path, &st) != 0 && errno == ENOENT)
        return folder_writable(path, err);   /* nothing there yet: can it be? */
    if ((f = gr_file_open(path, _("the checkpoint "), err)) == NULL)
        return GR_EINPUT;   /* a directory, a FIFO: never waited on, never replaced */
    rc = read_header(f, path, &h, err);
    if (rc == GR_OK && strcmp(h.code, code) != 0) {
        char theirs[112], ours[112];
        code_spec(h.code, theirs, sizeof theirs);
        code_spec(code, ours, sizeof ours);
        rc = gr_error_set(err, GR_EINPUT, "%s is a checkpoint of another game "
                          "(%s, not %s): it is left as it is", path, theirs, ours);
    }
    if (rc == GR_OK && h.count > GR_OCTAL_HARD_LIMIT)   /* heaps 0 .. limit - 1 at most */
        rc = gr_error_set(err, GR_EINPUT, "%s: the checkpoint announces %llu "
                          "values, more than can be computed here", path, h.count);
    if (rc == GR_OK)
        rc = check_values(f, path, &h, err);
    if (rc == GR_OK && fstat(fileno(f), &st) != 0)
        rc = gr_error_set(err, GR_EIO, "cannot read %s%s: %s", _("the checkpoint "), path,
                          strerror(errno));
    fclose(f);
    if (rc == GR_OK) {
        file_id(&st, file->id);
        file->format = h.format;
        file->count = h.count;
        file->sum = h.sum;
        file->seq = h.seq;
        file->slot = h.slot;
    }
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
        if (end > from && fseeko(f, (off_t)(h.offset + 2 * (long long)from), SEEK_SET) == 0 &&
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
