/*
** debug.h - invariant checks: gr_assert(x) aborts with the file and line
** when x is false in a debug build (-DGR_DEBUG, which `make check SAN=1`
** uses) and compiles to nothing in a release build.
*/
#ifndef GR_DEBUG_H
#define GR_DEBUG_H

#ifdef GR_DEBUG
#include <stdio.h>
#include <stdlib.h>
#define gr_assert(x) \
    ((x) ? (void)0 : (fprintf(stderr, "%s:%d: assertion failed: %s\n", __FILE__, __LINE__, #x), \
                      abort()))
#else
#define gr_assert(x) ((void)0)
#endif

#endif
