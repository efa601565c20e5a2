// Threat-space search: victory by continuous fours (VCF) and by threes and fours (VCT), for
// either colour, honouring Black's forbidden points on both sides of the board.
#pragma once

#include <chrono>
#include <cstdint>
#include <unordered_set>
#include <vector>

#include "ai/position.hpp"

namespace renju::ai {

struct ThreatLimits {
  int max_depth = 20;                // attacker moves in one line
  std::uint64_t max_nodes = 200000;  // per call; running out means "not proven"
  // When set, passing it also means "not proven": node budgets alone overrun a move's time on
  // a loaded machine.
  std::chrono::steady_clock::time_point deadline{};

  // Whether `nodes` searched so far have passed the deadline (the clock is read every 256).
  bool expired_at(std::uint64_t nodes) const {
    return deadline != std::chrono::steady_clock::time_point{} && (nodes & 255) == 0 &&
           std::chrono::steady_clock::now() > deadline;
  }
};

// Every empty point where `c` completes a winning five now.
std::vector<int> five_points(const Position& pos, Color c);
// Empty points where c's stone would make a four, legal for c.
std::vector<int> four_moves(Position& pos, Color c);

class ThreatSearch {
 public:
  ThreatSearch(Position& pos, ThreatLimits limits) : pos_(pos), limits_(limits) {}

  // A VCF for `attacker`, who is to move: the winning line (attacker and defender moves
  // alternating, starting with the attacker's), or empty when none was proven.
  std::vector<int> vcf(Color attacker);
  // A VCT for `attacker` to move: the first move of a proven win, or kNoMove.
  int vct(Color attacker, int max_depth);

  std::uint64_t nodes() const { return nodes_; }

 private:
  bool vcf_node(Color a, int depth, std::vector<int>& line);
  bool vct_attack(Color a, int depth, int* first);
  bool vct_defend(Color a, int depth);
  bool out_of_nodes() const { return expired_ || nodes_ >= limits_.max_nodes; }
  // Counts a node; true when the budget (nodes or deadline) is spent.
  bool spend_node();

  Position& pos_;
  ThreatLimits limits_;
  std::uint64_t nodes_ = 0;
  bool expired_ = false;
  int vct_max_depth_ = 0;
  std::unordered_set<std::uint64_t> vcf_failed_;
  std::unordered_set<std::uint64_t> vct_failed_;
};

}  // namespace renju::ai
