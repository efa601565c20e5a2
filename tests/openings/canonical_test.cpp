// The 26 canonical openings: each recognised under all 8 symmetries and translations, distinct,
// the whole set of third stones covered, and positions one point off refused.
#include <gtest/gtest.h>

#include <set>

#include "openings/canonical.hpp"
#include "rules/notation.hpp"
#include "rules/symmetry.hpp"

namespace renju::openings {
namespace {

using rules::Color;
using rules::Point;

Point pt(std::string_view s) {
  return std::get<Point>(rules::parse_point(s));
}

using Moves = std::vector<Point>;

Moves opening_board(Point second, Point third) {
  return {rules::kCentre, second, third};
}

const CanonicalOpening* recognise(const Moves& m) {
  return recognise_opening(m);
}

Moves transformed(const Moves& m, int k) {
  Moves out;
  for (Point p : m) out.push_back(rules::transform(p, k));
  return out;
}

Moves shifted(const Moves& m, int dx, int dy) {
  Moves out;
  for (Point p : m) out.push_back(Point{p.x + dx, p.y + dy});
  return out;
}

TEST(Canonical, TwentySixWithDistinctNames) {
  auto all = canonical_openings();
  ASSERT_EQ(all.size(), 26u);
  std::set<std::string_view> names, codes;
  int direct = 0;
  for (const auto& o : all) {
    names.insert(o.name);
    codes.insert(o.code);
    direct += o.direct() ? 1 : 0;
  }
  EXPECT_EQ(names.size(), 26u);
  EXPECT_EQ(codes.size(), 26u);
  EXPECT_EQ(direct, 13);
  EXPECT_EQ(all[3].name, "Kagetsu");
  EXPECT_EQ(all[3].third, pt("i9"));
  EXPECT_EQ(all[25].name, "Suisei");
  EXPECT_EQ(all[25].third, pt("f6"));
}

// The sparring set (/work/shared/sparring/openings-26.txt) lists the same 26 positions.
TEST(Canonical, SparringListIsTheSameSet) {
  const char* lines[] = {"h9 j10", "h9 i10", "h9 h10", "h9 j9",  "h9 i9", "h9 j8", "h9 i8",
                         "h9 j7",  "h9 i7",  "h9 h7",  "h9 j6",  "h9 i6", "h9 h6", "i9 j6",
                         "i9 j7",  "i9 j8",  "i9 j9",  "i9 j10", "i9 i6", "i9 i7", "i9 i8",
                         "i9 h6",  "i9 h7",  "i9 g6",  "i9 g7",  "i9 f6"};
  std::set<std::string_view> seen;
  for (const char* line : lines) {
    std::string_view l(line);
    const CanonicalOpening* o = recognise(opening_board(pt(l.substr(0, 2)), pt(l.substr(3))));
    ASSERT_NE(o, nullptr) << line;
    seen.insert(o->code);
  }
  EXPECT_EQ(seen.size(), 26u);
}

TEST(Canonical, RecognisedUnderAllSymmetriesAndTranslations) {
  for (const auto& o : canonical_openings()) {
    Moves b = opening_board(o.direct() ? pt("h9") : pt("i9"), o.third);
    for (int k = 0; k < 8; ++k) {
      Moves t = transformed(b, k);
      const CanonicalOpening* got = recognise(t);
      ASSERT_NE(got, nullptr) << o.code << " symmetry " << k;
      EXPECT_EQ(got->code, o.code) << "symmetry " << k;
      const CanonicalOpening* moved = recognise(shifted(t, -3, 4));
      ASSERT_NE(moved, nullptr);
      EXPECT_EQ(moved->code, o.code);
    }
  }
}

// With stones 1 and 2 down, every free point of the 5×5 is one of the 26, and the direct and
// indirect families each meet all 13 of theirs.
TEST(Canonical, EveryThirdStoneInTheFiveByFiveIsOne) {
  for (Point second : {pt("h9"), pt("i9"), pt("g8"), pt("g7")}) {
    std::set<std::string_view> seen;
    for (int x = 5; x <= 9; ++x) {
      for (int y = 5; y <= 9; ++y) {
        Point p{x, y};
        if (p == rules::kCentre || p == second) continue;
        const CanonicalOpening* o = recognise(opening_board(second, p));
        ASSERT_NE(o, nullptr) << rules::to_string(second) << " " << rules::to_string(p);
        seen.insert(o->code);
      }
    }
    EXPECT_EQ(seen.size(), 13u) << rules::to_string(second);
  }
}

TEST(Canonical, OffByOnePointIsRefused) {
  // Stone 3 one step outside the 5×5, stone 2 one step away from stone 1.
  EXPECT_EQ(recognise(opening_board(pt("h9"), pt("h11"))), nullptr);
  EXPECT_EQ(recognise(opening_board(pt("h9"), pt("k10"))), nullptr);
  EXPECT_EQ(recognise(opening_board(pt("h10"), pt("i9"))), nullptr);
  EXPECT_EQ(recognise(opening_board(pt("j10"), pt("i8"))), nullptr);
  // The order names it: the same stones with the black ones exchanged are another opening.
  EXPECT_EQ(recognise({pt("h8"), pt("i9"), pt("j9")})->code, "2I");
  EXPECT_EQ(recognise({pt("j9"), pt("i9"), pt("h8")})->code, "2D");
  EXPECT_EQ(recognise({pt("h8"), pt("h9")}), nullptr);
  EXPECT_EQ(recognise({pt("h8"), pt("h9"), pt("i9"), pt("a1")}), nullptr);
}

}  // namespace
}  // namespace renju::openings
