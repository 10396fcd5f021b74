# test_graphfile.sh - `graph:FILE NODE...`: game graphs from files, with
# cycles (infinite values, draws), in text and JSON, in sums with built-in
# games and in batches; every error of the file format with FILE:LINE:COLUMN.
# (The values themselves are checked against brute force in test_graph.c.)
. tests/cli/lib.sh
dir=$(mktemp -d)
g=$dir/g.txt
cat >"$g" <<'EOT'
# a comment runs to the end of the line; blank lines are ignored

start: a b      # the position "start" has the options a and b
a: b
b:              # a position with no moves
loop: loop b
x: y
y: x
twice: b b a
EOT
expect "a finite value" "$(printf '%s\n' "graph:$g start" '  value:    2' \
    '  outcome:  N, the player to move wins' '  why:      the nim-sum is not 0' \
    '  winning moves (1):' "    component 0: start -> b   leaves graph:$g b")" -- solve "graph:$g" start
expect "an infinite value that wins" \
    "{\"position\":\"graph:$g loop\",\"misere\":false,\"value\":{\"inf\":[0]},\"outcome\":\"N\",\"rule\":\"generalized nim-sum\",\"values\":[{\"inf\":[0]}],\"winning_moves\":[{\"component\":0,\"move\":\"loop -> b\",\"after\":\"graph:$g b\"}],\"complete\":true}" \
    -- solve --json "graph:$g" loop
expect "a draw: drawing moves, no winning moves" \
    "{\"position\":\"graph:$g x + nim 1\",\"misere\":false,\"value\":{\"inf\":[]},\"outcome\":\"D\",\"rule\":\"generalized nim-sum\",\"values\":[{\"inf\":[]},1],\"winning_moves\":[],\"drawing_moves\":[{\"component\":0,\"move\":\"x -> y\",\"after\":\"graph:$g y + nim 1\"},{\"component\":1,\"move\":\"1 -> 0\",\"after\":\"graph:$g x + nim 0\"}],\"complete\":true}" \
    -- solve --json "graph:$g" x + nim 1
"$GRUNDY" solve "graph:$g" loop a >"$out"
check "text: infinite values and the draw" sh -c "grep -q 'values:   graph:.* loop = ∞{0}, graph:.* a = 1' '$out' &&
    grep -q 'nim-sum:  ∞{0} xor 1 = ∞{1}' '$out' && grep -q 'outcome:  D, a draw with perfect play' '$out' &&
    grep -q 'drawing moves (1):' '$out'"
"$GRUNDY" solve --json "graph:$g" twice | grep -o '"move":"twice -> [ab]"' | sort >"$out"
check "an option written twice is one move" [ "$(wc -l <"$out")" -eq 1 ]
printf 'graph:%s start\ngraph:%s x y\ngraph:%s nosuch\ngraph:%s b\n' "$g" "$g" "$g" "$g" |
    "$GRUNDY" solve --json - >"$out" 2>"$err"
check "a batch answers every good line" [ "$(grep -c '"outcome"' "$out")" -eq 3 ]
check "a batch reports the bad node" grep -q "line 3, column [0-9]*: no position 'nosuch' in the game graph" "$err"
# the file is read once per run, however many components and lines name it
if command -v strace >/dev/null 2>&1 && strace -o /dev/null true 2>/dev/null; then
    printf 'graph:%s start + graph:%s a\ngraph:%s b\ngraph:%s x y\n' "$g" "$g" "$g" "$g" |
        strace -f -e trace=open,openat -o "$dir/trace" "$GRUNDY" solve - >/dev/null 2>&1
    check "a batch reads the graph file once" [ "$(grep -c "\"$g\"" "$dir/trace")" -eq 1 ]
else
    skip "a batch reads the graph file once: strace is missing or not allowed (make deps)"
fi
# misere play where play can go round: retrograde analysis (tests/unit/
# test_graph.c checks it on random graphs); "loop" to b hands the opponent
# the last move, so the mover keeps looping: a draw; beside a heap of 1 the
# move to b wins
expect "misere of a loopy position: a draw" "$(printf '%s\n' "graph:$g loop   (misere play)" \
    '  outcome:  D, a draw with perfect play' '  why:      misere play, decided by exhaustive search' \
    '  drawing moves (1):' "    component 0: loop -> loop   leaves graph:$g loop")" \
    -- solve --misere "graph:$g" loop
"$GRUNDY" solve --misere "graph:$g" loop + nim 1 >"$out" 2>"$err"
check "misere of a loopy position beside nim 1: won by loop -> b" sh -c \
    "grep -q 'outcome:  N' '$out' && grep -q 'winning moves (1):' '$out' &&
     grep -q 'component 0: loop -> b ' '$out'"
"$GRUNDY" explain --misere "graph:$g" loop >"$out" 2>"$err"
check "explain --misere of a loopy position: a draw, the genus's reason, the move" sh -c \
    "grep -q 'a draw (a D-position)' '$out' && grep -q 'play can go' '$out' &&
     grep -q 'loop -> loop' '$out'"
"$GRUNDY" explain "graph:$g" loop + nim 1 >"$out" 2>"$err"
check "explain: a loopy sum is a draw, with its drawing moves" sh -c "grep -q '= ∞{0}' '$out' &&
    grep -q 'Here the sum is ∞{1}' '$out' && grep -q 'a draw (a D-position)' '$out' &&
    grep -q 'loop -> loop' '$out'"

