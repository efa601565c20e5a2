// The static evaluation's weights, fitted to the results of games between strong engines
// (logistic regression of the result on shape counts, docs/engine.md "The tuned evaluation"):
// per line shape at an empty point, one set for the side to move and one for its opponent, and
// per point for the combinations of lines a stone there would make.
#pragma once

#include <array>

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

// Bonuses per point for what a stone there makes on two lines at once.
struct ComboWeights {
  int four_three;   // a four and an open three
  int three_three;  // two open threes (White: a win; Black: forbidden, never counted)
  int four_two;     // a four and an open two
  int three_two;    // an open three and an open two
  int two_two;      // two open twos
};
inline constexpr ComboWeights kOwnCombo{1498, -64, 368, 100, 71};
inline constexpr ComboWeights kOppCombo{670, -70, 221, 66, 56};

}  // namespace renju::ai
