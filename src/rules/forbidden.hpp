// Black's forbidden moves under the RIF rules: overline, double-four and double-three, with the
// three judged recursively (RIF 9.3). See docs/rules.md for every reading we had to make.
#pragma once

#include <vector>

#include "rules/board.hpp"

namespace renju::rules {

enum class Forbidden { kNone = 0, kOverline, kDoubleFour, kDoubleThree };
std::string_view forbidden_name(Forbidden f);  // "overline", "double-four", "double-three"

// The verdict for Black playing at empty point p of b. A move that makes exactly five is never
// forbidden. `b` is taken by value-like reference and restored before returning.
Forbidden forbidden_reason(Board& b, Point p);
inline bool is_forbidden(Board& b, Point p) {
  return forbidden_reason(b, p) != Forbidden::kNone;
}

struct ForbiddenPoint {
  Point at;
  Forbidden reason;
  friend bool operator==(const ForbiddenPoint&, const ForbiddenPoint&) = default;
};
// What Black at empty point p makes on the line through p in direction kDirections[d], as the
// judge reads it (rules/explain.* shows the judgement): exactly five, an overline, how many
// distinct fours, and the empty points that would make a straight four with p (its threes).
struct LineShape {
  bool five = false;
  bool overline = false;
  int fours = 0;  // capped at 2
  std::vector<Point> straight_four_points;
};
LineShape line_shape(const Board& b, Point p, int d);

// Every forbidden empty point of b for Black, ordered by column then row (a1 a2 … b1 …).
std::vector<ForbiddenPoint> forbidden_points(Board& b);

}  // namespace renju::rules
