// Builds the point summaries of point_table.hpp from the shape counts and the pattern and
// policy tables, once.
#include "ai/point_table.hpp"

#include <memory>

#include "ai/patterns.hpp"
#include "ai/policy.hpp"
#include "ai/weights.hpp"

namespace renju::ai {
namespace {

using Table = std::array<std::array<Threat, kPatternKeys>, 2>;
using Potentials = std::array<std::array<int, kPatternKeys>, 2>;
using Marks = std::array<std::array<std::uint8_t, kPatternKeys>, 2>;
using Counts = std::array<std::array<PackedCounts, kPatternKeys>, 2>;

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

const Table& table() {
  static const std::unique_ptr<Table> built = [] {
    auto out = std::make_unique<Table>();  // 468 KB: on the heap
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
        (*out)[static_cast<std::size_t>(colour)][k] = t;
      }
    }
    return out;
  }();
  return *built;
}

// A table derived from point_threats(): derive(summary, colour) for every key of both colours.
template <typename T, typename Derive>
std::unique_ptr<std::array<std::array<T, kPatternKeys>, 2>> derived(Derive derive) {
  auto out = std::make_unique<std::array<std::array<T, kPatternKeys>, 2>>();
  for (int colour = 0; colour < 2; ++colour)
    for (int key = 0; key < kPatternKeys; ++key)
      (*out)[static_cast<std::size_t>(colour)][static_cast<std::size_t>(key)] =
          derive(point_threats(colour)[key], colour);
  return out;
}

const Potentials& potentials() {
  static const auto built = derived<int>([](const Threat& t, int) { return potential(t); });
  return *built;
}

const Marks& marks() {
  static const auto built = derived<std::uint8_t>(marks_of);
  return *built;
}

const Counts& counts() {
  static const std::unique_ptr<Counts> built = [] {
    auto out = std::make_unique<Counts>();  // 937 KB: on the heap
    for (int colour = 0; colour < 2; ++colour) {
      for (int key = 0; key < kPatternKeys; ++key) {
        PackedCounts& c = (*out)[static_cast<std::size_t>(colour)][static_cast<std::size_t>(key)];
        for (Shape s : pattern_shapes(key)) {
          const auto v = static_cast<int>(s);
          if (v >= static_cast<int>(Shape::kOne) && v <= static_cast<int>(Shape::kOpenFour))
            c.increment(v - 1);
        }
        const auto made = combos_of(point_threats(colour)[key]);
        for (int k = 0; k < kCombos; ++k)
          if (made[static_cast<std::size_t>(k)]) c.increment(8 + k);
      }
    }
    return out;
  }();
  return *built;
}

}  // namespace

const PackedCounts* point_counts(int colour) {
  return counts()[static_cast<std::size_t>(colour)].data();
}

const std::uint8_t* point_marks(int colour) {
  return marks()[static_cast<std::size_t>(colour)].data();
}

const int* point_potentials(int colour) {
  return potentials()[static_cast<std::size_t>(colour)].data();
}

const Threat* point_threats(int colour) {
  return table()[static_cast<std::size_t>(colour)].data();
}

}  // namespace renju::ai
