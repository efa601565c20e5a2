// Differential test: the fast forbidden-move judge against the reference judge over many random
// legal positions (fixed seeds). RENJU_DIFF_POSITIONS=N asks for a larger run.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <iostream>
#include <random>

#include "rules/diagram.hpp"
#include "rules/reference.hpp"

namespace renju::testing {
namespace {

constexpr std::size_t kSampled = 8;  // points per position besides each game's last

long positions_wanted() {
  if (const char* env = std::getenv("RENJU_DIFF_POSITIONS")) {
    long n = std::strtol(env, nullptr, 10);
    if (n > 0) return n;
  }
  return 100000;
}

// A random legal game (same rules as reference::random_game) played in a 7x7 square that touches
// an edge or sits in a corner: the 8 squares are the corners and edge middles of the board.
std::vector<Point> edge_game(std::uint64_t seed) {
  static constexpr std::array<Point, 8> kAnchors{Point{0, 0}, Point{8, 0}, Point{0, 8},
                                                 Point{8, 8}, Point{4, 0}, Point{0, 4},
                                                 Point{8, 4}, Point{4, 8}};
  std::mt19937_64 rng(seed * 7919);
  Point anchor = kAnchors[seed / 5 % kAnchors.size()];
  Board b;
  std::vector<Point> game;
  for (int ply = 0; ply < 60; ++ply) {
    Color c = ply % 2 == 0 ? Color::kBlack : Color::kWhite;
    bool placed = false;
    for (int attempt = 0; attempt < 64 && !placed; ++attempt) {
      Point p{anchor.x + static_cast<int>(rng() % 7), anchor.y + static_cast<int>(rng() % 7)};
      if (!b.empty(p) || rules::makes_five(b, p, c)) continue;
      if (c == Color::kBlack && rules::reference::forbidden_reason(b, p) != Forbidden::kNone) {
        continue;
      }
      b.set(p, c);
      game.push_back(p);
      placed = true;
    }
    if (!placed) break;
  }
  return game;
}

TEST(Differential, FastJudgeAgreesWithReference) {
  const long wanted = positions_wanted();
  long positions = 0, points = 0, games = 0, mismatches = 0;
  std::array<long, 4> found{};  // by Forbidden value
  long on_edge = 0;             // forbidden points on the outermost lines
  for (std::uint64_t seed = 1; positions < wanted; ++seed) {
    // Vary the playing area: small squares give crowded boards full of forbidden points, larger
    // ones the sparser shapes of real games; every fifth game is crowded against an edge or into
    // a corner, where lines are cut short.
    int radius = 3 + static_cast<int>(seed % 4);
    auto game = seed % 5 == 0 ? edge_game(seed) : rules::reference::random_game(seed, 70, radius);
    ++games;
    Board b;
    std::mt19937 rng(static_cast<std::mt19937::result_type>(seed));
    for (std::size_t i = 0; i < game.size() && positions < wanted; ++i) {
      b.set(game[i], i % 2 == 0 ? Color::kBlack : Color::kWhite);
      ++positions;
      // Each game's last position is compared on every empty point; the others on a sample of
      // the points the last move reaches along its four lines, where verdicts change.
      std::vector<Point> targets;
      for (int k = 0; k < rules::kCells; ++k) {
        Point p = Point::from_index(k);
        if (!b.empty(p)) continue;
        int dx = p.x - game[i].x, dy = p.y - game[i].y;
        bool on_line = dx == 0 || dy == 0 || dx == dy || dx == -dy;
        if (i + 1 == game.size() || (on_line && std::abs(dx) <= 4 && std::abs(dy) <= 4)) {
          targets.push_back(p);
        }
      }
      // The whole-board scan (sliding windows) must agree with the single-point judge.
      std::vector<rules::ForbiddenPoint> scanned = rules::forbidden_points(b), pointwise;
      for (int x = 0; x < rules::kSize; ++x) {
        for (int y = 0; y < rules::kSize; ++y) {
          Forbidden f = b.empty({x, y}) ? rules::forbidden_reason(b, {x, y}) : Forbidden::kNone;
          if (f != Forbidden::kNone) pointwise.push_back({{x, y}, f});
        }
      }
      if (scanned != pointwise && ++mismatches <= 5) {
        ADD_FAILURE() << "seed " << seed << " after " << i + 1
                      << " moves: forbidden_points differs from forbidden_reason\n"
                      << render_diagram(b, {});
      }
      if (i + 1 < game.size()) {
        std::shuffle(targets.begin(), targets.end(), rng);
        targets.resize(std::min<std::size_t>(targets.size(), kSampled));
      }
      for (Point p : targets) {
        Forbidden fast = rules::forbidden_reason(b, p);
        Forbidden slow = rules::reference::forbidden_reason(b, p);
        ++points;
        ++found[static_cast<std::size_t>(slow)];
        bool edge = p.x == 0 || p.y == 0 || p.x == rules::kSize - 1 || p.y == rules::kSize - 1;
        on_edge += edge && slow != Forbidden::kNone;
        if (fast != slow && ++mismatches <= 5) {
          ADD_FAILURE() << "seed " << seed << " after " << i + 1 << " moves, at "
                        << rules::to_string(p) << ": fast says '" << rules::forbidden_name(fast)
                        << "', reference says '" << rules::forbidden_name(slow) << "'\n"
                        << render_diagram(b, {{p, slow}});
        }
      }
    }
  }
  std::cout << "differential: " << positions << " positions from " << games << " games, " << points
            << " points compared; reference found " << found[1] << " overline, " << found[2]
            << " double-four, " << found[3] << " double-three (" << on_edge
            << " on the edge lines); " << mismatches << " disagreements\n";
  EXPECT_EQ(mismatches, 0);
  EXPECT_GE(positions, wanted);
  EXPECT_GT(found[3], positions / 20) << "positions too sparse to exercise the judges";
  EXPECT_GT(on_edge, positions / 2000) << "the edges are not exercised";
}

TEST(Differential, RandomGamesAreLegal) {
  // The generator's promise, checked with the fast judge it does not use: every move lands on an
  // empty point, nobody completes a five, and Black never plays a forbidden point.
  int moves = 0;
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    auto game = rules::reference::random_game(seed, 70, 3 + static_cast<int>(seed % 4));
    EXPECT_EQ(game, rules::reference::random_game(seed, 70, 3 + static_cast<int>(seed % 4)))
        << "not deterministic for seed " << seed;
    Board b;
    for (std::size_t i = 0; i < game.size(); ++i) {
      Color c = i % 2 == 0 ? Color::kBlack : Color::kWhite;
      ASSERT_TRUE(b.empty(game[i])) << "seed " << seed << " move " << i + 1;
      EXPECT_FALSE(rules::makes_five(b, game[i], c)) << "seed " << seed << " move " << i + 1;
      if (c == Color::kBlack) {
        EXPECT_EQ(rules::forbidden_reason(b, game[i]), Forbidden::kNone)
            << "seed " << seed << " move " << i + 1;
      }
      b.set(game[i], c);
      ++moves;
    }
  }
  EXPECT_GT(moves, 200 * 30) << "games too short to be useful";
}

}  // namespace
}  // namespace renju::testing
