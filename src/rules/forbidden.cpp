// Fast forbidden-move judge. Each of the four lines through a point is read as an 11-cell
// window (the point ±5) and classified by a precomputed table: five, overline, how many fours,
// and which empty points would turn it into a straight four. Only when two lines could be
// threes does the judge recurse (RIF 9.3) on those straight-four points.
#include "rules/forbidden.hpp"

#include <array>
#include <cstdint>
#include <memory>

namespace renju::rules {

std::string_view forbidden_name(Forbidden f) {
  switch (f) {
    case Forbidden::kOverline:
      return "overline";
    case Forbidden::kDoubleFour:
      return "double-four";
    case Forbidden::kDoubleThree:
      return "double-three";
    case Forbidden::kNone:
      break;
  }
  return "none";
}

namespace {

constexpr int kReach = 5;                // cells read on each side of the point
constexpr int kWindow = 2 * kReach + 1;  // 11
constexpr int kMid = kReach;

// Cell codes in a window; the edge of the board reads as blocked, like a white stone.
constexpr std::uint8_t kE = 0, kB = 1, kX = 2;

struct LineInfo {
  bool five = false;             // exactly five through the centre
  bool overline = false;         // six or more through the centre
  std::uint8_t fours = 0;        // distinct fours through the centre, capped at 2
  std::uint16_t three_mask = 0;  // window cells that make a straight four with the centre
};

// The window without its centre (always Black) as a base-3 number: 3^10 entries.
constexpr int kCodes = 59049;

struct Bounds {
  int lo, hi;
};
Bounds black_run(const std::array<std::uint8_t, kWindow>& c, int at) {
  int lo = at, hi = at;
  while (lo > 0 && c[lo - 1] == kB) --lo;
  while (hi < kWindow - 1 && c[hi + 1] == kB) ++hi;
  return {lo, hi};
}

LineInfo classify(std::array<std::uint8_t, kWindow> c) {
  LineInfo info;
  Bounds own = black_run(c, kMid);
  int len = own.hi - own.lo + 1;
  info.five = len == 5;
  info.overline = len >= 6;
  if (info.five || info.overline) return info;

  // Fours: each completion point names the four stones it completes; a straight four has two
  // completion points for the same four stones and so counts once.
  std::uint16_t seen[2] = {0, 0};
  int distinct = 0;
  for (int q = 1; q < kWindow - 1; ++q) {
    if (c[q] != kE) continue;
    c[q] = kB;
    Bounds r = black_run(c, q);
    c[q] = kE;
    if (r.hi - r.lo + 1 != 5 || r.lo > kMid || r.hi < kMid) continue;
    auto stones = static_cast<std::uint16_t>(((1u << (r.hi + 1)) - (1u << r.lo)) & ~(1u << q));
    bool dup = false;
    for (int i = 0; i < distinct; ++i) dup = dup || seen[i] == stones;
    if (!dup && distinct < 2) seen[distinct++] = stones;
  }
  info.fours = static_cast<std::uint8_t>(distinct);
  if (distinct > 0) return info;

  // Threes: q makes an unbroken four with the centre whose two ends each make exactly five.
  for (int q = 1; q < kWindow - 1; ++q) {
    if (c[q] != kE) continue;
    c[q] = kB;
    Bounds r = black_run(c, q);
    bool straight = r.hi - r.lo + 1 == 4 && r.lo <= kMid && r.hi >= kMid && c[r.lo - 1] == kE &&
                    c[r.hi + 1] == kE && c[r.lo - 2] != kB && c[r.hi + 2] != kB;
    c[q] = kE;
    if (straight) info.three_mask = static_cast<std::uint16_t>(info.three_mask | (1u << q));
  }
  return info;
}

const std::array<LineInfo, kCodes>& line_table() {
  static const auto table = [] {
    auto t = std::make_unique<std::array<LineInfo, kCodes>>();
    for (int code = 0; code < kCodes; ++code) {
      std::array<std::uint8_t, kWindow> c{};
      int rest = code;
      for (int i = 0; i < kWindow; ++i) {
        if (i == kMid) {
          c[i] = kB;
          continue;
        }
        c[i] = static_cast<std::uint8_t>(rest % 3);
        rest /= 3;
      }
      (*t)[code] = classify(c);
    }
    return t;
  }();
  return *table;
}

int cell_code(const Board& b, Point q) {
  if (!q.on_board()) return kX;
  Color col = b.at(q);
  return col == Color::kEmpty ? kE : (col == Color::kBlack ? kB : kX);
}

int window_code(const Board& b, Point p, Point d) {
  int code = 0, weight = 1;
  for (int i = -kReach; i <= kReach; ++i) {
    if (i == 0) continue;
    code += cell_code(b, {p.x + i * d.x, p.y + i * d.y}) * weight;
    weight *= 3;
  }
  return code;
}

// The verdict once the four line classifications of p are known.
Forbidden judge(Board& b, Point p, const std::array<const LineInfo*, 4>& lines);

}  // namespace

Forbidden forbidden_reason(Board& b, Point p) {
  if (!b.empty(p)) return Forbidden::kNone;
  const auto& table = line_table();
  std::array<const LineInfo*, 4> lines{};
  for (int d = 0; d < 4; ++d) lines[d] = &table[window_code(b, p, kDirections[d])];
  return judge(b, p, lines);
}

LineShape line_shape(const Board& b, Point p, int d) {
  const LineInfo& info = line_table()[window_code(b, p, kDirections[d])];
  LineShape out{info.five, info.overline, info.fours, {}};
  for (int i = 0; i < kWindow; ++i) {
    if (info.three_mask >> i & 1) {
      out.straight_four_points.push_back(
          {p.x + (i - kMid) * kDirections[d].x, p.y + (i - kMid) * kDirections[d].y});
    }
  }
  return out;
}

namespace {

Forbidden judge(Board& b, Point p, const std::array<const LineInfo*, 4>& lines) {
  int fours = 0, maybe_threes = 0;
  bool overline = false;
  for (const LineInfo* info : lines) {
    if (info->five) return Forbidden::kNone;  // exactly five wins, whatever else it makes
    overline = overline || info->overline;
    fours += info->fours;
    maybe_threes += info->three_mask != 0;
  }
  if (overline) return Forbidden::kOverline;
  if (fours >= 2) return Forbidden::kDoubleFour;
  if (maybe_threes < 2) return Forbidden::kNone;

  // RIF 9.3: a three counts only if one of its straight-four points is playable for Black
  // (not forbidden, judged with this stone on the board) and does not make a five instead.
  b.set(p, Color::kBlack);
  int threes = 0;
  for (int d = 0; d < 4 && threes < 2 && threes + maybe_threes >= 2; ++d) {
    std::uint16_t mask = lines[d]->three_mask;
    if (mask == 0) continue;
    --maybe_threes;
    for (int i = 0; i < kWindow; ++i) {
      if (!(mask >> i & 1)) continue;
      Point q{p.x + (i - kMid) * kDirections[d].x, p.y + (i - kMid) * kDirections[d].y};
      if (!makes_five(b, q, Color::kBlack) && forbidden_reason(b, q) == Forbidden::kNone) {
        ++threes;
        break;
      }
    }
  }
  b.set(p, Color::kEmpty);
  return threes >= 2 ? Forbidden::kDoubleThree : Forbidden::kNone;
}

}  // namespace

std::vector<ForbiddenPoint> forbidden_points(Board& b) {
  // Scanning the whole board, the window codes are computed by sliding along each line (one
  // new cell per step) instead of reading eleven cells per point and direction.
  constexpr int kTop = 59049;  // 3^10, weight of the window's last cell
  const auto& table = line_table();
  std::array<std::array<const LineInfo*, 4>, kCells> lines{};
  for (int d = 0; d < 4; ++d) {
    Point dir = kDirections[d];
    for (int i = 0; i < kCells; ++i) {
      Point s = Point::from_index(i);
      if (Point{s.x - dir.x, s.y - dir.y}.on_board()) continue;  // not the start of a line
      int code = 0;
      for (int k = kReach; k >= -kReach; --k)
        code = code * 3 + cell_code(b, {s.x + k * dir.x, s.y + k * dir.y});
      for (Point q = s; q.on_board(); q = {q.x + dir.x, q.y + dir.y}) {
        // Drop the centre digit: the table is indexed by the ten cells around the point.
        lines[q.index()][d] = &table[code % 243 + code / 729 * 243];
        Point in{q.x + (kReach + 1) * dir.x, q.y + (kReach + 1) * dir.y};
        code = code / 3 + cell_code(b, in) * kTop;
      }
    }
  }
  std::vector<ForbiddenPoint> out;
  for (int x = 0; x < kSize; ++x) {
    for (int y = 0; y < kSize; ++y) {
      Point p{x, y};
      if (!b.empty(p)) continue;
      Forbidden f = judge(b, p, lines[p.index()]);
      if (f != Forbidden::kNone) out.push_back({p, f});
    }
  }
  return out;
}

}  // namespace renju::rules
