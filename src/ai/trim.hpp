// Blanks (spaces, tabs, carriage returns) off both ends of a line of text: the Gomocup
// protocol's commands and the tactics suites' lines are read this way.
#pragma once

#include <string_view>

namespace renju::ai {

inline std::string_view trim(std::string_view s) {
  const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
  while (!s.empty() && blank(s.front())) s.remove_prefix(1);
  while (!s.empty() && blank(s.back())) s.remove_suffix(1);
  return s;
}

}  // namespace renju::ai
