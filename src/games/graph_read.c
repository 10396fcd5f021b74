/*
** graph_read.c - reads a game graph file (docs/GAMES.md, "graph"):
**
**     # a comment runs to the end of the line; blank lines are ignored
**     start: a b      # the position "start" has the options a and b
**     a: b
**     b:              # a position with no moves
**
** Every position has exactly one line; every option must have a line of
** its own somewhere (forward references are fine); an option written twice
** on one line is one move. The file is read whole and checked in one pass;
** an error names FILE:LINE:COLUMN. Nothing recurses, so a path of 10^7
** positions is read like any other file.
*/
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/file.h"
#include "base/i18n.h"
#include "graph_gsg.h"
#include "graph_read.h"

#define MAX_NODES 0xfffffffeu

/* What the reader keeps while it goes through the file. */
typedef struct reader {
    gr_movegraph *g;
    const char *path;
    uint64_t cap;          /* room in the node arrays */
    uint64_t *def_line;    /* the line defining node u, or 0 while undefined */
    uint64_t *use_line, *use_col;   /* where an undefined node was first named */
    uint64_t ecap;         /* room in g->out */
    gr_error *err;
} reader;

/* Fails at line:col of the file with the sentence fmt (translated, marked
** N_), whose '%1$s' is the name (the first len bytes at name; an over-long
** one shown by its start) and whose '%2$llu', if any, is num. */
static int fail_at(reader *r, uint64_t line, uint64_t col, const char *fmt, const char *name,
                   size_t len, uint64_t num)
{
    char shown[GRAPH_NAME_MAX + 8], sentence[256];

    if (len > GRAPH_NAME_MAX) {   /* an over-long name is shown by its start */
        memcpy(shown, name, GRAPH_NAME_MAX);
        memcpy(shown + GRAPH_NAME_MAX, "...", 4);
    } else {
        memcpy(shown, name, len);
        shown[len] = '\0';
    }
    snprintf(sentence, sizeof sentence, _(fmt), shown, (unsigned long long)num);
    return gr_error_set(r->err, GR_EINPUT, "%s:%llu:%llu: %s", r->path,
                        (unsigned long long)line, (unsigned long long)col, sentence);
}

