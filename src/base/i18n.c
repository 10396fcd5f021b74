/*
** i18n.c - the language grundy speaks: the catalogues it has (the Makefile
** names them, one for each po/LANG.po), choosing one, gettext set up for it,
** and the width of text in terminal columns.
*/
#include <langinfo.h>
#include <libintl.h>
#include <locale.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"

#define DOMAIN "grundy"

/* The catalogues, as the Makefile found them in po/: "zh_CN fr ..." */
#ifndef GR_LINGUAS
#define GR_LINGUAS ""
#endif

#define MAX_LANGS 32

static char lang_names[MAX_LANGS][16];
static const char *langs[MAX_LANGS + 2];
static char lang_words[(MAX_LANGS + 1) * 16];   /* "en|zh": as --lang takes them */
static pthread_once_t langs_once = PTHREAD_ONCE_INIT;

/* Whether the catalogues 1..k share the language of catalogue `at` with
** another ("pt_BR", "pt_PT"): then its whole name is the word for it. */
static int lang_shared(size_t at, size_t k)
{
    size_t i, ll = strcspn(lang_names[at], "_");

    for (i = 0; i < k; i++)
        if (i != at && strcspn(lang_names[i], "_") == ll &&
            strncmp(lang_names[i], lang_names[at], ll) == 0)
            return 1;
    return 0;
}

/* "en|zh": English, then each catalogue by its language's two letters. */
static void lang_words_make(size_t k)
{
    size_t i, len = 2;

    memcpy(lang_words, "en", 3);
    for (i = 0; i < k; i++) {
        size_t n = lang_shared(i, k) ? strlen(lang_names[i]) : strcspn(lang_names[i], "_");
        lang_words[len++] = '|';
        memcpy(lang_words + len, lang_names[i], n);
        len += n;
        lang_words[len] = '\0';
    }
}

static void langs_read(void)
{
    const char *p = GR_LINGUAS;
    size_t k = 0, n;

    langs[0] = "en";
    while (*p != '\0' && k < MAX_LANGS) {
        p += strspn(p, " ");
        if ((n = strcspn(p, " ")) == 0)
            break;
        if (n < sizeof lang_names[k]) {
            memcpy(lang_names[k], p, n);
            lang_names[k][n] = '\0';
            langs[1 + k] = lang_names[k];
            k++;
        }
        p += n;
    }
    langs[1 + k] = NULL;
    lang_words_make(k);
}

const char *gr_lang_words(void)
{
    pthread_once(&langs_once, langs_read);
    return lang_words;
}

const char *gr_lang_at(size_t i)
{
    size_t k;

    pthread_once(&langs_once, langs_read);
    for (k = 0; k < i && langs[k] != NULL; k++)
        ;
    return k == i ? langs[k] : NULL;
}

/* The catalogue a request names: "ll_CC" itself or "ll"; "ll" itself or the
** first "ll_CC". Anything after '.' or '@' ("zh_CN.UTF-8") is left out.
** "en", "C" and "POSIX" are English. NULL: no such catalogue. */
static const char *lang_match(const char *want, size_t len)
{
    size_t n = strcspn(want, ".@"), i, ll;
    const char *c;

    if (n > len)
        n = len;
    ll = strcspn(want, "_");
    if (ll > n)
        ll = n;
    if (n == 0 || (ll == 2 && strncmp(want, "en", 2) == 0) ||
        (n == 1 && want[0] == 'C') || (n == 5 && strncmp(want, "POSIX", 5) == 0))
        return n == 0 ? NULL : "en";
    for (i = 1; (c = gr_lang_at(i)) != NULL; i++)
        if (strlen(c) == n && strncmp(c, want, n) == 0)
            return c;
    for (i = 1; (c = gr_lang_at(i)) != NULL; i++)
        if (strncmp(c, want, ll) == 0 && (c[ll] == '\0' || (n == ll && c[ll] == '_')))
            return c;
    return NULL;
}

int gr_lang_known(const char *name)
{
    return name != NULL && lang_match(name, strlen(name)) != NULL;
}

static const char *env_value(const char *name)
{
    const char *v = getenv(name);
    return v != NULL && *v != '\0' ? v : NULL;
}

