// The point patterns' worth tables (src/ai/patterns.hpp): the same four shapes in any order are
// one pattern, a pattern the fit did not list is worth its lines' weights, and a listed one
// gets its correction on top.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>

#include "ai/pattern_weights.hpp"
#include "ai/patterns.hpp"
#include "ai/weights.hpp"

namespace renju::ai {
namespace {

int correction(int table, int key) {
  for (const PatternCorrection& c : kPatternCorrections)
    if (c.table == table && c.key == key) return c.value;
  return 0;
}

TEST(Patterns, TheOrderOfTheLinesDoesNotMatter) {
  const PatternValues& v = pattern_values();
  const std::array<std::array<Shape, 4>, 3> samples{{
      {Shape::kOpenThree, Shape::kTwo, Shape::kNone, Shape::kOne},
      {Shape::kFour, Shape::kOpenTwo, Shape::kOpenTwo, Shape::kThree},
      {Shape::kOne, Shape::kOne, Shape::kTwo, Shape::kOpenThree},
  }};
  for (auto s : samples) {
    std::sort(s.begin(), s.end());
    const int canonical = canonical_pattern(pattern_key(s[0], s[1], s[2], s[3]));
    do {
      const int key = pattern_key(s[0], s[1], s[2], s[3]);
      EXPECT_EQ(canonical_pattern(key), canonical);
      for (std::size_t t = 0; t < 4; ++t)
        EXPECT_EQ(v[t][static_cast<std::size_t>(key)], v[t][static_cast<std::size_t>(canonical)]);
    } while (std::next_permutation(s.begin(), s.end()));
  }
}

TEST(Patterns, ALineAloneIsWorthItsWeightPlusItsCorrection) {
  const PatternValues& v = pattern_values();
  for (int s = 0; s <= static_cast<int>(Shape::kOpenFour); ++s) {
    const auto shape = static_cast<Shape>(s);
    const int key = pattern_key(shape, Shape::kNone, Shape::kNone, Shape::kNone);
    for (int colour = 0; colour < 2; ++colour) {
      for (bool own : {true, false}) {
        const int table = pattern_table(colour, own);
        const int line = own ? own_line_weight(shape) : opp_line_weight(shape);
        const int fix = correction(table, canonical_pattern(key));
        EXPECT_EQ(v[static_cast<std::size_t>(table)][static_cast<std::size_t>(key)], line + fix)
            << "shape " << s << " table " << table;
      }
    }
  }
}

}  // namespace
}  // namespace renju::ai
