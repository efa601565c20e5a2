#!/usr/bin/python3
"""A yardstick for the engine's moves: how much each move loses by another engine's reckoning
(docs/engine-search.md, "A yardstick for single moves"). Cheaper and quieter than a match for
comparing two builds or settings of ours: both play the same positions at a fixed node count (so
their moves are repeatable), and the judge's evaluations are cached per position, so a position
where both choose the same move counts the same loss for both.

The judge is any Gomocup-protocol engine that prints its evaluation as `Eval N` in a `MESSAGE`
line after a `BOARD` command (Rapfi does; `M` marks a forced win): it is run, never read. Nothing
in the test suite uses this script.

  bench/yardstick.py positions --judge CMD --records DIR... --engine-number 1 --out POS
      positions from `renju ai-match --records` games where that engine was to move (stones 8 to
      40, a random sample of --count), with the judge's evaluation before the move; decided
      positions (a forced win seen either way) are left out.
  bench/yardstick.py judge --judge CMD --engine CMD --nodes N --positions POS --out MOVES
      the engine's move in each position (Gomocup `INFO max_node`), the judge's evaluation after
      it, and the move's loss (before + after, both from the mover's side; clipped to +-2000).
  bench/yardstick.py compare MOVES_A MOVES_B
      the mean loss of each and of B - A per position, with its 95 % margin.

Two positions are judged at a time (--jobs), each by its own pair of processes.
"""
import argparse
import glob
import math
import os
import random
import re
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor

DECIDED = 20000  # a forced win for either side, as num() writes it
CLIP = 2000


class Brain:
    """A Gomocup engine on pipes, asked for its move (and evaluation) in whole positions."""

    def __init__(self, cmd, info):
        self.p = subprocess.Popen(cmd, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)
        for line in ["START 15", "INFO rule 4"] + info:
            self.send(line)
        self.read_until(lambda s: s == "OK")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def read_until(self, done):
        lines = []
        while True:
            s = self.p.stdout.readline()
            if not s:
                sys.exit(f"error: engine exited: {lines[-3:]}")
            lines.append(s.strip())
            if done(lines[-1]):
                return lines

    def ask(self, moves):
        """(evaluation text or None, move) for the side to move after `moves`."""
        while True:
            self.send("BOARD")
            for k, m in enumerate(moves):
                x, y = ord(m[0]) - 97, 15 - int(m[1:])
                self.send(f"{x},{y},{1 if k % 2 == len(moves) % 2 else 2}")
            self.send("DONE")
            lines = self.read_until(lambda s: re.fullmatch(r"\d+,\d+", s) is not None
                                    or s == "ERROR Unknown command: DONE")
            # An engine still finishing its last search may drop a BOARD: send it again.
            if lines[-1] != "ERROR Unknown command: DONE":
                break
            time.sleep(0.05)
        ev = None
        for s in lines:
            found = re.search(r"Eval (\S+)", s)
            if found:
                ev = found.group(1)
        x, y = map(int, lines[-1].split(","))
        return ev, f"{chr(97 + x)}{15 - y}"


def num(ev):
    if ev is None:
        return 0
    if "M" in ev:
        return -30000 if ev.startswith("-") else 30000
    return int(ev)


def in_parallel(jobs, make, work, items):
    """work(brains, item) for every item, `jobs` at a time, each thread with its own brains."""
    local = threading.local()
    done = [0]
    lock = threading.Lock()

    def run(item):
        if not hasattr(local, "brains"):
            local.brains = make()
        out = work(local.brains, item)
        with lock:
            done[0] += 1
            if done[0] % 25 == 0 or done[0] == len(items):
                print(f"  {done[0]} of {len(items)}", file=sys.stderr, flush=True)
        return out

    with ThreadPoolExecutor(jobs) as pool:
        return list(pool.map(run, items))


