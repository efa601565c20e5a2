// Five detection: Black wins only with exactly five in a row, White with five or more.
#include <gtest/gtest.h>

#include "rules/diagram.hpp"

namespace renju::testing {
namespace {

// Row 8: black d8-g8 and i8, so h8 would make six and c8 exactly five. Row 4: the same shape in
// White. Column c: black c9-c12, so c13 makes five.
constexpr std::string_view kBoard = R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . . 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . X . . . . . . . . . . . . 12
11 . . X . . . . . . . . . . . . 11
10 . . X . . . . . . . . . . . . 10
 9 . . X . . . . . . . . . . . .  9
 8 . . . X X X X . X . . . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . O O O O . O . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . . . . . . . . . . . . . . .  2
 1 . . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
)";

Point at(const char* text) {
  return std::get<Point>(rules::parse_point(text));
}

TEST(Five, BlackWinsWithExactlyFive) {
  Board b = parse_diagram(kBoard).board;
  EXPECT_TRUE(rules::makes_five(b, at("c8"), Color::kBlack));   // c8-g8, and c8-c12
  EXPECT_TRUE(rules::makes_five(b, at("c13"), Color::kBlack));  // c9-c13
  EXPECT_FALSE(rules::makes_five(b, at("h8"), Color::kBlack));  // d8-i8 is six: no win
  EXPECT_FALSE(rules::makes_five(b, at("j8"), Color::kBlack));  // i8-j8 is two
  EXPECT_FALSE(rules::makes_five(b, at("c7"), Color::kBlack));
}

TEST(Five, WhiteWinsWithFiveOrMore) {
  Board b = parse_diagram(kBoard).board;
  EXPECT_TRUE(rules::makes_five(b, at("c4"), Color::kWhite));  // c4-g4
  EXPECT_TRUE(rules::makes_five(b, at("h4"), Color::kWhite));  // d4-i4, six, still a win
  EXPECT_FALSE(rules::makes_five(b, at("h8"), Color::kWhite));
  EXPECT_FALSE(rules::makes_five(b, at("j4"), Color::kWhite));
}

TEST(Five, RunLengthCountsThePointItself) {
  Board b = parse_diagram(kBoard).board;
  EXPECT_EQ(rules::run_length(b, at("h8"), Point{1, 0}, Color::kBlack), 6);
  EXPECT_EQ(rules::run_length(b, at("c13"), Point{0, 1}, Color::kBlack), 5);
  EXPECT_EQ(rules::run_length(b, at("a1"), Point{1, 1}, Color::kBlack), 1);
  EXPECT_EQ(rules::run_length(b, at("c8"), Point{1, 0}, Color::kWhite), 1);
}

TEST(Five, OverlineIsForbiddenButAFiveNever) {
  Board b = parse_diagram(kBoard).board;
  EXPECT_EQ(rules::forbidden_reason(b, at("h8")), Forbidden::kOverline);
  EXPECT_EQ(rules::forbidden_reason(b, at("c8")), Forbidden::kNone);
  EXPECT_EQ(rules::forbidden_reason(b, at("c13")), Forbidden::kNone);
}

}  // namespace
}  // namespace renju::testing
