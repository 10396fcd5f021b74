/*
** load.c - a load test for `grundy serve`: CLIENTS threads each send
** REQUESTS requests (HTTP/1.0 GET, one connection each) for the paths given,
** in turn, and check that every answer is HTTP 200. Prints the requests, the
** failures and the latency (median, 99th percentile, max) in milliseconds;
** exits 1 on any failure.
** usage: load PORT CLIENTS REQUESTS PATH...
*/
#define _POSIX_C_SOURCE 200809L
#include <arpa/inet.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static int port, clients, requests, npaths;
static char **paths;
static double *latency;   /* clients * requests, in ms */
static long failures;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static double now_ms(void)
{
    struct timespec t;

    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* One request; 1 when the answer is HTTP 200 with a body. */
static int request(const char *path)
{
    struct sockaddr_in addr;
    char buf[65536];
    size_t got = 0;
    ssize_t n;
    int fd = socket(AF_INET, SOCK_STREAM, 0), ok;

    if (fd < 0)
        return 0;
    memset(&addr, 0, sizeof addr);
    addr.sin_family = AF_INET;
    addr.sin_port = htons((unsigned short)port);
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (connect(fd, (struct sockaddr *)&addr, sizeof addr) != 0) {
        close(fd);
        return 0;
    }
    n = snprintf(buf, sizeof buf, "GET %s HTTP/1.0\r\nHost: localhost\r\n\r\n", path);
    if (write(fd, buf, (size_t)n) != n) {
        close(fd);
        return 0;
    }
    while (got < sizeof buf - 1 && (n = read(fd, buf + got, sizeof buf - 1 - got)) > 0)
        got += (size_t)n;
    buf[got] = '\0';
    close(fd);
    ok = strncmp(buf, "HTTP/1.", 7) == 0 && strncmp(buf + 9, "200", 3) == 0 &&
         strstr(buf, "\r\n\r\n") != NULL && strstr(buf, "\r\n\r\n")[4] != '\0';
    return ok;
}

static void *client(void *arg)
{
    long id = (long)arg;
    int k;

    for (k = 0; k < requests; k++) {
        double start = now_ms();
        int ok = request(paths[(id + k) % npaths]);
        latency[id * requests + k] = now_ms() - start;
        if (!ok) {
            pthread_mutex_lock(&lock);
            failures++;
            pthread_mutex_unlock(&lock);
        }
    }
    return NULL;
}

static int compare(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;

    return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
    pthread_t *threads;
    long i, total;
    double start, wall;

    if (argc < 5)
        return fprintf(stderr, "usage: load PORT CLIENTS REQUESTS PATH...\n"), 2;
    port = atoi(argv[1]);
    clients = atoi(argv[2]);
    requests = atoi(argv[3]);
    paths = argv + 4;
    npaths = argc - 4;
    total = (long)clients * requests;
    latency = calloc((size_t)total, sizeof *latency);
    threads = calloc((size_t)clients, sizeof *threads);
    if (latency == NULL || threads == NULL || clients < 1 || requests < 1)
        return 2;
    start = now_ms();
    for (i = 0; i < clients; i++)
        pthread_create(&threads[i], NULL, client, (void *)i);
    for (i = 0; i < clients; i++)
        pthread_join(threads[i], NULL);
    wall = now_ms() - start;
    qsort(latency, (size_t)total, sizeof *latency, compare);
    printf("%ld requests, %ld failed, %.0f requests/s; latency ms: median %.2f, "
           "99th %.2f, max %.2f\n", total, failures, total / (wall / 1e3), latency[total / 2],
           latency[total * 99 / 100], latency[total - 1]);
    fflush(stdout);
    free(latency);
    free(threads);
    return failures != 0;
}
