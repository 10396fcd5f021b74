# test_census.sh - grundy census: every octal code of at most three digits
# against the published periods (tests/data/octal_known.tsv), the order of
# the records, the table and JSON Lines, @FILE, going on from -o FILE after
# an interruption and refusing a damaged or foreign one (left as it is),
# errors, and the same census over two MPI ranks (when Open MPI is
# installed) byte for byte.
. tests/cli/lib.sh

tmp=$(mktemp -d)
trap 'rm -rf "$tmp" "$out" "$err"' EXIT
TO=20000

# ---- every code of up to three digits against the published table ----
"$GRUNDY" census --json --to $TO octal:3 >"$tmp/all.jsonl" 2>"$tmp/err"
check "census octal:3 answers (exit 0)" [ $? -eq 0 ]
check "census octal:3 has 1023 records" [ "$(wc -l <"$tmp/all.jsonl")" -eq 1023 ]
# the proof of (n0, p) needs the values up to 2*max(n0,1) + 2p + t - 1, t the
# code's number of digits: a published period whose window fits in TO must
# be found exactly; one that does not, and every unsolved game, must not be
# claimed; the records come in code order (numeric)
awk -F'\t' -v to=$TO '
    FNR == NR { if ($0 !~ /^#/) { pre[$1] = $2; per[$1] = $3 } next }
    {
        match($0, /"game":"octal:[^"]*"/); code = substr($0, RSTART + 14, RLENGTH - 15)
        match($0, /"preperiod":[^,]*/); got0 = substr($0, RSTART + 12, RLENGTH - 12)
        match($0, /"period":[^,]*/); gotp = substr($0, RSTART + 9, RLENGTH - 9)
        if (!(code in pre)) { print "not in the table: " code; bad++; next }
        seen++
        if (prev != "" && (substr(prev, 1, 1) > substr(code, 1, 1) ||
            (substr(prev, 1, 1) == substr(code, 1, 1) && prev >= code))) {
            print "out of order: " prev " then " code; bad++
        }
        prev = code
        t = length(code) - 2; n0 = pre[code] > 1 ? pre[code] : 1
        if (pre[code] == "unsolved") {
            # a period the table does not know: its proof is checked below
            if (got0 != "null") print "new " code " " got0 " " gotp " " t
        } else if (2 * n0 + 2 * per[code] + t - 1 <= to) {
            if (got0 != pre[code] || gotp != per[code]) {
                print code ": published " pre[code] "/" per[code] ", census " got0 "/" gotp; bad++
            }
            proved++
        } else if (got0 != "null" && (got0 != pre[code] || gotp != per[code])) {
            print code ": published " pre[code] "/" per[code] ", census " got0 "/" gotp; bad++
        }
    }
    END { print "checked " seen " proved " proved " bad " bad + 0 }' \
    tests/data/octal_known.tsv "$tmp/all.jsonl" >"$tmp/cmp"
check "every record agrees with the published table ($(tail -n 1 "$tmp/cmp"))" \
    grep -q "^checked 1023 proved [0-9]* bad 0$" "$tmp/cmp"
grep -v "^new \|^checked " "$tmp/cmp" | head -5 >&2
# periods of games the table lists as unsolved (4.344 and its equivalents:
# preperiod 998, period 51): the theorem's window is checked here, value by
# value, apart from the census
grep "^new " "$tmp/cmp" | while read -r _ code n0 p t; do
    end=$((2 * (n0 > 1 ? n0 : 1) + 2 * p + t - 1))
    "$GRUNDY" values "octal:$code" --to $end | awk -v n0="$n0" -v p="$p" '
        { g[NR - 1] = $1 } END { for (n = n0; n + p < NR; n++) if (g[n] != g[n + p]) exit 1 }' ||
        echo "$code"
done >"$tmp/newbad"
check "periods the table does not know hold over their windows ($(grep -c "^new " "$tmp/cmp") games)" \
    [ ! -s "$tmp/newbad" ]

# the largest value and the reach agree with grundy values
line=$(grep '"game":"octal:0.6"' "$tmp/all.jsonl")
max=$("$GRUNDY" values octal:0.6 --to $TO | sort -n | tail -n 1)
check "0.6: not periodic below $TO, max $max" \
    [ "$line" = "{\"game\":\"octal:0.6\",\"to\":$TO,\"preperiod\":null,\"period\":null,\"max\":$max}" ]
expect "0.45 is proved where its window ends" \
    '{"game":"octal:0.45","to":1037,"preperiod":498,"period":20,"max":8}' -- census --json octal:0.45

# ---- one job and many give the same output ----
"$GRUNDY" census --json --to 3000 --jobs 1 octal:2 >"$tmp/one.jsonl"
"$GRUNDY" census --json --to 3000 --jobs 3 octal:2 >"$tmp/three.jsonl"
check "--jobs 1 and --jobs 3 write the same records" cmp -s "$tmp/one.jsonl" "$tmp/three.jsonl"

# ---- the table ----
max=$("$GRUNDY" values octal:0.6 --to 2000 | sort -n | tail -n 1)
expect "a table" "game                  preperiod       period      max           to
octal:0.45                  498           20        8         1037
octal:0.6                     -            -       $max         2000  not periodic below 2000
kayles                       71           12        8          255" -- census --to 2000 octal:0.45 octal:0.6 kayles

# ---- @FILE, and games named twice ----
"$GRUNDY" census --to 2000 octal:0.6 octal:0.60 octal:0.600 >"$tmp/spell.txt"
check "one game spelled three ways: one record, by its canonical name" \
    sh -c "[ \$(wc -l <'$tmp/spell.txt') -eq 2 ] && grep -q '^octal:0.6 ' '$tmp/spell.txt'"
rm -f "$tmp/spell-o.txt"
"$GRUNDY" census --to 2000 -o "$tmp/spell-o.txt" octal:0.6 octal:0.60
"$GRUNDY" census --to 2000 -o "$tmp/spell-o.txt" octal:0.6 octal:0.60 2>"$tmp/spell.err"
check "... and the same command again with -o finds the census whole (it was refused)" \
    sh -c "[ $? -eq 0 ] && [ ! -s '$tmp/spell.err' ] && cmp -s '$tmp/spell.txt' '$tmp/spell-o.txt'"
printf '# my games\n\nkayles\n  octal:0.137 \ndawson\nkayles\n' >"$tmp/games.txt"
expect "@FILE: one game a line, comments and blanks skipped, one record a game" \
    '{"game":"kayles","to":255,"preperiod":71,"period":12,"max":8}
{"game":"octal:0.137","to":255,"preperiod":52,"period":34,"max":9}
{"game":"dawson","to":255,"preperiod":52,"period":34,"max":9}' -- census --json @"$tmp/games.txt" kayles
printf 'kayles\noctal:0.6 octal:0.7\n' >"$tmp/bad.txt"
# a bad line of an @FILE is said and left out, every one of them, and the
# census of the other lines goes on: exit 2 at the end
bad_lines() {   # NAME N PATTERN FILE: exit 2, the lines said, the good records written
    "$GRUNDY" census --json --to 300 @"$4" >"$tmp/out" 2>"$tmp/err"
    status=$?
    grep -qF "$3" "$tmp/err"
    check "$1" sh -c "[ $status -eq 2 ] && [ $? -eq 0 ] &&
        [ \$(wc -l <'$tmp/err') -eq $(($2 + 1)) ] &&
        tail -n 1 '$tmp/err' | grep -qx 'grundy: bad lines in the games. files: $2, each said above; the census holds the other games'"
}
bad_lines "@FILE with two games on a line" 1 "bad.txt:2:10: one game a line" "$tmp/bad.txt"
check "... the good line's record is written" grep -q '^{"game":"kayles"' "$tmp/out"
printf 'octal:0.16\n# c\n\noctal:0.9\nkayles\nfoo bar\nnosuchgame\noctal:0.77\n' >"$tmp/bad3.txt"
bad_lines "@FILE with three bad lines: each said, not only the first" 3 \
    "bad3.txt:7:1: unknown game 'nosuchgame'" "$tmp/bad3.txt"
check "... and the three good games answered, in order" \
    sh -c "[ \"\$(cut -d, -f1 '$tmp/out' | tr '\n' ' ')\" = '{\"game\":\"octal:0.16\" {\"game\":\"kayles\" {\"game\":\"octal:0.77\" ' ]"
expect_error "@FILE missing: blamed on its word" 2 "^grundy: argument 4: cannot open $tmp/none.txt: No such file" \
    -- census --to 10 @"$tmp/none.txt"
expect_error "@ with no file name" 2 "^grundy: argument 2: the file name is empty$" -- census @

# ---- errors ----
expect_error "no games" 2 "census needs games" -- census
expect_error "octal:7 is too many digits" 2 "argument 2: octal:7: at most 6 digits" -- census octal:7
expect_error "octal:10 too (not 'not an octal code')" 2 "argument 2: octal:10: at most 6 digits" -- census octal:10
expect_error "octal:0: no digits" 2 "argument 2: octal:0: a census of codes needs 1 digit or more \(octal:1 to octal:6\)" -- census octal:0
expect_error "--to must be a number" 2 "to" -- census --to x kayles
# a word that is no game at all is bad input, before any record: not a record
for w in foo octal: octal:0 hex:3 kayles+nim; do
    "$GRUNDY" census kayles "$w" --to 10 >"$tmp/out" 2>"$tmp/err"
    check "census kayles $w: exit 2, one line saying where, no record" \
        sh -c "[ $? -eq 2 ] && [ ! -s '$tmp/out' ] && [ \$(wc -l <'$tmp/err') -eq 1 ] && grep -q '^grundy: argument 3: ' '$tmp/err'"
done
printf '\357\273\277octal:0.77\n' >"$tmp/bom.txt"
check "@FILE: a byte-order mark at its start is skipped" \
    sh -c "'$GRUNDY' census --json @'$tmp/bom.txt' --to 50 | grep -q '^{\"game\":\"octal:0.77\"'"
printf '\357\273\277 bogus\n' >"$tmp/bom2.txt"
bad_lines "@FILE: columns count after the byte-order mark" 1 "bom2.txt:1:2: unknown game 'bogus'" \
    "$tmp/bom2.txt"
printf 'kayles\n  bogus\n' >"$tmp/bogus.txt"
bad_lines "@FILE with an unknown game: FILE:LINE:COLUMN" 1 "bogus.txt:2:3: unknown game 'bogus'" \
    "$tmp/bogus.txt"
"$GRUNDY" census --json nim kayles >"$tmp/out" 2>"$tmp/err"
check "a game without periods: its record says why, the others answer, exit 3" \
    [ $? -eq 3 ] && grep -q '^{"game":"nim","to":100000,"error":"' "$tmp/out" &&
    grep -q '"game":"kayles"' "$tmp/out"

# ---- --misere: each game's misere quotient ----
"$GRUNDY" census --misere --json octal:0.75 kayles octal:0.31 sub:1,2 >"$tmp/m.jsonl"
check "census --misere answers (exit 0), a record a game" \
    [ $? -eq 0 ] && [ "$(wc -l <"$tmp/m.jsonl")" -eq 4 ]
for g in octal:0.75 kayles octal:0.31 sub:1,2; do
    # the record says what `grundy quotient` says of the same game
    q=$("$GRUNDY" quotient --json "$g")
    for f in status order p_count tame preperiod period checked; do
        want=$(printf '%s\n' "$q" | sed -n "s/.*\"$f\":\([^,}]*\).*/\1/p")
        got=$(grep "\"game\":\"$g\"" "$tmp/m.jsonl" | sed -n "s/.*\"$f\":\([^,}]*\).*/\1/p")
        check "census --misere $g: $f as quotient says ($want)" [ -n "$want" ] && [ "$got" = "$want" ]
    done
done
expect "census --misere, a table" "game                order    |P| tame  preperiod   period  checked  status
octal:0.75              8      2   no          8        2       22  proved
octal:0.6             304     38   no          -        -       16  none: stopped at heap 17, no candidate quotient the construction tries was right" \
    -- census --misere octal:0.75 octal:0.6
"$GRUNDY" census --misere --json wythoff octal:0.31 >"$tmp/out" 2>"$tmp/err"
check "census --misere: a game that is no heap game gets an error record, exit 3" \
    [ $? -eq 3 ] && grep -q '^{"game":"wythoff","to":16384,"error":".*not a heap game' "$tmp/out" &&
    grep -q '"game":"octal:0.31","to":16384,"status":"proved"' "$tmp/out"
M="octal:0.1 octal:0.2 octal:0.3 octal:4.3 octal:0.75 octal:0.31 kayles octal:0.15"
# shellcheck disable=SC2086
"$GRUNDY" census --misere --to 200 $M >"$tmp/mfresh.txt"
# shellcheck disable=SC2086
"$GRUNDY" census --misere --to 200 -o "$tmp/mpart.txt" $M
head -n 5 "$tmp/mfresh.txt" >"$tmp/mpart.txt"
printf 'octal:0.7' >>"$tmp/mpart.txt"
# shellcheck disable=SC2086
"$GRUNDY" census --misere --to 200 -o "$tmp/mpart.txt" $M
check "census --misere -o FILE again: goes on where it stopped, the same bytes" \
    cmp -s "$tmp/mfresh.txt" "$tmp/mpart.txt"
"$GRUNDY" census --to 200 -o "$tmp/values.txt" octal:0.31
expect_error "a census of values is not gone on with as a misere one" 2 \
    "the check file of another census \\(a census of values, not of misere quotients\\)" \
    -- census --misere --to 200 -o "$tmp/values.txt" octal:0.31

# ---- -o FILE: an interrupted census goes on where it stopped ----
# FILE is what the census prints, byte for byte; FILE.check beside it holds a
# checksum a record, and the records kept are checked against it
"$GRUNDY" census --json --to 4000 octal:2 >"$tmp/fresh.jsonl"
"$GRUNDY" census --json --to 4000 -o "$tmp/part.jsonl" octal:2
check "-o FILE: the same bytes as stdout" cmp -s "$tmp/fresh.jsonl" "$tmp/part.jsonl"
check "-o FILE: and FILE.check beside it, a line a record and one more" \
    [ "$(wc -l <"$tmp/part.jsonl.check")" -eq $(($(wc -l <"$tmp/fresh.jsonl") + 1)) ]
cp "$tmp/part.jsonl.check" "$tmp/full.check"
head -n 20 "$tmp/fresh.jsonl" >"$tmp/part.jsonl"
printf '{"game":"octal:0.2' >>"$tmp/part.jsonl"   # a line cut short
"$GRUNDY" census --json --to 4000 -o "$tmp/part.jsonl" octal:2
check "-o FILE again: the whole records are kept, the cut line redone" \
    cmp -s "$tmp/fresh.jsonl" "$tmp/part.jsonl"
check "-o FILE again: FILE.check as a run in one go leaves it" \
    cmp -s "$tmp/full.check" "$tmp/part.jsonl.check"
"$GRUNDY" census --to 4000 octal:1 >"$tmp/fresh.txt"
"$GRUNDY" census --to 4000 -o "$tmp/part.txt" octal:1
head -n 4 "$tmp/fresh.txt" >"$tmp/part.txt"
"$GRUNDY" census --to 4000 -o "$tmp/part.txt" octal:1
check "-o FILE again, a table: one header, the same rows" cmp -s "$tmp/fresh.txt" "$tmp/part.txt"
head -c 30 "$tmp/fresh.txt" >"$tmp/part.txt"   # the header cut short
"$GRUNDY" census --to 4000 -o "$tmp/part.txt" octal:1
check "-o FILE again, a table cut in its header: written anew" \
    cmp -s "$tmp/fresh.txt" "$tmp/part.txt"
rm -f "$tmp/part.txt"
"$GRUNDY" census --to 4000 -o "$tmp/part.txt" octal:1
check "-o FILE removed (FILE.check left): a fresh run" cmp -s "$tmp/fresh.txt" "$tmp/part.txt"

"$GRUNDY" census --json -o "$tmp/e.jsonl" nim kayles 2>/dev/null
"$GRUNDY" census --json -o "$tmp/e.jsonl" nim kayles 2>/dev/null
check "-o FILE again, an error record kept: exit 3 as in one go" [ $? -eq 3 ]

# ---- -o FILE: a damaged or foreign file is refused, and left as it is ----
# (issue 26: kayles's period edited from 12 to 13 came back as 13, exit 0)
# refused NAME PATTERN FILE -- ARGS...: exit 2, one line on stderr matching
# PATTERN, nothing on stdout, FILE and FILE.check (if any) unchanged
refused() {
    r_name=$1; r_pattern=$2; r_file=$3; shift 4
    cp "$r_file" "$tmp/before"
    rm -f "$tmp/before.check"
    [ ! -f "$r_file.check" ] || cp "$r_file.check" "$tmp/before.check"
    expect_error "$r_name" 2 "$r_pattern" -- "$@"
    check "$r_name: the file is left as it is" cmp -s "$r_file" "$tmp/before"
    [ ! -f "$tmp/before.check" ] ||
        check "$r_name: its check is left as it is" cmp -s "$r_file.check" "$tmp/before.check"
}
K="census --json --to 4000 -o $tmp/k.jsonl kayles dawson octal:0.6"
# shellcheck disable=SC2086
"$GRUNDY" $K
cp "$tmp/k.jsonl" "$tmp/good.jsonl"
cp "$tmp/k.jsonl.check" "$tmp/good.jsonl.check" 2>/dev/null
# damage LINES...: k.jsonl made of these lines of the good file
damage() {
    cp "$tmp/good.jsonl.check" "$tmp/k.jsonl.check" 2>/dev/null
    for l in "$@"; do sed -n "${l}p" "$tmp/good.jsonl"; done >"$tmp/k.jsonl"
}
damage 1 2 3
sed -i 's/"period":12,/"period":13,/' "$tmp/k.jsonl"
# shellcheck disable=SC2086
refused "kayles's period edited by hand" "k.jsonl:1: .*does not match its check" \
    "$tmp/k.jsonl" -- $K
damage 1 1 2
# shellcheck disable=SC2086
refused "a record repeated" "k.jsonl:2: a record of kayles where dawson comes next" \
    "$tmp/k.jsonl" -- $K
damage 2 1 3
# shellcheck disable=SC2086
refused "records out of order" "k.jsonl:1: a record of dawson where kayles comes next" \
    "$tmp/k.jsonl" -- $K
damage 1 2 3
sed -i '2s/"dawson"/"octal:0.7"/' "$tmp/k.jsonl"
# shellcheck disable=SC2086
refused "a record of a game not in the sets" "k.jsonl:2: a record of octal:0.7, which is not" \
    "$tmp/k.jsonl" -- $K
damage 1 2 3 3
# shellcheck disable=SC2086
refused "more records than games" "k.jsonl:4: more lines than this census has games" \
    "$tmp/k.jsonl" -- $K
damage 1
printf 'garbage' >>"$tmp/k.jsonl"
# shellcheck disable=SC2086
refused "a last line cut short that is no record" \
    "k.jsonl:2: not a census record \(the record of dawson comes next\)" "$tmp/k.jsonl" -- $K
damage 1 2 3
sed -i '3s/^./x/' "$tmp/k.jsonl.check"
# shellcheck disable=SC2086
refused "a damaged FILE.check" "k.jsonl.check:3: damaged" "$tmp/k.jsonl" -- $K
damage 1 2 3
head -n 2 "$tmp/good.jsonl.check" >"$tmp/k.jsonl.check"
# shellcheck disable=SC2086
refused "a record without its check" "k.jsonl:2: no check for this record" "$tmp/k.jsonl" -- $K
damage 1 2 3
sed -i '1s/^grundy-census-check 1 /grundy-census-check 9 /' "$tmp/k.jsonl.check"
# shellcheck disable=SC2086
refused "a FILE.check of a later format" "k.jsonl.check:1: a census check file of format 9" \
    "$tmp/k.jsonl" -- $K
damage 1 2 3
refused "the same file for another --to" "k.jsonl.check:1: .*--to 4000, not 3000" \
    "$tmp/k.jsonl" -- census --json --to 3000 -o "$tmp/k.jsonl" kayles dawson octal:0.6
refused "the same file for other sets" "k.jsonl.check:1: .*other games" \
    "$tmp/k.jsonl" -- census --json --to 4000 -o "$tmp/k.jsonl" kayles octal:0.6 dawson
refused "the same file as a table" "k.jsonl.check:1: .*JSON Lines, not a table" \
    "$tmp/k.jsonl" -- census --to 4000 -o "$tmp/k.jsonl" kayles dawson octal:0.6
printf 'my notes\nkayles is 0.77\n' >"$tmp/notes.txt"
refused "not a census file" \
    "notes.txt:1: not a census to go on from: there is no .*notes.txt.check" \
    "$tmp/notes.txt" -- census -o "$tmp/notes.txt" kayles
printf 'my notes\n' >"$tmp/notes.txt.check"
refused "a FILE.check that is not one" "notes.txt.check:1: not the check file of a census" \
    "$tmp/notes.txt" -- census -o "$tmp/notes.txt" kayles
"$GRUNDY" census --to 4000 -o "$tmp/k.txt" kayles dawson
sed -i '2s/   12 /   13 /' "$tmp/k.txt"
refused "a table: kayles's period edited by hand" "k.txt:2: .*does not match its check" \
    "$tmp/k.txt" -- census --to 4000 -o "$tmp/k.txt" kayles dawson
"$GRUNDY" census --to 4000 -o "$tmp/k.txt" kayles dawson
sed -i '1s/game /name /' "$tmp/k.txt"
refused "a table without its header" "k.txt:1: not the header of a census table" \
    "$tmp/k.txt" -- census --to 4000 -o "$tmp/k.txt" kayles dawson

# a real interruption: SIGINT while 0.6 is computed far (it is last in the
# list, and takes seconds to 10^6)
"$GRUNDY" census --json --to 1000000 --jobs 1 -o "$tmp/int.jsonl" octal:0.45 kayles octal:0.6 \
    2>"$tmp/int.err" &
pid=$!
i=0   # the first two written, however slow the build (up to 30 s)
while [ $i -lt 150 ]; do
    [ -f "$tmp/int.jsonl" ] && [ "$(wc -l <"$tmp/int.jsonl")" -ge 2 ] && break
    sleep 0.2; i=$((i + 1))
done
sleep 0.3
kill -INT $pid
wait $pid
status=$?
check "SIGINT: exit 130" [ $status -eq 130 ]
check "SIGINT: one line saying how to go on" grep -q "2 of 3 games written to .*run the same command again" "$tmp/int.err"
check "SIGINT: the records written are whole" [ "$(tail -c 1 "$tmp/int.jsonl" | od -An -c | tr -d ' ')" = '\n' ]
"$GRUNDY" census --json --to 1000000 --jobs 1 -o "$tmp/int.jsonl" octal:0.45 kayles octal:0.6
"$GRUNDY" census --json --to 1000000 octal:0.45 kayles octal:0.6 >"$tmp/int.fresh"
check "and the same command goes on to the same end as a fresh run" cmp -s "$tmp/int.jsonl" "$tmp/int.fresh"

# ---- MPI: the same census over two ranks, byte for byte ----
MPI_GRUNDY=$(dirname "$GRUNDY")/grundy-mpi
if [ -x "$MPI_GRUNDY" ] && command -v mpirun >/dev/null; then
    export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
    mpirun -np 2 "$MPI_GRUNDY" census --json --to 3000 octal:2 >"$tmp/mpi.jsonl" 2>"$tmp/mpi.err"
    check "mpirun -np 2: exit 0" [ $? -eq 0 ]
    check "mpirun -np 2: the same records, byte for byte" cmp -s "$tmp/one.jsonl" "$tmp/mpi.jsonl"
    mpirun -np 3 "$MPI_GRUNDY" census --to 3000 octal:2 >"$tmp/mpi3.txt" 2>>"$tmp/mpi.err"
    "$GRUNDY" census --to 3000 octal:2 >"$tmp/one.txt"
    check "mpirun -np 3, a table: the same output" cmp -s "$tmp/one.txt" "$tmp/mpi3.txt"
    "$GRUNDY" census --to 3000 -o "$tmp/mpi-part.txt" octal:2
    head -n 9 "$tmp/one.txt" >"$tmp/mpi-part.txt"
    mpirun -np 2 "$MPI_GRUNDY" census --to 3000 -o "$tmp/mpi-part.txt" octal:2 2>>"$tmp/mpi.err"
    check "mpirun -np 2 -o FILE goes on from an earlier run" cmp -s "$tmp/one.txt" "$tmp/mpi-part.txt"
    printf 'octal:0.07\nbogus:1\noctal:0.6 x\noctal:0.16\n' >"$tmp/mpi-list"
    "$GRUNDY" census --to 3000 "@$tmp/mpi-list" >"$tmp/one-bad.txt" 2>/dev/null
    mpirun -np 3 "$MPI_GRUNDY" census --to 3000 "@$tmp/mpi-list" >"$tmp/mpi-bad.txt" 2>"$tmp/mpi-bad.err"
    check "mpirun -np 3, an @FILE with bad lines: exit 2" [ $? -eq 2 ]
    check "... the good games' records as one process writes them" sh -c "[ \$(wc -l <'$tmp/one-bad.txt') -eq 3 ] && cmp -s '$tmp/one-bad.txt' '$tmp/mpi-bad.txt'"
    check "... each bad line said once, and the count once (not once a rank)" sh -c \
        "[ \$(grep -c 'unknown game' '$tmp/mpi-bad.err') -eq 1 ] &&
         [ \$(grep -c 'one game a line' '$tmp/mpi-bad.err') -eq 1 ] &&
         [ \$(grep -c 'bad lines in the games' '$tmp/mpi-bad.err') -eq 1 ]"
else
    skip "the mpirun checks: no $(basename "$MPI_GRUNDY") or mpirun (Open MPI: make deps)"
fi
OMPI_COMM_WORLD_SIZE=2 "$GRUNDY" census kayles >/dev/null 2>"$tmp/err"
check "a grundy without MPI under mpirun says how to build one" \
    grep -q "built without MPI.*make MPI=1" "$tmp/err"
printf 'bogus:1\n' >"$tmp/bad-list"
OMPI_COMM_WORLD_SIZE=2 OMPI_COMM_WORLD_RANK=1 "$GRUNDY" census "@$tmp/bad-list" >/dev/null 2>"$tmp/err"
check "a rank but the first of a job does not say the bad lines the first says" \
    sh -c "! grep -q bogus '$tmp/err'"

# a proved arithmetic period (Lasker's Nim, by its closed form) is a period
# with its saltus, as grundy period says, not "not periodic"
expect "census: Lasker's Nim's arithmetic period, with its saltus" \
"game                  preperiod       period      max           to
lasker                        1            4      500          500  saltus 4" -- census --to 500 lasker
expect "census --json: the saltus a field of its own" \
'{"game":"lasker","to":500,"preperiod":1,"period":4,"saltus":4,"max":500}' -- census --json --to 500 lasker
finish
