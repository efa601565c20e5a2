// What the main search reads at each node: one pass over the empty points near the stones for
// fives, fours and threes of both colours, the static evaluation (the points' values, and with
// SearchOptions::net_eval the network on the shape counts), and the candidate moves in threat
// order; also the public evaluate() (the points' values alone) and candidate_moves().
#include <algorithm>

#include "ai/net.hpp"
#include "ai/policy.hpp"
#include "ai/search.hpp"
#include "ai/searcher.hpp"

namespace renju::ai {
namespace {

// Static worth of an empty point to the side to move, and to its opponent: its pattern's
// (src/ai/patterns.hpp), kept in the point's summary.
int own_value(const Threat& t) {
  return t.weight;
}
int opp_value(const Threat& t) {
  return t.guard;
}

bool in_radius(const Position& pos, int i, int radius) {
  return radius <= 1 ? pos.near1(i) : pos.near(i);
}

}  // namespace

namespace internal {

void Searcher::scan(Color s, Scan& out, bool want_moves) {
  const Color o = rules::opponent(s);
  const bool s_black = s == Color::kBlack;
  out.clear();
  // Black's forbidden points among those near the stones: only the maybe-forbidden are judged.
  // There Black's threats are not real, whichever side is to move.
  PointSet forbidden{};
  int own = pos_.weight_sum(s), opp = pos_.guard_sum(o);
  PackedCounts own_counts{}, opp_counts{};  // read only with the network
  if (opt_.net_eval) own_counts = pos_.count_sum(s), opp_counts = pos_.count_sum(o);
  for_each_point(pos_.marked(Mark::kMaybeForbidden, Color::kBlack), [&](int i) {
    if (!pos_.forbidden(i)) return;
    forbidden[static_cast<std::size_t>(i >> 6)] |= std::uint64_t{1} << (i & 63);
    if (s_black)
      own -= own_value(pos_.threat(i, s));
    else
      opp -= opp_value(pos_.threat(i, o));
    if (opt_.net_eval) (s_black ? own_counts : opp_counts).sub(pos_.point_counts(i, Color::kBlack));
  });
  out.eval = own - opp;
  if (opt_.net_eval) out.eval += net_value(own_counts.unpack(), opp_counts.unpack(), s);
  const PointSet none{};
  const PointSet& s_forbidden = s_black ? forbidden : none;
  const PointSet& o_forbidden = s_black ? none : forbidden;
  auto collect = [](const PointSet& set, const PointSet& except, std::vector<int>& list) {
    for (int w = 0; w < 4; ++w)
      for (std::uint64_t bits =
               set[static_cast<std::size_t>(w)] & ~except[static_cast<std::size_t>(w)];
           bits != 0; bits &= bits - 1)
        list.push_back(w * 64 + std::countr_zero(bits));
  };
  collect(pos_.marked(Mark::kFive, s), none, out.own_fives);
  collect(pos_.marked(Mark::kFive, o), none, out.opp_fives);
  collect(pos_.marked(Mark::kWin, s), s_forbidden, out.own_wins);
  collect(pos_.marked(Mark::kOpenFour, o), o_forbidden, out.opp_open_fours);
  collect(pos_.marked(Mark::kFour, o), none, out.opp_fours);
  collect(pos_.marked(Mark::kFour, s), s_forbidden, out.own_fours);
  if (!want_moves) return;
  const bool within1 = opt_.radius <= 1;
  pos_.for_each_near_empty([&](int i) {
    if (contains(s_forbidden, i) || (within1 && !pos_.near1(i))) return;
    // Scored by score_moves, if the node gets there; 1 where o's threat here is playable for o.
    out.scored.emplace_back(contains(o_forbidden, i) ? 0 : 1, i);
  });
}

void Searcher::score_moves(Color s, Scan& sc) const {
  const Color o = rules::opponent(s);
  const int last = pos_.history().empty() ? kNoMove : pos_.history().back();
  static const std::array<std::int16_t, rules::kCells> kNoLast{};
  const auto& near_last = last == kNoMove ? kNoLast : near_last_values(last);
  for (auto& [value, i] : sc.scored) {
    const bool o_real = value != 0;
    const Threat& ts = pos_.threat(i, s);
    const Threat& to = pos_.threat(i, o);
    // Moves that make or stop a three or four (by the hand-set worth) come first, each group
    // in the fitted order.
    const int hand = pos_.potential_of(i, s) * 10 + (o_real ? pos_.potential_of(i, o) * 9 : 0);
    if (!opt_.fitted_order) {
      value = -hand;
      continue;
    }
    const bool tactical = hand >= kTacticalScore;
    const int fitted = ts.attack + (o_real ? to.block : 0) + near_last[static_cast<std::size_t>(i)];
    value =
        -(tactical ? kTacticalScore + std::max(fitted, 0) : std::min(fitted, kTacticalScore - 1));
  }
}

}  // namespace internal

int evaluate(Position& pos, Color side) {
  const Color o = rules::opponent(side);
  int own = 0, opp = 0;
  pos.for_each_near_empty([&](int i) {
    const Threat& ts = pos.threat(i, side);
    const Threat& to = pos.threat(i, o);
    const bool own_ok = side != Color::kBlack || !ts.maybe_forbidden() || !pos.forbidden(i);
    const bool opp_ok = o != Color::kBlack || !to.maybe_forbidden() || !pos.forbidden(i);
    if (own_ok) own += own_value(ts);
    if (opp_ok) opp += opp_value(to);
  });
  // The side to move's own weights differ from its opponent's: it plays first.
  return own - opp;
}

std::vector<int> candidate_moves(Position& pos, Color side, int width, int radius) {
  const Color o = rules::opponent(side);
  std::vector<std::pair<int, int>> scored;
  for (int i = 0; i < rules::kCells; ++i) {
    if (!pos.empty(i) || !in_radius(pos, i, radius)) continue;
    if (!pos.legal(i, side)) continue;
    const Threat ts = pos.threat(i, side);
    const Threat to = pos.threat(i, o);
    int defence = potential(to);
    if (o == Color::kBlack && to.maybe_forbidden() && pos.forbidden(i)) defence = 0;
    scored.emplace_back(-(potential(ts) * 10 + defence * 9), i);
  }
  std::sort(scored.begin(), scored.end());
  std::vector<int> out;
  for (const auto& [neg, m] : scored) {
    if (width > 0 && static_cast<int>(out.size()) >= width) break;
    out.push_back(m);
  }
  return out;
}

}  // namespace renju::ai
