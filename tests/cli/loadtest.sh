#!/usr/bin/env bash
# End-to-end checks of `renju loadtest`: a small run split over two load-generator processes
# (--processes) with the echo baseline — both halves released together and merged, every game
# live, actions acknowledged, the CPU of the server and of the generators reported apart — and
# the refusals of bad options, none of which leaves its scratch folder behind. Bounded by
# --max-actions, not by the clock.
# Usage: tests/cli/loadtest.sh path/to/renju      (run by tests/cli/run.sh; exits non-zero on failure)
set -uo pipefail
renju=${1:?usage: tests/cli/loadtest.sh path/to/renju}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=tests/cli/checks.sh
. "$here/checks.sh"
# The runs' own scratch folders go here, so that what they leave behind can be counted.
scratch="$tmp/scratch"
mkdir "$scratch"
export TMPDIR="$scratch"

"$renju" loadtest --games 6 --interval 0 --seconds 120 --max-actions 60 --processes 2 --baseline \
  >"$tmp/out" 2>"$tmp/err"
expect "loadtest --processes 2: exit status" 0 $?
has "the games were shared over two processes" "$tmp/out" \
  '^renju serve: 6 games live of 6 \(12 player connections, 0 spectators each\), .* in 2 process\(es\)$'
has "the two processes were released together" "$tmp/err" '^released 2 load processes$'
completed=$(sed -nE 's/^  actions +([0-9]+) completed of ([0-9]+) sent.*/\1/p' "$tmp/out")
[ "${completed:-0}" -ge 60 ] && ok || bad "both halves' actions add up (>= 60)" "$(cat "$tmp/out")"
has "no errors" "$tmp/out" '^  errors +none$'
expect "the server's and the generators' CPU, for both loads" 2 \
  "$(grep -cE '^  cpu +server [0-9.]+ s \([0-9]+ % of a core\), load generator [0-9.]+ s \([0-9]+ % of a core\)$' "$tmp/out")"
has "the echo baseline ran split too" "$tmp/out" '^echo baseline: 12 connections, closed loop'
has "ratio printed" "$tmp/out" '^ratio \(renju / echo\): throughput [0-9.]+'

"$renju" loadtest --processes 0 >"$tmp/bad" 2>&1
[ $? -ne 0 ] && ok || bad "--processes 0 fails"
has "--processes 0 is refused, saying why" "$tmp/bad" '^--processes: Value 0 not in range 1 to 64$'
"$renju" loadtest --child-report "$tmp/r" --child-barrier "$tmp" --url http://example.com/ >"$tmp/bad2" 2>&1
expect "a child aimed away from loopback is refused" 2 $?
"$renju" loadtest --url http://127.0.0.1:1/,http://127.0.0.1:2/ --games 2 >"$tmp/bad3" 2>&1
expect "two URLs for one load process are refused" 2 $?
has "two URLs for one process say why" "$tmp/bad3" '^loadtest: 2 URLs need --processes 2 or more'
"$renju" loadtest --url http://127.0.0.1:1/,http://10.0.0.1:2/ --processes 2 --games 2 >"$tmp/bad4" 2>&1
expect "a list with one non-loopback URL is refused" 2 $?
expect "no scratch folder is left behind by a run or a refusal" "" "$(ls -A "$scratch")"

echo "loadtest: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
