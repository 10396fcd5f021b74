/*
** cmd_serve.c - `grundy serve [--port N] [--bind ADDR] ...`: an HTTP server
** (GNU libmicrohttpd, a thread per connection, so that no request waits
** behind another's computation) for the page built into the binary and its
** JSON API (serve_api.c). It serves nothing but those: any other path is
** 404, only GET, requests of bounded size, a time limit per connection, a
** deadline and a memory budget per request, no file named by a request
** (but those of --graphs DIR). Built without libmicrohttpd, `serve` says
** how to get it.
*/
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "output.h"
#include "serve/serve.h"

enum { OPT_PORT, OPT_BIND, OPT_THREADS, OPT_MAX_SECONDS, OPT_MAX_MEMORY, OPT_GRAPHS };

const cli_option serve_options[] = {
    [OPT_PORT] = {"port", 'p', "N", N_("the port (default 8080; 0: any free one)")},
    [OPT_BIND] = {"bind", 0, "ADDR", N_("the IPv4 address to listen on (default 127.0.0.1)")},
    [OPT_THREADS] = {"threads", 0, "N", N_("connections served at once, a thread each "
                                           "(default 64)")},
    [OPT_MAX_SECONDS] = {"max-seconds", 0, "S", N_("a request's deadline in seconds "
                                                   "(default 2)")},
    [OPT_MAX_MEMORY] = {"max-memory", 0, "MIB", N_("memory a request's computations may take "
                                                   "(default 64)")},
    [OPT_GRAPHS] = {"graphs", 0, "DIR", N_("serve graph:NAME for the game graphs in DIR "
                                           "(default: graph: is refused)")},
    {NULL, 0, NULL, NULL}
};

#ifndef GR_HAVE_MHD

int cmd_serve(const cli_args *a)
{
    (void)a;
    return cli_usage("serve needs GNU libmicrohttpd, and this grundy was built without it: "
                     "install it (make deps, or apt-get install libmicrohttpd-dev) and "
                     "build again");
}

#else

#include <arpa/inet.h>
#include <errno.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdlib.h>

#define MAX_URL 8192           /* longer request lines are refused */
#define CONNECTION_SECONDS 30  /* an idle or slow connection is closed */
#define MAX_CONNECTIONS 512

static const char *query_get(void *ctx, const char *name)
{
    return MHD_lookup_connection_value(ctx, MHD_GET_ARGUMENT_KIND, name);
}

static enum MHD_Result send_reply(struct MHD_Connection *c, int status, const char *type,
                                  const void *data, size_t len, int copy)
{
    struct MHD_Response *r = MHD_create_response_from_buffer(
        len, (void *)data, copy ? MHD_RESPMEM_MUST_COPY : MHD_RESPMEM_PERSISTENT);
    enum MHD_Result ok;

    if (r == NULL)
        return MHD_NO;
    MHD_add_response_header(r, "Content-Type", type);
    MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(r, "Cache-Control", "no-store");
    ok = MHD_queue_response(c, (unsigned)status, r);
    MHD_destroy_response(r);
    return ok;
}

/* The request announces a body (GET takes none). */
static int has_body(struct MHD_Connection *c)
{
    const char *length = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Content-Length");

    return (length != NULL && strspn(length, "0") != strlen(length)) ||
           MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Transfer-Encoding") != NULL;
}

/* Requests whose headers came and whose answer is not yet sent (from the
** handler's first call to request_done): at a stop they get their answer
** (503 for a computation cut short) before the connections close. */
static atomic_int in_flight;

/* MHD's word that a request ended: its answer is sent, or its connection
** closed. */
static void request_done(void *cls, struct MHD_Connection *c, void **state,
                         enum MHD_RequestTerminationCode why)
{
    (void)cls;
    (void)c;
    (void)why;
    if (*state != NULL) {
        *state = NULL;
        atomic_fetch_sub(&in_flight, 1);
    }
}

