// The classic forbidden-move cases of fours and overlines: double fours on two lines and on one,
// overlines, and a five that is never forbidden.
#include "classic_cases.hpp"

namespace renju::testing {
namespace {

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

}  // namespace
}  // namespace renju::testing
