# test_lang_games.sh - each game's own explanation of a component's value
# (the explain op of src/games/*.c) in Chinese: for one position of EVERY
# game `grundy games` lists, no line of its English explanation is left in
# the Chinese output; `period` and `quotient` in Chinese and in English
# against goldens (tests/cli/zh/, the English ones written before their
# sentences were marked for translation).
. tests/cli/lib.sh

export NO_COLOR=1
unset LANGUAGE LC_ALL LC_MESSAGES
g=tests/cli/zh
need_catalogue

# position GAME: the arguments of one position of GAME, its explanation's
# every case worth a look (a game missing here fails: add it)
position() {
    case $1 in
    nim) echo "nim 3 0" ;;            seq) echo "seq 3 4 5" ;;
    stair) echo "stair 3 4 5" ;;      bash) echo "bash:3 7" ;;
    jump) echo "jump XX.X.. X.X" ;;
    sub) echo "sub:1,3,4 30 5" ;;     lasker) echo "lasker 7 0" ;;
    split) echo "split 5 0" ;;        tree) echo "tree 1-2 1-3 3-4" ;;
    hackenbush) echo "hackenbush 0-1 1-2 2-0 2-2" ;;
    moore) echo "moore:2 3 4 5" ;;    wythoff) echo "wythoff 3,5 4,4" ;;
    box) echo "box 6,2 6,3 10,1" ;;   corner) echo "corner 2,4" ;;
    ed) echo "ed 2,3" ;;              cut) echo "cut 4,2" ;;
    euclidean) echo "euclidean 12,5" ;;
    octal) echo "octal:0.07 5" ;;     hex) echo "hex:0.f 5" ;;
    kayles) echo "kayles 5 100" ;;    dawson) echo "dawson 30 100" ;;
    grundys) echo "grundys 5" ;;      graph) echo "graph:$g/loopy.graph loop b" ;;
    turtles) echo "turtles 3 5" ;;    mock) echo "mock 3 5" ;;
    ruler) echo "ruler 3 5" ;;        twins) echo "twins 3 5" ;;
    triplets) echo "triplets 3 5" ;;  moebius) echo "moebius 3 5" ;;
    mogul) echo "mogul 3 5" ;;        turn) echo "turn:3 3 5" ;;
    tartan) echo "tartan:twins*twins 3,5 2,2" ;;
    esac
}

# the English explanation's lines: step 1's lines indented by six spaces
english_lines() {
    sed -n '/^1\./,/^2\./p' | grep '^      [^ ]'
}

for game in $(LANG=C "$GRUNDY" games | sed -n 's/^\([a-z][a-z0-9]*\) .*/\1/p'); do
    pos=$(position "$game")
    if [ -z "$pos" ]; then
        fail "explain: no position of $game in test_lang_games.sh"
        continue
    fi
    # shellcheck disable=SC2086
    LANG=C "$GRUNDY" explain $pos | english_lines >"$out"
    # shellcheck disable=SC2086
    LANG=zh_CN.UTF-8 "$GRUNDY" explain $pos >"$err"
    left=$(grep -Fxf "$out" "$err" | head -1)
    ok=0
    [ -s "$out" ] && [ -z "$left" ] && ok=1
    check "zh: explain $pos: an English explanation line is left: '$left'" [ $ok -eq 1 ]
done

# period and quotient: golden text in Chinese and in English
for cmd in period quotient; do
    LANG=zh_CN.UTF-8 expect_file "zh: $cmd kayles" /dev/null "$g/${cmd}_kayles.txt" "$cmd" kayles
    LANG=C expect_file "en: $cmd kayles" /dev/null "$g/en/${cmd}_kayles.txt" "$cmd" kayles
done

finish
