#!/bin/sh
# run.sh - runs fuzz targets under libFuzzer, each for SECONDS, starting from
# its committed corpus (tests/fuzz/corpus/NAME, read only); new inputs go to
# BUILD/work/NAME, crashes to BUILD/crashes/. Prints executions per target.
# usage: sh tests/fuzz/run.sh BUILD SECONDS NAME...
#
# The timeout for one input is there to catch a hang, not bounded work: the
# library's work bounds allow a second or two at -O2 (a subtraction game's
# period search, an exhaustive search of Euclid's game to its depth limit),
# and this build, at -O1 under ASan and UBSan, runs such code 15 to 40 times
# slower, twice for each input where a target checks that a run repeats.
build=$1
seconds=$2
shift 2
status=0
mkdir -p "$build/crashes"
for name in "$@"; do
    mkdir -p "$build/work/$name"
    log="$build/work/$name.log"
    "$build/fuzz/$name" -max_total_time="$seconds" -max_len=4096 -timeout=120 \
        -rss_limit_mb=2048 -malloc_limit_mb=1024 -print_final_stats=1 \
        -artifact_prefix="$build/crashes/$name-" \
        "$build/work/$name" "tests/fuzz/corpus/$name" >"$log" 2>&1
    rc=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    if [ $rc -ne 0 ]; then
        status=1
        echo "FAIL fuzz_$name after ${runs:-?} executions:"
        grep -E 'ERROR|property failed|SUMMARY|Test unit written' "$log" | head -n 8 | sed 's/^/    /'
    else
        echo "ok   fuzz_$name: ${runs:-?} executions in ${seconds} s"
    fi
done
exit $status
