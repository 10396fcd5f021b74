/*
** genus.c - values from options: the mex, and Conway's genus worked out
** from the options' genera (ONAG ch. 12); the tame rule's genus of a sum;
** and the genera of the heaps of heap games while they are tame, each heap
** from its options' nim-values and firm flags, with no search.
*/
#include <stdlib.h>
#include <string.h>

#include "grundy.h"
#include "core/game.h"
#include "core/genus.h"

uint64_t gr_mex(uint64_t *values, size_t n)
{
    /* values >= n cannot matter: mark the ones below n in place */
    size_t i;
    uint64_t mex;

    for (i = 0; i < n; i++) {
        uint64_t v = values[i];
        while (v < n && values[v] != v) {
            uint64_t w = values[v];
            values[v] = v;
            v = w;
        }
    }
    for (mex = 0; mex < n && values[mex] == mex; mex++)
        ;
    return mex;
}

int gr_genus_is_tame(uint64_t g, const uint64_t *x, size_t n, int *firm)
{
    *firm = n == 2 && x[0] == g && x[1] == (g ^ 2);
    if (*firm)
        return 1;
    return n == 3 && ((g == 0 && x[0] == 1 && x[1] == 2 && x[2] == 0) ||
                      (g == 1 && x[0] == 0 && x[1] == 3 && x[2] == 1));
}

void gr_genus_tame_sum(uint64_t g, int firm, uint64_t *x, size_t *n)
{
    if (firm) {
        x[0] = g;
        x[1] = g ^ 2;
        *n = 2;
    } else {   /* fickle parts add up to a fickle 0 or 1 */
        x[0] = g ^ 1;
        x[1] = g ^ 2;
        x[2] = g;
        *n = 3;
    }
}

/* The genus from the options' (Conway): g and gamma0 by mex (gamma0 of a
** position with no move is 1); gamma_i, i >= 1, the mex of gamma_(i-1),
** gamma_(i-1) xor 1 (the moves in the i-th *2, to *1 and to 0) and the
** options' gamma_i. Once the options' gammas alternate (from M - 2 on, M
** the most any has written), gamma_i = F_(i mod 2)(gamma_(i-1)) for fixed
** maps F; so gamma_j = gamma_(j-2) at some j >= max(M, 2) means they
** alternate from j - 2 on. */
int gr_genus_from_options(const gr_genus_opts *o, gr_error *err, uint64_t *g, uint64_t *x,
                          size_t *n)
{
    size_t nkids = o->n, i, k, j;
    uint64_t *scratch = malloc((nkids + 2) * sizeof *scratch);

    if (scratch == NULL)
        return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (k = 0; k < nkids; k++)
        scratch[k] = o->value(o->ctx, k);
    *g = gr_mex(scratch, nkids);
    for (k = 0; k < nkids; k++)
        scratch[k] = o->gamma(o->ctx, k, 0);
    x[0] = nkids == 0 ? 1 : gr_mex(scratch, nkids);
    for (j = 1;; j++) {
        if (j >= GR_GENUS_MAX) {
            free(scratch);
            return gr_error_set(err, GR_EUNDECIDED, "a genus longer than %d gammas",
                                GR_GENUS_MAX);
        }
        for (k = 0; k < nkids; k++)
            scratch[k] = o->gamma(o->ctx, k, j);
        scratch[nkids] = x[j - 1];
        scratch[nkids + 1] = x[j - 1] ^ 1;
        x[j] = gr_mex(scratch, nkids + 2);
        if (j >= 2 && j >= o->most && x[j] == x[j - 2])
            break;
    }
    free(scratch);
    for (i = j; i > 2 && x[i - 1] == x[i - 3]; i--)
        ;
    *n = i;
    return GR_OK;
}

/* The options as tame sums: a firm one's gammas are g, g^2, g, ...; a
** fickle one's g^1, then g^2, g, g^2, ... (the tame rule below). */
typedef struct tame_opts {
    const uint64_t *g;
    const uint8_t *firm;
} tame_opts;

static uint64_t tame_value(const void *ctx, size_t k)
{
    return ((const tame_opts *)ctx)->g[k];
}

static uint64_t tame_gamma(const void *ctx, size_t k, size_t i)
{
    const tame_opts *o = ctx;
    if (!o->firm[k] && i == 0)
        return o->g[k] ^ 1;
    return i % 2 ? o->g[k] ^ 2 : o->g[k];
}

