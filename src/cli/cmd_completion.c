/*
** cmd_completion.c - `grundy completion bash|zsh|fish`: a shell completion
** script made from the command table (each command's options and the kind
** of its words), the options that may come before the command, the
** registry of games (with the tests of the commands that take only some of
** them), census's sets and the list of problems, so that it cannot fall
** behind them.
*/
#include <string.h>

#include "census.h"
#include "cli.h"
#include "heapgame.h"
#include "output.h"
#include "problems/problems.h"

/* The shells there is a script for, in the order of their words. */
static const char *const shells[] = {"bash", "zsh", "fish"};
#define NSHELLS (sizeof shells / sizeof shells[0])

/* The word each script uses for an operand kind. */
static const char *const kind_words[] = {
    [CLI_OPERAND_NONE] = "none",         [CLI_OPERAND_POSITION] = "position",
    [CLI_OPERAND_HEAP_SUM] = "heapsum",  [CLI_OPERAND_GAME] = "game",
    [CLI_OPERAND_HEAP_GAME] = "heapgame",
    [CLI_OPERAND_SET] = "set",           [CLI_OPERAND_PROBLEM] = "problem",
    [CLI_OPERAND_COMMAND] = "command",   [CLI_OPERAND_SHELL] = "shell",
};

/* The words a script completes from, each list separated by spaces: every
** game, those values and period take (heapgames), those of a quotient's
** sums (sumgames: the heap games, as gr_quotient_compute takes), census's
** sets; the
** command table it was made from (ended by a NULL name) and the options
** that may come before the command. */
typedef struct lists {
    gr_buf commands, games, heapgames, sumgames, sets, problems, shells;
    const cli_command *table;
    const cli_option *globals;
} lists;

/* Appends word to the list o, after a space unless it is the first. */
static void add_word(gr_buf *o, const char *word)
{
    gr_buf_printf(o, "%s%s", o->len > 0 ? " " : "", word);
}

static void lists_make(lists *l, const cli_command *table, const cli_option *globals)
{
    const gr_ruleset *r;
    size_t i;

    memset(l, 0, sizeof *l);
    l->table = table;
    l->globals = globals;
    for (i = 0; table[i].name != NULL; i++)
        add_word(&l->commands, table[i].name);
    census_set_words(&l->sets);
    for (i = 0; (r = gr_registry_at(i)) != NULL; i++) {
        add_word(&l->games, r->name);
        if (gr_ruleset_numbered(r, r->props))
            add_word(&l->heapgames, r->name);
        if (r->shape == GR_SHAPE_HEAP)
            add_word(&l->sumgames, r->name);
        if (census_takes(r))
            add_word(&l->sets, r->name);
    }
    for (i = 0; i < problem_count(); i++)
        add_word(&l->problems, problem_at(i)->name);
    for (i = 0; i < NSHELLS; i++)
        add_word(&l->shells, shells[i]);
}

static void lists_free(lists *l)
{
    gr_buf_free(&l->commands);
    gr_buf_free(&l->games);
    gr_buf_free(&l->heapgames);
    gr_buf_free(&l->sumgames);
    gr_buf_free(&l->sets);
    gr_buf_free(&l->problems);
    gr_buf_free(&l->shells);
}

/* The names of the commands whose words are of one of the two kinds. */
static void commands_taking(gr_buf *o, const lists *l, cli_operand k1, cli_operand k2)
{
    const cli_command *c;
    const char *sep = "";

    for (c = l->table; c->name != NULL; c++)
        if (c->operand == k1 || c->operand == k2) {
            gr_buf_printf(o, "%s%s", sep, c->name);
            sep = " ";
        }
}

/* Appends each option of table t as "-x --name " (and only those taking a
** value when `valued`). */
static void table_words(gr_buf *o, const cli_option *t, int valued)
{
    int k;

    for (k = 0; t[k].name != NULL; k++) {
        if (valued && t[k].arg == NULL)
            continue;
        if (t[k].letter != 0)
            gr_buf_printf(o, "-%c ", t[k].letter);
        gr_buf_printf(o, "--%s ", t[k].name);
    }
}

