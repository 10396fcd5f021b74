/*
** test_quotient.c - misere quotients against exhaustive misere search: for
** more than thirty heap games, every sum of up to four heaps with at most
** 40 tokens in all (fewer for the games whose sums split into many heaps)
** gets the outcome a plain misere search (the referee below) gives;
** the quotient's own laws (a commutative monoid; from a word in P no move
** to P, from a word in N one) on larger heaps; winning moves against search;
** and the published facts of misere Kayles and of 0.75.
*/
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "core/quotient.h"
#include "games/heap.h"
#include "misere/quotient.h"

typedef struct game_case {
    const char *spec;
    int tokens;   /* sums up to this many tokens are searched */
} game_case;

static const game_case cases[] = {
    {"kayles", 40}, {"dawson", 40}, {"octal:0.07", 40}, {"octal:0.137", 40},
    {"octal:0.75", 40}, {"octal:4.7", 40}, {"octal:0.54", 40}, {"octal:0.26", 40},
    {"octal:0.15", 40}, {"octal:0.72", 40}, {"octal:0.71", 40}, {"octal:0.52", 40},
    {"octal:0.53", 40}, {"octal:0.34", 40}, {"octal:0.31", 40}, {"octal:0.32", 40},
    {"octal:0.55", 40}, {"octal:0.12", 40}, {"octal:0.73", 40}, {"octal:0.3", 40},
    {"octal:0.03", 40}, {"octal:0.37", 40}, {"octal:0.14", 40}, {"octal:0.6", 40},
    {"octal:0.17", 40}, {"octal:0.16", 40}, {"octal:0.76", 40}, {"octal:0.64", 40},
    {"octal:0.77", 40}, {"sub:1,3,4", 40}, {"sub:2,3", 40}, {"sub:1,4", 40},
    {"bash:3", 40}, {"grundys", 30}, {"lasker", 24}, {"hex:0.f", 24}, {"octal:0.56", 40},
};

/* The misere outcome the quotient gives for heaps h[0..n-1], or -1 when it
** does not cover them. */
static int quotient_outcome(const gr_quotient *q, const uint64_t *h, int n)
{
    uint32_t x = 0;
    for (int i = 0; i < n; i++) {
        uint32_t y = gr_quotient_phi(q, 0, h[i]);
        if (y == UINT32_MAX)
            return -1;
        x = gr_quotient_mul(q, x, y);
    }
    return gr_quotient_is_p(q, x) ? GR_OUTCOME_P : GR_OUTCOME_N;
}

/* ---- the referee: plain misere search over sorted lists of heaps ---- */

#define MAX_TOKENS 40

typedef struct referee {
    /* the moves of each heap size up to MAX_TOKENS: options, parts */
    uint8_t *parts[MAX_TOKENS + 1];   /* per option: count, then the parts */
    size_t len[MAX_TOKENS + 1];
    /* memo: sorted heap lists (a length byte, then the heaps) -> outcome */
    uint8_t *keys;
    int8_t *outcome;
    size_t cap;
} referee;

static int ref_option(void *ctx, const gr_option *o)
{
    uint8_t **buf = ((void **)ctx)[0];
    size_t *len = ((void **)ctx)[1];
    *buf = realloc(*buf, *len + 1 + o->nparts);
    (*buf)[(*len)++] = (uint8_t)o->nparts;
    for (size_t i = 0; i < o->nparts; i++)
        (*buf)[(*len)++] = (uint8_t)o->parts[i].heap;
    return 0;
}

static void ref_init(referee *r, gr_game *g)
{
    memset(r, 0, sizeof *r);
    for (int h = 1; h <= MAX_TOKENS; h++) {
        gr_state s;
        void *ctx[2] = {&r->parts[h], &r->len[h]};
        s.heap = (uint64_t)h;
        gr_game_moves(g, s, ref_option, ctx);
    }
    r->cap = 1u << 22;
    r->keys = calloc(r->cap, MAX_TOKENS + 1);
    r->outcome = malloc(r->cap);
    memset(r->outcome, -1, r->cap);
}

static void ref_free(referee *r)
{
    for (int h = 0; h <= MAX_TOKENS; h++)
        free(r->parts[h]);
    free(r->keys);
    free(r->outcome);
}

static int cmp_u8(const void *a, const void *b)
{
    return *(const uint8_t *)a - *(const uint8_t *)b;
}

static int ref_outcome(referee *r, const uint8_t *h, int n);

/* Whether the heaps h (n of them) with heap i replaced by parts form a P-position. */
static int ref_to_p(referee *r, const uint8_t *h, int n, int i, const uint8_t *parts, int np)
{
    uint8_t next[MAX_TOKENS + 1];
    int m = 0;
    for (int j = 0; j < n; j++)
        if (j != i)
            next[m++] = h[j];
    for (int j = 0; j < np; j++)
        if (parts[j] != 0)
            next[m++] = parts[j];
    qsort(next, (size_t)m, 1, cmp_u8);
    return ref_outcome(r, next, m) == GR_OUTCOME_P;
}

