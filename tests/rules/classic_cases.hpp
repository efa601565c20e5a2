// What the classic-case tests share: a case is an ASCII board whose marks are the exact set of
// forbidden points ('3' double-three, '4' double-four, '6' overline; '+' a point worth noting that
// is allowed), and both judges must agree with it on all 8 symmetric images.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "rules/diagram.hpp"
#include "rules/forbidden.hpp"
#include "rules/reference.hpp"
#include "rules/symmetry.hpp"

namespace renju::testing {

inline std::vector<ForbiddenPoint> transformed(std::vector<ForbiddenPoint> points, int k) {
  for (auto& f : points) f.at = rules::transform(f.at, k);
  std::sort(points.begin(), points.end(), [](const ForbiddenPoint& a, const ForbiddenPoint& b) {
    return a.at.x != b.at.x ? a.at.x < b.at.x : a.at.y < b.at.y;
  });
  return points;
}

inline void expect_diagram(std::string_view text) {
  Diagram d = parse_diagram(text);
  const Board before = d.board;
  for (int k = 0; k < 8; ++k) {
    Board b = rules::transform(d.board, k);
    auto expected = transformed(d.forbidden, k);
    auto fast = rules::forbidden_points(b);
    auto slow = rules::reference::forbidden_points(b);
    EXPECT_EQ(describe(fast), describe(expected)) << "fast judge, symmetry " << k << ", found:\n"
                                                  << render_diagram(b, fast) << "expected:\n"
                                                  << render_diagram(b, expected);
    EXPECT_EQ(describe(slow), describe(expected))
        << "reference judge, symmetry " << k << ", found:\n"
        << render_diagram(b, slow) << "expected:\n"
        << render_diagram(b, expected);
    for (Point p : d.allowed) {
      Point q = rules::transform(p, k);
      EXPECT_EQ(rules::forbidden_reason(b, q), Forbidden::kNone) << rules::to_string(q);
      EXPECT_EQ(rules::reference::forbidden_reason(b, q), Forbidden::kNone) << rules::to_string(q);
    }
  }
  rules::forbidden_points(d.board);
  EXPECT_EQ(d.board, before) << "judging must leave the board as it was";
}

}  // namespace renju::testing
