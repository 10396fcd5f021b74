# bench_layout.sh - whether the engine's speed hangs on where its loops
# fall in the code. The engine is built twice in OUT, alike but for 32 bytes
# of padding ahead of octal_sparse.c's code in the second (make
# ENGINE_PAD=32), which moves every loop of the sparse method by half a
# 64-byte line; games are then timed on one thread with both builds, one
# after the other (best of RUNS, default 2). A ratio far from 1.00 says a
# hot loop's speed depends on its place, as the far marks' did until stop
# 51 (Grundy's game 1.21x: docs/RESEARCH.md, "Where a loop falls in the
# code"), so that any change elsewhere may make the engine faster or slower
# by chance. LAYOUT_GAMES overrides the list: lines "ARGS..." for grundy.
. ./lib.sh

RUNS=${RUNS:-2}
LAYOUT_GAMES=${LAYOUT_GAMES:-"values grundys --to 3000000 --threads 1
values octal:0.6 --to 3000000 --threads 1
values octal:0.007 --to 400000 --threads 1
period octal:0.354 --threads 1"}
top=$(cd .. && pwd)
mkdir -p "${OUT:-out}"
dir=$(cd "${OUT:-out}" && pwd) && [ -n "$dir" ] ||
    { echo "bench: no folder ${OUT:-out} for the builds" >&2; exit 1; }

# build NAME [MAKE ARGS...]: the grundy of the build dir/NAME; the second
# build takes the first's objects (their times kept, so that make takes
# them as they are) and makes octal_sparse.o again
build() {
    name=$1; shift
    make -s -C "$top" BUILD="$dir/$name" "$@" "$dir/$name/grundy" >"$dir/$name.log" 2>&1 ||
        { echo "bench: the build $name failed (see $dir/$name.log)" >&2; exit 1; }
}
rm -rf "$dir/layout32"
build layout0
cp -Rp "$dir/layout0" "$dir/layout32"
rm -f "$dir/layout32/src/octal/octal_sparse.o" "$dir/layout32/grundy" "$dir/layout32/libgrundy.a"
build layout32 ENGINE_PAD=32

echo "layout: the engine built as it is and with its loops moved by 32 bytes (one thread, best of $RUNS)"
echo "$LAYOUT_GAMES" | while read -r args; do
    [ -n "$args" ] || continue
    # shellcheck disable=SC2086 # the line is the arguments
    a=$(seconds "$dir/layout0/grundy" $args)
    # shellcheck disable=SC2086
    b=$(seconds "$dir/layout32/grundy" $args)
    awk -v n="$args" -v a="$a" -v b="$b" 'BEGIN {
        r = b / a; if (r < 1) r = 1 / r
        printf "%-44s as built %7.3f s   moved %7.3f s   %5.2fx%s\n", n, a, b, r,
            (r > 1.08 ? "   (the place matters)" : "") }'
done
