/*
** load.c - a load test for `grundy serve`: CLIENTS threads each send
** REQUESTS requests (HTTP/1.0 GET, one connection each) for the paths given,
** in turn, and check that every answer is HTTP 200. Prints the requests, the
** failures and the latency (median, 99th percentile, max) in milliseconds;
** exits 1 on any failure.
** usage: load PORT CLIENTS REQUESTS PATH...
**
** The hostile mix:
**   load --hostile K [--pause MS] PORT CLIENTS REQUESTS PATH... -- EXPENSIVE...
** K more threads send the EXPENSIVE paths (thread i: i, i + K, i + 2K...),
** one request after another, from a moment before the CLIENTS start until
** they are done; each of those answers must be HTTP 200 or 422 (a
** computation cut at its limit). A second line gives their count, their
** statuses and their longest time. Each client waits MS milliseconds after
** each of its requests (default 0), so that they spread over the expensive
** ones; they must finish within HOSTILE_SECONDS: requests not sent by then
** fail.
** The raw mode, for requests no HTTP client would send:
**   load --raw PORT < REQUEST
** sends standard input's bytes as they are and prints the answer as it came.
** The slow mode, the headers of a request that never end (slowloris):
**   load --slow PORT
** sends a request line and a Host header, then a header line every second,
** and prints how many seconds passed until the server closed the
** connection ("open after S s" when it was still open after SLOW_SECONDS).
**
** In every mode a socket waits at most SOCKET_SECONDS for the server: an
** answer that does not come, or a connection dropped without one, fails.
*/
#define _POSIX_C_SOURCE 200809L
#include <arpa/inet.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdatomic.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#define SOCKET_SECONDS 10   /* a connect, write or read waiting longer fails */
#define HOSTILE_SECONDS 20  /* the cheap clients' time in the hostile mix */
#define WARMUP_MS 300       /* the expensive requests start this much earlier */
#define RETRY_MS 10         /* a hostile thread's pause after no answer */
#define MAX_STATUS 600
#define SLOW_SECONDS 30     /* the slow mode gives up after this */

static int port, clients, requests, npaths, nhostile, nexpensive, pause_ms;
static char **paths, **expensive;
static double *latency;        /* the cheap requests', in ms, as they end */
static long sent, failures, unsent;
static double stop_at;         /* hostile mix: cheap requests start before this */
static atomic_int done;        /* the hostile threads stop at their next request */
static long statuses[MAX_STATUS], expensive_count;   /* status 0: no answer */
static double expensive_max;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static double now_ms(void)
{
    struct timespec t;

    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void nap(int ms)
{
    struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};

    nanosleep(&t, NULL);
}

/* A socket connected to the server, with its time limits; -1 on failure. */
static int connect_server(void)
{
    struct sockaddr_in addr;
    struct timeval limit = {SOCKET_SECONDS, 0};
    int fd = socket(AF_INET, SOCK_STREAM, 0);

    if (fd < 0)
        return -1;
    memset(&addr, 0, sizeof addr);
    addr.sin_family = AF_INET;
    addr.sin_port = htons((unsigned short)port);
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit) != 0 ||
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, sizeof limit) != 0 ||
        connect(fd, (struct sockaddr *)&addr, sizeof addr) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

/* The status of an answer (HTTP/1.x NNN, headers, a body); 0 if it is not one. */
static int answer_status(const char *buf)
{
    const char *body = strstr(buf, "\r\n\r\n");
    int status;

    if (strncmp(buf, "HTTP/1.", 7) != 0 || body == NULL || body[4] == '\0')
        return 0;
    status = atoi(buf + 9);
    return status >= 100 && status < MAX_STATUS ? status : 0;
}

/* One request: the status of its answer, or 0 when none came (refused,
** dropped, timed out, or not HTTP with a body). */
static int request(const char *path)
{
    char buf[65536];
    size_t got = 0;
    ssize_t n;
    int fd = connect_server();

    if (fd < 0)
        return 0;
    n = snprintf(buf, sizeof buf, "GET %s HTTP/1.0\r\nHost: localhost\r\n\r\n", path);
    if (write(fd, buf, (size_t)n) != n) {
        close(fd);
        return 0;
    }
    while (got < sizeof buf - 1 && (n = read(fd, buf + got, sizeof buf - 1 - got)) > 0)
        got += (size_t)n;
    buf[got] = '\0';
    close(fd);
    return n < 0 ? 0 : answer_status(buf);
}

