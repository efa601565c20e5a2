// Randomized fuzz of the notation parser against an independent oracle: random bytes and
// near-miss tokens never crash it, it accepts exactly the 225 points (in either case) and every
// rejection carries a message.
#include <gtest/gtest.h>

#include <optional>
#include <random>
#include <string>

#include "rules/notation.hpp"

namespace renju::rules {
namespace {

// The oracle, written independently of the parser: a letter a–o in either case, then 1–15 with
// no leading zero, nothing else.
std::optional<Point> oracle(std::string_view s) {
  if (s.size() < 2 || s.size() > 3) return std::nullopt;
  char c = s[0];
  if (c >= 'A' && c <= 'O') c = static_cast<char>(c - 'A' + 'a');
  if (c < 'a' || c > 'o') return std::nullopt;
  std::string digits(s.substr(1));
  for (const char* ok :
       {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15"}) {
    if (digits == ok) return Point{c - 'a', std::stoi(digits) - 1};
  }
  return std::nullopt;
}

std::string random_token(std::mt19937& rng) {
  // Mostly near-misses of real points (the interesting cases), sometimes raw bytes.
  static const std::string alphabet = "abcdefghijklmnopqrstuvwxyzABHOP0123456789-+.# \t\r\x80\xff";
  std::string s;
  int len = static_cast<int>(rng() % 5);
  if (rng() % 4 == 0) {
    for (int i = 0; i < len; ++i) s += static_cast<char>(rng() % 256);
    return s;
  }
  for (int i = 0; i < len; ++i) s += alphabet[rng() % alphabet.size()];
  return s;
}

TEST(NotationFuzz, ParsePointMatchesOracle) {
  std::mt19937 rng(2024);
  int accepted = 0, rejected = 0;
  for (int round = 0; round < 200000; ++round) {
    std::string token = random_token(rng);
    auto parsed = parse_point(token);
    auto expected = oracle(token);
    if (expected) {
      ASSERT_TRUE(std::holds_alternative<Point>(parsed)) << "rejected '" << token << "'";
      EXPECT_EQ(std::get<Point>(parsed), *expected) << token;
      ++accepted;
    } else {
      ASSERT_TRUE(std::holds_alternative<ParseError>(parsed)) << "accepted '" << token << "'";
      EXPECT_FALSE(std::get<ParseError>(parsed).message.empty()) << token;
      ++rejected;
    }
  }
  EXPECT_GT(accepted, 1000);
  EXPECT_GT(rejected, 1000);
}

TEST(NotationFuzz, ParseMovesAgreesWithTokenByToken) {
  std::mt19937 rng(99);
  for (int round = 0; round < 20000; ++round) {
    std::vector<std::string> tokens;
    std::string line;
    int n = static_cast<int>(rng() % 6);
    for (int i = 0; i < n; ++i) {
      std::string t = rng() % 3 ? to_string(Point::from_index(static_cast<int>(rng() % kCells)))
                                : random_token(rng);
      line += t + (rng() % 2 ? " " : "\t ");
    }
    // The oracle splits on whitespace and parses each token independently.
    std::vector<Point> expected;
    std::size_t bad_at = 0;
    std::size_t i = 0;
    auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (true) {
      while (i < line.size() && space(line[i])) ++i;
      if (i == line.size()) break;
      std::size_t start = i;
      while (i < line.size() && !space(line[i])) ++i;
      auto p = oracle(std::string_view(line).substr(start, i - start));
      if (!p) {
        bad_at = expected.size() + 1;
        break;
      }
      expected.push_back(*p);
    }
    auto parsed = parse_moves(line);
    if (bad_at == 0) {
      ASSERT_TRUE(std::holds_alternative<std::vector<Point>>(parsed)) << "'" << line << "'";
      EXPECT_EQ(std::get<std::vector<Point>>(parsed), expected) << line;
    } else {
      ASSERT_TRUE(std::holds_alternative<ParseError>(parsed)) << "'" << line << "'";
      EXPECT_NE(std::get<ParseError>(parsed).message.find("move " + std::to_string(bad_at)),
                std::string::npos)
          << std::get<ParseError>(parsed).message;
    }
  }
}

}  // namespace
}  // namespace renju::rules
