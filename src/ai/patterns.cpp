// Builds the point patterns' worth tables (patterns.hpp): the additive model of weights.hpp for
// every key, plus the fitted corrections of pattern_weights.hpp for every order of their shapes.
#include "ai/patterns.hpp"

#include <algorithm>
#include <memory>
#include <vector>

#include "ai/pattern_weights.hpp"
#include "ai/position.hpp"
#include "ai/weights.hpp"

namespace renju::ai {
namespace {

int additive(const std::array<Shape, 4>& shapes, bool own) {
  Threat t;
  int v = 0;
  for (Shape s : shapes) {
    add_counts(t, shape_threat(s), 1);
    v += own ? own_line_weight(s) : opp_line_weight(s);
  }
  return v + combo_value(t, own ? kOwnCombo : kOppCombo);
}

}  // namespace

std::array<Shape, 4> pattern_shapes(int key) {
  std::array<Shape, 4> s{};
  for (int d = 3; d >= 0; --d) {
    s[static_cast<std::size_t>(d)] = static_cast<Shape>(key % kShapeCount);
    key /= kShapeCount;
  }
  return s;
}

int canonical_pattern(int key) {
  std::array<Shape, 4> s = pattern_shapes(key);
  std::sort(s.begin(), s.end(), [](Shape a, Shape b) { return a > b; });
  return pattern_key(s[0], s[1], s[2], s[3]);
}

const PatternValues& pattern_values() {
  static const std::unique_ptr<PatternValues> values = [] {
    auto v = std::make_unique<PatternValues>();
    // Indexed by table * kPatternKeys + canonical key (on the heap: 234 KB).
    std::vector<int> correction(4 * kPatternKeys, 0);
    for (const PatternCorrection& c : kPatternCorrections)
      correction[static_cast<std::size_t>(c.table * kPatternKeys + c.key)] = c.value;
    for (int key = 0; key < kPatternKeys; ++key) {
      const auto shapes = pattern_shapes(key);
      const auto canonical = static_cast<std::size_t>(canonical_pattern(key));
      for (int table = 0; table < 4; ++table) {
        const bool own = table % 2 == 0;
        const int worth = additive(shapes, own) +
                          correction[static_cast<std::size_t>(table * kPatternKeys) + canonical];
        (*v)[static_cast<std::size_t>(table)][static_cast<std::size_t>(key)] =
            static_cast<std::int16_t>(std::clamp(worth, -32000, 32000));
      }
    }
    return v;
  }();
  return *values;
}

}  // namespace renju::ai
