# test_hostile.sh - input written to hurt: header counts far beyond the data,
# sizes whose products overflow, empty cases. Each is refused with one line
# naming its place, exit 2, nothing on stdout, and no crash or huge allocation.
. tests/cli/lib.sh

# agc017-d: a declared N must not allocate before the edges arrive, nor wrap
# when multiplied by a record's size (this one corrupted the heap once).
for n in 4611686018427387905 1000000000 18446744073709551615 2305843009213693952; do
    expect_error "agc017-d with N=$n and two edges" 2 \
        "^grundy: line [0-9]+, column 1: unexpected end of input: expected an edge's first vertex$" \
        "$n
1 2
2 3
" -- problem agc017-d
done
# the same under a memory ceiling: a header alone must not take gigabytes
expect_error "agc017-d N=10^9 under a 64 MB address-space limit" 2 "expected an edge" \
    "1000000000
1 2
" -- problem agc017-d
# (valgrind and AddressSanitizer themselves need more address space)
case "${VALGRIND:-0} ${TEST_CFLAGS:-}" in
1*|*sanitize*) sanitized=1 ;;
*) sanitized=0 ;;
esac
if [ $sanitized = 0 ]; then
    ( ulimit -v 65536 2>/dev/null && printf '1000000000\n1 2\n' | "$GRUNDY" problem agc017-d >/dev/null 2>"$err" )
    check "agc017-d N=10^9 under ulimit -v 64 MB: exit 2, not out of memory" [ $? -eq 2 ]
else
    skip "the ulimit -v check: valgrind and AddressSanitizer need more address space"
fi
expect "agc017-d still answers a real tree (a stalk of 2)" "Alice" "3
1 2
2 3
" -- problem agc017-d
expect "agc017-d still answers a real tree (two stalks of 1)" "Bob" "3
1 2
1 3
" -- problem agc017-d

# cf-1382b: n >= 1 in every case; a 0-heap case is named at its place
expect_error "cf-1382b case of 0 heaps" 2 \
    "^grundy: line 4, column 2: a case has 0 heaps; Sequential Nim needs at least 1$" \
    "2
1
5
 0
" -- problem cf-1382b
expect_error "cf-1382b first case of 0 heaps" 2 "^grundy: line 2, column 1: a case has 0 heaps" \
    "1
0
" -- problem cf-1382b

# hackenbush: an odd cycle of 100001 edges through the ground is valued and
# its one winning move (cut the middle edge: two equal chains) found in
# linear time; a huge circuit block that is not a cycle has its moves left
# out (exit 3), and the answer lists the other component's move and says why
big=$(mktemp)
awk 'BEGIN { n = 100001; printf "hackenbush"; for (i = 0; i < n; i++) printf " %d-%d", i, (i + 1) % n; print "" }' >"$big"
"$GRUNDY" solve --json - <"$big" | sed 's/"position":"[^"]*",//' >"$out"
check "100001-edge odd cycle: value 1, the one winning move cuts the middle edge" \
    grep -q '"value":1,"outcome":"N",.*"winning_moves":\[{"component":0,"move":"cut 50000-50001"}\],"complete":true}' "$out"
awk 'BEGIN { n = 20001; printf "hackenbush"; for (i = 0; i < n; i++) printf " %d-%d", i, (i + 1) % n; print " 0-10000 + nim 7" }' >"$big"
"$GRUNDY" solve - <"$big" >"$out" 2>"$err"
check "a 20002-edge circuit that is not a cycle: exit 3 beyond the work limit" [ $? -eq 3 ]
check "... the reason on stderr, one line" sh -c "[ \$(wc -l <'$err') -eq 1 ] && grep -q '^grundy: line 1: the winning moves inside a circuit block of 20002 edges .* beyond the limit' '$err'"
check "... the other component's move is listed" grep -qx '    heap 1: 7 -> 0' "$out"
check "... and the list says it is not whole" grep -q '^  (1 listed; the list is not whole: the winning moves inside a circuit block' "$out"
check "... the long component is abbreviated in the values too" [ "$(wc -c <"$out")" -lt 2000 ]
rm -f "$big"
# solve - : a bad line is reported and the batch goes on; exit 2 at the end
printf 'nim 3 4\nnim 3 x\n\nkayles 5\nfoo 1\nnim 1\n' | "$GRUNDY" solve --json - >"$out" 2>"$err"
check "batch: exit 2 when a line failed" [ $? -eq 2 ]
check "batch --json: four records, one per non-blank line, in order" [ "$(wc -l <"$out")" -eq 5 ]
check "batch --json: the bad line's record in place of its answer" \
    [ "$(sed -n 2p "$out")" = '{"line":2,"error":"line 2, column 7: '"'x'"' is not a whole number"}' ]
