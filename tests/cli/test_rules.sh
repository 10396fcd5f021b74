# test_rules.sh - `grundy solve` on seq, stair, bash:M, sub:S and lasker:
# golden JSON answers, every "after" lost for the opponent, bad input.
. tests/cli/lib.sh

expect "seq" '{"position":"seq 1 1 2 3","misere":false,"value":1,"outcome":"N","rule":"nim-sum","values":[1],"winning_moves":[{"component":0,"move":"heap 1: 1 -> 0","after":"seq 0 1 2 3"}],"complete":true}' \
    -- solve --json seq 1 1 2 3
expect "seq P (CF 1382B: one leading 1, then more)" '{"position":"seq 1 2 2","misere":false,"value":0,"outcome":"P","rule":"nim-sum","values":[0],"winning_moves":[],"complete":true}' \
    -- solve --json seq 1 2 2
expect "seq empty heaps first" '{"position":"seq 0 0 5","misere":false,"value":5,"outcome":"N","rule":"nim-sum","values":[5],"winning_moves":[{"component":0,"move":"heap 3: 5 -> 0","after":"seq 0 0 0"}],"complete":true}' \
    -- solve --json seq 0 0 5
expect "seq + nim" '{"position":"seq 2 1 + nim 3","misere":false,"value":1,"outcome":"N","rule":"nim-sum","values":[2,3],"winning_moves":[{"component":1,"move":"3 -> 2","after":"seq 2 1 + nim 2"}],"complete":true}' \
    -- solve --json seq 2 1 + nim 3
# a large Nim heap beside another tame component: its genus is known, so the
# tame rule decides (it was refused as too large for exhaustive search);
# the moves were checked by brute force of the misere sums
expect "a Nim heap of a million by the tame rule" '{"position":"tree 1-2 + nim 1000000","misere":true,"outcome":"N","rule":"tame","values":[1,1000000],"winning_moves":[{"component":1,"move":"1000000 -> 0","after":"tree 1-2 + nim 0"}],"complete":true}' \
    -- solve --misere --json tree 1-2 + nim 1000000
expect "... beside a wythoff position" '{"position":"wythoff 1,2 + nim 5000","misere":true,"outcome":"N","rule":"tame","values":[0,5000],"winning_moves":[{"component":1,"move":"5000 -> 1","after":"wythoff 1,2 + nim 1"}],"complete":true}' \
    -- solve --misere --json wythoff 1,2 + nim 5000
expect "seq misere by the tame rule" '{"position":"seq 1 2 + nim 3","misere":true,"outcome":"N","rule":"tame","values":[0,3],"winning_moves":[{"component":1,"move":"3 -> 0","after":"seq 1 2 + nim 0"}],"complete":true}' \
    -- solve --misere --json seq 1 2 + nim 3
expect "seq misere by search (kayles 5 is wild: genus 4^146)" '{"position":"seq 1 2 + kayles 5","misere":true,"outcome":"N","rule":"search","values":[0,4],"winning_moves":[{"component":1,"move":"5 -> 2 + 2","after":"seq 1 2 + kayles 2 2"}],"complete":true}' \
    -- solve --misere --json seq 1 2 + kayles 5
expect "seq 64-bit" '{"position":"seq 18446744073709551615 18446744073709551615","misere":false,"value":18446744073709551614,"outcome":"N","rule":"nim-sum","values":[18446744073709551614],"winning_moves":[{"component":0,"move":"heap 1: 18446744073709551615 -> 1","after":"seq 1 18446744073709551615"}],"complete":true}' \
    -- solve --json seq 18446744073709551615 18446744073709551615

expect "stair" '{"position":"stair 0 3 1 5","misere":false,"value":1,"outcome":"N","rule":"nim-sum","values":[1],"winning_moves":[{"component":0,"move":"1 coin from step 2 to step 1","after":"stair 1 2 1 5"},{"component":0,"move":"1 coin from step 3 to step 2","after":"stair 0 4 0 5"}],"complete":true}' \
    -- solve --json stair 0 3 1 5
expect "stair raising an odd step" '{"position":"stair 1 6 3","misere":false,"value":2,"outcome":"N","rule":"nim-sum","values":[2],"winning_moves":[{"component":0,"move":"2 coins from step 2 to step 1","after":"stair 3 4 3"},{"component":0,"move":"2 coins from step 3 to step 2","after":"stair 1 8 1"}],"complete":true}' \
    -- solve --json stair 1 6 3
expect "stair 64-bit" '{"position":"stair 18446744073709551615","misere":false,"value":18446744073709551615,"outcome":"N","rule":"nim-sum","values":[18446744073709551615],"winning_moves":[{"component":0,"move":"18446744073709551615 coins off step 1","after":"stair 0"}],"complete":true}' \
    -- solve --json stair 18446744073709551615

