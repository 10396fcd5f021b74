/*
** fuzz.h - what the fuzz targets share: the libFuzzer entry point, a
** property check that aborts (the fuzzer's crash) with the reason, and
** small helpers to parse and print positions.
*/
#ifndef GR_FUZZ_H
#define GR_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "grundy.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A property that must hold; a failure is a crash for the fuzzer. */
#define FUZZ_CHECK(cond)                                                              \
    do {                                                                              \
        if (!(cond)) {                                                                \
            fprintf(stderr, "%s:%d: property failed: %s\n", __FILE__, __LINE__, #cond); \
            abort();                                                                  \
        }                                                                             \
    } while (0)

/* The input as a NUL-terminated string (a copy, to free); bytes past a NUL
** are dropped, as a C string would. */
char *fuzz_text(const uint8_t *data, size_t size);

/* An error is well formed: a known code, a one-line message. */
void fuzz_check_error(const gr_error *err);

/* Prints p into a new string (to free). */
char *fuzz_print(const gr_position *p);

/* The solver's claims about p, checked: solving twice agrees, and every
** winning move leads to a position the opponent loses (normal and misere
** play), each checked by solving it again. Bounded by search_limit. */
void fuzz_check_solver(const gr_position *p, uint64_t search_limit);

#endif