static uint64_t hash_name(const char *s, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    size_t i;

    for (i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 0x100000001b3ULL;
    return h;
}

static int same_name(const gr_movegraph *g, uint32_t u, const char *s, size_t n)
{
    return g->name_len[u] == n && memcmp(g->text + g->name_at[u], s, n) == 0;
}

int64_t gr_movegraph_find(const gr_movegraph *g, const char *name, size_t len)
{
    uint64_t i;

    if (g->nslots == 0)
        return -1;
    for (i = hash_name(name, len) & (g->nslots - 1); g->slots[i] != 0;
         i = (i + 1) & (g->nslots - 1))
        if (same_name(g, g->slots[i] - 1, name, len))
            return g->slots[i] - 1;
    return -1;
}

/* Doubles the hash table (kept at most half full). */
static int grow_slots(gr_movegraph *g)
{
    uint64_t size = g->nslots ? g->nslots * 2 : 1024, i, j;
    uint32_t *slots = calloc(size, sizeof *slots);

    if (slots == NULL)
        return GR_ENOMEM;
    for (i = 0; i < g->nslots; i++) {
        uint32_t u = g->slots[i];
        if (u == 0)
            continue;
        for (j = hash_name(g->text + g->name_at[u - 1], g->name_len[u - 1]) & (size - 1);
             slots[j] != 0; j = (j + 1) & (size - 1))
            ;
        slots[j] = u;
    }
    free(g->slots);
    g->slots = slots;
    g->nslots = size;
    return GR_OK;
}

static int grow_nodes(reader *r)
{
    gr_movegraph *g = r->g;
    uint64_t cap = r->cap ? r->cap * 2 : 1024;
    void *p;

#define GROW(field, type)                                              \
    if ((p = realloc(field, cap * sizeof(type))) == NULL)              \
        return GR_ENOMEM;                                              \
    field = p;
    GROW(g->name_at, uint64_t)
    GROW(g->name_len, uint8_t)
    GROW(g->out_start, uint64_t)
    GROW(g->out_count, uint32_t)
    GROW(r->def_line, uint64_t)
    GROW(r->use_line, uint64_t)
    GROW(r->use_col, uint64_t)
#undef GROW
    r->cap = cap;
    return GR_OK;
}

/* The node named text[at, at + len): found, or added (undefined, first
** named at line:col). -1 when out of memory or too many nodes. */
static int64_t intern(reader *r, uint64_t at, size_t len, uint64_t line, uint64_t col)
{
    gr_movegraph *g = r->g;
    const char *name = g->text + at;
    int64_t found = gr_movegraph_find(g, name, len);
    uint64_t i;
    uint32_t u;

    if (found >= 0)
        return found;
    if (g->n >= MAX_NODES)
        return gr_error_set(r->err, GR_ERANGE, "%s: more than %u positions", r->path,
                            MAX_NODES), -1;
    if ((g->n + 1) * 2 > g->nslots && grow_slots(g) != GR_OK)
        return gr_error_set(r->err, GR_ENOMEM, "out of memory"), -1;
    if (g->n == r->cap && grow_nodes(r) != GR_OK)
        return gr_error_set(r->err, GR_ENOMEM, "out of memory"), -1;
    u = g->n++;
    g->name_at[u] = at;
    g->name_len[u] = (uint8_t)len;
    g->out_start[u] = 0;
    g->out_count[u] = 0;
    r->def_line[u] = 0;
    r->use_line[u] = line;
    r->use_col[u] = col;
    for (i = hash_name(name, len) & (g->nslots - 1); g->slots[i] != 0;
         i = (i + 1) & (g->nslots - 1))
        ;
    g->slots[i] = u + 1;
    return u;
}

static int add_edge(reader *r, uint32_t v)
{
    gr_movegraph *g = r->g;

    if (g->m == r->ecap) {
        uint64_t cap = r->ecap ? r->ecap * 2 : 4096;
        uint32_t *out = realloc(g->out, cap * sizeof *out);
        if (out == NULL)
            return gr_error_set(r->err, GR_ENOMEM, "out of memory");
        g->out = out;
        r->ecap = cap;
    }
    g->out[g->m++] = v;
    return GR_OK;
}

static int name_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c == '.' || c == '-';
}

/* A name starting at s[*i] (line `line`, the line starting at s[start]):
** its length, checked, with *i moved past it. -1 after setting the error. */
static long read_name(reader *r, const char *s, uint64_t *i, uint64_t start, uint64_t line)
{
    uint64_t from = *i;
    char c;

    while (name_char(s[*i]))
        (*i)++;
    c = s[*i];
    if (c != '\0' && c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '#' && c != ':') {
        /* the character whole (é, not '?'); a byte that begins none, or a
        ** control, the message shows as '?' */
        size_t len = 1;
        if ((unsigned char)c >= 0xC0)
            while (len < 4 && ((unsigned char)s[*i + len] & 0xC0) == 0x80)
                len++;
        return fail_at(r, line, *i - start + 1, N_("a name is made of A-Z a-z 0-9 _ . -, not "
                       "'%1$s'"), s + *i, len, 0), -1;
    }
    if (*i - from > GRAPH_NAME_MAX)
        return fail_at(r, line, from - start + 1, N_("a name is at most 64 characters: "
                       "'%1$s'"), s + from, *i - from, 0), -1;
    return (long)(*i - from);
}

static uint64_t skip_blanks(const char *s, uint64_t i)
{
    while (s[i] == ' ' || s[i] == '\t' || s[i] == '\r')
        i++;
    return i;
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

    return x < y ? -1 : x > y;
}

