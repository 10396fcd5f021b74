/*
** registry.c - the table of rulesets, by name: the built-in games (their
** list is src/games/builtin.h, which opens with the recipe for adding one)
** and those added at run time (plugins).
*/
#include <stdlib.h>
#include <string.h>

#include "grundy.h"

#define GAME(name) extern const gr_ruleset gr_rules_##name;
#include "games/builtin.h"
#undef GAME

static const gr_ruleset *const builtin[] = {
#define GAME(name) &gr_rules_##name,
#include "games/builtin.h"
#undef GAME
};

#define NBUILTIN (sizeof builtin / sizeof builtin[0])
#define MAXADDED 64

static const gr_ruleset *added[MAXADDED];
static size_t nadded;

const gr_ruleset *gr_registry_at(size_t i)
{
    if (i < NBUILTIN)
        return builtin[i];
    i -= NBUILTIN;
    return i < nadded ? added[i] : NULL;
}

const gr_ruleset *gr_registry_find(const char *name, size_t len)
{
    const gr_ruleset *r;
    size_t i;

    for (i = 0; (r = gr_registry_at(i)) != NULL; i++)
        if (strlen(r->name) == len && memcmp(r->name, name, len) == 0)
            return r;
    return NULL;
}

/* The op every ruleset needs (docs/PLUGINS.md, "The ops") that this one
** lacks, or NULL: the solver calls them without asking. */
static const char *missing_op(const gr_ruleset *r)
{
    if (r->parse == NULL)
        return "parse";
    if (r->print == NULL)
        return "print";
    if (r->value == NULL)
        return "value";
    if (r->moves == NULL)
        return "moves";
    if (r->shape != GR_SHAPE_HEAP && (r->copy == NULL || r->release == NULL))
        return r->copy == NULL ? "copy" : "release";   /* they own .data */
    return NULL;
}

/* A name a position can spell: a letter, then letters, digits, '_', '-'
** and '.' (no space, ':' or '+', which the position syntax reads; no digit
** first, which a heap game would take for a heap). */
static int name_ok(const char *name)
{
    const char *s = name;

    if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z')))
        return 0;
    for (; *s != '\0'; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
              *s == '_' || *s == '-' || *s == '.'))
            return 0;
    return s - name <= 64;
}

/* Why rules cannot be added (err set), or GR_OK. */
static int registry_check(const gr_ruleset *rules, gr_error *err)
{
    const char *op;

    if (rules->name == NULL || rules->name[0] == '\0')
        return gr_error_set(err, GR_EINPUT, "a ruleset has no name");
    if (!name_ok(rules->name))
        return gr_error_set(err, GR_EINPUT, "ruleset '%s': a name is a letter, then at most 63 "
                            "letters, digits, '_', '-' or '.'", rules->name);
    if (rules->api != GR_RULESET_API)
        return gr_error_set(err, GR_EINPUT, "ruleset '%s' was built for API %d, this is %d",
                            rules->name, rules->api, GR_RULESET_API);
    if (rules->shape != GR_SHAPE_HEAP && rules->shape != GR_SHAPE_EACH &&
        rules->shape != GR_SHAPE_WHOLE)
        return gr_error_set(err, GR_EINPUT, "ruleset '%s' has shape %d, none of "
                            "GR_SHAPE_HEAP, _EACH, _WHOLE", rules->name, (int)rules->shape);
    if ((op = missing_op(rules)) != NULL)
        return gr_error_set(err, GR_EINPUT, "ruleset '%s' has no %s op, which every ruleset "
                            "needs (docs/PLUGINS.md)", rules->name, op);
    if (rules->summary == NULL || rules->syntax == NULL)
        return gr_error_set(err, GR_EINPUT, "ruleset '%s' has no %s, which the list of games and "
                            "its errors show", rules->name,
                            rules->summary == NULL ? "summary" : "syntax");
    if (gr_registry_find(rules->name, strlen(rules->name)) != NULL)
        return gr_error_set(err, GR_EINPUT, "a ruleset named '%s' exists already", rules->name);
    return GR_OK;
}

int gr_registry_add_all(const gr_ruleset *const *rules, size_t n, gr_error *err)
{
    size_t i, j;
    int rc;

    for (i = 0; i < n; i++) {
        if (rules[i] == NULL)
            return gr_error_set(err, GR_EINPUT, "ruleset %zu of %zu is NULL", i + 1, n);
        if ((rc = registry_check(rules[i], err)) != GR_OK)
            return rc;
        for (j = 0; j < i; j++)
            if (strcmp(rules[i]->name, rules[j]->name) == 0)
                return gr_error_set(err, GR_EINPUT, "a ruleset named '%s' comes twice",
                                    rules[i]->name);
    }
    if (n > MAXADDED - nadded)
        return gr_error_set(err, GR_ENOMEM, "too many rulesets added (at most %d)", MAXADDED);
    for (i = 0; i < n; i++)
        added[nadded++] = rules[i];
    return GR_OK;
}

int gr_registry_add(const gr_ruleset *rules, gr_error *err)
{
    return gr_registry_add_all(&rules, 1, err);
}
