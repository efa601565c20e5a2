#!/usr/bin/env bash
# Issue 18's scale run (a benchmark, not a test): G concurrent games through a `scripts/cluster`
# of N nodes, K HAProxy processes and one PostgreSQL, at one action per player every few
# seconds, played by `renju loadtest --url <every HAProxy> --processes P`. Prints the load's
# report (games live, actions/s, ack and opponent-event p50/p90/p99) and the CPU of each part
# over the measured phase: every node, every HAProxy, PostgreSQL (the postmaster and its
# backends), the load generators, and the machine's idle share.
#
#   bench/cluster_scale.sh [--nodes N] [--proxies K] [--games G] [--interval S] [--seconds T]
#                          [--processes P] [--bin RENJU]
#
# Defaults: N 4, K 8, G 20 000, S 4 (whoever is to move waits 2–6 s: each player acts about
# every 8 s), T 60, P 8. One HAProxy holds two descriptors per proxied socket, so past ~5 000
# games it meets this machine's 20 000 per process (HAProxy's maxconn, half the limit less 100); K = P = 8
# gives each HAProxy one load process, 2 500 games, 10 000 descriptors.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
nodes=4 proxies=8 games=20000 interval=4 seconds=60 processes=8 bin=""
while [ $# -gt 0 ]; do
  case "$1" in
    --nodes) nodes=$2; shift 2 ;;
    --proxies) proxies=$2; shift 2 ;;
    --games) games=$2; shift 2 ;;
    --interval) interval=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --processes) processes=$2; shift 2 ;;
    --bin) bin=$2; shift 2 ;;
    *) sed -n '9,10p' "$0" | sed 's/^#  *//' >&2; exit 2 ;;
  esac
done
[ -n "$bin" ] || bin=$root/build/release/src/cli/renju
[ -x "$bin" ] || { echo "cluster_scale: no renju binary at $bin (scripts/build, or --bin)" >&2; exit 1; }

work=$(mktemp -d /tmp/renju-scale-XXXXXX)
chmod 755 "$work"
dir=$work/c
load_pid=""
cleanup() {
  [ -n "$load_pid" ] && kill "$load_pid" 2>/dev/null || true
  "$root/scripts/cluster" down --dir "$dir" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

echo "descriptors: soft $(ulimit -Sn), hard $(ulimit -Hn); cores $(nproc); load average $(cut -d' ' -f1-3 /proc/loadavg)"
"$root/scripts/cluster" up --nodes "$nodes" --proxies "$proxies" --dir "$dir" --bin "$bin" >/dev/null
# shellcheck disable=SC1091
. "$dir/cluster.env"

# CPU ticks (user + system, and the children it reaped) of one process.
ticks() { awk '{print $14 + $15 + $16 + $17}' "/proc/$1/stat" 2>/dev/null || echo 0; }
pg_pids() {
  local master
  master=$(head -1 "$dir/pg/postmaster.pid")
  echo "$master $(pgrep -P "$master" | tr '\n' ' ')"
}
# "name ticks" for every part, one a line.
snapshot() {
  local i p f sum
  for ((i = 1; i <= NODES; ++i)); do
    echo "node$i $(ticks "$(eval echo "\$NODE${i}_PID")")"
  done
  i=1
  for f in "$dir"/haproxy.pid "$dir"/haproxy-*.pid; do
    [ -f "$f" ] || continue
    echo "haproxy$i $(ticks "$(cat "$f")")"
    i=$((i + 1))
  done
  sum=0
  for p in $(pg_pids); do sum=$((sum + $(ticks "$p"))); done
  echo "postgresql $sum"
  awk '/^cpu /{print "idle", $5 + $6}' /proc/stat
}

log=$work/load.log
"$bin" loadtest --url "$URLS" --games "$games" --interval "$interval" --seconds "$seconds" \
  --processes "$processes" >"$work/load.out" 2>"$log" &
load_pid=$!
# The measured phase starts when the parent releases its load processes (every game set up).
until grep -q '^released ' "$log" 2>/dev/null; do
  if ! kill -0 "$load_pid" 2>/dev/null; then
    echo "cluster_scale: the load ended before its games were set up:" >&2
    tail -20 "$log" >&2
    exit 1
  fi
  sleep 0.2
done
echo "all games set up; measuring ${seconds}s (load average $(cut -d' ' -f1-3 /proc/loadavg))"
snapshot >"$work/before"
start=$(date +%s.%N)
sleep "$seconds"
snapshot >"$work/after"
end=$(date +%s.%N)
wait "$load_pid" || echo "cluster_scale: renju loadtest exited with $?" >&2
load_pid=""
cat "$work/load.out"

python3 - "$work/before" "$work/after" "$start" "$end" "$(getconf CLK_TCK)" "$(nproc)" <<'EOF'
import sys
before = dict(l.split() for l in open(sys.argv[1]))
after = dict(l.split() for l in open(sys.argv[2]))
wall = float(sys.argv[4]) - float(sys.argv[3])
hz = float(sys.argv[5])
cores = int(sys.argv[6])
print("CPU over the measured phase (%.1f s, %d cores; %% of one core):" % (wall, cores))
groups = {}
for name in before:
    used = (int(after[name]) - int(before[name])) / hz
    if name == "idle":
        # /proc/stat counts idle per core in USER_HZ.
        print("  %-12s %5.0f %% of the machine" % ("idle", 100 * used / wall / cores))
        continue
    print("  %-12s %6.1f s  %5.0f %%" % (name, used, 100 * used / wall))
    kind = name.rstrip("0123456789")
    groups[kind] = groups.get(kind, 0) + used
for kind, used in groups.items():
    print("  all %-8s %6.1f s  %5.0f %%" % (kind, used, 100 * used / wall))
EOF
