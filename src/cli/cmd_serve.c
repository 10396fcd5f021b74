/*
** cmd_serve.c - `grundy serve [--port N] [--bind ADDR] ...`: an HTTP server
** (GNU libmicrohttpd, a thread per connection, so that no request waits
** behind another's computation) for the page built into the binary and its
** JSON API (serve_api.c). It serves nothing but those: any other path is
** 404, only GET, requests of bounded size and plain framing, a time limit
** for a request's headers and for an idle connection, a deadline and a
** memory budget per request, no file named by a request (but those of
** --graphs DIR), and on 127.0.0.1 only requests that name it so (no DNS
** rebinding). Built without libmicrohttpd, `serve` says how to get it.
*/
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "answer/put.h"
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
#include <fcntl.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <strings.h>
#include <sys/socket.h>

#define MAX_URL 8192           /* longer request lines are refused */
#define CONNECTION_SECONDS 30  /* an idle or slow connection is closed */
#define HEADER_SECONDS 10      /* a request's headers come within this, or it is closed */
#define QUERY_NAMES 64         /* a query's names compared for repeats, at most */
#define PER_ADDRESS_MIN 16     /* connections from one address: at least this (a browser */
                               /* opens 6), else a quarter of --threads */

static const char *query_get(void *ctx, const char *name)
{
    return MHD_lookup_connection_value(ctx, MHD_GET_ARGUMENT_KIND, name);
}

/* Headers every answer has: the page is the built-in files alone (no
** inline script or style), never framed, and read as its type says. */
static const char *const common_headers[][2] = {
    {"X-Content-Type-Options", "nosniff"},
    {"Cache-Control", "no-store"},
    {"Content-Security-Policy",
     "default-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"},
    {"X-Frame-Options", "DENY"},
    {"Referrer-Policy", "no-referrer"},
};

/* Sends data as the answer; extra: a header to add ({name, value}) or
** NULL. A refusal of the request's framing closes the connection: what
** follows its headers cannot be trusted to start another request. */
static enum MHD_Result send_reply(struct MHD_Connection *c, int status, const char *type,
                                  const void *data, size_t len, int copy,
                                  const char *const *extra)
{
    struct MHD_Response *r = MHD_create_response_from_buffer(
        len, (void *)data, copy ? MHD_RESPMEM_MUST_COPY : MHD_RESPMEM_PERSISTENT);
    enum MHD_Result ok;
    size_t i;

    if (r == NULL)
        return MHD_NO;
    MHD_add_response_header(r, "Content-Type", type);
    for (i = 0; i < sizeof common_headers / sizeof common_headers[0]; i++)
        MHD_add_response_header(r, common_headers[i][0], common_headers[i][1]);
    if (extra != NULL)
        MHD_add_response_header(r, extra[0], extra[1]);
    ok = MHD_queue_response(c, (unsigned)status, r);
    MHD_destroy_response(r);
    return ok;
}

#define JSON_TYPE "application/json; charset=utf-8"

/* A refusal: status and its fixed JSON reason ({"error":...}). */
static enum MHD_Result refuse(struct MHD_Connection *c, int status, const char *json,
                              const char *const *extra)
{
    return send_reply(c, status, JSON_TYPE, json, strlen(json), 0, extra);
}

/* ---- what a request's headers may be ---- */

/* How a request frames itself, from its headers (framing_header). */
typedef struct framing {
    int lengths;      /* Content-Length headers */
    int hosts;        /* Host headers */
    int body;         /* a body announced: a length above 0, or Transfer-Encoding */
    int spaced;       /* a header name with a space or tab in it */
} framing;

/* Whether name is want, ignoring case and spaces or tabs around it. */
static int header_is(const char *name, const char *want)
{
    size_t n;

    name += strspn(name, " \t");
    for (n = strlen(name); n > 0 && (name[n - 1] == ' ' || name[n - 1] == '\t'); n--)
        ;
    return n == strlen(want) && strncasecmp(name, want, n) == 0;
}

