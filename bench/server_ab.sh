#!/usr/bin/env bash
# A/B of two renju binaries in one script (docs/performance.md, "Batched writes"): the same
# saturation load, same process shape, runs alternating A, B, A, B … so both sides see the same
# machine; prints each run, then the medians and the ratio B / A of throughput, ack p50/p99
# and the server's CPU per action. Each binary runs its own `renju loadtest`, which starts its
# own `renju serve`; use binaries whose load generators are the same code (only the server
# differs) so that the ratio is the server's.
# Usage: bench/server_ab.sh A B [runs per side, default 5] [extra loadtest options …]
set -euo pipefail
a=$1
b=$2
runs=${3:-5}
shift $(($# < 3 ? $# : 3))
opts=(--games 100 --interval 0 --seconds 10 --processes 2 --quiet "$@")
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# One run → "actions_per_s ack_p50_ms ack_p99_ms server_cpu_us_per_action load_average".
run_one() {
  local bin=$1 log=$2
  "$bin" loadtest "${opts[@]}" >"$log" 2>&1
  python3 - "$log" <<'EOF'
import re, sys
text = open(sys.argv[1]).read()
def grab(pattern):
    m = re.search(pattern, text)
    if not m:
        sys.exit("server_ab: no match for %r in:\n%s" % (pattern, text))
    return float(m.group(1).replace(" ", ""))
rate = grab(r"sent in [\d.]+s: ([\d.]+) actions/s")
p50 = grab(r"ack latency +p50 ([\d.]+) ms")
p99 = grab(r"ack latency [^\n]*p99 ([\d.]+) ms")
cpu = grab(r"cpu +server ([\d.]+) s")
secs = grab(r"sent in ([\d.]+)s: [\d.]+ actions/s")
acts = rate * secs
load = open("/proc/loadavg").read().split()[0]
print("%.0f %.3f %.3f %.1f %s" % (rate, p50, p99, cpu / acts * 1e6 if acts else 0, load))
EOF
}

echo "loadtest ${opts[*]}"
echo "side run actions/s ack_p50_ms ack_p99_ms server_cpu_us/action load1"
for i in $(seq 1 "$runs"); do
  for side in A B; do
    bin=$a
    [ "$side" = B ] && bin=$b
    line=$(run_one "$bin" "$out/$side.$i.log")
    echo "$side $i $line"
    echo "$line" >>"$out/$side"
  done
done

python3 - "$out/A" "$out/B" <<'EOF'
import statistics, sys
cols = ["actions/s", "ack p50 ms", "ack p99 ms", "server CPU µs/action", "load average"]
sides = [[list(map(float, l.split())) for l in open(p)] for p in sys.argv[1:3]]
print("median of %d runs each:" % len(sides[0]))
for k, name in enumerate(cols):
    ma = statistics.median(r[k] for r in sides[0])
    mb = statistics.median(r[k] for r in sides[1])
    ratio = "%.3f" % (mb / ma) if ma else "-"
    print("  %-22s A %10.3f  B %10.3f  B/A %s" % (name, ma, mb, ratio))
EOF
