# test_i18n.sh - the languages grundy speaks: the template po/grundy.pot holds
# every translatable string of the source (`make po` writes it), each
# catalogue translates every one of them (none untranslated, none fuzzy,
# msgfmt's format checks passed), the language is chosen by --lang or the
# usual variables, and English is what a C locale gets. The answers of each
# part in Chinese are checked by test_lang_*.sh.
. tests/cli/lib.sh
tmp=$(mktemp -d)
trap 'rm -f "$out" "$err"; rm -rf "$tmp"' EXIT

# msgids FILE: the msgids of a catalogue or template, one a line, sorted
msgids() {
    msgcat --no-wrap --sort-output "$1" | awk '
        /^msgid "/ { s = substr($0, 8, length($0) - 8); inid = 1; next }
        /^"/ && inid { s = s substr($0, 2, length($0) - 2); next }
        { if (inid && s != "") print s; inid = 0; s = "" }
        END { if (inid && s != "") print s }' | sort -u
}

if ! command -v xgettext >/dev/null || ! command -v msgcmp >/dev/null; then
    skip "the catalogue checks: no gettext tools here (Debian's gettext: make deps)"
else
    keywords=$(sed -n '/^XGETTEXT_KEYWORDS/,/[^\\]$/p' Makefile | sed 's/^XGETTEXT_KEYWORDS *= *//; s/\\$//' |
               tr '\n' ' ')
    # shellcheck disable=SC2086
    xgettext --from-code=UTF-8 --language=C $keywords -o "$tmp/now.pot" \
        $(ls src/*/*.c src/*/*.h | sort) 2>"$tmp/x.err"
    check "xgettext reads the source" [ $? -eq 0 -a -s "$tmp/now.pot" ]
    msgids "$tmp/now.pot" >"$tmp/now.ids"
    msgids po/grundy.pot >"$tmp/pot.ids"
    check "the source has many sentences to translate" [ "$(wc -l <"$tmp/now.ids")" -gt 200 ]
    if cmp -s "$tmp/now.ids" "$tmp/pot.ids"; then
        pass
    else
        fail "po/grundy.pot is not the source's (make po): $(diff "$tmp/pot.ids" "$tmp/now.ids" |
              grep '^[<>]' | head -5)"
    fi
    for src in po/*.po po/*/; do       # a catalogue in one file or in parts
        [ -e "$src" ] || continue
        lang=$(basename "$src" .po)
        if [ -d "$src" ]; then set -- "$src"*.po; else set -- "$src"; fi
        msgcat --use-first -o "$tmp/$lang.po" "$@" 2>"$tmp/cat.err"
        check "$lang: its parts join" [ $? -eq 0 ]
        msgcmp "$tmp/$lang.po" "$tmp/now.pot" >"$tmp/cmp.out" 2>&1
        if [ $? -eq 0 ]; then
            pass
        else
            fail "$lang: not translated: $(grep -c 'this message' "$tmp/cmp.out") messages, e.g." \
                "$(grep -m3 'this message' "$tmp/cmp.out")"
        fi
        stats=$(msgfmt --check --statistics -o /dev/null "$tmp/$lang.po" 2>&1)
        check "$lang: msgfmt --check passes" [ $? -eq 0 ]
        case $stats in
        *fuzzy* | *untranslated*) fail "$lang: $stats" ;;
        *" translated message"*) pass ;;
        *) fail "$lang: msgfmt says: $stats" ;;
        esac
    done
fi

# fixed TEXT: TEXT as an extended regular expression matching itself
fixed() { printf '%s' "$1" | sed 's/[][\\.*^$(){}?+|]/\\&/g'; }

# Choosing the language. A build without msgfmt has no catalogue: it speaks
# English, and says so to --lang zh.
expect_error "an unknown language" 2 "$(fixed "argument 1: --lang: no language 'fr' (en|zh)")" \
    -- --lang fr solve nim 3
expect_error "--lang without a language" 2 "$(fixed "argument 3: --lang needs a language (en|zh)")" \
    -- solve nim --lang
