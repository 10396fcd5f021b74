/*
** file.h - named files opened for reading (file.c): what is not a regular
** file (a directory, a FIFO, a terminal, a device, a socket) is refused
** without ever blocking on it, so that no reader hangs on a name it was
** handed (a graph file, a checkpoint, a batch of positions).
*/
#ifndef GR_FILE_H
#define GR_FILE_H

#include <stdio.h>

#include "grundy.h"

/* Opens path for reading. `what` names the file in errors ("the game graph
** ", "" for none; it is followed by the path). Returns a descriptor, or -1
** after filling err (GR_EINPUT): "the file name is empty" for "";
** "cannot open WHAT PATH: REASON" when it
** cannot be opened, "cannot read WHAT PATH: it is a directory" or "...: not
** a regular file (...)" when it is something else than a file. */
int gr_file_open_fd(const char *path, const char *what, gr_error *err);
/* The same, as a stream ("r" mode); NULL after filling err (GR_ENOMEM when
** the stream cannot be made). */
FILE *gr_file_open(const char *path, const char *what, gr_error *err);

/* The name (len bytes) is that of a file directly in the current directory
** once every symlink is followed: no path leads out of it. */
int gr_file_here(const char *name, size_t len);

#endif
