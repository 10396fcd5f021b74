# test_octal.sh - take-and-break games from the command line: grundy values,
# grundy period (text and JSON), OEIS b-files, the SVG plot, huge heaps, errors.
. tests/cli/lib.sh

expect "grundys first values" "$(printf '%s\n' 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0)" \
    -- values grundys --to 20
expect "kayles values from" "$(printf '%s\n' 4 1 2 8 1 4 7 2 1 8 2 7)" \
    -- values kayles --from 72 --to 83
expect "oeis b-file" "0 0
1 1
2 1
3 2" -- values octal:0.137 --to 3 --format oeis
expect "nim values through the public API" "$(printf '%s\n' 7 8 9)" -- values nim --from 7 --to 9
expect "period kayles" "kayles
  preperiod: 71
  period:    12
  checked:   every heap up to 255
  status:    proved (the periodicity theorem applies to the values checked)" -- period kayles
expect "period dawson json" '{"game":"dawson","status":"proved","proved":true,"preperiod":52,"period":34,"saltus":0,"checked_to":255}' \
    -- period --json dawson
expect "period 0.07 json" '{"game":"octal:0.07","status":"proved","proved":true,"preperiod":53,"period":34,"saltus":0,"checked_to":255}' \
    -- period octal:0.07 --json
expect "period none" '{"game":"grundys","status":"none","proved":false,"preperiod":null,"period":null,"saltus":null,"checked_to":2000}' \
    -- period --json --max 2000 grundys
expect "apparent, not yet proved" '{"game":"kayles","status":"apparent","proved":false,"preperiod":71,"period":12,"saltus":0,"checked_to":120}' \
    -- period --json --max 120 kayles
expect "arithmetic periodicity is observed, not proved" 'hex:0.8
  preperiod: 1
  period:    3
  saltus:    1 (arithmetic periodicity: G(n + 3) = G(n) + 1 for n >= 1)
  checked:   every heap up to 300
  status:    observed, not proved: no theorem here proves arithmetic periodicity' \
    -- period --max 300 hex:0.8
expect "hex three-heap values" "$(printf '%s\n' 0 0 0 0 1 1 1 2 2 2 3 3 3 4 4 4)" -- values hex:0.8 --to 15
expect "hex three-heap values far out: floor((n-1)/3)" "$(printf '%s\n' 9998 9999 9999 9999)" \
    -- values hex:0.8 --from 29997 --to 30000
# values are printed a chunk of heaps at a time (read from the table at
# once): a range that starts and ends inside chunks is the same as the
# values of the whole table, line for line, and each equals the heap's own
"$GRUNDY" values octal:0.6 --to 5000 >"$out.all" 2>"$err"
"$GRUNDY" values octal:0.6 --from 1000 --to 4321 --format oeis >"$out" 2>"$err"
check "values from inside a chunk to inside another" \
    [ "$(awk '{print $2}' "$out")" = "$(sed -n 1001,4322p "$out.all")" ]
check "their heaps counted from the first" [ "$(head -n 1 "$out" | cut -d' ' -f1)$(tail -n 1 "$out" | cut -d' ' -f1)" = 10004321 ]
"$GRUNDY" solve octal:0.6 4321 >"$out.one" 2>"$err"
check "the last equals the heap's own value" grep -q "value: *$(sed -n 4322p "$out.all")\$" "$out.one"
"$GRUNDY" solve hex:0.8 16000 --limit 1 >"$out" 2>"$err"
check "three-heap heap solved on demand: floor(15999 / 3)" grep -q "value: *5333$" "$out"
expect_error "three-heap heap beyond the demand" 3 "up to heap 16384" -- solve hex:0.8 17000
expect "period of a hex code" '{"game":"hex:0.f","status":"proved","proved":true,"preperiod":0,"period":2,"saltus":0,"checked_to":255}' \
    -- period --json hex:0.f

