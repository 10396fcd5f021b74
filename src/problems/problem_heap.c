/*
** problem_heap.c - problems over heap games other than Nim: HDU 1846 Brave
** Game (bash), HDU 1847 and HDU 1848 (sub, with the powers of two and the
** Fibonacci numbers as the set), HDU 1536 / POJ 2960 S-Nim and AcWing 893
** (sub, the set from the input), HDU 3032 (lasker) and AcWing 894 (split).
** Each case is a sum of heaps of the ruleset, decided by the solver; games
** are kept on a shelf, so a set that comes back is valued once.
*/
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "problem.h"
#include "problem_input.h"

#define SETS_MADE 100   /* sets of the moves up to a bound: at most 93 elements */

/* What every solver here holds: its games (the sets of one kind made up to a
** bound, by their size, so a line costs no new game), the heaps of a case,
** a set. */
typedef struct heap_run {
    gr_shelf *shelf;
    gr_game *made[SETS_MADE];
    problem_list heaps, set;
} heap_run;

static int run_open(heap_run *r, gr_error *err)
{
    problem_list empty = PROBLEM_LIST_INIT;

    memset(r->made, 0, sizeof r->made);
    r->heaps = r->set = empty;
    r->shelf = gr_shelf_new();
    return r->shelf != NULL ? GR_OK : gr_error_set(err, GR_ENOMEM, "out of memory");
}

static int run_close(heap_run *r, int rc)
{
    size_t i;

    for (i = 0; i < SETS_MADE; i++)
        gr_game_unref(r->made[i]);
    problem_list_free(&r->heaps);
    problem_list_free(&r->set);
    gr_shelf_free(r->shelf);
    return rc;
}

/* The outcome of the heaps of r under the game of spec, made through the
** shelf (refused: blamed at `at`). */
static int spec_outcome(heap_run *r, const char *spec, const scan_place *at,
                        gr_outcome *out, gr_error *err)
{
    gr_game *g = gr_shelf_game(r->shelf, spec, strlen(spec), err);
    int rc;

    if (g == NULL)
        return scan_blame(at, err);
    rc = problem_list_outcome(g, &r->heaps, 0, out, err);
    gr_game_unref(g);
    return rc;
}

/* The outcome of the heaps of r under "sub:" and the set of r. */
static int set_outcome(heap_run *r, const scan_place *at, gr_outcome *out, gr_error *err)
{
    gr_game *g = problem_set_game(r->shelf, "sub", &r->set, at, err);
    int rc;

    if (g == NULL)
        return err->code;
    rc = problem_list_outcome(g, &r->heaps, 0, out, err);
    gr_game_unref(g);
    return rc;
}

/* The same for a set made by moves_up_to, whose game is kept by its size. */
static int made_outcome(heap_run *r, const scan_place *at, gr_outcome *out, gr_error *err)
{
    gr_game **g;

    if (r->set.count >= SETS_MADE)
        return set_outcome(r, at, out, err);
    g = &r->made[r->set.count];
    if (*g == NULL && (*g = problem_set_game(r->shelf, "sub", &r->set, at, err)) == NULL)
        return err->code;
    return problem_list_outcome(*g, &r->heaps, 0, out, err);
}

static void say(gr_buf *out, gr_outcome o, const char *first, const char *second)
{
    gr_buf_puts(out, o == GR_OUTCOME_N ? first : second);
}

/* HDU 1846 Brave Game: C, then C cases "n m": one heap of n, take 1..m. */
int problem_hdu_1846(scanner *in, gr_buf *out, gr_error *err)
{
    char spec[32];
    scan_place at, heap_at;
    heap_run r;
    uint64_t c, n, m;
    gr_outcome o;
    int rc;

    if ((rc = run_open(&r, err)) != GR_OK)
        return run_close(&r, rc);
    rc = scan_u64(in, &c, N_("the number of cases"), err);
    for (; rc == GR_OK && c > 0; c--) {
        if ((rc = scan_u64_at(in, &n, N_("the number of stones"), &heap_at, err)) != GR_OK ||
            (rc = scan_u64_at(in, &m, N_("the most stones a move takes"), &at, err)) != GR_OK)
            break;
        snprintf(spec, sizeof spec, "bash:%llu", (unsigned long long)m);
        if ((rc = problem_list_one(&r.heaps, n, &heap_at, err)) != GR_OK ||
            (rc = spec_outcome(&r, spec, &at, &o, err)) != GR_OK)
            break;
        say(out, o, "first\n", "second\n");
    }
    if (rc == GR_OK)
        rc = problem_end(in, err);
    return run_close(&r, rc);
}

