# test_play.sh - `grundy play`: whole games through the line protocol, the
# engine's choices checked with `grundy solve`, errors, and one session in
# a real pseudo-terminal (tmux).
. tests/cli/lib.sh
. tests/cli/play_driver.sh

log=$(mktemp)
trap 'rm -f "$out" "$err" "$log"' EXIT

# expect_play NAME STATUS EXPECTED_STDOUT INPUT -- ARGS...: a game fed from
# INPUT ends with that exit status and exactly that output
expect_play() {
    name=$1; want_status=$2; want=$3; input=$4; shift 5
    printf '%s' "$input" | "$GRUNDY" "$@" >"$out" 2>"$err"
    status=$?
    if [ $status -ne "$want_status" ]; then
        fail "$name: exit $status, expected $want_status: $(cat "$err")"
    elif [ "$(cat "$out")" != "$want" ]; then
        fail "$name: got [$(cat "$out")] expected [$want]"
    else
        pass
    fi
}

# value_of POSITION [--misere]: "P" or "N" as grundy solve sees it
outcome_of() {
    pos=$1; shift
    # shellcheck disable=SC2086
    "$GRUNDY" solve "$@" --json $pos | sed 's/.*"outcome":"\([NP]\)".*/\1/'
}

# every_engine_move_to_p LOG [--misere]: each position the user gets right
# after an engine move is a P-position
every_engine_move_to_p() {
    file=$1; shift
    prev=
    ok=0
    while IFS= read -r line; do
        case $line in
        engine:*) prev=engine ;;
        position:*)
            if [ "$prev" = engine ] && [ "$(outcome_of "${line#position: }" "$@")" != P ]; then
                echo "not a P-position after the engine's move: $line" >&2
                ok=1
            fi
            prev= ;;
        esac
    done <"$file"
    return $ok
}

# ---- the engine wins from an N-position when it moves first ----
for pos in "nim 3 4 5" "nim 1 2 + nim 7" "nim 10 20 30 40" "nim 6 + nim 1 1 9"; do
    for user in weak random:1 random:2 perfect; do
        drive "$user" "$log" -- --seed 5 --first engine $pos
        status=$?
        check "engine first, $pos, $user user: exit 0" [ $status -eq 0 ]
        check "engine first, $pos, $user user: engine wins" grep -qx "winner: engine" "$log"
        check "engine first, $pos, $user user: every engine move leaves P" \
            every_engine_move_to_p "$log"
    done
done

# ---- a perfect user wins from an N-position ----
for pos in "nim 3 4 5" "nim 1 2 + nim 7" "nim 13 22 7 1" "nim 3 + nim 5"; do
    drive perfect "$log" -- --seed 9 --first you $pos
    check "perfect user first, $pos: you win" grep -qx "winner: you" "$log"
done
# ... and from the engine's P-position start too
drive perfect "$log" -- --seed 9 --first engine nim 9 5 12
check "engine first from P: the perfect user wins" grep -qx "winner: you" "$log"

# ---- misere play (Anti-Nim) ----
for pos in "nim 5 1 1" "nim 3 3 1" "nim 1 1" "nim 4 7 2 2"; do
    drive weak "$log" -- --misere --seed 2 --first engine $pos
    check "misere, engine first, $pos: engine wins" grep -qx "winner: engine" "$log"
    check "misere, engine first, $pos: every engine move leaves P" \
        every_engine_move_to_p "$log" --misere
done
drive perfect-misere "$log" -- --misere --seed 2 --first you nim 3 3 1
check "misere, perfect user: you win" grep -qx "winner: you" "$log"
expect "misere: whoever takes the last token loses" 'position: nim 1
winner: engine' "0 -> nim 0
" -- play --misere --first you nim 1
expect "misere: nothing left to move, the mover wins" 'winner: you' \
    -- play --misere --first you nim 0 0
expect "normal: nothing left to move, the mover loses" 'winner: engine' -- play --first you nim 0

# ---- from a P-position the engine makes the hardest move, not a trivial one ----
# replies_after POSITION: how many winning moves grundy solve gives there
replies_after() {
    # shellcheck disable=SC2086
    "$GRUNDY" solve --json $1 | grep -o '"component"' | wc -l
}
# best_pair POSITION: the least (winning replies, tokens taken) over all moves
best_pair() {
    i=0
    for h in $(heaps "$1"); do
        n=$((h - 1))
        while [ $n -ge 0 ]; do
            after=$(heaps "$1" | awk -v i=$i -v n=$n '{ printf "%s ", NR - 1 == i ? n : $1 }')
            echo "$(replies_after "nim $after") $((h - n))"
            n=$((n - 1))
        done
        i=$((i + 1))
    done | sort -n -k1,1 -k2,2 | head -n 1
}
for pos in "nim 9 5 12" "nim 3 5 6" "nim 1 2 3" "nim 7 7" "nim 5 6 7 4"; do
    for seed in 1 2 3; do
        "$GRUNDY" play --seed $seed --first engine $pos </dev/null >"$out" 2>/dev/null
        move=$(sed -n 's/^engine: //p' "$out")
        i=${move%% *}
        new=${move##* }
        old=$(heaps "$pos" | sed -n "$((i + 1))p")
        got="$(replies_after "$(sed -n 's/^position: //p' "$out")") $((old - new))"
        check "P-position $pos, seed $seed: $move: fewest replies, then least taken ($got)" \
            [ "$got" = "$(best_pair "$pos")" ]
    done
done

# ---- nothing after the arrow: a move that leaves no part, said as a sentence ----
printf '0 -> \n' | "$GRUNDY" play --first you kayles 3 >"$out" 2>"$err"
check "'0 -> ' from kayles 3: it cannot become nothing" \
    grep -qx 'error: illegal move: heap 0 is kayles 3, it cannot become nothing (Kayles (0.77): knock down one pin or two adjacent pins of a row)' "$out"

# ---- determinism under --seed, and the seed matters ----
"$GRUNDY" play --seed 42 --first engine nim 7 7 7 7 </dev/null >"$out" 2>/dev/null
"$GRUNDY" play --seed 42 --first engine nim 7 7 7 7 </dev/null >"$log" 2>/dev/null
check "same seed, same game" cmp -s "$out" "$log"
seen=$(for seed in 1 2 3 4 5 6 7 8 9 10; do
    "$GRUNDY" play --seed $seed --first engine nim 7 7 7 7 </dev/null 2>/dev/null | head -n 1
done | sort -u | wc -l)
check "different seeds break ties differently ($seen different first moves)" [ "$seen" -gt 1 ]
drive random:3 "$log" -- --seed 11 --first engine nim 6 9 12 15
cp "$log" "$out"
drive random:3 "$log" -- --seed 11 --first engine nim 6 9 12 15
check "a whole game replays the same under the same seed" cmp -s "$out" "$log"

# ---- illegal moves: "error:", and the same player moves again ----
expect_play "illegal moves are refused with the reason" 5 'position: nim 3 4 5
error: illegal move: heap 0 is nim 3, it cannot become nim 9 (Nim: take any number of tokens (at least one) from one heap)
position: nim 3 4 5
error: illegal move: heap 1 is nim 4, it cannot become nim 4 (Nim: take any number of tokens (at least one) from one heap)
position: nim 3 4 5
error: there is no component 7: they are numbered 0 to 2
position: nim 3 4 5
error: cannot read '"'"'take two'"'"': a move is '"'"'I -> TEXT'"'"', e.g. '"'"'0 -> nim ...'"'"', or '"'"'heap I: 7 -> 3'"'"' as grundy solve prints it (type help)
position: nim 3 4 5
error: cannot read '"'"'nim 1 + foo 2'"'"' as what heap 2 becomes (unknown game '"'"'foo'"'"' (grundy games lists them); e.g. '"'"'2 -> nim 3'"'"')
position: nim 3 4 5
error: illegal move: heap 2 (nim 5) has no move '"'"'7 -> 3'"'"' (Nim: take any number of tokens (at least one) from one heap)
position: nim 3 4 5
engine: 2 -> nim 4
position: nim 0 4 4' '0 -> nim 9
1 -> nim 4
7 -> nim 1
take two

2 -> nim 1 + foo 2
heap 2: 7 -> 3
0 -> nim 0
' -- play --seed 1 --first you nim 3 4 5
# a target in another spelling of the same position is the same move: a
# row by its heads as numbers or as H and T, a graph's edges in any order or
# either way round (gr_component_key)
for case in "turtles HTHTH|0 -> turtles 1 5" "turtles HTT|0 -> turtles 0" "turtles 1 3|0 -> turtles TTH" \
    "mock HTHH|0 -> mock 1 4" "tree 1-3 1-2 3-4|0 -> tree 1-2 1-3" "tree 1-3 1-2 3-4|0 -> tree 3-1 1-2" \
    "hackenbush 0-1 1-2 2-2|0 -> hackenbush 1-0 1-2" "turtles 2 + tree 1-2 2-3|1 -> tree 2-1"; do
    pos=${case%%|*}; move=${case#*|}
    # shellcheck disable=SC2086
    printf '%s\n' "$move" | "$GRUNDY" play --seed 1 --first you $pos >"$out" 2>&1
    check "play: '$move' from $pos is taken" sh -c "! grep -q '^error:' '$out' && sed -n 2p '$out' | grep -Eq '^(engine:|winner: you|position:)'"
done
printf '0 -> turtles 1 4\n' | "$GRUNDY" play --seed 1 --first you turtles HTHTH >"$out" 2>&1
check "play: a row that is no move, in either spelling, is still refused" grep -q '^error: illegal move' "$out"
check "a component number past 64 bits: said as typed" sh -c \
    "printf '99999999999999999999999 -> 1\\n' | '$GRUNDY' play --seed 1 --first you nim 3 4 5 2>/dev/null | grep -qx 'error: there is no component 99999999999999999999999: they are numbered 0 to 2'"
expect "an empty heap has no move" 'position: nim 0 2
error: illegal move: heap 0 is nim 0, it has no move left
position: nim 0 2
winner: you' '0 -> nim 0
1 -> nim 0
' -- play --first you nim 0 2

# ---- the forms of a move ----
for form in "1 -> nim 2" "1 -> 2" "1 2" "heap 1: 5 -> 2" "1: 5 -> 2" "component 1: 5 -> 2" \
    "  1   ->   nim   2  " "1 -> nim 2 + nim 0 + nim 0" ; do
    printf '%s\n' "$form" | "$GRUNDY" play --first you nim 3 + nim 5 >"$out" 2>/dev/null
    if [ "$form" = "1 -> nim 2 + nim 0 + nim 0" ]; then
        check "form '$form' is refused (a Nim move leaves one heap)" \
            grep -q '^error: illegal' "$out"
    else
        check "form '$form' is heap 1 to 2" grep -qx 'engine: 0 -> nim 2' "$out"
    fi
done
# a split typed in any order: the engine's component numbers are those of
# the position as typed (kayles 4 1: component 0 is the 4, component 1 the 1)
for seed in 1 2 3 4 5; do
    printf '0 -> kayles 4 + kayles 1\n' | "$GRUNDY" play --seed $seed kayles 7 >"$out" 2>/dev/null
    eng=$(sed -n 's/^engine: //p' "$out" | head -n 1)
    after=$(sed -n 's/^position: //p' "$out" | sed -n 2p)
    i=${eng%% *}
    to=$(echo "$eng" | sed 's/^[0-9]* -> kayles *//')
    if [ "$i" = 0 ]; then want="kayles $to 1"; else want="kayles 4 $to"; fi
    want=$(echo "$want" | tr -s ' ')
    check "a split typed 4 + 1, seed $seed: the engine's '$eng' is of the position as typed" \
        [ "$(echo "$after" | tr -s ' ')" = "$want" ]
done
# the spaces around the arrow are optional, in every form
for mv in 'heap 0: 3->1' '0->nim 1' 'heap 0:3 ->1' '0  ->  nim 1'; do
    printf '%s\n' "$mv" | "$GRUNDY" play --first you nim 3 >"$out" 2>/dev/null
    check "'$mv' is a move" grep -qx 'engine: 0 -> nim 0' "$out"
done
# moves taken back are not counted as played
printf '0 -> nim 1\nundo\nquit\n' | "$GRUNDY" play --first you nim 3 4 >/dev/null 2>"$out"
check "undo: the moves taken back are not played" grep -qF "(moves played: 0)" "$out"
# parts that are no number: the reason is the number's, not an unknown game
printf '0 -> -1\n0 -> 18446744073709551616\n0 -> x\n' | "$GRUNDY" play --first you nim 3 >"$out" 2>/dev/null
check "'0 -> -1': negative" grep -qF "error: cannot read '-1' as what heap 0 becomes ('-1' is negative" "$out"
check "'0 -> 2^64': too large" grep -qF "error: cannot read '18446744073709551616' as what heap 0 becomes ('18446744073709551616' is too large" "$out"
check "'0 -> x': an unknown game still" grep -qF "error: cannot read 'x' as what heap 0 becomes (unknown game 'x'" "$out"
# a word of a megabyte is quoted abbreviated: the error line kept its size
# (a megabyte), now it keeps the reason in some hundreds of bytes
awk 'BEGIN { s = "0 -> nim "; for (i = 0; i < 1000000; i++) s = s "1"; print s }' |
    "$GRUNDY" play --first you nim 3 >"$out" 2>/dev/null
check "a move of a megabyte: one short error line, the reason kept" sh -c "[ \$(grep '^error: ' '$out' | wc -c) -lt 1000 ] && grep -q \"^error: cannot read 'nim 1*\\.\\.\\.1*' as what heap 0 becomes ('1*\\.\\.\\.1*' is too large (the largest is 18446744073709551615); e.g. '0 -> nim 3')\$\" '$out'"
printf '0 -> nim 1\n' | "$GRUNDY" play --first you nim 18446744073709551615 1 >"$out" 2>/dev/null
check "a move in a 64-bit heap is found at once" grep -q '^engine: [01] -> nim 0$' "$out"
printf 'heap 0: 18446744073709551615 -> 7\n' |
    "$GRUNDY" play --first you nim 18446744073709551615 7 >"$out" 2>/dev/null
check "the solve words of a move in a 64-bit heap" grep -q '^engine: ' "$out"

# ---- huge heaps with countless winning moves: the engine picks one at once ----
# (issue 26: it walked every winning move first; `timeout 20` only keeps a
# regression from hanging the suite: the engine answers in milliseconds)
for pos in "kayles 1000000000000000" "dawson 1000000000000" "octal:4.0 1000000000000" \
    "kayles 1000000000000000 1000000000000001 + dawson 1000000000000 + nim 7"; do
    printf 'quit\n' | timeout 20 "$GRUNDY" play --seed 7 --first engine $pos >"$out" 2>"$err"
    status=$?
    after=$(sed -n 's/^position: //p' "$out")
    value=$([ -n "$after" ] && "$GRUNDY" solve --json --limit 1 $after |
        sed -n 's/.*"value":\([0-9]*\),.*/\1/p')
    check "$pos: the engine moves at once (exit $status, 5 expected)" [ $status -eq 5 ]
    check "$pos: to a position of value 0 (got [$after] of value [$value])" [ "$value" = 0 ]
done
# a lost huge position: the engine's move among the losing ones is bounded too
for pos in "kayles 1000000000000000 + nim 1" "dawson 1000000000000 + nim 5" \
    "octal:4.0 1000000000000 1000000000000"; do
    printf 'quit\n' | timeout 20 "$GRUNDY" play --seed 7 --first engine $pos >"$out" 2>"$err"
    status=$?
    check "lost $pos: the engine moves at once (exit $status, 5 expected)" \
        [ $status -eq 5 ] && grep -q '^engine: ' "$out"
done

# ---- hint, undo, help, quit, end of input ----
printf 'hint\n' | "$GRUNDY" play --seed 1 --first you nim 3 4 5 >"$out" 2>/dev/null
hint=$(sed -n 's/^hint: //p' "$out")
check "hint gives the winning move" [ "$hint" = "0 -> nim 1" ]
expect_play "undo takes back the user's move and the engine's reply" 5 'position: nim 3 4 5
engine: 2 -> nim 4
position: nim 1 4 4
position: nim 3 4 5
error: nothing to undo
position: nim 3 4 5
help: send a move as '"'"'I -> TEXT'"'"' (component I becomes TEXT), or hint, undo, quit
position: nim 3 4 5
engine: 2 -> nim 4
position: nim 1 4 4' '0 -> nim 1
undo
undo
help
# a comment, skipped
0 -> nim 1
' -- play --seed 1 --first you nim 3 4 5
printf '0 -> nim 1\n' | "$GRUNDY" play --seed 1 --first you nim 3 4 5 >"$out" 2>"$err"
status=$?
check "end of input: exit 5" [ $status -eq 5 ]
check "end of input: one line on stderr" grep -qx \
    'grundy: play: end of input before the game ended (moves played: 2)' "$err"
printf 'quit\n' | "$GRUNDY" play --first you nim 3 4 5 >"$out" 2>"$err"
status=$?
check "quit: exit 5" [ $status -eq 5 ]
check "quit: said on stderr" grep -q 'quit before the game ended' "$err"
expect_play "without --first the user starts" 5 'position: nim 2' '' -- play nim 2

# ---- bad arguments ----
expect_error "first neither you nor engine" 2 "argument 3: --first takes one of you\|engine \(not 'me'\)" \
    -- play --first me nim 3
expect_error "seed not a number" 2 "argument 3: --seed: '12x'" -- play --seed 12x nim 3
expect_error "unknown option" 2 "argument 2: unknown option '--fast'" -- play --fast nim 3
expect_error "no position" 2 "play needs a position" -- play --misere
expect_error "bad position" 2 "argument 3: '-1' is negative" -- play nim -1

# ---- a real terminal: prompt, drawing, a move, history (tmux) ----
if ! command -v tmux >/dev/null 2>&1; then
    skip "the terminal checks: tmux is not installed (make deps)"
else
    sock="grundy-test-$$"
    tm() { tmux -L "$sock" "$@"; }
    # wait_for PATTERN: until the pane shows it (at most about 10 s)
    wait_for() {
        n=0
        while [ $n -lt 100 ]; do
            tm capture-pane -p -t play >"$out" 2>/dev/null
            grep -q -- "$1" "$out" && return 0
            sleep 0.1
            n=$((n + 1))
        done
        echo "pane did not show [$1]:" >&2
        cat "$out" >&2
        return 1
    }
    # wait_count PATTERN N: until N lines of the pane match PATTERN
    wait_count() {
        n=0
        while [ $n -lt 100 ]; do
            [ "$(tm capture-pane -p -t play 2>/dev/null | grep -c -- "$1")" -eq "$2" ] && return 0
            sleep 0.1
            n=$((n + 1))
        done
        return 1
    }
    tm new-session -d -s play -x 120 -y 50 \
        "env TERM=xterm LANG=C.UTF-8 LC_ALL=C.UTF-8 NO_COLOR= '$GRUNDY' play --seed 4 nim 3 4 5; \
         echo \"exit=\$?\"; sleep 60"
    check "tty: asks who starts" wait_for "Who starts, you or the engine?"
    check "tty: draws the heaps with Unicode tokens" grep -q "heap 2 .*●●●●● (5)" "$out"
    tm capture-pane -e -p -t play >"$log"
    check "tty: colour on a terminal" grep -q "$(printf '\033')\[" "$log"
    tm send-keys -t play "you" Enter
    check "tty: prompts for a move" wait_for "your move>"
    tm send-keys -t play "hint" Enter
    check "tty: hint" wait_for "Hint: you can win. heap 0: 3 -> 1"
    tm send-keys -t play "0 -> nim 9" Enter
    check "tty: an illegal move is refused" wait_for "error: illegal move: heap 0 is nim 3"
    tm send-keys -t play Up Up Enter   # readline history: "hint" again
    check "tty: history recalls hint" wait_count '^your move> hint' 2
    tm send-keys -t play "heap 0: 3 -> 1" Enter
    check "tty: the move is played" wait_for "You play heap 0: 3 -> 1   leaves nim 1 4 5"
    check "tty: the engine answers" wait_for "Engine plays heap"
    tm send-keys -t play "quit" Enter
    check "tty: quit ends with status 0" wait_for "exit=0"
    tm kill-server 2>/dev/null
    sock="grundy-test-$$-ascii"
    # NO_COLOR: no colour even on a terminal; TERM=dumb and a C locale: ASCII
    tm new-session -d -s play -x 120 -y 50 \
        "env TERM=xterm LANG=C LC_ALL=C NO_COLOR=1 '$GRUNDY' play --first you nim 3 4 5; sleep 60"
    check "tty NO_COLOR: prompt" wait_for "your move>"
    check "tty C locale: ASCII tokens" grep -q "heap 2 .*ooooo (5)" "$out"
    tm capture-pane -e -p -t play >"$log"
    check "tty NO_COLOR: no colour" sh -c "! grep -q '$(printf '\033')\[[0-9;]*m' '$log'"
    tm kill-server 2>/dev/null
    sock="grundy-test-$$-rematch"
    # a game to its end, the winner announced, a rematch, then end of input
    tm new-session -d -s play -x 120 -y 50 \
        "env TERM=xterm NO_COLOR=1 '$GRUNDY' play --first you nim 1; echo \"exit=\$?\"; sleep 60"
    check "tty rematch: prompt" wait_for "your move>"
    tm send-keys -t play "0 -> nim 0" Enter
    check "tty rematch: the winner is announced" wait_for "You win! Well played."
    check "tty rematch: a rematch is offered" wait_for "Play again?"
    tm send-keys -t play "y" Enter
    check "tty rematch: the game starts again" wait_count '^Position: nim 1$' 2
    tm send-keys -t play C-d
    check "tty rematch: end of input quits with status 0" wait_for "exit=0"
    tm kill-server 2>/dev/null
fi

finish
