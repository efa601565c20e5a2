// The 15x15 Renju board: colours, points, stones. Pure value type, cheap to copy.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace renju::rules {

inline constexpr int kSize = 15;
inline constexpr int kCells = kSize * kSize;

enum class Color : std::uint8_t { kEmpty = 0, kBlack = 1, kWhite = 2 };

constexpr Color opponent(Color c) {
  return c == Color::kBlack ? Color::kWhite : (c == Color::kWhite ? Color::kBlack : Color::kEmpty);
}
std::string_view color_name(Color c);  // "black", "white", "empty"

// A point on the board. x is the column (0 = a … 14 = o), y the row (0 = row 1 … 14 = row 15).
struct Point {
  int x = 0;
  int y = 0;
  constexpr bool on_board() const { return x >= 0 && x < kSize && y >= 0 && y < kSize; }
  constexpr int index() const { return y * kSize + x; }
  static constexpr Point from_index(int i) { return Point{i % kSize, i / kSize}; }
  friend constexpr bool operator==(Point, Point) = default;
  friend constexpr auto operator<=>(Point a, Point b) { return a.index() <=> b.index(); }
};

inline constexpr Point kCentre{7, 7};  // h8

// The four line directions: horizontal, vertical, diagonal, anti-diagonal.
inline constexpr std::array<Point, 4> kDirections{Point{1, 0}, Point{0, 1}, Point{1, 1},
                                                  Point{1, -1}};

class Board {
 public:
  Color at(Point p) const { return cells_[p.index()]; }
  // Edge-safe read: points off the board read as `off_board`.
  Color at_or(Point p, Color off_board) const { return p.on_board() ? at(p) : off_board; }
  bool empty(Point p) const { return at(p) == Color::kEmpty; }
  void set(Point p, Color c);
  int stones() const { return stones_; }
  bool full() const { return stones_ == kCells; }
  friend bool operator==(const Board&, const Board&) = default;

 private:
  std::array<Color, kCells> cells_{};
  int stones_ = 0;
};

// Length of the unbroken run of `c` through p along direction d, counting p as `c`.
int run_length(const Board& b, Point p, Point d, Color c);

// Would `c` playing at empty p complete a winning line? Black needs exactly five, White five
// or more.
bool makes_five(const Board& b, Point p, Color c);

}  // namespace renju::rules
