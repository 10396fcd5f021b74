/*
** i18n.h - the language grundy speaks (i18n.c): GNU gettext catalogues
** (po/LANG.po, built into LANG/LC_MESSAGES/grundy.mo), the choice of
** language from --lang or the usual variables, and the width of text in
** terminal columns.
**
** Marking a sentence for translation:
**   _("the nim-sum is 0")         translated where it is used
**   N_("a heap of tokens")        only marked (a table's text), translated
**                                 later with _(table[i].help)
** gr_error_set and gr_error_at translate their format themselves, and
** xgettext knows them (see the Makefile's XGETTEXT_KEYWORDS): errors need no
** mark. A sentence is translated whole, with its arguments; where a
** language puts them in another order its translation numbers them
** ("%2$s ... %1$zu"), which printf and gr_error_set both understand.
**
** What is never translated: JSON keys and values, positions and game specs,
** the output of `values` and of `grundy problem` (a judge's format).
**
** The language is a setting of the thread that speaks (a front end's), not
** of the library: a thread that never chose one speaks English, so the
** library called from a program of its own and the server's JSON keep
** their English. The catalogue and the locale are the process's (gettext's
** own state): the first language other than English chosen in a process
** is the only other one it can speak.
*/
#ifndef GR_I18N_H
#define GR_I18N_H

#include <stddef.h>

#define _(msgid) gr_tr(msgid)
#define N_(msgid) (msgid)

/* msgid in this thread's language: itself in English (the default). */
const char *gr_tr(const char *msgid)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format_arg(1)))
#endif
    ;

/* Chooses this thread's language: "en", or the name of a catalogue ("zh"
** and "zh_CN" both name zh_CN). Returns 0, or -1 when no catalogue of that
** language is installed (the thread then speaks English). */
int gr_lang_set(const char *lang);

/* The language the usual variables ask for, the way GNU gettext reads them
** (LANGUAGE unless the locale is C, then LC_ALL, LC_MESSAGES, LANG), as a
** catalogue name ("zh_CN") or "en"; only the languages that have a
** catalogue count, the first one found in LANGUAGE's list wins. */
const char *gr_lang_from_env(void);

/* This thread's language: "en" or a catalogue name. */
const char *gr_lang(void);

/* The languages grundy has catalogues for, English first, NULL after the
** last; and whether name (as --lang takes it) is one of them. */
const char *gr_lang_at(size_t i);
int gr_lang_known(const char *name);

/* The languages as --lang and ?lang= take them, for help and refusals:
** "en|zh" (a catalogue's whole name where two share a language). */
const char *gr_lang_words(void);

/* The width of s[0, n) in terminal columns: one for each character, two for
** the wide ones (CJK ideographs, kana, hangul, fullwidth forms), none for a
** combining mark; bytes that are not UTF-8 count one each. */
size_t gr_text_width(const char *s, size_t n);

/* 1 when where is exactly the place form (a printf and sscanf format of
** `numbers` %llu, one or two), its numbers then in *a and *b. */
int gr_where_is(const char *where, const char *form, int numbers, unsigned long long *a,
                unsigned long long *b);

/* The most a language's words for a place add to where and message: a
** buffer of sizeof where + sizeof message + this holds gr_where_line's. */
#define GR_WHERE_SLACK 128

/* "WHERE: MESSAGE" into buf (cap bytes, NUL ended) in this thread's
** language: a place of the forms the library and the commands write in
** English ("line L, column C", "argument N", ...: i18n.c's table) is said
** the language's way ("第 L 行第 C 列：..."); any other (FILE:L:C) is kept
** as it is, and an empty where gives the message alone. */
void gr_where_line(char *buf, size_t cap, const char *where, const char *message);

#endif
