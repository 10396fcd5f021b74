/*
** period_json.c - the JSON object that says what is known of a heap game's
** period: what `grundy period --json` prints and the web API sends.
*/
#include "base/i18n.h"
#include "put.h"
#include "period_json.h"

static const char *status_word(const gr_period *p)
{
    switch (p->status) {
    case GR_PERIOD_PROVED:
        return "proved";
    case GR_PERIOD_APPARENT:
        return "apparent";
    case GR_PERIOD_NEVER:
        return "never";
    default:
        return "none";
    }
}

void period_json(gr_buf *b, const gr_game *g, const gr_period *p)
{
    gr_buf_puts(b, "{\"game\":");
    json_string(b, g->spec);
    gr_buf_printf(b, ",\"status\":\"%s\",\"proved\":%s", status_word(p),
                  p->status == GR_PERIOD_PROVED ? "true" : "false");
    if (p->status == GR_PERIOD_NONE || p->status == GR_PERIOD_NEVER)
        gr_buf_puts(b, ",\"preperiod\":null,\"period\":null,\"saltus\":null");
    else
        gr_buf_printf(b, ",\"preperiod\":%llu,\"period\":%llu,\"saltus\":%llu",
                      (unsigned long long)p->preperiod, (unsigned long long)p->period,
                      (unsigned long long)p->saltus);
    gr_buf_printf(b, ",\"checked_to\":%llu", (unsigned long long)p->checked_to);
    if (p->reason != NULL) {
        gr_buf_puts(b, ",\"reason\":");
        json_string(b, _(p->reason));
    }
    gr_buf_puts(b, "}\n");
}
