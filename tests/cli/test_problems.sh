# test_problems.sh - `grundy problem`: every sample of the seeds byte for
# byte, random cases against an exhaustive-search referee, huge inputs, and
# malformed input (line and column, exit 2, nothing on stdout).
. tests/cli/lib.sh

for input in tests/golden/*.in; do
    base=${input%.in}
    name=$(basename "$base" | sed 's/\.[0-9]*$//')
    expect_file "sample $(basename "$base")" "$input" "$base.out" problem "$name"
done
# every problem of the list has its sample(s), and a fuzz seed
n=$("$GRUNDY" problem --list | wc -l)
k=0
while [ $k -lt "$n" ]; do
    check "a fuzz seed for problem $k (tests/fuzz/corpus/problem/seed$k)" \
        sh -c "[ \"\$(head -c 1 tests/fuzz/corpus/problem/seed$k | od -An -tu1 | tr -d ' ')\" = $k ]"
    k=$((k + 1))
done
for name in $("$GRUNDY" problem --list | awk '{ print $1 }'); do
    check "golden files for $name" sh -c "ls tests/golden/$name.in tests/golden/$name.[0-9]*.in 2>/dev/null | grep -q ."
done

# random small cases, against the brute-force referee (no XOR rule in it)
gen() {   # gen SEED CASES TERMINATOR: cases of 1..4 heaps of 0..15 (1..15 for poj formats)
    awk -v seed="$1" -v cases="$2" -v term="$3" -v low="$4" 'BEGIN {
        srand(seed)
        if (term == "count") print cases
        for (c = 0; c < cases; c++) {
            n = 1 + int(rand() * 4); line = n
            for (i = 0; i < n; i++) line = line " " (low + int(rand() * (16 - low)))
            print line
        }
        if (term == "zero") print 0
    }'
}
tmp=$(mktemp -d)
for seed in 1 2 3 4 5 6 7 8; do
    gen $seed 1 none 0 >"$tmp/a.in"
    "$TOOLS/nim_brute" acwing-891 <"$tmp/a.in" >"$tmp/a.out"
    expect_file "acwing-891 random $seed" "$tmp/a.in" "$tmp/a.out" problem acwing-891
    gen $seed 200 zero 1 >"$tmp/h.in"
    "$TOOLS/nim_brute" hdu-2176 <"$tmp/h.in" >"$tmp/h.out"
    expect_file "hdu-2176 random $seed" "$tmp/h.in" "$tmp/h.out" problem hdu-2176
    "$TOOLS/nim_brute" poj-2975 <"$tmp/h.in" >"$tmp/p.out"
    expect_file "poj-2975 random $seed" "$tmp/h.in" "$tmp/p.out" problem poj-2975
    gen $seed 200 count 1 >"$tmp/j.in"
    "$TOOLS/nim_brute" poj-3480 <"$tmp/j.in" >"$tmp/j.out"
    expect_file "poj-3480 random $seed" "$tmp/j.in" "$tmp/j.out" problem poj-3480
done

# the problems over other games, against game_brute (each game played out by
# its own rules: no Sprague-Grundy value, no XOR)
brute_gen() {   # brute_gen PROBLEM SEED: a random input within game_brute's limits
    awk -v p="$1" -v seed="$2" 'function r(lo, hi) { return lo + int(rand() * (hi - lo + 1)) }
    BEGIN {
        srand(seed)
        if (p == "hdu-1846") { print 50; for (c = 0; c < 50; c++) print r(1, 40), r(1, 10) }
        if (p == "hdu-1847") for (c = 0; c < 60; c++) print r(1, 63)
        if (p == "hdu-1848") { for (c = 0; c < 60; c++) print r(1, 20), r(1, 20), r(1, 20); print "0 0 0" }
        if (p == "hdu-1536") {
            for (c = 0; c < 3; c++) {
                k = r(1, 4); line = k; for (i = 0; i < k; i++) line = line " " r(1, 10); print line
                print 20
                for (q = 0; q < 20; q++) { l = r(1, 4); line = l; for (i = 0; i < l; i++) line = line " " r(0, 15); print line }
            }
            print 0
        }
        if (p == "hdu-3032") {
            print 40
            for (c = 0; c < 40; c++) { n = r(1, 3); print n; line = r(1, 4); for (i = 1; i < n; i++) line = line " " r(1, 4); print line }
        }
        if (p == "hdu-1730") for (c = 0; c < 8; c++) {
            n = r(1, 3); m = r(2, 5); print n, m
            for (i = 0; i < n; i++) { t = r(1, m); do j = r(1, m); while (j == t); print t, j }
            print ""
        }
        if (p == "hdu-1527") for (c = 0; c < 100; c++) print r(0, 40), r(0, 40)
        if (p == "acwing-892") { n = r(0, 4); print n; line = ""; for (i = 0; i < n; i++) line = line (i ? " " : "") r(0, 3); print line }
        if (p == "acwing-893") {
            k = r(1, 3); print k; line = ""; split("", used)
            for (i = 0; i < k; i++) { do e = r(1, 6); while (e in used); used[e] = 1; line = line (i ? " " : "") e }
            print line; n = r(1, 4); print n; line = ""; for (i = 0; i < n; i++) line = line (i ? " " : "") r(0, 15); print line
        }
        if (p == "acwing-894") { n = r(1, 3); print n; line = ""; for (i = 0; i < n; i++) line = line (i ? " " : "") r(0, 4); print line }
        if (p == "luogu-p2148") {
            print 30
            for (c = 0; c < 30; c++) { n = 2 * r(1, 2); print n; line = ""; for (i = 0; i < n; i++) line = line (i ? " " : "") r(1, 8); print line }
        }
        if (p == "luogu-p2575") {
            print 30
            for (c = 0; c < 30; c++) {
                n = r(1, 3); print n
                for (i = 0; i < n; i++) {
                    m = r(0, 6); split("", used); line = m
                    for (j = 0; j < m; j++) { do g = r(13, 20); while (g in used); used[g] = 1; line = line " " g }
                    print line
                }
            }
        }
        if (p == "poj-2311") for (c = 0; c < 40; c++) { do { a = r(2, 5); b = r(2, 5) } while (a * b > 20); print a, b }
        if (p == "hdu-1524") for (c = 0; c < 3; c++) {
            n = r(1, 8); print n
            for (i = 0; i < n; i++) {   # edges only to larger positions: a DAG
                d = 0; line = ""
                for (j = i + 1; j < n && d < 8; j++) if (rand() < 0.4) { line = line " " j; d++ }
                print d line
            }
            for (q = 0; q < 10; q++) { m = r(1, 3); line = m; for (i = 0; i < m; i++) line = line " " r(0, n - 1); print line }
            print 0
            print ""
        }
        if (p == "hdu-2147") { for (c = 0; c < 100; c++) print r(1, 60), r(1, 60); print "0 0" }
        if (p == "hdu-3595") for (c = 0; c < 60; c++) { n = r(1, 3); print n; for (i = 0; i < n; i++) print r(0, 7), r(0, 7) }
        if (p == "hdu-1729") {
            for (c = 0; c < 40; c++) { n = r(1, 3); print n; for (i = 0; i < n; i++) { s = r(0, 12); print s, r(0, s) } }
            print 0
        }
        if (p == "hdu-3404") {   # boards of 4 x 3 lights, no two at one place
            print 30
            for (c = 0; c < 30; c++) {
                n = r(0, 5); print n; split("", used)
                for (i = 0; i < n; i++) { do { x = r(1, 4); y = r(1, 3) } while ((x, y) in used); used[x, y] = 1; print x, y }
            }
        }
        if (p == "poj-3533") for (c = 0; c < 30; c++) {   # boxes of 3 x 2 x 2 lights
            n = r(1, 5); print n; split("", used)
            for (i = 0; i < n; i++) {
                do { x = r(1, 3); y = r(1, 2); z = r(1, 2) } while ((x, y, z) in used)
                used[x, y, z] = 1; print x, y, z
            }
        }
        if (p == "poj-1704") {
            print 30
            for (c = 0; c < 30; c++) {
                n = r(1, 5); split("", used); line = ""
                for (i = 0; i < n; i++) { do g = r(1, 16); while (g in used); used[g] = 1; line = line (i ? " " : "") g }
                print n; print line
            }
        }
    }'
}
for p in hdu-1846 hdu-1847 hdu-1848 hdu-1536 hdu-3032 hdu-1730 hdu-1527 poj-1704 hdu-1729 hdu-2147 luogu-p2148 luogu-p2575 poj-2311 hdu-1524 hdu-3595 hdu-3404 poj-3533; do
    for seed in 1 2 3; do
        brute_gen "$p" "$seed" >"$tmp/b.in"
        "$TOOLS/game_brute" "$p" <"$tmp/b.in" >"$tmp/b.out"
        check "$p random $seed: the referee answers" test $? -eq 0 -a -s "$tmp/b.out"
        expect_file "$p random $seed" "$tmp/b.in" "$tmp/b.out" problem "$p"
    done
done
for seed in 1 2 3; do   # the problems that are Nim's, against nim_brute
    gen $seed 200 zero 1 >"$tmp/h.in"
    "$TOOLS/nim_brute" poj-2975 <"$tmp/h.in" >"$tmp/h.out"
    expect_file "hdu-1850 random $seed" "$tmp/h.in" "$tmp/h.out" problem hdu-1850
    gen $seed 200 count 1 >"$tmp/j.in"
    "$TOOLS/nim_brute" poj-3480 <"$tmp/j.in" >"$tmp/j.out"
    expect_file "hdu-1907 random $seed" "$tmp/j.in" "$tmp/j.out" problem hdu-1907
done
for p in acwing-892 acwing-893 acwing-894; do   # one case an input: many inputs
    seed=1
    while [ $seed -le 25 ]; do
        brute_gen "$p" "$seed" >"$tmp/b.in"
        "$TOOLS/game_brute" "$p" <"$tmp/b.in" >"$tmp/b.out"
        expect_file "$p random $seed" "$tmp/b.in" "$tmp/b.out" problem "$p"
        seed=$((seed + 1))
    done
done
# the generator's small inputs (grundy problem NAME --generate --seed K), which
# fit the referees' limits, against game_brute and nim_brute
for p in poj-3537 luogu-p2252 hdu-1846 hdu-1847 hdu-1848 hdu-1527 poj-1067 hdu-2147 hdu-1536 \
         poj-2960 hdu-3032 poj-1704 hdu-1729 luogu-p2575 hdu-1524 poj-2425 acwing-893; do
    referee=$p
    case $p in
    poj-1067) referee=hdu-1527 ;;
    poj-2960) referee=hdu-1536 ;;
    poj-2425) referee=hdu-1524 ;;
    esac
    seed=1
    while [ $seed -le 12 ]; do
        "$GRUNDY" problem "$p" --generate --seed $seed >"$tmp/b.in"
        "$TOOLS/game_brute" "$referee" <"$tmp/b.in" >"$tmp/b.out"
        check "$p generated $seed: the referee answers" test $? -eq 0 -a -s "$tmp/b.out"
        if [ "$(cat "$tmp/b.out")" != DRAW ]; then   # (a strip of 1 or 2: below)
            expect_file "$p generated $seed" "$tmp/b.in" "$tmp/b.out" problem "$p"
        fi
        seed=$((seed + 1))
    done
done
# PROBLEM:REFEREE:MODE; the Nim ones have at most 4 heaps of at most 7
for r in luogu-p4279:nim_brute:poj-3480 hdu-1907:nim_brute:poj-3480 poj-3480:nim_brute:poj-3480 \
         acwing-891:nim_brute:acwing-891 luogu-p2197:nim_brute:luogu-p2197 \
         poj-2234:nim_brute:poj-2234 poj-2975:nim_brute:poj-2975 hdu-1850:nim_brute:poj-2975 \
         hdu-2176:nim_brute:hdu-2176 cf-1382b:game_brute:cf-1382b agc017-d:game_brute:agc017-d \
         yosupo-nim-product-64:game_brute:yosupo-nim-product-64 cf-1310f:game_brute:cf-1310f; do
    p=${r%%:*}; mode=${r##*:}; referee=${r#*:}; referee=${referee%:*}
    for seed in 1 2 3 4 5 6 7 8; do
        "$GRUNDY" problem "$p" --generate --seed $seed >"$tmp/j.in"
        "$TOOLS/$referee" "$mode" <"$tmp/j.in" >"$tmp/j.out"
        check "$p generated $seed: $referee answers" test $? -eq 0 -a -s "$tmp/j.out"
        expect_file "$p generated $seed" "$tmp/j.in" "$tmp/j.out" problem "$p"
    done
done
# strips of 1 and 2 cells never hold three crosses: a draw, answered 1 as the
# judges' accepted solutions do (the octal game's value is 1)
expect "poj-3537: strip 1" 1 "1" -- problem poj-3537
expect "poj-3537: strip 2" 1 "2" -- problem poj-3537
check "poj-3537: game_brute calls strips 1 and 2 draws" \
    [ "$(echo 1 | "$TOOLS/game_brute" poj-3537) $(echo 2 | "$TOOLS/game_brute" poj-3537)" = "DRAW DRAW" ]
n=3
while [ $n -le 20 ]; do   # every other strip of Crosses and Crosses up to 20 cells
    echo $n >"$tmp/c.in"
    "$TOOLS/game_brute" poj-3537 <"$tmp/c.in" >"$tmp/c.out"
    expect_file "poj-3537 strip $n" "$tmp/c.in" "$tmp/c.out" problem poj-3537
    n=$((n + 1))
done
# strips past the 65,536 heaps a command-line position gets on demand: the
# input says how long, so the table is computed that far (values, a path of
# its own, is the referee)
for n in 65537 70001; do
    v=$("$GRUNDY" values octal:0.11337 --from $n --to $n | awk '{ print $NF }')
    if [ "$v" = 0 ]; then w=2; else w=1; fi
    expect "poj-3537: strip $n, past the on-demand table" "$w" "$n" -- problem poj-3537
done
for pair in hdu-1536:poj-2960 hdu-1527:poj-1067 hdu-1524:poj-2425; do   # the same problem on two judges
    brute_gen "${pair%:*}" 4 >"$tmp/b.in"
    "$TOOLS/game_brute" "${pair%:*}" <"$tmp/b.in" >"$tmp/b.out"
    expect_file "${pair#*:} random 4" "$tmp/b.in" "$tmp/b.out" problem "${pair#*:}"
done

# no artificial size limit: 10^7 heaps
yes 1 | head -n 10000000 | tr '\n' ' ' | sed 's/^/10000000\n/' >"$tmp/big.in"
expect_file "acwing-891 10^7 heaps" "$tmp/big.in" /dev/stdin problem acwing-891 <<EOT
No
EOT
{ echo 10000001; yes 1 | head -n 10000000 | tr '\n' ' '; echo 2; echo 0; } >"$tmp/big2.in"
printf 'Yes\n2 0\n' >"$tmp/big2.out"
expect_file "hdu-2176 10^7 heaps" "$tmp/big2.in" "$tmp/big2.out" problem hdu-2176
# 4x10^5 random heaps up to 10^9 over lines of random length (many read()
# buffers and parser blocks): each heap twice, so the nim-sum is 0, then
# with one copy changed; and a stray byte deep in the file, at its place.
heaps() {   # heaps SEED CHANGE STRAY: the input; STRAY > 0: an 'x' ends word 3 of that line
    awk -v seed="$1" -v change="$2" -v stray="$3" 'BEGIN {
        srand(seed); n = 200000
        for (i = 0; i < n; i++) h[i] = int(rand() * 1000000000)
        print 2 * n; line = 2; col = 1; text = ""
        for (i = 0; i < 2 * n; i++) {
            v = h[i % n] + (i == 2 * n - 1 ? change : 0)
            text = text (line == stray && col == 3 ? v "x" : v)
            if (rand() < 0.1 && (line != stray || col >= 3)) {
                print text; text = ""; line++; col = 1
            }
            else { text = text " "; col++ }
        }
        print text
    }'
}
heaps 11 0 0 >"$tmp/pairs.in"
expect_file "acwing-891 4x10^5 heaps in pairs" "$tmp/pairs.in" /dev/stdin problem acwing-891 <<EOT
No
EOT
heaps 11 1 0 >"$tmp/pairs1.in"
expect_file "acwing-891 4x10^5 heaps, one changed" "$tmp/pairs1.in" /dev/stdin \
    problem acwing-891 <<EOT
Yes
EOT
heaps 11 0 30001 >"$tmp/stray.in"
want=$(awk 'NR == 30001 { i = index($0, "x"); w = substr($0, 1, i); sub(/.* /, "", w)
    printf "grundy: line %d, column %d: \047%s\047 is not a number\n", NR, i - length(w) + 1, w
    exit }' "$tmp/stray.in")
"$GRUNDY" problem acwing-891 <"$tmp/stray.in" >"$tmp/o" 2>"$tmp/e"
status=$?
check "acwing-891 stray byte on line 30001: exit 2, $want" \
    test "$status" -eq 2 -a ! -s "$tmp/o" -a "$(cat "$tmp/e")" = "$want"
# a long input is read and multiplied by two threads: the lines one thread
# writes (the products are checked against the definitions above), in the
# same order, and a bad pair near the end still leaves no partial answer
"$GRUNDY" problem yosupo-nim-product-64 --generate --size large --seed 3 |
    sed '1s/.*/30000/; 30002,$d' >"$tmp/y.in"
{   # the same pairs as two inputs of 15000, each below the threads' 16384
    { echo 15000; sed -n '2,15001p' "$tmp/y.in"; } | "$GRUNDY" problem yosupo-nim-product-64
    { echo 15000; sed -n '15002,30001p' "$tmp/y.in"; } | "$GRUNDY" problem yosupo-nim-product-64
} >"$tmp/y.out"
expect_file "yosupo: $(head -1 "$tmp/y.in") pairs (two threads)" "$tmp/y.in" "$tmp/y.out" problem yosupo-nim-product-64
n=$(($(wc -l <"$tmp/y.in") - 5))
sed "${n}s/.*/3 x/" "$tmp/y.in" >"$tmp/y2.in"
"$GRUNDY" problem yosupo-nim-product-64 <"$tmp/y2.in" >"$out" 2>"$err"
check "yosupo: a bad pair near the end of a long input: exit 2, nothing on stdout" \
    [ $? -eq 2 -a ! -s "$out" ] && grep -q "line $n, column 3: 'x' is not a number" "$err"
