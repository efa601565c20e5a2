// The eight symmetries of the square board and a canonical form of a set of stones that is
// invariant under rotation, reflection and translation (used to refuse symmetric offers).
#pragma once

#include <array>
#include <vector>

#include "rules/board.hpp"

namespace renju::rules {

// Symmetry k in 0..7: k&3 quarter-turns about the centre h8, then a mirror (x → 14-x) if k&4.
Point transform(Point p, int k);
Board transform(const Board& b, int k);

struct Stone {
  Point at;
  Color color = Color::kEmpty;
  friend bool operator==(const Stone&, const Stone&) = default;
};
std::vector<Stone> stones_of(const Board& b);

// Canonical form: of the 8 transformed images, each translated so its bounding box starts at
// (0,0) and sorted, the lexicographically smallest. Two stone sets are equivalent under
// rotation, reflection and translation exactly when their canonical forms are equal.
std::vector<Stone> canonical_form(std::vector<Stone> stones);
inline std::vector<Stone> canonical_form(const Board& b) {
  return canonical_form(stones_of(b));
}

}  // namespace renju::rules
