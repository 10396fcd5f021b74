/*
** cmd_completion.c - `grundy completion bash|zsh|fish`: a shell completion
** script made from the command table (each command's options and the kind
** of its words), the registry of games and the list of problems, so that it
** cannot fall behind them.
*/
#include <string.h>

#include "cli.h"
#include "output.h"
#include "problems/problems.h"

/* The shells there is a script for, in the order of their words. */
static const char *const shells[] = {"bash", "zsh", "fish"};
#define NSHELLS (sizeof shells / sizeof shells[0])

#define LANGUAGES "en zh"   /* the words of --lang (main.c's choose_language) */

/* The word each script uses for an operand kind. */
static const char *const kind_words[] = {
    [CLI_OPERAND_NONE] = "none",         [CLI_OPERAND_POSITION] = "position",
    [CLI_OPERAND_GAME] = "game",         [CLI_OPERAND_PROBLEM] = "problem",
    [CLI_OPERAND_COMMAND] = "command",   [CLI_OPERAND_SHELL] = "shell",
};

/* The words a script completes from, each list separated by spaces; the
** command table it was made from (ended by a NULL name). */
typedef struct lists {
    gr_buf commands, games, problems, shells;
    const cli_command *table;
} lists;

static void lists_make(lists *l, const cli_command *table)
{
    const gr_ruleset *r;
    size_t i;

    memset(l, 0, sizeof *l);
    l->table = table;
    for (i = 0; table[i].name != NULL; i++)
        gr_buf_printf(&l->commands, "%s%s", i ? " " : "", table[i].name);
    for (i = 0; (r = gr_registry_at(i)) != NULL; i++)
        gr_buf_printf(&l->games, "%s%s", i ? " " : "", r->name);
    for (i = 0; i < problem_count(); i++)
        gr_buf_printf(&l->problems, "%s%s", i ? " " : "", problem_at(i)->name);
    for (i = 0; i < NSHELLS; i++)
        gr_buf_printf(&l->shells, "%s%s", i ? " " : "", shells[i]);
}

