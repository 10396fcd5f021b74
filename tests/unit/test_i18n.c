/*
** test_i18n.c - the language module without a catalogue: the width of text
** in terminal columns, the names --lang and the variables accept, and
** gr_error_set's numbered arguments (the form translations use).
*/
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "check.h"

static void widths(void)
{
    CHECK_EQ_U64(gr_text_width("", 0), 0);
    CHECK_EQ_U64(gr_text_width("nim-sum", 7), 7);
    CHECK_EQ_U64(gr_text_width("必胜态", strlen("必胜态")), 6);
    CHECK_EQ_U64(gr_text_width("SG 值：3", strlen("SG 值：3")), 8);   /* full-width colon */
    CHECK_EQ_U64(gr_text_width("e\xcc\x81", 3), 1);                  /* a combining accent */
    CHECK_EQ_U64(gr_text_width("\xff\xfe" "a", 3), 3);                /* not UTF-8: a byte each */
    CHECK_EQ_U64(gr_text_width("\xe5\xbf", 2), 2);                    /* a cut character */
    CHECK_EQ_U64(gr_text_width("\xf0\x9f\x8e\xb2", 4), 2);            /* an emoji */
}

/* The languages a name or a locale selects (zh_CN is the catalogue there is). */
static void names(void)
{
    CHECK_STR(gr_lang_at(0), "en");
    CHECK(gr_lang_known("en") && gr_lang_known("C") && gr_lang_known("en_GB.UTF-8"));
    CHECK(gr_lang_known("zh") && gr_lang_known("zh_CN") && gr_lang_known("zh_CN.UTF-8"));
    CHECK(!gr_lang_known("zh_TW") && !gr_lang_known("fr") && !gr_lang_known(""));
    CHECK(!gr_lang_known("zhx"));
}

static void set_env(const char *language, const char *all, const char *messages,
                    const char *lang)
{
    const char *names[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"};
    const char *values[] = {language, all, messages, lang};
    int i;

    for (i = 0; i < 4; i++)
        if (values[i] != NULL)
            setenv(names[i], values[i], 1);
        else
            unsetenv(names[i]);
}

/* GNU gettext's order: LANGUAGE (a list) unless the locale is C, then
** LC_ALL, LC_MESSAGES, LANG. */
static void from_env(void)
{
    set_env(NULL, NULL, NULL, "zh_CN.UTF-8");
    CHECK_STR(gr_lang_from_env(), "zh_CN");
    set_env(NULL, "C", NULL, "zh_CN.UTF-8");
    CHECK_STR(gr_lang_from_env(), "en");
    set_env(NULL, NULL, "en_US.UTF-8", "zh_CN.UTF-8");
    CHECK_STR(gr_lang_from_env(), "en");
    set_env("fr:zh_CN:en", NULL, NULL, "en_US.UTF-8");
    CHECK_STR(gr_lang_from_env(), "zh_CN");
    set_env("zh_CN", NULL, NULL, "C");     /* gettext ignores LANGUAGE in the C locale */
    CHECK_STR(gr_lang_from_env(), "en");
    set_env("zh", NULL, NULL, "C.UTF-8");
    CHECK_STR(gr_lang_from_env(), "zh_CN");
    set_env(NULL, NULL, NULL, "zh_TW.UTF-8");
    CHECK_STR(gr_lang_from_env(), "en");
    set_env(NULL, NULL, NULL, NULL);
    CHECK_STR(gr_lang_from_env(), "en");
    CHECK_STR(gr_lang(), "en");      /* a thread that never chose speaks English */
    CHECK_STR(gr_tr("the nim-sum is 0"), "the nim-sum is 0");
}

/* A format may number its arguments, as a translation that reorders them
** does; stars take theirs too. (ISO C has no numbered arguments, POSIX
** has: -pedantic is told these formats are meant.) */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat"
static void numbered_arguments(void)
{
    gr_error err;

    gr_error_set(&err, GR_EINPUT, "%2$s has %1$llu tokens", 7ULL, "heap");
    CHECK_STR(err.message, "heap has 7 tokens");
    gr_error_set(&err, GR_EINPUT, "%3$s|%1$d|%2$zu|%1$d", -4, (size_t)9, "x");
    CHECK_STR(err.message, "x|-4|9|-4");
    gr_error_set(&err, GR_EINPUT, "'%2$.*1$s' (%3$c)", 3, "abcdef", (int)'z');
    CHECK_STR(err.message, "'abc' (z)");
    gr_error_set(&err, GR_EINPUT, "%.*s and %s", 2, "xyz", "w");
    CHECK_STR(err.message, "xy and w");
}
#pragma GCC diagnostic pop

int main(void)
{
    widths();
    names();
    from_env();
    numbered_arguments();
    return check_summary("test_i18n");
}
