/*
** position.c - gr_position: a sum of components; parsing and printing the
** position syntax ("nim 3 4 5 + kayles 7 + sub:1,3,4 9").
*/
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grundy.h"
#include "base/debug.h"
#include "base/file.h"
#include "base/i18n.h"

/* One word of the input and where it came from. */
typedef struct token {
    char *text;     /* in the tokens' arena, once tokens_finish has run */
    size_t at;      /* offset of the text in the arena */
    size_t arg;     /* argument index (args) or line number (line) */
    size_t column;  /* 1-based column within a line; 0 for args */
    int glued;      /* it follows the word before with no space (3+4) */
} token;

/* The words, their texts one after another in one arena, each ended by NUL
** (one allocation for a million words, not a million). */
typedef struct tokens {
    token *items;
    size_t count, cap;
    gr_buf arena;
} tokens;

static void tokens_free(tokens *t)
{
    free(t->items);
    gr_buf_free(&t->arena);
}

static int tokens_push(tokens *t, const char *s, size_t n, size_t arg, size_t column,
                       int glued)
{
    token *items;

    if (t->count == t->cap) {
        size_t cap = t->cap ? t->cap * 2 : 16;
        items = realloc(t->items, cap * sizeof *items);
        if (items == NULL)
            return GR_ENOMEM;
        t->items = items;
        t->cap = cap;
    }
    t->items[t->count].at = t->arena.len;
    gr_buf_putn(&t->arena, s, n);
    gr_buf_putc(&t->arena, '\0');
    if (t->arena.failed)
        return GR_ENOMEM;
    t->items[t->count].arg = arg;
    t->items[t->count].column = column;
    t->items[t->count].glued = glued;
    t->count++;
    return GR_OK;
}

/* Points every word at its text, now that the arena has stopped moving. */
static void tokens_finish(tokens *t)
{
    size_t i;

    for (i = 0; i < t->count; i++)
        t->items[i].text = t->arena.data + t->items[i].at;
}

/* Splits text into words at white space; '+' is always a word of its own. */
static int tokens_split(tokens *t, const char *text, size_t arg, int columns)
{
    const char *p = text;

    while (*p != '\0') {
        const char *start;
        if (isspace((unsigned char)*p)) {
            p++;
            continue;
        }
        start = p;
        if (*p == '+')
            p++;
        else
            while (*p != '\0' && *p != '+' && !isspace((unsigned char)*p))
                p++;
        if (tokens_push(t, start, (size_t)(p - start), arg,
                        columns ? (size_t)(start - text) + 1 : 0,
                        start > text && !isspace((unsigned char)start[-1])) != GR_OK)
            return GR_ENOMEM;
    }
    return GR_OK;
}

/* Fills err->where for token k (or the end of input when k == count). */
static void locate(gr_error *err, const tokens *t, size_t k, size_t first, int lines,
                   size_t lineno, size_t linelen)
{
    if (lines) {
        size_t col = k < t->count ? t->items[k].column : linelen + 1;
        snprintf(err->where, sizeof err->where, "line %zu, column %zu", lineno, col);
    } else if (k < t->count) {
        snprintf(err->where, sizeof err->where, "argument %zu", first + t->items[k].arg);
    } else {
        snprintf(err->where, sizeof err->where, "after argument %zu",
                 first + (t->count ? t->items[t->count - 1].arg : 0));
    }
}

gr_position *gr_position_new(void)
{
    return calloc(1, sizeof(gr_position));
}

void gr_position_free(gr_position *p)
{
    size_t i;

    if (p == NULL)
        return;
    for (i = 0; i < p->count; i++) {
        gr_state_release(p->items[i].game, p->items[i].state);
        gr_game_unref(p->items[i].game);
    }
    free(p->items);
    free(p);
}

int gr_position_push(gr_position *p, gr_game *g, gr_state s)
{
    if (p->count == p->cap) {
        size_t cap = p->cap ? p->cap * 2 : 8;
        gr_component *items = realloc(p->items, cap * sizeof *items);
        if (items == NULL)
            return GR_ENOMEM;
        p->items = items;
        p->cap = cap;
    }
    p->items[p->count].game = gr_game_ref(g);
    p->items[p->count].state = s;
    p->count++;
    return GR_OK;
}

/* Appends a copy of state s of game g. */
static int position_push_copy(gr_position *p, gr_game *g, gr_state s)
{
    gr_state c;

    if (gr_state_copy(g, s, &c) != GR_OK)
        return GR_ENOMEM;
    if (gr_position_push(p, g, c) != GR_OK) {
        gr_state_release(g, c);
        return GR_ENOMEM;
    }
    return GR_OK;
}