static int ref_outcome(referee *r, const uint8_t *h, int n)
{
    uint64_t k = 1469598103934665603u;
    for (int i = 0; i < n; i++)
        k = (k ^ h[i]) * 1099511628211u;
    size_t slot = (size_t)(k & (r->cap - 1));
    for (; r->outcome[slot] >= 0; slot = (slot + 1) & (r->cap - 1)) {
        uint8_t *key = r->keys + slot * (MAX_TOKENS + 1);
        if (key[0] == n && memcmp(key + 1, h, (size_t)n) == 0)
            return r->outcome[slot];
    }
    int any = 0, win = 0;
    for (int i = 0; i < n && !win; i++) {
        if (i > 0 && h[i] == h[i - 1])
            continue;
        const uint8_t *o = r->parts[h[i]], *end = o + r->len[h[i]];
        for (; o < end && !win; o += 1 + o[0]) {
            any = 1;
            win = ref_to_p(r, h, n, i, o + 1, o[0]);
        }
    }
    int out = any && !win ? GR_OUTCOME_P : GR_OUTCOME_N;
    for (slot = (size_t)(k & (r->cap - 1)); r->outcome[slot] >= 0;
         slot = (slot + 1) & (r->cap - 1))
        ;
    r->keys[slot * (MAX_TOKENS + 1)] = (uint8_t)n;
    memcpy(r->keys + slot * (MAX_TOKENS + 1) + 1, h, (size_t)n);
    r->outcome[slot] = (int8_t)out;
    return out;
}

/* Every sum of up to four heaps (at least one) of at most `tokens` tokens. */
static void against_search(const game_case *gc, gr_game *g, const gr_quotient *q)
{
    referee r;
    long tested = 0, wrong = 0;
    uint64_t h[4];
    int t = gc->tokens;
    ref_init(&r, g);
    for (h[0] = 1; (int)h[0] <= t; h[0]++)
        for (h[1] = 0; h[1] <= h[0] && (int)(h[0] + h[1]) <= t; h[1]++)
            for (h[2] = 0; h[2] <= h[1] && (int)(h[0] + h[1] + h[2]) <= t; h[2]++)
                for (h[3] = 0; h[3] <= h[2] && (int)(h[0] + h[1] + h[2] + h[3]) <= t; h[3]++) {
                    int n = 4;
                    uint8_t sorted[4];
                    while (h[n - 1] == 0)
                        n--;
                    int want = quotient_outcome(q, h, n);
                    if (want < 0)
                        continue;
                    for (int i = 0; i < n; i++)
                        sorted[i] = (uint8_t)h[n - 1 - i];
                    tested++;
                    wrong += ref_outcome(&r, sorted, n) != want;
                }
    ref_free(&r);
    if (!CHECK(wrong == 0))
        fprintf(stderr, "  %s: %ld of %ld sums get the wrong outcome\n", gc->spec, wrong,
                tested);
    CHECK(tested > 0);
}

/* The monoid laws, on every pair and triple of elements. */
static void monoid_laws(const char *spec, const gr_quotient *q)
{
    gr_buf name = GR_BUF_INIT;
    gr_quotient_info in;
    long bad = 0;
    gr_quotient_get_info(q, &in);
    if (in.order > 128)   /* order^3 triples */
        return;
    for (uint32_t x = 0; x < in.order; x++) {
        bad += gr_quotient_mul(q, 0, x) != x;
        for (uint32_t y = 0; y < in.order; y++) {
            bad += gr_quotient_mul(q, x, y) != gr_quotient_mul(q, y, x);
            for (uint32_t z = 0; z < in.order; z++)
                bad += gr_quotient_mul(q, gr_quotient_mul(q, x, y), z) !=
                       gr_quotient_mul(q, x, gr_quotient_mul(q, y, z));
        }
    }
    if (!CHECK(bad == 0))
        fprintf(stderr, "  %s: %ld failures of the monoid laws\n", spec, bad);
    /* what is not an element (phi past the quotient) is passed on, not read */
    CHECK(gr_quotient_mul(q, UINT32_MAX, 0) == UINT32_MAX);
    CHECK(gr_quotient_mul(q, 0, in.order) == UINT32_MAX);
    CHECK(gr_quotient_mul(q, in.order + 5, in.order - 1) == UINT32_MAX);
    CHECK(!gr_quotient_is_p(q, in.order));
    CHECK(!gr_quotient_is_p(q, UINT32_MAX));
    gr_quotient_name(q, in.order, &name);
    CHECK_STR(gr_buf_str(&name), "?");
    gr_buf_free(&name);
}

