// The time a computer move may take in a game with a clock: a share of what is left on the
// computer's clock plus most of its increment, so that the computer never loses on time and
// the maximum level uses the time its clock gives it (docs/engine.md, "Levels").
#pragma once

#include "game/time_control.hpp"

namespace renju::server {

// Moves the clock's remaining time is spread over, and the most one computer move takes under
// a clock when the server sets no budget of its own.
inline constexpr double kEngineClockMoves = 20;
inline constexpr double kEngineClockMaxSeconds = 30;

// The budget for ai::Options::time_limit_s: `configured` (the server's --engine-move-seconds,
// <= 0 for none) alone without a Fischer clock (0 then leaves each level its own time); under
// one, remaining / kEngineClockMoves + 0.8 × increment − 0.1 s, at least 0.05 s, and at most
// `configured` (kEngineClockMaxSeconds when there is none).
double engine_move_budget(double configured, const game::TimeControl& control,
                          game::Millis remaining);

}  // namespace renju::server
