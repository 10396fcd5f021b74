/*
** version.c - the library's version at run time, which a program compares
** with the GR_VERSION it was compiled against.
*/
#include "grundy.h"

const char *gr_version(void)
{
    return GR_VERSION;
}
