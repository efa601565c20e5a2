// Boards for AI tests drawn as a Renju player reads them: row 15 on top, columns a–o, X black,
// O white, . empty. Lines without a leading row number are ignored.
#pragma once

#include <sstream>
#include <string>
#include <string_view>

#include "rules/board.hpp"

namespace renju::ai::test {

inline rules::Board board_from_art(std::string_view art) {
  rules::Board b;
  std::istringstream in{std::string(art)};
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream ls(line);
    int row = 0;
    if (!(ls >> row) || row < 1 || row > rules::kSize) continue;
    std::string cell;
    for (int x = 0; x < rules::kSize && ls >> cell; ++x) {
      if (cell == "X") b.set({x, row - 1}, rules::Color::kBlack);
      if (cell == "O") b.set({x, row - 1}, rules::Color::kWhite);
    }
  }
  return b;
}

// Black to move wins by fours: h10's four forces a block, and the line ends in five (used by
// the VCF and analysis tests).
inline rules::Board vcf_example() {
  return board_from_art(R"(
    12 . . . . . . . . . . . . . . .
    11 . . . . . . . . . . . . . . .
    10 . . . . . . O X X X . . . . .
     9 . . . . . . . . X . . . . . .
     8 . . . . . . . X . O . . . . .
     7 . . . . . . X O . . . . . . .
     6 . . . . . O . . . . . . . . .
  )");
}

}  // namespace renju::ai::test
