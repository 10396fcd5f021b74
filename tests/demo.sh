#!/bin/sh
# demo.sh - `make demo`: a short guided tour of grundy on built-in examples.
# usage: sh tests/demo.sh path/to/grundy
G=${1:-build/grundy}

step() {
    printf '$ grundy %s\n' "$*"
    "$G" "$@"
    echo
}
say() { printf '# %s\n' "$*"; }

say "Nim: three heaps of 3, 4 and 5. The nim-sum 3 xor 4 xor 5 = 2 is not 0,"
say "so the player to move wins - by making it 0."
step solve nim 3 4 5
say "9, 5, 12: the nim-sum is 0, every move loses (a P-position)."
step solve nim 9 5 12
say "The same heaps under misere play (whoever takes the last token loses)."
step solve --misere nim 3 1 1
say "Every answer is also JSON, for programs; 'after' is a position grundy accepts."
step solve --json nim 5 7 8 9 10
say "Classic contest problems, in their own input formats (HDU 2176 sample):"
printf '2 45 45\n3 3 6 9\n5 5 7 8 9 10\n0\n' | step problem hdu-2176
say "Which problems and which games grundy knows:"
step problem --list
step games