/* A copy of p with component i replaced by option's parts (i == p->count:
** a plain copy, option unused); NULL when out of memory. */
static gr_position *position_rebuild(const gr_position *p, size_t i, const gr_option *option)
{
    gr_position *q = gr_position_new();
    size_t j, k;
    int rc = GR_OK;

    if (q == NULL)
        return NULL;
    for (j = 0; j < p->count && rc == GR_OK; j++) {
        if (j != i) {
            rc = position_push_copy(q, p->items[j].game, p->items[j].state);
            continue;
        }
        for (k = 0; k < option->nparts && rc == GR_OK; k++)
            rc = position_push_copy(q, p->items[j].game, option->parts[k]);
    }
    if (rc != GR_OK) {
        gr_position_free(q);
        return NULL;
    }
    return q;
}

gr_position *gr_position_copy(const gr_position *p)
{
    return position_rebuild(p, p->count, NULL);
}

gr_position *gr_position_after(const gr_position *p, size_t i, const gr_option *option)
{
    gr_assert(i < p->count);
    gr_assert(option->nparts == 0 || option->parts != NULL);
    return position_rebuild(p, i, option);
}

/* ---- games kept across positions ---- */

#define SHELF_MAX 256   /* games a shelf keeps at most (a linear look-up) */

struct gr_shelf {
    gr_files files;             /* which files its games may read */
    size_t count;
    char *text[SHELF_MAX];      /* the spec as written, e.g. "sub:4,3,1" */
    gr_game *game[SHELF_MAX];   /* a reference to its game */
};

gr_shelf *gr_shelf_new(void)
{
    return calloc(1, sizeof(gr_shelf));
}

void gr_shelf_free(gr_shelf *s)
{
    size_t i;

    if (s == NULL)
        return;
    for (i = 0; i < s->count; i++) {
        free(s->text[i]);
        gr_game_unref(s->game[i]);
    }
    free(s);
}

/* The shelf's game written as spec or with g's canonical spec, or NULL. */
static gr_game *shelf_find(const gr_shelf *s, const char *spec)
{
    size_t i;

    for (i = 0; s != NULL && i < s->count; i++)
        if (strcmp(s->text[i], spec) == 0 || strcmp(s->game[i]->spec, spec) == 0)
            return s->game[i];
    return NULL;
}

static void shelf_keep(gr_shelf *s, const char *spec, gr_game *g)
{
    if (s == NULL || s->count == SHELF_MAX ||
        (s->text[s->count] = strdup(spec)) == NULL)
        return;   /* not kept: only a later look-up is slower */
    s->game[s->count++] = gr_game_ref(g);
}

void gr_shelf_files(gr_shelf *s, gr_files files)
{
    s->files = files;
}

/* A plain file name: no '/', not "." or "..", not empty. */
static int plain_name(const char *name, size_t len)
{
    return len > 0 && memchr(name, '/', len) == NULL && memchr(name, '\0', len) == NULL &&
           !(len == 1 && name[0] == '.') && !(len == 2 && memcmp(name, "..", 2) == 0);
}

/* gr_game_new under the shelf's file policy (gr_files). */
static gr_game *shelf_new_game(const gr_shelf *s, const char *spec, size_t len, gr_error *err)
{
    const char *colon = memchr(spec, ':', len);
    size_t namelen = colon != NULL ? (size_t)(colon - spec) : len;
    const char *file = colon != NULL ? colon + 1 : spec + len;
    size_t filelen = len - (size_t)(file - spec);
    const gr_ruleset *rules = gr_registry_find(spec, namelen);
    gr_game *g;

    if (s == NULL || s->files == GR_FILES_ANY || rules == NULL ||
        (rules->props & GR_PROP_FILE) == 0)
        return gr_game_new(spec, len, err);
    if (s->files == GR_FILES_NONE)
        return gr_error_set(err, GR_EINPUT, "'%s' reads a file, and no file may be named "
                            "here", rules->name), NULL;
    if (!plain_name(file, filelen) || !gr_file_here(file, filelen))
        return gr_error_set(err, GR_EINPUT, "'%s' reads only a file named plainly that is "
                            "in the directory served, and '%.*s' is none", rules->name,
                            (int)filelen, file), NULL;
    if ((g = gr_game_new(spec, len, err)) == NULL && err != NULL && err->code == GR_EINPUT)
        gr_error_set(err, GR_EINPUT, "'%.*s' is not a file that '%s' can read", (int)filelen,
                     file, rules->name);
    return g;
}

gr_game *gr_shelf_game(gr_shelf *shelf, const char *spec, size_t len, gr_error *err)
{
    gr_game *g = shelf_new_game(shelf, spec, len, err), *kept;

    if (g == NULL)
        return NULL;
    if ((kept = shelf_find(shelf, g->spec)) != NULL) {
        gr_game_unref(g);
        return gr_game_ref(kept);
    }
    shelf_keep(shelf, g->spec, g);
    return g;
}

