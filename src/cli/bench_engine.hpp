// `renju bench search --engine CMD`: another Gomocup engine on the bench's positions, for a
// nodes-per-second figure beside ours (bench_search.cpp calls it).
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "rules/board.hpp"

namespace renju::cli {

struct EnginePosition {
  rules::Board board;
  rules::Color to_move = rules::Color::kBlack;
};

// Starts `command` once per position, gives it the position with BOARD and `ms` milliseconds
// for its move, and sums the nodes and time it reports in its last `MESSAGE … Node N … Time
// T ms` line before the move (the form Rapfi prints; "135K" is read as 135 000). Prints a line
// per position and the total; false when the engine does not start or answers no move.
bool bench_engine(std::ostream& os, const std::string& command, int ms,
                  const std::vector<EnginePosition>& positions);

}  // namespace renju::cli