check "batch --json: the lines after a bad one are answered" \
    sh -c "sed -n 3p '$out' | grep -q '^{\"position\":\"kayles 5\"' && sed -n 5p '$out' | grep -q '^{\"position\":\"nim 1\"'"
check "batch --json: an unknown game is a record too" \
    sh -c "sed -n 4p '$out' | grep -q '^{\"line\":5,\"error\":\"line 5, column 1: unknown game'"
check "batch: each failed line named on stderr" [ "$(wc -l <"$err")" -eq 2 ]
printf 'nim 3 4\nnim 3 x\nnim 1\n' | "$GRUNDY" solve - >"$out" 2>"$err"
check "batch text: exit 2, both good lines answered" \
    sh -c "[ $? -eq 2 ] && [ \$(grep -c 'outcome:' '$out') -eq 2 ]"
check "batch text: the bad line on stderr with line and column" \
    grep -qx "grundy: line 2, column 7: 'x' is not a whole number" "$err"
printf 'nim 1\nsub:1,2 1000000000000000000000\nnim 2\n' | "$GRUNDY" solve - >/dev/null 2>&1
check "batch: a refused size is exit 2 too" [ $? -eq 2 ]

# a NUL byte never truncates a line silently
printf 'nim 1 2\0 3\n' | "$GRUNDY" solve - >"$out" 2>"$err"
check "solve -: a NUL byte is refused at its column" \
    sh -c "[ $? -eq 2 ] && grep -qx 'grundy: line 1, column 8: a NUL byte (this is not a line of text): the input is not read past it' '$err' && [ ! -s '$out' ]"
printf '0 -> nim 1\0x\n0 -> nim 1\n' | "$GRUNDY" play --first you nim 3 >"$out" 2>"$err"
check "play: a NUL byte ends the input at its place (not text): exit 2" \
    sh -c "[ $? -eq 2 ] && grep -qx 'grundy: play: line 1, column 11: a NUL byte (this is not a line of text)' '$err'"

# a UTF-8 byte-order mark at the start of any input is skipped
expect "solve - after a BOM" '{"position":"nim 3","misere":false,"value":3,"outcome":"N","rule":"nim-sum","values":[3],"winning_moves":[{"component":0,"move":"3 -> 0","after":"nim 0"}],"complete":true}' \
    "$(printf '\357\273\277nim 3')" -- solve --json -
expect "problem input after a BOM" "Yes" "$(printf '\357\273\2772 1 2')" -- problem acwing-891
expect_error "problem error columns count after the BOM" 2 "^grundy: line 1, column 5: 'x' is not a number" \
    "$(printf '\357\273\2772 1 x')" -- problem acwing-891
# one inside the input (files joined) is no word of grundy's: named where it
# is quoted, so that the word does not look like one that is
expect_error "a byte-order mark inside the input is named" 2 "^grundy: line 1, column 9: unknown game '<U\+FEFF>kayles'" \
    "$(printf 'nim 3 + \357\273\277kayles 4')" -- solve -