/* The set of the moves up to `most`: the powers of two (step 0) or the
** Fibonacci numbers 1, 2, 3, 5, ... (step 1); at least {1}. */
static int moves_up_to(problem_list *set, uint64_t most, int fibonacci, gr_error *err)
{
    uint64_t a = 1, b = 2, next;
    int rc;

    set->count = 0;
    if ((rc = problem_list_push(set, 1, err)) != GR_OK)
        return rc;
    while (b <= most && rc == GR_OK) {
        rc = problem_list_push(set, b, err);
        next = fibonacci ? a + b : b * 2;
        if (next < b)
            break;   /* past 64 bits */
        a = b;
        b = next;
    }
    return rc;
}

/* HDU 1847: n until the end of input, one heap, take a power of two. */
int problem_hdu_1847(scanner *in, gr_buf *out, gr_error *err)
{
    scan_place at;
    heap_run r;
    uint64_t n;
    gr_outcome o;
    int rc;

    if ((rc = run_open(&r, err)) != GR_OK)
        return run_close(&r, rc);
    while (rc == GR_OK && !scan_at_end(in)) {
        if ((rc = scan_u64_at(in, &n, N_("the number of cards"), &at, err)) != GR_OK)
            break;
        if ((rc = problem_list_one(&r.heaps, n, &at, err)) != GR_OK ||
            (rc = moves_up_to(&r.set, n, 0, err)) != GR_OK ||
            (rc = made_outcome(&r, &at, &o, err)) != GR_OK)
            break;
        say(out, o, "Kiki\n", "Cici\n");
    }
    return run_close(&r, rc);
}

/* HDU 1848: lines "m n p" (three heaps, take a Fibonacci number) until
** "0 0 0" or the end of input. */
int problem_hdu_1848(scanner *in, gr_buf *out, gr_error *err)
{
    scan_place at;
    heap_run r;
    uint64_t most;
    gr_outcome o;
    size_t i;
    int rc;

    if ((rc = run_open(&r, err)) != GR_OK)
        return run_close(&r, rc);
    while (rc == GR_OK && !scan_at_end(in)) {
        if ((rc = scan_u64_at(in, &most, N_("a heap size"), &at, err)) != GR_OK ||
            (rc = problem_read_list(in, 2, &r.heaps, N_("a heap size"), err)) != GR_OK ||
            (rc = problem_list_push(&r.heaps, most, err)) != GR_OK)
            break;
        r.heaps.first = at;   /* the list begins at m */
        for (i = 0, most = 0; i < 3; i++)
            most = r.heaps.v[i] > most ? r.heaps.v[i] : most;
        if (most == 0)
            break;   /* 0 0 0 ends the input */
        if ((rc = moves_up_to(&r.set, most, 1, err)) != GR_OK ||
            (rc = made_outcome(&r, &at, &o, err)) != GR_OK)
            break;
        say(out, o, "Fibo\n", "Nacci\n");
    }
    if (rc == GR_OK)
        rc = problem_end(in, err);
    return run_close(&r, rc);
}

/* One S-Nim test case: the positions after its set, a W or L each. */
static int snim_case(scanner *in, heap_run *r, const scan_place *at, gr_buf *out,
                     gr_error *err)
{
    uint64_t m, l;
    gr_outcome o;
    gr_game *g;
    int rc;

    problem_list_set(&r->set);
    if ((g = problem_set_game(r->shelf, "sub", &r->set, at, err)) == NULL)
        return err->code;
    rc = scan_u64(in, &m, N_("the number of positions"), err);
    for (; rc == GR_OK && m > 0; m--)
        if ((rc = scan_u64(in, &l, N_("the number of heaps"), err)) == GR_OK &&
            (rc = problem_read_list(in, l, &r->heaps, N_("a heap size"), err)) == GR_OK &&
            (rc = problem_list_outcome(g, &r->heaps, 0, &o, err)) == GR_OK)
            gr_buf_putc(out, o == GR_OUTCOME_N ? 'W' : 'L');
    if (rc == GR_OK)
        gr_buf_putc(out, '\n');
    gr_game_unref(g);
    return rc;
}

