// The game clock: the server's authority on each player's remaining time under a TimeControl.
// Pure: every call takes the time `now` (milliseconds on any steady scale) from the caller, so
// the server injects its clock and the tests theirs.
//
// The clock that runs is that of the seat that must act, in the opening as well (a swap
// decision, a choice, each of the offers, the pick). A turn is a run of actions by one seat; it
// ends when the seat to act changes. Under Fischer the increment is added when a turn ends, so
// ten offers in a row earn one increment, not ten; under correspondence every turn starts with
// the full days per move. Actions out of turn (resigning, offering or answering a draw) do not
// touch the clock.
#pragma once

#include <array>
#include <optional>

#include "game/action.hpp"
#include "game/time_control.hpp"

namespace renju::game {

// What the store keeps after each action, and what a reloaded game's clock starts from: time
// the server spent down is thereby charged to nobody.
struct ClockSnapshot {
  std::array<Millis, 2> remaining{};  // by seat index (A, B)
  std::optional<Seat> running;
  friend bool operator==(const ClockSnapshot&, const ClockSnapshot&) = default;
};

class Clock {
 public:
  explicit Clock(TimeControl tc);

  const TimeControl& control() const { return tc_; }
  bool timed() const { return tc_.kind != TimeControl::Kind::kNone; }

  // Starts `to_act`'s clock at `now` (when both seats are taken, or when a loaded game resumes).
  void start(Seat to_act, Millis now);
  // Resumes from a snapshot: the running seat's time counts again from `now`.
  void restore(const ClockSnapshot& snapshot, Millis now);
  ClockSnapshot snapshot(Millis now) const;

  enum class Outcome { kCharged, kOutOfTime };
  // `actor` acted at `now`, received `compensation` ms (network lag, see lag_quota.hpp) and the
  // game goes on with `next` to act (nullopt: the game ended). kOutOfTime: the actor's time had
  // run out before the action arrived; the clock then stops at zero and the action must lose on
  // time instead of being applied.
  Outcome record(Seat actor, std::optional<Seat> next, Millis now, Millis compensation = 0);

  // The game ended for another reason (resignation, a draw, time-out): the clock stops.
  void stop(Millis now);

  std::optional<Seat> running() const { return running_; }
  // `seat`'s time at `now` as a player sees it (never below zero).
  Millis remaining(Seat seat, Millis now) const;
  // When the running seat's time runs out (nullopt: none runs, or the game is untimed).
  std::optional<Millis> deadline() const;
  // The running seat whose time is out at `now` (a timer at deadline() asks this).
  std::optional<Seat> out_of_time(Millis now) const;

 private:
  Millis turn_time() const;  // correspondence: the time every turn starts with

  TimeControl tc_;
  std::array<Millis, 2> remaining_{};
  std::optional<Seat> running_;
  Millis since_ = 0;  // when running_'s time began to count
};

}  // namespace renju::game
