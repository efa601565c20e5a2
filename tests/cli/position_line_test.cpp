// The `renju forbidden` line handler: known answers, error wording, and a randomized fuzz over
// random tokens and random bytes (no crash, one line out, every bad line reported).
#include <gtest/gtest.h>

#include <cstdio>
#include <random>
#include <string>

#include "cli/position_line.hpp"
#include "rules/forbidden.hpp"
#include "rules/notation.hpp"
#include "rules/reference.hpp"

namespace renju::cli {
namespace {

std::string answer(std::string_view line, bool explain = false) {
  std::string out;
  answer_forbidden(line, explain, out);
  return out;
}

TEST(ForbiddenLine, AnswersWithPointsOrReasons) {
  // Black g8 i8 h7 h9 around the empty h8: two open threes cross there.
  const char* three_three = "g8 a1 i8 c1 h7 e1 h9 g1";
  EXPECT_EQ(answer(three_three), "h8");
  EXPECT_EQ(answer(three_three, true), "h8:double-three");
  EXPECT_EQ(answer("G8 A1 I8 C1 H7 E1 H9 G1"), "h8");
  EXPECT_EQ(answer("g8 a1 i8 c1 h7 e1 h9"), "");  // White to move
  EXPECT_EQ(answer(""), "");
  EXPECT_EQ(answer(" \t\r"), "");
}

TEST(ForbiddenLine, ErrorsSayWhatAndWhere) {
  std::string out;
  EXPECT_FALSE(answer_forbidden("h8 h9 h8", false, out));
  EXPECT_EQ(out, "error: move 3 'h8': point already occupied");
  EXPECT_EQ(answer("h8 H8"), "error: move 2 'H8': point already occupied");
  EXPECT_EQ(answer("g8 a1 i8 c1 h7 e1 h9 g1 h8"),
            "error: move 9 'h8': forbidden for black (double-three)");
  EXPECT_EQ(answer("d8 a1 e8 c1 f8 e1 g8 g1 h8 o15"),
            "error: move 10 'o15': the game already ended (black made five at move 9)");
  EXPECT_EQ(answer("x1").rfind("error: move 1 'x1': ", 0), 0u);
  EXPECT_EQ(answer("h8 i").rfind("error: move 2 'i': ", 0), 0u);
}

TEST(ForbiddenLine, ReplayKnowsWhoWon) {
  // White's six in a row (a1-a6) wins: White wins with five or more.
  auto r = replay("h8 a1 j8 a2 l8 a3 n8 a5 h10 a6 j10 a4");
  ASSERT_TRUE(std::holds_alternative<Replay>(r));
  EXPECT_EQ(std::get<Replay>(r).winner, rules::Color::kWhite);
  // Black's six is no win: it is an overline, refused.
  auto six = replay("a1 o1 a2 o3 a3 o5 a5 o7 a6 o9 a4");
  ASSERT_TRUE(std::holds_alternative<std::string>(six));
  EXPECT_EQ(std::get<std::string>(six), "move 11 'a4': forbidden for black (overline)");
}

// The whole answer line, format and order included, against the reference judge, on every
// prefix of random games (Black to move at even lengths).
TEST(ForbiddenLine, MatchesTheReferenceOnRandomGames) {
  int lines = 0, points = 0;
  for (std::uint64_t seed = 1; seed <= 80; ++seed) {
    auto game = rules::reference::random_game(seed, 60, 4);
    std::string moves;
    rules::Board board;
    for (std::size_t m = 0; m <= game.size(); ++m) {
      if (m % 2 == 0) {
        std::string want;
        for (const auto& f : rules::reference::forbidden_points(board)) {
          want += (want.empty() ? "" : " ") + rules::to_string(f.at) + ":" +
                  std::string(rules::forbidden_name(f.reason));
          ++points;
        }
        ASSERT_EQ(answer(moves, true), want) << moves;
        ++lines;
      }
      if (m == game.size()) break;
      board.set(game[m], m % 2 == 0 ? rules::Color::kBlack : rules::Color::kWhite);
      moves += rules::to_string(game[m]) + " ";
    }
  }
  std::printf("compared %d lines, %d forbidden points\n", lines, points);
  EXPECT_GT(points, 100);  // dense enough to mean something
}

// Whether s is "p1 p2 …" with valid points sorted by column then row, each at most once.
bool sorted_point_list(const std::string& s, bool explain) {
  if (s.empty()) return true;
  int last = -1;
  std::size_t i = 0;
  while (i <= s.size()) {
    std::size_t end = s.find(' ', i);
    if (end == std::string::npos) end = s.size();
    std::string token = s.substr(i, end - i);
    if (explain) {
      auto colon = token.find(':');
      if (colon == std::string::npos) return false;
      std::string reason = token.substr(colon + 1);
      if (reason != "overline" && reason != "double-four" && reason != "double-three") return false;
      token.resize(colon);
    }
    auto p = rules::parse_point(token);
    if (!std::holds_alternative<rules::Point>(p) ||
        rules::to_string(std::get<rules::Point>(p)) != token)
      return false;
    rules::Point q = std::get<rules::Point>(p);
    int key = q.x * 15 + q.y;
    if (key <= last) return false;
    last = key;
    i = end + 1;
  }
  return true;
}

TEST(ForbiddenLine, FuzzRandomTokens) {
  std::mt19937_64 rng(12345);
  const char* junk[] = {"p3",  "h0",  "h16", "a",   "8h",       "hh",
                        "h08", "h 8", "",    "i-1", "\xff\xfe", "o15"};
  int errors = 0, answers = 0;
  for (int n = 0; n < 20000; ++n) {
    std::string line;
    int tokens = static_cast<int>(rng() % 30);
    for (int t = 0; t < tokens; ++t) {
      if (rng() % 10 == 0) {
        line += junk[rng() % std::size(junk)];
      } else {
        line += static_cast<char>((rng() % 2 ? 'a' : 'A') + static_cast<int>(rng() % 15));
        line += std::to_string(1 + rng() % 15);
      }
      line += rng() % 8 == 0 ? "\t" : " ";
    }
    // The notation parser is the oracle for which lines are well-formed.
    bool bad_token = !std::holds_alternative<std::vector<rules::Point>>(rules::parse_moves(line));
    bool explain = rng() % 2 == 0;
    std::string out;
    bool ok = answer_forbidden(line, explain, out);
    ASSERT_EQ(out.find('\n'), std::string::npos) << line;
    if (!ok) {
      ++errors;
      EXPECT_EQ(out.rfind("error: move ", 0), 0u) << line << " -> " << out;
    } else {
      ++answers;
      EXPECT_FALSE(bad_token) << "bad notation accepted: " << line;
      EXPECT_TRUE(sorted_point_list(out, explain)) << line << " -> " << out;
    }
  }
  // The generator must exercise both paths, or this test proves little.
  EXPECT_GT(errors, 1000);
  EXPECT_GT(answers, 1000);
}

TEST(ForbiddenLine, FuzzRandomBytes) {
  std::mt19937_64 rng(777);
  for (int n = 0; n < 20000; ++n) {
    std::string line(rng() % 64, '\0');
    for (char& c : line) c = static_cast<char>(rng() % 256);
    if (line.find_first_not_of(" \t\r\n\v\f") == std::string::npos) continue;
    std::string out;
    bool ok = answer_forbidden(line, false, out);
    ASSERT_EQ(out.find('\n'), std::string::npos);
    // Valid by chance only if every token is a point; otherwise it must be reported.
    if (ok) {
      EXPECT_TRUE(std::holds_alternative<std::vector<rules::Point>>(rules::parse_moves(line)));
    } else {
      EXPECT_EQ(out.rfind("error: move ", 0), 0u) << out;
    }
  }
}

}  // namespace
}  // namespace renju::cli
