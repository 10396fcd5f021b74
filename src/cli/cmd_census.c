/*
** cmd_census.c - `grundy census [--misere] [--to N] [--json] [-o FILE]
** SET...`: every game of the sets (one game, octal:K for every octal code
** of at most K digits, or @FILE) to N (its values, or with --misere its
** misere quotient), one record per game in the sets' order; games run
** on every core, or over the ranks of an MPI job; `-o FILE` again goes on
** where an earlier run stopped (census_file.c).
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "census_file.h"
#include "base/file.h"
#include "cli.h"
#include "heapgame.h"
#include "base/i18n.h"
#include "output.h"

#define DEFAULT_TO 100000
#define DEFAULT_MISERE_TO 16384  /* heaps a misere quotient is sought through */
#define MAX_DIGITS 6   /* octal:K for K up to this: 599,187 codes */

enum { OPT_TO, OPT_JSON, OPT_OUTPUT, OPT_JOBS, OPT_MISERE };

const cli_option census_options[] = {
    [OPT_TO] = {"to", 0, "N", N_("each game's values up to heap N at most (default 100000)")},
    [OPT_JSON] = {"json", 0, NULL, N_("JSON Lines, one object per game")},
    [OPT_OUTPUT] = {"output", 'o', "FILE", N_("write to FILE (checks in FILE.check); run again "
                       "to go on")},
    [OPT_JOBS] = {"jobs", 'j', "N", N_("games run at once (default: one per core)")},
    [OPT_MISERE] = {"misere", 0, NULL, N_("each game's misere quotient (default --to 16384)")},
    {NULL, 0, NULL, NULL}
};

/* ---- the list of games ---- */

typedef struct list {
    char **games;
    size_t n, cap;
    size_t *hash, hashcap;   /* open addressing: index + 1 of each game, 0 empty */
    size_t bad;              /* lines of @FILEs refused, each said: the rest goes on */
    int quiet;               /* a rank of an MPI job but the first: bad lines not said,
                                nor its exit status 2 for them (mpirun would end the job
                                while the first writes) */
} list;

static size_t text_hash(const char *s, size_t len)
{
    size_t h = 5381, i;

    for (i = 0; i < len; i++)
        h = h * 33 + (unsigned char)s[i];
    return h;
}

/* The slot of spec in the hash: where it is, or the empty slot it goes in. */
static size_t *slot_of(const list *l, const char *spec, size_t len)
{
    size_t i = text_hash(spec, len) & (l->hashcap - 1);

    while (l->hash[i] != 0) {
        const char *g = l->games[l->hash[i] - 1];
        if (strlen(g) == len && memcmp(g, spec, len) == 0)
            break;
        i = (i + 1) & (l->hashcap - 1);
    }
    return &l->hash[i];
}

static int list_grow(list *l)
{
    size_t cap = l->cap ? 2 * l->cap : 64, i;
    char **g = realloc(l->games, cap * sizeof *g);
    size_t *h = calloc(2 * cap, sizeof *h);

    if (g != NULL)
        l->games = g;
    if (g == NULL || h == NULL) {
        free(h);
        return EXIT_FAILURE_IO;
    }
    free(l->hash);
    l->hash = h;
    l->hashcap = 2 * cap;
    l->cap = cap;
    for (i = 0; i < l->n; i++)
        *slot_of(l, l->games[i], strlen(l->games[i])) = i + 1;
    return EXIT_ANSWERED;
}

/* Adds a game; one named twice keeps its first place and gets one record. */
static int list_add(list *l, const char *spec, size_t len)
{
    size_t *slot;
    char *s;

    if (l->n == l->cap && list_grow(l) != EXIT_ANSWERED)
        return EXIT_FAILURE_IO;
    if (*(slot = slot_of(l, spec, len)) != 0)
        return EXIT_ANSWERED;
    if ((s = malloc(len + 1)) == NULL)
        return EXIT_FAILURE_IO;
    memcpy(s, spec, len);
    s[len] = '\0';
    l->games[l->n++] = s;
    *slot = l->n;
    return EXIT_ANSWERED;
}

static void list_free(list *l)
{
    size_t i;

    for (i = 0; i < l->n; i++)
        free(l->games[i]);
    free(l->games);
    free(l->hash);
}

/* Every code that extends code[0..len) (which has `digits` digits after
** the point) by digits from `first` on, up to `most` digits and with a
** non-zero last digit, in numeric order: a code before the longer codes it
** begins. */
static int add_codes(list *l, char *code, size_t len, int digits, int first, int most)
{
    int d, rc = EXIT_ANSWERED;

    for (d = first; d < 8 && rc == EXIT_ANSWERED; d++) {
        code[len] = (char)('0' + d);
        if (d != 0)
            rc = list_add(l, code, len + 1);
        if (rc == EXIT_ANSWERED && digits + 1 < most)
            rc = add_codes(l, code, len + 1, digits + 1, 0, most);
    }
    return rc;
}

