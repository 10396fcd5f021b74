/*
** test_wythoff.c - Wythoff's game: every pair up to 12 against exhaustive
** search (alone, in sums with Nim and other pairs, misere); the P-positions
** and winning moves up to a few thousand against the Beatty recurrence
** (a_k = mex of the earlier numbers, b_k = a_k + k); 64-bit pairs against an
** independent exact computation of floor(k phi) by comparing squares; the
** syntax and its errors; a sum the solver cannot decide.
*/
#include <stdlib.h>
#include <string.h>

#include "check.h"

__extension__ typedef unsigned __int128 u128;

#define N_BEATTY 3000

static void small(void)
{
    char text[96];
    int x, y;

    for (x = 0; x <= 12; x++)
        for (y = 0; y <= 12; y++) {
            snprintf(text, sizeof text, "wythoff %d,%d", x, y);
            check_against_search(text, 0);
            if ((x + y) % 3 == 0) {
                snprintf(text, sizeof text, "wythoff %d,%d + nim %d", x, y, (x * y) % 5);
                check_against_search(text, 0);
            }
            if ((x * 7 + y) % 5 == 0 && x <= 8 && y <= 8) {
                snprintf(text, sizeof text, "wythoff %d,%d %d,%d", x, y, y / 2, x / 3);
                check_against_search(text, 0);
            }
            if (x <= 5 && y <= 5) {
                snprintf(text, sizeof text, "wythoff %d,%d", x, y);
                check_against_search(text, 1);
            }
        }
}

typedef struct tally {
    long moves;
    int all_p;
} tally;

static int outcome_of(const char *text, gr_outcome *oc)
{
    gr_position *p = check_parse(text);
    gr_analysis a;
    gr_error err;
    int rc;

    if (p == NULL)
        return 0;
    rc = gr_solve(p, NULL, &a, &err);
    if (rc == GR_OK) {
        *oc = a.outcome;
        gr_analysis_free(&a);
    } else {
        fprintf(stderr, "%s: %s\n", text, err.message);
    }
    gr_position_free(p);
    return rc == GR_OK;
}

static int tally_move(void *ctx, const gr_winning_move *w)
{
    tally *t = ctx;
    gr_buf b = GR_BUF_INIT;
    gr_outcome oc;

    gr_position_print_after(w->position, w->component, w->option, &b);
    if (!outcome_of(gr_buf_str(&b), &oc) || oc != GR_OUTCOME_P)
        t->all_p = 0;
    gr_buf_free(&b);
    t->moves++;
    return 0;
}

static tally winning(const char *text)
{
    tally t = {0, 1};
    gr_position *p = check_parse(text);
    gr_analysis a;
    gr_error err;

    if (p == NULL)
        return t;
    if (CHECK(gr_solve(p, NULL, &a, &err) == GR_OK)) {
        CHECK(gr_winning_moves(p, NULL, &a, tally_move, &t, &err) == GR_OK);
        gr_analysis_free(&a);
    }
    gr_position_free(p);
    return t;
}

/* partner[n]: the other pile of the P-position with a pile of n (Beatty). */
static void beatty(uint32_t *partner, uint32_t n)
{
    uint32_t k, a = 0;

    for (k = 0; k < n; k++)
        partner[k] = UINT32_MAX;
    partner[0] = 0;
    for (k = 1;; k++) {
        while (a < n && partner[a] != UINT32_MAX)
            a++;   /* a_k: the least number not yet used */
        if (a >= n)
            break;
        partner[a] = a + k < n ? a + k : UINT32_MAX - 1;
        if (a + k < n)
            partner[a + k] = a;
    }
}

static void against_beatty(void)
{
    static uint32_t partner[2 * N_BEATTY];
    char text[64];
    uint32_t x, y, i, q;
    gr_outcome oc;

    beatty(partner, 2 * N_BEATTY);
    srand(11);
    for (i = 0; i < 4000; i++) {
        long want = 0;
        x = (uint32_t)rand() % N_BEATTY;
        y = i % 4 == 0 && partner[x] < N_BEATTY ? partner[x] : (uint32_t)rand() % N_BEATTY;
        snprintf(text, sizeof text, "wythoff %u,%u", x, y);
        if (!outcome_of(text, &oc))
            continue;
        CHECK(oc == (partner[x] == y ? GR_OUTCOME_P : GR_OUTCOME_N));
        if (i % 8 != 1)
            continue;
        for (q = 0; q < x; q++)
            want += partner[q] == y;
        for (q = 0; q < y; q++)
            want += partner[x] == q;
        for (q = 1; q <= x && q <= y; q++)
            want += partner[x - q] == y - q;
        {
            tally t = winning(text);
            CHECK_EQ_U64(t.moves, want);
            CHECK(t.all_p);
        }
    }
}

