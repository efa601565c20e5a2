// What the evaluation's data commands (eval-data, rank-data) write alike: the names of the 34
// counted inputs in a header, and a position's counts and additive evaluation in a row.
#pragma once

#include <ostream>

#include "ai/eval_features.hpp"

namespace renju::cli {

// " own.one … opp.two_closed eval": the counts of the side to move, then of its opponent.
inline void write_count_names(std::ostream& out) {
  for (const char* side : {"own", "opp"})
    for (auto name : ai::EvalFeatures::kNames) out << ' ' << side << '.' << name;
  out << " eval";
}

// The counts in the order of write_count_names(), then the additive evaluation.
inline void write_counts(std::ostream& out, const ai::EvalFeatures& f) {
  for (int v : f.own) out << ' ' << v;
  for (int v : f.opp) out << ' ' << v;
  out << ' ' << ai::weighted_sum(f);
}

}  // namespace renju::cli
