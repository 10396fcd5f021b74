/*
** options.h - the one option parser of every grundy command, GNU style:
** options anywhere among the other words, `--opt value` and `--opt=value`,
** unambiguous abbreviations (`--js` is `--json`), short forms (`-f FILE`,
** `-fFILE`), `--` ending the options, `-` alone and negative numbers words
** like any other (no option is a digit), and
** "did you mean --json?" for a misspelt option.
*/
#ifndef GR_CLI_OPTIONS_H
#define GR_CLI_OPTIONS_H

#include <stddef.h>
#include <stdint.h>

#include "base/i18n.h"
#include "grundy.h"

/* One option a command takes. Tables end with an entry whose name is NULL;
** a command's option ids are the indexes into its table. */
typedef struct cli_option {
    const char *name;    /* the long form, without "--" */
    char letter;         /* the short form ('f' for -f), or 0 */
    const char *arg;     /* its value in help: "N", "FILE" (a file name), or the
                         ** choices "you|engine"; NULL: a flag */
    const char *help;    /* one line, marked N_() (help prints it translated) */
} cli_option;

/* An option as given: which one, its value (NULL for a flag) and the
** command-line argument that named it (argument 1 is the command). */
typedef struct cli_opt {
    int id;
    const char *value;
    int argn;
} cli_opt;

/* The words of a command line sorted out: the options in the order given,
** and the other words (operands) with the argument number of each. */
typedef struct cli_args {
    const char *command;
    int nopts;
    cli_opt *opts;
    int nwords;
    char **words;
    int *argn;
    int first;      /* the argument number of the command's own word */
} cli_args;

/* The table of a command that takes no option. */
extern const cli_option no_options[];

/* Whether the word is `--lang`, which every command takes (main reads it
** before anything else; the parser passes over it and its value), or a
** shortening of it that no command's option shares (`--la`, `--lan`), each
** also with `=WORD`. If so, *value (may be NULL) is WORD after the '=', or
** NULL when the language is the next word. */
int cli_lang_option(const char *word, const char **value);
/* The same for --plugin FILE (`--plu` at least: `--pl` may be --plot),
** which main loads before the command and cli_args_parse among its words. */
int cli_plugin_option(const char *word, const char **value);
/* Loads the plugin of the --plugin at argv[*i] (value: its PATH after '=',
** or NULL for the next word, *i then moved onto it), blaming argument
** *i + first: EXIT_ANSWERED, or the usage error said. */
int cli_plugin_load(int argc, char **argv, int *i, const char *value, int first);

/* Sorts out argv[1..argc) (argv[0] is the command's name, the command
** line's word number `first`: 1, or more after global options such as
** --plugin) against table. A word `--help` or `-h` before `--` sets *help.
** Returns EXIT_ANSWERED, or prints one line naming the argument (by its
** word number on the whole command line) and returns EXIT_BADINPUT (or
** EXIT_FAILURE_IO when out of memory). */
int cli_args_parse(cli_args *a, const cli_option *table, int argc, char **argv, int first,
                   int *help);
void cli_args_free(cli_args *a);
/* Whether argv[1..argc) (argv[0] the command's name) gives the option
** `name` of table, read as cli_args_parse reads them (a shortening, not an
** option's value, before `--`) but silently: main asks it for --json
** before any message may be said. */
int cli_args_name(const cli_option *table, int argc, char **argv, const char *name);

/* The table's options for help, one per line: "  --limit N   list at most". */
void cli_options_help(const cli_option *table);

/* Checked values of options: print one line naming the option and its
** argument and return EXIT_BADINPUT when the value does not do. */
int cli_opt_u64(const cli_opt *o, const cli_option *table, uint64_t *out);
int cli_opt_u64_min(const cli_opt *o, const cli_option *table, uint64_t min, uint64_t *out);
/* A value that must be one of the choices its option's arg names, as in
** "auto|always|never": the index of the one given. */
int cli_opt_choice(const cli_opt *o, const cli_option *table, int *out);
/* A non-empty value (a file name). */
int cli_opt_text(const cli_opt *o, const cli_option *table, const char **out);
/* A number of seconds from 0.01 to 3600, written in decimal (digits, a
** point and digits: no sign, exponent, hexadecimal or space). */
int cli_opt_seconds(const cli_opt *o, const cli_option *table, double *out);

/* Words that must all be used: fails on word k and beyond when there are
** more than `most`, naming the first extra one and saying `what` (a
** literal, translated here: "values takes one game"). */
int cli_args_at_most(const cli_args *a, int most, const char *what);

/* Edit distance of a and b[0, blen), a transposition counting one: how
** far a misspelt word is from a name, for "did you mean". */
size_t cli_edit_distance(const char *a, const char *b, size_t blen);

/* ---- options several commands take: their table entries and readers ---- */

/* --color=WHEN, an option of the commands that write for people. */
#define CLI_COLOR_OPTION \
    {"color", 0, "auto|always|never", N_("colour (auto: on a terminal, unless NO_COLOR is set)")}
/* --search-limit N: the positions an exhaustive search may visit. */
#define CLI_SEARCH_LIMIT_OPTION \
    {"search-limit", 0, "N", N_("positions an exhaustive search may visit (default 2000000)")}
/* --compound KIND: how the components are played together. */
#define CLI_COMPOUND_OPTION \
    {"compound", 0, "sum|conjunctive|continued|selective", \
     N_("play the components together another way than the sum (docs/COMPOUNDS.md)")}
/* --compound's value into *kind. */
int cli_compound(const cli_opt *o, const cli_option *table, gr_compound *kind);
/* Refuses --misere with a compound other than the sum (exit 2). */
int cli_compound_misere(gr_compound kind, int misere);
/* --color's value into *when (a term_when). */
int cli_color(const cli_opt *o, const cli_option *table, int *when);
/* --max-heap N: how far the value tables of take-and-break games are
** computed on demand (the default is 65536 heaps). Reads N into *max_heap;
** cli_position_max_heap (operands.h) gives it to a position's games. */
int cli_max_heap(const cli_opt *o, const cli_option *table, uint64_t *max_heap);

#endif
