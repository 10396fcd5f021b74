# test_completion.sh - `grundy completion bash|zsh|fish`: the scripts come
# from the command table (options, and the kind of each command's words:
# checked against the usage lines of `grundy help`), the options before the
# command, the registry and the problem list; bash's completion is driven
# here word by word and its candidates checked, and the words that every
# shell must offer alike (the games values, period and census take, the
# options before the command) are checked in each of bash, zsh and fish
# that is installed; zsh and fish scripts are syntax-checked when those
# shells exist.
. tests/cli/lib.sh

script=$(mktemp)
commands=$("$GRUNDY" help | sed -n 's/^  \([a-z]*\)\( .*\)\{0,1\}$/\1/p' | grep -vx grundy | grep . | sort | tr '\n' ' ' | sed 's/ $//')
games=$("$GRUNDY" games | awk '/^[a-z]/ { print $1 }' | sort | tr '\n' ' ' | sed 's/ $//')
# the commands whose usage line in help names a POSITION or a GAME
takers=$("$GRUNDY" help | awk '/^  [a-z]+ / && / (POSITION|GAME)( |$)/ { print $1 }')
check "help names the commands taking a position or a game" [ "$(echo $takers | wc -w)" -ge 5 ]
# of those, the commands that take heap games only (and rows of coins), as
# their error for another game says
heap_takers=
for c in $takers; do
    if { "$GRUNDY" "$c" wythoff; "$GRUNDY" "$c" wythoff --to 1; } </dev/null 2>&1 |
        grep -q "values and periods are for heap games"; then
        heap_takers="$heap_takers $c"
    fi
done
check "values and period take heap games only" [ "$heap_takers" = " values period" ]
# the games that take no parameters; of them, those values and census
# compute
plain_games=$("$GRUNDY" games | awk '/^[a-z]/ { name = $1 } /^ +syntax: / && $2 !~ /:/ { print name }')
heap_plain= census_plain=
for g in $plain_games; do
    ! "$GRUNDY" values "$g" --to 3 >/dev/null 2>&1 || heap_plain="$heap_plain $g"
    ! "$GRUNDY" census --to 10 "$g" >/dev/null 2>&1 || census_plain="$census_plain $g"
done
# sorted: the lines of stdin, sorted, on one line; words LIST...: the words
# so; plain LIST...: those of them that are games without parameters
sorted() { grep . | sort | tr '\n' ' ' | sed 's/ $//'; }
words() { printf '%s\n' $* | sorted; }
plain() {
    for w in $*; do case " $(echo $plain_games) " in *" $w "*) echo "$w" ;; esac; done | sorted
}
heap_plain=$(words $heap_plain)
census_plain=$(words $census_plain)
check "some heap games, not all games" [ -n "$heap_plain" ] && [ "$heap_plain" != "$(words $plain_games)" ]
# census's sets octal:K go up to the K its error for a longer one names
most=$("$GRUNDY" census octal:9 2>&1 | sed -n 's/.*at most \([0-9]*\) digits.*/\1/p')
octal_sets=$(k=1; while [ "$k" -le "${most:-0}" ]; do echo "octal:$k"; k=$((k + 1)); done | sorted)
check "census says how long its octal:K may be" [ -n "$octal_sets" ]
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
    problems=$("$GRUNDY" problem --list | awk '{ print $1 }' | sort | tr '\n' ' ' | sed 's/ $//')
    expect_comp "every command" "$commands" grundy ''
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
        case " $heap_takers " in
        *" $c "*) ;;   # below, in every shell
        *) [ "$c" = quotient ] || expect_comp "$c starts with a game" "$games" grundy "$c" '' ;;
        esac
    done
    # quotient's sums are of heap games: of the games without parameters,
    # it offers those it takes and not those it refuses as not heap games
    got=$(comp grundy quotient '')
    for g in $(plain $games); do
        refused=0
        "$GRUNDY" quotient "$g" --max 8 </dev/null 2>&1 | grep -q "is not a heap game" && refused=1
        case " $got " in
        *" $g "*) check "quotient offers $g, which it takes" [ $refused -eq 0 ] ;;
        *) check "quotient leaves out $g, which it refuses" [ $refused -eq 1 ] ;;
        esac
    done
    check "quotient offers only games" [ -z "$(for w in $got; do
        case " $games " in *" $w "*) ;; *) echo "$w" ;; esac; done)" ]
    # bash splits --name=value at '=': the words are "--name", "=", "value"
    expect_comp "--lang=, split, before the command" "en zh" grundy --lang =
    expect_comp "--lang=z, split, before the command" "zh" grundy --lang = z
    expect_comp "--lang=zh, split, then the command" "solve" grundy --lang = zh sol
    expect_comp "--first=e, split" "engine" grundy play --first = e
    expect_comp "after --first=engine, split, a position" "kayles" grundy play --first = engine k
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
check "fish offers --lang and its languages" \
    grep -qx "complete -c grundy -n 'not __grundy_needs_command' -l lang -x -a 'en zh' .*" "$script"
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
# In every shell: comp_in SHELL WORDS... gives the candidates SHELL's script
# offers for the last word, sorted, on one line (in zsh, compadd, _files
# and compdef stand in for its completion system, and offer the words that
# begin as the last one does; fish's own complete -C).
dir=$(mktemp -d)
for shell in bash zsh fish; do "$GRUNDY" completion $shell >"$dir/grundy.$shell"; done
comp_in() {
    sh=$1; shift
    case $sh in
    bash) bash -c '. "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _grundy
                   printf "%s\n" "${COMPREPLY[@]}"' _ "$dir/grundy.bash" "$@" ;;
    zsh) zsh -fc 'compdef() { :; }
                  compadd() { [[ $1 == -- ]] && shift; local w
                              for w; do [[ $w == ${words[CURRENT]}* ]] && print -r -- $w; done; }
                  compset() { [[ $1 == -P && ${words[CURRENT]} == $2* ]] || return 1
                              IPREFIX=$2; words[CURRENT]=${words[CURRENT]#$2}; }
                  _files() { local f; for f in ${words[CURRENT]}*(N); do print -r -- $IPREFIX$f; done; }
                  . "$1"; shift; words=("$@"); CURRENT=$#; _grundy' _ "$dir/grundy.zsh" "$@" ;;
    fish) fish --no-config -c 'source $argv[1]
                               complete -C (string join " " -- $argv[2..-1]) |
                                   string replace -r "\t.*" ""' "$dir/grundy.fish" "$@" ;;
    esac | sorted
}
shells=
for shell in bash zsh fish; do
    if command -v $shell >/dev/null 2>&1; then shells="$shells $shell"
    else skip "the $shell completion checks: $shell is not installed (make deps)"; fi
