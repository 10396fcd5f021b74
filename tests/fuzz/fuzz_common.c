/*
** fuzz_common.c - helpers shared by the fuzz targets (see fuzz.h).
*/
#include <string.h>
#include <time.h>

#include "fuzz.h"

#define MOVES_CHECKED 32   /* winning moves of a position checked, at most */

char *fuzz_text(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);

    FUZZ_CHECK(text != NULL);
    memcpy(text, data, size);
    text[size] = '\0';
    return text;
}

void fuzz_check_error(const gr_error *err)
{
    FUZZ_CHECK(err->code == GR_EINPUT || err->code == GR_ERANGE ||
               err->code == GR_EUNDECIDED || err->code == GR_ENOMEM || err->code == GR_EIO);
    FUZZ_CHECK(err->message[0] != '\0');
    FUZZ_CHECK(strchr(err->message, '\n') == NULL && strchr(err->where, '\n') == NULL);
}

char *fuzz_print(const gr_position *p)
{
    gr_buf b = GR_BUF_INIT;
    char *text;

    gr_position_print(p, &b);
    FUZZ_CHECK(!b.failed);
    text = fuzz_text((const uint8_t *)gr_buf_str(&b), b.len);
    gr_buf_free(&b);
    return text;
}

typedef struct checker {
    gr_solve_options opt;
    size_t moves;
    struct timespec deadline;
} checker;

/* Each check of a position ends after a few seconds: the misere quotient
** of several different games (kept for the process once made) can take
** seconds, ten times more under the sanitizers, past libFuzzer's limit for
** one input. A check cut short proves nothing and is left. */
static int past_deadline(void *ctx)
{
    const checker *c = ctx;
    struct timespec now;

    clock_gettime(CLOCK_MONOTONIC, &now);
    return now.tv_sec > c->deadline.tv_sec ||
           (now.tv_sec == c->deadline.tv_sec && now.tv_nsec >= c->deadline.tv_nsec);
}

/* An error of a check: well formed, or the deadline's. */
static void check_error(const gr_error *err)
{
    if (err->code != GR_ESTOP)
        fuzz_check_error(err);
}

/* A winning move: the position it leaves is lost for the player to move. */
static int check_move(void *ctx, const gr_winning_move *w)
{
    checker *c = ctx;
    gr_position *after = gr_position_after(w->position, w->component, w->option);
    gr_analysis a;
    gr_error err;
    int rc;

    FUZZ_CHECK(after != NULL);
    rc = gr_solve(after, &c->opt, &a, &err);
    if (rc == GR_OK) {
        FUZZ_CHECK(a.outcome == GR_OUTCOME_P);
        if (!c->opt.misere && a.value.kind == GR_VALUE_NIMBER)
            FUZZ_CHECK(a.value.nimber == 0);
        gr_analysis_free(&a);
    } else {
        check_error(&err);
    }
    gr_position_free(after);
    return ++c->moves >= MOVES_CHECKED ? GR_ESTOP : 0;   /* enough of them */
}

static void check_play(const gr_position *p, int misere, uint64_t search_limit)
{
    checker c = {{misere, search_limit, NULL, NULL, past_deadline, 0}, 0, {0, 0}};
    gr_analysis a, again;
    gr_error err;
    int rc;

    c.opt.ctx = &c;
    clock_gettime(CLOCK_MONOTONIC, &c.deadline);
    c.deadline.tv_sec += 4;
    if (gr_solve(p, &c.opt, &a, &err) != GR_OK) {
        check_error(&err);
        return;
    }
    if (gr_solve(p, &c.opt, &again, &err) != GR_OK) {
        FUZZ_CHECK(err.code == GR_ESTOP);   /* it was decided once: only time runs out */
        gr_analysis_free(&a);
        return;
    }
    FUZZ_CHECK(a.outcome == again.outcome && a.value.kind == again.value.kind);
    FUZZ_CHECK(a.value.kind != GR_VALUE_NIMBER || a.value.nimber == again.value.nimber);
    if (!misere && a.value.kind == GR_VALUE_NIMBER)
        FUZZ_CHECK((a.value.nimber != 0) == (a.outcome == GR_OUTCOME_N));
    /* the listing returns what check_move stopped it with, err untouched */
    rc = gr_winning_moves(p, &c.opt, &a, check_move, &c, &err);
    if (rc != GR_OK && !(rc == GR_ESTOP && c.moves >= MOVES_CHECKED))
        check_error(&err);
    FUZZ_CHECK(a.outcome == GR_OUTCOME_N || c.moves == 0);
    gr_analysis_free(&a);
    gr_analysis_free(&again);
}

void fuzz_check_solver(const gr_position *p, uint64_t search_limit)
{
    check_play(p, 0, search_limit);
    check_play(p, 1, search_limit);
}
