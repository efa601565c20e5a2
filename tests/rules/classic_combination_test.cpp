// The classic forbidden-move cases of combinations and edges: four-three (allowed),
// four-four-three, four-three-three, three-three-three, shapes at the edge and the corner, white
// stones, spoiled threes.
#include "classic_cases.hpp"

namespace renju::testing {
namespace {

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

}  // namespace
}  // namespace renju::testing
