// The analysis interface (src/ai/analysis.hpp): listed moves are legal, distinct and sorted,
// a proven VCF is reported for the right colour with a line that replays to five, a forced
// win tops the list, and node-limited analysis repeats exactly.
#include <gtest/gtest.h>

#include <set>

#include "ai/analysis.hpp"
#include "ai/search.hpp"
#include "board_art.hpp"
#include "rules/forbidden.hpp"
#include "rules/notation.hpp"
#include "win_line.hpp"

namespace renju::ai {
namespace {

using rules::Color;
using test::board_from_art;

AnalysisOptions by_nodes(int top) {
  AnalysisOptions o;
  o.top = top;
  o.time_limit_s = 0;
  o.max_nodes = 20000;
  o.max_depth = 4;
  return o;
}

rules::Board vcf_board() {
  return test::vcf_example();
}

TEST(Analysis, VcfForTheAttackerOnlyWithALineThatEndsInFive) {
  const Analysis a = analyse(vcf_board(), Color::kBlack, by_nodes(3));
  ASSERT_TRUE(a.vcf[0].win);
  EXPECT_FALSE(a.vcf[1].win);
  EXPECT_TRUE(a.vct[0].win);  // a VCF is a VCT too
  // Replay the line under the rules: Black's last stone makes five.
  rules::Board b = vcf_board();
  Color c = Color::kBlack;
  const auto& line = a.vcf[0].line;
  for (std::size_t k = 0; k < line.size(); ++k) {
    const rules::Point p = rules::Point::from_index(line[k]);
    ASSERT_TRUE(b.empty(p));
    if (c == Color::kBlack) {
      ASSERT_FALSE(rules::is_forbidden(b, p));
    }
    if (k + 1 == line.size()) {
      EXPECT_TRUE(rules::makes_five(b, p, c));
    }
    b.set(p, c);
    c = rules::opponent(c);
  }
}

TEST(Analysis, AForcedWinTopsTheListAndMovesAreDistinctLegalAndSorted) {
  const Analysis a = analyse(vcf_board(), Color::kBlack, by_nodes(4));
  ASSERT_EQ(a.best.size(), 4u);
  EXPECT_GT(a.best.front().score, kWinThreshold);
  std::set<int> seen;
  for (std::size_t k = 0; k < a.best.size(); ++k) {
    const auto& l = a.best[k];
    EXPECT_TRUE(seen.insert(l.move).second);
    ASSERT_FALSE(l.pv.empty());
    EXPECT_EQ(l.pv.front(), l.move);
    if (k > 0) {
      EXPECT_GE(a.best[k - 1].score, l.score);
    }
    // The principal variation is a legal sequence from the position.
    rules::Board b = vcf_board();
    Color c = Color::kBlack;
    for (int m : l.pv) {
      const rules::Point p = rules::Point::from_index(m);
      ASSERT_TRUE(b.empty(p)) << "pv of " << l.move;
      if (c == Color::kBlack) {
        ASSERT_FALSE(rules::is_forbidden(b, p));
      }
      b.set(p, c);
      c = rules::opponent(c);
    }
  }
}

TEST(Analysis, TheDefenderSeesTheLoss) {
  // White to move cannot stop every line: its best move still scores as lost or is the block.
  const Analysis a = analyse(vcf_board(), Color::kWhite, by_nodes(2));
  ASSERT_FALSE(a.best.empty());
  EXPECT_TRUE(a.vcf[0].win);  // Black's threat, reported although White is to move
}

TEST(Analysis, NodeLimitedAnalysisRepeats) {
  const rules::Board b = board_from_art(R"(
     9 . . . . . . . O . . . . . . .
     8 . . . . . . . X X . . . . . .
     7 . . . . . . O . . . . . . . .
  )");
  const Analysis x = analyse(b, Color::kWhite, by_nodes(3));
  const Analysis y = analyse(b, Color::kWhite, by_nodes(3));
  ASSERT_EQ(x.best.size(), 3u);
  ASSERT_EQ(x.best.size(), y.best.size());
  for (std::size_t k = 0; k < x.best.size(); ++k) {
    EXPECT_EQ(x.best[k].move, y.best[k].move);
    EXPECT_EQ(x.best[k].score, y.best[k].score);
    EXPECT_EQ(x.best[k].pv, y.best[k].pv);
  }
  EXPECT_EQ(x.nodes, y.nodes);
}

// Quiet threats run only on the nodes the search of threes and fours leaves, so they can only
// add wins. In this position of session 23's Rapfi self-play games (Black to move) the site's
// budget (20 000 nodes, a quarter for each VCT) proves Black's VCT with them and not without;
// Okabe's No. 68 is proven either way.
TEST(Analysis, QuietThreatsOnlyAddToThreesAndFours) {
  rules::Board b;
  const auto moves = std::get<std::vector<rules::Point>>(
      rules::parse_moves("h8 i9 i7 k7 j6 k5 k6 l6 j8 j4 m7 h6 i8 k8 g10 h2"));
  for (std::size_t k = 0; k < moves.size(); ++k)
    b.set(moves[k], k % 2 == 0 ? Color::kBlack : Color::kWhite);
  AnalysisOptions plain = by_nodes(1);
  plain.quiet_depth = 0;
  EXPECT_FALSE(analyse(b, Color::kBlack, plain).vct[0].win);
  const Analysis a = analyse(b, Color::kBlack, by_nodes(1));
  ASSERT_TRUE(a.vct[0].win);
  EXPECT_TRUE(test::wins_by_line(b, Color::kBlack, test::points(a.vct[0].line)));
  EXPECT_EQ(a.best.front().move, a.vct[0].line.front());

  rules::Board okabe;
  const auto stones =
      std::get<std::vector<rules::Point>>(rules::parse_moves("h8 i10 h6 i9 j6 h7 g5 i6 i5 h5"));
  for (std::size_t k = 0; k < stones.size(); ++k)
    okabe.set(stones[k], k % 2 == 0 ? Color::kBlack : Color::kWhite);
  const Analysis with = analyse(okabe, Color::kBlack, by_nodes(1));
  const Analysis without = analyse(okabe, Color::kBlack, plain);
  ASSERT_TRUE(without.vct[0].win);
  EXPECT_EQ(with.vct[0].line, without.vct[0].line);
  EXPECT_TRUE(with.vct[0].quiet.empty());
}

}  // namespace
}  // namespace renju::ai
