// The evaluation's counted inputs (`renju eval-data`, what the weights are fitted to) must be
// exactly what the search evaluates: their weighted sum equals evaluate() in every position of
// random games, for both sides to move, and a position with a five in it is never called quiet.
#include <gtest/gtest.h>

#include <random>

#include "ai/eval_features.hpp"
#include "ai/search.hpp"
#include "random_move.hpp"

namespace renju::ai {
namespace {

using rules::Color;

TEST(EvalFeatures, WeightedSumIsTheEvaluation) {
  std::mt19937 rng(20261202);
  int checked = 0, combos = 0;
  for (int game = 0; game < 10; ++game) {
    Position pos;
    Color c = Color::kBlack;
    for (int move = 0; move < 60; ++move) {
      const int m = random_move(pos, c, rng);
      if (m == kNoMove) break;
      pos.play(m, c);
      c = rules::opponent(c);
      for (Color side : {Color::kBlack, Color::kWhite}) {
        const EvalFeatures f = eval_features(pos, side);
        ASSERT_EQ(weighted_sum(f), evaluate(pos, side))
            << "game " << game << " move " << move << " side " << static_cast<int>(side);
        for (int k = 8; k < EvalFeatures::kCount; ++k) combos += f.own[k] + f.opp[k];
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 500);
  EXPECT_GT(combos, 0);  // the games reached shapes that combine lines
}

TEST(EvalFeatures, AFiveOnTheBoardIsNotQuiet) {
  Position pos;
  // Black h8 i8 j8 k8 (a four: l8 or g8 makes five), White far away.
  const int row = 7;
  for (int x = 7; x < 11; ++x)
    pos.play(row * rules::kSize + x, Color::kBlack), pos.play(x, Color::kWhite);
  EXPECT_TRUE(eval_features(pos, Color::kBlack).tactical);
  EXPECT_TRUE(eval_features(pos, Color::kWhite).tactical);
  Position quiet;
  quiet.play(7 * rules::kSize + 7, Color::kBlack);
  EXPECT_FALSE(eval_features(quiet, Color::kWhite).tactical);
}

}  // namespace
}  // namespace renju::ai
