# test_options.sh - one option parser for every command, the GNU way:
# options before, between or after the words, --opt=value and --opt value,
# abbreviations, short forms, '--' ending the options, "did you mean", and
# files as arguments (solve -f FILE, problem NAME FILE...) with FILE:LINE:COL.
. tests/cli/lib.sh

# the same answer wherever the option stands
want=$("$GRUNDY" solve --json nim 3 4 5)
expect "option after the position" "$want" -- solve nim 3 4 5 --json
expect "option between the words" "$want" -- solve nim 3 --json 4 5
expect "abbreviated option" "$want" -- solve nim 3 4 5 --js
expect "option after --" "$want" -- solve --json -- nim 3 4 5
want=$("$GRUNDY" solve --limit 1 nim 1 2 4)
expect "--opt=value" "$want" -- solve --limit=1 nim 1 2 4
expect "value after the position" "$want" -- solve nim 1 2 4 --limit 1
expect "explain: option last" "$("$GRUNDY" explain --misere nim 1 1 2)" -- explain nim 1 1 2 --misere
check "play: options anywhere" [ "$(printf 'hint\nquit\n' | "$GRUNDY" play --first you --seed 3 nim 1 2)" = \
    "$(printf 'hint\nquit\n' | "$GRUNDY" play nim 1 2 --seed=3 --first=you)" ]
expect "values: options first" "$(printf '%s\n' 0 1 2)" -- values --to=2 kayles
expect "period: options anywhere" "$("$GRUNDY" period kayles --json)" -- period --json kayles

# errors name the argument and suggest the option meant
expect_error "misspelt option" 2 "argument 6: unknown option '--jsn' for solve \(did you mean --json\?\)" \
    -- solve nim 3 4 5 --jsn
expect_error "far from any option" 2 "unknown option '--frobnicate' for solve \(grundy help solve lists them\)" \
    -- solve --frobnicate nim 1
expect_error "ambiguous beginning" 2 "argument 2: '--m' is ambiguous for solve: --misere, --max-heap" \
    -- solve --m nim 1
expect_error "flag with a value" 2 "argument 2: --json takes no value" -- solve --json=yes nim 1
expect_error "value missing" 2 "argument 4: --limit needs a value N after it" -- solve nim 1 --limit
expect_error "unknown short option" 2 "argument 2: unknown option '-x' for solve" -- solve -x nim 1
expect_error "misspelt command" 2 "argument 1: unknown command 'slove' \(did you mean solve\?\)" -- slove nim 1
# after the global options the words keep their places on the whole line
expect_error "a misspelt command after --lang" 2 "^grundy: argument 3: unknown command 'slove'" -- --lang en slove nim 1
expect_error "an operand after --lang" 2 "^grundy: argument 5: 'x' is not a whole number" -- --lang en solve nim x
expect_error "an option after --lang=" 2 "^grundy: argument 5: unknown option '--bogus'" -- --lang=en solve nim 3 --bogus
expect_error "word after --: still checked as a position" 2 "argument 5: '--json' is not a whole number" \
    -- solve -- nim 3 --json
expect_error "negative number: a word, refused as a size" 2 "argument 4: '-1' is negative" -- solve nim 3 -1
expect_error "a negative option's number: its bound, as for one too small" 2 "argument 3: --limit: must be at least 0\$" -- solve --limit -1 nim 3
expect_error "... a bound of 1 said (the reviewer's --max -1)" 2 "argument 4: --max: must be at least 1\$" -- quotient kayles --max -1
expect_error "... '-' alone is no number" 2 "argument 3: --limit: " -- solve --limit - nim 3
expect_error "options between words keep argument numbers" 2 "argument 6: 'x' is not a whole number" \
    -- solve nim 3 --json 4 x
expect_error "a game with no arguments, options aside" 2 "argument 2: 'nim' needs arguments" -- solve nim --json
expect_error "games takes no words" 2 "argument 2: unexpected 'x' \(games takes no arguments\)" -- games x
expect "--help anywhere is help" "$("$GRUNDY" help solve)" -- solve nim 1 --help

# --search-limit bounds an exhaustive search: refused beyond it (exit 3)
expect_error "--search-limit refuses a search beyond it" 3 "too large for exhaustive search" \
    -- solve --misere --search-limit 1000 kayles 40 + grundys 1
"$GRUNDY" solve --misere --search-limit 1000000 kayles 30 + grundys 1 >"$out"
check "--search-limit large enough: answered" grep -q '^  winning moves (6):' "$out"

# solve -f FILE: positions from a file, errors with FILE:LINE:COLUMN
dir=$(mktemp -d)
printf 'nim 1 2\n\nkayles 4\n' >"$dir/good.txt"
expect "solve -f reads the file" "$(printf 'nim 1 2\nkayles 4\n' | "$GRUNDY" solve - --json)" \
    -- solve -f "$dir/good.txt" --json
expect "solve --file=FILE" "$(printf 'nim 1 2\nkayles 4\n' | "$GRUNDY" solve -)" \
    -- solve --file="$dir/good.txt"