static void lists_free(lists *l)
{
    gr_buf_free(&l->commands);
    gr_buf_free(&l->games);
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

/* Appends each option of c as "-x --name" (and only those taking a value
** when `valued`), separated by spaces, and those every command takes:
** --help and --lang (cli_options_help lists them too). */
static void option_words(gr_buf *o, const cli_command *c, int valued)
{
    const cli_option *t = c->options;
    int k;

    for (k = 0; t[k].name != NULL; k++) {
        if (valued && t[k].arg == NULL)
            continue;
        if (t[k].letter != 0)
            gr_buf_printf(o, "-%c ", t[k].letter);
        gr_buf_printf(o, "--%s ", t[k].name);
    }
    gr_buf_puts(o, valued ? "--lang" : "-h --help --lang");
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

static void command_tables(gr_buf *o, const shell_syntax *sx, const cli_command *table)
{
    const cli_command *c;
    int k;

    gr_buf_puts(o, "    case $cmd in\n");
    for (c = table; c->name != NULL; c++) {
        gr_buf_printf(o, "    %s) opts=%s", c->name, sx->open);
        option_words(o, c, 0);
        gr_buf_puts(o, sx->middle);
        option_words(o, c, 1);
        gr_buf_printf(o, "%s kind=%s ;;\n", sx->close, kind_words[c->operand]);
    }
    gr_buf_puts(o, "    esac\n    case $cmd:$prev in\n");
    for (c = table; c->name != NULL; c++)
        for (k = 0; c->options[k].name != NULL; k++) {
            const cli_option *op = &c->options[k];
            char buf[128];
            const char *words;
            if (op->arg == NULL)
                continue;
            words = value_words(op, buf, sizeof buf);
            gr_buf_printf(o, "    %s:--%s", c->name, op->name);
            if (op->letter != 0)
                gr_buf_printf(o, "|%s:-%c", c->name, op->letter);
            gr_buf_puts(o, ") ");
            if (words == NULL)
                gr_buf_puts(o, sx->files);
            else
                gr_buf_printf(o, sx->words, words);
            gr_buf_puts(o, "; return ;;\n");
        }
    gr_buf_puts(o, "    *:--lang) ");
    gr_buf_printf(o, sx->words, LANGUAGES);
    gr_buf_puts(o, "; return ;;\n    esac\n");
}

/* ---- bash ---- */

static void bash_script(gr_buf *o, const lists *l)
{
    static const shell_syntax bash = {"\"", "\" valued=\" ", "\"",
                                      "COMPREPLY=($(compgen -f -- \"$cur\"))",
                                      "COMPREPLY=($(compgen -W \"%s\" -- \"$cur\"))"};

    gr_buf_printf(o, "# bash completion for grundy %s, made by 'grundy completion bash'\n"
                     "_grundy() {\n"
                     "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}\n"
                     "    local commands=\"%s\" games=\"%s\" problems=\"%s\"\n"
                     "    if [ \"$COMP_CWORD\" -eq 1 ]; then\n"
                     "        COMPREPLY=($(compgen -W \"$commands --help --version\" -- \"$cur\"))\n"
                     "        return\n"
                     "    fi\n"
                     "    local cmd=${COMP_WORDS[1]} opts= valued= kind=none\n", GR_VERSION,
                  gr_buf_str(&l->commands), gr_buf_str(&l->games), gr_buf_str(&l->problems));
    command_tables(o, &bash, l->table);
    gr_buf_puts(o,
        "    case $cur in -*) COMPREPLY=($(compgen -W \"$opts\" -- \"$cur\")); return ;; esac\n"
        "    # n: the words so far that are not options; fresh: a component starts\n"
        "    local i=2 n=0 fresh=1 w\n"
        "    while [ $i -lt $COMP_CWORD ]; do\n"
        "        w=${COMP_WORDS[i]}\n"
        "        case \" $valued \" in *\" $w \"*) i=$((i + 2)); continue ;; esac\n"
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
        "    game) [ $n -eq 0 ] && COMPREPLY=($(compgen -W \"$games\" -- \"$cur\")) ;;\n"
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

static void zsh_script(gr_buf *o, const lists *l)
{
    static const shell_syntax zsh = {"(", ") valued=(", ")", "_files", "compadd -- %s"};

    gr_buf_printf(o, "#compdef grundy\n"
                     "# zsh completion for grundy %s, made by 'grundy completion zsh'\n"
                     "_grundy() {\n"
                     "    local cur=${words[CURRENT]} prev=${words[CURRENT-1]}\n"
                     "    local -a commands games problems opts valued\n"
                     "    commands=(%s)\n    games=(%s)\n    problems=(%s)\n"
                     "    if (( CURRENT == 2 )); then compadd -- $commands --help --version; "
                     "return; fi\n"
                     "    local cmd=${words[2]} kind=none\n", GR_VERSION,
                  gr_buf_str(&l->commands), gr_buf_str(&l->games), gr_buf_str(&l->problems));
    command_tables(o, &zsh, l->table);
    gr_buf_puts(o,
        "    if [[ $cur == -* ]]; then compadd -- $opts; return; fi\n"
        "    local i=3 n=0 fresh=1 w\n"
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
        "    game) (( n == 0 )) && compadd -- $games ;;\n"
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

/* The words after a command of each kind: "complete" lines for fish. */
static void fish_operands(gr_buf *o, const lists *l)
{
    gr_buf_puts(o, "complete -c grundy -n '__fish_seen_subcommand_from ");
    commands_taking(o, l, CLI_OPERAND_POSITION, CLI_OPERAND_GAME);
    gr_buf_printf(o, "' -a '%s'\n", gr_buf_str(&l->games));
    gr_buf_puts(o, "complete -c grundy -n '__fish_seen_subcommand_from ");
    commands_taking(o, l, CLI_OPERAND_PROBLEM, CLI_OPERAND_PROBLEM);
    gr_buf_printf(o, "' -F -a '%s'\n", gr_buf_str(&l->problems));
    gr_buf_puts(o, "complete -c grundy -n '__fish_seen_subcommand_from ");
    commands_taking(o, l, CLI_OPERAND_COMMAND, CLI_OPERAND_COMMAND);
    gr_buf_printf(o, "' -a '%s'\n", gr_buf_str(&l->commands));
    gr_buf_puts(o, "complete -c grundy -n '__fish_seen_subcommand_from ");
    commands_taking(o, l, CLI_OPERAND_SHELL, CLI_OPERAND_SHELL);
    gr_buf_printf(o, "' -a '%s'\n", gr_buf_str(&l->shells));
}

static void fish_script(gr_buf *o, const lists *l)
{
    const cli_command *c;
    int k;

    gr_buf_printf(o, "# fish completion for grundy %s, made by 'grundy completion fish'\n"
                     "complete -c grundy -f\n", GR_VERSION);
    for (c = l->table; c->name != NULL; c++) {
        gr_buf_printf(o, "complete -c grundy -n __fish_use_subcommand -a %s -d '", c->name);
        fish_text(o, c->summary);
        gr_buf_puts(o, "'\n");
    }
    for (c = l->table; c->name != NULL; c++)
        for (k = 0; c->options[k].name != NULL; k++) {
            const cli_option *op = &c->options[k];
            char buf[128];
            gr_buf_printf(o, "complete -c grundy -n '__fish_seen_subcommand_from %s' -l %s",
                          c->name, op->name);
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
    /* the options every command takes (option_words) */
    gr_buf_puts(o, "complete -c grundy -n 'not __fish_use_subcommand' -s h -l help -d '");
    fish_text(o, "this help");
    gr_buf_printf(o, "'\ncomplete -c grundy -l lang -x -a '%s' -d '", LANGUAGES);
    fish_text(o, "the language of what grundy says");
    gr_buf_puts(o, "'\n");
    fish_operands(o, l);
}

int cmd_completion(const cli_args *a, const cli_command *commands)
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
    lists_make(&l, commands);
    scripts[s](&out, &l);
    rc = cli_write(&out);
    gr_buf_free(&out);
    lists_free(&l);
    return rc;
}