static void count_cheap(double ms, int ok)
{
    pthread_mutex_lock(&lock);
    latency[sent++] = ms;
    failures += !ok;
    pthread_mutex_unlock(&lock);
}

/* A cheap client: REQUESTS requests, each to be answered 200. */
static void *client(void *arg)
{
    long id = (long)arg;
    int k;

    for (k = 0; k < requests; k++) {
        double start = now_ms();
        int status;

        if (stop_at > 0 && start >= stop_at)
            break;
        status = request(paths[(id + k) % npaths]);
        count_cheap(now_ms() - start, status == 200);
        if (pause_ms > 0)
            nap(pause_ms);
    }
    pthread_mutex_lock(&lock);
    unsent += requests - k;
    pthread_mutex_unlock(&lock);
    return NULL;
}

static void count_expensive(int status, double ms)
{
    pthread_mutex_lock(&lock);
    statuses[status]++;
    expensive_count++;
    if (ms > expensive_max)
        expensive_max = ms;
    pthread_mutex_unlock(&lock);
}

/* A hostile client: the expensive paths in turn until the cheap ones are done. */
static void *hostile(void *arg)
{
    long k = (long)arg;

    while (!atomic_load(&done)) {
        double start = now_ms();
        int status = request(expensive[k % nexpensive]);

        k += nhostile;

        count_expensive(status, now_ms() - start);
        if (status == 0)
            nap(RETRY_MS);
    }
    return NULL;
}

static int compare(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;

    return x < y ? -1 : x > y;
}

/* The cheap requests' line: "N requests, N failed, ..."; their failures. */
static long print_cheap(double wall)
{
    long total = (long)clients * requests, bad = failures + unsent;

    qsort(latency, (size_t)sent, sizeof *latency, compare);
    printf("%ld requests, %ld failed, %.0f requests/s; latency ms: median %.2f, "
           "99th %.2f, max %.2f", total, bad, sent / (wall / 1e3),
           sent ? latency[sent / 2] : 0, sent ? latency[sent * 99 / 100] : 0,
           sent ? latency[sent - 1] : 0);
    if (unsent != 0)
        printf(" (%ld not sent within %d s)", unsent, HOSTILE_SECONDS);
    printf("\n");
    return bad;
}

/* The expensive requests' line: count, statuses, longest; their failures. */
static long print_expensive(void)
{
    long bad = expensive_count - statuses[200] - statuses[422];
    int s;

    printf("expensive: %ld requests, %ld failed; statuses", expensive_count, bad);
    if (statuses[0] != 0)
        printf(" no answer: %ld", statuses[0]);
    for (s = 1; s < MAX_STATUS; s++)
        if (statuses[s] != 0)
            printf(" %d: %ld", s, statuses[s]);
    printf("; latency ms: max %.2f\n", expensive_max);
    return bad;
}

/* Runs the cheap clients (and the hostile threads); 0 if all went well. */
static int run(void)
{
    pthread_t *threads = calloc((size_t)(clients + nhostile), sizeof *threads);
    long i, bad = 0;
    double start;

    if (threads == NULL)
        return 2;
    for (i = 0; i < nhostile; i++)
        pthread_create(&threads[clients + i], NULL, hostile, (void *)i);
    if (nhostile > 0)
        nap(WARMUP_MS);
    start = now_ms();
    stop_at = nhostile > 0 ? start + HOSTILE_SECONDS * 1e3 : 0;
    for (i = 0; i < clients; i++)
        pthread_create(&threads[i], NULL, client, (void *)i);
    for (i = 0; i < clients; i++)
        pthread_join(threads[i], NULL);
    bad = print_cheap(now_ms() - start);
    atomic_store(&done, 1);
    for (i = 0; i < nhostile; i++)
        pthread_join(threads[clients + i], NULL);
    if (nhostile > 0)
        bad += print_expensive();
    fflush(stdout);
    free(threads);
    return bad != 0;
}

