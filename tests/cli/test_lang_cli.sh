# test_lang_cli.sh - the command line's own words in Chinese: help and usage
# (a golden of `grundy help solve`), the columns of `grundy games`, `grundy
# problem --list` and every command's options aligned by display width (a
# CJK character takes two columns: wc -L under C.UTF-8 measures them), the
# progress line's words; and English untouched where the locale is C.
. tests/cli/lib.sh
need_catalogue
golden=tests/cli/zh

# cols TEXT: TEXT's width in terminal columns
cols() { printf '%s\n' "$1" | LC_ALL=C.UTF-8 wc -L; }

# Help, whole: the golden, and the same through --lang zh and --help.
LANG=zh_CN.UTF-8 "$GRUNDY" help solve >"$out" 2>"$err"
check "LANG=zh_CN.UTF-8 help solve: exit 0, nothing on stderr" sh -c "[ $? -eq 0 ] && [ ! -s '$err' ]"
check "LANG=zh_CN.UTF-8 help solve is the golden" cmp -s "$out" "$golden/help_solve.txt"
"$GRUNDY" --lang zh solve --help >"$out.2"
check "--lang zh solve --help is the same" cmp -s "$out" "$out.2"

# English where the locale is C (or English is asked for): byte for byte
# what the tests' C.UTF-8 prints.
"$GRUNDY" help solve >"$out"
for l in C POSIX en_US.UTF-8; do
    LANG=$l "$GRUNDY" help solve >"$out.2"
    check "LANG=$l help solve is English" cmp -s "$out" "$out.2"
done
LANG=zh_CN.UTF-8 "$GRUNDY" --lang en help solve >"$out.2"
check "--lang en beats LANG=zh_CN.UTF-8" cmp -s "$out" "$out.2"
check "English help solve: usage first" sh -c "head -n 1 '$out' | grep -q '^usage: grundy solve'"
LANG=C "$GRUNDY" games >"$out.2"
check "LANG=C games is English" sh -c "'$GRUNDY' games | cmp -s - '$out.2'"

# Every command's help in Chinese: the words translated, the examples (the
# commands) as they are, the help of every option starting in one column.
for c in $("$GRUNDY" help | sed -n 's/^  \([a-z]*\)\( .*\)\{0,1\}$/\1/p' | grep -vx grundy); do
    "$GRUNDY" --lang zh help "$c" >"$out"
    check "help $c in Chinese: 用法 first" sh -c "head -n 1 '$out' | grep -q '^用法：grundy $c'"
    check "help $c in Chinese: 选项 and 示例" sh -c "grep -qx '选项：' '$out' && grep -qx '示例：' '$out'"
    check "help $c in Chinese: the examples as in English" \
        sh -c "[ \"\$(grep '^  grundy ' '$out')\" = \"\$('$GRUNDY' help $c | grep '^  grundy ')\" ]"
    starts=$(sed -n '/^选项：$/,/^$/p' "$out" | grep '^  -' | while IFS= read -r line; do
        help=$(printf '%s\n' "$line" | sed 's/^  [-a-zA-Z0-9|,. ]*[a-zA-Z0-9|]   *//')
        echo $(($(cols "$line") - $(cols "$help")))
    done | sort -u)
    check "help $c in Chinese: the options' help in one column ($starts)" [ "$(echo "$starts" | wc -l)" -eq 1 ]
    check "help $c in Chinese: every option's help translated (po/zh_CN/cli.po)" \
        sh -c "'$GRUNDY' help $c | grep '^  -' | grep -Fxf - '$out' | grep -q . && exit 1; exit 0"
done

# grundy games: the names in a column of 13, the syntax lines indented 15,
# whatever the width of the descriptions.
LANG=zh_CN.UTF-8 "$GRUNDY" games >"$out"
check "games in Chinese: as many lines as in English" \
    [ "$(wc -l <"$out")" -eq "$("$GRUNDY" games | wc -l)" ]
bad=0
rows=0
while IFS= read -r line; do
    rows=$((rows + 1))
    case $line in
    " "*) rest=${line#"               "}; want=15; prefix=写法 ;;
    *) rest=$(printf '%s\n' "$line" | sed 's/^[a-z]* *//'); want=13; prefix= ;;
    esac
    [ $(($(cols "$line") - $(cols "$rest"))) -eq $want ] || { bad=$((bad + 1)); echo "misaligned: $line" >&2; }
    [ -z "$prefix" ] || case $rest in "$prefix"*) ;; *) bad=$((bad + 1)); echo "no 写法: $line" >&2 ;; esac
done <"$out"
check "games in Chinese: every one of $rows rows aligned" [ $bad -eq 0 ]
check "games in Chinese: the rows fit in 120 columns" [ "$(LC_ALL=C.UTF-8 wc -L <"$out")" -le 120 ]
"$GRUNDY" games >"$out.2"
check "games in Chinese: every description and syntax translated (a new game's too: po/zh_CN/cli.po)" \
    [ -z "$(grep -Fxf "$out.2" "$out")" ]
check "games in Chinese: nim in Chinese" grep -q '^nim          Nim：从一堆中取任意个（至少一个）石子$' "$out"
check "games in Chinese: the game names are not translated" \
    [ "$(awk '/^[a-z]/ { print $1 }' "$out")" = "$("$GRUNDY" games | awk '/^[a-z]/ { print $1 }')" ]

# grundy problem --list: the names as they are, the descriptions in Chinese
# in one column (the output of the problems themselves stays the judges').
LANG=zh_CN.UTF-8 "$GRUNDY" problem --list >"$out"
check "problem --list in Chinese: the same names" \
    [ "$(awk '{ print $1 }' "$out")" = "$("$GRUNDY" problem --list | awk '{ print $1 }')" ]
