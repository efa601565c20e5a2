// Whether a line of moves, the attacker's first and alternating, is a win by the rules core:
// every move legal, and it ends in the attacker's five, or leaves a five the defender cannot
// stop (two five points, or Black's only block forbidden; a threat line may then name the
// attacker's five on the point Black could not take as its last move). Shared by the tests of
// published solutions and of the lines our solvers give.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rules/board.hpp"
#include "rules/forbidden.hpp"
#include "rules/notation.hpp"

namespace renju::ai::test {

// Whether a stone of `c` at `p` is legal on `b`: empty, and for Black a five or not forbidden.
inline bool legal(rules::Board& b, rules::Point p, rules::Color c) {
  if (!b.empty(p)) return false;
  return c == rules::Color::kWhite || rules::makes_five(b, p, c) || !rules::is_forbidden(b, p);
}

inline std::vector<rules::Point> five_points(const rules::Board& b, rules::Color c) {
  std::vector<rules::Point> out;
  for (int i = 0; i < rules::kSize * rules::kSize; ++i) {
    const auto p = rules::Point::from_index(i);
    if (b.empty(p) && rules::makes_five(b, p, c)) out.push_back(p);
  }
  return out;
}

inline testing::AssertionResult wins_by_line(rules::Board b, rules::Color attacker,
                                             const std::vector<rules::Point>& line) {
  const rules::Color defender = rules::opponent(attacker);
  rules::Color c = attacker;
  for (std::size_t k = 0; k < line.size(); ++k, c = rules::opponent(c)) {
    const rules::Point m = line[k];
    const std::string at = "move " + std::to_string(k + 1) + " (" + rules::to_string(m) + ")";
    const bool last = k + 1 == line.size();
    if (!legal(b, m, c)) {
      // The attacker's five where Black, to block it, could not play.
      if (last && c == defender && defender == rules::Color::kBlack &&
          rules::makes_five(b, m, attacker))
        return testing::AssertionSuccess();
      return testing::AssertionFailure() << at << " is not legal";
    }
    if (rules::makes_five(b, m, c)) {
      if (c != attacker) return testing::AssertionFailure() << at << ": the defender's five";
      if (!last) return testing::AssertionFailure() << at << ": the line goes on after a five";
      return testing::AssertionSuccess();
    }
    b.set(m, c);
  }
  if (c != defender) return testing::AssertionFailure() << "the line ends with the defender's move";
  if (!five_points(b, defender).empty())
    return testing::AssertionFailure() << "the defender has a five to make";
  const auto threats = five_points(b, attacker);
  if (threats.empty()) return testing::AssertionFailure() << "no five threatened at the end";
  if (threats.size() >= 2 ||
      (defender == rules::Color::kBlack && !legal(b, threats.front(), defender)))
    return testing::AssertionSuccess();
  return testing::AssertionFailure()
         << "the defender can block at " << rules::to_string(threats.front());
}

inline std::vector<rules::Point> points(const std::vector<int>& moves) {
  std::vector<rules::Point> out;
  for (int m : moves) out.push_back(rules::Point::from_index(m));
  return out;
}

}  // namespace renju::ai::test
