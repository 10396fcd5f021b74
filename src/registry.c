/*
** registry.c - the table of rulesets, by name: the one place a game is listed.
**
** To add a game: write src/games/NAME.c defining `const gr_ruleset
** gr_rules_NAME`, and add one line to `builtin` below.
*/
#include <stdlib.h>
#include <string.h>

#include "grundy.h"
#include "rulesets.h"

static const gr_ruleset *const builtin[] = {
    &gr_rules_nim,
    &gr_rules_seq,
    &gr_rules_stair,
    &gr_rules_bash,
    &gr_rules_sub,
    &gr_rules_lasker,
    &gr_rules_tree,
    &gr_rules_hackenbush,
    &gr_rules_moore,
    &gr_rules_wythoff,
    &gr_rules_octal,
    &gr_rules_hex,
    &gr_rules_kayles,
    &gr_rules_dawson,
    &gr_rules_grundys,
    &gr_rules_graph,
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

int gr_registry_add(const gr_ruleset *rules, gr_error *err)
{
    if (rules->api != GR_RULESET_API)
        return gr_error_set(err, GR_EINPUT, "ruleset '%s' was built for API %d, this is %d",
                            rules->name, rules->api, GR_RULESET_API);
    if (gr_registry_find(rules->name, strlen(rules->name)) != NULL)
        return gr_error_set(err, GR_EINPUT, "a ruleset named '%s' exists already", rules->name);
    if (nadded == MAXADDED)
        return gr_error_set(err, GR_ENOMEM, "too many rulesets added (at most %d)", MAXADDED);
    added[nadded++] = rules;
    return GR_OK;
}
