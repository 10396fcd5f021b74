# test_check.sh - `grundy problem NAME --generate` and `--check COMMAND`:
# every problem's generated inputs, small and large, are read by its own
# solver; the same seed gives the same input; right solutions pass (also
# with trailing white space), deliberately wrong ones (tests/tools/
# contestant.c) are caught and their input shrunk, and the shrunk input is
# checked again here, independently: grundy and the solution differ on it;
# a crash, a nonzero exit and a hang (the process group killed at the
# timeout) are reported as such; the options' errors.
. tests/cli/lib.sh
C=$TOOLS/contestant
tmp=$(mktemp -d)
trap 'rm -rf "$tmp" "$out" "$err"' EXIT

# every generator: its inputs are valid (the problem's reader answers them)
for p in $("$GRUNDY" problem --list | awk '{ print $1 }'); do
    for seed in 1 2 3; do
        "$GRUNDY" problem "$p" --generate --seed $seed >"$tmp/g.in" 2>"$err"
        check "$p --generate --seed $seed exits 0" [ $? -eq 0 -a ! -s "$err" ]
        "$GRUNDY" problem "$p" "$tmp/g.in" >/dev/null 2>"$err"
        check "$p: the small input of seed $seed is answered ($(head -c 200 "$err"))" [ $? -eq 0 ]
        [ $seed = 1 ] && cp "$tmp/g.in" "$tmp/g1.in"
    done
    "$GRUNDY" problem "$p" --generate --seed 1 >"$tmp/again.in"
    check "$p: seed 1 again gives the same input" cmp -s "$tmp/g1.in" "$tmp/again.in"
    different=0
    for seed in 2 3 4 5 6; do
        "$GRUNDY" problem "$p" --generate --seed $seed >"$tmp/other.in"
        cmp -s "$tmp/g1.in" "$tmp/other.in" || different=1
    done
    check "$p: other seeds give other inputs" [ $different -eq 1 ]
    "$GRUNDY" problem "$p" --generate --size large --seed 1 >"$tmp/large.in"
    check "$p --size large exits 0" [ $? -eq 0 ]
    "$GRUNDY" problem "$p" "$tmp/large.in" >/dev/null 2>"$err"
    check "$p: the large input is answered ($(head -c 200 "$err"))" [ $? -eq 0 ]
    check "$p: the large input is larger than the small ones" \
        [ "$(wc -c <"$tmp/large.in")" -ge "$(wc -c <"$tmp/g1.in")" ]
done
# the limits: AcWing 891's large input has 10^5 heaps of at most 10^9
"$GRUNDY" problem acwing-891 --generate --size large --seed 4 >"$tmp/large.in"
check "acwing-891 large: n = 10^5" [ "$(head -n 1 "$tmp/large.in")" = 100000 ]
check "acwing-891 large: 10^5 heaps of 1..10^9" awk 'NR == 2 {
    if (NF != 100000) exit 1
    for (i = 1; i <= NF; i++) if ($i < 1 || $i > 1000000000) exit 1
    big = 0; for (i = 1; i <= NF; i++) if ($i > 100000000) big++
    exit big < 1000 }' "$tmp/large.in"
"$GRUNDY" problem poj-3537 --generate --size large --seed 9 >"$tmp/large.in"
check "poj-3537 large: a strip of 1..2000" awk '{ exit !($1 >= 1 && $1 <= 2000) }' "$tmp/large.in"

# right solutions pass
expect "the right Nim passes" "all 100 runs agree (seeds 1..100, small inputs)" -- \
    problem acwing-891 --check "$C nim"
expect "trailing white space and blank lines do not count" \
    "all 100 runs agree (seeds 1..100, small inputs)" -- problem acwing-891 --check "$C nim-spaces"
expect "the right Wythoff passes" "all 300 runs agree (seeds 5..304, small inputs)" -- \
    problem luogu-p2252 --check "$C wythoff" --runs 300 --seed 5
expect "the right Crosses and Crosses passes" "all 100 runs agree (seeds 1..100, small inputs)" -- \
    problem poj-3537 --check "$C crosses"
expect "the right Crosses and Crosses passes on large strips" \
    "all 20 runs agree (seeds 1..20, large inputs)" -- \
    problem poj-3537 --check "$C crosses" --size large --runs 20