static enum MHD_Result framing_header(void *cls, enum MHD_ValueKind kind, const char *key,
                                      const char *value)
{
    framing *f = cls;

    (void)kind;
    if (key == NULL)
        return MHD_YES;
    if (strpbrk(key, " \t") != NULL)
        f->spaced = 1;
    if (header_is(key, "Content-Length")) {
        f->lengths++;
        if (value == NULL || strspn(value, "0") != strlen(value))
            f->body = 1;
    } else if (header_is(key, "Transfer-Encoding"))
        f->body = 1;
    else if (header_is(key, "Host"))
        f->hosts++;
    return MHD_YES;
}

/* Whether host (a Host header) names a loopback server as no page
** elsewhere can: localhost, an IPv4 address, or [::1], with any port. A
** name that DNS resolves could be made to resolve to 127.0.0.1 by a page
** of another site, whose script would then read this server's answers (DNS
** rebinding). */
static int host_is_local(const char *host)
{
    size_t n;

    if (strncmp(host, "[::1]", 5) == 0)
        n = 5;
    else {
        n = strcspn(host, ":");
        if (!(n == 9 && strncasecmp(host, "localhost", 9) == 0) &&
            !(n > 0 && strspn(host, "0123456789.") == n))
            return 0;
    }
    return host[n] == '\0' || (host[n] == ':' && strspn(host + n + 1, "0123456789") ==
                                                     strlen(host + n + 1));
}

/* What the query's parameters hold that no endpoint may read: a byte 0 in
** a name or value (%00; the endpoints read the values as C strings, which
** would end there), or a name given twice (which of the two would count is
** no rule of HTTP's: the endpoint would read the first, the command line
** takes the last). */
typedef struct query_look {
    int nul;
    const char *keys[QUERY_NAMES];
    size_t nkeys;
    const char *twice;   /* the first name given twice, or NULL */
} query_look;

static enum MHD_Result query_nul(void *cls, enum MHD_ValueKind kind, const char *key,
                                 size_t key_size, const char *value, size_t value_size)
{
    query_look *q = cls;
    size_t i;

    (void)kind;
    if (strlen(key) != key_size || (value != NULL && strlen(value) != value_size)) {
        q->nul = 1;
        return MHD_NO;
    }
    for (i = 0; i < q->nkeys; i++)
        if (strcmp(q->keys[i], key) == 0) {
            q->twice = key;
            return MHD_NO;
        }
    if (q->nkeys < QUERY_NAMES)
        q->keys[q->nkeys++] = key;
    return MHD_YES;
}

/* ---- connections that wait for a request's headers ---- */

/* A connection of the server, watched while it waits for a request's
** headers: libmicrohttpd closes a connection idle for CONNECTION_SECONDS,
** but one that sends a header line every few seconds is never idle, and a
** few such connections would hold every place (slowloris). The watchdog
** shuts down the socket of one that has waited HEADER_SECONDS, since it
** opened or since its last answer. fd is a duplicate of libmicrohttpd's:
** ours until the connection's end, so that a shutdown can never reach a
** socket libmicrohttpd has closed and the system given to another. */
typedef struct watched {
    int fd;
    int waiting;              /* for a request's headers, since `since` */
    struct timespec since;    /* CLOCK_MONOTONIC */
    struct watched *prev, *next;
} watched;

static pthread_mutex_t watch_lock = PTHREAD_MUTEX_INITIALIZER;
static watched *watch_head;
static atomic_int watch_quit;

/* The connection's watch, or NULL (none could be made). */
static watched *watch_of(struct MHD_Connection *c)
{
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(c, MHD_CONNECTION_INFO_SOCKET_CONTEXT);

    return info != NULL ? info->socket_context : NULL;
}

static void watch_set(watched *w, int waiting)
{
    if (w == NULL)
        return;
    pthread_mutex_lock(&watch_lock);
    w->waiting = waiting;
    clock_gettime(CLOCK_MONOTONIC, &w->since);
    pthread_mutex_unlock(&watch_lock);
}

