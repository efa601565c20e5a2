// The 26 canonical openings. Names and numbers follow the RIF's classification as given in
// "Renju opening pattern" (Wikipedia; see docs/rules.md); stone 3 of each is read off its
// diagrams, with stone 1 at h8 and stone 2 above it (direct) or above and to the right (indirect).
// Stones are told apart by their order: 2I and 2D, for one, are the same three stones with the
// two black ones exchanged, so an unordered position cannot name its opening.
#include "openings/canonical.hpp"

#include <array>

#include "rules/symmetry.hpp"

namespace renju::openings {

namespace {

using rules::Point;

constexpr Point at(int dx, int dy) {
  return Point{rules::kCentre.x + dx, rules::kCentre.y + dy};
}

constexpr std::array<CanonicalOpening, 26> kOpenings{{
    {"1D", "Kansei", "寒星", at(0, 2)},      {"2D", "Keigetsu", "渓月", at(1, 2)},
    {"3D", "Sosei", "疎星", at(2, 2)},       {"4D", "Kagetsu", "花月", at(1, 1)},
    {"5D", "Zangetsu", "残月", at(2, 1)},    {"6D", "Ugetsu", "雨月", at(1, 0)},
    {"7D", "Kinsei", "金星", at(2, 0)},      {"8D", "Shogetsu", "松月", at(0, -1)},
    {"9D", "Kyugetsu", "丘月", at(1, -1)},   {"10D", "Shingetsu", "新月", at(2, -1)},
    {"11D", "Zuisei", "瑞星", at(0, -2)},    {"12D", "Sangetsu", "山月", at(1, -2)},
    {"13D", "Yusei", "遊星", at(2, -2)},     {"1I", "Chosei", "長星", at(2, 2)},
    {"2I", "Kyogetsu", "峡月", at(2, 1)},    {"3I", "Kosei", "恒星", at(2, 0)},
    {"4I", "Suigetsu", "水月", at(2, -1)},   {"5I", "Ryusei", "流星", at(2, -2)},
    {"6I", "Ungetsu", "雲月", at(1, 0)},     {"7I", "Hogetsu", "浦月", at(1, -1)},
    {"8I", "Rangetsu", "嵐月", at(1, -2)},   {"9I", "Gingetsu", "銀月", at(0, -1)},
    {"10I", "Myojo", "明星", at(0, -2)},     {"11I", "Shagetsu", "斜月", at(-1, -1)},
    {"12I", "Meigetsu", "名月", at(-1, -2)}, {"13I", "Suisei", "彗星", at(-2, -2)},
}};

Point offset(Point from, Point to) {
  return Point{to.x - from.x, to.y - from.y};
}

// A vector between stones turned by symmetry k (the symmetries act about h8).
Point turned(Point v, int k) {
  Point p = rules::transform(Point{rules::kCentre.x + v.x, rules::kCentre.y + v.y}, k);
  return offset(rules::kCentre, p);
}

}  // namespace

std::span<const CanonicalOpening> canonical_openings() {
  return kOpenings;
}

const CanonicalOpening* recognise_opening(std::span<const rules::Point> first_three) {
  if (first_three.size() != 3) return nullptr;
  const Point second = offset(first_three[0], first_three[1]);
  const Point third = offset(first_three[0], first_three[2]);
  for (int k = 0; k < 8; ++k) {
    const Point s = turned(second, k);
    const bool direct = s == Point{0, 1};
    if (!direct && !(s == Point{1, 1})) continue;
    const Point t = turned(third, k);
    for (const CanonicalOpening& o : kOpenings) {
      if (o.direct() == direct && offset(rules::kCentre, o.third) == t) return &o;
    }
  }
  return nullptr;
}

}  // namespace renju::openings