expect "the right Nim passes on 10^5 heaps" "all 3 runs agree (seeds 1..3, large inputs)" -- \
    problem acwing-891 --check "$C nim" --size large --runs 3
# an answer of 16 MB with CR LF line ends: kept whole (three times the right
# answer's size), so it agrees
expect "CR LF line ends on an answer of 16 MB" "all 1 runs agree (seeds 1..1, large inputs)" -- \
    problem yosupo-nim-product-64 --check "$GRUNDY problem yosupo-nim-product-64 | sed 's/\$/\r/'" \
    --size large --runs 1
# Codeforces 1310F takes any x with a^x = b: its judge, not grundy's x (test_judge.c
# checks other x); every x made 0 is caught
expect "cf-1310f: grundy's answers pass its judge" "all 50 runs agree (seeds 1..50, small inputs)" \
    -- problem cf-1310f --check "$GRUNDY problem cf-1310f" --runs 50
"$GRUNDY" problem cf-1310f --check "$GRUNDY problem cf-1310f | sed 's/^[0-9][0-9]*\$/0/'" \
    --runs 50 >"$out" 2>"$err"
check "cf-1310f: x = 0 for every case is caught" sh -c \
    "[ $? -eq 1 ] && head -n 1 '$out' | grep -q 'a wrong answer'"
expect "--json for a pass" \
    '{"problem":"acwing-891","agree":true,"runs":7,"seed":3,"size":"small"}' -- \
    problem acwing-891 --check "$C nim" --runs 7 --seed 3 --json

# caught: check_caught NAME PROBLEM MODE KIND [OPTIONS...]: exit 1, the kind
# of failure on the first line, and the shrunk input (between "--- input" and
# "--- expected output") answered differently by grundy and by the solution
check_caught() {
    name=$1; p=$2; mode=$3; kind=$4; shift 4
    "$GRUNDY" problem "$p" --check "$C $mode" "$@" >"$out" 2>"$err"
    status=$?
    check "$name: exit 1 ($(cat "$err"))" [ $status -eq 1 ]
    check "$name: nothing on stderr" [ ! -s "$err" ]
    check "$name: says '$kind'" sh -c "head -n 1 '$out' | grep -qF -- '$kind'"
    sed -n '/^--- input$/,/^--- expected output$/p' "$out" | sed '1d;$d' >"$tmp/shrunk.in"
    sed -n '/^--- expected output$/,/^--- output of the command$/p' "$out" | sed '1d;$d' \
        >"$tmp/shown.out"
    check "$name: an input is shown" [ -s "$tmp/shrunk.in" ]
    "$GRUNDY" problem "$p" "$tmp/shrunk.in" >"$tmp/expected.out"
    check "$name: the shown input is valid" [ $? -eq 0 ]
    check "$name: the expected output shown is grundy's" cmp -s "$tmp/expected.out" "$tmp/shown.out"
}
check_wrong() {   # check_wrong NAME PROBLEM MODE: caught, and wrong on the shown input
    check_caught "$1" "$2" "$3" "a wrong answer"
    "$C" "$3" <"$tmp/shrunk.in" >"$tmp/theirs.out"
    check "$1: the solution is wrong on the shown input" \
        sh -c "! cmp -s '$tmp/expected.out' '$tmp/theirs.out'"
    check "$1: shrunk to at most 3 lines" [ "$(wc -l <"$tmp/shrunk.in")" -le 3 ]
}
check_wrong "Nim misjudging heaps above 5" acwing-891 nim-cap5
check_caught "the heaps of the shown input" acwing-891 nim-cap5 "a wrong answer"
check "Nim misjudging heaps above 5: the shown input has a heap above 5" \
    awk 'NR == 2 { for (i = 1; i <= NF; i++) if ($i > 5) found = 1 } END { exit !found }' \
    "$tmp/shrunk.in"
check "Nim misjudging heaps above 5: shrunk to two heaps, 5 and 6" \
    [ "$(tr '\n' ' ' <"$tmp/shrunk.in")" = "2 5 6 " ]
check_wrong "Wythoff with the ratio rounded" luogu-p2252 wythoff-round
check_wrong "Crosses and Crosses with only neighbours dead" poj-3537 crosses-near
check "Crosses and Crosses: shrunk to the shortest strip it misjudges (4)" \
    [ "$(cat "$tmp/shrunk.in")" = 4 ]