printf '\357\273\277hint\n' | "$GRUNDY" play --first you nim 3 >"$out" 2>/dev/null
check "play after a BOM: the first line is read as a command" grep -q '^hint: ' "$out"
# limits users can see and set: the on-demand table (--max-heap) and the
# memory of one table (--max-memory); past them one line and exit 3
expect_error "grundys 100000 is past the on-demand table: the advice names --max-heap" 3 \
    "no period is proved .* beyond what is computed on demand \(--max-heap N computes further\)" \
    -- solve grundys 100000
want=$("$GRUNDY" values grundys --from 100000 --to 100000)
"$GRUNDY" solve --json --max-heap 120000 grundys 100000 >"$out" 2>"$err"
check "--max-heap 120000: grundys 100000 is valued" grep -q "\"values\":\\[$want\\]" "$out"
"$GRUNDY" explain --max-heap 120000 grundys 100000 >"$out" 2>"$err"
check "--max-heap works for explain" [ $? -eq 0 ]
printf '0 -> grundys 1 + grundys 99999\nquit\n' | "$GRUNDY" play --max-heap 120000 --first you grundys 100000 >"$out" 2>"$err"
check "--max-heap works for play" grep -q '^engine: ' "$out"
expect_error "--max-heap 0 is refused" 2 "argument 3: --max-heap: must be at least 1" -- solve --max-heap 0 nim 1
"$GRUNDY" values grundys --to 10000000 --max-memory 4 >"$out" 2>"$err"
check "values past --max-memory: exit 3" [ $? -eq 3 ]
check "values past --max-memory: one line naming the limit" \
    grep -qx "grundy: a table of [0-9]* values needs [0-9]* MiB, more than the memory limit of 4 MiB (--max-memory MIB raises it)" "$err"
n=$(wc -l <"$out")
"$GRUNDY" values grundys --to $((n - 1)) >"$out.fresh"
check "values past --max-memory: the lines printed before are whole and right" cmp -s "$out" "$out.fresh"
rm -f "$out.fresh"
expect_error "--max-memory 0 is refused" 2 "argument 6: --max-memory: must be at least 1" -- values kayles --to 5 --max-memory 0
expect_error "period past --max-memory" 3 "more than the memory limit of 1 MiB" -- period grundys --max 2000000 --max-memory 1
# inputs that never end, or are no files (issue 26): readers stop at the
# first NUL byte, bound a line, refuse what is not a regular file at once
timeout 20 "$GRUNDY" solve - </dev/zero >"$out" 2>"$err"
check "solve - < /dev/zero: exit 2 at the first NUL byte" \
    sh -c "[ $? -eq 2 ] && grep -qx 'grundy: line 1, column 1: a NUL byte (this is not a line of text): the input is not read past it' '$err' && [ ! -s '$out' ]"
timeout 20 "$GRUNDY" solve --json - </dev/zero >"$out" 2>"$err"
check "solve --json - < /dev/zero: exit 2, one error record" \
    sh -c "[ $? -eq 2 ] && [ \$(wc -l <'$out') -eq 1 ] && grep -q '\"error\":\"line 1, column 1: a NUL byte' '$out'"
timeout 20 "$GRUNDY" play nim 3 </dev/zero >"$out" 2>"$err"
check "play nim 3 < /dev/zero: exit 2 at the first NUL byte" \
    sh -c "[ $? -eq 2 ] && grep -qx 'grundy: play: line 1, column 1: a NUL byte (this is not a line of text)' '$err'"
if [ "${VALGRIND:-0}" = 1 ]; then
    skip "a 17 MB line and misere hex:0.8 3000 under valgrind (minutes): the plain and SAN runs check them"
else
head -c 17000000 /dev/zero | tr '\0' 1 | timeout 60 "$GRUNDY" solve - >"$out" 2>"$err"
check "solve -: a line over 16 MiB is refused (exit 2), not read whole" \
    sh -c "[ $? -eq 2 ] && grep -qx 'grundy: line 1: longer than 16777216 bytes (this is not a line of text)' '$err'"
head -c 17000000 /dev/zero | tr '\0' 1 | timeout 60 "$GRUNDY" play nim 3 >"$out" 2>"$err"
check "play: a line over 16 MiB is refused (exit 2), not read whole" \
    sh -c "[ $? -eq 2 ] && grep -qx 'grundy: line 1: longer than 16777216 bytes (this is not a line of text)' '$err'"
