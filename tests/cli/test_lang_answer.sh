# test_lang_answer.sh - `grundy solve` and `grundy explain` in Chinese:
# golden answers (tests/cli/zh/), the same commands in English unchanged
# byte for byte (tests/cli/zh/en/, written by grundy before its sentences
# were marked for translation), the labels and the binary table aligned by
# display width.
. tests/cli/lib.sh

export NO_COLOR=1
unset LANGUAGE LC_ALL LC_MESSAGES
g=tests/cli/zh
need_catalogue

loopy=graph:$g/loopy.graph

# both NAME ARGS...: solve and explain ARGS in Chinese equal zh/CMD_NAME.txt,
# in English (LANG=C) en/CMD_NAME.txt
both() {
    case_=$1; shift   # (expect_file sets name)
    for cmd_ in solve explain; do
        LANG=zh_CN.UTF-8 expect_file "zh: $cmd_ $*" /dev/null "$g/${cmd_}_$case_.txt" "$cmd_" "$@"
        LANG=C expect_file "en: $cmd_ $*" /dev/null "$g/en/${cmd_}_$case_.txt" "$cmd_" "$@"
    done
}
both nim_3_4_5 nim 3 4 5                        # N: the binary columns
both sum_kayles nim 3 + kayles 5                # a sum with Kayles
both misere_1_1_2 --misere nim 1 1 2            # Anti-Nim: the special move
both misere_1_1_1 --misere nim 1 1 1            # Anti-Nim: the count of 1-heaps, P
both misere_tame --misere kayles 3 4 + tree 1-2 1-3   # the tame rule, genera
both loopy_draw "$loopy" loop + nim 1           # a loopy sum: a draw
both wide_values nim 100000 3 7                 # values too wide for a column per bit
both conjunctive --compound conjunctive nim 3 + sub:1,2 5
both selective --compound selective nim 3 + nim 0

# nimber --explain's steps (nimexpr.c), in Chinese and in English
expr='8*4 + sqrt(3) + 2^-1 + log(2, 3) + 5/3 + 2^3 + order(7) + 0x10*0x30'
LANG=zh_CN.UTF-8 expect_file "zh: nimber --explain" /dev/null "$g/nimber_explain.txt" \
    nimber --explain "$expr"
LANG=C expect_file "en: nimber --explain" /dev/null "$g/en/nimber_explain.txt" \
    nimber --explain "$expr"

# the English of the goldens test_explain.sh holds, under LANG=C too
for name in nim_3_4_5 misere_1_1_1 wide_values; do
    check "en: explain $name is test_explain.sh's" cmp -s "$g/en/explain_$name.txt" \
        "tests/cli/explain/$name.txt"
done

# --lang zh says what LANG=zh_CN.UTF-8 says; --lang en what LANG=C says
LANG=C expect_file "--lang zh" /dev/null "$g/explain_nim_3_4_5.txt" --lang zh explain nim 3 4 5
LANG=zh_CN.UTF-8 expect_file "--lang en" /dev/null "$g/en/solve_sum_kayles.txt" \
    solve nim 3 + kayles 5 --lang en

# widths FILE: the display widths of the lines of FILE, each once
widths() {
    while IFS= read -r line; do
        printf '%s\n' "$line" | LC_ALL=C.UTF-8 wc -L
    done <"$1" | sort -u | tr '\n' ' '
}

# table ARGS...: in explain's binary table (step 2) every row is as wide as
# the others, once its sum ("   = 5") and its note ("   （...）") are cut off
table() {
    LANG=zh_CN.UTF-8 "$GRUNDY" explain "$@" | sed -n '/^2\. /,/^$/p' | sed '1d;$d' |
        grep -v '^   [(（]' | sed 's/   = [0-9]*$//; s/   [(（].*$//' >"$out"
    w=$(widths "$out")
    ok=0
    [ -s "$out" ] && [ "$w" = "${w%% *} " ] && ok=1
    check "zh: explain $*: the binary table's rows are equally wide ($w)" [ $ok -eq 1 ]
}
table nim 3 4 5
table nim 3 + kayles 5
table --misere nim 1 1 2
table nim 100000 3 7
table nim 1 2 3 4 5 6 7 8 9 10 11 12
table wythoff 3,5 + nim 2          # "第 0 个子游戏" is wider than the usual label
table wythoff 3,5 + wythoff 1,2

# labels WIDTH ARGS...: solve's labels ("  结果：") with their padding are
# WIDTH columns wide, so the answers after them line up
labels() {
    want=$1; shift
    LANG=zh_CN.UTF-8 "$GRUNDY" solve "$@" | sed -n 's/^\(  [^ ][^：]*： *\)[^ ].*/\1/p' >"$out"
    w=$(widths "$out")
    check "zh: solve $*: labels padded to $want columns ($w)" [ "$w" = "$want " ]
}
labels 12 nim 3 4 5
labels 12 nim 7
labels 12 "$loopy" loop + nim 1
labels 12 --misere nim 1 1 2
labels 14 --compound conjunctive nim 3 + sub:1,2 5

finish
