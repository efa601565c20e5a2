// The game clock (clock.hpp).
#include "game/clock.hpp"

#include <algorithm>

namespace renju::game {

namespace {
constexpr Millis kDay = 24LL * 3600 * 1000;
std::size_t index(Seat s) {
  return s == Seat::kA ? 0 : 1;
}
}  // namespace

Clock::Clock(TimeControl tc) : tc_(tc) {
  const Millis start = tc_.kind == TimeControl::Kind::kFischer ? tc_.base_ms : turn_time();
  remaining_ = {start, start};
}

Millis Clock::turn_time() const {
  return tc_.kind == TimeControl::Kind::kCorrespondence ? tc_.days_per_move * kDay : 0;
}

void Clock::start(Seat to_act, Millis now) {
  if (!timed()) return;
  running_ = to_act;
  since_ = now;
}

void Clock::restore(const ClockSnapshot& snapshot, Millis now) {
  remaining_ = snapshot.remaining;
  running_ = timed() ? snapshot.running : std::nullopt;
  since_ = now;
}

ClockSnapshot Clock::snapshot(Millis now) const {
  return {{remaining(Seat::kA, now), remaining(Seat::kB, now)}, running_};
}

Clock::Outcome Clock::record(Seat actor, std::optional<Seat> next, Millis now,
                             Millis compensation) {
  if (!running_ || *running_ != actor) return Outcome::kCharged;  // out of turn: no charge
  const Millis elapsed = std::max<Millis>(0, now - since_);
  const Millis charged = std::max<Millis>(0, elapsed - std::max<Millis>(0, compensation));
  Millis& left = remaining_[index(actor)];
  left -= charged;
  if (left <= 0) {
    left = 0;
    running_.reset();
    return Outcome::kOutOfTime;
  }
  since_ = now;
  if (!next) {
    running_.reset();
    return Outcome::kCharged;
  }
  if (*next != actor) {
    if (tc_.kind == TimeControl::Kind::kFischer) left += tc_.increment_ms;
    if (tc_.kind == TimeControl::Kind::kCorrespondence) remaining_[index(*next)] = turn_time();
  }
  running_ = next;
  return Outcome::kCharged;
}

void Clock::stop(Millis now) {
  if (!running_) return;
  Millis& left = remaining_[index(*running_)];
  left = std::max<Millis>(0, left - std::max<Millis>(0, now - since_));
  running_.reset();
  since_ = now;
}

Millis Clock::remaining(Seat seat, Millis now) const {
  const Millis left = remaining_[index(seat)];
  if (running_ != seat) return left;
  return std::max<Millis>(0, left - std::max<Millis>(0, now - since_));
}

std::optional<Millis> Clock::deadline() const {
  if (!running_) return std::nullopt;
  return since_ + remaining_[index(*running_)];
}

std::optional<Seat> Clock::out_of_time(Millis now) const {
  if (!running_ || remaining(*running_, now) > 0) return std::nullopt;
  return running_;
}

}  // namespace renju::game
