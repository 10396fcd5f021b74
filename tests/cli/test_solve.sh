# test_solve.sh - `grundy solve`: human and JSON answers, streaming, errors.
. tests/cli/lib.sh

expect "json nim" '{"position":"nim 5 7 8 9 10","misere":false,"value":9,"outcome":"N","rule":"nim-sum","values":[5,7,8,9,10],"winning_moves":[{"component":2,"move":"8 -> 1","after":"nim 5 7 1 9 10"},{"component":3,"move":"9 -> 0","after":"nim 5 7 8 0 10"},{"component":4,"move":"10 -> 3","after":"nim 5 7 8 9 3"}],"complete":true}' \
    -- solve --json nim 5 7 8 9 10
expect "json P" '{"position":"nim 9 5 12","misere":false,"value":0,"outcome":"P","rule":"nim-sum","values":[9,5,12],"winning_moves":[],"complete":true}' \
    -- solve --json nim 9 5 12
expect "human" 'nim 3 4 5
  values:   nim 3 = 3, nim 4 = 4, nim 5 = 5
  nim-sum:  3 xor 4 xor 5 = 2
  outcome:  N, the player to move wins
  why:      the nim-sum is not 0
  winning moves (1):
    heap 0: 3 -> 1   leaves nim 1 4 5' -- solve nim 3 4 5
expect "separate components print grouped" '{"position":"nim 1 2","misere":false,"value":3,"outcome":"N","rule":"nim-sum","values":[1,2],"winning_moves":[{"component":1,"move":"2 -> 1","after":"nim 1 1"}],"complete":true}' \
    -- solve --json nim 1 + nim 2
expect "one quoted argument" '{"position":"nim 1 2","misere":false,"value":3,"outcome":"N","rule":"nim-sum","values":[1,2],"winning_moves":[{"component":1,"move":"2 -> 1","after":"nim 1 1"}],"complete":true}' \
    -- solve --json "nim 1+nim 2"
expect "64-bit heaps" '{"position":"nim 18446744073709551615 18446744073709551614","misere":false,"value":1,"outcome":"N","rule":"nim-sum","values":[18446744073709551615,18446744073709551614],"winning_moves":[{"component":0,"move":"18446744073709551615 -> 18446744073709551614","after":"nim 18446744073709551614 18446744073709551614"}],"complete":true}' \
    -- solve --json nim 18446744073709551615 18446744073709551614
expect "misere all ones odd" '{"position":"nim 1 1 1","misere":true,"outcome":"P","rule":"anti-nim","values":[1,1,1],"winning_moves":[],"complete":true}' \
    -- solve --misere --json nim 1 1 1
expect "misere one big heap" '{"position":"nim 5 1 1","misere":true,"outcome":"N","rule":"anti-nim","values":[5,1,1],"winning_moves":[{"component":0,"move":"5 -> 1","after":"nim 1 1 1"}],"complete":true}' \
    -- solve --misere --json nim 5 1 1
expect "misere empty" '{"position":"nim 0","misere":true,"outcome":"N","rule":"anti-nim","values":[0],"winning_moves":[],"complete":true}' \
    -- solve --misere --json nim 0

expect "limit" '{"position":"nim 5 7 8 9 10","misere":false,"value":9,"outcome":"N","rule":"nim-sum","values":[5,7,8,9,10],"winning_moves":[{"component":2,"move":"8 -> 1","after":"nim 5 7 1 9 10"},{"component":3,"move":"9 -> 0","after":"nim 5 7 8 0 10"}],"complete":false}' \
    -- solve --json --limit 2 nim 5 7 8 9 10
expect "limit not reached" '{"position":"nim 5 7 8 9 10","misere":false,"value":9,"outcome":"N","rule":"nim-sum","values":[5,7,8,9,10],"winning_moves":[{"component":2,"move":"8 -> 1","after":"nim 5 7 1 9 10"},{"component":3,"move":"9 -> 0","after":"nim 5 7 8 0 10"},{"component":4,"move":"10 -> 3","after":"nim 5 7 8 9 3"}],"complete":true}' \
    -- solve --json --limit 3 nim 5 7 8 9 10
expect_error "bad limit" 2 "argument 3: --limit: 'x' is not a whole number" -- solve --limit x nim 3

# streaming: one answer per line, blank lines and comments skipped
expect "stream" '{"position":"nim 1 2","misere":false,"value":3,"outcome":"N","rule":"nim-sum","values":[1,2],"winning_moves":[{"component":1,"move":"2 -> 1","after":"nim 1 1"}],"complete":true}
{"position":"nim 4 4","misere":false,"value":0,"outcome":"P","rule":"nim-sum","values":[4,4],"winning_moves":[],"complete":true}' \
    'nim 1 2

