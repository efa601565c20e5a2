// The main search's state, one per thread: the board it plays on, the options, the shared
// transposition table, per-ply scans and move ordering. Internal to the search, whose work is
// split by job: search.cpp (the root: threat shortcuts, VCF defence, the entry point),
// iterate.cpp (iterative deepening and the helper threads), negamax.cpp (the alpha-beta core),
// scan.cpp (the per-node scan: static evaluation and candidate moves), vct_defence.cpp (the
// root's moves that leave the opponent a VCT).
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <utility>
#include <vector>

#include "ai/ordering.hpp"
#include "ai/search.hpp"
#include "ai/table.hpp"

namespace renju::ai::internal {

using Clock = std::chrono::steady_clock;

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
    // (-score, move), legal for the side to move, in board order: scoring (score_moves) and
    // sorting are left to the user (most nodes end before they need them, and a node needs at
    // most `width` sorted). Until scored, the first field is 1 where the opponent's threat at
    // that point is playable for it, else 0.
    std::vector<std::pair<int, int>> scored;
    std::vector<std::pair<int, int>> moves;  // (score, move): what negamax searches, in order
    int eval = 0;                            // static evaluation for the side to move
    void clear() {
      own_fives.clear(), opp_fives.clear(), own_wins.clear(), opp_open_fours.clear();
      opp_fours.clear(), own_fours.clear(), scored.clear();
      eval = 0;
    }
  };

  void scan(Color s, Scan& out, bool want_moves = true);
  // Gives the scanned candidates their ordering scores (left out of scan(): most nodes end
  // before they need them).
  void score_moves(Color s, Scan& sc) const;
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
  // The VCF limits, ending with `share` of the move's time (the rest for answering) when it
  // has one.
  ThreatLimits threat_limits(double share = 0.9) const {
    ThreatLimits l = opt_.vcf;
    if (opt_.time_limit_s > 0)
      l.deadline = start_ + std::chrono::duration_cast<Clock::duration>(
                                std::chrono::duration<double>(opt_.time_limit_s * share));
    return l;
  }
  std::vector<int> principal_variation(int first, Color side, int max_len);
  // A VCT for `attacker` to move within `limits` and `depth` attacker moves, by proof numbers
  // or depth first as the options say; its nodes are counted as threat nodes.
  int vct(Color attacker, const ThreatLimits& limits, int depth);
  // Whether `side` playing m leaves the opponent a VCT within `limits`, as deep as the options'
  // VCT goes (the depth-first one at most 6 attacker moves).
  bool leaves_vct(int m, Color side, const ThreatLimits& limits);
  // Of root moves that all stop the opponent's VCF, leaves out those after which it has a VCT,
  // unless that is all of them (vct_defence.cpp; proof-number levels only).
  void drop_vct_losses(Color side, std::vector<int>& root);
  // The opponent's VCF within `nodes` and `share` of the move's time (see threat_limits).
  std::vector<int> opponent_vcf(Color o, std::uint64_t nodes, double share = 0.9);

  // The iteration with helper threads (opt_.threads > 1) filling the shared table.
  Iteration iterate_parallel(Color side, const std::vector<int>& root,
                             const std::array<bool, rules::kCells>& tactical, bool forced_root);
  // The low levels' liking for a root move of `side`'s (natural_bias, shape_bias).
  int natural(int m, Color side) const;

  Position& pos_;
  const SearchOptions& opt_;
  TransTable& tt_;
  std::vector<Scan> scans_;  // one per ply, reused to spare allocations
  // Per ply, the move a singular-extension search leaves out (kNoMove: none).
  std::array<int, kMaxPly + 2> excluded_ = [] {
    std::array<int, kMaxPly + 2> a{};
    a.fill(kNoMove);
    return a;
  }();
  Clock::time_point start_;
  std::uint64_t nodes_ = 0;
  std::uint64_t threat_nodes_ = 0;
  bool aborted_ = false;
  MoveOrder order_;  // killers and history of quiet cut-offs
};

}  // namespace renju::ai::internal
