# bench_octal.sh - take-and-break games: `grundy values GAME --to N` for
# Kayles, Dawson's chess, 0.007, 0.6, 0.16 and Grundy's game at 10^6 and 10^7
# heaps: seconds, ns per value, peak memory, and the ratio against the naive
# quadratic mex (bench/ref_octal.c). The reference is quadratic, so it runs
# only up to REF_MAX heaps (default 10^5) and is extrapolated (x N^2) beyond,
# marked "extrapolated". 0.007 is the slow one (its values grow past 1000 and
# its rare heaps are many: about 7 minutes to 10^7). SIZES overrides the sizes.
# The runs use both cores (the default); Grundy's game and 0.6 are then
# timed again on one thread.
. ./lib.sh

SIZES=${SIZES:-"1000000 10000000"}
REF_MAX=${REF_MAX:-100000}
RUNS=1
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

# measure CMD...: "SECONDS PEAK_KB" of one run (peak 0 without /usr/bin/time)
measure() {
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f '%e %M' "$@" 2>"$tmp" >/dev/null || { echo "bench: failed: $*" >&2; exit 1; }
        tail -n 1 "$tmp"
    else
        echo "$(seconds "$@") 0"
    fi
}

# ref_seconds CODE N: the naive reference's seconds for N heaps
ref_seconds() {
    "$OUT/ref_octal" "$1" "$2" | awk '{ for (i = 1; i <= NF; i++) if ($(i+1) == "ns") print $i }' |
        awk -v n="$2" '{ printf "%.4f", $1 * (n + 1) / 1e9 }'
}

echo "take-and-break values: grundy values GAME --to N >/dev/null (machine shared: see load)"
uptime
for pair in kayles:0.77 dawson:0.137 octal:0.007:0.007 octal:0.6:0.6 octal:0.16:0.16 \
            grundys:grundys; do
    spec=${pair%:*}
    code=${pair##*:}
    [ "$spec" = kayles ] || [ "$spec" = dawson ] || [ "$spec" = grundys ] || spec="octal:$code"
    ref_at=$REF_MAX
    ref_small=$(ref_seconds "$code" "$ref_at")
    for n in $SIZES; do
        m=$(measure "$GRUNDY" values "$spec" --to "$n")
        s=$(echo "${m% *}" | awk '{ print ($1 < 0.01 ? 0.01 : $1) }')   # 10 ms resolution
        kb=${m#* }
        ref=$(awk -v r="$ref_small" -v a="$ref_at" -v n="$n" 'BEGIN { printf "%.3f", r * (n / a) ^ 2 }')
        ratio "$spec to $n" "$s" "$ref" \
            "$(awk -v s="$s" -v n="$n" 'BEGIN { printf "%.0f ns/value", s * 1e9 / n }'), peak ${kb} KB, reference extrapolated from $ref_at heaps"
    done
done

# The sparse games on one thread, to show what the second core brings.
n=${SIZES##* }
for spec in grundys octal:0.6; do
    m=$(measure "$GRUNDY" values "$spec" --to "$n" --threads 1)
    echo "$spec to $n on one thread (--threads 1): ${m% *} s, peak ${m#* } KB"
done
