/*
** fuzz_play.c - the `play` move reader: the first byte picks a position,
** the rest is the player's line. A line is refused with a one-line reason,
** or read as a move that is one of the position's legal moves (the same
** components after it, whatever their order: a split's parts are in the
** order the player typed them).
*/
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "play/play.h"

static const char *const positions[] = {
    "nim 3 4 5", "kayles 7 + nim 2", "seq 1 2 3", "tree 1-2 1-3 3-4", "wythoff 3,5",
    "lasker 6 + sub:1,3 8", "stair 0 3 1 5", "hackenbush 0-1 1-2 2-0 2-2", "moore:2 3 4 5",
    "grundys 9 + dawson 6", "bash:3 10",
};
#define NPOSITIONS (sizeof positions / sizeof positions[0])

typedef struct finder {
    const gr_position *p;
    size_t component;
    const char *want;
    int found;
} finder;

static int compare_text(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Position q as its components' texts in sorted order (malloc'd). */
static char *sorted_key(const gr_position *q)
{
    gr_buf all = GR_BUF_INIT, key = GR_BUF_INIT;
    size_t *at = malloc((q->count + 1) * sizeof *at), i;
    char **texts = malloc((q->count + 1) * sizeof *texts), *out;

    FUZZ_CHECK(at != NULL && texts != NULL);
    for (i = 0; i < q->count; i++) {
        at[i] = all.len;
        gr_component_print(&q->items[i], &all);
        gr_buf_putc(&all, '\0');
    }
    FUZZ_CHECK(!all.failed);
    for (i = 0; i < q->count; i++)
        texts[i] = all.data + at[i];
    qsort(texts, q->count, sizeof *texts, compare_text);
    for (i = 0; i < q->count; i++)
        gr_buf_printf(&key, "%s|", texts[i]);
    out = strdup(gr_buf_str(&key));
    FUZZ_CHECK(out != NULL);
    gr_buf_free(&all);
    gr_buf_free(&key);
    free(at);
    free(texts);
    return out;
}

static int same_after(void *ctx, const gr_option *o)
{
    finder *f = ctx;
    gr_position *q = gr_position_after(f->p, f->component, o);
    char *key;

    FUZZ_CHECK(q != NULL);
    key = sorted_key(q);
    f->found |= strcmp(key, f->want) == 0;
    free(key);
    gr_position_free(q);
    return f->found;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    play_move m = {0, 0, NULL, NULL};
    gr_buf why = GR_BUF_INIT;
    gr_position *p;
    gr_error err;
    char *line;
    int rc;

    if (size < 1 || size > 1024)
        return 0;
    p = gr_position_parse_line(positions[data[0] % NPOSITIONS], 1, &err);
    FUZZ_CHECK(p != NULL);
    line = fuzz_text(data + 1, size - 1);
    rc = play_read_move(p, line, &m, &why);
    if (rc == GR_OK) {
        char *after = sorted_key(m.after);
        finder f = {p, m.component, after, 0};
        FUZZ_CHECK(m.component < p->count);
        gr_game_moves(p->items[m.component].game, p->items[m.component].state, same_after, &f);
        FUZZ_CHECK(f.found);   /* the move read is a legal move */
        free(after);
    } else {
        FUZZ_CHECK(rc == GR_EINPUT || rc == GR_ENOMEM);
        FUZZ_CHECK(rc != GR_EINPUT || (why.len > 0 && strchr(gr_buf_str(&why), '\n') == NULL));
    }
    play_move_clear(&m);
    gr_buf_free(&why);
    free(line);
    gr_position_free(p);
    return 0;
}