check_wrong "misere Nim played as normal Nim" luogu-p4279 john-normal
check "misere Nim: shrunk to one case of one heap of 1" \
    [ "$(tr '\n' ' ' <"$tmp/shrunk.in")" = "1 1 1 " ]
check_caught "an extra line of output" acwing-891 "nim; echo extra" "a wrong answer"

# crashes, exit statuses and hangs
check_caught "a crash (abort)" acwing-891 nim-crash "killed by signal 6"
check "a crash: shrunk to one heap of 4" [ "$(tr '\n' ' ' <"$tmp/shrunk.in")" = "1 4 " ]
check_caught "a nonzero exit" acwing-891 nim-exit "exited with status 3"
check "a nonzero exit: shrunk to three heaps of 1" \
    [ "$(tr '\n' ' ' <"$tmp/shrunk.in")" = "3 1 1 1 " ]
check_caught "a hang" acwing-891 nim-hang "ran past the timeout of 0.3 s" --timeout 0.3
check "a hang is not shrunk" grep -qx "not shrunk (each try would take the timeout)" "$out"
"$GRUNDY" problem acwing-891 --check 'sleep 31.7; echo Yes' --timeout 0.2 --runs 1 >"$out" 2>&1
check "a hanging pipeline: exit 1" [ $? -eq 1 ]
sleep 0.2
check "the timeout kills the command's whole process group" \
    [ "$(ps -e -o args= | grep -c '^sleep 31\.7$')" -eq 0 ]
"$GRUNDY" problem acwing-891 --check 'yes' --timeout 0.5 --runs 1 >"$out" 2>"$err"
check "endless output: exit 1" [ $? -eq 1 ]
check "endless output: a timeout" grep -q "ran past the timeout of 0.5 s" "$out"
check "endless output: the report shows 200 lines of it and how much more" \
    sh -c "[ \$(grep -c '^y\$' '$out') -eq 200 ] && grep -q '^\[\.\.\. [0-9]* more bytes not shown\]\$' '$out'"
"$GRUNDY" problem acwing-891 --check 'yes | head -c 20000000' --runs 1 >"$out" 2>"$err"
check "20 MB of output: exit 1" [ $? -eq 1 ]
check "20 MB of output: a wrong answer" sh -c "head -n 1 '$out' | grep -q 'a wrong answer'"
"$GRUNDY" problem acwing-891 --check 'sleep 41.3' --runs 1 >"$out" 2>"$err" &
pid=$!
sleep 0.5
kill -INT $pid
wait $pid
check "Ctrl-C during a check: exit 130" [ $? -eq 130 ]
check "Ctrl-C during a check: one line on stderr" grep -qx \
    "grundy: interrupted by SIGINT while computing the check (COMMAND's process group was killed); nothing was printed" "$err"
sleep 0.2
check "Ctrl-C during a check kills the command's process group" \
    [ "$(ps -e -o args= | grep -c '^sleep 41\.3$')" -eq 0 ]
# the progress line: on a terminal only
if command -v script >/dev/null 2>&1; then
    script -qec "\"$GRUNDY\" problem acwing-891 --check 'sleep 0.3; echo Yes' --runs 6 --seed 2" \
        "$tmp/tty.log" >/dev/null 2>&1
    check "a progress line on a terminal" grep -q "grundy: 6 of 6 runs, " "$tmp/tty.log"
else
    skip "no script(1) to give the check a terminal (util-linux)"