/* octal:K: 0.d1..dk and 4.d1..dk for k <= K, and 4.0 (a move may split a
** heap without taking from it). */
static int add_octal_set(list *l, int k)
{
    char code[32] = "octal:0.";
    int rc = add_codes(l, code, 8, 0, 0, k);

    memcpy(code, "octal:4.0", 10);
    if (rc == EXIT_ANSWERED)
        rc = list_add(l, code, 9);
    if (rc == EXIT_ANSWERED && k > 1)
        rc = add_codes(l, code, 9, 1, 0, k);
    return rc == EXIT_ANSWERED ? add_codes(l, code, 8, 0, 1, k) : rc;
}

/* Adds the game spec[0..len) by its canonical text (octal:0.60 is octal:0.6:
** one game, one record, named so), or says why not, where it stands
** ("argument 3", "games.txt:4:1"; said unless quiet): EXIT_BADINPUT. A game
** without periods (nim) is a record of its own, in the census; an unknown
** or malformed spec is bad input: an argument is refused before any
** record, a line of an @FILE is said and left out, and the census of the
** other lines goes on (exit 2 at the end). */
static int game_add(list *l, const char *spec, size_t len, const char *where, int quiet)
{
    gr_error err;
    gr_game *g = gr_game_new(spec, len, &err);
    int rc;

    if (g == NULL) {
        snprintf(err.where, sizeof err.where, "%s", where);
        return quiet ? EXIT_BADINPUT : cli_fail(&err);
    }
    rc = list_add(l, g->spec, strlen(g->spec));
    gr_game_unref(g);
    return rc;
}

/* @FILE (argument argn): one game a line; blank lines and lines starting with # are
** skipped, and each bad line is said (one line on stderr) and counted in
** l->bad. */
static int add_file(list *l, const char *path, int argn)
{
    gr_error err;
    FILE *f = gr_file_open(path, "", &err);
    char *line = NULL;
    size_t cap = 0, lineno = 0;
    ssize_t len;
    int rc = EXIT_ANSWERED;

    if (f == NULL) {   /* blamed on the word @FILE */
        cli_where_arg(&err, argn);
        return cli_fail(&err);
    }
    while (rc == EXIT_ANSWERED && (len = getline(&line, &cap, f)) >= 0) {
        size_t a = 0, b = (size_t)len, c, bom = 0;
        if (++lineno == 1 && b >= 3 && memcmp(line, "\xEF\xBB\xBF", 3) == 0)
            a = bom = 3;   /* a UTF-8 byte-order mark opens the file: columns after it */
        while (a < b && (line[a] == ' ' || line[a] == '\t'))
            a++;
        while (b > a && (line[b - 1] == '\n' || line[b - 1] == '\r' || line[b - 1] == ' ' ||
                         line[b - 1] == '\t'))
            b--;
        if (a == b || line[a] == '#')
            continue;
        for (c = a; c < b && line[c] != ' ' && line[c] != '\t' && line[c] != '\0'; c++)
            ;
        if (c < b) {
            if (!l->quiet)
                cli_usage("%s:%zu:%zu: one game a line, e.g. octal:0.137", path, lineno,
                          c + 1 - bom);
            l->bad++;
        } else {
            char where[sizeof ((gr_error *)0)->where];
            snprintf(where, sizeof where, "%s:%zu:%zu", path, lineno, a + 1 - bom);
            int got = game_add(l, line + a, b - a, where, l->quiet);
            if (got == EXIT_BADINPUT)
                l->bad++;
            else
                rc = got;
        }
    }
    free(line);
    fclose(f);
    return rc;
}

/* The sets octal:K that add_set takes, for the shell completions. */
void census_set_words(gr_buf *out)
{
    int k;

    for (k = 1; k <= MAX_DIGITS; k++)
        gr_buf_printf(out, "%soctal:%d", k > 1 ? " " : "", k);
}

/* A SET word: @FILE, octal:K, or one game. */
static int add_set(list *l, const char *word, int argn)
{
    const char *k = strncmp(word, "octal:", 6) == 0 ? word + 6 : NULL;
    char where[32];

    if (word[0] == '@')
        return add_file(l, word + 1, argn);
    /* octal:K, K a number (a code has a point): every code of K digits */
    if (k != NULL && k[0] != '\0' && strspn(k, "0123456789") == strlen(k)) {
        if (strspn(k, "0") == strlen(k))
            return cli_usage("argument %d: octal:%s: a census of codes needs 1 digit or more "
                             "(octal:1 to octal:%d)", argn, k, MAX_DIGITS);
        if (strspn(k, "0") + 1 < strlen(k) || k[strlen(k) - 1] - '0' > MAX_DIGITS)
            return cli_usage("argument %d: octal:%s: at most %d digits (a census of longer "
                             "codes is a list: @FILE)", argn, k, MAX_DIGITS);
        return add_octal_set(l, k[strlen(k) - 1] - '0');
    }
    snprintf(where, sizeof where, "argument %d", argn);
    return game_add(l, word, strlen(word), where, l->quiet);
}

