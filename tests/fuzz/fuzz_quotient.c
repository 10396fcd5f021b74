/*
** fuzz_quotient.c - misere quotients of random heap games (octal codes,
** subtraction sets, Bash games, several games at once), with random
** ceilings: the call fails with a well-formed error or gives a quotient
** whose products are associative and commutative, and whose outcome of
** every small sum of heaps it covers is the outcome exhaustive search gives;
** and the genus of each such sum says the same (gamma0 is 0 exactly for a
** misere P-position), as does the solver (tame rule, quotient or search);
** every generator is a heap the quotient covers.
*/
#include <string.h>

#include "fuzz.h"

#define MAX_WORK 300000

/* One game from the bytes at *data (consumed): octal, sub or bash. */
static int game_spec(const uint8_t **data, size_t *size, char *spec, size_t cap)
{
    if (*size < 3)
        return 0;
    unsigned kind = (*data)[0] % 3, n = 1 + (*data)[1] % 4;
    int len;
    if (kind == 0) {
        len = snprintf(spec, cap, "octal:0.");
        for (unsigned i = 0; i < n && i + 2 < *size; i++)
            len += snprintf(spec + len, cap - (size_t)len, "%u", (*data)[2 + i] % 8);
    } else if (kind == 1) {
        len = snprintf(spec, cap, "sub:");
        for (unsigned i = 0; i < n && i + 2 < *size; i++)
            len += snprintf(spec + len, cap - (size_t)len, "%s%u", i ? "," : "",
                            1 + (*data)[2 + i] % 9);
    } else {
        snprintf(spec, cap, "bash:%u", 1 + (*data)[2] % 6);
    }
    *data += 2 + n;
    *size = *size > 2 + n ? *size - 2 - n : 0;
    return 1;
}

static void check_laws(const gr_quotient *q)
{
    gr_quotient_info in;
    gr_quotient_get_info(q, &in);
    for (size_t i = 0; i < in.ngenerators; i++) {   /* each names an element */
        size_t game;
        uint64_t heap;
        gr_quotient_generator(q, i, &game, &heap);
        FUZZ_CHECK(heap <= in.checked && gr_quotient_phi(q, game, heap) < in.order);
    }
    for (uint32_t x = 0; x < in.order && x < 24; x++)
        for (uint32_t y = 0; y < in.order && y < 24; y++) {
            FUZZ_CHECK(gr_quotient_mul(q, x, y) == gr_quotient_mul(q, y, x));
            for (uint32_t z = 0; z < in.order && z < 8; z++)
                FUZZ_CHECK(gr_quotient_mul(q, gr_quotient_mul(q, x, y), z) ==
                           gr_quotient_mul(q, x, gr_quotient_mul(q, y, z)));
        }
}

/* Sums of up to three heaps of game g (number k) up to 12 tokens. */
static void check_sums(const gr_quotient *q, gr_game *g, size_t k)
{
    for (uint64_t a = 1; a <= 8; a++)
        for (uint64_t b = 0; b <= a && a + b <= 12; b++) {
            uint32_t pa = gr_quotient_phi(q, k, a), pb = gr_quotient_phi(q, k, b);
            if (pa == UINT32_MAX || pb == UINT32_MAX)
                continue;
            char text[160];
            snprintf(text, sizeof text, "%s %llu %llu", g->spec, (unsigned long long)a,
                     (unsigned long long)b);
            gr_position *p = gr_position_parse_line(text, 1, NULL);
            gr_outcome o;
            FUZZ_CHECK(p != NULL);
            if (gr_search_outcome(p, 1, 2000000, &o, NULL) == GR_OK) {
                gr_solve_options opt = {0};
                gr_genus gen;
                gr_analysis an;
                FUZZ_CHECK((o == GR_OUTCOME_P) ==
                           gr_quotient_is_p(q, gr_quotient_mul(q, pa, pb)));
                if (gr_genus_of(p, NULL, &gen, NULL) == GR_OK)
                    FUZZ_CHECK((o == GR_OUTCOME_P) == (gen.gamma[0] == 0));
                opt.misere = 1;
                if (gr_solve(p, &opt, &an, NULL) == GR_OK) {
                    FUZZ_CHECK(an.outcome == o);
                    gr_analysis_free(&an);
                }
            }
            gr_position_free(p);
        }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    gr_game *games[3];
    size_t n = 0;
    char spec[64];
    gr_error err;
    gr_quotient *q;

    if (size < 4 || size > 40)
        return 0;
    uint64_t max = 1 + data[0] % 48;
    data++, size--;
    while (n < 3 && game_spec(&data, &size, spec, sizeof spec)) {
        games[n] = gr_game_new(spec, strlen(spec), &err);
        if (games[n] == NULL) {
            fuzz_check_error(&err);
            continue;
        }
        n++;
    }
    if (n > 0 && gr_quotient_compute(games, n, max, MAX_WORK, NULL, NULL, &q, &err) == GR_OK) {
        check_laws(q);
        for (size_t k = 0; k < n; k++)
            check_sums(q, games[k], k);
        gr_quotient_free(q);
    } else if (n > 0) {
        fuzz_check_error(&err);
    }
    for (size_t k = 0; k < n; k++)
        gr_game_unref(games[k]);
    return 0;
}