/* From a word in P no move leads to P; from a word in N, one does or it
** has no move at all (misere: whoever cannot move wins). */
typedef struct law {
    const gr_quotient *q;
    uint32_t rest;
    int moves, to_p;
} law;

static int law_option(void *ctx, const gr_option *o)
{
    law *l = ctx;
    uint32_t x = l->rest;
    for (size_t i = 0; i < o->nparts; i++)
        x = gr_quotient_mul(l->q, x, gr_quotient_phi(l->q, 0, o->parts[i].heap));
    l->moves = 1;
    l->to_p |= gr_quotient_is_p(l->q, x);
    return 0;
}

/* The words of one heap a, or two heaps a and b, with a up to 120. */
static void move_laws(const char *spec, gr_game *g, const gr_quotient *q)
{
    gr_quotient_info in;
    long bad = 0;
    gr_quotient_get_info(q, &in);
    uint64_t top = in.status == GR_QUOTIENT_PROVED ? 120 : in.checked;
    top = top > 120 ? 120 : top;
    for (uint64_t a = 1; a <= top; a++)
        for (uint64_t b = 0; b <= a; b += b < 20 ? 1 : 7) {
            uint64_t h[2] = {a, b};
            int n = b ? 2 : 1;
            law l = {q, 0, 0, 0};
            for (int i = 0; i < n; i++) {
                gr_state s;
                s.heap = h[i];
                l.rest = n == 2 ? gr_quotient_phi(q, 0, h[1 - i]) : 0;
                gr_game_moves(g, s, law_option, &l);
            }
            int p = quotient_outcome(q, h, n) == GR_OUTCOME_P;
            bad += p != (l.moves && !l.to_p);
        }
    if (!CHECK(bad == 0))
        fprintf(stderr, "  %s: %ld words break the laws of P and N\n", spec, bad);
}

/* Winning moves through the solver (which uses the quotient) against search,
** on sums of two and three small heaps. */
static void winning_moves(const char *spec)
{
    char text[128];
    for (int a = 1; a <= 9; a++)
        for (int b = 0; b <= a; b++)
            for (int c = 0; c <= b && c <= 3; c++) {
                snprintf(text, sizeof text, "%s %d %d %d", spec, a, b, c);
                check_against_search(text, 1);
            }
}

/* Sums of heaps of two games: decided by their joint quotient (or the tame
** rule, when every heap is tame), the outcome and every winning move as a
** search finds them. */
static void mixed_sums(const char *x, const char *y, int want_quotient)
{
    char text[160];
    int by_quotient = 0;
    for (int a = 1; a <= 8; a++)
        for (int b = 0; b <= a && a + b <= 10; b++)
            for (int c = 1; c <= 8 && a + b + c <= 14; c++) {
                gr_position *p;
                gr_solve_options opt = {0};
                gr_analysis an;
                if (b == 0)
                    snprintf(text, sizeof text, "%s %d + %s %d", x, a, y, c);
                else
                    snprintf(text, sizeof text, "%s %d %d + %s %d", x, a, b, y, c);
                check_against_search(text, 1);
                opt.misere = 1;
                if ((p = check_parse(text)) != NULL && gr_solve(p, &opt, &an, NULL) == GR_OK) {
                    by_quotient += strcmp(an.rule, "misere quotient") == 0;
                    CHECK(strcmp(an.rule, "misere quotient") == 0 || strcmp(an.rule, "tame") == 0);
                    gr_analysis_free(&an);
                }
                gr_position_free(p);
            }
    if (want_quotient && !CHECK(by_quotient > 0))
        fprintf(stderr, "  no sum of %s and %s was decided by their joint quotient\n", x, y);
}

/* ---- a heap past 1,000,000: its moves walked by the period of phi ---- */

typedef struct move_set {
    char **texts;
    size_t n, cap;
    const gr_quotient *q;
    uint32_t rest;   /* the product of the other heaps */
} move_set;

static void set_add(move_set *s, const char *text)
{
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 256;
        s->texts = realloc(s->texts, s->cap * sizeof *s->texts);
    }
    s->texts[s->n++] = strdup(text);
}

/* The referee: every option of the heap, its parts' product with the rest in P. */
static int filter_option(void *ctx, const gr_option *o)
{
    move_set *s = ctx;
    uint32_t x = s->rest;
    for (size_t i = 0; i < o->nparts; i++)
        x = gr_quotient_mul(s->q, x, gr_quotient_phi(s->q, 0, o->parts[i].heap));
    if (gr_quotient_is_p(s->q, x))
        set_add(s, o->text);
    return 0;
}

static int solver_move(void *ctx, const gr_winning_move *w)
{
    if (w->component == 0)
        set_add(ctx, w->option->text);
    return 0;
}

