// The main search's root: immediate fives and blocks, VCF and VCT at the root, the defence
// against the opponent's VCF, the root move list, and the last check that the chosen move does
// not hand the opponent a VCF. The deepening itself is in iterate.cpp.
#include "ai/search.hpp"

#include <algorithm>
#include <array>
#include <optional>

#include "ai/proof.hpp"
#include "ai/searcher.hpp"
#include "ai/table.hpp"

namespace renju::ai {
namespace internal {
namespace {
// Of a timed search's time, the share by which the safety net after the main search ends (the
// rest is for answering). The net runs only in what the main search leaves: stopping the search
// at 0.9 to give the net time of its own scored 31 % in 156 games against Rapfi, against 46 %
// without that in a paired match (docs/engine-search.md, session 12).
constexpr double kNetEnd = 0.95;
}  // namespace

int Searcher::vct(Color attacker, const ThreatLimits& limits, int depth) {
  if (opt_.proof_vct) {
    ProofSearch ps(pos_, limits);
    const int m = ps.vct(attacker, depth);
    threat_nodes_ += ps.nodes();
    return m;
  }
  ThreatSearch ts(pos_, limits);
  const int m = ts.vct(attacker, depth);
  threat_nodes_ += ts.nodes();
  return m;
}

bool Searcher::leaves_vct(int m, Color side, const ThreatLimits& limits) {
  pos_.play(m, side);
  const int depth = opt_.proof_vct ? opt_.vct_depth : std::min(opt_.vct_depth, 6);
  const bool lost = vct(rules::opponent(side), limits, depth) != kNoMove;
  pos_.undo();
  return lost;
}

SearchResult Searcher::run(Color side) {
  SearchResult r;
  auto finish = [&](int move, const char* reason) {
    r.move = move;
    r.reason = reason;
    r.nodes = nodes_;
    r.threat_nodes = threat_nodes_;
    r.pv = r.line.empty() ? std::vector<int>{} : r.line;
    if (r.pv.empty() && move != kNoMove) r.pv.push_back(move);
    return r;
  };
  Scan sc;
  scan(side, sc);
  score_moves(side, sc);
  std::sort(sc.scored.begin(), sc.scored.end());
  if (!opt_.allowed.empty()) return run_restricted(side, sc);
  if (pos_.stones() == 0) return finish(rules::kCentre.index(), "only");
  if (sc.scored.empty()) {
    // Nothing near the stones is legal: take any legal point at all.
    for (int i = 0; i < rules::kCells; ++i)
      if (pos_.legal(i, side)) return finish(i, "only");
    return finish(kNoMove, "none");
  }
  if (!sc.own_fives.empty()) {
    r.score = kWin;
    return finish(sc.own_fives.front(), "five");
  }
  if (!sc.opp_fives.empty()) {
    for (int b : sc.opp_fives)
      if (pos_.legal(b, side)) return finish(b, "block");
    return finish(sc.scored.front().second, "lost");
  }
  if (!sc.own_wins.empty()) {
    r.score = kWin;
    return finish(sc.own_wins.front(), "open-four");
  }

  if (opt_.threats_at_root) {
    ThreatSearch ts(pos_, threat_limits());
    auto line = ts.vcf(side);
    threat_nodes_ += ts.nodes();
    if (!line.empty()) {
      r.score = kWin;
      r.line = line;
      return finish(line.front(), "vcf");
    }
  }

  std::vector<int> root;
  for (const auto& [neg, m] : sc.scored) root.push_back(m);
  return deepen(side, sc, std::move(root), true);
}

SearchResult Searcher::run_restricted(Color side, const Scan& sc) {
  // Order the allowed points: scored candidates first (best first), then the rest.
  std::vector<int> root;
  for (const auto& [neg, m] : sc.scored)
    if (std::find(opt_.allowed.begin(), opt_.allowed.end(), m) != opt_.allowed.end())
      root.push_back(m);
  for (int m : opt_.allowed)
    if (std::find(root.begin(), root.end(), m) == root.end() && pos_.legal(m, side))
      root.push_back(m);
  if (root.empty()) {
    SearchResult r;
    r.reason = "none";
    return r;
  }
  if (static_cast<int>(root.size()) > opt_.width + 4) root.resize(opt_.width + 4);
  return deepen(side, sc, std::move(root), false);
}

SearchResult Searcher::deepen(Color side, const Scan& sc, std::vector<int> root, bool threats) {
  SearchResult r;
  const Color o = rules::opponent(side);
  auto finish = [&](int move, const char* reason) {
    r.move = move;
    r.reason = reason;
    r.nodes = nodes_;
    r.threat_nodes = threat_nodes_;
    if (move != kNoMove) r.pv = principal_variation(move, side, std::max(1, r.depth));
    return r;
  };
  bool defending = false;
  if (threats && opt_.defend_vcf && !opponent_vcf(o, opt_.vcf.max_nodes).empty()) {
    // The opponent threatens a VCF: keep only moves after which it is gone.
    std::vector<int> safe;
    const std::uint64_t per_move = std::max<std::uint64_t>(2000, opt_.vcf.max_nodes / 8);
    for (int m : root) {
      if (opt_.time_limit_s > 0 && elapsed() > opt_.time_limit_s * 0.5) break;
      pos_.play(m, side);
      const bool refuted = opponent_vcf(o, per_move).empty();
      pos_.undo();
      if (refuted) safe.push_back(m);
    }
    if (!safe.empty()) {
      root = safe;
      defending = true;
      drop_vct_losses(side, root);
    }
  }

  if (threats && !defending && opt_.threats_at_root && opt_.vct_depth > 0) {
    ThreatLimits limits = threat_limits();
    limits.max_nodes = opt_.vct_nodes;
    const int m = vct(side, limits, opt_.vct_depth);
    if (m != kNoMove && pos_.legal(m, side)) {
      r.score = kWin;
      return finish(m, "vct");
    }
  }
  if (root.size() == 1) return finish(root.front(), defending ? "defend" : "only");

  // Outside of forced situations only the best-looking `width` root moves are searched.
  if (!defending && sc.opp_open_fours.empty() && static_cast<int>(root.size()) > opt_.width + 4)
    root.resize(opt_.width + 4);
  if (!sc.opp_open_fours.empty() && !defending) {
    std::vector<int> forced;
    for (int m : root) {
      if (std::find(sc.own_fours.begin(), sc.own_fours.end(), m) != sc.own_fours.end() ||
          std::find(sc.opp_open_fours.begin(), sc.opp_open_fours.end(), m) !=
              sc.opp_open_fours.end() ||
          std::find(sc.opp_fours.begin(), sc.opp_fours.end(), m) != sc.opp_fours.end())
        forced.push_back(m);
    }
    if (!forced.empty()) root = forced;
  }

  // Root moves that make or stop a three or four are never reduced.
  std::array<bool, rules::kCells> tactical{};
  for (const auto& [neg, m] : sc.scored) tactical[m] = -neg >= kTacticalScore;
  const bool forced_root = defending || !sc.opp_open_fours.empty();

  const bool net = threats && opt_.defend_vcf && !defending;
  const Iteration it = opt_.threads > 1 ? iterate_parallel(side, root, tactical, forced_root)
                                        : iterate(side, root, tactical, forced_root, 1);
  int best_move = it.best_move == kNoMove ? root.front() : it.best_move;
  int best_score = it.best_score;
  r.depth = it.depth;
  const auto& ranked = it.ranked;

  // A last safety net: do not hand the opponent a VCF (or, with defend_vct, a VCT) if another
  // of the best-ranked moves avoids it.
  bool replaced = false;
  if (net && best_score > -kWinThreshold) {
    std::vector<int> order{best_move};
    for (const auto& [neg, m] : ranked)
      if (m != best_move && static_cast<int>(order.size()) < 6) order.push_back(m);
    const std::uint64_t per_move = std::max<std::uint64_t>(2000, opt_.vcf.max_nodes / 8);
    const bool timed = opt_.time_limit_s > 0;
    for (int m : order) {
      // Out of time: keep the best move found so far rather than overrun the clock.
      if (timed && elapsed() > opt_.time_limit_s * kNetEnd) break;
      pos_.play(m, side);
      bool safe = opponent_vcf(o, per_move, kNetEnd).empty();
      pos_.undo();
      if (safe && opt_.defend_vct > 0 && (!timed || elapsed() < opt_.time_limit_s * kNetEnd)) {
        // Strong play also refuses moves that leave a win by threes and fours.
        ThreatLimits limits = threat_limits(kNetEnd);
        limits.max_nodes = opt_.defend_vct;
        safe = !leaves_vct(m, side, limits);
      }
      if (safe) {
        replaced = m != best_move;
        best_move = m;
        break;
      }
    }
  }
  r.score = best_score;
  return finish(best_move, defending ? "defend" : (replaced ? "safety" : "search"));
}

}  // namespace internal

namespace {
constexpr std::size_t kTTSize = 1 << 17;
}  // namespace

SearchResult search(Position& pos, Color side, const SearchOptions& options) {
  std::optional<TransTable> fresh;
  TransTable& tt = options.table != nullptr ? *options.table : fresh.emplace(kTTSize);
  tt.new_search();  // what earlier moves' searches stored gives way to this one's
  internal::Searcher s(pos, options, tt);
  return s.run(side);
}

}  // namespace renju::ai
