// The engine's board: stones plus, for every point, direction and colour, the shape a stone
// there would make — kept up to date incrementally on play/undo, with a Zobrist hash.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "ai/shapes.hpp"
#include "rules/board.hpp"

namespace renju::ai {

using rules::Color;
inline constexpr int kNoMove = -1;

// What playing one point gives one colour, summed over the four lines.
struct Threat {
  std::uint8_t five = 0;       // lines completed to a win
  std::uint8_t overline = 0;   // Black only
  std::uint8_t open_four = 0;  // straight fours
  std::uint8_t four = 0;  // all fours, straight ones included (a double four on a line counts 2)
  std::uint8_t open_three =
      0;                   // lines that can become a straight four (not yet judged recursively)
  std::uint8_t three = 0;  // closed threes
  std::uint8_t open_two = 0;
  std::uint8_t two = 0;
  // The point's worth to this colour as the side to move, and as the side not to move: its
  // pattern's values (src/ai/patterns.hpp), kept with the shapes.
  std::int16_t weight = 0;
  std::int16_t guard = 0;
  // Its value in the move order (src/ai/policy.hpp) as this colour's move, and as a point taken
  // from this colour.
  std::int16_t attack = 0;
  std::int16_t block = 0;
  // Black's move might be forbidden; only such moves need the exact (slow) judge.
  bool maybe_forbidden() const {
    return five == 0 && (overline > 0 || four >= 2 || open_three >= 2);
  }
};

// What one line of a shape adds to its point's Threat counts (not to weight and guard, which
// belong to the point's four lines together).
constexpr Threat shape_threat(Shape s) {
  Threat t;
  switch (s) {
    case Shape::kFive:
      t.five = 1;
      break;
    case Shape::kOverline:
      t.overline = 1;
      break;
    case Shape::kOpenFour:
      t.open_four = 1;
      t.four = 1;
      break;
    case Shape::kDoubleFour:
      t.four = 2;
      break;
    case Shape::kFour:
      t.four = 1;
      break;
    case Shape::kOpenThree:
      t.open_three = 1;
      break;
    case Shape::kThree:
      t.three = 1;
      break;
    case Shape::kOpenTwo:
      t.open_two = 1;
      break;
    case Shape::kTwo:
      t.two = 1;
      break;
    default:
      break;
  }
  return t;
}

// t += sign * d for the counts, field by field (they never go below zero); weight and guard are
// left alone.
constexpr void add_counts(Threat& t, const Threat& d, int sign) {
  t.five = static_cast<std::uint8_t>(t.five + sign * d.five);
  t.overline = static_cast<std::uint8_t>(t.overline + sign * d.overline);
  t.open_four = static_cast<std::uint8_t>(t.open_four + sign * d.open_four);
  t.four = static_cast<std::uint8_t>(t.four + sign * d.four);
  t.open_three = static_cast<std::uint8_t>(t.open_three + sign * d.open_three);
  t.three = static_cast<std::uint8_t>(t.three + sign * d.three);
  t.open_two = static_cast<std::uint8_t>(t.open_two + sign * d.open_two);
  t.two = static_cast<std::uint8_t>(t.two + sign * d.two);
}

// What a point's pattern holds for one colour as the evaluation's network reads it
// (src/ai/net.hpp): how many of its four lines have each shape from one to straight four (kOne …
// kOpenFour), then which of the nine combinations of src/ai/weights.hpp a stone there makes (0 or 1
// each), in the order of EvalFeatures::kNames; and the same summed over points.
inline constexpr int kShapeFeatures = 17;
using ShapeCounts = std::array<std::int16_t, kShapeFeatures>;
// The counts packed 12 bits each, five to a 64-bit word, so that the board changes a sum by four
// additions (no sum exceeds 4 095: four lines at each of 225 points). Words wrap modulo 2^64, so
// additions and subtractions in any order leave every count right once the true sums are in range.
struct PackedCounts {
  std::array<std::uint64_t, 4> word{};
  void add(const PackedCounts& p) {
    for (std::size_t k = 0; k < word.size(); ++k) word[k] += p.word[k];
  }
  void sub(const PackedCounts& p) {
    for (std::size_t k = 0; k < word.size(); ++k) word[k] -= p.word[k];
  }
  void increment(int f) {
    word[static_cast<std::size_t>(f / 5)] += std::uint64_t{1} << (12 * (f % 5));
  }
  ShapeCounts unpack() const {
    ShapeCounts out{};
    for (int f = 0; f < kShapeFeatures; ++f)
      out[static_cast<std::size_t>(f)] = static_cast<std::int16_t>(
          (word[static_cast<std::size_t>(f / 5)] >> (12 * (f % 5))) & 0xFFF);
    return out;
  }
};

// Everything a point's pattern key gives one colour (src/ai/point_table.hpp), in one cache line:
// a change of shape costs the board one read of memory, not one per table.
struct alignas(64) PointEntry {
  Threat threat;           // the point's summary
  PackedCounts counts;     // the network's counts
  int potential = 0;       // potential() (src/ai/policy.hpp) of the summary
  std::uint8_t marks = 0;  // bit m: the point carries Mark m (Position::marked)
};
static_assert(sizeof(PointEntry) == 64, "a PointEntry is one cache line");

// A set of board points: bit i % 64 of word i / 64.
using PointSet = std::array<std::uint64_t, 4>;
inline bool contains(const PointSet& s, int i) {
  return (s[static_cast<std::size_t>(i >> 6)] >> (i & 63)) & 1;
}
// Calls f(i) for every point of s, in increasing index order.
template <class F>
void for_each_point(const PointSet& s, F&& f) {
  for (int w = 0; w < 4; ++w)
    for (std::uint64_t bits = s[static_cast<std::size_t>(w)]; bits != 0; bits &= bits - 1)
      f(w * 64 + std::countr_zero(bits));
}
// The first point of s, or kNoMove; and how many points s holds.
inline int first_point(const PointSet& s) {
  for (int w = 0; w < 4; ++w)
    if (s[static_cast<std::size_t>(w)] != 0)
      return w * 64 + std::countr_zero(s[static_cast<std::size_t>(w)]);
  return kNoMove;
}
inline int count_points(const PointSet& s) {
  return std::popcount(s[0]) + std::popcount(s[1]) + std::popcount(s[2]) + std::popcount(s[3]);
}

// The sets of empty points near a stone (Position::near) that Position keeps, by what a stone of
// one colour there would make, so that searches find threats without reading every point.
enum class Mark : std::uint8_t {
  kFive,            // Threat::five > 0
  kFour,            // four > 0 (straight fours included)
  kWin,             // a straight four or two fours: open_four > 0 || four >= 2
  kOpenFour,        // open_four > 0
  kThreeOrFour,     // open_three > 0 || four > 0
  kMaybeForbidden,  // Black only: Threat::maybe_forbidden()
};
inline constexpr int kMarks = 6;

class Position {
 public:
  Position();
  explicit Position(const rules::Board& board);

