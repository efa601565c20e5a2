// How the position tests build random games: a random legal move next to a stone (anywhere on an
// empty board), or kNoMove when there is none or the move drawn would make five (a finished game
// is not a position to extend).
#pragma once

#include <random>
#include <vector>

#include "ai/position.hpp"

namespace renju::ai {

inline int random_move(Position& pos, rules::Color c, std::mt19937& rng) {
  std::vector<int> options;
  for (int i = 0; i < rules::kCells; ++i)
    if ((pos.stones() == 0 || pos.near1(i)) && pos.legal(i, c)) options.push_back(i);
  if (options.empty()) return kNoMove;
  const int m = options[rng() % options.size()];
  return pos.threat(m, c).five > 0 ? kNoMove : m;
}

}  // namespace renju::ai
