/*
** number.c - strict decimal parsing of unsigned 64-bit numbers.
*/
#include "grundy.h"

int gr_parse_u64(const char *text, uint64_t *out, gr_error *err)
{
    uint64_t v = 0;
    const char *p = text;

    if (*p == '\0')
        return gr_error_set(err, GR_EINPUT, "expected a number, got nothing");
    if (*p == '-')
        return gr_error_set(err, GR_EINPUT, "'%s' is negative; sizes are 0 or more", text);
    for (; *p != '\0'; p++) {
        unsigned d = (unsigned)(*p - '0');
        if (d > 9)
            return gr_error_set(err, GR_EINPUT, "'%s' is not a whole number", text);
        if (v > (UINT64_MAX - d) / 10) {
            for (p++; *p != '\0'; p++)
                if ((unsigned)(*p - '0') > 9)
                    return gr_error_set(err, GR_EINPUT, "'%s' is not a whole number", text);
            return gr_error_set(err, GR_ERANGE,
                                "'%s' is too large (the largest is 18446744073709551615)", text);
        }
        v = v * 10 + d;
    }
    *out = v;
    return GR_OK;
}
