#!/bin/sh
# run.sh - runs every unit test binary and every CLI test script, and ends
# with one line "N passed, N failed, N skipped" summing them all. A test
# ends with such a line (", N skipped" may be left out); it says why each
# skip on a line "skip: REASON", shown here as "skip NAME: REASON". A test
# that prints no such line, or exits nonzero with 0 failed, counts a failure.
# usage: sh tests/run.sh BUILD_DIR
# Environment: VALGRIND=1 runs every test program and every grundy the
# scripts start under valgrind's memcheck (any error or leak fails the
# test); TESTS="name..." runs only the tests named (e.g. "test_api
# test_solve.sh").
build=${1:-build}
GRUNDY=$(cd "$build" && pwd)/grundy
TOOLS=$(cd "$build" && pwd)/tools
export GRUNDY TOOLS
# The tests speak English unless they ask for another language themselves.
unset LANGUAGE LC_ALL LC_MESSAGES
LANG=C.UTF-8
export LANG
passed=0
failed=0
skipped=0
log=$(mktemp)
wrap=
vgdir=
trap 'rm -f "$log"; [ -z "$vgdir" ] || rm -rf "$vgdir"' EXIT
if [ "${VALGRIND:-0}" = 1 ]; then
    vg="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect"
    vg="$vg --suppressions=$(pwd)/tests/valgrind.supp"
    vgdir=$(mktemp -d)
    printf '#!/bin/sh\nexec %s "%s" "$@"\n' "$vg" "$GRUNDY" >"$vgdir/grundy"
    chmod +x "$vgdir/grundy"
    GRUNDY=$vgdir/grundy
    wrap=$vg
fi

# chosen NAME: 1 when TESTS is unset or names this test
chosen() {
    [ -z "${TESTS:-}" ] && return 0
    for want in $TESTS; do [ "$want" = "$1" ] && return 0; done
    return 1
}

# tally NAME COMMAND...: runs a test program, adds its "N passed, N failed,
# N skipped" line, and shows its skips with their reasons
tally() {
    name=$1
    shift
    "$@" >"$log" 2>&1
    status=$?
    line=$(grep -E '[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
    p=$(echo "$line" | sed -E 's/^(.*[^0-9])?([0-9]+) passed.*/\2/')
    f=$(echo "$line" | sed -E 's/.* ([0-9]+) failed.*/\1/')
    s=$(echo "$line" | sed -nE 's/.* [0-9]+ failed, ([0-9]+) skipped.*/\1/p')
    s=${s:-0}
    if [ -z "$line" ]; then
        p=0
        f=1
        s=0
    elif [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then
        f=1
    fi
    passed=$((passed + p))
    failed=$((failed + f))
    skipped=$((skipped + s))
    if [ "$f" -ne 0 ]; then
        echo "FAIL $name (exit $status)"
        sed 's/^/    /' "$log" | tail -n 40
    elif [ "$p" -ne 0 ] || [ "$s" -eq 0 ]; then
        echo "ok   $name: $p passed$([ "$s" -eq 0 ] || echo ", $s skipped")"
    fi
    [ "$f" -ne 0 ] || sed -n "s/^skip: /skip $name: /p" "$log"
}

for t in "$build"/tests/test_*; do
    [ -x "$t" ] && chosen "$(basename "$t")" && tally "$(basename "$t")" $wrap "$t"
done
for t in tests/cli/test_*.sh; do
    [ -f "$t" ] && chosen "$(basename "$t")" && tally "$(basename "$t")" sh "$t"
done
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
