// Incremental pattern board: a stone changes the line keys of at most 40 points, and only their
// shapes are looked up again.
#include "ai/position.hpp"

#include <cstdlib>

#include "ai/patterns.hpp"
#include "ai/point_table.hpp"
#include "rules/forbidden.hpp"

namespace renju::ai {
namespace {

using rules::kCells;
using rules::kSize;
using rules::Point;

struct Geometry {
  // neighbours[i][dir][offset + 5] for offsets -5..5.
  std::array<std::array<std::array<std::int16_t, 11>, 4>, kCells> neighbours{};
  std::array<std::array<std::uint64_t, 2>, kCells> zobrist{};
  // The points within two (king distance) of each point, itself included, and which of them
  // are within one.
  struct Around {
    std::array<std::int16_t, 25> points{};
    int count = 0;
    std::uint32_t within1 = 0;  // bit k: points[k] is within one
  };
  std::array<Around, kCells> around{};

  Geometry() {
    std::uint64_t seed = 0x9E3779B97F4A7C15ULL;
    auto next = [&seed] {
      std::uint64_t z = (seed += 0x9E3779B97F4A7C15ULL);
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
      return z ^ (z >> 31);
    };
    for (int i = 0; i < kCells; ++i) {
      zobrist[i] = {next(), next()};
      const Point p = Point::from_index(i);
      Around& a = around[i];
      for (int dy = -2; dy <= 2; ++dy)
        for (int dx = -2; dx <= 2; ++dx) {
          const Point q{p.x + dx, p.y + dy};
          if (!q.on_board()) continue;
          if (std::abs(dx) <= 1 && std::abs(dy) <= 1) a.within1 |= 1u << a.count;
          a.points[static_cast<std::size_t>(a.count++)] = static_cast<std::int16_t>(q.index());
        }
      for (int d = 0; d < 4; ++d) {
        for (int k = -5; k <= 5; ++k) {
          const Point q{p.x + k * rules::kDirections[d].x, p.y + k * rules::kDirections[d].y};
          neighbours[i][d][k + 5] = static_cast<std::int16_t>(q.on_board() ? q.index() : -1);
        }
      }
    }
  }
};

const Geometry& geometry() {
  static const Geometry g;
  return g;
}

constexpr std::size_t kForbiddenCache = 4096;

}  // namespace

int neighbour(int i, int dir, int offset) {
  return geometry().neighbours[i][dir][offset + 5];
}

Position::Position() : forbidden_cache_(kForbiddenCache) {
  entries_ = {point_entries(0), point_entries(1)};
  const Geometry& g = geometry();
  for (int i = 0; i < kCells; ++i) {
    for (int d = 0; d < 4; ++d) {
      LineKey key = 0;
      for (int k = -5; k <= 5; ++k) {
        if (k == 0) continue;
        if (g.neighbours[i][d][k + 5] < 0) key |= LineKey{3} << (2 * slot_of_offset(k));
      }
      keys_[i][d] = key;
    }
    refresh(i);
  }
}

Position::Position(const rules::Board& board) : Position() {
  for (int i = 0; i < kCells; ++i) {
    const Color c = board.at(Point::from_index(i));
    if (c != Color::kEmpty) play(i, c);
  }
  history_.clear();  // the set-up stones are never taken back
  saved_.clear();
  frames_.clear();
}

void Position::refresh(int i) {
  const ShapeLookup& lookup = shape_lookup();
  for (int d = 0; d < 4; ++d) {
    const std::array<Shape, 2> both = shapes_of(lookup, keys_[i][d]);
    shapes_[i][d][0] = both[0];
    shapes_[i][d][1] = both[1];
  }
  for (int colour = 0; colour < 2; ++colour) {
    const auto& s = shapes_[i];
    const int key = pattern_key(s[0][colour], s[1][colour], s[2][colour], s[3][colour]);
    patterns_[i][colour] = key;
    threats_[i][colour] = entries_[colour][key].threat;
  }
}

void Position::reshape(const ShapeLookup& lookup, int q, int d) {
  const std::array<Shape, 2> shapes = shapes_of(lookup, keys_[q][d]);
  if (shapes[0] == shapes_[q][d][0] && shapes[1] == shapes_[q][d][1]) return;
  // Written in place, field by field, rather than built on the stack and copied in.
  Saved& s = saved_.emplace_back();
  s.point = static_cast<std::int16_t>(q);
  s.dir = static_cast<std::uint8_t>(d);
  s.shapes = shapes_[q][d];
  s.patterns = patterns_[q];
  s.threats = threats_[q];
  const bool member = contains(near_empty_, q);
  for (int colour = 0; colour < 2; ++colour) {
    const Shape now = shapes[static_cast<std::size_t>(colour)];
    Shape& was = shapes_[q][d][colour];
    if (now == was) continue;
    int& key = patterns_[q][colour];
    const int old_key = key;
    key += (static_cast<int>(now) - static_cast<int>(was)) * kDirectionDigit[d];
    was = now;
    Threat& t = threats_[q][colour];
    const PointEntry& e = entries_[colour][key];
    if (!member) {
      t = e.threat;
      continue;
    }
    const PointEntry& old = entries_[colour][old_key];
    weight_sum_[colour] -= t.weight, guard_sum_[colour] -= t.guard;
    t = e.threat;
    weight_sum_[colour] += t.weight, guard_sum_[colour] += t.guard;
    count_sum_[colour].sub(old.counts);
    count_sum_[colour].add(e.counts);
    flip_marks(q, colour, old.marks ^ e.marks);
  }
}

void Position::join(int i, int sign) {
  for (int colour = 0; colour < 2; ++colour) {
    weight_sum_[colour] += sign * threats_[i][colour].weight;
    guard_sum_[colour] += sign * threats_[i][colour].guard;
    const PointEntry& e = entries_[colour][patterns_[i][colour]];
    if (sign > 0)
      count_sum_[colour].add(e.counts);
    else
      count_sum_[colour].sub(e.counts);
    flip_marks(i, colour, e.marks);
  }
}

void Position::flip_marks(int i, int colour, unsigned mask) {
  const auto w = static_cast<std::size_t>(i >> 6);
  const std::uint64_t bit = std::uint64_t{1} << (i & 63);
  for (; mask != 0; mask &= mask - 1)
    marks_[static_cast<std::size_t>(std::countr_zero(mask))][colour][w] ^= bit;
}

void Position::touch_near(int i) {
  // An occupied point counts its own stone, so a count that rises to 1 is an empty point's:
  // it joins the set. i itself, now occupied, leaves it.
  const Geometry::Around& a = geometry().around[i];
  for (int k = 0; k < a.count; ++k) {
    const int q = a.points[k];
    ++near_[q];
    if ((a.within1 >> k) & 1) ++near1_[q];
    if (q == i || near_[q] != 1) continue;
    near_empty_[static_cast<std::size_t>(q / 64)] |= std::uint64_t{1} << (q % 64);
    join(q, 1);
  }
  if (contains(near_empty_, i)) {
    near_empty_[static_cast<std::size_t>(i / 64)] &= ~(std::uint64_t{1} << (i % 64));
    join(i, -1);
  }
}

std::uint64_t Position::hash_after(int i, Color c) const {
  return hash_ ^ geometry().zobrist[i][c == Color::kBlack ? 0 : 1];
}

void Position::play(int i, Color c) {
  const Geometry& g = geometry();
  const ShapeLookup& lookup = shape_lookup();
  frames_.push_back({marks_, weight_sum_, guard_sum_, count_sum_, near_empty_, saved_.size()});
  board_.set(Point::from_index(i), c);
  hash_ ^= g.zobrist[i][c == Color::kBlack ? 0 : 1];
  history_.push_back(i);
  const LineKey bits = c == Color::kBlack ? 1 : 2;
  for (int d = 0; d < 4; ++d) {
    for (int k = -5; k <= 5; ++k) {
      if (k == 0) continue;
      const int q = g.neighbours[i][d][k + 5];
      if (q < 0) continue;
      // Seen from q, the new stone sits at offset -k. An occupied q's shapes wait for its undo.
      keys_[q][d] |= bits << (2 * slot_of_offset(-k));
      if (board_.empty(Point::from_index(q))) reshape(lookup, q, d);
    }
  }
  touch_near(i);
}

void Position::undo() {
  // Everything play() changed is put back from what it saved, not looked up again. The stone's
  // own point kept its shapes while occupied: no other stone came or went under it.
  const Geometry& g = geometry();
  const int i = history_.back();
  history_.pop_back();
  const Color c = at(i);
  board_.set(Point::from_index(i), Color::kEmpty);
  hash_ ^= g.zobrist[i][c == Color::kBlack ? 0 : 1];
  for (int d = 0; d < 4; ++d) {
    for (int k = -5; k <= 5; ++k) {
      if (k == 0) continue;
      const int q = g.neighbours[i][d][k + 5];
      if (q >= 0) keys_[q][d] &= ~(LineKey{3} << (2 * slot_of_offset(-k)));
    }
  }
  const Frame& f = frames_.back();
  while (saved_.size() > f.saved) {
    const Saved& v = saved_.back();
    shapes_[v.point][v.dir] = v.shapes;
    patterns_[v.point] = v.patterns;
    threats_[v.point] = v.threats;
    saved_.pop_back();
  }
  marks_ = f.marks;
  weight_sum_ = f.weight_sum;
  guard_sum_ = f.guard_sum;
  count_sum_ = f.count_sum;
  near_empty_ = f.near_empty;
  frames_.pop_back();
  const Geometry::Around& a = g.around[i];
  for (int k = 0; k < a.count; ++k) {
    const int q = a.points[k];
    --near_[q];
    if ((a.within1 >> k) & 1) --near1_[q];
  }
}

bool Position::forbidden(int i) {
  if (!threat(i, Color::kBlack).maybe_forbidden()) return false;
  const std::uint64_t key =
      (hash_ ^ (static_cast<std::uint64_t>(i + 1) * 0xD6E8FEB86659FD93ULL)) | 1;
  CacheEntry& e = forbidden_cache_[key % kForbiddenCache];
  if (e.key == key) return e.forbidden;
  e.key = key;
  e.forbidden = rules::is_forbidden(board_, Point::from_index(i));
  return e.forbidden;
}

int Position::five_point(int i, int dir, Color c) const {
  // Stone at i (played or hypothetical) — the five point is an empty point within 4 steps that
  // completes five through i.
  for (int k = -4; k <= 4; ++k) {
    if (k == 0) continue;
    const int q = neighbour(i, dir, k);
    if (q < 0 || !empty(q)) continue;
    if (shape(q, dir, c) == Shape::kFive) return q;
  }
  return kNoMove;
}

}  // namespace renju::ai