expect "bash" '{"position":"bash:3 10 7","misere":false,"value":1,"outcome":"N","rule":"nim-sum","values":[2,3],"winning_moves":[{"component":0,"move":"10 -> 7","after":"bash:3 7 7"},{"component":1,"move":"7 -> 6","after":"bash:3 10 6"}],"complete":true}' \
    -- solve --json bash:3 10 7
expect "bash 64-bit" '{"position":"bash:3 18446744073709551615","misere":false,"value":3,"outcome":"N","rule":"nim-sum","values":[3],"winning_moves":[{"component":0,"move":"18446744073709551615 -> 18446744073709551612","after":"bash:3 18446744073709551612"}],"complete":true}' \
    -- solve --json bash:3 18446744073709551615

expect "sub canonical and period" '{"position":"sub:1,3,4 10 7","misere":false,"value":1,"outcome":"N","rule":"nim-sum","values":[1,0],"winning_moves":[{"component":0,"move":"10 -> 9","after":"sub:1,3,4 9 7"},{"component":0,"move":"10 -> 7","after":"sub:1,3,4 7 7"},{"component":1,"move":"7 -> 3","after":"sub:1,3,4 10 3"}],"complete":true}' \
    -- solve --json sub:4,1,3 10 7
expect "sub 10^18" '{"position":"sub:1,3,4 1000000000000000000","misere":false,"value":1,"outcome":"N","rule":"nim-sum","values":[1],"winning_moves":[{"component":0,"move":"1000000000000000000 -> 999999999999999999","after":"sub:1,3,4 999999999999999999"}],"complete":true}' \
    -- solve --json sub:1,3,4 1000000000000000000
# sub:2,3 is 0 0 1 1 2 repeated (G(7) = 1), sub:1,4 is 0 1 0 1 2 repeated (G(9) = 2)
expect "sub two sets" '{"position":"sub:2,3 7 + sub:1,4 9","misere":false,"value":3,"outcome":"N","rule":"nim-sum","values":[1,2],"winning_moves":[{"component":0,"move":"7 -> 4","after":"sub:2,3 4 + sub:1,4 9"},{"component":1,"move":"9 -> 8","after":"sub:2,3 7 + sub:1,4 8"}],"complete":true}' \
    -- solve --json sub:2,3 7 + sub:1,4 9

expect "lasker" '{"position":"lasker 5 6","misere":false,"value":3,"outcome":"N","rule":"nim-sum","values":[5,6],"winning_moves":[{"component":0,"move":"5 -> 2 + 3","after":"lasker 2 3 6"},{"component":1,"move":"6 -> 5","after":"lasker 5 5"}],"complete":true}' \
    -- solve --json lasker 5 6
expect "lasker 64-bit" '{"position":"lasker 18446744073709551614","misere":false,"value":18446744073709551614,"outcome":"N","rule":"nim-sum","values":[18446744073709551614],"winning_moves":[{"component":0,"move":"18446744073709551614 -> 0","after":"lasker 0"},{"component":0,"move":"18446744073709551614 -> 9223372036854775807 + 9223372036854775807","after":"lasker 9223372036854775807 9223372036854775807"}],"complete":true}' \
    -- solve --json lasker 18446744073709551614
expect "lasker misere by the tame rule (the same moves as a search finds)" '{"position":"lasker 3 4","misere":true,"outcome":"N","rule":"tame","values":[4,3],"winning_moves":[{"component":0,"move":"3 -> 1 + 2","after":"lasker 1 2 4"},{"component":1,"move":"4 -> 3","after":"lasker 3 3"}],"complete":true}' \
    -- solve --misere --json lasker 3 4
expect "split misere past the search, heap 700's genus from the scan of its heaps (the one move to value 2: the values of heaps 1 on are odious)" '{"position":"split 700 2","misere":true,"outcome":"N","rule":"tame","values":[1398,2],"winning_moves":[{"component":0,"move":"700 -> 2 + 0","after":"split 2 0 2"}],"complete":true}' \
    -- solve --misere --json split 700 2
# a misere batch keeps its games' scans from line to line: each line
# answers as it does alone
lines="split 150|split 150 2|split 149 + split 3|bash:3 9 + split 40|split 151 + nim 1|split 20 20"
alone=$(echo "$lines" | tr '|' '\n' | while read -r pos; do
    # shellcheck disable=SC2086 # the position is words
    "$GRUNDY" solve --misere $pos; done)
