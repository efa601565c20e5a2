// Taraguchi's fifth-move decision: option 1 (Black's fifth stone inside the central 9×9, after
// which White may swap) against option 2 (n offers anywhere, no two symmetric; White picks one
// and plays stone 6). Both are valued on one scale: what Black keeps after White's answer, each
// fifth move judged by short searches with White to move and threat checks for both sides.
#include <algorithm>
#include <cstdlib>
#include <map>

#include "ai/ai.hpp"
#include "rules/symmetry.hpp"

namespace renju::ai {
namespace {

using rules::Point;

// Black's first-move advantage in evaluation units (as in ai.cpp's opening judgements).
constexpr int kBlackEdge = 40;
// A fifth move after which one side has a proven win; bounded so that sums stay small.
constexpr int kDecided = 100000;

// The short searches of one fifth move: fixed depth, node-bounded (so the judgement is the same
// on every machine), the level's clock only as a safety net.
SearchOptions fifth_options(Level level, double seconds, int depth) {
  SearchOptions o = search_options(level, seconds);
  o.time_limit_s = seconds;
  o.max_depth = depth;
  o.width = 8;
  o.max_nodes = level == Level::kBeginner ? 3000 : 12000;
  o.vct_depth = 0;
  o.defend_vcf = true;
  o.defend_vct = 0;
  o.natural_bias = 0;
  o.shape_bias = 0;
  o.effort_order = false;  // as in the other opening judges (ai.cpp, judge_options)
  o.vcf.max_nodes = std::min<std::uint64_t>(o.vcf.max_nodes, 4000);
  return o;
}

// Black's value after Black's fifth stone at `p` and White's best stone 6. A win proven by a
// VCF (White's at once, or Black's after White's reply) decides it; otherwise the searches to
// two depths are averaged, so that neither side gains from having the last word in a leaf
// (a depth-3 leaf has Black to move, a depth-2 leaf White).
int fifth_value(Position& pos, int p, Level level, double seconds) {
  pos.play(p, Color::kBlack);
  const SearchResult deep = search(pos, Color::kWhite, fifth_options(level, seconds / 2, 3));
  int value;
  if (deep.move == kNoMove) {
    value = -evaluate(pos, Color::kWhite);
  } else if (deep.score > kWinThreshold) {
    value = -kDecided;
  } else {
    // White's chosen stone 6: does Black still win by continuous fours?
    pos.play(deep.move, Color::kWhite);
    ThreatLimits limits = fifth_options(level, seconds, 3).vcf;
    ThreatSearch black(pos, limits);
    const bool black_wins = !black.vcf(Color::kBlack).empty();
    pos.undo();
    if (black_wins || deep.score < -kWinThreshold) {
      value = kDecided;
    } else {
      const SearchResult shallow = search(pos, Color::kWhite, fifth_options(level, seconds / 2, 2));
      const int s2 = std::clamp(shallow.score, -kDecided, kDecided);
      value = -(deep.score + s2) / 2;
    }
  }
  pos.undo();
  return value + kBlackEdge;
}

struct Candidate {
  int point;
  int screen;  // static evaluation for Black after the stone, White to move
};

// Every legal fifth move next to the stones, with its static value for Black.
std::vector<Candidate> screen(Position& pos, const std::vector<int>& points) {
  std::vector<Candidate> out;
  for (int p : points) {
    if (!pos.near(p)) continue;
    pos.play(p, Color::kBlack);
    out.push_back({p, -evaluate(pos, Color::kWhite)});
    pos.undo();
  }
  return out;
}

}  // namespace

FifthChoice judge_fifth_choice(const game::Game& game, int n, Level level, double seconds) {
  const rules::Board& board = game.board();
  Position pos(board);
  std::vector<int> empties, square;
  for (int i = 0; i < rules::kCells; ++i) {
    if (!pos.empty(i) || pos.forbidden(i)) continue;
    empties.push_back(i);
    const Point p = Point::from_index(i);
    if (std::abs(p.x - rules::kCentre.x) <= 4 && std::abs(p.y - rules::kCentre.y) <= 4)
      square.push_back(i);
  }
  const std::size_t keep = static_cast<std::size_t>(n) + 2;
  // Option 2's candidates: the strongest by the static screen, one per symmetry class (offers
  // must differ by symmetry, and symmetric moves are worth the same).
  auto strong = screen(pos, empties);
  std::stable_sort(strong.begin(), strong.end(),
                   [](const Candidate& a, const Candidate& b) { return a.screen > b.screen; });
  std::vector<std::vector<rules::Stone>> classes;
  std::vector<int> offers;
  for (const Candidate& c : strong) {
    if (offers.size() == keep) break;
    rules::Board b = board;
    b.set(Point::from_index(c.point), Color::kBlack);
    auto form = rules::canonical_form(b);
    if (std::find(classes.begin(), classes.end(), form) != classes.end()) continue;
    classes.push_back(std::move(form));
    offers.push_back(c.point);
  }
  // Option 1's candidates: the square's moves whose static value is nearest to even, and its
  // strongest few (where White stands better after stone 4, Black needs a strong fifth move to
  // come back to even).
  auto square_moves = screen(pos, square);
  std::vector<Candidate> even = square_moves;
  std::stable_sort(even.begin(), even.end(), [](const Candidate& a, const Candidate& b) {
    return std::abs(a.screen + kBlackEdge) < std::abs(b.screen + kBlackEdge);
  });
  if (even.size() > keep) even.resize(keep);
  std::stable_sort(square_moves.begin(), square_moves.end(),
                   [](const Candidate& a, const Candidate& b) { return a.screen > b.screen; });
  for (std::size_t k = 0; k < square_moves.size() && k < keep / 2; ++k)
    if (std::none_of(even.begin(), even.end(),
                     [&](const Candidate& c) { return c.point == square_moves[k].point; }))
      even.push_back(square_moves[k]);

  std::map<int, int> values;  // point → fifth_value, each searched once
  const double each =
      seconds / static_cast<double>(std::max<std::size_t>(1, offers.size() + even.size()));
  const auto value_of = [&](int p) {
    auto it = values.find(p);
    if (it == values.end()) it = values.emplace(p, fifth_value(pos, p, level, each)).first;
    return it->second;
  };

  FifthChoice out;
  // Option 2: Black offers the n best classes and White picks the one worst for Black, so it is
  // worth the n-th best.
  std::vector<int> offered;
  for (int p : offers) offered.push_back(value_of(p));
  std::sort(offered.rbegin(), offered.rend());
  out.offers = static_cast<int>(offered.size()) >= n ? offered[n - 1] : -kDecided;
  // Option 1: White may swap after the fifth stone, so Black keeps the worse side of it: the
  // best is the fifth move nearest to even, min(v, -v).
  out.in_square = -kDecided;
  for (const Candidate& c : even) {
    const int v = value_of(c.point);
    out.in_square = std::max(out.in_square, std::min(v, -v));
  }
  out.option = out.offers > out.in_square ? 2 : 1;
  return out;
}

}  // namespace renju::ai
