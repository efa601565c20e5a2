// The root's defence against the opponent's VCT (src/ai/vct_defence.cpp): among the moves that
// stop the opponent's VCF, one that leaves it a VCT is not played when another does not.
#include <gtest/gtest.h>

#include <string>

#include "ai/ai.hpp"
#include "ai/proof.hpp"
#include "ai/search.hpp"
#include "board_art.hpp"
#include "rules/notation.hpp"

namespace renju::ai {
namespace {

Position from_moves(const std::string& moves, Color& to_move) {
  return Position(test::board_from_moves(moves, to_move));
}

int at(const char* name) {
  return std::get<rules::Point>(rules::parse_point(name)).index();
}

bool leaves_vct(Position& pos, int m, Color side) {
  pos.play(m, side);
  ProofSearch ps(pos, {30, 1500000});
  const bool lost = ps.vct(rules::opponent(side), 20) != kNoMove;
  pos.undo();
  return lost;
}

// From a game against Rapfi (session 17), White to move: Black threatens a VCF. White's j9 stops
// it and was played, but leaves Black a win by threes and fours; e7 leaves none.
TEST(VctDefence, AVcfDefenceThatLeavesAVctIsLeftOut) {
  Color side;
  Position pos = from_moves(
      "h8 i9 i8 j8 h10 i7 k9 h7 j7 h9 i10 f9 g9 g8 e10 i6 j5 f7 k10 j10 k11 e6 d5 k12 f10 g10 h11",
      side);
  ASSERT_EQ(side, Color::kWhite);
  ThreatSearch threat(pos, {30, 100000});
  ASSERT_FALSE(threat.vcf(Color::kBlack).empty());
  ASSERT_TRUE(leaves_vct(pos, at("j9"), side));
  ASSERT_FALSE(leaves_vct(pos, at("e7"), side));

  // The strong level, bounded by nodes instead of the clock (the same move on any machine).
  SearchOptions o = search_options(Level::kStrong, 0);
  o.time_limit_s = 0;
  o.max_nodes = 300000;
  const auto r = search(pos, side, o);
  ASSERT_NE(r.move, kNoMove);
  EXPECT_FALSE(leaves_vct(pos, r.move, side))
      << rules::to_string(rules::Point::from_index(r.move)) << " leaves Black a VCT";
}

}  // namespace
}  // namespace renju::ai
