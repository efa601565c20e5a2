// The explanation of forbidden points: its verdict is the judge's on every point of many random
// positions, and on the classic boards it names the threes, their straight-four points and why
// a four-point is not playable, one level of RIF 9.3 inside another.
#include <gtest/gtest.h>

#include "rules/diagram.hpp"
#include "rules/explain.hpp"
#include "rules/reference.hpp"

namespace renju::testing {
namespace {

using rules::explain_forbidden;
using rules::parse_point;

Point at(std::string_view name) {
  return std::get<Point>(parse_point(name));
}

std::vector<std::string> names(const std::vector<Point>& points) {
  std::vector<std::string> out;
  for (Point p : points) out.push_back(rules::to_string(p));
  return out;
}

TEST(Explain, VerdictIsTheJudgesOnRandomPositions) {
  int judged = 0, double_threes = 0;
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    Board b;
    auto game = rules::reference::random_game(seed, 40, 4);
    for (std::size_t i = 0; i < game.size(); ++i)
      b.set(game[i], i % 2 ? Color::kWhite : Color::kBlack);
    const Board before = b;
    for (int x = 0; x < rules::kSize; ++x) {
      for (int y = 0; y < rules::kSize; ++y) {
        Point p{x, y};
        if (!b.empty(p)) continue;
        const auto e = explain_forbidden(b, p);
        ASSERT_EQ(e.verdict, rules::forbidden_reason(b, p))
            << rules::to_string(p) << " seed " << seed << "\n"
            << render_diagram(b, {});
        double_threes += e.verdict == Forbidden::kDoubleThree;
        ++judged;
      }
    }
    ASSERT_EQ(b, before);  // restored
  }
  EXPECT_GT(double_threes, 50) << "the positions should exercise the recursion (" << judged << ")";
}

Board board_of(std::initializer_list<std::string_view> black,
               std::initializer_list<std::string_view> white) {
  Board b;
  for (auto p : black) b.set(at(p), Color::kBlack);
  for (auto p : white) b.set(at(p), Color::kWhite);
  return b;
}

// The board of classic_three_test's FalseThreeItsFourPointIsForbidden: h8's row three f8-g8-h8 can
// become straight only through i8 (White holds d8), which would be a double-four (row and
// column i8-i11); the column three h8-h9-h10 is real.
TEST(Explain, AFalseThreeSaysWhichPointFailsAndWhy) {
  Board b = board_of({"f8", "g8", "h9", "h10", "i9", "i10", "i11"}, {"d8"});
  const auto e = explain_forbidden(b, at("h8"));
  EXPECT_EQ(e.verdict, Forbidden::kNone);
  ASSERT_EQ(e.threes.size(), 2u);
  const auto& row = e.threes[0];
  EXPECT_EQ(row.direction, 0);
  EXPECT_EQ(names(row.stones), (std::vector<std::string>{"f8", "g8", "h8"}));
  EXPECT_FALSE(row.counts);
  ASSERT_EQ(row.points.size(), 1u);  // e8 would leave d8's White stone at the end
  EXPECT_EQ(rules::to_string(row.points[0].at), "i8");
  EXPECT_EQ(row.points[0].forbidden, Forbidden::kDoubleFour);
  ASSERT_EQ(row.points[0].why.size(), 1u);
  EXPECT_EQ(row.points[0].why[0].fours, 2);
  const auto& column = e.threes[1];
  EXPECT_EQ(column.direction, 1);
  EXPECT_EQ(names(column.stones), (std::vector<std::string>{"h8", "h9", "h10"}));
  EXPECT_TRUE(column.counts);
}

TEST(Explain, FivesOverlinesAndFoursNeedNoThrees) {
  // e8 f8 g8 in the row and h9 h10 h11 in the column: h8 makes two fours.
  Board b = board_of({"e8", "f8", "g8", "h9", "h10", "h11"}, {});
  auto four = explain_forbidden(b, at("h8"));
  EXPECT_EQ(four.verdict, Forbidden::kDoubleFour);
  EXPECT_EQ(four.fours, 2);
  EXPECT_TRUE(four.threes.empty());
  b.set(at("d8"), Color::kBlack);  // now h8 makes d8-h8: exactly five, allowed
  auto five = explain_forbidden(b, at("h8"));
  EXPECT_TRUE(five.five);
  EXPECT_EQ(five.verdict, Forbidden::kNone);
  b.set(at("c8"), Color::kBlack);  // c8-h8: six
  EXPECT_EQ(explain_forbidden(b, at("h8")).verdict, Forbidden::kOverline);
}

}  // namespace
}  // namespace renju::testing
