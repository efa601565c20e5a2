// The engine board's incremental state: the per-point threat summaries and the
// set of empty points near a stone, kept on play/undo, must always equal a fresh count,
// and undo must restore them exactly.
#include <gtest/gtest.h>

#include <random>

#include "ai/patterns.hpp"
#include "ai/policy.hpp"
#include "ai/position.hpp"
#include "random_move.hpp"

namespace renju::ai {
namespace {

using rules::Color;

// The summary counted afresh from the four line shapes (the meaning documented in Threat).
Threat counted(const Position& pos, int i, Color c) {
  Threat t;
  const int key =
      pattern_key(pos.shape(i, 0, c), pos.shape(i, 1, c), pos.shape(i, 2, c), pos.shape(i, 3, c));
  const int colour = c == Color::kBlack ? 0 : 1;
  t.weight = pattern_values()[static_cast<std::size_t>(pattern_table(colour, true))]
                             [static_cast<std::size_t>(key)];
  t.guard = pattern_values()[static_cast<std::size_t>(pattern_table(colour, false))]
                            [static_cast<std::size_t>(key)];
  t.attack = policy_values()[static_cast<std::size_t>(policy_table(colour, true))]
                            [static_cast<std::size_t>(key)];
  t.block = policy_values()[static_cast<std::size_t>(policy_table(colour, false))]
                           [static_cast<std::size_t>(key)];
  for (int d = 0; d < 4; ++d) {
    switch (pos.shape(i, d, c)) {
      case Shape::kFive:
        t.five += 1;
        break;
      case Shape::kOverline:
        t.overline += 1;
        break;
      case Shape::kOpenFour:
        t.open_four += 1;
        t.four += 1;
        break;
      case Shape::kDoubleFour:
        t.four += 2;
        break;
      case Shape::kFour:
        t.four += 1;
        break;
      case Shape::kOpenThree:
        t.open_three += 1;
        break;
      case Shape::kThree:
        t.three += 1;
        break;
      case Shape::kOpenTwo:
        t.open_two += 1;
        break;
      case Shape::kTwo:
        t.two += 1;
        break;
      default:
        break;
    }
  }
  return t;
}

bool same(const Threat& a, const Threat& b) {
  return a.five == b.five && a.overline == b.overline && a.open_four == b.open_four &&
         a.four == b.four && a.open_three == b.open_three && a.three == b.three &&
         a.open_two == b.open_two && a.two == b.two && a.weight == b.weight && a.guard == b.guard &&
         a.attack == b.attack && a.block == b.block;
}

// The first point whose kept summary differs from a fresh count, whose
// kept shapes (empty points: an occupied point's are refreshed when its stone is taken back)
// differ from those of a board built afresh, or that is wrongly in or out of the kept set of
// empty points near a stone, or -1.
int first_stale(const Position& pos) {
  const Position fresh(pos.board());
  // The kept set of empty points near a stone, against the board.
  std::vector<int> listed;
  pos.for_each_near_empty([&](int i) { listed.push_back(i); });
  std::size_t k = 0;  // listed[k] must be the next such point, in increasing order
  for (int i = 0; i < rules::kCells; ++i) {
    if (!pos.empty(i) || !pos.near(i)) continue;
    if (k >= listed.size() || listed[k] != i) return i;
    ++k;
  }
  if (k != listed.size()) return listed[k];
  for (int i = 0; i < rules::kCells; ++i)
    for (Color c : {Color::kBlack, Color::kWhite}) {
      if (!same(pos.threat(i, c), counted(pos, i, c))) return i;
      if (!pos.empty(i)) continue;
      for (int d = 0; d < 4; ++d)
        if (pos.shape(i, d, c) != fresh.shape(i, d, c)) return i;
      if (pos.potential_of(i, c) != potential(pos.threat(i, c))) return i;
    }
  // The kept marks and sums, against the kept set and summaries.
  for (Color c : {Color::kBlack, Color::kWhite}) {
    int weight = 0, guard = 0;
    for (int i = 0; i < rules::kCells; ++i) {
      const bool member = pos.empty(i) && pos.near(i);
      const Threat& t = pos.threat(i, c);
      if (member) weight += t.weight, guard += t.guard;
      const bool black = c == Color::kBlack;
      const bool want[kMarks] = {t.five > 0,
                                 t.four > 0,
                                 t.open_four > 0 || t.four >= 2,
                                 t.open_four > 0,
                                 t.open_three > 0 || t.four > 0,
                                 black && t.maybe_forbidden()};
      for (int m = 0; m < kMarks; ++m)
        if (contains(pos.marked(static_cast<Mark>(m), c), i) != (member && want[m])) return i;
    }
    if (weight != pos.weight_sum(c) || guard != pos.guard_sum(c)) return rules::kCells;
  }
  return -1;
}

TEST(Position, ThreatSummariesFollowEveryPlayAndUndo) {
  std::mt19937 rng(20261201);
  Position pos;
  const Position fresh;
  int shapes_seen = 0;  // guards against a game too dull to test anything
  for (int game = 0; game < 8; ++game) {
    Color c = Color::kBlack;
    int played = 0;
    for (int move = 0; move < 70; ++move) {
      const int m = random_move(pos, c, rng);
      if (m == kNoMove) break;
      pos.play(m, c);
      ++played;
      c = rules::opponent(c);
      ASSERT_EQ(first_stale(pos), -1) << "after play " << played << " of game " << game;
      for (int i = 0; i < rules::kCells; ++i)
        if (pos.empty(i) && pos.threat(i, Color::kBlack).open_three > 0) ++shapes_seen;
      if (move % 5 == 4) {
        // Take two back and replay them: undo must leave exactly what play found. The last
        // stone is the opponent's of `c` (the side to move), the one before is c's.
        const int a = pos.history()[pos.history().size() - 2];
        const int b = pos.history().back();
        pos.undo();
        pos.undo();
        ASSERT_EQ(first_stale(pos), -1) << "after undo in game " << game;
        pos.play(a, c);
        pos.play(b, rules::opponent(c));
        ASSERT_EQ(first_stale(pos), -1) << "after replay in game " << game;
      }
    }
    for (; played > 0; --played) pos.undo();
    ASSERT_EQ(pos.stones(), 0);
    for (int i = 0; i < rules::kCells; ++i)
      for (Color k : {Color::kBlack, Color::kWhite})
        ASSERT_TRUE(same(pos.threat(i, k), fresh.threat(i, k))) << "point " << i;
  }
  EXPECT_GT(shapes_seen, 0);
}

}  // namespace
}  // namespace renju::ai
