/*
** census_file.h - the file of `grundy census -o FILE` (census_file.c): FILE
** holds the records exactly as the census prints them, and FILE.check
** beside it a checksum for each, so that a run goes on from an earlier
** run's records only when they are that census's own and unchanged.
*/
#ifndef GR_CLI_CENSUS_FILE_H
#define GR_CLI_CENSUS_FILE_H

#include "census.h"

/* Opens c->out and c->check on path and path.check. When FILE has records
** of this census (the same sets, --to and form), each matching its check,
** they are kept (c->written of them) and what follows them, a line cut
** short by an interruption, is cut off; when FILE is absent or empty, both
** files start afresh (a table with its header). Returns EXIT_ANSWERED;
** EXIT_BADINPUT after one line on stderr naming the file (argument argn when
** it cannot be opened), the line and what
** is wrong (a damaged or foreign file: then both files are left exactly as
** they are); EXIT_FAILURE_IO when writing fails. */
int census_file_open(census *c, const char *path, int argn);

/* Closes c->out and c->check (stdout is left open); 0 when one of them
** fails to close (a write that did not make it). */
int census_file_close(census *c);

#endif
