# test_lang_errors.sh - error messages in Chinese (po/zh_CN/errors.po):
# under LANG=zh_CN.UTF-8 an error is one line in Chinese, word for word as
# below, with the same exit status as in English; the place it names
# ("line 3, column 7", "argument 3") is said the Chinese way. Under LANG=C
# the same errors are byte for byte the English ones. The JSON error bodies
# of `grundy serve` stay English whatever the language of the process.
# Skipped when the catalogue is not built (msgfmt missing: make deps).
. tests/cli/lib.sh
need_catalogue

# golden LANG NAME STATUS LINE [STDIN] -- ARGS...: that exit status, nothing on
# stdout, and exactly the line LINE on stderr, under LANG
golden() {
    lang=$1; name=$2; want=$3; line=$4; shift 4
    input=
    if [ "$1" != "--" ]; then input=$1; shift; fi
    shift
    printf '%s' "$input" | LANG=$lang LANGUAGE= LC_ALL= "$GRUNDY" "$@" >"$out" 2>"$err"
    status=$?
    if [ $status -ne "$want" ]; then
        fail "$name ($lang): exit $status, expected $want ($(cat "$err"))"
    elif [ -s "$out" ]; then
        fail "$name ($lang): wrote to stdout: $(head -c 200 "$out")"
    elif [ "$(wc -l <"$err")" -ne 1 ] || [ "$(cat "$err")" != "$line" ]; then
        fail "$name ($lang): stderr [$(cat "$err")] expected [$line]"
    else
        pass
    fi
}

zh=zh_CN.UTF-8
# words that come from a table or a kind, translated where they are used
golden $zh "a second game for values" 2 "grundy: 第 3 个参数：意外的 'dawson'（values 只取一个游戏）" \
    -- values kayles dawson --to 3
# whole sentences, "or" included; a census's reasons
golden $zh "an octal code's examples: 或" 2 \
    "grundy: 第 2 个参数：'9' 不是八进制代码：应为一位数字、一个小数点和若干数字，例如 0.07 或 4.37" -- solve octal:9 3
golden $zh "a hex code's first digit: 0、4、8 或 c" 2 \
    "grundy: 第 2 个参数：'9.1'：小数点前的数字表示不取走石子的分割；它可以是 0、4、8 或 c，而不是 '9'" -- solve hex:9.1 3
cdir=$(mktemp -d)
(cd "$cdir" && "$GRUNDY" census --to 100 -o c1 octal:1 >/dev/null 2>&1)
(cd "$cdir" && LANG=$zh LANGUAGE= LC_ALL= "$GRUNDY" census --to 200 -o c1 octal:1 >/dev/null 2>"$err")
check "the check file of another census: its reason in Chinese" \
    grep -qxF "grundy: c1.check:1：另一次普查的校验文件（--to 100，而不是 200）；c1 保持原样，不作改动" "$err"
rm -rf "$cdir"
check "census --misere: why a quotient stopped, in Chinese" sh -c \
    "LANG=$zh LANGUAGE= LC_ALL= '$GRUNDY' census --misere --to 60 octal:0.07 | grep -qF '没有：停在堆 25，构造所尝试的候选反常商都不对'"
golden $zh "games takes no arguments" 2 "grundy: 第 2 个参数：意外的 'x'（games 不取参数）" -- games x
golden $zh "a game with no arguments: its syntax" 2 \
    "grundy: 第 2 个参数：'nim' 需要参数：nim N... （每个数一个堆）" -- solve nim
golden $zh "a coin past the coin table: the game's title" 3 \
    "grundy: Moebius（翻转一到五枚硬币）：这里只计算到硬币 574 的值（低于 2^22 且不超过硬币 4096）；硬币 5000000 超出了范围" \
    -- solve moebius 5000000
printf 'a: b\nb:\na:\n' >"$out.g"
golden $zh "a position defined twice in a game graph" 2 \
    "grundy: 第 2 个参数：$out.g:3:1: 'a' 重复定义（第一次在第 1 行）" -- solve "graph:$out.g" a
# (the system's reason after the colon is the C library's, in its language)
LANG=$zh "$GRUNDY" solve "graph:$out.none" a 2>"$err"
check "a game graph that is not there ($zh): the kind joined to the verb" \
    grep -q "^grundy: 第 2 个参数：无法打开游戏图 $out.none：" "$err"
LANG=$zh "$GRUNDY" solve -f "$out.none" 2>"$err"
check "a file that is not there ($zh): a space before the name" \
    grep -q "^grundy: 第 3 个参数：无法打开 $out.none：" "$err"
rm -f "$out.g"
golden $zh "a word that is no number" 2 "grundy: 第 3 个参数：'3x' 不是整数" \
    -- solve nim 3x
golden C "a word that is no number" 2 "grundy: argument 3: '3x' is not a whole number" \
    -- solve nim 3x
golden $zh "an unknown game" 2 "grundy: 第 2 个参数：未知游戏 'foo'（grundy games 列出所有游戏）" \
    -- solve foo 3
golden C "an unknown game" 2 "grundy: argument 2: unknown game 'foo' (grundy games lists them)" \
    -- solve foo 3
golden $zh "a bad line of solve -" 2 "grundy: 第 3 行第 7 列：'x4' 不是整数" \
    "
# a comment
nim 3 x4
" -- solve -
golden C "a bad line of solve -" 2 "grundy: line 3, column 7: 'x4' is not a whole number" \
    "
# a comment
nim 3 x4
" -- solve -
golden $zh "problem input that ends early" 2 "grundy: 第 1 行第 1 列：输入意外结束：应为堆数" \
    "" -- problem acwing-891
golden C "problem input that ends early" 2 \
    "grundy: line 1, column 1: unexpected end of input: expected the number of heaps" \
    "" -- problem acwing-891
golden $zh "--lang zh says it in Chinese under LANG=C too" 2 \
    "grundy: 第 5 个参数：'3x' 不是整数" -- --lang zh solve nim 3x

# the server's JSON stays English in a Chinese process
if ! command -v curl >/dev/null 2>&1; then
    skip "curl is not installed (make deps)"; finish; exit
fi
log=$(mktemp)
LANG=$zh LANGUAGE= LC_ALL= "$GRUNDY" serve --port 0 >"$log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -f "$log" "$out" "$err"' EXIT
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
    grep -q 'http://' "$log" && break
    kill -0 $server 2>/dev/null || break
    sleep 0.2
done
url=$(grep -o 'http://[^ ]*/' "$log" | head -n 1)
if [ -z "$url" ] && grep -q libmicrohttpd "$log"; then
    skip "built without libmicrohttpd (make deps)"; finish; exit
fi
check "serve prints its URL under LANG=$zh" [ -n "$url" ]
code=$(curl -s -o "$out" -w '%{http_code}' "${url}api/solve?position=nim%20x")
check "a bad position: 400 (HTTP $code)" [ "$code" = 400 ]
check "its JSON reason is English: $(cat "$out")" \
    grep -qF '"error":"line 1, column 5: '"'"'x'"'"' is not a whole number"' "$out"
code=$(curl -s -o "$out" -w '%{http_code}' "${url}api/solve?position=foo%203")
check "an unknown game: its JSON reason is English: $(cat "$out")" \
    grep -qF "\"error\":\"line 1, column 1: unknown game 'foo' (grundy games lists them)\"" "$out"
code=$(curl -s -o "$out" -w '%{http_code}' "${url}api/nowhere")
check "no such endpoint: English: $(cat "$out")" \
    grep -qF '"error":"no such endpoint (docs/WEB.md lists them)"' "$out"
finish
