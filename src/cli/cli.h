/*
** cli.h - the commands of grundy: what an entry of the command table
** (commands.c) holds, and each command's function and option table, one
** file src/cli/cmd_NAME.c each. Only the command layer includes it: main.c,
** commands.c and the cmd_*.c files; the parts below them (options.h,
** output.h, operands.h, answer.h, ...) never do.
**
** Adding a command
** ================
**
** 1. Write src/cli/cmd_NAME.c, opening with its name and one line on its
**    job. It holds the command only: its options, reading its words,
**    printing. Whatever another front end or a test also needs (the web
**    API, a fuzz target) goes in a file of its own with its own header
**    (as explain.c, answer.c, period_json.c): cmd_*.c files are linked
**    into the grundy binary only, never into libgrundy-front.a, which the
**    unit tests and fuzz targets link.
**
**        #include "cli.h"
**        #include "output.h"
**
**        enum { OPT_JSON };
**
**        const cli_option NAME_options[] = {
**            [OPT_JSON] = {"json", 0, NULL, N_("one JSON object")},
**            {NULL, 0, NULL, NULL}
**        };
**
**        int cmd_NAME(const cli_args *a)
**        {
**            ...
**        }
**
**    An option is {long name, letter or 0, its value in help ("N", "FILE"
**    for a file name, or the choices "auto|always|never"; NULL: a flag),
**    one line of help, marked N_() so that help prints it translated
**    (po/zh_CN/cli.po holds its Chinese)}; its id is its index. A command without options
**    uses no_options (options.h) and defines no table. main.c has sorted
**    the line out: a->opts in the order given, a->words the operands.
**    Read option values with cli_opt_u64, cli_opt_choice, cli_opt_text
**    (options.h), a position with cli_position (operands.h), refuse extra
**    words with cli_args_at_most. Report an error as one line on stderr
**    and return its exit status: cli_usage("argument %d: ...", a->argn[k])
**    for a bad word, cli_fail(&err) for a library error (output.h). Build
**    the answer in a gr_buf and write it whole with cli_write, so that an
**    error leaves stdout empty. Return EXIT_ANSWERED.
**
** 2. Declare them below, with the other commands:
**        int cmd_NAME(const cli_args *a);
**    and NAME_options in the list of option tables.
**
** 3. Add its line to the table in commands.c, where `grundy help` should
**    list it:
**        {"NAME", cmd_NAME, NAME_options, CLI_OPERAND_GAME,
**         "NAME [--json] GAME",
**         N_("what it does, in one line"),
**         "  grundy NAME kayles\n"},
**    The operand kind says what its words are (the shell completions
**    offer games, heap games, sums of heap games, census's sets,
**    problems, commands or shells from it); the usage line and the summary are shown by
**    `grundy help`, the examples (lines
**    "  grundy NAME ...") by `grundy help NAME`; the summary is translated
**    (N_), the usage line and the examples, commands, never are. Nothing else: help,
**    `NAME --help`, the completion scripts and the checks of test_help.sh
**    and test_docs.sh all read this table, and the Makefile links every
**    cmd_NAME.c of src/cli into the binary.
**
** 4. README.md: a section "### `grundy NAME ...`" under "## Commands",
**    with an example in a ```console block ("$ grundy NAME ..." and
**    exactly what it prints; a status other than 0 is written "# exit N"
**    after the command): test_docs.sh runs it and compares.
**
** 5. man/grundy.1: the command in SYNOPSIS, and under COMMANDS a .TP
**    entry ".B NAME" with each option written \-\-name (test_docs.sh
**    checks both); an example under EXAMPLES if it helps (they are run).
**
** 6. docs/ERRORS.md: each new error message, word for word in a code span,
**    with its cause, in the table of its section (usage errors under "## The
**    command line (exit 2)": "| `NAME needs a game` | `NAME` alone |");
**    test_errors.sh finds every message in the source and fails on one
**    missing there.
**
** 7. Tests: tests/cli/test_NAME.sh (". tests/cli/lib.sh", then expect,
**    expect_error, check..., and finish), checking answers and each
**    error's message and exit status; tests/run.sh runs every
**    tests/cli/test_*.sh. Then:
**        make -j2 check TESTS="test_NAME.sh test_help.sh test_docs.sh
**                              test_completion.sh test_errors.sh"
*/
#ifndef GR_CLI_H
#define GR_CLI_H

#include "grundy.h"
#include "options.h"

/* What the words after a command are, for the shell completions. */
typedef enum cli_operand {
    CLI_OPERAND_NONE,       /* no words, or none a completion can offer */
    CLI_OPERAND_POSITION,   /* a game at the start of each part joined by '+' (a position) */
    CLI_OPERAND_HEAP_SUM,   /* the same of heap games only (quotient's: GR_SHAPE_HEAP) */
    CLI_OPERAND_GAME,       /* one game */
    CLI_OPERAND_HEAP_GAME,  /* one game that values and period take (gr_ruleset_numbered) */
    CLI_OPERAND_SET,        /* census's sets: octal:K or a game it computes (census_takes) */
    CLI_OPERAND_PROBLEM,    /* a problem's name, then files */
    CLI_OPERAND_COMMAND,    /* a command's name */
    CLI_OPERAND_SHELL       /* a shell's name */
} cli_operand;

/* A command: main.c sorts its command line out with its option table and
** hands it the result; `grundy help NAME` prints usage, summary, the
** options and the examples. The table ends with an entry whose name is
** NULL. */
typedef struct cli_command {
    const char *name;
    int (*run)(const cli_args *a);
    const cli_option *options;
    cli_operand operand;   /* what its words are */
    const char *usage;
    const char *summary;   /* marked N_(), printed translated */
    const char *examples;  /* lines "  grundy ...", shown by help */
} cli_command;

/* The commands, one file each, and their options. */
int cmd_solve(const cli_args *a);
int cmd_games(const cli_args *a);
int cmd_problem(const cli_args *a);
int cmd_play(const cli_args *a);
int cmd_explain(const cli_args *a);
int cmd_values(const cli_args *a);
int cmd_period(const cli_args *a);
int cmd_quotient(const cli_args *a);
int cmd_census(const cli_args *a);
int cmd_serve(const cli_args *a);
int cmd_nimber(const cli_args *a);
extern const cli_option solve_options[], problem_options[], play_options[],
    explain_options[], values_options[], period_options[], quotient_options[],
    census_options[], serve_options[], nimber_options[];
/* The sets of census that are no single game ("octal:1 octal:2 ..."),
** separated by spaces, appended to out: the shell completions offer them. */
void census_set_words(gr_buf *out);
/* Completion reads the command table and the options that may come before
** the command, which commands.c passes in (a run function of the table
** calls it: the table is above the commands). */
int cmd_completion(const cli_args *a, const cli_command *commands,
                   const cli_option *globals);

#endif
