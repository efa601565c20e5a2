#!/usr/bin/env bash
# Browser tests: builds the front-end, starts the real `renju serve` on a free port with a
# temporary database and web/dist, runs web/e2e/*.test.mjs with node's test runner against
# Debian's chromium (playwright-core, no browser download), then stops the server.
# Usage: web/e2e/run.sh <path to the renju binary> [test files, default every e2e/*.test.mjs]
set -euo pipefail
bin=$(realpath "${1:?usage: web/e2e/run.sh path/to/renju [e2e/x.test.mjs ...]}")
shift
only=("$@")  # relative to web/, e.g. e2e/model.test.mjs
cd "$(dirname "$0")/.."
if [ ! -d node_modules/playwright-core ]; then npm ci --no-audit --no-fund --loglevel=error; fi
npx tsc -p tsconfig.json
npm run --silent build

tmp=$(mktemp -d)
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
# No creation limit: the tests share one address, and one of them creates 300 games.
"$bin" serve --bind 127.0.0.1 --port "$port" --db "$tmp/renju.db" --assets dist --create-rate 0 \
  --log-level warn >"$tmp/server.log" 2>&1 &
pid=$!
cleanup() {
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT

for _ in $(seq 1 100); do
  if node -e "fetch('http://127.0.0.1:$port/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"; then
    break
  fi
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "e2e: renju serve exited early:" >&2
    cat "$tmp/server.log" >&2
    exit 1
  fi
  sleep 0.1
done

mkdir -p ../test-artifacts
status=0
# The tests share one server: run the files one at a time. Node 18 (Debian 12's) has no
# --test-concurrency flag, so there the files are run one by one.
export RENJU_URL="http://127.0.0.1:$port" RENJU_ARTIFACTS="$(realpath ../test-artifacts)"
# sgf.test.mjs converts records with the binary itself.
export RENJU_BIN="$bin"
# Chromium's sound client keeps its runtime folder here rather than in a new /tmp/pulse-*.
mkdir -m 700 "$tmp/runtime"
export XDG_RUNTIME_DIR="$tmp/runtime"
# model.test.mjs speaks to the server over node's own WebSocket (a flag before Node 22).
if ! node -e 'WebSocket' 2>/dev/null; then export NODE_OPTIONS="--experimental-websocket"; fi
if [ ${#only[@]} -gt 0 ]; then
  for f in "${only[@]}"; do node --test "$f" || status=$?; done
elif node --help | grep -q -- --test-concurrency; then
  node --test --test-concurrency=1 e2e/ || status=$?
else
  for f in e2e/*.test.mjs; do node --test "$f" || status=$?; done
fi
if [ "$status" -ne 0 ]; then
  echo "e2e: server log (last 40 lines):" >&2
  tail -40 "$tmp/server.log" >&2
fi
exit "$status"
