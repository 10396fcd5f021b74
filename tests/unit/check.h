/*
** check.h - the unit tests' small harness: CHECK counts passes and failures,
** and check_against_search compares the solver with exhaustive search.
*/
#ifndef GR_CHECK_H
#define GR_CHECK_H

#include <stdio.h>

#include "grundy.h"

extern long check_passed, check_failed, check_skipped;

#define CHECK(cond) check_report((cond), #cond, __FILE__, __LINE__)
#define CHECK_EQ_U64(a, b) check_u64((a), (b), #a, #b, __FILE__, __LINE__)
#define CHECK_STR(a, b) check_str((a), (b), #a, __FILE__, __LINE__)

int check_report(int ok, const char *what, const char *file, int line);
int check_u64(unsigned long long a, unsigned long long b, const char *ta, const char *tb,
              const char *file, int line);
int check_str(const char *a, const char *b, const char *ta, const char *file, int line);

/* Parses text as a position; the test fails (and NULL is returned) on error. */
gr_position *check_parse(const char *text);

/* The solver against exhaustive search, for a small position given as text:
** the values of every component (normal play) equal their mex-search values,
** the outcome equals the searched outcome, and the reported winning moves are
** exactly the moves to a searched P-position, each once. Returns 1 if all
** agree. */
int check_against_search(const char *text, int misere);

/* For a position of one component given as text: the ruleset's moves_to
** for `target` reports exactly the moves (texts) whose parts' values XOR to
** target, found by filtering every move by value, each once. Returns 1 if
** they agree. */
int check_moves_to(const char *text, uint64_t target);

/* moves_to stops at once when its callback returns nonzero, and returns
** that value (checked when at least one move to target exists). */
int check_moves_to_stops(const char *text, uint64_t target);

/* The text of the first move that moves_to lists from the first component
** of text to a position of value target, or "" when there is none (kept
** until the next call). With only, the whole list is taken and must hold
** one move at the most; else the listing stops at the first. */
const char *check_move_to_text(const char *text, uint64_t target, int only);

/* The ruleset's explain (draw) text for the first component of the
** position given as text equals want. */
int check_explain(const char *text, const char *want);
int check_draw(const char *text, int unicode, const char *want);

/* Parses and prints the position given as text: the print is want. */
void check_roundtrip(const char *text, const char *want);

/* Parsing text fails with error code, at where ("line 1, column C"), and a
** message that contains what. */
void check_rejects(const char *text, int code, const char *where, const char *what);

/* For a game whose words are two numbers joined by sep (tree and
** hackenbush edges "1-2", wythoff pairs "3,5"), with `other` a number that
** may stand on either side: a word that is not two numbers so joined is
** refused with a message containing `bad` at every length (1 to 120
** characters on one side), and digits are refused with `large` only when
** their value is too large (20 digits and more; leading zeros are not). */
void check_pair_word_lengths(const char *game, const char *other, char sep, const char *bad,
                             const char *large);

/* For the first component of the position given as text: explain succeeds
** and its text contains rule; draw (ASCII) contains drawn. */
void check_explain_draw(const char *text, const char *rule, const char *drawn);

/* Solves the position given as text (normal play): its value goes to
** *value (UINT64_MAX if it cannot be solved) and the number of winning
** moves reported to *moves (0 if none or not solved). */
void check_solve(const char *text, uint64_t *value, size_t *moves);

/* For one component given as text, whose every move leaves one part: the
** solver reports as many winning moves as there are moves to a part of value
** 0 when the value is nonzero, and none when it is 0 (each part re-valued
** whole by the ruleset). */
void check_winning_count(const char *text);

/* Writes "game d1 d2 ... dn" into text: the n digits of code in base
** (max+1), lowest first. */
void check_row_text(char *text, size_t size, const char *game, unsigned code, int n, int max);

/* A group of checks that cannot run on this machine: counted as one skip,
** and why is printed on a line "skip: WHY" (tests/run.sh shows it). */
void check_skip(const char *why);

/* Prints "name: N passed, N failed, N skipped" and returns the exit status. */
int check_summary(const char *name);

#endif
