/*
** check.c - the unit-test harness and the solver-versus-search checker.
*/
#include <stdlib.h>
#include <string.h>

#include "check.h"

long check_passed, check_failed, check_skipped;

int check_report(int ok, const char *what, const char *file, int line)
{
    if (ok) {
        check_passed++;
        return 1;
    }
    check_failed++;
    fprintf(stderr, "%s:%d: check failed: %s\n", file, line, what);
    return 0;
}

int check_u64(unsigned long long a, unsigned long long b, const char *ta, const char *tb,
              const char *file, int line)
{
    if (a == b)
        return check_report(1, ta, file, line);
    check_failed++;
    fprintf(stderr, "%s:%d: %s == %llu, expected %s == %llu\n", file, line, ta, a, tb, b);
    return 0;
}

int check_str(const char *a, const char *b, const char *ta, const char *file, int line)
{
    if (a != NULL && strcmp(a, b) == 0)
        return check_report(1, ta, file, line);
    check_failed++;
    fprintf(stderr, "%s:%d: %s is \"%s\", expected \"%s\"\n", file, line, ta,
            a ? a : "(null)", b);
    return 0;
}

gr_position *check_parse(const char *text)
{
    gr_error err;
    gr_position *p = gr_position_parse_line(text, 1, &err);

    if (p == NULL) {
        check_failed++;
        fprintf(stderr, "cannot parse '%s': %s: %s\n", text, err.where, err.message);
    }
    return p;
}

/* Every winning move reported, as "component|text" lines. */
typedef struct move_list {
    char **items;
    size_t count, cap;
    const gr_position *p;
    size_t component;
    int misere;
    int failed;
} move_list;

static void list_add(move_list *l, size_t component, const char *text)
{
    char line[512];

    snprintf(line, sizeof line, "%zu|%s", component, text);
    if (l->count == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 16;
        l->items = realloc(l->items, l->cap * sizeof *l->items);
    }
    l->items[l->count++] = strdup(line);
}

static int collect_reported(void *ctx, const gr_winning_move *w)
{
    list_add(ctx, w->component, w->option->text);
    return 0;
}

static int collect_searched(void *ctx, const gr_option *o)
{
    move_list *l = ctx;
    gr_position *after = gr_position_after(l->p, l->component, o);
    gr_outcome oc;
    gr_error err;

    if (gr_search_outcome(after, l->misere, 0, &oc, &err) != GR_OK) {
        fprintf(stderr, "search failed: %s\n", err.message);
        l->failed = 1;
    } else if (oc == GR_OUTCOME_P) {
        list_add(l, l->component, o->text);
    }
    gr_position_free(after);
    return 0;
}

