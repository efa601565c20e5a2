#!/usr/bin/python3
"""Fits the evaluation's network (src/ai/net.hpp; docs/engine-network.md) to game results and
writes its weights as src/ai/net_weights.hpp.

Reads `renju eval-data` files (bench/fit_eval.py reads the same rows): per quiet position the
game's result for the side to move, the side to move's colour, both sides' shape and combination
counts and the engine's additive evaluation. The model is P(win) = sigmoid(eval / K + net), where
net = v . relu(W x + b[colour]) + c[colour] over the 34 counts x: one hidden layer on top of the
additive evaluation, which stays as it is. Games are split by opening (a match plays each
opening twice, and the two games share their first moves): a fifth is held out for the report,
a fifth decides when to stop (the best held-out loss of every 100 steps of full-batch Adam), the
rest trains. Prints the held-out log loss of the engine's evaluation, of a linear correction on
the same counts and of the network (also after rounding to the engine's fixed point), and with
--write FILE writes the header (clang-format then lays out its arrays as the repository's
sources are). Needs Debian's python3-numpy; deterministic for a given --seed.

With --rank (one `renju rank-data` file per DATA file, of the same games in the same order) the fit
adds a ranking term, weighted by --rank-weight: for each position, the log loss of a softmax over
the values of the positions after the move played and after its alternatives (t times each value
for the side that moved, t fitted) at the move played, so that the network learns to rank a strong
player's move first; it reports how often the move played ranks first on the held-out games.

Usage: bench/fit_net.py [--hidden 16] [--l2 0.001] [--steps 1500] [--seed 1] [--write FILE]
                        [--search-weight W] [--rank RANK [RANK...] [--rank-weight 1]]
                        DATA [DATA...]
"""
import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fit_eval import log_loss, newton, read, sigmoid  # noqa: E402

K = 600  # evaluation units per logit, as the engine's evaluation is read (fit_eval.py's K)
FEATURES = 34
WEIGHT_SHIFT = 13  # the header's fixed point: input weights and biases in 1/2^13
OUTPUT_WEIGHT_SHIFT = 10  # output weights in 1/2^10
WEIGHT_ONE = 1 << WEIGHT_SHIFT
OUTPUT_WEIGHT_ONE = 1 << OUTPUT_WEIGHT_SHIFT
OUTPUT_ONE = WEIGHT_ONE * OUTPUT_WEIGHT_ONE  # the output in 1/2^23 of a logit
ROW = 40  # a hidden unit's input weights, padded with zeros to a multiple of 8 (SIMD lanes)
CLAMP = 1500  # the most the network may add or take away, in evaluation units


def read_rank(paths):
    """Rows of `renju rank-data` files as (game, group, chosen, sign, colour, counts, eval): one
    group per position, its rows the positions after the played move and its alternatives."""
    game, group, chosen, sign, colour, counts, evaluation = [], [], [], [], [], [], []
    groups = 0
    for k, path in enumerate(paths):
        with open(path) as f:
            text = "".join(line for line in f if not line.startswith("#"))
        rows = np.array(text.split(), dtype=np.int64)
        width = 6 + FEATURES
        if rows.size % width:
            sys.exit(f"error: {path}: not rows of renju rank-data ({width} columns)")
        rows = rows.reshape(-1, width)
        key = rows[:, 0] * 1000 + rows[:, 1]  # game and ply: one position
        start = np.concatenate([[True], key[1:] != key[:-1]])
        group.append(np.cumsum(start) - 1 + groups)
        groups += int(start.sum())
        game.append(rows[:, 0] + k * 1_000_000)
        chosen.append(rows[:, 2])
        sign.append(rows[:, 3])
        colour.append(rows[:, 4])
        counts.append(rows[:, 5:5 + FEATURES])
        evaluation.append(rows[:, -1])
    return tuple(np.concatenate(a) for a in
                 (game, group, chosen, sign, colour, counts, evaluation))


