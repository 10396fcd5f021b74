/*
** census.h - `grundy census`: the value sequences of many heap games, each
** to N, with the period proved where it can be. census.c computes one game
** and runs a list of them on every core, writing the records in the list's
** order; census_mpi.c spreads the list over the ranks of an MPI job.
*/
#ifndef GR_CLI_CENSUS_H
#define GR_CLI_CENSUS_H

#include <stdio.h>

#include "grundy.h"
#include "output.h"

typedef struct census {
    char **games;        /* the specs, in the order of the records */
    size_t ngames;
    uint64_t to;         /* each game's values (or quotient) up to heap `to` at most */
    int json;            /* JSON Lines, else a table */
    int misere;          /* each game's misere quotient, not its values */
    FILE *out;           /* where the records go, each flushed whole */
    FILE *check;         /* -o FILE's FILE.check, or NULL (census_file.c) */
    uint64_t sum;        /* the checksum of the records so far (with check) */
    int (*stop)(void *ctx);   /* asked now and then: nonzero stops the run */
    void *ctx;
    /* how far the run is: records written, and the first game not written */
    size_t written;
    int failed;          /* a game had an error (its record says which) */
    /* The table's language (gr_lang's name), or NULL: English. JSON and a
    ** table written to FILE (-o) are English whatever the language, so
    ** that a run can be resumed in any. */
    const char *lang;
} census;

/* One game's record, a whole line with its newline (malloc'd): the proved
** preperiod and period (or none below `to`), the largest value and the
** last heap computed; with c->misere, its misere quotient's order, |P|,
** tameness, phi's preperiod and period and the status; or the error (then
** *failed is set). NULL when stopped or out of memory. */
char *census_one(const census *c, const char *spec, int *failed);

/* Whether census_one computes the values of the games of ruleset r (a heap
** game with a period op); another game's record is an error. The shell
** completions offer these. */
int census_takes(const gr_ruleset *r);

/* Records computed out of order wait here for their turn: rec[i] is game
** i's record once it came (NULL before), bad[i] whether it is an error. One
** queue serves the threads of census_run and the ranks of census_mpi_run;
** whoever uses it from several threads holds a lock around these calls. */
typedef struct census_queue {
    char **rec;
    char *bad;
} census_queue;

/* Room for every game's record: EXIT_ANSWERED or EXIT_FAILURE_IO. */
int census_queue_init(census_queue *q, const census *c);
/* Game i's record came (the queue owns it now). */
void census_queue_put(census_queue *q, size_t i, char *rec, int bad);
/* Writes the records that are next in order (c->written on), each freed;
** 0 when a write failed. */
int census_queue_write(census *c, census_queue *q);
/* The end of a run: when ok, the records still waiting in order are
** written; everything is freed. Returns EXIT_ANSWERED, EXIT_FAILURE_IO (a
** write failed), or -1 when records are missing (the run was stopped). */
int census_queue_end(census *c, census_queue *q, int ok);

/* The header line of the table, with its newline ("" for JSON, which has
** none): census_header_line writes it into buf (of `size` >= 80 bytes),
** census_header to c->out. */
void census_header_line(const census *c, char *buf, size_t size);
void census_header(const census *c);

/* Makes the calling thread (one that computes records) speak c->lang. */
void census_speak(const census *c);

/* How game spec's record starts, whatever it says ("kayles " in the table,
** {"game":"kayles", in JSON): appended to out. */
void census_record_opening(const census *c, const char *spec, gr_buf *out);

/* Whether line, a whole record of game spec, says the game had an error. */
int census_record_failed(const census *c, const char *spec, const char *line);

/* The checksum of records: a 64-bit FNV-1a hash of `len` bytes of text,
** going on from h (CENSUS_SUM_START at first). With c->check set, each
** record written first appends c->sum = census_sum(c->sum, record) to
** c->check, as 16 hex digits and a newline, and then goes to c->out. */
#define CENSUS_SUM_START 0xcbf29ce484222325ULL
uint64_t census_sum(uint64_t h, const char *text, size_t len);

/* Runs games c->written .. ngames - 1 on `threads` threads (one game a
** thread, each on one core), writing each record as soon as every record
** before it is written. Returns EXIT_ANSWERED, EXIT_FAILURE_IO (a write
** failed), or 128 + the signal when stopped (records so far are whole). */
int census_run(census *c, int threads);

/* MPI (census_mpi.c). census_mpi_job: whether this process is one rank of
** a job of two or more (the launcher's environment says so).
** census_mpi_speaks: 0 for a rank other than the first of such a job (its
** environment's rank), before the job is joined: the messages every rank
** would repeat (the bad lines of an @FILE) are said once.
** census_mpi_start: joins the job (*rank: 0 is the one that writes);
** EXIT_ANSWERED, or an error when grundy was built without MPI.
** census_mpi_run: rank 0 hands games out one at a time to whichever rank
** asks (the games differ in cost by orders of magnitude), computes on a
** thread of its own too, and writes the records in order from c->written
** on; the others compute. Returns like census_run. census_mpi_end leaves
** the job. */
int census_mpi_job(void);
int census_mpi_speaks(void);
int census_mpi_start(int *rank);
int census_mpi_run(census *c);
void census_mpi_end(void);

#endif
