// A computer move's time under the game clock (see engine_budget.hpp).
#include "server/engine_budget.hpp"

#include <algorithm>

namespace renju::server {

double engine_move_budget(double configured, const game::TimeControl& control,
                          game::Millis remaining) {
  if (control.kind != game::TimeControl::Kind::kFischer) return configured;
  const double share = static_cast<double>(remaining) / 1000.0 / kEngineClockMoves +
                       0.8 * static_cast<double>(control.increment_ms) / 1000.0 - 0.1;
  const double cap = configured > 0 ? configured : kEngineClockMaxSeconds;
  return std::clamp(share, 0.05, std::max(0.05, cap));
}

}  // namespace renju::server
