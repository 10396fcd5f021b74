/*
** census_file.c - the file of `grundy census -o FILE`: going on from the
** records an earlier run left in FILE, each checked against FILE.check,
** and refusing (with both files left as they are) one that is damaged or
** belongs to another census.
*/
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "census_file.h"
#include "base/error.h"
#include "base/file.h"
#include "base/i18n.h"

/* ---- FILE.check ----
**
** Format 1: a first line "grundy-census-check 1 FORM TO COUNT LIST", FORM
** json or table (misere-json, misere-table for --misere), TO the --to,
** COUNT the number of games and LIST (16 hex digits) the census_sum of
** every game's spec and a newline, in order. Then
** one line a record, 16 hex digits: the census_sum of the first line and of
** every record up to this one, chained (census.c writes it, before the
** record itself). FILE stays what the census prints, byte for byte. */

#define MAGIC "grundy-census-check"
#define FORMAT 1
#define SUM_LINE 17   /* 16 hex digits and a newline */
#define NAME_MAX_SHOWN 80

/* The census's FORM on that line. */
static const char *form_of(const census *c)
{
    if (c->misere)
        return c->json ? "misere-json" : "misere-table";
    return c->json ? "json" : "table";
}

/* What the first line of FILE.check must say for this census. */
static void identity(const census *c, char *out, size_t size)
{
    uint64_t list = CENSUS_SUM_START;
    size_t i;

    for (i = 0; i < c->ngames; i++) {
        list = census_sum(list, c->games[i], strlen(c->games[i]));
        list = census_sum(list, "\n", 1);
    }
    snprintf(out, size, "%s %d %s %llu %zu %016llx\n", MAGIC, FORMAT,
             form_of(c), (unsigned long long)c->to, c->ngames,
             (unsigned long long)list);
}

/* Reading FILE and FILE.check; `keep` and c->written grow with each record
** found whole, its own and unchanged. */
typedef struct reader {
    census *c;
    const char *path;
    int argn;              /* the argument that named it (-o FILE) */
    char *check_path;
    FILE *f, *k;           /* FILE, FILE.check (NULL when absent) */
    char ident[160];       /* the first line of FILE.check for this census */
    char *line;            /* FILE's line, as getline has it */
    size_t cap, lineno, check_lineno;
    off_t keep;            /* bytes of FILE kept */
    uint64_t sum;          /* the checksum of FILE.check's first line and the records kept */
} reader;

/* Why a first line of FILE.check is not this census's (into why), or 0. */
static int other_census(const reader *r, const char *line, char *why, size_t size)
{
    char form[16];
    unsigned long long to, list, want_to, want_list;
    size_t n, want_n;

    if (strcmp(line, r->ident) == 0)
        return 0;
    sscanf(r->ident + sizeof MAGIC, "%*d %*s %llu %zu %llx", &want_to, &want_n, &want_list);
    if (sscanf(line + sizeof MAGIC, "%*d %15s %llu %zu %llx", form, &to, &n, &list) != 4)
        return snprintf(why, size, "%s", _("its first line is damaged"));
    if ((strncmp(form, "misere-", 7) == 0) != r->c->misere)
        return snprintf(why, size, "%s", r->c->misere ? _("a census of values, not of misere "
                                                          "quotients")
                                                      : _("a census of misere quotients, not "
                                                          "of values"));
    if (strcmp(form, form_of(r->c)) != 0)
        return snprintf(why, size, "%s", r->c->json ? _("a table, not JSON Lines")
                                                    : _("JSON Lines, not a table"));
    if (to != want_to)
        return snprintf(why, size, _("--to %llu, not %llu"), to, want_to);
    if (n != want_n)
        return snprintf(why, size, _("%zu games, not %zu"), n, want_n);
    if (list != want_list)
        return snprintf(why, size, "%s", _("other games, or the same in another order"));
    return snprintf(why, size, "%s", _("its first line is damaged"));
}

/* path opened for reading through the file door (a directory, a FIFO or a
** device is refused, never waited on); NULL with *rc EXIT_ANSWERED when
** there is no such file, or with the error printed and its exit code. */
static FILE *open_existing(const char *path, int argn, int *rc)
{
    struct stat st;
    gr_error err;
    FILE *f;

    *rc = EXIT_ANSWERED;
    if (stat(path, &st) != 0 && errno == ENOENT)
        return NULL;
    if ((f = gr_file_open(path, "", &err)) == NULL) {
        cli_where_arg(&err, argn);
        *rc = cli_fail(&err);
    }
    return f;
}

/* Opens FILE.check when there is one and reads its first line: a file that
** is not a census check file is never overwritten; one of another census is
** refused when FILE has records (has_records). */
static int check_head(reader *r, int has_records)
{
    char *line = NULL, why[96];
    size_t cap = 0;
    int format = 0, rc = EXIT_ANSWERED;

    if ((r->k = open_existing(r->check_path, r->argn, &rc)) == NULL)
        return rc;
    if (getline(&line, &cap, r->k) < 0 || strncmp(line, MAGIC " ", sizeof MAGIC) != 0)
        rc = cli_usage("%s:1: not the check file of a census (choose another -o FILE); "
                       "it is left as it is", r->check_path);
    else if (has_records && sscanf(line + sizeof MAGIC, "%d", &format) == 1 &&
             format != FORMAT)
        rc = cli_usage("%s:1: a census check file of format %d, which this grundy does "
                       "not read; %s is left as it is", r->check_path, format, r->path);
    else if (has_records && other_census(r, line, why, sizeof why))
        rc = cli_usage("%s:1: the check file of another census (%s); %s is left as it is",
                       r->check_path, why, r->path);
    free(line);
    return rc;
}

