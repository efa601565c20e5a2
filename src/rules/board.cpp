// Board storage and the two line primitives everything else is built on: runs and fives.
#include "rules/board.hpp"

namespace renju::rules {

std::string_view color_name(Color c) {
  switch (c) {
    case Color::kBlack:
      return "black";
    case Color::kWhite:
      return "white";
    case Color::kEmpty:
      break;
  }
  return "empty";
}

void Board::set(Point p, Color c) {
  Color& cell = cells_[p.index()];
  stones_ += (c != Color::kEmpty) - (cell != Color::kEmpty);
  cell = c;
}

int run_length(const Board& b, Point p, Point d, Color c) {
  int n = 1;
  for (Point q{p.x + d.x, p.y + d.y}; q.on_board() && b.at(q) == c; q = {q.x + d.x, q.y + d.y}) ++n;
  for (Point q{p.x - d.x, p.y - d.y}; q.on_board() && b.at(q) == c; q = {q.x - d.x, q.y - d.y}) ++n;
  return n;
}

bool makes_five(const Board& b, Point p, Color c) {
  for (Point d : kDirections) {
    int n = run_length(b, p, d, c);
    if (n == 5 || (n > 5 && c == Color::kWhite)) return true;
  }
  return false;
}

}  // namespace renju::rules
