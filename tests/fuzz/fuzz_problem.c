/*
** fuzz_problem.c - every `grundy problem` input reader: the first byte picks
** the problem, the rest is its standard input. Either an answer, or an error
** with its line and column; the same input gives the same result twice; no
** allocation follows a header count alone (libFuzzer's malloc limit).
*/
#include <string.h>
#include <unistd.h>

#include "fuzz.h"
#include "problems/problems.h"

/* Runs problem pr on the input; the answer (or "error: ...") to free. */
static char *run(const problem *pr, const uint8_t *data, size_t size)
{
    gr_buf out = GR_BUF_INIT;
    gr_error err;
    scanner in;
    char *result;
    int fd[2], rc;

    FUZZ_CHECK(pipe(fd) == 0);
    FUZZ_CHECK(write(fd[1], data, size) == (ssize_t)size);   /* size < the pipe's buffer */
    close(fd[1]);
    FUZZ_CHECK(scan_open(&in, fd[0]) == GR_OK);
    gr_error_clear(&err);
    rc = pr->solve(&in, &out, &err);
    scan_close(&in);
    close(fd[0]);
    if (rc != GR_OK) {
        fuzz_check_error(&err);
        if (rc == GR_EINPUT || rc == GR_ERANGE)
            FUZZ_CHECK(strncmp(err.where, "line ", 5) == 0);   /* every refusal has its place */
        gr_buf_reset(&out);
        gr_buf_printf(&out, "error: %s: %s", err.where, err.message);
    }
    result = fuzz_text((const uint8_t *)gr_buf_str(&out), out.len);
    gr_buf_free(&out);
    return result;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const problem *pr;
    char *first, *second;

    if (size < 1 || size > 8192)
        return 0;
    pr = problem_at(data[0] % problem_count());
    first = run(pr, data + 1, size - 1);
    second = run(pr, data + 1, size - 1);
    FUZZ_CHECK(strcmp(first, second) == 0);
    free(first);
    free(second);
    return 0;
}
