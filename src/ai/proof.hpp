// Proof-number search for a VCT (victory by threes and fours): depth-first proof-number search
// (df-pn) over the same threat moves and replies as ThreatSearch::vct, with a table of proof and
// disproof numbers so that transpositions are searched once and the search goes deepest where
// the defender has fewest replies. Finds longer wins than the depth-first VCT for the same nodes.
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "ai/threat_lists.hpp"
#include "ai/threats.hpp"

namespace renju::ai {

// The attacker's moves in a winning line (attacker first, alternating) that make neither a three
// nor a four and do not block a five: its quiet threats (src/ai/proof_moves.cpp).
std::vector<int> quiet_moves(Position& pos, Color attacker, const std::vector<int>& line);

class ProofSearch {
 public:
  ProofSearch(Position& pos, ThreatLimits limits);

  // The first move of a VCT for `attacker`, who is to move, of at most `max_depth` attacker
  // moves, or kNoMove when none was proven within the limits.
  int vct(Color attacker, int max_depth);

  // After vct() returned `first`: the whole winning line from the proof's table, attacker and
  // defender moves alternating, the attacker's quickest win against the defender's longest
  // defence among the replies the proof covers, ending as a VCF line does (src/ai/threats.hpp);
  // {first} when it cannot be rebuilt within the limits' nodes (src/ai/proof_line.cpp).
  std::vector<int> line(int first);

  // Also takes the attacker's quiet moves that threaten a VCF as threats among its first
  // `depth` moves of a line; any legal move of the defender's may answer them
  // (src/ai/proof_moves.cpp): wins beyond threes and fours, found at a higher cost. 0 (the
  // default): none.
  void set_quiet_threats(int depth) { quiet_depth_ = depth; }

  // Nodes of the proof search and of the VCF searches it asked (line() included).
  std::uint64_t nodes() const { return nodes_ + vcf_.nodes() + line_nodes_; }

 private:
  struct Numbers {
    std::uint32_t pn = 1, dn = 1;
  };
  // An attacker node's moves, strongest first, its quiet threats looked for when `find_quiet`
  // (else those found before, if any); a defender node's replies (false: the attacker
  // threatens nothing, and the node is not proven).
  void attacker_moves(internal::Ordered& out, bool find_quiet);
  bool defender_replies(std::array<int, rules::kCells>& replies, int& count);
  // Searches the node (the attacker to move when `attack`) until its numbers reach a
  // threshold or the budget is spent; the numbers are left in the table.
  void mid(bool attack, int depth, std::uint32_t thpn, std::uint32_t thdn);
  std::uint64_t key(std::uint64_t hash, bool attack) const;
  Numbers lookup(std::uint64_t k) const;
  bool out_of_budget() const;
  // line()'s work: a VCF search of its own (the proof's may have spent its budget), the
  // positions left to visit, and per visited node its plies to the five (kUnproven: none) and
  // the move chosen there (kNoMove where the line ends: a five, a VCF, an unstoppable five).
  struct Step {
    int plies;
    int next;
  };
  struct LineWork {
    ThreatSearch vcf;
    std::uint64_t visits_left;
    std::unordered_map<std::uint64_t, Step> steps;
  };
  int plies(bool attack, LineWork& w);
  // Appends the line from the node (attacker to move when `attack`) to `out`, following the
  // moves plies() chose.
  void walk(bool attack, LineWork& w, std::vector<int>& out);

  Position& pos_;
  ThreatLimits limits_;
  ThreatSearch vcf_;  // the VCF at attacker nodes, with its own cache of failures
  Color attacker_ = Color::kBlack;
  int max_depth_ = 0;
  std::uint64_t nodes_ = 0;
  std::uint64_t line_nodes_ = 0;
  bool expired_ = false;
  int quiet_depth_ = 0;
  // With quiet threats: an attacker node's quiet threats (sort key, move), and whether the
  // attacker threatens a VCF at a defender node with the replies to it, each found once.
  struct QuietReplies {
    bool threat = false;
    std::vector<int> moves;
  };
  std::unordered_map<std::uint64_t, std::vector<std::pair<int, int>>> quiet_found_;
  std::unordered_map<std::uint64_t, QuietReplies> quiet_replies_;
  std::unordered_map<std::uint64_t, Numbers> table_;
};

}  // namespace renju::ai