done
# expect_shells NAME WANT WORDS...: every shell offers WANT
expect_shells() { name=$1; want=$2; shift 2
    for shell in $shells; do
        got=$(comp_in $shell "$@")
        if [ "$got" = "$want" ]; then pass
        else fail "$shell: $name: got [$got] expected [$want]"; fi
    done
}
: >"$dir/lib.so"
for shell in $shells; do
    for c in $heap_takers; do
        got=$(comp_in $shell grundy "$c" '')
        check "$shell: $c offers the heap games without parameters" [ "$(plain $got)" = "$heap_plain" ] ||
            echo "  got [$(plain $got)] expected [$heap_plain]" >&2
        check "$shell: $c offers games only" [ -z "$(for w in $got; do
            case " $games " in *" $w "*) ;; *) echo "$w" ;; esac; done)" ]
    done
    got=$(comp_in $shell grundy census '')
    check "$shell: census offers the games it computes" [ "$(plain $got)" = "$census_plain" ] ||
        echo "  got [$(plain $got)] expected [$census_plain]" >&2
done
expect_shells "values: a heap game by its beginning" "kayles" grundy values k
expect_shells "values: no game of pairs" "" grundy values wy
expect_shells "quotient: heap games only" "kayles" grundy quotient k
expect_shells "quotient: no rows of coins, no trees" "" grundy quotient tu
expect_shells "quotient: another heap game after +" "dawson" grundy quotient kayles + da
expect_shells "period: rows of coins too" "turn turtles" grundy period tu
expect_shells "census: octal:K and octal" "octal $octal_sets" grundy census oct
expect_shells "census: more sets after one" "octal $octal_sets" grundy census octal:2 oc
expect_shells "census: after an option's value" "kayles" grundy census --to 100 k
expect_shells "the options before a command" "--help --lang --plugin --version" grundy --
expect_shells "--lang's languages before a command" "en zh" grundy --lang ''
expect_shells "a command after --lang zh" "solve" grundy --lang zh sol
expect_shells "a command after --lang=zh" "$commands" grundy --lang=zh ''
expect_shells "a command after --plugin FILE" "period play problem" grundy --plugin "$dir/lib.so" p
expect_shells "--plugin's file" "$dir/lib.so" grundy --plugin "$dir/li"
expect_shells "census: the files of @FILE" "@$dir/lib.so" grundy census --to 10 "@$dir/li"
expect_shells "the command's options after --lang zh" "--format --from" grundy --lang zh values --f
expect_shells "the command's words after --lang=zh" "kayles" grundy --lang=zh solve k
expect_shells "no command twice" "" grundy --lang zh solve sol
# each option offered before the command is one grundy takes there
for o in $(comp_in bash grundy -); do
    "$GRUNDY" "$o" </dev/null >/dev/null 2>"$err"
    check "grundy takes $o before the command" sh -c '! grep -q "unknown command" "$1"' _ "$err"
done
rm -rf "$dir"
expect_error "completion for another shell" 2 "argument 2: no completion for 'tcsh'" -- completion tcsh
expect_error "completion with no shell" 2 "completion needs a shell" -- completion
rm -f "$script"
finish