timeout 120 "$GRUNDY" solve --misere hex:0.8 3000 >"$out" 2>"$err"
check "solve --misere hex:0.8 3000 ends within its budget: exit 3" \
    sh -c "[ $? -eq 3 ] && grep -q 'too large for exhaustive search' '$err'"
fi
printf 'nim 3\nnim 4\n' | head -c 1000 >/dev/null
expect_error "solve -f /dev/zero: not a regular file" 2 "^grundy: argument 3: cannot read /dev/zero: not a regular file" -- solve -f /dev/zero
expect_error "solve -f DIR: it is a directory" 2 "^grundy: argument 3: cannot read $(dirname "$out"): it is a directory$" -- solve -f "$(dirname "$out")"
expect_error "problem FILE: a directory, blamed on its argument" 2 "^grundy: argument 3: cannot read $(dirname "$out"): it is a directory$" -- problem poj-2234 "$(dirname "$out")"
expect_error "graph:/dev/zero: not a regular file" 2 "cannot read the game graph /dev/zero: not a regular file" -- solve graph:/dev/zero x
fifo=$(mktemp -u)
mkfifo "$fifo"
expect_error "graph:FIFO: refused at once, never waited on" 2 "cannot read the game graph $fifo: not a regular file" -- solve "graph:$fifo" x
expect_error "solve -f FIFO: refused at once" 2 "^grundy: argument 3: cannot read $fifo: not a regular file" -- solve -f "$fifo"
expect_error "--checkpoint FIFO: refused at once" 2 "^grundy: cannot read the checkpoint $fifo: not a regular file" -- values grundys --to 6000 --checkpoint "$fifo"
expect_error "census -o FIFO: refused at once" 2 "^grundy: argument 5: cannot read $fifo: not a regular file" -- census --to 100 -o "$fifo" kayles
expect_error "census -o NONE/FILE: blamed on its word" 2 "^grundy: argument 4: cannot open $fifo.d/x.check: No such file" -- census --to 100 --output="$fifo.d/x" kayles
expect_error "census @FIFO: refused at once, blamed on its word" 2 "^grundy: argument 4: cannot read $fifo: not a regular file" -- census --to 100 "@$fifo"
check "the FIFO is left as it is" [ -p "$fifo" ]
rm -f "$fifo"
# a regular file with a NUL byte early and much after it: stopped there
g=$(mktemp)
{ printf 'a: b\nb:\n\0'; head -c 3000000 /dev/zero | tr '\0' x; } >"$g"
expect_error "graph file: stops at the first NUL byte" 2 "$g:3:1: a NUL byte \(this is not a text file\)" -- solve "graph:$g" a
rm -f "$g"
# columns: the newline ending a line is not a column
expect_error "solve -: a line's end is column 8 with or without its newline" 2 "^grundy: line 1, column 8: expected a game name after '\+'$" 'nim 3 +
' -- solve -
expect_error "... and without it" 2 "^grundy: line 1, column 8: expected a game name after '\+'$" 'nim 3 +' -- solve -
expect_error "... and after a CR LF" 2 "^grundy: line 1, column 8: expected a game name after '\+'$" "$(printf 'nim 3 +\r')
" -- solve -
# JSON is valid UTF-8 whatever the input's bytes
printf 'nim \300\256\n' | "$GRUNDY" solve --json - >"$out" 2>/dev/null
check "solve --json: bytes that are not UTF-8 become '?' in JSON" \
    sh -c "iconv -f UTF-8 -t UTF-8 '$out' >/dev/null 2>&1 && grep -qF \"'??' is not a whole number\" '$out'"
printf 'nim \342\210\236\n' | "$GRUNDY" solve --json - >"$out" 2>/dev/null
check "solve --json: valid UTF-8 is kept" grep -qF "'∞' is not a whole number" "$out"
finish
