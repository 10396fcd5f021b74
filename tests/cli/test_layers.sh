# test_layers.sh - the layers checker (tests/tools/layers.c) on small trees
# made here: a clean one passes; an upward include, an upward call without
# an include (and one in a macro), a circle of calls, a circle between
# folders, a header of a family that makes a ring, an included .c file, a
# front end past the public API, an ambiguous include and a file in no layer
# each fail, named; a bad command line or layers block is a usage error;
# and grundy's own tree keeps the layers docs/ARCHITECTURE.md declares.
. tests/cli/lib.sh

dir=$(mktemp -d)
trap 'rm -rf "$dir" "$out" "$err"' EXIT
if [ ! -x "$TOOLS/layers" ]; then
    skip "no $TOOLS/layers (make check builds it)"
    finish
    exit
fi

# put FILE: stdin becomes FILE (its folders made)
put() {
    mkdir -p "$(dirname "$1")"
    cat >"$1"
}

# run ARGS...: the checker, its output in $out and $err, its exit in $status
run() {
    "$TOOLS/layers" "$@" >"$out" 2>"$err"
    status=$?
}

# has ERE: a line of the output matches
has() {
    grep -qE -- "$1" "$out"
}

# tree NAME: a copy of the clean tree, as $t
tree() {
    t=$dir/$1
    cp -R "$dir/clean" "$t"
}

c=$dir/clean
put "$c/ARCH.md" <<'EOF'
# A test tree
<!-- layers -->
```
cli: src/cli [front]
core: src/core [public: include/grundy.h]
games: src/games [private]
base: src/base
```
<!-- /layers -->
EOF
put "$c/include/grundy.h" <<'EOF'
/* grundy.h - the public API */
int gr_solve(int heap);
int gr_nim_value(int heap);
EOF
put "$c/src/base/buf.h" <<'EOF'
#define BUF_MAX 64
int buf_put(char *b, int c);
int buf_len(const char *cli_name);
EOF
put "$c/src/base/buf.c" <<'EOF'
/* buf.c - never calls cli_run() nor gr_solve() */
#include <string.h>
#include "buf.h"
#if 0
int old(void) { return gr_solve(1) + cli_run(2); }
#endif
struct hooks { int (*cli_run)(int); };
static const char *why = "gr_solve(1) is no call, nor is '\"' cli_run(2)";

int buf_put(char *b, int c)
{
    struct hooks h = {0};
    int cli_count = 0;      /* a local: not the CLI's variable */

    if (h.cli_run != NULL)
        cli_count = h.cli_run(c);
    b[0] = (char)c;
    b[1] = '\'';
    return cli_count + (why[0] == 'g');
}

int buf_len(const char *cli_name)
{
    return (int)strlen(cli_name);
}
EOF
put "$c/src/core/solve.h" <<'EOF'
#define SOLVE_LIMIT 100
EOF
put "$c/src/core/solve.c" <<'EOF'
#include "grundy.h"
#include "solve.h"

int gr_solve(int heap)
{
    return heap < SOLVE_LIMIT && gr_nim_value(heap) != 0;
}
EOF
put "$c/src/games/nim.c" <<'EOF'
#include "grundy.h"
#include "buf.h"

int gr_nim_value(int heap)
{
    char b[BUF_MAX];

    return buf_put(b, heap) ? heap : 0;
}
EOF
put "$c/src/games/graph_types.h" <<'EOF'
typedef struct graph { int n; } graph;
EOF
put "$c/src/games/graph.h" <<'EOF'
#include "graph_types.h"
int graph_value(const graph *g);
EOF
put "$c/src/games/graph_read.h" <<'EOF'
#include "graph_types.h"
int graph_read(graph *g, int n);
EOF
put "$c/src/games/graph.c" <<'EOF'
#include "graph.h"
#include "graph_read.h"

int graph_value(const graph *g)
{
    graph copy;

    graph_read(&copy, g->n);
    return copy.n;
}
EOF
put "$c/src/games/graph_read.c" <<'EOF'
#include "graph_types.h"
#include "graph_read.h"

int graph_read(graph *g, int n)
{
    g->n = n;
    return 0;
}
EOF
put "$c/src/cli/main.c" <<'EOF'
#include <stdio.h>
#include "grundy.h"

int cli_count;
const char *cli_name = "grundy";

int cli_run(int heap)
{
    cli_count++;
    return printf("%s %d %d\n", cli_name, gr_solve(heap), gr_nim_value(heap)) < 0;
}

int main(void)
{
    return cli_run(3);
}
EOF

run "$c" "$c/ARCH.md"
check "a clean tree: exit 0 ($status: $(cat "$out"))" [ "$status" -eq 0 ]
check "a clean tree: only the summary" \
    [ "$(cat "$out")" = "layers: 4 layers, 12 files, 10 dependencies, 0 upward, 0 circles" ]
check "a clean tree: no note" [ ! -s "$err" ]

