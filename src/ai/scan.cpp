// What the main search reads at each node: one pass over the empty points near the stones for
// fives, fours and threes of both colours, the static evaluation, and the candidate moves in
// threat order; also the public evaluate() and candidate_moves() built from the same values.
#include <algorithm>

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
  int own = 0, opp = 0;
  pos_.for_each_near_empty([&](int i) {
    const Threat& ts = pos_.threat(i, s);
    const Threat& to = pos_.threat(i, o);
    if (ts.five > 0) out.own_fives.push_back(i);
    if (to.five > 0) out.opp_fives.push_back(i);
    bool s_legal = true;
    if (s_black && ts.maybe_forbidden()) s_legal = !pos_.forbidden(i);
    bool o_real = true;  // whether o's threat here is playable for o
    if (!s_black && to.maybe_forbidden()) o_real = !pos_.forbidden(i);
    if (s_legal && (ts.open_four > 0 || ts.four >= 2)) out.own_wins.push_back(i);
    if (o_real && to.open_four > 0) out.opp_open_fours.push_back(i);
    if (to.four > 0) out.opp_fours.push_back(i);
    if (s_legal && ts.four > 0) out.own_fours.push_back(i);
    if (s_legal) own += own_value(ts);
    if (o_real) opp += opp_value(to);
    if (!want_moves || !s_legal || !in_radius(pos_, i, opt_.radius)) return;
    out.scored.emplace_back(o_real ? 1 : 0, i);  // scored by score_moves, if the node gets there
  });
  out.eval = own - opp;
}

void Searcher::score_moves(Color s, Scan& sc) const {
  const Color o = rules::opponent(s);
  const int last = pos_.history().empty() ? kNoMove : pos_.history().back();
  for (auto& [value, i] : sc.scored) {
    const bool o_real = value != 0;
    const Threat& ts = pos_.threat(i, s);
    const Threat& to = pos_.threat(i, o);
    // Moves that make or stop a three or four (by the hand-set worth) come first, each group
    // in the fitted order.
    const int hand = potential(ts) * 10 + (o_real ? potential(to) * 9 : 0);
    if (!opt_.fitted_order) {
      value = -hand;
      continue;
    }
    const bool tactical = hand >= kTacticalScore;
    const int fitted = ts.attack + (o_real ? to.block : 0) + near_last_value(i, last);
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
