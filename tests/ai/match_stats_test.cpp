// Elo from match scores (src/ai/match/stats.hpp), against values worked out by hand from the
// formulas in docs/engine.md.
#include <gtest/gtest.h>

#include <cmath>

#include "ai/match/stats.hpp"

namespace renju::ai::match {
namespace {

TEST(MatchStats, EvenScoreIsZeroWithAMargin) {
  const Elo e = elo({10, 0, 10});
  EXPECT_NEAR(e.diff, 0, 1e-9);
  // σ = 0.5, se = 0.5/√20 = 0.1118; interval 0.5 ± 0.2191 → Elo ±(400·log10(0.7191/0.2809))/2·2
  EXPECT_NEAR(e.margin, 400 * std::log10(0.71913 / 0.28087), 0.5);
  EXPECT_EQ(elo_text({10, 0, 10}), "+0 ± 163");
}

TEST(MatchStats, ThreeQuartersIsAbout191) {
  // μ = 0.75: −400·log10(1/0.75 − 1) = 190.85.
  EXPECT_NEAR(elo({30, 0, 10}).diff, 190.85, 0.01);
  EXPECT_NEAR(elo({10, 0, 30}).diff, -190.85, 0.01);
  // Draws count half: 20 wins and 20 draws in 40 games is also μ = 0.75.
  EXPECT_NEAR(elo({20, 20, 0}).diff, 190.85, 0.01);
}

TEST(MatchStats, DrawsShrinkTheMargin) {
  EXPECT_LT(elo({5, 10, 5}).margin, elo({10, 0, 10}).margin);
  EXPECT_EQ(elo({0, 20, 0}).margin, 0);
}

TEST(MatchStats, AllWonOrLostIsUnbounded) {
  EXPECT_TRUE(std::isinf(elo({4, 0, 0}).diff));
  EXPECT_GT(elo({4, 0, 0}).diff, 0);
  EXPECT_EQ(elo_text({0, 0, 4}), "-inf (every game lost)");
  EXPECT_EQ(elo_text({}), "+0 ± 0");
}

}  // namespace
}  // namespace renju::ai::match