tree up_include
sed -i 's|#include "buf.h"|&\n#include "core/solve.h"|' "$t/src/base/buf.c"
run "$t" "$t/ARCH.md"
check "an upward include: exit 1" [ "$status" -eq 1 ]
check "an upward include is named" has \
    '^upward: src/base/buf\.c:4: includes "core/solve\.h" -> src/core/solve\.h \(base -> core\)$'
check "an upward include: counted (it closes circles too)" has \
    ', 1 upward, 2 circles \(1 between folders\)$'

tree up_call
sed -i 's|return buf_put(b, heap) ? heap : 0;|return buf_put(b, heap) ? gr_solve(heap) : 0;|' \
    "$t/src/games/nim.c"
put "$t/src/base/late.c" <<'EOF'
int cli_run(int heap);  /* declared here: no header says so */

int late(void)
{
    return cli_run(1);
}
EOF
run "$t" "$t/ARCH.md"
check "an upward call without an include: exit 1" [ "$status" -eq 1 ]
check "an upward call through the public header is named" has \
    '^upward: src/games/nim\.c:8: calls gr_solve\(\) -> src/core/solve\.c \(games -> core\)$'
check "an upward call to a function declared by hand is named" has \
    '^upward: src/base/late\.c:5: calls cli_run\(\) -> src/cli/main\.c \(base -> cli\)$'
check "an upward call: nothing else (the public header is no dependency)" \
    [ "$(grep -c '^upward' "$out")" -eq 2 ]

tree up_macro
put "$t/src/base/check.h" <<'EOF'
#define CHECK(x) ((x) ? 0 : cli_run(0))
EOF
run "$t" "$t/ARCH.md"
check "an upward call in a macro: exit 1" [ "$status" -eq 1 ]
check "an upward call in a macro is the header's" has \
    '^upward: src/base/check\.h:1: calls cli_run\(\) -> src/cli/main\.c \(base -> cli\)$'

tree circle
put "$t/src/base/a.c" <<'EOF'
int b_step(int x);

int a_step(int x)
{
    return x > 0 ? b_step(x - 1) : 0;
}
EOF
put "$t/src/base/b.c" <<'EOF'
int a_step(int x);

int b_step(int x)
{
    return a_step(x);
}
EOF
run "$t" "$t/ARCH.md"
check "a circle of calls: exit 1" [ "$status" -eq 1 ]
check "a circle of calls is printed" has '^circle: src/base/a\.c -> src/base/b\.c -> src/base/a\.c$'
check "a circle of calls: each step's reason" sh -c "
    grep -qE '^    src/base/a\.c:5: calls b_step\(\) -> src/base/b\.c$' '$out' &&
    grep -qE '^    src/base/b\.c:5: calls a_step\(\) -> src/base/a\.c$' '$out'"
check "a circle of calls: counted once" has ', 0 upward, 1 circles$'
run -d "$t" "$t/ARCH.md"
check "-d prints every dependency" [ "$(grep -c "^dep: " "$out")" -eq 12 ]

tree table
put "$t/src/base/a.c" <<'EOF'
int b_step(int x);
int a_step(int x);
int (*const steps[])(int) = { b_step };

int a_step(int x)
{
    return x;
}
EOF
put "$t/src/base/b.c" <<'EOF'
int a_step(int x);

int b_step(int x)
{
    return a_step(x);
}
EOF
run "$t" "$t/ARCH.md"
check "a table's entry is a use" has '^    src/base/a\.c:3: uses b_step -> src/base/b\.c$'
run -c "$t" "$t/ARCH.md"
check "-c: only calls count" [ "$status" -eq 0 ]

tree folders
sed -i 's|^base: src/base$|base: src/base src/util|' "$t/ARCH.md"
put "$t/src/util/util.c" <<'EOF'
int buf_put(char *b, int c);

int util_put(char *b)
{
    return buf_put(b, 1);
}
EOF
put "$t/src/base/more.c" <<'EOF'
int util_put(char *b);

int more_put(char *b)
{
    return util_put(b);
}
EOF
run "$t" "$t/ARCH.md"
check "a circle between folders: exit 1" [ "$status" -eq 1 ]
check "a circle between folders is printed" has \
    '^folder circle: src/base -> src/util -> src/base$'
check "a circle between folders: its reasons" sh -c "
    grep -qE '^    src/base/more\.c:5: calls util_put\(\) -> src/util/util\.c$' '$out' &&
    grep -qE '^    src/util/util\.c:5: calls buf_put\(\) -> src/base/buf\.c$' '$out'"
check "a circle between folders only" sh -c "! grep -q '^circle' '$out'"
check "a circle between folders: counted" has ', 1 circles \(1 between folders\)$'

tree ring
sed -i 's|#include "graph_types.h"|#include "graph.h"|' "$t/src/games/graph_read.c"
run "$t" "$t/ARCH.md"
check "a family's shared header makes a ring: exit 1" [ "$status" -eq 1 ]
check "the ring is printed" has \
    '^circle: src/games/graph\.c -> src/games/graph_read\.c -> src/games/graph\.c$'