int gr_genus_of_tame_options(const uint64_t *g, const uint8_t *firm, size_t n,
                             gr_genus *out, gr_error *err)
{
    tame_opts t = {g, firm};
    gr_genus_opts o = {n, 0, tame_value, tame_gamma, &t};
    int rc;

    for (size_t k = 0; k < n; k++)
        if (o.most < (firm[k] ? 2u : 3u))
            o.most = firm[k] ? 2 : 3;
    memset(out, 0, sizeof *out);
    if ((rc = gr_genus_from_options(&o, err, &out->g, out->gamma, &out->n)) != GR_OK)
        return rc;
    out->tame = gr_genus_is_tame(out->g, out->gamma, out->n, &out->firm);
    out->firm = out->tame && out->firm;
    return GR_OK;
}

/* The least value neither in s (words long; with swap2, in s xor 2: bit v
** read as bit v ^ 2) nor a nor b. */
static uint64_t set_mex(const uint64_t *s, size_t words, int swap2, uint64_t a, uint64_t b)
{
    const uint64_t low = 0x3333333333333333u;

    for (uint64_t k = 0;; k++) {
        uint64_t w = k < words ? s[k] : 0;
        if (swap2)
            w = ((w & low) << 2) | ((w >> 2) & low);
        if (a / 64 == k)
            w |= 1ull << (a % 64);
        if (b / 64 == k)
            w |= 1ull << (b % 64);
        if (~w != 0)
            return 64 * k + (uint64_t)__builtin_ctzll(~w);
    }
}

int gr_genus_of_tame_sets(const uint64_t *vals, const uint64_t *x0s, size_t words, size_t n,
                          int fickle, gr_genus *out, gr_error *err)
{
    size_t most = n == 0 ? 0 : fickle ? 3 : 2, i, j;
    uint64_t *x = out->gamma;

    memset(out, 0, sizeof *out);
    out->g = set_mex(vals, words, 0, UINT64_MAX, UINT64_MAX);
    x[0] = n == 0 ? 1 : set_mex(x0s, words, 0, UINT64_MAX, UINT64_MAX);
    for (j = 1;; j++) {   /* as genus_from_options, the options' gammas read off vals */
        if (j >= GR_GENUS_MAX)
            return gr_error_set(err, GR_EUNDECIDED, "a genus longer than %d gammas",
                                GR_GENUS_MAX);
        x[j] = set_mex(vals, words, j % 2, x[j - 1], x[j - 1] ^ 1);
        if (j >= 2 && j >= most && x[j] == x[j - 2])
            break;
    }
    for (i = j; i > 2 && x[i - 1] == x[i - 3]; i--)
        ;
    out->n = i;
    out->tame = gr_genus_is_tame(out->g, out->gamma, out->n, &out->firm);
    out->firm = out->tame && out->firm;
    return GR_OK;
}

void gr_genus_print(const gr_genus *gen, gr_buf *out)
{
    int wide = 0;
    size_t i;

    for (i = 0; i < gen->n; i++)
        wide |= gen->gamma[i] > 9;
    gr_buf_printf(out, "%llu^", (unsigned long long)gen->g);
    if (wide)
        gr_buf_putc(out, '{');
    for (i = 0; i < gen->n; i++)
        gr_buf_printf(out, wide && i > 0 ? ",%llu" : "%llu",
                      (unsigned long long)gen->gamma[i]);
    if (wide)
        gr_buf_putc(out, '}');
}

/* ---- the heaps of heap games while they are tame ---- */

/* Room for the nim-values and firm flags of n heap ids: 0 when out of
** memory (what was there is kept). */
static int tame_room(gr_tame_heaps *t, size_t n)
{
    uint64_t *g = realloc(t->g, n * sizeof *g);
    if (g != NULL)
        t->g = g;
    uint8_t *firm = realloc(t->firm, n);
    if (firm != NULL)
        t->firm = firm;
    return g != NULL && firm != NULL;
}

static int count_move(void *ctx, const gr_option *o)
{
    (void)o;
    ++*(size_t *)ctx;
    return 0;
}

