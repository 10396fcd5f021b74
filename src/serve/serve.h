/*
** serve.h - what `grundy serve` is made of: the JSON API (serve_api.c),
** the page's files built into the binary (web_assets.c, made from web/ at
** build time) and their words (page_strings.c), and the HTTP server around
** them (cmd_serve.c).
**
** The language: every endpoint takes ?lang=en|zh (English without it) and
** answers its human text (explanations, error reasons, the page's words)
** in it; serve_api sets it for the request's thread before the endpoint
** runs, so an endpoint needs nothing more than _() on its own sentences.
**
** Adding an API endpoint (follow these steps and nothing else):
**
**   1. Write its function in serve_api.c, static int api_NAME(request *rq):
**      read the query with rq->q->get(rq->q->ctx, "name"); take positions
**      and games only through query_position and query_game (they put
**      them under the request's limits: the deadline, the memory budget,
**      no file opened for a request) and solver options through
**      query_options; append one JSON object and its newline to
**      rq->r->body (json_string for every string) and return
**      rq->r->status = 200; fail with fail(rq->r, STATUS, "reason") or
**      fail_err(rq, &err) for a library error (400 bad input, 422 beyond
**      the limits, 503 out of memory).
**   2. Add {"/api/NAME", api_NAME} to the endpoints table at its end.
**   3. Document it: a row "| `GET /api/NAME?...` | answer |" in docs/WEB.md's
**      table (test_docs.sh checks every endpoint of the table has one), and
**      each new message in docs/ERRORS.md's web API section with its status;
**      a message it shares with others (`the query needs position=...`)
**      gets it added to the endpoints its row names.
**   4. Test it in tests/cli/test_serve.sh: its answer (the same JSON as the
**      command line's --json, or the matching field of it) and each error
**      status. If it takes a position or a game, add it to the hostile
**      lists there (the graph:FILE refusals; the requests that must end by
**      their deadline, if it can compute long) and, if it can compute long,
**      to the expensive paths of tests/cli/test_serve_load.sh.
*/
#ifndef GR_CLI_SERVE_H
#define GR_CLI_SERVE_H

#include <stdatomic.h>
#include <stddef.h>

#include "grundy.h"

/* A request's query: get(ctx, name) is the decoded value of ?name=..., or
** NULL. */
typedef struct serve_query {
    const char *(*get)(void *ctx, const char *name);
    void *ctx;
} serve_query;

/* A reply: HTTP status, content type and body. */
typedef struct serve_reply {
    int status;
    const char *type;
    gr_buf body;
} serve_reply;

/* What one request may spend, and how the server stands (cmd_serve.c sets
** them from its options). */
typedef struct serve_limits {
    double seconds;      /* the wall-clock deadline of a request (--max-seconds) */
    uint64_t memory;     /* bytes its value tables and searches may take (--max-memory) */
    gr_files files;      /* GR_FILES_NONE, or GR_FILES_HERE with --graphs DIR */
    const atomic_int *stopping;   /* nonzero once the server stops: requests end */
} serve_limits;

/* Answers the API request for path (/api/...) into r within the limits;
** returns r->status. */
int serve_api(const char *path, const serve_query *q, const serve_limits *limits,
              serve_reply *r);

/* The page's words (page_strings.c) as one JSON object, each English text
** with its translation in the thread's language: {"Solve":"求解",...}. */
void serve_page_strings(gr_buf *out);

/* One built-in file of the page. */
typedef struct serve_asset {
    const char *path;    /* "/", "/app.js" */
    const char *type;    /* its Content-Type */
    const unsigned char *data;
    size_t len;
} serve_asset;

/* The built-in file at path, or NULL: nothing else is ever served. */
const serve_asset *serve_asset_find(const char *path);

#endif