const char *gr_lang_from_env(void)
{
    const char *locale = env_value("LC_ALL"), *list, *c;

    if (locale == NULL && (locale = env_value("LC_MESSAGES")) == NULL)
        locale = env_value("LANG");
    if (locale == NULL || strcmp(locale, "C") == 0 || strcmp(locale, "POSIX") == 0)
        return "en";
    for (list = env_value("LANGUAGE"); list != NULL && *list != '\0';) {
        size_t n = strcspn(list, ":");
        if (n > 0 && (c = lang_match(list, n)) != NULL)
            return c;
        list += n + (list[n] == ':');
    }
    c = lang_match(locale, strlen(locale));
    return c != NULL ? c : "en";
}

/* ---- gettext, set up once for the one catalogue a process speaks ---- */

static pthread_mutex_t setup_lock = PTHREAD_MUTEX_INITIALIZER;
static const char *process_lang;     /* the catalogue gettext is set up for */
static _Thread_local const char *thread_lang;

static int has_catalogue(const char *dir, const char *lang)
{
    char path[4200];
    struct stat st;

    if (snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/" DOMAIN ".mo", dir, lang) >=
        (int)sizeof path)
        return 0;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* The folder holding lang's catalogue: beside the binary in a build tree
** (BIN/locale) or under an installed binary's prefix (BIN/../share/locale,
** where `make install` puts it); "" when neither has it. */
static void find_localedir(const char *lang, char *dir, size_t cap)
{
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    char *slash;

    if (n > 0) {
        exe[n] = '\0';
        if ((slash = strrchr(exe, '/')) != NULL) {
            *slash = '\0';
            if (snprintf(dir, cap, "%s/locale", exe) < (int)cap && has_catalogue(dir, lang))
                return;
            if (snprintf(dir, cap, "%s/../share/locale", exe) < (int)cap &&
                has_catalogue(dir, lang))
                return;
        }
    }
    dir[0] = '\0';
}

static int utf8_ctype(void)
{
    const char *set = nl_langinfo(CODESET);

    return set != NULL && (strcmp(set, "UTF-8") == 0 || strcmp(set, "utf8") == 0);
}

/* gettext reads LANGUAGE only when the locale of messages is not "C", and
** the locale the variables name may not be installed: the messages' locale
** becomes C.UTF-8 (always there in glibc) unless one is already set. */
static int setup(const char *lang)
{
    char dir[4200];
    const char *cur;

    if (process_lang != NULL)
        return strcmp(process_lang, lang) == 0 ? 0 : -1;
    find_localedir(lang, dir, sizeof dir);
    if (dir[0] == '\0')
        return -1;
    if (setlocale(LC_MESSAGES, "") == NULL || (cur = setlocale(LC_MESSAGES, NULL)) == NULL ||
        strcmp(cur, "C") == 0 || strcmp(cur, "POSIX") == 0)
        if (setlocale(LC_MESSAGES, "C.UTF-8") == NULL && setlocale(LC_MESSAGES, "C.utf8") == NULL)
            return -1;
    /* the characters too: the C library's own messages (strerror) and the
    ** terminal's width and input are UTF-8 even where the locale named is not
    ** installed */
    if ((setlocale(LC_CTYPE, "") == NULL || !utf8_ctype()) &&
        setlocale(LC_CTYPE, "C.UTF-8") == NULL)
        setlocale(LC_CTYPE, "C.utf8");
    if (setenv("LANGUAGE", lang, 1) != 0 || bindtextdomain(DOMAIN, dir) == NULL ||
        bind_textdomain_codeset(DOMAIN, "UTF-8") == NULL)
        return -1;
    process_lang = lang;
    return 0;
}

int gr_lang_set(const char *lang)
{
    const char *c = lang != NULL ? lang_match(lang, strlen(lang)) : NULL;
    int rc = 0;

    thread_lang = NULL;
    if (c == NULL)
        return -1;
    if (strcmp(c, "en") == 0)
        return 0;
    pthread_mutex_lock(&setup_lock);
    rc = setup(c);
    pthread_mutex_unlock(&setup_lock);
    if (rc == 0)
        thread_lang = c;
    return rc;
}

const char *gr_lang(void)
{
    return thread_lang != NULL ? thread_lang : "en";
}

