/*
** test_scan.c - the contest scanner against a plain reference, once for
** each way of reading blocks (portable, SSE2, AVX2: forced in turn): random
** inputs with every kind of white space, numbers of 1 to 20 digits (leading
** zeros too) placed across block and buffer boundaries, read in random batch
** sizes; and errors with their line and column, wherever they fall.
*/
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "problems/scan.h"
#include "problems/scan_block.h"

static const char *const path_names[SCAN_PATH_COUNT] = {"portable", "SSE2", "AVX2"};
static const char *path_name = "";

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
        abort();
    unlink(name);
    lseek(fd, 0, SEEK_SET);
    return fd;
}

/* One random number of 1 to 20 digits, as text with up to 3 leading zeros. */
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

/* Appends a random blank run to text; returns its length. */
static size_t random_blank(char *text)
{
    static const char *blanks[] = {" ", "  ", "\n", "\r\n", "\t", " \n ", "\n\n", "\f", "\v"};
    const char *b = blanks[next() % 9];

    strcpy(text, b);
    return strlen(b);
}

/* Reads count numbers from fd in random batches; 1 if they are want and
** nothing follows. */
static int read_all(int fd, const uint64_t *want, size_t count)
{
    uint64_t *got = malloc((count + 1) * sizeof *got);
    size_t done = 0;
    scanner s;
    gr_error err;
    int ok = 1;

    if (got == NULL || scan_open(&s, fd) != GR_OK)
        abort();
    while (done < count && ok) {
        size_t batch = 1 + next() % 700, n;
        if (batch > count - done)
            batch = count - done;
        ok = scan_u64s(&s, got + done, batch, &n, "a number", &err) == GR_OK && n == batch;
        done += n;
    }
    ok = ok && memcmp(got, want, count * sizeof *got) == 0 && scan_at_end(&s);
    scan_close(&s);
    free(got);
    return ok;
}

static void random_round(size_t count)
{
    char *text = malloc(count * 32 + 16);
    uint64_t *want = malloc(count * sizeof *want);
    size_t len = 0, i;
    int fd;

    if (text == NULL || want == NULL)
        abort();
    for (i = 0; i < count; i++) {
        len += random_number(text + len, &want[i]);
        len += random_blank(text + len);
    }
    fd = temp_input(text, len);
    if (!CHECK(read_all(fd, want, count)))
        fprintf(stderr, "  %s: random round of %zu numbers\n", path_name, count);
    close(fd);
    free(text);
    free(want);
}

/* A number of every length from 1 to 20 digits, starting at every offset
** from 0 to 150: before it short numbers and blanks, after it more of them,
** so that it falls on every place of the first blocks. */
static void boundary_sweep(void)
{
    static const char digits[] = "98765432109876543210";
    int lead, len, bad = 0;

    for (lead = 0; lead <= 150; lead++)
        for (len = 1; len <= 20; len++) {
            char text[512];
            uint64_t want[200];
            size_t n = 0, at = 0;
            int fd, i;
            while (at + 2 <= (size_t)lead) {   /* "7 " or "7\n" pairs, then blanks */
                text[at++] = '7';
                text[at++] = n % 5 == 4 ? '\n' : ' ';
                want[n++] = 7;
            }
            while (at < (size_t)lead)
                text[at++] = ' ';
            want[n] = 0;
            for (i = 0; i < len; i++) {
                text[at] = len == 20 ? "18446744073709551615"[i] : digits[20 - len + i];
                want[n] = want[n] * 10 + (uint64_t)(text[at++] - '0');
            }
            n++;
            for (i = 0; i < 40; i++) {
                at += (size_t)sprintf(text + at, i % 7 == 6 ? "\n%d" : " %d", i * 37 % 1000);
                want[n++] = (uint64_t)(i * 37 % 1000);
            }
            fd = temp_input(text, at);
            if (!read_all(fd, want, n) && bad++ < 5)
                fprintf(stderr, "  %s: %d digits at offset %d misread\n", path_name, len, lead);
            close(fd);
        }
    CHECK(bad == 0);
}

