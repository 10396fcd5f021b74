# test_signals.sh - Ctrl-C (SIGINT) or SIGTERM during a long `values` run:
# every line printed is whole and final, the checkpoint holds what was
# computed, stderr's last line says where the run stopped and how to resume,
# and the exit status is 130 or 143. `values` streams: the first value comes
# at once, before the rest is computed.
. tests/cli/lib.sh
dir=$(mktemp -d)
trap 'rm -rf "$dir" "$out" "$err"' EXIT

# start_run: a 10^8-heap run of Grundy's game with the checkpoint $dir/ck,
# in the background ($pid), once it has printed something
start_run() {
    rm -rf "$dir/ck" "$dir/out"
    "$GRUNDY" values grundys --to 100000000 --checkpoint "$dir/ck" >"$dir/out" 2>"$dir/err" &
    pid=$!
    i=0
    while [ ! -s "$dir/out" ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i + 1)); done
    sleep 0.3
}

# interrupt SIGNAL STATUS NAME: such a run, stopped
interrupt() {
    sig=$1; want=$2; label=$3
    start_run
    kill -s "$sig" $pid
    wait $pid
    status=$?
    check "$label: exit $want" [ $status -eq "$want" ]
    check "$label: stdout ends with a whole line" \
        sh -c "[ ! -s '$dir/out' ] || [ \"\$(tail -c 1 '$dir/out' | od -An -c | tr -d ' ')\" = '\\n' ]"
    check "$label: one line on stderr saying where and how to resume" \
        grep -qE "^grundy: interrupted by SIG$sig: stopped after [0-9]+ values \\(heaps 0 to [0-9]+\\); they are saved in the checkpoint $dir/ck: run the same command again" "$dir/err" ||
        sed "s/^/    $label, stderr: /" "$dir/err" >&2
    lines=$(wc -l <"$dir/out")
    check "$label: values were streamed before the stop" [ "$lines" -gt 0 ]
    said=$(sed -n 's/.*stopped after \([0-9]*\) values.*/\1/p' "$dir/err")
    check "$label: every value computed is printed ($lines lines, $said values said)" \
        [ "$lines" = "$said" ]
    "$GRUNDY" values grundys --to $((lines - 1)) >"$dir/fresh" 2>/dev/null
    check "$label: every printed value is final (a fresh run agrees)" cmp -s "$dir/out" "$dir/fresh"
    "$GRUNDY" values grundys --to $((lines - 1)) --checkpoint "$dir/ck" >"$dir/resumed" 2>"$dir/err2"
    check "$label: the checkpoint resumes to the same values" cmp -s "$dir/resumed" "$dir/fresh"
}
interrupt INT 130 "SIGINT"
interrupt TERM 143 "SIGTERM"

# past every table (--to 2^31 and more) the values come from a proved
# period: a stop on the way to it prints the values computed all the same
rm -f "$dir/out"
"$GRUNDY" values grundys --to 3000000000 >"$dir/out" 2>"$dir/err" &
pid=$!
sleep 1
kill -s INT $pid
wait $pid
status=$?
lines=$(wc -l <"$dir/out")
said=$(sed -n 's/.*stopped after \([0-9]*\) values.*/\1/p' "$dir/err")
check "a stop on the way to a period past every table: exit 130, the values computed printed ($lines, $said)" \
    sh -c "[ $status -eq 130 ] && [ '$lines' = '$said' ] && [ $lines -gt 0 ]"
"$GRUNDY" values grundys --to $((lines - 1)) >"$dir/fresh" 2>/dev/null
check "... every one final" cmp -s "$dir/out" "$dir/fresh"

# without --checkpoint the last line says nothing was saved
rm -f "$dir/out"
"$GRUNDY" values grundys --to 100000000 >"$dir/out" 2>"$dir/err" &
pid=$!
i=0
while [ ! -s "$dir/out" ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i + 1)); done
kill -s INT $pid
wait $pid
check "no checkpoint: exit 130" [ $? -eq 130 ]
check "no checkpoint: stderr says nothing was saved" grep -q "nothing was saved (with --checkpoint FILE a run can be resumed)" "$dir/err"

