# test_nimber.sh - the nimber calculator: products, quotients, powers,
# roots, orders and logs against known values and against each other; the
# forms of numbers, --hex, --explain; each error's message, column and exit;
# and the coin-turning games through solve (JSON, batches, sums) and play.
. tests/cli/lib.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp" "$out" "$err"' EXIT

expect "a product of Fermat 2-powers" "13" -- nimber '8 * 8'
expect "words joined" "13" -- nimber 8 '*' 8
expect "2 * 2 = 3" "3" -- nimber '2*2'
expect "16 * 16 = 24" "24" -- nimber '16*16'
expect "2^32 squared is 3/2 of it" "6442450944" -- nimber '0x100000000 * 0x100000000'
expect "the nim-sum" "6" -- nimber '3 + 5'
expect "product before sum" "14" -- nimber '1 + 3 * 5'
expect "parentheses" "5" -- nimber '(2 + 3) * 5'
expect "hex in and out" "0x18" -- nimber --hex '0x10 * 0x10'
expect "the largest nimber" "18446744073709551615" -- nimber '0xffffffffffffffff * 1'
expect "a quotient times the divisor" "12345" -- nimber '12345 / 678 * 678'
expect "an inverse" "1" -- nimber 'inv(987654321) * 987654321'
expect "a negative power is the inverse's" "1" -- nimber '7^-3 * 7^3'
expect "the group order" "1" -- nimber '0x123456789abcdef ^ 18446744073709551615'
expect "powers left to right" "1" -- nimber '2^2^3'
expect "an exponent in parentheses" "3" -- nimber '2^(1+3)'
expect "a square root" "2" -- nimber 'sqrt(3)'
expect "a root squared" "123456789" -- nimber 'sqrt(123456789) * sqrt(123456789)'
expect "order of 2 (F_4)" "3" -- nimber 'order(2)'
expect "order of 1" "1" -- nimber 'order(1)'
expect "a log" "2" -- nimber 'log(2, 3)'
expect "a log by power" "1" -- nimber '(0x1234567^log(0x1234567, 0x1234567^99)) / 0x1234567^99'
expect "the smallest positive log of 1" "3" -- nimber 'log(2, 1)'

# every line of --explain, the result last
expect "explain a product" "  4 ⊗ 6: the nim-sum of the products of their 2-powers; 2^n is \
the nim-product of the Fermat 2-powers 2^(2^k) of n's binary digits
  4 = 4
  6 = 4 + 2
    4 ⊗ 4 = 6   (Fermat 2-powers in common: 4; F ⊗ F = F ⊕ F/2)
    4 ⊗ 2 = 8   (no Fermat 2-power in common: the ordinary product)
  4 ⊗ 6 = 14   (the nim-sum of those)
14" -- nimber --explain '4 * 6'
"$GRUNDY" nimber --explain 'sqrt(3) + inv(2)' >"$out" 2>"$err"
check "explain a sum and calls" [ "$(tail -n 1 "$out")" = "1" ]
check "explain names the root" grep -q '^  sqrt(3) = 2 ' "$out"
check "explain names the nim-sum" grep -q '^  2 ⊕ 3 = 1 ' "$out"
"$GRUNDY" nimber --explain '0xffffffffffffffff * 0xffffffffffffffff' >"$out" 2>"$err"
check "a long product is cut to 16 lines" grep -q '4096 products of 2-powers in all' "$out"

# errors: one line, the argument and column, exit 2
expect_error "no expression" 2 "nimber needs an expression" -- nimber
expect_error "too large" 2 "argument 2, column 1: a number beyond 2\^64 - 1" -- \
    nimber 18446744073709551616
