#!/usr/bin/python3
"""Fits the static evaluation's weights to game results (docs/engine.md, "The tuned evaluation").

Reads `renju eval-data` files: per quiet position the game's number, its result for the side to
move (1, 0.5, 0), the stone count, the side to move's and its opponent's feature counts and the
engine's evaluation. Fits a logistic model, P(win) = sigmoid(w . features), by Newton's method
with a little L2 regularisation, on four fifths of the games, and reports the log loss on the
other fifth for the engine's present evaluation (scaled by the best single factor K) and for the
fit. Prints the fitted weights in the engine's units (multiplied by K) as src/ai/weights.hpp
writes them. Needs Debian's python3-numpy.

Usage: bench/fit_eval.py DATA [DATA...]
"""
import sys

import numpy as np

NAMES = ["one", "two", "open_two", "three", "open_three", "four", "double_four", "open_four",
         "four_three", "three_three", "four_two", "three_two", "two_two", "four_closed",
         "three_closed", "closed_closed", "two_closed"]
N = len(NAMES)


def sigmoid(z):
    return 1 / (1 + np.exp(-z))


def log_loss(p, y):
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main(paths):
    if not paths:
        sys.exit(__doc__)
    blocks = []
    for k, path in enumerate(paths):
        rows = np.loadtxt(path, comments="#", ndmin=2)
        if rows.shape[1] != 4 + 2 * N:
            sys.exit(f"error: {path}: {rows.shape[1]} columns, expected {4 + 2 * N} (renju eval-data)")
        rows[:, 0] += k * 1_000_000  # game numbers are per file
        blocks.append(rows)
    rows = np.vstack(blocks)
    game, y, evaluation, feats = rows[:, 0], rows[:, 1], rows[:, -1], rows[:, 3:-1]
    rng = np.random.default_rng(1)
    games = np.unique(game)
    held = set(rng.choice(games, size=max(1, len(games) // 5), replace=False).tolist())
    test = np.array([g in held for g in game])
    train = ~test
    # Own features count for the side to move, the opponent's against it; a constant for tempo.
    x = np.hstack([feats[:, :N], -feats[:, N:], np.ones((len(y), 1))])
    ks = [25 * 2 ** (i / 2) for i in range(16)]
    k_best = min(ks, key=lambda k: log_loss(sigmoid(evaluation[train] / k), y[train]))
    w = np.zeros(x.shape[1])
    xt, yt = x[train], y[train]
    for _ in range(50):
        p = sigmoid(xt @ w)
        grad = xt.T @ (p - yt) / len(yt) + 1e-3 * w
        hess = (xt.T * (p * (1 - p))) @ xt / len(yt) + 1e-3 * np.eye(x.shape[1])
        w -= np.linalg.solve(hess, grad)
    print(f"{len(y)} positions of {len(games)} games; held out: {int(test.sum())} positions of "
          f"{len(held)} games")
    print(f"log loss on the held-out games: always 1/2 {log_loss(np.full(test.sum(), 0.5), y[test]):.4f}, "
          f"engine's evaluation / {k_best:.0f} {log_loss(sigmoid(evaluation[test] / k_best), y[test]):.4f}, "
          f"fitted {log_loss(sigmoid(x[test] @ w), y[test]):.4f}")
    own = [round(v * k_best) for v in w[:N]]
    opp = [round(v * k_best) for v in w[N:2 * N]]
    print(f"tempo (not used by the search): {w[-1] * k_best:.0f}")
    print(f"kOwnLineWeight = {{0, {', '.join(map(str, own[:8]))}, 0, 0}}")
    print(f"kOppLineWeight = {{0, {', '.join(map(str, opp[:8]))}, 0, 0}}")
    print(f"kOwnCombo{{{', '.join(map(str, own[8:]))}}}")
    print(f"kOppCombo{{{', '.join(map(str, opp[8:]))}}}")


if __name__ == "__main__":
    main(sys.argv[1:])
