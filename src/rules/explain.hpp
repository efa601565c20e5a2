// Why a point is forbidden for Black (or not), spelled out for people: each line's five,
// overline or fours, and for a possible double-three each three with the points that would make
// it a straight four, whether each is playable (RIF 9.3) and, for one that is itself a
// double-three, that point's own explanation: the recursion made visible.
#pragma once

#include <vector>

#include "rules/board.hpp"
#include "rules/forbidden.hpp"

namespace renju::rules {

struct Explanation;

// A point that would turn a three into a straight four, judged with the three's stone placed.
struct FourPoint {
  Point at;
  bool makes_five = false;  // a five instead: the three does not count through it
  Forbidden forbidden = Forbidden::kNone;
  std::vector<Explanation> why;  // at most one: the explanation of a forbidden `at`
  bool playable() const { return !makes_five && forbidden == Forbidden::kNone; }
};

// A line through the point that could be a three.
struct ThreeLine {
  int direction = 0;          // index into kDirections: 0 row, 1 column, 2 diagonal, 3 anti
  std::vector<Point> stones;  // Black's stones of the three, the point included, ordered
  std::vector<FourPoint> points;
  bool counts = false;  // some point is playable: a real three
};

struct Explanation {
  Point at;
  Forbidden verdict = Forbidden::kNone;  // the same as forbidden_reason gives
  bool five = false;                     // exactly five: allowed whatever else it makes
  bool overline = false;
  int fours = 0;                  // distinct fours over the four lines
  std::vector<ThreeLine> threes;  // judged only when two or more lines could be threes
};

// The explanation for Black playing at empty point p of b. Forbidden four-points are explained
// in turn down to `depth` levels (the verdict never depends on it). `b` is restored.
Explanation explain_forbidden(Board& b, Point p, int depth = 3);

}  // namespace renju::rules
