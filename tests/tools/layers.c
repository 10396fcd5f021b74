/*
** layers.c - checks that a source tree keeps its layers (STYLE.md, rules 11
** and 14): no dependency points up the order the architecture file
** declares, no circle between files or between folders, front ends reach
** the private layers only through the public header, and no file includes
** a .c file.
**
** The order: the lines between "<!-- layers -->" and "<!-- /layers -->" in
** ARCH (fence lines, blank lines and lines starting with '#' are skipped),
** one layer a line, top first:
**     NAME: PATH... [front] [private] [public: PATH...]
** A PATH, relative to ROOT, is a folder (its files and its subfolders'
** files, but those of a longer PATH) or a file. [front]: the layer is a
** front end; it reaches a [private] layer only through the public headers
** (it includes none of that layer's headers and names none of its functions
** or variables that no public header names). [public: PATH...]: the public
** headers, members of this layer; an include of one is no dependency by
** itself (it declares functions of many files: the names used through it
** are the dependencies).
**
** The files: every .c and .h under ROOT/src and ROOT/include; each must be
** in a layer. A header belongs to the .c of the same name in its folder:
** the two are one unit (a header without a .c is a unit of its own). A file
** depends on a unit when it
**   - includes its header: #include "x.h" is looked up in the including
**     file's folder, then in src/, then in include/, then among all the
**     files by the end of their path, which must then be unique (<x.h>:
**     src/ and include/ only); or
**   - names a function or variable that a .c file of the unit defines
**     (non-static, at file scope): a call, or a reference such as a table's
**     entry, in a function body, a file-scope initializer or the body of a
**     macro (which counts for the file that defines the macro). Names the
**     file defines itself (static or not), parameters, locals, macros the
**     file sees and members (after . or ->) are not looked up.
** Comments, string and character literals and #if 0 groups are skipped.
**
** Reports, on stdout, one a line:
**   no layer: FILE
**   ambiguous: FILE:LINE: includes "x.h": A or B
**   include .c: FILE:LINE: includes "x.c"
**   upward: FILE:LINE: WHAT -> FILE (LAYER -> LAYER)
**   past the API: FILE:LINE: WHAT -> FILE (LAYER -> LAYER: only through PUBLIC)
**   circle: UNIT -> UNIT -> ... -> UNIT            (then a line per step:
**   folder circle: DIR -> DIR -> ... -> DIR         its first reason)
** where WHAT is `includes "x.h"`, `calls f()` or `uses f`. A circle is
** printed for every dependency that is on one (the shortest through it).
** Then the summary: "layers: L layers, F files, D dependencies, U upward,
** C circles (K between folders)" (D counts distinct includes and names,
** file to unit). Notes (an include not in the tree, a name defined twice,
** braces that do not match) go to stderr and do not fail.
** usage: layers [-c] [-d] ROOT ARCH
**   -c: only calls count (not a name used otherwise, such as a table entry)
**   -d: also print every dependency ("dep: FILE:LINE: WHAT -> FILE")
** Exit 0 when clean, 1 on any report, 2 on a usage error (arguments, a file
** that cannot be read, no or a bad layers block, a PATH that is not there).
*/
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { T_IDENT, T_PUNCT, T_NUMBER, T_STR };
enum { D_INCLUDE, D_CALL, D_USE };

typedef struct token {
    int kind, line;
    char *text;
} token;

typedef struct tokens {
    token *v;
    size_t n, cap;
} tokens;

typedef struct names {
    char **v;
    size_t n, cap;
} names;

typedef struct include {
    char *name;
    int line, angle, target;    /* target: a file, or -1 when not in the tree */
} include;

typedef struct use {
    char *name;
    int line, call;
} use;

typedef struct file {
    char *path, *dir, *stem;    /* path relative to ROOT; dir "." at the top */
    int header, layer, public_, unit;
    tokens toks;                /* outside directives and #if 0 groups */
    include *incs;
    size_t ninc, capinc;
    names macros;               /* every name it #defines */
    names locals;               /* every name it defines at file scope */
    use *uses;
    size_t nuse, capuse;
    char *seen;                 /* files whose macros it sees */
} file;

typedef struct def {            /* non-static, at file scope, in a .c file */
    char *name;
    int file, line;
} def;

typedef struct dep {
    int from, to, kind, line;   /* to: the header included or the .c defining */
    char *name;
} dep;

typedef struct layer {
    char *name;
    int front, private_;
} layer;

typedef struct lpath {
    char *path;
    int layer, public_;
} lpath;

typedef struct unit {
    int c, h;                   /* files, -1 when none */
} unit;

typedef struct arc {
    int a, b, dep, count;
} arc;

typedef struct graph {
    int n;
    arc *arcs;
    size_t narcs, cap;
    int *first;                 /* arcs from node a: first[a] to first[a + 1] */
    const char *(*name)(int);
} graph;

static const char *root;
static int dump, calls_only;
static file *files;
static size_t nfiles, capfiles;
static layer *layers;
static size_t nlayers, caplayers;
static lpath *lpaths;
static size_t nlpaths, caplpaths;
static unit *units;
static size_t nunits, capunits;
static def *defs;
static size_t ndefs, capdefs;
static dep *deps;
static size_t ndeps, capdeps;
static names public_names;
static long reports, upward, circles, folder_circles;

static const char *const keywords[] = {
    "_Alignas", "_Alignof", "_Atomic", "_Bool", "_Complex", "_Generic", "_Imaginary",
    "_Noreturn", "_Static_assert", "_Thread_local", "__asm__", "__attribute__",
    "__extension__", "__inline__", "__restrict", "__typeof__", "asm", "auto", "break",
    "case", "char", "const", "continue", "default", "defined", "do", "double", "else",
    "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register",
    "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch",
    "typedef", "typeof", "union", "unsigned", "void", "volatile", "while",
};

static const char *const type_words[] = {
    "_Bool", "_Complex", "char", "double", "float", "int", "long", "short", "signed",
    "unsigned", "void",
};

/* ---- memory and text ---- */

static void *grow(void *p, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap)
        return p;
    *cap = need < 16 ? 16 : need * 2;
    if ((p = realloc(p, *cap * size)) == NULL) {
        fputs("layers: out of memory\n", stderr);
        exit(2);
    }
    return p;
}

