# test_output.sh - output sized for people and streamed: long positions are
# abbreviated (whole with --full), moves named without reprinting a huge
# position, and --all-moves on a huge heap prints moves as they are found.
. tests/cli/lib.sh

pos="nim $(seq 1 3000 | tr '\n' ' ')7"
"$GRUNDY" solve $pos >"$out" 2>"$err"
check "long position: answered" [ $? -eq 0 ]
check "long position: first line abbreviated" \
    sh -c "head -n 1 '$out' | grep -q '^nim 1 2 3 .* \.\.\. .* 3000 7   (13898 characters; --full prints it whole)$'"
check "long position: a move names heap and sizes, not the position" \
    sh -c "grep -q '^    heap [0-9]*: [0-9]* -> [0-9]*$' '$out'"
check "long position: output stays small" [ "$(wc -c <"$out")" -lt 40000 ]
"$GRUNDY" solve --full --limit 2 $pos >"$out"
check "--full: the position whole" sh -c "head -n 1 '$out' | grep -q ' 2999 3000 7$'"
check "--full: the position after each move" sh -c "grep -q '^    heap [0-9]*: .* leaves nim 1 2 ' '$out'"

"$GRUNDY" solve --json --limit 2 nim $(seq 1 500) >"$out"
check "json: position whole below the limit" grep -q '"position":"nim 1 2 3 .* 499 500"' "$out"
check "json: after given below the limit" grep -q '"after":"nim 1 ' "$out"
pos="nim $(seq 100000 102000 | tr '\n' ' ')7"
"$GRUNDY" solve --json --limit 2 $pos >"$out"
check "json: a long position abridged, its full length given" grep -q '"abridged":14012,' "$out"
check "json: no after for an abridged position" sh -c "! grep -q '\"after\"' '$out'"
check "json: moves still named" grep -q '"winning_moves":\[{"component":[0-9]*,"move":"[0-9]* -> [0-9]*"}' "$out"
"$GRUNDY" solve --json --full --limit 2 $pos >"$out"
check "json --full: whole position and after" sh -c "grep -q '\"after\":\"nim 100000 ' '$out' && ! grep -q abridged '$out'"

# short positions are unchanged
expect "short position: leaves shown" "$(printf '%s\n' 'nim 3 4 5' \
    '  values:   nim 3 = 3, nim 4 = 4, nim 5 = 5' '  nim-sum:  3 xor 4 xor 5 = 2' \
    '  outcome:  N, the player to move wins' '  why:      the nim-sum is not 0' \
    '  winning moves (1):' '    heap 0: 3 -> 1   leaves nim 1 4 5')" -- solve nim 3 4 5

# --all-moves on a heap with more moves than anyone could count: moves come
# at once (head ends the run), the heading says they are listed as found
timeout 20 "$GRUNDY" solve --all-moves kayles 1000000000000000 2>/dev/null | head -n 7 >"$out"
check "all-moves streams: heading" grep -qx '  winning moves (more than 10000, listed as they are found):' "$out"
check "all-moves streams: moves come" [ "$(grep -c '^    heap 0: ' "$out")" -eq 2 ]
"$GRUNDY" solve --limit 12000 kayles 1000000000000000 >"$out"
check "a limit above the count: count given last" grep -qx '  (the first 12000 listed; more exist: --limit N, or 0 for all)' "$out"
check "a limit above the count: exactly that many" [ "$(grep -c '^    heap 0: ' "$out")" -eq 12000 ]
"$GRUNDY" solve --all-moves kayles 100000 >"$out"
check "all-moves, countable: counted first" grep -qx '  winning moves (8338):' "$out"

# colour: --color=always|never|auto; auto means a terminal without NO_COLOR
esc=$(printf '\033')
"$GRUNDY" solve --color=always nim 3 4 5 >"$out"
check "--color=always: outcome and moves coloured" sh -c "grep -q '$esc\[1;32mN, the player to move wins' '$out' && grep -q '$esc\[1;32m3 -> 1' '$out'"
"$GRUNDY" solve nim 3 4 5 >"$out"
check "not a terminal: no colour" sh -c "! grep -q '$esc' '$out'"
"$GRUNDY" explain --color always nim 1 1 >"$out"
check "explain --color always: coloured" grep -q "$esc\[" "$out"
if command -v script >/dev/null 2>&1; then
    TERM=xterm script -qec "'$GRUNDY' solve nim 1 1" /dev/null >"$out" 2>&1
    check "a terminal: coloured" grep -q "$esc\[1;31mP, the player to move loses" "$out"
    TERM=xterm NO_COLOR=1 script -qec "'$GRUNDY' solve nim 1 1" /dev/null >"$out" 2>&1
    check "a terminal with NO_COLOR: no colour" sh -c "! grep -q '$esc\[1' '$out'"
    TERM=xterm script -qec "'$GRUNDY' solve --color=never nim 1 1" /dev/null >"$out" 2>&1
    check "a terminal with --color=never: no colour" sh -c "! grep -q '$esc\[1' '$out'"
