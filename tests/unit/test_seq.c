/*
** test_seq.c - Sequential Nim against exhaustive search (every row of up to
** four heaps of at most 4, alone and in sums, normal and misere), moves_to
** against every move, and 64-bit rows against the CF 1382B rule.
*/
#include <stdio.h>
#include <stdlib.h>

#include "check.h"

static void small_rows(void)
{
    char text[128], sum[160];
    unsigned code, total;
    int n, misere;
    uint64_t t;

    for (n = 1; n <= 4; n++) {
        for (total = 1, code = 0; code < (unsigned)n; code++)
            total *= 5;
        for (code = 0; code < total; code++) {
            check_row_text(text, sizeof text, "seq", code, n, 4);
            for (misere = 0; misere <= 1; misere++)
                check_against_search(text, misere);
            for (t = 0; t <= 6; t++)
                check_moves_to(text, t);
            check_moves_to_stops(text, 0);
            snprintf(sum, sizeof sum, "%s + nim %u", text, code % 4);
            check_against_search(sum, 0);
            if (n <= 3)
                check_against_search(sum, 1);
        }
    }
    check_against_search("seq 1 2 + nim 3", 0);
    check_against_search("seq 1 2 + seq 2 1 + nim 3", 1);
}

/* Longer rows with bigger heaps: moves_to against every move. */
static void medium_rows(void)
{
    char text[256];
    int i, k, len;
    uint64_t t;

    srand(1382);
    for (k = 0; k < 300; k++) {
        len = snprintf(text, sizeof text, "seq");
        for (i = 0; i < 1 + k % 8; i++)
            len += snprintf(text + len, sizeof text - (size_t)len, " %d",
                            rand() % 3 == 0 ? rand() % 2 : rand() % 40);
        for (t = 0; t <= 45; t++)
            check_moves_to(text, t);
    }
}

/* CF 1382B (every heap >= 1): with k leading heaps of 1 among n, the first
** player loses exactly when k is odd and k < n, or k == n is even. */
static int cf_first_wins(const uint64_t *a, size_t n)
{
    size_t k = 0;

    while (k < n && a[k] == 1)
        k++;
    return !((k == n) ^ (k & 1));
}

static uint64_t value_of(const char *text)
{
    gr_position *p = check_parse(text);
    gr_value v = {GR_VALUE_UNKNOWN, 0, NULL, 0, 0};
    gr_error err;

    if (p == NULL)
        return 0;
    if (gr_game_value(p->items[0].game, p->items[0].state, &v, &err) != GR_OK)
        CHECK(!"value failed");
    gr_position_free(p);
    return v.nimber;
}

static void huge_rows(void)
{
    static const uint64_t big[] = {1, 1, 2, 3, UINT64_MAX, UINT64_MAX - 1, 1u << 31,
                                   (uint64_t)1 << 63, 4000000000000000000u};
    char text[512];
    uint64_t a[6];
    int k, i, n, len;

    CHECK_EQ_U64(value_of("seq 18446744073709551615"), UINT64_MAX);
    CHECK_EQ_U64(value_of("seq 18446744073709551615 18446744073709551615"), UINT64_MAX - 1);
    CHECK_EQ_U64(value_of("seq 1 18446744073709551615"), 0);
    CHECK_EQ_U64(value_of("seq 0 0 7 0 5"), 7);
    CHECK_EQ_U64(value_of("seq 5 0 0 7"), 4);
    CHECK_EQ_U64(value_of("seq 5 0 0 3"), 5);
    CHECK_EQ_U64(value_of("seq 0 0 0"), 0);
    for (k = 0; k < 2000; k++) {
        n = 1 + k % 6;
        len = snprintf(text, sizeof text, "seq");
        for (i = 0; i < n; i++) {
            a[i] = big[rand() % (int)(sizeof big / sizeof big[0])];
            len += snprintf(text + len, sizeof text - (size_t)len, " %llu",
                            (unsigned long long)a[i]);
        }
        if (!CHECK((value_of(text) != 0) == cf_first_wins(a, (size_t)n)))
            fprintf(stderr, "  %s\n", text);
        check_moves_to_stops(text, 0);
    }
}

static void words(void)
{
    check_explain("seq 1 1 2 3", "Sequential Nim, worked back from the last heap (a heap of a "
                  "after heaps worth x is worth a if x < a, else a - 1; heaps of 0 are "
                  "skipped): the first non-empty heap, heap 1 with 1, comes before heaps worth "
                  "0, so the value is 1");
    check_explain("seq 0 0", "Sequential Nim with every heap empty: no move, value 0");
    check_draw("seq 2 0 3", 0, "heap 1: oo (2)\nheap 2: (0)\nheap 3: ooo (3)\n");
    check_draw("seq 1", 1, "heap 1: \u25cf (1)\n");
}

int main(void)
{
    small_rows();
    medium_rows();
    huge_rows();
    words();
    return check_summary("test_seq");
}
