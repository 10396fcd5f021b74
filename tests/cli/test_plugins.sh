# test_plugins.sh - `grundy --plugin FILE.so` and GRUNDY_PLUGINS: the
# example plugin (examples/euclid.c) works through the same ruleset door as
# the built-in games (solve, JSON, sums, explain, play, batches), and every
# way a plugin can be wrong gets one clear line and exit 2.
. tests/cli/lib.sh
build=$(cd "$(dirname "$GRUNDY")" && pwd)
[ -f "$build/examples/euclid.so" ] || build=$(pwd)/build
euclid=$build/examples/euclid.so
dir=$(mktemp -d)

expect "solve with a plugin game" "$(printf '%s\n' 'euclid 12,5 + nim 3' \
    '  values:   euclid 12,5 = 2, nim 3 = 3' '  nim-sum:  2 xor 3 = 1' \
    '  outcome:  N, the player to move wins' '  why:      the nim-sum is not 0' \
    '  winning moves (1):' '    heap 1: 3 -> 2   leaves euclid 12,5 + nim 2')" \
    -- --plugin "$euclid" solve euclid 12,5 + nim 3
expect "its winning moves come from its moves_to" "$(printf '%s\n' 'euclid 12,5' \
    '  value:    2' '  outcome:  N, the player to move wins' '  why:      the nim-sum is not 0' \
    '  winning moves (1):' '    component 0: 12,5 -> 7,5   leaves euclid 7,5')" \
    -- --plugin="$euclid" solve euclid 12,5
# --plugin anywhere before '--', shortened while no option shares it
expect "--plugin among the command's words" "$("$GRUNDY" --plugin "$euclid" solve euclid 12,5)" \
    -- solve euclid 12,5 --plugin "$euclid"
expect "--plug FILE before the command" "$("$GRUNDY" --plugin "$euclid" solve euclid 12,5)" \
    -- --plug "$euclid" solve euclid 12,5
expect "--plu=FILE after the command's options" "$("$GRUNDY" --plugin "$euclid" solve --json euclid 12,5)" \
    -- solve --json --plu="$euclid" euclid 12,5
expect_error "after '--' it is a word of the position" 2 "^grundy: argument 7: '--plugin' is not a pair" \
    -- --plugin "$euclid" solve -- euclid 12,5 --plugin
expect_error "--plugin at the end: its path missing" 2 "^grundy: argument 4: --plugin needs the path of a shared object" \
    -- solve nim 3 --plugin
"$GRUNDY" --plugin "$euclid" games >"$out"
check "games lists the plugin game with its syntax" sh -c "grep -q '^euclid ' '$out' &&
    grep -q 'syntax: euclid A,B' '$out'"
GRUNDY_PLUGINS="/nonexistent-dir-is-skipped-only-when-empty:$euclid" "$GRUNDY" games >/dev/null 2>"$err"
check "GRUNDY_PLUGINS: a bad entry is refused" grep -q "GRUNDY_PLUGINS: cannot load the plugin" "$err"
GRUNDY_PLUGINS="$euclid" "$GRUNDY" solve --json euclid 9,4 >"$out"
check "GRUNDY_PLUGINS=a.so works" grep -q '"position":"euclid 9,4"' "$out"
printf 'euclid 3,1\neuclid 8,3 + euclid 5,2\n' | "$GRUNDY" --plugin "$euclid" solve - >"$out"
check "batches with plugin games" [ "$(grep -c outcome "$out")" -eq 2 ]
"$GRUNDY" --plugin "$euclid" explain euclid 12,5 >"$out"
check "explain uses the plugin's explain op" grep -q "quotients of Euclid's algorithm" "$out"
printf '0 -> 2,5\n' | "$GRUNDY" --plugin "$euclid" play --first you --seed 1 euclid 12,5 >"$out" 2>&1
check "play with a plugin game" grep -q '^engine: ' "$out"
"$GRUNDY" --plugin "$euclid" solve euclid 18446744073709551615,2 >"$out"
check "64-bit pairs at once" grep -q 'value:' "$out"

# the tutorial's plugin (docs/PLUGINS.md) compiles as printed and works
awk '/^```c$/ { on = 1; next } /^```$/ { on = 0 } on' docs/PLUGINS.md >"$dir/halves.c"
cc -shared -fPIC -Iinclude -std=c11 -Wall -Wextra -Werror -o "$dir/halves.so" "$dir/halves.c"
check "the tutorial's plugin compiles cleanly" [ $? -eq 0 ]
"$GRUNDY" --plugin "$dir/halves.so" solve --json halves 12 >"$out"
check "the tutorial's plugin is searched by the solver" grep -q '"value":1,"outcome":"N"' "$out"

