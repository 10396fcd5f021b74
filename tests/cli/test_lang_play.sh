# test_lang_play.sh - `grundy play` in Chinese: a scripted game through the
# line protocol to its end (its keywords stay English, the reasons after
# "error:" and "help:" are Chinese) against a golden, the same game under
# LANG=C byte for byte the English one, moves typed the Chinese way, and in a
# real terminal (tmux) the drawing's columns counted in display width (`wc
# -L` under C.UTF-8 counts a CJK character as two) and a misere game to its
# end, who starts answered in Chinese.
. tests/cli/lib.sh

golden=tests/cli/zh
need_catalogue
in=$(mktemp)
pane=$(mktemp)
trap 'rm -f "$out" "$err" "$in" "$pane"' EXIT

# zh ARGS...: grundy in Chinese (the locale need not be installed)
zh() {
    LANG=zh_CN.UTF-8 "$GRUNDY" "$@"
}

# ---- a whole game through the line protocol ----
# refused moves of every kind, help, undo with nothing to undo, hint, a real
# undo, the forms of a move; the user wins. The moves are written the way
# both languages read, so that the English game is the same game.
cat >"$in" <<'MOVES'
# a game to its end
undo
help
0 -> nim 1
7 -> 1
take two
3 -> nim 1
heap 2: 5 -> 1
hint
2 -> 0
undo
2 0
3 1
heap 3: 1 -> 0
MOVES
game="--seed 3 --first you nim 0 2 5 + kayles 3"
# shellcheck disable=SC2086
zh play $game <"$in" >"$out" 2>"$err"
status=$?
check "zh game: exit 0 ($(cat "$err"))" [ $status -eq 0 ]
check "zh game: stdout is the golden (diff: $(diff "$out" "$golden/play_game.zh.out" | head -5))" \
    cmp -s "$out" "$golden/play_game.zh.out"
check "zh game: nothing on stderr" [ ! -s "$err" ]
check "zh game: the protocol's keywords stay English" \
    sh -c "! grep -vqE '^(position|engine|hint|error|help|winner): ' '$out'"
check "zh game: the user wins" grep -qx 'winner: you' "$out"
check "zh game: the reasons are Chinese" grep -q '^error: 非法走法：第 0 堆是 nim 0，已经无法再走$' "$out"
for lang in C C.UTF-8; do
    # shellcheck disable=SC2086
    LANG=$lang "$GRUNDY" play $game <"$in" >"$out" 2>"$err"
    check "LANG=$lang: the same game in English, byte for byte" \
        cmp -s "$out" "$golden/play_game.en.out"
done
# shellcheck disable=SC2086
zh --lang en play $game <"$in" >"$out" 2>"$err"
check "zh_CN with --lang en: English" cmp -s "$out" "$golden/play_game.en.out"

# ---- a move that cannot be made: the reason, the ruleset's summary after it ----
printf '0 -> nim 9\n' | zh play --first you nim 3 4 5 >"$out" 2>"$err"
check "zh: cannot become" grep -q '^error: 非法走法：第 0 堆是 nim 3，不能变成 nim 9（' "$out"
printf '0 -> \n' | zh play --first you kayles 3 >"$out" 2>"$err"
check "zh: cannot become nothing, no space before it" \
    grep -q '^error: 非法走法：第 0 堆是 kayles 3，不能变成空局面（' "$out"
printf '1 -> tree 1-2 1-3\n' | zh play --first you nim 3 + tree 1-2 >"$out" 2>"$err"
check "zh: a component that is no heap" \
    grep -q '^error: 非法走法：第 1 个子游戏是 tree 1-2，不能变成 tree 1-2 1-3（' "$out"
printf '1 -> nim 9\n' | zh play --first you nim 3 + tree 1-2 >"$out" 2>"$err"
check "zh: another game" \
    grep -qx "error: 非法走法：第 1 个子游戏是 'tree' 游戏，不能变成 'nim 9'" "$out"
printf 'heap 2: 7 -> 3\n' | zh play --first you nim 3 4 5 >"$out" 2>"$err"
check "zh: no such move" grep -q "^error: 非法走法：第 2 堆（nim 5）没有走法 '7 -> 3'（" "$out"
printf '0 -> kayles 1; -\n' | zh play --compound conjunctive --first you kayles 2 3 >"$out" 2>"$err"
check "zh: no move of a compound" grep -q "^error: '0 -> kayles 1; -' 不是当前 conjunctive 复合游戏的走法（" "$out"