static void huge_heap(const char *spec, uint64_t n, const char *others)
{
    char text[160];
    gr_game *g = gr_game_new(spec, strlen(spec), NULL);
    const gr_quotient *q = g ? gr_game_quotient(g, 0, NULL, NULL) : NULL;
    move_set want = {0}, got = {0};
    gr_solve_options opt = {0};
    gr_analysis an;
    gr_state st;
    gr_position *p;

    snprintf(text, sizeof text, "%s %llu %s", spec, (unsigned long long)n, others);
    if (!CHECK(q != NULL) || (p = check_parse(text)) == NULL) {
        gr_game_unref(g);
        return;
    }
    want.q = q;
    for (size_t i = 1; i < p->count; i++)
        want.rest = gr_quotient_mul(q, want.rest, gr_quotient_phi(q, 0, p->items[i].state.heap));
    st.heap = n;
    gr_game_moves(g, st, filter_option, &want);
    opt.misere = 1;
    if (CHECK(gr_solve(p, &opt, &an, NULL) == GR_OK)) {
        CHECK(gr_winning_moves(p, &opt, &an, solver_move, &got, NULL) == GR_OK);
        gr_analysis_free(&an);
    }
    if (CHECK_EQ_U64(got.n, want.n))
        for (size_t i = 0; i < got.n; i++)
            if (!CHECK_STR(got.texts[i], want.texts[i]))
                break;
    printf("%s: %zu winning moves of heap %llu, walked by the period of phi\n", text, got.n,
           (unsigned long long)n);
    for (size_t i = 0; i < want.n; i++)
        free(want.texts[i]);
    for (size_t i = 0; i < got.n; i++)
        free(got.texts[i]);
    free(want.texts);
    free(got.texts);
    gr_position_free(p);
    gr_game_unref(g);
}

/* Nim heaps 0..max: tame (the quotient of Nim heaps 0..2^k - 1) at sizes up
** to 127 (order 130; an isomorphism search stopped at order 66 until the
** structure of these quotients was used); told apart from Kayles's
** quotient, which is not tame. */
static void nim_is_tame(void)
{
    static const uint64_t tops[] = {1, 2, 3, 4, 7, 8, 16, 31, 32, 63, 64, 100, 127};
    gr_game *nim = gr_game_new("nim", 3, NULL), *kayles = gr_game_new("kayles", 6, NULL);
    gr_quotient_info in;
    gr_quotient *q;
    size_t i;

    for (i = 0; nim != NULL && i < sizeof tops / sizeof tops[0]; i++) {
        if (!CHECK(gr_quotient_compute(&nim, 1, tops[i], 0, NULL, NULL, &q, NULL) == GR_OK))
            continue;
        gr_quotient_get_info(q, &in);
        if (!CHECK(in.tame))
            fprintf(stderr, "  nim heaps 0..%llu (order %u) not found tame\n",
                    (unsigned long long)tops[i], in.order);
        gr_quotient_free(q);
    }
    if (kayles != NULL &&
        CHECK(gr_quotient_compute(&kayles, 1, 0, 0, NULL, NULL, &q, NULL) == GR_OK)) {
        gr_quotient_get_info(q, &in);
        CHECK(!in.tame);
        gr_quotient_free(q);
    }
    gr_game_unref(nim);
    gr_game_unref(kayles);
}

/* Every bound on the work cuts the construction somewhere: whatever walk it
** cuts, the answer is a quotient or "no finite quotient" with a reason,
** never an error (the last walk of a new generator, which only keeps
** signatures for the screens, once made a cut there "out of memory"); a
** quotient given is the same as without the bound wherever it is given. */
static void work_bounds(void)
{
    static const char *specs[] = {"kayles", "octal:0.15", "octal:0.72"};
    gr_quotient_info full, in;
    gr_quotient *q, *all;
    gr_error err;
    gr_game *g;
    uint64_t work;
    size_t i;
    int rc;

    for (i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        if ((g = gr_game_new(specs[i], strlen(specs[i]), NULL)) == NULL ||
            !CHECK(gr_quotient_compute(&g, 1, 40, 0, NULL, NULL, &all, NULL) == GR_OK)) {
            gr_game_unref(g);
            continue;
        }
        gr_quotient_get_info(all, &full);
        for (work = 2000; work <= 400000; work += work / 3) {
            rc = gr_quotient_compute(&g, 1, 40, work, NULL, NULL, &q, &err);
            if (!CHECK_EQ_U64(rc, GR_OK)) {
                fprintf(stderr, "  %s with work %llu: %s\n", specs[i],
                        (unsigned long long)work, err.message);
                continue;
            }
            gr_quotient_get_info(q, &in);
            CHECK(in.checked <= full.checked);
            if (in.checked == full.checked)
                CHECK_EQ_U64(in.order, full.order);
            gr_quotient_free(q);
        }
        gr_quotient_free(all);
        gr_game_unref(g);
    }
}

