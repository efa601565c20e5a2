// Move ordering inside the main search: the table's move first, then moves that make or stop a
// three or four, then this ply's killer moves, then the other quiet moves by their history.
#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "ai/position.hpp"

namespace renju::ai {

// Ordering scores at or above this make or stop a three or a four: such moves are never
// reduced (a reduced search could miss the threat sequence they start).
inline constexpr int kTacticalScore = 8000;
inline constexpr int kMaxPly = 60;

class MoveOrder {
 public:
  MoveOrder();

  // Reorders `moves` ((static score, move), best first by static score) in place: `tt_move`
  // to the front, then the tactical moves as they are, then the killers of `ply`, then the
  // remaining quiet moves by static score plus history bonus. `quiet_ordering` false keeps
  // the static order after the table's move (forced positions).
  void order(std::vector<std::pair<int, int>>& moves, int ply, Color side, int tt_move,
             bool quiet_ordering) const;
  // A quiet move caused a cut-off at `depth` remaining plies.
  void cut(int ply, Color side, int move, int depth);
  bool killer(int ply, int move) const {
    return move == killers_[ply][0] || move == killers_[ply][1];
  }
  // Ordering bonus of a quiet move from its cut-offs so far, below kTacticalScore / 2 so that
  // history never lifts a quiet move above a tactical one.
  int history_bonus(Color side, int move) const;

 private:
  std::array<std::array<int, 2>, kMaxPly + 2> killers_;
  std::array<std::array<std::uint32_t, rules::kCells>, 2> history_{};
};

}  // namespace renju::ai
