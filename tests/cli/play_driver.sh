# play_driver.sh - drives `grundy play` through its line protocol, for the
# CLI tests: a scripted user answers every "position:" line (sourced).

# heaps POSITION: the heap sizes of a Nim position, one per line
heaps() {
    echo "$1" | tr ' ' '\n' | grep -E '^[0-9]+$'
}

# weak_move POSITION: take one token from the first non-empty heap
weak_move() {
    heaps "$1" | awk '$1 > 0 { printf "%d -> nim %d\n", NR - 1, $1 - 1; exit }'
}

# random_move POSITION SEED: a legal random move (nim only)
random_move() {
    heaps "$1" | awk -v seed="$2" '
        { h[NR - 1] = $1; if ($1 > 0) nz[n++] = NR - 1 }
        END { srand(seed); i = nz[int(rand() * n)]
              printf "%d -> nim %d\n", i, int(rand() * h[i]) }'
}

# perfect_move POSITION [--misere]: the first winning move grundy solve gives,
# else a weak one
perfect_move() {
    d_pos=$1; shift
    # shellcheck disable=SC2086
    d_m=$("$GRUNDY" solve "$@" --json $d_pos |
        sed -n 's/.*"winning_moves":\[{"component":\([0-9]*\),"move":"[0-9]* -> \([0-9]*\)".*/\1 \2/p' |
        sed 's/ / -> nim /')
    if [ -n "$d_m" ]; then echo "$d_m"; else weak_move "$d_pos"; fi
}

# drive STRATEGY LOG -- PLAY_ARGS...: plays one whole game; the transcript
# (grundy's lines, and the user's lines prefixed "> ") goes to LOG; returns
# grundy's exit status. STRATEGY: weak, random:SEED, perfect, perfect-misere.
drive() {
    d_strategy=$1; d_log=$2; shift 3
    d_fifo=$(mktemp -d)
    mkfifo "$d_fifo/in" "$d_fifo/out"
    "$GRUNDY" play "$@" <"$d_fifo/in" >"$d_fifo/out" 2>"$d_fifo/err" &
    d_pid=$!
    exec 3>"$d_fifo/in" 4<"$d_fifo/out"
    : >"$d_log"
    d_turn=0
    while IFS= read -r d_line <&4; do
        echo "$d_line" >>"$d_log"
        case $d_line in
        position:*)
            d_pos=${d_line#position: }
            d_turn=$((d_turn + 1))
            case $d_strategy in
            weak) d_move=$(weak_move "$d_pos") ;;
            random:*) d_move=$(random_move "$d_pos" "${d_strategy#random:}$d_turn") ;;
            perfect) d_move=$(perfect_move "$d_pos") ;;
            perfect-misere) d_move=$(perfect_move "$d_pos" --misere) ;;
            esac
            echo "> $d_move" >>"$d_log"
            echo "$d_move" >&3
            ;;
        esac
    done
    exec 3>&- 4<&-
    wait "$d_pid"
    d_status=$?
    cat "$d_fifo/err" >>"$d_log"
    rm -rf "$d_fifo"
    return $d_status
}
