// Reference forbidden-move judge: place the stone, read each of the four lines cell by cell,
// count fives, overlines, fours and threes exactly as the RIF words them, recurse for threes.
#include "rules/reference.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <random>

namespace renju::rules::reference {

namespace {

Point step(Point p, Point d, int k) {
  return Point{p.x + k * d.x, p.y + k * d.y};
}

bool is_black(const Board& b, Point p) {
  return p.on_board() && b.at(p) == Color::kBlack;
}
bool is_empty(const Board& b, Point p) {
  return p.on_board() && b.at(p) == Color::kEmpty;
}

// Length of the unbroken black row through p (which must hold a black stone) along d.
int black_row(const Board& b, Point p, Point d) {
  int n = 1;
  for (int k = 1; is_black(b, step(p, d, k)); ++k) ++n;
  for (int k = 1; is_black(b, step(p, d, -k)); ++k) ++n;
  return n;
}

// Would a black stone on empty e give exactly five in a row along d?
bool black_five_along(Board& b, Point e, Point d) {
  b.set(e, Color::kBlack);
  bool five = black_row(b, e, d) == 5;
  b.set(e, Color::kEmpty);
  return five;
}

bool black_five_anywhere(Board& b, Point e) {
  for (Point d : kDirections) {
    if (black_five_along(b, e, d)) return true;
  }
  return false;
}

// The fours through the (already placed) stone p along d, as distinct sets of four stones: a
// four is four stones within a window of five, including p, whose one empty cell would make
// exactly five. A straight four yields the same set from two windows and so counts once.
int fours_along(Board& b, Point p, Point d) {
  std::vector<std::array<int, 4>> fours;
  for (int start = -4; start <= 0; ++start) {
    std::array<int, 4> stones{};
    int n_stones = 0;
    int n_empty = 0;
    Point empty{};
    bool off = false;
    for (int k = start; k < start + 5; ++k) {
      Point q = step(p, d, k);
      if (!q.on_board()) {
        off = true;
        break;
      }
      if (b.at(q) == Color::kBlack && n_stones < 4) stones[n_stones] = q.index();
      if (b.at(q) == Color::kBlack) ++n_stones;
      if (b.at(q) == Color::kEmpty) ++n_empty, empty = q;
    }
    if (off || n_stones != 4 || n_empty != 1) continue;
    if (!black_five_along(b, empty, d)) continue;
    if (std::find(fours.begin(), fours.end(), stones) == fours.end()) fours.push_back(stones);
  }
  return static_cast<int>(fours.size());
}

// Is the black row through p along d a straight four: exactly four stones in a row whose two
// end points are empty and would each make exactly five?
bool straight_four_along(Board& b, Point p, Point d) {
  if (black_row(b, p, d) != 4) return false;
  int hi = 0;
  while (is_black(b, step(p, d, hi + 1))) ++hi;
  int lo = 0;
  while (is_black(b, step(p, d, lo - 1))) --lo;
  Point end_hi = step(p, d, hi + 1);
  Point end_lo = step(p, d, lo - 1);
  return is_empty(b, end_hi) && is_empty(b, end_lo) && black_five_along(b, end_hi, d) &&
         black_five_along(b, end_lo, d);
}

// A three through the (already placed) stone p along d: some empty q on the line turns it into a
// straight four containing p and q, q makes no five at the same time, and q is itself not
// forbidden in this position (the recursion of RIF 9.3).
Forbidden judge(Board& b, Point p, int levels);

bool three_along(Board& b, Point p, Point d, int levels) {
  for (int k = -4; k <= 4; ++k) {
    Point q = step(p, d, k);
    if (k == 0 || !is_empty(b, q)) continue;
    if (black_five_anywhere(b, q)) continue;
    b.set(q, Color::kBlack);
    bool joined = true;  // q must lie in p's row, so every cell between them is black
    for (int j = std::min(k, 0); j <= std::max(k, 0); ++j)
      joined = joined && is_black(b, step(p, d, j));
    bool straight = joined && straight_four_along(b, p, d);
    b.set(q, Color::kEmpty);
    if (!straight) continue;
    if (levels <= 0 || judge(b, q, levels - 1) == Forbidden::kNone) return true;
  }
  return false;
}

Forbidden judge_placed(Board& b, Point p, int levels) {
  for (Point d : kDirections) {
    if (black_row(b, p, d) == 5) return Forbidden::kNone;
  }
  for (Point d : kDirections) {
    if (black_row(b, p, d) >= 6) return Forbidden::kOverline;
  }
  int fours = 0;
  std::array<bool, 4> line_has_four{};
  for (std::size_t i = 0; i < kDirections.size(); ++i) {
    int n = fours_along(b, p, kDirections[i]);
    fours += n;
    line_has_four[i] = n > 0;
  }
  if (fours >= 2) return Forbidden::kDoubleFour;
  int threes = 0;
  for (std::size_t i = 0; i < kDirections.size(); ++i) {
    if (!line_has_four[i] && three_along(b, p, kDirections[i], levels)) ++threes;
  }
  if (threes >= 2) return Forbidden::kDoubleThree;
  return Forbidden::kNone;
}

Forbidden judge(Board& b, Point p, int levels) {
  b.set(p, Color::kBlack);
  Forbidden verdict = judge_placed(b, p, levels);
  b.set(p, Color::kEmpty);
  return verdict;
}

}  // namespace

// Each level adds a stone, so the recursion ends by itself; INT_MAX means "never cut".
Forbidden forbidden_reason(Board& b, Point p) {
  return judge(b, p, INT_MAX);
}

Forbidden forbidden_reason_limited(Board& b, Point p, int levels) {
  return judge(b, p, levels);
}

std::vector<ForbiddenPoint> forbidden_points(Board& b) {
  std::vector<ForbiddenPoint> out;
  for (int x = 0; x < kSize; ++x) {
    for (int y = 0; y < kSize; ++y) {
      Point p{x, y};
      if (!b.empty(p)) continue;
      Forbidden f = reference::forbidden_reason(b, p);
      if (f != Forbidden::kNone) out.push_back({p, f});
    }
  }
  return out;
}

std::vector<Point> random_game(std::uint64_t seed, int moves, int radius) {
  std::mt19937_64 rng(seed);
  // Plain modulo keeps the sequence identical on every standard library (distributions are not).
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<std::uint64_t>(n)); };
  Board b;
  std::vector<Point> game;
  int side = 2 * radius + 1;
  for (int ply = 0; ply < moves; ++ply) {
    Color c = ply % 2 == 0 ? Color::kBlack : Color::kWhite;
    bool placed = false;
    for (int attempt = 0; attempt < 64 && !placed; ++attempt) {
      Point p{kCentre.x - radius + pick(side), kCentre.y - radius + pick(side)};
      if (!p.on_board() || !b.empty(p) || makes_five(b, p, c)) continue;
      if (c == Color::kBlack && reference::forbidden_reason(b, p) != Forbidden::kNone) continue;
      b.set(p, c);
      game.push_back(p);
      placed = true;
    }
    if (!placed) break;
  }
  return game;
}

}  // namespace renju::rules::reference
