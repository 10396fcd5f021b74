/*
** walk.h - the walk of signatures that proves a candidate misere quotient
** right for every sum of heaps (quotient.h explains why it suffices), and
** that fills in a candidate's P-portion, lightest sums first.
*/
#ifndef GR_WALK_H
#define GR_WALK_H

#include <stddef.h>
#include <stdint.h>

#include "misere/monoid.h"

/* A heap type: phi of the heap, and T, the images of its options. Heaps
** of one type behave alike in every sum. */
typedef struct walk_type {
    uint32_t x;
    const uint32_t *tr;   /* sorted, distinct */
    size_t ntr;
    uint64_t weight;      /* its weight: more than that of any of its options */
    uint64_t heap;        /* the lightest heap of this type */
} walk_type;

enum { LABEL_N = 0, LABEL_P = 1, LABEL_UNKNOWN = 2 };

typedef enum walk_result {
    WALK_OK = 0,      /* every signature checked: the candidate is right */
    WALK_WRONG,       /* a sum the candidate gets wrong: see the witness */
    WALK_TOO_MANY,    /* more signatures than the bound */
    WALK_NOMEM,
    WALK_STOPPED,     /* the stop callback said so */
    WALK_REJECTED     /* the watched element labelled other than wanted */
} walk_result;

/* An element whose label decides a labelling walk's worth: the walk stops
** as soon as it labels x other than want (a trial that would be thrown
** away), and goes on when it labels it want. */
typedef struct walk_watch {
    uint32_t x;
    uint8_t want;
} walk_watch;

/* The signatures of a walk that ended WALK_OK, kept to screen candidates. */
typedef struct walk_sigs {
    size_t count, words;
    uint32_t *x;
    uint64_t *sets;
    uint64_t *slots;         /* the walk's hash table over them (nslots), so */
    size_t nslots;           /* that a walk going on from them copies it */
    uint64_t *ann;           /* when the sets are L(S), not S (walk.c): the
                             ** walk's ann, order * words words; else NULL */
} walk_sigs;

void walk_sigs_free(walk_sigs *k);

/* Memory one walk leaves to the next: a run of many walks (the trials of
** a quotient) then maps its tables' pages once, not once a walk. It starts
** zeroed ({0}); what it holds is scratch, rewritten by each walk, so walks
** that run at the same time need one each. walk_space_free empties it. */
typedef struct walk_space {
    uint64_t *tables;
    size_t cap;              /* entries */
} walk_space;

void walk_space_free(walk_space *s);

/* Whether one more heap of type t, added to each kept signature, leaves a
** signature that its labels agree with (every label known): a necessary
** condition for a walk with t among the types to succeed, at the cost of
** one step. 1 when it does, 0 when it does not, -1 when out of memory.
** Its scratch is space's (see walk_space). */
int walk_screen(const monoid *m, const uint8_t *label, const walk_sigs *k,
                const walk_type *t, walk_space *space);

/* One walk: what it walks, and what it gives back. */
typedef struct walk_job {
    const monoid *m;
    uint8_t *label;          /* each element's LABEL_P, LABEL_N or LABEL_UNKNOWN */
    int assign;              /* fill in unknown labels first, each element's
                             ** from its lightest sum */
    const walk_type *types;
    size_t ntypes;
    size_t max_signatures;
    /* out, on WALK_WRONG: the heaps of the lightest sum the labels get
    ** wrong (malloc'd, the caller frees; none after a walk from earlier
    ** signatures), and the label its options call for, its true outcome */
    uint64_t *witness;
    size_t nwitness;
    uint8_t witness_want;
    walk_sigs *keep;         /* when not NULL, on WALK_OK: the signatures */
    size_t walked;           /* out: its work, signatures times types */
    int (*stop)(void *ctx);  /* asked every 1024 signatures, or NULL */
    void *stop_ctx;
    /* Optional, without assign: the signatures of a walk that succeeded
    ** over the same monoid and labels and over every type but types[newtype]:
    ** they are taken as checked, and only the signatures that need the new
    ** type are walked (the same answer, at the cost of what is new). */
    const walk_sigs *from;
    size_t newtype;
    const walk_watch *watch; /* optional, with assign */
    walk_space *space;       /* optional: scratch kept from walk to walk (else
                             ** the walk has its own, for itself alone) */
    int exact;               /* keep each set S as it is, never L(S) (walk.c):
                             ** the tests' reference, as slow as it was */
} walk_job;

/* Walks every signature of the sums of the types over m, checking that
** each element's label is the one its options call for, and stops at the
** first wrong one. With assign, every element a sum reaches that has no
** label first gets the one its lightest sum calls for (a walk over the
** elements alone), and with a watch the walk ends there, WALK_REJECTED,
** when the watched element's label is not the one wanted. */
walk_result walk_run(walk_job *job);

#endif
