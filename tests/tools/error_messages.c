/*
** error_messages.c - lists every error message in the C files named, one
** per line after the place it is written: "FILE:LINE<TAB>MESSAGE".
** test_errors.sh checks that docs/ERRORS.md lists each of them.
**
** A message is a string literal (adjacent literals joined, a "grundy: " or
** "error: " prefix and a final \n dropped) given where a message goes:
**   - the format of gr_error_set and gr_error_at (the library's errors), and
**     of gr_format_line (the same formatter, for the command line's own);
**   - the format of fprintf(stderr, ...) and vfprintf(stderr, ...), and
**     the text of fputs(..., stderr);
**   - the message of a function that writes it as {"error":...} (JSON),
**     and the TEXT of a literal that is a whole JSON error body,
**     "{\"error\":\"TEXT\"}" (with or without its \n), wherever it is;
**   - a literal written on stdout after "error: " (play's protocol);
**   - each of these as well when marked for translation, _("...") or
**     gr_tr("..."), or only marked, N_("..."): the mark is read as the
**     literal it holds;
**   - and, found by following the calls to a fixed point, the message or
**     format parameter of every function that hands it on to one of these
**     (cli_usage, serve's fail, scan_bad_word, plot_fail...), and every
**     gr_buf that such an "error: %s" line prints, with the functions of
**     the same file it is handed on to (play's reasons for an illegal move).
** In a call, each literal of the argument counts (both sides of a ?:), but
** not the literals of calls nested in it; a literal given for a format's
** last %s (the reason after "'%s': %s") counts as a message of its own.
** Texts with neither a letter nor a quote (such as "%s: %s") are left out.
** A helper is known by its name, whatever the file (a static `fail` of
** another file would count too).
** usage: error_messages [-v] FILE.c...   (-v: on stderr, the helpers found and
** the calls whose message is no literal, to review)
** Exit 2 when a file cannot be read or no message at all is found.
*/
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { T_IDENT, T_STR, T_PUNCT, T_OTHER };

typedef struct token {
    int kind;
    const char *text;   /* T_STR: the joined contents, without quotes */
    size_t len;
    int line;
} token;

typedef struct source {
    const char *path;
    char *text;         /* the file, kept for the run: tokens point into it */
    token *toks;
    size_t ntoks;
} source;

typedef struct function {
    const source *src;
    size_t name, open, close;     /* tokens: the name, the body's braces */
    size_t params[16];            /* the token naming each parameter */
    int nparams, variadic;
} function;

/* A place messages go: argument `arg` of calls to `name`. A format's
** arguments follow it when variadic; a buffer is filled with messages. */
enum { S_MESSAGE, S_FORMAT, S_BUFFER };

typedef struct sink {
    char name[64];
    int arg, kind;
} sink;

static source *sources;
static size_t nsources;
static function *funcs;
static size_t nfuncs, capfuncs;
static sink sinks[256];
static size_t nsinks;
static int verbose;
static long found;

static void *grow(void *p, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap)
        return p;
    *cap = need * 2;
    if ((p = realloc(p, *cap * size)) == NULL) {
        fputs("error_messages: out of memory\n", stderr);
        exit(2);
    }
    return p;
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    char *text;
    long n;

    if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0) {
        perror(path);
        exit(2);
    }
    rewind(f);
    if ((text = malloc((size_t)n + 1)) == NULL || fread(text, 1, (size_t)n, f) != (size_t)n)
        exit(2);
    text[n] = '\0';
    fclose(f);
    return text;
}

/* ---- tokens ---- */

/* Skips spaces, comments and preprocessor lines from p; counts lines. */
static const char *skip_blank(const char *p, int *line, int *at_line_start)
{
    for (;;) {
        if (*p == '\n') {
            (*line)++;
            *at_line_start = 1;
            p++;
        } else if (isspace((unsigned char)*p)) {
            p++;
        } else if (p[0] == '/' && p[1] == '*') {
            for (p += 2; *p != '\0' && !(p[0] == '*' && p[1] == '/'); p++)
                *line += *p == '\n';
            p += *p != '\0' ? 2 : 0;
        } else if (p[0] == '/' && p[1] == '/') {
            while (*p != '\0' && *p != '\n')
                p++;
        } else if (*p == '#' && *at_line_start) {
            for (; *p != '\0' && *p != '\n'; p++)
                if (p[0] == '\\' && p[1] == '\n')
                    p++, (*line)++;
        } else {
            return p;
        }
    }
}