/* MHD's word that a connection opened or closed: its watch begins, or
** ends. */
static void connection_notice(void *cls, struct MHD_Connection *c, void **context,
                              enum MHD_ConnectionNotificationCode code)
{
    const union MHD_ConnectionInfo *info;
    watched *w = *context;

    (void)cls;
    if (code == MHD_CONNECTION_NOTIFY_STARTED) {
        info = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
        if (info == NULL || (w = calloc(1, sizeof *w)) == NULL)
            return;
        if ((w->fd = fcntl(info->connect_fd, F_DUPFD_CLOEXEC, 0)) < 0) {
            free(w);
            return;
        }
        w->waiting = 1;
        clock_gettime(CLOCK_MONOTONIC, &w->since);
        pthread_mutex_lock(&watch_lock);
        w->next = watch_head;
        if (watch_head != NULL)
            watch_head->prev = w;
        watch_head = w;
        pthread_mutex_unlock(&watch_lock);
        *context = w;
        return;
    }
    if (w == NULL)
        return;
    pthread_mutex_lock(&watch_lock);
    if (w->prev != NULL)
        w->prev->next = w->next;
    else
        watch_head = w->next;
    if (w->next != NULL)
        w->next->prev = w->prev;
    pthread_mutex_unlock(&watch_lock);
    close(w->fd);
    free(w);
    *context = NULL;
}

/* The watchdog: four looks a second. */
static void *watchdog(void *arg)
{
    struct timespec tick = {0, 250000000}, now;
    watched *w;

    (void)arg;
    while (!atomic_load(&watch_quit)) {
        nanosleep(&tick, NULL);
        clock_gettime(CLOCK_MONOTONIC, &now);
        pthread_mutex_lock(&watch_lock);
        for (w = watch_head; w != NULL; w = w->next)
            if (w->waiting && (now.tv_sec - w->since.tv_sec) * 1000000000LL +
                                      (now.tv_nsec - w->since.tv_nsec) >=
                                  HEADER_SECONDS * 1000000000LL) {
                shutdown(w->fd, SHUT_RDWR);   /* its thread reads the end, and closes */
                w->waiting = 0;
            }
        pthread_mutex_unlock(&watch_lock);
    }
    return NULL;
}

/* Requests whose headers came and whose answer is not yet sent (from the
** handler's first call to request_done): at a stop they get their answer
** (503 for a computation cut short) before the connections close. */
static atomic_int in_flight;

/* A request's context (the handler's *state): `fresh` or `fresh_nul` from
** uri_seen, as its request line came; `seen` from the handler's first
** call, when its headers came, to request_done. */
static char fresh, fresh_nul, seen;

/* The request line's target, before it is decoded: fresh_nul when its path
** (before the query) has a byte 0, %00, which the decoded path, a C string,
** would hide (/app.js%00 was served as /app.js). */
static void *uri_seen(void *cls, const char *uri, struct MHD_Connection *c)
{
    size_t n = strcspn(uri, "?");

    (void)cls;
    (void)c;
    for (size_t i = 0; i + 2 < n; i++)
        if (uri[i] == '%' && uri[i + 1] == '0' && uri[i + 2] == '0')
            return &fresh_nul;
    return &fresh;
}

/* MHD's word that a request ended: its answer is sent, or its connection
** closed. */
static void request_done(void *cls, struct MHD_Connection *c, void **state,
                         enum MHD_RequestTerminationCode why)
{
    (void)cls;
    (void)why;
    if (*state == &seen) {
        *state = NULL;
        atomic_fetch_sub(&in_flight, 1);
    }
    watch_set(watch_of(c), 1);   /* the next request's headers may come */
}

/* The request handler's settings, the flag that stops requests, and
** whether the server listens on a loopback address (127.0.0.0/8). */
static serve_limits limits;
static atomic_int stopping;
static int loopback;

