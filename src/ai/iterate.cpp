// Iterative deepening over the root moves (PVS at the root, late root moves reduced, the root
// reordered after each iteration by score or by effort), and Lazy SMP: with
// SearchOptions::threads > 1, helper threads search the same root on their own boards and
// share only the transposition table; the main thread's iteration alone decides.
#include <algorithm>
#include <array>
#include <atomic>
#include <cstdlib>
#include <memory>
#include <thread>

#include "ai/searcher.hpp"

namespace renju::ai::internal {

namespace {
// Of a timed search's budget, the share after which no new iteration starts (0.6 until
// session 39: docs/engine-search.md, "Pairs, an SPRT, and the root's time and order").
constexpr double kNewIterationShare = 0.8;
}  // namespace

int Searcher::natural(int m, Color side) const {
  int bonus = 0;
  if (opt_.shape_bias != 0) {
    const Threat& t = pos_.threat(m, side);
    bonus += opt_.shape_bias * (t.two + 2 * t.open_two + 2 * t.three);
  }
  const int last = pos_.history().empty() ? kNoMove : pos_.history().back();
  if (opt_.natural_bias == 0 || last == kNoMove) return bonus;
  const rules::Point a = rules::Point::from_index(m), b = rules::Point::from_index(last);
  const int dist = std::max(std::abs(a.x - b.x), std::abs(a.y - b.y));
  return bonus + opt_.natural_bias * std::max(0, 3 - dist);
}

Searcher::Iteration Searcher::iterate(Color side, std::vector<int> root,
                                      const std::array<bool, rules::kCells>& tactical,
                                      bool forced_root, int first_depth) {
  const Color o = rules::opponent(side);
  Iteration out;
  int best_move = root.front();
  int best_score = 0;
  std::vector<std::pair<int, int>> ranked;  // (-score, move) of the last full iteration
  for (int depth = first_depth; depth <= opt_.max_depth; ++depth) {
    int alpha = -kWin - 1;
    const int beta = kWin + 1;
    std::vector<std::pair<int, int>> scores;
    std::vector<std::pair<std::int64_t, int>> effort;  // (-nodes of the move's subtree, move)
    int iter_best = kNoMove;
    int iter_score = -kWin - 1;
    for (std::size_t k = 0; k < root.size(); ++k) {
      const int m = root[k];
      const std::uint64_t nodes_before = nodes_;
      pos_.play(m, side);
      int v;
      if (k == 0) {
        v = -negamax(o, depth - 1, -beta, -alpha, 1);
      } else {
        const int cut = !forced_root && depth >= 4 && k >= 5 && !tactical[m] ? 1 : 0;
        v = -negamax(o, depth - 1 - cut, -alpha - 1, -alpha, 1);
        if (cut > 0 && !aborted_ && v > alpha) v = -negamax(o, depth - 1, -alpha - 1, -alpha, 1);
        if (!aborted_ && v > alpha) v = -negamax(o, depth - 1, -beta, -alpha, 1);
      }
      pos_.undo();
      if (aborted_) break;
      effort.emplace_back(-static_cast<std::int64_t>(nodes_ - nodes_before), m);
      v += natural(m, side);
      scores.emplace_back(-v, m);
      if (v > iter_score) {
        iter_score = v;
        iter_best = m;
      }
      if (v > alpha) alpha = v;
    }
    if (aborted_) {
      // A partial iteration counts when its first move (the last full iteration's best) was
      // searched and another move then scored above it.
      if (iter_best != kNoMove && iter_best != root.front() && !ranked.empty()) {
        best_move = iter_best;
        best_score = iter_score;
      }
      break;
    }
    best_move = iter_best;
    best_score = iter_score;
    out.depth = depth;
    std::stable_sort(scores.begin(), scores.end());
    ranked = scores;
    root.clear();
    if (opt_.effort_order) {
      // The best move first, then the others by the nodes their subtrees took, most first:
      // their null-window scores are only bounds near alpha, so the effort says more about
      // which may yet beat the best (session 39).
      root.push_back(best_move);
      std::sort(effort.begin(), effort.end());  // most nodes first, then by point
      for (const auto& [neg, m] : effort)
        if (m != best_move) root.push_back(m);
    } else {
      for (const auto& [neg, m] : scores) root.push_back(m);
    }
    if (best_score > kWinThreshold || best_score < -kWinThreshold) break;
    // A new iteration is started while under 0.8 of the budget: an iteration the clock cuts off
    // can still change the move (above), and its first move is most of its cost.
    if (opt_.time_limit_s > 0 && elapsed() > opt_.time_limit_s * kNewIterationShare) break;
  }

  out.best_move = best_move;
  out.best_score = best_score;
  out.ranked = std::move(ranked);
  return out;
}

Searcher::Iteration Searcher::iterate_parallel(Color side, const std::vector<int>& root,
                                               const std::array<bool, rules::kCells>& tactical,
                                               bool forced_root) {
  // Lazy SMP: helpers search the same root on their own boards, odd ones a ply ahead, and
  // share only the table; the main thread's iteration alone decides. They stop with it.
  std::atomic<bool> stop{false};
  struct Helper {
    Position pos;
    SearchOptions options;
    std::unique_ptr<Searcher> searcher;
  };
  const int count = std::min(opt_.threads, 64) - 1;
  std::vector<std::unique_ptr<Helper>> helpers;
  std::vector<std::thread> threads;
  for (int h = 0; h < count; ++h) {
    auto helper = std::make_unique<Helper>(Helper{pos_, opt_, nullptr});
    helper->options.stop = &stop;
    helper->options.time_limit_s = 0;
    helper->options.max_nodes = 0;
    helper->options.threads = 1;
    helper->searcher = std::make_unique<Searcher>(helper->pos, helper->options, tt_);
    helpers.push_back(std::move(helper));
  }
  for (int h = 0; h < count; ++h) {
    Searcher* helper = helpers[static_cast<std::size_t>(h)]->searcher.get();
    const int first = 1 + (h + 1) % 2;
    threads.emplace_back([helper, side, root, &tactical, forced_root, first] {
      helper->iterate(side, root, tactical, forced_root, first);
    });
  }
  Iteration it = iterate(side, root, tactical, forced_root, 1);
  stop.store(true, std::memory_order_relaxed);
  for (auto& t : threads) t.join();
  for (const auto& helper : helpers) nodes_ += helper->searcher->nodes();
  return it;
}

}  // namespace renju::ai::internal
