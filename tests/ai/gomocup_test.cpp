// Scripted Gomocup sessions on string streams: the handshake, moves in both colours, BOARD,
// TAKEBACK, RESTART, INFO-driven time budgets and malformed commands; the Yixin extensions
// YXBOARD, YXNBEST and INFO max_node; a game's table renewed by RESTART.
#include <gtest/gtest.h>

#include <sstream>

#include "ai/gomocup.hpp"

namespace renju::ai {
namespace {

// Runs a script, returning the replies one per line.
std::vector<std::string> session(const std::string& script, Level level = Level::kBeginner) {
  std::istringstream in(script);
  std::ostringstream out;
  GomocupSession s(out, level);
  s.run(in);
  std::vector<std::string> lines;
  std::istringstream replies(out.str());
  for (std::string l; std::getline(replies, l);) lines.push_back(l);
  return lines;
}

bool is_move(const std::string& s) {
  int x = -1, y = -1;
  char comma = 0;
  std::istringstream in(s);
  return (in >> x >> comma >> y) && comma == ',' && x >= 0 && x < 15 && y >= 0 && y < 15 &&
         in.peek() == EOF;
}

TEST(Gomocup, BeginOpensInTheCentre) {
  const auto r = session("START 15\nINFO timeout_turn 200\nINFO rule 4\nBEGIN\nEND\n");
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(r[0], "OK");
  EXPECT_EQ(r[1], "7,7");
}

TEST(Gomocup, AnswersTurnsWithFreeMoves) {
  const auto r = session("START 15\nINFO timeout_turn 100\nTURN 7,7\nTURN 8,8\nEND\n");
  ASSERT_EQ(r.size(), 3u);
  EXPECT_TRUE(is_move(r[1])) << r[1];
  EXPECT_TRUE(is_move(r[2])) << r[2];
  EXPECT_NE(r[1], "7,7");
  EXPECT_NE(r[2], "8,8");
  EXPECT_NE(r[1], r[2]);
}

TEST(Gomocup, BoardCompletesTheFive) {
  // Own stones (1) on row y=7 from x=3..6; we are Black (equal counts), x=7 or x=2 wins.
  const auto r = session(
      "START 15\nINFO timeout_turn 200\nBOARD\n3,7,1\n4,7,1\n5,7,1\n6,7,1\n"
      "3,8,2\n4,8,2\n5,8,2\n6,8,2\nDONE\nEND\n");
  ASSERT_EQ(r.size(), 2u);
  EXPECT_TRUE(r[1] == "7,7" || r[1] == "2,7") << r[1];
}

TEST(Gomocup, BoardAsWhiteBlocksTheFour) {
  // Black (the opponent, 2) has four in a row with one end open; we are White and must block.
  const auto r = session(
      "START 15\nINFO timeout_turn 200\nBOARD\n2,7,1\n3,7,2\n4,7,2\n5,7,2\n6,7,2\n"
      "4,9,1\n10,10,1\nDONE\nEND\n");
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(r[1], "7,7");
}

TEST(Gomocup, TakebackRestartAndAbout) {
  const auto r = session(
      "START 15\nINFO timeout_turn 100\nTURN 7,7\nTAKEBACK 7,7\nABOUT\nRESTART\nBEGIN\nEND\n");
  ASSERT_EQ(r.size(), 6u);
  EXPECT_TRUE(is_move(r[1]));
  EXPECT_EQ(r[2], "OK");
  EXPECT_NE(r[3].find("name=\"renju\""), std::string::npos);
  EXPECT_EQ(r[4], "OK");
  EXPECT_EQ(r[5], "7,7");
}

TEST(Gomocup, MalformedCommandsGetErrorsAndTheSessionGoesOn) {
  const auto r = session(
      "BEGIN\n"          // before START
      "START 20\n"       // unsupported size
      "START fifteen\n"  // not a number
      "START 15\n"
      "TURN 7\n"     // missing y
      "TURN 15,3\n"  // off the board
      "TURN -1,3\n"
      "TAKEBACK 1,1\n"           // empty point
      "FLY 1,2\n"                // unknown command
      "INFO timeout_turn abc\n"  // ignored silently
      "TURN 7,7\n"
      "TURN 7,7\n"  // occupied
      "END\n"
      "ABOUT\n");  // nothing after END
  ASSERT_EQ(r.size(), 11u);
  EXPECT_EQ(r[0].rfind("ERROR", 0), 0u);
  EXPECT_EQ(r[1].rfind("ERROR", 0), 0u);
  EXPECT_EQ(r[2].rfind("ERROR", 0), 0u);
  EXPECT_EQ(r[3], "OK");
  for (int k = 4; k <= 7; ++k) EXPECT_EQ(r[k].rfind("ERROR", 0), 0u) << r[k];
  EXPECT_EQ(r[8].rfind("UNKNOWN", 0), 0u);
  EXPECT_TRUE(is_move(r[9]));
  EXPECT_EQ(r[10].rfind("ERROR", 0), 0u);
}

TEST(Gomocup, BadBoardLinesAreReported) {
  const auto r = session("START 15\nBOARD\n1,1,7\nxx\n7,7,2\nDONE\nEND\n");
  ASSERT_EQ(r.size(), 4u);
  EXPECT_EQ(r[1].rfind("ERROR", 0), 0u);
  EXPECT_EQ(r[2].rfind("ERROR", 0), 0u);
  EXPECT_TRUE(is_move(r[3]));
}

TEST(Gomocup, TimeBudgetFollowsInfo) {
  std::ostringstream out;
  GomocupSession s(out, Level::kStrong);
  s.handle("START 15");
  s.handle("INFO timeout_turn 1000");
  EXPECT_NEAR(s.move_budget_s(), 0.93, 0.01);  // 0.95 of the turn, less 20 ms
  s.handle("INFO timeout_match 60000");
  s.handle("INFO time_left 2000");
  // With 2 s left of the match, far less than the turn limit.
  EXPECT_LT(s.move_budget_s(), 0.2);
  EXPECT_GT(s.move_budget_s(), 0.0);
}

TEST(Gomocup, YxboardSetsThePositionWithoutAnswering) {
  const auto r = session("START 15\nYXBOARD\n3,7,1\n4,7,1\n3,8,2\nDONE\nEND\n");
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0], "OK");
}