/* PUSH(array, count, capacity): a pointer to a new last element */
#define PUSH(a, n, cap) ((a) = grow((a), &(cap), (n) + 1, sizeof *(a)), &(a)[(n)++])

static char *dupn(const char *s, size_t n)
{
    char *d = grow(NULL, &(size_t){0}, n + 1, 1);

    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

static char *dup(const char *s)
{
    return dupn(s, strlen(s));
}

static char *join(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    char *d = grow(NULL, &(size_t){0}, la + lb + 2, 1);

    memcpy(d, a, la);
    d[la] = '/';
    memcpy(d + la + 1, b, lb + 1);
    return d;
}

static int ends_with(const char *s, const char *tail)
{
    size_t ls = strlen(s), lt = strlen(tail);

    return ls >= lt && strcmp(s + ls - lt, tail) == 0;
}

static int in_list(const char *s, const char *const *list, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        if (strcmp(s, list[i]) == 0)
            return 1;
    return 0;
}

static int keyword(const char *s)
{
    return in_list(s, keywords, sizeof keywords / sizeof *keywords);
}

static int type_word(const char *s)
{
    return in_list(s, type_words, sizeof type_words / sizeof *type_words);
}

static void names_add(names *ns, const char *s)
{
    *PUSH(ns->v, ns->n, ns->cap) = dup(s);
}

static int names_has(const names *ns, const char *s)
{
    return in_list(s, (const char *const *)ns->v, ns->n);
}

static void names_free(names *ns)
{
    size_t i;

    for (i = 0; i < ns->n; i++)
        free(ns->v[i]);
    free(ns->v);
    memset(ns, 0, sizeof *ns);
}

/* read_all: the file's bytes, NUL-terminated (so one byte of look-ahead is
** always safe), or NULL */
static char *read_all(const char *path, size_t *len)
{
    FILE *fp = fopen(path, "rb");
    char *s = NULL;
    size_t cap = 0, n = 0, got;

    if (fp == NULL)
        return NULL;
    do {
        s = grow(s, &cap, n + 4097, 1);
        got = fread(s + n, 1, 4096, fp);
        n += got;
    } while (got > 0);
    fclose(fp);
    s[n] = '\0';
    *len = n;
    return s;
}

static void usage_error(const char *where, int line, const char *what)
{
    if (line > 0)
        fprintf(stderr, "layers: %s:%d: %s\n", where, line, what);
    else
        fprintf(stderr, "layers: %s: %s\n", where, what);
    exit(2);
}

/* ---- the tokenizer ---- */

typedef struct lexer {
    const char *s;
    size_t i, n;
    int line, bol;              /* bol: only blanks since the line began */
} lexer;

/* skip_blank: past spaces, comments and line splices; 0 at the end of the
** text, or (in a directive) at the end of the line */
static int skip_blank(lexer *lx, int directive)
{
    const char *s = lx->s;

    while (lx->i < lx->n) {
        const char *p = s + lx->i;
        if (p[0] == '\n') {
            if (directive)
                return 0;
            lx->line++;
            lx->bol = 1;
            lx->i++;
        } else if (p[0] == '\\' && (p[1] == '\n' || (p[1] == '\r' && p[2] == '\n'))) {
            lx->line++;
            lx->i += p[1] == '\n' ? 2 : 3;
        } else if (p[0] == ' ' || p[0] == '\t' || p[0] == '\r' || p[0] == '\f' || p[0] == '\v') {
            lx->i++;
        } else if (p[0] == '/' && p[1] == '*') {
            for (lx->i += 2; lx->i < lx->n && !(s[lx->i] == '*' && s[lx->i + 1] == '/'); lx->i++)
                lx->line += s[lx->i] == '\n';
            lx->i = lx->i + 2 < lx->n ? lx->i + 2 : lx->n;
        } else if (p[0] == '/' && p[1] == '/') {
            for (; lx->i < lx->n && s[lx->i] != '\n'; lx->i++)
                if (s[lx->i] == '\\' && s[lx->i + 1] == '\n') {
                    lx->line++;
                    lx->i++;
                }
        } else {
            return 1;
        }
    }
    return 0;
}

/* literal: past a string or character literal that opens at i (an
** unterminated one ends with its line) */
static void literal(lexer *lx)
{
    char q = lx->s[lx->i++];

    while (lx->i < lx->n && lx->s[lx->i] != q && lx->s[lx->i] != '\n') {
        if (lx->s[lx->i] == '\\' && lx->i + 1 < lx->n) {
            lx->line += lx->s[lx->i + 1] == '\n';
            lx->i++;
        }
        lx->i++;
    }
    if (lx->i < lx->n && lx->s[lx->i] == q)
        lx->i++;
}

/* lex_token: the token at i (skip_blank has found one) */
static void lex_token(lexer *lx, token *t)
{
    const char *s = lx->s;
    size_t j = lx->i;

    t->line = lx->line;
    lx->bol = 0;
    if (isalpha((unsigned char)s[j]) || s[j] == '_') {
        while (isalnum((unsigned char)s[j]) || s[j] == '_')
            j++;
        if ((s[j] == '"' || s[j] == '\'') && (j - lx->i == 1 || strncmp(s + lx->i, "u8", 2) == 0)
            && strchr("LuU8", s[j - 1]) != NULL) {
            lx->i = j;
            literal(lx);
            t->kind = T_STR;
            t->text = dup("\"");
            return;
        }
        t->kind = T_IDENT;
    } else if (isdigit((unsigned char)s[j]) || (s[j] == '.' && isdigit((unsigned char)s[j + 1]))) {
        for (j++; isalnum((unsigned char)s[j]) || s[j] == '_' || s[j] == '.'
                  || ((s[j] == '+' || s[j] == '-') && strchr("eEpP", s[j - 1]) != NULL); j++)
            ;
        t->kind = T_NUMBER;
    } else if (s[j] == '"' || s[j] == '\'') {
        literal(lx);
        t->kind = T_STR;
        t->text = dup("\"");
        return;
    } else {
        if ((s[j] == '-' && s[j + 1] == '>') || (s[j] == '#' && s[j + 1] == '#'))
            j += 2;
        else if (s[j] == '.' && s[j + 1] == '.' && s[j + 2] == '.')
            j += 3;
        else
            j++;
        t->kind = T_PUNCT;
    }
    t->text = dupn(s + lx->i, j - lx->i);
    lx->i = j;
}

static int is(const token *t, const char *text)
{
    return t != NULL && strcmp(t->text, text) == 0;
}

static int is_name(const token *t)
{
    return t != NULL && t->kind == T_IDENT && !keyword(t->text);
}

static void add_use(file *f, const char *name, int line, int call)
{
    use *u = PUSH(f->uses, f->nuse, f->capuse);

    u->name = dup(name);
    u->line = line;
    u->call = call;
}

/* rest_of_line: the directive's remaining tokens, appended to `into` (or dropped) */
static void rest_of_line(lexer *lx, tokens *into)
{
    token t;

    while (skip_blank(lx, 1)) {
        lex_token(lx, &t);
        if (into != NULL)
            *PUSH(into->v, into->n, into->cap) = t;
        else
            free(t.text);
    }
}

static void free_tokens(tokens *ts)
{
    size_t i;

    for (i = 0; i < ts->n; i++)
        free(ts->v[i].text);
    free(ts->v);
    memset(ts, 0, sizeof *ts);
}

static void directive_include(file *f, lexer *lx)
{
    const char *s = lx->s;
    size_t j;
    include *inc;

    if (!skip_blank(lx, 1) || (s[lx->i] != '"' && s[lx->i] != '<'))
        return;
    for (j = lx->i + 1; j < lx->n && s[j] != (s[lx->i] == '"' ? '"' : '>') && s[j] != '\n'; j++)
        ;
    if (j >= lx->n || s[j] == '\n')
        return;
    inc = PUSH(f->incs, f->ninc, f->capinc);
    inc->name = dupn(s + lx->i + 1, j - lx->i - 1);
    inc->line = lx->line;
    inc->angle = s[lx->i] == '<';
    inc->target = -1;
    lx->i = j + 1;
}

/* directive_define: records the macro's name, and the names its body uses
** (not its parameters, not members, not pasted or stringified) */
static void directive_define(file *f, lexer *lx)
{
    names params = {0};
    tokens body = {0};
    token t;
    size_t k;

    if (!skip_blank(lx, 1) || !(isalpha((unsigned char)lx->s[lx->i]) || lx->s[lx->i] == '_'))
        return;
    lex_token(lx, &t);
    names_add(&f->macros, t.text);
    free(t.text);
    if (lx->s[lx->i] == '(') {
        lx->i++;
        while (skip_blank(lx, 1)) {
            lex_token(lx, &t);
            if (t.kind == T_IDENT)
                names_add(&params, t.text);
            k = is(&t, ")");
            free(t.text);
            if (k)
                break;
        }
    }
    rest_of_line(lx, &body);
    for (k = 0; k < body.n; k++) {
        token *p = k > 0 ? &body.v[k - 1] : NULL, *q = k + 1 < body.n ? &body.v[k + 1] : NULL;
        if (!is_name(&body.v[k]) || names_has(&params, body.v[k].text) || is(p, ".")
            || is(p, "->") || is(p, "#") || is(p, "##") || is(q, "##"))
            continue;
        add_use(f, body.v[k].text, body.v[k].line, is(q, "("));
    }
    free_tokens(&body);
    names_free(&params);
}

/* directive: one preprocessor line (after its '#'); *skip counts the open
** conditionals of an #if 0 group being skipped */
static void directive(file *f, lexer *lx, int *skip)
{
    tokens rest = {0};
    token t;
    const char *d;

    if (!skip_blank(lx, 1) || !isalpha((unsigned char)lx->s[lx->i]))
        return;
    lex_token(lx, &t);
    d = t.text;
    if (*skip == 0 && strcmp(d, "include") == 0) {
        directive_include(f, lx);
    } else if (*skip == 0 && strcmp(d, "define") == 0) {
        directive_define(f, lx);
    } else if (strcmp(d, "if") == 0 || strcmp(d, "ifdef") == 0 || strcmp(d, "ifndef") == 0) {
        rest_of_line(lx, &rest);
        if (*skip > 0)
            (*skip)++;
        else if (strcmp(d, "if") == 0 && rest.n == 1 && is(&rest.v[0], "0"))
            *skip = 1;
    } else if ((strcmp(d, "else") == 0 || strcmp(d, "elif") == 0) && *skip == 1) {
        *skip = 0;
    } else if (strcmp(d, "endif") == 0 && *skip > 0) {
        (*skip)--;
    }
    free_tokens(&rest);
    free(t.text);
    rest_of_line(lx, NULL);
}

static void lex_file(file *f, const char *s, size_t n)
{
    lexer lx = {s, 0, n, 1, 1};
    int skip = 0;
    token t;

    while (skip_blank(&lx, 0)) {
        if (s[lx.i] == '#' && lx.bol) {
            lx.i++;
            lx.bol = 0;
            directive(f, &lx, &skip);
            continue;
        }
        lex_token(&lx, &t);
        if (skip > 0)
            free(t.text);
        else
            *PUSH(f->toks.v, f->toks.n, f->toks.cap) = t;
    }
}

/* ---- the parser: definitions and uses at file scope ---- */

static token *tok(file *f, size_t k, size_t lo, size_t hi)
{
    return k >= lo && k < hi ? &f->toks.v[k] : NULL;
}

/* skip_attribute: past __attribute__((...)) starting at k */
static size_t skip_attribute(file *f, size_t k, size_t hi)
{
    int depth = 0;

    for (k++; k < hi; k++) {
        depth += is(&f->toks.v[k], "(") - is(&f->toks.v[k], ")");
        if (depth == 0)
            return k;
    }
    return k;
}

/* matching: the index of the bracket closing the one at k (or hi) */
static size_t matching(file *f, size_t k, size_t hi, const char *open, const char *close)
{
    int depth = 0;

    for (; k < hi; k++) {
        depth += is(&f->toks.v[k], open) - is(&f->toks.v[k], close);
        if (depth == 0)
            return k;
    }
    return hi;
}

static int qualifier(const token *t)
{
    return is(t, "*") || is(t, "const") || is(t, "volatile") || is(t, "restrict");
}

/* local_declarator: the name at k is declared there: before '=', ';', ','
** or '[', after a type (a type word or a name, then '*'s and qualifiers)
** that starts a statement or follows a keyword ("x = a * b;" is no
** declaration of b) */
static int local_declarator(file *f, size_t k, size_t lo, size_t hi)
{
    token *q = tok(f, k + 1, lo, hi), *p, *b;

    if (!(is(q, "=") || is(q, ";") || is(q, ",") || is(q, "[")))
        return 0;
    while (k > lo && qualifier(tok(f, k - 1, lo, hi)))
        k--;
    p = tok(f, k - 1, lo, hi);
    b = tok(f, k - 2, lo, hi);
    if (p == NULL || p->kind != T_IDENT || (keyword(p->text) && !type_word(p->text)))
        return 0;
    return b == NULL || is(b, ";") || is(b, "{") || is(b, "}") || is(b, "(")
           || (b->kind == T_IDENT && keyword(b->text));
}

/* scan_body: the names a function body uses (tokens lo..hi), but for
** members, labels, its parameters and its locals */
static void scan_body(file *f, size_t lo, size_t hi, names *locals)
{
    size_t k;

    for (k = lo; k < hi; k++) {
        token *t = &f->toks.v[k], *p = tok(f, k - 1, lo, hi), *q = tok(f, k + 1, lo, hi);
        if (!is_name(t) || is(p, ".") || is(p, "->") || is(p, "goto"))
            continue;
        if (is(q, ":") && (is(p, ";") || is(p, "{") || is(p, "}")))
            continue;
        if (local_declarator(f, k, lo, hi)) {
            names_add(locals, t->text);
            continue;
        }
        if (!names_has(locals, t->text))
            add_use(f, t->text, t->line, is(q, "("));
    }
}

static void add_def(file *f, const token *name, int is_static)
{
    def *d;

    names_add(&f->locals, name->text);
    if (f->header || is_static)
        return;
    d = PUSH(defs, ndefs, capdefs);
    d->name = dup(name->text);
    d->file = (int)(f - files);
    d->line = name->line;
}

/* function: a definition, tokens lo..open, its body open..close */
static void function(file *f, size_t lo, size_t open, size_t close)
{
    names params = {0};
    size_t k, paren = 0, end;
    int is_static = 0;

    for (k = lo; k < open; k++) {
        if (is(&f->toks.v[k], "__attribute__")) {
            k = skip_attribute(f, k, open);
            continue;
        }
        is_static |= is(&f->toks.v[k], "static");
        if (is(&f->toks.v[k], "(") && k > lo && is_name(&f->toks.v[k - 1])) {
            paren = k;
            break;
        }
    }
    if (paren > 0) {
        add_def(f, &f->toks.v[paren - 1], is_static);
        end = matching(f, paren, open, "(", ")");
        for (k = paren + 1; k < end; k++)
            if (is_name(&f->toks.v[k]) && (is(tok(f, k + 1, 0, end + 1), ",")
                || is(tok(f, k + 1, 0, end + 1), ")") || is(tok(f, k + 1, 0, end + 1), "[")))
                names_add(&params, f->toks.v[k].text);
    }
    scan_body(f, open + 1, close, &params);
    names_free(&params);
}

/* prototype: the declaration lo..hi declares a function (a name, then '('
** that does not open a pointer declarator) */
static int prototype(file *f, size_t lo, size_t hi)
{
    size_t k;
    int brace = 0;

    for (k = lo; k < hi; k++) {
        token *t = &f->toks.v[k];
        if (is(t, "__attribute__")) {
            k = skip_attribute(f, k, hi);
            continue;
        }
        brace += is(t, "{") - is(t, "}");
        if (is(t, "=") && brace == 0)
            return 0;
        if (is(t, "(") && brace == 0)
            return k > lo && is_name(&f->toks.v[k - 1]) && !is(tok(f, k + 1, lo, hi), "*");
    }
    return 0;
}

/* declaration: tokens lo..hi (before its ';'): the variables it defines,
** and the names its initializers use */
static void declaration(file *f, size_t lo, size_t hi)
{
    size_t k;
    int brace = 0, paren = 0, init = 0, is_static = 0;

    for (k = lo; k < hi; k++) {
        if (brace == 0 && (is(&f->toks.v[k], "typedef") || is(&f->toks.v[k], "extern")))
            return;
        is_static |= brace == 0 && is(&f->toks.v[k], "static");
    }
    if (prototype(f, lo, hi))
        return;
    for (k = lo; k < hi; k++) {
        token *t = &f->toks.v[k], *p = tok(f, k - 1, lo, hi), *q = tok(f, k + 1, lo, hi);
        brace += is(t, "{") - is(t, "}");
        paren += is(t, "(") - is(t, ")");
        if (brace == 0 && paren == 0 && (is(t, "=") || is(t, ","))) {
            init = is(t, "=");
        } else if (init) {
            if (is_name(t) && !is(p, ".") && !is(p, "->"))
                add_use(f, t->text, t->line, is(q, "("));
        } else if (brace == 0 && is_name(t) && !is(p, "struct") && !is(p, "union")
                   && !is(p, "enum") && (paren == 0 || (paren == 1 && is(p, "*")))
                   && (q == NULL || is(q, "=") || is(q, ",") || is(q, "[") || is(q, ")"))) {
            add_def(f, t, is_static);
        }
    }
}

/* parse: every external declaration and function definition of the file */
static void parse(file *f)
{
    size_t k = 0, start, n = f->toks.n, close;
    int paren, brace, eq, ended;

    while (k < n) {
        start = k;
        paren = brace = eq = ended = 0;
        for (; k < n; k++) {
            token *t = &f->toks.v[k];
            paren += is(t, "(") - is(t, ")");
            if (is(t, "{") && paren == 0 && brace == 0 && !eq && k > start
                && is(&f->toks.v[k - 1], ")")) {
                close = matching(f, k, n, "{", "}");
                if (close == n)
                    fprintf(stderr, "layers: note: %s:%d: no '}' closes this body\n", f->path,
                            t->line);
                function(f, start, k, close);
                k = close + 1;
                ended = 1;
                break;
            }
            brace += is(t, "{") - is(t, "}");
            if (brace < 0) {
                fprintf(stderr, "layers: note: %s:%d: no '{' opens this '}'\n", f->path,
                        t->line);
                brace = 0;
            }
            eq |= is(t, "=") && paren == 0 && brace == 0;
            if (is(t, ";") && paren == 0 && brace == 0) {
                declaration(f, start, k);
                k++;
                ended = 1;
                break;
            }
        }
        if (!ended)
            declaration(f, start, n);
    }
}

/* ---- the layers block ---- */

/* add_layer_path: PATH (a folder or a file under ROOT) is in the layer */
static void add_layer_path(const char *path, int layer_index, int public_, const char *arch,
                           int line)
{
    char *full;
    struct stat st;
    size_t i, len = strlen(path);
    int there;
    lpath *lp;

    while (len > 1 && path[len - 1] == '/')
        len--;
    for (i = 0; i < nlpaths; i++)
        if (strlen(lpaths[i].path) == len && strncmp(lpaths[i].path, path, len) == 0)
            usage_error(arch, line, "a path is in two layers");
    lp = PUSH(lpaths, nlpaths, caplpaths);
    lp->path = dupn(path, len);
    lp->layer = layer_index;
    lp->public_ = public_;
    full = join(root, lp->path);
    there = stat(full, &st) == 0;
    free(full);
    if (!there) {
        fprintf(stderr, "layers: %s:%d: %s is not there\n", arch, line, lp->path);
        exit(2);
    }
}

/* layer_line: "NAME: PATH... [front] [private] [public: PATH...]" */
static void layer_line(char *s, const char *arch, int line)
{
    char *colon = strchr(s, ':'), *w, *end;
    layer *ly;
    size_t i;
    int paths = 0;

    if (colon == NULL || colon == s)
        usage_error(arch, line, "expected \"NAME: PATH...\"");
    *colon = '\0';
    for (i = 0; i < nlayers; i++)
        if (strcmp(layers[i].name, s) == 0)
            usage_error(arch, line, "a layer named twice");
    ly = PUSH(layers, nlayers, caplayers);
    memset(ly, 0, sizeof *ly);
    ly->name = dup(s);
    for (w = colon + 1; *w != '\0';) {
        while (isspace((unsigned char)*w))
            w++;
        if (*w == '\0')
            break;
        if (*w == '[') {
            if ((end = strchr(w, ']')) == NULL)
                usage_error(arch, line, "no ']'");
            *end = '\0';
            if (strcmp(w + 1, "front") == 0) {
                ly->front = 1;
            } else if (strcmp(w + 1, "private") == 0) {
                ly->private_ = 1;
            } else if (strncmp(w + 1, "public:", 7) == 0) {
                char *p = strtok(w + 8, " \t");
                for (; p != NULL; p = strtok(NULL, " \t"), paths++)
                    add_layer_path(p, (int)nlayers - 1, 1, arch, line);
            } else {
                usage_error(arch, line, "expected [front], [private] or [public: PATH...]");
            }
            w = end + 1;
            continue;
        }
        for (end = w; *end != '\0' && !isspace((unsigned char)*end) && *end != '['; end++)
            ;
        {
            char *p = dupn(w, (size_t)(end - w));
            add_layer_path(p, (int)nlayers - 1, 0, arch, line);
            free(p);
        }
        paths++;
        w = end;
    }
    if (paths == 0)
        usage_error(arch, line, "a layer without a path");
}

static void read_layers(const char *arch)
{
    size_t len;
    char *text = read_all(arch, &len), *s, *nl;
    int line = 0, inside = 0, done = 0;

    if (text == NULL)
        usage_error(arch, 0, "cannot read it");
    for (s = text; s != NULL && *s != '\0' && !done; s = nl) {
        char *a, *b;
        line++;
        if ((nl = strchr(s, '\n')) != NULL)
            *nl++ = '\0';
        for (a = s; isspace((unsigned char)*a); a++)
            ;
        for (b = a + strlen(a); b > a && isspace((unsigned char)b[-1]); b--)
            ;
        *b = '\0';
        if (strcmp(a, "<!-- layers -->") == 0)
            inside = 1;
        else if (strcmp(a, "<!-- /layers -->") == 0)
            done = inside;
        else if (inside && *a != '\0' && *a != '#' && strncmp(a, "```", 3) != 0)
            layer_line(a, arch, line);
    }
    free(text);
    if (!done || nlayers == 0)
        usage_error(arch, 0, "no layers between \"<!-- layers -->\" and \"<!-- /layers -->\"");
}

/* ---- the files ---- */

static void add_file(char *path)
{
    file *f = PUSH(files, nfiles, capfiles);
    char *slash = strrchr(path, '/');

    memset(f, 0, sizeof *f);
    f->path = path;
    f->dir = slash != NULL ? dupn(path, (size_t)(slash - path)) : dup(".");
    f->stem = dup(slash != NULL ? slash + 1 : path);
    f->stem[strlen(f->stem) - 2] = '\0';
    f->header = ends_with(path, ".h");
    f->layer = -1;
}

static void walk(const char *rel)
{
    char *full = join(root, rel);
    DIR *d = opendir(full);
    struct dirent *e;
    struct stat st;

    free(full);
    if (d == NULL)
        return;
    while ((e = readdir(d)) != NULL) {
        char *child;
        if (e->d_name[0] == '.')
            continue;
        child = join(rel, e->d_name);
        full = join(root, child);
        if (stat(full, &st) == 0 && S_ISDIR(st.st_mode)) {
            walk(child);
            free(child);
        } else if (ends_with(child, ".c") || ends_with(child, ".h")) {
            add_file(child);
        } else {
            free(child);
        }
        free(full);
    }
    closedir(d);
}

static int by_path(const void *a, const void *b)
{
    return strcmp(((const file *)a)->path, ((const file *)b)->path);
}

/* place: the file's layer (its longest PATH) and whether it is public */
static void place(file *f)
{
    size_t i, best = 0, len;

    for (i = 0; i < nlpaths; i++) {
        len = strlen(lpaths[i].path);
        if (len > best && strncmp(f->path, lpaths[i].path, len) == 0
            && (f->path[len] == '\0' || f->path[len] == '/')) {
            best = len;
            f->layer = lpaths[i].layer;
            f->public_ = lpaths[i].public_;
        }
    }
}

static void load(file *f)
{
    size_t len;
    char *full = join(root, f->path), *text = read_all(full, &len);

    if (text == NULL)
        usage_error(full, 0, "cannot read it");
    free(full);
    lex_file(f, text, len);
    free(text);
    parse(f);
}

static int find_file(const char *path)
{
    size_t i;

    for (i = 0; i < nfiles; i++)
        if (strcmp(files[i].path, path) == 0)
            return (int)i;
    return -1;
}

/* normalize: drops "./" and "x/../" from a path, in place */
static char *normalize(char *p)
{
    char *s;

    while ((s = strstr(p, "/./")) != NULL)
        memmove(s, s + 2, strlen(s + 2) + 1);
    while (strncmp(p, "./", 2) == 0)
        memmove(p, p + 2, strlen(p + 2) + 1);
    while ((s = strstr(p, "/../")) != NULL && s > p) {
        char *a = s - 1;
        while (a > p && a[-1] != '/')
            a--;
        memmove(a, s + 4, strlen(s + 4) + 1);
    }
    return p;
}

static int try_path(const char *dir, const char *name)
{
    char *p = normalize(strcmp(dir, ".") == 0 ? dup(name) : join(dir, name));
    int found = find_file(p);

    free(p);
    return found;
}

/* resolve: the file an include names, -1 when none; reports an ambiguous one */
static int resolve(file *f, include *inc)
{
    size_t i, len = strlen(inc->name);
    int found = -1, count = 0;

    if (!inc->angle && (found = try_path(f->dir, inc->name)) >= 0)
        return found;
    if ((found = try_path("src", inc->name)) >= 0 || (found = try_path("include", inc->name)) >= 0)
        return found;
    if (inc->angle)
        return -1;
    for (i = 0; i < nfiles; i++) {
        size_t lp = strlen(files[i].path);
        if (lp > len && files[i].path[lp - len - 1] == '/' && ends_with(files[i].path, inc->name)) {
            found = count++ == 0 ? (int)i : found;
            if (count == 2)
                printf("ambiguous: %s:%d: includes \"%s\": %s", f->path, inc->line, inc->name,
                       files[found].path);
            if (count >= 2)
                printf(" or %s", files[i].path);
        }
    }
    if (count >= 2) {
        printf("\n");
        reports++;
        return -1;
    }
    if (count == 0)
        fprintf(stderr, "layers: note: %s:%d: \"%s\" is not in the tree\n", f->path, inc->line,
                inc->name);
    return found;
}

static void make_units(void)
{
    size_t i, j;

    for (i = 0; i < nfiles; i++) {
        unit *u = NULL;
        for (j = 0; j < nunits && u == NULL; j++) {
            file *o = &files[units[j].c >= 0 ? units[j].c : units[j].h];
            if (strcmp(o->dir, files[i].dir) == 0 && strcmp(o->stem, files[i].stem) == 0)
                u = &units[j];
        }
        if (u == NULL) {
            u = PUSH(units, nunits, capunits);
            u->c = u->h = -1;
        }
        *(files[i].header ? &u->h : &u->c) = (int)i;
        files[i].unit = (int)(u - units);
    }
}

static void see(file *f, int g)
{
    size_t i;

    if (f->seen[g])
        return;
    f->seen[g] = 1;
    for (i = 0; i < files[g].ninc; i++)
        if (files[g].incs[i].target >= 0)
            see(f, files[g].incs[i].target);
}

static int macro_seen(const file *f, const char *name)
{
    size_t g;

    for (g = 0; g < nfiles; g++)
        if (f->seen[g] && names_has(&files[g].macros, name))
            return 1;
    return 0;
}

static int by_name(const void *a, const void *b)
{
    const def *x = a, *y = b;
    int c = strcmp(x->name, y->name);

    return c != 0 ? c : x->file != y->file ? x->file - y->file : x->line - y->line;
}

static int name_only(const void *a, const void *b)
{
    return strcmp(((const def *)a)->name, ((const def *)b)->name);
}

/* ---- the dependencies ---- */

static void add_dep(int from, int to, int kind, const char *name, int line)
{
    dep *d;

    if (files[from].unit == files[to].unit)
        return;
    d = PUSH(deps, ndeps, capdeps);
    d->from = from;
    d->to = to;
    d->kind = kind;
    d->name = dup(name);
    d->line = line;
}

static void include_deps(file *f)
{
    size_t i;

    for (i = 0; i < f->ninc; i++) {
        include *inc = &f->incs[i];
        if (ends_with(inc->name, ".c")) {
            printf("include .c: %s:%d: includes \"%s\"\n", f->path, inc->line, inc->name);
            reports++;
        }
        if (inc->target >= 0 && !files[inc->target].public_)
            add_dep((int)(f - files), inc->target, D_INCLUDE, inc->name, inc->line);
    }
}

static void use_deps(file *f)
{
    size_t i;
    def key, *d;

    for (i = 0; i < f->nuse; i++) {
        use *u = &f->uses[i];
        key.name = u->name;
        key.file = -1;
        key.line = 0;
        if (names_has(&f->locals, u->name))
            continue;
        d = bsearch(&key, defs, ndefs, sizeof *defs, name_only);
        if (d == NULL || (calls_only && !u->call) || macro_seen(f, u->name))
            continue;
        while (d > defs && strcmp(d[-1].name, u->name) == 0)
            d--;
        for (; d < defs + ndefs && strcmp(d->name, u->name) == 0; d++)
            add_dep((int)(f - files), d->file, u->call ? D_CALL : D_USE, u->name, u->line);
    }
}

static int dep_order(const void *a, const void *b)
{
    const dep *x = a, *y = b;
    int c;

    if (x->from != y->from)
        return strcmp(files[x->from].path, files[y->from].path);
    if (files[x->to].unit != files[y->to].unit)
        return strcmp(files[x->to].path, files[y->to].path);
    if (x->kind != y->kind)
        return x->kind - y->kind;
    if ((c = strcmp(x->name, y->name)) != 0)
        return c;
    return x->line - y->line;
}

/* unique: sorted, one dependency per file, unit, kind and name (its first line) */
static void unique(void)
{
    size_t i, n = 0;

    qsort(deps, ndeps, sizeof *deps, dep_order);
    for (i = 0; i < ndeps; i++) {
        if (n > 0 && deps[n - 1].from == deps[i].from && deps[n - 1].kind == deps[i].kind
            && files[deps[n - 1].to].unit == files[deps[i].to].unit
            && strcmp(deps[n - 1].name, deps[i].name) == 0) {
            free(deps[i].name);
            continue;
        }
        deps[n++] = deps[i];
    }
    ndeps = n;
}

static void print_dep(const char *lead, const dep *d)
{
    printf("%s%s:%d: ", lead, files[d->from].path, d->line);
    if (d->kind == D_INCLUDE)
        printf("includes \"%s\"", d->name);
    else
        printf(d->kind == D_CALL ? "calls %s()" : "uses %s", d->name);
    printf(" -> %s", files[d->to].path);
}

static void public_list(void)
{
    size_t i;
    const char *sep = "";

    for (i = 0; i < nlpaths; i++)
        if (lpaths[i].public_) {
            printf("%s%s", sep, lpaths[i].path);
            sep = ", ";
        }
    if (*sep == '\0')
        printf("no public header");
}

/* check_deps: each dependency that points up, or past the public API */
static void check_deps(void)
{
    size_t i;

    for (i = 0; i < ndeps; i++) {
        dep *d = &deps[i];
        layer *a = &layers[files[d->from].layer], *b = &layers[files[d->to].layer];
        if (dump) {
            print_dep("dep: ", d);
            printf("\n");
        }
        if (files[d->to].layer < files[d->from].layer) {
            print_dep("upward: ", d);
            printf(" (%s -> %s)\n", a->name, b->name);
            upward++;
            reports++;
        }
        if (a->front && b->private_
            && (d->kind == D_INCLUDE || !names_has(&public_names, d->name))) {
            print_dep("past the API: ", d);
            printf(" (%s -> %s: only through ", a->name, b->name);
            public_list();
            printf(")\n");
            reports++;
        }
    }
}

/* ---- circles ---- */

static int arc_order(const void *a, const void *b)
{
    const arc *x = a, *y = b;

    return x->a != y->a ? x->a - y->a : x->b != y->b ? x->b - y->b : x->dep - y->dep;
}

/* build: the graph of nodes node(file), one arc a pair with its first
** dependency and their count */
static void build(graph *g, int (*node)(int))
{
    size_t i, n = 0;

    for (i = 0; i < ndeps; i++) {
        int a = node(deps[i].from), b = node(deps[i].to);
        arc *r;
        if (a == b)
            continue;
        r = PUSH(g->arcs, g->narcs, g->cap);
        r->a = a;
        r->b = b;
        r->dep = (int)i;
        r->count = 1;
    }
    qsort(g->arcs, g->narcs, sizeof *g->arcs, arc_order);
    for (i = 0; i < g->narcs; i++) {
        if (n > 0 && g->arcs[n - 1].a == g->arcs[i].a && g->arcs[n - 1].b == g->arcs[i].b)
            g->arcs[n - 1].count++;
        else
            g->arcs[n++] = g->arcs[i];
    }
    g->narcs = n;
    g->first = calloc((size_t)g->n + 1, sizeof *g->first);
    for (i = 0; i < n; i++)
        g->first[g->arcs[i].a + 1]++;
    for (i = 0; i < (size_t)g->n; i++)
        g->first[i + 1] += g->first[i];
}

typedef struct tarjan {
    int *index, *low, *stack, *on, *comp;
    int next, top, ncomp;
} tarjan;

static void strong(const graph *g, tarjan *t, int v)
{
    int k, w;

    t->index[v] = t->low[v] = t->next++;
    t->stack[t->top++] = v;
    t->on[v] = 1;
    for (k = g->first[v]; k < g->first[v + 1]; k++) {
        w = g->arcs[k].b;
        if (t->index[w] < 0) {
            strong(g, t, w);
            t->low[v] = t->low[w] < t->low[v] ? t->low[w] : t->low[v];
        } else if (t->on[w] && t->index[w] < t->low[v]) {
            t->low[v] = t->index[w];
        }
    }
    if (t->low[v] != t->index[v])
        return;
    do {
        w = t->stack[--t->top];
        t->on[w] = 0;
        t->comp[w] = t->ncomp;
    } while (w != v);
    t->ncomp++;
}

/* path: the arcs of a shortest path from s to e inside s's component, into
** out (their count), 0 when none */
static int path(const graph *g, const int *comp, int s, int e, int *out)
{
    int *prev = malloc(sizeof *prev * (size_t)g->n), *queue = malloc(sizeof *queue * (size_t)g->n);
    int head = 0, tail = 0, v, k, n = 0;

    for (v = 0; v < g->n; v++)
        prev[v] = -2;
    prev[s] = -1;
    queue[tail++] = s;
    while (head < tail && prev[e] == -2) {
        v = queue[head++];
        for (k = g->first[v]; k < g->first[v + 1]; k++) {
            int w = g->arcs[k].b;
            if (comp[w] == comp[s] && prev[w] == -2) {
                prev[w] = k;
                queue[tail++] = w;
            }
        }
    }
    if (s == e || prev[e] == -2) {
        free(prev);
        free(queue);
        return 0;
    }
    for (v = e; v != s; v = g->arcs[prev[v]].a)
        n++;
    k = n;
    for (v = e; v != s; v = g->arcs[prev[v]].a)
        out[--k] = prev[v];
    free(prev);
    free(queue);
    return n;
}

/* print_circle: the circle of arcs cyc[0..n), unless one printed is the
** same (seen: the circles so far, each its length then its arcs, rotated to
** start at its least arc); 1 when printed */
static int print_circle(const graph *g, const char *what, int *cyc, int n, int **seen,
                        size_t *nseen, size_t *capseen)
{
    int i, least = 0, *rot = malloc(sizeof *rot * ((size_t)n + 1));
    size_t at = 0;

    for (i = 1; i < n; i++)
        least = cyc[i] < cyc[least] ? i : least;
    rot[0] = n;
    for (i = 0; i < n; i++)
        rot[i + 1] = cyc[(least + i) % n];
    while (at < *nseen) {
        if ((*seen)[at] == n && memcmp(*seen + at, rot, sizeof *rot * ((size_t)n + 1)) == 0) {
            free(rot);
            return 0;
        }
        at += (size_t)(*seen)[at] + 1;
    }
    for (i = 0; i <= n; i++)
        *PUSH(*seen, *nseen, *capseen) = rot[i];
    printf("%s: %s", what, g->name(g->arcs[rot[1]].a));
    for (i = 1; i <= n; i++)
        printf(" -> %s", g->name(g->arcs[rot[i]].b));
    printf("\n");
    for (i = 1; i <= n; i++) {
        const arc *r = &g->arcs[rot[i]];
        print_dep("    ", &deps[r->dep]);
        if (r->count > 1)
            printf(" (+%d more)", r->count - 1);
        printf("\n");
    }
    free(rot);
    return 1;
}

/* circles_of: prints, for every arc on a circle, the shortest circle through
** it; returns how many circles were printed */
static long circles_of(graph *g, const char *what)
{
    tarjan t = {0};
    size_t i, nseen = 0, capseen = 0;
    int *cyc = malloc(sizeof *cyc * ((size_t)g->n + 1)), *seen = NULL, v, n;
    long count = 0;

    t.index = malloc(sizeof *t.index * (size_t)g->n);
    t.low = malloc(sizeof *t.low * (size_t)g->n);
    t.stack = malloc(sizeof *t.stack * (size_t)g->n);
    t.on = calloc((size_t)g->n, sizeof *t.on);
    t.comp = malloc(sizeof *t.comp * (size_t)g->n);
    for (v = 0; v < g->n; v++)
        t.index[v] = -1;
    for (v = 0; v < g->n; v++)
        if (t.index[v] < 0)
            strong(g, &t, v);
    for (i = 0; i < g->narcs; i++) {
        arc *r = &g->arcs[i];
        if (t.comp[r->a] != t.comp[r->b])
            continue;
        cyc[0] = (int)i;
        n = path(g, t.comp, r->b, r->a, cyc + 1);
        count += print_circle(g, what, cyc, n + 1, &seen, &nseen, &capseen);
    }
    free(t.index);
    free(t.low);
    free(t.stack);
    free(t.on);
    free(t.comp);
    free(cyc);
    free(seen);
    return count;
}

static int unit_of(int f)
{
    return files[f].unit;
}

static const char *unit_name(int u)
{
    return files[units[u].c >= 0 ? units[u].c : units[u].h].path;
}

static names folders;

static int folder_of(int f)
{
    size_t i;

    for (i = 0; i < folders.n; i++)
        if (strcmp(folders.v[i], files[f].dir) == 0)
            return (int)i;
    return -1;
}

static const char *folder_name(int d)
{
    return folders.v[d];
}

static void check_circles(void)
{
    graph fg = {0}, dg = {0};
    size_t i;

    fg.n = (int)nunits;
    fg.name = unit_name;
    build(&fg, unit_of);
    circles = circles_of(&fg, "circle");
    for (i = 0; i < nfiles; i++)
        if (!names_has(&folders, files[i].dir))
            names_add(&folders, files[i].dir);
    dg.n = (int)folders.n;
    dg.name = folder_name;
    build(&dg, folder_of);
    folder_circles = circles_of(&dg, "folder circle");
    reports += circles + folder_circles;
    free(fg.arcs);
    free(fg.first);
    free(dg.arcs);
    free(dg.first);
}

/* ---- the run ---- */

static void collect(void)
{
    size_t i, k;

    walk("src");
    walk("include");
    qsort(files, nfiles, sizeof *files, by_path);
    for (i = 0; i < nfiles; i++) {
        place(&files[i]);
        if (files[i].layer < 0) {
            printf("no layer: %s\n", files[i].path);
            reports++;
            files[i].layer = (int)nlayers - 1;
        }
        load(&files[i]);
        if (files[i].public_)
            for (k = 0; k < files[i].toks.n; k++)
                if (files[i].toks.v[k].kind == T_IDENT)
                    names_add(&public_names, files[i].toks.v[k].text);
    }
    make_units();
    for (i = 0; i < nfiles; i++)
        for (k = 0; k < files[i].ninc; k++)
            files[i].incs[k].target = resolve(&files[i], &files[i].incs[k]);
    for (i = 0; i < nfiles; i++) {
        files[i].seen = calloc(nfiles, 1);
        see(&files[i], (int)i);
    }
}

static void note_twice(void)
{
    size_t i;

    for (i = 1; i < ndefs; i++)
        if (strcmp(defs[i].name, defs[i - 1].name) == 0 && defs[i].file != defs[i - 1].file)
            fprintf(stderr, "layers: note: %s is defined in %s and %s\n", defs[i].name,
                    files[defs[i - 1].file].path, files[defs[i].file].path);
}

int main(int argc, char **argv)
{
    struct stat st;
    size_t i;
    int a = 1;

    for (; a < argc && argv[a][0] == '-' && argv[a][1] != '\0'; a++) {
        if (strcmp(argv[a], "-d") == 0) {
            dump = 1;
        } else if (strcmp(argv[a], "-c") == 0) {
            calls_only = 1;
        } else {
            fprintf(stderr, "layers: unknown option %s\n", argv[a]);
            return 2;
        }
    }
    if (argc - a != 2) {
        fputs("usage: layers [-c] [-d] ROOT ARCH\n", stderr);
        return 2;
    }
    root = argv[a];
    if (stat(root, &st) != 0 || !S_ISDIR(st.st_mode))
        usage_error(root, 0, "not a folder");
    read_layers(argv[a + 1]);
    collect();
    qsort(defs, ndefs, sizeof *defs, by_name);
    note_twice();
    for (i = 0; i < nfiles; i++)
        include_deps(&files[i]);
    for (i = 0; i < nfiles; i++)
        use_deps(&files[i]);
    unique();
    check_deps();
    check_circles();
    printf("layers: %zu layers, %zu files, %zu dependencies, %ld upward, %ld circles",
           nlayers, nfiles, ndeps, upward, circles + folder_circles);
    if (folder_circles > 0)
        printf(" (%ld between folders)", folder_circles);
    printf("\n");
    return reports > 0;
}
