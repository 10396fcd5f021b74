# lib.sh - helpers for the benchmark scripts: wall time of a command, best
# of N runs, and the ratio line every benchmark prints.

# now: seconds since the epoch, with nanoseconds
now() { date +%s.%N; }

# seconds CMD...: prints the wall-clock seconds CMD took (best of $RUNS, default 3)
seconds() {
    best=
    i=0
    while [ $i -lt "${RUNS:-3}" ]; do
        t0=$(now)
        "$@" >/dev/null || { echo "bench: command failed: $*" >&2; exit 1; }
        t1=$(now)
        best=$(awk -v a="$t0" -v b="$t1" -v best="$best" \
            'BEGIN { t = b - a; if (best == "" || t < best) best = t; printf "%.4f", best }')
        i=$((i + 1))
    done
    echo "$best"
}

# ratio NAME OURS_SECONDS REF_SECONDS [EXTRA]: one result line
ratio() {
    awk -v n="$1" -v o="$2" -v r="$3" -v x="${4:-}" 'BEGIN {
        printf "%-36s ours %8.3f s   reference %8.3f s   speed-up %6.1fx %s\n", n, o, r, r / o, x }'
}