static enum MHD_Result handle(void *cls, struct MHD_Connection *c, const char *url,
                              const char *method, const char *version,
                              const char *upload, size_t *upload_size, void **state)
{
    static const char not_found[] = "{\"error\":\"not found\"}\n";
    static const char bad_method[] = "{\"error\":\"only GET is served\"}\n";
    static const char too_long[] = "{\"error\":\"the request is too long\"}\n";
    static const char no_body[] = "{\"error\":\"a request takes no body (only GET is "
                                  "served)\"}\n";
    const serve_asset *asset;
    serve_query q = {query_get, NULL};
    serve_reply r = {500, "application/json", GR_BUF_INIT};
    enum MHD_Result ok;

    (void)version;
    (void)upload;
    (void)upload_size;
    if (*state == NULL) {   /* the headers came: answer on the next call */
        *state = c;
        atomic_fetch_add(&in_flight, 1);   /* until request_done */
        /* refused before any body is read */
        if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0)
            return send_reply(c, 405, "application/json", bad_method, sizeof bad_method - 1,
                              0);
        if (has_body(c))
            return send_reply(c, 413, "application/json", no_body, sizeof no_body - 1, 0);
        if (strlen(url) > MAX_URL)
            return send_reply(c, 414, "application/json", too_long, sizeof too_long - 1, 0);
        return MHD_YES;
    }
    if ((asset = serve_asset_find(url)) != NULL)
        return send_reply(c, 200, asset->type, asset->data, asset->len, 0);
    if (strncmp(url, "/api/", 5) != 0)
        return send_reply(c, 404, "application/json", not_found, sizeof not_found - 1, 0);
    q.ctx = c;
    serve_api(url, &q, cls, &r);
    if (r.body.failed) {
        gr_buf_free(&r.body);
        return MHD_NO;
    }
    ok = send_reply(c, r.status, r.type, gr_buf_str(&r.body), r.body.len, 1);
    gr_buf_free(&r.body);
    return ok;
}

/* The settings of a server, from its options. */
typedef struct serve_setup {
    uint64_t port, threads, memory_mib;
    double seconds;
    const char *bind, *graphs;
} serve_setup;

/* --max-seconds S: a decimal number of seconds from 0.01 to 3600. */
static int seconds_option(const cli_opt *o, double *out)
{
    const char *text;
    char *end;
    int rc = cli_opt_text(o, serve_options, &text);

    if (rc != EXIT_ANSWERED)
        return rc;
    *out = strtod(text, &end);
    if (end == text || *end != '\0' || !(*out >= 0.01 && *out <= 3600))
        return cli_usage("argument %d: --max-seconds takes a number of seconds from 0.01 to "
                         "3600, not '%s'", o->argn, text);
    return EXIT_ANSWERED;
}

/* A number option from min to max: EXIT_ANSWERED or the usage error. */
static int bounded_option(const cli_opt *o, uint64_t min, uint64_t max, uint64_t *out)
{
    int rc = cli_opt_u64_min(o, serve_options, min, out);

    if (rc == EXIT_ANSWERED && *out > max)
        rc = cli_usage("argument %d: --%s takes %llu to %llu", o->argn,
                       serve_options[o->id].name, (unsigned long long)min,
                       (unsigned long long)max);
    return rc;
}

static int serve_option(const cli_opt *o, serve_setup *s)
{
    switch (o->id) {
    case OPT_PORT: return bounded_option(o, 0, 65535, &s->port);
    case OPT_BIND: return cli_opt_text(o, serve_options, &s->bind);
    case OPT_THREADS: return bounded_option(o, 1, 1024, &s->threads);
    case OPT_MAX_SECONDS: return seconds_option(o, &s->seconds);
    case OPT_MAX_MEMORY: return bounded_option(o, 1, 65536, &s->memory_mib);
    case OPT_GRAPHS: return cli_opt_text(o, serve_options, &s->graphs);
    }
    return EXIT_ANSWERED;
}