# huge heaps through the proved period, and every listed move wins
expect "huge kayles value" '1' -- values kayles --from 1000000000000000 --to 1000000000000000
"$GRUNDY" solve --json kayles 1000000000000000 >"$out" 2>"$err"
check "huge kayles: solved" grep -q '"value":1,"outcome":"N"' "$out"
check "huge kayles: moves listed" grep -q '"move":"1000000000000000 -> 1 + 999999999999997"' "$out"
check "huge kayles: the list is cut and says so" grep -q '"complete":false}' "$out"
check "huge kayles: 1000 moves" [ "$(grep -o '"move"' "$out" | wc -l)" -eq 1000 ]
"$GRUNDY" solve kayles 1000000000000000 >"$out.h" 2>"$err"
check "huge kayles: human list says it is cut" grep -q 'winning moves (the first 1000; more exist' "$out.h"
rm -f "$out.h"
for after in $(sed 's/"after":"\([^"]*\)"/\n@\1@\n/g' "$out" | grep '^@' | head -20 | tr ' ' '_'); do
    pos=$(echo "$after" | tr -d '@' | tr '_' ' ')
    v=$("$GRUNDY" solve --json $pos | sed 's/.*"value":\([0-9]*\).*/\1/')
    check "after '$pos' has value 0" [ "$v" = 0 ]
done
expect "a sum of three games" '{"position":"kayles 4 + dawson 5 + grundys 7","misere":false,"value":2,"outcome":"N","rule":"nim-sum","values":[1,3,0],"winning_moves":[{"component":0,"move":"4 -> 3","after":"kayles 3 + dawson 5 + grundys 7"},{"component":0,"move":"4 -> 1 + 2","after":"kayles 1 2 + dawson 5 + grundys 7"},{"component":1,"move":"5 -> 2","after":"kayles 4 + dawson 2 + grundys 7"},{"component":2,"move":"7 -> 2 + 5","after":"kayles 4 + dawson 5 + grundys 2 5"}],"complete":true}' \
    -- solve --json kayles 4 + dawson 5 + grundys 7
expect "split move" '{"position":"kayles 5","misere":false,"value":4,"outcome":"N","rule":"nim-sum","values":[4],"winning_moves":[{"component":0,"move":"5 -> 2 + 2","after":"kayles 2 2"}],"complete":true}' \
    -- solve --json kayles 5

# the plot: a well-formed SVG with the period marked
plot=$(mktemp)
expect "plot alone prints nothing" "" -- values kayles --to 3 --plot "$plot"
expect "plot with --print writes values too" "$(printf '%s\n' 0 1 2 3)" -- values kayles --to 3 --plot "$plot" --print
"$GRUNDY" values kayles --to 300 --plot "$plot" >/dev/null 2>"$err"
check "plot: starts as svg" grep -q '<svg xmlns="http://www.w3.org/2000/svg"' "$plot"
check "plot: ends" grep -q '</svg>' "$plot"
check "plot: period marked" grep -q 'preperiod 71, period 12 (proved)' "$plot"
if command -v xmllint >/dev/null 2>&1; then
    check "plot: well-formed XML" xmllint --noout "$plot"
else
    check "plot: as many open as closed groups" \
        [ "$(grep -c '<g ' "$plot")" -eq "$(grep -c '</g>' "$plot")" ]
fi
"$GRUNDY" values grundys --to 5000 --plot "$plot" >/dev/null 2>"$err"
check "plot of 5000 heaps: columns" grep -q '<path d="M' "$plot"
rm -f "$plot"

# a checkpoint file: a run resumes from it and gives the same values; a save
# appends the new values and rewrites one of the two header slots
ck=$(mktemp)
rm -f "$ck"
"$GRUNDY" values grundys --to 40000 --checkpoint "$ck" >/dev/null 2>"$err"
check "checkpoint written, with its checksum" \
    grep -aqE "^grundy-octal-checkpoint 3 U4.0 40001 [0-9]+ [0-9a-f]{16} [0-9a-f]{16} *$" "$ck"
