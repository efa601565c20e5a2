// The fitted corrections of the evaluation's point patterns (src/ai/patterns.hpp), written by
// bench/fit_eval.py from game results (docs/engine-search.md, "Point patterns"): per table (colour
// and role, pattern_table()) and canonical pattern, what the fit adds to the additive model's
// worth. Patterns not listed keep the additive worth.
#pragma once

#include <array>
#include <cstdint>

namespace renju::ai {

struct PatternCorrection {
  std::uint8_t table;  // pattern_table(colour, own)
  std::int16_t key;    // canonical_pattern()
  std::int16_t value;  // added to the point's worth, in the evaluation's units
};

inline constexpr std::array<PatternCorrection, 0> kPatternCorrections{};

}  // namespace renju::ai