/* The whole of a quotient as text: order, |P|, status, how far, the period,
** phi of every heap as a word, the relations. */
static void quotient_text(const gr_quotient *q, size_t ngames, gr_buf *out)
{
    gr_quotient_info in;
    gr_quotient_get_info(q, &in);
    gr_buf_printf(out, "order %u |P| %u tame %d status %d checked %llu period %llu+%llu "
                  "why %s\n", in.order, in.p_count, in.tame, (int)in.status,
                  (unsigned long long)in.checked, (unsigned long long)in.preperiod,
                  (unsigned long long)in.period, in.stopped ? in.stopped : "-");
    for (size_t g = 0; g < ngames; g++)
        for (uint64_t h = 0; h <= in.checked; h++) {
            gr_quotient_name(q, gr_quotient_phi(q, g, h), out);
            gr_buf_putc(out, ' ');
        }
    for (size_t i = 0; i < in.nrelations; i++) {
        gr_buf_puts(out, "\n");
        gr_quotient_relation(q, i, out, out);
    }
}

/* The tame rule against the walks: every game (and pair of games) whose
** heaps are all tame up to the ceiling gets from the rule, with no walk,
** the quotient the walks find, word for word; where the walks stop short
** (their work bound), the rule's quotient of the heaps they reached. The
** wild games are left to the walks. */
static void theory_against_walks(void)
{
    static const char *pairs[][2] = {
        {"nim", NULL}, {"sub:1,2", NULL}, {"sub:1,3,4", NULL}, {"sub:2,3", NULL},
        {"sub:1,4", NULL}, {"bash:3", NULL}, {"octal:0.15", "sub:1,3,4"},
        {"octal:0.3", "octal:0.03"}, {"nim", "sub:1,2"},
    };
    char spec[2][32];
    long tame = 0, wild = 0, i;
    for (i = -128; i < (long)(sizeof pairs / sizeof pairs[0]); i++) {
        gr_game *games[2] = {NULL, NULL};
        size_t n = 1, k;
        if (i < 0) {   /* every octal code 0.d, 0.dd, 4.d and 4.dd */
            long c = (-i - 1) % 64, lead = -i - 1 < 64 ? 0 : 4;
            if (c == 0)
                continue;
            snprintf(spec[0], sizeof spec[0], c < 8 ? "octal:%ld.%ld" : "octal:%ld.%ld%ld",
                     lead, c < 8 ? c : c / 8, c % 8);
        } else {
            snprintf(spec[0], sizeof spec[0], "%s", pairs[i][0]);
            n = pairs[i][1] != NULL ? 2 : 1;
            if (n == 2)
                snprintf(spec[1], sizeof spec[1], "%s", pairs[i][1]);
        }
        for (k = 0; k < n; k++)
            games[k] = gr_game_new(spec[k], strlen(spec[k]), NULL);
        if (!CHECK(games[0] != NULL && (n == 1 || games[1] != NULL))) {
            gr_game_unref(games[0]);
            gr_game_unref(games[1]);
            continue;
        }
        gr_quotient *by_rule = NULL, *by_walks = NULL;
        gr_quotient_info in;
        /* a work bound of 1 stops the walks of a wild game at once: the
        ** tame rule needs no walk */
        if (CHECK(gr_quotient_compute(games, n, 120, 1, NULL, NULL, &by_rule, NULL) == GR_OK) &&
            gr_quotient_by_theory(by_rule) &&
            CHECK(gr_quotient_by_walks(games, n, 120, 0, &by_walks, NULL) == GR_OK)) {
            tame++;
            CHECK(!gr_quotient_by_theory(by_walks));
            gr_quotient_get_info(by_walks, &in);
            if (in.status == GR_QUOTIENT_NONE && in.checked < 120) {   /* cut short */
                gr_quotient_free(by_rule);
                gr_quotient_free(by_walks);
                CHECK(gr_quotient_compute(games, n, in.checked, 0, NULL, NULL, &by_rule,
                                          NULL) == GR_OK);
                CHECK(gr_quotient_by_walks(games, n, in.checked, 0, &by_walks, NULL) == GR_OK);
            }
            gr_buf a = GR_BUF_INIT, b = GR_BUF_INIT;
            quotient_text(by_rule, n, &a);
            quotient_text(by_walks, n, &b);
            if (!CHECK(strcmp(gr_buf_str(&a), gr_buf_str(&b)) == 0))
                fprintf(stderr, "  %s%s%s: the tame rule gives\n%s\n  the walks\n%s\n", spec[0],
                        n == 2 ? " + " : "", n == 2 ? spec[1] : "", gr_buf_str(&a),
                        gr_buf_str(&b));
            gr_buf_free(&a);
            gr_buf_free(&b);
        } else if (by_rule != NULL) {
            wild++;
        }
        gr_quotient_free(by_rule);
        gr_quotient_free(by_walks);
        for (k = 0; k < n; k++)
            gr_game_unref(games[k]);
    }
    CHECK(tame >= 30);   /* the rule was tried and held many times */
    CHECK(wild >= 10);   /* and left the wild games alone */
    printf("theory against walks: %ld tame, %ld wild\n", tame, wild);
}