# wrong plugins: each one line, exit 2
cat >"$dir/bad.c" <<'EOT'
#include <grundy.h>
static int value(const gr_game *g, gr_state s, gr_value *v, gr_error *e)
{ (void)g; (void)s; (void)e; v->kind = GR_VALUE_NIMBER; v->nimber = 0; return GR_OK; }
static int moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{ (void)g; (void)s; (void)fn; (void)ctx; return 0; }
static int parse(const gr_game *g, const char *const *a, size_t n, gr_state *o, gr_error *e)
{ (void)g; (void)a; (void)n; (void)e; o->heap = 0; return GR_OK; }
static void print(const gr_game *g, gr_state s, gr_buf *o) { (void)g; (void)s; gr_buf_puts(o, "0"); }
#ifndef MOVES
#define MOVES moves
#endif
#ifndef SHAPE
#define SHAPE GR_SHAPE_HEAP
#endif
static const gr_ruleset r = { .api = API, .name = NAME, .summary = "x", .syntax = "x",
    .shape = (gr_shape)SHAPE,
    .parse = parse, .print = print, .value = value, .moves = MOVES };
#ifndef NOSYM
const gr_ruleset *const *grundy_plugin(int api, size_t *count)
{ static const gr_ruleset *const t[] = {&r}; (void)api; *count = 1; return t; }
#endif
EOT
mk() { cc -shared -fPIC -Iinclude -o "$dir/$1.so" "$dir/bad.c" $2; }
mk clash '-DAPI=GR_RULESET_API -DNAME="nim"'
mk oldapi '-DAPI=2 -DNAME="old"'
mk nosym '-DAPI=GR_RULESET_API -DNAME="x" -DNOSYM'
expect_error "a name that clashes with a built-in game" 2 \
    "argument 2: the plugin $dir/clash.so: a ruleset named 'nim' exists already" \
    -- --plugin "$dir/clash.so" games
expect_error "a plugin built for another version" 2 \
    "argument 2: the plugin $dir/oldapi.so: ruleset 'old' was built for API 2, this is [0-9]+" \
    -- --plugin "$dir/oldapi.so" games
expect_error "a plugin without the registration function" 2 \
    "argument 2: the plugin $dir/nosym.so has no function grundy_plugin" \
    -- --plugin "$dir/nosym.so" games
expect_error "a missing file" 2 "argument 2: cannot load the plugin $dir/none.so: .*No such file" \
    -- --plugin "$dir/none.so" games
mkfifo "$dir/fifo.so"
expect_error "a FIFO: refused at once (dlopen would wait for a writer)" 2 \
    "argument 2: cannot load the plugin $dir/fifo.so: not a regular file" -- --plugin "$dir/fifo.so" games
expect_error "a directory" 2 "argument 2: cannot load the plugin $dir: it is a directory" \
    -- --plugin "$dir" games
printf 'not an object' >"$dir/text.so"
expect_error "a file that is not a shared object" 2 "argument 2: cannot load the plugin $dir/text.so" \
    -- --plugin "$dir/text.so" games
expect_error "a plugin given without a path" 2 "give its path, e.g. ./euclid.so" \
    -- --plugin euclid.so games
expect_error "--plugin without a value" 2 "argument 1: --plugin needs the path" -- --plugin
expect_error "the same plugin twice: its name is taken" 2 "exists already" \
    -- --plugin "$euclid" --plugin "$euclid" games
mk nomoves '-DAPI=GR_RULESET_API -DNAME="nm" -DMOVES=0 -Wno-unused-function'
mk badshape '-DAPI=GR_RULESET_API -DNAME="bs" -DSHAPE=9'
expect_error "a shape that is none of the three: said so (not a missing op)" 2 \
    "argument 2: the plugin $dir/badshape.so: ruleset 'bs' has shape 9, none of GR_SHAPE_HEAP, _EACH, _WHOLE" \
    -- --plugin "$dir/badshape.so" games
mk noname '-DAPI=GR_RULESET_API -DNAME=0'
expect_error "a ruleset without its moves op: refused, not a crash" 2 \
    "argument 2: the plugin $dir/nomoves.so: ruleset 'nm' has no moves op, which every ruleset needs" \
    -- --plugin "$dir/nomoves.so" solve nm 3
expect_error "a ruleset without a name: refused, not a crash" 2 \
    "argument 2: the plugin $dir/noname.so: a ruleset has no name" \
    -- --plugin "$dir/noname.so" games

