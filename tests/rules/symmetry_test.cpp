// Symmetry properties: the forbidden set follows the 8 board symmetries, and the canonical form is
// invariant under rotation, reflection and translation and tells different shapes apart.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "rules/diagram.hpp"
#include "rules/reference.hpp"
#include "rules/symmetry.hpp"

namespace renju::testing {
namespace {

using rules::Stone;

Board play(const std::vector<Point>& moves) {
  Board b;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    b.set(moves[i], i % 2 == 0 ? Color::kBlack : Color::kWhite);
  }
  return b;
}

TEST(Symmetry, TransformsArePermutationsFixingTheCentre) {
  for (int k = 0; k < 8; ++k) {
    std::set<int> images;
    for (int i = 0; i < rules::kCells; ++i) {
      Point q = rules::transform(Point::from_index(i), k);
      ASSERT_TRUE(q.on_board());
      images.insert(q.index());
    }
    EXPECT_EQ(images.size(), static_cast<std::size_t>(rules::kCells)) << "symmetry " << k;
    EXPECT_EQ(rules::transform(rules::kCentre, k), rules::kCentre);
  }
  // The eight images of an asymmetric point are all different.
  std::set<int> of_c2;
  for (int k = 0; k < 8; ++k) of_c2.insert(rules::transform(Point{2, 1}, k).index());
  EXPECT_EQ(of_c2.size(), 8u);
}

TEST(Symmetry, ForbiddenSetFollowsEverySymmetry) {
  int compared = 0;
  int forbidden = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    auto game = rules::reference::random_game(seed, 40, 4);
    Board b = play(game);
    auto base = rules::forbidden_points(b);
    forbidden += static_cast<int>(base.size());
    for (int k = 1; k < 8; ++k) {
      Board image = rules::transform(b, k);
      std::vector<ForbiddenPoint> expected = base;
      for (auto& f : expected) f.at = rules::transform(f.at, k);
      std::sort(expected.begin(), expected.end(), [](const auto& x, const auto& y) {
        return x.at.x != y.at.x ? x.at.x < y.at.x : x.at.y < y.at.y;
      });
      auto found = rules::forbidden_points(image);
      EXPECT_EQ(describe(found), describe(expected)) << "seed " << seed << " symmetry " << k << "\n"
                                                     << render_diagram(image, found);
      ++compared;
    }
  }
  EXPECT_GT(forbidden, 60) << "positions too sparse to test anything";
}

// Independent of rules::transform: rotate by quarter turns and mirror with plain formulas, then
// shift to the origin. Two sets are equivalent when some image of one equals the other.
std::set<std::pair<std::pair<int, int>, int>> normalised(const std::vector<Stone>& s) {
  int mx = 1000, my = 1000;
  for (const auto& st : s) mx = std::min(mx, st.at.x), my = std::min(my, st.at.y);
  std::set<std::pair<std::pair<int, int>, int>> out;
  for (const auto& st : s) out.insert({{st.at.x - mx, st.at.y - my}, static_cast<int>(st.color)});
  return out;
}

bool equivalent(const std::vector<Stone>& a, const std::vector<Stone>& b) {
  auto target = normalised(b);
  std::vector<Stone> img = a;
  for (int mirror = 0; mirror < 2; ++mirror) {
    for (int turn = 0; turn < 4; ++turn) {
      if (normalised(img) == target) return true;
      for (auto& st : img) st.at = Point{st.at.y, -st.at.x};
    }
    for (auto& st : img) st.at.x = -st.at.x;
  }
  return false;
}

std::vector<Stone> random_shape(std::mt19937& rng, int stones, int box) {
  std::set<int> used;
  std::vector<Stone> out;
  while (static_cast<int>(out.size()) < stones) {
    Point p{static_cast<int>(rng() % box), static_cast<int>(rng() % box)};
    if (!used.insert(p.index()).second) continue;
    out.push_back({p, rng() % 2 ? Color::kBlack : Color::kWhite});
  }
  return out;
}

TEST(Symmetry, CanonicalFormIgnoresRotationReflectionAndTranslation) {
  std::mt19937 rng(7);
  for (int round = 0; round < 300; ++round) {
    auto shape = random_shape(rng, 1 + round % 6, 5);
    auto canon = rules::canonical_form(shape);
    for (int k = 0; k < 8; ++k) {
      int dx = static_cast<int>(rng() % 6), dy = static_cast<int>(rng() % 6);
      std::vector<Stone> moved = shape;
      for (auto& st : moved) {
        st.at = rules::transform(st.at, k);
      }
      // Translate the image so it stays on the board but sits somewhere else.
      int mx = 99, my = 99;
      for (const auto& st : moved) mx = std::min(mx, st.at.x), my = std::min(my, st.at.y);
      for (auto& st : moved) st.at = Point{st.at.x - mx + dx, st.at.y - my + dy};
      std::reverse(moved.begin(), moved.end());
      EXPECT_EQ(rules::canonical_form(moved), canon) << "round " << round << " symmetry " << k;
    }
  }
}

TEST(Symmetry, CanonicalFormSeparatesExactlyTheInequivalentShapes) {
  // Small random shapes collide often; the canonical forms must be equal exactly when the
  // independent brute-force check finds a symmetry mapping one onto the other.
  std::mt19937 rng(11);
  int same = 0, different = 0;
  for (int round = 0; round < 4000; ++round) {
    int n = 2 + round % 3;
    auto a = random_shape(rng, n, 3);
    auto b = random_shape(rng, n, 3);
    bool eq = equivalent(a, b);
    (eq ? same : different)++;
    EXPECT_EQ(rules::canonical_form(a) == rules::canonical_form(b), eq) << "round " << round;
  }
  EXPECT_GT(same, 100);
  EXPECT_GT(different, 100);
}

TEST(Symmetry, CanonicalFormOfNamedShapes) {
  auto shape = [](std::string_view text) {
    return rules::canonical_form(parse_diagram(text).board);
  };
  // An L of three black stones and its mirror image are the same shape; a straight three is not.
  constexpr std::string_view kL = R"(
...............
...............
...............
...............
...............
...............
.......X.......
.......X.......
.......XX......
...............
...............
...............
...............
...............
...............
)";
  constexpr std::string_view kMirroredLInCorner = R"(
.............XX
..............X
..............X
...............
...............
...............
...............
...............
...............
...............
...............
...............
...............
...............
...............
)";
  constexpr std::string_view kStraight = R"(
...............
...............
...............
...............
...............
...............
...............
...............
...............
...............
...............
...............
...............
...............
XXX............
)";
  constexpr std::string_view kLWithWhiteCorner = R"(
...............
...............
...............
...............
...............
...............
.......X.......
.......X.......
.......OX......
...............
...............
...............
...............
...............
...............
)";
  EXPECT_EQ(shape(kL), shape(kMirroredLInCorner));
  EXPECT_NE(shape(kL), shape(kStraight));
  EXPECT_NE(shape(kL), shape(kLWithWhiteCorner));
}

}  // namespace
}  // namespace renju::testing