expect_error "too large in hex" 2 "column 5: a number beyond" -- nimber '1 + 0x10000000000000000'
expect_error "division by zero" 2 "column 3: division by zero" -- nimber '5 / 0'
expect_error "inverse of zero" 2 "column 1: division by zero" -- nimber 'inv(0)'
expect_error "negative power of zero" 2 "column 2: division by zero" -- nimber '0^-1'
expect_error "order of zero" 2 "order\(0\)" -- nimber 'order(0)'
expect_error "no log" 2 "column 1: no solution" -- nimber 'log(2, 4)'
expect_error "unknown function" 2 "column 3: unknown function 'foo'" -- nimber '1+foo(2)'
expect_error "an unknown function's name whole" 2 \
    "argument 2, column 1: unknown function 'abcdefghijklmnopqrstuvwxyz' [(]sqrt, inv, log, order[)]$" -- \
    nimber 'abcdefghijklmnopqrstuvwxyz(3)'
long=$(printf '%0300d' 0 | tr 0 q)
expect_error "a huge unknown name abbreviated" 2 "unknown function 'qqqqqqqqqq" -- nimber "$long(3)"
check "a huge unknown name: head...tail, one line" sh -c "'$GRUNDY' nimber '$long(3)' 2>&1 | grep -q \"^grundy: argument 2, column 1: unknown function 'q*\\.\\.\\.q*' (sqrt, inv, log, order)\$\""
expect_error "ends early" 2 "column 4: the expression ends where a number" -- nimber '3 +'
expect_error "unclosed" 2 "the expression ends where '\)' or an operator" -- nimber '(3'
expect_error "two numbers" 2 "column 3: unexpected '3' where an operator" -- nimber '3 3'
expect_error "column in a later word" 2 "argument 4, column 1: unexpected '\)'" -- \
    nimber 3 '*' ')'
expect_error "log needs two" 2 "',' and the second argument" -- nimber 'log(2)'
expect_error "no sign" 2 "unexpected '-'" -- nimber -- '-1'
deep=$(awk 'BEGIN { for (i = 0; i < 300; i++) printf "("; printf "1" }')
expect_error "too deep" 2 "nested more than 200 deep" -- nimber "$deep"
# a function's parentheses count too: 10,000 nested calls overflowed the stack
for f in sqrt inv order 'log(2,'; do
    deep=$(awk -v f="$f" 'BEGIN { if (f !~ /\(/) f = f "("; for (i = 0; i < 10000; i++) printf "%s", f; printf "3" }')
    expect_error "$f nested 10,000 deep" 2 "column [0-9]*: parentheses nested more than 200 deep" \
        -- nimber "$deep"
done
expect "sqrt nested 200 deep" 3 -- nimber \
    "$(awk 'BEGIN { for (i = 0; i < 200; i++) printf "sqrt("; printf "3"; for (i = 0; i < 200; i++) printf ")" }')"
# the coin-turning games through the command: a batch in JSON, a sum, play
# with a move named by the coins it turns
expect "coins in a JSON batch" '{"position":"mock 1 5 8","misere":false,"value":7,"outcome":"N","rule":"nim-sum","values":[7],"winning_moves":[{"component":0,"move":"turn 1,5,8","after":"mock 0"},{"component":0,"move":"turn 2,6,8","after":"mock 1 2 5 6"},{"component":0,"move":"turn 3,7,8","after":"mock 1 3 5 7"}],"complete":true}
{"position":"tartan:twins*twins 2,2 3,3","misere":false,"value":2,"outcome":"N","rule":"nim-sum","values":[2],"winning_moves":[{"component":0,"move":"turn 2,3 * 2,3","after":"tartan:twins*twins 2,3 3,2"}],"complete":true}' "mock 1 5 8
tartan:twins*twins 2,2 3,3
" -- solve --json -
expect "a row as H and T in a sum" '{"position":"turtles HTTH + nim 3","misere":false,"value":6,"outcome":"N","rule":"nim-sum","values":[5,3],"winning_moves":[{"component":0,"move":"turn 2,4","after":"turtles HHTT + nim 3"}],"complete":true}' -- solve --json turtles HTTH + nim 3
expect "play: a move named by its coins" "position: mock 1 5 8
winner: you" "0: turn 1,5,8
" -- play --first you mock 1 5 8
# values of single heads (the row whose one head is coin n; 0: no head),
# each against the row solved on its own
check "values of mock: the odious numbers" [ "$("$GRUNDY" values mock --to 12 | tr '\n' ' ')" = "0 1 2 4 7 8 11 13 14 16 19 21 22 " ]
for game in turtles mock ruler twins triplets moebius mogul turn:4; do
    want=$(for n in 1 9 20 31; do "$GRUNDY" solve --json "$game" $n | sed 's/.*"value":\([0-9]*\).*/\1/'; done | tr '\n' ' ')
    got=$("$GRUNDY" values "$game" --to 31 | awk 'NR == 2 || NR == 10 || NR == 21 || NR == 32' | tr '\n' ' ')
    check "values $game: single heads 1, 9, 20, 31 as solve values them" [ "$got" = "$want" ]
