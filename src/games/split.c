/*
** split.c - split Nim (AcWing 894): a move replaces a heap by two smaller
** heaps, of any sizes below it (0 allowed; together they may hold more than
** the heap did). A heap of 0 has no move.
**
** G(n) = mex { G(i) ^ G(j) : j <= i < n }. Closed form: G(0) = 0 and G(n)
** is the n-th odious number (an odd count of 1 bits), 2(n - 1) + 1 when
** n - 1 has an even count of 1 bits, else 2(n - 1). (By induction: the
** values below n are 0 and the first n - 1 odious numbers; their pairwise
** XORs are those numbers themselves, XORed with 0, and evil numbers, so the
** least value missing is the next odious number. tests/unit/test_split.c
** checks it against the definition.) So G is one to one, and the heap of a
** value v is (v >> 1) + 1. The largest heap whose value fits in 64 bits is
** 2^63.
*/
#include "base/i18n.h"
#include "heap.h"

#define SPLIT_MAX ((uint64_t)1 << 63)   /* the largest heap whose value fits */

/* 1 when n has an odd number of 1 bits. */
static int odd_bits(uint64_t n)
{
    n ^= n >> 32;
    n ^= n >> 16;
    n ^= n >> 8;
    n ^= n >> 4;
    n ^= n >> 2;
    n ^= n >> 1;
    return (int)(n & 1);
}

static uint64_t split_g(uint64_t n)
{
    return n == 0 ? 0 : 2 * (n - 1) + (uint64_t)!odd_bits(n - 1);
}

/* The heap whose value is v, when there is one: v is 0 or odious. */
static int split_heap_of(uint64_t v, uint64_t *n)
{
    if (v != 0 && !odd_bits(v))
        return 0;
    *n = v == 0 ? 0 : (v >> 1) + 1;
    return 1;
}

static int split_parse(const gr_game *g, const char *const *args, size_t nargs,
                       gr_state *out, gr_error *err)
{
    int rc = gr_heap_parse(g, args, nargs, out, err);

    if (rc == GR_OK && out->heap > SPLIT_MAX)
        return gr_error_at(err, 0, GR_ERANGE, "the split heap %s has a nim-value beyond 64 "
                           "bits (the largest heap is 9223372036854775808)", args[0]);
    return rc;
}

static int split_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err)
{
    (void)g;
    if (s.heap > SPLIT_MAX)
        return gr_error_set(err, GR_ERANGE, "the split heap %llu has a nim-value beyond 64 "
                            "bits", (unsigned long long)s.heap);
    out->kind = GR_VALUE_NIMBER;
    out->nimber = split_g(s.heap);
    return GR_OK;
}

/* Every move i + j, j <= i < n, the smallest first. */
static int split_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    uint64_t i, j;
    int rc = 0;

    (void)g;
    for (i = 0; i < s.heap && rc == 0; i++)
        for (j = 0; j <= i && rc == 0; j++)
            rc = gr_heap_split_option(s.heap, i, j, fn, ctx);
    return rc;
}

/* The moves to value t: for each i, the one j with G(j) = t ^ G(i), if it
** exists and j <= i. For an odious t that is only i = heap of t, j = 0 (an
** odious XOR an odious is evil, never odious), found at once. */
static int split_moves_to(const gr_game *g, gr_state s, uint64_t target, gr_option_fn fn,
                          void *ctx, gr_error *err)
{
    uint64_t i, j, a, top, bit;
    int rc = 0;

    (void)g;
    (void)err;
    if (target != 0 && odd_bits(target)) {
        if (split_heap_of(target, &i) && i < s.heap)
            rc = gr_heap_split_option(s.heap, i, 0, fn, ctx);
        return rc;
    }
    if (target == 0) {   /* two equal heaps */
        for (i = 0; i < s.heap && rc == 0; i++)
            rc = gr_heap_split_option(s.heap, i, i, fn, ctx);
        return rc;
    }
    /* An evil target v: the values a = G(i) >= b = G(j) with a ^ b = v are
    ** the odious a (a heap of 1 or more) with v's highest bit set (then
    ** b = a ^ v < a, odious too: an odd count of ones and an even one),
    ** below G(s.heap) (G grows). Walked by value, not by heap: the first
    ** comes at once (2^hb), where a walk of the heaps from 0 took time in
    ** proportion to v (split 2 171030924196546240 16713597983022 never
    ** ended). In the order of i, as before. */
    bit = (uint64_t)1 << (63 - __builtin_clzll(target));
    for (a = bit, top = split_g(s.heap); (a |= bit) < top && rc == 0; a++)
        if (odd_bits(a) && split_heap_of(a, &i) && split_heap_of(a ^ target, &j))
            rc = gr_heap_split_option(s.heap, i, j, fn, ctx);
    return rc;
}

static int split_explain(const gr_game *g, gr_state s, gr_buf *out, gr_error *err)
{
    (void)g;
    (void)err;
    if (s.heap == 0)
        gr_buf_puts(out, _("a split heap of 0 has no move: value 0"));
    else
        gr_buf_printf(out, _("a split heap of %llu has value %llu, odious number %llu (the "
                        "numbers with an odd count of 1 bits: 1, 2, 4, 7, 8, ...); the "
                        "values below it are 0 and the smaller odious numbers, and no XOR "
                        "of two of them is the next one"), (unsigned long long)s.heap,
                      (unsigned long long)split_g(s.heap), (unsigned long long)s.heap);
    return GR_OK;
}

const gr_ruleset gr_rules_split = {
    .api = GR_RULESET_API,
    .name = "split",
    .summary = N_("split Nim (AcWing 894): replace a heap by two smaller heaps of any sizes"),
    .syntax = N_("split N...  (one heap per number, at most 9223372036854775808)"),
    .shape = GR_SHAPE_HEAP,
    .parse = split_parse,
    .print = gr_heap_print,
    .value = split_value,
    .moves = split_moves,
    .moves_to = split_moves_to,
    .explain = split_explain,
    .draw = gr_heap_draw,
    .samples = "split 5; split 3 4",
};
