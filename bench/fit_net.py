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

Usage: bench/fit_net.py [--hidden 16] [--l2 0.001] [--steps 1500] [--seed 1] [--write FILE]
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


def fit(xs, y, col, base, train, stop, hidden, l2, steps, seed):
    rng = np.random.default_rng(seed)
    w = rng.normal(0, 0.1, (FEATURES, hidden))
    b = np.zeros((2, hidden))
    v = rng.normal(0, 0.1, hidden)
    c = np.zeros(2)
    params = [w, b, v, c]
    m1 = [np.zeros_like(p) for p in params]
    m2 = [np.zeros_like(p) for p in params]

    def forward(idx):
        z = xs[idx] @ w + b[col[idx]]
        a = np.maximum(z, 0)
        return z, a, base[idx] + a @ v + c[col[idx]]

    it_train = np.where(train)[0]
    it_stop = np.where(stop)[0]
    black = col[it_train] == 0
    best = (float("inf"), None, 0)
    for step in range(1, steps + 1):
        z, a, logit = forward(it_train)
        g = (sigmoid(logit) - y[it_train]) / len(it_train)
        gv = a.T @ g + l2 * v
        gc = np.array([g[black].sum(), g[~black].sum()])
        ga = np.outer(g, v) * (z > 0)
        gw = xs[it_train].T @ ga + l2 * w
        gb = np.stack([ga[black].sum(0), ga[~black].sum(0)])
        for k, (p, grad) in enumerate(zip(params, [gw, gb, gv, gc])):
            m1[k] = 0.9 * m1[k] + 0.1 * grad
            m2[k] = 0.999 * m2[k] + 0.001 * grad * grad
            p -= 0.01 * (m1[k] / (1 - 0.9**step)) / (np.sqrt(m2[k] / (1 - 0.999**step)) + 1e-8)
        if step % 100 == 0:
            loss = log_loss(sigmoid(forward(it_stop)[2]), y[it_stop])
            if loss < best[0]:
                best = (loss, [p.copy() for p in params], step)
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
    ap.add_argument("--write", help="write the weights as src/ai/net_weights.hpp here")
    a = ap.parse_args()
    game, y, colour, counts, evaluation, _, _, search = read(a.data)
    if len(y) == 0:
        sys.exit("error: no rows")
    if not 0 <= a.search_weight <= 1:
        sys.exit("error: --search-weight is a share, from 0 to 1")
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
    loss, (w, b, v, c), step = fit(xs, target, col, base, train, stop, a.hidden, a.l2, a.steps,
                                   a.seed)
    # The standardisation folded into the weights: the engine reads raw counts.
    we = w / sd[:, None]
    be = b - (mu / sd) @ w
    z = x[test] @ we + be[col[test]]
    net = np.maximum(z, 0) @ v + c[col[test]]
    print(f"  with the network ({a.hidden} hidden, best at step {step}): "
          f"{log_loss(sigmoid(base[test] + net), y[test]):.4f}, clamped to ±{CLAMP}: "
          f"{log_loss(sigmoid(base[test] + np.clip(net * K, -CLAMP, CLAMP) / K), y[test]):.4f}")
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
