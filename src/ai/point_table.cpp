// Builds the point entries of point_table.hpp from the shape counts and the pattern and policy
// tables, once.
#include "ai/point_table.hpp"

#include <memory>

#include "ai/patterns.hpp"
#include "ai/policy.hpp"
#include "ai/weights.hpp"

namespace renju::ai {
namespace {

using Entries = std::array<std::array<PointEntry, kPatternKeys>, 2>;

std::uint8_t marks_of(const Threat& t, int colour) {
  const bool on[kMarks] = {t.five > 0,
                           t.four > 0,
                           t.open_four > 0 || t.four >= 2,
                           t.open_four > 0,
                           t.open_three > 0 || t.four > 0,
                           colour == 0 && t.maybe_forbidden()};
  std::uint8_t mask = 0;
  for (int m = 0; m < kMarks; ++m)
    if (on[m]) mask = static_cast<std::uint8_t>(mask | (1u << m));
  return mask;
}

PackedCounts counts_of(int key, const Threat& t) {
  PackedCounts c;
  for (Shape s : pattern_shapes(key)) {
    const auto v = static_cast<int>(s);
    if (v >= static_cast<int>(Shape::kOne) && v <= static_cast<int>(Shape::kOpenFour))
      c.increment(v - 1);
  }
  const auto made = combos_of(t);
  for (int k = 0; k < kCombos; ++k)
    if (made[static_cast<std::size_t>(k)]) c.increment(8 + k);
  return c;
}

const Entries& entries() {
  static const std::unique_ptr<Entries> built = [] {
    auto out = std::make_unique<Entries>();  // 1.9 MB: on the heap
    const PatternValues& worth = pattern_values();
    const PolicyValues& order = policy_values();
    for (int colour = 0; colour < 2; ++colour) {
      for (int key = 0; key < kPatternKeys; ++key) {
        Threat t;
        for (Shape s : pattern_shapes(key)) add_counts(t, shape_threat(s), 1);
        const auto k = static_cast<std::size_t>(key);
        t.weight = worth[static_cast<std::size_t>(pattern_table(colour, true))][k];
        t.guard = worth[static_cast<std::size_t>(pattern_table(colour, false))][k];
        t.attack = order[static_cast<std::size_t>(policy_table(colour, true))][k];
        t.block = order[static_cast<std::size_t>(policy_table(colour, false))][k];
        PointEntry& e = (*out)[static_cast<std::size_t>(colour)][k];
        e.threat = t;
        e.counts = counts_of(key, t);
        e.potential = potential(t);
        e.marks = marks_of(t, colour);
      }
    }
    return out;
  }();
  return *built;
}

}  // namespace

const PointEntry* point_entries(int colour) {
  return entries()[static_cast<std::size_t>(colour)].data();
}

}  // namespace renju::ai
