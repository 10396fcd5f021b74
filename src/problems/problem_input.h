/*
** problem_input.h - what the solvers of contest problems share in reading
** their input and asking the solver (problem_input.c).
*/
#ifndef GR_CLI_PROBLEM_INPUT_H
#define GR_CLI_PROBLEM_INPUT_H

#include "grundy.h"
#include "scan.h"

/* The game named spec, or NULL with err set. */
gr_game *problem_game(const char *spec, gr_error *err);
/* Fails with "extra input" unless only white space is left. */
int problem_end(scanner *in, gr_error *err);

/* The numbers of one case (its heaps, its set), read from the input. */
typedef struct problem_list {
    uint64_t *v;
    size_t count, cap;
    scan_place first;     /* problem_read_list: where its first number stood, */
    uint64_t last_line;   /* and the line of its last */
} problem_list;

#define PROBLEM_LIST_INIT {NULL, 0, 0, {0, 0}, 0}

/* Empties l and reads n numbers into it, each named `what` in errors. Memory
** grows with the numbers actually read, never with n alone. */
int problem_read_list(scanner *in, uint64_t n, problem_list *l, const char *what,
                      gr_error *err);
/* The n numbers of a subtraction set into l, each 1 or more: a 0 is refused
** at its place. */
int problem_read_set(scanner *in, uint64_t n, problem_list *l, gr_error *err);
/* Empties l and puts in it the one number v, read at `at` (where a value
** past what can be computed is blamed: problem_list_outcome). */
int problem_list_one(problem_list *l, uint64_t v, const scan_place *at, gr_error *err);
/* Appends v to l; GR_ENOMEM on failure. */
int problem_list_push(problem_list *l, uint64_t v, gr_error *err);
/* Sorts l and drops repeated numbers (a set given with repeats). */
void problem_list_set(problem_list *l);
void problem_list_free(problem_list *l);

/* The game "name:a,b,c" of the numbers of l (a subtraction set), taken from
** the shelf; when refused, err names the place `at`. NULL on failure. */
gr_game *problem_set_game(gr_shelf *shelf, const char *name, const problem_list *l,
                          const scan_place *at, gr_error *err);

/* One case of a problem of T cases: read from in, decided in game g, with
** scratch space the problem keeps from case to case. */
typedef int (*problem_case_fn)(scanner *in, gr_game *g, void *scratch, gr_outcome *out,
                               gr_error *err);
/* A problem of T cases in the game spec: reads T, then each case through
** one_case, appending `first` when the first player wins it, else
** `second`; then the end of the input. */
int problem_cases(scanner *in, const char *spec, problem_case_fn one_case, void *scratch,
                  const char *first, const char *second, gr_buf *out, gr_error *err);

/* The solver's outcome of the sum of heaps[0..n-1] of heap game g, in normal
** or misere play. */
int problem_heaps_outcome(gr_game *g, const uint64_t *heaps, size_t n, int misere,
                          gr_outcome *out, gr_error *err);
/* The same for the heaps of l, read by problem_read_list: a heap whose
** value cannot be had (past 64 bits, past what can be computed) is blamed
** at the list's place, "line L" (its line, or the line and column of a list
** of one), or "lines L to M" when the list spans lines; the message names
** the heap. */
int problem_list_outcome(gr_game *g, const problem_list *l, int misere, gr_outcome *out,
                         gr_error *err);
/* The solver's outcome of position p (normal play). */
int problem_outcome(const gr_position *p, gr_outcome *out, gr_error *err);
/* Parses words[0..n-1] as one component of game g and appends it to p; a
** component the game refuses is blamed at `at` (NULL: err as the game left
** it). GR_ENOMEM when p cannot grow. */
int problem_push(gr_game *g, gr_position *p, const char *const *words, size_t n,
                 const scan_place *at, gr_error *err);
/* The outcome of one component alone, words[0..n-1] of game g: read as
** problem_push reads it, decided by problem_outcome. */
int problem_component_outcome(gr_game *g, const char *const *words, size_t n,
                              const scan_place *at, gr_outcome *out, gr_error *err);
/* The outcome of one component of game g written "A,B" (a Wythoff pair,
** a board, a sheet): parsed by the game, decided by problem_outcome. */
int problem_pair_outcome(gr_game *g, uint64_t a, uint64_t b, gr_outcome *out,
                         gr_error *err);

#endif
