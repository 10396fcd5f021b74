/*
** options.c - the one option parser of every grundy command (see options.h):
** sorts a command line into options and words, GNU style, and checks the
** values of options, each error one line naming the argument.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"
#include "base/i18n.h"
#include "output.h"

#define SUGGEST_DISTANCE 2   /* the most edits a "did you mean" may be away */

const cli_option no_options[] = {{NULL, 0, NULL, NULL}};

/* Edit distance of a and b[0, blen) with transpositions (optimal string
** alignment); option names are short, so three rows of 64 do. */
size_t cli_edit_distance(const char *a, const char *b, size_t blen)
{
    size_t rows[3][65], alen = strlen(a), i, j;

    if (alen > 64 || blen > 64)
        return (size_t)-1;
    for (j = 0; j <= blen; j++)
        rows[0][j] = j;
    for (i = 1; i <= alen; i++) {
        size_t *cur = rows[i % 3], *up = rows[(i + 2) % 3], *up2 = rows[(i + 1) % 3];
        cur[0] = i;
        for (j = 1; j <= blen; j++) {
            size_t cost = a[i - 1] != b[j - 1], best = up[j - 1] + cost;
            if (up[j] + 1 < best)
                best = up[j] + 1;
            if (cur[j - 1] + 1 < best)
                best = cur[j - 1] + 1;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
                up2[j - 2] + 1 < best)
                best = up2[j - 2] + 1;
            cur[j] = best;
        }
    }
    return rows[alen % 3][blen];
}

/* Refuses an unknown long option, suggesting the nearest name in table. */
static int unknown_long(const cli_option *table, const char *name, size_t len, int argn,
                        const char *command)
{
    const char *near = NULL;
    size_t best = SUGGEST_DISTANCE + 1, d;
    int k;

    for (k = 0; table[k].name != NULL; k++)
        if ((d = cli_edit_distance(table[k].name, name, len)) < best) {
            best = d;
            near = table[k].name;
        }
    if (near != NULL)
        return cli_usage("argument %d: unknown option '--%.*s' for %s (did you mean --%s?)",
                         argn, (int)len, name, command, near);
    return cli_usage("argument %d: unknown option '--%.*s' for %s (grundy help %s lists "
                     "them)", argn, (int)len, name, command, command);
}

/* Refuses name[0, len) that begins several options' names: they are listed,
** after `also` ("--help", or NULL) when it begins that too. */
static void ambiguous(const cli_option *table, const char *name, size_t len, int argn,
                      const char *command, const char *also)
{
    gr_buf names = GR_BUF_INIT;
    int k;

    if (also != NULL)
        gr_buf_puts(&names, also);
    for (k = 0; table[k].name != NULL; k++)
        if (strncmp(table[k].name, name, len) == 0)
            gr_buf_printf(&names, "%s--%s", names.len ? ", " : "", table[k].name);
    cli_usage("argument %d: '--%.*s' is ambiguous for %s: %s", argn, (int)len, name, command,
              names.failed ? _("several options") : names.data);
    gr_buf_free(&names);
}

/* The options whose names begin with name[0, len): the one named exactly
** (*matches 0), or the last that begins so, *matches counting them. */
static int match_long(const cli_option *table, const char *name, size_t len, int *matches)
{
    int k, found = -1;

    *matches = 0;
    for (k = 0; table[k].name != NULL; k++) {
        if (strncmp(table[k].name, name, len) != 0)
            continue;
        if (table[k].name[len] == '\0')
            return *matches = 0, k;
        found = k;
        (*matches)++;
    }
    return found;
}

/* The option named name[0, len): exactly, or by an unambiguous beginning.
** Returns its id, or -1 after printing why not. */
static int find_long(const cli_option *table, const char *name, size_t len, int argn,
                     const char *command)
{
    int matches, found = match_long(table, name, len, &matches);

    if (matches == 0 && found >= 0)
        return found;
    if (matches > 0 && len > 0 && strncmp("lang", name, len) == 0)   /* --l: --lang too */
        ambiguous(table, name, len, argn, command, "--lang");
    else if (matches == 1 && len > 0)
        return found;
    else if (matches > 1)
        ambiguous(table, name, len, argn, command, NULL);
    else
        unknown_long(table, name, len, argn, command);
    return -1;
}

static int find_short(const cli_option *table, char letter)
{
    int k;

    for (k = 0; table[k].name != NULL; k++)
        if (table[k].letter == letter && letter != 0)
            return k;
    return -1;
}