/* The end of the quoted literal that opens at p ('"' or '\''). */
static const char *quoted_end(const char *p)
{
    char q = *p++;

    for (; *p != '\0' && *p != q; p++)
        if (*p == '\\' && p[1] != '\0')
            p++;
    return *p == q ? p + 1 : p;
}

/* Appends the contents of the literal [p, end) to the string token t. */
static void join_literal(token *t, const char *p, const char *end)
{
    char *s = (char *)t->text;
    size_t add = (size_t)(end - p) - 2;

    if ((s = realloc(s, t->len + add + 1)) == NULL)
        exit(2);
    memcpy(s + t->len, p + 1, add);
    t->len += add;
    s[t->len] = '\0';
    t->text = s;
}

static size_t token_end(const char *p)
{
    size_t n = 1;

    if (isalpha((unsigned char)*p) || *p == '_' || isdigit((unsigned char)*p))
        while (isalnum((unsigned char)p[n]) || p[n] == '_' || (isdigit((unsigned char)*p) &&
                                                                p[n] == '.'))
            n++;
    return n;
}

static void tokenize(source *s, const char *text)
{
    const char *p = text;
    size_t cap = 0;
    int line = 1, start = 1;

    for (;;) {
        token t;
        p = skip_blank(p, &line, &start);
        if (*p == '\0')
            break;
        start = 0;
        if (*p == '"') {
            const char *end = quoted_end(p);
            if (s->ntoks == 0 || s->toks[s->ntoks - 1].kind != T_STR) {
                s->toks = grow(s->toks, &cap, s->ntoks + 1, sizeof *s->toks);
                s->toks[s->ntoks++] = (token){T_STR, NULL, 0, line};
            }
            join_literal(&s->toks[s->ntoks - 1], p, end);
            p = end;
            continue;
        }
        t.text = p;
        t.line = line;
        t.len = *p == '\'' ? (size_t)(quoted_end(p) - p) : token_end(p);
        t.kind = isalpha((unsigned char)*p) || *p == '_' ? T_IDENT :
                 ispunct((unsigned char)*p) && *p != '\'' ? T_PUNCT : T_OTHER;
        s->toks = grow(s->toks, &cap, s->ntoks + 1, sizeof *s->toks);
        s->toks[s->ntoks++] = t;
        p += t.len;
    }
}

static int is(const token *t, const char *word);

/* Reads a literal marked for translation, _("..."), N_("...") or
** gr_tr("..."), as the literal itself: a mark is no call that would hide its
** text; and gr_tr(name) as the name, a parameter handed on. */
static void unwrap_marks(source *s)
{
    size_t i, n = 0;

    for (i = 0; i < s->ntoks; i++) {
        token *t = s->toks + i;
        if (i + 3 < s->ntoks && (is(t, "_") || is(t, "N_") || is(t, "gr_tr")) && is(t + 1, "(") &&
            (t[2].kind == T_STR || t[2].kind == T_IDENT) && is(t + 3, ")")) {
            s->toks[n++] = t[2];
            i += 3;
        } else {
            s->toks[n++] = *t;
        }
    }
    s->ntoks = n;
}

static int is(const token *t, const char *word)
{
    return t->kind != T_STR && t->len == strlen(word) && memcmp(t->text, word, t->len) == 0;
}

static int same(const token *a, const token *b)
{
    return a->kind == T_IDENT && b->kind == T_IDENT && a->len == b->len &&
           memcmp(a->text, b->text, a->len) == 0;
}

/* The token after the bracket that closes the one at i. */
static size_t after_close(const source *s, size_t i)
{
    int depth = 0;

    for (; i < s->ntoks; i++) {
        if (is(&s->toks[i], "(") || is(&s->toks[i], "[") || is(&s->toks[i], "{"))
            depth++;
        else if ((is(&s->toks[i], ")") || is(&s->toks[i], "]") || is(&s->toks[i], "}")) &&
                 --depth == 0)
            return i + 1;
    }
    return s->ntoks;
}

/* ---- function definitions ---- */

