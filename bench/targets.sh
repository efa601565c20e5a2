#!/usr/bin/env bash
# Issue 16's targets in one script (docs/performance.md, "Targets"): saturation throughput
# against the echo baseline with the same connection shape, then 100 / 1 000 / 9 000 games at
# one action per player every few seconds (each with its own echo baseline: p99, memory per
# idle live game), each run printed with the 1-minute load average before it. The descriptor
# limit this process may raise to is printed first (10 000 games need about 20 010 in the
# server alone).
# Usage: bench/targets.sh [renju binary, default build/release/src/cli/renju] [seconds, default 30]
# PROCESSES=N (default 2) load-generator processes; 1 for binaries older than `--processes`.
set -euo pipefail
renju=${1:-build/release/src/cli/renju}
seconds=${2:-30}
split=(--processes "${PROCESSES:-2}")
[ "${PROCESSES:-2}" = 1 ] && split=()
echo "descriptors: soft $(ulimit -Sn), hard $(ulimit -Hn); cores $(nproc)"
run() {
  echo "== load average $(cut -d' ' -f1-3 /proc/loadavg): renju loadtest $*"
  "$renju" loadtest --quiet "$@"
}
run --games 100 --interval 0 --seconds 10 "${split[@]}" --baseline
for games in 100 1000 9000; do
  run --games "$games" --interval 4 --seconds "$seconds" "${split[@]}" --baseline
done
