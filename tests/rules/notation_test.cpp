// Point notation: a1…o15, case-insensitive, and errors that name the bad text and what was wrong.
#include <gtest/gtest.h>

#include "rules/notation.hpp"

namespace renju::rules {
namespace {

Point point(std::string_view text) {
  auto parsed = parse_point(text);
  EXPECT_TRUE(std::holds_alternative<Point>(parsed)) << text;
  return std::holds_alternative<Point>(parsed) ? std::get<Point>(parsed) : Point{-1, -1};
}

std::string error(std::string_view text) {
  auto parsed = parse_point(text);
  EXPECT_TRUE(std::holds_alternative<ParseError>(parsed)) << "'" << text << "' parsed";
  return std::holds_alternative<ParseError>(parsed) ? std::get<ParseError>(parsed).message : "";
}

TEST(Notation, CornersAndCentre) {
  EXPECT_EQ(point("a1"), (Point{0, 0}));
  EXPECT_EQ(point("o1"), (Point{14, 0}));
  EXPECT_EQ(point("a15"), (Point{0, 14}));
  EXPECT_EQ(point("o15"), (Point{14, 14}));
  EXPECT_EQ(point("h8"), kCentre);
}

TEST(Notation, CaseInsensitive) {
  EXPECT_EQ(point("H8"), point("h8"));
  EXPECT_EQ(point("O15"), point("o15"));
  EXPECT_EQ(point("A1"), point("a1"));
}

TEST(Notation, EveryPointRoundTrips) {
  for (int i = 0; i < kCells; ++i) {
    Point p = Point::from_index(i);
    std::string text = to_string(p);
    EXPECT_EQ(point(text), p) << text;
    std::string upper = text;
    upper[0] = static_cast<char>(upper[0] - 'a' + 'A');
    EXPECT_EQ(point(upper), p) << upper;
  }
  EXPECT_EQ(to_string(Point{7, 7}), "h8");
  EXPECT_EQ(to_string(Point{14, 14}), "o15");
}

TEST(Notation, BadColumnSaysColumn) {
  for (std::string_view bad : {"p3", "z1", "83", "#4", "i~"}) {
    auto message = error(bad);
    if (bad != "i~") {
      EXPECT_NE(message.find("column"), std::string::npos) << message;
    }
    EXPECT_NE(message.find(std::string(bad.substr(0, 1))), std::string::npos) << message;
  }
}

TEST(Notation, BadRowSaysRow) {
  for (std::string_view bad : {"h0", "h16", "h99", "h", "h08", "h8x", "h-1", "h1.5", "h123"}) {
    auto message = error(bad);
    EXPECT_NE(message.find("row"), std::string::npos) << bad << ": " << message;
    EXPECT_NE(message.find(std::string(bad)), std::string::npos) << bad << ": " << message;
  }
}

TEST(Notation, EmptyAndWhitespaceAreErrors) {
  EXPECT_FALSE(error("").empty());
  EXPECT_FALSE(error(" h8").empty());
  EXPECT_FALSE(error("h8 ").empty());
  EXPECT_FALSE(error("h\t8").empty());
}

TEST(Notation, NonAsciiIsAnErrorNotACrash) {
  EXPECT_FALSE(error("\xc3\xa4"
                     "8")
                   .empty());
  EXPECT_FALSE(error(std::string_view("h\0", 2)).empty());
  EXPECT_FALSE(error("\xff\xfe").empty());
}

TEST(Notation, MoveListSplitsOnAnyWhitespace) {
  auto parsed = parse_moves("  h8\ti9   J10\r\n");
  ASSERT_TRUE(std::holds_alternative<std::vector<Point>>(parsed));
  EXPECT_EQ(std::get<std::vector<Point>>(parsed),
            (std::vector<Point>{Point{7, 7}, Point{8, 8}, Point{9, 9}}));
  auto empty = parse_moves("");
  ASSERT_TRUE(std::holds_alternative<std::vector<Point>>(empty));
  EXPECT_TRUE(std::get<std::vector<Point>>(empty).empty());
}

TEST(Notation, MoveListErrorNamesTheMoveNumberAndToken) {
  auto parsed = parse_moves("h8 h9 zz9 i9");
  ASSERT_TRUE(std::holds_alternative<ParseError>(parsed));
  const auto& message = std::get<ParseError>(parsed).message;
  EXPECT_NE(message.find("move 3"), std::string::npos) << message;
  EXPECT_NE(message.find("zz9"), std::string::npos) << message;
}

}  // namespace
}  // namespace renju::rules
