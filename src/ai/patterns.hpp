// The evaluation's point patterns: the four line shapes a stone on an empty point would make,
// as one key, and what such a point is worth to each colour as the side to move and as its
// opponent. A point's worth is the sum of its lines' weights and its combinations' bonuses
// (src/ai/weights.hpp) plus a correction fitted per pattern (src/ai/pattern_weights.hpp), so a
// pattern the fit never saw is worth what the additive model says.
#pragma once

#include <array>
#include <cstdint>

#include "ai/shapes.hpp"

namespace renju::ai {

inline constexpr int kShapeCount = 11;
inline constexpr int kPatternKeys = kShapeCount * kShapeCount * kShapeCount * kShapeCount;

// The key of four line shapes in direction order (each a base-11 digit).
constexpr int pattern_key(Shape a, Shape b, Shape c, Shape d) {
  return ((static_cast<int>(a) * kShapeCount + static_cast<int>(b)) * kShapeCount +
          static_cast<int>(c)) *
             kShapeCount +
         static_cast<int>(d);
}

// The four shapes of a key, in direction order (pattern_key's inverse).
std::array<Shape, 4> pattern_shapes(int key);

// The same four shapes in any order give the same pattern: its key with the digits sorted,
// largest first. This is the id eval-data writes and the fitted corrections are listed by.
int canonical_pattern(int key);

// Which table of pattern_values(): the colour of the point's stone-to-be and whether that
// colour is the side to move (own) or the side after it (opp).
constexpr int pattern_table(int colour, bool own) {
  return colour * 2 + (own ? 0 : 1);
}

// A point's worth, by pattern_table() then by key (any order of the four shapes).
using PatternValues = std::array<std::array<std::int16_t, kPatternKeys>, 4>;
const PatternValues& pattern_values();

}  // namespace renju::ai
