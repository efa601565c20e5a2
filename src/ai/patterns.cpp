// Builds the point patterns' worth tables (patterns.hpp): the additive model of weights.hpp for
// every key, plus the fitted corrections of pattern_weights.hpp for every order of their shapes.
#include "ai/patterns.hpp"

#include <algorithm>
#include <memory>

#include "ai/pattern_weights.hpp"
#include "ai/position.hpp"
#include "ai/weights.hpp"

namespace renju::ai {
namespace {

std::array<Shape, 4> shapes_of_key(int key) {
  std::array<Shape, 4> s{};
  for (int d = 3; d >= 0; --d) {
    s[static_cast<std::size_t>(d)] = static_cast<Shape>(key % kShapeCount);
    key /= kShapeCount;
  }
  return s;
}

int additive(const std::array<Shape, 4>& shapes, bool own) {
  Threat t;
  int v = 0;
  for (Shape s : shapes) {
    const Threat d = shape_threat(s);
    t.five = static_cast<std::uint8_t>(t.five + d.five);
    t.overline = static_cast<std::uint8_t>(t.overline + d.overline);
    t.open_four = static_cast<std::uint8_t>(t.open_four + d.open_four);
    t.four = static_cast<std::uint8_t>(t.four + d.four);
    t.open_three = static_cast<std::uint8_t>(t.open_three + d.open_three);
    t.three = static_cast<std::uint8_t>(t.three + d.three);
    t.open_two = static_cast<std::uint8_t>(t.open_two + d.open_two);
    t.two = static_cast<std::uint8_t>(t.two + d.two);
    v += own ? own_line_weight(s) : opp_line_weight(s);
  }
  return v + combo_value(t, own ? kOwnCombo : kOppCombo);
}

}  // namespace

int canonical_pattern(int key) {
  std::array<Shape, 4> s = shapes_of_key(key);
  std::sort(s.begin(), s.end(), [](Shape a, Shape b) { return a > b; });
  return pattern_key(s[0], s[1], s[2], s[3]);
}

const PatternValues& pattern_values() {
  static const std::unique_ptr<PatternValues> values = [] {
    auto v = std::make_unique<PatternValues>();
    std::array<std::array<int, kPatternKeys>, 4> correction{};
    for (const PatternCorrection& c : kPatternCorrections)
      correction[c.table][static_cast<std::size_t>(c.key)] = c.value;
    for (int key = 0; key < kPatternKeys; ++key) {
      const auto shapes = shapes_of_key(key);
      const auto canonical = static_cast<std::size_t>(canonical_pattern(key));
      for (int table = 0; table < 4; ++table) {
        const bool own = table % 2 == 0;
        const int worth =
            additive(shapes, own) + correction[static_cast<std::size_t>(table)][canonical];
        (*v)[static_cast<std::size_t>(table)][static_cast<std::size_t>(key)] =
            static_cast<std::int16_t>(std::clamp(worth, -32000, 32000));
      }
    }
    return v;
  }();
  return *values;
}

}  // namespace renju::ai