# a plugin that breaks the contract while it runs: the guard's one line,
# nothing on stdout, never a crash nor a message of garbage
cat >"$dir/broken.c" <<'EOT'
#include <grundy.h>
static int parse(const gr_game *g, const char *const *a, size_t n, gr_state *o, gr_error *e)
{
    (void)g; (void)n;
    if (FAULT == 1) return GR_EINPUT;                   /* no message */
    if (FAULT == 2) return 42;                          /* no error code */
    if (FAULT == 3) return gr_error_at(e, 0, GR_EINPUT, "two\nlines");
    if (FAULT == 18) { for (int i = 0; i < 256; i++) e->message[i] = 'A'; return GR_EINPUT; }
    if (FAULT == 20) return GR_OK;                      /* no state filled */
    return gr_parse_u64(a[0], &o->heap, e);
}
static void print(const gr_game *g, gr_state s, gr_buf *o) { (void)g; gr_buf_u64(o, s.heap); }
static int params(const char *t, void **p, gr_error *e)   /* faults 14, 15 and 21 */
{
    static int one;
    (void)t; (void)e;
    *p = &one;
    return FAULT == 14 ? 99 : FAULT == 15 ? GR_EINPUT : GR_OK;
}
static void params_free(void *p) { (void)p; }
static void params_print(const void *p, gr_buf *o) { (void)p; gr_buf_puts(o, "x\ny\033[2J"); }
static const uint64_t down[] = {3, 1};
static int value(const gr_game *g, gr_state s, gr_value *v, gr_error *e)
{
    (void)g; (void)e;
    v->kind = GR_VALUE_NIMBER; v->nimber = s.heap;
    if (FAULT == 4) return GR_EUNDECIDED;               /* no message */
    if (FAULT == 5) v->kind = (gr_value_kind)7;
    if (FAULT == 6) { v->kind = GR_VALUE_INF; v->escapes = 0; v->nescapes = 3; }
    if (FAULT == 7) { v->kind = GR_VALUE_INF; v->escapes = down; v->nescapes = 2; }
    if (FAULT >= 8 && FAULT <= 11) v->kind = GR_VALUE_UNKNOWN;   /* moves searched */
    if (FAULT == 12) v->nimber = s.heap + 1000;         /* values its moves disagree with */
    if (FAULT == 13) return GR_ESTOP;                   /* a stop nobody asked for */
    return GR_OK;
}
static int moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx)
{
    gr_state part = {.heap = s.heap ? s.heap - 1 : 0};
    gr_option o = {FAULT == 19 ? "do\nwn\033[2J" : "down", 1, &part};
    (void)g;
    if (FAULT == 8 || FAULT == 21) o.parts = 0;
    if (FAULT == 17) o.text = 0;
    if (FAULT == 22 && s.heap == 0) return fn(ctx, &o);   /* heap 0 is no heap */
    if (FAULT == 16 && s.heap) { int rc = fn(ctx, &o); return rc ? rc : GR_ENOMEM; }
    if (FAULT == 9) o.nparts = (size_t)-1;
    if (FAULT == 10) return -7;
    if (FAULT == 11 && s.heap == 2) {   /* no fault: heap 2 may also stay as it is */
        gr_state same = {.heap = 2};
        gr_option stay = {"stay", 1, &same};
        int rc = fn(ctx, &stay);
        if (rc != 0) return rc;
    }
    return s.heap ? fn(ctx, &o) : 0;
}
static const gr_ruleset r = { .api = GR_RULESET_API, .name = "brk", .summary = "x",
    .syntax = "brk N", .shape = GR_SHAPE_HEAP, .parse = parse, .print = print,
    .value = value, .moves = moves,
    .params_parse = FAULT == 14 || FAULT == 15 || FAULT == 21 ? params : 0,
    .params_free = params_free, .params_print = FAULT == 21 ? params_print : 0 };
const gr_ruleset *const *grundy_plugin(int api, size_t *count)
{ static const gr_ruleset *const t[] = {&r}; (void)api; *count = 1; return t; }
EOT
for f in $(seq 1 22); do
    cc -shared -fPIC -Iinclude -std=c11 -Wall -Wextra -Werror -o "$dir/broken$f.so" \
        "$dir/broken.c" -DFAULT=$f
done
# each fault: the plugin, the exit status, what stderr says, the position
# (the words of `--plugin PATH solve` are arguments 1 to 3)
while IFS='|' read -r f status pattern position; do
    # shellcheck disable=SC2086 # the position is words
    expect_error "fault $f: $pattern" "$status" "$pattern" -- --plugin "$dir/broken$f.so" solve $position
