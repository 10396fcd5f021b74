/*
** plugin.c - loads a user's rulesets from a shared object (see grundy.h,
** "Plugins", and docs/PLUGINS.md): dlopen, the one registration function,
** and each ruleset through the registry's checks (API version, name).
*/
#include <dlfcn.h>
#include <string.h>

#include "grundy.h"

int gr_plugin_load(const char *path, gr_error *err)
{
    gr_error scratch;   /* err may be NULL: errors go here, unread */
    const gr_ruleset *const *rules;
    gr_plugin_fn fn;
    size_t count = 0;
    void *handle;
    int rc;

    if (err == NULL)
        err = &scratch;
    if (path == NULL || path[0] == '\0')
        return gr_error_set(err, GR_EINPUT, "a plugin needs the path of its shared object");
    /* a name without a slash would be looked up in the system's library path */
    if (strchr(path, '/') == NULL)
        return gr_error_set(err, GR_EINPUT, "cannot load the plugin %s: give its path, "
                            "e.g. ./%s", path, path);
    if ((handle = dlopen(path, RTLD_NOW | RTLD_LOCAL)) == NULL) {
        const char *why = dlerror();   /* "PATH: reason", or another file's reason */
        size_t n = strlen(path);
        if (why == NULL)
            why = "";
        if (strncmp(why, path, n) == 0 && why[n] == ':')
            return gr_error_set(err, GR_EINPUT, "cannot load the plugin %s", why);
        return gr_error_set(err, GR_EINPUT, "cannot load the plugin %s: %s", path, why);
    }
    *(void **)&fn = dlsym(handle, GR_PLUGIN_SYMBOL);
    if (fn == NULL) {
        dlclose(handle);
        return gr_error_set(err, GR_EINPUT, "the plugin %s has no function %s (see "
                            "docs/PLUGINS.md)", path, GR_PLUGIN_SYMBOL);
    }
    rules = fn(GR_RULESET_API, &count);
    if (rules == NULL || count == 0)
        return gr_error_set(err, GR_EINPUT, "the plugin %s offers no ruleset", path);
    if ((rc = gr_registry_add_all(rules, count, err)) != GR_OK) {   /* all, or none */
        char why[sizeof err->message];
        memcpy(why, err->message, sizeof why);
        return gr_error_set(err, rc, "the plugin %s: %s", path, why);
    }
    return GR_OK;   /* the object stays loaded: its rulesets are in use */
}