/* A subtraction game is an octal game when its moves are at most 31
** (gr_game_props says so, from its parameters): its quotient's period is
** then proved; with a larger move it is not claimed. */
static void parameter_props(void)
{
    static const struct { const char *spec; int octal; } games[] = {
        {"sub:1,2,3", 1}, {"sub:2,5,31", 1}, {"sub:1,32", 0}, {"bash:4", 1},
        {"bash:31", 1}, {"bash:32", 0}, {"nim", 0}, {"kayles", 1},
    };
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        gr_game *g = gr_game_new(games[i].spec, strlen(games[i].spec), NULL);
        gr_quotient *q;
        gr_quotient_info in;
        if (!CHECK(g != NULL))
            continue;
        if (!CHECK_EQ_U64((gr_game_props(g) & GR_PROP_OCTAL) != 0, games[i].octal))
            fprintf(stderr, "  %s: octal %d expected\n", games[i].spec, games[i].octal);
        if (strcmp(games[i].spec, "nim") != 0 &&
            CHECK(gr_quotient_compute(&g, 1, 400, 0, NULL, NULL, &q, NULL) == GR_OK)) {
            gr_quotient_get_info(q, &in);
            if (!CHECK_EQ_U64(in.status == GR_QUOTIENT_PROVED, games[i].octal))
                fprintf(stderr, "  %s: status %d\n", games[i].spec, (int)in.status);
            gr_quotient_free(q);
        }
        gr_game_unref(g);
    }
}

/* Two games whose walks stop inside a size (heap 14 of the first game
** placed, of the second not: 4.44 and 0.07): the quotient given is that of
** the whole sizes, and every generator, relation and heap it covers has an
** element (a generator past them once read outside the table and crashed
** `grundy quotient octal:4.44 + octal:0.07`). */
static void stopped_inside_a_size(void)
{
    gr_game *games[2] = {gr_game_new("octal:4.44", 10, NULL), gr_game_new("octal:0.07", 10, NULL)};
    gr_quotient *q;
    gr_quotient_info in;
    if (!CHECK(games[0] != NULL && games[1] != NULL) ||
        !CHECK(gr_quotient_compute(games, 2, 0, 0, NULL, NULL, &q, NULL) == GR_OK)) {
        gr_game_unref(games[0]);
        gr_game_unref(games[1]);
        return;
    }
    gr_quotient_get_info(q, &in);
    CHECK(in.status == GR_QUOTIENT_NONE);
    for (size_t i = 0; i < in.ngenerators; i++) {
        size_t game;
        uint64_t heap;
        gr_quotient_generator(q, i, &game, &heap);
        CHECK(heap <= in.checked);
        CHECK(gr_quotient_phi(q, game, heap) < in.order);
    }
    for (size_t g = 0; g < 2; g++)
        for (uint64_t h = 0; h <= in.checked; h++)
            CHECK(gr_quotient_phi(q, g, h) < in.order);
    gr_buf text = GR_BUF_INIT;
    quotient_text(q, 2, &text);   /* names every element it reaches */
    CHECK(!text.failed);
    gr_buf_free(&text);
    gr_quotient_free(q);
    gr_game_unref(games[0]);
    gr_game_unref(games[1]);
}

/* Heap games whose moves the engine refuses, registered here: "qstay" takes
** one token, and heap 100 may also stay as it is; "qnine" takes one token,
** and heap 100 may also split into nine heaps of 1. Heaps below 100 are tame
** (the tame rule's scan reaches past 64 before it meets the refused move),
** and the answer is the one clear error that names the game. */
static int searched_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    out->kind = GR_VALUE_NIMBER;
    return gr_search_value(g, s, 0, &out->nimber, err);
}

static int refused_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    gr_state parts[9];
    gr_option o = {"refused", 0, parts};
    int rc;
    if (s.heap >= 1 && (rc = gr_heap_option(s.heap, s.heap - 1, fn, ctx)) != 0)
        return rc;
    if (s.heap != 100)
        return 0;
    o.nparts = strcmp(g->rules->name, "qstay") == 0 ? 1 : 9;
    for (size_t i = 0; i < o.nparts; i++)
        parts[i].heap = o.nparts == 1 ? s.heap : 1;
    return fn(ctx, &o);
}

