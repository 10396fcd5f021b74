/*
** number.c - strict decimal parsing of unsigned 64-bit numbers.
*/
#include <string.h>

#include "number.h"

int gr_number_span(const char *p, const char *end, uint64_t *out)
{
    uint64_t v = 0;
    int rc = GR_OK;

    if (p == end)
        return GR_EINPUT;
    for (; p < end; p++) {
        unsigned d = (unsigned)(*p - '0');
        if (d > 9)
            return GR_EINPUT;
        if (rc == GR_OK && v > (UINT64_MAX - d) / 10)
            rc = GR_ERANGE;
        v = v * 10 + d;
    }
    if (rc == GR_OK)
        *out = v;
    return rc;
}

int gr_parse_u64(const char *text, uint64_t *out, gr_error *err)
{
    int rc;

    if (*text == '\0')
        return gr_error_set(err, GR_EINPUT, "expected a number, got nothing");
    if (*text == '-' && gr_number_span(text + 1, text + strlen(text), out) != GR_EINPUT)
        return gr_error_set(err, GR_EINPUT, "'%s' is negative; sizes are 0 or more", text);
    rc = gr_number_span(text, text + strlen(text), out);   /* '-x', '--': no number */
    if (rc == GR_EINPUT)
        return gr_error_set(err, GR_EINPUT, "'%s' is not a whole number", text);
    if (rc == GR_ERANGE)
        return gr_error_set(err, GR_ERANGE,
                            "'%s' is too large (the largest is 18446744073709551615)", text);
    return GR_OK;
}