/* One line "NAME: OPTION..." from s[start]; *next is where the next begins. */
static int read_line(reader *r, const char *s, uint64_t start, uint64_t line, uint64_t *next)
{
    gr_movegraph *g = r->g;
    uint64_t i = skip_blanks(s, start), first, k, kept;
    int64_t u, v;
    long len;

    if (s[i] == '\0' || s[i] == '\n' || s[i] == '#') {   /* blank, or a comment */
        while (s[i] != '\0' && s[i] != '\n')
            i++;
        *next = s[i] == '\n' ? i + 1 : i;
        return GR_OK;
    }
    first = i;
    if ((len = read_name(r, s, &i, start, line)) < 0)
        return r->err->code;
    if (len == 0)
        return fail_at(r, line, i - start + 1, N_("expected a position's name, not '%1$s'"),
                       s + i, 1, 0);
    if ((u = intern(r, first, (size_t)len, line, first - start + 1)) < 0)
        return r->err->code;
    if (r->def_line[u] != 0)
        return fail_at(r, line, first - start + 1, N_("'%1$s' is defined twice (first on "
                       "line %2$llu)"), s + first, (size_t)len, r->def_line[u]);
    i = skip_blanks(s, i);
    if (s[i] != ':')
        return fail_at(r, line, i - start + 1, N_("expected ':' after the position's name "
                       "'%1$s'"), s + first, (size_t)len, 0);
    r->def_line[u] = line;
    g->out_start[u] = g->m;
    for (i = skip_blanks(s, i + 1); s[i] != '\0' && s[i] != '\n' && s[i] != '#';
         i = skip_blanks(s, i)) {
        uint64_t at = i;
        if ((len = read_name(r, s, &i, start, line)) < 0)
            return r->err->code;
        if (len == 0)
            return fail_at(r, line, i - start + 1, N_("expected an option's name, not '%1$s'"),
                           s + i, 1, 0);
        if ((v = intern(r, at, (size_t)len, line, at - start + 1)) < 0 ||
            add_edge(r, (uint32_t)v) != GR_OK)
            return r->err->code;
    }
    while (s[i] != '\0' && s[i] != '\n')
        i++;
    *next = s[i] == '\n' ? i + 1 : i;
    /* an option written twice on one line is one move */
    if (g->m - g->out_start[u] > 1)
        qsort(g->out + g->out_start[u], g->m - g->out_start[u], sizeof *g->out, cmp_u32);
    for (k = kept = g->out_start[u]; k < g->m; k++)
        if (k == g->out_start[u] || g->out[k] != g->out[kept - 1])
            g->out[kept++] = g->out[k];
    g->m = kept;
    if (g->m - g->out_start[u] > UINT32_MAX)
        return fail_at(r, line, 1, N_("too many options for '%1$s'"), s + first,
                       g->name_len[u], 0);
    g->out_count[u] = (uint32_t)(g->m - g->out_start[u]);
    return GR_OK;
}

/* The NUL byte at buf + nul (of len read) as an error: the file's line
** and column. */
static char *nul_error(const char *path, const char *buf, size_t nul, gr_error *err)
{
    size_t line = 1, col = 1, i;

    for (i = 0; i < nul; i++, col++)
        if (buf[i] == '\n')
            line++, col = 0;
    return gr_error_set(err, GR_EINPUT, "%s:%zu:%zu: a NUL byte (this is not a text file)",
                        path, line, col), NULL;
}

/* The whole file as one string. Reading stops at the first NUL byte (not a
** text file: /dev/zero is never read to its end); what is not a regular
** file is refused before reading (gr_file_open). */
static char *read_file(const char *path, gr_error *err)
{
    FILE *f = gr_file_open(path, _("the game graph "), err);
    size_t len = 0, cap = 1 << 16, got;
    char *buf = NULL, *bigger, *nul;
    size_t at = SIZE_MAX;   /* where the first NUL byte is, if any */
    int failed;

    if (f == NULL)
        return NULL;
    if ((buf = malloc(cap + 1)) == NULL)
        goto nomem;
    while (at == SIZE_MAX && (got = fread(buf + len, 1, cap - len, f)) > 0) {
        if ((nul = memchr(buf + len, '\0', got)) != NULL)
            at = (size_t)(nul - buf);
        len += got;
        if (len == cap) {
            if ((bigger = realloc(buf, cap * 2 + 1)) == NULL)
                goto nomem;
            buf = bigger;
            cap *= 2;
        }
    }
    failed = at != SIZE_MAX || ferror(f);
    if (at != SIZE_MAX)
        nul_error(path, buf, at, err);
    else if (failed)
        gr_error_set(err, GR_EINPUT, "cannot read the game graph %s: %s", path,
                     strerror(errno));
    fclose(f);
    if (failed) {
        free(buf);
        return NULL;
    }
    buf[len] = '\0';
    return buf;
nomem:
    free(buf);
    fclose(f);
    return gr_error_set(err, GR_ENOMEM, "out of memory"), NULL;
}

