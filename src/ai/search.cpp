// Negamax PVS with iterative deepening. Forced lines (blocks of fives, straight fours) are
// resolved before the depth test, so the horizon never hides a four.
#include "ai/search.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <memory>
#include <thread>

#include "ai/ordering.hpp"
#include "ai/table.hpp"

namespace renju::ai {
namespace {

using Clock = std::chrono::steady_clock;

// How much playing a point is worth to one colour: combinations dominate single lines.
int potential(const Threat& t) {
  if (t.five > 0) return 1 << 22;
  if (t.open_four > 0 || t.four >= 2) return 1 << 19;
  if (t.four > 0 && t.open_three > 0) return 1 << 17;
  if (t.open_three >= 2) return 1 << 15;
  return t.four * 1000 + t.open_three * 900 + t.three * 160 + t.open_two * 130 + t.two * 25;
}

// Static worth of an empty point to colour c: its lines plus a bonus for winning combinations.
int cell_value(const Threat& t) {
  int v = t.weight;
  if (t.four > 0 && t.open_three > 0) v += 400;
  if (t.open_three >= 2) v += 250;
  return v;
}

bool in_radius(const Position& pos, int i, int radius) {
  return radius <= 1 ? pos.near1(i) : pos.near(i);
}

constexpr std::size_t kTTSize = 1 << 17;

class Searcher {
 public:
  Searcher(Position& pos, const SearchOptions& o, TransTable& tt)
      : pos_(pos), opt_(o), tt_(tt), scans_(kMaxPly + 2) {
    start_ = Clock::now();
  }

  SearchResult run(Color side);

  // What the iterative deepening over the root moves found.
  struct Iteration {
    int best_move = kNoMove;
    int best_score = 0;
    int depth = 0;                            // deepest completed iteration
    std::vector<std::pair<int, int>> ranked;  // (-score, move) of the last full iteration
  };
  // Iterative deepening from `first_depth` over `root`; `tactical` root moves are never
  // reduced, nor any in a `forced_root`. Helper threads run it too, for the shared table.
  Iteration iterate(Color side, std::vector<int> root,
                    const std::array<bool, rules::kCells>& tactical, bool forced_root,
                    int first_depth);
  std::uint64_t nodes() const { return nodes_; }

 private:
  struct Scan {
    std::vector<int> own_fives, opp_fives, own_wins, opp_open_fours, opp_fours, own_fours;
    std::vector<std::pair<int, int>> scored;  // (-score, move), legal for the side to move
    std::vector<std::pair<int, int>> moves;   // (score, move): what negamax searches, in order
    int eval = 0;                             // static evaluation for the side to move
    void clear() {
      own_fives.clear(), opp_fives.clear(), own_wins.clear(), opp_open_fours.clear();
      opp_fours.clear(), own_fours.clear(), scored.clear();
      eval = 0;
    }
  };

  void scan(Color s, Scan& out, bool want_moves = true);
  SearchResult run_restricted(Color side, const Scan& sc);
  SearchResult deepen(Color side, const Scan& sc, std::vector<int> root, bool threats);
  int negamax(Color s, int depth, int alpha, int beta, int ply);
  bool time_up() {
    if (aborted_) return true;
    if ((nodes_ & 1023) != 0) return false;
    if (opt_.stop && opt_.stop->load(std::memory_order_relaxed)) aborted_ = true;
    if (opt_.max_nodes > 0 && nodes_ >= opt_.max_nodes) aborted_ = true;
    if (opt_.time_limit_s > 0 &&
        std::chrono::duration<double>(Clock::now() - start_).count() > opt_.time_limit_s)
      aborted_ = true;
    return aborted_;
  }
  double elapsed() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }
  std::uint64_t tt_key(Color s) const {
    return pos_.hash() ^ (s == Color::kBlack ? 0x1234567ULL : 0);
  }
  // The VCF limits, ending with the move's time (less a tenth for answering) when it has one.
  ThreatLimits threat_limits() const {
    ThreatLimits l = opt_.vcf;
    if (opt_.time_limit_s > 0)
      l.deadline = start_ + std::chrono::duration_cast<Clock::duration>(
                                std::chrono::duration<double>(opt_.time_limit_s * 0.9));
    return l;
  }
  std::vector<int> principal_variation(int first, Color side, int max_len);
  std::vector<int> opponent_vcf(Color o, std::uint64_t nodes);

