/*
** test_api.c - the public API's contracts that hold for every caller: every
** free and release function accepts NULL (and an emptied object twice), and
** gr_version() agrees with the header.
*/
#include <string.h>

#include "check.h"

static void frees_accept_null(void)
{
    gr_analysis a;
    gr_buf b = GR_BUF_INIT;
    gr_position *p;

    gr_analysis_free(NULL);
    gr_buf_free(NULL);
    gr_game_unref(NULL);
    gr_position_free(NULL);
    gr_state_release(NULL, (gr_state){0});
    CHECK(1);   /* reached: none of them crashed */

    /* freeing an analysis or a buffer twice is harmless */
    p = check_parse("nim 3 4 + kayles 7");
    CHECK(p != NULL && gr_solve(p, NULL, &a, NULL) == GR_OK);
    gr_analysis_free(&a);
    gr_analysis_free(&a);
    CHECK(a.values == NULL);
    gr_buf_puts(&b, "text");
    gr_buf_free(&b);
    gr_buf_free(&b);
    CHECK(b.data == NULL && b.len == 0);
    gr_position_free(p);
}

static void version_agrees(void)
{
    CHECK_STR(gr_version(), GR_VERSION);
}

int main(void)
{
    frees_accept_null();
    version_agrees();
    return check_summary("test_api");
}