# a file refused for a heap past what the game's values hold names the
# heap's place; the others are answered
printf '1\n1\n5\n' >"$tmp/ok.in"
printf '1\n1\n18446744073709551615\n' >"$tmp/big.in"
"$GRUNDY" problem hdu-3032 "$tmp/ok.in" "$tmp/big.in" "$tmp/ok.in" >"$out" 2>"$err"
status=$?
check "a batch of files: exit 2 for the bad one" [ $status -eq 2 ]
check "a batch of files: the others answered" [ "$(cat "$out")" = "$(printf 'Alice\nAlice')" ]
check "a batch of files: the bad one named" grep -qxF \
    "grundy: $tmp/big.in:3:1: the lasker heap 18446744073709551615 has nim-value 2^64, which does not fit in 64 bits" "$err"
printf '1\n3\n1 2\n18446744073709551615\n' >"$tmp/lines.in"
expect_error "a list of heaps over two lines in a file: FILE:L-M" 2 \
    "^grundy: $tmp/lines.in:3-4: the lasker heap 18446744073709551615 has nim-value 2\\^64" -- \
    problem hdu-3032 "$tmp/lines.in"
rm -rf "$tmp"
# on standard input: the heap's line and column, its line, or the lines of
# its list; in the problems that read their heaps one by one too
expect_error "hdu-3032: one heap past 64-bit values, its place" 2 \
    "^grundy: line 3, column 1: the lasker heap 18446744073709551615 has nim-value 2\\^64" "1
