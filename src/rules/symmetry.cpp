// Board symmetries and the translation-invariant canonical form of a stone set.
#include "rules/symmetry.hpp"

#include <algorithm>
#include <climits>

namespace renju::rules {

Point transform(Point p, int k) {
  constexpr int m = kSize - 1;
  for (int r = 0; r < (k & 3); ++r) p = Point{m - p.y, p.x};  // quarter turn about h8
  if (k & 4) p.x = m - p.x;
  return p;
}

Board transform(const Board& b, int k) {
  Board out;
  for (int i = 0; i < kCells; ++i) {
    Point p = Point::from_index(i);
    if (!b.empty(p)) out.set(transform(p, k), b.at(p));
  }
  return out;
}

std::vector<Stone> stones_of(const Board& b) {
  std::vector<Stone> out;
  for (int i = 0; i < kCells; ++i) {
    Point p = Point::from_index(i);
    if (!b.empty(p)) out.push_back({p, b.at(p)});
  }
  return out;
}

namespace {
bool stone_less(const Stone& a, const Stone& b) {
  if (a.at.y != b.at.y) return a.at.y < b.at.y;
  if (a.at.x != b.at.x) return a.at.x < b.at.x;
  return a.color < b.color;
}
}  // namespace

std::vector<Stone> canonical_form(std::vector<Stone> stones) {
  std::vector<Stone> best;
  for (int k = 0; k < 8; ++k) {
    std::vector<Stone> image = stones;
    int min_x = INT_MAX, min_y = INT_MAX;
    for (Stone& s : image) {
      s.at = transform(s.at, k);
      min_x = std::min(min_x, s.at.x);
      min_y = std::min(min_y, s.at.y);
    }
    for (Stone& s : image) s.at = Point{s.at.x - min_x, s.at.y - min_y};
    std::sort(image.begin(), image.end(), stone_less);
    if (k == 0 || std::lexicographical_compare(image.begin(), image.end(), best.begin(), best.end(),
                                               stone_less)) {
      best = std::move(image);
    }
  }
  return best;
}

}  // namespace renju::rules
