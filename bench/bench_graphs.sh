# bench_graphs.sh - `grundy solve --json` on tree and hackenbush positions of
# 10^6 edges (parse and check, value, outcome, every winning move and the
# position after it), read from stdin as one line. Inputs: gen_graphs.awk.
. ./lib.sh

N=${GRAPH_EDGES:-1000000}
KINDS="path tree2 stalk cycle blobs2"
mkdir -p "$OUT"
for kind in $KINDS; do
    f="$OUT/graph_$kind.txt"
    [ -s "$f" ] || awk -v kind="$kind" -v n="$N" -v seed=7 -f gen_graphs.awk >"$f"
done

# one_run FILE: solve the position in FILE (for `seconds`)
one_run() { "$GRUNDY" solve --json - <"$1"; }

for kind in $KINDS; do
    f="$OUT/graph_$kind.txt"
    t=$(seconds one_run "$f")
    answer=$("$GRUNDY" solve --json - <"$f" | sed 's/"position":"[^"]*"//; s/"after":"[^"]*"//g')
    value=$(echo "$answer" | sed 's/.*"value":\([0-9]*\).*/\1/')
    moves=$(echo "$answer" | grep -o '"move"' | wc -l)
    edges=$(tr ' ' '\n' <"$f" | grep -c -- -)
    awk -v k="$kind" -v t="$t" -v n="$edges" -v v="$value" -v m="$moves" 'BEGIN {
        printf "graphs %-8s %8d edges  %7.3f s  %5.2f M edges/s  value %s, %d winning moves\n",
               k, n, t, n / t / 1e6, v, m }'
done