else
    skip "the colour checks on a terminal: script is not installed (bsdutils: make deps)"
fi
# play's drawings in a terminal: each component's drawing starts in one
# column for the whole position (the lines after a drawing's first too),
# and every line fits 80 columns, for every game
if command -v script >/dev/null 2>&1; then
    for pos in "nim 3 4 12 + kayles 3 + wythoff 3,5 + seq 1 2 3" \
        "stair 1 6 3 + moore:2 3 4 5 + tree 1-2 1-3 3-4 + hackenbush 0-1 1-2 2-0" \
        "sub:1,3,4 10 + bash:3 7 + lasker 5 + octal:0.07 8 + dawson 4 + grundys 9 + hex:0.f 3" \
        "nim 18446744073709551615 + sub:1,2,3,4,5,6,7,8,9,10 100 + wythoff 30,47"; do
        printf 'quit\n' | TERM=dumb script -qec "'$GRUNDY' play --first you --seed 1 $pos" /dev/null \
            2>&1 | tr -d '\r' | sed -n '/^Position/,/^your move/p' | sed '1d;$d' >"$out"
        check "play draws $pos" [ -s "$out" ]
        check "play's drawing of $pos fits 80 columns" \
            sh -c "awk 'length(\$0) > 80 { bad = 1 } END { exit bad }' '$out'"
        # the column where each first line's drawing starts must be the same,
        # and no following line starts left of it (trees indent further)
        check "play's drawing of $pos lines up (one column)" sh -c "awk '
            /^  (heap|component) [0-9]+ +[^ ]+ +[^ ]/ {
                match(\$0, /^  (heap|component) [0-9]+ +[^ ]+ +/)
                if (col && RLENGTH != col) bad = 1; col = RLENGTH; next }
            /^  (heap|component) [0-9]/ { next }
            /^ +[^ ]/ { match(\$0, /^ +/); if (!min || RLENGTH < min) min = RLENGTH }
            END { exit bad || !col || (min && min != col) }' '$out'"
    done
else
    skip "the checks of play's drawings on a terminal: script is not installed (bsdutils: make deps)"
fi
# progress: a search longer than a second shows one on a terminal, not
# otherwise (misere kayles 14 14 14 + grundys 1 searches for about 2.5 s: a
# sum of two games, which the misere quotient of kayles does not decide)
if command -v script >/dev/null 2>&1; then
    TERM=dumb script -qec "'$GRUNDY' solve --misere kayles 14 14 14 + grundys 1" /dev/null 2>&1 | tr '\r' '\n' >"$out"
    check "a long search shows its progress on a terminal" \
        grep -q '^grundy: searched [0-9]* positions (the limit is 2000000), [0-9]* positions/s' "$out"
    check "and then the answer" grep -q '^  winning moves (9):' "$out"
else
    skip "the progress checks on a terminal: script is not installed (bsdutils: make deps)"
fi
"$GRUNDY" solve --misere kayles 13 13 13 >/dev/null 2>"$err"
check "no progress when stderr is not a terminal" [ ! -s "$err" ]
expect_error "--color with another word" 2 "argument 2: --color takes one of auto\|always\|never" \
    -- solve --color=sometimes nim 1
# ---- a failed write: one line on stderr, exit 4, for an answer written
# whole or streamed (every move of a huge heap) ----
if [ -w /dev/full ]; then
    for cmd in "solve nim 3 4" "solve --all-moves kayles 1000000000000000" \
        "solve --json --all-moves kayles 1000000000000000" \
        "values kayles --to 10" "values kayles --to 10 --genus"; do
        # shellcheck disable=SC2086
        "$GRUNDY" $cmd >/dev/full 2>"$err"
        status=$?
        check "$cmd >/dev/full: exit 4, one line" sh -c \
            "[ $status -eq 4 ] && [ \"\$(cat '$err')\" = 'grundy: cannot write the answer' ]"
    done
    printf 'kayles 1000000000000000\nnim 3\n' | "$GRUNDY" solve --all-moves - >/dev/full 2>"$err"
    status=$?
    check "a batch whose streamed answer cannot be written: exit 4, one line" sh -c \
        "[ $status -eq 4 ] && [ \"\$(cat '$err')\" = 'grundy: cannot write the answer' ]"
else
    skip "no /dev/full to write to"
fi
finish