/* The first look at a request, its headers come: a refusal of what no
** GET of the page or the API can be, or MHD_YES to answer it. */
static enum MHD_Result request_check(struct MHD_Connection *c, const char *url,
                                     const char *method, const char *version)
{
    static const char *const allow[] = {"Allow", "GET, HEAD"};
    static const char *const closing[] = {"Connection", "close"};
    const char *host = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Host");
    framing f = {0, 0, 0, 0};

    if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0)
        return refuse(c, 405, "{\"error\":\"only GET is served\"}\n", allow);
    MHD_get_connection_values(c, MHD_HEADER_KIND, framing_header, &f);
    if (f.spaced)
        return refuse(c, 400, "{\"error\":\"a header's name has a space or tab in it\"}\n",
                      closing);
    if (f.lengths > 1)
        return refuse(c, 400, "{\"error\":\"Content-Length is given more than once\"}\n",
                      closing);
    if (f.hosts > 1)   /* which one names the server? (RFC 9112: 400) */
        return refuse(c, 400, "{\"error\":\"Host is given more than once\"}\n", closing);
    if (f.body)
        return refuse(c, 413, "{\"error\":\"a request takes no body (only GET is served)\"}\n",
                      closing);
    if (host == NULL && strcmp(version, MHD_HTTP_VERSION_1_0) != 0)
        return refuse(c, 400, "{\"error\":\"an HTTP/1.1 request needs a Host header\"}\n",
                      closing);
    if (loopback && host != NULL && !host_is_local(host))
        return refuse(c, 403, "{\"error\":\"a server on a loopback address answers only "
                              "to localhost or an IP address in Host (DNS rebinding)\"}\n",
                      NULL);
    if (strlen(url) > MAX_URL)
        return refuse(c, 414, "{\"error\":\"the request is too long\"}\n", NULL);
    return MHD_YES;
}

static enum MHD_Result handle(void *cls, struct MHD_Connection *c, const char *url,
                              const char *method, const char *version,
                              const char *upload, size_t *upload_size, void **state)
{
    const serve_asset *asset;
    serve_query q = {query_get, NULL};
    serve_reply r = {500, JSON_TYPE, GR_BUF_INIT};
    gr_buf text = GR_BUF_INIT;
    query_look look = {0, {NULL}, 0, NULL};
    enum MHD_Result ok;

    (void)upload;
    (void)upload_size;
    if (*state != &seen) {   /* the headers came: answer on the next call */
        int path_nul = *state == &fresh_nul;
        *state = &seen;
        atomic_fetch_add(&in_flight, 1);   /* until request_done */
        watch_set(watch_of(c), 0);
        if (path_nul)
            return refuse(c, 400, "{\"error\":\"the path has a byte 0 (%00) in it\"}\n",
                          NULL);
        return request_check(c, url, method, version);   /* before any body is read */
    }
    if ((asset = serve_asset_find(url)) != NULL)
        return send_reply(c, 200, asset->type, asset->data, asset->len, 0, NULL);
    if (strncmp(url, "/api/", 5) != 0)
        return refuse(c, 404, "{\"error\":\"not found\"}\n", NULL);
    MHD_get_connection_values_n(c, MHD_GET_ARGUMENT_KIND, query_nul, &look);
    if (look.nul)
        return refuse(c, 400, "{\"error\":\"the query has a byte 0 (%00) in it\"}\n", NULL);
    if (look.twice != NULL) {   /* refused as the endpoints refuse, the name quoted */
        r.status = 400;
        gr_buf_puts(&r.body, "{\"error\":");
        gr_buf_printf(&text, "the parameter '%.64s' is given twice", look.twice);
        json_string(&r.body, gr_buf_str(&text));
        gr_buf_puts(&r.body, "}\n");
        gr_buf_free(&text);
    } else {
        q.ctx = c;
        serve_api(url, &q, cls, &r);
    }
    if (r.body.failed) {
        gr_buf_free(&r.body);
        return MHD_NO;
    }
    ok = send_reply(c, r.status, r.type, gr_buf_str(&r.body), r.body.len, 1, NULL);
    gr_buf_free(&r.body);
    return ok;
}

