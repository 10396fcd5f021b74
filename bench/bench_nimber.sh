# bench_nimber.sh - nim arithmetic: 10^6 products of random 64-bit nimbers
# through `grundy problem yosupo-nim-product-64` against the contest-style
# reference (scanf, the 8-bit-block table method, printf); then the multiply
# alone, the library's gr_nim_mul against the same table method in one
# program (speed_nim_mul.c), on the same pairs. The goals: the problem
# well under 0.1 s, the multiply 3x the table method.
. ./lib.sh
input=$OUT/nim-pairs-1e6.txt
[ -f "$input" ] || "$OUT/ref_gen_nim_pairs" 1000000 >"$input"
want=$("$OUT/ref_nim_product" <"$input" | cksum)
got=$("$GRUNDY" problem yosupo-nim-product-64 <"$input" | cksum)
[ "$got" = "$want" ] || { echo "bench_nimber: answers differ" >&2; exit 1; }

ours=$(seconds sh -c "\"$GRUNDY\" problem yosupo-nim-product-64 <\"$input\"")
ref=$(seconds sh -c "\"$OUT/ref_nim_product\" <\"$input\"")
echo "yosupo-nim-product-64, 10^6 random 64-bit pairs, best of ${RUNS:-3}:"
ratio "  grundy vs 8-bit tables + scanf" "$ours" "$ref"
awk -v o="$ours" 'BEGIN { printf "%-36s %8.3f s   target    0.100 s%s\n", "  against the target (wall clock)", o,
    (o < 0.1 ? "" : "   ABOVE THE TARGET (a busy machine counts too)") }'

set -- $("$OUT/speed_nim_mul" 10000000) || { echo "bench_nimber: speed_nim_mul failed" >&2; exit 1; }
awk -v o="$1" -v r="$2" -v on="$3" -v rn="$4" 'BEGIN {
    printf "%-36s ours %8.3f s   reference %8.3f s   speed-up %6.1fx (%.1f vs %.1f ns a product)%s\n",
        "  nim-product alone, 10^7 products", o, r, r / o, on, rn,
        (r / o < 3 ? "  below the 3x goal" : "") }'