static void read_params(function *f, size_t open, size_t close)
{
    const source *s = f->src;
    size_t i, last = 0;

    for (i = open + 1; i <= close; i++) {
        const token *t = &s->toks[i];
        if (is(t, "(") || is(t, "[")) {
            i = after_close(s, i) - 1;
        } else if (t->kind == T_IDENT) {
            last = i;
        } else if (is(t, ".")) {
            f->variadic = 1;
        } else if ((is(t, ",") || i == close) && last != 0 && f->nparams < 16) {
            f->params[f->nparams++] = last;
            last = 0;
        }
    }
}

/* Finds the definitions at file level: NAME ( PARAMS ) { BODY }. */
static void find_functions(const source *s)
{
    size_t i = 0;

    while (i + 1 < s->ntoks) {
        size_t close;
        if (is(&s->toks[i], "{")) {
            i = after_close(s, i);
            continue;
        }
        if (s->toks[i].kind != T_IDENT || !is(&s->toks[i + 1], "(")) {
            i++;
            continue;
        }
        close = after_close(s, i + 1);
        if (close < s->ntoks && is(&s->toks[close], "{")) {
            function *f;
            funcs = grow(funcs, &capfuncs, nfuncs + 1, sizeof *funcs);
            f = &funcs[nfuncs++];
            memset(f, 0, sizeof *f);
            f->src = s;
            f->name = i;
            f->open = close;
            f->close = after_close(s, close) - 1;
            read_params(f, i + 1, close - 1);
        }
        i = close;
    }
}

/* ---- calls ---- */

typedef struct call {
    const source *src;
    const function *in;
    size_t name;
    size_t arg[32], argend[32];   /* each argument's tokens [arg, argend) */
    int nargs;
} call;

static int read_call(const source *s, const function *in, size_t i, call *c)
{
    size_t j, end;
    int depth = 0;

    if (s->toks[i].kind != T_IDENT || i + 1 >= s->ntoks || !is(&s->toks[i + 1], "(") ||
        is(&s->toks[i], "if") || is(&s->toks[i], "while") || is(&s->toks[i], "for") ||
        is(&s->toks[i], "switch") || is(&s->toks[i], "return") || is(&s->toks[i], "sizeof"))
        return 0;
    c->src = s;
    c->in = in;
    c->name = i;
    c->nargs = 0;
    end = after_close(s, i + 1) - 1;
    c->arg[0] = i + 2;
    for (j = i + 2; j <= end && c->nargs < 32; j++) {
        const token *t = &s->toks[j];
        depth += is(t, "(") || is(t, "[") || is(t, "{");
        depth -= is(t, ")") || is(t, "]") || is(t, "}");
        if ((depth == 0 && is(t, ",")) || j == end) {
            c->argend[c->nargs++] = j;
            c->arg[c->nargs < 32 ? c->nargs : 31] = j + 1;
        }
    }
    if (c->nargs == 1 && c->arg[0] == c->argend[0])
        c->nargs = 0;
    return 1;
}

static const token *arg_tok(const call *c, int a, size_t k)
{
    return c->arg[a] + k < c->argend[a] ? &c->src->toks[c->arg[a] + k] : NULL;
}

/* The parameter of the enclosing function that argument a is exactly
** (`p` or `&p`, maybe in parentheses), or -1. */
static int arg_param(const call *c, int a)
{
    size_t lo = c->arg[a], hi = c->argend[a];
    const token *t = c->src->toks;
    int p;

    while (hi - lo >= 3 && is(&t[lo], "(") && is(&t[hi - 1], ")"))
        lo++, hi--;
    if (hi - lo == 2 && is(&t[lo], "&"))
        lo++;
    if (hi - lo != 1 || c->in == NULL)
        return -1;
    for (p = 0; p < c->in->nparams; p++)
        if (same(&t[lo], &c->src->toks[c->in->params[p]]))
            return p;
    return -1;
}

/* ---- messages ---- */

static int has_words(const char *m)
{
    for (; *m != '\0'; m++) {
        if (*m == '%') {
            m += strspn(m + 1, "-+ #0123456789.*hlLqjzt") + 1;
            if (*m == '\0')
                break;
        } else if (*m == '\\' && m[1] != '\0') {
            m++;
        } else if (isalpha((unsigned char)*m) || *m == '\'') {
            return 1;
        }
    }
    return 0;
}

/* has_words for the first n bytes of m. */
static int has_words_n(const char *m, size_t n)
{
    char *copy = malloc(n + 1);
    int yes;

    if (copy == NULL)
        exit(2);
    memcpy(copy, m, n);
    copy[n] = '\0';
    yes = has_words(copy);
    free(copy);
    return yes;
}