if [ ! -f "$catalogue" ]; then
    skip "speaking Chinese: no catalogue built (msgfmt, from Debian's gettext: make deps)"
    expect_error "--lang zh without its catalogue" 2 "$(fixed "argument 1: --lang zh: its catalogue is not installed (it is built with msgfmt, from Debian's gettext: make deps)")" \
        -- --lang zh solve nim 3
else
    zh="第 1 个参数：未知命令 'solv'（您是想输入 solve 吗？）"
    en="argument 1: unknown command 'solv' (did you mean solve?)"
    # the command word keeps its place on the whole line: 3 after --lang zh
    expect_error "--lang zh" 2 "$(fixed "第 3 个参数：未知命令 'solv'（您是想输入 solve 吗？）")" -- --lang zh solv
    expect_error "--lang=zh_CN" 2 "$(fixed "第 2 个参数：未知命令 'solv'（您是想输入 solve 吗？）")" -- --lang=zh_CN solv
    expect_error "--lang en beats LANG" 2 "$(fixed "argument 3: unknown command 'solv' (did you mean solve?)")" -- --lang en solv
    LANG=zh_CN.UTF-8 expect_error "LANG=zh_CN.UTF-8 (installed as a locale or not)" 2 "$(fixed "$zh")" -- solv
    LANGUAGE=fr:zh_CN LANG=en_US.UTF-8 expect_error "LANGUAGE's list" 2 "$(fixed "$zh")" -- solv
    LANGUAGE=zh_CN LANG=C expect_error "LANGUAGE is not read in the C locale" 2 "$(fixed "$en")" -- solv
    LC_ALL=C LANG=zh_CN.UTF-8 expect_error "LC_ALL before LANG" 2 "$(fixed "$en")" -- solv
    LC_MESSAGES=zh_CN.UTF-8 LANG=C expect_error "LC_MESSAGES before LANG" 2 "$(fixed "$zh")" -- solv
    LANG=zh_TW.UTF-8 expect_error "a language with no catalogue is English" 2 "$(fixed "$en")" -- solv
    # arguments keep their numbers wherever --lang stands
    expect_error "--lang in the middle" 2 "$(fixed "argument 5: '3x' is not a whole number")" \
        -- solve --lang en nim 3x
    LANG=zh_CN.UTF-8 expect_error "--json speaks English: its records are for programs" 2 \
        "$(fixed "argument 4: '3x' is not a whole number")" -- solve --json nim 3x
    printf 'nim 3x\n' | LANG=zh_CN.UTF-8 "$GRUNDY" --lang zh solve --json - >"$out" 2>"$err"
    check "--json with --lang zh: the batch's error record is English" \
        grep -qF '"error":"line 1, column 5: '"'3x'"' is not a whole number"' "$out"
    # only --json given to a command that takes it makes the messages English:
    # not a word of a command without it, nor the value of another option
    expect_error "--json to explain (no such option): Chinese" 2 \
        "$(fixed "第 4 个参数：未知选项 '--json'，explain 没有这个选项")" -- --lang zh explain --json nim 3
    expect_error "--js to nimber (no such option): Chinese" 2 \
        "$(fixed "第 4 个参数：未知选项 '--js'，nimber 没有这个选项")" -- --lang zh nimber --js 3
    expect_error "'--json' as the value of --limit: Chinese" 2 \
        "$(fixed "第 5 个参数：--limit：'--json' 不是整数")" -- --lang zh solve --limit --json nim 3
    expect_error "--js, a shortening of solve's --json: English" 2 \
        "$(fixed "argument 6: '3x' is not a whole number")" -- --lang zh solve --js nim 3x
    # an error line in Chinese stays one line, its numbers where the sentence puts them
    "$GRUNDY" --lang zh solve nim 3x >"$out" 2>"$err"
    check "a Chinese error: exit 2, one line, the token quoted" \
        [ $? -eq 2 -a "$(wc -l <"$err")" -eq 1 -a ! -s "$out" ] && grep -q "'3x'" "$err"
fi
finish
