/*
** commands.c - the command table: every command's name, options, operand
** kind, usage, summary and examples, from which help, the man page test and
** the shell completions are made (cli.h says how to add a command); and the
** help and version commands themselves.
*/
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "output.h"

static int cmd_help(const cli_args *a);
static int cmd_version(const cli_args *a);
static int run_completion(const cli_args *a);

static const cli_command commands[] = {
    {"solve", cmd_solve, solve_options, CLI_OPERAND_POSITION,
     "solve [OPTIONS] POSITION | - | -f FILE",
     N_("who wins, the nim-value and every winning move"),
     "  grundy solve nim 3 4 5\n"
     "  grundy solve kayles 7 + sub:1,3,4 9 --json\n"
     "  printf 'nim 1 2\\nkayles 5\\n' | grundy solve -\n"},
    {"problem", cmd_problem, problem_options, CLI_OPERAND_PROBLEM,
     "problem NAME [FILE...] | --list | NAME --generate | NAME --check COMMAND",
     N_("answer a classic contest problem from its input (files, or stdin); "
     "random inputs; check a solution"),
     "  grundy problem --list\n"
     "  printf '2\\n1 2\\n' | grundy problem acwing-891\n"
     "  grundy problem acwing-891 case1.in case2.in\n"
     "  grundy problem poj-3537 --generate --seed 7\n"
     "  grundy problem acwing-891 --check './a.out' --runs 500 --timeout 2\n"},
    {"play", cmd_play, play_options, CLI_OPERAND_POSITION,
     "play [OPTIONS] POSITION",
     N_("play the perfect engine (a line protocol without a terminal: docs/PLAY.md)"),
     "  grundy play nim 3 4 5\n"
     "  printf 'hint\\nquit\\n' | grundy play --first you kayles 7\n"},
    {"explain", cmd_explain, explain_options, CLI_OPERAND_POSITION,
     "explain [OPTIONS] POSITION",
     N_("why a position is won or lost, step by step (binary columns for Nim)"),
     "  grundy explain nim 3 4 5\n"
     "  grundy explain --misere nim 1 1 2\n"
     "  grundy explain --compound continued euclidean 12,5 3,2\n"},
    {"values", cmd_values, values_options, CLI_OPERAND_HEAP_GAME,
     "values GAME --to N [OPTIONS]",
     N_("G(A)..G(N) of a heap game, printed as they are computed"),
     "  grundy values grundys --to 20\n"
     "  grundy values octal:0.137 --to 100000 --format oeis\n"},
    {"period", cmd_period, period_options, CLI_OPERAND_HEAP_GAME,
     "period GAME [OPTIONS]",
     N_("the period of a heap game, proved where a theorem can"),
     "  grundy period kayles\n"
     "  grundy period octal:0.16 --max 1000000 --json\n"},
    {"quotient", cmd_quotient, quotient_options, CLI_OPERAND_HEAP_SUM,
     "quotient GAME [+ GAME...] [--max N] [--json]",
     N_("the misere quotient of heap games: presentation, P-portion, pretending function"),
     "  grundy quotient kayles\n"
     "  grundy quotient octal:0.75 --json\n"},
    {"census", cmd_census, census_options, CLI_OPERAND_SET,
     "census [--to N] [--json] [-o FILE] [-j N] [--misere] SET...",
     N_("periods, largest values and reach of many games at once (octal:K: every code)"),
     "  grundy census octal:2\n"
     "  grundy census --to 1000000 --json -o census.jsonl octal:3\n"
     "  grundy census octal:0.16 hex:0.8 @my-games.txt\n"
     "  mpirun -np 64 grundy census --json -o all.jsonl octal:4   (make MPI=1)\n"},
    {"nimber", cmd_nimber, nimber_options, CLI_OPERAND_NONE,
     "nimber [--hex] [--explain] EXPR",
     N_("a nimber calculator: + is the nim-sum, * the nim-product, / ^ sqrt inv log order"),
     "  grundy nimber '8 * 8'\n"
     "  grundy nimber --explain '(2 + 3) * 5'\n"
     "  grundy nimber --hex 'inv(0x1234) * log(2, 3)'\n"},
    {"games", cmd_games, no_options, CLI_OPERAND_NONE,
     "games",
     N_("list the games (rulesets) and their syntax"),
     "  grundy games\n"},
    {"serve", cmd_serve, serve_options, CLI_OPERAND_NONE,
     "serve [--port N] [--bind ADDR] [--threads N] [--graphs DIR] [--max-seconds S] [--max-memory MIB]",
     N_("a web page and JSON API for every command, at http://127.0.0.1:8080/"),
     "  grundy serve\n"
     "  grundy serve --port 0\n"
     "  grundy serve --graphs ~/graphs\n"},
    {"completion", run_completion, no_options, CLI_OPERAND_SHELL,
     "completion bash|zsh|fish",
     N_("a shell completion script: commands, options, games and problems"),
     "  grundy completion bash > ~/.local/share/bash-completion/completions/grundy\n"
     "  grundy completion zsh > ~/.zfunc/_grundy\n"
     "  grundy completion fish > ~/.config/fish/completions/grundy.fish\n"},
    {"version", cmd_version, no_options, CLI_OPERAND_NONE,
     "version",
     N_("print the version"),
     "  grundy version\n"},
    {"help", cmd_help, no_options, CLI_OPERAND_COMMAND,
     "help [COMMAND]",
     N_("this list, or one command's options and examples"),
     "  grundy help\n"
     "  grundy help solve\n"},
    {NULL, NULL, NULL, CLI_OPERAND_NONE, NULL, NULL, NULL}
};

