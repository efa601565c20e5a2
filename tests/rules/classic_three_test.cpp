// The classic forbidden-move cases of threes: real and false threes, split and dead ones, and the
// RIF 9.3 recursion (one, two and three levels deep) that decides whether a three is real.
#include "classic_cases.hpp"

namespace renju::testing {
namespace {

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
