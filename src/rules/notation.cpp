// Parsing and printing of points ("h8") and move lists, with errors a person can act on.
#include "rules/notation.hpp"

#include <cctype>

namespace renju::rules {

namespace {
std::string quoted(std::string_view text) {
  std::string out = "'";
  for (char ch : text.substr(0, 16)) {
    auto u = static_cast<unsigned char>(ch);
    out += (u >= 0x20 && u < 0x7f) ? ch : '?';
  }
  if (text.size() > 16) out += "…";
  return out + "'";
}
}  // namespace

std::variant<Point, ParseError> parse_point(std::string_view text) {
  if (text.empty()) return ParseError{"empty point: expected a column a–o and a row 1–15, e.g. h8"};
  char col = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
  if (col < 'a' || col > 'o') {
    return ParseError{quoted(text) + ": column must be a letter a–o"};
  }
  std::string_view digits = text.substr(1);
  if (digits.empty() || digits.size() > 2 || !std::isdigit(static_cast<unsigned char>(digits[0])) ||
      (digits.size() == 2 && !std::isdigit(static_cast<unsigned char>(digits[1]))) ||
      digits[0] == '0') {
    return ParseError{quoted(text) + ": row must be a number 1–15"};
  }
  int row = digits[0] - '0';
  if (digits.size() == 2) row = row * 10 + (digits[1] - '0');
  if (row > kSize) return ParseError{quoted(text) + ": row must be a number 1–15"};
  return Point{col - 'a', row - 1};
}

std::string to_string(Point p) {
  std::string s(1, static_cast<char>('a' + p.x));
  s += std::to_string(p.y + 1);
  return s;
}

std::variant<std::vector<Point>, ParseError> parse_moves(std::string_view text) {
  std::vector<Point> moves;
  std::size_t i = 0;
  auto is_space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
  while (true) {
    while (i < text.size() && is_space(text[i])) ++i;
    if (i == text.size()) break;
    std::size_t start = i;
    while (i < text.size() && !is_space(text[i])) ++i;
    auto parsed = parse_point(text.substr(start, i - start));
    if (auto* err = std::get_if<ParseError>(&parsed)) {
      return ParseError{"move " + std::to_string(moves.size() + 1) + " " + err->message};
    }
    moves.push_back(std::get<Point>(parsed));
  }
  return moves;
}

}  // namespace renju::rules
