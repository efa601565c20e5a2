// The main search with helper threads (Lazy SMP): it still finds the forced wins of the VCF
// suite by alpha-beta alone, completes fixed-depth searches, and always returns legal moves;
// the Gomocup side honours INFO thread_num.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <sstream>

#include "ai/gomocup.hpp"
#include "ai/search.hpp"
#include "ai/threats.hpp"
#include "rules/notation.hpp"
#include "vcf_suite.hpp"

namespace renju::ai {
namespace {

// Alpha-beta alone (no threat search at the root), two threads, no clock.
SearchOptions two_threads(int depth) {
  SearchOptions o;
  o.time_limit_s = 0;
  o.max_depth = depth;
  o.max_nodes = 3000000;
  o.threats_at_root = false;
  o.defend_vcf = false;
  o.vct_depth = 0;
  o.threads = 2;
  return o;
}

TEST(Threads, TwoThreadsFindTheShortWinsOfTheSuiteByAlphaBeta) {
  const auto all = vcf_suite();
  ASSERT_FALSE(all.empty());
  int tried = 0;
  for (std::size_t k = 0; k < all.size(); k += 7) {
    Position probe(all[k].board);
    ThreatSearch ts(probe, {40, 300000});
    const auto line = ts.vcf(all[k].to_move);
    ASSERT_FALSE(line.empty()) << all[k].text;
    // A line of n fours before the winning move needs n plies (the blocks are forced).
    const int fours = static_cast<int>(line.size()) / 2;
    if (fours > 4) continue;
    ++tried;
    Position pos(all[k].board);
    const auto r = search(pos, all[k].to_move, two_threads(fours + 2));
    ASSERT_NE(r.move, kNoMove) << all[k].text;
    EXPECT_TRUE(pos.legal(r.move, all[k].to_move)) << all[k].text;
    EXPECT_GT(r.score, kWinThreshold) << all[k].text;
    EXPECT_EQ(pos.board(), Position(all[k].board).board()) << "the board is restored";
  }
  EXPECT_GE(tried, 5);
}

TEST(Threads, FixedDepthSearchesCompleteWithLegalMoves) {
  const auto all = vcf_suite();
  ASSERT_FALSE(all.empty());
  for (std::size_t k = 3; k < all.size(); k += 40) {
    // The defender's side of a suite position: no win, a real search.
    const Color side = rules::opponent(all[k].to_move);
    Position pos(all[k].board);
    auto o = two_threads(4);
    o.threads = 3;
    o.max_nodes = 0;
    const auto r = search(pos, side, o);
    ASSERT_NE(r.move, kNoMove) << all[k].text;
    EXPECT_TRUE(pos.legal(r.move, side)) << all[k].text;
    // Without a clock or a node limit the main thread completes every iteration, unless one
    // proves a win or a loss (which ends the deepening early).
    if (r.reason == "search" && std::abs(r.score) < kWinThreshold) {
      EXPECT_EQ(r.depth, 4) << all[k].text;
    }
  }
}

// The result has the shape of a one-thread search: same reason, a principal variation that
// starts with the move and is a legal sequence, the same completed depth, all threads' nodes.
TEST(Threads, ResultsHaveTheShapeOfAOneThreadSearch) {
  const auto all = vcf_suite();
  ASSERT_FALSE(all.empty());
  int compared = 0;
  for (std::size_t k = 5; k < all.size(); k += 30) {
    const Color side = rules::opponent(all[k].to_move);
    auto o = two_threads(4);
    o.max_nodes = 0;
    o.threads = 1;
    Position one_pos(all[k].board);
    const auto one = search(one_pos, side, o);
    o.threads = 2;
    Position pos(all[k].board);
    const auto two = search(pos, side, o);
    ASSERT_NE(two.move, kNoMove) << all[k].text;
    EXPECT_EQ(two.reason, one.reason) << all[k].text;
    ASSERT_FALSE(two.pv.empty()) << all[k].text;
    EXPECT_EQ(two.pv.front(), two.move) << all[k].text;
    Position line(all[k].board);
    Color c = side;
    for (int m : two.pv) {
      ASSERT_TRUE(line.legal(m, c)) << all[k].text;
      line.play(m, c);
      c = rules::opponent(c);
    }
    EXPECT_EQ(pos.board(), Position(all[k].board).board()) << "the board is restored";
    if (two.reason != "search") continue;  // answered before the alpha-beta (a block)
    EXPECT_GT(two.nodes, 0u);
    if (std::abs(one.score) < kWinThreshold && std::abs(two.score) < kWinThreshold) {
      EXPECT_EQ(two.depth, one.depth) << all[k].text;
      ++compared;
    }
  }
  EXPECT_GE(compared, 3);
}

// A stop already raised (the Gomocup side's, when the manager stops the move) ends the helpers
// with the main thread: the search returns a legal move instead of running on.
TEST(Threads, AnExternalStopEndsEveryThread) {
  const auto all = vcf_suite();
  ASSERT_FALSE(all.empty());
  std::atomic<bool> stop{true};
  const Color side = rules::opponent(all[1].to_move);
  Position pos(all[1].board);
  auto o = two_threads(60);  // far deeper than any search without the stop could finish
  o.max_nodes = 0;
  o.stop = &stop;
  const auto r = search(pos, side, o);
  ASSERT_NE(r.move, kNoMove);
  EXPECT_TRUE(pos.legal(r.move, side));
  EXPECT_LT(r.depth, 60);
}

// The node limit counts the main thread's nodes: the search ends, with all threads' nodes.
TEST(Threads, ANodeLimitEndsEveryThread) {
  const auto all = vcf_suite();
  ASSERT_FALSE(all.empty());
  const Color side = rules::opponent(all[2].to_move);
  Position pos(all[2].board);
  auto o = two_threads(60);
  o.max_nodes = 5000;
  const auto r = search(pos, side, o);
  ASSERT_NE(r.move, kNoMove);
  EXPECT_TRUE(pos.legal(r.move, side));
  EXPECT_LT(r.depth, 60);
}

TEST(Threads, GomocupThreadNumStillAnswersLegalMoves) {
  std::istringstream in(
      "START 15\nINFO thread_num 2\nINFO max_node 3000\nBOARD\n7,7,2\n8,8,1\n8,7,2\nDONE\n"
      "TURN 9,9\nEND\n");
  std::ostringstream out;
  GomocupSession s(out, Level::kStrong);
  s.run(in);
  std::istringstream replies(out.str());
  std::vector<std::string> lines;
  for (std::string l; std::getline(replies, l);) lines.push_back(l);
  ASSERT_EQ(lines.size(), 3u) << out.str();
  EXPECT_EQ(s.threads(), 2);
  EXPECT_EQ(s.board().stones(), 6);
}

}  // namespace
}  // namespace renju::ai
