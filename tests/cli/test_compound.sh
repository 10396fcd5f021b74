# test_compound.sh - `grundy solve --compound` and `grundy explain --compound`:
# the answers in words and JSON, batches, the limit, and the refusals (the
# compounds themselves are checked against a direct search in
# tests/unit/test_compound.c).
. tests/cli/lib.sh

expect "conjunctive" 'nim 3 + sub:1,2 5   (conjunctive compound)
  rules:      a move in every component; play ends as soon as one cannot move
  remoteness: nim 3 = 1, sub:1,2 5 = 3
  compound:   the least, 1
  outcome:    N, the player to move wins
  why:        the remoteness of the compound is odd
  winning moves (2):
    3 -> 0; 5 -> 4   leaves nim 0 + sub:1,2 4
    3 -> 0; 5 -> 3   leaves nim 0 + sub:1,2 3' -- solve --compound conjunctive nim 3 + sub:1,2 5
expect "continued, a P-position" 'euclidean 3,2 1,1   (continued compound)
  rules:      a move in every component that can still move; play ends when none can
  suspense:   euclidean 3,2 = 2, euclidean 1,1 = 1
  compound:   the largest, 2
  outcome:    P, the player to move loses
  why:        the suspense of the compound is even' -- solve --compound continued euclidean 3,2 1,1
expect "continued: a component that cannot move stays" 'nim 0 2   (continued compound)
  rules:      a move in every component that can still move; play ends when none can
  suspense:   nim 0 = 0, nim 2 = 1
  compound:   the largest, 1
  outcome:    N, the player to move wins
  why:        the suspense of the compound is odd
  winning moves (1):
    -; 2 -> 0   leaves nim 0 0' -- solve --compound continued nim 0 2
expect "selective" 'nim 2 0 3   (selective compound)
  rules:      a move in any non-empty set of components
  outcomes:   nim 2 is N, nim 0 is P, nim 3 is N
  outcome:    N, the player to move wins
  why:        some component is N: move each N component to a P-position
  winning moves (1):
    2 -> 0; -; 3 -> 0   leaves nim 0 0 0' -- solve --compound selective nim 2 0 3
expect "conjunctive ends with a component that cannot move" 'nim 0 5   (conjunctive compound)
  rules:      a move in every component; play ends as soon as one cannot move
  remoteness: nim 0 = 0, nim 5 = 1
  compound:   the least, 0
  outcome:    P, the player to move loses
  why:        the remoteness of the compound is even' -- solve --compound conjunctive nim 0 5
expect "json" '{"position":"euclidean 12,5 3,2","compound":"continued","misere":false,"outcome":"N","rule":"suspense","suspense":5,"numbers":[5,2],"winning_moves":[{"moves":["12,5 -> 7,5","3,2 -> 1,2"],"after":"euclidean 7,5 1,2"}],"complete":true}' \
    -- solve --json --compound continued euclidean 12,5 3,2
expect "json selective: null for a component left alone, no number key" '{"position":"nim 2 0","compound":"selective","misere":false,"outcome":"N","rule":"outcome","numbers":[1,0],"winning_moves":[{"moves":["2 -> 0",null],"after":"nim 0 0"}],"complete":true}' \
    -- solve --json --compound selective nim 2 0
expect "json, the limit" '{"position":"nim 1 2","compound":"conjunctive","misere":false,"outcome":"N","rule":"remoteness","remoteness":1,"numbers":[1,1],"winning_moves":[{"moves":["1 -> 0","2 -> 1"],"after":"nim 0 1"}],"complete":false}' \
    -- solve --json --limit 1 --compound conjunctive nim 1 2
expect "the limit in words" 'nim 1 2   (conjunctive compound)
  rules:      a move in every component; play ends as soon as one cannot move
  remoteness: nim 1 = 1, nim 2 = 1
  compound:   the least, 1
  outcome:    N, the player to move wins
  why:        the remoteness of the compound is odd
  winning moves (the first 1; more exist: --limit N, or 0 for all):
    1 -> 0; 2 -> 1   leaves nim 0 1' -- solve --limit 1 --compound conjunctive nim 1 2
