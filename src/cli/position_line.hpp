// A position given as a move list ("h8 h9 i9"), replayed as a game with every rule checked; and
// the answer `renju forbidden` gives for one input line. Shared by the forbidden and show
// subcommands and by tests/cli.
#pragma once

#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "rules/board.hpp"

namespace renju::cli {

struct Replay {
  rules::Board board;
  std::vector<rules::Point> moves;
  rules::Color winner = rules::Color::kEmpty;  // whoever completed five with the last move
  std::size_t passes = 0;                      // a record's passes (a move list has none)
  bool over() const { return winner != rules::Color::kEmpty || board.full(); }
  rules::Color to_move() const {
    return (moves.size() + passes) % 2 == 0 ? rules::Color::kBlack : rules::Color::kWhite;
  }
};

// Replays the moves, Black first and alternating. An error says what and where, e.g.
// "move 3 'h8': point already occupied"; it never starts with "error:".
std::variant<Replay, std::string> replay(std::string_view line);

// Appends the answer to one input line of `renju forbidden`, without the newline, to `out`:
// the forbidden points of the side to move ("h9 j10", or "h9:double-three j10:overline" with
// `explain`), empty when White is to move, the game is over or nothing is forbidden; for an
// invalid line "error: …". Returns false when the line was invalid.
bool answer_forbidden(std::string_view line, bool explain, std::string& out);

}  // namespace renju::cli