1
18446744073709551615
" -- problem hdu-3032
expect_error "hdu-3032: a list on one line, its line" 2 "^grundy: line 3: the lasker heap 18446744073709551615" "1
3
1 18446744073709551615 2
" -- problem hdu-3032
expect_error "hdu-3032: a list over lines, its lines" 2 "^grundy: lines 3 to 4: the lasker heap 18446744073709551615" "1
3
1 2
18446744073709551615
" -- problem hdu-3032
expect_error "hdu-3032 in Chinese: its lines" 2 "^grundy: 第 3 至 4 行：" "1
3
1 2
18446744073709551615
" -- --lang zh problem hdu-3032
expect_error "acwing-894: a split heap past 2^63, its line" 2 "^grundy: line 2: the split heap 9223372036854775809" "2
1 9223372036854775809
" -- problem acwing-894
expect_error "hdu-1847: a heap past what can be proved, its place" 3 "^grundy: line 2, column 1: sub:1,2,4," "5
18446744073709551615
" -- problem hdu-1847
expect_error "hdu-1848: three heaps over two lines, their lines" 3 "^grundy: lines 1 to 2: sub:1,2,3,5," "1 2
18446744073709551615
0 0 0
" -- problem hdu-1848

# 64-bit heaps, and beyond
expect "acwing-891 64-bit" "Yes" "2
18446744073709551615 18446744073709551614" -- problem acwing-891
expect "hdu-2176 64-bit move" "Yes
18446744073709551615 18446744073709551614" "2 18446744073709551615 18446744073709551614 0" -- problem hdu-2176

