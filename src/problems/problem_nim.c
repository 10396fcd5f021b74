/*
** problem_nim.c - the Nim problems in their contest formats: AcWing 891,
** Luogu P2197, POJ 2234, POJ 2975, HDU 2176, POJ 3480, HDU 1907 and
** Luogu P4279 (misere), HDU 1850 and HDU 1730 (Nim of the gaps). Every
** heap's value, move and outcome comes from the nim ruleset and the solver.
*/
#include <stdlib.h>

#include "base/i18n.h"
#include "problem.h"
#include "problem_input.h"

/* A Nim case: its heaps (kept only when `keep`), their nim-sum. */
typedef struct nim_case {
    gr_game *game;
    int keep;
    uint64_t *heaps;
    uint64_t count, cap;
    uint64_t sum;
} nim_case;

static int case_keep(nim_case *c, uint64_t heap, gr_error *err)
{
    if (c->count == c->cap) {
        uint64_t cap = c->cap ? c->cap * 2 : 1024;
        uint64_t *heaps = realloc(c->heaps, cap * sizeof *heaps);
        if (heaps == NULL)
            return gr_error_set(err, GR_ENOMEM, "out of memory");
        c->heaps = heaps;
        c->cap = cap;
    }
    c->heaps[c->count++] = heap;
    return GR_OK;
}

#define BATCH 4096

/* The XOR of v[0..n-1], four lanes at a time. */
static uint64_t xor_all(const uint64_t *v, size_t n)
{
    uint64_t a = 0, b = 0, c = 0, d = 0;
    size_t i;

    for (i = 0; i + 4 <= n; i += 4) {
        a ^= v[i];
        b ^= v[i + 1];
        c ^= v[i + 2];
        d ^= v[i + 3];
    }
    for (; i < n; i++)
        a ^= v[i];
    return a ^ b ^ c ^ d;
}

/* Reads n heaps into c: their nim-sum, and the heaps themselves if kept. */
static int case_read(scanner *in, nim_case *c, uint64_t n, gr_error *err)
{
    uint64_t heaps[BATCH];
    size_t i, got;
    int rc;

    c->count = 0;
    c->sum = 0;
    while (n > 0) {
        size_t want = n < BATCH ? (size_t)n : BATCH;
        if ((rc = scan_u64s(in, heaps, want, &got, N_("a heap size"), err)) != GR_OK)
            return rc;
        for (i = 0; c->keep && i < got; i++)
            if ((rc = case_keep(c, heaps[i], err)) != GR_OK)
                return rc;
        if ((rc = gr_heap_values(c->game, heaps, got, heaps, err)) != GR_OK)
            return rc;   /* the values, in place */
        c->sum ^= xor_all(heaps, got);
        n -= got;
    }
    return GR_OK;
}

static int case_open(nim_case *c, int keep, gr_error *err)
{
    c->game = problem_game("nim", err);
    c->keep = keep;
    c->heaps = NULL;
    c->count = c->cap = c->sum = 0;
    return c->game != NULL ? GR_OK : err->code;
}

static int case_close(nim_case *c, int rc)
{
    free(c->heaps);
    gr_game_unref(c->game);
    return rc;
}

static void yes_no(gr_buf *out, uint64_t sum)
{
    gr_buf_puts(out, sum != 0 ? "Yes\n" : "No\n");
}

/* AcWing 891: n, then n heaps. */
int problem_acwing_891(scanner *in, gr_buf *out, gr_error *err)
{
    nim_case c;
    uint64_t n;
    int rc;

    if ((rc = case_open(&c, 0, err)) != GR_OK)
        return rc;
    if ((rc = scan_u64(in, &n, N_("the number of heaps"), err)) == GR_OK &&
        (rc = case_read(in, &c, n, err)) == GR_OK &&
        (rc = problem_end(in, err)) == GR_OK)
        yes_no(out, c.sum);
    return case_close(&c, rc);
}

