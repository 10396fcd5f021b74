/*
** cmd_serve.c - `grundy serve [--port N] [--bind ADDR]`: an HTTP server
** (GNU libmicrohttpd, a pool of threads) for the page built into the binary
** and its JSON API (serve_api.c). It serves nothing but those: any other
** path is 404, only GET, requests of bounded size, a time limit per
** connection. Built without libmicrohttpd, `serve` says how to get it.
*/
#include <string.h>

#include "serve.h"

enum { OPT_PORT, OPT_BIND, OPT_THREADS };

const cli_option serve_options[] = {
    [OPT_PORT] = {"port", 'p', "N", "the port (default 8080; 0: any free one)"},
    [OPT_BIND] = {"bind", 0, "ADDR", "the IPv4 address to listen on (default 127.0.0.1)"},
    [OPT_THREADS] = {"threads", 0, "N", "worker threads (default 4)"},
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

static enum MHD_Result handle(void *cls, struct MHD_Connection *c, const char *url,
                              const char *method, const char *version,
                              const char *upload, size_t *upload_size, void **state)
{
    static const char not_found[] = "{\"error\":\"not found\"}\n";
    static const char bad_method[] = "{\"error\":\"only GET is served\"}\n";
    static const char too_long[] = "{\"error\":\"the request is too long\"}\n";
    const serve_asset *asset;
    serve_query q = {query_get, NULL};
    serve_reply r = {500, "application/json", GR_BUF_INIT};
    enum MHD_Result ok;

    (void)cls;
    (void)version;
    (void)upload;
    if (*state == NULL) {   /* the headers came: answer on the next call */
        *state = c;
        return MHD_YES;
    }
    if (*upload_size != 0) {
        *upload_size = 0;
        return send_reply(c, 413, "application/json", too_long, sizeof too_long - 1, 0);
    }
    if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0)
        return send_reply(c, 405, "application/json", bad_method, sizeof bad_method - 1, 0);
    if (strlen(url) > MAX_URL)
        return send_reply(c, 414, "application/json", too_long, sizeof too_long - 1, 0);
    if ((asset = serve_asset_find(url)) != NULL)
        return send_reply(c, 200, asset->type, asset->data, asset->len, 0);
    if (strncmp(url, "/api/", 5) != 0)
        return send_reply(c, 404, "application/json", not_found, sizeof not_found - 1, 0);
    q.ctx = c;
    serve_api(url, &q, &r);
    if (r.body.failed) {
        gr_buf_free(&r.body);
        return MHD_NO;
    }
    ok = send_reply(c, r.status, r.type, gr_buf_str(&r.body), r.body.len, 1);
    gr_buf_free(&r.body);
    return ok;
}

static int serve_parse(const cli_args *a, uint64_t *port, const char **bind, uint64_t *threads)
{
    int k, rc = EXIT_ANSWERED;

    for (k = 0; k < a->nopts && rc == EXIT_ANSWERED; k++) {
        const cli_opt *o = &a->opts[k];
        if (o->id == OPT_PORT && (rc = cli_opt_u64(o, serve_options, port)) == EXIT_ANSWERED &&
            *port > 65535)
            rc = cli_usage("argument %d: --port takes 0 to 65535", o->argn);
        else if (o->id == OPT_BIND)
            rc = cli_opt_text(o, serve_options, bind);
        else if (o->id == OPT_THREADS &&
                 (rc = cli_opt_u64_min(o, serve_options, 1, threads)) == EXIT_ANSWERED &&
                 *threads > 64)
            rc = cli_usage("argument %d: --threads takes 1 to 64", o->argn);
    }
    if (rc == EXIT_ANSWERED)
        rc = cli_args_at_most(a, 0, "serve takes options only");
    return rc;
}

int cmd_serve(const cli_args *a)
{
    uint64_t port = 8080, threads = 4;
    const char *bind = "127.0.0.1";
    struct sockaddr_in addr;
    struct MHD_Daemon *d;
    const union MHD_DaemonInfo *info;
    sigset_t stops;
    int sig = 0, rc;

    if ((rc = serve_parse(a, &port, &bind, &threads)) != EXIT_ANSWERED)
        return rc;
    memset(&addr, 0, sizeof addr);
    addr.sin_family = AF_INET;
    addr.sin_port = htons((uint16_t)port);
    if (inet_pton(AF_INET, bind, &addr.sin_addr) != 1)
        return cli_usage("--bind: '%s' is not an IPv4 address like 127.0.0.1", bind);
    /* the workers inherit a mask without SIGINT and SIGTERM: the main
    ** thread waits for them below */
    sigemptyset(&stops);
    sigaddset(&stops, SIGINT);
    sigaddset(&stops, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stops, NULL);
    d = MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL_LINUX_ONLY,
                         (uint16_t)port, NULL, NULL, handle, NULL,
                         MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&addr,
                         MHD_OPTION_THREAD_POOL_SIZE, (unsigned)threads,
                         MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)CONNECTION_SECONDS,
                         MHD_OPTION_CONNECTION_LIMIT, (unsigned)MAX_CONNECTIONS,
                         MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(64 * 1024),
                         MHD_OPTION_END);
    if (d == NULL)
        return cli_usage("serve: cannot listen on %s:%llu (in use, or not allowed)", bind,
                         (unsigned long long)port);
    info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
    printf("grundy: serving http://%s:%u/ (Ctrl-C stops)\n", bind,
           info != NULL ? (unsigned)info->port : (unsigned)port);
    fflush(stdout);
    sigwait(&stops, &sig);
    MHD_stop_daemon(d);
    return EXIT_ANSWERED;
}

#endif