/* Reads numbers from text until an error; 1 if it has the code, the place
** and a message containing `message`. */
static int error_matches(const char *text, size_t len, int code, const char *where,
                         const char *message)
{
    int fd = temp_input(text, len);
    uint64_t v[64];
    size_t n;
    scanner s;
    gr_error err;
    int rc, ok;

    gr_error_clear(&err);
    scan_open(&s, fd);
    while ((rc = scan_u64s(&s, v, 64, &n, "a heap size", &err)) == GR_OK)
        ;
    ok = rc == code && strcmp(err.where, where) == 0 && strstr(err.message, message) != NULL;
    if (!ok)
        fprintf(stderr, "  %s: got %d '%s: %s', want %d '%s: ...%s...'\n", path_name, rc,
                err.where, err.message, code, where, message);
    scan_close(&s);
    close(fd);
    return ok;
}

static void error_case(const char *text, int code, const char *where, const char *message)
{
    CHECK(error_matches(text, strlen(text), code, where, message));
}

/* The place ("line L, column C") of byte `at` of text. */
static void place_of(const char *text, size_t at, char *where, size_t size)
{
    size_t line = 1, start = 0, i;

    for (i = 0; i < at; i++)
        if (text[i] == '\n') {
            line++;
            start = i + 1;
        }
    snprintf(where, size, "line %zu, column %zu", line, at - start + 1);
}

/* Bytes that are neither digits nor blanks, many of them near misses for
** the masks: just outside a range ('/', ':', 0x08, 0x0e, '!'), or sharing a
** low nibble with a blank (0x1c, 0x19, '*'). */
static const char strays[] = "x.+,\x1c\x19*\x7f\x8c\xad\x10/:\x0e\x08!";

/* In random numbers and blanks of len bytes, a stray byte at each offset
** in [from, to) in turn: the error quotes the word holding it, at its place. */
static void stray_sweep(size_t len, size_t from, size_t to, size_t step)
{
    char *text = malloc(len + 64), where[64], word[64];
    size_t at = 0, pos;
    int bad = 0;

    if (text == NULL)
        abort();
    while (at < len) {
        uint64_t v;
        at += random_number(text + at, &v);
        at += random_blank(text + at);
    }
    for (pos = from; pos < to && pos < at; pos += step) {
        char saved = text[pos];
        size_t start = pos, end = pos;
        text[pos] = strays[pos % (sizeof strays - 1)];
        while (start > 0 && !strchr(" \n\r\t\v\f", text[start - 1]))
            start--;
        while (end < at && !strchr(" \n\r\t\v\f", text[end]))
            end++;
        place_of(text, start, where, sizeof where);
        snprintf(word, sizeof word, "'%.*s'%s ", end - start > 24 ? 24 : (int)(end - start),
                 text + start, end - start > 24 ? "..." : "");   /* 24 bytes at most */
        for (size_t i = 0; word[i] != '\0'; i++)   /* a message is one line of UTF-8: */
            if ((unsigned char)word[i] < 0x20 || word[i] == 0x7f ||   /* controls, and lone */
                (unsigned char)word[i] >= 0x80)                        /* bytes, as '?' */
                word[i] = '?';
        if (!error_matches(text, at, GR_EINPUT, where, word) && bad++ < 5)
            fprintf(stderr, "  %s: stray byte at %zu\n", path_name, pos);
        text[pos] = saved;
    }
    CHECK(bad == 0);
    free(text);
}

