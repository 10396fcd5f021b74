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
rm -rf "$tmp"

# 64-bit heaps, and beyond
expect "acwing-891 64-bit" "Yes" "2
18446744073709551615 18446744073709551614" -- problem acwing-891
expect "hdu-2176 64-bit move" "Yes
18446744073709551615 18446744073709551614" "2 18446744073709551615 18446744073709551614 0" -- problem hdu-2176

# malformed input
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
expect_error "unknown problem" 2 "unknown problem 'acwing-892'" -- problem acwing-892
check "list names every problem of the table" sh -c "[ \$(\"$GRUNDY\" problem --list | wc -l) -eq \$(grep -c '^PROBLEM(' src/problems/problem_list.h) ]"

finish
