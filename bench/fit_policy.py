#!/usr/bin/python3
"""Fits the main search's move order to the moves of a strong player (docs/engine-search.md, "The
fitted move order").

Reads `renju policy-data` files: per position the side to move's colour, the move played, the
last move, and every candidate point with its pattern for the side to move and for its opponent
(canonical keys, src/ai/patterns.hpp; -1 where the opponent may not play it). Fits a softmax
over each position's candidates, logit = attack[colour][own pattern] + block[colour][opponent's
pattern], with L2 regularisation, by Adam on four fifths of the games, and reports, on the other
fifth, how often the played move is the first, in the first 5, 8 and 16 candidates for the
engine's hand-set order (potential() in src/ai/scan.cpp) and for the fitted one. With --write
FILE writes the fitted values as src/ai/policy_weights.hpp (logits times --scale, rounded,
patterns seen at least --min-count times; the rest take the hand-set order's value). Needs
Debian's python3-numpy.

Usage: bench/fit_policy.py [--l2 X] [--steps N] [--write FILE] DATA [DATA...]
"""
import argparse
import sys

import numpy as np

SHAPES = ["none", "one", "two", "open_two", "three", "open_three", "four", "double_four",
          "open_four", "five", "overline"]
KEYS = 11 ** 4


def digits(key):
    out = []
    for _ in range(4):
        out.append(key % 11)
        key //= 11
    return out


def potential(key):
    """The hand-set order's worth of a pattern (scan.cpp potential())."""
    if key < 0:
        return 0
    c = {"five": 0, "open_four": 0, "four": 0, "open_three": 0, "three": 0, "open_two": 0,
         "two": 0}
    for d in digits(key):
        name = SHAPES[d]
        if name == "open_four":
            c["open_four"] += 1
            c["four"] += 1
        elif name == "double_four":
            c["four"] += 2
        elif name in c:
            c[name] += 1
    if c["five"]:
        return 1 << 22
    if c["open_four"] or c["four"] >= 2:
        return 1 << 19
    if c["four"] and c["open_three"]:
        return 1 << 17
    if c["open_three"] >= 2:
        return 1 << 15
    return (c["four"] * 1000 + c["open_three"] * 900 + c["three"] * 160 + c["open_two"] * 130 +
            c["two"] * 25)


def read(paths):
    game, colour, played, offsets, point, own, opp, last = [], [], [], [0], [], [], [], []
    for k, path in enumerate(paths):
        with open(path) as f:
            for n, line in enumerate(f, 1):
                if line.startswith("#") or not line.strip():
                    continue
                head, _, rest = line.partition(" : ")
                h = head.split()
                v = rest.split()
                if len(h) != 5 or len(v) % 3 != 0 or not v:
                    sys.exit(f"error: {path}:{n}: not a row of renju policy-data")
                game.append(int(h[0]) + k * 1_000_000)
                colour.append(int(h[2]))
                last.append(int(h[4]))
                move = int(h[3])
                cand = np.array(v, dtype=np.int64).reshape(-1, 3)
                where = np.nonzero(cand[:, 0] == move)[0]
                if len(where) != 1:
                    sys.exit(f"error: {path}:{n}: the move played is not one of the candidates")
                played.append(offsets[-1] + int(where[0]))
                point.append(cand[:, 0])
                own.append(cand[:, 1])
                opp.append(cand[:, 2])
                offsets.append(offsets[-1] + len(cand))
    return (np.array(game), np.array(colour), np.array(played), np.array(offsets),
            np.concatenate(point), np.concatenate(own), np.concatenate(opp), np.array(last))


