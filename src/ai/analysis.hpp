// Position analysis for people and tools (the site, `renju analyse`, Gomocup YXNBEST): the best
// few moves of the side to move, each with its evaluation and principal variation, and for both
// colours whether a victory by continuous fours (VCF) or by threes and fours (VCT) is proven.
#pragma once

#include <cstdint>
#include <vector>

#include "ai/position.hpp"
#include "ai/threats.hpp"
#include "rules/board.hpp"

namespace renju::ai {

struct AnalysisOptions {
  int top = 3;                    // moves listed
  double time_limit_s = 1.0;      // the whole analysis; <= 0: node and depth limits only
  std::uint64_t max_nodes = 0;    // the whole analysis, threat searches included (roughly); 0: none
  int max_depth = 12;             // plies after each listed move
  ThreatLimits vcf{112, 200000};  // as long as the board allows; the node budget bounds it
  int vct_depth = 20;  // attacker moves of a VCT (a proof-number search: src/ai/proof.hpp)
  std::uint64_t vct_nodes = 200000;
  // The VCT answer also takes quiet moves that threaten a VCF among the line's first attacker
  // moves (ProofSearch::set_quiet_threats), searched after threes and fours alone, on the
  // nodes that search leaves; 0: threes and fours only.
  int quiet_depth = 3;
  int threads = 1;  // of each search (SearchOptions::threads); 1: deterministic without a clock
};

struct MoveLine {
  int move = kNoMove;
  int score = 0;        // the side to move's view; beyond ±kWinThreshold a proven result
  std::vector<int> pv;  // starting with `move`
};

// A threat-space answer for one colour, as if it were to move.
struct ThreatAnswer {
  bool win = false;
  // The whole line (both sides), ending in a five or a four that cannot be stopped: a VCF's,
  // or a VCT's main line (the attacker's quickest win against the longest defence the proof
  // covers; the first move alone where it cannot be rebuilt within the VCT's nodes).
  std::vector<int> line;
  // The attacker's moves of a VCT's line that are neither threes nor fours but threaten a VCF
  // (AnalysisOptions::quiet_depth); empty for a VCF and for a VCT of threes and fours.
  std::vector<int> quiet;
  std::uint64_t nodes = 0;
};

struct Analysis {
  Color to_move = Color::kBlack;
  std::vector<MoveLine> best;  // best first, at most `top`
  ThreatAnswer vcf[2];         // [0] Black, [1] White
  ThreatAnswer vct[2];
  std::uint64_t nodes = 0;  // main-search and threat nodes together
};

// Analyses `board` with `to_move` to play. Deterministic when time_limit_s <= 0.
Analysis analyse(const rules::Board& board, Color to_move, const AnalysisOptions& options);

}  // namespace renju::ai
