// The 26 canonical Renju openings (stones 1–3: Black at the centre, White next to it, Black in
// the central 5×5) with their traditional names, and recognising one under the 8 symmetries.
#pragma once

#include <optional>
#include <span>
#include <string_view>

#include "rules/board.hpp"

namespace renju::openings {

struct CanonicalOpening {
  std::string_view code;   // "1D" … "13D" (direct), "1I" … "13I" (indirect)
  std::string_view name;   // the traditional Japanese name in romaji: "Kansei", "Kagetsu", …
  std::string_view kanji;  // 寒星, 花月, …
  rules::Point third;      // stone 3 with stone 1 at h8 and stone 2 at h9 (direct) or i9
  bool direct() const { return code.back() == 'D'; }
};

// The 26 in their traditional order: 1D–13D, then 1I–13I.
std::span<const CanonicalOpening> canonical_openings();

// The opening that the first three moves of a game make (stones 1–3 in order: Black, White,
// Black), equal to one of the 26 under the 8 symmetries and translation (stone 1 need not be at
// h8); nullptr when they make none, or when fewer than three are given.
const CanonicalOpening* recognise_opening(std::span<const rules::Point> first_three);

}  // namespace renju::openings
