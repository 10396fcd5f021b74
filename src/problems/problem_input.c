/*
** problem_input.c - what the solvers of contest problems share in reading
** their input: a game from its spec, the end of the input, lists of numbers,
** games made from a set, and the solver's outcome of a sum.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "problem_input.h"

gr_game *problem_game(const char *spec, gr_error *err)
{
    return gr_game_new(spec, strlen(spec), err);
}

int problem_end(scanner *in, gr_error *err)
{
    return scan_at_end(in) ? GR_OK : scan_extra(in, err);
}

int problem_list_push(problem_list *l, uint64_t v, gr_error *err)
{
    if (l->count == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 256;
        uint64_t *grown;
        if (cap > SIZE_MAX / sizeof *grown ||
            (grown = realloc(l->v, cap * sizeof *grown)) == NULL)
            return gr_error_set(err, GR_ENOMEM, "out of memory");
        l->v = grown;
        l->cap = cap;
    }
    l->v[l->count++] = v;
    return GR_OK;
}

#define READ_BATCH 1024

int problem_read_list(scanner *in, uint64_t n, problem_list *l, const char *what,
                      gr_error *err)
{
    uint64_t batch[READ_BATCH];
    size_t i, got;
    int rc;

    l->count = 0;
    scan_place_next(in, &l->first);
    while (n > 0) {
        size_t want = n < READ_BATCH ? (size_t)n : READ_BATCH;
        if ((rc = scan_u64s(in, batch, want, &got, what, err)) != GR_OK)
            return rc;
        for (i = 0; i < got; i++)
            if ((rc = problem_list_push(l, batch[i], err)) != GR_OK)
                return rc;
        n -= got;
    }
    l->last_line = in->line;   /* the scanner stands just past the last number */
    return GR_OK;
}

int problem_read_set(scanner *in, uint64_t n, problem_list *l, gr_error *err)
{
    scan_place at;
    uint64_t v;
    int rc;

    l->count = 0;
    for (; n > 0; n--) {
        if ((rc = scan_u64_at(in, &v, N_("an element of the set"), &at, err)) != GR_OK)
            return rc;
        if (v == 0) {
            gr_error_set(err, GR_EINPUT, "a move of 0 stones: the set's numbers are 1 or more");
            return scan_blame(&at, err);
        }
        if ((rc = problem_list_push(l, v, err)) != GR_OK)
            return rc;
    }
    return GR_OK;
}

static int compare_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

void problem_list_set(problem_list *l)
{
    size_t i, kept = 0;

    if (l->count == 0)
        return;
    qsort(l->v, l->count, sizeof *l->v, compare_u64);
    for (i = 0; i < l->count; i++)
        if (kept == 0 || l->v[i] != l->v[kept - 1])
            l->v[kept++] = l->v[i];
    l->count = kept;
}

int problem_list_one(problem_list *l, uint64_t v, const scan_place *at, gr_error *err)
{
    l->count = 0;
    l->first = *at;
    l->last_line = at->line;
    return problem_list_push(l, v, err);
}

void problem_list_free(problem_list *l)
{
    free(l->v);
    l->v = NULL;
    l->count = l->cap = 0;
}

gr_game *problem_set_game(gr_shelf *shelf, const char *name, const problem_list *l,
                          const scan_place *at, gr_error *err)
{
    gr_buf spec = GR_BUF_INIT;
    gr_game *g = NULL;
    size_t i;

    gr_buf_printf(&spec, "%s:", name);
    for (i = 0; i < l->count; i++)
        gr_buf_printf(&spec, i ? ",%llu" : "%llu", (unsigned long long)l->v[i]);
    if (spec.failed)
        gr_error_set(err, GR_ENOMEM, "out of memory");
    else if ((g = gr_shelf_game(shelf, spec.data, spec.len, err)) == NULL)
        scan_blame(at, err);
    gr_buf_free(&spec);
    return g;
}

int problem_list_outcome(gr_game *g, const problem_list *l, int misere, gr_outcome *out,
                         gr_error *err)
{
    int rc = problem_heaps_outcome(g, l->v, l->count, misere, out, err);

    if (rc == GR_OK || rc == GR_ENOMEM || err->where[0] != '\0' || l->count == 0)
        return rc;
    if (l->count == 1)
        return scan_blame(&l->first, err);
    if (l->first.line == l->last_line)
        snprintf(err->where, sizeof err->where, "line %llu", (unsigned long long)l->last_line);
    else
        snprintf(err->where, sizeof err->where, "lines %llu to %llu",
                 (unsigned long long)l->first.line, (unsigned long long)l->last_line);
    return rc;
}

