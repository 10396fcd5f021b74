# test_graphs.sh - `grundy solve` on tree, hackenbush, moore and wythoff:
# golden JSON answers, sums, the cases beyond any closed form, bad input.
. tests/cli/lib.sh

expect "tree" '{"position":"tree 1-2 1-3 3-4","misere":false,"value":3,"outcome":"N","rule":"nim-sum","values":[3],"winning_moves":[{"component":0,"move":"cut 3-4","after":"tree 1-2 1-3"}],"complete":true}' \
    -- solve --json tree 1-2 1-3 3-4
expect "tree order kept" '{"position":"tree 4-3 3-1 2-1","misere":false,"value":3,"outcome":"N","rule":"nim-sum","values":[3],"winning_moves":[{"component":0,"move":"cut 4-3","after":"tree 3-1 2-1"}],"complete":true}' \
    -- solve --json tree 4-3 3-1 2-1
expect "tree sum" '{"position":"tree 1-2 2-3 + nim 1","misere":false,"value":3,"outcome":"N","rule":"nim-sum","values":[2,1],"winning_moves":[{"component":0,"move":"cut 2-3","after":"tree 1-2 + nim 1"}],"complete":true}' \
    -- solve --json tree 1-2 2-3 + nim 1
expect "tree bare root" '{"position":"tree 1","misere":false,"value":0,"outcome":"P","rule":"nim-sum","values":[0],"winning_moves":[],"complete":true}' \
    -- solve --json tree 1
# parallel edges: cutting either leaves the same position, listed once (it
# was listed once an edge: "winning moves (7)" with three "cut 0-1")
expect "hackenbush: a move for each pair of ends" '{"position":"hackenbush 0-1 0-1 0-1 1-1 1-1 1-1 + nim 1","misere":false,"value":1,"outcome":"N","rule":"nim-sum","values":[0,1],"winning_moves":[{"component":0,"move":"cut 0-1","after":"hackenbush 0-1 0-1 1-1 1-1 1-1 + nim 1"},{"component":0,"move":"cut 1-1","after":"hackenbush 0-1 0-1 0-1 1-1 1-1 + nim 1"},{"component":1,"move":"1 -> 0","after":"hackenbush 0-1 0-1 0-1 1-1 1-1 1-1 + nim 0"}],"complete":true}' \
    -- solve --json hackenbush 0-1 0-1 0-1 1-1 1-1 1-1 + nim 1
expect "hackenbush" '{"position":"hackenbush 0-1 1-2 2-0 2-2 + nim 1","misere":false,"value":1,"outcome":"N","rule":"nim-sum","values":[0,1],"winning_moves":[{"component":0,"move":"cut 0-1","after":"hackenbush 1-2 2-0 2-2 + nim 1"},{"component":0,"move":"cut 2-2","after":"hackenbush 0-1 1-2 2-0 + nim 1"},{"component":1,"move":"1 -> 0","after":"hackenbush 0-1 1-2 2-0 2-2 + nim 0"}],"complete":true}' \
    -- solve --json hackenbush 0-1 1-2 2-0 2-2 + nim 1
expect "hackenbush triangle" '{"position":"hackenbush 0-1 1-2 2-0","misere":false,"value":1,"outcome":"N","rule":"nim-sum","values":[1],"winning_moves":[{"component":0,"move":"cut 1-2","after":"hackenbush 0-1 2-0"}],"complete":true}' \
    -- solve --json hackenbush 0-1 1-2 2-0
expect "moore small" '{"position":"moore:2 3 4 5","misere":false,"value":12,"outcome":"N","rule":"nim-sum","values":[12],"winning_moves":[{"component":0,"move":"3 4 5 -> 3 3 3","after":"moore:2 3 3 3"}],"complete":true}' \
    -- solve --json moore:2 3 4 5