/* The options that may come before the command, which main.c reads: --lang
** (every command takes it too), --plugin, and --help and --version in the
** command's place. The shell completions offer them there. */
enum { GLOBAL_LANG, GLOBAL_PLUGIN, GLOBAL_HELP, GLOBAL_VERSION, GLOBAL_END };

static const cli_option global_options[] = {
    /* the languages are the catalogues' (gr_lang_words), set when used */
    [GLOBAL_LANG] = {"lang", 0, "LANG", N_("the language of what grundy says")},
    [GLOBAL_PLUGIN] = {"plugin", 0, "FILE",
                       N_("load the games of a plugin, a shared object (docs/PLUGINS.md)")},
    [GLOBAL_HELP] = {"help", 'h', NULL, N_("this help")},
    [GLOBAL_VERSION] = {"version", 0, NULL, N_("print the version")},
    [GLOBAL_END] = {NULL, 0, NULL, NULL}
};

#define NCOMMANDS (sizeof commands / sizeof commands[0] - 1)

const cli_command *cli_command_at(size_t i)
{
    return i < NCOMMANDS ? &commands[i] : NULL;
}

const cli_command *cli_command_named(const char *name)
{
    size_t i;

    for (i = 0; i < NCOMMANDS; i++)
        if (strcmp(name, commands[i].name) == 0)
            return &commands[i];
    return NULL;
}

/* One command's usage, options and examples, on stdout. */
int cli_command_help(const cli_command *c)
{
    printf(_("usage: grundy %s\n"), c->usage);
    printf("%s\n\n%s\n", _(c->summary), _("options:"));
    cli_options_help(c->options);
    printf("\n%s\n%s", _("examples:"), c->examples);   /* commands: never translated */
    return EXIT_ANSWERED;
}

static int cmd_help(const cli_args *a)
{
    size_t i;

    if (a->nwords > 0) {
        const cli_command *c = cli_command_named(a->words[0]);
        if (c == NULL)
            return cli_usage("argument %d: unknown command '%s' (grundy help lists them)",
                             a->argn[0], a->words[0]);
        if (cli_args_at_most(a, 1, "help takes one command") != EXIT_ANSWERED)
            return EXIT_BADINPUT;
        return cli_command_help(c);
    }
    printf(_("grundy %s - impartial games solved: who wins, the nim-value, every winning move\n"),
           GR_VERSION);
    printf("\n%s\n\n", _("usage: grundy [--lang LANG] [--plugin FILE.so]... COMMAND [ARGS]"));
    for (i = 0; i < NCOMMANDS; i++)
        printf("  %-40s %s\n", commands[i].usage, _(commands[i].summary));
    fputs(_("\nA POSITION is components joined by '+', each a game and its arguments:\n"
            "  grundy solve nim 3 4 5\n"
            "Your own games: a game graph file (grundy solve graph:moves.txt start), or a\n"
            "plugin: grundy --plugin ./mygame.so COMMAND ... (docs/PLUGINS.md).\n"
            "Options go anywhere, --lang and --plugin too; '--' ends them.\n"
            "grundy help COMMAND tells one command.\n"
            "exit status: 0 answered, 1 problem --check: the solution failed,\n"
            "             2 bad input, 3 cannot decide, 4 I/O error,\n"
            "             5 play (line protocol): input ended or quit before the game did,\n"
            "             130, 143 stopped by SIGINT or SIGTERM\n"), stdout);
    return EXIT_ANSWERED;
}

static int run_completion(const cli_args *a)
{
    cli_option globals[GLOBAL_END + 1];

    memcpy(globals, global_options, sizeof globals);
    globals[GLOBAL_LANG].arg = gr_lang_words();   /* "en|zh": its choices */
    return cmd_completion(a, commands, globals);
}

static int cmd_version(const cli_args *a)
{
    if (cli_args_at_most(a, 0, "version takes no arguments") != EXIT_ANSWERED)
        return EXIT_BADINPUT;
    printf("grundy %s\n", GR_VERSION);
    return EXIT_ANSWERED;
}