# malformed input
expect_error "agc017-d: a tree of 0 vertices" 2 \
    "^grundy: line 1, column 1: a tree of 0 vertices; it needs at least its root, 1$" "0
" -- problem agc017-d
expect "agc017-d: the bare root: Bob" "Bob" "1
" -- problem agc017-d
# an edge the tree refuses, in the input's words (the tree ruleset speaks
# of arguments and of hackenbush)
expect_error "agc017-d: an edge given twice, the other way round" 2 \
    "^grundy: line 4, column 1: edge 2-1 repeats the edge of line 2; a tree has each edge once$" "3
1 2

2 1
" -- problem agc017-d
expect_error "agc017-d: a cycle" 2 \
    "^grundy: line 4, column 1: edge 3-1 closes a cycle with the edges before it; a tree has none$" "4
1 2
2 3
3 1
" -- problem agc017-d
expect_error "agc017-d: a loop" 2 "^grundy: line 3, column 1: edge 2-2 is a loop; a tree has none$" "3
1 2
2 2
" -- problem agc017-d
expect_error "agc017-d: a cycle, in Chinese" 2 "^grundy: 第 4 行第 1 列：边 3-1 与前面的边构成环" "4
1 2
2 3
3 1
" -- --lang zh problem agc017-d
check "a negative heap: a whole number of 0 or more" sh -c \
    "printf '2\n-1 2\n' | '$GRUNDY' problem acwing-891 2>&1 | grep -qF \"'-1' is negative: expected a whole number of 0 or more\""