  // The iteration with helper threads (opt_.threads > 1) filling the shared table.
  Iteration iterate_parallel(Color side, const std::vector<int>& root,
                             const std::array<bool, rules::kCells>& tactical, bool forced_root);
  int natural(int m) const;

  Position& pos_;
  const SearchOptions& opt_;
  TransTable& tt_;
  std::vector<Scan> scans_;  // one per ply, reused to spare allocations
  Clock::time_point start_;
  std::uint64_t nodes_ = 0;
  std::uint64_t threat_nodes_ = 0;
  bool aborted_ = false;
  MoveOrder order_;  // killers and history of quiet cut-offs
};

void Searcher::scan(Color s, Scan& out, bool want_moves) {
  const Color o = rules::opponent(s);
  out.clear();
  int own = 0, opp = 0, own_best = 0;
  for (int i = 0; i < rules::kCells; ++i) {
    if (!pos_.empty(i) || !pos_.near(i)) continue;
    const Threat ts = pos_.threat(i, s);
    const Threat to = pos_.threat(i, o);
    if (ts.five > 0) out.own_fives.push_back(i);
    if (to.five > 0) out.opp_fives.push_back(i);
    const bool s_black = s == Color::kBlack;
    bool s_legal = true;
    if (s_black && ts.maybe_forbidden()) s_legal = !pos_.forbidden(i);
    bool o_real = true;  // whether o's threat here is playable for o
    if (!s_black && to.maybe_forbidden()) o_real = !pos_.forbidden(i);
    if (s_legal && (ts.open_four > 0 || ts.four >= 2)) out.own_wins.push_back(i);
    if (o_real && to.open_four > 0) out.opp_open_fours.push_back(i);
    if (to.four > 0) out.opp_fours.push_back(i);
    if (s_legal && ts.four > 0) out.own_fours.push_back(i);
    const int vs = s_legal ? cell_value(ts) : 0;
    own += vs;
    own_best = std::max(own_best, vs);
    opp += o_real ? cell_value(to) : 0;
    if (!want_moves || !s_legal || !in_radius(pos_, i, opt_.radius)) continue;
    const int score = potential(ts) * 10 + (o_real ? potential(to) * 9 : 0);
    out.scored.emplace_back(-score, i);
  }
  out.eval = own - opp + own_best / 2;
  if (want_moves) std::sort(out.scored.begin(), out.scored.end());
}

int Searcher::negamax(Color s, int depth, int alpha, int beta, int ply) {
  ++nodes_;
  if (time_up()) return 0;
  const Color o = rules::opponent(s);
  Scan& sc = scans_[ply];
  scan(s, sc, depth > 0);
  if (!sc.own_fives.empty()) return kWin - ply;
  if (sc.opp_fives.size() >= 2) return -(kWin - ply - 1);
  if (sc.opp_fives.size() == 1) {
    const int b = sc.opp_fives.front();
    if (!pos_.legal(b, s)) return -(kWin - ply - 1);
    if (ply >= kMaxPly) return sc.eval;
    pos_.play(b, s);
    const int v = -negamax(o, depth, -beta, -alpha, ply + 1);
    pos_.undo();
    return v;
  }
  if (!sc.own_wins.empty()) return kWin - ply - 2;
  if (depth <= 0 || ply >= kMaxPly) return sc.eval;
  if (sc.scored.empty()) return 0;

  const std::uint64_t key = tt_key(s);
  TTData e;
  int tt_move = kNoMove;
  if (tt_.probe(key, e)) {
    tt_move = e.move;
    if (e.depth >= depth) {
      int v = e.score;
      if (v > kWinThreshold) v -= ply;
      if (v < -kWinThreshold) v += ply;
      if (e.bound == 1 || (e.bound == 2 && v >= beta) || (e.bound == 3 && v <= alpha)) return v;
    }
  }

  auto& moves = sc.moves;  // (ordering score, move)
  moves.clear();
  const bool forced = !sc.opp_open_fours.empty();
  if (forced) {
    // The opponent has a three: block it or answer with a four.
    for (const auto& [neg, m] : sc.scored) {
      const bool relevant =
          std::find(sc.own_fours.begin(), sc.own_fours.end(), m) != sc.own_fours.end() ||
          std::find(sc.opp_open_fours.begin(), sc.opp_open_fours.end(), m) !=
              sc.opp_open_fours.end() ||
          std::find(sc.opp_fours.begin(), sc.opp_fours.end(), m) != sc.opp_fours.end();
      if (relevant) moves.emplace_back(-neg, m);
    }
    if (moves.empty()) return -(kWin - ply - 3);
  } else {
    for (const auto& [neg, m] : sc.scored) {
      if (static_cast<int>(moves.size()) >= opt_.width) break;
      moves.emplace_back(-neg, m);
    }
  }
  order_.order(moves, ply, s, tt_move, !forced);

  const int alpha0 = alpha;
  int best = -kWin - 1;
  int best_move = moves.front().second;
  for (std::size_t k = 0; k < moves.size(); ++k) {
    const auto [order, m] = moves[k];
    pos_.play(m, s);
    int v;
    if (k == 0) {
      v = -negamax(o, depth - 1, -beta, -alpha, ply + 1);
    } else {
      // Late quiet moves are searched shallower first (late move reductions); one that
      // beats alpha is searched again at full depth.
      int r = 0;
      const bool singled = m == tt_move || order_.killer(ply, m);
      if (!forced && depth >= 3 && k >= 3 && order < kTacticalScore && !singled)
        r = k >= 8 && depth >= 5 ? 2 : 1;
      v = -negamax(o, depth - 1 - r, -alpha - 1, -alpha, ply + 1);
      if (r > 0 && v > alpha && !aborted_) v = -negamax(o, depth - 1, -alpha - 1, -alpha, ply + 1);
      if (v > alpha && v < beta && !aborted_) v = -negamax(o, depth - 1, -beta, -alpha, ply + 1);
    }
    pos_.undo();
    if (aborted_) return 0;
    if (v > best) {
      best = v;
      best_move = m;
    }
    if (v > alpha) alpha = v;
    if (alpha >= beta) {
      if (!forced && order < kTacticalScore) order_.cut(ply, s, m, depth);
      break;
    }
  }
  int stored = best;
  if (stored > kWinThreshold) stored += ply;
  if (stored < -kWinThreshold) stored -= ply;
  e.score = stored;
  e.move = best_move;
  e.depth = depth;
  e.bound = best <= alpha0 ? 3 : (best >= beta ? 2 : 1);
  tt_.store(key, e);
  return best;
}

std::vector<int> Searcher::opponent_vcf(Color o, std::uint64_t nodes) {
  ThreatLimits limits = threat_limits();
  limits.max_nodes = nodes;
  ThreatSearch ts(pos_, limits);
  auto line = ts.vcf(o);
  threat_nodes_ += ts.nodes();
  return line;
}

std::vector<int> Searcher::principal_variation(int first, Color side, int max_len) {
  std::vector<int> pv;
  int played = 0;
  Color s = side;
  for (int m = first; m != kNoMove && static_cast<int>(pv.size()) < max_len;) {
    if (!pos_.legal(m, s)) break;
    const bool five = rules::makes_five(pos_.board(), rules::Point::from_index(m), s);
    pv.push_back(m);
    if (five) break;
    pos_.play(m, s);
    ++played;
    s = rules::opponent(s);
    TTData e;
    m = tt_.probe(tt_key(s), e) ? e.move : kNoMove;
  }
  for (; played > 0; --played) pos_.undo();
  return pv;
}

SearchResult Searcher::run(Color side) {
  SearchResult r;
  auto finish = [&](int move, const char* reason) {
    r.move = move;
    r.reason = reason;
    r.nodes = nodes_;
    r.threat_nodes = threat_nodes_;
    r.pv = r.line.empty() ? std::vector<int>{} : r.line;
    if (r.pv.empty() && move != kNoMove) r.pv.push_back(move);
    return r;
  };
  Scan sc;
  scan(side, sc);
  if (!opt_.allowed.empty()) return run_restricted(side, sc);
  if (pos_.stones() == 0) return finish(rules::kCentre.index(), "only");
  if (sc.scored.empty()) {
    // Nothing near the stones is legal: take any legal point at all.
    for (int i = 0; i < rules::kCells; ++i)
      if (pos_.legal(i, side)) return finish(i, "only");
    return finish(kNoMove, "none");
  }
  if (!sc.own_fives.empty()) {
    r.score = kWin;
    return finish(sc.own_fives.front(), "five");
  }
  if (!sc.opp_fives.empty()) {
    for (int b : sc.opp_fives)
      if (pos_.legal(b, side)) return finish(b, "block");
    return finish(sc.scored.front().second, "lost");
  }
  if (!sc.own_wins.empty()) {
    r.score = kWin;
    return finish(sc.own_wins.front(), "open-four");
  }

  if (opt_.threats_at_root) {
    ThreatSearch ts(pos_, threat_limits());
    auto line = ts.vcf(side);
    threat_nodes_ += ts.nodes();
    if (!line.empty()) {
      r.score = kWin;
      r.line = line;
      return finish(line.front(), "vcf");
    }
  }

  std::vector<int> root;
  for (const auto& [neg, m] : sc.scored) root.push_back(m);
  return deepen(side, sc, std::move(root), true);
}

SearchResult Searcher::run_restricted(Color side, const Scan& sc) {
  // Order the allowed points: scored candidates first (best first), then the rest.
  std::vector<int> root;
  for (const auto& [neg, m] : sc.scored)
    if (std::find(opt_.allowed.begin(), opt_.allowed.end(), m) != opt_.allowed.end())
      root.push_back(m);
  for (int m : opt_.allowed)
    if (std::find(root.begin(), root.end(), m) == root.end() && pos_.legal(m, side))
      root.push_back(m);
  if (root.empty()) {
    SearchResult r;
    r.reason = "none";
    return r;
  }
  if (static_cast<int>(root.size()) > opt_.width + 4) root.resize(opt_.width + 4);
  return deepen(side, sc, std::move(root), false);
}

SearchResult Searcher::deepen(Color side, const Scan& sc, std::vector<int> root, bool threats) {
  SearchResult r;
  const Color o = rules::opponent(side);
  auto finish = [&](int move, const char* reason) {
    r.move = move;
    r.reason = reason;
    r.nodes = nodes_;
    r.threat_nodes = threat_nodes_;
    if (move != kNoMove) r.pv = principal_variation(move, side, std::max(1, r.depth));
    return r;
  };
  bool defending = false;
  if (threats && opt_.defend_vcf && !opponent_vcf(o, opt_.vcf.max_nodes).empty()) {
    // The opponent threatens a VCF: keep only moves after which it is gone.
    std::vector<int> safe;
    const std::uint64_t per_move = std::max<std::uint64_t>(2000, opt_.vcf.max_nodes / 8);
    for (int m : root) {
      if (opt_.time_limit_s > 0 && elapsed() > opt_.time_limit_s * 0.5) break;
      pos_.play(m, side);
      const bool refuted = opponent_vcf(o, per_move).empty();
      pos_.undo();
      if (refuted) safe.push_back(m);
    }
    if (!safe.empty()) {
      root = safe;
      defending = true;
    }
  }

  if (threats && !defending && opt_.threats_at_root && opt_.vct_depth > 0) {
    ThreatLimits limits = threat_limits();
    limits.max_nodes = opt_.vct_nodes;
    ThreatSearch ts(pos_, limits);
    const int m = ts.vct(side, opt_.vct_depth);
    threat_nodes_ += ts.nodes();
    if (m != kNoMove && pos_.legal(m, side)) {
      r.score = kWin;
      return finish(m, "vct");
    }
  }
  if (root.size() == 1) return finish(root.front(), defending ? "defend" : "only");

  // Outside of forced situations only the best-looking `width` root moves are searched.
  if (!defending && sc.opp_open_fours.empty() && static_cast<int>(root.size()) > opt_.width + 4)
    root.resize(opt_.width + 4);
  if (!sc.opp_open_fours.empty() && !defending) {
    std::vector<int> forced;
    for (int m : root) {
      if (std::find(sc.own_fours.begin(), sc.own_fours.end(), m) != sc.own_fours.end() ||
          std::find(sc.opp_open_fours.begin(), sc.opp_open_fours.end(), m) !=
              sc.opp_open_fours.end() ||
          std::find(sc.opp_fours.begin(), sc.opp_fours.end(), m) != sc.opp_fours.end())
        forced.push_back(m);
    }
    if (!forced.empty()) root = forced;
  }

  // Root moves that make or stop a three or four are never reduced.
  std::array<bool, rules::kCells> tactical{};
  for (const auto& [neg, m] : sc.scored) tactical[m] = -neg >= kTacticalScore;
  const bool forced_root = defending || !sc.opp_open_fours.empty();

  const Iteration it = opt_.threads > 1 ? iterate_parallel(side, root, tactical, forced_root)
                                        : iterate(side, root, tactical, forced_root, 1);
  int best_move = it.best_move == kNoMove ? root.front() : it.best_move;
  int best_score = it.best_score;
  r.depth = it.depth;
  const auto& ranked = it.ranked;

  // A last safety net: do not hand the opponent a VCF if another move avoids it.
  if (threats && opt_.defend_vcf && !defending && best_score > -kWinThreshold) {
    std::vector<int> order{best_move};
    for (const auto& [neg, m] : ranked)
      if (m != best_move && static_cast<int>(order.size()) < 6) order.push_back(m);
    const std::uint64_t per_move = std::max<std::uint64_t>(2000, opt_.vcf.max_nodes / 8);
    const bool timed = opt_.time_limit_s > 0;
    for (int m : order) {
      // Out of time: keep the best move found so far rather than overrun the clock.
      if (timed && elapsed() > opt_.time_limit_s * 0.9) break;
      pos_.play(m, side);
      bool safe = opponent_vcf(o, per_move).empty();
      if (safe && opt_.defend_vct > 0 && (!timed || elapsed() < opt_.time_limit_s * 0.75)) {
        // Strong play also refuses moves that leave a win by threes and fours.
        ThreatLimits limits = threat_limits();
        limits.max_nodes = opt_.defend_vct;
        ThreatSearch ts(pos_, limits);
        safe = ts.vct(o, std::min(opt_.vct_depth, 6)) == kNoMove;
        threat_nodes_ += ts.nodes();
      }
      pos_.undo();
      if (safe) {
        best_move = m;
        break;
      }
    }
  }
  r.score = best_score;
  return finish(best_move, defending ? "defend" : "search");
}

int Searcher::natural(int m) const {
  const int last = pos_.history().empty() ? kNoMove : pos_.history().back();
  if (opt_.natural_bias == 0 || last == kNoMove) return 0;
  const rules::Point a = rules::Point::from_index(m), b = rules::Point::from_index(last);
  const int dist = std::max(std::abs(a.x - b.x), std::abs(a.y - b.y));
  return opt_.natural_bias * std::max(0, 3 - dist);
}

Searcher::Iteration Searcher::iterate(Color side, std::vector<int> root,
                                      const std::array<bool, rules::kCells>& tactical,
                                      bool forced_root, int first_depth) {
  const Color o = rules::opponent(side);
  Iteration out;
  int best_move = root.front();
  int best_score = 0;
  std::vector<std::pair<int, int>> ranked;  // (-score, move) of the last full iteration
  for (int depth = first_depth; depth <= opt_.max_depth; ++depth) {
    int alpha = -kWin - 1;
    const int beta = kWin + 1;
    std::vector<std::pair<int, int>> scores;
    int iter_best = kNoMove;
    int iter_score = -kWin - 1;
    for (std::size_t k = 0; k < root.size(); ++k) {
      const int m = root[k];
      pos_.play(m, side);
      int v;
      if (k == 0) {
        v = -negamax(o, depth - 1, -beta, -alpha, 1);
      } else {
        const int cut = !forced_root && depth >= 4 && k >= 5 && !tactical[m] ? 1 : 0;
        v = -negamax(o, depth - 1 - cut, -alpha - 1, -alpha, 1);
        if (cut > 0 && !aborted_ && v > alpha) v = -negamax(o, depth - 1, -alpha - 1, -alpha, 1);
        if (!aborted_ && v > alpha) v = -negamax(o, depth - 1, -beta, -alpha, 1);
      }
      pos_.undo();
      if (aborted_) break;
      v += natural(m);
      scores.emplace_back(-v, m);
      if (v > iter_score) {
        iter_score = v;
        iter_best = m;
      }
      if (v > alpha) alpha = v;
    }
    if (aborted_) {
      // A partial iteration still counts if its first (previous best) move was searched.
      if (iter_best != kNoMove && iter_score > best_score && !ranked.empty()) {
        best_move = iter_best;
        best_score = iter_score;
      }
      break;
    }
    best_move = iter_best;
    best_score = iter_score;
    out.depth = depth;
    std::stable_sort(scores.begin(), scores.end());
    ranked = scores;
    root.clear();
    for (const auto& [neg, m] : scores) root.push_back(m);
    if (best_score > kWinThreshold || best_score < -kWinThreshold) break;
    if (opt_.time_limit_s > 0 && elapsed() > opt_.time_limit_s * 0.45) break;
  }

  out.best_move = best_move;
  out.best_score = best_score;
  out.ranked = std::move(ranked);
  return out;
}

Searcher::Iteration Searcher::iterate_parallel(Color side, const std::vector<int>& root,
                                               const std::array<bool, rules::kCells>& tactical,
                                               bool forced_root) {
  // Lazy SMP: helpers search the same root on their own boards, odd ones a ply ahead, and
  // share only the table; the main thread's iteration alone decides. They stop with it.
  std::atomic<bool> stop{false};
  struct Helper {
    Position pos;
    SearchOptions options;
    std::unique_ptr<Searcher> searcher;
  };
  const int count = std::min(opt_.threads, 64) - 1;
  std::vector<std::unique_ptr<Helper>> helpers;
  std::vector<std::thread> threads;
  for (int h = 0; h < count; ++h) {
    auto helper = std::make_unique<Helper>(Helper{pos_, opt_, nullptr});
    helper->options.stop = &stop;
    helper->options.time_limit_s = 0;
    helper->options.max_nodes = 0;
    helper->options.threads = 1;
    helper->searcher = std::make_unique<Searcher>(helper->pos, helper->options, tt_);
    helpers.push_back(std::move(helper));
  }
  for (int h = 0; h < count; ++h) {
    Searcher* helper = helpers[static_cast<std::size_t>(h)]->searcher.get();
    const int first = 1 + (h + 1) % 2;
    threads.emplace_back([helper, side, root, &tactical, forced_root, first] {
      helper->iterate(side, root, tactical, forced_root, first);
    });
  }
  Iteration it = iterate(side, root, tactical, forced_root, 1);
  stop.store(true, std::memory_order_relaxed);
  for (auto& t : threads) t.join();
  for (const auto& helper : helpers) nodes_ += helper->searcher->nodes();
  return it;
}

}  // namespace

