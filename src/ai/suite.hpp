// Tactics suites as text: one position a line, "<black|white> <stones> [| <solution>]". The
// colour is the side to move (the attacker); the stones are written as moves from Black,
// alternating (a problem's diagram is written Black, White, Black, … in any order: only the
// position counts, no move is checked against the rules); the solution, when given, is the
// published winning line, attacker and defender alternating. '#' starts a comment line, blank
// lines are skipped. Read by `renju ai-tactics solve` and the suites' tests.
#pragma once

#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "rules/board.hpp"

namespace renju::ai {

struct SuitePosition {
  rules::Board board;
  rules::Color to_move = rules::Color::kBlack;
  std::vector<rules::Point> solution;  // empty when the line gives none
  std::string text;                    // the line as written
  int line = 0;                        // 1-based, in the file
};

// The positions of a suite, or why it cannot be read ("line 3: ..."): an unknown colour, a bad
// point, a point given twice, a line over 2 000 characters.
std::variant<std::vector<SuitePosition>, std::string> parse_suite(std::string_view text);

// The same from a file: "cannot read PATH", or "PATH: line 3: ..." when a line is refused.
std::variant<std::vector<SuitePosition>, std::string> read_suite_file(const std::string& path);

}  // namespace renju::ai