class Ranking:
    """The ranking term: per position, the log loss of a softmax over the candidates' values for
    the side that moves (t times the value, t fitted) at the move that was played."""

    def __init__(self, xs, group, chosen, sign, col, base, rows):
        # float32: the candidates outnumber the positions ten to one
        self.xs, self.col, self.base = xs[rows].astype(np.float32), col[rows], base[rows]
        self.sign = sign[rows].astype(np.float32)
        self.chosen = chosen[rows].astype(np.float32)
        g = group[rows]
        self.starts = np.flatnonzero(np.concatenate([[True], g[1:] != g[:-1]]))
        self.sizes = np.diff(np.append(self.starts, len(g)))
        self.groups = len(self.starts)

    def scores(self, logit):
        return self.sign * logit

    def softmax(self, s, t):
        ts = t * s
        peak = np.maximum.reduceat(ts, self.starts)
        e = np.exp(ts - np.repeat(peak, self.sizes))
        total = np.add.reduceat(e, self.starts)
        p = e / np.repeat(total, self.sizes)
        return p, np.log(total) + peak

    def loss(self, s, t):
        _, lse = self.softmax(s, t)
        return float((lse - np.add.reduceat(t * s * self.chosen, self.starts)).mean())

    def accuracy(self, s):
        best = np.maximum.reduceat(s, self.starts)
        top = np.add.reduceat((s >= np.repeat(best, self.sizes)) * self.chosen, self.starts)
        return float((top > 0).mean())

    def best_t(self, s):
        ts = np.exp(np.linspace(-2, 3, 51))
        return ts[int(np.argmin([self.loss(s, t) for t in ts]))]


def fit(xs, y, col, base, train, stop, hidden, l2, steps, seed, rank=None, rank_stop=None,
        rank_weight=0.0):
    rng = np.random.default_rng(seed)
    w = rng.normal(0, 0.1, (FEATURES, hidden))
    b = np.zeros((2, hidden))
    v = rng.normal(0, 0.1, hidden)
    c = np.zeros(2)
    log_t = np.zeros(1)  # the ranking's temperature, fitted with the rest
    rank = rank if rank_weight > 0 else None
    params = [w, b, v, c] + ([log_t] if rank is not None else [])
    m1 = [np.zeros_like(p) for p in params]
    m2 = [np.zeros_like(p) for p in params]

    def forward(x, colour, offset, dtype=np.float64):  # float32 for the candidates' many rows
        z = x @ w.astype(dtype, copy=False) + b[colour].astype(dtype, copy=False)
        a = np.maximum(z, 0)
        return z, a, offset + a @ v.astype(dtype, copy=False) + c[colour]

    def gradients(x, colour, z, a, g, v_):
        black = colour == 0
        ga = np.outer(g, v_) * (z > 0)
        return [x.T @ ga, np.stack([ga[black].sum(0), ga[~black].sum(0)]), a.T @ g,
                np.array([g[black].sum(), g[~black].sum()])]

    def stopping_loss():
        loss = log_loss(sigmoid(forward(xs[stop], col[stop], base[stop])[2]), y[stop])
        if rank is not None:
            s = rank_stop.scores(forward(rank_stop.xs, rank_stop.col, rank_stop.base)[2])
            loss += rank_weight * rank_stop.loss(s, np.exp(log_t[0]))
        return loss

    it_train = np.where(train)[0]
    x_train, col_train, base_train = xs[it_train], col[it_train], base[it_train]
    best = (float("inf"), None, 0)
    for step in range(1, steps + 1):
        z, a, logit = forward(x_train, col_train, base_train)
        g = (sigmoid(logit) - y[it_train]) / len(it_train)
        grads = gradients(x_train, col_train, z, a, g, v)
        if rank is not None:
            t = np.exp(log_t[0])
            zr, ar, logit_r = forward(rank.xs, rank.col, rank.base, np.float32)
            s = rank.scores(logit_r)
            p, _ = rank.softmax(s, t)
            gs = rank_weight * (p - rank.chosen) / rank.groups  # d loss / d s, over t
            g_rank = (t * gs * rank.sign).astype(np.float32)
            for k, gr in enumerate(gradients(rank.xs, rank.col, zr, ar, g_rank,
                                             v.astype(np.float32))):
                grads[k] = grads[k] + gr
            grads.append(np.array([float((gs * s).sum()) * t]))
        grads[0] = grads[0] + l2 * w
        grads[2] = grads[2] + l2 * v
        for k, (p_, grad) in enumerate(zip(params, grads)):
            m1[k] = 0.9 * m1[k] + 0.1 * grad
            m2[k] = 0.999 * m2[k] + 0.001 * grad * grad
            p_ -= 0.01 * (m1[k] / (1 - 0.9**step)) / (np.sqrt(m2[k] / (1 - 0.999**step)) + 1e-8)
        if step % 100 == 0:
            loss = stopping_loss()
            if loss < best[0]:
                best = (loss, [p_.copy() for p_ in params[:4]], step)
            if step % 500 == 0:
                print(f"step {step}: stopping set {loss:.4f}", file=sys.stderr)
    return best