expect "moore closed form" '{"position":"moore:2 5 7 9 11","misere":false,"outcome":"N","rule":"closed form","values":[null],"winning_moves":[{"component":0,"move":"5 7 9 11 -> 5 7 7 2","after":"moore:2 5 7 7 2"},{"component":0,"move":"5 7 9 11 -> 5 7 6 3","after":"moore:2 5 7 6 3"},{"component":0,"move":"5 7 9 11 -> 5 7 3 6","after":"moore:2 5 7 3 6"},{"component":0,"move":"5 7 9 11 -> 5 7 2 7","after":"moore:2 5 7 2 7"}],"complete":true}' \
    -- solve --json moore:2 5 7 9 11
expect "moore:1 is nim" '{"position":"moore:1 3 4 5","misere":false,"value":2,"outcome":"N","rule":"nim-sum","values":[2],"winning_moves":[{"component":0,"move":"3 4 5 -> 1 4 5","after":"moore:1 1 4 5"}],"complete":true}' \
    -- solve --json moore:1 3 4 5
expect "wythoff pairs" '{"position":"wythoff 3,4 4,7","misere":false,"value":2,"outcome":"N","rule":"nim-sum","values":[2,0],"winning_moves":[{"component":0,"move":"3,4 -> 1,2","after":"wythoff 1,2 4,7"},{"component":1,"move":"4,7 -> 4,3","after":"wythoff 3,4 4,3"}],"complete":true}' \
    -- solve --json wythoff 3,4 4,7
expect "wythoff 64-bit" '{"position":"wythoff 18446744073709551615,18446744073709551615","misere":false,"outcome":"N","rule":"closed form","values":[null],"winning_moves":[{"component":0,"move":"18446744073709551615,18446744073709551615 -> 11400714819323198485,18446744073709551615","after":"wythoff 11400714819323198485,18446744073709551615"},{"component":0,"move":"18446744073709551615,18446744073709551615 -> 18446744073709551615,11400714819323198485","after":"wythoff 18446744073709551615,11400714819323198485"},{"component":0,"move":"18446744073709551615,18446744073709551615 -> 0,0","after":"wythoff 0,0"}],"complete":true}' \
    -- solve --json wythoff 18446744073709551615,18446744073709551615
expect "wythoff P" '{"position":"wythoff 1000000,1618034","misere":false,"outcome":"P","rule":"closed form","values":[null],"winning_moves":[],"complete":true}' \
    -- solve --json wythoff 1000000,1618034

# every "after" of these answers is a P-position when solved again
for pos in "tree 1-2 1-3 3-4 4-5 4-6 + nim 2" "hackenbush 0-1 1-2 2-0 2-3 3-3 + nim 3" \
           "moore:3 9 10 12 15" "wythoff 100,200"; do
    "$GRUNDY" solve --json $pos >"$out" 2>&1
    for after in $(sed 's/"after":"\([^"]*\)"/\n@\1@\n/g' "$out" | grep '^@' | tr ' ' '_'); do
        p=$(echo "$after" | tr -d '@' | tr '_' ' ')
        o=$("$GRUNDY" solve --json $p | sed 's/.*"outcome":"\([NP]\)".*/\1/')
        check "after '$p' is P" [ "$o" = P ]
    done
done

# beyond any closed form: exit 3, one line
expect_error "wythoff sum undecided" 3 \
    "component 0 \(wythoff 1000000,2000000\) has no known nim-value" \
    -- solve wythoff 1000000,2000000 + nim 1
expect_error "moore sum undecided" 3 "component 1 \(moore:2 1000 2000 3000\)" \
    -- solve --json nim 1 + moore:2 1000 2000 3000

# misere: small positions by the tame rule, long games refused cleanly (no stack overflow)
expect "misere wythoff small (tame)" '{"position":"wythoff 1,2","misere":true,"outcome":"N","rule":"tame","values":[0],"winning_moves":[{"component":0,"move":"1,2 -> 1,0","after":"wythoff 1,0"},{"component":0,"move":"1,2 -> 0,1","after":"wythoff 0,1"}],"complete":true}' \
    -- solve --misere --json wythoff 1,2