# a stop while computed lines are written (stdout blocked by a slow reader)
# is the run's stop too: the checkpoint saved, the same line said. With
# --plot the table is computed whole first, so the stop comes while writing.
# stop_writing ARGS...: grundy values grundys ARGS --checkpoint $dir/ck into
# a reader that takes 100000 bytes, then waits for $dir/go; SIGINT meanwhile
stop_writing() {
    rm -rf "$dir/ck" "$dir/fifo" "$dir/go" "$dir/tail"
    : >"$dir/head"
    mkfifo "$dir/fifo"
    { head -c 100000 >"$dir/head"; while [ ! -e "$dir/go" ]; do sleep 0.05; done; cat >"$dir/tail"; } <"$dir/fifo" &
    reader=$!
    "$GRUNDY" values grundys "$@" --checkpoint "$dir/ck" >"$dir/fifo" 2>"$dir/err" &
    pid=$!
    i=0   # the reader has its bytes; grundy fills the pipe and waits in write
    while [ "$(wc -c <"$dir/head")" -lt 100000 ] && [ $i -lt 400 ]; do sleep 0.05; i=$((i + 1)); done
    i=0
    while [ "$(cut -d' ' -f3 "/proc/$pid/stat" 2>/dev/null)" != S ] && [ $i -lt 400 ]; do sleep 0.05; i=$((i + 1)); done
    sleep 0.3
    kill -s INT $pid
    sleep 0.2
    touch "$dir/go"
    wait $pid
    status=$?
    wait $reader
    cat "$dir/head" "$dir/tail" >"$dir/out"
    lines=$(wc -l <"$dir/out")
    check "$label: exit 130 ($status), the run's line, the checkpoint named" \
        sh -c "[ $status -eq 130 ] && grep -qE '^grundy: interrupted by SIGINT: stopped after [0-9]+ values \\(heaps 0 to [0-9]+\\); they are saved in the checkpoint $dir/ck: run the same command again' '$dir/err'" ||
        sed "s/^/    $label, stderr: /" "$dir/err" >&2
    "$GRUNDY" values grundys --to $((lines - 1)) >"$dir/fresh" 2>/dev/null
    check "$label: whole lines, every one final ($lines)" \
        sh -c "[ $lines -gt 0 ] && cmp -s '$dir/out' '$dir/fresh'"
    if [ -z "$plot" ]; then   # streamed: every value computed is printed
        said=$(sed -n 's/.*stopped after \([0-9]*\) values.*/\1/p' "$dir/err")
        check "$label: as many lines as values said ($lines, $said)" [ "$lines" = "$said" ]
    fi
    "$GRUNDY" values grundys --to $((lines - 1)) --checkpoint "$dir/ck" >"$dir/resumed" 2>/dev/null
    check "$label: the checkpoint resumes to the same values" cmp -s "$dir/resumed" "$dir/fresh"
    rm -rf "$dir/ck" "$dir/go"
}
label="stopped while streaming" plot=
stop_writing --to 100000000
label="stopped while printing a plot's values" plot=yes
stop_writing --to 2000000 --plot "$dir/plot.svg" --print

# values that need no table (a proved period, a closed form) stop too: the
# lines printed are whole, and stderr says which heaps they are
for spec in kayles nim octal:0.07; do
    for sig in INT TERM; do
        "$GRUNDY" values $spec --to 100000000000 >"$dir/out" 2>"$dir/err" &
        pid=$!
        i=0
        while [ ! -s "$dir/out" ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i + 1)); done
        sleep 0.2
        kill -s $sig $pid
        wait $pid
        status=$?
        lines=$(wc -l <"$dir/out")
        check "values $spec --to 10^11, SIG$sig: stops ($status), the heaps printed said" \
            sh -c "[ $status -eq $([ $sig = INT ] && echo 130 || echo 143) ] && grep -qx 'grundy: interrupted by SIG$sig: the values of heaps 0 to $((lines - 1)) were printed' '$dir/err'"
        check "values $spec, SIG$sig: stdout ends with a whole line, and they are right" \
            sh -c "[ \"\$(tail -c 1 '$dir/out' | od -An -c | tr -d ' ')\" = '\\n' ] && [ \"\$(tail -n 1 '$dir/out')\" = \"\$('$GRUNDY' values $spec --from $((lines - 1)) --to $((lines - 1)))\" ]"
    done
done

# streaming: the first line of a 10^7-heap run comes long before the run ends
"$GRUNDY" values grundys --to 10000000 | head -n 1 >"$dir/first"
check "values | head -1 answers (streamed, then stopped by the closed pipe)" [ "$(cat "$dir/first")" = 0 ]
# outside long runs: a search stopped by a signal ends at once with one line
# naming what was being computed; a batch keeps its whole answers
# stop_search SIGNAL INPUT ARGS...: grundy ARGS on INPUT, sent SIGNAL half a
# second in (inside a long search), or half a second after stdout has a line
# matching $after (a batch's answers before the long one, however slow the
# build); sets $status
stop_search() {
    sig=$1; input=$2; shift 2
    printf "$input" | "$GRUNDY" "$@" >"$dir/out" 2>"$dir/err" &
    pid=$!
    i=0
    while [ -n "${after:-}" ] && ! grep -q "$after" "$dir/out" 2>/dev/null && [ $i -lt 600 ]; do
        sleep 0.05; i=$((i + 1))
    done
    sleep 0.5
    kill -s "$sig" $pid
    wait $pid
    status=$?
}
stop_search INT 'nim 1\nnim 5\nkayles 40 + grundys 1\nnim 2\n' solve --misere -
check "batch stopped by SIGINT during a search: exit 130" [ $status -eq 130 ]
check "batch: stderr names the line being answered and how to go on" \
    grep -qx "grundy: interrupted by SIGINT while computing the answer of line 3; the lines before it were answered, whole (tail -n +3 of the input goes on from there)" "$dir/err"
check "batch: the two answers before it are whole" \
    sh -c "[ \$(grep -c '^  outcome:' '$dir/out') -eq 2 ] && [ \"\$(tail -c 1 '$dir/out' | od -An -c | tr -d ' ')\" = '\\n' ]"