static void emit(const call *c, const token *lit)
{
    char *m = malloc(lit->len + 1), *p;
    size_t n;

    if (m == NULL)
        exit(2);
    memcpy(m, lit->text, lit->len + 1);
    p = strncmp(m, "grundy: ", 8) == 0 ? m + 8 : strncmp(m, "error: ", 7) == 0 ? m + 7 : m;
    n = strlen(p);
    if (n >= 2 && strcmp(p + n - 2, "\\n") == 0)
        p[n - 2] = '\0';
    if (has_words(p)) {
        printf("%s:%d\t%s\n", c->src->path, lit->line, p);
        found++;
    }
    free(m);
}

/* Every literal of argument a, outside the calls nested in it. */
static void emit_literals(const call *c, int a)
{
    size_t k;
    const token *t;

    for (k = 0; (t = arg_tok(c, a, k)) != NULL; k++) {
        if (t->kind == T_IDENT && (t + 1)->kind == T_PUNCT && is(t + 1, "("))
            k = after_close(c->src, c->arg[a] + k + 1) - 1 - c->arg[a];
        else if (t->kind == T_STR)
            emit(c, t);
    }
}

/* How many arguments after the format its conversions take before the last
** one, when that last one is a %s at the very end (the reason); else -1. */
static int trailing_reason(const token *lit)
{
    const char *p = lit->text, *end = p + lit->len;
    int used = 0, last = -1;

    if (end - p >= 2 && end[-2] == '\\' && end[-1] == 'n')
        end -= 2;
    for (; p < end; p++) {
        if (*p == '\\') {
            p++;
            continue;
        }
        if (*p != '%' || (++p < end && *p == '%'))
            continue;
        for (; p < end && strchr("-+ #0123456789.*hlLqjzt", *p) != NULL; p++)
            used += *p == '*';
        last = p + 1 == end && *p == 's' ? used : -1;
        used++;
    }
    return last;
}

/* ---- sinks ---- */

static const sink *find_sink(const token *name, int arg, int kind)
{
    size_t i;

    for (i = 0; i < nsinks; i++)
        if (name->len == strlen(sinks[i].name) && memcmp(name->text, sinks[i].name,
            name->len) == 0 && (arg < 0 || sinks[i].arg == arg) &&
            (kind < 0 || sinks[i].kind == kind))
            return &sinks[i];
    return NULL;
}

static int add_sink(const char *name, size_t len, int arg, int kind)
{
    sink *k;
    token t = {T_IDENT, name, len, 0};

    if (find_sink(&t, arg, kind) != NULL)
        return 0;
    if (nsinks == sizeof sinks / sizeof sinks[0] || len >= sizeof sinks[0].name) {
        fprintf(stderr, "error_messages: too many helpers, or a name too long: %.*s\n",
                (int)len, name);
        exit(2);
    }
    k = &sinks[nsinks++];
    memcpy(k->name, name, len);
    k->name[len] = '\0';
    k->arg = arg;
    k->kind = kind;
    if (verbose)
        fprintf(stderr, "sink: %s argument %d (%s)\n", k->name, arg,
                kind == S_FORMAT ? "format" : kind == S_BUFFER ? "buffer" : "message");
    return 1;
}

static int add_param_sink(const call *c, int param, int kind)
{
    const token *f = &c->src->toks[c->in->name];

    if (kind != S_BUFFER)
        kind = c->in->variadic ? S_FORMAT : S_MESSAGE;
    return add_sink(f->text, f->len, param, kind);
}

/* A literal of argument a that begins with "error: " (play's protocol). */
static int says_error(const call *c, int a)
{
    const token *t = arg_tok(c, a, 0);

    return t != NULL && t->kind == T_STR && strncmp(t->text, "error: ", 7) == 0;
}

