#!/usr/bin/env bash
# Protocol 1 against protocol 2, A/B in one script (docs/performance.md, "Protocol 2"): the
# room's per-action cost by move number (game_bench), then saturation load with the players
# speaking each version to the same server binary, each against the echo baseline; optionally
# an older binary (OLD=path/to/renju) with its own default protocol.
# Usage: bench/protocol_ab.sh [build dir, default build/release]
set -euo pipefail
build=${1:-build/release}
"$build/bench/game_bench" --benchmark_filter='RoomAction' --benchmark_min_time=0.3 \
  --benchmark_repetitions=5 --benchmark_report_aggregates_only=true 2>&1 | grep -E 'median|^Run|---'
for p in 2 1 2; do
  echo "== renju loadtest --protocol $p"
  "$build/src/cli/renju" loadtest --games 100 --interval 0 --seconds 10 --baseline --quiet \
    --protocol "$p"
done
if [ -n "${OLD:-}" ]; then
  echo "== $OLD loadtest (its own protocol)"
  "$OLD" loadtest --games 100 --interval 0 --seconds 10 --baseline --quiet
fi