static int serve_parse(const cli_args *a, serve_setup *s)
{
    int k, rc = EXIT_ANSWERED;

    for (k = 0; k < a->nopts && rc == EXIT_ANSWERED; k++)
        rc = serve_option(&a->opts[k], s);
    if (rc == EXIT_ANSWERED)
        rc = cli_args_at_most(a, 0, "serve takes options only");
    return rc;
}

/* The request handler's settings and the flag that stops requests. */
static serve_limits limits;
static atomic_int stopping;

/* Starts the daemon on s's address; NULL when it cannot listen. */
static struct MHD_Daemon *start(const serve_setup *s, struct sockaddr_in *addr)
{
    return MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION |
                                MHD_USE_POLL,
                            (uint16_t)s->port, NULL, NULL, handle, &limits,
                            MHD_OPTION_SOCK_ADDR, (struct sockaddr *)addr,
                            MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)CONNECTION_SECONDS,
                            MHD_OPTION_CONNECTION_LIMIT, (unsigned)s->threads,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(64 * 1024),
                            MHD_OPTION_NOTIFY_COMPLETED, request_done, NULL,
                            MHD_OPTION_END);
}

/* Gives the requests in flight, which stop at their next look at the stop
** flag, up to a second to send their answers (a request's count ends when
** its answer is sent, not when it is computed: the daemon's stop would cut
** an answer computed but not yet sent). */
static void wait_for_answers(void)
{
    struct timespec tick = {0, 10000000};   /* 10 ms */
    int i;

    for (i = 0; i < 100 && atomic_load(&in_flight) > 0; i++)
        nanosleep(&tick, NULL);
}

int cmd_serve(const cli_args *a)
{
    serve_setup s = {8080, 64, 64, 2.0, "127.0.0.1", NULL};
    struct sockaddr_in addr;
    struct MHD_Daemon *d;
    const union MHD_DaemonInfo *info;
    sigset_t stops;
    int sig = 0, rc;

    if ((rc = serve_parse(a, &s)) != EXIT_ANSWERED)
        return rc;
    memset(&addr, 0, sizeof addr);
    addr.sin_family = AF_INET;
    addr.sin_port = htons((uint16_t)s.port);
    if (inet_pton(AF_INET, s.bind, &addr.sin_addr) != 1)
        return cli_usage("--bind: '%s' is not an IPv4 address like 127.0.0.1", s.bind);
    /* graph:NAME reads DIR/NAME: the server works in DIR (it reads no other
    ** file: the page is built in) */
    if (s.graphs != NULL && chdir(s.graphs) != 0)
        return cli_usage("--graphs: cannot serve the directory %s: %s", s.graphs,
                         strerror(errno));
    limits.seconds = s.seconds;
    limits.memory = s.memory_mib << 20;
    limits.files = s.graphs != NULL ? GR_FILES_HERE : GR_FILES_NONE;
    limits.stopping = &stopping;
    /* the workers inherit a mask without SIGINT and SIGTERM: the main
    ** thread waits for them below */
    sigemptyset(&stops);
    sigaddset(&stops, SIGINT);
    sigaddset(&stops, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stops, NULL);
    if ((d = start(&s, &addr)) == NULL)
        return cli_usage("serve: cannot listen on %s:%llu (in use, or not allowed)", s.bind,
                         (unsigned long long)s.port);
    info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
    printf("grundy: serving http://%s:%u/ (Ctrl-C stops)\n", s.bind,
           info != NULL ? (unsigned)info->port : (unsigned)s.port);
    fflush(stdout);
    sigwait(&stops, &sig);
    atomic_store(&stopping, 1);   /* requests in flight end at their next look */
    wait_for_answers();
    MHD_stop_daemon(d);
    return EXIT_ANSWERED;
}

#endif
