/*
** error_messages.c - lists every error message in the C files named: the
** format string of each gr_error_set, gr_error_at, cli_usage and
** fprintf(stderr, ...) call (adjacent literals joined, a "grundy: " prefix
** and a final \n dropped), after the status code it is given, one per line:
**     GR_EINPUT<TAB>'%s' is not a whole number
** test_errors.sh checks that docs/ERRORS.md lists each of them.
** usage: error_messages FILE.c...
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const calls[] = {"gr_error_set(", "gr_error_at(", "cli_usage(",
                                    "fprintf(stderr,"};

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    char *text;
    long n;

    if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0) {
        perror(path);
        exit(2);
    }
    rewind(f);
    if ((text = malloc((size_t)n + 1)) == NULL || fread(text, 1, (size_t)n, f) != (size_t)n)
        exit(2);
    text[n] = '\0';
    fclose(f);
    return text;
}

/* The status-code word just before the literal at q, or "-" (cli calls). */
static void code_before(const char *start, const char *q, char *out, size_t size)
{
    const char *end = q, *w;

    while (end > start && (end[-1] == ' ' || end[-1] == '\n' || end[-1] == ','))
        end--;
    for (w = end; w > start && (w[-1] == '_' || (w[-1] >= 'A' && w[-1] <= 'Z') ||
                                (w[-1] >= 'a' && w[-1] <= 'z') || (w[-1] >= '0' &&
                                w[-1] <= '9')); w--)
        ;
    if (end - w <= 0 || (size_t)(end - w) >= size || w == start)
        snprintf(out, size, "-");
    else
        snprintf(out, size, "%.*s", (int)(end - w), w);
}

/* Joins the adjacent literals from q; returns where they end. */
static const char *literals(const char *q, char *out, size_t size)
{
    size_t n = 0;

    while (*q == '"') {
        for (q++; *q != '\0' && *q != '"'; q++) {
            if (*q == '\\' && q[1] != '\0' && n + 2 < size)
                out[n++] = *q++;
            if (n + 1 < size)
                out[n++] = *q;
        }
        if (*q == '"')
            q++;
        while (*q == ' ' || *q == '\n' || *q == '\t')
            q++;
    }
    out[n] = '\0';
    return q;
}

static void scan_file(const char *path)
{
    char *text = slurp(path), message[2048], code[64];
    size_t c;

    for (c = 0; c < sizeof calls / sizeof calls[0]; c++) {
        const char *p = text;
        while ((p = strstr(p, calls[c])) != NULL) {
            const char *open = p + strlen(calls[c]), *q = open, *msg;
            size_t len;
            p = open;
            while (*q != '\0' && *q != '"' && *q != ';' && *q != ')')
                q++;
            if (*q != '"')
                continue;   /* not a literal format: a message passed through */
            code_before(open, q, code, sizeof code);
            literals(q, message, sizeof message);
            msg = strncmp(message, "grundy: ", 8) == 0 ? message + 8 : message;
            len = strlen(msg);
            if (len >= 2 && strcmp(msg + len - 2, "\\n") == 0)
                ((char *)msg)[len - 2] = '\0';
            if (*msg != '\0' && strcmp(msg, "%s") != 0 && strcmp(msg, "%s: %s") != 0)
                printf("%s\t%s\n", code, msg);
        }
    }
    free(text);
}

int main(int argc, char **argv)
{
    int i;

    for (i = 1; i < argc; i++)
        scan_file(argv[i]);
    return 0;
}
