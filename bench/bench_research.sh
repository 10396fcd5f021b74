# bench_research.sh - the research-scale targets: period proofs that stop at
# the theorem's window (0.376, 0.354), Treblecross (0.007) to 10^6 and 10^7
# (the targets of issue 25: three times ogs on proofs, ten times on 0.007),
# three-heap games (hex:0.8, hex:0.9), the census of every three-digit octal code,
# and with LONG=1 the runs of an hour or more (Officers to 10^8, Grundy's game to 10^9, the
# proof of 0.1777). Each line: the time seen, the target, and the peers'
# times measured for issue 13 on this machine (the Rust solvers cannot be
# built here: their crates are not in Debian).
. ./lib.sh

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# run NAME TARGET_SECONDS PEERS CMD...: one timed run, checked for success
run() {
    name=$1 target=$2 peers=$3
    shift 3
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f '%e %M' "$@" >"$tmp/out" 2>"$tmp/time" || {
            echo "bench: failed: $*" >&2; tail -n 3 "$tmp/time" >&2; exit 1; }
        set -- $(tail -n 1 "$tmp/time")
        s=$1 kb=$2
    else
        s=$(RUNS=1 seconds "$@") kb=0
    fi
    awk -v n="$name" -v s="$s" -v t="$target" -v kb="$kb" -v p="$peers" 'BEGIN {
        printf "%-44s %8.1f s  (target %s s: %s)  peak %d MB  %s\n", n, s, t,
            (s <= t ? "met" : "NOT met"), kb / 1024, p }'
}

# memory_target MB: the last run's peak memory against a target
memory_target() {
    awk -v kb="$kb" -v t="$1" 'BEGIN { printf "%-44s peak %d MB  (target %d MB: %s)\n",
        "  memory", kb / 1024, t, (kb / 1024 <= t ? "met" : "NOT met") }'
}

echo "research scale (machine shared: see load)"
uptime
run "period octal:0.376 (window 4,536,506)" 4 "peers: ogs rc2 41 s, rogalski 63 s (told the window); 7.0 s before issue 25's pool" \
    "$GRUNDY" period octal:0.376
grep -q "proved" "$tmp/out" || { echo "bench: 0.376 not proved" >&2; exit 1; }
run "period octal:0.354 (window 20,126,194)" 5.5 "ogs rc2 16.0 s (told the window); 24.0 s before issue 25's pool" \
    "$GRUNDY" period octal:0.354
grep -q "preperiod: 10061916" "$tmp/out" || { echo "bench: 0.354 not proved" >&2; exit 1; }
run "values octal:0.007 --to 1000000" 7 "ogs rc2 70.1 s; issue 13: 37-41 s before" \
    "$GRUNDY" values octal:0.007 --to 1000000
run "values hex:0.8 --to 100000" 5 "plain enumeration before: 1.8 s to 5000, cubic" \
    "$GRUNDY" values hex:0.8 --to 100000
awk 'NR > 1 && $1 != int((NR - 2) / 3) { exit 1 }' "$tmp/out" ||
    { echo "bench: hex:0.8 is not floor((n-1)/3)" >&2; exit 1; }
run "values hex:0.9 --to 100000" 60 "three-heap, a tenth of the values looked up" \
    "$GRUNDY" values hex:0.9 --to 100000
# resumed from a checkpoint, a three-heap game goes on at the speed of a
# whole run (it was four to six times slower than one from heap 0)
"$GRUNDY" values hex:c.3 --to 8000 --threads 1 --checkpoint "$tmp/c3.ckpt" >/dev/null
run "values hex:c.3 resumed from 8,000 to 12,000" 2.5 "the whole run from 0 is the bound; 8.1 s before (1.9 s from 0)" \
    "$GRUNDY" values hex:c.3 --to 12000 --threads 1 --checkpoint "$tmp/c3.ckpt"
run "census octal:3 (1023 codes to 10^5)" 600 "" "$GRUNDY" census --json octal:3
run "values octal:0.007 --to 10000000" 70 "issue 13: 419 s before" \
    "$GRUNDY" values octal:0.007 --to 10000000
if [ "${LONG:-0}" = 1 ]; then
    run "values octal:0.6 --to 100000000" 27 "Grossman: 5 M values/s on 8 threads; 95.3 s when issue 25 was written" \
        "$GRUNDY" values octal:0.6 --to 100000000
    run "values grundys --to 1000000000" 1200 "issue 13: 10^8 in 151 s" \
        "$GRUNDY" values grundys --to 1000000000 --checkpoint "$tmp/grundys.ckpt"
    memory_target 1200   # about a byte a value, the values of 255 and more aside
    run "period octal:0.1777 (window ~443,000,000)" 3600 "" \
        "$GRUNDY" period octal:0.1777 --max 450000000 --checkpoint "$tmp/1777.ckpt"
else
    echo "(LONG=1 also runs Grundy's game to 10^9 and the proof of 0.1777: hours)"
fi