expect_error "hdu-1536: a 0 in the set, at its place" 2 \
    "^grundy: line 1, column 3: a move of 0 stones: the set's numbers are 1 or more$" "2 0 3
1
1 5
0
" -- problem hdu-1536
expect_error "acwing-893: a 0 in the set, at its place" 2 \
    "^grundy: line 2, column 3: a move of 0 stones: the set's numbers are 1 or more$" "2
2 0
1
5
" -- problem acwing-893
expect_error "poj-3537: a strip of 0" 2 "^grundy: line 1, column 1: a strip of 0 cells; the game needs at least 1$" "0
" -- problem poj-3537
expect_error "poj-3537: one strip only" 2 "line 2, column 1: '7' is extra input" "5
7
" -- problem poj-3537
expect_error "poj-3537: a strip past any table" 3 \
    "^grundy: line 2, column 3: .*heap 999999999999 is beyond what is computed here" "
  999999999999
" -- problem poj-3537
expect_error "poj-3537: no strip" 2 "unexpected end of input: expected the length of the strip" "" -- problem poj-3537
expect_error "luogu-p2252: one pair only" 2 "line 2, column 1: '3' is extra input" "1 2
3 5
" -- problem luogu-p2252
expect_error "luogu-p2252: half a pair" 2 "expected the second pile" "4
" -- problem luogu-p2252
expect_error "luogu-p4279: misere Nim's format" 2 "line 3, column 3: '3x'" "1
2
1 3x
" -- problem luogu-p4279
expect_error "not a number" 2 "^grundy: line 2, column 3: '3x' is not a number$" "2
2 3x
" -- problem acwing-891
expect_error "too few heaps" 2 "line 3, column 1: unexpected end of input: expected a heap size" "3
2 3
" -- problem acwing-891
expect_error "extra input" 2 "line 2, column 5: '4' is extra input" "2
2 3 4
" -- problem acwing-891
expect_error "negative" 2 "line 1, column 1: '-2' is negative" "-2
" -- problem acwing-891
expect_error "too large" 2 "line 2, column 3: '18446744073709551616' is too large" "2
1 18446744073709551616
" -- problem acwing-891
expect_error "empty input" 2 "line 1, column 1: unexpected end of input: expected the number of heaps" "" \
    -- problem acwing-891
