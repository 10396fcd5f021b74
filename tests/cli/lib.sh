# lib.sh - helpers for the CLI test scripts: each check runs the real grundy
# binary ($GRUNDY) and counts a pass or a failure; `skip` counts checks that
# could not run here; `finish` prints the total.
passed=0
failed=0
skipped=0
out=$(mktemp)
err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT

pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); printf "FAIL: %s\n" "$*" >&2; }

# expect NAME EXPECTED_STDOUT [STDIN] -- ARGS...: exit 0 and exactly this output
expect() {
    name=$1; want=$2; shift 2
    input=
    if [ "$1" != "--" ]; then input=$1; shift; fi
    shift
    printf '%s' "$input" | "$GRUNDY" "$@" >"$out" 2>"$err"
    status=$?
    got=$(cat "$out")
    if [ $status -ne 0 ]; then
        fail "$name: exit $status: $(cat "$err")"
    elif [ "$got" != "$want" ]; then
        fail "$name: got [$got] expected [$want]"
    else
        pass
    fi
}

# expect_file NAME INPUT_FILE GOLDEN_FILE ARGS...: stdout equals the golden file byte for byte
expect_file() {
    name=$1; input=$2; golden=$3; shift 3
    "$GRUNDY" "$@" <"$input" >"$out" 2>"$err"
    status=$?
    if [ $status -ne 0 ]; then
        fail "$name: exit $status: $(cat "$err")"
    elif ! cmp -s "$out" "$golden"; then
        fail "$name: output differs from $golden: $(diff "$out" "$golden" | head -5)"
    else
        pass
    fi
}

# expect_error NAME STATUS PATTERN [STDIN] -- ARGS...: that status, one line on
# stderr matching PATTERN, nothing on stdout
expect_error() {
    name=$1; want=$2; pattern=$3; shift 3
    input=
    if [ "$1" != "--" ]; then input=$1; shift; fi
    shift
    printf '%s' "$input" | "$GRUNDY" "$@" >"$out" 2>"$err"
    status=$?
    lines=$(wc -l <"$err")
    if [ $status -ne "$want" ]; then
        fail "$name: exit $status, expected $want ($(cat "$err"))"
    elif [ -s "$out" ]; then
        fail "$name: wrote to stdout: $(head -c 200 "$out")"
    elif [ "$lines" -ne 1 ]; then
        fail "$name: $lines lines on stderr: $(cat "$err")"
    elif ! grep -qE -- "$pattern" "$err"; then
        fail "$name: stderr [$(cat "$err")] does not match [$pattern]"
    else
        pass
    fi
}

# check NAME COMMAND...: a shell condition that must hold; its status is
# the condition's (`check ... || show what went wrong`)
check() {
    name=$1; shift
    if "$@"; then pass; else fail "$name"; return 1; fi
}

# skip REASON: a check, or a group of checks, did not run on this machine
# (counted as one skip). REASON says what is missing and how to get it, e.g.
# "built without libmicrohttpd (make deps)"; tests/run.sh shows it. A script
# that cannot run at all says `skip REASON; finish; exit`.
skip() {
    skipped=$((skipped + 1))
    printf 'skip: %s\n' "$*"
}

# finish: the total, "N passed, N failed, N skipped" (tests/run.sh reads it);
# fails when a check failed
# The Chinese catalogue of the build under test ($TOOLS is BUILD/tools, also
# when $GRUNDY is valgrind's wrapper); need_catalogue skips the whole test
# when it was not built (msgfmt, from Debian's gettext: make deps).
catalogue=${TOOLS:-$(dirname "$GRUNDY")/tools}
catalogue=${catalogue%/*}/locale/zh_CN/LC_MESSAGES/grundy.mo
need_catalogue() {
    [ -f "$catalogue" ] && return 0
    skip "no Chinese catalogue $catalogue (msgfmt, from Debian's gettext: make deps)"
    finish
    exit
}

finish() {
    echo "$passed passed, $failed failed, $skipped skipped"
    [ "$failed" -eq 0 ]
}
