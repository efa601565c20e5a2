// The computer's time per move under a game clock (src/server/engine_budget.hpp).
#include "server/engine_budget.hpp"

#include <gtest/gtest.h>

namespace renju::server {
namespace {

using game::TimeControl;

TEST(EngineBudget, WithoutAFischerClockTheServersBudgetStands) {
  EXPECT_DOUBLE_EQ(engine_move_budget(0, TimeControl{}, 0), 0);
  EXPECT_DOUBLE_EQ(engine_move_budget(2.5, TimeControl{}, 0), 2.5);
  EXPECT_DOUBLE_EQ(engine_move_budget(0, TimeControl::correspondence(3), 1000), 0);
}

TEST(EngineBudget, AShareOfTheClockPlusMostOfTheIncrement) {
  // 3+2 at the start: 180 s / 20 + 0.8 × 2 s − 0.1 s.
  EXPECT_NEAR(engine_move_budget(0, TimeControl::fischer(180, 2), 180000), 10.5, 1e-9);
  // Late in a 1+0 game: 2 s left gives 0.1 s a move, never less than 0.05 s.
  EXPECT_NEAR(engine_move_budget(0, TimeControl::fischer(60, 0), 4000), 0.1, 1e-9);
  EXPECT_DOUBLE_EQ(engine_move_budget(0, TimeControl::fischer(60, 0), 0), 0.05);
}

TEST(EngineBudget, AtMostTheServersBudgetOrHalfAMinute) {
  EXPECT_DOUBLE_EQ(engine_move_budget(0, TimeControl::fischer(1800, 10), 1800000),
                   kEngineClockMaxSeconds);
  EXPECT_DOUBLE_EQ(engine_move_budget(4, TimeControl::fischer(1800, 10), 1800000), 4);
  EXPECT_NEAR(engine_move_budget(4, TimeControl::fischer(60, 0), 4000), 0.1, 1e-9);
}

}  // namespace
}  // namespace renju::server