/* ---- where the records go ---- */

/* To stdout, or to FILE after the records an earlier run left there
** (census_file.c); a table starts with its header. */
static int open_output(census *c, const char *path, int argn)
{
    if (path != NULL)
        return census_file_open(c, path, argn);
    census_header(c);
    return EXIT_ANSWERED;
}

static int jobs_default(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);

    return n < 1 ? 1 : n > 256 ? 256 : (int)n;
}

int cmd_census(const cli_args *args)
{
    census c;
    list l = {0};
    uint64_t jobs = 0;
    const char *path = NULL;
    int k, rc = EXIT_ANSWERED, writer = 1, rank = 0, path_arg = 0;

    memset(&c, 0, sizeof c);
    c.to = UINT64_MAX;
    for (k = 0; k < args->nopts && rc == EXIT_ANSWERED; k++) {
        const cli_opt *o = &args->opts[k];
        if (o->id == OPT_TO)
            rc = cli_opt_u64(o, census_options, &c.to);
        else if (o->id == OPT_MISERE)
            c.misere = 1;
        else if (o->id == OPT_JSON)
            c.json = 1;
        else if (o->id == OPT_OUTPUT) {
            rc = cli_opt_text(o, census_options, &path);
            path_arg = o->argn;
        }
        else if (o->id == OPT_JOBS)
            rc = cli_opt_u64_min(o, census_options, 1, &jobs);
    }
    if (rc != EXIT_ANSWERED)
        return rc;
    if (c.to == UINT64_MAX)
        c.to = c.misere ? DEFAULT_MISERE_TO : DEFAULT_TO;
    if (args->nwords == 0)
        return cli_usage("census needs games, e.g. 'grundy census octal:2' or "
                         "'grundy census octal:0.16 hex:0.8'");
    l.quiet = !census_mpi_speaks();
    for (k = 0; k < args->nwords && rc == EXIT_ANSWERED; k++)
        rc = add_set(&l, args->words[k], args->argn[k]);
    if (rc == EXIT_ANSWERED && jobs > 256)
        rc = cli_usage("--jobs takes a number from 1 to 256");
    if (rc != EXIT_ANSWERED) {
        list_free(&l);
        return rc;
    }
    c.games = l.games;
    c.ngames = l.n;
    c.stop = heapgame_stop_asked;
    c.out = stdout;
    /* A table on stdout speaks the thread's language; JSON and -o FILE
    ** stay English, so that a file is resumed in any language. */
    c.lang = path != NULL || c.json || strcmp(gr_lang(), "en") == 0 ? NULL : gr_lang();
    heapgame_catch_stops();
    if (census_mpi_job() && (rc = census_mpi_start(&rank)) == EXIT_ANSWERED) {
        writer = rank == 0;
        if (writer && (rc = open_output(&c, path, path_arg)) != EXIT_ANSWERED)
            c.written = c.ngames;   /* the other ranks are told there is nothing to do */
        k = census_mpi_run(&c);
        rc = rc == EXIT_ANSWERED ? k : rc;
        census_mpi_end();
    } else if (!census_mpi_job() && (rc = open_output(&c, path, path_arg)) == EXIT_ANSWERED) {
        rc = census_run(&c, jobs ? (int)jobs : jobs_default());
    }
    if (!census_file_close(&c) && rc == EXIT_ANSWERED)
        rc = EXIT_FAILURE_IO;
    heapgame_release_stops();
    if (rc == -1 && writer) {
        const char *name;
        int sig = heapgame_stop_signal(&name);
        fputs("grundy: ", stderr);
        if (path != NULL)
            fprintf(stderr, _("interrupted by %s: %zu of %zu games written to %s: run the same "
                              "command again to go on\n"), name, c.written, c.ngames, path);
        else
            fprintf(stderr, _("interrupted by %s: %zu of %zu games written (with -o FILE a run "
                              "can go on later)\n"), name, c.written, c.ngames);
        rc = 128 + sig;
    } else if (rc == -1) {
        rc = 128 + heapgame_stop_signal(NULL);
    } else if (rc == EXIT_FAILURE_IO) {
        fputs("grundy: ", stderr);
        if (path != NULL)
            fprintf(stderr, _("cannot write the census to %s\n"), path);
        else
            fprintf(stderr, "%s\n", _("cannot write the census"));
    } else if ((rc == EXIT_ANSWERED || rc == EXIT_UNDECIDED) && l.bad > 0 && !l.quiet) {
        rc = cli_usage("bad lines in the games' files: %zu, each said above; the census "
                       "holds the other games", l.bad);
    } else if (rc == EXIT_ANSWERED && c.failed) {
        rc = EXIT_UNDECIDED;
    }
    list_free(&l);
    return rc;
}
