/*
** test_nim.c - Nim against exhaustive search: every sum of up to three heaps
** of at most 6, normal and misere, values, outcomes and winning moves.
*/
#include <stdio.h>

#include "check.h"

int main(void)
{
    char text[64];
    int a, b, c, misere;

    for (misere = 0; misere <= 1; misere++)
        for (a = 0; a <= 6; a++) {
            snprintf(text, sizeof text, "nim %d", a);
            check_against_search(text, misere);
            for (b = 0; b <= 6; b++) {
                snprintf(text, sizeof text, "nim %d %d", a, b);
                check_against_search(text, misere);
                for (c = 0; c <= 5; c++) {
                    snprintf(text, sizeof text, "nim %d %d %d", a, b, c);
                    check_against_search(text, misere);
                }
            }
        }
    /* four heaps, misere: the Anti-Nim rule's corner cases */
    check_against_search("nim 1 1 1 1", 1);
    check_against_search("nim 1 1 1 2", 1);
    check_against_search("nim 2 2 1 1", 1);
    check_against_search("nim 3 2 1 1", 1);
    return check_summary("test_nim");
}
