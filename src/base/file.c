/*
** file.c - named files opened for reading, refusing what is not a regular
** file. The file is opened non-blocking (opening a FIFO for reading would
** otherwise wait for a writer), looked at with fstat, and only a regular
** file is handed back, in blocking mode again.
*/
#define _XOPEN_SOURCE 700   /* realpath */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "file.h"
#include "i18n.h"

/* "cannot open FILE: why", or with a kind of file "cannot open the game
** graph FILE: why" (two messages: a language may join a kind otherwise). */
static int fail(gr_error *err, int opening, const char *what, const char *path, const char *why)
{
    if (what[0] == '\0')
        return opening ? gr_error_set(err, GR_EINPUT, "cannot open %s: %s", path, why)
                       : gr_error_set(err, GR_EINPUT, "cannot read %s: %s", path, why);
    return opening ? gr_error_set(err, GR_EINPUT, "cannot open %s%s: %s", what, path, why)
                   : gr_error_set(err, GR_EINPUT, "cannot read %s%s: %s", what, path, why);
}

int gr_file_open_fd(const char *path, const char *what, gr_error *err)
{
    struct stat st;
    int fd, flags;

    if (path[0] == '\0')
        return gr_error_set(err, GR_EINPUT, "the file name is empty"), -1;
    if ((fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)) < 0)
        return fail(err, 1, what, path, strerror(errno)), -1;
    if (fstat(fd, &st) != 0) {
        fail(err, 0, what, path, strerror(errno));
        close(fd);
        return -1;
    }
    if (!S_ISREG(st.st_mode)) {
        fail(err, 0, what, path,
             S_ISDIR(st.st_mode) ? _("it is a directory")
                                 : _("not a regular file (a FIFO, terminal, device or socket)"));
        close(fd);
        return -1;
    }
    if ((flags = fcntl(fd, F_GETFL)) == -1 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == -1) {
        fail(err, 0, what, path, strerror(errno));
        close(fd);
        return -1;
    }
    return fd;
}

FILE *gr_file_open(const char *path, const char *what, gr_error *err)
{
    int fd = gr_file_open_fd(path, what, err);
    FILE *f;

    if (fd < 0)
        return NULL;
    if ((f = fdopen(fd, "r")) == NULL) {
        close(fd);
        return gr_error_set(err, GR_ENOMEM, "out of memory"), NULL;
    }
    return f;
}

int gr_file_here(const char *name, size_t len)
{
    char *path = strndup(name, len);
    char *full = path != NULL ? realpath(path, NULL) : NULL, *here = realpath(".", NULL);
    const char *slash = full != NULL ? strrchr(full, '/') : NULL;
    size_t dir = slash != NULL ? (size_t)(slash - full) : 0;
    int ok = slash != NULL && here != NULL &&
             ((dir == strlen(here) && memcmp(full, here, dir) == 0) ||
              (dir == 0 && strcmp(here, "/") == 0));

    free(path);
    free(full);
    free(here);
    return ok;
}
