// Counts the evaluation's inputs of a position (see eval_features.hpp) and sums the points'
// pattern values, the same sum scan.cpp computes from the points' kept summaries.
#include "ai/eval_features.hpp"

#include "ai/patterns.hpp"

namespace renju::ai {
namespace {

void count_point(const Position& pos, int i, Color c, std::array<int, EvalFeatures::kCount>& f,
                 std::vector<int>& patterns) {
  patterns.push_back(canonical_pattern(
      pattern_key(pos.shape(i, 0, c), pos.shape(i, 1, c), pos.shape(i, 2, c), pos.shape(i, 3, c))));
  const ShapeCounts counts = pos.point_counts(i, c).unpack();
  for (std::size_t k = 0; k < f.size(); ++k) f[k] += counts[k];
}

int worth(const std::vector<int>& patterns, Color c, bool own) {
  const auto& table =
      pattern_values()[static_cast<std::size_t>(pattern_table(c == Color::kBlack ? 0 : 1, own))];
  int v = 0;
  for (int p : patterns) v += table[static_cast<std::size_t>(p)];
  return v;
}

}  // namespace

EvalFeatures eval_features(Position& pos, Color side) {
  const Color o = rules::opponent(side);
  EvalFeatures out;
  out.side = side;
  for (int i = 0; i < rules::kCells; ++i) {
    if (!pos.empty(i) || !pos.near(i)) continue;
    const Threat& ts = pos.threat(i, side);
    const Threat& to = pos.threat(i, o);
    if (ts.five > 0 || to.five > 0) out.tactical = true;
    const bool own_ok = side != Color::kBlack || !ts.maybe_forbidden() || !pos.forbidden(i);
    const bool opp_ok = o != Color::kBlack || !to.maybe_forbidden() || !pos.forbidden(i);
    if (own_ok && (ts.open_four > 0 || ts.four >= 2)) out.tactical = true;
    if (own_ok) count_point(pos, i, side, out.own, out.own_patterns);
    if (opp_ok) count_point(pos, i, o, out.opp, out.opp_patterns);
  }
  return out;
}

int weighted_sum(const EvalFeatures& f) {
  return worth(f.own_patterns, f.side, true) -
         worth(f.opp_patterns, rules::opponent(f.side), false);
}

}  // namespace renju::ai
