// What a point's pattern (its four line shapes, src/ai/patterns.hpp) gives each colour, as one
// PointEntry: its Threat (the line counts plus the evaluation's and the move order's values), the
// network's counts, the move order's potential and the marks. The board reads a point's whole
// entry here, one cache line, whenever one of its shapes changes.
#pragma once

#include "ai/position.hpp"

namespace renju::ai {

// The entries (PointEntry, src/ai/position.hpp) of every pattern key for `colour` (0 Black,
// 1 White), indexed by key.
const PointEntry* point_entries(int colour);

// What a key gains when the shape of direction d rises by one step: 11^(3 - d).
inline constexpr std::array<int, 4> kDirectionDigit = {1331, 121, 11, 1};

}  // namespace renju::ai