/* Luogu P2197: T, then T cases of n and n heaps. */
int problem_luogu_p2197(scanner *in, gr_buf *out, gr_error *err)
{
    nim_case c;
    uint64_t t, n;
    int rc;

    if ((rc = case_open(&c, 0, err)) != GR_OK)
        return rc;
    rc = scan_u64(in, &t, N_("the number of cases"), err);
    for (; rc == GR_OK && t > 0; t--)
        if ((rc = scan_u64(in, &n, N_("the number of heaps"), err)) == GR_OK &&
            (rc = case_read(in, &c, n, err)) == GR_OK)
            yes_no(out, c.sum);
    if (rc == GR_OK)
        rc = problem_end(in, err);
    return case_close(&c, rc);
}

/* POJ 2234: cases of M and M heaps until the end of input. */
int problem_poj_2234(scanner *in, gr_buf *out, gr_error *err)
{
    nim_case c;
    uint64_t n;
    int rc;

    if ((rc = case_open(&c, 0, err)) != GR_OK)
        return rc;
    while (rc == GR_OK && !scan_at_end(in))
        if ((rc = scan_u64(in, &n, N_("the number of heaps"), err)) == GR_OK &&
            (rc = case_read(in, &c, n, err)) == GR_OK)
            yes_no(out, c.sum);
    return case_close(&c, rc);
}

/* Where winning moves go: counted, and printed "a b" when out is set. */
typedef struct move_sink {
    gr_buf *out;
    uint64_t from;    /* the heap being moved */
    uint64_t count;
} move_sink;

static int sink_move(void *ctx, const gr_option *o)
{
    move_sink *sink = ctx;

    sink->count++;
    if (sink->out != NULL)
        gr_buf_printf(sink->out, "%llu %llu\n", (unsigned long long)sink->from,
                      (unsigned long long)o->parts[0].heap);
    return 0;
}

/* Every winning move of case c, heap by heap in input order. */
static int case_moves(nim_case *c, move_sink *sink, gr_error *err)
{
    uint64_t i, value;
    gr_state s;
    int rc;

    for (i = 0; i < c->count; i++) {
        s.heap = sink->from = c->heaps[i];
        if ((rc = gr_heap_value(c->game, s.heap, &value, err)) != GR_OK)
            return rc;
        rc = gr_game_moves_to(c->game, s, value ^ c->sum, sink_move, sink, err);
        if (rc != GR_OK)
            return rc;
    }
    return GR_OK;
}

/* Reads the next case size of a list ended by 0 (or by the end of input). */
static int next_case(scanner *in, uint64_t *n, gr_error *err)
{
    if (scan_at_end(in)) {
        *n = 0;
        return GR_OK;
    }
    return scan_u64(in, n, N_("the number of heaps"), err);
}

/* Cases of n and n heaps, ended by 0 (or the end of input): for each, the
** number of winning moves (POJ 2975), or No / Yes and every winning move as
** "a b", from a heap of a leave b (HDU 2176). */
static int winning_move_cases(scanner *in, gr_buf *out, int list, gr_error *err)
{
    move_sink sink = {list ? out : NULL, 0, 0};
    nim_case c;
    uint64_t n;
    int rc;

    if ((rc = case_open(&c, 1, err)) != GR_OK)
        return rc;
    while ((rc = next_case(in, &n, err)) == GR_OK && n > 0) {
        if ((rc = case_read(in, &c, n, err)) != GR_OK)
            break;
        if (list)
            gr_buf_puts(out, c.sum != 0 ? "Yes\n" : "No\n");
        sink.count = 0;
        if ((rc = case_moves(&c, &sink, err)) != GR_OK)
            break;
        if (!list)
            gr_buf_printf(out, "%llu\n", (unsigned long long)sink.count);
    }
    if (rc == GR_OK)
        rc = problem_end(in, err);
    return case_close(&c, rc);
}

int problem_poj_2975(scanner *in, gr_buf *out, gr_error *err)
{
    return winning_move_cases(in, out, 0, err);
}

int problem_hdu_2176(scanner *in, gr_buf *out, gr_error *err)
{
    return winning_move_cases(in, out, 1, err);
}