expect_error "misere wythoff long" 3 "cannot decide misere play here: .* too deep" \
    -- solve --misere wythoff 100000,3
expect_error "misere moore long" 3 "cannot decide misere play here: .* too deep" \
    -- solve --misere moore:2 100000 3

# bad input: one line, exit 2, nothing on stdout
expect_error "tree cycle" 2 "argument 5: '3-1' closes a cycle" -- solve tree 1-2 2-3 3-1
expect_error "tree duplicate" 2 "argument 4: '2-1' repeats an earlier edge" -- solve tree 1-2 2-1
expect_error "tree loop" 2 "argument 3: '2-2' is a loop" -- solve tree 2-2
expect_error "tree detached" 2 "argument 4: '3-4' is not joined to the root 1" -- solve tree 1-2 3-4
expect_error "tree vertex 0" 2 "argument 3: '0-1': vertices are numbered from 1" -- solve tree 0-1
expect_error "tree not an edge" 2 "argument 3: '12' is not an edge" -- solve tree 12
expect_error "tree bad number" 2 "argument 4: '1-2x': expected two vertex numbers" \
    -- solve tree 1-2 1-2x
expect_error "tree huge vertex" 2 "argument 3: '1-99999999999999999999': vertex number too large" \
    -- solve tree 1-99999999999999999999
# the reason is the same at every length: long words that are not numbers are
# called so, and only digits worth too much are "too large"
xs=$(printf '%080d' 0 | tr 0 x)
nines=$(printf '%080d' 0 | tr 0 9)
zeros=$(printf '%080d' 0)
for game in tree:1:- hackenbush:0:- wythoff:5:,; do
    g=${game%%:*} r=${game#*:} s=${r#*:} r=${r%:*}
    case $g in
        wythoff) bad="expected two piles X,Y" large="a pile is too large" ;;
        *) bad="expected two vertex numbers joined by '-'" large="vertex number too large" ;;
    esac
    expect_error "$g long non-number" 2 "argument 3: '$r$s(x){80}': $bad" -- solve "$g" "$r$s$xs"
    expect_error "$g long non-number first" 2 "argument 3: '(x){80}$s$r': $bad" \
        -- solve "$g" "$xs$s$r"
    expect_error "$g long digits then x" 2 "argument 3: '$r$s(9){80}x': $bad" \
        -- solve "$g" "$r$s${nines}x"
    expect_error "$g long number" 2 "argument 3: '$r$s(9){80}': $large" -- solve "$g" "$r$s$nines"
    expect_error "$g long number first" 2 "argument 3: '(9){80}$s$r': $large" \
        -- solve "$g" "$nines$s$r"
    "$GRUNDY" solve --json "$g" "$r$s${zeros}2" >"$out" 2>"$err"
    check "$g long leading zeros" grep -q "\"position\":\"$g $r${s}2\"" "$out"
done
expect_error "tree no edges" 2 "argument 2: 'tree' needs arguments" -- solve tree
expect_error "hackenbush detached" 2 "argument 4: '2-3' is not joined to the ground 0" \
    -- solve hackenbush 0-1 2-3
expect_error "hackenbush bad edge" 2 "argument 3: '0-' is not an edge" -- solve hackenbush 0-
expect_error "moore without k" 2 "argument 2: moore needs k" -- solve moore 3 4
expect_error "moore k 0" 2 "moore:0: k must be" -- solve moore:0 3 4
expect_error "moore bad heap" 2 "argument 4: '-4' is negative" -- solve moore:2 3 -4
expect_error "wythoff not a pair" 2 "argument 3: '3' is not a pair of piles" -- solve wythoff 3
expect_error "wythoff bad pile" 2 "argument 4: '4,x': expected two piles" -- solve wythoff 3,5 4,x
expect_error "wythoff too large" 2 "argument 3: '1,18446744073709551616': a pile is too large" \
    -- solve wythoff 1,18446744073709551616

finish