/* The next record's check from FILE.check into *want: 1, 0 when there is
** none (the file ends, or its last line was cut short), -1 when the line is
** not 16 hex digits. */
static int next_check(reader *r, unsigned long long *want)
{
    char line[SUM_LINE + 2];

    if (fgets(line, sizeof line, r->k) == NULL)
        return 0;
    if (strchr(line, '\n') == NULL && feof(r->k))
        return 0;
    r->check_lineno++;
    if (strlen(line) != SUM_LINE || strspn(line, "0123456789abcdef") != SUM_LINE - 1)
        return -1;
    *want = strtoull(line, NULL, 16);
    return 1;
}

/* ---- FILE ---- */

/* The game a line is a record of, as the census writes it (into name,
** control characters shown as ?), or "" when it names none. */
static void record_game(const reader *r, const char *line, char *name, size_t size)
{
    const char *a = line, *b;

    if (r->c->json && strncmp(line, "{\"game\":\"", 9) != 0)
        a = "";
    else if (r->c->json)
        a = line + 9;
    for (b = a; *b != '\0' && *b != '\n' && *b != (r->c->json ? '"' : ' ') && *b != '\t'; b++)
        ;
    if ((size_t)(b - a) >= size || (r->c->json && *b != '"'))
        b = a;
    snprintf(name, size, "%.*s", (int)(b - a), a);
    gr_text_clean(name, '?');
}

/* A whole line that is not the record of the game that comes next. */
static int wrong_record(const reader *r)
{
    const census *c = r->c;
    const char *next = c->games[c->written];
    char name[NAME_MAX_SHOWN + 1];
    size_t i;

    record_game(r, r->line, name, sizeof name);
    for (i = 0; name[0] != '\0' && i < c->ngames && strcmp(c->games[i], name) != 0; i++)
        ;
    if (name[0] == '\0' || i == c->written)
        return cli_usage("%s:%zu: not a census record (the record of %s comes next); the "
                         "file is left as it is", r->path, r->lineno, next);
    if (i < c->ngames)
        return cli_usage("%s:%zu: a record of %s where %s comes next (out of order, or "
                         "repeated); the file is left as it is", r->path, r->lineno, name,
                         next);
    return cli_usage("%s:%zu: a record of %s, which is not one of this census's games; the "
                     "file is left as it is", r->path, r->lineno, name);
}

/* Whether the start of line (len bytes, or fewer when cut short) is how
** the next record starts. */
static int opens_record(const reader *r, size_t len, int whole)
{
    gr_buf open = GR_BUF_INIT;
    size_t n;
    int ok;

    census_record_opening(r->c, r->c->games[r->c->written], &open);
    n = strlen(gr_buf_str(&open));
    ok = !open.failed && (whole ? len > n : 1) &&
         memcmp(r->line, gr_buf_str(&open), len < n ? len : n) == 0;
    gr_buf_free(&open);
    return ok;
}

/* A whole record line (len bytes with its newline): kept when it is the
** next game's record and matches its check. */
static int take_record(reader *r, size_t len)
{
    census *c = r->c;
    unsigned long long want;
    uint64_t sum;
    int got;

    if (c->written == c->ngames)
        return cli_usage("%s:%zu: more lines than this census has games; the file is "
                         "left as it is", r->path, r->lineno);
    if (!opens_record(r, len, 1))
        return wrong_record(r);
    if ((got = next_check(r, &want)) < 0)
        return cli_usage("%s:%zu: damaged (16 hex digits expected); %s is left as it is",
                         r->check_path, r->check_lineno, r->path);
    if (got == 0)
        return cli_usage("%s:%zu: no check for this record in %s; the file is left as it is",
                         r->path, r->lineno, r->check_path);
    sum = census_sum(r->sum, r->line, len);
    if (sum != want)
        return cli_usage("%s:%zu: the record does not match its check in %s (changed after "
                         "it was written); the file is left as it is", r->path, r->lineno,
                         r->check_path);
    r->sum = sum;
    r->keep += (off_t)len;
    c->failed |= census_record_failed(c, c->games[c->written], r->line);
    c->written++;
    return EXIT_ANSWERED;
}

/* The table's first line: its header, whole or (the last line) cut short. */
static int take_header(reader *r, size_t len, int whole)
{
    char header[96];
    size_t n;

    census_header_line(r->c, header, sizeof header);
    n = strlen(header);
    if (whole ? len != n || memcmp(r->line, header, n) != 0
              : len >= n || memcmp(r->line, header, len) != 0)
        return cli_usage("%s:1: not the header of a census table; the file is left as it is",
                         r->path);
    r->keep += whole ? (off_t)len : 0;
    return EXIT_ANSWERED;
}

