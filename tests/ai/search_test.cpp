// Tactics of the engine core: shapes, fives, blocks, VCF wins and defences, forbidden points.
#include <gtest/gtest.h>

#include <sstream>

#include "ai/ai.hpp"
#include "ai/search.hpp"
#include "ai/threats.hpp"
#include "board_art.hpp"
#include "rules/notation.hpp"

namespace renju::ai {
namespace {

using rules::Color;
using test::board_from_art;

int at(const char* name) {
  return std::get<rules::Point>(rules::parse_point(name)).index();
}
std::string name(int i) {
  return rules::to_string(rules::Point::from_index(i));
}

SearchOptions quick() {
  SearchOptions o;
  o.time_limit_s = 0;
  o.max_depth = 4;
  o.width = 10;
  o.vcf = {20, 20000};
  o.vct_depth = 0;
  return o;
}

TEST(Shapes, ThreeFourAndFiveSeenFromEmptyPoints) {
  Position pos(board_from_art(R"(
    15 . . . . . . . . . . . . . . .
     8 . . . . . . X X X . . . . . .
     1 . . . . . . . . . . . . . . .
  )"));
  // f8 / j8 turn the open three into a straight four; e8 makes a split four.
  EXPECT_EQ(pos.shape(at("f8"), 0, Color::kBlack), Shape::kOpenFour);
  EXPECT_EQ(pos.shape(at("j8"), 0, Color::kBlack), Shape::kOpenFour);
  EXPECT_EQ(pos.shape(at("e8"), 0, Color::kBlack), Shape::kFour);
  EXPECT_EQ(pos.shape(at("h9"), 1, Color::kBlack), Shape::kOpenTwo);  // with h8 below
  pos.play(at("j8"), Color::kBlack);
  EXPECT_EQ(pos.shape(at("k8"), 0, Color::kBlack), Shape::kFive);
  EXPECT_EQ(pos.shape(at("f8"), 0, Color::kBlack), Shape::kFive);
  pos.play(at("l8"), Color::kBlack);
  // k8 now joins six: an overline for Black, a five for White's rules.
  EXPECT_EQ(pos.shape(at("k8"), 0, Color::kBlack), Shape::kOverline);
  pos.undo();
  pos.undo();
  EXPECT_EQ(pos.shape(at("j8"), 0, Color::kBlack), Shape::kOpenFour);
  EXPECT_EQ(pos.hash(), Position(pos.board()).hash());
}

TEST(Search, CompletesFive) {
  Position pos(board_from_art(R"(
     9 . . . . . . . O O O O . . . .
     8 . . . . . . X X X X . . . . .
  )"));
  const auto r = search(pos, Color::kBlack, quick());
  EXPECT_TRUE(name(r.move) == "f8" || name(r.move) == "k8") << name(r.move);
  EXPECT_EQ(r.reason, "five");
}

TEST(Search, BlocksTheOpponentsFour) {
  Position pos(board_from_art(R"(
     9 . . . . . . . X . . . . . . .
     8 . . . . . O X X X X . . . . .
     7 . . . . . . . O O . . . . . .
  )"));
  const auto r = search(pos, Color::kWhite, quick());
  EXPECT_EQ(name(r.move), "k8");
}

TEST(Search, BlackNeverPlaysAForbiddenFive) {
  // b8 would join six black stones: an overline, so Black must find something else.
  Position pos(board_from_art(R"(
     9 . . . . . . . . . . . . . . .
     8 X . X X X X . . . . . . . . .
     7 . . . . . . . . . . . . . . .
  )"));
  EXPECT_TRUE(pos.forbidden(at("b8")));
  const auto r = search(pos, Color::kBlack, quick());
  EXPECT_NE(name(r.move), "b8");
  EXPECT_NE(r.move, kNoMove);
}

TEST(Vcf, FindsAndPlaysOutAForcedWin) {
  // Black: a four at h10 forces g10 (or i10); then f8.. the line ends in five.
  Position pos(test::vcf_example());
  ThreatSearch ts(pos, {20, 100000});
  const auto line = ts.vcf(Color::kBlack);
  ASSERT_FALSE(line.empty());
  ASSERT_EQ(line.size() % 2, 1u);  // attacker, defender, …, attacker's five
  // Replaying the line: every defender reply was the only block, the last move a five.
  Color c = Color::kBlack;
  for (std::size_t k = 0; k + 1 < line.size(); ++k) {
    pos.play(line[k], c);
    if (c == Color::kBlack) {
      const auto fives = five_points(pos, Color::kBlack);
      ASSERT_EQ(fives.size(), 1u);
      EXPECT_EQ(fives.front(), line[k + 1]);
    }
    c = rules::opponent(c);
  }
  EXPECT_EQ(pos.threat(line.back(), Color::kBlack).five, 1);
}

TEST(Vcf, NoneWhenTheFoursRunOut) {
  Position pos(board_from_art(R"(
    10 . . . . . . O X X X O . . . .
     9 . . . . . . . . . . . . . . .
     8 . . . . . . . X . . . . . . .
  )"));
  ThreatSearch ts(pos, {20, 100000});
  EXPECT_TRUE(ts.vcf(Color::kBlack).empty());
}

TEST(Vcf, WhiteWinsThroughBlacksForbiddenPoint) {
  // White's four at e5 must be blocked at f5 — but f5 is a double-four point for Black.
  Position pos(board_from_art(R"(
     9 . . . . . X . . . . . . . . .
     8 . . . . . X . . . . . . . . .
     7 . . . . . X . . . . . . . . .
     6 . . . . . . . . . . . . . . .
     5 . O O O . . X X X . . . . . .
     4 . . . . . . . . . . . . . . .
  )"));
  ASSERT_TRUE(pos.forbidden(at("f5")));
  ThreatSearch ts(pos, {20, 100000});
  const auto line = ts.vcf(Color::kWhite);
  ASSERT_FALSE(line.empty());
  EXPECT_EQ(name(line.front()), "e5");
}

TEST(Search, DefendsAgainstAVcfThreat) {
  // White threatens a VCF (g8 then the diagonal); Black to move must stop it, and can.
  Position pos(board_from_art(R"(
    11 . . . . . . . . . . . . . . .
    10 . . . . . . . . . . . . . . .
     9 . . . . . . . . O . . . . . .
     8 . . . . . O O O . X . . . . .
     7 . . . . . . X O X . . . . . .
     6 . . . . . . X . . . . . . . .
     5 . . . . . . . . . . . . . . .
  )"));
  ThreatSearch threat(pos, {20, 100000});
  ASSERT_FALSE(threat.vcf(Color::kWhite).empty());
  auto o = quick();
  const auto r = search(pos, Color::kBlack, o);
  ASSERT_NE(r.move, kNoMove);
  pos.play(r.move, Color::kBlack);
  ThreatSearch after(pos, {20, 100000});
  EXPECT_TRUE(after.vcf(Color::kWhite).empty()) << "played " << name(r.move);
}

// A quiet early position, White to move.
rules::Board early_game() {
  return board_from_art(R"(
     9 . . . . . . . O X . . . . . .
     8 . . . . . . . X O . . . . . .
     7 . . . . . . X . . . . . . . .
  )");
}

TEST(Search, FixedDepthIsDeterministic) {
  Position pos(early_game());
  auto o = quick();
  o.max_depth = 3;
  o.defend_vcf = false;
  const auto a = search(pos, Color::kWhite, o);
  const auto b = search(pos, Color::kWhite, o);
  EXPECT_EQ(a.move, b.move);
  EXPECT_EQ(a.nodes, b.nodes);
  EXPECT_EQ(a.depth, 3);
  EXPECT_TRUE(pos.empty(a.move));
}

// Move-count pruning: a frontier as wide as the rest of the tree changes nothing, a narrower
// one reaches the same depth with fewer nodes.
TEST(Search, FrontierWidthPrunesNearTheHorizon) {
  Position pos(early_game());
  auto o = quick();
  o.defend_vcf = false;
  const auto full = search(pos, Color::kWhite, o);
  o.frontier_width = {o.width, o.width, o.width, o.width};
  EXPECT_EQ(search(pos, Color::kWhite, o).nodes, full.nodes);
  o.frontier_width = {2, 4, 6, 8};
  const auto narrow = search(pos, Color::kWhite, o);
  EXPECT_LT(narrow.nodes, full.nodes);
  EXPECT_EQ(narrow.depth, o.max_depth);
  EXPECT_TRUE(pos.empty(narrow.move));
}

// A width never proves a win by leaving the defence out: a node whose searched moves all lose
// searches the rest before it is called lost. Positions from games against Rapfi where the
// narrowest search (one move a node, depth 3: no reductions) proved a win for the side to move
// that the full-width search refutes, before that rule.
TEST(Search, NarrowWidthProvesNoWinTheFullWidthRefutes) {
  const char* games[] = {
      "h8 i9 f6 h9 g9 i7 i6 j8 h6 g6 h7 h5 f7 f8 e7 g7 g5 d8 k7 k9 k4 j5",
      "h8 h9 h6 g9 i9 g7 g6 f7 i6 j6 i8 i10 e6 f6 j8 g8 j11 i7",
      "h8 i9 j6 g9 h9 h10 j8 f8 i11 g10 j9 j7 g8 i10 f10 k8 i6 h6 j10 e7 d6 e9 g7 e8 e6 f9 d7",
  };
  for (const char* game : games) {
    Position pos;
    Color c = Color::kBlack;
    std::istringstream moves(game);
    for (std::string m; moves >> m; c = rules::opponent(c)) pos.play(at(m.c_str()), c);
    auto o = quick();
    o.max_depth = 3;
    o.defend_vcf = false;
    o.threats_at_root = false;
    o.width = rules::kCells;
    const auto wide = search(pos, c, o);
    ASSERT_LT(wide.score, kWinThreshold) << game;
    o.width = 1;
    const auto narrow = search(pos, c, o);
    EXPECT_EQ(narrow.reason, "search") << game;
    EXPECT_LT(narrow.score, kWinThreshold) << game;
  }
}

}  // namespace
}  // namespace renju::ai

namespace renju::ai {
namespace {

// Weak levels are weak by reading less, never by throwing games away: every level takes a
// five and blocks a four.
TEST(Levels, EveryLevelTakesFivesAndBlocksFours) {
  const auto board = test::board_from_art(R"(
     9 . . . . . . . X . . . . . . .
     8 . . . . . O X X X X . . . . .
     7 . . . . . . . O O O . . . . .
     6 . . . . . . . . . . . . . . .
  )");
  for (Level level : kLevels) {
    Position black(board);
    const auto win = search(black, Color::kBlack, search_options(level, 0.05));
    EXPECT_EQ(name(win.move), "k8") << level_name(level);
    Position white(board);
    const auto block = search(white, Color::kWhite, search_options(level, 0.05));
    EXPECT_EQ(name(block.move), "k8") << level_name(level);
  }
}

}  // namespace
}  // namespace renju::ai