expect_error "hdu missing heaps" 2 "line 2, column 1: unexpected end of input" "3 1 2
" -- problem hdu-2176
expect_error "luogu bad case count" 2 "line 1, column 1: 'x' is not a number" "x
" -- problem luogu-p2197
# nim arithmetic: products against the calculator, a pair cut short, logs
expect "yosupo: products" "13
0
18446744073709551615" "3
8 8
0 5
18446744073709551615 1
" -- problem yosupo-nim-product-64
expect_error "yosupo: a pair cut short" 2 "line 3, column 2: unexpected end of input: expected a nimber" "2
3 4
5" -- problem yosupo-nim-product-64
expect_error "yosupo: extra input" 2 "'9' is extra input" "1
3 4 9
" -- problem yosupo-nim-product-64
expect "cf-1310f: a log is checked by the calculator" "$("$GRUNDY" nimber 'log(7, 7^123456789)')" "1
7 $("$GRUNDY" nimber '7^123456789')
" -- problem cf-1310f
expect "cf-1310f: no solution" "-1" "1
2 4
" -- problem cf-1310f
expect_error "hdu-3404 a light at column 0" 2 "^grundy: line 3, column 3: a light's coordinate 0: coordinates are 1 to 18446744073709551615 here$" "1
1
2 0
" -- problem hdu-3404
expect "hdu-3404 coordinates past 2^32 (lights 2^63 x 3 and 2^63 x 2 and 2^63 x 1: 2^63 (x) (3 + 2 + 1) = 0)" "Don't waste your time." "1
3
9223372036854775808 3
9223372036854775808 2
9223372036854775808 1
" -- problem hdu-3404
expect "poj-3533 a light with a coordinate 0 changes nothing" "No
No" "1
2 2 2
2
2 2 2
0 7 9
" -- problem poj-3533
expect_error "poj-3533 a coordinate past the coins" 2 "^grundy: line 2, column 5: a light's coordinate 18446744073709551615: coordinates are 0 to 18446744073709551614 here$" "1
1 1 18446744073709551615
" -- problem poj-3533
expect_error "unknown problem" 2 "unknown problem 'acwing-999'" -- problem acwing-999
expect_error "hdu-1846 m = 0, at m" 2 "^grundy: line 2, column 3: bash:0: the move limit M must be at least 1$" "1
5 0
" -- problem hdu-1846
expect_error "poj-1704 two chessmen on a grid" 2 "^grundy: line 2, column 1: two chessmen on grid 2$" "1
3
1 2 2
" -- problem poj-1704
expect_error "poj-1704 grid 0" 2 "line 2, column 1: a chessman on grid 0" "1
3
0 2 4
" -- problem poj-1704
expect_error "poj-1704 no chessmen" 2 "line 2, column 1: a case has 0 chessmen" "1
0
" -- problem poj-1704
expect_error "hdu-1730 one column for both" 2 "line 2, column 1: pieces in columns 1 and 1: they must be two different columns of 1..5" "2 5
1 1
2 3
" -- problem hdu-1730
expect_error "hdu-1730 off the board" 2 "line 2, column 1: pieces in columns 1 and 6" "1 5
1 6
" -- problem hdu-1730
expect_error "hdu-1536 0 in the set" 2 "line 1, column 3: a move of 0 stones" "2 0 5
1
1 3
0
" -- problem hdu-1536
expect "hdu-1536 a set given with repeats" "W" "2 2 2
1
1 3
0
" -- problem hdu-1536
expect_error "hdu-1527 half a pair" 2 "line 3, column 1: unexpected end of input: expected the second pile" "1 2
3
" -- problem hdu-1527
# Euclid's game at any size: the suspense folds Euclid's algorithm. The
# Fibonacci pairs (90 quotients of 1) agree with exhaustive search; piles
# 99999999999,3 (a game of 3*10^10 moves) are past any search.
expect "hdu-3595 64-bit piles" "MM
GG
GG
MM" "1
12200160415121876738 7540113804746346429
1
12200160415121876737 7540113804746346429
1
7540113804746346429 4660046610375530309
2
4660046610375530309 2880067194370816120
99999999999 3
" -- problem hdu-3595
expect_error "hdu-1848 two heaps" 2 "unexpected end of input: expected a heap size" "1 1 1
2 2
" -- problem hdu-1848
expect "hdu-1527 64-bit piles (closed form)" "1
0" "1000000000000 1618033988749
1000000000000 1618033988750
" -- problem hdu-1527
expect_error "hdu-1729 too many stones" 2 "^grundy: line 2, column 1: a box of size 3 cannot hold 4 stones$" "1
3 4
0
" -- problem hdu-1729
expect_error "hdu-2147 a board with a side 0" 2 "^grundy: line 2, column 1: a board of 0 x 3: both sides must be at least 1$" "1 1
0 3
0 0
" -- problem hdu-2147
expect "hdu-2147 64-bit boards" "What a pity!
Wonderful!" "18446744073709551615 18446744073709551615
18446744073709551615 18446744073709551614
0 0
" -- problem hdu-2147
expect_error "luogu-p2148 odd N" 2 "^grundy: line 2, column 1: 3 heaps: E&D needs an even number \\(pairs\\)$" "1
3
1 2 3
" -- problem luogu-p2148
expect_error "luogu-p2148 a heap of 0" 2 "line 2, column 1: heap 3 or 4 of the case is 0" "1
4
1 2 0 3
" -- problem luogu-p2148
expect_error "luogu-p2575 off the board" 2 "^grundy: line 3, column 3: cell 21 is not on the board \\(cells 1..20\\)$" "1
1
1 21
" -- problem luogu-p2575
expect_error "luogu-p2575 two pieces in a cell" 2 "line 3, column 5: two pieces in cell 4" "1
1
2 4 4
" -- problem luogu-p2575
expect "luogu-p2575 a full row and an empty one cannot move" "NO" "1
2
20 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20
0
" -- problem luogu-p2575
expect_error "poj-2311 a strip" 2 "^grundy: line 2, column 1: a sheet of 1 x 5: both sides must be at least 2$" "2 2
1 5
" -- problem poj-2311
expect_error "hdu-1524 an edge off the graph" 2 "^grundy: line 2, column 3: position 2 is not one of 0..1$" "2
1 2
0
" -- problem hdu-1524
expect_error "hdu-1524 a cycle played forever" 2 "line 4, column 1: the graph has a cycle" "2
1 1
1 0
1 0
0
" -- problem hdu-1524
expect_error "unknown problem" 2 "unknown problem 'acwing-895'" -- problem acwing-895
# a number that comes in pieces (a pipe gives a few bytes at a time) reads
# as one that comes whole; a NUL byte is said where it is, whatever comes
# before it; '-x' is no number, '-5' a negative one
zeros=$(head -c 100 /dev/zero | tr '\0' 0)
check "a long number in pieces from a pipe" \
    [ "$( (echo 1; printf '%s' "$zeros"; sleep 0.2; printf '%s5\n' "$zeros") | "$GRUNDY" problem acwing-891)" = Yes ]
