// Point notation: columns a–o left to right, rows 1–15 bottom to top ("h8" is the centre).
#pragma once

#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "rules/board.hpp"

namespace renju::rules {

struct ParseError {
  std::string message;  // e.g. "'p3': column must be a letter a–o"
};

// Parses one point, case-insensitively, surrounding whitespace not allowed.
std::variant<Point, ParseError> parse_point(std::string_view text);
std::string to_string(Point p);

// Parses a whitespace-separated move list ("h8 h9 i9"); the first error wins and names the
// 1-based position of the bad token.
std::variant<std::vector<Point>, ParseError> parse_moves(std::string_view text);

}  // namespace renju::rules
