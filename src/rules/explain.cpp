// The explanation of a verdict: the same reading as the judge of forbidden.cpp (its line shapes)
// and the same recursion, but every candidate three and every straight-four point is judged
// and kept, instead of stopping as soon as the verdict is known.
#include "rules/explain.hpp"

#include <algorithm>
#include <array>

namespace renju::rules {

namespace {

// Black's stones of the four that q makes along d (p and q placed), without q.
std::vector<Point> three_stones(const Board& b, Point q, Point d) {
  std::vector<Point> out;
  for (int sign : {-1, 1}) {
    for (Point s{q.x + sign * d.x, q.y + sign * d.y}; s.on_board() && b.at(s) == Color::kBlack;
         s = {s.x + sign * d.x, s.y + sign * d.y}) {
      out.push_back(s);
    }
  }
  return out;
}

bool before(Point a, Point b) {
  return a.x != b.x ? a.x < b.x : a.y < b.y;
}

}  // namespace

Explanation explain_forbidden(Board& b, Point p, int depth) {
  Explanation e;
  e.at = p;
  if (!b.empty(p)) return e;
  std::vector<int> candidates;
  std::array<LineShape, 4> shapes;
  for (int d = 0; d < 4; ++d) {
    shapes[d] = line_shape(b, p, d);
    e.five = e.five || shapes[d].five;
    e.overline = e.overline || shapes[d].overline;
    e.fours += shapes[d].fours;
    if (!shapes[d].straight_four_points.empty()) candidates.push_back(d);
  }
  if (e.five) return e;
  if (e.overline) {
    e.verdict = Forbidden::kOverline;
    return e;
  }
  if (e.fours >= 2) {
    e.verdict = Forbidden::kDoubleFour;
    return e;
  }
  if (candidates.size() < 2) return e;

  b.set(p, Color::kBlack);
  int real = 0;
  for (int d : candidates) {
    ThreeLine line;
    line.direction = d;
    for (Point q : shapes[d].straight_four_points) {
      FourPoint fp;
      fp.at = q;
      fp.makes_five = makes_five(b, q, Color::kBlack);
      if (!fp.makes_five) fp.forbidden = forbidden_reason(b, q);
      if (fp.forbidden != Forbidden::kNone && depth > 0) {
        fp.why.push_back(explain_forbidden(b, q, depth - 1));
      }
      b.set(q, Color::kBlack);
      for (Point s : three_stones(b, q, kDirections[d])) {
        if (std::find(line.stones.begin(), line.stones.end(), s) == line.stones.end()) {
          line.stones.push_back(s);
        }
      }
      b.set(q, Color::kEmpty);
      line.counts = line.counts || fp.playable();
      line.points.push_back(std::move(fp));
    }
    std::sort(line.stones.begin(), line.stones.end(), before);
    real += line.counts;
    e.threes.push_back(std::move(line));
  }
  b.set(p, Color::kEmpty);
  if (real >= 2) e.verdict = Forbidden::kDoubleThree;
  return e;
}

}  // namespace renju::rules