# ---- moves written the Chinese way: "第 2 堆：5 -> 1" ----
for form in "第 2 堆：5 -> 1" "第2堆：5 -> 1" "第 2 堆 : 5 -> 1" "第 2 堆 -> nim 1" "第 2 堆 1"; do
    printf '%s\n' "$form" | zh play --seed 3 --first you nim 0 2 5 + kayles 3 >"$out" 2>"$err"
    check "zh: '$form' is read" sh -c "! grep -q '^error' '$out'"
    check "zh: '$form' is heap 2 to 1" grep -qx 'engine: 3 -> kayles 2' "$out"
done
printf '第 1 个子游戏：cut 1-2\n' | zh play --first you nim 3 + tree 1-2 >"$out" 2>"$err"
check "zh: '第 1 个子游戏：cut 1-2'" grep -q '^engine: ' "$out"
printf '第 2 堆：5 -> 1\n' | "$GRUNDY" play --first you nim 0 2 5 >"$out" 2>"$err"
check "English: the Chinese form is not read" grep -q "^error: cannot read '第 2 堆：5 -> 1'" "$out"

# ---- the end of input and quit on stderr ----
printf 'quit\n' | zh play --first you nim 3 >"$out" 2>"$err"
status=$?
check "zh quit: exit 5" [ $status -eq 5 ]
check "zh quit: said in Chinese" grep -qx 'grundy: play: 游戏结束前收到 quit（已走 0 步）' "$err"
printf '0 -> nim 1\n' | zh play --seed 1 --first you nim 3 4 5 >"$out" 2>"$err"
check "zh end of input: said in Chinese" \
    grep -qx 'grundy: play: 游戏结束前输入已结束（已走 2 步）' "$err"

# ---- a real terminal: the drawing's columns (tmux) ----
# LC_CTYPE=C.UTF-8: the characters are UTF-8 even where the zh_CN locale is
# not installed (readline reads Chinese only in a UTF-8 locale); the language
# still comes from LANG.
if ! command -v tmux >/dev/null 2>&1; then
    skip "the terminal checks: tmux is not installed (make deps)"
    finish
    exit
fi
sock="grundy-zh-test-$$"
tm() { tmux -L "$sock" "$@"; }
# wait_for PATTERN: until the pane shows it (at most about 10 s)
wait_for() {
    n=0
    while [ $n -lt 100 ]; do
        tm capture-pane -p -S - -t play >"$pane" 2>/dev/null
        grep -q -- "$1" "$pane" && return 0
        sleep 0.1
        n=$((n + 1))
    done
    echo "pane did not show [$1]:" >&2
    cat "$pane" >&2
    return 1
}
# widths: the display width of each line of stdin, one a line, sorted, once each
widths() {
    while IFS= read -r w_line; do
        printf '%s\n' "$w_line" | LC_ALL=C.UTF-8 wc -L
    done | sort -u
}

# ten heaps and components 10 to 12: "第 10 个子游戏" is 14 columns wide, more
# than the 13 an English label gets; a tree drawn over several lines
tm new-session -d -s play -x 150 -y 80 \
    "env TERM=xterm LANG=zh_CN.UTF-8 LC_CTYPE=C.UTF-8 NO_COLOR=1 '$GRUNDY' play --seed 4 --first you \
     nim 1 1 1 1 1 1 1 1 1 1 + tree 1-2 1-3 3-4 + wythoff 1,2 + corner 2,3; sleep 60"
check "zh tty: the prompt" wait_for "你的走法>"
check "zh tty: the banner" grep -q '^grundy play - 你对阵完美的引擎，正常规则（最后走的一方获胜）。$' "$pane"
check "zh tty: the position" grep -q '^局面：nim 1 1 1 1 1 1 1 1 1 1 + tree' "$pane"
rows=$(grep -E '^  第 [0-9]+ (堆|个子游戏) ' "$pane")
check "zh tty: 13 labelled rows" [ "$(printf '%s\n' "$rows" | wc -l)" -eq 13 ]
# the label's column: every label padded to the same display width
labels=$(printf '%s\n' "$rows" | sed -E 's/^(  第 [0-9]+ [^ ]+ +).*/\1/' | widths)
check "zh tty: the specs start in one column ($labels)" [ "$labels" = 17 ]
# the drawing's column: after the spec, the same for every drawn row, and
# the lines under a drawing's first start there too
starts=$(printf '%s\n' "$rows" | grep -v corner |
    sed -E 's/^(  第 [0-9]+ [^ ]+ +[a-z]+ +).*/\1/' | widths)
