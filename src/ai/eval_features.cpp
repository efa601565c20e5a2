// Counts the evaluation's inputs of a position (see eval_features.hpp) and sums them with the
// engine's weights, the same sum scan.cpp computes from the points' kept summaries.
#include "ai/eval_features.hpp"

#include "ai/weights.hpp"

namespace renju::ai {
namespace {

void count_point(const Position& pos, int i, Color c, std::array<int, EvalFeatures::kCount>& f) {
  for (int d = 0; d < 4; ++d) {
    const auto s = static_cast<int>(pos.shape(i, d, c));
    if (s >= static_cast<int>(Shape::kOne) && s <= static_cast<int>(Shape::kOpenFour)) ++f[s - 1];
  }
  const auto made = combos_of(pos.threat(i, c));
  for (int k = 0; k < kCombos; ++k)
    if (made[static_cast<std::size_t>(k)]) ++f[static_cast<std::size_t>(8 + k)];
}

int dot(const std::array<int, EvalFeatures::kCount>& f, const LineWeights& line,
        const ComboWeights& combo) {
  int v = 0;
  for (std::size_t k = 0; k < 8; ++k) v += f[k] * line[k + 1];
  for (std::size_t k = 0; k < kCombos; ++k) v += f[8 + k] * combo[k];
  return v;
}

}  // namespace

EvalFeatures eval_features(Position& pos, Color side) {
  const Color o = rules::opponent(side);
  EvalFeatures out;
  for (int i = 0; i < rules::kCells; ++i) {
    if (!pos.empty(i) || !pos.near(i)) continue;
    const Threat& ts = pos.threat(i, side);
    const Threat& to = pos.threat(i, o);
    if (ts.five > 0 || to.five > 0) out.tactical = true;
    const bool own_ok = side != Color::kBlack || !ts.maybe_forbidden() || !pos.forbidden(i);
    const bool opp_ok = o != Color::kBlack || !to.maybe_forbidden() || !pos.forbidden(i);
    if (own_ok && (ts.open_four > 0 || ts.four >= 2)) out.tactical = true;
    if (own_ok) count_point(pos, i, side, out.own);
    if (opp_ok) count_point(pos, i, o, out.opp);
  }
  return out;
}

int weighted_sum(const EvalFeatures& f) {
  return dot(f.own, kOwnLineWeight, kOwnCombo) - dot(f.opp, kOppLineWeight, kOppCombo);
}

}  // namespace renju::ai
