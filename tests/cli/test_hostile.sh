# test_hostile.sh - input written to hurt: header counts far beyond the data,
# sizes whose products overflow, empty cases. Each is refused with one line
# naming its place, exit 2, nothing on stdout, and no crash or huge allocation.
. tests/cli/lib.sh

# agc017-d: a declared N must not allocate before the edges arrive, nor wrap
# when multiplied by a record's size (this one corrupted the heap once).
for n in 4611686018427387905 1000000000 18446744073709551615 2305843009213693952; do
    expect_error "agc017-d with N=$n and two edges" 2 \
        "^grundy: line [0-9]+, column 1: unexpected end of input: expected an edge's first vertex$" \
        "$n
1 2
2 3
" -- problem agc017-d
done
# the same under a memory ceiling: a header alone must not take gigabytes
expect_error "agc017-d N=10^9 under a 64 MB address-space limit" 2 "expected an edge" \
    "1000000000
1 2
" -- problem agc017-d
( ulimit -v 65536 2>/dev/null && printf '1000000000\n1 2\n' | "$GRUNDY" problem agc017-d >/dev/null 2>"$err" )
check "agc017-d N=10^9 under ulimit -v 64 MB: exit 2, not out of memory" [ $? -eq 2 ]
expect "agc017-d still answers a real tree (a stalk of 2)" "Alice" "3
1 2
2 3
" -- problem agc017-d
expect "agc017-d still answers a real tree (two stalks of 1)" "Bob" "3
1 2
1 3
" -- problem agc017-d

# cf-1382b: n >= 1 in every case; a 0-heap case is named at its place
expect_error "cf-1382b case of 0 heaps" 2 \
    "^grundy: line 4, column 2: a case has 0 heaps; Sequential Nim needs at least 1$" \
    "2
1
5
 0
" -- problem cf-1382b
expect_error "cf-1382b first case of 0 heaps" 2 "^grundy: line 2, column 1: a case has 0 heaps" \
    "1
0
" -- problem cf-1382b

# hackenbush: an odd cycle of 100001 edges through the ground is valued and
# its one winning move (cut the middle edge: two equal chains) found in
# linear time; a huge circuit block that is not a cycle is refused (exit 3)
big=$(mktemp)
awk 'BEGIN { n = 100001; printf "hackenbush"; for (i = 0; i < n; i++) printf " %d-%d", i, (i + 1) % n; print "" }' >"$big"
"$GRUNDY" solve --json - <"$big" | sed 's/"after":"[^"]*"//; s/"position":"[^"]*",//' >"$out"
check "100001-edge odd cycle: value 1, the one winning move cuts the middle edge" \
    grep -q '"value":1,"outcome":"N",.*"winning_moves":\[{"component":0,"move":"cut 50000-50001",}\],"complete":true}' "$out"
awk 'BEGIN { n = 20001; printf "hackenbush"; for (i = 0; i < n; i++) printf " %d-%d", i, (i + 1) % n; print " 0-10000 + nim 7" }' >"$big"
expect_error "a 20002-edge circuit that is not a cycle: refused beyond the work limit" 3 \
    "^grundy: line 1: the winning moves inside a circuit block of 20002 edges .* beyond the limit" \
    "$(cat "$big")" -- solve -
rm -f "$big"
finish
