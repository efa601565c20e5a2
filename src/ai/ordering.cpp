// Killer moves and the history heuristic: cut-offs of quiet moves remembered per ply and per
// point, so that moves that refuted sibling positions are tried early.
#include "ai/ordering.hpp"

#include <algorithm>

namespace renju::ai {
namespace {

std::size_t colour_index(Color c) {
  return c == Color::kBlack ? 0 : 1;
}

// Moves a matching entry of `moves` from index `to` or later to index `to`.
bool promote(std::vector<std::pair<int, int>>& moves, int m, std::size_t to) {
  auto first = moves.begin() + static_cast<std::ptrdiff_t>(to);
  auto it = std::find_if(first, moves.end(), [m](const auto& entry) { return entry.second == m; });
  if (it == moves.end()) return false;
  std::rotate(first, it, it + 1);
  return true;
}

}  // namespace

MoveOrder::MoveOrder() {
  for (auto& pair : killers_) pair = {kNoMove, kNoMove};
}

int MoveOrder::history_bonus(Color side, int move) const {
  constexpr std::uint32_t kCap = kTacticalScore / 2 - 1;
  return static_cast<int>(std::min(kCap, history_[colour_index(side)][move]));
}

void MoveOrder::order(std::vector<std::pair<int, int>>& moves, int ply, Color side, int tt_move,
                      bool quiet_ordering) const {
  std::size_t next = tt_move != kNoMove && promote(moves, tt_move, 0) ? 1 : 0;
  if (!quiet_ordering) return;
  while (next < moves.size() && moves[next].first >= kTacticalScore) ++next;
  for (int k : killers_[ply])
    if (k != kNoMove && promote(moves, k, next)) ++next;
  // The ordering score stays the static one (reductions read it); only the order changes.
  std::stable_sort(moves.begin() + static_cast<std::ptrdiff_t>(next), moves.end(),
                   [this, side](const auto& a, const auto& b) {
                     return a.first + history_bonus(side, a.second) >
                            b.first + history_bonus(side, b.second);
                   });
}

void MoveOrder::cut(int ply, Color side, int move, int depth) {
  if (killers_[ply][0] != move) killers_[ply] = {move, killers_[ply][0]};
  auto& h = history_[colour_index(side)][move];
  h = std::min<std::uint32_t>(h + static_cast<std::uint32_t>(depth * depth) * 16, 1u << 20);
}

}  // namespace renju::ai
