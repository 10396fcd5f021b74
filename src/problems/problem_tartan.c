/*
** problem_tartan.c - the light-switching problems, coin turning on a board
** answered through the tartan ruleset (products of coin games):
**
** HDU 3404 "Switch lights": a move picks a rectangle, possibly a line or a
** cell, whose corner of largest coordinates is on, and switches its
** corners. Coordinates from 1; that is Turning Turtles times Turning
** Turtles, tartan:turtles*turtles.
**
** POJ 3533 "Light Switching Game": the same in three dimensions, a cuboid's
** eight corners; cases until the end of input, "Yes" when the first player
** loses. Coordinates may be 0 (a light there has value 0): a light (x, y, z)
** is coin (x + 1, y + 1, z + 1) of tartan:twins*twins*twins, whose head is
** worth x (x) y (x) z, the same as turtles*turtles*turtles for coordinates
** from 1 (twins is turtles moved one coin along).
*/
#include <stdio.h>
#include <stdlib.h>

#include "base/i18n.h"
#include "problem.h"
#include "problem_input.h"

#define WORD 64   /* "x,y,z" of three 20-digit numbers, and its end */

/* A board being read: its heads written "x,y[,z]" for the game's parser. */
typedef struct lights {
    char (*word)[WORD];
    const char **words;
    size_t count, cap;
} lights;

static int lights_push(lights *l, const uint64_t *c, size_t dims, gr_error *err)
{
    size_t cap;
    void *w, *ws;

    if (l->count == l->cap) {
        cap = l->cap ? 2 * l->cap : 64;
        if ((w = realloc(l->word, cap * sizeof *l->word)) == NULL)
            return gr_error_set(err, GR_ENOMEM, "out of memory");
        l->word = w;
        if ((ws = realloc(l->words, cap * sizeof *l->words)) == NULL)
            return gr_error_set(err, GR_ENOMEM, "out of memory");
        l->words = ws;
        l->cap = cap;
    }
    if (dims == 2)
        snprintf(l->word[l->count], WORD, "%llu,%llu", (unsigned long long)c[0],
                 (unsigned long long)c[1]);
    else
        snprintf(l->word[l->count], WORD, "%llu,%llu,%llu", (unsigned long long)c[0],
                 (unsigned long long)c[1], (unsigned long long)c[2]);
    l->count++;
    return GR_OK;
}

static void lights_free(lights *l)
{
    free(l->word);
    free(l->words);
}

/* The solver's outcome of the board of game g whose heads are l's. */
static int lights_outcome(gr_game *g, lights *l, gr_outcome *out, gr_error *err)
{
    static const char *const none[] = {"0"};
    size_t i;

    for (i = 0; i < l->count; i++)
        l->words[i] = l->word[i];
    return l->count ? problem_component_outcome(g, l->words, l->count, NULL, out, err)
                    : problem_component_outcome(g, none, 1, NULL, out, err);
}

/* The outcome of a case whose count of lights stands at `at`: a board the
** game refuses (a coin named twice) is blamed on the case's first word. */
static int case_outcome(gr_game *g, lights *l, const scan_place *at, gr_outcome *out,
                        gr_error *err)
{
    int rc = lights_outcome(g, l, out, err);

    if (rc == GR_EINPUT || rc == GR_ERANGE)
        return scan_blame(at, err);
    return rc;
}

/* Reads n lights of dims coordinates into l (emptied first). A coordinate
** below `low`, or whose coin (coordinate + shift) passes 64 bits, is refused
** at its place. */
static int read_lights(scanner *in, uint64_t n, size_t dims, uint64_t low, uint64_t shift,
                       lights *l, gr_error *err)
{
    static const char *const what[] = {N_("the x of a light"), N_("the y of a light"),
                                       N_("the z of a light")};
    uint64_t c[3];
    scan_place at;
    size_t d;
    int rc;

    l->count = 0;
    for (; n > 0; n--) {
        for (d = 0; d < dims; d++) {
            if ((rc = scan_u64_at(in, &c[d], what[d], &at, err)) != GR_OK)
                return rc;
            if (c[d] < low || c[d] > UINT64_MAX - shift) {
                gr_error_set(err, GR_EINPUT, "a light's coordinate %llu: coordinates are "
                             "%llu to %llu here", (unsigned long long)c[d],
                             (unsigned long long)low, (unsigned long long)(UINT64_MAX - shift));
                return scan_blame(&at, err);
            }
            c[d] += shift;
        }
        if ((rc = lights_push(l, c, dims, err)) != GR_OK)
            return rc;
    }
    return GR_OK;
}

/* One case of HDU 3404: n, then n lines "x y" (from 1); l, the board, is
** the problem's scratch. */
static int switch_case(scanner *in, gr_game *g, void *scratch, gr_outcome *o, gr_error *err)
{
    lights *l = scratch;
    scan_place at;
    uint64_t n;
    int rc;

    if ((rc = scan_u64_at(in, &n, N_("the number of lights"), &at, err)) != GR_OK ||
        (rc = read_lights(in, n, 2, 1, 0, l, err)) != GR_OK)
        return rc;
    return case_outcome(g, l, &at, o, err);
}

/* HDU 3404: T, then T cases. */
int problem_hdu_3404(scanner *in, gr_buf *out, gr_error *err)
{
    lights l = {NULL, NULL, 0, 0};
    int rc = problem_cases(in, "tartan:turtles*turtles", switch_case, &l,
                           "Have a try, lxhgww.\n", "Don't waste your time.\n", out, err);

    lights_free(&l);
    return rc;
}

/* POJ 3533: until the end of input, n, then n lines "x y z" (from 0). */
int problem_poj_3533(scanner *in, gr_buf *out, gr_error *err)
{
    gr_game *g = problem_game("tartan:twins*twins*twins", err);
    lights l = {NULL, NULL, 0, 0};
    uint64_t n;
    scan_place at;
    gr_outcome o;
    int rc = GR_OK;

    if (g == NULL)
        return err->code;
    while (rc == GR_OK && !scan_at_end(in))
        if ((rc = scan_u64_at(in, &n, N_("the number of lights"), &at, err)) == GR_OK &&
            (rc = read_lights(in, n, 3, 0, 1, &l, err)) == GR_OK &&
            (rc = case_outcome(g, &l, &at, &o, err)) == GR_OK)
            gr_buf_puts(out, o == GR_OUTCOME_N ? "No\n" : "Yes\n");
    lights_free(&l);
    gr_game_unref(g);
    return rc;
}
