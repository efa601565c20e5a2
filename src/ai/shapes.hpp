// Line shapes: what a stone placed on an empty point makes along one line, for one colour.
// A 3^10 table over the five points either side, built once, read by the incremental board.
#pragma once

#include <array>
#include <cstdint>

#include "rules/board.hpp"

namespace renju::ai {

// Ordered by strength. kDoubleFour is two fives-to-be on one line without being a straight four
// (forbidden for Black; White gets kOpenFour instead). kOverline exists only for Black.
enum class Shape : std::uint8_t {
  kNone = 0,
  kOne,
  kTwo,
  kOpenTwo,
  kThree,
  kOpenThree,
  kFour,
  kDoubleFour,
  kOpenFour,
  kFive,
  kOverline,
};

// Slots 0..4 are the points at offsets -5..-1 along the direction, 5..9 those at +1..+5.
// Each slot is 2 bits: 0 empty, 1 black, 2 white, 3 off the board.
using LineKey = std::uint32_t;
inline constexpr int kSlots = 10;
constexpr int slot_of_offset(int offset) {
  return offset < 0 ? offset + 5 : offset + 4;
}

// The shape `c` makes by playing the centre of the line described by `key`.
Shape shape_of(LineKey key, rules::Color c);
// The tables shape_of reads, for callers that look up many keys in a row: a key's shape for
// colour c (0 Black, 1 White) is shape[c][low[c][key & 1023] + high[c][key >> 10 & 1023]].
struct ShapeLookup {
  std::array<const std::uint16_t*, 2> low, high;
  std::array<const Shape*, 2> shape;
};
const ShapeLookup& shape_lookup();

inline Shape shape_in(const ShapeLookup& t, LineKey key, int colour) {
  const auto c = static_cast<std::size_t>(colour);
  return t.shape[c][t.low[c][key & 1023] + t.high[c][(key >> 10) & 1023]];
}
// Both colours' shapes at once: {Black's, White's}.
inline std::array<Shape, 2> shapes_of(const ShapeLookup& t, LineKey key) {
  return {shape_in(t, key, 0), shape_in(t, key, 1)};
}

}  // namespace renju::ai
