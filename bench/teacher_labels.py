#!/usr/bin/python3
"""Labels `renju eval-data` rows with another engine's evaluation, for fitting ours to it
(docs/engine-search.md, "The evaluation fitted to a stronger engine's judgement"): the position
of each row is rebuilt from the records it came from (the rows' game numbers count the record
files in sorted order, from 0, as `renju eval-data` reads them; the ply is the number of moves
played), the judge is asked for its evaluation (`Eval N` of its MESSAGE lines, the side to move's
view, after --ms milliseconds), and the row is written again with that number as its search
column, which `bench/fit_eval.py --target search --search-scale S` then fits. Positions the judge
sees decided (a forced win either way) are left out. The judge is run, never read; nothing in the
test suite uses this script. Prints the scale S at which sigmoid(eval / S) best predicts the
games' results, a starting point for --search-scale.

  bench/teacher_labels.py --judge CMD --records DIR --data ROWS --out FILE [--ms 40] [--jobs 2]
"""
import argparse
import glob
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from yardstick import DECIDED, Brain, in_parallel, num  # noqa: E402

PATTERNS_SPLIT = " : "


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--judge", required=True)
    p.add_argument("--records", required=True, help="the folder the rows' games came from")
    p.add_argument("--data", required=True, help="a `renju eval-data` file of those games")
    p.add_argument("--out", required=True)
    p.add_argument("--ms", type=int, default=40)
    p.add_argument("--jobs", type=int, default=2)
    a = p.parse_args()

    files = sorted(glob.glob(os.path.join(a.records, "*.txt")))
    games = []
    for path in files:
        lines = [s for s in open(path).read().splitlines() if s and not s.startswith("#")]
        games.append(lines[0].split() if lines else [])
    header, rows = None, []
    for n, line in enumerate(open(a.data), 1):
        if line.startswith("#"):
            header = line
            continue
        if not line.strip():
            continue
        head, *rest = line.rstrip("\n").split(PATTERNS_SPLIT)
        cols = head.split()
        game, ply = int(cols[0]), int(cols[2])
        if game >= len(games) or ply > len(games[game]) or len(rest) != 2:
            sys.exit(f"error: {a.data}:{n}: game {game} ply {ply} is not in {a.records}")
        rows.append((cols, rest, games[game][:ply]))
    if header is None:
        sys.exit(f"error: {a.data}: no `renju eval-data` header")
    searched = " search " in header
    info = [f"INFO timeout_turn {a.ms}", "INFO timeout_match 100000000"]
    evs = in_parallel(a.jobs, lambda: Brain(a.judge, info),
                      lambda b, r: num(b.ask(r[2])[0]), rows)
    kept = []
    with open(a.out, "w") as f:
        f.write(header if searched else header.replace(" eval :", " eval search :"))
        for (cols, rest, _), ev in zip(rows, evs):
            if abs(ev) >= DECIDED:
                continue
            cols = (cols[:-1] if searched else cols) + [str(ev)]
            f.write(" ".join(cols) + PATTERNS_SPLIT + PATTERNS_SPLIT.join(rest) + "\n")
            kept.append((ev, float(cols[1])))
    print(f"{a.out}: {len(kept)} of {len(rows)} positions undecided by the judge")

    def loss(scale):
        total = 0.0
        for ev, y in kept:
            q = min(max(1 / (1 + math.exp(-ev / scale)), 1e-6), 1 - 1e-6)
            total -= y * math.log(q) + (1 - y) * math.log(1 - q)
        return total / max(1, len(kept))
    best = min((loss(s), s) for s in [50 * k for k in range(1, 61)])
    print(f"results best predicted by sigmoid(eval / {best[1]}): log loss {best[0]:.4f}")


if __name__ == "__main__":
    main()