/* The settings of a server, from its options. */
typedef struct serve_setup {
    uint64_t port, threads, memory_mib;
    double seconds;
    const char *bind, *graphs;
} serve_setup;

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
    case OPT_MAX_SECONDS: return cli_opt_seconds(o, serve_options, &s->seconds);
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

/* Starts the daemon on s's address; NULL when it cannot listen. On a
** loopback address every client has the same address: no limit by it. */
static struct MHD_Daemon *start(const serve_setup *s, struct sockaddr_in *addr)
{
    unsigned per_address = (unsigned)(s->threads / 4 > PER_ADDRESS_MIN ? s->threads / 4
                                                                       : PER_ADDRESS_MIN);

    if (loopback || per_address > s->threads)
        per_address = 0;   /* none */
    return MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION |
                                MHD_USE_POLL,
                            (uint16_t)s->port, NULL, NULL, handle, &limits,
                            MHD_OPTION_SOCK_ADDR, (struct sockaddr *)addr,
                            MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)CONNECTION_SECONDS,
                            MHD_OPTION_CONNECTION_LIMIT, (unsigned)s->threads,
                            MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_address,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(64 * 1024),
                            MHD_OPTION_NOTIFY_COMPLETED, request_done, NULL,
                            MHD_OPTION_URI_LOG_CALLBACK, uri_seen, NULL,
                            MHD_OPTION_NOTIFY_CONNECTION, connection_notice, NULL,
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

/* Binds a socket of our own to addr and lets it go: 0, or the errno that
** says why the daemon could not listen there (an address not this
** machine's, a port in use, a port below 1024 without the right). */
static int bind_probe(const struct sockaddr_in *addr)
{
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0), on = 1, rc = 0;

    if (fd < 0)
        return 0;   /* no socket to try: the daemon will say */
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);   /* as the daemon binds */
    if (bind(fd, (const struct sockaddr *)addr, sizeof *addr) != 0)
        rc = errno;
    close(fd);
    return rc;
}

int cmd_serve(const cli_args *a)
{
    serve_setup s = {8080, 64, 64, 2.0, "127.0.0.1", NULL};
    struct sockaddr_in addr;
    struct MHD_Daemon *d;
    const union MHD_DaemonInfo *info;
    pthread_t dog;
    sigset_t stops;
    int sig = 0, rc, watching;

    if ((rc = serve_parse(a, &s)) != EXIT_ANSWERED)
        return rc;
    memset(&addr, 0, sizeof addr);
    addr.sin_family = AF_INET;
    addr.sin_port = htons((uint16_t)s.port);
    if (inet_pton(AF_INET, s.bind, &addr.sin_addr) != 1)
        return cli_usage("--bind: '%s' is not an IPv4 address like 127.0.0.1", s.bind);
    loopback = (ntohl(addr.sin_addr.s_addr) >> 24) == 127;
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
    if ((rc = bind_probe(&addr)) != 0)   /* the system's reason, which the daemon keeps */
        return cli_usage("serve: cannot listen on %s:%llu: %s", s.bind,
                         (unsigned long long)s.port, strerror(rc));
    if ((d = start(&s, &addr)) == NULL)
        return cli_usage("serve: cannot listen on %s:%llu (in use, or not allowed)", s.bind,
                         (unsigned long long)s.port);
    atomic_store(&watch_quit, 0);
    watching = pthread_create(&dog, NULL, watchdog, NULL) == 0;
    info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
    printf("grundy: serving http://%s:%u/ (Ctrl-C stops)\n", s.bind,
           info != NULL ? (unsigned)info->port : (unsigned)s.port);
    fflush(stdout);
    sigwait(&stops, &sig);
    atomic_store(&stopping, 1);   /* requests in flight end at their next look */
    wait_for_answers();
    atomic_store(&watch_quit, 1);
    if (watching)
        pthread_join(dog, NULL);
    MHD_stop_daemon(d);
    return EXIT_ANSWERED;
}

#endif
