#!/usr/bin/python3
"""Fits the static evaluation's weights to game results (docs/engine-search.md, "The tuned
evaluation" and "Point patterns").

Reads `renju eval-data` files: per quiet position the game's number, its result for the side to
move (1, 0.5, 0), the stone count, the side to move's colour, the side to move's and its
opponent's shape and combination counts, the engine's evaluation, and the patterns of both sides'
points. Fits a logistic model, P(win) = sigmoid(w . features), by Newton's method with L2
regularisation, on four fifths of the games, and reports the log loss on the other fifth for the
engine's present evaluation (scaled by the best single factor K), for the additive model (line
weights and combinations) refitted, and for the additive model plus a correction per pattern
(per colour, for the side to move and for its opponent) seen at least --min-count times.
Prints the weights in the engine's units (multiplied by K) as src/ai/weights.hpp writes them,
and with --write FILE writes the corrections as src/ai/pattern_weights.hpp. With --target search
(data from `renju eval-data --search-nodes N`) the target is the strong search's score of each
position instead of the game's result, as a probability sigmoid(score / --search-scale): the
evaluation is fitted to what a deeper search of ours finds. Needs Debian's python3-numpy.

Usage: bench/fit_eval.py [--min-count N] [--pattern-l2 X] [--keep-base] [--target result|search]
                         [--write FILE] DATA [DATA...]
"""
import argparse
import sys

import numpy as np

NAMES = ["one", "two", "open_two", "three", "open_three", "four", "double_four", "open_four",
         "four_three", "three_three", "four_two", "three_two", "two_two", "four_closed",
         "three_closed", "closed_closed", "two_closed"]
N = len(NAMES)
SHAPES = ["none", "one", "two", "open_two", "three", "open_three", "four", "double_four",
          "open_four", "five", "overline"]


def sigmoid(z):
    return 1 / (1 + np.exp(-z))


def log_loss(p, y):
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def read(paths):
    """Rows as (game, result, colour, counts[2N], eval, own patterns, opp patterns, search score
    or None)."""
    game, y, colour, counts, evaluation, own, opp, search = [], [], [], [], [], [], [], []
    for k, path in enumerate(paths):
        with open(path) as f:
            for n, line in enumerate(f, 1):
                if line.startswith("#") or not line.strip():
                    continue
                parts = line.rstrip("\n").split(" :")  # a list may be empty: "… : : …"
                head = parts[0].split()
                if len(parts) != 3 or len(head) not in (5 + 2 * N, 6 + 2 * N):
                    sys.exit(f"error: {path}:{n}: not a row of renju eval-data (columns, then "
                             f"two pattern lists after ' : ')")
                searched = len(head) == 6 + 2 * N  # written with --search-nodes
                if searched:
                    search.append(float(head[-1]))
                    head = head[:-1]
                game.append(int(head[0]) + k * 1_000_000)  # game numbers are per file
                y.append(float(head[1]))
                colour.append(int(head[3]))
                counts.append([float(v) for v in head[4:4 + 2 * N]])
                evaluation.append(float(head[-1]))
                own.append([int(v) for v in parts[1].split()])
                opp.append([int(v) for v in parts[2].split()])
    if search and len(search) != len(y):
        sys.exit("error: some rows have a search score and some do not")
    return (np.array(game), np.array(y), np.array(colour), np.array(counts),
            np.array(evaluation), own, opp, np.array(search) if search else None)


def newton(x, y, l2, offset=None, iterations=25):
    w = np.zeros(x.shape[1])
    offset = np.zeros(len(y)) if offset is None else offset
    for _ in range(iterations):
        p = sigmoid(offset + x @ w)
        grad = x.T @ (p - y) / len(y) + l2 * w
        hess = (x.T * (p * (1 - p))) @ x / len(y) + np.diag(l2)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.max(np.abs(step)) < 1e-7:
            break
    return w


def pattern_name(key):
    digits = []
    for _ in range(4):
        digits.append(SHAPES[key % 11])
        key //= 11
    return "+".join(d for d in reversed(digits) if d != "none") or "empty"


