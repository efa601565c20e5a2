// Game pairs and the SPRT (src/ai/match/pairs.hpp), against values worked out by hand from the
// formulas in docs/engine.md, "Pairs and the SPRT".
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "ai/match/pairs.hpp"

namespace renju::ai::match {
namespace {

PairScore pairs(int p0, int p1, int p2, int p3, int p4) {
  PairScore p;
  p.counts = {p0, p1, p2, p3, p4};
  return p;
}

TEST(MatchPairs, AddCountsEngineOnesHalfPoints) {
  PairScore p;
  p.add(1, 0);      // a win and a loss: 1 point
  p.add(1, 0.5);    // 1½
  p.add(0, 0);      // 0
  p.add(0.5, 0.5);  // 1
  p.add(1, 1);      // 2
  EXPECT_EQ(p.pairs(), 5);
  EXPECT_EQ(p.text(), "0: 1, ½: 0, 1: 2, 1½: 1, 2: 1");
}

TEST(MatchPairs, PairsThatCancelHaveNoMargin) {
  // Every opening won by the same colour in both games: each pair 1 point, no spread.
  const Elo e = elo(pairs(0, 0, 10, 0, 0));
  EXPECT_NEAR(e.diff, 0, 1e-9);
  EXPECT_EQ(e.margin, 0);
  EXPECT_EQ(elo_text(pairs(0, 0, 10, 0, 0)), "+0 ± 0");
}

TEST(MatchPairs, MarginFromTheSpreadOfPairs) {
  // Pair means 0.25 and 0.75, five each: mean 0.5, σ 0.25, se 0.25/√10 = 0.07906; the interval
  // 0.5 ± 0.15495 gives Elo(0.65495) = −400·log10(1/0.65495 − 1) = 111.33 either way.
  const Elo e = elo(pairs(0, 5, 0, 5, 0));
  EXPECT_NEAR(e.diff, 0, 1e-9);
  EXPECT_NEAR(e.margin, 111.33, 0.05);
  EXPECT_EQ(elo_text(pairs(0, 0, 0, 0, 3)), "+inf (every pair won)");
  EXPECT_EQ(elo_text(pairs(2, 0, 0, 0, 0)), "-inf (every pair lost)");
  EXPECT_EQ(elo_text(PairScore{}), "+0 ± 0");
}

TEST(MatchSprt, BoundsFromAlphaAndBeta) {
  const Sprt t;  // α = β = 0.05
  EXPECT_NEAR(t.lower(), std::log(0.05 / 0.95), 1e-12);
  EXPECT_NEAR(t.upper(), 2.944439, 1e-6);
  EXPECT_EQ(verdict(2.95, t), Verdict::kH1);
  EXPECT_EQ(verdict(-2.95, t), Verdict::kH0);
  EXPECT_EQ(verdict(0.3, t), Verdict::kNone);
}

TEST(MatchSprt, LlrByHand) {
  const Sprt t{0, 10};
  // No pairs: only the pseudo-pairs (½ at each outcome): n 2.5, mean 0.5, σ² 0.125;
  // s0 = 0.5, s1 = 1/(1 + 10^−0.025) = 0.514387; 2.5·0.014387·(1 − 1.014387)/0.25.
  EXPECT_NEAR(llr(PairScore{}, t), -0.00207, 1e-5);
  // 50 pairs of 1 point and 50 of 1½, with the pseudo-pairs: n 102.5, mean 0.621951,
  // σ² 0.018664, so 102.5·0.014387·(1.243902 − 1.014387)/(2·0.018664) = 9.067.
  EXPECT_NEAR(llr(pairs(0, 0, 50, 50, 0), t), 9.067, 0.005);
}

TEST(MatchSprt, SymmetricPairsSitBetweenSymmetricHypotheses) {
  EXPECT_NEAR(llr(pairs(10, 20, 40, 20, 10), Sprt{-10, 10}), 0, 1e-9);
  // The same pairs speak for 0 against +10, and more strongly the more of them there are.
  const double few = llr(pairs(1, 2, 4, 2, 1), Sprt{0, 10});
  const double many = llr(pairs(10, 20, 40, 20, 10), Sprt{0, 10});
  EXPECT_LT(few, 0);
  EXPECT_LT(many, few);
}

TEST(MatchSprt, BetterPairsRaiseTheRatio) {
  const Sprt t{0, 20};
  EXPECT_LT(llr(pairs(5, 10, 20, 10, 5), t), llr(pairs(5, 10, 20, 15, 5), t));
  EXPECT_LT(llr(pairs(5, 10, 20, 15, 5), t), llr(pairs(5, 10, 20, 15, 10), t));
}

TEST(MatchSprt, ParsesBoundsAndRejectsNonsense) {
  Sprt t;
  std::string error;
  ASSERT_TRUE(parse_sprt_bounds("-5,12.5", t, error)) << error;
  EXPECT_EQ(t.elo0, -5);
  EXPECT_EQ(t.elo1, 12.5);
  for (const char* bad :
       {"", "10", "0,", ",10", "0;10", "a,b", "0,10x", "5,5", "10,0", "0,2000", "nan,1", "0,inf"}) {
    error.clear();
    EXPECT_FALSE(parse_sprt_bounds(bad, t, error)) << bad;
    EXPECT_NE(error.find("--sprt"), std::string::npos) << bad;
  }
}

}  // namespace
}  // namespace renju::ai::match