done <<'EOT'
1|2|^grundy: argument 5: brk: its parse op failed and gave no reason$|brk 3 + nim 2
2|2|^grundy: argument 5: brk: its parse op failed with 42, not an error code$|brk 3
3|2|^grundy: argument 5: two lines$|brk 3
4|3|^grundy: brk: its value op failed and gave no reason$|brk 3 + nim 2
5|2|brk: its value op gave a value of kind 7, none of|brk 3 + nim 2
6|2|brk: its value op gave 3 escapes and no array of them|brk 3 + nim 2
7|2|brk: its value op gave escapes that do not ascend|brk 3
8|2|^grundy: the plugin game brk offered a move with no parts to read|brk 3 + nim 2
9|2|^grundy: the plugin game brk offered a move of more than 65536 parts|brk 3
10|2|^grundy: the plugin game brk ended a list of moves with a code no callback returned|brk 3 + nim 1
13|2|^grundy: brk: its value op returned GR_ESTOP, which only a callback asking to stop may give$|brk 3 + nim 2
14|2|^grundy: argument 4: brk: its params_parse op failed with 99, not an error code$|brk:x 3
15|2|^grundy: argument 7: brk: its params_parse op failed and gave no reason$|nim 1 + brk:x 3
16|4|^grundy: out of memory$|brk 3
17|2|^grundy: the plugin game brk offered a move with no text|brk 3
18|2|^grundy: argument 5: AAAAAAAAAAAAAAAAAAAAA*$|brk 3
21|2|^grundy: the plugin game brk:x.y.\[2J offered a move with no parts to read|brk:q 3
22|2|^grundy: the plugin game brk offered a move from heap 0, which is no heap and has none|--misere brk 2 + nim 1
EOT
expect_error "a heap 0 with a move: no quotient made as if it had none" 2 \
    "^grundy: the plugin game brk offered a move from heap 0" -- --plugin "$dir/broken22.so" quotient brk
"$GRUNDY" --plugin "$dir/broken19.so" solve brk 1 >"$out" 2>"$err"
check "a move's text with a newline and an escape: one line, each a ?" \
    sh -c "grep -q '^    heap 0: do?wn?\[2J   leaves brk 0\$' '$out' && ! grep -q \"\$(printf '\\033')\" '$out'"
"$GRUNDY" --plugin "$dir/broken20.so" solve nim 7 + brk 3 >"$out" 2>"$err"
check "a parse that fills no state: the heap is 0, not the component's before it" \
    grep -qx "nim 7 + brk 0" "$out"
# a game that can go round, with no value of its own: heap 2 may stay or go
# down to 1, whose one move leaves 0. Its value search goes round, so the
# whole sum is searched: brk 2 + nim 1 is won by 2 -> 1 (brk 1 + nim 1 is
# worth 0), and brk 2 alone is a draw (stay, else the opponent wins).
expect "a sum with a game that goes round: its outcome by search, the winning move" \
    "$(printf '%s\n' 'brk 2 + nim 1' '  outcome:  N, the player to move wins' \
    '  why:      decided by exhaustive search of the whole sum (a component has no' \
    '            nim-value that a search of it alone finds: play can go round)' \
    '  winning moves (1):' '    heap 0: down   leaves brk 1 + nim 1')" \
    -- --plugin "$dir/broken11.so" solve brk 2 + nim 1
"$GRUNDY" --plugin "$dir/broken11.so" solve --json brk 2 >"$out"
check "... alone a draw, kept by staying" grep -q '"outcome":"D".*"drawing_moves":\[{"component":0,"move":"stay"' "$out"
expect_error "... and past the search limit, the reason is that it goes round" 3 \
    "^grundy: cannot decide: a component's play can go round, so it has no nim-value, and the whole sum is too large" \
    -- --plugin "$dir/broken11.so" solve --search-limit 2 brk 2 + nim 1
"$GRUNDY" --plugin "$dir/broken12.so" solve brk 3 + nim 2 >"$out" 2>"$err"
check "values its moves disagree with: no move found, and said so (not 'already won (misere)')" \
    grep -qx "  winning moves (0): none, though the nim-sum is not 0: the game's values and its moves disagree" "$out"
printf 'nim 1\nbrk 2\nbrk 3 + nim 3\n' | "$GRUNDY" --plugin "$dir/broken8.so" solve - \
    >"$out" 2>"$err"
check "... in a batch: the lines before it answered whole, then its one line, exit 2" \
    sh -c "[ $? -eq 2 ] && [ \$(grep -c outcome '$out') -eq 1 ] &&
        tail -c 1 '$out' | od -c | grep -q '\\\\n' && [ \$(wc -l <'$err') -eq 1 ]"
# a plugin whose own libraries are missing: the plugin named, then the reason
cp "$euclid" "$dir/copy.so"
if "$GRUNDY" --plugin "$dir/copy.so" games >/dev/null 2>&1; then
    skip "a libgrundy.so.0 is found from $dir: the copy of the plugin loads"
else
    expect_error "a copy that cannot find libgrundy: the plugin is named, then why" 2 \
        "argument 2: cannot load the plugin $dir/copy.so: libgrundy.so.0: cannot open shared object" \
        -- --plugin "$dir/copy.so" games
fi
rm -rf "$dir"
finish
