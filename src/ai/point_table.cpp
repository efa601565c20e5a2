// Builds the point summaries of point_table.hpp from the shape counts and the pattern and
// policy tables, once.
#include "ai/point_table.hpp"

#include <memory>

#include "ai/patterns.hpp"
#include "ai/policy.hpp"

namespace renju::ai {
namespace {

using Table = std::array<std::array<Threat, kPatternKeys>, 2>;
using Potentials = std::array<std::array<int, kPatternKeys>, 2>;

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

const Potentials& potentials() {
  static const std::unique_ptr<Potentials> built = [] {
    auto out = std::make_unique<Potentials>();
    for (int colour = 0; colour < 2; ++colour)
      for (int key = 0; key < kPatternKeys; ++key)
        (*out)[static_cast<std::size_t>(colour)][static_cast<std::size_t>(key)] =
            potential(point_threats(colour)[key]);
    return out;
  }();
  return *built;
}

}  // namespace

const int* point_potentials(int colour) {
  return potentials()[static_cast<std::size_t>(colour)].data();
}

const Threat* point_threats(int colour) {
  return table()[static_cast<std::size_t>(colour)].data();
}

}  // namespace renju::ai
