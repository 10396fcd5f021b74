# test_completion.sh - `grundy completion bash|zsh|fish`: the scripts come
# from the command table (options, and the kind of each command's words:
# checked against the usage lines of `grundy help`), the registry and the
# problem list; bash's completion is driven here word by word and its
# candidates checked. zsh and fish scripts are syntax-checked when those
# shells exist.
. tests/cli/lib.sh

script=$(mktemp)
# the commands whose usage line in help names a POSITION or a GAME
takers=$("$GRUNDY" help | awk '/^  [a-z]+ / && / (POSITION|GAME)( |$)/ { print $1 }')
check "help names the commands taking a position or a game" [ "$(echo $takers | wc -w)" -ge 5 ]
"$GRUNDY" completion bash >"$script"
check "bash script made" [ -s "$script" ]
if command -v bash >/dev/null 2>&1; then
    check "bash script parses" bash -n "$script"
    # comp WORDS...: the candidates bash offers for the last word
    comp() {
        bash -c '. "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _grundy
                 printf "%s\n" "${COMPREPLY[@]}"' _ "$script" "$@" | sort | tr '\n' ' ' | sed 's/ $//'
    }
    expect_comp() { name=$1; want=$2; shift 2
        got=$(comp "$@")
        if [ "$got" = "$want" ]; then pass; else fail "$name: got [$got] expected [$want]"; fi
    }
    commands=$("$GRUNDY" help | sed -n 's/^  \([a-z]*\)\( .*\)\{0,1\}$/\1/p' | grep -vx grundy | grep . | sort | tr '\n' ' ' | sed 's/ $//')
    games=$("$GRUNDY" games | awk '/^[a-z]/ { print $1 }' | sort | tr '\n' ' ' | sed 's/ $//')
    problems=$("$GRUNDY" problem --list | awk '{ print $1 }' | sort | tr '\n' ' ' | sed 's/ $//')
    expect_comp "every command" "--help --version $commands" grundy ''
    expect_comp "a command's beginning" "period play problem" grundy p
    expect_comp "solve's options" "--all-moves" grundy solve --al
    expect_comp "options by their beginning" "--max-heap --misere" grundy solve --m
    expect_comp "a position starts with a game" "$games" grundy solve ''
    expect_comp "game names by their beginning" "hackenbush hex" grundy solve h
    expect_comp "no game in the middle of a component" "" grundy solve nim 3 ''
    expect_comp "a game after +" "kayles" grundy solve nim 3 + k
    expect_comp "after an option's value, still a game" "$games" grundy solve --limit 3 ''
    expect_comp "an option's choices" "engine you" grundy play --first ''
    expect_comp "--color's choices" "always auto" grundy explain --color a
    expect_comp "--format's choices" "oeis plain" grundy values --format ''
    expect_comp "the problems" "$problems" grundy problem ''
    expect_comp "help names commands" "explain" grundy help ex
    expect_comp "values takes one game" "" grundy values kayles ''
    expect_comp "the shells" "bash fish zsh" grundy completion ''
    expect_comp "--lang for every command" "--lang" grundy period --la
    expect_comp "--lang's languages" "en zh" grundy solve --lang ''
    expect_comp "after --lang's value, still a game" "$games" grundy solve --lang zh ''
    expect_comp "quotient: a game after +" "kayles" grundy quotient dawson + k
    # the operand kind of each entry of the command table, against its usage
    # line in help: a command whose words are a POSITION or a GAME starts with a game
    for c in $takers; do
        expect_comp "$c starts with a game" "$games" grundy "$c" ''
    done
    dir=$(mktemp -d)
    : >"$dir/pos.txt"
    expect_comp "solve -f completes files" "$dir/pos.txt" grundy solve -f "$dir/po"
    expect_comp "problem files after the name" "$dir/pos.txt" grundy problem acwing-891 "$dir/p"
    rm -rf "$dir"
else
    skip "the bash completion checks: bash is not installed"
fi
"$GRUNDY" completion zsh >"$script"
check "zsh script made" grep -q '^#compdef grundy' "$script"
if command -v zsh >/dev/null 2>&1; then
    check "zsh script parses" zsh -n "$script"
else
    skip "zsh script parses: zsh is not installed (make deps)"
fi
"$GRUNDY" completion fish >"$script"
check "fish script made" grep -q "^complete -c grundy -n '__fish_seen_subcommand_from solve' -l json" "$script"
for c in $takers; do
    check "fish completes games after $c" grep -q \
        "^complete -c grundy -n '__fish_seen_subcommand_from \([a-z]* \)*$c\b[a-z ]*' -a 'nim " "$script"
done
check "fish keeps the quotes of its descriptions" grep -qF "'this list, or one command\\'s options and examples'" "$script"
check "fish offers --lang and its languages" grep -qx "complete -c grundy -l lang -x -a 'en zh' .*" "$script"
if command -v fish >/dev/null 2>&1; then
    check "fish script parses" fish -n "$script"
else
    skip "fish script parses: fish is not installed (make deps)"
fi
for shell in bash zsh fish; do
    "$GRUNDY" completion $shell >"$script"
    for c in $commands; do
        check "$shell script knows the command $c" grep -q "\b$c\b" "$script"
    done
    check "$shell script knows every game" grep -q "nim seq stair" "$script"
done
expect_error "completion for another shell" 2 "argument 2: no completion for 'tcsh'" -- completion tcsh
expect_error "completion with no shell" 2 "completion needs a shell" -- completion
rm -f "$script"
finish