fi
"$GRUNDY" problem acwing-891 --check 'sleep 0.3; echo Yes' --runs 6 --seed 2 >"$out" 2>"$err"
check "no progress line off a terminal" [ ! -s "$err" ]
"$GRUNDY" problem acwing-891 --check "$C nim-cap5" --json >"$out"
check "--json for a failure: exit 1" [ $? -eq 1 ]
check "--json for a failure: one record" sh -c "[ \$(wc -l <'$out') -eq 1 ] && grep -q '^{\"problem\":\"acwing-891\",\"agree\":false,\"runs\":12,\"seed\":12,\"size\":\"small\",\"failure\":\"wrong answer\",.*\"input\":\".*\"expected\":\"Yes.*\"output\":\"No' '$out'"
"$GRUNDY" problem acwing-891 --check 'printf "Y\377\000es\n"' --runs 1 --json >"$out"
check "--json keeps the output past a NUL byte" grep -qF '"output":"Y?\u0000es\u000a"' "$out"
"$GRUNDY" problem poj-3537 --check "echo 3" --size large --runs 1 --json >"$out"
check "--json says the size of the inputs" grep -q '"seed":1,"size":"large",' "$out"
"$GRUNDY" problem poj-3537 --check "echo 3" --size large --runs 1 >"$out"
check "the report says the size, for --generate --seed N --size large" \
    sh -c "head -n 1 '$out' | grep -qx 'run 1 of 1 (seed 1, large inputs): a wrong answer'"
"$GRUNDY" problem acwing-891 --check ./no-such-program-here --runs 1 >"$out"
check "a command not found: status 127 said to be the shell's" \
    sh -c "head -n 1 '$out' | grep -q 'status 127 (the shell.s: command not found)'"
LANG=zh_CN.UTF-8 "$GRUNDY" problem acwing-891 --check "$C nim-cap5" --runs 20 >"$out"
if [ -f "$catalogue" ]; then
    check "the report in Chinese" sh -c "head -n 1 '$out' | grep -q '^第 [0-9]* 次运行（共 20 次；种子 [0-9]*，小规模输入）：答案错误$'"
else
    skip "the report in Chinese: no catalogue (make deps)"
fi
expect_error "seeds past 2^64 - 1" 2 "--seed 18446744073709551615 and --runs 3 pass the last seed" \
    -- problem acwing-891 --check true --seed 18446744073709551615 --runs 3
"$GRUNDY" problem acwing-891 --check 'kill -9 $$' --runs 1 --json >"$out"
check "--json names the signal" grep -q '"failure":"killed by a signal","signal":9,' "$out"

# errors: one line, exit 2, nothing on stdout
expect_error "an unknown problem" 2 "unknown problem 'nope'" -- problem nope --generate
expect_error "--runs 0" 2 "--runs: must be at least 1" -- problem acwing-891 --check true --runs 0
expect_error "--runs abc" 2 "--runs" -- problem acwing-891 --check true --runs abc
expect_error "--timeout 0" 2 "--timeout takes a number of seconds from 0.01 to 3600, not '0'" -- \
    problem acwing-891 --check true --timeout 0
for v in 0x10 ' 1' 0x1p3 1e1 -1 .; do
    expect_error "--timeout '$v': decimals only" 2 "--timeout takes a number of seconds from 0.01 to 3600, not '$v'" -- \
        problem acwing-891 --check true --timeout "$v"
done
expect_error "--timeout x" 2 "not 'x'" -- problem acwing-891 --check true --timeout x
expect_error "--size medium" 2 "--size takes one of small\\|large" -- \
    problem acwing-891 --generate --size medium
expect_error "--runs without --check" 2 "argument 4: --runs goes with --check" -- \
    problem acwing-891 --runs 5
expect_error "--seed alone" 2 "argument 4: --seed goes with --generate or --check" -- \
    problem acwing-891 --seed 5
expect_error "--generate and --check" 2 "--generate and --check go one at a time" -- \
    problem acwing-891 --generate --check true
expect_error "--generate with a file" 2 "unexpected 'x.in' \\(problem --generate reads no file\\)" -- \
    problem acwing-891 --generate x.in
expect_error "--list with --generate" 2 "problem --list takes no other option" -- \
    problem --list --generate
expect_error "--check with an empty command" 2 "--check needs a non-empty" -- \
    problem acwing-891 --check ''
# the report's section headers speak the user's language (they stayed English)
if [ -n "$(LANG= "$GRUNDY" --lang zh games 2>/dev/null | grep -m1 '[^ -~]')" ]; then
    "$GRUNDY" --lang zh problem acwing-891 --check 'echo No' --runs 3 >"$out" 2>/dev/null
    check "--lang zh: the report's headers in Chinese" sh -c "grep -qx -- '--- 输入' '$out' && grep -qx -- '--- 应有的输出' '$out' && grep -qx -- '--- 命令的输出' '$out'"
else
    skip "the Chinese report: no catalogue built (msgfmt: make deps)"
fi
finish