  Color at(int i) const { return board_.at(rules::Point::from_index(i)); }
  bool empty(int i) const { return at(i) == Color::kEmpty; }
  int stones() const { return board_.stones(); }
  const rules::Board& board() const { return board_; }
  std::uint64_t hash() const { return hash_; }
  // hash() after `c` plays empty i, without playing it.
  std::uint64_t hash_after(int i, Color c) const;
  const std::vector<int>& history() const { return history_; }

  void play(int i, Color c);
  void undo();

  Shape shape(int i, int dir, Color c) const { return shapes_[i][dir][c == Color::kBlack ? 0 : 1]; }
  // Shapes and threats are kept up to date on play/undo for empty points only (an occupied
  // point's are refreshed when its stone is taken back).
  const Threat& threat(int i, Color c) const { return threats_[i][c == Color::kBlack ? 0 : 1]; }
  // potential() (src/ai/policy.hpp) of threat(i, c), read from its pattern's table.
  int potential_of(int i, Color c) const {
    const int colour = c == Color::kBlack ? 0 : 1;
    return entries_[colour][patterns_[i][colour]].potential;
  }
  // Some stone within two points (king distance): where sensible moves live.
  bool near(int i) const { return near_[i] > 0; }
  bool near1(int i) const { return near1_[i] > 0; }
  // Calls f(i) for every empty point near a stone (near(i)), in increasing index order.
  template <class F>
  void for_each_near_empty(F&& f) const {
    for_each_point(near_empty_, f);
  }
  const PointSet& near_empty() const { return near_empty_; }
  // The empty points near a stone marked `m` for colour c (kMaybeForbidden: Black's only).
  const PointSet& marked(Mark m, Color c) const {
    return marks_[static_cast<std::size_t>(m)][c == Color::kBlack ? 0 : 1];
  }
  // Threat::weight and Threat::guard of colour c summed over the empty points near a stone.
  int weight_sum(Color c) const { return weight_sum_[c == Color::kBlack ? 0 : 1]; }
  int guard_sum(Color c) const { return guard_sum_[c == Color::kBlack ? 0 : 1]; }
  // The counts of colour c's patterns summed over the same points.
  const PackedCounts& count_sum(Color c) const { return count_sum_[c == Color::kBlack ? 0 : 1]; }
  // The counts of point i's pattern for colour c.
  const PackedCounts& point_counts(int i, Color c) const {
    const int colour = c == Color::kBlack ? 0 : 1;
    return entries_[colour][patterns_[i][colour]].counts;
  }