int gr_tame_heaps_init(gr_tame_heaps *t, gr_game *const *games, size_t ngames,
                       uint64_t most_read)
{
    memset(t, 0, sizeof *t);
    for (size_t k = 0; k < ngames; k++) {   /* heap 0 is no heap: asked, not assumed */
        gr_state zero = {.heap = 0};
        size_t n = 0;
        int rc = gr_game_moves_parts(games[k], zero, count_move, &n);
        if (rc != GR_OK || n != 0)
            return rc != GR_OK ? rc : GR_EUNDECIDED;
    }
    t->games = games;
    t->ngames = ngames;
    t->most_read = most_read;
    if (!tame_room(t, ngames))
        return GR_ENOMEM;
    memset(t->g, 0, ngames * sizeof *t->g);   /* heap 0: no move, 0^120, fickle */
    memset(t->firm, 0, ngames);
    return GR_OK;
}

void gr_tame_heaps_free(gr_tame_heaps *t)
{
    free(t->g);
    free(t->firm);
    free(t->vals);
    free(t->x0s);
    memset(t, 0, sizeof *t);
}

/* An option of the heap at hand: its parts' nim-values and firm flags, from
** smaller heaps. A part not smaller, or more parts than GR_TAME_PARTS, ends
** the scan as a wild heap would. */
static int tame_option(void *ctx, const gr_option *o)
{
    gr_tame_heaps *t = ctx;
    uint64_t g = 0, x0;
    uint8_t firm = 0;
    if (++t->read > t->most_read && t->most_read != 0)
        return t->over = 1;
    if (o->nparts > GR_TAME_PARTS)
        return t->wild = 1;
    for (size_t i = 0; i < o->nparts; i++) {
        if (o->parts[i].heap >= t->heap)
            return t->wild = 1;
        g ^= t->g[o->parts[i].heap * t->ngames + t->game];
        firm |= t->firm[o->parts[i].heap * t->ngames + t->game];
    }
    x0 = firm ? g : g ^ 1;   /* a sum is firm when a part is (the tame rule) */
    if (g / 64 >= t->words) {   /* room for g and g ^ 1 (one word), the sets' words doubled */
        size_t words = t->words ? 2 * t->words : 4;
        while (g / 64 >= words)
            words *= 2;
        uint64_t *v = realloc(t->vals, words * sizeof *v);
        if (v != NULL)
            t->vals = v;
        uint64_t *x = realloc(t->x0s, words * sizeof *x);
        if (x != NULL)
            t->x0s = x;
        if (v == NULL || x == NULL)
            return t->nomem = 1;
        memset(t->vals + t->words, 0, (words - t->words) * sizeof *v);
        memset(t->x0s + t->words, 0, (words - t->words) * sizeof *x);
        t->words = words;
    }
    t->vals[g / 64] |= 1ull << (g % 64);
    t->x0s[x0 / 64] |= 1ull << (x0 % 64);
    t->fickle |= !firm;
    t->nopts++;
    return 0;
}

int gr_tame_heaps_upto(gr_tame_heaps *t, uint64_t upto)
{
    if (t->wild || upto <= t->done)
        return GR_OK;
    if (upto > SIZE_MAX / t->ngames - 1 || !tame_room(t, (upto + 1) * t->ngames))
        return GR_ENOMEM;
    for (uint64_t h = t->done + 1; h <= upto; h++) {
        for (t->game = 0; t->game < t->ngames; t->game++) {
            gr_state s;
            gr_genus gen;
            int rc;
            if (t->stop != NULL && t->stop(t->stop_ctx) != 0)
                return GR_ESTOP;
            s.heap = t->heap = h;
            uint64_t read = t->read;
            t->nopts = 0;
            t->fickle = 0;
            if (t->words > 0) {
                memset(t->vals, 0, t->words * sizeof *t->vals);
                memset(t->x0s, 0, t->words * sizeof *t->x0s);
            }
            rc = gr_game_moves_parts(t->games[t->game], s, tame_option, t);
            if (t->wild)
                return GR_OK;
            if (t->over)
                return GR_EUNDECIDED;
            if (rc != GR_OK || t->nomem)
                return t->nomem ? GR_ENOMEM : rc;
            if ((rc = gr_genus_of_tame_sets(t->vals, t->x0s, t->words, t->nopts, t->fickle,
                                            &gen, NULL)) != GR_OK)
                return rc;
            if ((t->wild = !gen.tame) != 0)
                return GR_OK;
            t->g[h * t->ngames + t->game] = gen.g;
            t->firm[h * t->ngames + t->game] = (uint8_t)gen.firm;
            t->heap_read = t->read - read;
        }
        t->done = h;
    }
    return GR_OK;
}
