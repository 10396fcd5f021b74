/*
** census_mpi.c - a census spread over the ranks of an MPI job (Open MPI:
** `make MPI=1`, then `mpirun -np K grundy census ...`). Rank 0 hands the
** games out one at a time to whichever rank asks next (dynamic load
** balancing: one game may cost a million times another), computes games on
** a thread of its own as well, and writes every record in the list's order,
** so the output is the same, byte for byte, as a run in one process.
**
** Messages to rank 0: READY (a rank wants its first game), RESULT (8 bytes
** of game index, 1 byte "the record is an error", the record's text) and
** QUIT (stopped by a signal). From rank 0: WORK (8 bytes: the next game's
** index) or STOP (no more games).
*/
#include <stdlib.h>
#include <string.h>

#include "census.h"

int census_mpi_job(void)
{
    const char *size = getenv("OMPI_COMM_WORLD_SIZE");

    if (size == NULL)
        size = getenv("PMI_SIZE");
    return size != NULL && atoi(size) > 1;
}

int census_mpi_speaks(void)
{
    const char *rank = getenv("OMPI_COMM_WORLD_RANK");

    if (rank == NULL)
        rank = getenv("PMI_RANK");
    return !census_mpi_job() || rank == NULL || atoi(rank) == 0;
}

#ifndef GR_HAVE_MPI

int census_mpi_start(int *rank)
{
    *rank = 0;
    return cli_usage("this grundy was built without MPI, so each rank would run the "
                     "whole census: build it with 'make MPI=1' (Open MPI: apt-get install "
                     "libopenmpi-dev openmpi-bin)");
}

int census_mpi_run(census *c)
{
    (void)c;
    return EXIT_BADINPUT;
}

void census_mpi_end(void)
{
}

#else

#include <mpi.h>
#include <pthread.h>
#include <time.h>

enum { TAG_READY = 1, TAG_RESULT, TAG_QUIT, TAG_WORK, TAG_STOP };