/* The game for spec, shared with an earlier component of the same spec and
** with the shelf's games (which it joins). */
static gr_game *position_game(gr_position *p, gr_shelf *shelf, const char *spec,
                              gr_error *err)
{
    gr_game *g = shelf_find(shelf, spec), *kept;
    size_t i;

    if (g != NULL)
        return gr_game_ref(g);
    for (i = 0; i < p->count; i++)   /* written as an earlier one is: made once */
        if (strcmp(p->items[i].game->spec, spec) == 0)
            return gr_game_ref(p->items[i].game);
    if ((g = shelf_new_game(shelf, spec, strlen(spec), err)) == NULL)
        return NULL;
    if ((kept = shelf_find(shelf, g->spec)) != NULL) {
        gr_game_unref(g);
        return gr_game_ref(kept);
    }
    for (i = 0; i < p->count; i++)
        if (strcmp(p->items[i].game->spec, g->spec) == 0) {
            gr_game_unref(g);
            return gr_game_ref(p->items[i].game);
        }
    shelf_keep(shelf, spec, g);
    return g;
}

/* Parses tokens[from, to) - one spec and its arguments - into p. */
static int parse_group(gr_position *p, gr_shelf *shelf, const tokens *t, size_t from,
                       size_t to, gr_error *err)
{
    const char **args = NULL;
    gr_game *g;
    gr_state s;
    size_t i, n = to - from - 1;
    int rc = GR_OK;

    g = position_game(p, shelf, t->items[from].text, err);
    if (g == NULL)
        return (err->arg = (long)from, err->code);
    if (n == 0) {
        rc = gr_error_at(err, (long)from, GR_EINPUT, "'%s' needs arguments: %s",
                         g->spec, _(g->rules->syntax));
        goto cleanup;
    }
    args = malloc(n * sizeof *args);
    if (args == NULL) {
        rc = gr_error_set(err, GR_ENOMEM, "out of memory");
        goto cleanup;
    }
    for (i = 0; i < n; i++)
        args[i] = t->items[from + 1 + i].text;
    if (g->rules->shape == GR_SHAPE_WHOLE)
        n = 1;   /* one component from all the words */
    for (i = 0; i < n && rc == GR_OK; i++) {
        size_t nargs = g->rules->shape == GR_SHAPE_WHOLE ? to - from - 1 : 1;
        rc = g->rules->parse(g, args + i, nargs, &s, err);
        if (rc != GR_OK) {
            err->arg = err->arg < 0 ? (long)(from + 1 + i) : (long)(from + 1 + i) + err->arg;
            break;
        }
        rc = gr_position_push(p, g, s);
        if (rc != GR_OK) {
            gr_state_release(g, s);
            gr_error_set(err, GR_ENOMEM, "out of memory");
        }
    }
cleanup:
    free(args);
    gr_game_unref(g);
    return rc;
}

