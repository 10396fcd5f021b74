# bench_rules.sh - seq, stair, bash:3 and lasker on long inputs through
# `grundy solve --json -`: each must be linear in the length, so the time per
# heap at 10^6 heaps should match the time per heap at 10^5.
. ./lib.sh

OUT=${OUT:-out}
mkdir -p "$OUT"

# gen KIND N FILE: one position line of N heaps (see each case)
gen() {
    awk -v kind="$1" -v n="$2" '
    function bxor(a, b,    r, bit) {   # XOR of two whole numbers below 2^53
        r = 0
        for (bit = 1; a > 0 || b > 0; bit *= 2) {
            if ((a % 2) != (b % 2)) r += bit
            a = int(a / 2); b = int(b / 2)
        }
        return r
    }
    BEGIN {
        srand(20261122)
        if (kind == "seq") {
            # random heaps: the recurrence runs over the whole row; one winning move at most
            printf "seq"
            for (i = 0; i < n; i++) printf " %d", 1 + int(rand() * 1000000000)
        } else if (kind == "stair") {
            # step 1 carries 2^40 above the XOR of the other odd steps: moves_to scans every
            # step and finds exactly one winning move (off step 1)
            x = 0
            for (i = 1; i < n; i++) {
                c[i] = int(rand() * 1073741824)
                if (i % 2 == 0) x = bxor(x, c[i])   # c[i] is step i+1
            }
            printf "stair %.0f", bxor(x, 1099511627776)
            for (i = 1; i < n; i++) printf " %d", c[i]
        } else if (kind == "bash") {
            # pairs of heaps of equal value mod 4: a P-position (an N-position of many bash
            # heaps has a winning move in nearly every heap, and each prints the whole sum)
            printf "bash:3"
            for (i = 0; i < n / 2; i++) {
                a = int(rand() * 1000000000)
                printf " %d %d", a, 4 * int(rand() * 250000000) + a % 4
            }
        } else {
            # pairs of equal heaps: a P-position, every value by the closed form
            printf "lasker"
            for (i = 0; i < n / 2; i++) {
                a = int(rand() * 1000000000000)
                printf " %.0f %.0f", a, a
            }
        }
        printf "\n"
    }' >"$3"
}

solve_file() { "$GRUNDY" solve --json - <"$1"; }

for kind in seq stair bash lasker; do
    line="$kind:"
    for n in 100000 1000000; do
        f="$OUT/rules_${kind}_$n.txt"
        [ -s "$f" ] || gen "$kind" "$n" "$f" || exit 1
        s=$(seconds solve_file "$f")
        line="$line $(awk -v s="$s" -v n="$n" \
            'BEGIN { printf "%8d heaps %7.3f s %6.0f ns/heap  ", n, s, s * 1e9 / n }')"
    done
    echo "$line"
done
