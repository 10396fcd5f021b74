# test_bench.sh - the programs of bench/ build with the project's warnings
# as errors (make check does not otherwise build them, make bench does), and
# look_phase finds the line it is for: the exact frequency of a rotation's
# parities, the line of Officers' values that docs/RESEARCH.md reports, and
# one line and exit 2 for bad input.
. tests/cli/lib.sh

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc=${CC:-cc}
flags="-std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Werror -O2"
lib=${TOOLS:-$(dirname "$GRUNDY")/tools}
lib=${lib%/*}/libgrundy.a

# ---- every program builds ----
for src in bench/ref_*.c bench/probe_*.c bench/look_*.c bench/speed_*.c; do
    name=$(basename "$src" .c)
    case $name in
    speed_*) $cc $flags ${TEST_CFLAGS:-} -Iinclude -o "$tmp/$name" "$src" "$lib" ${TEST_LDFLAGS:-} \
                 -pthread -lm 2>"$tmp/cc" ;;
    *) $cc $flags -o "$tmp/$name" "$src" -pthread -lm 2>"$tmp/cc" ;;
    esac
    check "bench/$name.c builds with -Werror: $(head -c 300 "$tmp/cc")" [ $? -eq 0 ]
done
look=$tmp/look_phase

# field N of look_phase's line: "mask M, heaps A to B: the line at F (bin ...)
# holds S% of the variance; cos(...) has the parity's sign at P% of the heaps"
line_at() { sed -nE 's/.* the line at ([0-9.]+) .*/\1/p' "$1"; }
agrees() { sed -nE 's/.* sign at ([0-9.]+)% .*/\1/p' "$1"; }

# ---- a rotation: G(n) = floor(4 * frac(n * t)), bit 1 is frac >= 1/2 ----
awk 'BEGIN { t = 0.3183099; for (n = 0; n < 70000; n++) { f = n * t; f -= int(f); print int(4 * f) } }' \
    >"$tmp/rot"
"$look" --from 1000 --bits 16 --mask 2 <"$tmp/rot" >"$tmp/out" 2>"$tmp/err"
check "look_phase on a rotation (exit 0): $(cat "$tmp/err")" [ $? -eq 0 ]
f=$(line_at "$tmp/out")
check "the rotation's frequency to 2e-6: got [$f]" \
    awk -v f="$f" 'BEGIN { d = f - 0.3183099; exit !(f != "" && d < 2e-6 && d > -2e-6) }'
p=$(agrees "$tmp/out")
check "the rotation's parities follow the cosine: got [$p]" \
    awk -v p="$p" 'BEGIN { exit !(p != "" && p >= 99) }'
"$look" --from 1000 --bits 16 <"$tmp/rot" >"$tmp/out2" 2>"$tmp/err"
check "without --mask the search finds mask 2 or 3: $(cat "$tmp/out2")" \
    grep -qE '^mask (2|3), heaps 1000 to 66535: ' "$tmp/out2"

# ---- Officers (docs/RESEARCH.md): mask 57, theta 0.348204 ----
"$GRUNDY" values octal:0.6 --to 70000 >"$tmp/officers" 2>"$tmp/err"
check "grundy values octal:0.6 --to 70000 (exit 0)" [ $? -eq 0 ]
"$look" --from 4000 --bits 16 --mask 57 <"$tmp/officers" >"$tmp/out" 2>"$tmp/err"
check "look_phase on Officers (exit 0): $(cat "$tmp/err")" [ $? -eq 0 ]
f=$(line_at "$tmp/out")
check "Officers' line near 0.348204: got [$f]" \
    awk -v f="$f" 'BEGIN { d = f - 0.348204; exit !(f != "" && d < 2e-5 && d > -2e-5) }'
p=$(agrees "$tmp/out")
check "Officers' parities follow the cosine at 80% or more: got [$p]" \
    awk -v p="$p" 'BEGIN { exit !(p != "" && p >= 80) }'

# ---- bad input: one line, exit 2, nothing on stdout ----
bad() {
    name=$1; pattern=$2; input=$3; shift 3
    printf '%b' "$input" | "$look" "$@" >"$tmp/out" 2>"$tmp/err"
    status=$?
    check "$name: exit 2, got $status" [ $status -eq 2 ]
    check "$name: nothing on stdout" [ ! -s "$tmp/out" ]
    check "$name: one line on stderr: $(cat "$tmp/err")" [ "$(wc -l <"$tmp/err")" -eq 1 ]
    check "$name: says [$pattern]: $(cat "$tmp/err")" grep -qE -- "$pattern" "$tmp/err"
}
bad "a word among the values" "^look_phase: line 3: not a value: 'x1'$" '1\n2\nx1\n'
bad "a negative value" "line 2: not a value: '-1'" '0\n-1\n'
bad "a window past the values" "window of 2\\^10 heaps from 0 passes the last value \\(3 read\\)" \
    '0\n1\n2\n' --bits 10 --from 0
bad "--bits out of range" "bits wants 10 to 24, not 30" '' --bits 30
bad "--mask 0" "mask wants a mask of 1 or more, not 0" '' --mask 0
bad "an unknown option" "argument 1: unknown option or missing value: '--frm'" '' --frm 3
bad "a number with a tail" "--from wants a number, not '12x'" '' --from 12x

finish