int evaluate(Position& pos, Color side) {
  const Color o = rules::opponent(side);
  int own = 0, opp = 0, own_best = 0;
  for (int i = 0; i < rules::kCells; ++i) {
    if (!pos.empty(i) || !pos.near(i)) continue;
    const Threat ts = pos.threat(i, side);
    const Threat to = pos.threat(i, o);
    const bool own_ok = side != Color::kBlack || !ts.maybe_forbidden() || !pos.forbidden(i);
    const bool opp_ok = o != Color::kBlack || !to.maybe_forbidden() || !pos.forbidden(i);
    const int vs = own_ok ? cell_value(ts) : 0;
    own += vs;
    own_best = std::max(own_best, vs);
    opp += opp_ok ? cell_value(to) : 0;
  }
  // The side to move gets to use its best point first.
  return own - opp + own_best / 2;
}

std::vector<int> candidate_moves(Position& pos, Color side, int width, int radius) {
  const Color o = rules::opponent(side);
  std::vector<std::pair<int, int>> scored;
  for (int i = 0; i < rules::kCells; ++i) {
    if (!pos.empty(i) || !in_radius(pos, i, radius)) continue;
    if (!pos.legal(i, side)) continue;
    const Threat ts = pos.threat(i, side);
    const Threat to = pos.threat(i, o);
    int defence = potential(to);
    if (o == Color::kBlack && to.maybe_forbidden() && pos.forbidden(i)) defence = 0;
    scored.emplace_back(-(potential(ts) * 10 + defence * 9), i);
  }
  std::sort(scored.begin(), scored.end());
  std::vector<int> out;
  for (const auto& [neg, m] : scored) {
    if (width > 0 && static_cast<int>(out.size()) >= width) break;
    out.push_back(m);
  }
  return out;
}

SearchResult search(Position& pos, Color side, const SearchOptions& options) {
  TransTable tt(kTTSize);
  Searcher s(pos, options, tt);
  return s.run(side);
}

}  // namespace renju::ai