/* Appends each option of c (table_words), and those every command takes:
** --help and --lang (cli_options_help lists them too). */
static void option_words(gr_buf *o, const cli_command *c, int valued)
{
    table_words(o, c->options, valued);
    gr_buf_puts(o, valued ? "--lang" : "-h --help --lang");
}

/* The option before the command called name, which every command takes
** too (option_words); NULL if there is none. */
static const cli_option *global_named(const lists *l, const char *name)
{
    const cli_option *op;

    for (op = l->globals; op->name != NULL; op++)
        if (strcmp(op->name, name) == 0)
            return op;
    return NULL;
}

/* The options before the command that take a value, each as "--name"
** between `open` and `close` ("'", "=*'": '--lang=*'), separated by sep. */
static void global_patterns(gr_buf *o, const lists *l, const char *open, const char *close,
                            const char *sep)
{
    const cli_option *op;
    const char *before = "";

    for (op = l->globals; op->name != NULL; op++)
        if (op->arg != NULL) {
            gr_buf_printf(o, "%s%s--%s%s", before, open, op->name, close);
            before = sep;
        }
}

/* The choices of an option's value ("you|engine" -> "you engine"), or
** NULL for a file name ("FILE"), or "" for anything else (a number). */
static const char *value_words(const cli_option *o, char *buf, size_t cap)
{
    size_t i;

    if (strcmp(o->arg, "FILE") == 0)
        return NULL;
    if (strchr(o->arg, '|') == NULL)
        return "";
    for (i = 0; o->arg[i] != '\0' && i + 1 < cap; i++)
        buf[i] = o->arg[i] == '|' ? ' ' : o->arg[i];
    buf[i] = '\0';
    return buf;
}

/* How a shell writes the two tables every script has: the options of each
** command, and what completes an option's value. */
typedef struct shell_syntax {
    const char *open, *middle, *close;   /* around opts, between, after valued */
    const char *files;                   /* the action completing a file name */
    const char *words;                   /* the action completing words (%s) */
} shell_syntax;

/* The action that completes the value of option op. */
static void value_action(gr_buf *o, const shell_syntax *sx, const cli_option *op)
{
    char buf[128];
    const char *words = value_words(op, buf, sizeof buf);

    if (words == NULL)
        gr_buf_puts(o, sx->files);
    else
        gr_buf_printf(o, sx->words, words);
}

static void command_tables(gr_buf *o, const shell_syntax *sx, const lists *l)
{
    const cli_command *c;
    const cli_option *lang = global_named(l, "lang");
    int k;

    gr_buf_puts(o, "    case $cmd in\n");
    for (c = l->table; c->name != NULL; c++) {
        gr_buf_printf(o, "    %s) opts=%s", c->name, sx->open);
        option_words(o, c, 0);
        gr_buf_puts(o, sx->middle);
        option_words(o, c, 1);
        gr_buf_printf(o, "%s kind=%s ;;\n", sx->close, kind_words[c->operand]);
    }
    gr_buf_puts(o, "    esac\n    case $cmd:$prev in\n");
    for (c = l->table; c->name != NULL; c++)
        for (k = 0; c->options[k].name != NULL; k++) {
            const cli_option *op = &c->options[k];
            if (op->arg == NULL)
                continue;
            gr_buf_printf(o, "    %s:--%s", c->name, op->name);
            if (op->letter != 0)
                gr_buf_printf(o, "|%s:-%c", c->name, op->letter);
            gr_buf_puts(o, ") ");
            value_action(o, sx, op);
            gr_buf_puts(o, "; return ;;\n");
        }
    if (lang != NULL) {
        gr_buf_puts(o, "    *:--lang) ");
        value_action(o, sx, lang);
        gr_buf_puts(o, "; return ;;\n");
    }
    gr_buf_puts(o, "    esac\n");
}

/* The value of an option before the command (bash and zsh): a case on the
** option, $prev. */
static void global_values(gr_buf *o, const shell_syntax *sx, const lists *l)
{
    const cli_option *op;

    gr_buf_puts(o, "        case $prev in\n");
    for (op = l->globals; op->name != NULL; op++)
        if (op->arg != NULL) {
            gr_buf_printf(o, "        --%s) ", op->name);
            value_action(o, sx, op);
            gr_buf_puts(o, " ;;\n");
        }
    gr_buf_puts(o, "        esac\n");
}

