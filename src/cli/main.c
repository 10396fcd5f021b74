/*
** main.c - the grundy command: finds the command named by the first word
** (commands.c has the table), sorts its line out and runs it.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/i18n.h"
#include "commands.h"
#include "options.h"
#include "output.h"

static int unknown_command(const char *word, int argn)
{
    const cli_command *c;
    size_t i, best = 3, d;
    const char *near = NULL;

    for (i = 0; (c = cli_command_at(i)) != NULL; i++)
        if ((d = cli_edit_distance(c->name, word, strlen(word))) < best) {
            best = d;
            near = c->name;
        }
    if (near != NULL)
        return cli_usage("argument %d: unknown command '%s' (did you mean %s?)", argn, word,
                         near);
    return cli_usage("argument %d: unknown command '%s' (grundy help lists them)", argn, word);
}

/* Sorts the command's line out with its options and runs it; its word is
** argument `first` of the whole command line (after the global options). */
static int run_command(const cli_command *c, int argc, char **argv, int first)
{
    cli_args a;
    int help = 0, rc;

    if ((rc = cli_args_parse(&a, c->options, argc, argv, first, &help)) != EXIT_ANSWERED)
        return rc;
    if (help)
        rc = cli_command_help(c);
    else
        rc = c->run(&a);
    cli_args_free(&a);
    if (fflush(stdout) != 0 && rc == EXIT_ANSWERED) {
        fputs("grundy: cannot write the answer\n", stderr);
        rc = EXIT_FAILURE_IO;
    }
    return rc;
}

/* Loads the plugins named in GRUNDY_PLUGINS (paths joined by ':'). */
static int env_plugins(void)
{
    const char *list = getenv("GRUNDY_PLUGINS");
    char path[4096];
    gr_error err;

    while (list != NULL && *list != '\0') {
        size_t n = strcspn(list, ":");
        if (n > 0) {
            if (n >= sizeof path)
                return cli_usage("GRUNDY_PLUGINS: a path longer than %zu bytes", sizeof path - 1);
            memcpy(path, list, n);
            path[n] = '\0';
            if (gr_plugin_load(path, &err) != GR_OK)
                return cli_usage("GRUNDY_PLUGINS: %s", err.message);
        }
        list += n + (list[n] == ':');
    }
    return EXIT_ANSWERED;
}

/* The words the global option at argv[i] takes (--lang WORD, --plugin PATH:
** 2; --lang=WORD, --plugin=PATH: 1), or 0 when argv[i] is none. Each may
** be shortened while no command's option shares the beginning (--lan,
** --plug). */
static int global_words(const char *word)
{
    const char *value;

    if (cli_lang_option(word, &value) || cli_plugin_option(word, &value))
        return value != NULL ? 1 : 2;
    return 0;
}

/* Loads the plugin of every --plugin PATH (or --plugin=PATH) among the
** global options that open the line; *at is the first argument after them.
** One among the command's words is loaded by the command's parser, which
** knows which words are its options' values (cli_args_parse). */
static int global_options(int argc, char **argv, int *at)
{
    int i = 1, rc;

    while (i < argc && global_words(argv[i]) > 0) {
        const char *path;
        if (!cli_plugin_option(argv[i], &path)) {   /* --lang: read by choose_language */
            i += global_words(argv[i]);
            continue;
        }
        if ((rc = cli_plugin_load(argc, argv, &i, path, 0)) != EXIT_ANSWERED)
            return rc;
        i++;
    }
    *at = i;
    return EXIT_ANSWERED;
}

/* Whether word is option (--help, --version) or a beginning of it past
** "--" that no other option before the command shares (--he, --vers). */
static int shortens(const char *word, const char *option)
{
    size_t len = strlen(word);

    return len > 2 && len <= strlen(option) && strncmp(word, option, len) == 0;
}

/* The language: the last --lang WORD (or --lang=WORD) before "--", or else
** what the usual variables ask for; English with --json, whose answers and
** error records are for programs. The words stay in argv (the option
** parser passes over them), so that arguments keep their numbers. A
** language asked for by name must have its catalogue installed; one the
** variables ask for falls back to English without a word. */
/* Whether the command the words name takes --json and is given it (or a
** shortening of it), as its option: not a value of another option, nor a
** word of a command without it. */
static int asks_json(int argc, char **argv)
{
    const cli_command *c;
    int i = 1;

    while (i < argc && global_words(argv[i]) > 0)   /* the words global_options reads */
        i += global_words(argv[i]);
    if (i >= argc || (c = cli_command_named(argv[i])) == NULL)
        return 0;
    return cli_args_name(c->options, argc - i, argv + i, "json");
}

static int choose_language(int argc, char **argv)
{
    const char *want = NULL;
    int i, at = 0, json = asks_json(argc, argv);

    for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
        if (cli_lang_option(argv[i], &want)) {
            at = i;
            if (want == NULL && i + 1 < argc)
                want = argv[++i];
            if (want == NULL)
                break;
        }
    /* the variables' language (or JSON's English) says what follows, also
    ** why a --lang is refused */
    gr_lang_set(json ? "en" : gr_lang_from_env());
    if (at > 0 && want == NULL)
        return cli_usage("argument %d: --lang needs a language (%s)", at, gr_lang_words());
    if (want == NULL)
        return EXIT_ANSWERED;
    if (!gr_lang_known(want))
        return cli_usage("argument %d: --lang: no language '%s' (%s)", at, want,
                         gr_lang_words());
    if (gr_lang_set(want) != 0)
        return cli_usage("argument %d: --lang %s: its catalogue is not installed (it is built "
                         "with msgfmt, from Debian's gettext: make deps)", at, want);
    if (json)
        gr_lang_set("en");   /* JSON is for programs: its messages stay English */
    return EXIT_ANSWERED;
}

int main(int argc, char **argv)
{
    const cli_command *c;
    int at, rc;

    if ((rc = choose_language(argc, argv)) != EXIT_ANSWERED ||
        (rc = env_plugins()) != EXIT_ANSWERED || (rc = global_options(argc, argv, &at)) !=
        EXIT_ANSWERED)
        return rc;
    argc -= at - 1;
    argv += at - 1;
    if (argc < 2)
        return cli_usage("usage: grundy COMMAND [ARGS] (grundy help lists the commands, "
                         "grundy help COMMAND tells one)");
    if (shortens(argv[1], "--help") || strcmp(argv[1], "-h") == 0)
        return run_command(cli_command_named("help"), 1, argv + 1, at);
    if (shortens(argv[1], "--version"))
        return run_command(cli_command_named("version"), 1, argv + 1, at);
    if ((c = cli_command_named(argv[1])) == NULL)
        return unknown_command(argv[1], at);
    return run_command(c, argc - 1, argv + 1, at);
}
