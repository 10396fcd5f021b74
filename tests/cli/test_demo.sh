# test_demo.sh - `make demo` (tests/demo.sh) runs its tour to the end: exit
# 0, nothing on stderr, and its game of `play` played to the last move.
. tests/cli/lib.sh
sh tests/demo.sh "$GRUNDY" >"$out" 2>"$err"
check "the tour exits 0" [ $? -eq 0 ]
check "the tour writes nothing on stderr: $(head -c 300 "$err")" [ ! -s "$err" ]
check "no error line in the tour" sh -c "! grep -q '^grundy: ' '$out'"
check "its game is played to the end" grep -qx "winner: you" "$out"
check "and the tour goes on to its last step" grep -qx '\$ grundy problem --list' "$out"
finish
