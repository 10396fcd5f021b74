/*
** commands.h - the command table (commands.c), which main.c reads: every
** command's entry (cli.h says how to add one), and its help.
*/
#ifndef GR_CLI_COMMANDS_H
#define GR_CLI_COMMANDS_H

#include <stddef.h>

#include "cli.h"

/* The i-th command, NULL past the end; the command of that name, or NULL;
** its help (usage, summary, options, examples) on stdout, EXIT_ANSWERED. */
const cli_command *cli_command_at(size_t i);
const cli_command *cli_command_named(const char *name);
int cli_command_help(const cli_command *c);

#endif