/* ---- bash ---- */

static const shell_syntax bash = {"\"", "\" valued=\" ", "\"",
                                  "COMPREPLY=($(compgen -f -- \"$cur\"))",
                                  "COMPREPLY=($(compgen -W \"%s\" -- \"$cur\"))"};

/* The words up to the command: `at` is its index once the options before
** it are passed; past the word completed, that word is one's value. bash
** splits "--lang=zh" at '=' (COMP_WORDBREAKS): "--lang", "=", "zh". */
static void bash_command(gr_buf *o, const lists *l)
{
    gr_buf_puts(o, "    # at: the command, after the options that may come before it\n"
                   "    local at=1\n"
                   "    while [ $at -lt $COMP_CWORD ]; do\n"
                   "        case ${COMP_WORDS[at]} in\n        ");
    global_patterns(o, l, "", "", "|");
    gr_buf_puts(o, ") at=$((at + 2)); [ \"${COMP_WORDS[at-1]}\" != = ] || at=$((at + 1)) ;;\n"
                   "        ");
    global_patterns(o, l, "", "=*", "|");
    gr_buf_puts(o, ") at=$((at + 1)) ;;\n"
                   "        *) break ;;\n"
                   "        esac\n"
                   "    done\n"
                   "    if [ $at -gt $COMP_CWORD ]; then\n");
    global_values(o, &bash, l);
    gr_buf_puts(o, "        return\n"
                   "    fi\n"
                   "    if [ $at -eq $COMP_CWORD ]; then\n"
                   "        case $cur in\n"
                   "        -*) COMPREPLY=($(compgen -W \"");
    table_words(o, l->globals, 0);
    gr_buf_puts(o, "\" -- \"$cur\")) ;;\n"
                   "        *) COMPREPLY=($(compgen -W \"$commands\" -- \"$cur\")) ;;\n"
                   "        esac\n"
                   "        return\n"
                   "    fi\n");
}

static void bash_script(gr_buf *o, const lists *l)
{
    gr_buf_printf(o, "# bash completion for grundy %s, made by 'grundy completion bash'\n"
                     "_grundy() {\n"
                     "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}\n"
                     "    # after --name= the value is completed alone (bash_command)\n"
                     "    if [ \"$cur\" = = ]; then cur=\n"
                     "    elif [ \"$prev\" = = ]; then prev=${COMP_WORDS[COMP_CWORD-2]}; fi\n"
                     "    local commands=\"%s\" games=\"%s\"\n"
                     "    local heapgames=\"%s\" sumgames=\"%s\"\n"
                     "    local sets=\"%s\" problems=\"%s\"\n", GR_VERSION,
                  gr_buf_str(&l->commands), gr_buf_str(&l->games), gr_buf_str(&l->heapgames),
                  gr_buf_str(&l->sumgames), gr_buf_str(&l->sets), gr_buf_str(&l->problems));
    bash_command(o, l);
    gr_buf_puts(o, "    local cmd=${COMP_WORDS[at]} opts= valued= kind=none\n");
    command_tables(o, &bash, l);
    gr_buf_puts(o,
        "    case $cur in -*) COMPREPLY=($(compgen -W \"$opts\" -- \"$cur\")); return ;; esac\n"
        "    # n: the words so far that are not options; fresh: a component starts\n"
        "    local i=$((at + 1)) n=0 fresh=1 w\n"
        "    while [ $i -lt $COMP_CWORD ]; do\n"
        "        w=${COMP_WORDS[i]}\n"
        "        case \" $valued \" in *\" $w \"*)\n"
        "            i=$((i + 2)); [ \"${COMP_WORDS[i-1]}\" != = ] || i=$((i + 1)); continue ;;\n"
        "        esac\n"
        "        case $w in\n"
        "        --) ;;\n"
        "        -?*) ;;\n"
        "        +) fresh=1 ;;\n"
        "        *) n=$((n + 1)); fresh=0 ;;\n"
        "        esac\n"
        "        i=$((i + 1))\n"
        "    done\n"
        "    case $kind in\n"
        "    position) [ $fresh -eq 1 ] && COMPREPLY=($(compgen -W \"$games\" -- \"$cur\")) ;;\n"
        "    heapsum) [ $fresh -eq 1 ] && COMPREPLY=($(compgen -W \"$sumgames\" -- \"$cur\")) ;;\n"
        "    game) [ $n -eq 0 ] && COMPREPLY=($(compgen -W \"$games\" -- \"$cur\")) ;;\n"
        "    heapgame) [ $n -eq 0 ] && COMPREPLY=($(compgen -W \"$heapgames\" -- \"$cur\")) ;;\n"
        "    set) case $cur in\n"
        "         @*) COMPREPLY=($(compgen -f -P @ -- \"${cur#@}\")) ;;\n"
        "         *) COMPREPLY=($(compgen -W \"$sets\" -- \"$cur\")) ;;\n"
        "         esac ;;\n"
        "    problem) if [ $n -eq 0 ]; then COMPREPLY=($(compgen -W \"$problems\" -- \"$cur\"))\n"
        "             else COMPREPLY=($(compgen -f -- \"$cur\")); fi ;;\n"
        "    command) [ $n -eq 0 ] && COMPREPLY=($(compgen -W \"$commands\" -- \"$cur\")) ;;\n"
        "    shell) [ $n -eq 0 ] && COMPREPLY=($(compgen -W \"");
    gr_buf_printf(o, "%s\" -- \"$cur\")) ;;\n"
                     "    esac\n"
                     "}\n"
                     "complete -F _grundy grundy\n", gr_buf_str(&l->shells));
}

