#!/usr/bin/env bash
# Runs the test suite under ThreadSanitizer and fails on any report.
#
#   Scripts/run-tsan.sh [--filter PATTERN]
#
# The sanitized build lives in .build/tsan, so it never replaces the ordinary debug build. TSan
# is told to keep going after a report, so one run lists every race; the script then fails when
# the tests failed or when ThreadSanitizer reported anything at all. The log is kept in
# .build/tsan/tsan.log. Expect the first run to take several minutes: everything is rebuilt with
# instrumentation, and instrumented tests run several times slower.
set -euo pipefail
cd "$(dirname "$0")/.."

arguments=()
while [ $# -gt 0 ]; do
    case "$1" in
        --filter)
            [ $# -ge 2 ] || { echo "usage: $0 [--filter PATTERN]" >&2; exit 2; }
            arguments+=(--filter "$2")
            shift 2
            ;;
        *)
            echo "usage: $0 [--filter PATTERN]" >&2
            exit 2
            ;;
    esac
done

mkdir -p .build/tsan
log=.build/tsan/tsan.log
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=0 second_deadlock_stack=1}"

set +e
swift test --sanitize=thread --scratch-path .build/tsan "${arguments[@]}" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e

reports=$(grep -c "WARNING: ThreadSanitizer" "$log" || true)
if [ "$reports" -gt 0 ]; then
    echo "run-tsan: ThreadSanitizer reported $reports problem(s); see $log" >&2
    grep -A 12 "WARNING: ThreadSanitizer" "$log" | head -60 >&2
    exit 1
fi
if [ "$status" -ne 0 ]; then
    echo "run-tsan: the tests failed (exit status $status); see $log" >&2
    exit "$status"
fi
echo "run-tsan: no ThreadSanitizer reports"
