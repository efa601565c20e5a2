// Incremental pattern board: a stone changes the line keys of at most 40 points, and only their
// shapes are looked up again.
#include "ai/position.hpp"

#include <cstdlib>

#include "ai/patterns.hpp"
#include "ai/policy.hpp"
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

constexpr std::array<Threat, 11> kShapeThreat = {
    shape_threat(Shape::kNone),     shape_threat(Shape::kOne),
    shape_threat(Shape::kTwo),      shape_threat(Shape::kOpenTwo),
    shape_threat(Shape::kThree),    shape_threat(Shape::kOpenThree),
    shape_threat(Shape::kFour),     shape_threat(Shape::kDoubleFour),
    shape_threat(Shape::kOpenFour), shape_threat(Shape::kFive),
    shape_threat(Shape::kOverline),
};

}  // namespace

int neighbour(int i, int dir, int offset) {
  return geometry().neighbours[i][dir][offset + 5];
}

Position::Position() : forbidden_cache_(kForbiddenCache) {
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
  history_.clear();
}

void Position::refresh(int i) {
  const ShapeLookup& lookup = shape_lookup();
  for (int d = 0; d < 4; ++d) {
    const std::array<Shape, 2> both = shapes_of(lookup, keys_[i][d]);
    shapes_[i][d][0] = both[0];
    shapes_[i][d][1] = both[1];
  }
  summarise(i);
}

void Position::summarise(int i) {
  for (int colour = 0; colour < 2; ++colour) {
    Threat t;
    for (int d = 0; d < 4; ++d)
      add_counts(t, kShapeThreat[static_cast<int>(shapes_[i][d][colour])], 1);
    threats_[i][colour] = t;
    price(i, colour);
  }
}

void Position::price(int i, int colour) {
  const auto& s = shapes_[i];
  const int key = pattern_key(s[0][colour], s[1][colour], s[2][colour], s[3][colour]);
  const PatternValues& values = pattern_values();
  Threat& t = threats_[i][colour];
  t.weight =
      values[static_cast<std::size_t>(pattern_table(colour, true))][static_cast<std::size_t>(key)];
  t.guard =
      values[static_cast<std::size_t>(pattern_table(colour, false))][static_cast<std::size_t>(key)];
  const PolicyValues& order = policy_values();
  t.attack =
      order[static_cast<std::size_t>(policy_table(colour, true))][static_cast<std::size_t>(key)];
  t.block =
      order[static_cast<std::size_t>(policy_table(colour, false))][static_cast<std::size_t>(key)];
}

void Position::reshape(const ShapeLookup& lookup, int q, int d) {
  const std::array<Shape, 2> shapes = shapes_of(lookup, keys_[q][d]);
  for (int colour = 0; colour < 2; ++colour) {
    const Shape now = shapes[static_cast<std::size_t>(colour)];
    Shape& was = shapes_[q][d][colour];
    if (now == was) continue;
    Threat& t = threats_[q][colour];
    add_counts(t, kShapeThreat[static_cast<int>(was)], -1);
    add_counts(t, kShapeThreat[static_cast<int>(now)], 1);
    was = now;
    price(q, colour);
  }
}

void Position::touch_near(int i, int delta) {
  // An occupied point counts its own stone, so a count that rises to 1 is an empty point's
  // (it joins the set) and one that falls to 0 leaves it; i itself is settled after the loop.
  const Geometry::Around& a = geometry().around[i];
  for (int k = 0; k < a.count; ++k) {
    const int q = a.points[k];
    const std::uint64_t bit = std::uint64_t{1} << (q % 64);
    near_[q] = static_cast<std::uint8_t>(near_[q] + delta);
    if (delta > 0 ? near_[q] == 1 : near_[q] == 0) near_empty_[q / 64] ^= bit;
    if ((a.within1 >> k) & 1) near1_[q] = static_cast<std::uint8_t>(near1_[q] + delta);
  }
  const std::uint64_t bit = std::uint64_t{1} << (i % 64);
  if (board_.empty(Point::from_index(i)) && near_[i] > 0)
    near_empty_[i / 64] |= bit;
  else
    near_empty_[i / 64] &= ~bit;
}

void Position::play(int i, Color c) {
  const Geometry& g = geometry();
  const ShapeLookup& lookup = shape_lookup();
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
  touch_near(i, 1);
}

void Position::undo() {
  const Geometry& g = geometry();
  const ShapeLookup& lookup = shape_lookup();
  const int i = history_.back();
  history_.pop_back();
  const Color c = at(i);
  board_.set(Point::from_index(i), Color::kEmpty);
  hash_ ^= g.zobrist[i][c == Color::kBlack ? 0 : 1];
  for (int d = 0; d < 4; ++d) {
    for (int k = -5; k <= 5; ++k) {
      if (k == 0) continue;
      const int q = g.neighbours[i][d][k + 5];
      if (q < 0) continue;
      keys_[q][d] &= ~(LineKey{3} << (2 * slot_of_offset(-k)));
      if (board_.empty(Point::from_index(q))) reshape(lookup, q, d);
    }
  }
  // Its own shapes went stale while it was occupied.
  refresh(i);
  touch_near(i, -1);
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