/* Parses all tokens; on error err->arg is the index of the token to blame
** (t->count for "the end"). */
static gr_position *parse_tokens(const tokens *t, gr_shelf *shelf, gr_error *err)
{
    gr_position *p = gr_position_new();
    size_t from = 0, to;

    if (p == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory"), NULL;
    if (t->count == 0) {
        gr_error_at(err, 0, GR_EINPUT, "no position given (e.g. 'nim 3 4 5')");
        goto fail;
    }
    for (to = 1; to < t->count; to++)   /* "nim +3", "nim 3+4": no sign, a sum */
        if (strcmp(t->items[to - 1].text, "+") == 0 && t->items[to].glued &&
            isdigit((unsigned char)t->items[to].text[0])) {
            gr_error_at(err, (long)to, GR_EINPUT, "expected a game name after '+', got the "
                        "number '%s' (a number takes no sign; a sum is written 'nim 3 + nim "
                        "4')", t->items[to].text);
            goto fail;
        }
    for (;;) {
        if (from == t->count || strcmp(t->items[from].text, "+") == 0) {
            gr_error_at(err, (long)from, GR_EINPUT, "expected a game name%s",
                        from == t->count ? _(" after '+'") : _(", got '+'"));
            goto fail;
        }
        for (to = from; to < t->count && strcmp(t->items[to].text, "+") != 0; to++)
            ;
        if (parse_group(p, shelf, t, from, to, err) != GR_OK)
            goto fail;
        if (to == t->count)
            return p;
        from = to + 1;
    }
fail:
    gr_position_free(p);
    return NULL;
}

gr_position *gr_position_parse_args(const char *const *args, size_t n, size_t first,
                                    gr_error *err)
{
    gr_error scratch;   /* err may be NULL: errors go here, unread */
    tokens t = {NULL, 0, 0, GR_BUF_INIT};
    gr_position *p = NULL;
    size_t i;

    if (err == NULL)
        err = &scratch;
    gr_error_clear(err);
    for (i = 0; i < n; i++) {
        size_t had = t.count;
        if (tokens_split(&t, args[i], i, 0) != GR_OK) {
            gr_error_set(err, GR_ENOMEM, "out of memory");
            goto cleanup;
        }
        if (t.count == had) {   /* a script's empty "$x" would vanish unseen */
            gr_error_set(err, GR_EINPUT, "an empty argument: each argument of a position is "
                         "a word (a number, a game, '+')");
            snprintf(err->where, sizeof err->where, "argument %zu", first + i);
            goto cleanup;
        }
    }
    tokens_finish(&t);
    p = parse_tokens(&t, NULL, err);
    if (p == NULL && err != NULL && err->code != GR_ENOMEM)
        locate(err, &t, (size_t)(err->arg < 0 ? 0 : err->arg), first, 0, 0, 0);
cleanup:
    tokens_free(&t);
    return p;
}

gr_position *gr_position_parse_line(const char *line, size_t lineno, gr_error *err)
{
    return gr_position_parse_line_shelved(NULL, line, lineno, err);
}

gr_position *gr_position_parse_line_shelved(gr_shelf *shelf, const char *line, size_t lineno,
                                            gr_error *err)
{
    gr_error scratch;   /* err may be NULL: errors go here, unread */
    tokens t = {NULL, 0, 0, GR_BUF_INIT};
    gr_position *p = NULL;

    if (err == NULL)
        err = &scratch;
    gr_error_clear(err);
    if (tokens_split(&t, line, lineno, 1) != GR_OK) {
        gr_error_set(err, GR_ENOMEM, "out of memory");
        goto cleanup;
    }
    tokens_finish(&t);
    p = parse_tokens(&t, shelf, err);
    if (p == NULL && err != NULL && err->code != GR_ENOMEM)
        locate(err, &t, (size_t)(err->arg < 0 ? 0 : err->arg), 0, 1, lineno, strlen(line));
cleanup:
    tokens_free(&t);
    return p;
}

int gr_component_draw(const gr_component *c, gr_buf *out, int unicode)
{
    if (c->game->rules->draw == NULL)
        return 0;
    c->game->rules->draw(c->game, c->state, out, unicode);
    return 1;
}

int gr_component_explain(const gr_component *c, gr_buf *out, gr_error *err)
{
    if (c->game->rules->explain == NULL)
        return GR_OK;
    return c->game->rules->explain(c->game, c->state, out, err);
}

void gr_component_print(const gr_component *c, gr_buf *out)
{
    gr_buf_puts(out, c->game->spec);
    gr_buf_putc(out, ' ');
    c->game->rules->print(c->game, c->state, out);
}

void gr_component_key(const gr_component *c, gr_buf *out)
{
    gr_buf_puts(out, c->game->spec);
    gr_buf_putc(out, ' ');
    if (c->game->rules->key != NULL)
        c->game->rules->key(c->game, c->state, out);
    else
        c->game->rules->print(c->game, c->state, out);
}

/* Prints components one by one, grouping neighbouring heaps (or other
** one-argument components) of one game. */
typedef struct printer {
    gr_buf *out;
    const gr_game *prev;
} printer;

static void printer_add(printer *pr, const gr_game *g, gr_state s)
{
    if (pr->prev != NULL && g->rules->shape != GR_SHAPE_WHOLE &&
        (pr->prev == g || strcmp(pr->prev->spec, g->spec) == 0)) {
        gr_buf_putc(pr->out, ' ');
    } else {
        if (pr->prev != NULL)
            gr_buf_puts(pr->out, " + ");
        gr_buf_puts(pr->out, g->spec);
        gr_buf_putc(pr->out, ' ');
    }
    g->rules->print(g, s, pr->out);
    pr->prev = g;
}

void gr_position_print(const gr_position *p, gr_buf *out)
{
    printer pr = {out, NULL};
    size_t i;

    for (i = 0; i < p->count; i++)
        printer_add(&pr, p->items[i].game, p->items[i].state);
}

void gr_position_print_after(const gr_position *p, size_t i, const gr_option *option,
                             gr_buf *out)
{
    printer pr = {out, NULL};
    size_t j, k;

    for (j = 0; j < p->count; j++) {
        if (j != i) {
            printer_add(&pr, p->items[j].game, p->items[j].state);
            continue;
        }
        for (k = 0; k < option->nparts; k++)
            printer_add(&pr, p->items[j].game, option->parts[k]);
    }
}
