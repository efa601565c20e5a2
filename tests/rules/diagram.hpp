// Boards as ASCII diagrams a Renju player can read: row 15 at the top, columns a–o, 'X' black,
// 'O' white, '.' empty; marks '3' '4' '6' on empty points name the expected forbidden reason
// (double-three, double-four, overline) and '+' an empty point that is explicitly allowed.
#pragma once

#include <algorithm>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "rules/board.hpp"
#include "rules/forbidden.hpp"
#include "rules/notation.hpp"

namespace renju::testing {

using rules::Board;
using rules::Color;
using rules::Forbidden;
using rules::ForbiddenPoint;
using rules::Point;

struct Diagram {
  Board board;
  std::vector<ForbiddenPoint> forbidden;  // the '3' '4' '6' marks, column-then-row order
  std::vector<Point> allowed;             // the '+' marks
};

inline char mark_of(Forbidden f) {
  switch (f) {
    case Forbidden::kDoubleThree:
      return '3';
    case Forbidden::kDoubleFour:
      return '4';
    case Forbidden::kOverline:
      return '6';
    case Forbidden::kNone:
      break;
  }
  return '.';
}

// Accepts rows with or without row numbers on either side and an optional column header line;
// every row holds 15 cells separated by optional spaces. Throws std::invalid_argument on a
// malformed diagram (a bug in the test, not in the code under test).
inline Diagram parse_diagram(std::string_view text) {
  Diagram out;
  std::vector<std::string> rows;
  std::istringstream in{std::string(text)};
  std::string line;
  while (std::getline(in, line)) {
    std::vector<std::string> tokens;
    std::istringstream words{line};
    for (std::string w; words >> w;) tokens.push_back(w);
    if (tokens.empty()) continue;
    bool header = true;
    for (const auto& t : tokens) header = header && t.size() == 1 && t[0] >= 'a' && t[0] <= 'o';
    if (header) continue;
    // Row numbers are the tokens outside the 15 cells: 16 tokens mean a leading number, 17 one
    // on each side; a row written without spaces is one token of 15 cells.
    std::size_t first = 0;
    std::size_t last = tokens.size();
    std::size_t cell_tokens = tokens.size();
    if (tokens.size() == 1 || tokens.size() == 2 || tokens.size() == 3) {
      for (std::size_t i = 0; i < tokens.size(); ++i) {
        if (tokens[i].size() == rules::kSize) first = i, last = i + 1, cell_tokens = 15;
      }
    } else if (tokens.size() == 16) {
      first = 1;
    } else if (tokens.size() == 17) {
      first = 1;
      last = 16;
    }
    std::string cells;
    for (std::size_t i = first; i < last; ++i) cells += tokens[i];
    if (cell_tokens < 15 || cells.size() != rules::kSize) {
      throw std::invalid_argument("diagram row needs 15 cells: '" + line + "'");
    }
    rows.push_back(cells);
  }
  if (rows.size() != rules::kSize) {
    throw std::invalid_argument("diagram needs 15 rows, got " + std::to_string(rows.size()));
  }
  for (int r = 0; r < rules::kSize; ++r) {
    for (int x = 0; x < rules::kSize; ++x) {
      Point p{x, rules::kSize - 1 - r};
      switch (rows[r][x]) {
        case 'X':
          out.board.set(p, Color::kBlack);
          break;
        case 'O':
          out.board.set(p, Color::kWhite);
          break;
        case '.':
          break;
        case '+':
          out.allowed.push_back(p);
          break;
        case '3':
          out.forbidden.push_back({p, Forbidden::kDoubleThree});
          break;
        case '4':
          out.forbidden.push_back({p, Forbidden::kDoubleFour});
          break;
        case '6':
          out.forbidden.push_back({p, Forbidden::kOverline});
          break;
        default:
          throw std::invalid_argument(std::string("unknown diagram cell '") + rows[r][x] + "'");
      }
    }
  }
  std::sort(out.forbidden.begin(), out.forbidden.end(),
            [](const ForbiddenPoint& a, const ForbiddenPoint& b) {
              return a.at.x != b.at.x ? a.at.x < b.at.x : a.at.y < b.at.y;
            });
  return out;
}

// The diagram of a board with the given forbidden points marked, in the format parse_diagram
// reads, so a failing test's actual board can be pasted back into the test.
inline std::string render_diagram(const Board& b, const std::vector<ForbiddenPoint>& marks) {
  std::map<int, char> mark_at;
  for (const auto& f : marks) mark_at[f.at.index()] = mark_of(f.reason);
  std::string out = "   a b c d e f g h i j k l m n o\n";
  for (int y = rules::kSize - 1; y >= 0; --y) {
    std::string num = std::to_string(y + 1);
    out += std::string(2 - num.size(), ' ') + num;
    for (int x = 0; x < rules::kSize; ++x) {
      Point p{x, y};
      char c = '.';
      if (b.at(p) == Color::kBlack) c = 'X';
      if (b.at(p) == Color::kWhite) c = 'O';
      if (auto it = mark_at.find(p.index()); it != mark_at.end()) c = it->second;
      out += ' ';
      out += c;
    }
    out += std::string(3 - num.size(), ' ') + num + '\n';
  }
  return out + "   a b c d e f g h i j k l m n o\n";
}

inline std::string describe(const std::vector<ForbiddenPoint>& points) {
  std::string out;
  for (const auto& f : points) {
    out += rules::to_string(f.at) + ":" + std::string(rules::forbidden_name(f.reason)) + " ";
  }
  return out.empty() ? "(none)" : out;
}

}  // namespace renju::testing