/* FILE's last line, without its newline: a record cut short by an
** interruption, cut off and redone. */
static int take_cut_line(reader *r, size_t len)
{
    if (r->c->written == r->c->ngames)
        return cli_usage("%s:%zu: more lines than this census has games; the file is "
                         "left as it is", r->path, r->lineno);
    if (!opens_record(r, len, 0))
        return wrong_record(r);
    return EXIT_ANSWERED;
}

/* Every line of FILE, in order, until one is refused. */
static int read_records(reader *r)
{
    ssize_t len;
    int rc = EXIT_ANSWERED;

    while (rc == EXIT_ANSWERED && (len = getline(&r->line, &r->cap, r->f)) > 0) {
        int whole = r->line[len - 1] == '\n';
        r->lineno++;
        if (r->lineno == 1 && !r->c->json)
            rc = take_header(r, (size_t)len, whole);
        else if (whole)
            rc = take_record(r, (size_t)len);
        else
            rc = take_cut_line(r, (size_t)len);
    }
    if (rc == EXIT_ANSWERED && ferror(r->f))
        rc = cli_cannot_open(r->path, r->argn);
    return rc;
}

/* ---- opening ---- */

/* Both files from the start: FILE.check's first line, then the header. */
static int start_afresh(reader *r)
{
    census *c = r->c;

    if ((c->check = fopen(r->check_path, "w")) == NULL)
        return cli_cannot_open(r->check_path, r->argn);
    if ((c->out = fopen(r->path, "w")) == NULL)
        return cli_cannot_open(r->path, r->argn);
    c->written = 0;
    c->sum = census_sum(CENSUS_SUM_START, r->ident, strlen(r->ident));
    if (fputs(r->ident, c->check) == EOF || fflush(c->check) == EOF)
        return EXIT_FAILURE_IO;
    census_header(c);
    return EXIT_ANSWERED;
}

/* Both files cut after what was kept, and opened to go on. */
static int go_on(reader *r)
{
    census *c = r->c;
    off_t checks = (off_t)strlen(r->ident) + (off_t)c->written * SUM_LINE;

    if (truncate(r->path, r->keep) != 0)
        return cli_cannot_open(r->path, r->argn);
    if (truncate(r->check_path, checks) != 0)
        return cli_cannot_open(r->check_path, r->argn);
    if ((c->out = fopen(r->path, "a")) == NULL)
        return cli_cannot_open(r->path, r->argn);
    if ((c->check = fopen(r->check_path, "a")) == NULL)
        return cli_cannot_open(r->check_path, r->argn);
    c->sum = r->sum;
    return EXIT_ANSWERED;
}

/* Whether FILE has a byte: a FILE that is absent or empty starts afresh;
** -1 after printing the error. */
static int has_bytes(reader *r)
{
    int ch, rc;

    if ((r->f = open_existing(r->path, r->argn, &rc)) == NULL)
        return rc == EXIT_ANSWERED ? 0 : -1;
    if ((ch = fgetc(r->f)) == EOF)
        return ferror(r->f) ? -1 : 0;
    ungetc(ch, r->f);
    return 1;
}

/* FILE read and checked; EXIT_ANSWERED with r->keep and c->written set. */
static int read_file(reader *r)
{
    int bytes = has_bytes(r), rc;

    if (bytes < 0)
        return r->f == NULL ? EXIT_BADINPUT : cli_cannot_open(r->path, r->argn);
    if ((rc = check_head(r, bytes)) != EXIT_ANSWERED || bytes == 0)
        return rc;
    if (r->k == NULL)
        return cli_usage("%s:1: not a census to go on from: there is no %s (the checks of "
                         "its records); the file is left as it is", r->path, r->check_path);
    r->sum = census_sum(CENSUS_SUM_START, r->ident, strlen(r->ident));
    r->check_lineno = 1;
    return read_records(r);
}

int census_file_open(census *c, const char *path, int argn)
{
    reader r;
    int rc;

    memset(&r, 0, sizeof r);
    r.c = c;
    r.path = path;
    r.argn = argn;
    if ((r.check_path = malloc(strlen(path) + sizeof ".check")) == NULL)
        return EXIT_FAILURE_IO;
    strcpy(r.check_path, path);
    strcat(r.check_path, ".check");
    identity(c, r.ident, sizeof r.ident);
    c->written = 0;
    rc = read_file(&r);
    if (r.f != NULL)
        fclose(r.f);
    if (r.k != NULL)
        fclose(r.k);
    if (rc == EXIT_ANSWERED)
        rc = r.keep == 0 ? start_afresh(&r) : go_on(&r);
    free(r.line);
    free(r.check_path);
    return rc;
}

int census_file_close(census *c)
{
    int ok = 1;

    if (c->out != NULL && c->out != stdout)
        ok = fclose(c->out) == 0;
    if (c->check != NULL)
        ok = fclose(c->check) == 0 && ok;
    c->out = NULL;
    c->check = NULL;
    return ok;
}
