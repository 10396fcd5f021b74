# test_explain.sh - `grundy explain`: golden explanations (plain ASCII, no
# colour), the winning moves agree with `grundy solve`, errors.
. tests/cli/lib.sh

export NO_COLOR=1
g=tests/cli/explain
empty=/dev/null

# golden NAME ARGS...: the explanation equals tests/cli/explain/NAME.txt
golden() {
    name=$1; shift
    expect_file "explain $*" "$empty" "$g/$name.txt" explain "$@"
}

golden nim_3_4_5 nim 3 4 5                 # N: the seed's binary columns, one winning move
golden nim_9_5_12 nim 9 5 12               # P: the seed's table, every column even
golden three_winning nim 7 6 5 3           # three heaps have the highest bit
golden nim_0 nim 0                         # no move at all
golden sum_3_plus_5 nim 3 + nim 5          # a sum of components
golden wide_values nim 100000 3 7          # values too wide for a column per bit
golden misere_5_1_1 --misere nim 5 1 1     # Anti-Nim: the special move
golden misere_1_1_1 --misere nim 1 1 1     # Anti-Nim: odd number of 1-heaps, P
golden misere_1_1 --misere nim 1 1         # Anti-Nim: even number of 1-heaps, N
golden misere_3_3_1 --misere nim 3 3 1     # Anti-Nim: two big heaps, the nim-sum
golden misere_p_2_2 --misere nim 2 2       # Anti-Nim: P with big heaps
golden misere_empty --misere nim 0 0       # Anti-Nim: nothing left, the mover has won
golden many_heaps nim $(seq 1 40)              # 40 heaps: the long lists summarised

# the winning moves explain lists are exactly those solve gives
for pos in "nim 1 2 3 4" "nim 5 9 14" "nim 6 6 1" "nim 12 7 3 9 2" "nim 2 2 1 1 1" "nim 8"; do
    for misere in "" --misere; do
        # shellcheck disable=SC2086
        "$GRUNDY" solve $misere --json $pos | grep -o '"after":"[^"]*"' |
            sed 's/"after":"\(.*\)"/\1/' | sort >"$out"
        # shellcheck disable=SC2086
        "$GRUNDY" explain $misere $pos | sed -n 's/.*   leaves //p' | sort >"$err"
        check "explain $misere $pos: the winning moves of solve" cmp -s "$out" "$err"
        # shellcheck disable=SC2086
        outcome=$("$GRUNDY" solve $misere --json $pos | sed 's/.*"outcome":"\([NP]\)".*/\1/')
        # shellcheck disable=SC2086
        check "explain $misere $pos: the outcome of solve ($outcome)" \
            sh -c "'$GRUNDY' explain $misere $pos | grep -q '(an $outcome-position)'"
    done
done

# no colour and no Unicode when NO_COLOR is set or stdout is not a terminal
NO_COLOR= "$GRUNDY" explain nim 3 4 5 >"$out"
check "not a terminal: plain ASCII, no escapes" sh -c "! LC_ALL=C grep -q '[^ -~]' '$out'"

expect_error "no position" 2 "explain needs a position" -- explain
expect_error "unknown option" 2 "argument 2: unknown option '--json'" -- explain --json nim 3
expect_error "bad position" 2 "argument 4: '3x' is not a whole number" -- explain nim 1 3x

# a huge heap: the winning moves are counted up to a bound, not for ever
NO_COLOR=1 "$GRUNDY" explain kayles 1000000000000000 >"$out" 2>"$err"
check "huge kayles explained" [ $? -eq 0 ]
check "huge kayles: moves beyond the count are said" grep -q "and more than 99968 others" "$out"
# the tame rule counts the firm components past the twelve it lists
"$GRUNDY" explain --misere octal:0.75 4 4 4 4 4 4 4 4 4 4 4 4 4 3 >"$out"
check "tame rule: 14 components, 12 listed, 13 firm counted" \
    sh -c "grep -q 'and 2 more components' '$out' && grep -q '13 components are firm' '$out'"

finish
