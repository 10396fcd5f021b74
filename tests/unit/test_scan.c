/*
** test_scan.c - the contest scanner against a plain reference: random
** inputs with every kind of white space, numbers of 1 to 20 digits (leading
** zeros too) placed across block and buffer boundaries, read in random batch
** sizes; and errors with their line and column.
*/
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "cli/scan.h"

static uint64_t rng = 88172645463325252ull;

static uint64_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

/* Writes text to a temporary file and returns a descriptor open on it. */
static int temp_input(const char *text, size_t len)
{
    char name[] = "/tmp/grundy-scan-XXXXXX";
    int fd = mkstemp(name);

    if (fd < 0 || write(fd, text, len) != (ssize_t)len)
        return -1;
    unlink(name);
    lseek(fd, 0, SEEK_SET);
    return fd;
}

/* One random number, as text with up to 3 leading zeros. */
static size_t random_number(char *out, uint64_t *value)
{
    int digits = 1 + (int)(next() % 20), zeros = (int)(next() % 8 == 0 ? next() % 4 : 0);
    uint64_t v = next();
    size_t n;

    if (digits < 20) {
        uint64_t mod = 1;
        int i;
        for (i = 0; i < digits; i++)
            mod *= 10;
        v %= mod;
    }
    n = (size_t)sprintf(out, "%.*s%llu", zeros, "000", (unsigned long long)v);
    *value = v;
    return n;
}

static void random_round(size_t count)
{
    static const char *blanks[] = {" ", "  ", "\n", "\r\n", "\t", " \n ", "\n\n", "\f", "\v"};
    char *text = malloc(count * 32 + 16);
    uint64_t *want = malloc(count * sizeof *want), *got = malloc(count * sizeof *got);
    size_t len = 0, i, done = 0;
    scanner s;
    gr_error err;
    int fd, ok = 1;

    if (text == NULL || want == NULL || got == NULL)
        abort();
    text[0] = '\0';
    for (i = 0; i < count; i++) {
        len += random_number(text + len, &want[i]);
        strcpy(text + len, blanks[next() % 9]);
        len += strlen(text + len);
    }
    fd = temp_input(text, len);
    scan_open(&s, fd);
    while (done < count && ok) {
        size_t batch = 1 + next() % 700, n;
        if (batch > count - done)
            batch = count - done;
        ok = scan_u64s(&s, got + done, batch, &n, "a number", &err) == GR_OK && n == batch;
        done += n;
    }
    CHECK(ok);
    CHECK(memcmp(got, want, count * sizeof *got) == 0);
    CHECK(scan_at_end(&s));
    scan_close(&s);
    close(fd);
    free(text);
    free(want);
    free(got);
}

/* Reads numbers from text until an error; checks its message and place. */
static void error_case(const char *text, int code, const char *where, const char *message)
{
    int fd = temp_input(text, strlen(text));
    uint64_t v[64];
    size_t n;
    scanner s;
    gr_error err;
    int rc;

    gr_error_clear(&err);
    scan_open(&s, fd);
    while ((rc = scan_u64s(&s, v, 64, &n, "a heap size", &err)) == GR_OK)
        ;
    CHECK_EQ_U64(rc, code);
    CHECK_STR(err.where, where);
    CHECK(strstr(err.message, message) != NULL);
    scan_close(&s);
    close(fd);
}

int main(void)
{
    int round;
    char big[4096];

    for (round = 0; round < 40; round++)
        random_round(1 + next() % 3000);
    random_round(300000);   /* several 1 MiB buffers */

    error_case("1 2 3x 4", GR_EINPUT, "line 1, column 5", "'3x' is not a number");
    error_case("1\n2\n  -7", GR_EINPUT, "line 3, column 3", "negative");
    error_case("1 18446744073709551616", GR_ERANGE, "line 1, column 3", "too large");
    error_case("18446744073709551615 000000000000000000000000001 x", GR_EINPUT,
               "line 1, column 50", "'x' is not a number");
    error_case("1\r\n2\r\n", GR_EINPUT, "line 3, column 1", "unexpected end of input");
    /* an error deep in a long line, past the block parser's 64-byte blocks */
    memset(big, 0, sizeof big);
    for (round = 0; round < 300; round++)
        strcat(big, "1234567 ");
    strcat(big, "12a");
    error_case(big, GR_EINPUT, "line 1, column 2401", "'12a' is not a number");
    return check_summary("test_scan");
}
