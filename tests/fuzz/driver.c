/*
** driver.c - runs a fuzz target outside the fuzzer, for `make check`: every
** file of its committed corpus (tests/fuzz/corpus/NAME, the seeds and every
** input that once crashed it) goes through the target once, so a fixed bug
** stays fixed. Prints "NAME: N passed, 0 failed"; a broken property aborts.
** usage: test_fuzz_NAME [DIR...]   (default: tests/fuzz/corpus/NAME)
*/
#include <dirent.h>
#include <string.h>

#include "fuzz.h"

#ifndef FUZZ_NAME
#error "compile with -DFUZZ_NAME=\"name\""
#endif

static long run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    uint8_t *data;
    size_t size;

    if (f == NULL)
        return 0;
    data = malloc(1 << 20);
    FUZZ_CHECK(data != NULL);
    size = fread(data, 1, 1 << 20, f);
    fclose(f);
    LLVMFuzzerTestOneInput(data, size);
    free(data);
    return 1;
}

static long run_dir(const char *dir)
{
    char path[4096];
    struct dirent *e;
    long n = 0;
    DIR *d = opendir(dir);

    if (d == NULL) {
        fprintf(stderr, "%s: cannot open the corpus %s\n", FUZZ_NAME, dir);
        return -1;
    }
    while ((e = readdir(d)) != NULL)
        if (e->d_name[0] != '.') {
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
            n += run_file(path);
        }
    closedir(d);
    return n;
}

int main(int argc, char **argv)
{
    long n = 0, k;
    int i;

    if (argc < 2) {
        k = run_dir("tests/fuzz/corpus/" FUZZ_NAME);
        if (k < 0)
            return 1;
        n = k;
    }
    for (i = 1; i < argc; i++)
        if ((k = run_dir(argv[i])) >= 0)
            n += k;
        else
            return 1;
    printf("test_fuzz_%s: %ld passed, 0 failed\n", FUZZ_NAME, n);
    return n > 0 ? 0 : 1;
}
