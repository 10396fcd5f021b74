/*
** rawhttp.c - sends the bytes of standard input to 127.0.0.1:PORT as they
** are (a request no HTTP client would send: another version, a malformed
** line, a huge header) and prints what comes back until the server closes
** the connection or SECONDS pass. Prints "(closed, no answer)" when nothing
** came; exits 1 when the connection fails.
** usage: rawhttp PORT [SECONDS]
*/
#define _POSIX_C_SOURCE 200809L
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <signal.h>
#include <unistd.h>

static int connect_to(int port, int seconds)
{
    struct sockaddr_in addr;
    struct timeval tv = {seconds, 0};
    int fd = socket(AF_INET, SOCK_STREAM, 0);

    if (fd < 0)
        return -1;
    memset(&addr, 0, sizeof addr);
    addr.sin_family = AF_INET;
    addr.sin_port = htons((unsigned short)port);
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
    if (connect(fd, (struct sockaddr *)&addr, sizeof addr) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

int main(int argc, char **argv)
{
    char buf[65536];
    size_t n, total = 0;
    ssize_t got;
    int fd;

    if (argc < 2 || argc > 3) {
        fprintf(stderr, "usage: rawhttp PORT [SECONDS]\n");
        return 2;
    }
    signal(SIGPIPE, SIG_IGN);   /* the server may close before reading all */
    if ((fd = connect_to(atoi(argv[1]), argc == 3 ? atoi(argv[2]) : 5)) < 0) {
        perror("rawhttp: connect");
        return 1;
    }
    while ((n = fread(buf, 1, sizeof buf, stdin)) > 0)
        if (send(fd, buf, n, 0) != (ssize_t)n)
            break;   /* the server may close before it has read everything */
    while ((got = recv(fd, buf, sizeof buf, 0)) > 0) {
        fwrite(buf, 1, (size_t)got, stdout);
        total += (size_t)got;
    }
    if (total == 0)
        printf("(closed, no answer)\n");
    close(fd);
    return 0;
}