check "checkpoint: two slots of 256 bytes, then 2 bytes a value" [ "$(wc -c <"$ck")" -eq 80514 ]
"$GRUNDY" values grundys --from 39990 --to 50000 >"$out.fresh" 2>"$err"
"$GRUNDY" values grundys --from 39990 --to 50000 --checkpoint "$ck" --progress >"$out" 2>"$err"
check "resumed run equals a fresh one" cmp -s "$out" "$out.fresh"
expect_error "--checkpoint for a game with no table to save is refused, not ignored" 2 \
    "^grundy: argument 6: --checkpoint: sub:1,3,4 computes no table of values to save" \
    -- values sub:1,3,4 --to 5 --checkpoint "$ck.none"
expect_error "... by period too" 2 "^grundy: argument 4: --checkpoint: lasker computes no table" \
    -- period lasker --checkpoint "$ck.none"
check "... and no file is written" [ ! -e "$ck.none" ]
# three-heap games resumed from a checkpoint: the same values as a whole
# run (their pair sets below the window are computed again on resuming)
for spec in hex:c.3 hex:0.9 hex:8.3 hex:0.39 hex:0.8; do
    rm -f "$ck.3"
    "$GRUNDY" values $spec --to 1500 --threads 1 --checkpoint "$ck.3" >/dev/null 2>"$err"
    "$GRUNDY" values $spec --to 2600 --threads 1 --checkpoint "$ck.3" >"$out" 2>"$err"
    "$GRUNDY" values $spec --to 2600 --threads 1 >"$out.whole" 2>"$err"
    check "$spec resumed from heap 1500: the values of a whole run" cmp -s "$out" "$out.whole"
done
rm -f "$ck.3" "$out.whole"
# progress counts toward --to, not toward the stretch being computed (it
# once said "1421656 of 1421656 heaps, about 0 s to go" all through a run)
"$GRUNDY" values octal:0.6 --to 3000000 --threads 1 --progress >/dev/null 2>"$err.p"
check "progress: lines while it runs" grep -q "^grundy: [0-9]* of 3000001 heaps, " "$err.p"
check "progress: every line counts toward --to" [ "$(grep -vc " of 3000001 heaps, " "$err.p")" -eq 0 ]
rm -f "$err.p"
check "checkpoint extended" grep -aqE "^grundy-octal-checkpoint 3 U4.0 50001 " "$ck"
check "by the new values only" [ "$(wc -c <"$ck")" -eq 100514 ]
cp "$ck" "$ck.good"
"$GRUNDY" values grundys --to 100 --checkpoint "$ck" >/dev/null 2>"$err"
check "a shorter run leaves the checkpoint as it was" cmp -s "$ck" "$ck.good"
# a save cut short: values past the count in force, or a slot half written
printf 'xyz' >>"$ck"
"$GRUNDY" values grundys --from 39990 --to 50000 --checkpoint "$ck" >"$out" 2>"$err"
check "bytes of a save that did not finish are ignored" cmp -s "$out" "$out.fresh"
"$GRUNDY" values grundys --to 50010 --checkpoint "$ck" >/dev/null 2>"$err"
check "and the next save writes over them" [ "$(wc -c <"$ck")" -eq 100534 ]
cp "$ck.good" "$ck"
awk 'BEGIN { ORS = "" } NR <= 2 && / 50001 / { sub(/ 50001 /, " 50002 ") } { print $0 "\n" }' \
    "$ck.good" >"$ck"
"$GRUNDY" values grundys --from 39990 --to 50000 --checkpoint "$ck" >"$out" 2>"$err"
check "a slot that fails its own check is a save cut short: the other is in force" \
    cmp -s "$out" "$out.fresh"