check "problem --list in Chinese: every description translated (po/zh_CN/cli.po)" \
    sh -c "'$GRUNDY' problem --list | grep -Fxf - '$out' | grep -q . && exit 1; exit 0"
check "problem --list in Chinese: acwing-891" \
    grep -qx 'acwing-891   AcWing 891：Nim，n 个堆；先手必胜则输出 Yes' "$out"
expect "a problem's answer is the judge's, in any language" "Yes" "2
1 2
" -- --lang zh problem acwing-891

# The top of `grundy help`: translated, the commands' usage lines as they are.
LANG=zh_CN.UTF-8 "$GRUNDY" help >"$out"
check "help in Chinese: the title" grep -q '^grundy .* - 求解公平组合游戏' "$out"
check "help in Chinese: the usage lines of the commands" \
    [ "$(sed -n 's/^  \([a-z]*\) .*/\1/p' "$out" | tr '\n' ' ')" = \
      "$("$GRUNDY" help | sed -n 's/^  \([a-z]*\) .*/\1/p' | tr '\n' ' ')" ]
check "help in Chinese: the exit statuses" grep -q '^退出状态：0 已解答' "$out"
# census tables on stdout in Chinese, their columns where the English ones
# are (by display width); a table written to FILE stays English, so that a
# run is resumed in any language.
"$GRUNDY" --lang zh census --to 300 kayles octal:0.16 >"$out"
"$GRUNDY" census --to 300 kayles octal:0.16 >"$out.2"
check "census in Chinese: the header" grep -q '^游戏  *前周期  *周期  *最大值  *计算到$' "$out"
check "census in Chinese: not periodic" grep -q '  300 以下没有周期$' "$out"
check "census in Chinese: the header as wide as the English" \
    [ "$(head -n 1 "$out" | LC_ALL=C.UTF-8 wc -L)" -eq "$(head -n 1 "$out.2" | LC_ALL=C.UTF-8 wc -L)" ]
check "census in Chinese: the proved rows as in English" \
    [ "$(sed -n 2p "$out")" = "$(sed -n 2p "$out.2")" ]
"$GRUNDY" --lang zh census --misere --to 30 kayles >"$out"
"$GRUNDY" census --misere --to 30 kayles >"$out.2"
check "census --misere in Chinese: the columns end where the English ones do" \
    [ "$(head -n 2 "$out" | sed 's/  [^ ]*$//' | LC_ALL=C.UTF-8 wc -L)" -eq \
      "$(head -n 2 "$out.2" | sed 's/  [^ ]*$//' | LC_ALL=C.UTF-8 wc -L)" ]
check "census --misere in Chinese: tame and status" grep -q ' 否  *-  *-  *30  已找到$' "$out"
tmp=$(mktemp -d)
LANG=zh_CN.UTF-8 "$GRUNDY" census --to 300 -o "$tmp/c.txt" kayles octal:0.16 >/dev/null 2>&1
"$GRUNDY" census --to 300 kayles octal:0.16 >"$out.2"
check "census -o FILE in Chinese: the file is English" cmp -s "$tmp/c.txt" "$out.2"
"$GRUNDY" --lang zh census --to 300 --json kayles >"$out"
check "census --json in Chinese: the JSON as in English" \
    sh -c "'$GRUNDY' census --to 300 --json kayles | cmp -s - '$out'"
rm -rf "$tmp"

# The Chinese manual page (man/zh_CN/man1/grundy.1): test_docs.sh checks
# that it names every command, option and problem and the version, as it
# does for the English one.
man=man/zh_CN/man1/grundy.1
check "the Chinese man page is there" [ -s "$man" ]
check "the Chinese man page has the sections of the English one" \
    [ "$(grep -c '^\.SH' "$man")" -eq "$(grep -c '^\.SH' man/grundy.1)" ]
if command -v man >/dev/null 2>&1 && man --version >/dev/null 2>&1; then
    check "the Chinese man page renders without a warning" \
        sh -c "man --warnings -l '$man' 2>&1 >/dev/null | grep -v 'cannot adjust' | grep -q . && exit 1; exit 0"
else
    skip "rendering the Chinese man page: no man here (man-db)"
fi
# --lang shortened, as every option may be where no other begins so
# ("--l" is --lang or --limit for solve, --lang or --list for problem); its
# refusals in the language the variables ask for
for w in "--la zh" "--lan=zh" "--la=zh"; do
    "$GRUNDY" solve $w nim 1 >"$out" 2>"$err"
    check "solve $w: Chinese" grep -q "SG 值" "$out"
done
"$GRUNDY" --lan zh games >"$out" 2>"$err"
check "--lan zh before the command: Chinese" sh -c "[ $? -eq 0 ] && grep -q '写法' '$out'"
expect_error "--l for solve: --lang or --limit" 2 \
    "^grundy: argument 2: '--l' is ambiguous for solve: --lang, --limit$" -- solve --l 3 nim 1
expect_error "--l for problem: --lang or --list" 2 \
    "^grundy: argument 2: '--l' is ambiguous for problem: --lang, --list$" -- problem --l
LANG=zh_CN.UTF-8 "$GRUNDY" solve --lang fr nim 1 >"$out" 2>"$err"
check "LANG=zh_CN.UTF-8, --lang fr: exit 2, refused in Chinese" \
    sh -c "[ $? -eq 2 ] && grep -qx \"grundy: 第 2 个参数：--lang：没有语言 'fr'（en|zh）\" '$err'"
LANG=zh_CN.UTF-8 "$GRUNDY" --lang >"$out" 2>"$err"
check "LANG=zh_CN.UTF-8, --lang without a language: refused in Chinese" \
    grep -qx "grundy: 第 1 个参数：--lang 需要一种语言（en|zh）" "$err"
rm -f "$out.2"
finish
