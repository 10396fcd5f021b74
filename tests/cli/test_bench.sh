# test_bench.sh - the programs of bench/ build with the project's warnings
# as errors (make check does not otherwise build them, make bench does), and
# look_phase finds the line it is for: the exact frequency of a rotation's
# parities, the line of Officers' values that docs/RESEARCH.md reports, and
# one line and exit 2 for bad input.
. tests/cli/lib.sh

tmp=$(mktemp -d)
trap 'rm -rf "$tmp" "$out" "$err"' EXIT
cc=${CC:-cc}
flags="-std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Werror -O2"
lib=${TOOLS:-$(dirname "$GRUNDY")/tools}
lib=${lib%/*}/libgrundy.a

# ---- every program builds ----
for src in bench/ref_*.c bench/probe_*.c bench/look_*.c bench/speed_*.c; do
    prog=$(basename "$src" .c)
    case $prog in
    speed_*) $cc $flags ${TEST_CFLAGS:-} -Iinclude -o "$tmp/$prog" "$src" "$lib" \
                 ${TEST_LDFLAGS:-} -pthread -lm 2>"$tmp/cc" ;;
    *) $cc $flags -o "$tmp/$prog" "$src" -pthread -lm 2>"$tmp/cc" ;;
    esac
    st=$?
    check "bench/$prog.c builds with -Werror: $(head -c 300 "$tmp/cc")" [ $st -eq 0 ]
done
look=$tmp/look_phase

# finds NAME FILE THETA TOLERANCE AGREE ARGS...: look_phase ARGS on the
# values in FILE exits 0 and prints "mask M, heaps A to B: the line at F
# (bin ...) holds S% of the variance; cos(...) has the parity's sign at P%
# of the heaps" with F within TOLERANCE of THETA and P at least AGREE
finds() {
    what=$1; file=$2; theta=$3; tol=$4; least=$5; shift 5
    "$look" "$@" <"$file" >"$tmp/out" 2>"$tmp/err"
    st=$?
    check "look_phase on $what (exit 0): $(cat "$tmp/err")" [ $st -eq 0 ]
    f=$(sed -nE 's/.* the line at ([0-9.]+) .*/\1/p' "$tmp/out")
    check "$what: the line at $theta to $tol: got [$f]" \
        awk -v f="$f" -v t="$theta" -v e="$tol" \
        'BEGIN { exit !(f != "" && f - t < e && t - f < e) }'
    p=$(sed -nE 's/.* sign at ([0-9.]+)% .*/\1/p' "$tmp/out")
    check "$what: the parities follow the cosine at $least% or more: got [$p]" \
        awk -v p="$p" -v l="$least" 'BEGIN { exit !(p != "" && p >= l) }'
}

# ---- a rotation: G(n) = floor(4 * frac(n * t)), bit 1 is frac >= 1/2 ----
awk 'BEGIN { t = 0.3183099
             for (n = 0; n < 70000; n++) { f = n * t; f -= int(f); print int(4 * f) } }' \
    >"$tmp/rot"
finds "a rotation" "$tmp/rot" 0.3183099 2e-6 99 --from 1000 --bits 16 --mask 2
"$look" --from 1000 --bits 16 <"$tmp/rot" >"$tmp/out2" 2>"$tmp/err"
check "without --mask the search finds mask 2 or 3: $(cat "$tmp/out2")" \
    grep -qE '^mask (2|3), heaps 1000 to 66535: ' "$tmp/out2"
# the same values with CRLF line ends, the last line's without its LF
awk 'NR > 1 { printf "\n" } { printf "%s\r", $0 }' "$tmp/rot" >"$tmp/crlf"
finds "CRLF lines" "$tmp/crlf" 0.3183099 2e-6 99 --from 1000 --bits 16 --mask 2
# a parity the same everywhere: said, exit 0
awk 'BEGIN { for (n = 0; n < 2000; n++) print 2 * (n % 3) }' >"$tmp/even"
"$look" --from 0 --bits 10 --mask 1 <"$tmp/even" >"$tmp/out" 2>"$tmp/err"
st=$?
check "an even mask's parity: exit 0, got $st: $(cat "$tmp/err")" [ $st -eq 0 ]
check "an even mask's parity: said: $(cat "$tmp/out")" \
    grep -qx 'mask 1: the parity is the same at every heap of the window' "$tmp/out"

# ---- Officers (docs/RESEARCH.md): mask 57, theta 0.348204 ----
"$GRUNDY" values octal:0.6 --to 70000 >"$tmp/officers" 2>"$tmp/err"
st=$?
check "grundy values octal:0.6 --to 70000 (exit 0)" [ $st -eq 0 ]
finds "Officers" "$tmp/officers" 0.348204 2e-5 80 --from 4000 --bits 16 --mask 57

# ---- bad input: one line, exit 2, nothing on stdout ----
bad() {
    what=$1; pattern=$2; input=$3; shift 3
    printf '%b' "$input" | "$look" "$@" >"$tmp/out" 2>"$tmp/err"
    st=$?
    check "$what: exit 2, got $st" [ $st -eq 2 ]
    check "$what: nothing on stdout" [ ! -s "$tmp/out" ]
    check "$what: one line on stderr: $(cat "$tmp/err")" [ "$(wc -l <"$tmp/err")" -eq 1 ]
    check "$what: says [$pattern]: $(cat "$tmp/err")" grep -qE -- "$pattern" "$tmp/err"
}
bad "a word among the values" "^look_phase: line 3: not a value: 'x1'$" '1\n2\nx1\n'
bad "a negative value" "line 2: not a value: '-1'$" '0\n-1\n'
bad "an empty line" "line 2: not a value: ''$" '0\n\n1\n'
bad "a space after a value" "line 1: not a value: '5 '$" '5 \n'
bad "a carriage return inside a line" "line 1: not a value: '1\\?999'$" '1\r999\n'
bad "a NUL byte" "line 2: not a value: '1\\?'$" '0\n1\0\n'
bad "a window past the values" \
    "window of 2\\^10 heaps from 0 passes the last value \\(3 read\\)" '0\n1\n2\n' \
    --bits 10 --from 0
bad "--bits out of range" "bits wants 10 to 24, not 30" '' --bits 30
bad "--mask 0" "mask wants a mask of 1 or more, not 0" '' --mask 0
bad "an unknown option" "argument 1: unknown option or missing value: '--frm'" '' --frm 3
bad "a number with a tail" "--from wants a number, not '12x'" '' --from 12x
awk 'BEGIN { print 4096; for (n = 1; n < 1100; n++) print n % 7 }' >"$tmp/big"
bad "values past the mask search" \
    "values reach 4096 in heaps 0 to 1023: the search tries masks below 2048; give --mask" \
    "$(cat "$tmp/big")\n" --from 0 --bits 10
if [ -w /dev/full ]; then
    "$look" --from 0 --bits 10 --mask 1 <"$tmp/big" >/dev/full 2>"$tmp/err"
    st=$?
    check "a full disk: exit 2, got $st" [ $st -eq 2 ]
    check "a full disk: said: $(cat "$tmp/err")" \
        grep -qx 'look_phase: writing the result failed' "$tmp/err"
else
    skip "no /dev/full to write to"
fi

finish
