// Network-lag compensation for one player's clock, bounded so that a lying client gains little.
//
// The server measures the round trips of its own WebSocket pings to the player; a client can
// only make them look longer (by answering late), never shorter. The one-way lag estimate is
// half a round trip, smoothed over recent samples. Each timed action gives back
// min(estimate, per-action cap, quota): the quota starts at `initial`, grows by `gain` with each
// action up to `max`, and what is given back is taken from it. Over n actions a player can
// therefore recover at most initial + n * gain, however they lie (with the defaults, 13 s over
// a 60-move game, about 1 % of a 15+5 game), while a connection up to 200 ms each way is repaid
// in full for ever and a slower one in full until its quota runs low.
#pragma once

#include <optional>

#include "game/time_control.hpp"

namespace renju::game {

class LagQuota {
 public:
  struct Limits {
    Millis initial = 1000;
    Millis gain = 200;
    Millis max = 3000;
    Millis per_action = 1000;
    Millis longest_sample = 10000;  // a round trip above this counts as this
  };
  LagQuota() : LagQuota(Limits{}) {}
  explicit LagQuota(Limits limits) : limits_(limits), quota_(limits.initial) {}

  // A ping's round trip as the server measured it.
  void observe_round_trip(Millis round_trip);
  // The current one-way estimate (0 before any sample).
  Millis estimate() const { return estimate_.value_or(0); }
  Millis quota() const { return quota_; }
  // What the clock gives back for the action being recorded now; the quota is charged.
  Millis grant();
  // grant() in two steps, for a server that charges the quota only once the action is stored:
  // what grant() would give now, and charging the quota for `given` (of an earlier offer()).
  Millis offer() const;
  void spend(Millis given);

 private:
  Limits limits_;
  Millis quota_;
  std::optional<Millis> estimate_;
};

}  // namespace renju::game
