// Decisions for every phase of a game. Opening choices are judged by short fixed-depth searches
// of the resulting positions, from Black's point of view with a small first-move edge.
#include "ai/ai.hpp"

#include <algorithm>
#include <cstdlib>

#include "ai/book.hpp"
#include "openings/registry.hpp"

namespace renju::ai {
namespace {

using openings::Phase;
using rules::Point;

// Black's first-move advantage in evaluation units: with nothing else to go on, prefer Black.
constexpr int kBlackEdge = 40;

SearchOptions judge_options(Level level, double seconds) {
  SearchOptions o = search_options(level, seconds);
  o.max_depth = level == Level::kBeginner ? 1 : 3;
  o.width = 10;
  o.vct_depth = 0;
  o.defend_vcf = false;
  o.natural_bias = 0;
  o.shape_bias = 0;
  o.effort_order = false;  // the opening judges' shallow searches keep the order they were tuned by
  o.vcf.max_nodes = std::min<std::uint64_t>(o.vcf.max_nodes, 5000);
  return o;
}

// The value of the position for Black, `to_move` moving next.
int value_for_black(Position& pos, Color to_move, const SearchOptions& o) {
  const SearchResult r = search(pos, to_move, o);
  const int v = r.move == kNoMove ? evaluate(pos, to_move) : r.score;
  return (to_move == Color::kBlack ? v : -v) + kBlackEdge;
}

std::vector<int> indices(const std::vector<Point>& points) {
  std::vector<int> out;
  out.reserve(points.size());
  for (Point p : points) out.push_back(p.index());
  return out;
}

// Fifth-move candidates ranked for Black: static screen, then a short search of the best few.
std::vector<std::pair<int, int>> rank_fifth_moves(Position& pos, const std::vector<int>& points,
                                                  Level level, double seconds, int keep) {
  std::vector<std::pair<int, int>> screened;  // (-value, point)
  for (int p : points) {
    if (!pos.near(p)) continue;
    pos.play(p, Color::kBlack);
    screened.emplace_back(evaluate(pos, Color::kWhite), p);
    pos.undo();
  }
  if (screened.empty())
    for (int p : points) screened.emplace_back(0, p);
  std::sort(screened.begin(), screened.end());
  if (static_cast<int>(screened.size()) > keep) screened.resize(keep);
  const SearchOptions o = judge_options(
      level, seconds / static_cast<double>(std::max<std::size_t>(1, screened.size())));
  std::vector<std::pair<int, int>> ranked;
  for (const auto& [neg, p] : screened) {
    pos.play(p, Color::kBlack);
    ranked.emplace_back(-value_for_black(pos, Color::kWhite, o), p);
    pos.undo();
  }
  std::stable_sort(ranked.begin(), ranked.end());
  for (auto& [v, p] : ranked) v = -v;  // now (value for Black, point), best first
  return ranked;
}

}  // namespace

namespace {
// Black's value after White picks the worst of `count` offers: the count-th best fifth move.
int value_with_offers(Position& pos, int count, Level level, double seconds) {
  std::vector<int> empties;
  for (int i = 0; i < rules::kCells; ++i)
    if (pos.empty(i) && !pos.forbidden(i)) empties.push_back(i);
  auto ranked = rank_fifth_moves(pos, empties, level, seconds, 2 * count + 4);
  if (ranked.empty()) return 0;
  return ranked[std::min<std::size_t>(ranked.size(), count) - 1].first;
}

// The declared count that leaves the position closest to even: the other side may swap next,
// so neither colour should be worth taking.
int balanced_count(Position& pos, const std::vector<int>& counts, Level level, double seconds) {
  std::vector<int> empties;
  for (int i = 0; i < rules::kCells; ++i)
    if (pos.empty(i) && !pos.forbidden(i)) empties.push_back(i);
  const int most = counts.empty() ? 1 : counts.back();
  auto ranked = rank_fifth_moves(pos, empties, level, seconds, 2 * most + 4);
  int best = counts.empty() ? 1 : counts.front();
  int best_gap = -1;
  for (int n : counts) {
    if (ranked.empty()) break;
    const int v = ranked[std::min<std::size_t>(ranked.size(), n) - 1].first;
    if (best_gap < 0 || std::abs(v) < best_gap) {
      best_gap = std::abs(v);
      best = n;
    }
  }
  return best;
}

// A stone of the opening placed by the tentative Black before a swap: the point that leaves
// the position closest to even, judged by a short search of each.
Point balanced_stone(Position& pos, const std::vector<Point>& points, Color color, Level level,
                     double seconds) {
  const SearchOptions o =
      judge_options(level, seconds / static_cast<double>(std::max<std::size_t>(1, points.size())));
  Point best = points.front();
  int best_gap = -1;
  for (Point p : points) {
    pos.play(p.index(), color);
    const int gap = std::abs(value_for_black(pos, rules::opponent(color), o));
    pos.undo();
    if (best_gap < 0 || gap < best_gap) {
      best_gap = gap;
      best = p;
    }
  }
  return best;
}

std::optional<Decision> make(const game::Action& a, int score, std::string reason,
                             std::uint64_t nodes = 0) {
  return Decision{a, score, std::move(reason), nodes};
}

}  // namespace

std::string_view level_name(Level l) {
  switch (l) {
    case Level::kBeginner:
      return "beginner";
    case Level::kClub:
      return "club";
    case Level::kStrong:
      return "strong";
    case Level::kMaximum:
      return "maximum";
  }
  return "club";
}

std::optional<Level> parse_level(std::string_view name) {
  if (name == "beginner") return Level::kBeginner;
  if (name == "club") return Level::kClub;
  if (name == "strong") return Level::kStrong;
  if (name == "maximum") return Level::kMaximum;
  return std::nullopt;
}

std::vector<std::string> level_names() {
  std::vector<std::string> out;
  for (Level l : kLevels) out.emplace_back(level_name(l));
  return out;
}

namespace {
// The strong and maximum levels' widths at 1, 2, 3 and 4 plies from the horizon
// (docs/engine-search.md, "Move-count pruning": 5, 8 and 12 at three plies, self-play +27 ± 47
// over 208 games against width 16 throughout; "The frontier a ply deeper, and what else session 40
// measured": 12 at the fourth ply too, +33 ± 26 by pairs over 317 games, an SPRT's H1).
constexpr std::array<int, 4> kFrontierWidth{5, 8, 12, 12};
// The strong and maximum levels' singular-extension margin per ply (docs/engine-search.md,
// "Singular extensions": self-play +56 ± 48 over 208 games at 200 ms).
constexpr int kSingularMargin = 20;
// The beginner's liking for its own twos and closed threes (docs/engine.md, "Levels": club -
// beginner +191 ± 116 with it, +68 ± 99 without).
constexpr int kBeginnerShapeBias = 20;

// The strong and maximum levels' search: `seconds` by default, the VCF and VCT each within
// `threat_nodes`, the chosen move checked against the opponent's VCT within `defend_nodes`.
void strong_search(SearchOptions& o, double seconds, std::uint64_t threat_nodes,
                   std::uint64_t defend_nodes) {
  o.time_limit_s = seconds;
  o.max_depth = 30;
  o.width = 16;
  o.vcf = {112, threat_nodes};
  o.vct_depth = 20;
  o.proof_vct = true;
  o.vct_nodes = threat_nodes;
  o.defend_vct = defend_nodes;
  o.frontier_width = kFrontierWidth;
  o.singular_margin = kSingularMargin;
  o.effort_order = true;
  o.net_eval = true;
}
}  // namespace

SearchOptions search_options(Level level, double time_limit_s) {
  SearchOptions o;
  switch (level) {
    case Level::kBeginner:
      // A beginner reads two plies, looks only next to the stones, sees short VCFs only, likes
      // natural moves near the last stone and moves that build its own shapes.
      o.time_limit_s = 0.3;
      o.max_depth = 2;
      o.width = 8;
      o.radius = 1;
      o.vcf = {4, 3000};
      o.vct_depth = 0;
      o.defend_vcf = false;
      o.natural_bias = 30;
      o.shape_bias = kBeginnerShapeBias;
      o.fitted_order = false;
      break;
    case Level::kClub:
      // A club player reads the eight most natural moves three plies deep (forced replies
      // extend it), finds medium-length VCFs and guards against the opponent's.
      o.time_limit_s = 1.0;
      o.max_depth = 3;
      o.width = 8;
      o.vcf = {8, 20000};
      o.vct_depth = 0;
      o.fitted_order = false;
      break;
    case Level::kStrong:
      strong_search(o, 3.0, 200000, 60000);
      break;
    case Level::kMaximum:
      // The strong level's search with all of the time it is given: threat ceilings scaled
      // with its default time as the strong level's are with its 3 s.
      strong_search(o, 10.0, 660000, 200000);
      break;
  }
  if (time_limit_s > 0) {
    // Levels are also set by time: of the budget the caller allows, a beginner thinks a tenth
    // (at most 0.3 s), a club player a third (at most 1 s), the strong level all of it up to
    // 3 s, the maximum level all of it.
    const double share = level == Level::kClub ? 0.34 : (level == Level::kBeginner ? 0.1 : 1.0);
    o.time_limit_s =
        level == Level::kMaximum ? time_limit_s : std::min(o.time_limit_s, time_limit_s * share);
    // Threat searches are bounded by nodes as well as by the clock. The root's own VCF and VCT
    // come before the main search and may take about a third of the time (roughly 300k threat
    // nodes a second on one core); the last check of the chosen move against the opponent's
    // VCT has the time the main search leaves it (search.cpp) and a budget to match.
    const auto budget = static_cast<std::uint64_t>(o.time_limit_s * 100000);
    o.vcf.max_nodes = std::max<std::uint64_t>(2000, std::min(o.vcf.max_nodes, budget));
    o.vct_nodes = std::max<std::uint64_t>(2000, std::min(o.vct_nodes, budget));
    if (o.defend_vct > 0)
      o.defend_vct = std::max<std::uint64_t>(1000, std::min(o.defend_vct, budget * 3 / 4));
  }
  return o;
}

std::optional<Decision> decide(const game::Game& game, game::Seat seat, const Options& options) {
  if (game.over()) return std::nullopt;
  const actions::LegalActions la = game.legal_actions(seat);
  if (la.allows(actions::ActionKind::kDeclineDraw)) {
    // Draws are agreed only when the board is nearly full anyway.
    if (game.board().stones() > 200 && la.allows(actions::ActionKind::kAcceptDraw))
      return make(game::Action::accept_draw(), 0, "draw");
    return make(game::Action::decline_draw(), 0, "draw");
  }
  const game::Turn turn = game.turn();
  if (turn.seat != seat) return std::nullopt;
  SearchOptions so = search_options(options.level, options.time_limit_s);
  so.stop = options.stop;
  const double seconds = so.time_limit_s;
  Position pos(game.board());
  const Color mine = game.color_of(seat);

  if (la.allows(actions::ActionKind::kSwap) && la.allows(actions::ActionKind::kKeep)) {
    // Before the offers (Soosõrv-N) Black's value is that of the worst offer White may pick.
    const Color next = turn.stone % 2 == 1 ? Color::kBlack : Color::kWhite;
    const int black = turn.phase == Phase::kOffer && turn.offers_wanted > 0
                          ? value_with_offers(pos, turn.offers_wanted, options.level, seconds)
                          : value_for_black(pos, next, judge_options(options.level, seconds));
    const int keep = mine == Color::kBlack ? black : -black;
    if (keep < 0) return make(game::Action::swap(), -keep, "swap");
    return make(game::Action::keep(), keep, "keep");
  }
  const openings::RuleSpec* spec = openings::find_rule(game.rule());

  switch (turn.phase) {
    case Phase::kPlace:
      // Stones 1–3 of one of the 26, placed by the tentative Black, who may be swapped next.
      if (spec && spec->canonical_opening && turn.stone <= 3 && !la.place.empty()) {
        const Color color = turn.stone % 2 == 1 ? Color::kBlack : Color::kWhite;
        const Point p = balanced_stone(pos, la.place, color, options.level, seconds);
        return make(game::Action::place(p), 0, "opening");
      }
      break;
    case Phase::kDeclare: {
      if (!la.allows(actions::ActionKind::kDeclare)) break;
      const int n = balanced_count(pos, la.choices, options.level, seconds);
      return make(game::Action::declare(n), 0, "declare");
    }
    case Phase::kChoose: {
      const int n = std::max(1, turn.offers_wanted > 0 ? turn.offers_wanted : 10);
      const FifthChoice c = judge_fifth_choice(game, n, options.level, seconds);
      return make(game::Action::choose(c.option), c.option == 2 ? c.offers : c.in_square, "choose");
    }
    case Phase::kOffer: {
      if (!la.allows(actions::ActionKind::kOffer)) break;
      auto ranked = rank_fifth_moves(pos, indices(la.offer), options.level, seconds, 12);
      if (ranked.empty()) break;
      return make(game::Action::offer(Point::from_index(ranked.front().second)),
                  ranked.front().first, "offer");
    }
    case Phase::kPick: {
      // White takes the offer that leaves Black worst off.
      if (la.pick.empty()) break;
      const SearchOptions o =
          judge_options(options.level, seconds / static_cast<double>(la.pick.size()));
      int best = -kWin - 1;
      Point choice = la.pick.front();
      for (Point p : la.pick) {
        pos.play(p.index(), Color::kBlack);
        const int for_white = -value_for_black(pos, Color::kWhite, o);
        pos.undo();
        if (for_white > best) {
          best = for_white;
          choice = p;
        }
      }
      return make(game::Action::pick(choice), best, "pick");
    }
    default:
      break;
  }

  if (!la.place.empty()) {
    if (turn.phase == Phase::kPlace) so.allowed = indices(la.place);
    if (turn.phase == Phase::kPlay && uses_book(options.level))
      if (const auto b = book_move(game.board(), mine)) {
        const bool legal =
            std::any_of(la.place.begin(), la.place.end(), [&](Point p) { return p == b->move; });
        if (legal) return make(game::Action::place(b->move), b->score, "book");
      }
    const SearchResult r = search(pos, mine, so);
    int move = r.move;
    const auto legal = [&](int m) {
      return std::any_of(la.place.begin(), la.place.end(), [m](Point p) { return p.index() == m; });
    };
    if (move == kNoMove || !legal(move)) move = la.place.front().index();
    return make(game::Action::place(Point::from_index(move)), r.score, r.reason,
                r.nodes + r.threat_nodes);
  }
  if (la.allows(actions::ActionKind::kPass)) return make(game::Action::pass(), 0, "pass");
  if (la.allows(actions::ActionKind::kKeep)) return make(game::Action::keep(), 0, "keep");
  if (la.allows(actions::ActionKind::kResign)) return make(game::Action::resign(), 0, "resign");
  return std::nullopt;
}

}  // namespace renju::ai