expect "solve -fFILE" "$(printf 'nim 1 2\nkayles 4\n' | "$GRUNDY" solve -)" -- solve "-f$dir/good.txt"
printf 'nim 1\nnim x\n' >"$dir/bad.txt"
"$GRUNDY" solve -f "$dir/bad.txt" >"$out" 2>"$err"
check "solve -f: a bad line makes exit 2" [ $? -eq 2 ]
check "solve -f: error with FILE:LINE:COLUMN" grep -qx "grundy: $dir/bad.txt:2:5: 'x' is not a whole number" "$err"
check "solve -f: the good lines still answered" [ "$(cat "$out")" = "$("$GRUNDY" solve nim 1)" ]
expect_error "solve -f: missing file, blamed on its word" 2 "^grundy: argument [0-9]+: cannot open $dir/none.txt: No such file or directory" \
    -- solve -f "$dir/none.txt"
expect_error "solve -f with a position too" 2 "unexpected 'nim' \(solve -f reads its positions from the file\)" \
    -- solve -f "$dir/good.txt" nim 1
expect_error "solve - with a position too" 2 "^grundy: argument 3: unexpected 'nim' \(solve - reads its positions from standard input\)" \
    -- solve - nim 1

# problem NAME FILE...: each file one whole input
printf '2\n1 2\n' >"$dir/a.in"
printf '3\n1 2 3\n' >"$dir/b.in"
printf '2\n1 x\n' >"$dir/c.in"
both="$("$GRUNDY" problem acwing-891 <"$dir/a.in")
$("$GRUNDY" problem acwing-891 <"$dir/b.in")"
expect "problem with two files" "$both" -- problem acwing-891 "$dir/a.in" "$dir/b.in"
expect "problem with - for stdin" "$("$GRUNDY" problem acwing-891 <"$dir/a.in")" \
    "$(cat "$dir/a.in")" -- problem acwing-891 -
"$GRUNDY" problem acwing-891 "$dir/a.in" "$dir/c.in" "$dir/b.in" >"$out" 2>"$err"
check "problem: a bad file makes exit 2" [ $? -eq 2 ]
check "problem: error with FILE:LINE:COLUMN" grep -q "^grundy: $dir/c.in:2:3: " "$err"
check "problem: the good files still answered" [ "$(cat "$out")" = "$both" ]
expect_error "problem: missing file" 2 "cannot open $dir/none.in" -- problem acwing-891 "$dir/none.in"
rm -rf "$dir"
# a usage error quotes a word on one line: controls as '?', a huge word
# abbreviated (its head...tail)
huge=$(head -c 100000 /dev/zero | tr '\0' x)
"$GRUNDY" "$huge" 2>"$out.err"
check "a 100,000-byte command word: one short line" \
    sh -c "[ \$(wc -l <'$out.err') -eq 1 ] && [ \$(wc -c <'$out.err') -lt 400 ] && grep -q \"unknown command 'xx*\\.\\.\\.xx*'\" '$out.err'"
nl='
'
"$GRUNDY" "sol${nl}ve" 2>"$out.err"
check "a command word with a newline: one line, the newline a '?'" \
    sh -c "[ \$(wc -l <'$out.err') -eq 1 ] && grep -qF \"unknown command 'sol?ve'\" '$out.err'"
"$GRUNDY" solve --color="a	b" nim 1 2>"$out.err"
check "an option's value with a tab: the tab a '?'" grep -qF "(not 'a?b')" "$out.err"
rm -f "$out.err"
# help: the word to blame; --help shortened, or given a value
expect_error "help x solve: the unknown command" 2 "^grundy: argument 2: unknown command 'x'" -- help x solve
expect_error "help solve games: the word too many" 2 "^grundy: argument 3: unexpected 'games' \(help takes one command\)" -- help solve games
expect_error "--help=1: takes no value" 2 "^grundy: argument 2: --help takes no value$" -- solve --help=1
check "--he is --help" sh -c "'$GRUNDY' solve --he | head -n 1 | grep -q '^usage: grundy solve'"
expect_error "--he where --hex begins so too: ambiguous" 2 "'--he' is ambiguous for nimber: --help, --hex" -- nimber --he
# --js is --json: its errors stay English in any language
check "--js: a batch's error records in English" \
    sh -c "printf 'foo\\n' | LANG=zh_CN.UTF-8 '$GRUNDY' solve --js - 2>/dev/null | grep -qF 'unknown game'"
# quotient: a game that is no heap game, said so, where
expect_error "quotient seq: no heap game" 2 "^grundy: argument 2: 'seq' is not a heap game: misere quotients are computed for heap games$" -- quotient seq
expect_error "quotient turtles: no heap game either" 2 "argument 2: 'turtles' is not a heap game" -- quotient turtles
# nimber: 0x with no digit
expect_error "nimber 0x: hex digits needed" 2 "column 3: '0x' needs hexadecimal digits after it" -- nimber 0x
expect_error "a character of several bytes is quoted whole, as '?'" 2 "column 1: unexpected '\\?' where a number" -- nimber '３'
# a '+' against a number: a sign, or a sum with no game; not 'unknown game'
expect_error "nim +3" 2 "^grundy: argument 3: expected a game name after '\+', got the number '3'" -- solve nim +3
expect_error "nim 3+4" 2 "^grundy: argument 3: expected a game name after '\+', got the number '4'" -- solve nim 3+4
expect_error "nim 1 + 0.137 5: an unknown game still" 2 "^grundy: argument 5: unknown game '0.137'" -- solve nim 1 + 0.137 5
finish