/* The argument that holds this call's message, and its kind; -1 if none. */
static int message_arg(const call *c, int *kind)
{
    const token *name = &c->src->toks[c->name];
    const token *a0 = arg_tok(c, 0, 0), *a1 = c->nargs > 1 ? arg_tok(c, 1, 0) : NULL;
    const sink *k;
    int p;

    if ((is(name, "fprintf") || is(name, "vfprintf")) && a0 != NULL && is(a0, "stderr"))
        return *kind = is(name, "fprintf") ? S_FORMAT : S_MESSAGE, 1;
    if (is(name, "fputs") && a1 != NULL && is(a1, "stderr") && c->argend[1] == c->arg[1] + 1)
        return *kind = S_MESSAGE, 0;
    if ((is(name, "gr_buf_printf") || is(name, "gr_buf_puts")) && c->nargs >= 2) {
        p = arg_param(c, 0);
        if (says_error(c, 1) || (p >= 0 && find_sink(&c->src->toks[c->in->name], p,
                                                     S_BUFFER) != NULL))
            return *kind = is(name, "gr_buf_printf") ? S_FORMAT : S_MESSAGE, 1;
    }
    for (p = 0; p < c->nargs; p++)
        if ((k = find_sink(name, p, -1)) != NULL && k->kind != S_BUFFER)
            return *kind = k->kind, p;
    return -1;
}

/* A call to gr_buf_str(&X) or gr_buf_str(X) as argument a: the token X. */
static const token *buffer_shown(const call *c, int a)
{
    const token *t = arg_tok(c, a, 0);
    size_t k = 2;

    if (t == NULL || !is(t, "gr_buf_str") || arg_tok(c, a, 1) == NULL)
        return NULL;
    if (arg_tok(c, a, 2) != NULL && is(arg_tok(c, a, 2), "&"))
        k = 3;
    return arg_tok(c, a, k);
}

/* Marks as buffers the arguments of the calls in c's function that hand on
** `buf` (`buf` or `&buf`). */
static int hand_on_buffer(const call *c, const token *buf)
{
    const source *s = c->src;
    size_t i;
    int changed = 0, a;
    call d;

    for (i = c->in->open; i < c->in->close; i++) {
        if (!read_call(s, c->in, i, &d))
            continue;
        for (a = 0; a < d.nargs; a++) {
            const token *t = arg_tok(&d, a, 0);
            if (t != NULL && is(t, "&"))
                t = arg_tok(&d, a, 1);
            if (t != NULL && same(t, buf) && d.argend[a] - d.arg[a] <= 2 &&
                !is(&s->toks[i], "gr_buf_str") && !is(&s->toks[i], "gr_buf_free"))
                changed |= add_sink(s->toks[i].text, s->toks[i].len, a, S_BUFFER);
        }
    }
    return changed;
}

/* 1 when the function c calls is defined in the file of the call. */
static int same_file(const call *c)
{
    size_t f;

    for (f = 0; f < nfuncs; f++)
        if (funcs[f].src == c->src && same(&c->src->toks[funcs[f].name], &c->src->toks[c->name]))
            return 1;
    return 0;
}

/* One call, in the fixed-point search: messages handed on by parameter. */
static int learn_from_call(const call *c)
{
    int kind, a = message_arg(c, &kind), p, reason, changed = 0, i;

    for (i = 0; c->in != NULL && i < c->nargs; i++)
        if ((p = arg_param(c, i)) >= 0 && same_file(c) &&
            find_sink(&c->src->toks[c->in->name], p, S_BUFFER) != NULL)
            changed |= add_sink(c->src->toks[c->name].text, c->src->toks[c->name].len, i,
                                S_BUFFER);
    if (a < 0 || c->in == NULL)
        return changed;
    if ((p = arg_param(c, a)) >= 0)
        changed |= add_param_sink(c, p, kind);
    if (kind != S_FORMAT || arg_tok(c, a, 0) == NULL || arg_tok(c, a, 0)->kind != T_STR)
        return changed;
    if ((reason = trailing_reason(arg_tok(c, a, 0))) < 0 || a + 1 + reason >= c->nargs)
        return changed;
    if ((p = arg_param(c, a + 1 + reason)) >= 0)
        changed |= add_param_sink(c, p, S_MESSAGE);
    if (buffer_shown(c, a + 1 + reason) != NULL)
        changed |= hand_on_buffer(c, buffer_shown(c, a + 1 + reason));
    return changed;
}

/* Every call of every function definition, in order, given to fn. */
static int each_call(int (*fn)(const call *c))
{
    size_t f, i;
    int any = 0;
    call c;

    for (f = 0; f < nfuncs; f++)
        for (i = funcs[f].open; i < funcs[f].close; i++)
            if (read_call(funcs[f].src, &funcs[f], i, &c))
                any |= fn(&c);
    return any;
}