done
# period: what the theory says for every coin (a closed form, or a proof that
# there is none), the options of heap games, JSON; checked to a table's end
expect "period turtles: proved by the closed form" "turtles
  preperiod: 0
  period:    1
  saltus:    1 (arithmetic periodicity: G(n + 1) = G(n) + 1 for n >= 0)
  status:    proved by the game's theory, for every heap
  why:       the closed form G(n) = n (a head at coin n is a Nim heap of n)" -- period turtles
expect "period twins --max: from coin 1" "twins
  preperiod: 1
  period:    1
  saltus:    1 (arithmetic periodicity: G(n + 1) = G(n) + 1 for n >= 1)
  status:    proved by the game's theory, for every heap
  why:       the closed form G(n) = n - 1 for n >= 1, and G(0) = 0 (Turning Turtles moved one coin along)" -- period twins --max 1000
expect "period mock: none, proved" "mock
  no period: proved that there is none, plain or arithmetic
  why:       G(n) is 2n - 2 or 2n - 1 (n >= 1) as n - 1 has an odd or an even count of binary ones; that parity is the Thue-Morse sequence, which never becomes periodic" -- period mock
expect "period mock --json" '{"game":"mock","status":"never","proved":false,"preperiod":null,"period":null,"saltus":null,"checked_to":50,"reason":"G(n) is 2n - 2 or 2n - 1 (n >= 1) as n - 1 has an odd or an even count of binary ones; that parity is the Thue-Morse sequence, which never becomes periodic"}' -- period mock --json --max 50
expect "period turn:1 --json: checked to the table's end" '{"game":"turn:1","status":"proved","proved":true,"preperiod":1,"period":1,"saltus":0,"checked_to":4096,"reason":"the closed form G(n) = 1 for n >= 1, and G(0) = 0 (a move turns one head)"}' -- period --json turn:1
for game in ruler triplets moebius mogul turn:3 turn:4 turn:8; do
    "$GRUNDY" period "$game" --progress --threads 1 >"$out" 2>"$err"
    check "period $game: no period, proved, with the reason" \
        sh -c "sed -n 2p '$out' | grep -qx '  no period: proved that there is none, plain or arithmetic' && grep -q '^  why:       .' '$out'"
done
expect_error "period of a set of counts: none known" 2 "'turn:1,3' has no period computation" -- \
    period turn:1,3
check "period mock in Chinese" sh -c "'$GRUNDY' period mock --lang zh | grep -q '^  没有周期：已证明'"
check "values still list a coin game with a period" [ "$("$GRUNDY" values turtles --from 3 --to 5 | tr '\n' ' ')" = "3 4 5 " ]
# a set of counts has no period, but its values are listed, one by one: the
# same as solve's for each single head. Past a table (turn:K's, a set's) the
# lines computed come first, then the reason, blamed on --to
"$GRUNDY" values moebius --to 600 >"$out" 2>"$err"; rc=$?
check "values past turn:K's table: exit 3, the lines before it printed" \
    [ "$rc" = 3 -a "$(wc -l <"$out")" = 575 ]
