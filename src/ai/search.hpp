// The main search: threats first (five, forced blocks, VCF, VCT, the opponent's VCF), then
// iterative-deepening PVS with a transposition table over threat-ordered candidate moves.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "ai/position.hpp"
#include "ai/threats.hpp"

namespace renju::ai {

class TransTable;

inline constexpr int kWin = 1000000;
inline constexpr int kWinThreshold = kWin - 1000;

struct SearchOptions {
  double time_limit_s = 1.0;    // <= 0: no clock, only max_depth and max_nodes
  int max_depth = 30;           // plies of the main search
  std::uint64_t max_nodes = 0;  // 0: unlimited
  int width = 16;               // candidate moves searched per node outside forced lines
  // At the last plies (1, 2, 3 and 4 left) at most these many (move-count pruning: the frontier
  // sees only the best-ordered candidates); 0 keeps `width`.
  std::array<int, 4> frontier_width{0, 0, 0, 0};
  int radius = 2;  // candidates within this king distance of a stone (1 or 2)
  // > 0: singular extensions (src/ai/negamax.cpp), the margin in evaluation units per ply of
  // depth by which every other move must fall short of the table's score.
  int singular_margin = 0;
  // After each iteration the root's moves after the best are ordered for the next one by the
  // nodes their subtrees took, most first (src/ai/iterate.cpp); false: by their scores.
  bool effort_order = false;
  // Candidates in the order fitted to strong players' moves (src/ai/policy.hpp); false keeps the
  // hand-set order (potential()), the lower levels' way of seeing the board.
  bool fitted_order = true;
  // The evaluation adds the network on the shape counts (src/ai/net.hpp) to the additive point
  // values; false keeps the additive values alone.
  bool net_eval = false;
  ThreatLimits vcf{20, 100000};
  int vct_depth = 6;  // attacker moves of a VCT; 0 disables VCT
  // The VCTs (the root's and the last check's) by proof-number search (src/ai/proof.hpp)
  // instead of the depth-first ThreatSearch::vct, which the last check runs at most 6 deep.
  bool proof_vct = false;
  std::uint64_t vct_nodes = 100000;
  bool defend_vcf = true;        // refuse moves that leave the opponent a VCF
  std::uint64_t defend_vct = 0;  // > 0: also refuse a VCT, searched with this many nodes a move
  bool threats_at_root = true;
  // Weakening for low levels: prefer moves close to the last stones and to the centre.
  int natural_bias = 0;
  // Weakening for low levels: prefer moves that build the side's own shapes (twos and closed
  // threes, this much a two; an open two or a closed three counts twice) over the search's
  // judgement, as a player who likes shape does.
  int shape_bias = 0;
  const std::atomic<bool>* stop = nullptr;
  // Threads of the main search (Lazy SMP: helpers share the transposition table). max_nodes
  // counts the main thread's nodes; the result's nodes count every thread's. With 1 the
  // search is deterministic without a clock.
  int threads = 1;
  // When set, the search uses this transposition table (and leaves what it found in it) instead
  // of a fresh one: a game's searches share what earlier moves' searches found.
  TransTable* table = nullptr;
  // When non-empty, the root may choose only among these points (opening areas); threat
  // shortcuts at the root are skipped.
  std::vector<int> allowed;

  // Limits the search to `nodes` main-search nodes, and each threat search (which counts its
  // own) to as many at most: a node-limited search, repeatable when there is no clock.
  void limit_nodes(std::uint64_t nodes) {
    max_nodes = nodes;
    vcf.max_nodes = std::min(vcf.max_nodes, nodes);
    vct_nodes = std::min(vct_nodes, nodes);
    defend_vct = std::min(defend_vct, nodes);
  }
};

struct SearchResult {
  int move = kNoMove;
  int score = 0;
  int depth = 0;  // deepest completed iteration
  std::uint64_t nodes = 0;
  std::uint64_t threat_nodes = 0;
  // "five", "block", "vcf", "vct", "defend", "search", "only"; "safety" when the search's best
  // move left the opponent a VCF or VCT and the root's last check chose another.
  std::string reason;
  std::vector<int> line;  // the VCF line, when reason is "vcf"
  // The principal variation from the transposition table, starting with `move` (or the VCF
  // line); it stops where the table has nothing, at a five, or after the completed depth.
  std::vector<int> pv;
};

// Best move for `side` in `pos` (which is restored before returning). Always returns a legal
// move when one exists.
SearchResult search(Position& pos, Color side, const SearchOptions& options);

// Static evaluation from `side`'s point of view (exposed for tests and opening judgement).
int evaluate(Position& pos, Color side);

// Candidate moves for `side`, best first, legal, at most `width` (0 = all).
std::vector<int> candidate_moves(Position& pos, Color side, int width, int radius = 2);

}  // namespace renju::ai
