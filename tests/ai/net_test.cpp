// The evaluation's network (src/ai/net.hpp) and its inputs: the board's running sums of the
// points' shape counts must equal what eval_features() counts afresh (the counts the network was
// fitted on, from `renju eval-data`) through play and undo, and the fixed-point network must give
// what its header's weights say, kept within its clamp.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "ai/eval_features.hpp"
#include "ai/net.hpp"
#include "ai/net_weights.hpp"
#include "random_move.hpp"

namespace renju::ai {
namespace {

using rules::Color;

// The counts the search reads: the running sums, less Black's forbidden points.
ShapeCounts running_counts(Position& pos, Color c) {
  PackedCounts sum = pos.count_sum(c);
  if (c == Color::kBlack)
    pos.for_each_near_empty([&](int i) {
      if (pos.threat(i, c).maybe_forbidden() && pos.forbidden(i)) sum.sub(pos.point_counts(i, c));
    });
  return sum.unpack();
}

void expect_counts(Position& pos, Color side, const std::string& where) {
  const EvalFeatures f = eval_features(pos, side);
  const ShapeCounts own = running_counts(pos, side),
                    opp = running_counts(pos, rules::opponent(side));
  for (std::size_t k = 0; k < own.size(); ++k) {
    ASSERT_EQ(own[k], f.own[k]) << where << ", own feature " << EvalFeatures::kNames[k];
    ASSERT_EQ(opp[k], f.opp[k]) << where << ", opponent's feature " << EvalFeatures::kNames[k];
  }
}

// The network in double precision from the header's fixed-point weights.
double reference(const ShapeCounts& own, const ShapeCounts& opp, Color side) {
  const std::size_t colour = side == Color::kBlack ? 0 : 1;
  const double weight_one = std::ldexp(1.0, kNetWeightShift);
  const double output_one = std::ldexp(1.0, kNetOutputWeightShift);
  double out = kNetOutputBias[colour] / output_one / weight_one;
  for (std::size_t j = 0; j < kNetHidden; ++j) {
    double z = kNetBias[colour * kNetHidden + j];
    for (std::size_t f = 0; f < kShapeFeatures; ++f)
      z += own[f] * static_cast<double>(kNetInput[j * kNetRow + f]) +
           opp[f] * static_cast<double>(kNetInput[j * kNetRow + kShapeFeatures + f]);
    if (z > 0) out += kNetOutput[j] / output_one * z / weight_one;
  }
  return std::clamp(out * static_cast<double>(kNetScale), -static_cast<double>(kNetClamp),
                    static_cast<double>(kNetClamp));
}

TEST(Net, RunningCountsAreTheFittedCountsThroughPlayAndUndo) {
  std::mt19937 rng(20261206);
  int checked = 0, forbidden_seen = 0;
  for (int game = 0; game < 12; ++game) {
    Position pos;
    Color c = Color::kBlack;
    for (int move = 0; move < 70; ++move) {
      const int m = random_move(pos, c, rng);
      if (m == kNoMove) break;
      pos.play(m, c);
      c = rules::opponent(c);
      if (rng() % 5 == 0) {  // take one back now and then: undo restores the sums
        pos.undo();
        c = rules::opponent(c);
      }
      pos.for_each_near_empty([&](int i) {
        if (pos.threat(i, Color::kBlack).maybe_forbidden() && pos.forbidden(i)) ++forbidden_seen;
      });
      for (Color side : {Color::kBlack, Color::kWhite})
        expect_counts(pos, side, "game " + std::to_string(game) + " move " + std::to_string(move));
      ++checked;
    }
  }
  EXPECT_GT(checked, 500);
  EXPECT_GT(forbidden_seen, 0);  // the games made forbidden points, which count for neither side
}

TEST(Net, FixedPointMatchesTheWeights) {
  std::mt19937 rng(7);
  int nonzero = 0, clamped = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    ShapeCounts own{}, opp{};
    const int scale = 1 + trial % 40;  // from sparse boards to crowded ones
    for (std::size_t f = 0; f < own.size(); ++f) {
      const int most = f < 8 ? scale : 1 + scale / 8;  // combinations are rarer than lines
      own[f] = static_cast<std::int16_t>(rng() % static_cast<unsigned>(most + 1));
      opp[f] = static_cast<std::int16_t>(rng() % static_cast<unsigned>(most + 1));
    }
    for (Color side : {Color::kBlack, Color::kWhite}) {
      const int v = net_value(own, opp, side);
      EXPECT_NEAR(v, reference(own, opp, side), 1.0) << "trial " << trial;
      EXPECT_LE(std::abs(v), kNetClamp);
      nonzero += v != 0;
      clamped += std::abs(v) == kNetClamp;
    }
  }
  EXPECT_GT(nonzero, 1000);  // the network says something
  EXPECT_LT(clamped, 4000);  // and not only its limits
}

}  // namespace
}  // namespace renju::ai
