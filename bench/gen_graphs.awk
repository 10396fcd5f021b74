# gen_graphs.awk - writes one position line for the graph benchmarks.
# usage: awk -v kind=KIND -v n=EDGES -v seed=S -f gen_graphs.awk
#   path    tree 1-2 2-3 ...: a Nim heap of n (one winning move: cut 1-2)
#   tree2   two copies of one random recursive tree (vertex v hangs from a
#           random earlier vertex) on the root: value 0, n edges in all
#   cycle   hackenbush: one circuit of n edges through the ground (n even: value 0)
#   blobs2  hackenbush: two copies of circuits of 3 to 6 edges (some with a
#           loop) hung from random earlier vertices: value 0, n edges in all
#   stalk   hackenbush: a path of n - 3 edges from the ground ending in a
#           circuit of 3: value n - 2, one winning move (cut 0-1)
BEGIN {
    srand(seed ? seed : 1)
    if (kind == "path") {
        printf "tree"
        for (v = 2; v <= n + 1; v++)
            printf " %d-%d", v - 1, v
    } else if (kind == "tree2") {
        h = int(n / 2)
        printf "tree"
        for (v = 2; v <= h + 1; v++)
            p[v] = 1 + int(rand() * (v - 1))
        for (c = 0; c < 2; c++)
            for (v = 2; v <= h + 1; v++)
                printf " %d-%d", p[v] == 1 ? 1 : p[v] + c * h, v + c * h
    } else if (kind == "stalk") {
        printf "hackenbush"
        for (v = 1; v <= n - 3; v++)
            printf " %d-%d", v - 1, v
        printf " %d-%d %d-%d %d-%d", n - 3, n - 2, n - 2, n - 1, n - 1, n - 3
    } else if (kind == "cycle") {
        printf "hackenbush"
        for (v = 0; v < n; v++)
            printf " %d-%d", v, (v + 1) % n
    } else {
        h = int(n / 2); m = 0; nv = 1
        while (m < h) {
            at = int(rand() * nv); len = 3 + int(rand() * 4); prev = at
            for (i = 1; i < len && m < h; i++) { a[m] = prev; b[m++] = nv; prev = nv++ }
            if (m < h) { a[m] = prev; b[m++] = at }
            if (m < h && rand() < 0.2) { a[m] = prev; b[m++] = prev }
        }
        printf "hackenbush"
        for (c = 0; c < 2; c++)
            for (i = 0; i < m; i++)
                printf " %d-%d", a[i] ? a[i] + c * nv : 0, b[i] ? b[i] + c * nv : 0
    }
    printf "\n"
}