/* HDU 1536 (POJ 2960) S-Nim: cases of "k s1..sk", m, and m positions "l
** h1..hl", until k = 0 (or the end of input); a line of W and L per case. */
int problem_hdu_1536(scanner *in, gr_buf *out, gr_error *err)
{
    scan_place at;
    heap_run r;
    uint64_t k;
    int rc;

    if ((rc = run_open(&r, err)) != GR_OK)
        return run_close(&r, rc);
    while (rc == GR_OK && !scan_at_end(in)) {
        if ((rc = scan_u64_at(in, &k, N_("the size of the set"), &at, err)) != GR_OK || k == 0)
            break;
        if ((rc = problem_read_set(in, k, &r.set, err)) == GR_OK)
            rc = snim_case(in, &r, &at, out, err);
    }
    if (rc == GR_OK)
        rc = problem_end(in, err);
    return run_close(&r, rc);
}

int problem_poj_2960(scanner *in, gr_buf *out, gr_error *err)
{
    return problem_hdu_1536(in, out, err);
}

/* One case of HDU 3032: N and N heaps of Lasker's Nim (the list of heaps
** is the problem's scratch). */
static int lasker_case(scanner *in, gr_game *g, void *scratch, gr_outcome *o, gr_error *err)
{
    problem_list *heaps = scratch;
    uint64_t n;
    int rc;

    if ((rc = scan_u64(in, &n, N_("the number of heaps"), err)) != GR_OK ||
        (rc = problem_read_list(in, n, heaps, N_("a heap size"), err)) != GR_OK)
        return rc;
    return problem_list_outcome(g, heaps, 0, o, err);
}

/* HDU 3032 Nim or not Nim?: T cases of N and N heaps of Lasker's Nim. */
int problem_hdu_3032(scanner *in, gr_buf *out, gr_error *err)
{
    problem_list heaps = PROBLEM_LIST_INIT;
    int rc = problem_cases(in, "lasker", lasker_case, &heaps, "Alice\n", "Bob\n", out, err);

    problem_list_free(&heaps);
    return rc;
}

/* AcWing 893 (set-Nim): k and the set, n and n heaps; Yes if the first
** player wins. */
int problem_acwing_893(scanner *in, gr_buf *out, gr_error *err)
{
    scan_place at;
    heap_run r;
    uint64_t k, n;
    gr_outcome o;
    int rc;

    if ((rc = run_open(&r, err)) != GR_OK)
        return run_close(&r, rc);
    if ((rc = scan_u64_at(in, &k, N_("the size of the set"), &at, err)) == GR_OK &&
        (rc = problem_read_set(in, k, &r.set, err)) == GR_OK &&
        (rc = scan_u64(in, &n, N_("the number of heaps"), err)) == GR_OK &&
        (rc = problem_read_list(in, n, &r.heaps, N_("a heap size"), err)) == GR_OK &&
        (rc = problem_end(in, err)) == GR_OK) {
        problem_list_set(&r.set);
        if ((rc = set_outcome(&r, &at, &o, err)) == GR_OK)
            say(out, o, "Yes\n", "No\n");
    }
    return run_close(&r, rc);
}

/* AcWing 894 (split-Nim): n and n heaps of split Nim; Yes if the first
** player wins. */
int problem_acwing_894(scanner *in, gr_buf *out, gr_error *err)
{
    gr_game *g = problem_game("split", err);
    problem_list heaps = PROBLEM_LIST_INIT;
    uint64_t n;
    gr_outcome o;
    int rc;

    if (g == NULL)
        return err->code;
    if ((rc = scan_u64(in, &n, N_("the number of heaps"), err)) == GR_OK &&
        (rc = problem_read_list(in, n, &heaps, N_("a heap size"), err)) == GR_OK &&
        (rc = problem_end(in, err)) == GR_OK &&
        (rc = problem_list_outcome(g, &heaps, 0, &o, err)) == GR_OK)
        say(out, o, "Yes\n", "No\n");
    problem_list_free(&heaps);
    gr_game_unref(g);
    return rc;
}
