// The main search's move order: what a candidate point is worth as a move, from its pattern
// (the four line shapes, src/ai/patterns.hpp) for the side to move and for its opponent, and
// from where it lies beside the last move. The values are fitted to the moves of strong games
// (bench/fit_policy.py, src/ai/policy_weights.hpp); a pattern the fit never saw takes a value
// from the hand-set worth potential() below.
#pragma once

#include <array>
#include <cstdint>

#include "ai/patterns.hpp"
#include "ai/position.hpp"

namespace renju::ai {

// The hand-set worth of a point to one colour: combinations dominate single lines. A move whose
// 10 · potential(own) + 9 · potential(opponent's) reaches kTacticalScore (ordering.hpp) makes or
// stops a three or four.
int potential(const Threat& t);

// Which table of policy_values(): the colour of the point's stone-to-be and whether the value is
// of playing there (attack) or of taking the point from that colour (block).
constexpr int policy_table(int colour, bool attack) {
  return colour * 2 + (attack ? 0 : 1);
}

// Ordering values by policy_table() then by pattern key (any order of the four shapes).
using PolicyValues = std::array<std::array<std::int16_t, kPatternKeys>, 4>;
const PolicyValues& policy_values();

// The ordering value of a candidate at `point` after the last move at `last` (kNoMove: none).
int near_last_value(int point, int last);
// near_last_value(point, last) for every point, for a node that scores many candidates after
// the same last move (`last` a point, not kNoMove).
const std::array<std::int16_t, rules::kCells>& near_last_values(int last);

}  // namespace renju::ai
