# test_docs.sh - the docs cannot drift from the code: every example in
# README.md and docs/*.md is run and its output compared with what the docs
# show, and the lists in the docs (games, commands, options, problems) are
# checked against the registry and the command tables.
#
# An example is a fenced block with the info string `console`: lines
# `$ COMMAND` each followed by exactly its standard output. A command must
# exit 0 unless it ends with `# exit N`. Commands run in an empty directory
# with `grundy` on the PATH. A line `$ grundy ...` anywhere else (outside
# console blocks and ```sh blocks, which are never run) fails the test, so
# no example escapes it. README.zh-CN.md's examples run under LANG=zh_CN.UTF-8
# (the others under the tests' C.UTF-8), and only where the Chinese
# catalogue is built.
. tests/cli/lib.sh

bin=$(mktemp -d)
work=$(mktemp -d)
ln -s "$GRUNDY" "$bin/grundy"
trap 'rm -rf "$bin" "$work" "$out" "$err"' EXIT

# examples FILE: writes each example as three lines to stdout, fields
# separated by a tab: "LINE<TAB>COMMAND", then the expected output with
# newlines as \n (awk-escaped), then a blank separator.
examples() {
    awk '
    function flush() {
        if (cmd != "") { printf "%d\t%s\t%s\n", cmdline, cmd, want; cmd = "" }
    }
    /^```/ {
        if (!inblock) { inblock = 1; kind = substr($0, 4); next }
        flush(); inblock = 0; next
    }
    inblock && kind == "console" {
        if (substr($0, 1, 2) == "$ ") { flush(); cmd = substr($0, 3); cmdline = NR; want = ""; first = 1; next }
        if (cmd != "") { l = $0; gsub(/\\/, "\\\\", l); want = first ? l : want "\\n" l; first = 0 }
        next
    }
    inblock && kind != "sh" && kind != "terminal" && /^\$ / { printf "%d\tLOOSE\t%s\n", NR, $0 }
    !inblock && /^ *\$ grundy / { printf "%d\tLOOSE\t%s\n", NR, $0 }
    END { flush() }
    ' "$1"
}

zh_built=0
[ -f "$catalogue" ] && zh_built=1
for doc in README.md README.zh-CN.md docs/*.md; do
    lang=$LANG
    case $doc in
    *zh-CN*)
        lang=zh_CN.UTF-8
        if [ $zh_built = 0 ]; then
            skip "$doc's examples: no Chinese catalogue built (msgfmt, from Debian's gettext: make deps)"
            continue
        fi ;;
    esac
    examples "$doc" >"$out"
    while IFS='	' read -r line cmd want; do
        if [ "$cmd" = LOOSE ]; then
            fail "$doc:$line: an example outside a console block: $want"
            continue
        fi
        status=0
        case $cmd in
        *"# exit "*) status=${cmd##*# exit } ;;
        esac
        got=$(cd "$work" && PATH="$bin:$PATH" LANG=$lang sh -c "$cmd" </dev/null 2>"$err")
        code=$?
        expected=$(printf '%b' "$want")
        if [ "$code" -ne "$status" ]; then
            fail "$doc:$line: '$cmd' exited $code, not $status: $(head -c 300 "$err")"
        elif [ "$got" != "$expected" ]; then
            fail "$doc:$line: '$cmd' printed something else:
$(printf '%s\n' "$expected" >"$work/.want"; printf '%s\n' "$got" | diff "$work/.want" - | head -n 12)"
        else
            pass
        fi
    done <"$out"
done

# the man page's examples run (play, with no input, ends with status 5)
sed -n '/^\.SH EXAMPLES/,/^\.SH/p' man/grundy.1 | sed -n '/^\.nf/,/^\.fi/p' | grep -v '^\.' |
    sed 's/\\-/-/g; s/\\\\/\\/g' >"$out"
check "the man page has examples" [ -s "$out" ]
while IFS= read -r cmd; do
    (cd "$work" && PATH="$bin:$PATH" sh -c "$cmd" </dev/null >/dev/null 2>"$err")
    code=$?
    case $cmd in *"grundy play"*) [ $code -eq 5 ] && code=0 ;; esac
    check "man example exits 0: $cmd" [ $code -eq 0 ]
done <"$out"

# the lists: every game, command, option and problem is documented, in
# every man page (man/grundy.1 and each translation, man/LANG/man1/grundy.1)
mans="man/grundy.1 $(ls man/*_*/man1/grundy.1 2>/dev/null)"
for g in $("$GRUNDY" games | awk '/^[a-z]/ { print $1 }'); do
    check "docs/GAMES.md documents the game $g" grep -q "^## $g\b\|^## .*\`$g" docs/GAMES.md
    check "README's table of games names $g" grep -q "^| .*\`$g[ :]" README.md
done
for c in $("$GRUNDY" help | sed -n 's/^  \([a-z]*\)\( .*\)\{0,1\}$/\1/p' | grep -vx grundy | grep .); do
    check "README documents the command $c" grep -q "^### .*\`grundy $c\b" README.md
    for man in $mans; do
        check "$man documents the command $c" grep -q "^\.B $c\b" "$man"
        for o in $("$GRUNDY" help "$c" | sed -n 's/^  \(-., \)\{0,1\}--\([a-z-]*\).*/\2/p' |
                   grep -vx help); do
            m=$(printf '%s' "$o" | sed 's/-/\\\\-/g')
            check "$man documents $c --$o" grep -q "\\\\-\\\\-$m\b" "$man"
        done
    done
done
for p in $("$GRUNDY" problem --list | awk '{ print $1 }'); do
    check "README lists the problem $p" grep -q "^| \`$p\` |" README.md
    for man in $mans; do
        check "$man lists the problem $p" grep -qx "\.B $(printf '%s' "$p" | sed 's/-/\\\\-/g')" "$man"
    done
done
for e in $(sed -n '/^} endpoints\[\] = {/,/^};/p' src/serve/serve_api.c | grep -o '"/api/[a-z_]*"' | tr -d '"'); do
    check "docs/WEB.md documents the endpoint $e" grep -q "^| \`GET $e\b" docs/WEB.md
done
check "the endpoints are found in serve_api.c" sh -c "sed -n '/^} endpoints\[\] = {/,/^};/p' src/serve/serve_api.c | grep -q '\"/api/solve\"'"
check "docs/GAMES.md has a section per game, in the order grundy games lists them" \
    [ "$(sed -n 's/^## \([a-z][a-z]*\).*/\1/p' docs/GAMES.md | tr '\n' ' ')" = \
      "$("$GRUNDY" games | sed -n 's/^\([a-z][a-z]*\) .*/\1/p' | tr '\n' ' ')" ]
layout=$(awk '/^## Layout/ { f = 1 } f && /^```/ { n++; if (n == 2) exit; next } f && n == 1' README.md)
check "README has a Layout block" [ -n "$layout" ]
for d in */ src/*/ tests/*/ .ci/; do
    case $d in build*) continue ;; esac
    # in a git checkout, only the folders of the project (not one of the user's)
    if git rev-parse --git-dir >/dev/null 2>&1 && [ -z "$(git ls-files -- "$d" | head -n 1)" ]; then
        continue
    fi
    check "README's Layout names $d" sh -c 'printf "%s\n" "$1" | grep -q -- "\(^\| \)$2"' sh "$layout" "$d"
done
version=$("$GRUNDY" --version | awk '{ print $2 }')
for man in $mans; do
    check "$man is of version $version" grep -q "^\.TH GRUNDY 1 .*\"grundy $version\"" "$man"
done
finish