printf 'garbage' | dd of="$ck" bs=1 seek=0 conv=notrunc 2>/dev/null
printf 'garbage' | dd of="$ck" bs=1 seek=256 conv=notrunc 2>/dev/null
expect_error "a checkpoint with both slots damaged is refused" 2 \
    "is not a grundy checkpoint|first line is damaged" -- values grundys --to 100 --checkpoint "$ck"
# damaged checkpoints are refused (exit 2, one line), never resumed or replaced
head -c 60000 "$ck.good" >"$ck"
expect_error "a checkpoint cut short is refused" 2 "the checkpoint is cut short \\(50001 values" \
    -- values grundys --from 39990 --to 50000 --checkpoint "$ck"
check "the cut checkpoint is left as it was" [ "$(wc -c <"$ck")" -eq 60000 ]
cp "$ck.good" "$ck"
printf '\007' | dd of="$ck" bs=1 seek=50000 conv=notrunc 2>/dev/null
expect_error "a checkpoint whose value bytes changed is refused" 2 \
    "the checkpoint is damaged \\(its checksum does not match its values\\)" \
    -- values grundys --to 100 --checkpoint "$ck"
printf 'my notes\nkeep them\n' >"$ck"
expect_error "a file that is not a checkpoint is refused" 2 \
    "is not a grundy checkpoint: it is left as it is" -- values kayles --to 100 --checkpoint "$ck"
check "and it is not overwritten" [ "$(cat "$ck")" = "$(printf 'my notes\nkeep them')" ]
: >"$ck"
expect_error "an empty file is not taken for a checkpoint" 2 "is not a grundy checkpoint" \
    -- values kayles --to 100 --checkpoint "$ck"
expect_error "a checkpoint of another game is refused, not overwritten" 2 \
    "is a checkpoint of another game \\(grundys, not octal:0.137\\)" \
    -- values octal:0.137 --to 3 --checkpoint "$ck.good"
printf 'grundy-octal-checkpoint x\n' >"$ck"
expect_error "a header with no format number is damaged (not 'format 0')" 2 \
    "the checkpoint's first line is damaged" -- values kayles --to 3 --checkpoint "$ck"
# a save goes through a temporary file of its own: FILE.tmp of the user's stays
rm -f "$ck"
printf 'my notes\n' >"$ck.tmp"
"$GRUNDY" values grundys --to 1000 --checkpoint "$ck" >/dev/null 2>&1
check "a file named like the checkpoint plus .tmp is left as it is" \
    sh -c "[ \"\$(cat '$ck.tmp')\" = 'my notes' ] && [ -s '$ck' ] && [ -z \"\$(ls '$ck'.?????? 2>/dev/null)\" ]"
rm -f "$ck.tmp"
printf 'grundy-octal-checkpoint 1 0.77 3\n\001\000\001\000\001\000' >"$ck"
expect_error "an old-format checkpoint is refused" 2 "a checkpoint of format 1, which this grundy does not read" \
    -- values kayles --to 3 --checkpoint "$ck"
printf 'grundy-octal-checkpoint 99999999999999999999 U4.0 10 0\n' >"$ck"
expect_error "a format past any int is named as the file has it (it was -1)" 2 \
    "a checkpoint of format 99999999999999999999, which this grundy does not read" \
    -- values grundys --to 10 --checkpoint "$ck"
printf 'grundy-octal-checkpoint 1234567890123456789012345 U4.0 10 0\n' >"$ck"
expect_error "... and cut short past 20 digits" 2 "a checkpoint of format 12345678901234567890\\.\\.\\., which" \
    -- values grundys --to 10 --checkpoint "$ck"
printf 'grundy-octal-checkpoint 123456789012345678901 U4.0 10 0\n' >"$ck"
expect_error "... 21 digits too (22 and 23 were said whole)" 2 \
    "a checkpoint of format 12345678901234567890\\.\\.\\., which" -- values grundys --to 10 --checkpoint "$ck"