static void add_opt(cli_args *a, int id, const char *value, int argn)
{
    a->opts[a->nopts].id = id;
    a->opts[a->nopts].value = value;
    a->opts[a->nopts].argn = argn;
    a->nopts++;
}

/* `--name`, `--name=value` or `--name value` at argv[*i]. */
static int parse_long(cli_args *a, const cli_option *table, int argc, char **argv, int *i)
{
    const char *name = argv[*i] + 2, *eq = strchr(name, '=');
    size_t len = eq != NULL ? (size_t)(eq - name) : strlen(name);
    int argn = *i + a->first, id = find_long(table, name, len, argn, a->command);

    if (id < 0)
        return EXIT_BADINPUT;
    if (table[id].arg == NULL) {
        if (eq != NULL)
            return cli_usage("argument %d: --%s takes no value", argn, table[id].name);
        add_opt(a, id, NULL, argn);
    } else if (eq != NULL) {
        add_opt(a, id, eq + 1, argn);
    } else if (*i + 1 < argc) {
        (*i)++;
        add_opt(a, id, argv[*i], argn + 1);
    } else {
        return cli_usage("argument %d: --%s needs a value %s after it", argn, table[id].name,
                         table[id].arg);
    }
    return EXIT_ANSWERED;
}

/* `-x`, `-xVALUE`, `-x VALUE`, or flags run together (`-ab`). */
static int parse_short(cli_args *a, const cli_option *table, int argc, char **argv, int *i,
                       int *help)
{
    const char *s = argv[*i] + 1;
    int argn = *i + a->first;

    for (; *s != '\0'; s++) {
        int id = find_short(table, *s);
        if (*s == 'h' && id < 0) {
            *help = 1;
            continue;
        }
        if (id < 0)
            return cli_usage("argument %d: unknown option '-%c' for %s (a word starting "
                             "with '-' is an option: put '--' before such words)",
                             argn, *s, a->command);
        if (table[id].arg == NULL) {
            add_opt(a, id, NULL, argn);
            continue;
        }
        if (s[1] != '\0') {
            add_opt(a, id, s + 1, argn);
        } else if (*i + 1 < argc) {
            (*i)++;
            add_opt(a, id, argv[*i], argn + 1);
        } else {
            return cli_usage("argument %d: -%c needs a value %s after it", argn, *s,
                             table[id].arg);
        }
        break;
    }
    return EXIT_ANSWERED;
}

/* Whether word is --NAME or a beginning of it of at least `least` bytes
** (with "--"), alone or with =VALUE: *value (may be NULL) then VALUE, or
** NULL when the value is the next word. */
static int global_option(const char *word, const char *name, size_t least,
                         const char **value)
{
    const char *eq = strchr(word, '=');
    size_t len = eq != NULL ? (size_t)(eq - word) : strlen(word);

    if (strncmp(word, "--", 2) != 0 || len < least || len > strlen(name) + 2 ||
        strncmp(word + 2, name, len - 2) != 0)
        return 0;
    if (value != NULL)
        *value = eq != NULL ? eq + 1 : NULL;
    return 1;
}

int cli_lang_option(const char *word, const char **value)
{
    /* no option begins with "la" ("--l" may be --limit or --list) */
    return global_option(word, "lang", 4, value);
}

int cli_plugin_option(const char *word, const char **value)
{
    return global_option(word, "plugin", 5, value);   /* "--pl" may be --plot */
}

int cli_plugin_load(int argc, char **argv, int *i, const char *value, int first)
{
    gr_error err;

    if (value == NULL && (value = *i + 1 < argc ? argv[++*i] : NULL) == NULL)
        return cli_usage("argument %d: --plugin needs the path of a shared object", *i + first);
    if (gr_plugin_load(value, &err) != GR_OK)
        return cli_usage("argument %d: %s", *i + first, err.message);
    return EXIT_ANSWERED;
}

/* Whether s is --help, or a shortening of it (--he); 1 if so, -1 after
** refusing --help=VALUE or a shortening that another option of table
** shares (--he for nimber's --hex), 0 when s is no shortening of it. */
static int help_option(const cli_option *table, const char *s, int argn, const char *command)
{
    const char *name = s + 2, *eq = strchr(name, '=');
    size_t len = eq != NULL ? (size_t)(eq - name) : strlen(name);
    int k;

    if (s[0] != '-' || s[1] != '-' || len == 0 || len > 4 || strncmp(name, "help", len) != 0)
        return 0;
    for (k = 0; table[k].name != NULL && strncmp(table[k].name, name, len) != 0; k++)
        ;
    if (table[k].name != NULL) {   /* another option begins so too */
        ambiguous(table, name, len, argn, command, "--help");
        return -1;
    }
    if (eq != NULL)
        return cli_usage("argument %d: --help takes no value", argn), -1;
    return 1;
}

