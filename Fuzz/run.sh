#!/bin/sh
# Builds the libFuzzer harnesses and runs each for a bounded time, seeded with the real dumps, the
# crashers found so far and the hostile corpus; a crash, a trap, a leak of time past libFuzzer's
# per-input timeout or an out-of-memory stops the run with a non-zero exit and the input saved
# under .build/fuzz/findings/. Usage (from the package root): Fuzz/run.sh [SECONDS_EACH] (default 20).
set -eu
cd "$(dirname "$0")/.."
seconds="${1:-20}"
sh Fuzz/build.sh
findings=.build/fuzz/findings
mkdir -p "$findings"
seeds="Tests/ScreenFormatsTests/Fixtures/real-dumps Tests/ScreenFormatsTests/Fixtures/crashers Tests/EarshotCLITests/Hostile"
for harness in FuzzWDAXML FuzzWDAJSON FuzzXCUIDescription; do
    corpus=$(mktemp -d)
    # shellcheck disable=SC2086
    ASAN_OPTIONS=detect_leaks=0 ".build/fuzz/$harness" -max_total_time="$seconds" -max_len=65536 -timeout=10 \
        -rss_limit_mb=4096 -artifact_prefix="$findings/$harness-" "$corpus" $seeds 2>"$findings/$harness.log" \
        || { tail -n 40 "$findings/$harness.log"; echo "fuzz: $harness found a problem; the input is in $findings"; exit 1; }
    runs=$(grep -o 'Done [0-9]* runs' "$findings/$harness.log" | tail -n 1 | grep -o '[0-9][0-9]*')
    echo "fuzz: $harness ran ${runs:-its} inputs in ${seconds}s, no finding"
    rm -rf "$corpus"
done