# a whole table holds heaps 0 .. 2^32 - 1: 2^32 values may be announced, not one more
printf 'grundy-octal-checkpoint 2 U4.0 4294967296 0\n' >"$ck"
expect_error "a checkpoint may hold 2^32 values (this one is cut short)" 2 \
    "the checkpoint is cut short \\(4294967296 values announced\\)" \
    -- values grundys --to 3 --checkpoint "$ck"
printf 'grundy-octal-checkpoint 2 U4.0 4294967297 0\n' >"$ck"
expect_error "a checkpoint of more than 2^32 values is refused" 2 \
    "the checkpoint announces 4294967297 values, more than can be computed here" \
    -- values grundys --to 3 --checkpoint "$ck"
rm -f "$ck.good"
rm -f "$ck" "$ck.tmp" "$out.fresh"

# bad input: exit 2, one line, nothing on stdout
expect_error "octal digit 8" 2 "argument 2: '0.8': '8' .* is not an octal digit" -- values octal:0.8 --to 3
expect_error "first digit" 2 "may be 0 or 4" -- values octal:1.07 --to 3
expect_error "no point" 2 "is not an octal code" -- values octal:07 --to 3
# proofs stop when the theorem's window is covered, with no --max: 0.56
# (preperiod 326640, period 144, t = 2) needs G up to heap
# 2*326640 + 2*144 + 2 - 1 = 653569 exactly; 0.16's window ends at 509623
expect "0.56: proved exactly at the end of the window" \
    '{"game":"octal:0.56","status":"proved","proved":true,"preperiod":326640,"period":144,"saltus":0,"checked_to":653569}' \
    -- period octal:0.56 --json
"$GRUNDY" period octal:0.16 --json >"$out"
check "0.16: proved with no --max, within an eighth of the window" sh -c "
    grep -q '\"preperiod\":105351,\"period\":149459' '$out' &&
    to=\$(sed 's/.*checked_to\":\([0-9]*\).*/\\1/' '$out') &&
    [ \$to -ge 509623 ] && [ \$to -le 573326 ]"
expect_error "hex digit" 2 "not a hexadecimal digit" -- period hex:0.fg
expect_error "no code" 2 "octal needs a code" -- period octal
expect_error "kayles params" 2 "'kayles' takes no parameters" -- period kayles:0.77
expect_error "unknown game" 2 "unknown game 'kales'" -- values kales --to 3
expect_error "to below from" 2 "--from 9 is larger than --to 3" -- values kayles --from 9 --to 3
expect_error "no --to" 2 "values needs --to" -- values kayles
expect_error "bad --to" 2 "argument 4: --to: '3x' is not a whole number" -- values kayles --to 3x
expect_error "bad format" 2 "argument 6: --format takes one of plain\|oeis \(not 'csv'\)" -- values kayles --to 3 --format csv
expect_error "two games" 2 "unexpected 'dawson'" -- values kayles dawson --to 3
expect_error "period max: negative, the bound said as for 0 (once 'sizes are 0 or more')" 2 "argument 4: --max: must be at least 1$" -- period kayles --max -1
expect_error "no period op: blamed on the game" 2 "^grundy: argument 2: 'nim' has no period computation" -- period nim
expect_error "unknown option" 2 "unknown option '--fast' for period" -- period --fast kayles
expect_error "checkpoint without file" 2 "argument 5: --checkpoint needs a value FILE after it" -- values kayles --to 3 --checkpoint
# a run that ends at the memory limit prints every value it computed (it
# once stopped at the last stretch printed: 909,859 of them here)
"$GRUNDY" values grundys --to 3000000 --max-memory 1 >"$out" 2>"$err"
check "memory limit: exit 3, the reason" sh -c "[ $? -eq 3 ] && grep -q 'more than the memory limit of 1 MiB' '$err'"
check "... every value the table held is printed" [ "$(wc -l <"$out")" -gt 1000000 ]
"$GRUNDY" values grundys --to "$(($(wc -l <"$out") - 1))" | cmp -s - "$out"
check "... and they are the values" [ $? -eq 0 ]
# a ceiling of 0 is refused (quotient took it for its default, period for 0)
expect_error "period --max 0" 2 "^grundy: argument 4: --max: must be at least 1$" -- period kayles --max 0
expect_error "quotient --max 0" 2 "^grundy: argument 4: --max: must be at least 1$" -- quotient kayles --max 0
expect_error "quotient --max beyond reach, its argument" 2 \
    "^grundy: argument 4: a misere quotient up to heap 18446744073709551615 is beyond reach$" -- \
    quotient kayles --max 18446744073709551615
