// Boards for AI tests drawn as a Renju player reads them: row 15 on top, columns a–o, X black,
// O white, . empty. Lines without a leading row number are ignored. Or from a game's moves.
#pragma once

#include <sstream>
#include <string>
#include <string_view>

#include <variant>
#include <vector>

#include "rules/board.hpp"
#include "rules/notation.hpp"

namespace renju::ai::test {

// The board after a game's moves ("h8 h9 …", Black first); `to_move` is the side after the last.
inline rules::Board board_from_moves(const std::string& moves, rules::Color& to_move) {
  rules::Board b;
  to_move = rules::Color::kBlack;
  const auto parsed = rules::parse_moves(moves);
  for (auto p : std::get<std::vector<rules::Point>>(parsed)) {
    b.set(p, to_move);
    to_move = rules::opponent(to_move);
  }
  return b;
}

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