check "values past turn:K's table: the reason" grep -qx "grundy: argument 4: Moebius (turn one to five coins): values are computed here up to coin 574 (below 2^22 and coin 4096); coin 575 is beyond" "$err"
for game in turn:2-4 turn:1,3 turn:2,5-6; do
    want=$(for n in $(seq 0 24); do "$GRUNDY" solve "$game" "$n" | sed -n 's/^  value: *//p'; done | tr '\n' ' ')
    check "values $game as solve gives them" [ "$("$GRUNDY" values "$game" --to 24 | tr '\n' ' ')" = "$want" ]
done
"$GRUNDY" values turn:2-4 --to 1000 >"$out" 2>"$err"; rc=$?
check "values of a set past its table: exit 3" [ "$rc" = 3 ]
check "values of a set past its table: the lines before it printed" \
    [ "$(wc -l <"$out")" = 741 -a "$(tail -n 1 "$out")" = "$("$GRUNDY" solve turn:2-4 740 | sed -n 's/^  value: *//p')" ]
check "values of a set past its table: the reason, blamed on --to" \
    grep -qx "grundy: argument 4: turn:2-4 (a move turns s coins, s in 2-4): values are computed here up to coin 740 (below 2^22 and coin 4096); coin 741 is beyond" "$err"
# the winning moves of tartan boards by the Tartan theorem, at any 64-bit
# coordinates: past 4096, at 2^63, in JSON, in a sum, in a batch; each move
# of a 64-bit board leaves a board worth 0
expect "tartan past 4096" "tartan:turtles*turtles 5000,3
  value:    12868
  outcome:  N, the player to move wins
  why:      the nim-sum is not 0
  winning moves (1):
    component 0: turn 5000 * 3   leaves tartan:turtles*turtles 0" -- solve 'tartan:turtles*turtles' 5000,3
expect "tartan at 2^63 in JSON" '{"position":"tartan:twins*twins 9223372036854775808,5","misere":false,"value":11606076479708926225,"outcome":"N","rule":"nim-sum","values":[11606076479708926225],"winning_moves":[{"component":0,"move":"turn 1,9223372036854775808 * 1,5","after":"tartan:twins*twins 1,1 1,5 9223372036854775808,1"},{"component":0,"move":"turn 5995191823955604276,9223372036854775808 * 2,5","after":"tartan:twins*twins 5995191823955604276,2 5995191823955604276,5 9223372036854775808,2"},{"component":0,"move":"turn 3766210248382366789,9223372036854775808 * 4,5","after":"tartan:twins*twins 3766210248382366789,4 3766210248382366789,5 9223372036854775808,4"}],"complete":true}' -- \
    solve --json 'tartan:twins*twins' 9223372036854775808,5
for after in "1,1 1,5 9223372036854775808,1" \
    "5995191823955604276,2 5995191823955604276,5 9223372036854775808,2" \
    "3766210248382366789,4 3766210248382366789,5 9223372036854775808,4"; do
    # shellcheck disable=SC2086
    check "tartan: $after is worth 0" [ "$("$GRUNDY" solve --json 'tartan:twins*twins' $after | sed 's/.*"value":\([0-9]*\).*/\1/')" = 0 ]
done
expect "tartan past 4096 in a sum with nim" '{"position":"tartan:turtles*turtles 5000,3 + nim 3","misere":false,"value":12871,"outcome":"N","rule":"nim-sum","values":[12868,3],"winning_moves":[{"component":0,"move":"turn 1,5000 * 3","after":"tartan:turtles*turtles 1,3 + nim 3"}],"complete":true}' -- \
    solve --json 'tartan:turtles*turtles' 5000,3 + nim 3
expect "tartan near 2^64 in a batch, the first move" "tartan:turtles*mock 18446744073709551615,9223372036854775808
  value:    7156334549604198408
  outcome:  N, the player to move wins
  why:      the nim-sum is not 0
  winning moves (the first 1; more exist: --limit N, or 0 for all):
    component 0: turn 18446744073709551615 * 9223372036854775808   leaves tartan:turtles*mock 0" \
    "tartan:turtles*mock 18446744073709551615,9223372036854775808
