# test_serve_load.sh - `grundy serve` under a hostile mix (issue 26): while 4
# clients keep sending requests that each run to the 2 s deadline, 8 clients
# sending a cheap one (nim 1 2 3) 50 times each get their answers with a 99th
# percentile under 1 s, every expensive one is answered 200 or 422 (no hang,
# no dropped connection); and SIGTERM stops the server within 2 s, with
# status 0, while requests are in flight. Loopback only, about 8 s. Skipped
# when grundy was built without libmicrohttpd, curl is missing, or under
# valgrind (it runs one thread at a time: the timings would mean nothing).
. tests/cli/lib.sh
if ! command -v curl >/dev/null 2>&1; then
    skip "curl is not installed (make deps)"; finish; exit
fi
if [ "${VALGRIND:-0}" = 1 ]; then
    skip "timings under valgrind (one thread at a time): run without VALGRIND=1"; finish; exit
fi
dir=$(mktemp -d)
server=
trap '[ -z "$server" ] || kill $server 2>/dev/null; rm -rf "$dir" "$out" "$err"' EXIT

# start_server OPTION...: grundy serve --port 0 in the background ($server),
# its port in $port; 1 when it is built without libmicrohttpd
start_server() {
    : >"$dir/log"   # (not the last server's line)
    "$GRUNDY" serve --port 0 "$@" >"$dir/log" 2>&1 &
    server=$!
    for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
        grep -q serving "$dir/log" && break
        kill -0 $server 2>/dev/null || break
        sleep 0.2
    done
    ! grep -q "built without it" "$dir/log" || return 1
    port=$(sed -n 's/^grundy: serving http:[^ ]*:\([0-9]*\)\/ .*/\1/p' "$dir/log")
    check "serve $* prints its URL" [ -n "$port" ]
}

# now_ms: the time in milliseconds
now_ms() { echo $(($(date +%s%N) / 1000000)); }

# matches TEXT REGEX: TEXT matches the extended regular expression
matches() { printf '%s\n' "$1" | grep -qE -- "$2"; }

if ! start_server; then
    skip "built without libmicrohttpd (make deps)"; finish; exit
fi

# The hostile mix. Each expensive request runs to the deadline (or is refused
# after work): octal periods, values of Grundy's game to 10^5, misere sums
# too large for search, a move in a huge heap. The cheap clients pause 100 ms
# between requests, so that theirs spread over some 5 s of expensive ones
# (each of the 4 sends at least 2 of them: every expensive path at least
# once). A server that served requests one at a time would keep a cheap one
# waiting behind an expensive one: over 1 s.
ones=$(i=0; while [ $i -lt 1990 ]; do printf '%%201'; i=$((i + 1)); done)
"$TOOLS/load" --hostile 4 --pause 100 "$port" 8 50 "/api/solve?position=nim%201%202%203" -- \
    "/api/period?game=hex:0.9" "/api/period?game=hex:0.18" \
    "/api/period?game=octal:0.77777777777" "/api/period?game=hex:0.8" \
    "/api/values?game=grundys&to=100000" "/api/solve?position=hex:0.8%203000&misere=1" \
    "/api/move?position=kayles%201000000000000000" \
    "/api/solve?position=kayles%2030%20%2B%20nim$ones&misere=1" >"$out" 2>&1
status=$?
cat "$out" >&2
cheap=$(sed -n 1p "$out")
costly=$(sed -n 2p "$out")
p99=$(echo "$cheap" | sed -n 's/.* 99th \([0-9]*\)\.[0-9]*,.*/\1/p')
check "hostile mix: 400 cheap requests, none failed ($cheap)" \
    matches "$cheap" '^400 requests, 0 failed'
check "hostile mix: the cheap requests' 99th percentile under 1000 ms (${p99:-?} ms)" \
    [ "${p99:-1000}" -lt 1000 ]
check "hostile mix: 8 or more expensive requests (every path), each 200 or 422 ($costly)" \
    matches "$costly" '^expensive: ([89]|[1-9][0-9]+) requests, 0 failed;'
check "hostile mix: the load tool's exit status 0 ($status)" [ "$status" -eq 0 ]
kill -INT $server
wait $server
check "Ctrl-C after the hostile mix stops the server cleanly" [ $? -eq 0 ]

# SIGTERM with 4 requests in flight. This server's deadline is 10 s, so only
# the stop flag can end them (and the server) within 2 s.
start_server --max-seconds 10
# each curl's file: when it started, when it was connected (s after), when it ended
for k in 1 2 3 4; do
    { now_ms >"$dir/curl$k"
      curl -s -m 10 -o /dev/null -w '%{time_connect} %{http_code}\n' \
        "http://127.0.0.1:$port/api/period?game=hex:0.9" >>"$dir/curl$k"
      now_ms >>"$dir/curl$k"; } &
done
sleep 1   # (each request reaches the handler: a connection alone is not a request)
sent=$(now_ms)
kill -TERM $server
# a watchdog: a server still there after 5 s is killed (and the checks fail)
( i=0
  while [ $i -lt 50 ] && [ ! -e "$dir/stopped" ]; do sleep 0.1; i=$((i + 1)); done
  [ -e "$dir/stopped" ] || kill -KILL $server ) &
wait $server
status=$?
took=$(($(now_ms) - sent))
server=
touch "$dir/stopped"
wait
inflight=0
for k in 1 2 3 4; do
    awk -v sent="$sent" 'NR == 1 { start = $1 } NR == 2 { up = $1 } NR == 3 { end = $1 }
        END { exit !(up > 0 && start + up * 1000 < sent && end >= sent) }' "$dir/curl$k" &&
        inflight=$((inflight + 1))
done
echo "SIGTERM: $inflight requests in flight, the server stopped in $took ms, status $status" >&2
check "SIGTERM: 4 requests in flight (connected before, ended after: $inflight)" \
    [ $inflight -eq 4 ]
answered=$(cat "$dir"/curl[1-4] | awk 'NF == 2 && $2 == 503' | wc -l)
check "SIGTERM: each request in flight gets its answer, 503 ($answered of 4)" [ "$answered" -eq 4 ]
check "SIGTERM with requests in flight stops the server within 2 s ($took ms)" [ $took -lt 2000 ]
check "SIGTERM: the server exits with status 0 ($status)" [ $status -eq 0 ]
finish
