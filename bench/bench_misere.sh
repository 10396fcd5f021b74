# bench_misere.sh - misere quotients against the targets of issue 21: misere
# Kayles's quotient proved in under 0.1 s, and `solve --misere` on 10^6 heaps
# of Kayles in under 1 s. Each line: the time seen (best of 3), the target,
# met or missed. The comparison with MisereSolver (Java) is timed by hand
# outside the repository, as its build may not be committed here.
. ./lib.sh

OUT=${OUT:-out}
mkdir -p "$OUT"

# target NAME SECONDS TARGET: one result line
target() {
    awk -v n="$1" -v s="$2" -v t="$3" 'BEGIN {
        printf "%-44s %8.3f s  (target %s s: %s)\n", n, s, t, s <= t ? "met" : "missed" }'
}

"$GRUNDY" quotient kayles | grep -q 'status:     proved' ||
    { echo "bench: misere Kayles's quotient not proved" >&2; exit 1; }
target "quotient kayles (proved, order 40)" "$(seconds "$GRUNDY" quotient kayles)" 0.1
# The three heaviest codes both MisereSolver and grundy finish: a tenth of
# MisereSolver's CPU per process (JVM included, median of 3, 2026-11-28,
# this kind of machine: 0.28 s, 0.56 s, 0.45 s) is the issue's target.
for cs in 0.152:0.028 0.115:0.056 0.15:0.045; do
    c=${cs%%:*}
    "$GRUNDY" quotient "octal:$c" | grep -q 'status:     proved' ||
        { echo "bench: $c's quotient not proved" >&2; exit 1; }
    target "quotient octal:$c (MisereSolver / 10)" "$(seconds "$GRUNDY" quotient "octal:$c")" \
        "${cs#*:}"
done
# 0.156: tame, phi's period 349 from heap 3479, proved at heap 7659 by the
# tame rule alone. MisereSolver took 4.8 s of CPU for it (2026-11-28, this
# kind of machine); the target is a tenth of that.
"$GRUNDY" quotient octal:0.156 | grep -q 'status:     proved' ||
    { echo "bench: 0.156's quotient not proved" >&2; exit 1; }
target "quotient octal:0.156 (tame, period 349)" "$(seconds "$GRUNDY" quotient octal:0.156)" 0.48
# Nim, every heap tame: the tame rule's quotient of heaps 0..1023 (order
# 1026); the walks alone took 41 s to heap 256 and ran for minutes past it.
# The 2 s target is our own, not the issue's.
"$GRUNDY" quotient nim | grep -q 'order 1026' ||
    { echo "bench: misere Nim's quotient did not reach order 1026" >&2; exit 1; }
target "quotient nim (tame rule, heaps 0..1023)" "$(seconds "$GRUNDY" quotient nim)" 2

# 10^6 Kayles heaps of 1..100 pins, one position line
awk 'BEGIN { srand(20261126); printf "kayles"
             for (i = 0; i < 1000000; i++) printf " %d", 1 + int(rand() * 100)
             printf "\n" }' >"$OUT/kayles_1e6.txt"
"$GRUNDY" solve --misere -f "$OUT/kayles_1e6.txt" | grep -q 'misere quotient' ||
    { echo "bench: the 10^6 heaps were not decided by the quotient" >&2; exit 1; }
target "solve --misere, 10^6 heaps of kayles" \
    "$(seconds "$GRUNDY" solve --misere -f "$OUT/kayles_1e6.txt")" 1

# split Nim heap 700 past the search: its genus from the scan of its heaps,
# and the 245,350 moves of the listing each a sum of two scanned heaps (2.1 s
# before the sums stopped being kept one by one; our own target). Then five
# lines of one batch, which keep the scan from line to line (12.9 s when
# each line scanned anew, 1.4 s after).
target "solve --misere split 700 (every move checked)" \
    "$(seconds "$GRUNDY" solve --misere split 700)" 1
printf '%s\n' "split 700" "split 700 2" "split 699 + split 3" "split 5 + nim 3" \
    "split 700 3 + nim 1" >"$OUT/split_batch.txt"
target "solve --misere, a batch of five lines of split ~700" \
    "$(seconds "$GRUNDY" solve --misere -f "$OUT/split_batch.txt")" 3