/* Every named node must have a line of its own: the first that does not
** is reported where it was first named. */
static int check_defined(reader *r)
{
    uint32_t u;

    for (u = 0; u < r->g->n; u++)
        if (r->def_line[u] == 0)
            return fail_at(r, r->use_line[u], r->use_col[u],
                           N_("unknown position '%1$s' (it has no line of its own)"),
                           r->g->text + r->g->name_at[u], r->g->name_len[u], 0);
    return GR_OK;
}

/* Reads the text g->text (g->path names it in errors) into g and values
** every node; GR_OK or the error. */
static int movegraph_read(gr_movegraph *g, gr_error *err)
{
    reader r;
    uint64_t at = 0, line = 1, next = 0;
    int rc = GR_OK;

    memset(&r, 0, sizeof r);
    r.g = g;
    r.path = g->path;
    r.err = err;
    if (strncmp(g->text, "\xEF\xBB\xBF", 3) == 0)   /* a UTF-8 byte-order mark */
        at = 3;
    for (; g->text[at] != '\0' && rc == GR_OK; line++, at = next)
        rc = read_line(&r, g->text, at, line, &next);
    if (rc == GR_OK)
        rc = check_defined(&r);
    free(r.def_line);
    free(r.use_line);
    free(r.use_col);
    if (rc == GR_OK && g->n == 0)
        rc = gr_error_set(err, GR_EINPUT, "%s: no positions in the game graph", g->path);
    if (rc == GR_OK && gr_movegraph_value_all(g) != GR_OK)
        rc = gr_error_set(err, GR_ENOMEM, "out of memory");
    return rc;
}

/* A new graph named `name`, holding `text` (owned from here, freed on
** failure), read and valued; NULL with err set. */
static gr_movegraph *movegraph_of(const char *name, char *text, gr_error *err)
{
    gr_movegraph *g = calloc(1, sizeof *g);

    if (g == NULL || (g->path = strdup(name)) == NULL) {
        free(text);
        gr_movegraph_free(g);
        return gr_error_set(err, GR_ENOMEM, "out of memory"), NULL;
    }
    g->text = text;
    if (movegraph_read(g, err) != GR_OK) {
        gr_movegraph_free(g);
        return NULL;
    }
    return g;
}

gr_movegraph *gr_movegraph_load(const char *path, gr_error *err)
{
    char *text = read_file(path, err);

    return text != NULL ? movegraph_of(path, text, err) : NULL;
}

gr_movegraph *gr_movegraph_parse(const char *text, size_t len, const char *name,
                                 gr_error *err)
{
    char *copy;

    if (memchr(text, '\0', len) != NULL)
        return nul_error(name, text, (size_t)((const char *)memchr(text, '\0', len) - text),
                         err), NULL;
    if ((copy = malloc(len + 1)) == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory"), NULL;
    memcpy(copy, text, len);
    copy[len] = '\0';
    return movegraph_of(name, copy, err);
}

void gr_movegraph_free(gr_movegraph *g)
{
    if (g == NULL)
        return;
    free(g->path);
    free(g->text);
    free(g->name_at);
    free(g->name_len);
    free(g->slots);
    free(g->out_start);
    free(g->out_count);
    free(g->out);
    free(g->value);
    free(g->counter);
    free(g->esc_start);
    free(g->esc);
    free(g);
}
