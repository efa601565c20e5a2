// The threat searches' shared move lists: fives, fours, the attacker's threat moves in threat
// order and the defender's replies to a threat, kept on the stack (no allocation per node). Used
// by the depth-first VCF/VCT (threats.cpp) and the proof-number VCT (proof.cpp).
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <utility>

#include "ai/position.hpp"

namespace renju::ai::internal {

inline int threat_order(const Threat& t) {
  return t.open_four * 1000 + t.four * 100 + t.open_three * 40 + t.three * 10 + t.open_two * 4 +
         t.two;
}

// A node's moves with their sort keys, on the stack.
struct Ordered {
  std::array<std::pair<int, int>, rules::kCells> items;  // (-threat_order, point)
  int n = 0;
  void add(int score, int m) { items[static_cast<std::size_t>(n++)] = {score, m}; }
  void sort() { std::sort(items.begin(), items.begin() + n); }
  std::pair<int, int>* begin() { return items.data(); }
  std::pair<int, int>* end() { return items.data() + n; }
};

// How many points complete a five for c (counting stops at 2), and the first of them.
inline int count_fives(const Position& pos, Color c, int& first) {
  const PointSet& fives = pos.marked(Mark::kFive, c);
  first = first_point(fives);
  return std::min(count_points(fives), 2);
}

// c's fours that are not fives, legal for c, in board order.
template <class F>
void for_each_four(Position& pos, Color c, F&& f) {
  const PointSet& fours = pos.marked(Mark::kFour, c);
  const PointSet& fives = pos.marked(Mark::kFive, c);
  for (int w = 0; w < 4; ++w)
    for (std::uint64_t bits =
             fours[static_cast<std::size_t>(w)] & ~fives[static_cast<std::size_t>(w)];
         bits != 0; bits &= bits - 1) {
      const int i = w * 64 + std::countr_zero(bits);
      if (c == Color::kBlack && pos.forbidden(i)) continue;
      f(i);
    }
}

// The attacker's moves that make a three or a four, legal for it, strongest threat first.
inline void threat_moves(Position& pos, Color a, Ordered& out) {
  for_each_point(pos.marked(Mark::kThreeOrFour, a), [&](int i) {
    if (a == Color::kBlack && pos.forbidden(i)) return;
    out.add(-threat_order(pos.threat(i, a)), i);
  });
  out.sort();
}

// The defender's replies when the attacker `a` has made a three (a point that makes a straight
// four): any point of a four or straight four of the attacker's, or a four of the defender's own,
// legal for the defender; a superset of the real defences only makes a proof more careful.
// Returns false (and no replies) when the attacker threatens no straight four.
inline bool threat_replies(Position& pos, Color a, std::array<int, rules::kCells>& replies,
                           int& count) {
  const Color d = rules::opponent(a);
  count = 0;
  bool threatened = false;
  const PointSet& a_fours = pos.marked(Mark::kFour, a);  // straight fours included
  const PointSet& d_fours = pos.marked(Mark::kFour, d);
  const PointSet& a_open = pos.marked(Mark::kOpenFour, a);
  for (int w = 0; w < 4; ++w) {
    const auto word = static_cast<std::size_t>(w);
    for (std::uint64_t bits = a_fours[word] | d_fours[word]; bits != 0; bits &= bits - 1) {
      const int i = w * 64 + std::countr_zero(bits);
      if (contains(a_open, i) && (a == Color::kWhite || !pos.forbidden(i))) threatened = true;
      if (pos.legal(i, d)) replies[static_cast<std::size_t>(count++)] = i;
    }
  }
  if (!threatened) count = 0;
  return threatened;
}

}  // namespace renju::ai::internal