# a comment
nim 4 4
' -- solve --json -

# every "after" is accepted back by solve
"$GRUNDY" solve --json nim 13 22 7 1 >"$out" 2>&1
for after in $(sed 's/"after":"\([^"]*\)"/\n@\1@\n/g' "$out" | grep '^@' | tr ' ' '_'); do
    pos=$(echo "$after" | tr -d '@' | tr '_' ' ')
    v=$("$GRUNDY" solve --json $pos | sed 's/.*"value":\([0-9]*\).*/\1/')
    check "after '$pos' has value 0" [ "$v" = 0 ]
done

# bad input: one line, exit 2, nothing on stdout
expect_error "not a number" 2 "argument 3: '3x' is not a whole number" -- solve nim 3x
expect_error "negative" 2 "argument 4: '-1' is negative" -- solve nim 3 -1
expect_error "too large" 2 "argument 3: .* too large" -- solve nim 18446744073709551616
expect_error "plus at end" 2 "expected a game name after" -- solve nim 3 +
expect_error "an empty argument" 2 "^grundy: argument 3: an empty argument: each argument of a position is a word \\(a number, a game, '\\+'\\)$" -- solve nim '' 3
expect_error "a blank argument, last" 2 "^grundy: argument 4: an empty argument" -- explain nim 3 ' '
expect_error "an empty argument, first" 2 "^grundy: argument 2: an empty argument" -- solve '' nim 3
expect_error "plus first" 2 "argument 2: expected a game name" -- solve + nim 3
expect_error "unknown game" 2 "argument 2: unknown game 'foo'" -- solve foo 3
expect_error "no heaps" 2 "argument 2: 'nim' needs arguments" -- solve nim
expect_error "nothing" 2 "solve needs a position" -- solve
expect_error "unknown option" 2 "unknown option '--fast'" -- solve --fast nim 3
# a bad line is reported and the stream goes on (more in test_hostile.sh)
printf 'nim 1 1\nnim 2 -3\nnim 1\n' | "$GRUNDY" solve --json - >"$out" 2>"$err"
check "stream goes on past a bad line: status 2 at the end" [ $? -eq 2 ]
check "stream goes on past a bad line: message" grep -q "line 2, column 7: '-3' is negative" "$err"
check "stream goes on past a bad line: every line has its record" [ "$(wc -l <"$out")" -eq 3 ]
# a batch shares games across lines; its answers are those of one-line runs
printf 'grundys 60\nsub:4,3,1 9 + grundys 7\nsub:1,3,4 9\nkayles 8 + grundys 60\n' >"$out.in"
"$GRUNDY" solve --json - <"$out.in" >"$out.batch" 2>"$err"
: >"$out.one"
while IFS= read -r line; do "$GRUNDY" solve --json $line >>"$out.one"; done <"$out.in"
check "batch answers equal one-line answers (games shared across lines)" cmp -s "$out.batch" "$out.one"
rm -f "$out.in" "$out.batch" "$out.one"
expect_error "unknown command" 2 "unknown command 'slove'" -- slove nim 3

# Euclid's game from equal piles: all of either pile, two moves
check "euclidean 5,5: both moves (0,5 and 5,0) are winning" \
    [ "$("$GRUNDY" solve --json euclidean 5,5 | grep -o '"after":"[^"]*"' | tr '\n' ' ')" = '"after":"euclidean 0,5" "after":"euclidean 5,0" ' ]
check "play takes 5,5 -> 5,0" sh -c "printf '0 -> 5,0\\n' | '$GRUNDY' play --first you euclidean 5,5 | grep -q '^winner: you'"
# split Nim: the winning moves of a huge heap are found by value, at once
# (a walk of the heaps from 0 never ended), and each leaves a P-position
after=$("$GRUNDY" solve --json --limit 3 split 2 171030924196546240 16713597983022 |
    grep -o '"after":"[^"]*"' | sed 's/"after":"//; s/"$//')
check "split of a huge heap: winning moves listed" [ "$(echo "$after" | wc -l)" -eq 3 ]
echo "$after" | while read -r pos; do
    [ "$("$GRUNDY" solve --json $pos | grep -o '"outcome":"[NP]"')" = '"outcome":"P"' ] || echo "$pos"
done >"$out"
check "split of a huge heap: each move leaves a P-position" [ ! -s "$out" ]
finish
