// The alpha-beta core of the main search: negamax PVS with the transposition table, late move
// reductions, singular extensions (and their negative form), reverse futility and move-count
// pruning near the horizon, killers and history.
// Forced lines (blocks of fives, straight fours) are resolved before the depth test, so the
// horizon never hides a four. A node without a table move searches a ply shallower. Also the
// principal variation read back from the table and the opponent's VCF probe.
#include <algorithm>

#include "ai/searcher.hpp"

namespace renju::ai::internal {
namespace {

// The least depth at which a node without a table move is reduced (docs/engine-search.md,
// "Internal iterative reduction and a two-entry table").
constexpr int kReduceWithoutTableMove = 5;

// Reverse futility pruning (docs/engine-search.md, "Reverse futility pruning"): a null-window
// node this close to the horizon whose static value beats beta by this margin a ply returns it.
constexpr int kFutilityDepth = 3;
constexpr int kFutilityMargin = 150;

// Singular extensions (docs/engine-search.md, "Singular extensions"): tried at nodes this deep
// whose table entry is a lower bound or exact from at most three plies shallower.
constexpr int kSingularDepth = 6;

// Moves the `take` smallest (-score, move) pairs to the front in increasing order, the rest
// after them in no particular order. The pairs are all distinct, so this is partial_sort's
// result; a few candidates are kept of many, so most pairs cost one comparison.
void select_best(std::vector<std::pair<int, int>>& v, std::size_t take) {
  if (take == 0) return;
  const auto front = v.begin(), last = v.begin() + static_cast<std::ptrdiff_t>(take - 1);
  std::sort(front, last + 1);
  for (auto it = last + 1; it != v.end(); ++it) {
    if (!(*it < *last)) continue;
    std::swap(*it, *last);
    for (auto k = last; k != front && *k < *(k - 1); --k) std::swap(*k, *(k - 1));
  }
}

}  // namespace

int Searcher::negamax(Color s, int depth, int alpha, int beta, int ply) {
  ++nodes_;
  if (time_up()) return 0;
  const Color o = rules::opponent(s);
  Scan& sc = scans_[ply];
  if (depth > 0) tt_.prefetch(tt_key(s));  // read after the scan, which hides the wait
  scan(s, sc, depth > 0);
  if (!sc.own_fives.empty()) return kWin - ply;
  if (sc.opp_fives.size() >= 2) return -(kWin - ply - 1);
  if (sc.opp_fives.size() == 1) {
    const int b = sc.opp_fives.front();
    if (!pos_.legal(b, s)) return -(kWin - ply - 1);
    if (ply >= kMaxPly) return sc.eval;
    pos_.play(b, s);
    const int v = -negamax(o, depth, -beta, -alpha, ply + 1);
    pos_.undo();
    return v;
  }
  if (!sc.own_wins.empty()) return kWin - ply - 2;
  if (depth <= 0 || ply >= kMaxPly) return sc.eval;
  if (sc.scored.empty()) return 0;

  // A search that leaves a move out keeps its results apart from the node's own.
  const int excluded = excluded_[static_cast<std::size_t>(ply)];
  const std::uint64_t key =
      tt_key(s) ^
      (excluded == kNoMove ? 0
                           : (static_cast<std::uint64_t>(excluded) + 1) * 0x9FB21C651E98DF25ULL);
  TTData e;
  int tt_move = kNoMove;
  if (tt_.probe(key, e)) {
    tt_move = e.move;
    if (e.depth >= depth) {
      int v = e.score;
      if (v > kWinThreshold) v -= ply;
      if (v < -kWinThreshold) v += ply;
      if (e.bound == 1 || (e.bound == 2 && v >= beta) || (e.bound == 3 && v <= alpha)) return v;
    }
  }

  // A deep node the table knows no move for is searched a ply shallower (internal iterative
  // reduction): its order is a guess, and the next iteration finds the table's move there.
  if (tt_move == kNoMove && depth >= kReduceWithoutTableMove) --depth;

  // Near the horizon, a node off the principal variation whose static value is far above beta
  // is taken to hold there, unless the opponent has a three to answer.
  if (beta - alpha == 1 && depth <= kFutilityDepth && sc.opp_open_fours.empty() &&
      sc.eval - kFutilityMargin * depth >= beta)
    return sc.eval;

  // Singular extension: when the table's move beat the table's score and every other move,
  // searched half as deep, falls short of it by a margin, the table's move is searched a ply
  // deeper. The excluded search reuses this ply's scan, which is made again after it.
  int tt_extension = 0;  // plies added to the table's move's search: 1, 0 or -1
  if (opt_.singular_margin > 0 && excluded == kNoMove && tt_move != kNoMove &&
      depth >= kSingularDepth && sc.opp_open_fours.empty() && (e.bound == 1 || e.bound == 2) &&
      e.depth >= depth - 3 && e.score < kWinThreshold && e.score > -kWinThreshold) {
    const int sbeta = e.score - opt_.singular_margin * depth;
    excluded_[static_cast<std::size_t>(ply)] = tt_move;
    const int v = negamax(s, (depth - 1) / 2, sbeta - 1, sbeta, ply);
    excluded_[static_cast<std::size_t>(ply)] = kNoMove;
    if (aborted_) return 0;
    // When another move also clears the bound and the table's move already beat beta, the
    // table's move is not the node's only good one: it is searched a ply shallower (a negative
    // extension; docs/engine-search.md, session 36).
    if (v < sbeta)
      tt_extension = 1;
    else if (e.score >= beta)
      tt_extension = -1;
    scan(s, sc, true);
  }

  score_moves(s, sc);
  auto& moves = sc.moves;  // (ordering score, move)
  moves.clear();
  const bool forced = !sc.opp_open_fours.empty();
  if (forced) {
    // The opponent has a three: block it or answer with a four.
    for (const auto& [neg, m] : sc.scored) {
      const bool relevant =
          std::find(sc.own_fours.begin(), sc.own_fours.end(), m) != sc.own_fours.end() ||
          std::find(sc.opp_open_fours.begin(), sc.opp_open_fours.end(), m) !=
              sc.opp_open_fours.end() ||
          std::find(sc.opp_fours.begin(), sc.opp_fours.end(), m) != sc.opp_fours.end();
      if (relevant) moves.emplace_back(neg, m);
    }
    if (moves.empty()) return -(kWin - ply - 3);
    // Best first, as the sorted (-score, move) list would give them.
    std::sort(moves.begin(), moves.end());
    for (auto& [score, m] : moves) score = -score;
  }
  std::size_t take = 0;  // outside forced lines: how many of sc.scored `moves` holds
  if (!forced) {
    // Only the best `width` are searched: sort no more than those.
    int width = opt_.width;
    if (depth <= static_cast<int>(opt_.frontier_width.size())) {
      const int frontier = opt_.frontier_width[static_cast<std::size_t>(depth - 1)];
      if (frontier > 0) width = std::min(width, frontier);
    }
    take = std::min<std::size_t>(sc.scored.size(), static_cast<std::size_t>(width));
    select_best(sc.scored, take);
    for (std::size_t k = 0; k < take; ++k)
      moves.emplace_back(-sc.scored[k].first, sc.scored[k].second);
  }
  order_.order(moves, ply, s, tt_move, !forced);

  const int alpha0 = alpha;
  int best = -kWin - 1;
  int best_move = moves.front().second;
  for (std::size_t k = 0;; ++k) {
    if (k == moves.size()) {
      // Every move searched loses: before the node is called lost, the candidates the width
      // left out are searched too, so that a win is never proven by a pruned defence.
      if (forced || best > -kWinThreshold || take >= sc.scored.size()) break;
      const auto rest = sc.scored.begin() + static_cast<std::ptrdiff_t>(take);
      std::sort(rest, sc.scored.end());
      for (auto it = rest; it != sc.scored.end(); ++it) moves.emplace_back(-it->first, it->second);
      take = sc.scored.size();
    }
    const auto [order, m] = moves[k];
    if (m == excluded) continue;
    pos_.play(m, s);
    int v;
    if (k == 0) {
      v = -negamax(o, depth - 1 + (m == tt_move ? tt_extension : 0), -beta, -alpha, ply + 1);
    } else {
      // Late quiet moves are searched shallower first (late move reductions); one that
      // beats alpha is searched again at full depth.
      int r = 0;
      const bool singled = m == tt_move || order_.killer(ply, m);
      if (!forced && depth >= 3 && k >= 3 && order < kTacticalScore && !singled)
        r = k >= 8 && depth >= 5 ? 2 : 1;
      v = -negamax(o, depth - 1 - r, -alpha - 1, -alpha, ply + 1);
      if (r > 0 && v > alpha && !aborted_) v = -negamax(o, depth - 1, -alpha - 1, -alpha, ply + 1);
      if (v > alpha && v < beta && !aborted_) v = -negamax(o, depth - 1, -beta, -alpha, ply + 1);
    }
    pos_.undo();
    if (aborted_) return 0;
    if (v > best) {
      best = v;
      best_move = m;
    }
    if (v > alpha) alpha = v;
    if (alpha >= beta) {
      if (!forced && order < kTacticalScore) order_.cut(ply, s, m, depth);
      break;
    }
  }
  int stored = best;
  if (stored > kWinThreshold) stored += ply;
  if (stored < -kWinThreshold) stored -= ply;
  e.score = stored;
  e.move = best_move;
  e.depth = depth;
  e.bound = best <= alpha0 ? 3 : (best >= beta ? 2 : 1);
  tt_.store(key, e);
  return best;
}

std::vector<int> Searcher::opponent_vcf(Color o, std::uint64_t nodes, double share) {
  ThreatLimits limits = threat_limits(share);
  limits.max_nodes = nodes;
  ThreatSearch ts(pos_, limits);
  auto line = ts.vcf(o);
  threat_nodes_ += ts.nodes();
  return line;
}

std::vector<int> Searcher::principal_variation(int first, Color side, int max_len) {
  std::vector<int> pv;
  int played = 0;
  Color s = side;
  for (int m = first; m != kNoMove && static_cast<int>(pv.size()) < max_len;) {
    if (!pos_.legal(m, s)) break;
    const bool five = rules::makes_five(pos_.board(), rules::Point::from_index(m), s);
    pv.push_back(m);
    if (five) break;
    pos_.play(m, s);
    ++played;
    s = rules::opponent(s);
    TTData e;
    m = tt_.probe(tt_key(s), e) ? e.move : kNoMove;
  }
  for (; played > 0; --played) pos_.undo();
  return pv;
}

}  // namespace renju::ai::internal