const char *gr_tr(const char *msgid)
{
    if (thread_lang == NULL || msgid == NULL || msgid[0] == '\0')
        return msgid;
    return dgettext(DOMAIN, msgid);
}

/* ---- width in terminal columns ---- */

/* The wide ranges of Unicode's East Asian Width (W and F) that text in the
** languages grundy speaks can hold. */
static int wide(uint32_t c)
{
    static const uint32_t ranges[][2] = {
        {0x1100, 0x115F}, {0x2E80, 0x303E}, {0x3041, 0x33FF}, {0x3400, 0x4DBF},
        {0x4E00, 0x9FFF}, {0xA000, 0xA4CF}, {0xAC00, 0xD7A3}, {0xF900, 0xFAFF},
        {0xFE30, 0xFE4F}, {0xFF00, 0xFF60}, {0xFFE0, 0xFFE6}, {0x1F300, 0x1F64F},
        {0x1F900, 0x1F9FF}, {0x20000, 0x2FFFD}, {0x30000, 0x3FFFD},
    };
    size_t i;

    for (i = 0; i < sizeof ranges / sizeof ranges[0]; i++)
        if (c >= ranges[i][0] && c <= ranges[i][1])
            return 1;
    return 0;
}

static int combining(uint32_t c)
{
    return (c >= 0x0300 && c <= 0x036F) || (c >= 0x200B && c <= 0x200F) ||
           (c >= 0xFE00 && c <= 0xFE0F) || c == 0x20E3;
}

size_t gr_text_width(const char *s, size_t n)
{
    const unsigned char *p = (const unsigned char *)s, *end = p + n;
    size_t w = 0;

    while (p < end) {
        uint32_t c = *p;
        int len = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3
                : (c & 0xF8) == 0xF0 ? 4 : 0;
        int i;
        if (len == 0 || p + len > end)
            len = 1;
        else
            for (c &= 0x7F >> len, i = 1; i < len; i++) {
                if ((p[i] & 0xC0) != 0x80) {
                    len = 1;
                    c = *p;
                    break;
                }
                c = c << 6 | (p[i] & 0x3F);
            }
        w += combining(c) ? 0 : wide(c) ? 2 : 1;
        p += len;
    }
    return w;
}

/* The places an error can name, as the library and the commands write them
** in English (code reads them back: the command line's operands.c and
** cli_where_in_file), and the whole line "PLACE: MESSAGE" each one says,
** translated: a language puts the place its own way ("第 3 行第 5 列：..."). */
static const struct {
    const char *form;   /* the place, for sscanf; two numbers at most */
    int numbers;
    const char *line;   /* the numbers and the message */
} places[] = {
    {"line %llu, column %llu", 2, N_("line %llu, column %llu: %s")},
    {"line %llu", 1, N_("line %llu: %s")},
    {"lines %llu to %llu", 2, N_("lines %llu to %llu: %s")},
    {"argument %llu, column %llu", 2, N_("argument %llu, column %llu: %s")},
    {"argument %llu", 1, N_("argument %llu: %s")},
    {"after argument %llu", 1, N_("after argument %llu: %s")},
    {"column %llu", 1, N_("column %llu: %s")},
};

int gr_where_is(const char *where, const char *form, int numbers, unsigned long long *a,
                unsigned long long *b)
{
    char again[256];

    *a = *b = 0;
    if (sscanf(where, form, a, b) != numbers)
        return 0;
    snprintf(again, sizeof again, form, *a, *b);
    return strcmp(again, where) == 0;   /* exactly the form, nothing after it */
}

void gr_where_line(char *buf, size_t cap, const char *where, const char *message)
{
    unsigned long long a, b;
    size_t i;

    if (where[0] == '\0') {
        snprintf(buf, cap, "%s", message);
        return;
    }
    for (i = 0; i < sizeof places / sizeof places[0]; i++) {
        if (!gr_where_is(where, places[i].form, places[i].numbers, &a, &b))
            continue;
        if (places[i].numbers == 2)
            snprintf(buf, cap, _(places[i].line), a, b, message);
        else
            snprintf(buf, cap, _(places[i].line), a, message);
        return;
    }
    snprintf(buf, cap, "%s: %s", where, message);
}
