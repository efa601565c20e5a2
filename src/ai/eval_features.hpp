// The static evaluation's inputs, counted: for the side to move and for its opponent, how many
// lines of each shape its empty points hold and how many points make each combination. The
// evaluation is their weighted sum (src/ai/weights.hpp); `renju eval-data` writes them per
// position of a set of games so that the weights can be fitted to game results.
#pragma once

#include <array>
#include <string_view>
#include <vector>

#include "ai/position.hpp"

namespace renju::ai {

struct EvalFeatures {
  // Line shapes one to straight four (kOne … kOpenFour: 8), then the nine combinations of two
  // lines in the order of src/ai/weights.hpp.
  static constexpr int kCount = kShapeFeatures;
  static constexpr std::array<std::string_view, kCount> kNames = {
      "one",         "two",         "open_two",     "three",         "open_three", "four",
      "double_four", "open_four",   "four_three",   "three_three",   "four_two",   "three_two",
      "two_two",     "four_closed", "three_closed", "closed_closed", "two_closed"};
  std::array<int, kCount> own{};  // the side to move's
  std::array<int, kCount> opp{};  // its opponent's
  // The same points' patterns (canonical_pattern(), src/ai/patterns.hpp), one per point: what
  // the evaluation reads, and what a fit of per-pattern corrections needs.
  Color side = Color::kBlack;
  std::vector<int> own_patterns, opp_patterns;
  // A five for either side or a win in one (straight or double four) for the side to move:
  // the position is not quiet, its value is the search's, not the evaluation's.
  bool tactical = false;
};

// Counted over the empty points near the stones that each colour may play (Black's forbidden
// points count for neither), as evaluate() reads them.
EvalFeatures eval_features(Position& pos, Color side);

// The points' worth summed, the side to move's minus its opponent's, with the engine's pattern
// values: equal to evaluate(pos, side).
int weighted_sum(const EvalFeatures& f);

}  // namespace renju::ai
