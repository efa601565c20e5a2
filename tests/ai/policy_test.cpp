// The move order's tables (src/ai/policy.hpp): the same four shapes in any order are one
// pattern, a fitted pattern takes its listed value, an unlisted one the hand-set worth's, and a
// point's place beside the last move adds its value.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>

#include "ai/policy.hpp"
#include "ai/policy_weights.hpp"
#include "rules/board.hpp"

namespace renju::ai {
namespace {

TEST(Policy, TheOrderOfTheLinesDoesNotMatter) {
  const PolicyValues& v = policy_values();
  std::array<Shape, 4> s{Shape::kOpenTwo, Shape::kThree, Shape::kOne, Shape::kNone};
  std::sort(s.begin(), s.end());
  const int canonical = canonical_pattern(pattern_key(s[0], s[1], s[2], s[3]));
  do {
    const int key = pattern_key(s[0], s[1], s[2], s[3]);
    for (std::size_t t = 0; t < 4; ++t)
      EXPECT_EQ(v[t][static_cast<std::size_t>(key)], v[t][static_cast<std::size_t>(canonical)]);
  } while (std::next_permutation(s.begin(), s.end()));
}

TEST(Policy, FittedPatternsTakeTheirValuesTheOthersTheHandSetWorth) {
  const PolicyValues& v = policy_values();
  ASSERT_FALSE(kPolicyWeights.empty());
  std::array<bool, 4 * kPatternKeys> listed{};
  for (const PolicyWeight& w : kPolicyWeights) {
    EXPECT_EQ(v[w.table][static_cast<std::size_t>(w.key)], w.value);
    listed[static_cast<std::size_t>(w.table * kPatternKeys + w.key)] = true;
  }
  // A double four and a straight four together: never seen in a game's candidates.
  const int rare = pattern_key(Shape::kOpenFour, Shape::kDoubleFour, Shape::kNone, Shape::kNone);
  const int canonical = canonical_pattern(rare);
  Threat t;
  add_counts(t, shape_threat(Shape::kOpenFour), 1);
  add_counts(t, shape_threat(Shape::kDoubleFour), 1);
  const double prior = std::log1p(static_cast<double>(potential(t)));
  for (int table = 0; table < 4; ++table) {
    ASSERT_FALSE(listed[static_cast<std::size_t>(table * kPatternKeys + canonical)]);
    const double share = table % 2 == 0 ? 0.5 : 0.45;
    EXPECT_EQ(v[static_cast<std::size_t>(table)][static_cast<std::size_t>(rare)],
              std::lround(kPolicyScale * prior * share));
  }
}

TEST(Policy, NearTheLastMove) {
  const int last = rules::Point{7, 7}.index();
  EXPECT_EQ(near_last_value(rules::Point{8, 8}.index(), last), kNearLast[1]);   // 1, on a line
  EXPECT_EQ(near_last_value(rules::Point{9, 8}.index(), last), kNearLast[2]);   // 2, off lines
  EXPECT_EQ(near_last_value(rules::Point{7, 10}.index(), last), kNearLast[5]);  // 3, on a line
  EXPECT_EQ(near_last_value(rules::Point{0, 1}.index(), last), kNearLast[8]);   // far, off lines
  EXPECT_EQ(near_last_value(rules::Point{0, 0}.index(), last), kNearLast[9]);   // far, on a line
  EXPECT_EQ(near_last_value(rules::Point{0, 0}.index(), kNoMove), 0);
  // The per-node rows the search reads say the same for every point.
  for (int p = 0; p < rules::kCells; ++p)
    EXPECT_EQ(near_last_values(last)[static_cast<std::size_t>(p)], near_last_value(p, last));
}

}  // namespace
}  // namespace renju::ai
