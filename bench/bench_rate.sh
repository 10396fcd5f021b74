# bench_rate.sh - the rate of the take-and-break engine at a heap range, in
# values per second per thread, for extrapolating a long run (10^9 values
# and beyond) honestly: `grundy values GAME --to LO` and `--to HI` are
# timed (best of RUNS, default 1), and the values from LO to HI are charged
# the difference, so that the start (the plain mex below heap 4096, the
# first masks) does not count. Each game is run on one thread and on two;
# a line gives the values per second, per thread, the two-thread speed-up,
# and the ratio against the published rates the issue on the engine names:
#   Officers (0.6): J. P. Grossman, "Searching for periodicity in Officers",
#     Games of No Chance 5 (2019): 5 M values/s on 8 threads, 0.63 M/s a thread;
#   Treblecross (0.007): ogs rc2, 10^6 values in 70.1 s on this machine
#     (one thread): 14,300 values/s;
#   0.354: ogs rc2 told the window proves it in 16.0 s, 20,126,195 values:
#     1.26 M values/s on one thread.
# RATE_GAMES overrides the list: lines "GAME LO HI REF_PER_THREAD REF_NAME"
# (REF 0: no reference).
# With two threads the per-thread rate is the rate halved. The machine is
# shared: see the load printed first. Two threads run 10-20% slower when
# the machine puts them on cores that share no cache: each two-thread line
# ends with the cache line's round trip between two threads just before
# and just after its runs (out/probe_roundtrip; under about 200 ns: near,
# 300 ns and more: far), so that lines are compared like with like.
. ./lib.sh

RUNS=${RUNS:-1}
RATE_GAMES=${RATE_GAMES:-"octal:0.6 1000000 10000000 630000 Grossman
octal:0.007 100000 1000000 14300 ogs-rc2
octal:0.354 1000000 10000000 1260000 ogs-rc2
grundys 1000000 10000000 0 none"}

# roundtrip: the probe's round trip in ns, or "?" without it (run alone)
roundtrip() {
    "${OUT:-out}/probe_roundtrip" 2>/dev/null || echo "?"
}

echo "engine rate: values per second per thread between heaps LO and HI (machine shared: see load)"
uptime
echo "$RATE_GAMES" | while read -r game lo hi ref refname; do
    one=
    for t in 1 2; do
        [ "$t" -gt 1 ] && rt0=$(roundtrip)
        s_lo=$(seconds "$GRUNDY" values "$game" --to "$lo" --threads "$t")
        s_hi=$(seconds "$GRUNDY" values "$game" --to "$hi" --threads "$t")
        [ "$t" -gt 1 ] && rt1=$(roundtrip)
        line=$(awk -v g="$game" -v lo="$lo" -v hi="$hi" -v a="$s_lo" -v b="$s_hi" -v t="$t" \
            -v ref="$ref" -v rn="$refname" -v one="$one" -v rt0="$rt0" -v rt1="$rt1" 'BEGIN {
            d = b - a; if (d < 0.01) d = 0.01
            rate = (hi - lo) / d; per = rate / t
            printf "%-14s %9d..%-9d %d thread%s %6.2f s  %9.0f values/s  %9.0f a thread", g, lo, hi,
                t, (t > 1 ? "s" : " "), d, rate, per
            if (ref > 0) printf "  %5.2fx %s", per / ref, rn
            if (one != "") printf "  two threads %.2fx one (round trip %s, %s ns)", rate / one, rt0, rt1
            printf "\n" }')
        echo "$line"
        one=$(awk -v lo="$lo" -v hi="$hi" -v a="$s_lo" -v b="$s_hi" 'BEGIN {
            d = b - a; if (d < 0.01) d = 0.01; printf "%.0f", (hi - lo) / d }')
    done
done