def near_last(point, last):
    """Where a candidate lies from the last move: king distance 1-4 or more (0-4), times 2 for
    whether it shares a line with it."""
    dx = np.abs(point % 15 - last % 15)
    dy = np.abs(point // 15 - last // 15)
    dist = np.minimum(np.maximum(dx, dy), 5) - 1
    aligned = (dx == 0) | (dy == 0) | (dx == dy)
    return dist * 2 + aligned.astype(np.int64)


def ranks(score, point, offsets, played):
    """The played move's rank (0 = first) among its position's candidates, ties by point."""
    out = np.empty(len(played), dtype=np.int64)
    for k in range(len(played)):
        a, b = offsets[k], offsets[k + 1]
        s, p, m = score[a:b], point[a:b], played[k]
        better = (s > score[m]) | ((s == score[m]) & (p < point[m]))
        out[k] = int(better.sum())
    return out


def report(name, r):
    print(f"{name:<28} first {np.mean(r == 0) * 100:5.1f} %  first 5 {np.mean(r < 5) * 100:5.1f} %"
          f"  first 8 {np.mean(r < 8) * 100:5.1f} %  first 16 {np.mean(r < 16) * 100:5.1f} %")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("data", nargs="+")
    ap.add_argument("--l2", type=float, default=1e-4)
    ap.add_argument("--steps", type=int, default=400)
    ap.add_argument("--min-count", type=int, default=20)
    ap.add_argument("--scale", type=float, default=400)
    ap.add_argument("--write", help="write the values as src/ai/policy_weights.hpp here")
    a = ap.parse_args()

    game, colour, played, offsets, point, own, opp, last = read(a.data)
    n = len(played)
    seg = np.repeat(np.arange(n), np.diff(offsets))
    col = colour[seg]
    near = near_last(point, last[seg])
    # Parameters: attack[colour][key] then block[colour][key], key -1 (not playable for the
    # opponent) mapped to KEYS (a value fixed at 0).
    att = col * KEYS + own
    blk = 2 * KEYS + col * (KEYS + 1) + np.where(opp < 0, KEYS, opp)
    size = 2 * KEYS + 2 * (KEYS + 1) + 10
    nl = 2 * KEYS + 2 * (KEYS + 1) + near
    fixed = np.zeros(size, dtype=bool)
    fixed[2 * KEYS + KEYS] = True
    fixed[2 * KEYS + (KEYS + 1) + KEYS] = True
    # The hand-set order's score, the starting point: 10 * own + 9 * opponent's potential, as a
    # logit (log of the potential, so its order is kept).
    pot_own = np.array([potential(int(k)) for k in range(KEYS)], dtype=np.float64)
    hand = 10 * pot_own[own] + 9 * np.where(opp < 0, 0, pot_own[np.maximum(opp, 0)])

    held = np.unique(game)
    rng = np.random.default_rng(1)
    test_games = set(rng.choice(held, size=len(held) // 5, replace=False).tolist())
    test = np.array([g in test_games for g in game])
    train = ~test
    counts = np.bincount(att[train[seg]], minlength=size) + np.bincount(blk[train[seg]], minlength=size)

    w = np.zeros(size)
    w[:2 * KEYS] = np.log1p(np.tile(pot_own, 2)) * 0.5
    w[2 * KEYS:2 * KEYS + KEYS] = np.log1p(pot_own) * 0.45
    w[2 * KEYS + KEYS + 1:2 * KEYS + 2 * KEYS + 1] = np.log1p(pot_own) * 0.45
    w[fixed] = 0
    prior = w.copy()
    y = np.zeros(len(seg))
    y[played] = 1
    tr_rows = train[seg]
    m1, m2 = np.zeros(size), np.zeros(size)
    lr = 0.05
    ntrain = int(train.sum())
    for step in range(1, a.steps + 1):
        z = w[att] + w[blk] + w[nl]
        zmax = np.maximum.reduceat(z, offsets[:-1])
        e = np.exp(z - zmax[seg])
        tot = np.add.reduceat(e, offsets[:-1])
        p = e / tot[seg]
        g_rows = np.where(tr_rows, p - y, 0.0)
        grad = (np.bincount(att, g_rows, minlength=size) + np.bincount(blk, g_rows, minlength=size)
                + np.bincount(nl, g_rows, minlength=size)) / ntrain
        grad += a.l2 * (w - prior)
        grad[fixed] = 0
        m1 = 0.9 * m1 + 0.1 * grad
        m2 = 0.999 * m2 + 0.001 * grad * grad
        w -= lr * (m1 / (1 - 0.9 ** step)) / (np.sqrt(m2 / (1 - 0.999 ** step)) + 1e-8)
        if step % 100 == 0 or step == a.steps:
            lp = np.log(p[played])
            print(f"step {step}: train loss {-lp[train].mean():.4f}, held-out {-lp[test].mean():.4f}",
                  file=sys.stderr)
    print("near the last move:", np.round(w[-10:], 2), file=sys.stderr)
    z = w[att] + w[blk] + w[nl]
    tp = np.nonzero(test)[0]
    sub_off = offsets
    report("hand-set order (held out)", ranks(hand, point, sub_off, played)[tp])
    report("fitted order (held out)", ranks(z, point, sub_off, played)[tp])
    tactical = (hand >= 8000).astype(np.float64)
    report("tactical first, then fitted", ranks(z + 1000 * tactical, point, sub_off, played)[tp])
    zp = prior[att] + prior[blk]
    report("prior alone", ranks(zp, point, sub_off, played)[tp])
    if a.write:
        write(a.write, w, prior, counts, a.min_count, a.scale)


def write(path, w, prior, counts, min_count, scale):
    """src/ai/policy_weights.hpp: the fitted values of patterns seen at least min_count times
    (per table: colour * 2 + 0 attack / 1 block), and the near-last-move values."""
    rows = []
    for table in range(4):
        # The header's tables are by the colour of the pattern's stone-to-be; the fit's block
        # values are by the side to move, whose opponent's pattern they read.
        colour, block = table // 2, table % 2
        base = (2 * KEYS + (1 - colour) * (KEYS + 1)) if block else colour * KEYS
        for key in range(KEYS):
            k = base + key
            if counts[k] >= min_count:
                rows.append(f"    {{{table}, {key}, {int(round(w[k] * scale))}}},")
    near = ", ".join(str(int(round(v * scale))) for v in w[-10:])
    text = f"""// The fitted move order (docs/engine-search.md, "The fitted move order"), written by
// bench/fit_policy.py from the moves of strong games: per table (the colour whose pattern it
// is, times 2, plus 1 for the value of taking the point from that colour) and canonical pattern, the ordering value of a
// candidate point (a logit times {scale:g}); patterns not listed take the hand-set order's value
// (src/ai/policy.cpp). Then the value of lying near the last move.
#pragma once

#include <array>
#include <cstdint>

namespace renju::ai {{

// The values are logits times this.
inline constexpr double kPolicyScale = {scale:g};

struct PolicyWeight {{
  std::uint8_t table;  // colour * 2 + (0 attack, 1 block)
  std::int16_t key;    // canonical_pattern()
  std::int16_t value;
}};

// clang-format off
inline constexpr std::array<PolicyWeight, {len(rows)}> kPolicyWeights{{{{
{chr(10).join(rows)}
}}}};
// clang-format on

// By king distance to the last move (1, 2, 3, 4, 5 or more), not on a line with it and on one.
inline constexpr std::array<std::int16_t, 10> kNearLast{{{near}}};

}}  // namespace renju::ai
"""
    with open(path, "w") as f:
        f.write(text)
    print(f"wrote {path}: {len(rows)} patterns", file=sys.stderr)


if __name__ == "__main__":
    main()
