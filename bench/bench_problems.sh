# bench_problems.sh - every contest problem of issue 23 on its largest legal
# input (the statement's limits; where a statement only says "many cases",
# 10^5 of them), timed against 1 s, the tightest time limit of these judges.
# Fails when one takes longer. Inputs are made by awk with fixed seeds.
. ./lib.sh
LIMIT=1.0
fail=0

# gen NAME: the largest input of problem NAME on stdout
gen() {
    awk -v p="$1" 'function r(lo, hi) { return lo + int(rand() * (hi - lo + 1)) }
    # heaps N LO HI: prints N numbers in LO..HI (print it: the newline follows)
    function heaps(n, lo, hi,   i) { for (i = 0; i < n; i++) printf "%s%d", i ? " " : "", r(lo, hi); return "" }
    BEGIN {
        srand(23)
        if (p == "hdu-1846") { print 100; for (c = 0; c < 100; c++) print r(1, 1000), r(1, 1000) }
        if (p == "hdu-1847") for (c = 0; c < 100000; c++) print r(1, 1000)
        if (p == "hdu-1848") { for (c = 0; c < 100000; c++) print r(1, 1000), r(1, 1000), r(1, 1000); print "0 0 0" }
        if (p == "hdu-1850") { for (c = 0; c < 1000; c++) { print 100; print heaps(100, 1, 1000000) } print 0 }
        if (p == "hdu-1536" || p == "poj-2960") {
            for (c = 0; c < 20; c++) {
                split("", u); l = 100
                for (i = 0; i < 100; i++) { do e = r(1, 10000); while (e in u); u[e] = 1; l = l " " e }
                print l; print 100
                for (q = 0; q < 100; q++) { printf "100 "; print heaps(100, 0, 10000) }
            }
            print 0
        }
        if (p == "hdu-3032") { print 1; print 1000000; print heaps(1000000, 1, 2147483647) }
        if (p == "hdu-1907") { print 474; for (c = 0; c < 474; c++) { print 47; print heaps(47, 1, 4747) } }
        if (p == "hdu-1730") for (c = 0; c < 100; c++) {
            print 1000, 100
            for (i = 0; i < 1000; i++) { t = r(1, 100); do j = r(1, 100); while (j == t); print t, j }
        }
        if (p == "hdu-1527" || p == "poj-1067") for (c = 0; c < 100000; c++) print r(0, 1000000000), r(0, 1000000000)
        if (p == "poj-1704") {
            print 20
            for (c = 0; c < 20; c++) {
                split("", u); l = ""
                for (i = 0; i < 1000; i++) { do g = r(1, 10000); while (g in u); u[g] = 1; l = l (i ? " " : "") g }
                print 1000; print l
            }
        }
        if (p == "hdu-1729") { for (c = 0; c < 1000; c++) { print 50; for (i = 0; i < 50; i++) { s = r(0, 1000000); print s, r(0, s) } } print 0 }
        if (p == "hdu-2147") { for (c = 0; c < 100000; c++) print r(1, 2000), r(1, 2000); print "0 0" }
        if (p == "acwing-892") { print 100000; print heaps(100000, 1, 1000000000) }
        if (p == "acwing-893") {
            split("", u); l = ""
            for (i = 0; i < 100; i++) { do e = r(1, 10000); while (e in u); u[e] = 1; l = l (i ? " " : "") e }
            print 100; print l; print 100; print heaps(100, 1, 10000)
        }
        if (p == "acwing-894") { print 100; print heaps(100, 1, 100) }
        if (p == "luogu-p2148") { print 20; for (c = 0; c < 20; c++) { print 20000; print heaps(20000, 1, 2000000000) } }
        if (p == "luogu-p2575") {
            print 100
            for (c = 0; c < 100; c++) {
                print 1000
                for (i = 0; i < 1000; i++) {
                    m = r(0, 20); split("", u); l = m
                    for (j = 0; j < m; j++) { do g = r(1, 20); while (g in u); u[g] = 1; l = l " " g }
                    print l
                }
            }
        }
        if (p == "poj-2311") for (c = 0; c < 100000; c++) print r(2, 200), r(2, 200)
        if (p == "hdu-1524" || p == "poj-2425") for (c = 0; c < 5; c++) {
            print 1000
            for (i = 0; i < 1000; i++) {
                d = i + 1 < 1000 ? 20 : 0; l = d
                for (k = 0; k < d; k++) l = l " " r(i + 1, 999)
                print l
            }
            for (q = 0; q < 20000; q++) { printf "10 "; print heaps(10, 0, 999) }
            print 0
        }
    }'
    # the problems added with `--generate`: their own generator's largest input
    case $1 in
    luogu-p4279|luogu-p2252|hdu-3595|hdu-3404|poj-3533)
        "$GRUNDY" problem "$1" --generate --size large --seed 23 ;;
    poj-3537) echo 2000 ;;   # the longest strip (the generator's are random up to it)
    esac
}

echo "contest problems on their largest inputs, best of ${RUNS:-3} (limit $LIMIT s):"
for p in hdu-1846 hdu-1847 hdu-1848 hdu-1850 hdu-1536 poj-2960 hdu-3032 hdu-1907 hdu-1730 \
         hdu-1527 poj-1067 poj-1704 hdu-1729 hdu-2147 acwing-892 acwing-893 acwing-894 \
         luogu-p2148 luogu-p2575 poj-2311 hdu-1524 poj-2425 luogu-p4279 luogu-p2252 \
         poj-3537 hdu-3595 hdu-3404 poj-3533; do
    input=$OUT/problem-$p.txt
    [ -f "$input" ] || gen "$p" >"$input"
    t=$(seconds sh -c "\"$GRUNDY\" problem $p <\"$input\"")
    verdict=$(awk -v t="$t" -v l="$LIMIT" 'BEGIN { print t <= l ? "ok" : "OVER THE LIMIT" }')
    printf '  %-12s %8.3f s   %8d bytes   %s\n' "$p" "$t" "$(wc -c <"$input")" "$verdict"
    [ "$verdict" = ok ] || fail=1
done
exit $fail