static const gr_ruleset qstay = {
    .api = GR_RULESET_API, .name = "qstay", .summary = "take one; heap 100 may stay",
    .syntax = "qstay N...", .shape = GR_SHAPE_HEAP, .parse = gr_heap_parse,
    .print = gr_heap_print, .value = searched_value, .moves = refused_moves,
};

static const gr_ruleset qnine = {
    .api = GR_RULESET_API, .name = "qnine", .summary = "take one; heap 100 may split in nine",
    .syntax = "qnine N...", .shape = GR_SHAPE_HEAP, .parse = gr_heap_parse,
    .print = gr_heap_print, .value = searched_value, .moves = refused_moves,
};

static void refused(void)
{
    gr_error err;
    if (!CHECK(gr_registry_add(&qstay, &err) == GR_OK) ||
        !CHECK(gr_registry_add(&qnine, &err) == GR_OK))
        return;
    for (int i = 0; i < 2; i++) {
        const char *spec = i == 0 ? "qstay" : "qnine";
        gr_game *g = gr_game_new(spec, strlen(spec), NULL);
        gr_quotient *q = NULL;
        if (!CHECK(g != NULL))
            continue;
        CHECK(gr_quotient_compute(&g, 1, 0, 0, NULL, NULL, &q, &err) == GR_EINPUT);
        CHECK(q == NULL);
        if (!CHECK(strstr(err.message, spec) != NULL &&
                   strstr(err.message, "not smaller than its own, or more than 8 heaps")))
            fprintf(stderr, "  %s: %s\n", spec, err.message);
        /* below the refused heap the game is Nim-like, and tame */
        CHECK(gr_quotient_compute(&g, 1, 99, 0, NULL, NULL, &q, &err) == GR_OK);
        if (q != NULL) {
            gr_quotient_info in;
            gr_quotient_get_info(q, &in);
            CHECK(in.tame && in.order == 2);
            gr_quotient_free(q);
        }
        gr_game_unref(g);
    }
}

/* ---- L sets against the sets S ----
** A proving walk over a small monoid keeps, for a sum's set S of options,
** L(S): the later sums that meet P (misere/walk.c). With the test's knob
** it keeps S. The two must give the same quotient, heap by heap, on every
** two-digit code and on the heavy three-digit ones. The moves come from
** the code's digits here, not from the game library. */

static int digit_moves(void *ctx, uint64_t heap, mq_part_fn part, void *sink)
{
    const char *digits = ctx;   /* "4.447": digits[0] then those after the point */
    uint64_t parts[2];
    for (uint64_t k = 0; k <= heap; k++) {
        char c = k == 0 ? digits[0] : k + 1 < strlen(digits) ? digits[k + 1] : '0';
        unsigned d = (unsigned)(c - '0');
        uint64_t left = heap - k;
        int rc = 0;
        if (k > 0 && (d & 1) && left == 0)
            rc = part(sink, parts, 0);
        if (k > 0 && (d & 2) && left > 0) {
            parts[0] = left;
            rc = rc ? rc : part(sink, parts, 1);
        }
        for (uint64_t a = 1; (d & 4) && !rc && 2 * a <= left; a++) {
            parts[0] = a;
            parts[1] = left - a;
            rc = part(sink, parts, 2);
        }
        if (rc)
            return rc;
    }
    return 0;
}

static void later_against_sets(void)
{
    static const char *heavy[] = {"0.152", "0.115", "0.044", "0.046", "0.074", "0.075",
                                  "0.076", "0.077", "4.447", "4.454", "0.137", "0.165"};
    char code[16];
    for (int i = 0; i < 64 + (int)(sizeof heavy / sizeof heavy[0]); i++) {
        if (i < 64)
            snprintf(code, sizeof code, "0.%d%d", i / 8, i % 8);
        else
            snprintf(code, sizeof code, "%s", heavy[i - 64]);
        mq_settings s = {300, (unsigned)strlen(code) - 2, 1, 0, 1000000, 1, NULL, NULL, 0};
        mq_quotient later, exact;
        if (!CHECK(mq_compute(digit_moves, code, &s, &later) == 0))
            continue;
        if (later.status == MQ_NONE && later.why == MQ_TOO_MUCH_WORK) {
            mq_free(&later);   /* where the two would stop is not comparable */
            continue;
        }
        s.exact_sets = 1;
        s.max_work = 0;
        if (CHECK(mq_compute(digit_moves, code, &s, &exact) == 0)) {
            int same = later.status == exact.status && later.checked == exact.checked &&
                       later.q.order == exact.q.order && later.why == exact.why &&
                       later.preperiod == exact.preperiod && later.period == exact.period &&
                       memcmp(later.phi, exact.phi, (later.checked + 1) * 4) == 0 &&
                       memcmp(later.q.is_p, exact.q.is_p, later.q.order) == 0 &&
                       memcmp(later.q.mul, exact.q.mul,
                              (size_t)later.q.order * later.q.order * 2) == 0;
            if (!CHECK(same))
                fprintf(stderr, "  %s: L sets give order %u to heap %llu, sets S "
                        "order %u to heap %llu\n", code, later.q.order,
                        (unsigned long long)later.checked, exact.q.order,
                        (unsigned long long)exact.checked);
            mq_free(&exact);
        }
        mq_free(&later);
    }
}