" -- solve --limit 1 -
# a coordinate past its factor's 64-bit values is refused as the board is
# read, at its argument or column (it was said later, with no place)
expect_error "tartan: a mock coordinate past 2^63, its argument" 2 \
    "^grundy: argument 4: mock: coin 9223372036854775809 is worth more than 2\\^64 - 1" -- \
    solve 'tartan:mock*twins' 2,2 9223372036854775809,2
expect_error "tartan: past its factor, its column in a batch" 2 "^grundy: line 1, column 23: mock: coin" \
    "tartan:mock*twins 2,2 9223372036854775809,2
" -- solve -
expect_error "tartan: a triplets coordinate past 2^63 + 2, its argument" 2 "^grundy: argument 3: triplets: coin" -- \
    solve 'tartan:twins*triplets' 2,9223372036854775811
expect_error "values mock past 2^63: blamed on --to" 2 "^grundy: argument 6: mock: coin 9223372036854775809" -- \
    values mock --from 9223372036854775809 --to 9223372036854775809
expect "play: a tartan move at 2^63 named by its coins" "position: tartan:twins*twins 9223372036854775808,5
winner: you" "0: turn 1,9223372036854775808 * 1,5
" -- play --first you 'tartan:twins*twins' 9223372036854775808,5
# moves that turn more than 65,536 coins are not listed: the answer is
# given with the moves that are, says the list is not whole, and exits 3
# with the reason on stderr (it once printed nothing at all)
"$GRUNDY" solve 'tartan:ruler*turtles' 9223372036854775808,3 >"$out" 2>"$err"
check "a tartan move of runs too long to list: exit 3" [ $? -eq 3 ]
check "... the reason on stderr" grep -q '^grundy: tartan: a move from the head at 9223372036854775808,3 may turn more than 65536 coins' "$err"
check "... the answer with the move listed" [ "$(cat "$out")" = "tartan:ruler*turtles 9223372036854775808,3
  value:    4611686018427387904
  outcome:  N, the player to move wins
  why:      the nim-sum is not 0
  winning moves (1 found; there may be more, see below):
    component 0: turn 9223372036854775808 * 3   leaves tartan:ruler*turtles 0
  (1 listed; the list is not whole: tartan: a move from the head at 9223372036854775808,3 may turn more than 65536 coins, and such moves are not listed)" ]
"$GRUNDY" solve --json 'tartan:ruler*ruler' 100000,100000 >"$out" 2>"$err"
check "a tartan move too long to list, in JSON: exit 3" [ $? -eq 3 ]
check "... one line on stderr" [ "$(wc -l <"$err")" -eq 1 ]
check "... the answer is not complete, and says why" grep -q '"complete":false,"unlisted":"tartan: a move from the head at 100000,100000 may turn more than 65536 coins, and such moves are not listed"}$' "$out"
# every move listed leaves a board worth 0 (103 of them here)
sed 's/},{/}\n{/g' "$out" | sed -n 's/.*"after":"\([^"]*\)".*/\1/p' >"$tmp/after"
check "... 103 moves listed" [ "$(wc -l <"$tmp/after")" -eq 103 ]
check "... each leaves a board worth 0" [ "$("$GRUNDY" solve --json -f "$tmp/after" | grep -vc '"value":0,')" -eq 0 ]
# with --limit N met before the list stopped, the answer is what was asked
# for: exit 0, the note kept (once exit 3 after --limit 1 was satisfied)
"$GRUNDY" solve --limit 103 'tartan:ruler*ruler' 100000,100000 >"$out" 2>"$err"
check "--limit met before the list stopped: exit 0, nothing on stderr" [ $? -eq 0 ] && [ ! -s "$err" ]
check "... the 103 moves and the note" sh -c "[ \$(grep -c '^    component 0: turn' '$out') -eq 103 ] && grep -q '^  (103 listed; the list is not whole: ' '$out'"
"$GRUNDY" solve --limit 104 'tartan:ruler*ruler' 100000,100000 >/dev/null 2>"$err"
check "... and one more asked for: exit 3" [ $? -eq 3 ]
# a head whose moves are too many to find does not hide another head's:
# its listing stops, the easy head's 43 moves are listed, each worth 0
# after, and the hard head is named (once no move was listed, even with
# --limit 1)
board='tartan:turtles*twins*twins 1000000000000,2,50 300000,200000,250000'
"$GRUNDY" solve $board >"$out" 2>"$err"
check "two heads, one past listing: exit 3" [ $? -eq 3 ]
check "... the easy head's 43 moves" [ "$(grep -c '^    component 0: turn [0-9]*,1000000000000 \* 1,2 \* [0-9]*,50 ' "$out")" -eq 43 ]
check "... the hard head named" grep -q 'the moves from the head at 300000,200000,250000 were not all found' "$err"
sed -n 's/.*leaves //p' "$out" >"$tmp/after"
check "... each leaves a board worth 0" [ "$("$GRUNDY" solve --json -f "$tmp/after" | grep -vc '"value":0,')" -eq 0 ]
"$GRUNDY" solve --limit 1 $board >"$out" 2>"$err"
check "... --limit 1: the easy head's move, exit 0" [ $? -eq 0 ] && [ "$(grep -c '^    component 0: turn' "$out")" -eq 1 ]
# explain gives the whole explanation, the moves found, and why the list
# is not whole (it once printed nothing); as solve, exit 3 with the reason
# on stderr (it once exited 0)
"$GRUNDY" explain 'tartan:ruler*turtles' 9223372036854775808,3 >"$out" 2>"$err"
check "explain of moves too long to list: exit 3, the reason on stderr" [ $? -eq 3 ] && grep -qx 'grundy: tartan: a move from the head at 9223372036854775808,3 may turn more than 65536 coins, and such moves are not listed' "$err"
check "... the moves found" grep -qx '   Winning moves (1 found; there may be more):' "$out"
check "... and why the list is not whole" grep -qx '     (the list is not whole: tartan: a move from the head at 9223372036854775808,3 may turn more than 65536 coins, and such moves are not listed)' "$out"
# play: the engine plays a winning move it found (it once refused to move)
expect "play: the engine wins with a move it could list" "engine: 0 -> tartan:ruler*turtles 0
winner: engine" "" -- play --first engine 'tartan:ruler*turtles' 9223372036854775808,3
# in a batch the line is answered, the next line too, and the status is 3
printf 'tartan:ruler*turtles 9223372036854775808,3\nnim 1 2\n' >"$tmp/batch"
"$GRUNDY" solve --json -f "$tmp/batch" >"$out" 2>"$err"
check "a batch past a list that is not whole: exit 3" [ $? -eq 3 ]
check "... both lines answered" [ "$(grep -c '^{"position"' "$out")" -eq 2 ]
check "... stderr names the line" grep -q "^grundy: $tmp/batch:1: tartan: a move from the head" "$err"
# both coordinates near 2^33, once refused after 2^24 tries: the changes of
# the two factors are found together by their product, highest bits first
expect "tartan: the hard middle, its first winning moves" "tartan:turtles*turtles 77,3 8589934591,8589934590
  value:    3813697680
  outcome:  N, the player to move wins
  why:      the nim-sum is not 0
  winning moves (the first 2; more exist: --limit N, or 0 for all):
    component 0: turn 418,8589934591 * 418,8589934590   leaves tartan:turtles*turtles 77,3 418,418 418,8589934590 8589934591,418
    component 0: turn 419,8589934591 * 419,8589934590   leaves tartan:turtles*turtles 77,3 419,419 419,8589934590 8589934591,419" -- solve --limit 2 'tartan:turtles*turtles' 8589934591,8589934590 77,3
expect "tartan: what the first of them leaves is worth 0" "tartan:turtles*turtles 77,3 418,418 418,8589934590 8589934591,418
  value:    0
  outcome:  P, the player to move loses
  why:      the nim-sum is 0" -- solve 'tartan:turtles*turtles' 77,3 418,418 418,8589934590 8589934591,418
finish