/* The hostile mix's arguments: PATH... -- EXPENSIVE...; 0 if malformed. */
static int split_paths(int argc, char **argv)
{
    int k;

    for (k = 0; k < argc && strcmp(argv[k], "--") != 0; k++)
        ;
    npaths = k;
    expensive = argv + k + 1;
    nexpensive = argc - k - 1;
    return npaths >= 1 && nexpensive >= 1;
}

/* The leading options, --hostile K and --pause MS: how many arguments they
** took, or -1 if malformed. */
static int options(int argc, char **argv)
{
    int k = 1;

    while (k + 1 < argc && strncmp(argv[k], "--", 2) == 0 && argv[k][2] != '\0') {
        if (strcmp(argv[k], "--hostile") == 0)
            nhostile = atoi(argv[k + 1]);
        else if (strcmp(argv[k], "--pause") == 0)
            pause_ms = atoi(argv[k + 1]);
        else
            return -1;
        k += 2;
    }
    return k - 1;
}

/* load --raw PORT: sends the bytes of standard input as they are (a request
** no HTTP client would send: another version, a malformed line, a huge
** header) and prints what comes back until the server closes the
** connection; "(closed, no answer)" when nothing came. */
static int raw(void)
{
    char buf[65536];
    size_t n, total = 0;
    ssize_t got;
    int fd = connect_server();

    if (fd < 0)
        return perror("load --raw: connect"), 1;
    signal(SIGPIPE, SIG_IGN);   /* the server may close before reading it all */
    while ((n = fread(buf, 1, sizeof buf, stdin)) > 0)
        if (send(fd, buf, n, 0) != (ssize_t)n)
            break;
    while ((got = recv(fd, buf, sizeof buf, 0)) > 0) {
        fwrite(buf, 1, (size_t)got, stdout);
        total += (size_t)got;
    }
    if (total == 0)
        printf("(closed, no answer)\n");
    close(fd);
    return 0;
}

/* load --slow PORT: see the top of the file. */
static int slow(void)
{
    static const char start[] = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    static const char line[] = "X-Slow: 1\r\n";
    struct timeval tick = {1, 0};
    double t0 = now_ms();
    char buf[256];
    int fd = connect_server(), s;

    if (fd < 0)
        return perror("load --slow: connect"), 1;
    signal(SIGPIPE, SIG_IGN);
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tick, sizeof tick);   /* a read: a second */
    if (send(fd, start, sizeof start - 1, 0) != (ssize_t)(sizeof start - 1))
        return close(fd), perror("load --slow: send"), 1;
    for (s = 0; s < SLOW_SECONDS; s++) {
        if (recv(fd, buf, sizeof buf, 0) >= 0 ||   /* closed (0), or an answer */
            send(fd, line, sizeof line - 1, 0) < 0) {
            printf("closed after %.1f s\n", (now_ms() - t0) / 1e3);
            return close(fd), 0;
        }
    }
    printf("open after %d s\n", SLOW_SECONDS);
    return close(fd), 0;
}

int main(int argc, char **argv)
{
    static const char usage[] = "usage: load PORT CLIENTS REQUESTS PATH...\n"
                                "       load --hostile K [--pause MS] PORT CLIENTS REQUESTS "
                                "PATH... -- EXPENSIVE_PATH...\n"
                                "       load --raw PORT < REQUEST\n"
                                "       load --slow PORT\n";
    int rc, shift;

    if (argc == 3 && strcmp(argv[1], "--raw") == 0)
        return port = atoi(argv[2]), raw();
    if (argc == 3 && strcmp(argv[1], "--slow") == 0)
        return port = atoi(argv[2]), slow();
    shift = options(argc, argv);

    if (shift < 0 || argc - shift < 5 || nhostile < 0 || pause_ms < 0)
        return fputs(usage, stderr), 2;
    port = atoi(argv[shift + 1]);
    clients = atoi(argv[shift + 2]);
    requests = atoi(argv[shift + 3]);
    paths = argv + shift + 4;
    npaths = argc - shift - 4;
    if (nhostile > 0 && !split_paths(npaths, paths))
        return fputs(usage, stderr), 2;
    latency = calloc((size_t)clients * (size_t)requests, sizeof *latency);
    if (latency == NULL || clients < 1 || requests < 1)
        return free(latency), 2;
    rc = run();
    free(latency);
    return rc;
}