/* A function that writes its parameter as {"error":...}: a JSON error body. */
static void find_json_errors(void)
{
    size_t f, i;
    call c;

    for (f = 0; f < nfuncs; f++) {
        const source *s = funcs[f].src;
        int says = 0;
        for (i = funcs[f].open; i < funcs[f].close; i++)
            says |= s->toks[i].kind == T_STR && strncmp(s->toks[i].text, "{\\\"error\\\":",
                                                        10) == 0;
        for (i = funcs[f].open; says && i < funcs[f].close; i++)
            if (read_call(s, &funcs[f], i, &c) && is(&s->toks[i], "json_string") &&
                c.nargs == 2 && arg_param(&c, 1) >= 0)
                add_param_sink(&c, arg_param(&c, 1), S_MESSAGE);
    }
}

/* Every literal that is a whole JSON error body, {"error":"TEXT"} and an
** optional newline (a reply kept ready in a static array): TEXT. */
static void find_json_bodies(void)
{
    static const char open[] = "{\\\"error\\\":\\\"";
    static const char close[] = "\\\"}";
    size_t f, i, o = sizeof open - 1, c = sizeof close - 1;

    for (f = 0; f < nsources; f++)
        for (i = 0; i < sources[f].ntoks; i++) {
            const token *t = &sources[f].toks[i];
            size_t n = t->len;
            if (t->kind != T_STR || n < o + c || strncmp(t->text, open, o) != 0)
                continue;
            if (n >= o + c + 2 && strncmp(t->text + n - 2, "\\n", 2) == 0)
                n -= 2;
            if (strncmp(t->text + n - c, close, c) != 0)
                continue;
            if (has_words_n(t->text + o, n - o - c)) {
                printf("%s:%d\t%.*s\n", sources[f].path, t->line, (int)(n - o - c),
                       t->text + o);
                found++;
            }
        }
}

static int has_literal(const call *c, int a)
{
    const token *t;
    size_t k;

    for (k = 0; (t = arg_tok(c, a, k)) != NULL; k++)
        if (t->kind == T_STR)
            return 1;
    return 0;
}

static int emit_call(const call *c)
{
    int kind, a = message_arg(c, &kind), reason;
    const token *lit;

    if (a < 0)
        return 0;
    if (verbose && arg_param(c, a) < 0 && !has_literal(c, a))
        fprintf(stderr, "%s:%d: %.*s: the message is not a literal\n", c->src->path,
                c->src->toks[c->name].line, (int)c->src->toks[c->name].len,
                c->src->toks[c->name].text);
    emit_literals(c, a);
    if (kind == S_FORMAT && (lit = arg_tok(c, a, 0)) != NULL && lit->kind == T_STR &&
        (reason = trailing_reason(lit)) >= 0 && a + 1 + reason < c->nargs) {
        if (verbose && arg_param(c, a + 1 + reason) < 0 && !has_literal(c, a + 1 + reason))
            fprintf(stderr, "%s:%d: %.*s: the reason is not a literal\n", c->src->path,
                    lit->line, (int)c->src->toks[c->name].len, c->src->toks[c->name].text);
        emit_literals(c, a + 1 + reason);
    }
    return 0;
}

int main(int argc, char **argv)
{
    int i = 1;

    if (i < argc && strcmp(argv[i], "-v") == 0)
        verbose = 1, i++;
    if (i == argc) {
        fputs("usage: error_messages [-v] FILE.c...\n", stderr);
        return 2;
    }
    if ((sources = calloc((size_t)(argc - i), sizeof *sources)) == NULL)
        return 2;
    for (; i < argc; i++) {
        source *s = &sources[nsources++];
        s->path = argv[i];
        s->text = slurp(argv[i]);
        tokenize(s, s->text);
        unwrap_marks(s);
        find_functions(s);
    }
    add_sink("gr_error_set", 12, 2, S_FORMAT);
    add_sink("gr_error_at", 11, 3, S_FORMAT);
    add_sink("gr_format_line", 14, 3, S_FORMAT);
    find_json_errors();
    while (each_call(learn_from_call))
        ;
    each_call(emit_call);
    find_json_bodies();
    if (found == 0)
        fputs("error_messages: no message found in the files named\n", stderr);
    return found > 0 ? 0 : 2;
}