expect "a batch" '{"position":"nim 0 0","compound":"selective","misere":false,"outcome":"P","rule":"outcome","numbers":[0,0],"winning_moves":[],"complete":true}
{"position":"nim 1","compound":"selective","misere":false,"outcome":"N","rule":"outcome","numbers":[1],"winning_moves":[{"moves":["1 -> 0"],"after":"nim 0"}],"complete":true}' 'nim 0 0
nim 1
' -- solve --json --compound selective -
expect "sum is the default" "$("$GRUNDY" solve nim 1 2)" -- solve --compound sum nim 1 2
expect "what solve prints after a move, it reads" 'nim 0 1   (conjunctive compound)
  rules:      a move in every component; play ends as soon as one cannot move
  remoteness: nim 0 = 0, nim 1 = 1
  compound:   the least, 0
  outcome:    P, the player to move loses
  why:        the remoteness of the compound is even' -- solve --compound conjunctive nim 0 1

"$GRUNDY" explain --color=never --compound continued euclidean 12,5 3,2 >"$out" 2>"$err"
check "explain: exit 0" [ $? -eq 0 ]
check "explain: each component's suspense" grep -qx '   component 0: euclidean 12,5 = 5' "$out"
check "explain: the compound's" grep -q "largest of the components', 5\.$" "$out"
check "explain: the winning move" grep -qx '    12,5 -> 7,5; 3,2 -> 1,2   leaves euclidean 7,5 1,2' "$out"
"$GRUNDY" explain --color=never --compound selective nim 0 0 >"$out" 2>"$err"
check "explain selective P" grep -qx '3. Every component is P: the player to move loses (a P-position)' "$out"

expect "play: a line that is no move, then a move as the position it leaves" 'position: nim 3 + sub:1,2 5
error: '"'"'3 -> 3; 5 -> 4'"'"' is no move of the conjunctive compound here (a move is one move per component joined by '"'"'; '"'"', '"'"'-'"'"' for one that does not move, as grundy solve --compound prints it, or the position it leaves)
position: nim 3 + sub:1,2 5
winner: you' '3 -> 3; 5 -> 4
nim 0   + sub:1,2 3
' -- play --compound conjunctive --seed 1 nim 3 + sub:1,2 5
expect "play: the engine wins a continued compound; moves as solve prints them" 'engine: 12,5 -> 7,5; 3,2 -> 1,2
position: euclidean 7,5 1,2
engine: 2,5 -> 2,3; -
position: euclidean 2,3 1,0
engine: 2,1 -> 0,1; -
winner: engine' '7,5 -> 2,5; 1,2 -> 1,0
euclidean 2,1 1,0
' -- play --compound continued --seed 3 --first engine euclidean 12,5 3,2
expect_error "misere refused" 2 \
    "^grundy: --misere cannot be combined with --compound selective .compounds are played with normal play only.$" \
    -- solve --misere --compound selective nim 1
expect_error "misere refused by play" 2 "^grundy: --misere cannot be combined" \
    -- play --compound conjunctive --misere nim 1
expect_error "misere refused by explain" 2 "^grundy: --misere cannot be combined" \
    -- explain --compound continued --misere nim 1
expect_error "an unknown compound" 2 \
    "^grundy: argument 3: --compound takes one of sum.conjunctive.continued.selective .not 'disjunctive'.$" \
    -- solve --compound disjunctive nim 1
# a huge heap's lines of play are long and its positions wide: the search's
# stack runs out before its depth bound (with gcc -O2), and the message
# says that, not a bound of the game's length it does not know
expect_error "too deep: the stack, said as such" 3 "^grundy: too deep for exhaustive search \((a line of play reached [0-9]+ moves, as deep as the search's stack goes for positions this large|games longer than 4000 moves)\)$" \
    -- solve --compound selective kayles 1000000000000
expect_error "too large" 3 "^grundy: too large for exhaustive search .more than 10 positions.$" \
    -- solve --compound conjunctive --search-limit 10 nim 100
graph=$(mktemp)
printf 'a: b\nb: a c\nc:\n' >"$graph"
expect_error "a game that can go on forever" 3 \
    "^grundy: a play of this game can go on forever .compounds other than the sum need games that end.$" \
    -- solve --compound conjunctive "graph:$graph" a
rm -f "$graph"

finish