# play on loopy positions: from u (a P-position) the player moves to v;
# the engine must answer v -> t, not v -> u (which also has value 0 but a
# larger counter, and would let the game go round forever); in a draw the
# engine keeps the draw, and a position seen three times ends the game drawn
printf 't:\na: t\nu: a v\nv: u t\np: q\nq: p\n' >"$dir/play.txt"
ok=0
for seed in 1 2 3 4 5 6 7 8 9 10 11 12; do
    printf '0 -> v\n0 -> v\n0 -> v\n0 -> v\n' |
        "$GRUNDY" play --first you --seed $seed "graph:$dir/play.txt" u >"$out" 2>/dev/null
    grep -m 1 '^engine:' "$out" | grep -q '^engine: 0 -> graph:.* t$' &&
        tail -n 1 "$out" | grep -qx 'winner: engine' &&
        ok=$((ok + 1))
done
check "play: the engine wins a loopy game by the counter, never going round (12 seeds)" [ $ok -eq 12 ]
printf '0 -> q\n0 -> q\n0 -> q\n' | "$GRUNDY" play --first you --seed 1 "graph:$dir/play.txt" p >"$out" 2>&1
check "play: a draw is kept, and ends when a position comes up three times" sh -c \
    "grep -c '^engine: 0 -> graph:.* p$' '$out' | grep -qx 2 &&
     tail -n 1 '$out' | grep -qx 'winner: none (a draw: the position came up three times)'"

# errors: in the file with FILE:LINE:COLUMN, on the command line by argument
bad() { printf "$2" >"$dir/bad.txt"
    expect_error "$1" 2 "^grundy: argument 2: $dir/bad.txt:$3" -- solve "graph:$dir/bad.txt" a; }
bad "an unknown option name" 'a: b c\nb:\n' "1:6: unknown position 'c' \\(it has no line of its own\\)"
bad "a position defined twice" 'a:\nb: a\na: b\n' "3:1: 'a' is defined twice \\(first on line 1\\)"
bad "a bad character in a name" 'a: b\nb: c!\nc:\n' "2:5: a name is made of A-Z a-z 0-9 _ \\. -, not '!'"
bad "a letter beyond ASCII in a name: shown whole" 'a: b\nb: c\303\251\nc:\n' "2:5: a name is made of A-Z a-z 0-9 _ \\. -, not '$(printf '\303\251')'"
bad "a control in a name: '?'" 'a: b\nb: c\001\nc:\n' "2:5: a name is made of A-Z a-z 0-9 _ \\. -, not '\\?'"
bad "a name too long" "a: $(printf 'x%.0s' $(seq 65))\n" "1:4: a name is at most 64 characters"
bad "a missing colon" 'a b\n' "1:3: expected ':' after the position's name 'a'"
bad "a NUL byte" 'a:\n\000\n' "2:1: a NUL byte"
expect_error "an unknown NODE" 2 "^grundy: argument 3: no position 'nosuch' in the game graph $g" \
    -- solve "graph:$g" nosuch
expect_error "a missing file" 2 "^grundy: argument 2: cannot open the game graph $dir/none.txt: No such file or directory" \
    -- solve "graph:$dir/none.txt" a
expect_error "no file" 2 "graph needs its file after ':'" -- solve graph a

# a path of 10^5 positions and 10^5 nodes of a cycle: no recursion, linear
awk 'BEGIN { n = 100000; for (i = 0; i < n - 1; i++) printf "p%d: p%d\n", i, i + 1; printf "p%d:\n", n - 1
             for (i = 0; i < n; i++) printf "c%d: c%d\n", i, (i + 1) % n }' >"$dir/big.txt"
"$GRUNDY" solve --json "graph:$dir/big.txt" p0 + "graph:$dir/big.txt" c0 >"$out"
check "a long path and a long cycle" grep -q '"values":\[1,{"inf":\[\]}\]' "$out"
# a complete acyclic graph: position vI moves to every vJ, J < I, so its
# value is I; valued in one pass, leaves first (a round a value took n^3/6
# steps); above it the rounds value the cycles: c0 <-> c1 with c0 -> v0 and
# c1 -> v2 (c1 is worth 0: its option c0 can answer back to 0; then c0 1),
# d0 <-> d1 with d1 -> v2 (neither reaches 0: infinite, escapes {} and {2})
awk 'BEGIN { print "v0:"; for (i = 1; i < 400; i++) { printf "v%d:", i;
    for (j = 0; j < i; j++) printf " v%d", j; print "" }
    print "c0: c1 v0"; print "c1: c0 v2"; print "d0: d1"; print "d1: d0 v2" }' >"$dir/dag.txt"
"$GRUNDY" solve --json "graph:$dir/dag.txt" v399 v398 c1 c0 d0 d1 >"$out"
check "a complete acyclic graph of 400 positions, and cycles above it" \
    grep -q '"values":\[399,398,0,1,{"inf":\[\]},{"inf":\[2\]}\]' "$out"
# a file name that is no UTF-8: the text answer has it as it is; JSON, valid
# UTF-8 throughout, writes the byte '?' (docs/GAMES.md, graph)
bad=$(printf '%s/g\377.txt' "$dir")
cp "$g" "$bad"
"$GRUNDY" solve "graph:$bad" start >"$out" 2>"$err"
check "a file name that is no UTF-8 is read" grep -qF "leaves graph:$bad b" "$out"
"$GRUNDY" solve --json "graph:$bad" start >"$out" 2>"$err"
check "its JSON is valid UTF-8, the byte written '?'" sh -c \
    "iconv -f UTF-8 -t UTF-8 '$out' >/dev/null && grep -qF '\"after\":\"graph:$dir/g?.txt b\"' '$out'"
rm -rf "$dir"
finish
