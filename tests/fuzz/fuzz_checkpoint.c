/*
** fuzz_checkpoint.c - checkpoint files: any file given as a checkpoint is
** either refused (and then left exactly as it was) or resumed, and then the
** values are those of a fresh computation. A damaged file never gives a
** wrong value.
*/
#include <string.h>
#include <unistd.h>

#include "fuzz.h"

#define HEAPS 300

static void fresh_values(uint64_t *out)
{
    gr_error err;
    gr_game *g = gr_game_new("octal:0.137", 11, &err);
    uint64_t n;

    FUZZ_CHECK(g != NULL);
    for (n = 0; n <= HEAPS; n++)
        FUZZ_CHECK(gr_heap_value(g, n, &out[n], &err) == GR_OK);
    gr_game_unref(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static uint64_t want[HEAPS + 1];
    static int have_want;
    char path[64];
    gr_long_run run = {0};
    run.threads = 1;
    uint8_t *back;
    gr_error err;
    gr_game *g;
    uint64_t v;
    FILE *f;
    int rc;

    if (size > 4096)
        return 0;
    if (!have_want)
        fresh_values(want), have_want = 1;
    snprintf(path, sizeof path, "/tmp/grundy-fuzz-checkpoint-%ld", (long)getpid());
    FUZZ_CHECK((f = fopen(path, "wb")) != NULL);
    FUZZ_CHECK(fwrite(data, 1, size, f) == size);
    FUZZ_CHECK(fclose(f) == 0);
    run.checkpoint = path;
    g = gr_game_new("octal:0.137", 11, &err);
    FUZZ_CHECK(g != NULL && gr_game_set_long_run(g, &run) == GR_OK);
    rc = gr_heap_value(g, HEAPS, &v, &err);
    if (rc == GR_OK) {
        FUZZ_CHECK(v == want[HEAPS]);   /* resumed or not: the true value */
    } else {
        fuzz_check_error(&err);
        back = malloc(size + 1);        /* refused: the file is as it was */
        FUZZ_CHECK(back != NULL && (f = fopen(path, "rb")) != NULL);
        FUZZ_CHECK(fread(back, 1, size + 1, f) == size && memcmp(back, data, size) == 0);
        fclose(f);
        free(back);
    }
    gr_game_unref(g);
    remove(path);
    return 0;
}
