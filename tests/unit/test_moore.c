/*
** test_moore.c - Moore's Nim_k against exhaustive search: every position of
** up to four small heaps for k = 1..3 (values, outcome, every winning move),
** sums with Nim, misere by search; the column-by-column winning moves of
** large positions against trying every move; the syntax and its errors.
*/
#include <stdlib.h>
#include <string.h>

#include "check.h"

static void heaps_text(char *text, size_t size, int k, const int *h, int n)
{
    size_t len = (size_t)snprintf(text, size, "moore:%d", k);
    int i;

    for (i = 0; i < n; i++)
        len += (size_t)snprintf(text + len, size - len, " %d", h[i]);
}

/* Every list of n heaps of at most max, for k = 1..3. */
static void all_small(int n, int max, int sums, int misere)
{
    int h[4] = {0}, k, i;
    char text[96], sum[128];

    for (;;) {
        for (k = 1; k <= 3; k++) {
            heaps_text(text, sizeof text, k, h, n);
            check_against_search(text, 0);
            if (sums) {
                snprintf(sum, sizeof sum, "%s + nim %d", text, (h[0] + k) % 4);
                check_against_search(sum, 0);
            }
            if (misere)
                check_against_search(text, 1);
        }
        for (i = 0; i < n && h[i] == max; i++)
            h[i] = 0;
        if (i == n)
            break;
        h[i]++;
    }
}

/* Moore's column rule, written again plainly. */
static int is_p(const uint64_t *h, int n, uint64_t k)
{
    int b, i;

    for (b = 0; b < 64; b++) {
        uint64_t ones = 0;
        for (i = 0; i < n; i++)
            ones += (h[i] >> b) & 1;
        if (ones % (k + 1))
            return 0;
    }
    return 1;
}

typedef struct tally {
    const uint64_t *h;
    int n;
    uint64_t k;
    long moves, bad;
} tally;

/* Checks a reported move: at most k heaps lowered, none raised, a P-position. */
static int tally_move(void *ctx, const gr_winning_move *w)
{
    tally *t = ctx;
    const gr_position *p = w->position;
    gr_buf b = GR_BUF_INIT;
    uint64_t to[8];
    int i, changed = 0;
    char *s;

    gr_position_print_after(p, 0, w->option, &b);
    s = strchr(gr_buf_str(&b), ' ');
    for (i = 0; i < t->n; i++) {
        to[i] = strtoull(s, &s, 10);
        changed += to[i] != t->h[i];
        if (to[i] > t->h[i])
            t->bad++;
    }
    if (changed == 0 || (uint64_t)changed > t->k || !is_p(to, t->n, t->k))
        t->bad++;
    t->moves++;
    gr_buf_free(&b);
    return 0;
}

/* Every move from h (up to 3 heaps, at most 60 each), counted when it is P. */
static long brute_count(const uint64_t *h, int n, uint64_t k)
{
    uint64_t to[3];
    long count = 0;
    int changed, i;

    for (to[0] = 0; to[0] <= h[0]; to[0]++)
        for (to[1] = 0; to[1] <= (n > 1 ? h[1] : 0); to[1]++)
            for (to[2] = 0; to[2] <= (n > 2 ? h[2] : 0); to[2]++) {
                for (changed = 0, i = 0; i < n; i++)
                    changed += to[i] != h[i];
                count += changed > 0 && (uint64_t)changed <= k && is_p(to, n, k);
            }
    return count;
}

static tally solve_moves(const char *text, const uint64_t *h, int n, uint64_t k)
{
    tally t = {h, n, k, 0, 0};
    gr_position *p = check_parse(text);
    gr_analysis a;
    gr_error err;

    if (p == NULL)
        return t;
    if (CHECK(gr_solve(p, NULL, &a, &err) == GR_OK)) {
        CHECK(a.outcome == (is_p(h, n, k) ? GR_OUTCOME_P : GR_OUTCOME_N));
        CHECK(gr_winning_moves(p, NULL, &a, tally_move, &t, &err) == GR_OK);
        gr_analysis_free(&a);
    }
    gr_position_free(p);
    return t;
}

/* Positions too large for a table: outcome by the theorem, and the moves
** built column by column equal the P-positions among all moves. */
static void medium(void)
{
    uint64_t h[3];
    char text[96];
    int r, n;
    uint64_t k;

    srand(5);
    for (r = 0; r < 300; r++) {
        n = 2 + r % 2;
        k = 1 + (uint64_t)(r % 3);
        h[0] = 20 + (uint64_t)(rand() % 41);
        h[1] = 20 + (uint64_t)(rand() % 41);
        h[2] = 20 + (uint64_t)(rand() % 41);
        if (r % 4 == 0)
            h[1] = h[0] ^ (n == 3 ? h[2] : 0);   /* some P-positions too */
        snprintf(text, sizeof text, "moore:%d %d %d", (int)k, (int)h[0], (int)h[1]);
        if (n == 3)
            snprintf(text + strlen(text), 16, " %d", (int)h[2]);
        {
            tally t = solve_moves(text, h, n, k);
            CHECK_EQ_U64(t.bad, 0);
            CHECK_EQ_U64(t.moves, brute_count(h, n, k));
        }
    }
}

static void large(void)
{
    uint64_t h[4] = {UINT64_MAX, 12345678901234567ull, 0xF0F0F0F0F0F0F0F0ull, 77};
    tally t;

    t = solve_moves("moore:2 18446744073709551615 12345678901234567 "
                    "17361641481138401520 77", h, 4, 2);
    CHECK(t.moves > 0);
    CHECK_EQ_U64(t.bad, 0);
    h[0] = h[1] = h[2] = 1ull << 63;
    t = solve_moves("moore:2 9223372036854775808 9223372036854775808 9223372036854775808",
                    h, 3, 2);
    CHECK_EQ_U64(t.moves, 0);   /* a P-position */
}

static void syntax(void)
{
    gr_position *p = check_parse("moore:2 3 4 5 + moore:2 1");
    gr_buf b = GR_BUF_INIT;

    if (p != NULL) {
        gr_position_print(p, &b);
        CHECK_STR(gr_buf_str(&b), "moore:2 3 4 5 + moore:2 1");
        CHECK_EQ_U64(p->count, 2);
        gr_position_free(p);
    }
    gr_buf_free(&b);
    check_rejects("moore 3 4", GR_EINPUT, "line 1, column 1", "moore needs k");
    check_rejects("moore:0 3 4", GR_EINPUT, "line 1, column 1", "k must be");
    check_rejects("moore:x 3 4", GR_EINPUT, "line 1, column 1", "k must be");
    check_rejects("moore:2 3 -4", GR_EINPUT, "line 1, column 11", "negative");
    check_rejects("moore:2 3 4x", GR_EINPUT, "line 1, column 11", "not a whole number");
}

int main(void)
{
    all_small(1, 7, 1, 1);
    all_small(2, 6, 1, 1);
    all_small(3, 3, 1, 0);
    all_small(4, 2, 0, 0);
    check_against_search("moore:1 3 4 5", 0);
    check_against_search("moore:2 2 3 + nim 2 + moore:3 1 2 3", 0);
    medium();
    large();
    syntax();
    check_explain_draw("moore:2 3 4 5", "column of 2^2 does not", "heap 2: ooooo (5)\n");
    check_explain_draw("moore:2 3 3 3", "Every column does", "heap 0: ooo (3)\n");
    return check_summary("test_moore");
}
