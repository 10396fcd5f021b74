# bench_nim.sh - the acwing-891 path: 10^7 random heaps up to 10^9 (about
# 100 MB) read by `grundy problem acwing-891`, against the scanf reference
# and against `cat` (the speed of just reading the file).
. ./lib.sh
input=$OUT/heaps-1e7.txt
[ -f "$input" ] || "$OUT/ref_gen_heaps" 10000000 1000000000 >"$input"
bytes=$(wc -c <"$input")
want=$("$OUT/ref_nim_scanf" <"$input")
got=$("$GRUNDY" problem acwing-891 <"$input")
[ "$got" = "$want" ] || { echo "bench_nim: answers differ: $got vs $want" >&2; exit 1; }

ours=$(seconds sh -c "\"$GRUNDY\" problem acwing-891 <\"$input\"")
ref=$(seconds sh -c "\"$OUT/ref_nim_scanf\" <\"$input\"")
cat_s=$(seconds sh -c "cat \"$input\"")
mbs=$(awk -v b="$bytes" -v t="$ours" 'BEGIN { printf "%.0f MB/s", b / t / 1e6 }')
catmbs=$(awk -v b="$bytes" -v t="$cat_s" 'BEGIN { printf "%.0f MB/s", b / t / 1e6 }')
echo "acwing-891, 10^7 heaps up to 10^9 ($bytes bytes), best of ${RUNS:-3}:"
ratio "  grundy vs scanf reference" "$ours" "$ref" "($mbs; cat reads at $catmbs)"