stop_search TERM '' solve --misere kayles 40 + grundys 1
check "a single search stopped by SIGTERM: exit 143" [ $status -eq 143 ]
check "single: nothing on stdout, one line on stderr" \
    sh -c "[ ! -s '$dir/out' ] && grep -qx 'grundy: interrupted by SIGTERM while computing the answer; nothing was printed' '$dir/err'"
# a huge answer streamed as it is made: once lines are out, a stop says the
# answer is cut short after them, not that nothing was printed
stop_search INT '' solve --all-moves kayles 1000000000000000
check "a streamed answer stopped by SIGINT: exit 130, the stop said" \
    sh -c "[ $status -eq 130 ] && grep -qx 'grundy: interrupted by SIGINT while writing the answer; it is cut short after the whole lines printed' '$dir/err'"
check "a streamed answer: stdout holds whole lines" \
    sh -c "[ -s '$dir/out' ] && [ \"\$(tail -c 1 '$dir/out' | od -An -c | tr -d ' ')\" = '\\n' ]"
rm -f "$dir/out"
# a batch waiting for its next line: the stop names that line, not the one
# answered (tail -n +2 goes on from there)
rm -f "$dir/fifo"
mkfifo "$dir/fifo"
(printf 'nim 1\n'; sleep 3) >"$dir/fifo" &
"$GRUNDY" solve - <"$dir/fifo" >"$dir/out" 2>"$dir/err" &
pid=$!
sleep 0.7
kill -s INT $pid
wait $pid
check "a batch stopped while it waits for line 2: line 2 named, line 1 answered" \
    sh -c "grep -q 'of line 2; the lines before it were answered' '$dir/err' && grep -q '^nim 1' '$dir/out'"
wait
# a huge answer streamed in a batch: the stop of a later line is that line's
after='^nim 1'
stop_search INT 'kayles 1000000\nnim 1\nkayles 40 + grundys 1\nnim 3\n' solve --all-moves --misere -
after=
check "a batch past a streamed answer: the stop names the line computed" \
    grep -qx "grundy: interrupted by SIGINT while computing the answer of line 3; the lines before it were answered, whole (tail -n +3 of the input goes on from there)" "$dir/err"
# problem with several files: the stop names the file being answered
(sleep 3; printf '1\n5\n') >"$dir/fifo" &
printf '2\n1 2\n' >"$dir/p1.in"
"$GRUNDY" problem acwing-891 "$dir/p1.in" - <"$dir/fifo" >"$dir/out" 2>"$dir/err" &
pid=$!
sleep 0.7
kill -s INT $pid
wait $pid
check "problem, several files: the stop names file 2, file 1 answered" \
    sh -c "grep -qx 'grundy: interrupted by SIGINT while computing the answer of file 2 of those named; the files before it were answered, whole' '$dir/err' && [ \"\$(cat '$dir/out')\" = Yes ]"
wait
# a stop whose last save fails (the checkpoint replaced by a directory) says
# so, exit 4: nothing claims to be saved that is not (a save of the run's own
# may find the directory first: the run then ends there, saying so, exit 4)
start_run
i=0   # a save between the rm and the mkdir makes the file again: once more
until { rm -f "$dir/ck"; mkdir "$dir/ck" 2>/dev/null; } || [ $i -ge 50 ]; do i=$((i + 1)); done
kill -s INT $pid
wait $pid
status=$?
check "a stop whose save fails: exit 4 ($status), said, nothing claimed saved" \
    sh -c "[ $status -eq 4 ] && grep -Eq 'but they are not all saved: (cannot write the checkpoint file|the checkpoint file [^ ]* was replaced during the run)|^grundy: (cannot write the checkpoint file|the checkpoint file [^ ]* was replaced during the run)' '$dir/err' && ! grep -q 'they are saved' '$dir/err'" ||
    sed "s/^/    a stop whose save fails, stderr: /" "$dir/err" >&2
# the values computed are printed even so: whole lines, every one final, as
# many as the stop says (when it got to say how many)
lines=$(wc -l <"$dir/out")
said=$(sed -n 's/.*stopped after \([0-9]*\) values.*/\1/p' "$dir/err")
"$GRUNDY" values grundys --to $((lines - 1)) >"$dir/fresh" 2>/dev/null
check "a stop whose save fails: the values computed are printed ($lines lines, ${said:-no count} said)" \
    sh -c "[ $lines -gt 0 ] && cmp -s '$dir/out' '$dir/fresh' && { [ -z '$said' ] || [ '$said' = $lines ]; }"
rm -rf "$dir/ck"
# the quotient of 4.44 runs for seconds (6 s here) until its work bound:
# stopped after half a second, it says so
stop_search INT '' quotient octal:4.44
check "quotient stopped by SIGINT: exit 130" [ $status -eq 130 ]
check "quotient: nothing on stdout, one line on stderr" \
    sh -c "[ ! -s '$dir/out' ] && grep -qx 'grundy: interrupted by SIGINT while computing the answer; nothing was printed' '$dir/err'"
finish
