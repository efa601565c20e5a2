// Builds the move order's tables (policy.hpp): the fitted values of policy_weights.hpp for every
// order of their patterns' shapes, the hand-set worth's logarithm for patterns the fit never saw.
#include "ai/policy.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <memory>
#include <vector>

#include "ai/policy_weights.hpp"

namespace renju::ai {
namespace {

// The hand-set order as a logit, the fit's starting point (bench/fit_policy.py).
constexpr double kPriorAttack = 0.5, kPriorBlock = 0.45;

Threat counts_of_key(int key) {
  Threat t;
  for (Shape s : pattern_shapes(key)) add_counts(t, shape_threat(s), 1);
  return t;
}

}  // namespace

int potential(const Threat& t) {
  if (t.five > 0) return 1 << 22;
  if (t.open_four > 0 || t.four >= 2) return 1 << 19;
  if (t.four > 0 && t.open_three > 0) return 1 << 17;
  if (t.open_three >= 2) return 1 << 15;
  return t.four * 1000 + t.open_three * 900 + t.three * 160 + t.open_two * 130 + t.two * 25;
}

const PolicyValues& policy_values() {
  static const std::unique_ptr<PolicyValues> values = [] {
    auto v = std::make_unique<PolicyValues>();
    std::vector<int> fitted(4 * kPatternKeys, -1 << 20);  // by table and canonical key
    for (const PolicyWeight& w : kPolicyWeights)
      fitted[static_cast<std::size_t>(w.table * kPatternKeys + w.key)] = w.value;
    for (int key = 0; key < kPatternKeys; ++key) {
      const double prior = std::log1p(static_cast<double>(potential(counts_of_key(key))));
      const auto canonical = static_cast<std::size_t>(canonical_pattern(key));
      for (int table = 0; table < 4; ++table) {
        int value = fitted[static_cast<std::size_t>(table * kPatternKeys) + canonical];
        if (value == -1 << 20)
          value = static_cast<int>(
              std::lround(kPolicyScale * prior * (table % 2 == 0 ? kPriorAttack : kPriorBlock)));
        (*v)[static_cast<std::size_t>(table)][static_cast<std::size_t>(key)] =
            static_cast<std::int16_t>(std::clamp(value, -32000, 32000));
      }
    }
    return v;
  }();
  return *values;
}

namespace {
// Column and row of every point, so that near_last_value() divides nothing.
struct Coordinates {
  std::array<std::int8_t, rules::kCells> x{}, y{};
  constexpr Coordinates() {
    for (int i = 0; i < rules::kCells; ++i) {
      x[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(i % rules::kSize);
      y[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(i / rules::kSize);
    }
  }
};
constexpr Coordinates kCoordinates;
}  // namespace

int near_last_value(int point, int last) {
  // The last move's own point is never a candidate after it: 0, as for no last move.
  if (last == kNoMove || point == last) return 0;
  const auto p = static_cast<std::size_t>(point), l = static_cast<std::size_t>(last);
  const int dx = std::abs(kCoordinates.x[p] - kCoordinates.x[l]);
  const int dy = std::abs(kCoordinates.y[p] - kCoordinates.y[l]);
  const int dist = std::min(std::max(dx, dy), 5) - 1;
  const bool aligned = dx == 0 || dy == 0 || dx == dy;
  return kNearLast[static_cast<std::size_t>(dist * 2 + (aligned ? 1 : 0))];
}

const std::array<std::int16_t, rules::kCells>& near_last_values(int last) {
  using Row = std::array<std::int16_t, rules::kCells>;
  static const std::unique_ptr<std::array<Row, rules::kCells>> table = [] {
    auto t = std::make_unique<std::array<Row, rules::kCells>>();
    for (int l = 0; l < rules::kCells; ++l)
      for (int p = 0; p < rules::kCells; ++p)
        (*t)[static_cast<std::size_t>(l)][static_cast<std::size_t>(p)] =
            static_cast<std::int16_t>(near_last_value(p, l));
    return t;
  }();
  return (*table)[static_cast<std::size_t>(last)];
}

}  // namespace renju::ai