/* ---- the quotients kept: at most so many specs ---- */

/* With no room for another spec, a game the process has not met gets no
** quotient (GR_EUNDECIDED, the reason said), those kept are still served,
** and misere sums of the new game are still decided right, without it;
** with room again, it gets one. */
static void kept_bound(void)
{
    static const char *const fresh = "octal:0.347";   /* met nowhere else here */
    gr_game *old = gr_game_new("kayles", 6, NULL);
    gr_game *g = gr_game_new(fresh, strlen(fresh), NULL);
    gr_error err;
    size_t was;
    char text[64];

    if (!CHECK(old != NULL && g != NULL && gr_game_quotient(old, 0, NULL, NULL) != NULL)) {
        gr_game_unref(old);
        gr_game_unref(g);
        return;
    }
    was = gr_quotient_keep_most(0);
    CHECK(gr_game_quotient(old, 0, NULL, NULL) != NULL);   /* kept before: still there */
    memset(&err, 0, sizeof err);
    CHECK(gr_game_quotient(g, 0, NULL, &err) == NULL);
    CHECK(err.code == GR_EUNDECIDED &&
          strstr(err.message, "no quotient: those of 0 game specs are kept") != NULL);
    for (int a = 1; a <= 7; a++)
        for (int b = 0; b <= 6; b++) {
            snprintf(text, sizeof text, "%s %d %d + kayles 3", fresh, a, b);
            CHECK(check_against_search(text, 1));
        }
    gr_quotient_keep_most(was);
    CHECK(gr_game_quotient(g, 0, NULL, NULL) != NULL);
    gr_game_unref(old);
    gr_game_unref(g);
}

int main(void)
{
    const char *only = getenv("QUOTIENT_ONLY");
    if (only == NULL || strcmp(only, "tame") == 0)
        nim_is_tame();
    if (only == NULL || strcmp(only, "work") == 0)
        work_bounds();
    if (only == NULL || strcmp(only, "rule") == 0)
        theory_against_walks();
    if (only == NULL || strcmp(only, "props") == 0)
        parameter_props();
    if (only == NULL || strcmp(only, "inside") == 0)
        stopped_inside_a_size();
    if (only == NULL || strcmp(only, "refused") == 0)
        refused();
    if (only == NULL || strcmp(only, "later") == 0)
        later_against_sets();
    if (only == NULL || strcmp(only, "huge") == 0) {
        huge_heap("kayles", 1000001, "77 5");
        huge_heap("kayles", 1000006, "");
        huge_heap("octal:0.75", 1000003, "9 4");
        huge_heap("octal:0.15", 1000010, "7");
        huge_heap("octal:0.72", 1000005, "3");
        huge_heap("octal:4.4", 1000002, "5");    /* a split that takes nothing */
        huge_heap("octal:4.4", 1000007, "");
        huge_heap("sub:1,3,4", 1000003, "3 1");   /* octal games by their parameters */
        huge_heap("sub:2,5,31", 1000001, "4 1");
        huge_heap("bash:4", 1000002, "7 3");
    }
    if (only == NULL || strcmp(only, "mixed") == 0) {
        mixed_sums("kayles", "octal:0.75", 1);
        mixed_sums("octal:0.75", "kayles", 1);
        mixed_sums("kayles", "dawson", 1);
        mixed_sums("octal:0.15", "sub:1,3,4", 0);   /* every heap tame */
    }
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        if (only != NULL && strcmp(only, cases[i].spec) != 0)
            continue;
        gr_game *g = gr_game_new(cases[i].spec, strlen(cases[i].spec), NULL);
        const gr_quotient *q = g ? gr_game_quotient(g, 0, NULL, NULL) : NULL;
        if (!CHECK(q != NULL)) {
            gr_game_unref(g);
            continue;
        }
        against_search(&cases[i], g, q);
        monoid_laws(cases[i].spec, q);
        move_laws(cases[i].spec, g, q);
        winning_moves(cases[i].spec);
        gr_game_unref(g);
    }
    if (only == NULL || strcmp(only, "kept") == 0)
        kept_bound();
    printf("%ld passed, %ld failed\n", check_passed, check_failed);
    return check_failed != 0;
}