echo "$lines" | tr '|' '\n' | "$GRUNDY" solve --misere - >"$out"
check "a misere batch answers each line as the line alone" [ "$(cat "$out")" = "$alone" ]
check "... all six" [ "$(grep -c outcome "$out")" -eq 6 ]
expect "a Bash heap of 100000 beside a tree, by the tame rule (it was too deep to search)" '{"position":"tree 1-2 + bash:3 100000","misere":true,"outcome":"P","rule":"tame","values":[1,0],"winning_moves":[],"complete":true}' \
    -- solve --misere --json tree 1-2 + bash:3 100000
expect "kayles misere by its quotient (5 and 6 are wild)" '{"position":"kayles 5 6","misere":true,"outcome":"N","rule":"misere quotient","values":[4,3],"winning_moves":[{"component":0,"move":"5 -> 3","after":"kayles 3 6"},{"component":0,"move":"5 -> 1 + 2","after":"kayles 1 2 6"},{"component":1,"move":"6 -> 4","after":"kayles 5 4"}],"complete":true}' \
    -- solve --misere --json kayles 5 6

# every "after" of every winning move is accepted back and has value 0
for pos in "seq 3 1 4 1 5 + nim 2" "stair 2 7 1 8 2 8" "bash:4 9 13 22 + nim 6" \
           "sub:2,5,7 31 77 + nim 2" "lasker 9 14 + nim 3" "lasker 40 + sub:1,3,4 12"; do
    "$GRUNDY" solve --json $pos >"$out" 2>&1
    n=0
    for after in $(sed 's/"after":"\([^"]*\)"/\n@\1@\n/g' "$out" | grep '^@' | tr ' ' '_'); do
        p=$(echo "$after" | tr -d '@' | tr '_' ' ')
        v=$("$GRUNDY" solve --json $p | sed 's/.*"value":\([0-9]*\).*/\1/')
        check "'$pos' -> '$p' has value 0" [ "$v" = 0 ]
        n=$((n + 1))
    done
    check "'$pos' has a winning move" [ "$n" -gt 0 ]
done

# bad input: one line, exit 2, nothing on stdout
expect_error "seq not a number" 2 "argument 4: '3x' is not a whole number" -- solve seq 1 3x
expect_error "seq nothing" 2 "argument 2: 'seq' needs arguments" -- solve seq
expect_error "stair too many coins" 2 "argument 4: the coins on steps 1 to 2 add up to more" \
    -- solve stair 1 18446744073709551615
expect_error "stair negative" 2 "argument 3: '-2' is negative" -- solve stair -2 1
expect_error "bash without M" 2 "argument 2: bash needs its move limit M" -- solve bash 3
expect_error "bash M = 0" 2 "argument 2: bash:0: the move limit M must be at least 1" \
    -- solve bash:0 3
expect_error "bash M too large" 2 "argument 2: bash:18446744073709551616: .*too large" \
    -- solve bash:18446744073709551616 3
expect_error "sub without set" 2 "argument 2: sub needs its subtraction set" -- solve sub 3
expect_error "sub empty set" 2 "argument 2: sub needs its subtraction set" -- solve sub: 3
expect_error "sub zero" 2 "argument 2: sub:0,2: 0 cannot be in the set" -- solve sub:0,2 3
expect_error "sub duplicate" 2 "argument 5: sub:3,1,3: 3 is listed twice" \
    -- solve nim 1 + sub:3,1,3 3
expect_error "sub empty element" 2 "argument 2: sub:1,,3: element 2 of the set" \
    -- solve sub:1,,3 3
expect_error "sub heap too large" 2 "argument 3: '18446744073709551616' is too large" \
    -- solve sub:1,2 18446744073709551616
expect_error "lasker 2^64-1" 2 "argument 3: the lasker heap 18446744073709551615 has .* 2\^64" \
    -- solve lasker 18446744073709551615
expect_error "lasker takes no parameters" 2 "argument 2: 'lasker' takes no parameters" \
    -- solve lasker:2 3
expect_error "stream column" 2 "line 1, column 12: sub:1,1: 1 is listed twice" \
    'bash:2 5 + sub:1,1 3' -- solve -
# A largest move past the lookup limit leaves no room to prove a period: the
# heap beyond it is refused at once; within it, the windows are searched.
expect_error "sub undecided" 3 "sub:1,1000000000000: a period of moves up to 1000000000000 cannot be proved within the first 16777216 values, and heap 1000000000000000000 is beyond them" \
    -- solve sub:1,1000000000000 1000000000000000000
expect_error "sub no period" 3 "no period found among the first 65536 values, and heap 1000000 is beyond them" \
    -- solve "sub:1,$(seq -s, 60000 64094)" 1000000

finish