def main():
    ap = argparse.ArgumentParser(usage=__doc__)
    ap.add_argument("data", nargs="+")
    ap.add_argument("--min-count", type=int, default=200,
                    help="points a pattern needs in the training positions to get a correction")
    ap.add_argument("--pattern-l2", type=float, default=None,
                    help="the corrections' L2 weight (default: the best of a few on held-out games)")
    ap.add_argument("--min-shape", choices=SHAPES, default="none",
                    help="correct only patterns with at least one line of this shape or better")
    ap.add_argument("--keep-base", action="store_true",
                    help="fit the corrections on top of the engine's evaluation as it is (the data's "
                         "eval column over K) instead of refitting the additive model with them")
    ap.add_argument("--write", help="write the corrections as src/ai/pattern_weights.hpp here")
    ap.add_argument("--target", choices=("result", "search"), default="result",
                    help="fit to the games' results, or to the search scores of data written with "
                         "renju eval-data --search-nodes (as probabilities, sigmoid(score / "
                         "--search-scale))")
    ap.add_argument("--search-scale", type=float, default=800.0,
                    help="engine units per logit of a search score (--target search)")
    a = ap.parse_args()
    game, y, colour, counts, evaluation, own, opp, search = read(a.data)
    if a.target == "search":
        if search is None:
            sys.exit("error: --target search needs data written with renju eval-data --search-nodes")
        y = sigmoid(search / a.search_scale)
    rng = np.random.default_rng(1)
    games = np.unique(game)
    held = set(rng.choice(games, size=max(1, len(games) // 5), replace=False).tolist())
    test = np.array([g in held for g in game])
    train = ~test
    print(f"{len(y)} positions of {len(games)} games; held out: {int(test.sum())} positions of "
          f"{len(held)} games")

    # The additive model: own counts for the side to move, the opponent's against it, a constant
    # and one for Black to move (so that the corrections do not carry the colours' odds).
    base = np.hstack([counts[:, :N], -counts[:, N:], np.ones((len(y), 1)),
                      (colour == 0).astype(float)[:, None]])
    ks = [25 * 2 ** (i / 4) for i in range(32)]
    k_best = min(ks, key=lambda k: log_loss(sigmoid(evaluation[train] / k), y[train]))
    l2_base = np.full(base.shape[1], 1e-3)
    w_base = newton(base[train], y[train], l2_base)

    # Corrections: a column per (table, pattern) seen often enough; table = colour * 2 + role.
    seen = {}
    for r in np.flatnonzero(train):
        c = colour[r]
        for p in own[r]:
            seen[(c * 2, p)] = seen.get((c * 2, p), 0) + 1
        for p in opp[r]:
            seen[((1 - c) * 2 + 1, p)] = seen.get(((1 - c) * 2 + 1, p), 0) + 1
    least = SHAPES.index(a.min_shape)
    cols = sorted(k for k, v in seen.items() if v >= a.min_count and k[1] // 1331 >= least)
    index = {k: j for j, k in enumerate(cols)}
    extra = np.zeros((len(y), len(cols)), dtype=np.float64)
    for r in range(len(y)):
        c = colour[r]
        for p in own[r]:
            j = index.get((c * 2, p))
            if j is not None:
                extra[r, j] += 1
        for p in opp[r]:
            j = index.get(((1 - c) * 2 + 1, p))
            if j is not None:
                extra[r, j] -= 1
    print(f"{len(cols)} pattern corrections (patterns seen at least {a.min_count} times)")
    if a.keep_base:
        # Only the two constants and the corrections are fitted; the engine's evaluation is fixed.
        x = np.hstack([base[:, 2 * N:], extra])
        offset = evaluation / k_best
        l2_fixed = np.full(2, 1e-3)
    else:
        x = np.hstack([base, extra])
        offset = np.zeros(len(y))
        l2_fixed = l2_base
    skip = x.shape[1] - len(cols)

    def fit(l2p):
        l2 = np.concatenate([l2_fixed, np.full(len(cols), l2p)])
        return newton(x[train], y[train], l2, offset[train])

    if a.pattern_l2 is None:
        tried = {}
        for l2p in (1e-2, 3e-2, 1e-1, 3e-1):
            w = fit(l2p)
            tried[l2p] = (log_loss(sigmoid(offset[test] + x[test] @ w), y[test]), w)
            print(f"  corrections' L2 {l2p:g}: held-out log loss {tried[l2p][0]:.4f}")
        l2p = min(tried, key=lambda v: tried[v][0])
        w = tried[l2p][1]
    else:
        l2p = a.pattern_l2
        w = fit(l2p)
    print(f"log loss on the held-out games: always 1/2 {log_loss(np.full(test.sum(), 0.5), y[test]):.4f}, "
          f"engine's evaluation / {k_best:.0f} {log_loss(sigmoid(evaluation[test] / k_best), y[test]):.4f}, "
          f"additive refit {log_loss(sigmoid(base[test] @ w_base), y[test]):.4f}, "
          f"with pattern corrections (L2 {l2p:g}) "
          f"{log_loss(sigmoid(offset[test] + x[test] @ w), y[test]):.4f}")

    corr = [(t, p, round(v * k_best)) for (t, p), v in zip(cols, w[skip:])]
    if a.keep_base:
        print(f"constants (not used by the search): side to move {w[0] * k_best:.0f}, "
              f"Black to move {w[1] * k_best:.0f}; the additive weights kept")
    else:
        print_base(w, k_best)
    write_corrections(corr, a.write)


def print_base(w, k_best):
    own_w = [round(v * k_best) for v in w[:N]]
    opp_w = [round(v * k_best) for v in w[N:2 * N]]
    # A straight or double four of the side to move's never occurs in a quiet position: those two
    # keep the hand-set weight (they matter to the opening judgement, which evaluates any position).
    own_w[6] = own_w[7] = 2000
    print(f"constants (not used by the search): side to move {w[2 * N] * k_best:.0f}, "
          f"Black to move {w[2 * N + 1] * k_best:.0f}")
    print(f"kOwnLineWeight = {{0, {', '.join(map(str, own_w[:8]))}, 0, 0}}")
    print(f"kOppLineWeight = {{0, {', '.join(map(str, opp_w[:8]))}, 0, 0}}")
    print(f"kOwnCombo{{{', '.join(map(str, own_w[8:]))}}}")
    print(f"kOppCombo{{{', '.join(map(str, opp_w[8:]))}}}")


def write_corrections(corr, path):
    corr = [c for c in corr if c[2] != 0]
    biggest = sorted(corr, key=lambda c: -abs(c[2]))[:12]
    for t, p, v in biggest:
        role = ("black", "white")[t // 2] + (" to move" if t % 2 == 0 else " not to move")
        print(f"  {role:20} {pattern_name(p):40} {v:+d}")
    if path:
        with open(path, "w") as f:
            f.write(HEADER.format(count=len(corr), rows="\n".join(
                f"    {{{t}, {p}, {v}}},  // {pattern_name(p)}" for t, p, v in corr)))
        print(f"wrote {len(corr)} corrections to {path}")


HEADER = """\
// The fitted corrections of the evaluation's point patterns (src/ai/patterns.hpp), written by
// bench/fit_eval.py from game results (docs/engine-search.md, "Point patterns"): per table (colour
// and role, pattern_table()) and canonical pattern, what the fit adds to the additive model's
// worth. Patterns not listed keep the additive worth.
#pragma once

#include <array>
#include <cstdint>

namespace renju::ai {{

struct PatternCorrection {{
  std::uint8_t table;  // pattern_table(colour, own)
  std::int16_t key;    // canonical_pattern()
  std::int16_t value;  // added to the point's worth, in the evaluation's units
}};

// clang-format off
inline constexpr std::array<PatternCorrection, {count}> kPatternCorrections{{{{
{rows}
}}}};
// clang-format on

}}  // namespace renju::ai
"""

if __name__ == "__main__":
    main()
