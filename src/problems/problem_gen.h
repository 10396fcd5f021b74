/*
** problem_gen.h - random inputs of the contest problems (problem_gen.c):
** each problem's generator draws every random decision through gen_int and
** kin, which record it, so an input is its list of choices. Replaying a
** changed list (a choice removed, one made smaller) makes another input the
** same generator writes, hence one within the statement's limits: that is
** how problem_shrink makes a failing input small without a shrinker per
** problem.
*/
#ifndef GR_PROBLEM_GEN_H
#define GR_PROBLEM_GEN_H

#include <stddef.h>
#include <stdint.h>

#include "grundy.h"

typedef struct problem_gen {
    uint64_t state;            /* splitmix64, when drawing */
    int large;                 /* 1: at the statement's limits; 0: small cases */
    const uint64_t *replay;    /* choices to replay (each past hi - lo is hi - lo) */
    size_t nreplay, next;      /* ... and past their end every choice is lo */
    uint64_t *choices;         /* the choices made, each as v - lo */
    size_t count, cap;
    int nomem;
    gr_buf *out;               /* the input, as text */
} problem_gen;

/* Draws fresh choices from seed; the input goes to out. */
void gen_open(problem_gen *g, uint64_t seed, int large, gr_buf *out);
/* Replays choices[0..n) (borrowed until gen_close). */
void gen_open_replay(problem_gen *g, const uint64_t *choices, size_t n, int large,
                     gr_buf *out);
void gen_close(problem_gen *g);

/* A number in lo..hi (lo <= hi); lo and hi come up more often than the rest. */
uint64_t gen_int(problem_gen *g, uint64_t lo, uint64_t hi);
/* A count: lo..small for small inputs, `large` itself for large ones. */
uint64_t gen_count(problem_gen *g, uint64_t lo, uint64_t small, uint64_t large);
/* A value: lo..small for small inputs, lo..large for large ones. */
uint64_t gen_value(problem_gen *g, uint64_t lo, uint64_t small, uint64_t large);
/* n different numbers of lo..hi (n <= hi - lo + 1) into v, in drawn order. */
void gen_distinct(problem_gen *g, uint64_t *v, size_t n, uint64_t lo, uint64_t hi);

/* Writing the input: a number followed by sep (' ' or '\n'), a word. */
void gen_num(problem_gen *g, uint64_t v, char sep);
void gen_puts(problem_gen *g, const char *s);

/* What problem_shrink asks of a candidate input: 1 when it still fails the
** same way, 0 when it does not, -1 to stop shrinking at once; and, with
** input NULL, before each candidate is made (making one of a large input
** costs, and most are not smaller): -1 to stop, else 0. */
typedef int (*gen_fails_fn)(void *ctx, const gr_buf *input);

/* Makes the failing input of choices (*choices)[0..*n) smaller: tries
** removing runs of choices and lowering each, replaying the generator
** `generate`, keeping a change when the input still fails; at most `tries`
** candidates. *choices (malloc'd) is replaced by the smallest list found;
** returns the number of candidates tried. */
size_t problem_shrink(void (*generate)(problem_gen *g), int large, uint64_t **choices,
                      size_t *n, gen_fails_fn fails, void *ctx, size_t tries);

#endif