def c_array(name, kind, values, per_line, comment):
    body = ",".join(("\n    " if k % per_line == 0 else " ") + str(int(x))
                    for k, x in enumerate(values))
    return (f"// {comment}\ninline constexpr std::array<{kind}, {len(values)}> {name} = {{{body}}};\n")


def main():
    ap = argparse.ArgumentParser(usage=__doc__)
    ap.add_argument("data", nargs="+")
    ap.add_argument("--hidden", type=int, default=16, help="hidden units")
    ap.add_argument("--l2", type=float, default=1e-3, help="L2 weight of the network's weights")
    ap.add_argument("--steps", type=int, default=1500, help="full-batch Adam steps at most")
    ap.add_argument("--seed", type=int, default=1, help="seed of the initial weights")
    ap.add_argument("--search-weight", type=float, default=0.0,
                    help="share of the target taken from the search scores (0: results only)")
    ap.add_argument("--rank", nargs="+", default=[],
                    help="renju rank-data files of the same games, in the order of DATA")
    ap.add_argument("--rank-weight", type=float, default=1.0,
                    help="weight of the ranking term beside the results' (with --rank)")
    ap.add_argument("--write", help="write the weights as src/ai/net_weights.hpp here")
    a = ap.parse_args()
    game, y, colour, counts, evaluation, _, _, search = read(a.data)
    if len(y) == 0:
        sys.exit("error: no rows")
    if not 0 <= a.search_weight <= 1:
        sys.exit("error: --search-weight is a share, from 0 to 1")
    if a.rank_weight < 0:
        sys.exit("error: --rank-weight is a weight, at least 0")
    if a.search_weight > 0 and search is None:
        sys.exit("error: --search-weight needs data written with renju eval-data --search-nodes")
    fold = (game // 2) % 5  # eval-data numbers games from 0; games 2k and 2k+1 share an opening
    test, stop, train = fold == 0, fold == 1, fold >= 2
    target = y
    if a.search_weight > 0:
        def probability(scores, s):  # won and lost scores (±1 000 000) saturate
            return sigmoid(np.clip(scores / s, -50, 50))

        scales = [100.0 * k for k in range(2, 31)]
        losses = [log_loss(probability(search[train], s), y[train]) for s in scales]
        scale = scales[int(np.argmin(losses))]
        target = (1 - a.search_weight) * y + a.search_weight * probability(search, scale)
        print(f"search scores as probabilities: sigmoid(score / {scale:.0f}), log loss against "
              f"results {min(losses):.4f} (training games); target {1 - a.search_weight:g} result "
              f"+ {a.search_weight:g} search")
    col = colour.astype(int)
    base = evaluation / K
    x = counts.astype(np.float64)
    mu = x[train].mean(0)
    sd = x[train].std(0) + 1e-3
    xs = (x - mu) / sd
    print(f"{len(y)} positions: {train.sum()} to train, {stop.sum()} to stop, {test.sum()} held out")
    print(f"held-out log loss, the engine's evaluation over K = {K}: "
          f"{log_loss(sigmoid(base[test]), y[test]):.4f}")
    xl = np.hstack([xs, np.eye(2)[col]])
    wl = newton(xl[train], y[train], np.full(xl.shape[1], 1e-3), offset=base[train])
    print(f"  with a linear correction on the counts: "
          f"{log_loss(sigmoid(base[test] + xl[test] @ wl), y[test]):.4f}")
    rank = rank_stop = rank_test = None
    if a.rank:
        if len(a.rank) != len(a.data):
            sys.exit("error: --rank needs one rank-data file per DATA file, in the same order")
        r_game, r_group, r_chosen, r_sign, r_colour, r_counts, r_eval = read_rank(a.rank)
        r_fold = (r_game // 2) % 5
        r_xs = (r_counts - mu) / sd
        r_col = r_colour.astype(int)
        r_base = r_eval / K
        rank, rank_stop, rank_test = (
            Ranking(r_xs, r_group, r_chosen, r_sign, r_col, r_base, rows)
            for rows in (r_fold >= 2, r_fold == 1, r_fold == 0))
        s0 = rank_test.scores(rank_test.base)
        print(f"ranking: {rank.groups} positions to train, {rank_stop.groups} to stop, "
              f"{rank_test.groups} held out; held out, the engine's evaluation: the played move "
              f"ranked first in {rank_test.accuracy(s0):.4f}, log loss "
              f"{rank_test.loss(s0, rank_test.best_t(s0)):.4f}")
    loss, (w, b, v, c), step = fit(xs, target, col, base, train, stop, a.hidden, a.l2, a.steps,
                                   a.seed, rank, rank_stop, a.rank_weight)
    # The standardisation folded into the weights: the engine reads raw counts.
    we = w / sd[:, None]
    be = b - (mu / sd) @ w
    z = x[test] @ we + be[col[test]]
    net = np.maximum(z, 0) @ v + c[col[test]]
    print(f"  with the network ({a.hidden} hidden, best at step {step}): "
          f"{log_loss(sigmoid(base[test] + net), y[test]):.4f}, clamped to ±{CLAMP}: "
          f"{log_loss(sigmoid(base[test] + np.clip(net * K, -CLAMP, CLAMP) / K), y[test]):.4f}")
    if rank_test is not None:
        zr = rank_test.xs @ w + b[rank_test.col]
        s1 = rank_test.scores(rank_test.base + np.maximum(zr, 0) @ v + c[rank_test.col])
        print(f"  ranking, held out, with the network: the played move ranked first in "
              f"{rank_test.accuracy(s1):.4f}, log loss {rank_test.loss(s1, rank_test.best_t(s1)):.4f}")
    wq = np.round(we * WEIGHT_ONE)
    if np.abs(wq).max() > 32767:
        sys.exit("error: an input weight does not fit 16 bits in the engine's fixed point")
    bq = np.round(be * WEIGHT_ONE)
    vq = np.round(v * OUTPUT_WEIGHT_ONE)
    cq = np.round(c * OUTPUT_ONE)
    zq = x[test] @ wq + bq[col[test]]
    netq = (np.maximum(zq, 0) @ vq + cq[col[test]]) * K / OUTPUT_ONE
    netq = np.clip(np.trunc(netq), -CLAMP, CLAMP)
    print(f"  the same in the engine's fixed point, clamped to ±{CLAMP}: "
          f"{log_loss(sigmoid(base[test] + netq / K), y[test]):.4f}")
    if a.write:
        with open(a.write, "w") as f:
            source = ("game results" if a.search_weight == 0 else
                      f"game results\n// blended with search scores ({a.search_weight:g})")
            f.write("// The evaluation's network (src/ai/net.hpp), written by bench/fit_net.py from "
                    f"{source}\n// (docs/engine-network.md): "
                    f"{a.hidden} hidden units over the\n// {FEATURES} shape counts; input weights and biases in "
                    f"1/2^{WEIGHT_SHIFT}, output weights in 1/2^{OUTPUT_WEIGHT_SHIFT}, the output bias "
                    f"in\n// 1/2^{WEIGHT_SHIFT + OUTPUT_WEIGHT_SHIFT} of a logit.\n"
                    "#pragma once\n\n#include <array>\n#include <cstddef>\n#include <cstdint>\n\n"
                    "namespace renju::ai {\n\n"
                    f"inline constexpr std::size_t kNetHidden = {a.hidden};\n"
                    f"// A hidden unit's input weights: {FEATURES}, then zeros.\n"
                    f"inline constexpr std::size_t kNetRow = {ROW};\n"
                    f"// Evaluation units per logit.\ninline constexpr std::int64_t kNetScale = {K};\n"
                    f"// The most the network adds or takes away.\n"
                    f"inline constexpr std::int64_t kNetClamp = {CLAMP};\n"
                    "// The fixed point: input weights and biases in 1/2^kNetWeightShift, output "
                    "weights in\n// 1/2^kNetOutputWeightShift, the output bias in 1/2^(both).\n"
                    f"inline constexpr int kNetWeightShift = {WEIGHT_SHIFT};\n"
                    f"inline constexpr int kNetOutputWeightShift = {OUTPUT_WEIGHT_SHIFT};\n")
            rows = np.zeros((a.hidden, ROW))
            rows[:, :FEATURES] = wq.T
            f.write(c_array("kNetInput", "std::int16_t", rows.ravel(), 20,
                            "Input weights, a row of kNetRow per hidden unit: for the side to "
                            "move's 17 counts, then its opponent's."))
            f.write(c_array("kNetBias", "std::int32_t", bq.ravel(), 16,
                            "Hidden biases with Black to move, then with White to move."))
            f.write(c_array("kNetOutput", "std::int32_t", vq, 16, "Output weights."))
            f.write(c_array("kNetOutputBias", "std::int32_t", cq, 2,
                            "Output bias with Black to move, then with White to move."))
            f.write("\n}  // namespace renju::ai\n")


if __name__ == "__main__":
    main()
