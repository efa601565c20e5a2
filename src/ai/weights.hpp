// The static evaluation's weights, fitted to the results of games between strong engines
// (logistic regression of the result on shape counts, docs/engine-search.md "The tuned
// evaluation"): per line shape at an empty point, one set for the side to move and one for its
// opponent, and per point for the combinations of lines a stone there would make.
#pragma once

#include <array>

#include "ai/position.hpp"
#include "ai/shapes.hpp"

namespace renju::ai {

// Indexed by Shape (kNone … kOverline).
using LineWeights = std::array<int, 11>;

// What one line of a shape at an empty point is worth to the side to move ...
inline constexpr LineWeights kOwnLineWeight = {0, -9, 9, -21, 57, 84, 227, 2000, 2000, 0, 0};
// ... and to its opponent (the side that moves next but one).
inline constexpr LineWeights kOppLineWeight = {0, -10, 9, -22, 51, 46, 221, 556, 556, 0, 0};

constexpr int own_line_weight(Shape s) {
  return kOwnLineWeight[static_cast<std::size_t>(s)];
}
constexpr int opp_line_weight(Shape s) {
  return kOppLineWeight[static_cast<std::size_t>(s)];
}

// Bonuses per point for what a stone there would make on two lines at once, in this order:
// a four and an open three; two open threes (White: a win; Black: forbidden, never counted); a
// four and an open two; an open three and an open two; two open twos; a four and a closed
// three; an open and a closed three; two closed threes; an open two and a closed three.
inline constexpr int kCombos = 9;
using ComboWeights = std::array<int, kCombos>;
inline constexpr ComboWeights kOwnCombo{1498, -64, 368, 100, 71, 0, 0, 0, 0};
inline constexpr ComboWeights kOppCombo{670, -70, 221, 66, 56, 0, 0, 0, 0};

// Which of those combinations a stone at a point with summary `t` would make.
constexpr std::array<bool, kCombos> combos_of(const Threat& t) {
  return {t.four > 0 && t.open_three > 0,     t.open_three >= 2, t.four > 0 && t.open_two > 0,
          t.open_three > 0 && t.open_two > 0, t.open_two >= 2,   t.four > 0 && t.three > 0,
          t.open_three > 0 && t.three > 0,    t.three >= 2,      t.open_two > 0 && t.three > 0};
}

// The combinations' bonus at a point with summary `t`.
constexpr int combo_value(const Threat& t, const ComboWeights& w) {
  if (t.four == 0 && t.open_three == 0 && t.three == 0 && t.open_two < 2) return 0;
  const auto made = combos_of(t);
  int v = 0;
  for (int k = 0; k < kCombos; ++k)
    if (made[static_cast<std::size_t>(k)]) v += w[static_cast<std::size_t>(k)];
  return v;
}

}  // namespace renju::ai