check "the ring: the include that closes it" has \
    '^    src/games/graph_read\.c:1: includes "graph\.h" -> src/games/graph\.h$'

tree include_c
put "$t/src/core/table.c" <<'EOF'
static const int table[] = { 0, 1, 2 };
EOF
sed -i 's|#include "solve.h"|&\n#include "table.c"|' "$t/src/core/solve.c"
run "$t" "$t/ARCH.md"
check "an included .c: exit 1" [ "$status" -eq 1 ]
check "an included .c is named" has '^include \.c: src/core/solve\.c:3: includes "table\.c"$'

tree api
sed -i 's|#include "grundy.h"|&\n#include "graph.h"|' "$t/src/cli/main.c"
sed -i 's|    cli_count++;|    cli_count += graph_read(NULL, 0);|' "$t/src/cli/main.c"
run "$t" "$t/ARCH.md"
check "a front end past the API: exit 1" [ "$status" -eq 1 ]
api='\(cli -> games: only through include/grundy\.h\)$'
check "a front end includes a private header" has \
    "^past the API: src/cli/main\\.c:3: includes \"graph\\.h\" -> src/games/graph\\.h $api"
check "a front end calls a private function" has \
    "^past the API: src/cli/main\\.c:10: calls graph_read\\(\\) -> src/games/graph_read\\.c $api"
check "a front end may call the public functions of a private layer" \
    sh -c "! grep -q 'gr_nim_value' '$out'"

tree ambiguous
put "$t/src/base/util.h" </dev/null
put "$t/src/games/util.h" </dev/null
sed -i 's|#include "solve.h"|&\n#include "util.h"|' "$t/src/core/solve.c"
run "$t" "$t/ARCH.md"
check "an ambiguous include: exit 1" [ "$status" -eq 1 ]
check "an ambiguous include is named" has \
    '^ambiguous: src/core/solve\.c:3: includes "util\.h": src/base/util\.h or src/games/util\.h$'

tree nolayer
put "$t/src/extra/extra.c" <<'EOF'
int extra(void) { return 0; }
EOF
run "$t" "$t/ARCH.md"
check "a file in no layer: exit 1" [ "$status" -eq 1 ]
check "a file in no layer is named" has '^no layer: src/extra/extra\.c$'

# usage errors: exit 2, a message, no verdict
run
check "no arguments: exit 2" [ "$status" -eq 2 ]
run -x "$c" "$c/ARCH.md"
check "an unknown option: exit 2" [ "$status" -eq 2 ]
run "$c/nosuch" "$c/ARCH.md"
check "no such root: exit 2" [ "$status" -eq 2 ]
run "$c" "$c/nosuch.md"
check "no such architecture file: exit 2" [ "$status" -eq 2 ]
tree badblock
sed -i '/<!-- \/layers -->/d' "$t/ARCH.md"
run "$t" "$t/ARCH.md"
check "no end to the block: exit 2" sh -c "[ $status -eq 2 ] && grep -q 'no layers between' '$err'"
tree badpath
sed -i 's|^base: src/base$|base: src/base src/nosuch|' "$t/ARCH.md"
run "$t" "$t/ARCH.md"
check "a path that is not there: exit 2" sh -c "[ $status -eq 2 ] && [ ! -s '$out' ] &&
    grep -q 'ARCH.md:7: src/nosuch is not there' '$err'"
tree badflag
sed -i 's|^base: src/base$|base: src/base [lowest]|' "$t/ARCH.md"
run "$t" "$t/ARCH.md"
check "an unknown [word]: exit 2" [ "$status" -eq 2 ]

# the project itself: the layers docs/ARCHITECTURE.md declares hold
run . docs/ARCHITECTURE.md
check "grundy's own tree: no upward dependency, no circle ($(tail -n 1 "$out"))" \
    sh -c "[ $status -eq 0 ] && grep -q ' 0 upward, 0 circles' '$out'"
[ "$status" -eq 0 ] || cat "$out" >&2
run -c . docs/ARCHITECTURE.md
check "grundy's own tree, calls only: clean" [ "$status" -eq 0 ]
# a ruleset's ops are called by the library only (grundy.h): a front end
# calls gr_game_value, gr_component_draw, gr_component_explain... (the
# checker follows functions by name, not calls through a pointer)
ops='params_parse|params_print|params_free|params_long_run|parse|print|copy|release|value|values|moves|moves_to|outcome|moves_to_loss|period|explain|draw'
front=$(sed -n '/^<!-- layers -->/,/^<!-- \/layers -->/p' docs/ARCHITECTURE.md | sed -n 's/^[a-z]*: \(.*\) \[front\]$/\1/p')
check "the front ends are found in the layers block" [ -n "$front" ]
grep -rnE -- "->($ops)[[:space:]]*\(" $front >"$out"
check "no front end calls a ruleset's op itself ($(head -n 1 "$out"))" [ ! -s "$out" ]
check "the tree's every folder is a layer" sh -c "for d in src/*/; do grep -q \"^[a-z]*: \${d%/}\\b\" docs/ARCHITECTURE.md || exit 1; done"
finish
