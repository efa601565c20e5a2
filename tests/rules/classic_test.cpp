// The classic forbidden-move cases of Renju, each an ASCII board whose marks are the exact set of
// forbidden points ('3' double-three, '4' double-four, '6' overline; '+' a point worth noting
// that is allowed). Both implementations must agree with the board, on all 8 symmetric images.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "rules/diagram.hpp"
#include "rules/forbidden.hpp"
#include "rules/reference.hpp"
#include "rules/symmetry.hpp"

namespace renju::testing {
namespace {

std::vector<ForbiddenPoint> transformed(std::vector<ForbiddenPoint> points, int k) {
  for (auto& f : points) f.at = rules::transform(f.at, k);
  std::sort(points.begin(), points.end(), [](const ForbiddenPoint& a, const ForbiddenPoint& b) {
    return a.at.x != b.at.x ? a.at.x < b.at.x : a.at.y < b.at.y;
  });
  return points;
}

void expect_diagram(std::string_view text) {
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

// Verdicts of the reference judge at point `at` with the RIF 9.3 recursion cut after 0, 1, 2, 3
// levels, then uncut: shows how deep a case reaches.
std::vector<Forbidden> depth_profile(std::string_view text, const char* at) {
  Diagram d = parse_diagram(text);
  Point p = std::get<Point>(rules::parse_point(at));
  std::vector<Forbidden> out;
  for (int levels = 0; levels <= 3; ++levels) {
    out.push_back(rules::reference::forbidden_reason_limited(d.board, p, levels));
  }
  out.push_back(rules::reference::forbidden_reason(d.board, p));
  return out;
}

TEST(ClassicCases, RealDoubleThree) {
  // h8 makes two open threes, f8-g8-h8 and h8-h9-h10: forbidden.
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . 11
10 . . . . . . . X . . . . . . . 10
 9 . . . . . . . X . . . . . . .  9
 8 . . . . . X X 3 . . . . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, SplitThreeCounts) {
  // A split three (h8 . h10 h11) is a three like any other: h8 is a double-three.
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . X . . . . . . . 11
10 . . . . . . . X . . . . . . . 10
 9 . . . . . . . . . . . . . . .  9
 8 . . . . . X X 3 . . . . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, ThreeBlockedByWhiteIsDead) {
  // White e8 blocks f8-g8-h8: i8 would make a four that cannot become straight, so
  // the row is no three and h8 (one three, on the column) is allowed.
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . 11
10 . . . . . . . X . . . . . . . 10
 9 . . . . . . . X . . . . . . .  9
 8 . . . . O X X + . . . . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, ThreeAgainstTheEdgeIsDead) {
  // a8-b8-c8 touches the edge: d8 gives a four with one end off the board, no straight
  // four, so c8 makes only the column three and is allowed.
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . 11
10 . . X . . . . . . . . . . . . 10
 9 . . X . . . . . . . . . . . .  9
 8 X X + . . . . . . . . . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, FalseThreeItsFourPointIsForbidden) {
  // h8 looks like a double-three, but the row three f8-g8-h8 can only become straight
  // through i8 (White holds d8), and i8 would then be a double-four (row and column i8-i11).
  // One real three only: h8 is allowed (one level of RIF 9.3).
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . . X . . . . . . 11
10 . . . . . . . X X . . . . . . 10
 9 . . . . . . . X X . . . . . .  9
 8 . . . O . X X + . . . . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, TwoLevelsOfRecursion) {
  // h8: the row three f8-g8-h8 needs i8 (White d8). i8 looks like a double-three
  // (diagonal i8-j9-k10 and anti-diagonal i8-j7-k6 beside its row four), but the diagonal's only
  // straight-four point h7 is a double-four (row e7-h7 and diagonal h7-k10; White m12 kills
  // l11). So i8 is allowed, the row three is real, and h8 (with g9-f10) is a double-three.
  constexpr std::string_view kBoard = R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . O . . 12
11 . . . . . . . . . . . . . . . 11
10 . . . . . X . . . . X . . . . 10
 9 . . . . . . X 3 . X . . . . .  9
 8 . . . O . X X 3 3 . . . . . .  8
 7 . . . . X X X . . X . . . . .  7
 6 . . . . . . . . . . X . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)";
  expect_diagram(kBoard);
  using F = Forbidden;
  EXPECT_EQ(depth_profile(kBoard, "h8"), (std::vector<F>{F::kDoubleThree, F::kNone, F::kDoubleThree,
                                                         F::kDoubleThree, F::kDoubleThree}));
}

TEST(ClassicCases, DoubleFourOnTwoLines) {
  // h8 makes the fours e8-h8 and h8-h11: double-four.
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . X . . . . . . . 11
10 . . . . . . . X . . . . . . . 10
 9 . . . . . . . X . . . . . . .  9
 8 . . . . X X X 4 . . . . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, DoubleFourOnOneLineSplit) {
  // e8 . g8 h8 i8 . k8: h8 makes two fours on one row (f8 and j8 each complete a
  // different five): double-four.
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . 11
10 . . . . . . . . . . . . . . . 10
 9 . . . . . . . . . . . . . . .  9
 8 . . . . X . X 4 X . X . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, DoubleFourOnOneLinePairs) {
  // d8 e8 . g8 h8 . j8 k8: the two pairs either side of h8 make two fours on one row.
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . 11
10 . . . . . . . . . . . . . . . 10
 9 . . . . . . . . . . . . . . .  9
 8 . . . X X . X 4 . X X . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, Overline) {
  // h8 joins e8-g8 and i8-j8 into six: overline.
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . 11
10 . . . . . . . . . . . . . . . 10
 9 . . . . . . . . . . . . . . .  9
 8 . . . . X X X 6 X X . . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, OverlineOnColumnNotFive) {
  // Six in a column through h8: overline, never a five.
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . X . . . . . . . 11
10 . . . . . . . X . . . . . . . 10
 9 . . . . . . . X . . . . . . .  9
 8 . . . . . . . 6 . . . . . . .  8
 7 . . . . . . . X . . . . . . .  7
 6 . . . . . . . X . . . . . . .  6
 5 . . . . . . . X . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, FiveBeatsDoubleFour) {
  // h8 makes exactly five on the row d8-h8 and also two fours in column h (h5 . h7 h8 h9 .
  // h11): exactly five wins, so h8 is allowed. f7 and f9 are ordinary double-threes.
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . X . . . . . . . 11
10 . . . . . . . . . . . . . . . 10
 9 . . . . . 3 . X . . . . . . .  9
 8 . . . X X X X + . . . . . . .  8
 7 . . . . . 3 . X . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . X . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, FiveBeatsOverline) {
  // h8 makes exactly five on the row and an overline (h5-h11) in the column: the five
  // wins, h8 is allowed.
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . X . . . . . . . 11
10 . . . . . . . X . . . . . . . 10
 9 . . O . . 3 . X . . . . . . .  9
 8 . . . X X X X + . . . . . . .  8
 7 . . O . . 3 . X . . . . . . .  7
 6 . . . . . . . X . . . . . . .  6
 5 . . . . . . . X . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, FourThreeIsAllowed) {
  // h8 makes a four (h8-h11) and a three (f8-g8-h8): the classic winning 4-3, allowed.
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . X . . . . . . . 11
10 . . . . . . . X . . . . . . . 10
 9 . . . . . . . X . . . . . . .  9
 8 . . . . . X X + . . . . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, FourFourThree) {
  // h8 makes two fours and a three: forbidden as double-four. The double-threes around
  // are ordinary ones (e.g. f9: f9 . h9 i9 and e8 f9 . h11).
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . X . . . . . . . 11
10 . . . . . . 3 X 3 X . . . . . 10
 9 . . . . . 3 3 X X . . . . . .  9
 8 . . . . X X X 4 . . . . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, FourThreeThree) {
  // h8 makes one four (e8-h8) and two threes (column, diagonal): double-three.
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . 11
10 . . . . . . . X 3 X . . . . . 10
 9 . . . . . . 3 X X . . . . . .  9
 8 . . . . X X X 3 . . . . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, ThreeThreeThree) {
  // h8 makes three threes: double-three. g9 and i10 are double-threes of their own.
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . 11
10 . . . . . . . X 3 X . . . . . 10
 9 . . . . . . 3 X X . . . . . .  9
 8 . . . . . X X 3 . . . . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, CornerOverline) {
  // a4 joins a1-a3 and a5-a6 into six in the corner column: overline.
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . 11
10 . . . . . . . . . . . . . . . 10
 9 . . . . . . . . . . . . . . .  9
 8 . . . . . . . . . . . . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 X . . . . . . . . . . . . . .  6
 5 X . . . . . . . . . . . . . .  5
 4 6 . . . . . . . . . . . . . .  4
 3 X . . . . . . . . . . . . . .  3
 2 X . . . . . . . . . . . . . .  2
 1 X X X . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, EdgeDoubleFourOnOneLine) {
  // a1 . c1 d1 e1 . g1 on the bottom edge: d1 makes two fours on one line.
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . 11
10 . . . . . . . . . . . . . . . 10
 9 . . . . . . . . . . . . . . .  9
 8 . . . . . . . . . . . . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 X . X 4 X . X . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, EdgePointMakesOnlyOneThree) {
  // On the bottom edge a straight four across the edge is impossible: e1 makes the
  // row three c1-d1-e1 only, the column and diagonal threes are dead, so e1 is allowed.
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . 11
10 . . . . . . . . . . . . . . . 10
 9 . . . . . . . . . . . . . . .  9
 8 . . . . . . . . . . . . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . X . X . . . . . . . .  3
 2 . . . . X X . . . . . . . . .  2
 1 . . X X + . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, WhiteStonesNeverRestrictBlack) {
  // The same shapes in White stones restrict nobody: White is never forbidden, and Black
  // at h8 makes nothing.
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . 11
10 . . . . . . . O . O . . . . . 10
 9 . . . . . . . O O . . . . . .  9
 8 . . . . . O O + . . . . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, ThreeSpoiledByOverline) {
  // f8-g8-h8 with White j8: only e8 could make the four e8-h8, and its end d8 would join c8 into
  // six, not five. So that four is not straight, the row is no three, and h8 (column three
  // h8-h9-h10 only) is allowed.
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . 11
10 . . . . . . . X . . . . . . . 10
 9 . . . . . . . X . . . . . . .  9
 8 . . X . . X X + . O . . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, FourPointThatMakesFiveIsNoThree) {
  // The row three f8-g8-h8 (White d8) can only become straight through i8, but i8 completes the
  // five i8-i12 at the same time: RIF 9.3 says such a point does not make a three. h8 keeps only
  // its column three and is allowed.
  expect_diagram(R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . O . . . . . . 13
12 . . . . . . . . X . . . . . . 12
11 . . . . . . . . X . . . . . . 11
10 . . . . . . . X X . . . . . . 10
 9 . . . . . . . X X . . . . . .  9
 8 . . . O . X X + . . . . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)");
}

TEST(ClassicCases, ThreeLevelsOfRecursion) {
  // l8 lines up three would-be threes: row i8 . k8 l8 (needs j8), column l8 . l10 l11 (needs
  // l9) and anti-diagonal j10-k9-l8. Whether j8 and l9 are forbidden depends in turn on their
  // own threes' points, and those on theirs: the verdict flips at each level of RIF 9.3 and
  // settles only at the third. In the end l8 is allowed.
  constexpr std::string_view kBoard = R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . X . . . 11
10 . . . . . . . . . X 3 X . . . 10
 9 . . . . . . . . 3 X X 3 . . .  9
 8 . . . . . . . . X 3 X + . . .  8
 7 . . . . . . . . . 3 . . . . .  7
 6 . . . . . . . . X . 3 . . . .  6
 5 . . . . . . . . . . . X . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)";
  expect_diagram(kBoard);
  using F = Forbidden;
  EXPECT_EQ(depth_profile(kBoard, "l8"),
            (std::vector<F>{F::kDoubleThree, F::kNone, F::kDoubleThree, F::kNone, F::kNone}));
}

TEST(ClassicCases, RecursionDepthOfTheOneAndTwoLevelCases) {
  // The two hand-made recursive cases really need the depth their names claim.
  Diagram one = parse_diagram(R"(
. . . . . . . . . . . . . . .
. . . . . . . . . . . . . . .
. . . . . . . . . . . . . . .
. . . . . . . . . . . . . . .
. . . . . . . . X . . . . . .
. . . . . . . X X . . . . . .
. . . . . . . X X . . . . . .
. . . O . X X . . . . . . . .
. . . . . . . . . . . . . . .
. . . . . . . . . . . . . . .
. . . . . . . . . . . . . . .
. . . . . . . . . . . . . . .
. . . . . . . . . . . . . . .
. . . . . . . . . . . . . . .
. . . . . . . . . . . . . . .
)");
  Point h8{7, 7};
  EXPECT_EQ(rules::reference::forbidden_reason_limited(one.board, h8, 0), Forbidden::kDoubleThree);
  EXPECT_EQ(rules::reference::forbidden_reason_limited(one.board, h8, 1), Forbidden::kNone);
  EXPECT_EQ(rules::forbidden_reason(one.board, h8), Forbidden::kNone);
}

}  // namespace
}  // namespace renju::testing