int census_mpi_start(int *rank)
{
    int provided;

    /* only the main thread calls MPI; rank 0's computing thread never does */
    if (MPI_Init_thread(NULL, NULL, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS)
        return cli_usage("cannot join the MPI job");
    MPI_Comm_rank(MPI_COMM_WORLD, rank);
    return EXIT_ANSWERED;
}

void census_mpi_end(void)
{
    MPI_Finalize();
}

/* ---- the ranks that compute ---- */

static int send_result(uint64_t i, int failed, const char *line)
{
    size_t len = strlen(line) + 1;
    char *msg = malloc(9 + len);

    if (msg == NULL)
        return 0;
    memcpy(msg, &i, 8);
    msg[8] = (char)failed;
    memcpy(msg + 9, line, len);
    MPI_Send(msg, (int)(9 + len), MPI_BYTE, 0, TAG_RESULT, MPI_COMM_WORLD);
    free(msg);
    return 1;
}

static int compute(census *c)
{
    MPI_Status st;
    uint64_t i;
    char *line;
    int failed, stopped = 0;

    MPI_Send(NULL, 0, MPI_BYTE, 0, TAG_READY, MPI_COMM_WORLD);
    for (;;) {
        MPI_Recv(&i, 8, MPI_BYTE, 0, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
        if (st.MPI_TAG == TAG_STOP)
            break;
        line = census_one(c, c->games[i], &failed);
        if (line == NULL || !send_result(i, failed, line)) {
            MPI_Send(NULL, 0, MPI_BYTE, 0, TAG_QUIT, MPI_COMM_WORLD);
            stopped = 1;
            free(line);
            break;
        }
        free(line);
    }
    return stopped ? -1 : EXIT_ANSWERED;
}

/* ---- rank 0 ---- */

typedef struct hub {
    census *c;
    pthread_mutex_t lock;
    uint64_t next;       /* the next game to hand out */
    census_queue q;      /* records received, waiting for their turn */
    int local_done;      /* rank 0's computing thread has ended */
    int stopping;        /* a signal came, or a write failed: hand out no more */
} hub;

/* The next game, or ngames when there is none (or no more are handed out). */
static uint64_t take(hub *h)
{
    uint64_t i;

    pthread_mutex_lock(&h->lock);
    if (h->c->stop != NULL && h->c->stop(h->c->ctx))
        h->stopping = 1;
    i = h->stopping || h->next >= h->c->ngames ? h->c->ngames : h->next++;
    pthread_mutex_unlock(&h->lock);
    return i;
}

static void put(hub *h, uint64_t i, char *line, int failed)
{
    pthread_mutex_lock(&h->lock);
    census_queue_put(&h->q, i, line, failed);
    pthread_mutex_unlock(&h->lock);
}

static void *local(void *arg)
{
    hub *h = arg;
    uint64_t i;
    char *line;
    int failed;

    census_speak(h->c);
    while ((i = take(h)) < h->c->ngames) {
        if ((line = census_one(h->c, h->c->games[i], &failed)) == NULL)
            break;   /* stopped */
        put(h, i, line, failed);
    }
    pthread_mutex_lock(&h->lock);
    h->local_done = 1;
    pthread_mutex_unlock(&h->lock);
    return NULL;
}

/* Hands the next game (or STOP) to rank r; returns 1 when it was STOP. */
static int hand_out(hub *h, int r)
{
    uint64_t i = take(h);

    if (i < h->c->ngames) {
        MPI_Send(&i, 8, MPI_BYTE, r, TAG_WORK, MPI_COMM_WORLD);
        return 0;
    }
    MPI_Send(&i, 8, MPI_BYTE, r, TAG_STOP, MPI_COMM_WORLD);
    return 1;
}

/* Receives one message waiting, if any: 1 when one was taken. */
static int receive(hub *h, int *ranks_left, int *ok)
{
    MPI_Status st;
    int flag, len;
    char *msg;
    uint64_t i;

    MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &st);
    if (!flag)
        return 0;
    MPI_Get_count(&st, MPI_BYTE, &len);
    if ((msg = malloc((size_t)len + 1)) == NULL)
        MPI_Abort(MPI_COMM_WORLD, EXIT_FAILURE_IO);
    MPI_Recv(msg, len, MPI_BYTE, st.MPI_SOURCE, st.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    if (st.MPI_TAG == TAG_QUIT) {
        (*ranks_left)--;
        pthread_mutex_lock(&h->lock);
        h->stopping = 1;
        pthread_mutex_unlock(&h->lock);
    } else {
        if (st.MPI_TAG == TAG_RESULT && msg != NULL && len > 9) {
            char *line = strdup(msg + 9);
            memcpy(&i, msg, 8);
            if (line == NULL || i >= h->c->ngames)
                *ok = 0;
            else
                put(h, i, line, msg[8]);
        }
        *ranks_left -= hand_out(h, st.MPI_SOURCE);
    }
    free(msg);
    return 1;
}

static int serve(census *c, int ranks)
{
    hub h;
    pthread_t tid;
    int ranks_left = ranks - 1, ok = 1, threaded, done = 0;
    struct timespec nap = {0, 1000000};

    memset(&h, 0, sizeof h);
    h.c = c;
    h.next = c->written;
    if (census_queue_init(&h.q, c) != EXIT_ANSWERED)
        MPI_Abort(MPI_COMM_WORLD, EXIT_FAILURE_IO);
    pthread_mutex_init(&h.lock, NULL);
    /* local_done is 0 (memset) before the thread runs: set after it, a 1 the
    ** thread set at once was overwritten, and the job never ended (three
    ** ranks, two games, a busy machine) */
    threaded = pthread_create(&tid, NULL, local, &h) == 0;
    if (!threaded)
        h.local_done = 1;
    while (!done) {
        int took = receive(&h, &ranks_left, &ok);
        pthread_mutex_lock(&h.lock);
        if (ok && !census_queue_write(c, &h.q))
            ok = 0;
        if (!ok)
            h.stopping = 1;
        done = ranks_left == 0 && h.local_done;
        pthread_mutex_unlock(&h.lock);
        if (!took && !done)
            nanosleep(&nap, NULL);
    }
    if (threaded)
        pthread_join(tid, NULL);
    pthread_mutex_destroy(&h.lock);
    return census_queue_end(c, &h.q, ok);
}

int census_mpi_run(census *c)
{
    int rank, ranks;
    uint64_t from = c->written;

    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    /* rank 0 knows where an earlier run stopped (-o FILE) */
    MPI_Bcast(&from, 8, MPI_BYTE, 0, MPI_COMM_WORLD);
    c->written = (size_t)from;
    return rank == 0 ? serve(c, ranks) : compute(c);
}

#endif