static void fixed_errors(void)
{
    char big[4096];
    int i;

    error_case("1 2 3x 4", GR_EINPUT, "line 1, column 5", "'3x' is not a number");
    error_case("1\n2\n  -7", GR_EINPUT, "line 3, column 3", "negative");
    error_case("1 18446744073709551616", GR_ERANGE, "line 1, column 3", "too large");
    error_case("18446744073709551615 000000000000000000000000001 x", GR_EINPUT,
               "line 1, column 50", "'x' is not a number");
    error_case("1\r\n2\r\n", GR_EINPUT, "line 3, column 1", "unexpected end of input");
    /* the same with 32 bytes after them, where 17 to 20 digits take the
    ** fast way: 2^64, 1844 then more than 6744073709551615, 21 digits, a
    ** stray byte right after 17 digits */
    error_case("1 18446744073709551616 1 2 3 4 5 6 7 8 9 10 11 12 13 14", GR_ERANGE,
               "line 1, column 3", "too large");
    error_case("1 18449999999999999999 1 2 3 4 5 6 7 8 9 10 11 12 13 14", GR_ERANGE,
               "line 1, column 3", "too large");
    error_case("1 123456789012345678901 1 2 3 4 5 6 7 8 9 10 11 12 13 14", GR_ERANGE,
               "line 1, column 3", "too large");
    error_case("1\n12345678901234567x 1 2 3 4 5 6 7 8 9 10 11 12 13 14", GR_EINPUT,
               "line 2, column 1", "'12345678901234567x' is not a number");
    /* a NUL byte (the buffer's sentinel) inside the input: said, where it is */
    CHECK(error_matches("1 2\n3 4\0 5", 10, GR_EINPUT, "line 2, column 4", "a NUL byte"));
    CHECK(error_matches("1 2\n\0 5", 8, GR_EINPUT, "line 2, column 1", "a NUL byte"));
    /* an error deep in a long line, past many blocks */
    memset(big, 0, sizeof big);
    for (i = 0; i < 300; i++)
        strcat(big, "1234567 ");
    strcat(big, "12a");
    error_case(big, GR_EINPUT, "line 1, column 2401", "'12a' is not a number");
    /* a number too large after many lines of plain ones */
    memset(big, 0, sizeof big);
    for (i = 0; i < 100; i++)
        strcat(big, "123456789 987654321 5\n");
    strcat(big, "7 99999999999999999999 1 2 3 4 5 6 7 8 9 10 11 12\n");
    error_case(big, GR_ERANGE, "line 101, column 3", "too large");
}

/* Long numbers (17 to 20 digits, long runs of zeros) among short ones. */
static void long_numbers(void)
{
    char text[1024];
    uint64_t want[64];
    size_t at = 0, n = 0;
    int fd, i;

    for (i = 0; i < 12; i++) {
        at += (size_t)sprintf(text + at, "%d 12345678901234567 %d 1234567890123456789 ", i, i);
        want[n++] = (uint64_t)i;
        want[n++] = 12345678901234567ull;
        want[n++] = (uint64_t)i;
        want[n++] = 1234567890123456789ull;
    }
    at += (size_t)sprintf(text + at, "0000000000000000000000000000000000000000000000000000042 ");
    want[n++] = 42;
    at += (size_t)sprintf(text + at, "18440000000000000000 00000000000000000001\r\n"
                          "18446744073709551614\t99999999999999999 10000000000000000000\n");
    want[n++] = 18440000000000000000ull;
    want[n++] = 1;
    want[n++] = 18446744073709551614ull;
    want[n++] = 99999999999999999ull;
    want[n++] = 10000000000000000000ull;
    at += (size_t)sprintf(text + at, "18446744073709551615 1");
    want[n++] = UINT64_MAX;
    want[n++] = 1;
    fd = temp_input(text, at);
    CHECK(read_all(fd, want, n));
    close(fd);
}

static void all_tests(void)
{
    int round;

    for (round = 0; round < 40; round++)
        random_round(1 + next() % 3000);
    random_round(300000);   /* many read() buffers */
    boundary_sweep();
    long_numbers();
    fixed_errors();
    stray_sweep(600, 0, 600, 1);
    stray_sweep(SCAN_CHUNK + 200, SCAN_CHUNK - 70, SCAN_CHUNK + 70, 3);
}

int main(void)
{
    int path;

    for (path = 0; path < SCAN_PATH_COUNT; path++) {
        if (!scan_block_force(path)) {
            char why[96];
            snprintf(why, sizeof why, "the %s path: not in this build, or not on this processor",
                     path_names[path]);
            check_skip(why);
            continue;
        }
        path_name = path_names[path];
        printf("test_scan: the %s path\n", path_name);
        all_tests();
    }
    return check_summary("test_scan");
}
