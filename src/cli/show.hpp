// What `renju show` prints: a position as a text board (show.cpp), and a record file's game
// with its moves, decisions, a position and the result (show_record.cpp).
#pragma once

#include <cstddef>
#include <iosfwd>
#include <string>

#include "cli/position_line.hpp"

namespace renju::cli {

// The board (last move in parentheses, Black's forbidden points as '*') and a summary line.
std::string render(Replay& r);

struct ShowRecordOptions {
  std::string file;     // a path, or "-" for standard input
  std::string format;   // "" or "auto": by the content
  long long move = -1;  // the position after this many moves; -1: the last
  long long game = 1;   // 1-based, in a collection
};

// Prints the record's game to `out`; errors go to `err`. Returns the exit status: 0, 1 for a
// file that does not read, 2 for bad options (an unknown format, a move or game out of range).
int show_record(const ShowRecordOptions& o, std::ostream& out, std::ostream& err);

}  // namespace renju::cli