/* The option a word names by the parser's rules, silently: its id, or -1
** (no option, or one the parser would refuse). */
static int quiet_long(const cli_option *table, const char *name, size_t len)
{
    int matches, found = match_long(table, name, len, &matches);

    if (matches == 0)
        return found;
    return matches == 1 && len > 0 && strncmp("lang", name, len) != 0 ? found : -1;
}

int cli_args_name(const cli_option *table, int argc, char **argv, const char *name)
{
    int i, id;

    for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++) {
        const char *s = argv[i], *value, *eq;
        if (cli_lang_option(s, &value) || cli_plugin_option(s, &value)) {
            i += value == NULL;
        } else if (s[0] == '-' && s[1] == '-') {
            eq = strchr(s + 2, '=');
            id = quiet_long(table, s + 2, eq != NULL ? (size_t)(eq - s - 2) : strlen(s + 2));
            if (id >= 0 && strcmp(table[id].name, name) == 0)
                return 1;
            i += id >= 0 && table[id].arg != NULL && eq == NULL;   /* its value */
        } else if (s[0] == '-' && s[1] != '\0' && !(s[1] >= '0' && s[1] <= '9')) {
            for (s++; *s != '\0'; s++)
                if ((id = find_short(table, *s)) >= 0 && table[id].arg != NULL) {
                    i += s[1] == '\0';   /* -f FILE: its value */
                    break;
                }
        }
    }
    return 0;
}

int cli_args_parse(cli_args *a, const cli_option *table, int argc, char **argv, int first,
                   int *help)
{
    size_t n = argc > 0 ? (size_t)argc : 1;
    const char *value;
    int i, rc, words_only = 0;

    memset(a, 0, sizeof *a);
    a->first = first;
    a->command = argc > 0 ? argv[0] : "grundy";
    a->opts = malloc(n * sizeof *a->opts);
    a->words = malloc(n * sizeof *a->words);
    a->argn = malloc(n * sizeof *a->argn);
    if (a->opts == NULL || a->words == NULL || a->argn == NULL) {
        cli_args_free(a);
        fprintf(stderr, "grundy: %s\n", _("out of memory"));
        return EXIT_FAILURE_IO;
    }
    for (i = 1; i < argc; i++) {
        const char *s = argv[i];
        rc = EXIT_ANSWERED;
        if (words_only || s[0] != '-' || s[1] == '\0' || (s[1] >= '0' && s[1] <= '9')) {
            a->words[a->nwords] = argv[i];
            a->argn[a->nwords++] = i + first;
        } else if (strcmp(s, "--") == 0) {
            words_only = 1;
        } else if ((rc = help_option(table, s, i + first, a->command)) != 0) {
            *help = rc > 0;
            rc = rc > 0 ? EXIT_ANSWERED : EXIT_BADINPUT;
        } else if (cli_lang_option(s, &value)) {
            i += value == NULL;    /* main chose the language already */
        } else if (cli_plugin_option(s, &value)) {
            rc = cli_plugin_load(argc, argv, &i, value, first);
        } else if (s[1] == '-') {
            rc = parse_long(a, table, argc, argv, &i);
        } else {
            rc = parse_short(a, table, argc, argv, &i, help);
        }
        if (rc != EXIT_ANSWERED) {
            cli_args_free(a);
            return rc;
        }
    }
    return EXIT_ANSWERED;
}

void cli_args_free(cli_args *a)
{
    free(a->opts);
    free(a->words);
    free(a->argn);
    a->opts = NULL;
    a->words = NULL;
    a->argn = NULL;
    a->nopts = a->nwords = 0;
}

/* "-f, --name ARG" for help, in buf (of cap bytes). */
static void option_form(const cli_option *o, char *buf, size_t cap)
{
    size_t at = 0;

    if (o->letter != 0)
        at = (size_t)snprintf(buf, cap, "-%c, ", o->letter);
    snprintf(buf + at, cap - at, "--%s%s%s", o->name, o->arg ? " " : "", o->arg ? o->arg : "");
}

/* One line of help: form padded to width columns, then the help in this
** thread's language (the form is ASCII, the help may be wide). */
static void help_line(const char *form, size_t width, const char *help)
{
    size_t cols = gr_text_width(form, strlen(form));

    printf("  %s%*s  %s\n", form, (int)(width > cols ? width - cols : 0), "", _(help));
}

