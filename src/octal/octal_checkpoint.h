/*
** octal_checkpoint.h - checkpoint files of value tables (octal_checkpoint.c):
** save, check and read back. Only the driver (octal_run.c) uses them.
*/
#ifndef GR_OCTAL_CHECKPOINT_H
#define GR_OCTAL_CHECKPOINT_H

#include "octal.h"

/* The text naming a game in its checkpoint ("0.07"; "U4.0" for Grundy's
** game, whose heaps must differ). */
void gr_checkpoint_code(const gr_octal_rules *r, char *out, size_t size);
/* GR_OK when path is absent or a whole checkpoint of the game named code,
** *file then saying what it holds (format 0: no file); otherwise GR_EINPUT
** saying what is wrong (such a file is never overwritten). */
int gr_checkpoint_check(const char *path, const char *code, gr_checkpoint_file *file,
                        gr_error *err);
/* Saves the table when it holds more than the file: the values past
** file->count appended to a format 3 file, else the whole table through
** path.XXXXXX, renamed (also when the file was removed since); *file is
** updated. GR_OK, or GR_EIO saying why: the file cannot be written, or
** another file (a folder) was put in its place, which is left as it is. */
int gr_checkpoint_save(const char *path, const char *code, const gr_octal *o,
                       gr_checkpoint_file *file, gr_error *err);
/* Reads the values of heaps from..upto (as far as the file goes) of a file
** checked before into *values (malloc'd, indexed from `from`, or NULL);
** returns the heap after the last one read. */
uint64_t gr_checkpoint_read(const char *path, uint64_t from, uint64_t upto, uint16_t **values);

#endif