expect_error "quotient of two games, --max beyond reach, its argument" 2 "^grundy: argument 6: a misere quotient" -- \
    quotient kayles + nim --max 9223372036854775807
# a tame game whose heaps have many options each (hex:0.f: m^2/12 three-heap
# splits) stops its scan at a bound on the options read, and says so; it
# ran some 20 minutes to the default ceiling, 16384
"$GRUNDY" quotient hex:0.f >"$out" 2>"$err"
check "quotient hex:0.f: answered, the scan stopped by its bound" sh -c "[ $? -eq 0 ] && grep -q '^  status:     no finite quotient found past heap [0-9]*: its work passed the bound (the quotient above is that of heaps 0\.\.[0-9]*)$' '$out' && grep -q '^  quotient:   order 2, |P| = 1' '$out'"
# past every table (2^32 heaps) only a proved period answers: it is looked
# for up to heap 2^25 (it once stopped at 65536, so 0.16, proved at heap
# 547,107, was refused), and the refusal is blamed on the option (exit 3)
expect_error "huge heap, no period proved by 2^25: blamed on --to" 3 "^grundy: argument 4: no period is proved for this game up to heap 33554432, and heap 100000000000 is beyond what is computed here" -- values octal:0.1777 --to 100000000000
expect_error "period --max=N past the engine, blamed on --max" 3 "^grundy: argument 3: .*heap 4294967296 is beyond what is computed here" -- period octal:0.1777 --max=4294967296
expect "a heap past 2^32 from a period proved past 65536" "3
4" -- values octal:0.16 --from 1000000000000 --to 1000000000001
expect "... and 2^32 itself" "2" -- values octal:0.16 --from 4294967296 --to 4294967296
expect_error "huge unsolved solve" 3 "no period is proved" -- solve grundys 100000000000
expect_error "plot unwritable" 4 "cannot write the plot" -- values kayles --to 3 --plot /nonexistent/dir/p.svg
expect_error "a checkpoint that cannot be saved: the system's reason" 4 "^grundy: cannot write the checkpoint file /nonexistent/dir/ck: No such file or directory" -- values octal:0.77 --to 100 --checkpoint /nonexistent/dir/ck
fifo=$(mktemp -u)
mkfifo "$fifo"
expect_error "a plot to a FIFO no one reads: refused at once, not a wait" 4 \
    "cannot write the plot to '.*': a FIFO that no one reads" \
    -- values kayles --to 3 --plot "$fifo"
rm -f "$fifo"
expect_error "threads 3" 2 "argument 6: --threads takes one of 1\|2 \(not '3'\)" -- values grundys --to 9 --threads 3
expect_error "threads missing" 2 "argument 3: --threads needs a value 1|2 after it" -- period grundys --threads

# One thread and two give the same table (the sparse method from heap 4096).
for spec in grundys octal:0.6 octal:0.16; do
    "$GRUNDY" values $spec --to 100000 --threads 1 >"$out.1" 2>"$err"
    "$GRUNDY" values $spec --to 100000 --threads 2 >"$out.2" 2>"$err"
    check "$spec: one thread and two agree" cmp -s "$out.1" "$out.2"
    check "$spec: 100001 values" [ "$(wc -l <"$out.2")" -eq 100001 ]
done

finish