  // Exact RIF verdict for Black at empty i, with a cheap pre-filter and a small cache.
  bool forbidden(int i);
  // Whether `c` may legally play empty i (White always may).
  bool legal(int i, Color c) { return empty(i) && (c == Color::kWhite || !forbidden(i)); }
  // The point where `c` would complete five along `dir` through i, if any (used for fours).
  int five_point(int i, int dir, Color c) const;

 private:
  void refresh(int i);  // shapes_, patterns_ and threats_ of i from its line keys
  // The line key of q along d changed: look its two shapes up again, adjusting q's threats.
  void reshape(const ShapeLookup& lookup, int q, int d);
  // The stone just played at i: the near counts around it, and the points that join the set.
  void touch_near(int i);
  // i joins (sign 1) or leaves (-1) the empty points near a stone: its worth in the sums, its
  // bit in its marks.
  void join(int i, int sign);
  // Flips i's bit in colour's marks of `mask` (bit m: Mark m).
  void flip_marks(int i, int colour, unsigned mask);

  rules::Board board_;
  std::uint64_t hash_ = 0;
  std::vector<int> history_;
  std::array<std::array<LineKey, 4>, rules::kCells> keys_{};
  std::array<std::array<std::array<Shape, 2>, 4>, rules::kCells> shapes_{};
  std::array<std::array<Threat, 2>, rules::kCells> threats_{};
  std::array<std::array<int, 2>, rules::kCells> patterns_{};  // pattern keys, by colour
  std::array<const PointEntry*, 2> entries_{};                // point_entries() of each colour
  std::array<std::array<PointSet, 2>, kMarks> marks_{};
  std::array<int, 2> weight_sum_{}, guard_sum_{};
  std::array<PackedCounts, 2> count_sum_{};
  // What play() changed, for undo() to put back: each reshaped point's line shape, pattern
  // keys and threats, and per move the marks, sums and near set as they were.
  struct Saved {
    std::int16_t point;
    std::uint8_t dir;
    std::array<Shape, 2> shapes;
    std::array<int, 2> patterns;
    std::array<Threat, 2> threats;
  };
  struct Frame {
    std::array<std::array<PointSet, 2>, kMarks> marks;
    std::array<int, 2> weight_sum, guard_sum;
    std::array<PackedCounts, 2> count_sum;
    PointSet near_empty;
    std::size_t saved;  // saved_.size() before the move
  };
  std::vector<Saved> saved_;
  std::vector<Frame> frames_;
  std::array<std::uint8_t, rules::kCells> near_{};
  std::array<std::uint8_t, rules::kCells> near1_{};
  PointSet near_empty_{};  // point i is empty and near(i)
  struct CacheEntry {
    std::uint64_t key = 0;
    bool forbidden = false;
  };
  std::vector<CacheEntry> forbidden_cache_;
};

// Neighbour index of i at `offset` steps along direction `dir`, or -1 off the board.
int neighbour(int i, int dir, int offset);

}  // namespace renju::ai