/* ---- zsh ---- */

static const shell_syntax zsh = {"(", ") valued=(", ")", "_files", "compadd -- %s"};

/* The words up to the command, as bash_command does; zsh keeps "--lang=zh"
** one word. */
static void zsh_command(gr_buf *o, const lists *l)
{
    gr_buf_puts(o, "    # at: the command, after the options that may come before it\n"
                   "    local at=2\n"
                   "    while (( at < CURRENT )); do\n"
                   "        case ${words[at]} in\n        ");
    global_patterns(o, l, "", "", "|");
    gr_buf_puts(o, ") (( at += 2 )) ;;\n        ");
    global_patterns(o, l, "", "=*", "|");
    gr_buf_puts(o, ") (( at += 1 )) ;;\n"
                   "        *) break ;;\n"
                   "        esac\n"
                   "    done\n"
                   "    if (( at > CURRENT )); then\n");
    global_values(o, &zsh, l);
    gr_buf_puts(o, "        return\n"
                   "    fi\n"
                   "    if (( at == CURRENT )); then\n"
                   "        if [[ $cur == -* ]]; then compadd -- ");
    table_words(o, l->globals, 0);
    gr_buf_puts(o, "; else compadd -- $commands; fi\n"
                   "        return\n"
                   "    fi\n");
}

