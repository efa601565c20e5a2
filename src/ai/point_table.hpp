// What a point's pattern (its four line shapes, src/ai/patterns.hpp) gives each colour, as one
// Threat: the line counts plus the evaluation's and the move order's values. The board reads a
// point's whole summary here in one 16-byte load whenever one of its shapes changes.
#pragma once

#include "ai/position.hpp"

namespace renju::ai {

// The summaries of every pattern key for `colour` (0 Black, 1 White), indexed by key.
const Threat* point_threats(int colour);

// potential() (src/ai/policy.hpp) of every pattern key's summary for `colour`, indexed by key.
const int* point_potentials(int colour);

// The marks (Position::marked) a point of each pattern key carries for `colour`, bit m for
// Mark m, indexed by key.
const std::uint8_t* point_marks(int colour);

// The network's counts (PackedCounts, src/ai/position.hpp) of every pattern key for `colour`,
// indexed by key.
const PackedCounts* point_counts(int colour);

// What a key gains when the shape of direction d rises by one step: 11^(3 - d).
inline constexpr std::array<int, 4> kDirectionDigit = {1331, 121, 11, 1};

}  // namespace renju::ai
