// Move ordering of the main search: the table's move, tactical moves, killers, then quiet moves
// by static score plus their history of cut-offs (src/ai/ordering.cpp).
#include <gtest/gtest.h>

#include <utility>
#include <vector>

#include "ai/ordering.hpp"

namespace renju::ai {
namespace {

using rules::Color;

std::vector<int> order_of(const std::vector<std::pair<int, int>>& moves) {
  std::vector<int> out;
  for (const auto& [score, m] : moves) out.push_back(m);
  return out;
}

// Static scores best first, as the search's scan produces them: 10 and 11 tactical, the rest quiet.
std::vector<std::pair<int, int>> sample() {
  return {{9000, 10}, {8500, 11}, {3000, 12}, {2000, 13}, {1000, 14}, {500, 15}};
}

TEST(MoveOrder, TableMoveThenTacticalThenKillersThenQuiet) {
  MoveOrder order;
  order.cut(2, Color::kBlack, 14, 1);  // a killer at ply 2
  auto moves = sample();
  order.order(moves, 2, Color::kBlack, 13, true);
  EXPECT_EQ(order_of(moves), (std::vector<int>{13, 10, 11, 14, 12, 15}));
  EXPECT_TRUE(order.killer(2, 14));
  EXPECT_FALSE(order.killer(3, 14));
  // The ordering scores travel with their moves: reductions read them.
  EXPECT_EQ(moves[3], (std::pair<int, int>{1000, 14}));
}

TEST(MoveOrder, ForcedPositionsKeepTheStaticOrder) {
  MoveOrder order;
  order.cut(2, Color::kBlack, 15, 6);
  auto moves = sample();
  order.order(moves, 2, Color::kBlack, 12, false);
  EXPECT_EQ(order_of(moves), (std::vector<int>{12, 10, 11, 13, 14, 15}));
}

TEST(MoveOrder, HistoryLiftsQuietMovesOfItsColourOnly) {
  MoveOrder order;
  // Cut-offs at other plies: no killer at ply 0, only history.
  for (int ply = 5; ply < 11; ++ply) order.cut(ply, Color::kBlack, 15, 6);
  auto black = sample();
  order.order(black, 0, Color::kBlack, kNoMove, true);
  EXPECT_EQ(order_of(black), (std::vector<int>{10, 11, 15, 12, 13, 14}));
  auto white = sample();
  order.order(white, 0, Color::kWhite, kNoMove, true);
  EXPECT_EQ(order_of(white), (std::vector<int>{10, 11, 12, 13, 14, 15}));
}

TEST(MoveOrder, HistoryNeverReachesTheTacticalScores) {
  MoveOrder order;
  for (int k = 0; k < 5000; ++k) order.cut(k % kMaxPly, Color::kWhite, 15, 20);
  EXPECT_LT(order.history_bonus(Color::kWhite, 15), kTacticalScore / 2);
  EXPECT_EQ(order.history_bonus(Color::kBlack, 15), 0);
  auto moves = sample();
  order.order(moves, 0, Color::kWhite, kNoMove, true);
  // 15's bonus lifts it over every quiet move but not over the tactical 10 and 11.
  EXPECT_EQ(order_of(moves).front(), 10);
  EXPECT_EQ(order_of(moves)[2], 15);
}

}  // namespace
}  // namespace renju::ai