static int compare(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void list_free(move_list *l)
{
    size_t i;

    for (i = 0; i < l->count; i++)
        free(l->items[i]);
    free(l->items);
}

static int same_moves(move_list *a, move_list *b, const char *text)
{
    size_t i;

    if (a->count > 0)   /* qsort must not be given NULL, even for no items */
        qsort(a->items, a->count, sizeof *a->items, compare);
    if (b->count > 0)
        qsort(b->items, b->count, sizeof *b->items, compare);
    for (i = 0; i < a->count && i < b->count; i++)
        if (strcmp(a->items[i], b->items[i]) != 0)
            break;
    if (i == a->count && i == b->count)
        return 1;
    fprintf(stderr, "%s: winning moves differ: solver says '%s', search says '%s' "
            "(%zu vs %zu moves)\n", text, i < a->count ? a->items[i] : "(none)",
            i < b->count ? b->items[i] : "(none)", a->count, b->count);
    return 0;
}

static int values_agree(const gr_position *p, const gr_analysis *a, const char *text)
{
    size_t i;
    uint64_t v;
    gr_error err;

    for (i = 0; i < p->count; i++) {
        if (gr_search_value(p->items[i].game, p->items[i].state, 0, &v, &err) != GR_OK) {
            fprintf(stderr, "%s: search of component %zu failed: %s\n", text, i, err.message);
            return 0;
        }
        if (a->values[i].kind != GR_VALUE_NIMBER || a->values[i].nimber != v) {
            fprintf(stderr, "%s: component %zu has value %llu, search says %llu\n", text, i,
                    (unsigned long long)a->values[i].nimber, (unsigned long long)v);
            return 0;
        }
    }
    return 1;
}

int check_against_search(const char *text, int misere)
{
    gr_position *p = check_parse(text);
    gr_solve_options opt = {misere, 0, NULL, NULL, NULL, 0};
    move_list reported = {0}, searched = {0};
    gr_analysis a;
    gr_outcome oc;
    gr_error err;
    int ok = 0;

    if (p == NULL)
        return 0;
    if (gr_solve(p, &opt, &a, &err) != GR_OK) {
        fprintf(stderr, "%s: solve failed: %s\n", text, err.message);
        gr_position_free(p);
        return check_report(0, text, __FILE__, __LINE__);
    }
    if (gr_search_outcome(p, misere, 0, &oc, &err) != GR_OK) {
        fprintf(stderr, "%s: search failed: %s\n", text, err.message);
        goto done;
    }
    if (oc != a.outcome) {
        fprintf(stderr, "%s: outcome %c, search says %c\n", text,
                "PN"[a.outcome], "PN"[oc]);
        goto done;
    }
    if (!misere && !values_agree(p, &a, text))
        goto done;
    gr_winning_moves(p, &opt, &a, collect_reported, &reported, &err);
    searched.p = p;
    searched.misere = misere;
    for (searched.component = 0; searched.component < p->count; searched.component++)
        gr_game_moves(p->items[searched.component].game, p->items[searched.component].state,
                      collect_searched, &searched);
    ok = !searched.failed && same_moves(&reported, &searched, text);
done:
    list_free(&reported);
    list_free(&searched);
    gr_analysis_free(&a);
    gr_position_free(p);
    return check_report(ok, text, __FILE__, __LINE__);
}

/* ---- moves_to against every move filtered by value ---- */

typedef struct naive {
    const gr_game *g;
    uint64_t target;
    move_list *list;
    int failed;
} naive;

static int collect_text(void *ctx, const gr_option *o)
{
    list_add(ctx, 0, o->text);
    return 0;
}

static int collect_naive(void *ctx, const gr_option *o)
{
    naive *nv = ctx;
    uint64_t x = 0;
    gr_value v;
    size_t i;

    for (i = 0; i < o->nparts; i++) {
        if (gr_game_value(nv->g, o->parts[i], &v, NULL) != GR_OK ||
            v.kind != GR_VALUE_NIMBER) {
            nv->failed = 1;
            return 0;
        }
        x ^= v.nimber;
    }
    if (x == nv->target)
        list_add(nv->list, 0, o->text);
    return 0;
}

int check_moves_to(const char *text, uint64_t target)
{
    gr_position *p = check_parse(text);
    move_list fast = {0}, slow = {0};
    naive nv;
    gr_error err;
    int ok = 0;

    if (p == NULL)
        return 0;
    nv.g = p->items[0].game;
    nv.target = target;
    nv.list = &slow;
    nv.failed = 0;
    if (gr_game_moves_to(nv.g, p->items[0].state, target, collect_text, &fast, &err) != GR_OK)
        fprintf(stderr, "%s: moves_to %llu failed: %s\n", text, (unsigned long long)target,
                err.message);
    else if (gr_game_moves(nv.g, p->items[0].state, collect_naive, &nv), nv.failed)
        fprintf(stderr, "%s: a move has no value\n", text);
    else
        ok = same_moves(&fast, &slow, text);
    if (!ok)
        fprintf(stderr, "%s: target %llu\n", text, (unsigned long long)target);
    list_free(&fast);
    list_free(&slow);
    gr_position_free(p);
    return check_report(ok, text, __FILE__, __LINE__);
}

static int stop_at_first(void *ctx, const gr_option *o)
{
    (void)o;
    (*(int *)ctx)++;
    return 7;
}

int check_moves_to_stops(const char *text, uint64_t target)
{
    gr_position *p = check_parse(text);
    gr_error err;
    int calls = 0, rc;

    if (p == NULL)
        return 0;
    rc = gr_game_moves_to(p->items[0].game, p->items[0].state, target, stop_at_first, &calls,
                          &err);
    gr_position_free(p);
    if (calls == 0)
        return check_report(1, text, __FILE__, __LINE__);
    if (rc != 7 || calls != 1)
        fprintf(stderr, "%s: target %llu: returned %d after %d calls\n", text,
                (unsigned long long)target, rc, calls);
    return check_report(rc == 7 && calls == 1, text, __FILE__, __LINE__);
}

typedef struct first_move {
    int count, stop;
    char text[160];
} first_move;

static int keep_first(void *ctx, const gr_option *o)
{
    first_move *f = ctx;

    if (f->count++ == 0)
        snprintf(f->text, sizeof f->text, "%s", o->text);
    return f->stop;
}

const char *check_move_to_text(const char *text, uint64_t target, int only)
{
    static first_move f;
    gr_position *p = check_parse(text);
    gr_error err;
    int rc;

    f.count = 0;
    f.stop = !only;
    f.text[0] = '\0';
    if (p == NULL)
        return "";
    rc = gr_game_moves_to(p->items[0].game, p->items[0].state, target, keep_first, &f, &err);
    gr_position_free(p);
    if (rc != (f.count > 0 ? f.stop : GR_OK) || (only && f.count > 1)) {
        fprintf(stderr, "%s: target %llu: returned %d after %d moves\n", text,
                (unsigned long long)target, rc, f.count);
        check_report(0, text, __FILE__, __LINE__);
    }
    return f.text;
}

/* ---- explain and draw ---- */

int check_explain(const char *text, const char *want)
{
    gr_position *p = check_parse(text);
    gr_buf b = GR_BUF_INIT;
    gr_error err;
    int ok;

    if (p == NULL)
        return 0;
    if (p->items[0].game->rules->explain(p->items[0].game, p->items[0].state, &b, &err) != GR_OK)
        fprintf(stderr, "%s: explain failed: %s\n", text, err.message);
    ok = check_str(gr_buf_str(&b), want, text, __FILE__, __LINE__);
    gr_buf_free(&b);
    gr_position_free(p);
    return ok;
}

int check_draw(const char *text, int unicode, const char *want)
{
    gr_position *p = check_parse(text);
    gr_buf b = GR_BUF_INIT;
    int ok;

    if (p == NULL)
        return 0;
    p->items[0].game->rules->draw(p->items[0].game, p->items[0].state, &b, unicode);
    ok = check_str(gr_buf_str(&b), want, text, __FILE__, __LINE__);
    gr_buf_free(&b);
    gr_position_free(p);
    return ok;
}

/* ---- parsing, printing, explaining: one position given as text ---- */

void check_roundtrip(const char *text, const char *want)
{
    gr_position *p = check_parse(text);
    gr_buf b = GR_BUF_INIT;

    if (p == NULL)
        return;
    gr_position_print(p, &b);
    CHECK_STR(gr_buf_str(&b), want);
    gr_buf_free(&b);
    gr_position_free(p);
}

void check_rejects(const char *text, int code, const char *where, const char *what)
{
    gr_error err;
    gr_position *p = gr_position_parse_line(text, 1, &err);

    if (!CHECK(p == NULL)) {
        fprintf(stderr, "  '%s' was accepted\n", text);
        gr_position_free(p);
        return;
    }
    if (!CHECK_EQ_U64(err.code, code))
        fprintf(stderr, "  input was: %s\n", text);
    CHECK_STR(err.where, where);
    if (!CHECK(strstr(err.message, what) != NULL))
        fprintf(stderr, "  message was: %s\n", err.message);
}

/* Writes "game " + head + n copies of fill + tail into text (room for 256). */
static void edge_word(char *text, const char *game, const char *head, char fill, int n,
                      const char *tail)
{
    int len = snprintf(text, 256, "%s %s", game, head);

    memset(text + len, fill, (size_t)n);
    snprintf(text + len + n, (size_t)(256 - len - n), "%s", tail);
}

static void accepts(const char *text)
{
    gr_position *p = check_parse(text);

    if (CHECK(p != NULL))
        gr_position_free(p);
}

void check_pair_word_lengths(const char *game, const char *other, char sep, const char *bad,
                             const char *large)
{
    char text[256], head[24], tail[24], where[48];
    int n;

    snprintf(head, sizeof head, "%s%c", other, sep);
    snprintf(tail, sizeof tail, "%c%s", sep, other);
    snprintf(where, sizeof where, "line 1, column %zu", strlen(game) + 2);
    for (n = 1; n <= 120; n++) {
        edge_word(text, game, head, 'x', n, "");
        check_rejects(text, GR_EINPUT, where, bad);
        edge_word(text, game, "", 'x', n, tail);
        check_rejects(text, GR_EINPUT, where, bad);
        edge_word(text, game, head, '9', n, "x");
        check_rejects(text, GR_EINPUT, where, bad);
        edge_word(text, game, "x", '9', n, tail);
        check_rejects(text, GR_EINPUT, where, bad);
        edge_word(text, game, head, '0', n, "2");
        accepts(text);
        edge_word(text, game, head, '9', n, "");
        if (n <= 19)
            accepts(text);
        else
            check_rejects(text, GR_ERANGE, where, large);
        edge_word(text, game, "", '9', n, tail);
        if (n <= 19)
            accepts(text);
        else
            check_rejects(text, GR_ERANGE, where, large);
    }
}

void check_explain_draw(const char *text, const char *rule, const char *drawn)
{
    gr_position *p = check_parse(text);
    gr_buf b = GR_BUF_INIT;
    gr_error err;
    const gr_component *c;

    if (p == NULL)
        return;
    c = &p->items[0];
    CHECK(c->game->rules->explain(c->game, c->state, &b, &err) == GR_OK);
    if (!CHECK(strstr(gr_buf_str(&b), rule) != NULL))
        fprintf(stderr, "  explanation: %s\n", gr_buf_str(&b));
    gr_buf_reset(&b);
    c->game->rules->draw(c->game, c->state, &b, 0);
    if (!CHECK(strstr(gr_buf_str(&b), drawn) != NULL))
        fprintf(stderr, "  drawing:\n%s\n", gr_buf_str(&b));
    gr_buf_free(&b);
    gr_position_free(p);
}

/* ---- the value and the number of winning moves ---- */

static int count_move(void *ctx, const gr_winning_move *w)
{
    (void)w;
    (*(size_t *)ctx)++;
    return 0;
}

void check_solve(const char *text, uint64_t *value, size_t *moves)
{
    gr_position *p = check_parse(text);
    gr_analysis a;
    gr_error err;

    *value = UINT64_MAX;
    *moves = 0;
    if (p == NULL)
        return;
    if (CHECK(gr_solve(p, NULL, &a, &err) == GR_OK)) {
        *value = a.value.nimber;
        CHECK(gr_winning_moves(p, NULL, &a, count_move, moves, &err) == GR_OK);
        gr_analysis_free(&a);
    }
    gr_position_free(p);
}

typedef struct zero_count {
    const gr_game *g;
    size_t zeros;
} zero_count;

static int count_zero(void *ctx, const gr_option *o)
{
    zero_count *z = ctx;
    gr_value v;

    if (z->g->rules->value(z->g, o->parts[0], &v, NULL) == GR_OK && v.nimber == 0)
        z->zeros++;
    return 0;
}

void check_winning_count(const char *text)
{
    gr_position *p;
    zero_count z = {NULL, 0};
    size_t moves;
    uint64_t value;

    check_solve(text, &value, &moves);
    if ((p = check_parse(text)) == NULL)
        return;
    z.g = p->items[0].game;
    gr_game_moves(z.g, p->items[0].state, count_zero, &z);
    CHECK_EQ_U64(moves, value ? z.zeros : 0);
    gr_position_free(p);
}

void check_row_text(char *text, size_t size, const char *game, unsigned code, int n, int max)
{
    int i, len = snprintf(text, size, "%s", game);

    for (i = 0; i < n; i++) {
        len += snprintf(text + len, size - (size_t)len, " %u", code % (unsigned)(max + 1));
        code /= (unsigned)(max + 1);
    }
}

void check_skip(const char *why)
{
    check_skipped++;
    printf("skip: %s\n", why);
}

int check_summary(const char *name)
{
    printf("%s: %ld passed, %ld failed, %ld skipped\n", name, check_passed, check_failed,
           check_skipped);
    return check_failed ? 1 : 0;
}
