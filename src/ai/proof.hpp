// Proof-number search for a VCT (victory by threes and fours): depth-first proof-number search
// (df-pn) over the same threat moves and replies as ThreatSearch::vct, with a table of proof and
// disproof numbers so that transpositions are searched once and the search goes deepest where
// the defender has fewest replies. Finds longer wins than the depth-first VCT for the same nodes.
#pragma once

#include <cstdint>
#include <unordered_map>

#include "ai/threats.hpp"

namespace renju::ai {

class ProofSearch {
 public:
  ProofSearch(Position& pos, ThreatLimits limits);

  // The first move of a VCT for `attacker`, who is to move, of at most `max_depth` attacker
  // moves, or kNoMove when none was proven within the limits.
  int vct(Color attacker, int max_depth);

  // Nodes of the proof search and of the VCF searches it asked.
  std::uint64_t nodes() const { return nodes_ + vcf_.nodes(); }

 private:
  struct Numbers {
    std::uint32_t pn = 1, dn = 1;
  };
  // Searches the node (the attacker to move when `attack`) until its numbers reach a
  // threshold or the budget is spent; the numbers are left in the table.
  void mid(bool attack, int depth, std::uint32_t thpn, std::uint32_t thdn);
  std::uint64_t key(std::uint64_t hash, bool attack) const;
  Numbers lookup(std::uint64_t k) const;
  bool out_of_budget() const;

  Position& pos_;
  ThreatLimits limits_;
  ThreatSearch vcf_;  // the VCF at attacker nodes, with its own cache of failures
  Color attacker_ = Color::kBlack;
  int max_depth_ = 0;
  std::uint64_t nodes_ = 0;
  bool expired_ = false;
  std::unordered_map<std::uint64_t, Numbers> table_;
};

}  // namespace renju::ai