under=$(grep -E '^ +(\+- 2|├─ 2|pile 2:)' "$pane" | sed -E 's/^( *).*/\1/' | widths)
check "zh tty: the drawings start in one column ($starts)" [ "$starts" = 26 ]
check "zh tty: the lines under a drawing too ($under)" [ "$under" = 26 ]
tm send-keys -t play "help" Enter
check "zh tty: help" wait_for "命令：hint（提示一步好棋）"
# the help's examples: their meanings start in one column
meanings=$(grep -E '^  [^ ].*  +(第 2 个子游戏变成|同上|第 2 堆的走法)' "$pane" |
    sed -E 's/^(  .*[^ ] +)(第 2 个子游戏变成|同上|第 2 堆的走法).*/\1/' | widths)
check "zh tty: the help's examples line up ($meanings)" [ "$meanings" = 19 ]
check "zh tty: the help shows the Chinese form of a move" grep -q '^  第 2 堆：7 -> 3  第 2 堆的走法' "$pane"
tm send-keys -t play "hint" Enter
check "zh tty: hint" wait_for "^提示：你能获胜。第 11 个子游戏：1,2 -> 0,2$"
tm send-keys -t play "0 -> nim 9" Enter
check "zh tty: an illegal move" wait_for "^错误：非法走法：第 0 堆是 nim 1，不能变成 nim 9"
tm kill-server 2>/dev/null

# a game to its end in a terminal: who starts, answered in Chinese; a move
# typed the Chinese way; misere play, the engine wins
sock="grundy-zh-test-$$-end"
tm new-session -d -s play -x 120 -y 60 \
    "env TERM=xterm LANG=zh_CN.UTF-8 LC_CTYPE=C.UTF-8 NO_COLOR=1 '$GRUNDY' play --misere \
     --seed 2 nim 3 2; echo \"exit=\$?\"; sleep 60"
check "zh tty end: who starts" wait_for "谁先走：你（you）还是引擎（engine）？"
check "zh tty end: misere in the banner" \
    grep -q '^grundy play - 你对阵完美的引擎，反常规则（Anti 规则，最后走的一方失败）。$' "$pane"
tm send-keys -t play "谁" Enter
check "zh tty end: not an answer" wait_for "^请回答 you（你）或 engine（引擎）。$"
tm send-keys -t play "引擎" Enter
check "zh tty end: the answer 引擎" wait_for "^引擎走 第 0 堆：3 -> 2，局面变为 nim 2 2$"
check "zh tty end: then the user" wait_for "你的走法>"
tm send-keys -t play "hint" Enter
check "zh tty end: a losing position" wait_for "^提示：这是必败态（P）：.*让引擎最难应对的一步：第 [01] 堆："
tm send-keys -t play "undo" Enter
check "zh tty end: nothing to undo" wait_for "^还没有可以撤回的一步。$"
tm send-keys -t play "第 0 堆：2 -> 0" Enter
check "zh tty end: the move typed the Chinese way" \
    wait_for "^你走 第 0 堆：2 -> 0，局面变为 nim 0 2$"
check "zh tty end: the engine leaves one token" wait_for "^引擎走 第 1 堆：2 -> 1，局面变为 nim 0 1$"
tm send-keys -t play "1 0" Enter
check "zh tty end: the last token taken" wait_for "^你走 第 1 堆：1 -> 0，局面变为 nim 0 0$"
check "zh tty end: no move left" wait_for "^已无走法：轮到走的一方获胜（反常规则）。$"
check "zh tty end: the winner" wait_for "^引擎获胜。$"
check "zh tty end: a rematch offered" wait_for "再来一局？"
tm send-keys -t play "n" Enter
check "zh tty end: exit 0" wait_for "exit=0"
tm kill-server 2>/dev/null

finish