static void zsh_script(gr_buf *o, const lists *l)
{
    gr_buf_printf(o, "#compdef grundy\n"
                     "# zsh completion for grundy %s, made by 'grundy completion zsh'\n"
                     "_grundy() {\n"
                     "    local cur=${words[CURRENT]} prev=${words[CURRENT-1]}\n"
                     "    local -a commands games heapgames sumgames sets problems opts valued\n"
                     "    commands=(%s)\n    games=(%s)\n    heapgames=(%s)\n    sumgames=(%s)\n"
                     "    sets=(%s)\n    problems=(%s)\n", GR_VERSION,
                  gr_buf_str(&l->commands), gr_buf_str(&l->games), gr_buf_str(&l->heapgames),
                  gr_buf_str(&l->sumgames), gr_buf_str(&l->sets), gr_buf_str(&l->problems));
    zsh_command(o, l);
    gr_buf_puts(o, "    local cmd=${words[at]} kind=none\n");
    command_tables(o, &zsh, l);
    gr_buf_puts(o,
        "    if [[ $cur == -* ]]; then compadd -- $opts; return; fi\n"
        "    local i=$(( at + 1 )) n=0 fresh=1 w\n"
        "    while (( i < CURRENT )); do\n"
        "        w=${words[i]}\n"
        "        if (( ${valued[(Ie)$w]} )); then (( i += 2 )); continue; fi\n"
        "        case $w in\n"
        "        --) ;;\n"
        "        -?*) ;;\n"
        "        +) fresh=1 ;;\n"
        "        *) (( n++ )); fresh=0 ;;\n"
        "        esac\n"
        "        (( i++ ))\n"
        "    done\n"
        "    case $kind in\n"
        "    position) (( fresh )) && compadd -- $games ;;\n"
        "    heapsum) (( fresh )) && compadd -- $sumgames ;;\n"
        "    game) (( n == 0 )) && compadd -- $games ;;\n"
        "    heapgame) (( n == 0 )) && compadd -- $heapgames ;;\n"
        "    set) if [[ $cur == @* ]]; then compset -P @; _files; else compadd -- $sets; fi ;;\n"
        "    problem) if (( n == 0 )); then compadd -- $problems; else _files; fi ;;\n"
        "    command) (( n == 0 )) && compadd -- $commands ;;\n"
        "    shell) (( n == 0 )) && compadd -- ");
    gr_buf_printf(o, "%s ;;\n"
                     "    esac\n"
                     "}\n"
                     "if [ \"$funcstack[1]\" = _grundy ]; then _grundy \"$@\"; "
                     "else compdef _grundy grundy; fi\n", gr_buf_str(&l->shells));
}

/* ---- fish ---- */

/* The help line of an option, for fish's descriptions: inside single
** quotes, a quote or a backslash is escaped by a backslash. */
static void fish_text(gr_buf *o, const char *s)
{
    for (; *s != '\0'; s++) {
        if (*s == '\'' || *s == '\\')
            gr_buf_putc(o, '\\');
        gr_buf_putc(o, *s);
    }
}

/* The words after the commands of kinds k1 and k2: a "complete" line, with
** `flags` before the words. */
static void fish_kind(gr_buf *o, const lists *l, cli_operand k1, cli_operand k2,
                      const char *flags, const gr_buf *words)
{
    gr_buf_puts(o, "complete -c grundy -n '__fish_seen_subcommand_from ");
    commands_taking(o, l, k1, k2);
    gr_buf_printf(o, "'%s -a '%s'\n", flags, gr_buf_str(words));
}

/* The words after a command of each kind: "complete" lines for fish. */
static void fish_operands(gr_buf *o, const lists *l)
{
    fish_kind(o, l, CLI_OPERAND_POSITION, CLI_OPERAND_GAME, "", &l->games);
    fish_kind(o, l, CLI_OPERAND_HEAP_GAME, CLI_OPERAND_HEAP_GAME, "", &l->heapgames);
    fish_kind(o, l, CLI_OPERAND_HEAP_SUM, CLI_OPERAND_HEAP_SUM, "", &l->sumgames);
    fish_kind(o, l, CLI_OPERAND_SET, CLI_OPERAND_SET, "", &l->sets);
    /* census's @FILE: the files, with the @ before them */
    gr_buf_puts(o, "complete -c grundy -n '__fish_seen_subcommand_from ");
    commands_taking(o, l, CLI_OPERAND_SET, CLI_OPERAND_SET);
    gr_buf_puts(o, "; and string match -q -- \"@*\" (commandline -ct)' -a "
                   "'(printf \"@%s\\n\" (__fish_complete_path "
                   "(string sub -s 2 -- (commandline -ct))))'\n");
    fish_kind(o, l, CLI_OPERAND_PROBLEM, CLI_OPERAND_PROBLEM, " -F", &l->problems);
    fish_kind(o, l, CLI_OPERAND_COMMAND, CLI_OPERAND_COMMAND, "", &l->commands);
    fish_kind(o, l, CLI_OPERAND_SHELL, CLI_OPERAND_SHELL, "", &l->shells);
}