def positions(a):
    cands = []
    for path in sorted(p for d in a.records for p in glob.glob(os.path.join(d, "*.txt"))):
        text = open(path).read()
        head = re.search(r"^# black: engine (\d)", text, re.M)
        moves = [line for line in text.splitlines() if line and not line.startswith("#")]
        if not head or not moves:
            continue
        black = int(head.group(1)) == a.engine_number
        moves = moves[0].split()
        for k in range(7, min(len(moves) - 1, 40)):
            if (k % 2 == 0) == black:
                cands.append(moves[:k])
    random.Random(a.seed).shuffle(cands)
    cands = cands[:a.count]
    evs = in_parallel(a.jobs, lambda: Brain(a.judge, judge_info(a)),
                      lambda b, m: num(b.ask(m)[0]), cands)
    with open(a.out, "w") as f:
        kept = 0
        for ev, m in zip(evs, cands):
            if abs(ev) < DECIDED:
                f.write(f"{ev}\t{' '.join(m)}\n")
                kept += 1
    print(f"{kept} of {len(cands)} positions undecided, written to {a.out}")


def judge_info(a):
    return [f"INFO timeout_turn {a.ms}", "INFO timeout_match 100000000"]


def judge(a):
    rows = [line.split("\t") for line in open(a.positions).read().splitlines()]
    cache, lock = {}, threading.Lock()
    if os.path.exists(a.cache):
        for line in open(a.cache):
            key, v = line.rstrip("\n").split("\t")
            cache[key] = int(v)
    def make():
        return Brain(a.engine, [f"INFO max_node {a.nodes}", "INFO timeout_turn 600000"]), [None]

    def work(brains, row):
        engine, judge_brain = brains
        moves = row[1].split()
        move = engine.ask(moves)[1]
        key = " ".join(moves + [move])
        with lock:
            after = cache.get(key)
        if after is None:
            if judge_brain[0] is None:
                judge_brain[0] = Brain(a.judge, judge_info(a))
            after = num(judge_brain[0].ask(moves + [move])[0])
            with lock:
                cache[key] = after
                cache_file.write(f"{key}\t{after}\n")
                cache_file.flush()
        return move, max(-CLIP, min(CLIP, int(row[0]) + after))

    with open(a.cache, "a") as cache_file:
        out = in_parallel(a.jobs, make, work, rows)
    with open(a.out, "w") as f:
        for k, (move, loss) in enumerate(out):
            f.write(f"{k}\t{move}\t{loss}\n")
    print(f"{a.out}: {len(out)} positions, mean loss {sum(l for _, l in out) / len(out):.1f}")


def compare(a):
    def read(path):
        return {r[0]: (r[1], int(r[2])) for r in
                (line.split("\t") for line in open(path).read().splitlines())}
    x, y = read(a.a), read(a.b)
    keys = [k for k in x if k in y]
    d = [y[k][1] - x[k][1] for k in keys]
    mean = sum(d) / len(d)
    sd = math.sqrt(sum((v - mean) ** 2 for v in d) / max(1, len(d) - 1))
    differ = sum(1 for k in keys if x[k][0] != y[k][0])
    print(f"{len(keys)} positions, {differ} different moves; mean loss "
          f"{sum(x[k][1] for k in keys) / len(keys):.1f} and {sum(y[k][1] for k in keys) / len(keys):.1f}; "
          f"second minus first {mean:+.1f} +- {1.96 * sd / math.sqrt(len(d)):.1f}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("positions")
    p.add_argument("--records", nargs="+", required=True)
    p.add_argument("--engine-number", type=int, choices=(1, 2), default=1)
    p.add_argument("--count", type=int, default=400)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--out", required=True)
    j = sub.add_parser("judge")
    j.add_argument("--engine", required=True)
    j.add_argument("--nodes", type=int, default=600000)
    j.add_argument("--positions", required=True)
    j.add_argument("--cache", default="yardstick-cache.txt")
    j.add_argument("--out", required=True)
    for q in (p, j):
        q.add_argument("--judge", required=True, help="the judging engine's command")
        q.add_argument("--ms", type=int, default=500, help="the judge's time per position")
        q.add_argument("--jobs", type=int, default=2)
    c = sub.add_parser("compare")
    c.add_argument("a")
    c.add_argument("b")
    a = ap.parse_args()
    {"positions": positions, "judge": judge, "compare": compare}[a.cmd](a)


if __name__ == "__main__":
    main()
