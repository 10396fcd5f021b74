#!/bin/sh
# demo.sh - `make demo`: a short guided tour of grundy on built-in examples.
# usage: sh tests/demo.sh path/to/grundy
G=${1:-build/grundy}

step() {
    printf '$ grundy %s\n' "$*"
    "$G" "$@" || exit 1
    echo
}
say() { printf '# %s\n' "$*"; }

say "Nim: heaps of 3, 4 and 5. Their nim-sum 3 xor 4 xor 5 = 2 is not 0, so the"
say "player to move wins - by making it 0:"
step solve nim 3 4 5
say "Why, in binary columns: a learner's explanation."
step explain nim 9 5 12
say "Misere play (whoever takes the last token loses): the Anti-Nim rule."
step solve --misere nim 3 1 1
say "Sums of different games: each component's value, XORed (Sprague-Grundy)."
step solve seq 1 1 2 3 + stair 0 3 1 5 + tree 1-2 1-3 3-4 + sub:1,3,4 10
say "Octal games: Kayles has a proved period, so a row of 10^15 pins is instant."
step period kayles
step solve --limit 3 kayles 1000000000000000
say "The first values of Grundy's game (split a heap into two unequal heaps):"
step values grundys --to 20
say "JSON for programs; every 'after' is a position grundy accepts back."
step solve --json wythoff 3,5 + nim 2
say "Classic contest problems in their own input formats (the HDU 2176 sample):"
printf '2 45 45\n3 3 6 9\n5 5 7 8 9 10\n0\n' | step problem hdu-2176
# the user's moves of the game below, to the end: each makes the nim-sum 0
# again (the engine's replies are fixed by --seed 1)
moves='0 -> nim 1
0 -> nim 0
2 -> nim 3
2 -> nim 2
1 -> nim 1
2 -> nim 0'
say "A game against the perfect engine, driven here by a script (in a terminal it is"
say "interactive, with a drawing, hints and undo). Your moves, one a line, each"
say "making the nim-sum 0 again:"
echo "$moves" | sed 's/^/#   /'
echo "$moves" | step play --seed 1 --first you nim 3 4 5
say "All the games, and the problems:"
step games
step problem --list