/* One option, offered when the condition cond holds: a "complete" line. */
static void fish_option(gr_buf *o, const char *cond, const cli_option *op)
{
    char buf[128];

    gr_buf_printf(o, "complete -c grundy -n %s -l %s", cond, op->name);
    if (op->letter != 0)
        gr_buf_printf(o, " -s %c", op->letter);
    if (op->arg != NULL) {
        const char *words = value_words(op, buf, sizeof buf);
        if (words == NULL)
            gr_buf_puts(o, " -r -F");
        else if (words[0] != '\0')
            gr_buf_printf(o, " -x -a '%s'", words);
        else
            gr_buf_puts(o, " -x");
    }
    gr_buf_puts(o, " -d '");
    fish_text(o, op->help);
    gr_buf_puts(o, "'\n");
}

/* __grundy_needs_command: whether the words so far are the options that
** may come before the command (and their values), so that the command
** comes next. */
static void fish_needs_command(gr_buf *o, const lists *l)
{
    gr_buf_puts(o, "function __grundy_needs_command\n"
                   "    set -l w (commandline -opc)\n"
                   "    set -e w[1]\n"
                   "    while set -q w[1]\n"
                   "        switch $w[1]\n"
                   "        case ");
    global_patterns(o, l, "", "", " ");
    gr_buf_puts(o, "\n"
                   "            set -e w[1]\n"
                   "            set -q w[1]; and set -e w[1]\n"
                   "        case ");
    global_patterns(o, l, "'", "=*'", " ");
    gr_buf_puts(o, "\n"
                   "            set -e w[1]\n"
                   "        case '*'\n"
                   "            return 1\n"
                   "        end\n"
                   "    end\n"
                   "    return 0\n"
                   "end\n");
}

static void fish_script(gr_buf *o, const lists *l)
{
    const cli_command *c;
    const cli_option *op, *lang = global_named(l, "lang");
    int k;

    gr_buf_printf(o, "# fish completion for grundy %s, made by 'grundy completion fish'\n"
                     "complete -c grundy -f\n", GR_VERSION);
    fish_needs_command(o, l);
    for (c = l->table; c->name != NULL; c++) {
        gr_buf_printf(o, "complete -c grundy -n __grundy_needs_command -a %s -d '", c->name);
        fish_text(o, c->summary);
        gr_buf_puts(o, "'\n");
    }
    for (op = l->globals; op->name != NULL; op++)
        fish_option(o, "__grundy_needs_command", op);
    for (c = l->table; c->name != NULL; c++)
        for (k = 0; c->options[k].name != NULL; k++) {
            gr_buf b = GR_BUF_INIT;
            gr_buf_printf(&b, "'__fish_seen_subcommand_from %s'", c->name);
            fish_option(o, gr_buf_str(&b), &c->options[k]);
            gr_buf_free(&b);
        }
    /* the options every command takes (option_words) */
    gr_buf_puts(o, "complete -c grundy -n 'not __grundy_needs_command' -s h -l help -d '");
    fish_text(o, "this help");
    gr_buf_puts(o, "'\n");
    if (lang != NULL)
        fish_option(o, "'not __grundy_needs_command'", lang);
    fish_operands(o, l);
}

int cmd_completion(const cli_args *a, const cli_command *commands, const cli_option *globals)
{
    static void (*const scripts[NSHELLS])(gr_buf *, const lists *) = {bash_script, zsh_script,
                                                                      fish_script};
    gr_buf out = GR_BUF_INIT;
    lists l;
    size_t s;
    int rc;

    if (a->nwords == 0)
        return cli_usage("completion needs a shell: bash, zsh or fish");
    if (cli_args_at_most(a, 1, "completion takes one shell") != EXIT_ANSWERED)
        return EXIT_BADINPUT;
    for (s = 0; s < NSHELLS && strcmp(a->words[0], shells[s]) != 0; s++)
        ;
    if (s == NSHELLS)
        return cli_usage("argument %d: no completion for '%s' (bash, zsh or fish)", a->argn[0],
                         a->words[0]);
    lists_make(&l, commands, globals);
    scripts[s](&out, &l);
    rc = cli_write(&out);
    gr_buf_free(&out);
    lists_free(&l);
    return rc;
}
