// The main search with helper threads (Lazy SMP): it still finds the forced wins of the VCF
// suite by alpha-beta alone, completes fixed-depth searches, and always returns legal moves;
// the Gomocup side honours INFO thread_num.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "ai/gomocup.hpp"
#include "ai/search.hpp"
#include "ai/threats.hpp"
#include "rules/notation.hpp"

namespace renju::ai {
namespace {

struct Entry {
  rules::Board board;
  Color to_move = Color::kBlack;
  std::string text;
};

std::vector<Entry> suite() {
  std::ifstream in(std::filesystem::path(RENJU_AI_DATA) / "vcf_suite.txt");
  std::vector<Entry> out;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    const auto space = line.find(' ');
    Entry e;
    e.text = line;
    e.to_move = line.substr(0, space) == "white" ? Color::kWhite : Color::kBlack;
    auto parsed = rules::parse_moves(line.substr(space + 1));
    if (!std::holds_alternative<std::vector<rules::Point>>(parsed)) return {};
    Color c = Color::kBlack;
    for (auto p : std::get<std::vector<rules::Point>>(parsed)) {
      e.board.set(p, c);
      c = rules::opponent(c);
    }
    out.push_back(e);
  }
  return out;
}

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
  const auto all = suite();
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
  const auto all = suite();
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
    if (r.reason == "search") {
      EXPECT_EQ(r.depth, 4) << all[k].text;
    }
  }
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