check "the same number whole" [ "$(printf '1\n%s%s5\n' "$zeros" "$zeros" | "$GRUNDY" problem acwing-891)" = Yes ]
for input in '1\0\n5\n:1, column 2' '1\n\0\n:2, column 1' '1\n5\n\0:3, column 1' '1\n5 \0:2, column 3'; do
    bytes=${input%:*}
    where=${input##*:}
    check "a NUL byte ($bytes): said at line $where" \
        sh -c "printf '$bytes' | '$GRUNDY' problem acwing-891 2>&1 >/dev/null | grep -qx 'grundy: line $where: a NUL byte (this is not a line of text)'"
done
check "'-x' is not a number" sh -c "printf '1\n-x\n' | '$GRUNDY' problem acwing-891 2>&1 | grep -qF \"'-x' is not a number\""
check "'-5' is negative" sh -c "printf '1\n-5\n' | '$GRUNDY' problem acwing-891 2>&1 | grep -qF \"'-5' is negative\""
check "list names every problem of the table" sh -c "[ \$(\"$GRUNDY\" problem --list | wc -l) -eq \$(grep -Ec '^(PROBLEM|JUDGED)\(' src/problems/problem_list.h) ]"

# a file that cannot be read is blamed on its argument
expect_error "an empty file name" 2 "^grundy: argument 3: the file name is empty$" -- problem acwing-891 ''
expect_error "a missing file" 2 "^grundy: argument 3: cannot open /nonexistent/in.txt: No such file" \
    -- problem acwing-891 /nonexistent/in.txt
finish