int problem_outcome(const gr_position *p, gr_outcome *out, gr_error *err)
{
    gr_analysis a;
    int rc;

    if ((rc = gr_solve(p, NULL, &a, err)) != GR_OK)
        return rc;
    *out = a.outcome;
    gr_analysis_free(&a);
    return GR_OK;
}

int problem_push(gr_game *g, gr_position *p, const char *const *words, size_t n,
                 const scan_place *at, gr_error *err)
{
    gr_state s;
    int rc;

    if ((rc = gr_game_parse(g, words, n, &s, err)) != GR_OK)
        return at != NULL ? scan_blame(at, err) : rc;
    if (gr_position_push(p, g, s) != GR_OK) {
        gr_state_release(g, s);
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    }
    return GR_OK;
}

int problem_component_outcome(gr_game *g, const char *const *words, size_t n,
                              const scan_place *at, gr_outcome *out, gr_error *err)
{
    gr_position *p = gr_position_new();
    int rc;

    if (p == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    if ((rc = problem_push(g, p, words, n, at, err)) == GR_OK)
        rc = problem_outcome(p, out, err);
    gr_position_free(p);
    return rc;
}

int problem_pair_outcome(gr_game *g, uint64_t a, uint64_t b, gr_outcome *out,
                         gr_error *err)
{
    char word[48];
    const char *words[1] = {word};

    snprintf(word, sizeof word, "%llu,%llu", (unsigned long long)a, (unsigned long long)b);
    return problem_component_outcome(g, words, 1, NULL, out, err);
}

int problem_cases(scanner *in, const char *spec, problem_case_fn one_case, void *scratch,
                  const char *first, const char *second, gr_buf *out, gr_error *err)
{
    gr_game *g = problem_game(spec, err);
    uint64_t t;
    gr_outcome o;
    int rc;

    if (g == NULL)
        return err->code;
    rc = scan_u64(in, &t, N_("the number of cases"), err);
    for (; rc == GR_OK && t > 0; t--)
        if ((rc = one_case(in, g, scratch, &o, err)) == GR_OK)
            gr_buf_puts(out, o == GR_OUTCOME_N ? first : second);
    if (rc == GR_OK)
        rc = problem_end(in, err);
    gr_game_unref(g);
    return rc;
}

/* Asks the ruleset for the values of all the heaps at once (its fast path,
** which fills its tables for the whole case); the solver then finds them.
** A problem's input says how large its heaps are, so a value table (a
** take-and-break game with no period proved) is computed as far as the
** largest of them, past the on-demand default a position on the command
** line gets; only the memory a table may take (half of the machine's)
** bounds it, with its reason. */
static int warm_values(gr_game *g, const uint64_t *heaps, size_t n, gr_error *err)
{
    gr_long_run run = {0};
    uint64_t values[READ_BATCH];
    size_t i, k;
    int rc;

    for (i = 0; i < n; i++)
        if (heaps[i] > run.max_heap)
            run.max_heap = heaps[i];
    if (run.max_heap > 0 && gr_game_set_long_run(g, &run) != GR_OK)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (i = 0; i < n; i += k) {
        k = n - i < READ_BATCH ? n - i : READ_BATCH;
        if ((rc = gr_heap_values(g, heaps + i, k, values, err)) != GR_OK)
            return rc;
    }
    return GR_OK;
}

int problem_heaps_outcome(gr_game *g, const uint64_t *heaps, size_t n, int misere,
                          gr_outcome *out, gr_error *err)
{
    gr_solve_options opt = {misere, 0, NULL, NULL, NULL, 0};
    gr_position *p;
    gr_analysis a;
    gr_state s;
    size_t i;
    int rc;

    if ((rc = warm_values(g, heaps, n, err)) != GR_OK)
        return rc;
    p = gr_position_new();
    rc = p != NULL ? GR_OK : gr_error_set(err, GR_ENOMEM, "out of memory");
    for (i = 0; i < n && rc == GR_OK; i++) {
        s.heap = heaps[i];
        if (gr_position_push(p, g, s) != GR_OK)
            rc = gr_error_set(err, GR_ENOMEM, "out of memory");
    }
    if (rc == GR_OK && (rc = gr_solve(p, &opt, &a, err)) == GR_OK) {
        *out = a.outcome;
        gr_analysis_free(&a);
    }
    gr_position_free(p);
    return rc;
}