void cli_options_help(const cli_option *table)
{
    char form[96];
    size_t width = 16, len;
    int k;

    for (k = 0; table[k].name != NULL; k++) {
        option_form(&table[k], form, sizeof form);
        if ((len = gr_text_width(form, strlen(form))) > width)
            width = len;
    }
    for (k = 0; table[k].name != NULL; k++) {
        option_form(&table[k], form, sizeof form);
        help_line(form, width, table[k].help);
    }
    help_line("-h, --help", width, N_("this help"));
    snprintf(form, sizeof form, "--lang %s", gr_lang_words());
    help_line(form, width, N_("the language of what grundy says"));
}

int cli_opt_u64_min(const cli_opt *o, const cli_option *table, uint64_t min, uint64_t *out)
{
    gr_error err;
    int negative = o->value[0] == '-' && o->value[1] >= '0' && o->value[1] <= '9';

    if (!negative && gr_parse_u64(o->value, out, &err) != GR_OK)
        return cli_usage("argument %d: --%s: %s", o->argn, table[o->id].name, err.message);
    /* a negative number: the bound, as for one too small (not "sizes are 0
    ** or more", which --max -1 said where --max 0 is refused) */
    if (negative || *out < min)
        return cli_usage("argument %d: --%s: must be at least %llu", o->argn,
                         table[o->id].name, (unsigned long long)min);
    return EXIT_ANSWERED;
}

int cli_opt_u64(const cli_opt *o, const cli_option *table, uint64_t *out)
{
    return cli_opt_u64_min(o, table, 0, out);
}

int cli_opt_choice(const cli_opt *o, const cli_option *table, int *out)
{
    const char *choices = table[o->id].arg, *at = choices;
    size_t len = strlen(o->value);
    int k;

    for (k = 0; at != NULL; k++) {
        const char *bar = strchr(at, '|');
        size_t n = bar != NULL ? (size_t)(bar - at) : strlen(at);
        if (n == len && strncmp(at, o->value, n) == 0) {
            *out = k;
            return EXIT_ANSWERED;
        }
        at = bar != NULL ? bar + 1 : NULL;
    }
    return cli_usage("argument %d: --%s takes one of %s (not '%s')", o->argn, table[o->id].name,
                     choices, o->value);
}

int cli_color(const cli_opt *o, const cli_option *table, int *when)
{
    return cli_opt_choice(o, table, when);
}

int cli_compound(const cli_opt *o, const cli_option *table, gr_compound *kind)
{
    int k = 0, rc = cli_opt_choice(o, table, &k);   /* the choices in gr_compound's order */

    *kind = (gr_compound)k;
    return rc;
}

int cli_compound_misere(gr_compound kind, int misere)
{
    if (kind == GR_COMPOUND_SUM || !misere)
        return EXIT_ANSWERED;
    return cli_usage("--misere cannot be combined with --compound %s (compounds are played "
                     "with normal play only)", gr_compound_name(kind));
}

int cli_max_heap(const cli_opt *o, const cli_option *table, uint64_t *max_heap)
{
    return cli_opt_u64_min(o, table, 1, max_heap);
}

int cli_opt_seconds(const cli_opt *o, const cli_option *table, double *out)
{
    const char *text = NULL;
    size_t whole, part = 0;
    int rc = cli_opt_text(o, table, &text);

    if (rc != EXIT_ANSWERED)
        return rc;
    whole = strspn(text, "0123456789");
    if (text[whole] == '.')
        part = 1 + strspn(text + whole + 1, "0123456789");   /* the point and its digits */
    *out = whole > 0 || part > 1 ? strtod(text, NULL) : 0;   /* a digit at least */
    if (text[whole + part] != '\0' || !(*out >= 0.01 && *out <= 3600))
        return cli_usage("argument %d: --%s takes a number of seconds from 0.01 to 3600, not "
                         "'%s'", o->argn, table[o->id].name, text);
    return EXIT_ANSWERED;
}

int cli_opt_text(const cli_opt *o, const cli_option *table, const char **out)
{
    if (o->value[0] == '\0')
        return cli_usage("argument %d: --%s needs a non-empty %s", o->argn, table[o->id].name,
                         table[o->id].arg);
    *out = o->value;
    return EXIT_ANSWERED;
}

int cli_args_at_most(const cli_args *a, int most, const char *what)
{
    if (a->nwords <= most)
        return EXIT_ANSWERED;
    return cli_usage("argument %d: unexpected '%s' (%s)", a->argn[most], a->words[most], _(what));
}