TEST(Gomocup, YxnbestListsTheBestMovesAndLeavesTheBoard) {
  // Own stones (1) x=3..6 on y=7 and it is our move (equal counts): the five is best.
  const std::string board =
      "YXBOARD\n3,7,1\n4,7,1\n5,7,1\n6,7,1\n3,9,2\n5,9,2\n7,11,2\n9,9,2\nDONE\n";
  const auto r = session("START 15\nINFO max_node 5000\n" + board + "YXNBEST 3\nYXNBEST 3\nEND\n");
  ASSERT_EQ(r.size(), 9u);
  for (int k = 0; k < 3; ++k)
    EXPECT_EQ(r[1 + k].rfind("MESSAGE NBEST " + std::to_string(k + 1) + " ", 0), 0u) << r[1 + k];
  EXPECT_TRUE(r[4] == "7,7" || r[4] == "2,7") << r[4];
  EXPECT_NE(r[1].find(" pv " + r[4]), std::string::npos) << r[1];
  // The board was not changed: the same question gets the same answers.
  for (int k = 0; k < 4; ++k) EXPECT_EQ(r[1 + k], r[5 + k]);
}

TEST(Gomocup, YxnbestRefusesABadCount) {
  const auto r = session("START 15\nYXNBEST 0\nYXNBEST many\nEND\n");
  ASSERT_EQ(r.size(), 3u);
  EXPECT_EQ(r[1], "ERROR YXNBEST needs a count 1-50");
  EXPECT_EQ(r[2], "ERROR YXNBEST needs a count 1-50");
}

TEST(Gomocup, NodeLimitedMovesRepeat) {
  const std::string script =
      "START 15\nINFO max_node 3000\nINFO timeout_turn "
      "100000\nBOARD\n7,7,2\n8,8,1\n8,7,2\nDONE\nEND\n";
  const auto a = session(script, Level::kStrong), b = session(script, Level::kStrong);
  ASSERT_EQ(a.size(), 2u);
  EXPECT_TRUE(is_move(a[1])) << a[1];
  EXPECT_EQ(a, b);
}

// A game keeps one transposition table across its moves; RESTART starts a new one, so the same
// node-limited game played again after it gives the same moves.
TEST(Gomocup, AGameAfterRestartRepeatsTheFirst) {
  const std::string game = "BOARD\n7,7,2\n8,8,1\n8,7,2\nDONE\nTURN 0,0\nTURN 14,14\nTURN 0,14\n";
  const auto r = session("START 15\nINFO max_node 3000\nINFO timeout_turn 100000\n" + game +
                             "RESTART\n" + game + "END\n",
                         Level::kStrong);
  ASSERT_EQ(r.size(), 10u);  // OK, four moves, OK, four moves
  const std::vector<std::string> first(r.begin() + 1, r.begin() + 5);
  const std::vector<std::string> second(r.begin() + 6, r.end());
  for (const auto& m : first) EXPECT_TRUE(is_move(m)) << m;
  EXPECT_EQ(r[5], "OK");
  EXPECT_EQ(first, second);
}

TEST(Gomocup, ThreadNumIsObeyedUnlessTheCountIsFixed) {
  std::ostringstream out;
  GomocupSession told(out, Level::kBeginner);
  EXPECT_EQ(told.threads(), 1);
  told.handle("INFO thread_num 3");
  EXPECT_EQ(told.threads(), 3);
  told.handle("INFO thread_num 500");
  EXPECT_EQ(told.threads(), 64);

  GomocupSession fixed(out, Level::kBeginner);
  fixed.fix_threads(2);
  fixed.handle("INFO thread_num 1");
  EXPECT_EQ(fixed.threads(), 2);
}

TEST(Gomocup, TheLogHasALinePerMoveAndTheProtocolNone) {
  std::istringstream in("START 15\nINFO max_node 500\nTURN 7,7\nTURN 8,8\nEND\n");
  std::ostringstream out, log;
  GomocupSession s(out, Level::kStrong);
  s.set_log(&log);
  s.run(in);
  std::vector<std::string> replies, lines;
  std::istringstream r(out.str()), l(log.str());
  for (std::string x; std::getline(r, x);) replies.push_back(x);
  for (std::string x; std::getline(l, x);) lines.push_back(x);
  ASSERT_EQ(replies.size(), 3u);
  EXPECT_TRUE(is_move(replies[1]) && is_move(replies[2]));
  ASSERT_EQ(lines.size(), 2u) << log.str();
  EXPECT_EQ(lines[0].rfind("move 2 ", 0), 0u) << lines[0];
  EXPECT_EQ(lines[1].rfind("move 4 ", 0), 0u) << lines[1];
  for (const auto& line : lines) {
    for (const char* field :
         {" depth ", " score ", " nodes ", " threat-nodes ", " ms ", " reason "})
      EXPECT_NE(line.find(field), std::string::npos) << field << " in " << line;
  }
}

}  // namespace
}  // namespace renju::ai