/* floor(k phi) without square roots: the largest a with 2a - k <= k sqrt 5,
** i.e. (2a - k)^2 < 5 k^2, found by bisection (k <= 7e18 keeps it in 128 bits). */
static uint64_t lower_by_squares(uint64_t k)
{
    u128 lo = k, hi = (u128)2 * k + 1, five = (u128)5 * k * k;

    while (hi - lo > 1) {
        u128 mid = (lo + hi) / 2, d = 2 * mid - k;
        if (d * d < five)
            lo = mid;
        else
            hi = mid;
    }
    return (uint64_t)lo;
}

static void large(void)
{
    static const uint64_t ks[] = {1, 2, 1000, 123456789, 4000000000000000000ull,
                                  7000000000000000000ull, 7049999999999999999ull,
                                  2971215073ull, 1000000000000ull};
    char text[128];
    gr_outcome oc;
    size_t i;

    CHECK_EQ_U64(lower_by_squares(1), 1);
    CHECK_EQ_U64(lower_by_squares(2), 3);
    CHECK_EQ_U64(lower_by_squares(3), 4);
    /* a(a_k) = b_k - 1 for every k >= 1 */
    CHECK_EQ_U64(lower_by_squares(lower_by_squares(1000003)), lower_by_squares(1000003) +
                 1000003 - 1);
    for (i = 0; i < sizeof ks / sizeof ks[0]; i++) {
        uint64_t k = ks[i], a = lower_by_squares(k), b = a + k;
        if (b < a)
            continue;   /* b_k beyond 64 bits */
        snprintf(text, sizeof text, "wythoff %llu,%llu", (unsigned long long)a,
                 (unsigned long long)b);
        CHECK(outcome_of(text, &oc) && oc == GR_OUTCOME_P);
        snprintf(text, sizeof text, "wythoff %llu,%llu", (unsigned long long)b,
                 (unsigned long long)a);
        CHECK(outcome_of(text, &oc) && oc == GR_OUTCOME_P);
        snprintf(text, sizeof text, "wythoff %llu,%llu", (unsigned long long)a,
                 (unsigned long long)b - 1);
        CHECK(outcome_of(text, &oc) && oc == GR_OUTCOME_N);
        snprintf(text, sizeof text, "wythoff %llu,%llu", (unsigned long long)a + 9,
                 (unsigned long long)b + 9);
        {
            tally t = winning(text);   /* back along the diagonal, at least */
            CHECK(t.moves >= 1 && t.moves <= 3);
            CHECK(t.all_p);
        }
    }
    {
        tally t = winning("wythoff 18446744073709551615,18446744073709551615");
        CHECK_EQ_U64(t.moves, 3);
        CHECK(t.all_p);
        t = winning("wythoff 18446744073709551615,0");
        CHECK_EQ_U64(t.moves, 1);
        t = winning("wythoff 0,0");
        CHECK_EQ_U64(t.moves, 0);
    }
}

static void syntax(void)
{
    gr_position *p = check_parse("wythoff 3,5 4,7 + nim 2 + wythoff 0,0");
    gr_buf b = GR_BUF_INIT;
    gr_analysis a;
    gr_error err;

    if (p != NULL) {
        CHECK_EQ_U64(p->count, 4);
        gr_position_print(p, &b);
        CHECK_STR(gr_buf_str(&b), "wythoff 3,5 4,7 + nim 2 + wythoff 0,0");
        gr_position_free(p);
    }
    gr_buf_free(&b);
    check_rejects("wythoff 3,5 4", GR_EINPUT, "line 1, column 13", "not a pair");
    check_rejects("wythoff 3,x", GR_EINPUT, "line 1, column 9", "expected two piles");
    check_rejects("wythoff 3,", GR_EINPUT, "line 1, column 9", "expected two piles");
    check_rejects("wythoff 3,-1", GR_EINPUT, "line 1, column 9", "expected two piles");
    check_rejects("wythoff 1,18446744073709551616", GR_ERANGE, "line 1, column 9", "too large");
    check_pair_word_lengths("wythoff", "5", ',', "expected two piles X,Y",
                            "a pile is too large");
    /* a huge pair alone is decided; with another game its value is needed */
    p = check_parse("wythoff 1000000,2000000 + nim 1");
    if (p != NULL) {
        CHECK_EQ_U64(gr_solve(p, NULL, &a, &err), GR_EUNDECIDED);
        gr_position_free(p);
    }
}

int main(void)
{
    small();
    against_beatty();
    large();
    syntax();
    check_explain_draw("wythoff 3,5", "a_2 = 3 and b_2 = 5, so this is a P-position",
                       "pile 1: ooo (3)\npile 2: ooooo (5)\n");
    check_explain_draw("wythoff 18446744073709551615,0", "beyond 64 bits", "pile 2: (0)\n");
    return check_summary("test_wythoff");
}