/* POJ 3480 "John": T cases of N and N heaps, misere play; John moves first. */
int problem_poj_3480(scanner *in, gr_buf *out, gr_error *err)
{
    gr_solve_options opt = {1, 0, NULL, NULL, NULL, 0};
    nim_case c;
    uint64_t t, n, i;
    int rc;

    if ((rc = case_open(&c, 1, err)) != GR_OK)
        return rc;
    rc = scan_u64(in, &t, N_("the number of cases"), err);
    for (; rc == GR_OK && t > 0; t--) {
        gr_position *p;
        gr_analysis a;
        gr_state s;
        if ((rc = scan_u64(in, &n, N_("the number of heaps"), err)) != GR_OK ||
            (rc = case_read(in, &c, n, err)) != GR_OK)
            break;
        if ((p = gr_position_new()) == NULL)
            return case_close(&c, gr_error_set(err, GR_ENOMEM, "out of memory"));
        for (i = 0; i < c.count && rc == GR_OK; i++) {
            s.heap = c.heaps[i];
            rc = gr_position_push(p, c.game, s);
        }
        if (rc == GR_OK && (rc = gr_solve(p, &opt, &a, err)) == GR_OK) {
            gr_buf_puts(out, a.outcome == GR_OUTCOME_N ? "John\n" : "Brother\n");
            gr_analysis_free(&a);
        }
        gr_position_free(p);
    }
    if (rc == GR_OK)
        rc = problem_end(in, err);
    return case_close(&c, rc);
}

/* HDU 1850: POJ 2975's format (cases of M and M heaps, ended by 0). */
int problem_hdu_1850(scanner *in, gr_buf *out, gr_error *err)
{
    return winning_move_cases(in, out, 0, err);
}

/* HDU 1907 "John": the same problem and format as POJ 3480. */
int problem_hdu_1907(scanner *in, gr_buf *out, gr_error *err)
{
    return problem_poj_3480(in, out, err);
}

/* Luogu P4279 "[SHOI2008] 小约翰的游戏" (John): the format and answers of
** POJ 3480 (T cases of N and N heaps, John/Brother). */
int problem_luogu_p4279(scanner *in, gr_buf *out, gr_error *err)
{
    return problem_poj_3480(in, out, err);
}

/* One row of a Northcott case: the two pieces' columns t and j (1..m,
** apart); the empty cells between them are a Nim heap. */
static int northcott_row(scanner *in, uint64_t m, uint64_t *gap, gr_error *err)
{
    scan_place at;
    uint64_t t, j;
    int rc;

    if ((rc = scan_u64_at(in, &t, N_("Tom's column"), &at, err)) != GR_OK ||
        (rc = scan_u64(in, &j, N_("Jerry's column"), err)) != GR_OK)
        return rc;
    if (t == 0 || j == 0 || t > m || j > m || t == j) {
        gr_error_set(err, GR_EINPUT, "pieces in columns %llu and %llu: they must be two "
                     "different columns of 1..%llu", (unsigned long long)t,
                     (unsigned long long)j, (unsigned long long)m);
        return scan_blame(&at, err);
    }
    *gap = (t > j ? t - j : j - t) - 1;
    return GR_OK;
}

/* HDU 1730 Northcott Game: cases "n m" and n rows "t j" until the end of
** input; Tom (first) wins iff the Nim sum of the gaps is not 0. */
int problem_hdu_1730(scanner *in, gr_buf *out, gr_error *err)
{
    nim_case c;
    uint64_t n, m, gap = 0;
    int rc;

    if ((rc = case_open(&c, 1, err)) != GR_OK)
        return rc;
    while (rc == GR_OK && !scan_at_end(in)) {
        gr_outcome o;
        if ((rc = scan_u64(in, &n, N_("the number of rows"), err)) != GR_OK ||
            (rc = scan_u64(in, &m, N_("the number of columns"), err)) != GR_OK)
            break;
        for (c.count = 0; rc == GR_OK && n > 0; n--)
            if ((rc = northcott_row(in, m, &gap, err)) == GR_OK)
                rc = case_keep(&c, gap, err);
        if (rc == GR_OK &&
            (rc = problem_heaps_outcome(c.game, c.heaps, c.count, 0, &o, err)) == GR_OK)
            gr_buf_puts(out, o == GR_OUTCOME_N ? "I WIN!\n" : "BAD LUCK!\n");
    }
    return case_close(&c, rc);
}
