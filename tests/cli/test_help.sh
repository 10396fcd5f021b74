# test_help.sh - help where people look for it: `grundy help CMD`,
# `grundy CMD --help` and `grundy CMD -h` print the same usage, options and
# examples for every command (stdout, exit 0); bare `grundy` prints a short
# usage on stderr and exits 2.
. tests/cli/lib.sh
names=$("$GRUNDY" help | sed -n 's/^  \([a-z]*\) .*/\1/p; s/^  \([a-z]*\)$/\1/p' | grep -vx grundy | sort -u)
check "help lists the commands" [ "$(echo "$names" | wc -w)" -ge 9 ]
for c in $names; do
    "$GRUNDY" help "$c" >"$out" 2>"$err"
    check "help $c: exit 0, nothing on stderr" sh -c "[ $? -eq 0 ] && [ ! -s '$err' ]"
    check "help $c: usage line first" sh -c "head -n 1 '$out' | grep -q '^usage: grundy $c'"
    check "help $c: examples" grep -q "^  grundy $c" "$out"
    "$GRUNDY" "$c" --help >"$out.2" 2>/dev/null
    check "$c --help is help $c" cmp -s "$out" "$out.2"
    "$GRUNDY" "$c" -h >"$out.2" 2>/dev/null
    check "$c -h is help $c" cmp -s "$out" "$out.2"
done
"$GRUNDY" help solve >"$out"
for opt in --json --misere --limit --all-moves --max-heap; do
    check "help solve names $opt" grep -q -- "^  $opt" "$out"
done
rm -f "$out.2"
expect_error "bare grundy: short usage on stderr, exit 2" 2 "^grundy: usage: grundy COMMAND" --
expect_error "help of an unknown command" 2 "unknown command 'nosuch'" -- help nosuch
finish
